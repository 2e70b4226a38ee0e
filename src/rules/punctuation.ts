/** Punctuation normalization as data: half-width → full-width in Chinese, ellipses, dashes, repeats (CLEAN-10/11/13). */
import { HAN } from './han.ts';
import { CJK_PUNCT, lostQuestionMarks } from './lost.ts';
import { anyOf } from '../util/regex.ts';

export interface PunctuationChange {
  /** Rule id (CLEAN-n plus a name), e.g. `CLEAN-13 ellipsis`. */
  rule: string;
  from: string;
  to: string;
}

export interface PunctuationFlag {
  code: 'W_LONE_DASH' | 'W_ODD_ELLIPSIS';
  sample: string;
}

export interface PunctuationResult {
  text: string;
  changes: PunctuationChange[];
  flags: PunctuationFlag[];
}

interface Ctx {
  text: string;
  offset: number;
  length: number;
  lost?: ReadonlySet<number>;
}

interface PunctRule {
  rule: string;
  pattern: RegExp;
  /** Replacement for a match, or undefined to leave it (its context is not Chinese). */
  replace: (match: string, ctx: Ctx) => string | undefined;
  source: string;
}

const isCjk = (ch: string | undefined): boolean => ch !== undefined && (HAN.test(ch) || CJK_PUNCT.test(ch));
/** The character before a match; a lost `?` counts as the Han character it stands for (今受驚?.吾 → 今受驚?。吾). */
const before = (c: Ctx): string | undefined => (c.lost?.has(c.offset - 1) ? '字' : charBefore(c.text, c.offset));
const after = (c: Ctx): string | undefined => charAt(c.text, c.offset + c.length);
/** Next to Chinese on either side. */
const inChinese = (c: Ctx): boolean => isCjk(before(c)) || isCjk(after(c));
const HALF_TO_FULL: Readonly<Record<string, string>> = {
  ',': '，',
  '.': '。',
  ':': '：',
  ';': '；',
  '!': '！',
  '?': '？',
  '(': '（',
  ')': '）',
};

/** Applied in order; each sees the previous one's output. */
export const PUNCTUATION_RULES: readonly PunctRule[] = [
  {
    rule: 'CLEAN-13 ellipsis',
    pattern: /\.{3,}|。{3,}|⋯+/g,
    replace: (m, c) => (m[0] === '.' && !inChinese(c) ? undefined : '……'),
    source: 'MyNovelReader `"。{5,7}":"……"`, CLEAN-13 `\\.{3,}`, `。{3,}`, `⋯+` → `……` [S24]',
  },
  {
    rule: 'CLEAN-13 ellipsis',
    pattern: /…+/g,
    replace: (m) => (m.length === 1 || m.length === 3 ? '……' : m.length % 2 === 1 ? '…'.repeat(m.length - 1) : undefined),
    source: 'CLEAN-13: a lone … and …{3} → ……; odd runs ≥ 5 rounded down (and flagged)',
  },
  {
    rule: 'CLEAN-10 half-width',
    pattern: /[,.:;!?]+|[()]/g,
    source: 'CLEAN-10: `, . : ; ! ? ( )` next to Han → full width; Latin runs keep theirs [S27]',
    replace: (m, c) => {
      const b = before(c);
      const a = after(c);
      if (m === '(') return isCjk(b) || isCjk(a) ? '（' : undefined;
      if (m === ')') return isCjk(b) ? '）' : undefined;
      // The run follows Chinese and does not sit inside a number or a file name (3.14, 1,000, 中文.txt).
      if (!isCjk(b) || (a !== undefined && /[A-Za-z0-9]/.test(a))) return undefined;
      // A lost `?` inside the run stays (今受驚?.吾 → 今受驚?。吾).
      return Array.from(m, (ch, k) => (ch === '?' && c.lost?.has(c.offset + k) ? ch : HALF_TO_FULL[ch])).join('');
    },
  },
  {
    rule: 'CLEAN-13 dash',
    pattern: /-{2,}|－{2,}|~{2,}|～{2,}|─{2,}/g,
    replace: (_m, c) => (inChinese(c) ? '——' : undefined),
    source: 'MyNovelReader `"~{2,50}":"——"`, `"－{3,20}":"——"` [S24]; CLEAN-13 `-{2,}`, `─{2}` (TDPF [S7])',
  },
  { rule: 'CLEAN-13 repeated stop', pattern: /。{2}/g, replace: () => '。', source: 'CLEAN-13 `。。` → `。`' },
  { rule: 'CLEAN-13 repeated comma', pattern: /，{2,}/g, replace: () => '，', source: 'CLEAN-13 `，，` → `，`' },
  { rule: 'CLEAN-13 comma before stop', pattern: /，。/g, replace: () => '。', source: 'CLEAN-13 `，。` → `。`' },
  {
    rule: 'CLEAN-13 repeated question',
    pattern: /？{4,}/g,
    replace: () => '？？？',
    source: 'CLEAN-13; GB/T 15834 allows up to three [S1 §exclamatory_question_marks]',
  },
  { rule: 'CLEAN-13 repeated exclamation', pattern: /！{4,}/g, replace: () => '！！！', source: 'CLEAN-13; GB/T 15834 allows up to three' },
  {
    rule: 'CLEAN-11 full-width decimal point',
    pattern: /(?<=[0-9０-９])．(?=[0-9０-９])/g,
    replace: () => '.',
    source: 'CLEAN-11: digits are half-width, and so is the point between them (３．５ → 3.5)',
  },
  {
    rule: 'CLEAN-10 full stop',
    pattern: /．/g,
    replace: (_, c) => (isCjk(before(c)) && !/[0-9０-９]/.test(after(c) ?? '') ? '。' : undefined),
    source: 'CLEAN-10: `．` used as a full stop → `。`',
  },
  {
    rule: 'CLEAN-11 full-width alphanumerics',
    pattern: /[０-９Ａ-Ｚａ-ｚ]+/g,
    replace: (m) => m.replace(/./g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)),
    source: 'CLEAN-11: `ＡＢＣ１２３` → `ABC123` [S27]',
  },
  {
    rule: 'CLEAN-12 Han-Latin space',
    pattern: / +/g,
    replace: (_, c) => (spaceBetween(before(c), after(c)) ? '' : undefined),
    source: 'CLEAN-12: spacing is a typesetting concern (JUST-10, text-autospace) [S27]',
  },
];

