/** Text → numbered lines, for any mix of LF, CRLF and CR line endings. */

/** One input line: its 1-based number in the file and its text without the line ending. */
export interface SourceLine {
  n: number;
  text: string;
}

/**
 * Splits on LF, CRLF or a lone CR. A final line ending does not start another line, so the count matches
 * `wc -l` for files that end with a newline (and counts the last line of files that don't).
 */
export function splitLines(text: string, firstLine = 1): SourceLine[] {
  const parts = text.split(/\r\n|\n|\r/);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 1 && parts[0] === '') return [];
  return parts.map((t, i) => ({ n: firstLine + i, text: t }));
}

/**
 * True for a line of nothing but whitespace (U+3000, NBSP and U+FEFF included: JavaScript's trim removes
 * exactly `\s`, which holds them). trim() is linear; a `\s+$` regex is quadratic on a long inner run of spaces.
 */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** Display width: 2 for wide (CJK, full-width) characters, 1 for the rest; trailing whitespace not counted. */
export function displayWidth(text: string): number {
  const t = text.trimEnd();
  let w = 0;
  // By code unit, not by an iterator of one-character strings (every line of a file is measured): a surrogate
  // pair is one wide character, a lone surrogate (≥ U+1100 too) counts as one as the iterator would give it.
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < t.length) {
      const d = t.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    w += c >= 0x1100 ? 2 : 1;
  }
  return w;
}

/** True when a line starts with indentation (ASCII spaces, tabs, U+3000 or NBSP). */
export function isIndented(text: string): boolean {
  return /^[ \t\u3000\u00a0]/.test(text);
}
