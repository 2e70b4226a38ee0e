/** Repeats inside a chapter: a run of paragraphs scraped twice in a row, and a passage repeated inside a paragraph. */

export interface RepeatedRun {
  /** Index of the first paragraph of the earlier copy. */
  first: number;
  /** Index of the first paragraph of the repeat (the one to drop), and how many paragraphs it spans. */
  start: number;
  length: number;
}

/** A repeated run must hold this many comparable characters (a lone 「是。」 said twice is dialogue). */
const MIN_RUN_CHARS = 10;
/** Earlier occurrences of a paragraph tried as the start of the copy. */
const MAX_TRIES = 8;

/**
 * Finds tandem repeats in a sequence of paragraph keys: keys[i..j) followed immediately by the same keys
 * (seed 002: lines 60–118 repeat 1–59; a page join [A,B,C]+[B,C,D]). Empty keys (scene breaks) never start one.
 */
export function findRepeatedRuns(keys: readonly string[]): RepeatedRun[] {
  const runs: RepeatedRun[] = [];
  const positions = new Map<string, number[]>();
  let j = 0;
  while (j < keys.length) {
    const key = keys[j];
    const earlier = key ? (positions.get(key) ?? []) : [];
    const run = earlier
      .slice(-MAX_TRIES)
      .reverse()
      .map((i) => ({ i, p: j - i }))
      .find(({ i, p }) => repeats(keys, i, j, p));
    if (run) {
      runs.push({ first: run.i, start: j, length: run.p });
      j += run.p;
      continue;
    }
    if (key) {
      const list = positions.get(key);
      if (list) list.push(j);
      else positions.set(key, [j]);
    }
    j++;
  }
  return runs;
}

function repeats(keys: readonly string[], i: number, j: number, p: number): boolean {
  if (j + p > keys.length) return false;
  let chars = 0;
  for (let k = 0; k < p; k++) {
    if (keys[i + k] !== keys[j + k]) return false;
    chars += keys[i + k].length;
  }
  return chars >= MIN_RUN_CHARS;
}

/** Window that must recur for a passage to count, taken at clause starts (after punctuation). */
const WINDOW = 16;
/** …and the passage must then run on for this many characters. */
const MIN_PASSAGE = 30;
const CLAUSE = /[。，；：！？」』”、]/;

/**
 * A passage of ≥ MIN_PASSAGE characters that occurs twice inside one paragraph (xiyouji PG ch. 1 repeats
 * 「五千四百歲，子會將終…陰陽交合」): returns the offsets of both copies, or undefined.
 */
export function findRepeatedPassage(text: string): { first: number; second: number; length: number } | undefined {
  if (text.length < 2 * MIN_PASSAGE) return undefined;
  const seen = new Map<string, number>();
  for (let i = 0; i + WINDOW <= text.length; i++) {
    if (i > 0 && !CLAUSE.test(text[i - 1])) continue;
    const window = text.slice(i, i + WINDOW);
    const first = seen.get(window);
    if (first === undefined) {
      seen.set(window, i);
      continue;
    }
    let length = 0;
    while (i + length < text.length && first + length < i && text[first + length] === text[i + length]) length++;
    if (length >= MIN_PASSAGE) return { first, second: i, length };
  }
  return undefined;
}
