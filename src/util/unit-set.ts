/** Sets of UTF-16 code units as lookup tables, for loops that test every character of a line against a few marks. */

/**
 * `chars` as a table over code units: the value at a unit is its index in `chars` plus one (the first, when it
 * repeats), 0 for a unit not in it. `table[text.charCodeAt(i)]` answers what `chars.indexOf(text[i])` does
 * without making a one-character string per position, which cost more than the rest of such a loop.
 */
export function unitTable(chars: string): Uint8Array {
  if (chars.length > 254) throw new RangeError('unitTable: at most 254 characters');
  const table = new Uint8Array(0x10000);
  for (let i = chars.length - 1; i >= 0; i--) {
    const c = chars.charCodeAt(i);
    // A surrogate is half of a character: the table would answer for units that `indexOf` never matches alone.
    if (c >= 0xd800 && c <= 0xdfff) throw new RangeError('unitTable: characters outside the BMP');
    table[c] = i + 1;
  }
  return table;
}
