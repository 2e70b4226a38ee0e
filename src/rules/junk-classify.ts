/**
 * The junk classifier (issue 12 §1): a line is dropped, or spans are cut from it, on combined evidence —
 * precise rules (junk-rules.ts), URLs after folding look-alikes (urls.ts), site vocabulary weighed against the
 * line's length (site-lexicon.ts), navigation bars — unless story evidence (story-guard.ts) vetoes a verdict
 * that rests on words alone. Every function here is linear in the line.
 */
import { fold } from './fold.ts';
import { JUNK_RULES } from './junk-rules.ts';
import { findUrls, type Span } from './urls.ts';
import { LEXICON_ENTRIES, type LexiconKind } from './site-lexicon.ts';
import { PhraseIndex, type PhraseHit } from './phrase-index.ts';
import { originalSpan, skeleton } from './confusables.ts';
import { storyEvidence } from './story-guard.ts';

export interface JunkCut {
  rule: string;
  text: string;
}

export interface JunkResult {
  /** The line's text after cutting junk spans (undefined when the whole line is junk). */
  text?: string;
  /** The rule that dropped the whole line. */
  lineRule?: string;
  /** Spans cut from a kept line. */
  cuts: JunkCut[];
}

/** Lines without an advert word can still hold an address, a disguised site name or a precise span rule's match. */
const MAY_HOLD_SPAN = /[a-z\u0400-\u04ff\u0370-\u03ff\u2460-\u24ff\u2776-\u2793,|/\\?*_~]|秒|群/;

/** Precise line rules are for short lines: site lines are short, and long lines must not meet regex limits. */
const MAX_RULE_LINE = 400;

/**
 * Thresholds, measured on the training half of the dirty-book generator (scripts/measure-junk.ts): a line
 * or span is an advert when its site words weigh at least `score` and cover at least `density` of its
 * letters and digits.
 */
export const THRESHOLDS = {
  /** A whole line of advert words (`手机用户请浏览…阅读，更优质的阅读体验。`). */
  line: { score: 2, density: 0.45 },
  /** A line with many advert words diluted by a book's or chapter's name (`ABC小说为你提供最快的…更新，第八章…免费阅读。`). */
  rich: { score: 3, density: 0.3 },
  /** Stronger still: a site's notice in a sentence (`本站长期招收作品更新管理员，欢迎…书友报名加入，点此察看详情！`). */
  richer: { score: 4, density: 0.25 },
  /** What is left of a line after its URL or site name was cut (the address is strong evidence by itself). */
  afterUrl: { score: 1.5, density: 0.2 },
  /** A short line that is nearly all advert (`（本章完）`, `内容未完，下一页继续阅读`). */
  short: { score: 1, density: 0.7, maxContent: 16 },
  /** A bracketed aside inside a kept line (`（本章未完，请翻页）`). */
  bracket: { score: 1, density: 0.5 },
  /** One clause of a kept line (`他走了。本章未完，请点击下一页继续阅读`). */
  clause: { score: 1.5, density: 0.6 },
  /** A narrative line is story unless its words cover this share, or weigh this much, or an address was cut from it. */
  narrative: { density: 0.6, score: 4 },
} as const;

const AD_ENTRIES = LEXICON_ENTRIES.filter((e) => e.kind !== 'nav');
const adIndex = new PhraseIndex(AD_ENTRIES.map((e) => e.phrase));
const SITE_ENTRIES = LEXICON_ENTRIES.filter((e) => e.kind === 'site');
const siteIndex = new PhraseIndex(SITE_ENTRIES.map((e) => e.phrase));
const NAV_ENTRIES = LEXICON_ENTRIES.filter((e) => e.kind === 'nav' || e.kind === 'ad');
const NAV_WORDS = new Set(LEXICON_ENTRIES.filter((e) => e.kind === 'nav').map((e) => e.phrase));
const NAV_ANY = new Set(NAV_ENTRIES.map((e) => e.phrase));
/** Navigation words that stand alone on a line (a pager), unlike 书库 or 历史. */
const PAGER = new Set(LEXICON_ENTRIES.filter((e) => e.alone).map((e) => e.phrase));

