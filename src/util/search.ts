/** Binary search over a sorted range: the first index where a predicate turns true and stays true. */

/** The first index in [0, length) at which `holds` is true, given it is false before that index and true from it; `length` when it never holds. */
export function firstIndexWhere(length: number, holds: (index: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
