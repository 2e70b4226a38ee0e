/** Natural ordering of file names: `2.txt` before `10.txt` (the order stage's last resort). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