function spaceBetween(b: string | undefined, a: string | undefined): boolean {
  if (b === undefined || a === undefined) return false;
  return (HAN.test(b) && /[A-Za-z0-9]/.test(a)) || (/[A-Za-z0-9]/.test(b) && HAN.test(a));
}

/**
 * Any rule's pattern (util/regex.ts): a paragraph it does not match is left as it is by every rule (no rule
 * changes it, so none sees another's output), and one scan answers what a scan per rule did.
 */
const ANY_RULE = anyOf(PUNCTUATION_RULES.map((r) => r.pattern));

/** Normalizes a paragraph; ASCII `?` that stand for lost characters (lost.ts) are left as they are. */
export function normalizePunctuation(input: string): PunctuationResult {
  const changes: PunctuationChange[] = [];
  const flags: PunctuationFlag[] = [];
  let text = input;
  if (ANY_RULE?.test(text) === false) return { text, changes, flags: loneDashes(text, flags) };
  for (const r of PUNCTUATION_RULES) {
    if (!r.pattern.test(text)) continue;
    r.pattern.lastIndex = 0;
    const lost = r.rule === 'CLEAN-10 half-width' ? new Set(lostQuestionMarks(text)) : undefined;
    text = text.replace(r.pattern, (m: string, offset: number, whole: string) => {
      if (m === '?' && lost?.has(offset)) return m;
      const to = r.replace(m, { text: whole, offset, length: m.length, lost });
      if (to === undefined || to === m) return m;
      if (r.rule === 'CLEAN-13 ellipsis' && m[0] === '…' && m.length >= 5)
        flags.push({ code: 'W_ODD_ELLIPSIS', sample: whole.slice(Math.max(0, offset - 6), offset + m.length + 6) });
      changes.push({ rule: r.rule, from: m, to });
      return to;
    });
  }
  return { text, changes, flags: loneDashes(text, flags) };
}

/** `flags` with a W_LONE_DASH for each lone — between Han characters. */
function loneDashes(text: string, flags: PunctuationFlag[]): PunctuationFlag[] {
  // The pattern starts with a look-behind, tried at every offset: most paragraphs have no — at all.
  if (!text.includes('—')) return flags;
  for (const m of text.matchAll(/(?<!—)—(?!—)/g)) {
    const i = m.index ?? 0;
    if (HAN.test(text[i - 1] ?? '') && HAN.test(text[i + 1] ?? ''))
      flags.push({ code: 'W_LONE_DASH', sample: text.slice(Math.max(0, i - 6), i + 7) });
  }
  return flags;
}

/** The character (code point) ending at `i` and starting at `i`. */
function charBefore(text: string, i: number): string | undefined {
  if (i <= 0) return undefined;
  const low = text.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.slice(i - 2, i) : text[i - 1];
}
function charAt(text: string, i: number): string | undefined {
  if (i >= text.length) return undefined;
  return String.fromCodePoint(text.codePointAt(i)!);
}
