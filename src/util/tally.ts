/** Counts of each distinct string, as a report line shows them: `junk.url 3, junk.ad 1` (first-seen order). */
export function tally(xs: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
}
