/** Raw HTML in Markdown (MD-3): what is dropped whole, what is a line break, and how tags are stripped. */

/** Comments, scripts and styles: nothing in them is prose, so they go whole (newlines kept for line numbers). */
export const HTML_DROPPED_WHOLE = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>/gi;

/** `<br>` in any spelling (`<br/>`, `<BR />`): the one tag with a meaning the model has, a line break. */
export function htmlBreak(tag: string): boolean {
  return /^<br\s*\/?>$/i.test(tag.trim());
}

/** Any tag (CommonMark §6.6 raw HTML: open and closing tags, declarations, processing instructions). */
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[^<>]*?)?\s*\/?>|<![A-Za-z][^>]*>|<\?[\s\S]*?\?>/g;

/** The few entities an HTML block's text is likely to hold (markdown-it decodes them elsewhere). */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of a line of HTML: tags removed, entities decoded. */
export function stripHtml(line: string): string {
  return line
    .replace(HTML_DROPPED_WHOLE, '')
    .replace(TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const cp = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    });
}
