/**
 * Code points that are no text, and format characters that are text but have no glyph: one table for ingest
 * (warnings), clean (drops), the PDF composer (not drawn) and the XML escaper (docs/rules/cleaning.md#characters-with-no-glyph).
 * Sources: Unicode §23.7 (noncharacters), UAX #44 (General_Category Cf, Zl, Zp; Default_Ignorable_Code_Point).
 */

/** C0 controls but tab, LF and CR; DEL; C1 controls. Never text in a book. */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
/** U+FDD0–U+FDEF and the last two code points of every plane: reserved for internal use, never interchanged. */
export const NONCHARACTER = /\p{Noncharacter_Code_Point}/gu;
/**
 * Format characters (bidi controls, U+2028/U+2029, tag characters, the soft hyphen …): meaningful to a reading
 * system, so kept in the EPUB, but with nothing to draw. CLEAN-1's invisibles (U+FEFF, U+200B–U+200D, U+2060)
 * are left out here: the clean stage removes those.
 */
export const FORMAT = /(?![\uFEFF\u200B-\u200D\u2060])[\p{Cf}\p{Zl}\p{Zp}]/gu;

const NO_GLYPH = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/u;

/** True for a code point nothing should be drawn for: controls, format and default-ignorable characters, noncharacters. */
export function hasNoGlyph(cp: number): boolean {
  return NO_GLYPH.test(String.fromCodePoint(cp));
}

/** `U+200E U+2028` for a report entry or a warning. */
export function codePointNames(chars: readonly string[]): string {
  return chars.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}