/** 0 unknown, 1 a letter or digit (Han included: what density is measured against), 2 not. */
const contentTable = new Uint8Array(0x10000);
const CONTENT = /[\p{L}\p{N}]/u;
function isContent(c: number): boolean {
  if (contentTable[c] === 0) {
    // A supplementary character counts once, by its high surrogate.
    const yes = (c >= 0xd800 && c <= 0xdbff) || (!(c >= 0xdc00 && c <= 0xdfff) && CONTENT.test(String.fromCharCode(c)));
    contentTable[c] = yes ? 1 : 2;
  }
  return contentTable[c] === 1;
}

interface Evidence {
  score: number;
  covered: number;
  content: number;
}

/** Site-word evidence for folded[start, end): longest non-overlapping phrases, weighed and measured. */
function evidence(folded: string, hits: readonly PhraseHit[], start: number, end: number): Evidence {
  let content = 0;
  for (let i = start; i < end; i++) if (isContent(folded.charCodeAt(i))) content++;
  const inside = hits.filter((h) => h.start >= start && h.end <= end).sort((a, b) => a.start - b.start || b.end - a.end);
  let score = 0;
  let covered = 0;
  let last = start;
  for (const h of inside) {
    if (h.start < last) continue;
    score += AD_ENTRIES[h.phrase].weight;
    for (let i = h.start; i < h.end; i++) if (isContent(folded.charCodeAt(i))) covered++;
    last = h.end;
  }
  return { score, covered, content };
}

const density = (e: Evidence) => (e.content === 0 ? 0 : e.covered / e.content);
const meets = (e: Evidence, t: { score: number; density: number }) => e.score >= t.score && density(e) >= t.density;

/** A whole line of advert words, unless story evidence vetoes it. */
function adLine(text: string, e: Evidence, afterUrl = false): boolean {
  const short = THRESHOLDS.short;
  const enough =
    meets(e, THRESHOLDS.line) ||
    meets(e, THRESHOLDS.rich) ||
    meets(e, THRESHOLDS.richer) ||
    (meets(e, short) && e.content <= short.maxContent) ||
    (afterUrl && meets(e, THRESHOLDS.afterUrl));
  if (!enough) return false;
  const story = storyEvidence(text);
  if (story.dialogue) return false;
  return !story.narrative || afterUrl || density(e) >= THRESHOLDS.narrative.density || e.score >= THRESHOLDS.narrative.score;
}

/** Classifies one line: whole-line junk, a line with junk spans cut out, or clean (no cuts). */
export function applyJunk(line: string): JunkResult {
  const trimmed = line.trim();
  if (trimmed === '') return { text: line, cuts: [] };
  const folded = fold(trimmed);
  if (trimmed.length <= MAX_RULE_LINE) {
    for (const rule of JUNK_RULES) if (rule.scope === 'line' && rule.pattern.test(folded)) return { lineRule: rule.id, cuts: [] };
    if (isNavBar(trimmed, folded)) return { lineRule: 'junk.nav', cuts: [] };
  }
  const hits = adIndex.find(folded);
  const spans = hits.length || MAY_HOLD_SPAN.test(folded) ? junkSpans(trimmed, folded, hits) : [];
  if (spans.length === 0) {
    if (hits.length && adLine(trimmed, evidence(folded, hits, 0, folded.length))) return { lineRule: 'junk.ad', cuts: [] };
    return { text: line, cuts: [] };
  }
  let kept = '';
  let last = 0;
  const cuts: JunkCut[] = [];
  for (const s of spans) {
    cuts.push({ rule: s.rule, text: trimmed.slice(s.start, s.end) });
    kept += trimmed.slice(last, s.start);
    last = s.end;
  }
  kept += trimmed.slice(last);
  const rest = trimEnds(kept, LEADING_LEFTOVER, TRAILING_LEFTOVER);
  if (!/[\p{L}\p{N}]/u.test(rest)) return { lineRule: cuts[0].rule, cuts: [] };
  const restFolded = fold(rest);
  const restHits = adIndex.find(restFolded);
  const afterUrl = cuts.some((c) => c.rule === 'junk.url' || c.rule === 'junk.site-name');
  if (restHits.length && adLine(rest, evidence(restFolded, restHits, 0, restFolded.length), afterUrl))
    return { lineRule: cuts[0].rule, cuts: [] };
  return { text: rest, cuts };
}

