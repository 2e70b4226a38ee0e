/** Straight quotes paired into curly ones (CLEAN-14) and the per-chapter quote and bracket balance check (CLEAN-15). */
import { HAN } from './han.ts';
import { CJK_PUNCT } from './lost.ts';

/** Characters after which a straight quote opens: paragraph start, space, an opening bracket, a pause mark (CLEAN-14). */
const OPEN_AFTER = /[\s(（〔［｛《〈【“‘「『：:，,。！？；、—…]/;
/** Characters before which a quote cannot open: it closes the text before it. */
const CLOSE_BEFORE = /[\s，,。！？；：、）)》〉】”’」』…—]/;

export interface Paired {
  text: string;
  count: number;
}

/** `他说:"好."` after CLEAN-10 → `他说：“好。”`. `'` is paired only next to Chinese, so apostrophes stay. */
export function pairStraightQuotes(text: string): Paired {
  if (!/["']/.test(text) || !HAN.test(text)) return { text, count: 0 };
  let count = 0;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '"' && ch !== "'") {
      out += ch;
      continue;
    }
    const prev = text[i - 1];
    const next = text[i + 1];
    if (ch === "'" && !(isCjk(prev) || isCjk(next))) {
      out += ch;
      continue;
    }
    const opens = (prev === undefined || OPEN_AFTER.test(prev)) && next !== undefined && !CLOSE_BEFORE.test(next);
    out += ch === '"' ? (opens ? '“' : '”') : opens ? '‘' : '’';
    count++;
  }
  return { text: out, count };
}

const isCjk = (ch: string | undefined): boolean => ch !== undefined && (HAN.test(ch) || CJK_PUNCT.test(ch));

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
const MARKS = /[“”‘’「」『』（）《》【】]/;

/**
 * CLEAN-15 repair 2, the common scraper error: a paragraph that ends `。“` (or ！？…) while more quotes open
 * than close gets its last `“` turned into `”`. Returns the text unchanged otherwise.
 */
export function repairClosingQuote(text: string): string {
  if (!/[。！？…]“$/.test(text)) return text;
  const opens = (text.match(/“/g) ?? []).length;
  const closes = (text.match(/”/g) ?? []).length;
  return opens > closes ? text.slice(0, -1) + '”' : text;
}

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
    for (let k = 0; k < text.length; k++) {
      const m = MARK_CODE.get(text.charCodeAt(k));
      if (m === undefined) continue;
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
