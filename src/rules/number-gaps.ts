/** Missing chapter numbers as ranges, in time linear in the chapters (never in the size of the numbers). */

/** Most ranges a W_CHAPTER_GAP message lists; the rest are counted. */
export const MAX_GAP_RANGES = 50;
/** Most missing numbers a warning's data lists one by one (the ranges and the count say the rest). */
export const MAX_LISTED_NUMBERS = 1000;

export interface NumberGaps {
  /** [from, to] inclusive, ascending; at most MAX_GAP_RANGES of them. */
  ranges: [number, number][];
  /** The first missing numbers one by one, at most MAX_LISTED_NUMBERS of them. */
  numbers: number[];
  /** Missing numbers in all (every range, listed or not). */
  count: number;
  /** Ranges left out of `ranges`. */
  more: number;
}

/**
 * The whole numbers from 1 to the largest that `numbers` lacks. Walks the sorted distinct numbers, so
 * `第9999999999章` or `第一亿章` costs one range, not a list of ten billion numbers.
 */
export function numberGaps(numbers: readonly number[]): NumberGaps {
  const sorted = [...new Set(numbers.filter((n) => Number.isSafeInteger(n) && n >= 1))].sort((a, b) => a - b);
  const gaps: NumberGaps = { ranges: [], numbers: [], count: 0, more: 0 };
  let expected = 1;
  for (const n of sorted) {
    if (n > expected) {
      gaps.count += n - expected;
      if (gaps.ranges.length < MAX_GAP_RANGES) gaps.ranges.push([expected, n - 1]);
      else gaps.more++;
      for (let k = expected; k < n && gaps.numbers.length < MAX_LISTED_NUMBERS; k++) gaps.numbers.push(k);
    }
    expected = n + 1;
  }
  return gaps;
}

/** [[3,5],[9,9]] → "3–5, 9", with "… and N more range(s)" when capped. */
export function formatGaps(gaps: NumberGaps): string {
  const listed = gaps.ranges.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(', ');
  return gaps.more ? `${listed} … and ${gaps.more} more range(s), ${gaps.count.toLocaleString('en')} numbers in all` : listed;
}
