/** Characters lost before the text reached us: ASCII `?` standing for a glyph, U+FFFD, private-use stand-ins. */
import { HAN, HAN_CLASS } from './han.ts';
import { CONTROL, codePointNames, FORMAT } from './not-text.ts';
import { anyOf } from '../util/regex.ts';

/** CJK punctuation, brackets and quotes (CLS-1), the context that makes half-width marks Chinese. */
export const CJK_PUNCT =
  /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u2018\u2019\u201c\u201d\u2026\u2014\ufe30-\ufe4f]/;

/**
 * Words that make a clause a question (谁/何/吗/呢/焉…). An ASCII `?` after a Han character closes a question
 * only when its clause holds one of them: shuihuzhuan C `這兩員將軍是誰?一個是…` is punctuation, while
 * sanguoyanyi `劉?不信`, `卻反來?嚇` and xiyouji PG `編作?子` (筏) are lost glyphs (the corpus PROVENANCE files).
 */
const QUESTION = /[谁誰何怎岂豈焉哪甚吗嗎呢乎耶否孰曷奚吧]|什么|什麼|几时|幾時|多少|难道|難道|莫非|可曾|是否|不[^\s，。]?$/;
/** Marks that end a clause; a `?` right before one of them is not a question mark (刘?，, 今受惊?。). */
const CLAUSE_END = /[，。、；：,.;:]/;
const MAX_CLAUSE = 24;
const CLAUSE_START = /[，。！？、；：,.!;:「」“”『』（）()《》\s]/;

/** Offsets (UTF-16) of the ASCII `?` in `text` that stand for lost characters, not question marks. */
export function lostQuestionMarks(text: string): number[] {
  const lost: number[] = [];
  for (let i = text.indexOf('?'); i !== -1; i = text.indexOf('?', i + 1)) {
    let end = i;
    while (text[end + 1] === '?') end++;
    if (inHanText(text, i, end) && !isQuestionMark(text, i, end)) for (let k = i; k <= end; k++) lost.push(k);
    i = end;
  }
  return lost;
}

/** Some Han character within three characters on either side: not an English question. */
function inHanText(text: string, start: number, end: number): boolean {
  return HAN.test(text.slice(Math.max(0, start - 3), start)) || HAN.test(text.slice(end + 1, end + 4));
}

function isQuestionMark(text: string, start: number, end: number): boolean {
  if (end > start) return false; // `??` inside Han text is mojibake (shuihuzhuan `薄z??A`)
  const before = text[start - 1] ?? '';
  const after = text[end + 1] ?? '';
  if (!HAN.test(before) || CLAUSE_END.test(after)) return false;
  // A clause is short; a long run without punctuation before the `?` is mojibake (sanguoyanyi A ch. 69).
  let from = start - 1;
  while (from > 0 && start - from < MAX_CLAUSE && !CLAUSE_START.test(text[from - 1])) from--;
  if (from > 0 && !CLAUSE_START.test(text[from - 1])) return false;
  return QUESTION.test(text.slice(from, start));
}

/** `□` next to Han: the printer's mark for a glyph the font lacked (shuihuzhuan C `猥□`, xiyouji B `□【左“属”右…】`). */
const MISSING_GLYPH = new RegExp(`(?<=[${HAN_CLASS}])□|□(?=[${HAN_CLASS}【])`, 'gu');

export interface CharIssue {
  code: 'W_LOST_CHARACTER' | 'W_REPLACEMENT_CHARACTER' | 'W_PRIVATE_USE' | 'W_CONTROL_CHARACTER' | 'W_FORMAT_CHARACTER';
  count: number;
  sample: string;
  /** The distinct code points found (up to five), for characters a sample cannot show. */
  names?: string;
}

const KINDS: readonly [CharIssue['code'], RegExp][] = [
  ['W_REPLACEMENT_CHARACTER', /\ufffd/g],
  ['W_PRIVATE_USE', /[\ue000-\uf8ff\u{f0000}-\u{10fffd}]/gu],
  ['W_CONTROL_CHARACTER', CONTROL],
  ['W_FORMAT_CHARACTER', FORMAT],
];
/** Any of KINDS (util/regex.ts): nearly every line has none, and one scan says so. */
const ANY_KIND = anyOf(KINDS.map(([, re]) => re));

/** Lost, replaced, private-use and control characters on one line, one entry per kind found. */
export function findCharIssues(line: string): CharIssue[] {
  const issues: CharIssue[] = [];
  const lost = lostQuestionMarks(line);
  // Nearly every line has none of these: `includes` and `search` (which leaves a global pattern's lastIndex
  // alone) look without building match arrays, which cost more than the rest of ingest's per-line work.
  const boxes = line.includes('□') ? [...line.matchAll(MISSING_GLYPH)].map((m) => m.index ?? 0) : [];
  const all = [...lost, ...boxes].sort((a, b) => a - b);
  if (all.length) issues.push({ code: 'W_LOST_CHARACTER', count: all.length, sample: around(line, all[0]) });
  for (const [code, re] of ANY_KIND?.test(line) === false ? [] : KINDS) {
    if (line.search(re) === -1) continue;
    const found = [...line.matchAll(re)];
    if (!found.length) continue;
    const invisible = re === CONTROL || re === FORMAT;
    issues.push({
      code,
      count: found.length,
      sample: around(line, found[0].index ?? 0),
      ...(invisible ? { names: codePointNames([...new Set(found.map((m) => m[0]))].slice(0, 5)) } : {}),
    });
  }
  return issues;
}

/** A few characters either side of an offset, for a warning message. */
function around(line: string, at: number): string {
  return line.slice(Math.max(0, at - 6), at + 7).trim();
}
