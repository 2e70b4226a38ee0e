/** The per-chapter quote and bracket balance check (CLEAN-15); the repair itself is rules/quote-repair.ts. */

/** Opening → closing marks that must balance inside a paragraph (CLEAN-15). */
const PAIRS: Readonly<Record<string, string>> = { '“': '”', '‘': '’', '「': '」', '『': '』', '（': '）', '《': '》', '【': '】' };
/** Code unit → +k for the k-th opener, −k for its closer (one lookup per character). */
const MARK_CODE = new Map<number, number>(
  Object.entries(PAIRS).flatMap(([o, c], k) => [
    [o.charCodeAt(0), k + 1],
    [c.charCodeAt(0), -(k + 1)],
  ]),
);
const QUOTE_CODES = new Set(['“', '‘', '「', '『'].map((q) => MARK_CODE.get(q.charCodeAt(0))!));
/** MARK_CODE as a table over every code unit (0: no mark): the check reads every character of the book. */
const MARK_TABLE = new Int8Array(0x10000);
for (const [unit, code] of MARK_CODE) MARK_TABLE[unit] = code;
const MARKS = /[“”‘’「」『』（）《》【】]/;
/** The same marks, found one after another natively (a JavaScript walk over every unit runs mostly unoptimised). */
const MARKS_G = new RegExp(MARKS.source, 'g');

/** A quote may stay open over this many paragraphs (a poem recited over several lines in the classics). */
const MAX_OPEN_SPAN = 12;

/**
 * Indexes of paragraphs whose quotes or brackets do not balance, over a whole chapter: a mark may close in a
 * later paragraph (xiyouji D recites poems over several lines inside one 「…」), and a paragraph that reopens
 * the mark still open (a speech over several paragraphs, PARA-9) continues it. Flagged: a closing mark that
 * closes nothing or the wrong mark, and an opening mark still open after MAX_OPEN_SPAN paragraphs or at the end.
 */
export function unbalancedParagraphs(paragraphs: readonly string[]): number[] {
  const bad = new Set<number>();
  const stack: { mark: number; at: number }[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const text = paragraphs[i];
    while (stack.length && i - stack[0].at > MAX_OPEN_SPAN) bad.add(stack.shift()!.at);
    if (!MARKS.test(text)) continue;
    const first = MARK_CODE.get(text.charCodeAt(0));
    if (first !== undefined && first > 0 && stack.length && stack[stack.length - 1].mark === first && QUOTE_CODES.has(first)) stack.pop();
    MARKS_G.lastIndex = 0;
    for (let found = MARKS_G.exec(text); found; found = MARKS_G.exec(text)) {
      const m = MARK_TABLE[text.charCodeAt(found.index)];
      if (m > 0) stack.push({ mark: m, at: i });
      else if (stack.length && stack[stack.length - 1].mark === -m) stack.pop();
      else {
        bad.add(i);
        // A closer for a mark deeper in the stack closes it (and what was left open inside it is flagged).
        const deeper = stack.map((e) => e.mark).lastIndexOf(-m);
        if (deeper !== -1) for (const e of stack.splice(deeper)) bad.add(e.at);
      }
    }
  }
  for (const e of stack) bad.add(e.at);
  return [...bad].sort((x, y) => x - y);
}
