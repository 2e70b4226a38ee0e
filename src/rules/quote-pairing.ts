/** Straight quotes paired into curly ones (CLEAN-14) and the per-chapter quote and bracket balance check (CLEAN-15). */
import { CJK_PUNCT, HAN } from './lost.ts';

/** Characters after which a straight quote opens: paragraph start, space, an opening bracket, a pause mark (CLEAN-14). */
const OPEN_AFTER = /[\s(（〔［｛《〈【“‘「『：:，,。！？；、—…]/;
/** Characters before which a quote cannot open: it closes the text before it. */
const CLOSE_BEFORE = /[\s，,。！？；：、）)》〉】”’」』…—]/;

export interface Paired { text: string; count: number }

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
    out += ch === '"' ? (opens ? '“' : '”') : (opens ? '‘' : '’');
    count++;
  }
  return { text: out, count };
}

const isCjk = (ch: string | undefined): boolean => ch !== undefined && (HAN.test(ch) || CJK_PUNCT.test(ch));

/** Opening → closing marks that must balance inside a paragraph (typography.md CLEAN-15). */
const PAIRS: Readonly<Record<string, string>> = { '“': '”', '‘': '’', '「': '」', '『': '』', '（': '）', '《': '》', '【': '】' };
/** Code unit → +k for the k-th opener, −k for its closer (one lookup per character). */
const MARK_CODE = new Map<number, number>(Object.entries(PAIRS).flatMap(([o, c], k) => [[o.charCodeAt(0), k + 1], [c.charCodeAt(0), -(k + 1)]]));
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

/**
 * Indexes of paragraphs whose quotes or brackets do not balance. A quote left open at the end of a paragraph
 * is fine when the next paragraph opens with the same mark: a speech running over several paragraphs (PARA-9).
 */
export function unbalancedParagraphs(paragraphs: readonly string[]): number[] {
  const bad: number[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const text = paragraphs[i];
    if (!MARKS.test(text)) continue;
    const stack: number[] = [];
    let ok = true;
    for (let k = 0; k < text.length && ok; k++) {
      const m = MARK_CODE.get(text.charCodeAt(k));
      if (m === undefined) continue;
      if (m > 0) stack.push(m);
      else if (stack[stack.length - 1] === -m) stack.pop();
      else ok = false;
    }
    if (ok && stack.length) {
      const next = MARK_CODE.get(paragraphs[i + 1]?.charCodeAt(0) ?? 0);
      ok = stack.every((m) => QUOTE_CODES.has(m)) && next !== undefined && stack.includes(next);
    }
    if (!ok) bad.push(i);
  }
  return bad;
}
