/** Han characters: one table of code-point ranges for every module that asks "is this a Chinese character?". */

/**
 * Ranges of Han ideographs (Unicode `Script=Han` ideographs, by block). 〇 is included: it is a character of
 * running text (二〇〇八年), counted by LB-8 and by the character checks. Radicals and strokes are not.
 * Source: Unicode 15.1 Blocks.txt and Scripts.txt.
 */
export const HAN_RANGES: readonly (readonly [from: number, to: number, block: string])[] = [
  [0x3007, 0x3007, 'IDEOGRAPHIC NUMBER ZERO 〇'],
  [0x3400, 0x4dbf, 'CJK Unified Ideographs Extension A'],
  [0x4e00, 0x9fff, 'CJK Unified Ideographs'],
  [0xf900, 0xfaff, 'CJK Compatibility Ideographs'],
  [0x20000, 0x3ffff, 'Supplementary and Tertiary Ideographic Planes (Extensions B–I, Compatibility Supplement)'],
];

/** True for a Han ideograph code point. */
export function isHan(cp: number): boolean {
  // The common case first: the URO holds nearly every character of a novel.
  if (cp >= 0x4e00 && cp <= 0x9fff) return true;
  for (const [from, to] of HAN_RANGES) if (cp >= from && cp <= to) return true;
  return false;
}

const hex = (cp: number) => (cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`);

/** The ranges as the body of a regular-expression character class (use with the `u` flag). */
export const HAN_CLASS = HAN_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');

/** Matches one Han character. */
export const HAN = new RegExp(`[${HAN_CLASS}]`, 'u');