/** What a cut leaves at the edges of a line and is not text: spaces, commas, a full stop at the start. */
const LEADING_LEFTOVER = ' \t\u3000\u00a0，,。.、；;：:！!？?·';
const TRAILING_LEFTOVER = ' \t\u3000\u00a0，,、；;：:·';

/** Trims characters of two sets from the ends, in one pass each (a regex `[…]+$` is quadratic on long runs). */
export function trimEnds(text: string, leading: string, trailing: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && leading.includes(text[a])) a++;
  while (b > a && trailing.includes(text[b - 1])) b--;
  return text.slice(a, b);
}

/** True when the whole line is junk (used by the splitter to see whether a heading has a body). */
export function isJunkLine(line: string): boolean {
  return applyJunk(line).lineRule !== undefined;
}

interface RuleSpan extends Span {
  rule: string;
}

/** Spans to cut: URLs (with the site name before them), precise span rules, disguised site names, adverts. */
export function junkSpans(text: string, folded: string, hits: readonly PhraseHit[]): RuleSpan[] {
  const spans: RuleSpan[] = [];
  for (const url of findUrls(text)) {
    const site = siteNameBefore(text, folded, url.start);
    spans.push(site < url.start ? { start: site, end: url.end, rule: 'junk.site-name' } : { ...url, rule: 'junk.url' });
  }
  for (const rule of JUNK_RULES) {
    if (rule.scope !== 'span') continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(folded); m; m = rule.pattern.exec(folded)) {
      if (m[0].length === 0) rule.pattern.lastIndex++;
      else spans.push({ start: m.index, end: m.index + m[0].length, rule: rule.id });
    }
  }
  spans.push(...disguisedSiteNames(text));
  if (hits.length === 0) return mergeSpans(spans);
  for (const g of asides(folded)) {
    if (meets(evidence(folded, hits, g.start + 1, g.end - 1), THRESHOLDS.bracket)) spans.push({ ...g, rule: 'junk.ad' });
  }
  for (const c of clauses(folded)) {
    const e = evidence(folded, hits, c.start, c.end);
    if (meets(e, THRESHOLDS.clause) && !storyEvidence(text.slice(c.start, c.end)).dialogue) spans.push({ ...c, rule: 'junk.ad' });
  }
  return mergeSpans(spans);
}

/** A site's name right before its address: `天涯在线书库《www…》`, `TXT小说天堂  https://…` (corpus tianya, xstt5). */
const SITE_SUFFIX =
  /(?:书库|书屋|书城|书吧|书院|小说网|小说天堂|小说阅读网|文学网|中文网|读书网|书网|文学城|电子书下载网|电子书|下载网|阅读网)$/;
function siteNameBefore(text: string, folded: string, at: number): number {
  let end = at;
  while (end > 0 && /[\s\u3000]/.test(text[end - 1])) end--;
  let start = end;
  while (start > 0 && end - start < 16 && !/[\s\u3000，。！？“”「」,.!?：:]/.test(text[start - 1])) start--;
  const name = folded.slice(start, end);
  return name && (SITE_SUFFIX.test(name) || siteIndex.find(name).length > 0) ? start : at;
}

/**
 * Site names spelled with noise between their characters (`t,xt,小,说天,堂`, `/tXt|?小说天堂`): found in the
 * punctuation-free skeleton, cut from the original with the ASCII noise around them. A site name written
 * plainly inside a sentence is left to the line's evidence.
 */
