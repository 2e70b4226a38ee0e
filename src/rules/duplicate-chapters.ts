/**
 * The same chapter twice under the same number (docs/rules/cleaning.md#duplicates-and-repeated-passages):
 * scraped from another site or edition, with other wording or in the other script.
 */
import { similarity } from './similarity.ts';

/**
 * Similarity (estimated Jaccard of four-character shingles, after folding script) above which two chapters
 * with the same number in the same volume are one chapter. Measured on the corpus: the same chapter in two
 * editions scores 0.48–1.0 (xiyouji A against PG C: median 0.94; hongloumeng A against PG D: 0.48 at least),
 * a chapter against the next one 0.00–0.03.
 */
export const SAME_NUMBER_SIMILAR = 0.3;

export interface Numbered {
  number?: number;
  volume?: string;
}

/**
 * Pairs `[i, j, similarity]` (i < j) of chapters with the same number in the same volume whose texts are
 * similar enough, compared directly (same-number groups are small, so no index is needed).
 */
export function sameNumberPairs(
  chapters: readonly Numbered[],
  sketches: readonly Uint32Array[],
  lengths: readonly number[],
  minLength: number,
): [number, number, number][] {
  const groups = new Map<string, number[]>();
  chapters.forEach((c, i) => {
    if (c.number === undefined || lengths[i] < minLength) return;
    const key = `${c.volume ?? ''}\u0000${c.number}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  });
  const pairs: [number, number, number][] = [];
  for (const list of groups.values())
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const s = similarity(sketches[list[x]], sketches[list[y]]);
        if (s >= SAME_NUMBER_SIMILAR) pairs.push([list[x], list[y], s]);
      }
  return pairs;
}
