/**
 * The one XML escaper for every document shufang writes (XHTML, OPF, NCX, nav, cover.svg): markup characters
 * become entities, and characters a document must not hold become U+FFFD, so the output is always well-formed.
 */

/**
 * XML 1.0 §2.2 forbids C0 controls but tab/LF/CR, lone surrogates and U+FFFE/U+FFFF. Also replaced: C1
 * controls and DEL (allowed but "discouraged", and never text in a book) and every noncharacter
 * (U+FDD0–U+FDEF, U+nFFFE/U+nFFFF: reserved for internal use, shufang's own placeholders among them).
 * With the `u` flag a surrogate in the class can only match unpaired. `>` is escaped too, so `]]>` never
 * appears in content; `"` for attribute values (we always quote with `"`).
 */
const ESCAPED = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]|\p{Noncharacter_Code_Point}/u;
const ESCAPED_ALL = new RegExp(ESCAPED.source, 'gu');
const SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for element content and attribute values, in one pass (most book text needs nothing). */
export function escapeXml(text: string): string {
  if (!ESCAPED.test(text)) return text;
  return text.replace(ESCAPED_ALL, (c) => SPECIAL[c] ?? '\uFFFD');
}
