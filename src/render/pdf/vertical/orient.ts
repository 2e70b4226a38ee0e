/** How each glyph of a vertical column stands: upright (with the font's `vert` form if any), rotated 90° clockwise, or tate-chu-yoko (VERT-2, VERT-4). */
import { DASH1_GLYPH, DASH2_GLYPH, type ComposedParagraph } from '../../../typeset/compose.ts';

export const enum Orient {
  /** Upright in the Identity-V font: CJK characters, punctuation with its `vert`/`vrt2` form, single Latin letters. */
  UPRIGHT = 0,
  /** Turned 90° clockwise in the horizontal font: Latin words, numbers of 4 or more digits, dashes without a vertical form. */
  ROTATED = 1,
  /** 縱中橫: 1–3 digits set side by side across the column in the horizontal font. */
  TCY = 2,
}

/** Most digits set across the column (VERT-4: "TDPF allows 1–3 characters; for 4 or more, rotate them"). */
export const TCY_MAX = 3;

/**
 * Code points that UTR #50 gives Vertical_Orientation R (rotated) among those a novel meets: Latin, Greek and Cyrillic
 * letters and ASCII symbols, general-punctuation dashes. Latin-1 signs that are U (§ © ® ± × ÷ · ¼–¾) stay upright.
 * A mark the font has a `vert` form for is upright with that form whatever this says (VERT-2: the font decides).
 */
export function rotatesInVertical(code: number): boolean {
  if (code === DASH1_GLYPH || code === DASH2_GLYPH) return true;
  if (code < 0x20) return false;
  if (code < 0x1100) return !UPRIGHT_LATIN1.has(code);
  return (code >= 0x2010 && code <= 0x2015) || code === 0x2025 || code === 0x2026;
}

const UPRIGHT_LATIN1 = new Set([0xa7, 0xa9, 0xae, 0xb1, 0xb7, 0xbc, 0xbd, 0xbe, 0xd7, 0xf7]);

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isLatinLetter = (c: number): boolean =>
  (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c < 0x250 && c !== 0xd7 && c !== 0xf7);

/**
 * Orientation of glyphs [from, to) of `p` into `out`. `hasVert(code)` says whether the font has a vertical form.
 * A run of letters and digits is one word: all digits and at most TCY_MAX → TCY; one letter → upright; else rotated.
 */
export function orientLine(p: ComposedParagraph, from: number, to: number, hasVert: (code: number) => boolean, out: Uint8Array): void {
  for (let i = from; i < to; ) {
    const c = p.codes[i];
    if (isDigit(c) || isLatinLetter(c)) {
      let e = i + 1;
      let digits = isDigit(c);
      for (; e < to && (isDigit(p.codes[e]) || isLatinLetter(p.codes[e])); e++) if (!isDigit(p.codes[e])) digits = false;
      // A list number's full stop (`1.`) joins its digits across the column when the group stays within TCY_MAX.
      if (digits && e < to && p.codes[e] === 0x2e && e - i < TCY_MAX && !(e + 1 < to && isDigit(p.codes[e + 1]))) e++;
      const n = e - i;
      const o = digits && n <= TCY_MAX ? Orient.TCY : !digits && n === 1 ? Orient.UPRIGHT : Orient.ROTATED;
      out.fill(o, i - from, e - from);
      i = e;
      continue;
    }
    out[i - from] = hasVert(c) || !rotatesInVertical(c) ? Orient.UPRIGHT : Orient.ROTATED;
    i++;
  }
}
