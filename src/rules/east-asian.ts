/** East Asian wide characters (UAX #11 W and F), for joining soft line breaks in Markdown without a space (MD-2). */

/**
 * Ranges whose East_Asian_Width is W or F (Unicode 15.1 EastAsianWidth.txt, grouped by block), plus the marks
 * Chinese text sets full width although UAX #11 calls them ambiguous: “ ” ‘ ’ … — · (CLS-1's classes).
 */
const WIDE_RANGES: readonly (readonly [from: number, to: number, what: string])[] = [
  [0x1100, 0x115f, 'Hangul Jamo leading consonants'],
  [0x2e80, 0x303e, 'CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation'],
  [0x3041, 0x33ff, 'kana, bopomofo, Hangul compatibility jamo, kanbun, CJK strokes, enclosed and compatibility'],
  [0x3400, 0x4dbf, 'CJK Unified Ideographs Extension A'],
  [0x4e00, 0x9fff, 'CJK Unified Ideographs'],
  [0xa000, 0xa4cf, 'Yi'],
  [0xac00, 0xd7a3, 'Hangul syllables'],
  [0xf900, 0xfaff, 'CJK Compatibility Ideographs'],
  [0xfe10, 0xfe19, 'vertical forms'],
  [0xfe30, 0xfe6f, 'CJK compatibility forms, small form variants'],
  [0xff00, 0xff60, 'fullwidth forms'],
  [0xffe0, 0xffe6, 'fullwidth signs'],
  [0x20000, 0x3fffd, 'Supplementary and Tertiary Ideographic Planes'],
];
const AMBIGUOUS_BUT_WIDE_IN_CHINESE = new Set(['“', '”', '‘', '’', '…', '—', '·']);

/** True when `ch` (one character, or '' for none) is set full width in Chinese text. */
export function isWide(ch: string): boolean {
  if (!ch) return false;
  if (AMBIGUOUS_BUT_WIDE_IN_CHINESE.has(ch)) return true;
  const cp = ch.codePointAt(0)!;
  for (const [from, to] of WIDE_RANGES) if (cp >= from && cp <= to) return true;
  return false;
}
