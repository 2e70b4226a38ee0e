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

/** True for a line of nothing but whitespace (U+3000 and NBSP included). */
export function isBlank(text: string): boolean {
  return /^[\s\u3000\u00a0\ufeff]*$/.test(text);
}

/** Display width: 2 for wide (CJK, full-width) characters, 1 for the rest; trailing whitespace not counted. */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text.trimEnd()) w += (ch.codePointAt(0) ?? 0) >= 0x1100 ? 2 : 1;
  return w;
}

/** True when a line starts with indentation (ASCII spaces, tabs, U+3000 or NBSP). */
export function isIndented(text: string): boolean {
  return /^[ \t\u3000\u00a0]/.test(text);
}
