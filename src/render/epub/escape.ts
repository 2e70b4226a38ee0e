/** XML text escaping that also keeps the document well-formed: characters XML 1.0 forbids become U+FFFD. */

// XML 1.0 §2.2 Char: no C0 controls but tab/LF/CR, no lone surrogates, no U+FFFE/U+FFFF; and the four markup characters.
const ESCAPED =
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ESCAPED_ALL = new RegExp(ESCAPED.source, 'g');
const SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for element content and attribute values, in one pass (most book text needs nothing). */
export function escapeXml(text: string): string {
  if (!ESCAPED.test(text)) return text;
  return text.replace(ESCAPED_ALL, (c) => SPECIAL[c] ?? '\uFFFD');
}