function disguisedSiteNames(text: string): RuleSpan[] {
  if (!/[a-zA-Z\uff21-\uff5a]/.test(text) && !/[,|/\\?*_~]/.test(text)) return [];
  const key = skeleton(text, true);
  const out: RuleSpan[] = [];
  // Overlapping names (`txt小说` and `小说天堂` in `txt小说天堂`) are one region.
  const regions: { start: number; end: number }[] = [];
  for (const h of [...siteIndex.find(key.text)].sort((a, b) => a.start - b.start)) {
    const last = regions[regions.length - 1];
    if (last && h.start < last.end) last.end = Math.max(last.end, h.end);
    else regions.push({ start: h.start, end: h.end });
  }
  for (const h of regions) {
    let { start, end } = originalSpan(key, h.start, h.end);
    if (end - start === h.end - h.start && !/[a-z]/i.test(text.slice(start, end))) continue;
    while (start > 0 && /[,|/\\?*_~.-]/.test(text[start - 1])) start--;
    while (end < text.length && /[,|/\\?*_~.-]/.test(text[end])) end++;
    out.push({ start, end, rule: 'junk.site-name' });
  }
  return out;
}

const ASIDE_OPEN = '（(【〔［[';
const ASIDE_CLOSE = '）)】〕］]';
/** Bracketed asides (outermost pairs), found in one scan; a `.` glued before one is part of it (`.(未完待续。)`). */
function asides(text: string): Span[] {
  const out: Span[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ASIDE_OPEN.includes(ch)) {
      if (depth === 0) start = i > 0 && text[i - 1] === '.' ? i - 1 : i;
      depth++;
    } else if (ASIDE_CLOSE.includes(ch) && depth > 0) {
      depth--;
      if (depth === 0) out.push({ start, end: i + 1 });
    }
  }
  return out;
}

/** Clauses: runs ending at a sentence mark (the mark belongs to its clause). */
function clauses(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if ('。！？!?；;'.includes(text[i])) {
      let end = i + 1;
      while (end < text.length && '。！？!?；;…'.includes(text[end])) end++;
      out.push({ start, end });
      start = end;
      i = end - 1;
    }
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out.length > 1 ? out : [];
}

function mergeSpans(spans: RuleSpan[]): RuleSpan[] {
  const sorted = spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RuleSpan[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      // The specific rule names the span: an address inside an advert clause is reported as the address.
      if (last.rule === 'junk.ad') last.rule = s.rule;
    } else out.push({ ...s });
  }
  return out;
}

const SENTENCE = /[。！？!?“”「」]/;

/**
 * A navigation bar: short segments between separators or spaces, most of them navigation or advert words;
 * with two or more `|`, any short segments count (a site's category list: 现代 | 言情 | 武侠). A pager word
 * alone on a line (`上一页`, `回目录`) is one too.
 */
function isNavBar(text: string, folded: string): boolean {
  if (text.length > 300 || SENTENCE.test(text)) return false;
  // Separators of a navigation bar: `首页 | 原创书库 | …`, `首页 > 都市 > 书名`, `上一章 ← 目录 → 下一章`.
  const parts = folded.split(/[|｜/\\>»«<←→·•\s\u3000]+/).filter((p) => p !== '');
  if (parts.length === 1) return PAGER.has(parts[0]);
  if (parts.length < 2) return false;
  const pipes = (text.match(/[|｜]/g) ?? []).length;
  const known = parts.filter((p) => NAV_ANY.has(p)).length;
  const nav = parts.filter((p) => NAV_WORDS.has(p)).length;
  if (pipes >= 2 && parts.length >= 3 && parts.every((p) => Array.from(p).length <= 8) && nav >= 1) return true;
  return known >= 2 && nav >= 1 && known >= parts.length * 0.6;
}

/** The lexicon kinds, re-exported for the report. */
export type { LexiconKind };
