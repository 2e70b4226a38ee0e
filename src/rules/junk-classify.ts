/**
 * The junk classifier (docs/rules/cleaning.md#the-junk-classifier): a line is dropped, or spans are cut from it, on combined evidence —
 * precise rules (junk-rules.ts), URLs after folding look-alikes (urls.ts), site vocabulary weighed against the
 * line's length (site-lexicon.ts), navigation bars — unless story evidence (story-guard.ts) vetoes a verdict
 * that rests on words alone. Every function here is linear in the line.
 */
import { fold, foldsInto, hasDisguisedLetter } from './fold.ts';
import { CHAPTER_END, JUNK_RULES, type JunkRule } from './junk-rules.ts';
import { findUrls, type Span } from './urls.ts';
import { LEXICON_ENTRIES, type LexiconKind, READER_TALK, SITE_ENDINGS, SLOGAN, siteEndings } from './site-lexicon.ts';
import { PhraseIndex } from './phrase-index.ts';
import { SITE_INDEX } from './site-index.ts';
import { originalSpan, skeleton } from './confusables.ts';
import { QUOTE_CLOSE, QUOTE_OPEN, storyEvidence } from './story-guard.ts';
import { isCreditLine, NOT_NAME } from './credit-line.ts';
import { DIALOGUE, readNote, SPEAKER } from './author-note.ts';
import { interleavedNames } from './interleaved-name.ts';
import { isStampLine } from './stamp-line.ts';
import { isCommentLine } from './comment-line.ts';
import { isMachineShard } from './machine-shard.ts';
import { isDecodedBytes } from './decoded-bytes.ts';
import { isUiLine } from './ui-line.ts';
import { isAppPrompt, isTroubleTip, readerCallSpan } from './reader-call.ts';
import { pagerNotices } from './pager-notice.ts';
import { noiseTokens } from './noise-token.ts';
import { lettersBefore, nameBefore, signatureAfter } from './watermark-names.ts';
import { unitTable } from '../util/unit-set.ts';
import { absorbResidue } from './residue.ts';
import { mergeSpans, type RuleSpan } from './cut-spans.ts';
import { matchHeading } from './headings.ts';
import { NUMERAL_CHARS } from './numerals.ts';
import { CHAPTER_UNITS, VOLUME_UNITS } from './heading-words.ts';

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
  /**
   * Letters kept right before a watermark's cut that may be the reader's name the site put there (`…老鹰吃小鸡`):
   * glued to the story's letters, with no mark between and no name the book taught (watermark-names.ts).
   */
  glued?: JunkCut[];
}

/**
 * Lines without an advert word can still hold an address, a disguised site name or a precise span rule's match (symbols
 * of the supplementary planes: junk.symbol-noise; a chapter mark or a downloader's failure: junk.chapter-mark; the
 * serial's `待续`, pager-notice.ts; letters spaced apart, spacedLetters).
 */
const MAY_HOLD_SPAN = new RegExp(
  String.raw`[a-z\u0400-\u04ff\u0370-\u03ff\u2460-\u24ff\u2776-\u2793\ud83c-\ud83e,|/\\?*_~]|秒|群|失败|待续|[\u4e00-\u9fff] [\u4e00-\u9fff] [\u4e00-\u9fff]|${CHAPTER_END}`,
);

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
  /**
   * A clause beside a cut, or holding one, with few letters left (NEIGHBOUR_CONTENT): a site's talk goes on around its
   * mark (`百度搜索 笔趣阁 即可找到本站`), so one real advert word in a short rest is enough.
   */
  neighbour: { score: 1, density: 0.25 },
  /** A narrative line is story unless its words cover this share, or weigh this much, or an address was cut from it. */
  narrative: { density: 0.5, score: 3 },
  /**
   * A chain of advert words and addresses glued into a story line (`…门下记住八一中文网网址只在二门外…`): items
   * at most `gap` characters apart, weighing `score` together, covering `density` of the chain.
   */
  chain: { score: 2.5, density: 0.7, gap: 2 },
  /** A remainder with less than this share of the line's letters, and no sentence or speech in it, goes too. */
  fragment: 0.5,
  /** After an address was cut, a remainder this short (letters) with an advert word in it goes too. */
  tail: 12,
  /** Story outside a line's spans keeps the line whole-line-wise unless advert words cover this share of it. */
  storyOutside: 0.25,
} as const;

// Pager words (下一页, 回目录) are advert evidence too: `本章还未完，请翻下一页`.
const AD_ENTRIES = LEXICON_ENTRIES.filter((e) => e.kind !== 'nav' || e.alone);
const adIndex = new PhraseIndex(AD_ENTRIES.map((e) => e.phrase));

/** An advert word found in a line: where, and what it weighs. */
interface Hit {
  start: number;
  end: number;
  weight: number;
  /** A site's name guessed from its ending (SITE_GUESS): where it starts is a guess too. */
  guess?: true;
}

/**
 * A site's name the lexicon does not know, guessed from its shape: one or two letters and an ending sites
 * use, marked `guess` in SITE_ENDINGS (墨香书库, 闲书库, 落霞小说网, 书香文学城). Weak evidence alone (書庫 and 書院 are words of stories too), it counts
 * with the advert words around it.
 */
const SITE_GUESS = new RegExp(`\\p{Script=Han}{1,2}${siteEndings('guess')}`, 'gu');
/** SITE_GUESS as a test, and the last letters of its endings (a line without one holds no guessed name). */
const SITE_GUESS_ANY = new RegExp(SITE_GUESS.source, 'u');
const GUESS_LAST = new RegExp(`[${[...new Set(SITE_ENDINGS.filter((e) => e.guess).map((e) => e.ending.slice(-1)))].join('')}]`);
const SITE_GUESS_WEIGHT = 1.5;

/** Whether a folded text holds one of the lexicon's advert words (recurring-inserts.ts asks it of what it learns). */
export function holdsAdvertWord(folded: string): boolean {
  return adIndex.find(folded).some((h) => AD_ENTRIES[h.phrase].weight >= 1);
}

/**
 * Runs of advert words that touch or overlap in a folded line, weighing ANCHOR_WEIGHT together and naming a site
 * (`你看书网最快更新最新章节`: a name of the lexicon or one guessed from its ending): what a site glues into a story's
 * lines, an anchor recurring-inserts.ts learns around. A notice that names no site (`请点击下一页继续阅读`) is the
 * classifier's to judge with the words around it, not an insert to learn.
 */
export function advertRuns(folded: string): { start: number; end: number }[] {
  // A run names a site only through a lexicon name or a guessed one: a line with neither (most lines of a book, which
  // learnRecurringInserts reads every one of) has no anchor, and its advert words need not be weighed.
  const siteNames = SITE_INDEX.find(folded);
  if (siteNames.length === 0 && !(GUESS_LAST.test(folded) && SITE_GUESS_ANY.test(folded))) return [];
  const hits = adHits(folded);
  const heavy = touchingRuns(hits).filter((r) => r.weight >= ANCHOR_WEIGHT);
  if (heavy.length === 0) return [];
  // The guessed names are adHits' own (a heavy run means it looked for them); a guessed name's anchor is its ending.
  const names = [
    ...siteNames.map((h) => ({ start: h.start, end: h.end, from: h.start })),
    ...hits
      .filter((h) => h.guess)
      .map((h) => ({ start: h.start, end: h.end, from: h.start + (GUESS_ENDING.exec(folded.slice(h.start, h.end))?.index ?? 0) })),
  ];
  return heavy.flatMap((r) => {
    const named = names.filter((n) => n.start < r.end && n.end > r.start);
    if (named.length === 0) return [];
    // A guessed name's letters before its ending are a guess (`也路书屋` and `醉路书屋` for 路书屋): the run is anchored
    // from the ending, so that every line's run is the same and the letters shared before it are learned.
    const first = named.find((n) => n.start === r.start);
    return [{ start: first && first.from > r.start ? first.from : r.start, end: r.end }];
  });
}
const GUESS_ENDING = new RegExp(`${siteEndings('guess')}$`, 'u');
/** What an advert run weighs before it anchors what is learned around it: a chain's (THRESHOLDS.chain). */
const ANCHOR_WEIGHT = 2.5;

/** A run of advert words that touch or overlap: its extent, their weight together, and the hit it starts with. */
interface TouchingRun {
  start: number;
  end: number;
  weight: number;
  first: Hit;
}

/** Hits merged where they touch or overlap, in order (advertRuns weighs them; phraseRuns reads where they start). */
function touchingRuns(hits: readonly Hit[]): TouchingRun[] {
  const runs: TouchingRun[] = [];
  for (const h of [...hits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = runs[runs.length - 1];
    if (last && h.start <= last.end) {
      last.end = Math.max(last.end, h.end);
      last.weight += h.weight;
    } else runs.push({ start: h.start, end: h.end, weight: h.weight, first: h });
  }
  return runs;
}

/**
 * The hits without the names guessed over a learned one: where the book taught a name, its letters are known, and a
 * name guessed over it (`日长看书网` for the learned `长看书网…`) would take a letter of the story.
 */
function yieldToLearned(hits: readonly Hit[], learned: readonly Hit[]): Hit[] {
  return learned.length ? hits.filter((h) => !h.guess || !learned.some((n) => n.start < h.end && n.end > h.start)) : [...hits];
}

/** The advert words of a folded line: the lexicon's phrases and the guessed site names. */
function adHits(folded: string): Hit[] {
  const hits: Hit[] = adIndex.find(folded).map((h) => ({ start: h.start, end: h.end, weight: AD_ENTRIES[h.phrase].weight }));
  if (hits.length || /[书网阁]/.test(folded)) {
    SITE_GUESS.lastIndex = 0;
    for (let m = SITE_GUESS.exec(folded); m; m = SITE_GUESS.exec(folded))
      hits.push({ start: m.index, end: m.index + m[0].length, weight: SITE_GUESS_WEIGHT, guess: true });
  }
  return hits;
}
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
  /** Advert words counted (one per phrase taken): how many signals, not how much they weigh. */
  words: number;
}

/** Site-word evidence for folded[start, end): longest non-overlapping phrases, weighed and measured. */
function evidence(folded: string, hits: readonly Hit[], start: number, end: number): Evidence {
  let content = 0;
  for (let i = start; i < end; i++) if (isContent(folded.charCodeAt(i))) content++;
  const inside = hits.filter((h) => h.start >= start && h.end <= end).sort((a, b) => a.start - b.start || b.end - a.end);
  let score = 0;
  let covered = 0;
  let words = 0;
  let last = start;
  for (const h of inside) {
    if (h.start < last) continue;
    score += h.weight;
    words++;
    for (let i = h.start; i < h.end; i++) if (isContent(folded.charCodeAt(i))) covered++;
    last = h.end;
  }
  return { score, covered, content, words };
}

/** Evidence over the parts of `range` that no span in `spans` (sorted, merged) covers. */
function evidenceOutside(folded: string, hits: readonly Hit[], range: Span, spans: readonly Span[]): Evidence {
  const total: Evidence = { score: 0, covered: 0, content: 0, words: 0 };
  let from = range.start;
  const add = (a: number, b: number) => {
    if (b <= a) return;
    const e = evidence(folded, hits, a, b);
    total.score += e.score;
    total.covered += e.covered;
    total.content += e.content;
    total.words += e.words;
  };
  for (const sp of spans) {
    if (sp.end <= from || sp.start >= range.end) continue;
    add(from, Math.max(from, sp.start));
    from = Math.max(from, sp.end);
  }
  add(from, range.end);
  return total;
}

const density = (e: Evidence) => (e.content === 0 ? 0 : e.covered / e.content);
const meets = (e: Evidence, t: { score: number; density: number }) => e.score >= t.score && density(e) >= t.density;

/** A whole line of advert words, unless story evidence vetoes it. */
function adLine(text: string, e: Evidence, afterUrl = false): boolean {
  if (!enoughAdvert(e, afterUrl)) return false;
  const story = storyEvidence(text);
  if (story.dialogue) return false;
  // A sentence whose actor is a third person (`她点击屏幕，切换到下一页。`) is a story's, however many of its words
  // an advert also uses, unless they weigh as much as a whole advert's.
  if (story.narrative && THIRD_PERSON_ACTOR.test(text) && !afterUrl) return e.score >= THRESHOLDS.narrative.score;
  if (!story.narrative || density(e) >= THRESHOLDS.narrative.density) return true;
  return afterUrl || e.score >= THRESHOLDS.narrative.score;
}

/** Someone speaks in the line, or a third person opens one of its sentences (JunkRule.storyWords). */
function readsAsStory(text: string): boolean {
  return DIALOGUE.test(text) || THIRD_PERSON_ACTOR.test(text);
}

/**
 * Whether what a verdict takes holds an advert word besides the rule's story words (JunkRule.storyWords): one that
 * weighs 1 or more, not a word stories use too (更新 weighs less).
 */
function advertBesides(verdict: JunkResult, folded: string, words: RegExp): boolean {
  const taken = verdict.lineRule !== undefined ? [folded] : verdict.cuts.map((c) => fold(c.text));
  return taken.some((t) => adHits(t.replace(words, '')).some((h) => h.weight >= 1));
}

/** A sentence that opens with a third person as its actor: 他, 她, 它 (and 们) at the line's start or after a mark. */
const THIRD_PERSON_ACTOR = /(?:^|[，。！？；：、,.!?;:\s])[他她它](?:们|們)?(?![们們]?[的])/;

function enoughAdvert(e: Evidence, afterUrl: boolean): boolean {
  const short = THRESHOLDS.short;
  return (
    meets(e, THRESHOLDS.line) ||
    meets(e, THRESHOLDS.rich) ||
    meets(e, THRESHOLDS.richer) ||
    (meets(e, short) && e.content <= short.maxContent) ||
    (afterUrl && meets(e, THRESHOLDS.afterUrl))
  );
}

/**
 * A whole line of advert, judged before its spans are cut (cutting would hide the evidence: `剑来全文阅读，
 * 剑来txt下载，尽在新笔趣阁。`). What stands outside the spans decides: a sentence or speech with few advert
 * words there (`他说完便走了。`, the story a site glued its line to) keeps the line for cutting.
 */
function adLineBeforeCuts(text: string, folded: string, whole: Evidence, spans: readonly Span[], widened: readonly Span[]): boolean {
  if (!enoughAdvert(whole, false)) return false;
  // Story left once the cuts take the advert words that touch them (`widened`, extendCuts) keeps the line: the
  // widening can only keep a line here, never drop one (`宝玉听了，请记住本站地址，最快更新！笑道：“你说的很是。”`).
  // Story before the advert as a whole (`…恰似朝霞與暮霞。shouda8本章节狂人手打一秒记住本站。`) is kept by the whole-line path (storyKept).
  if (storyPieces(text, widened, true).some(isStoryPiece) && storyBeforeAdvert(text, folded) === undefined) return false;
  // Each piece between the spans must read as prose on its own: `B:如果发现！！` borrows its `！！` from the
  // advert that was cut from between its halves.
  // A piece of six or more Han characters without an advert word is story too (a list of names, a verse).
  const story = storyPieces(text, spans);
  if (story.length === 0) return true;
  // A piece of story with few advert words in it keeps the line, whatever advert pieces stand beside it (`…阅读网址：
  // m.x.com话说那日天色已晚，众人只得在山下安营。` after a remember phrase and its tail `，最快更新！`).
  if (story.some(isStoryPiece)) return false;
  const restFolded = outside(folded, spans);
  const restHits = adHits(restFolded);
  return density(evidence(restFolded, restHits, 0, restFolded.length)) >= THRESHOLDS.storyOutside;
}

/** A piece of story with few advert words in it, and letters enough to stand as a sentence. */
const isStoryPiece = (p: { density: number; han: number }) => p.density < THRESHOLDS.storyOutside && p.han >= MIN_BARE_STORY;

/** What quote marks enclose (to the sentence's end where the close is in the next one), set aside when a sentence is read for whom it addresses. */
const QUOTED_SPANS_G = /“[^”]*(?:”|$)|「[^」]*(?:」|$)|『[^』]*(?:』|$)|"[^"]*(?:"|$)/g;
/** Whether a text speaks to the reader (你, 您) outside speech marks: a site's, not a story's (`已经发放到你的账户！`). */
const speaksToReader = (text: string) => /[你您]/.test(text.replace(QUOTED_SPANS_G, ''));

/**
 * The pieces between the spans that read as story (prose, speech, or six Han letters with no advert word), with their
 * advert density; `byClause`, each piece's sentences one by one (an advert's tail `，最快更新！` glued before a story's
 * sentence does not make that sentence advert).
 */
function storyPieces(text: string, spans: readonly Span[], byClause = false) {
  const pieces = piecesOutside(text, spans);
  // A sentence that speaks to the reader outside speech marks (`已经发放到你的账户！`) is the advert's, not a story's.
  const sentences = (p: string) =>
    clauses(p)
      .map((c) => p.slice(c.start, c.end))
      .filter((c) => !speaksToReader(c));
  return (byClause ? pieces.flatMap(sentences) : pieces)
    .map((p) => {
      const f = fold(p);
      const hits = adHits(f);
      return { ...storyEvidence(p), words: hits.length, density: density(evidence(f, hits, 0, f.length)) };
    })
    .filter((p) => p.narrative || p.dialogue || (p.han >= MIN_BARE_STORY && p.words === 0));
}

/**
 * Where story ends before an advert glued after it on one line (`二解欲知消息實，便將蹤跡混漁樵。(未完待续请搜索飄天文學，
 * 小说更好更新更快!u`): the end of the longest run of whole sentences at the line's start that holds no advert word
 * and six Han characters or more, when what follows it is an advert line by itself. Undefined where no such run is.
 */
function storyBeforeAdvert(text: string, folded: string, isAdvert = advertAlone): number | undefined {
  // The line's advert words, found once: a head holds one when a word ends inside it (fold keeps offsets).
  let firstWordEnd = Number.POSITIVE_INFINITY;
  for (const h of adHits(folded)) firstWordEnd = Math.min(firstWordEnd, h.end);
  let best: number | undefined;
  for (const m of text.matchAll(SENTENCE_END_G)) {
    const end = (m.index ?? 0) + m[0].length;
    if (end >= firstWordEnd) break;
    // Han characters outside brackets only grow with the head: once enough, every longer head has enough.
    if (best !== undefined || storyEvidence(text.slice(0, end)).han >= MIN_BARE_STORY) best = end;
  }
  if (best === undefined || best >= text.length) return undefined;
  return isAdvert(text.slice(best), folded.slice(best)) ? best : undefined;
}
/** An advert line by its words alone (the classifier's own verdict on a line with no span). */
function advertAlone(text: string, folded: string): boolean {
  const hits = adHits(folded);
  return hits.length > 0 && adLine(text, evidence(folded, hits, 0, folded.length));
}
const SENTENCE_END_G = /[。！？!?．]+[”」』]?/g;
/**
 * A line judged all advert that starts with story (storyBeforeAdvert): the story kept, the rest cut under `rule`, where
 * the rest is an advert by itself (`isAdvert`: by default the classifier's word verdict; a line rule's own pattern).
 */
function storyKept(
  text: string,
  folded: string,
  rule: string,
  isAdvert?: (tail: string, foldedTail: string) => boolean,
): JunkResult | undefined {
  const end = storyBeforeAdvert(text, folded, isAdvert);
  return end === undefined ? undefined : { text: text.slice(0, end), cuts: [{ rule, text: text.slice(end) }] };
}

/** Marks that end a phrase (the mark and those right after it belong to it). */
const PHRASE_MARK = unitTable('，,、；;：:。！？!?．…');
/** Marks a story's piece may end with where a copy broke its line mid-sentence (`…其可战者，`). */
const PIECE_END = unitTable('，,、；;：:');
/**
 * A line a `phrases` rule matched, read phrase by phrase: the phrases the rule matches by themselves are cut, and the
 * rest is kept when it reads as a story's: MIN_BARE_STORY Han letters, no advert word, not spoken to the reader, and
 * ending as prose, speech or a clause does (a copy's line broken mid-sentence ends at a comma; a heading left after
 * `最新章节：` ends in none). Undefined otherwise: then the whole line is the rule's.
 *
 * A site glues its notice into a phrase of the story (`霜前月下谁家种恋上你看书网最快更新最新章节！，`) and splits its
 * own notice across phrases (`本章未完，请翻页继续阅读游丝软系…`): so a matched phrase gives back the story's letters
 * before (or after) the run of advert words it ends (or starts) with, where the rule still matches that run alone, and
 * the advert words that run on from a cut into the next (or previous) phrase are cut with it (phrasePieces with
 * `narrow`). classifyLine tries the narrowed pieces first, then a cut after the story's last sentence (storyKept),
 * then the whole phrases.
 */
function piecesCut(text: string, folded: string, pieces: readonly Piece[], rule: JunkRule): JunkResult | undefined {
  if (!pieces.some((p) => p.cut)) return undefined;
  // Pieces cut side by side are one cut; each takes its residue (residue.ts: `{请在百度搜索，全文字阅读}` leaves no `{请在}`).
  const spans: RuleSpan[] = [];
  for (const p of pieces) {
    if (!p.cut) continue;
    const last = spans[spans.length - 1];
    if (last && last.end === p.start) last.end = p.end;
    else spans.push({ start: p.start, end: p.end, rule: rule.id });
  }
  const absorbed = absorbResidue(folded, spans);
  const cuts = absorbed.map((s) => ({ rule: s.rule, text: text.slice(s.start, s.end) }));
  let rest = '';
  let last = 0;
  for (const s of absorbed) {
    rest += text.slice(last, s.start);
    last = s.end;
  }
  rest += text.slice(last);
  if (rest === '') return undefined;
  const restFolded = fold(rest);
  if (adHits(restFolded).length > 0 || rule.pattern.test(restFolded) || speaksToReader(rest)) return undefined;
  const story = storyEvidence(rest);
  const ends = story.narrative || story.dialogue || PIECE_END[rest.charCodeAt(rest.length - 1)] !== 0;
  // A copy that wraps its lines at a width breaks them mid-word (`…忠臣虑难以立权。是以有非`): a longer rest is
  // story without a closing mark too, unless it names a chapter, as what a `最新章节：` notice points at does.
  const broken = story.han >= 2 * MIN_BARE_STORY && !CHAPTER_NAMED.test(rest) && matchHeading(rest) === undefined;
  return (ends || broken) && story.han >= MIN_BARE_STORY ? { text: rest, cuts } : undefined;
}
/** A chapter or volume named by its number (`第一百章`, `第12回`), as a latest-chapter notice points at it. */
const CHAPTER_NAMED = new RegExp(`第\\s*[${NUMERAL_CHARS}]+\\s*(?:${CHAPTER_UNITS}|${VOLUME_UNITS})|大结局|大結局`);

interface Piece {
  start: number;
  end: number;
  cut: boolean;
}

/**
 * A line's phrases (PHRASE_MARK), those the rule matches marked cut; given the book's learned names (`narrow`), each
 * narrowed to its advert run (advertRun), with the advert words that run on into the phrases beside it.
 */
function phrasePieces(folded: string, rule: JunkRule, narrow?: readonly string[]): Piece[] {
  const learned = narrow?.length ? learnedHits(folded, narrow) : [];
  const pieces: Piece[] = [];
  for (let start = 0; start < folded.length; ) {
    let end = start;
    while (end < folded.length && !PHRASE_MARK[folded.charCodeAt(end)]) end++;
    const body = end;
    while (end < folded.length && PHRASE_MARK[folded.charCodeAt(end)]) end++;
    if (!rule.pattern.test(folded.slice(start, end))) pieces.push({ start, end, cut: false });
    else if (!narrow) pieces.push({ start, end, cut: true });
    else {
      // The run the rule still matches alone (its phrase's marks with it where it ends the phrase), the longest.
      const fits = phraseRuns(folded, start, body, learned).filter((r) =>
        rule.pattern.test(folded.slice(r.start, r.end === body ? end : r.end)),
      );
      const run = fits.sort((a, b) => b.end - b.start - (a.end - a.start))[0];
      if (!run) pieces.push({ start, end, cut: true });
      else {
        // Only a guessed name's start is uncertain; where the book taught the insert, its first letter is known.
        const head = run.guessed && !learned.some((h) => h.start === run.start) ? MIN_HEAD : 0;
        // The letters right before the run, up to the phrase's start or a mark (a speech's closing quote stays:
        // `…很是。”某某书屋最新章节`): as few as `head` go with it.
        let lead = run.start;
        while (lead > start && CONTENT.test(folded[lead - 1])) lead--;
        const from = run.start - lead <= head ? lead : run.start;
        // A learned insert ends with its own marks (`…最新章节！`): the marks after them are the story's (`，`). Where
        // the story's letters stand before the run, a clause's mark that ends the phrase is theirs (`…大雨某某书屋最新
        // 章节，街上…`): a site's slogan ends with `！` or `。`, not with a comma.
        const marks = Math.max(body, ...learned.filter((h) => h.start < body && h.end > run.start).map((h) => h.end));
        const clause = from > start && end > body && PIECE_END[folded.charCodeAt(end - 1)] !== 0;
        const to = run.end < body ? run.end : marks > body && marks < end ? marks : clause ? end - 1 : end;
        if (from > start) pieces.push({ start, end: from, cut: false });
        pieces.push({ start: from, end: to, cut: true });
        if (to < end) pieces.push({ start: to, end, cut: false });
      }
    }
    start = end;
  }
  // Advert words that run on from a cut into the phrase beside it go with the cut.
  for (let k = 0; narrow && k < pieces.length; k++) {
    const p = pieces[k];
    if (p.cut) continue;
    const body = bodyEnd(folded, p);
    const runs = phraseRuns(folded, p.start, body, learned);
    const first = runs[0];
    const last = runs[runs.length - 1];
    if (pieces[k - 1]?.cut && first?.start === p.start && first.end < body) {
      pieces.splice(k, 1, { start: p.start, end: first.end, cut: true }, { start: first.end, end: p.end, cut: false });
      k++;
    } else if (pieces[k + 1]?.cut && last?.end === body && last.start > p.start) {
      pieces.splice(k, 1, { start: p.start, end: last.start, cut: false }, { start: last.start, end: p.end, cut: true });
      k++;
    }
  }
  return pieces;
}

/**
 * Letters before an advert run that are cut with it: a site's name guessed from its ending takes one or two letters
 * (SITE_GUESS), so a letter left before it (`恋` of `恋上你看书网`) is more likely the name's than the story's, and
 * two are as likely a site's word (`查找最新章节！`) as a story's.
 */
const MIN_HEAD = 2;

/** Where a piece's letters end (before the marks that close it). */
function bodyEnd(folded: string, p: Piece): number {
  let end = p.end;
  while (end > p.start && PHRASE_MARK[folded.charCodeAt(end - 1)]) end--;
  return end;
}

/**
 * The runs of advert words (adHits and the book's learned inserts, touching or overlapping) in folded[start, end),
 * in order. A name guessed over a learned one gives way to it (yieldToLearned).
 */
function phraseRuns(folded: string, start: number, end: number, learned: readonly Hit[]): PhraseRun[] {
  const near = learned.filter((h) => h.start < end && h.end > start);
  const hits = yieldToLearned(
    adHits(folded.slice(start, end)).map((h) => ({ ...h, start: h.start + start, end: h.end + start })),
    near,
  );
  // The book's learned inserts (a site's name with its slogan's marks) count where they overlap the phrase.
  for (const h of near) hits.push({ ...h, start: Math.max(h.start, start), end: Math.min(h.end, end) });
  return touchingRuns(hits).map((r) => ({
    start: r.start,
    end: r.end,
    guessed: r.first.guess === true || NAME_ENDED.test(folded.slice(r.first.start, r.first.end)),
  }));
}
/** An advert word that ends as a site's name does (`阅读网`, `趣阁`): the name's own letters may stand before it. */
const NAME_ENDED = new RegExp(`(?:${SITE_ENDINGS.map((e) => e.ending).join('|')})$`, 'u');
/**
 * A run of advert words; `guessed` when it starts with a site's name guessed from its ending, or with a word that
 * ends as a name does: where the name starts is a guess.
 */
interface PhraseRun {
  start: number;
  end: number;
  guessed: boolean;
}

/**
 * Where a book's own site names (site-names.ts, folded, longest first) stand in a folded line: each occurrence
 * weighs as a known site's name and is cut wherever it stands.
 */
function learnedHits(folded: string, sites: readonly string[]): Hit[] {
  const out: Hit[] = [];
  // Units already taken by a longer name (names are short: checking each unit keeps this linear).
  let taken: Uint8Array | undefined;
  for (const name of sites) {
    for (let at = folded.indexOf(name); at >= 0; at = folded.indexOf(name, at + name.length)) {
      const end = at + name.length;
      if (taken?.subarray(at, end).includes(1)) continue;
      taken ??= new Uint8Array(folded.length);
      taken.fill(1, at, end);
      out.push({ start: at, end, weight: LEARNED_WEIGHT });
    }
  }
  return out;
}
/** A learned name weighs what a site's name in the lexicon does. */
const LEARNED_WEIGHT = 2;

/**
 * Classifies one line: whole-line junk, a line with junk spans cut out, or clean (no cuts). `sites` are the
 * book's own site names (site-names.ts), `readers` the names its marks carry (watermark-names.ts: readers' before 提示您, a signature after a copy mark),
 * when the caller learned them.
 */
export function applyJunk(line: string, sites: readonly string[] = [], readers: readonly string[] = []): JunkResult {
  const trimmed = line.trim();
  if (trimmed === '') return { text: line, cuts: [] };
  const folded = sentenceDots(trimmed, fold(trimmed));
  const verdict = classifyLine(line, trimmed, folded, sites, readers);
  // An app's prompt on a line of its own (reader-call.ts) that no advert word gave away; a page's loading tip goes
  // whole whatever cuts its brackets drew (`未载入完，尝试【重新整理】or【关闭小说模式】`).
  if (verdict.lineRule === undefined && ((verdict.cuts.length === 0 && isAppPrompt(folded)) || isTroubleTip(folded)))
    return { lineRule: 'junk.reader-call', cuts: [] };
  return verdict;
}

/**
 * The full-width full stop `．` (U+FF0E) that old GB texts end sentences with (红楼梦's edition, PROVENANCE.md), read
 * as `。` where it stands between a Han letter and a Han letter, a closing quote or the line's end: fold() makes every
 * full-width form ASCII, so `…浸茜纱．思兔阅读` read as one run `纱.思兔` and the site name after the sentence was not
 * cut. An address's dot (`wＷw．xiＡoshＵotxt`) has Latin letters beside it and stays a dot.
 */
function sentenceDots(text: string, folded: string): string {
  let at = text.indexOf('．');
  if (at < 0) return folded;
  let out = '';
  let from = 0;
  for (; at >= 0; at = text.indexOf('．', at + 1)) {
    const after = at + 1 === text.length || isHanUnit(text.charCodeAt(at + 1)) || AFTER_SENTENCE_DOT.includes(text[at + 1]);
    if (!isHanUnit(text.charCodeAt(at - 1)) || !after) continue;
    out += `${folded.slice(from, at)}。`;
    from = at + 1;
  }
  return from === 0 ? folded : out + folded.slice(from);
}
const AFTER_SENTENCE_DOT = '”」』’ \t\u3000';

/** applyJunk's verdict before app prompts, on the line trimmed and folded once (fold keeps every unit in place). */
function classifyLine(line: string, trimmed: string, folded: string, sites: readonly string[], readers: readonly string[]): JunkResult {
  if (trimmed.length <= MAX_RULE_LINE) {
    for (const rule of JUNK_RULES) {
      if (rule.scope !== 'line' || !rule.pattern.test(folded)) continue;
      const verdict =
        // A `phrases` rule's narrowed cut first: it keeps the story's letters glued before the advert, which a cut
        // after the last sentence (storyKept) loses.
        (rule.phrases ? piecesCut(trimmed, folded, phrasePieces(folded, rule, sites), rule) : undefined) ??
          storyKept(trimmed, folded, rule.id, (_, tail) => rule.pattern.test(tail)) ??
          (rule.phrases ? piecesCut(trimmed, folded, phrasePieces(folded, rule), rule) : undefined) ?? { lineRule: rule.id, cuts: [] };
      if (rule.storyWords && readsAsStory(trimmed) && !advertBesides(verdict, folded, rule.storyWords)) continue;
      return verdict;
    }
    if (isNavBar(trimmed, folded)) return { lineRule: 'junk.nav', cuts: [] };
    if (isCreditLine(trimmed)) return { lineRule: 'junk.credits', cuts: [] };
    if (isStampLine(folded)) return { lineRule: 'junk.stamp', cuts: [] };
    if (isCommentLine(folded)) return { lineRule: 'junk.comment', cuts: [] };
    if (isMachineShard(folded)) return { lineRule: 'junk.shard', cuts: [] };
    if (isDecodedBytes(trimmed)) return { lineRule: 'junk.bytes', cuts: [] };
    if (isUiLine(folded)) return { lineRule: 'junk.nav', cuts: [] };
  }
  const named = sites.length ? learnedHits(folded, sites) : [];
  const hits = yieldToLearned(adHits(folded), named);
  hits.push(...named);
  // Found before the gate: a line with a spelled-apart name and no other sign of junk (`阮小二、。长.风。文学阮小五`).
  const spelled = interleavedNames(trimmed);
  let found =
    hits.length || spelled.length || MAY_HOLD_SPAN.test(folded) || STREWN_HINT.test(trimmed)
      ? unclosedAsides(trimmed, junkSpans(trimmed, folded, hits, named, readers, spelled))
      : [];
  // A site's request to the reader (reader-call.ts) is a span like the others: the rest of the line is judged as usual.
  const call = readerCallSpan(folded);
  if (call) found = mergeSpans([...found.map((sp) => ({ ...sp })), { ...call, rule: 'junk.reader-call' }]);
  const whole = hits.length ? evidence(folded, hits, 0, folded.length) : undefined;
  if (found.length === 0) {
    if (!whole || !adLine(trimmed, whole)) return { text: line, cuts: [] };
    return storyKept(trimmed, folded, 'junk.ad') ?? { lineRule: 'junk.ad', cuts: [] };
  }
  // The cuts widened over the advert words that touch them, once: the story check reads around them, and a line that
  // stays loses them. extendCuts widens the spans it is given in place: it gets copies, so `found` stays as found.
  // Widened cuts take their residue once more: what now stands between two of them may be theirs (`，或且` between a
  // sign-off's tail and a search prompt, wild7).
  const widened = absorbResidue(
    folded,
    extendCuts(
      trimmed,
      folded,
      hits,
      found.map((sp) => ({ ...sp })),
    ),
  );
  // The whole line is judged on the spans as found: the words around them are its evidence.
  if (whole && adLineBeforeCuts(trimmed, folded, whole, found, widened)) {
    const rule = lineRuleOf(found.map((sp) => ({ rule: sp.rule, text: '' })));
    return storyKept(trimmed, folded, rule) ?? { lineRule: rule, cuts: [] };
  }
  // What is left is judged after the cuts as found (the advert words around them are evidence that the line is
  // all advert); a line that stays loses the cuts widened over those words (extendCuts).
  const judged = afterCuts(trimmed, found);
  if (judged.lineRule !== undefined) return storyKept(trimmed, folded, judged.lineRule) ?? judged;
  const extended = strandedMarks(trimmed, widened);
  const kept = cutOut(trimmed, extended);
  // No letter left, or only a machine's shard (`ÁÁÁÁÁÁÁÁÁÁ` before a cut address, wild7): the line was all insert.
  if (!/[\p{L}\p{N}]/u.test(kept.rest) || isMachineShard(fold(kept.rest.trim()))) return { lineRule: lineRuleOf(kept.cuts), cuts: [] };
  const glued = gluedNames(folded, trimmed, extended);
  return glued.length ? { text: kept.rest, cuts: kept.cuts, glued } : { text: kept.rest, cuts: kept.cuts };
}

/** Letters a reader's name may have (watermark-names.ts): what a glued watermark reports as kept. */
const MAX_READER_NAME = 8;
/**
 * The letters kept before each watermark cut that starts right after a letter and at its talk (JunkResult.glued): a
 * cut that starts before 提示您 took a name already (Latin letters, a name the book taught, a site's name).
 */
const READER_TALK_START = /^(?:提示您|提醒你|提醒您)/;
function gluedNames(folded: string, trimmed: string, spans: readonly RuleSpan[]): JunkCut[] {
  const out: JunkCut[] = [];
  for (const s of spans) {
    if (s.rule !== 'junk.watermark' || s.start === 0 || !READER_TALK_START.test(folded.slice(s.start, s.start + 3))) continue;
    const letters = lettersBefore(folded, s.start, MAX_READER_NAME).length;
    if (letters > 0) out.push({ rule: s.rule, text: trimmed.slice(s.start - letters, s.start) });
  }
  return out;
}

/** The line without the spans, trimmed of what the cuts leave at its edges, and the cuts. */
function cutOut(trimmed: string, spans: readonly RuleSpan[]): { rest: string; cuts: JunkCut[] } {
  let kept = '';
  let last = 0;
  const cuts: JunkCut[] = [];
  for (const s of spans) {
    cuts.push({ rule: s.rule, text: trimmed.slice(s.start, s.end) });
    kept += trimmed.slice(last, s.start);
    last = s.end;
  }
  kept += trimmed.slice(last);
  // Only an end a cut reached is trimmed: a cut inside the line leaves the story's own last mark (`…林黛玉笑道：`).
  const first = spans[0]?.start ?? 0;
  const leading = onlyOf(trimmed, 0, first, LEADING_LEFTOVER) ? LEADING_LEFTOVER : '';
  const trailing = onlyOf(trimmed, last, trimmed.length, TRAILING_LEFTOVER) ? TRAILING_LEFTOVER : '';
  const rest = trimEnds(kept, leading, trailing);
  return { rest: trailing ? withOpenerColon(kept, rest) : rest, cuts };
}

/**
 * A colon after a word that opens speech or verse is the story's, even where the cut after it reached the end and the
 * trim took it (`…笑道：` + an address, `有诗为证：本话完`): given back. A site's label before its address (`网址：`) ends
 * otherwise and stays trimmed.
 */
function withOpenerColon(kept: string, rest: string): string {
  const colon = /(.)([:：])\s*$/u.exec(kept);
  return colon && rest.endsWith(colon[1]) && SPEECH_OPENER.includes(colon[1]) ? rest + colon[2] : rest;
}

/**
 * Letters a colon follows where it opens a quotation or a verse (GB/T 15834 4.5: 说, 道, 问 and their kind; the
 * classical novels' 但见：, 有诗为证：, 诗曰：), in both scripts.
 */
const SPEECH_OPENER = '道曰云说說问問答叫喝骂罵笑言讲講见見证證赞贊吟唱念';

/** Whether text[from, to) holds only characters of `set` (or nothing). */
function onlyOf(text: string, from: number, to: number, set: string): boolean {
  for (let i = from; i < to; i++) if (!set.includes(text[i])) return false;
  return true;
}

/** Marks after which a cut stands at a pause or a sentence's start. */
const BEFORE_CUT_MARK = unitTable('，,、；;：:。！？!?．');
/** Marks after a cut that stood at a mark: they were the advert's (`宝玉听了，…最快更新！笑道` leaves no `，！`, `…：wap.xs.net，各自` no `，，`). */
const STRANDED_MARK = unitTable('。！？!?．，,、；;：:');
/** Closing quotes and brackets: one right after a sentence's end mark (`…很是。”`) ends the sentence as the mark would. */
const CLOSING_MARK = unitTable('”’」』）)】》');
const SENTENCE_END_MARK = unitTable('。！？!?…');
/** Whether a cut at `at` stands at a pause: the line's start, after a mark, or after a quote closed on a sentence's end. */
function atPause(text: string, at: number): boolean {
  if (at === 0 || BEFORE_CUT_MARK[text.charCodeAt(at - 1)]) return true;
  return CLOSING_MARK[text.charCodeAt(at - 1)] !== 0 && at >= 2 && SENTENCE_END_MARK[text.charCodeAt(at - 2)] !== 0;
}
/**
 * Widens each cut that starts at a pause (atPause) over the marks that follow it: the story's own mark stands before
 * the cut, so those are the advert's end.
 */
function strandedMarks(text: string, spans: RuleSpan[]): RuleSpan[] {
  return spans.map((s) => {
    if (!atPause(text, s.start)) return s;
    let end = s.end;
    while (end < text.length && STRANDED_MARK[text.charCodeAt(end)]) end++;
    return end === s.end ? s : { ...s, end };
  });
}

/** Whether what the spans leave of a line is still advert (the whole line goes) or story (kept, spans cut). */
function afterCuts(trimmed: string, spans: readonly RuleSpan[]): JunkResult {
  const { rest, cuts } = cutOut(trimmed, spans);
  if (!/[\p{L}\p{N}]/u.test(rest)) return { lineRule: lineRuleOf(cuts), cuts: [] };
  const restFolded = fold(rest);
  const restHits = adHits(restFolded);
  const afterUrl = cuts.some((c) => NAMING_RULES.has(c.rule));
  const restEvidence = evidence(restFolded, restHits, 0, restFolded.length);
  // A site's notice in brackets around the whole line, its address or name cut from inside (`{某某文学www…感谢书友的支持}`):
  // what is left is the notice's own words.
  if (afterUrl && restHits.length && enclosed(rest)) return { lineRule: lineRuleOf(cuts), cuts: [] };
  // Story the site glued its line to, cut off mid-sentence (`…只見賈薔一秒记住https://…`): many Han characters that
  // no advert word covers outweigh the advert words left around the cut.
  // After an address, a short remainder that speaks to the reader outside speech marks (`最新最全的日本动漫轻小说
  // …(http://…) 为你一网打尽！`) is the site's slogan: a story's line that short with an address in it names its speaker.
  // It holds an advert word besides (the 小说 of that slogan): a verse line that says 您 does not (`…即天涯．您再休要剑`).
  if (
    afterUrl &&
    restHits.length &&
    !DIALOGUE.test(rest) &&
    contentOf(rest) <= SLOGAN_REST &&
    READER_ADDRESS.test(rest) &&
    !SPEAKER.test(rest)
  )
    return { lineRule: lineRuleOf(cuts), cuts: [] };
  if (storyResidue(rest, restEvidence)) return { text: rest, cuts };
  if (restHits.length && adLine(rest, restEvidence, afterUrl)) return { lineRule: lineRuleOf(cuts), cuts: [] };
  // Cuts that took most of a line leave fragments of the advert (`ABC的斗破苍穹更新，第八章离开`), not a sentence;
  // after an address, a short tail with an advert word is the advert's own (`，方便下次阅读。`).
  const story = storyEvidence(rest);
  const restContent = contentOf(rest);
  // A whole template cut (WHOLE_TEMPLATES) leaves no piece of itself behind: what is left is the story's (a list of names).
  const whole = cuts.every((c) => WHOLE_TEMPLATES.has(c.rule));
  // A watermark that fills its line after a few Han letters and no mark (`某某提示您：看后求收藏（…），接着再看更方便。` on a
  // line of its own) leaves the reader's name, not a story's line: a story's line has more, or a mark.
  const nameAlone = NAME_ALONE.test(rest) && (Array.from(rest).length <= 4 || !NOT_NAME.test(rest));
  if (whole && cuts.length === 1 && cuts[0].rule === 'junk.watermark' && nameAlone && trimmed === rest + cuts[0].text)
    return { lineRule: 'junk.watermark', cuts: [] };
  // What is left after cuts is the story's where it quotes (speech, or a nickname: `“浪里白条”张顺`).
  // A remainder with a run of MIN_BARE_STORY Han letters and no advert word is the story's, not the advert's shard
  // (`(www.xbiquge.la 新笔趣阁)，高速全文字在线阅读！花榮等正偏將一十四員，攻打艮山門：`); the shards an address
  // leaves are short runs (`防止失联，备 用`).
  const bare = restHits.length === 0 && BARE_STORY_RUN.test(rest);
  if (!whole && !bare && !story.narrative && !story.quoted && restContent < (restContent + cutContent(cuts)) * THRESHOLDS.fragment)
    return { lineRule: lineRuleOf(cuts), cuts: [] };
  if (afterUrl && !story.quoted && restHits.length && restContent <= THRESHOLDS.tail) return { lineRule: lineRuleOf(cuts), cuts: [] };
  // After an address, a few letters that make no sentence are the advert's shards (`强牺 tianlaixw.com 读牺`,
  // `更┆多┆书┇本：woo18.vip`), whatever words they are.
  if (afterUrl && !story.quoted && !story.narrative && restContent <= ADDRESS_SHARDS) return { lineRule: lineRuleOf(cuts), cuts: [] };
  return { text: rest, cuts };
}

/** Letters a site's slogan around an address may keep and still be all slogan. */
const SLOGAN_REST = 24;
/** The reader served: 您, or 你 after 为/给/让/帮 (为你一网打尽, 为您提供); a story's 你 alone is a character's (`可喜你天生…`). */
const READER_ADDRESS = /您|[为為给給让讓帮幫替][你您]/;

/** What a watermark on a line of its own leaves of the reader's name before it (MAX_NAME of watermark-names.ts is longer: a name there is learned). */
const NAME_ALONE = /^\p{Script=Han}{1,8}$/u;

/** Most letters and digits an address cut may leave without punctuation and still be the whole advert's. */
const ADDRESS_SHARDS = 5;

/** Span rules that match a site's template from its first letter to its last (junk-rules.ts). */
const WHOLE_TEMPLATES = new Set(['junk.watermark', 'junk.sign-off']);

/** Cuts that name a site (an address, its name, a slogan inviting to it): strong evidence by themselves. */
const NAMING_RULES = new Set(['junk.url', 'junk.site-name', 'junk.slogan', 'junk.disguised']);

/**
 * What a cut took, for the fragment test: its letters and digits, but at most ADDRESS_CONTENT of an address's
 * letters and digits (of a site name's, its Latin ones) (an address is long in letters and short in meaning: `https://m.x.vip/book/1234.html` must not
 * outweigh the half sentence of story before it).
 */
const ADDRESS_CONTENT = 4;
function cutContent(cuts: readonly JunkCut[]): number {
  let n = 0;
  for (const c of cuts) {
    const han = hanOf(c.text);
    // An address's Han letters (a label, `www.三五中文网.com`, or a path) are letters of the address like its Latin ones.
    if (c.rule === 'junk.url') n += Math.min(ADDRESS_CONTENT, contentOf(c.text));
    else n += han + (c.rule === 'junk.site-name' ? Math.min(ADDRESS_CONTENT, contentOf(c.text) - han) : contentOf(c.text) - han);
  }
  return n;
}

/** Han characters outside advert words that make a remainder story whatever advert words are left in it. */
const STORY_RESIDUE = 16;
function storyResidue(rest: string, e: Evidence): boolean {
  if (density(e) >= THRESHOLDS.narrative.density) return false;
  return hanOf(rest) - e.covered >= STORY_RESIDUE;
}

const HAN_G = /\p{Script=Han}/gu;
function hanOf(text: string): number {
  return text.match(HAN_G)?.length ?? 0;
}

/** Han characters that make a piece without punctuation or advert words story (`地空星小霸王周通`). */
const MIN_BARE_STORY = 6;
const BARE_STORY_RUN = new RegExp(`\\p{Script=Han}{${MIN_BARE_STORY}}`, 'u');

/**
 * Whether an aside is the story's own with an insert glued into it (`（贾珍先将[insert]上等可吃的东西）`): a cut inside it
 * has Han letters on both sides, inside a clause (a site's notice in brackets starts at the bracket or after a mark:
 * `（严禁未经本站允许私自转载，否则后果自负）`), and what the cuts leave is MIN_BARE_STORY Han letters or more with no
 * advert word. The insert's words would otherwise make the whole aside an advert's.
 */
function storyAside(folded: string, inner: Span, spans: readonly RuleSpan[]): boolean {
  const inside = mergeSpans(spans.filter((s) => s.start >= inner.start && s.end <= inner.end));
  const glued = inside.some(
    (c) => c.start > inner.start && HAN_LETTER.test(folded[c.start - 1]) && c.end < inner.end && HAN_LETTER.test(folded[c.end]),
  );
  if (!glued) return false;
  const rest = piecesOutside(
    folded.slice(inner.start, inner.end),
    inside.map((s) => ({ start: s.start - inner.start, end: s.end - inner.start })),
  ).join('');
  return hanOf(rest) >= MIN_BARE_STORY && adHits(rest).length === 0;
}
const HAN_LETTER = /\p{Script=Han}/u;

/** The pieces of a line between the given spans (what the story guard reads before a line is judged whole). */
function piecesOutside(text: string, spans: readonly Span[]): string[] {
  const out: string[] = [];
  let last = 0;
  for (const sp of spans) {
    out.push(text.slice(last, sp.start));
    last = sp.end;
  }
  out.push(text.slice(last));
  return out.filter((p) => p.trim() !== '');
}

function outside(text: string, spans: readonly Span[]): string {
  return piecesOutside(text, spans).join('');
}

/** The rule a whole line is dropped under: the first precise one among its cuts, else the advert rule. */
function lineRuleOf(cuts: readonly JunkCut[]): string {
  return (cuts.find((c) => c.rule !== 'junk.ad') ?? cuts[0]).rule;
}

function contentOf(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isContent(text.charCodeAt(i))) n++;
  return n;
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

/** Longest line (letters) that can be the tail of an advert broken across two lines. */
const MAX_CONTINUATION = 4;

/**
 * The tail of an advert that a site broke across lines (`…更优质的阅读` / `<p>体验。</p>`): a line of a few
 * letters right after a junk line, which joined to that line completes an advert phrase across the break.
 */
export function isAdContinuation(previousJunk: string, line: string): boolean {
  const text = line.trim();
  if (contentOf(text) > MAX_CONTINUATION || contentOf(text) === 0 || storyEvidence(text).dialogue) return false;
  const before = fold(previousJunk.trim()).slice(-8);
  const joined = before + fold(text);
  return adHits(joined).some((h) => h.start < before.length && h.end > before.length);
}

/** True when the whole line is junk (used by the splitter to see whether a heading has a body). */
export function isJunkLine(line: string): boolean {
  return applyJunk(line).lineRule !== undefined;
}

/** Spans to cut: URLs (with the site name before them), precise span rules, disguised site names, adverts. */
export function junkSpans(
  text: string,
  folded: string,
  hits: readonly Hit[],
  named: readonly Span[],
  readers: readonly string[],
  spelled: readonly Span[],
): RuleSpan[] {
  const spans: RuleSpan[] = named.map((n) => ({ start: n.start, end: n.end, rule: 'junk.site-name' }));
  for (const found of findUrls(text)) {
    // The ornament a site closes its address with goes with it (`www.♀173ed.com♀`; confusables.ts reads through it).
    let end = found.end;
    while (end < text.length && ORNAMENT_AFTER.test(text[end])) end++;
    const url = banners(text, { ...found, end });
    const site = siteNameBefore(text, folded, url.start);
    spans.push(site < url.start ? { start: site, end: url.end, rule: 'junk.site-name' } : { ...url, rule: 'junk.url' });
    // The call before it overlaps the name by a letter, so that the two merge and the cut keeps the name's rule.
    const call = callBefore(folded, site);
    if (call < site) spans.push({ start: call, end: site + 1, rule: 'junk.ad' });
  }
  for (const rule of JUNK_RULES) {
    if (rule.scope !== 'span') continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(folded); m; m = rule.pattern.exec(folded)) {
      if (m[0].length === 0) rule.pattern.lastIndex++;
      else spans.push({ start: m.index, end: m.index + m[0].length, rule: rule.id });
    }
  }
  // A watermark takes the reader's name before it where the book taught the name (watermark-names.ts).
  if (readers.length)
    for (const s of spans) {
      if (s.rule === 'junk.watermark') s.start -= nameBefore(folded, s.start, readers);
      // A copy mark takes the signature after it where the book taught it (watermark-names.ts).
      else if (s.rule === 'junk.copy-mark') s.end += signatureAfter(folded, s.end, readers);
    }
  spans.push(...disguisedSiteNames(text));
  spans.push(...bracketedLetters(folded));
  spans.push(...strewnLetters(text));
  spans.push(...spacedLetters(text));
  for (const name of spelled) spans.push({ ...name, rule: 'junk.site-name' });
  spans.push(...slogans(folded));
  spans.push(...firstPublished(folded));
  spans.push(...searchButtons(folded));
  for (const noise of noiseTokens(text, folded)) spans.push({ ...noise, rule: 'junk.noise' });
  for (const notice of pagerNotices(folded)) spans.push({ ...notice, rule: 'junk.unfinished' });
  spans.push(...noisyBracketNames(text));
  spans.push(...noisyLetters(text));
  spans.push(...spelledLetters(text, folded));
  if (hits.length === 0) return absorbResidue(folded, mergeSpans(spans));
  spans.push(...disguisedWords(text, hits));
  spans.push(...adChains(folded, hits, spans));
  // An aside is weighed without the addresses and names already cut from it: `(www.xbiquge.la 新笔趣阁)` holds
  // nothing but a site's address and its name, whose Latin letters would otherwise dilute the name's weight.
  const naming = mergeSpans(spans.filter((s) => NAMING_RULES.has(s.rule)));
  for (const g of asides(folded)) {
    const inner = { start: g.start + 1, end: g.end - 1 };
    const rest = evidenceOutside(folded, hits, inner, naming);
    // An aside a name fills but for a letter or two is the name's (`【笔趣阁小说网】` when the book taught `趣阁小说网`):
    // cutting the name alone would leave `【笔】` in the story.
    const filled = rest.content <= NAME_LEFTOVER && naming.some((n) => n.start >= inner.start && n.end <= inner.end);
    // An aside that holds an address or a site's name is the site's where the rest of it reads as one after an
    // address (`[求书网qiushu.cc更新快，网站页面清爽，广告少，无弹窗…]`: wild2): the name is evidence enough for the rest.
    // A short aside only, with no speech in it: a long one may be a pair of the story's brackets around the insert.
    const named =
      rest.content <= NAMED_ASIDE &&
      naming.some((n) => n.start < inner.end && n.end > inner.start) &&
      meets(rest, THRESHOLDS.afterUrl) &&
      !DIALOGUE.test(folded.slice(inner.start, inner.end));
    if (filled || named || (meets(rest, THRESHOLDS.bracket) && !storyAside(folded, inner, spans))) spans.push({ ...g, rule: 'junk.ad' });
  }
  // The cuts so far take their residue (residue.ts) before their tails are read: a name between two cuts joins
  // them, so the cut starts at the story's own pause and the mark after it is the insert's.
  const settled = absorbResidue(folded, mergeSpans(spans));
  spans.length = 0;
  for (const s of settled) spans.push(s);
  spans.push(...tailsAfterCuts(folded, hits, mergeSpans([...spans])));
  // A clause is judged on what the spans above leave of it: `（本章未完，请翻页）休惊了他。` keeps 休惊了他。
  const marked = mergeSpans([...spans]);
  const insideQuotes = quoteDepth(folded);
  for (const c of clauses(folded)) {
    const e = evidenceOutside(folded, hits, c, marked);
    const clause = text.slice(c.start, c.end);
    // Beside a cut, a short clause of the site's talk goes whole (`，欢迎书友加入！`).
    if (neighboursCut(folded, c, marked) && e.content <= NEIGHBOUR_CONTENT && neighbourTalk(folded, c, marked)) {
      if (meets(e, THRESHOLDS.neighbour) && !storyEvidence(clause).dialogue) {
        let start = c.start;
        while (start < c.end && QUOTE_CLOSE.includes(folded[start])) start++;
        spans.push({ start, end: c.end, rule: 'junk.ad' });
        continue;
      }
    }
    if (!meets(e, THRESHOLDS.clause) || storyEvidence(clause).dialogue) continue;
    if (inSpeech(folded, c, insideQuotes) && endsSentence(folded, c) && signals(e, c, marked) < MIN_SPOKEN_SIGNALS) continue;
    spans.push({ ...hitExtent(folded, c, hits, marked), rule: 'junk.ad' });
  }
  return mergeSpans(spans);
}

/** Most letters an aside may hold besides the address or name in it and still be the site's for its sake. */
const NAMED_ASIDE = 80;
/** Most letters a clause beside a cut may keep and still be judged as the cut's neighbour (THRESHOLDS.neighbour). */
const NEIGHBOUR_CONTENT = 12;
/**
 * The site's talk to its reader, which a neighbour clause must hold (folded): a request, a welcome, an 即可 (`即可找到本站`,
 * `欢迎书友加入`, `请支持正版`); a verse's `盡在功名掌握中` beside a cut has an advert word by chance and none of these.
 */
const NEIGHBOUR_TALK = /请|您|欢迎|即可|敬请|记得|支持/;
/** Whether what the cuts leave of a clause talks to the reader, with no third person acting in it. */
function neighbourTalk(folded: string, c: Span, marked: readonly Span[]): boolean {
  const inside = marked
    .filter((m) => m.start < c.end && m.end > c.start)
    .map((m) => ({ start: Math.max(0, m.start - c.start), end: Math.min(c.end, m.end) - c.start }));
  const rest = piecesOutside(folded.slice(c.start, c.end), inside);
  return rest.some((p) => NEIGHBOUR_TALK.test(p)) && !rest.some((p) => THIRD_PERSON_ACTOR.test(p));
}
/** Whether a cut lies in the clause or touches it, one separator between at most. */
function neighboursCut(folded: string, c: Span, marked: readonly Span[]): boolean {
  return marked.some(
    (m) =>
      (m.start < c.end && m.end > c.start) ||
      (m.end <= c.start && c.start - m.end <= 1 && /^[\s，,、：:]?$/.test(folded.slice(m.end, c.start))) ||
      (m.start >= c.end && m.start - c.end <= 1),
  );
}

/**
 * Signals a clause inside speech needs to be cut as an advert. A sentence a character speaks may name a site or say
 * 小说 (`他喊道：「你好？小说网！」` lost `小说网！`): one word is the story's, a second word or an address is the site's
 * (`「请记住本站域名！」`). The whole line's verdict and the precise rules are not changed by it.
 */
const MIN_SPOKEN_SIGNALS = 2;
/** Advert words in the clause outside the spans found, and each span found (an address, a disguised name) in it. */
function signals(e: Evidence, c: Span, marked: readonly Span[]): number {
  let n = e.words;
  for (const m of marked) if (m.start < c.end && m.end > c.start) n++;
  return n;
}
/**
 * The clause's first letter stands inside quotes: the marks before it are read first, the one that opens the speech
 * (`“我不看笔趣阁！”`) and the one that closes the speech before it (`…遍了？」夜读书屋` is outside).
 */
function inSpeech(folded: string, c: Span, insideQuotes: (at: number) => boolean): boolean {
  let at = c.start;
  while (at < c.end && QUOTE_MARKS.includes(folded[at])) at++;
  return insideQuotes(at);
}
const QUOTE_MARKS = `${QUOTE_OPEN}${QUOTE_CLOSE}"`;
/** The clause ends a sentence: its last mark is one (clauses() ends each at one), or a closing quote follows it. */
function endsSentence(folded: string, c: Span): boolean {
  return CLAUSE_TAIL[folded.charCodeAt(c.end - 1)] > 0 || `${QUOTE_CLOSE}"`.includes(folded[c.end] ?? '');
}

/** Strong advert words (weight 1 or more) and READER_TALK, which a cut takes when they touch it. */
const talkIndex = new PhraseIndex([...READER_TALK]);
/** Characters a site puts between its words and a cut may read across (TOUCH_RUN at most: ` ，`): spaces, `：`, `，`. */
const TOUCH_RUN = 2;
const TOUCH = ' \u3000：:，,、@';
/** Sentence marks after which a cut stands at a clause's start, and so takes the marks that follow it. */
const CLAUSE_START = '。！？!?';
const AFTER_CLAUSE = '，,。！？!?；;、：:…';

/** Most letters a name's cut may leave inside its brackets and still fill them (asides in junkSpans). */
const NAME_LEFTOVER = 2;

/** Most characters from a cut to the sentence's end that can be the advert's own tail. */
const MAX_TAIL = 20;
/**
 * The words from a cut to the end of its sentence when they are advert by themselves (THRESHOLDS.clause): a site
 * follows its address with a slogan (`(www.xbiquge.la 新笔趣阁)，高速全文字在线阅读！`) which, judged with the story
 * before the address as one clause, is too diluted to be cut, and then made the whole verse line read as advert.
 */
function tailsAfterCuts(folded: string, hits: readonly Hit[], cuts: readonly Span[]): RuleSpan[] {
  const out: RuleSpan[] = [];
  for (const [i, c] of cuts.entries()) {
    // A tail ends where the next cut starts: read across it, the next cut's words would make the story between the
    // two (`*一秒记住.xs222.*火尽在UU看书！焰紅旗`: 火) a tail of advert.
    const limit = Math.min(folded.length, cuts[i + 1]?.start ?? folded.length);
    let end = c.end;
    while (end < limit && end - c.end < MAX_TAIL && !CLAUSE_END.includes(folded[end])) end++;
    if (end >= limit || !CLAUSE_END.includes(folded[end])) continue;
    const tail = evidence(folded, hits, c.end, end);
    // A cut that took the slogan up to the mark leaves the mark after the story's own pause (`…疾，！一日…`): it was the slogan's.
    const bare = tail.content === 0 && c.start > 0 && PAUSE.includes(folded[c.start - 1]);
    if (bare || meets(tail, THRESHOLDS.clause)) out.push({ start: c.end, end: end + 1, rule: 'junk.ad' });
  }
  return out;
}
/** Marks of a pause inside a sentence, after which a story's clause stands complete. */
const PAUSE = '，,、：:；;';

/**
 * Widens each cut over the words a site writes around its mark (READER_TALK and advert words of weight 1 or
 * more) that touch it, one separator between at most, so `提示您：看后求收藏（笔趣阁），接着再看更方便。` goes
 * whole rather than leaving `提示您：看后求，接着再看更方便。`; then a cut that starts a clause (after `。`, `！`, `？` or
 * at the line's start) takes the marks after it, which were the advert's (`…了。天才一秒记住…阅读。有…` leaves no `。。`).
 */
function extendCuts(text: string, folded: string, hits: readonly Hit[], spans: RuleSpan[]): RuleSpan[] {
  if (spans.length === 0) return spans;
  const words: Span[] = [...talkIndex.find(folded).map((h) => ({ start: h.start, end: h.end })), ...hits.filter((h) => h.weight >= 1)];
  // The words by the positions they touch: the earliest start of those ending at a position, the latest end of those
  // starting at one (a scan of every word for every cut and step was quadratic on a line of many adverts).
  const startOfEndingAt = new Map<number, number>();
  const endOfStartingAt = new Map<number, number>();
  for (const w of words) {
    startOfEndingAt.set(w.end, Math.min(w.start, startOfEndingAt.get(w.end) ?? w.start));
    endOfStartingAt.set(w.start, Math.max(w.end, endOfStartingAt.get(w.start) ?? w.end));
  }
  const reach = (m: Map<number, number>, at: number, fallback: number) => m.get(at) ?? fallback;
  for (const s of spans) {
    for (let grown = true; grown; ) {
      grown = false;
      let left = s.start;
      while (left > s.start - TOUCH_RUN && left > 0 && TOUCH.includes(text[left - 1])) left--;
      const start = Math.min(reach(startOfEndingAt, left, s.start), reach(startOfEndingAt, s.start, s.start));
      let right = s.end;
      while (right < s.end + TOUCH_RUN && right < text.length && TOUCH.includes(text[right])) right++;
      const end = Math.max(reach(endOfStartingAt, right, s.end), reach(endOfStartingAt, s.end, s.end));
      if (start < s.start || end > s.end) {
        [s.start, s.end] = [start, end];
        grown = true;
      }
    }
    // A handle's mark goes with the slogan it opens (`@无限好文`), and the ornaments around a cut with it
    // (`╭ァ☆小说网☆ァ╮`, `↗百度搜索↗`: symbols no story writes beside a site's words, STREWN_END).
    while (s.start > 0 && HANDLE.includes(text[s.start - 1])) s.start--;
    while (s.start > 0 && ORNAMENT.test(text[s.start - 1])) s.start--;
    while (s.end < text.length && ORNAMENT.test(text[s.end])) s.end++;
    // One Latin letter stranded between a cut and the story (`…更新更快!u楊志英雄`, a tag's debris) goes with the cut.
    if (STRANDED_LETTER.test(text[s.end] ?? '') && !LATIN_OR_DIGIT.test(text[s.end + 1] ?? '')) s.end++;
  }
  // Two cuts with only separators and brackets between them are one advert (`一秒记住【…】，精彩小说…阅读！`).
  const merged = mergeSpans(spans);
  const out: RuleSpan[] = [];
  for (const s of merged) {
    const last = out[out.length - 1];
    if (last && s.start - last.end <= BETWEEN_CUTS && [...text.slice(last.end, s.start)].every((ch) => JOIN.includes(ch))) {
      last.end = s.end;
      if (last.rule === 'junk.ad') last.rule = s.rule;
    } else out.push(s);
  }
  for (const s of out)
    if (s.start === 0 || CLAUSE_START.includes(text[s.start - 1]))
      while (s.end < text.length && AFTER_CLAUSE.includes(text[s.end])) s.end++;
  return out;
}
const HANDLE = '@＠#';
const STRANDED_LETTER = /^[a-z]$/i;
const LATIN_OR_DIGIT = /^[a-z0-9]$/i;
/** What may stand between two cuts of one advert: separators and the brackets around a name (`一秒记住【…】，…`). */
const JOIN = TOUCH + '【】[]（）()《》『』「」';
const BETWEEN_CUTS = 3;

/**
 * Quotation depth at increasing positions of `text` (more opening than closing marks before it, or an odd number of
 * ASCII `"`, which scraped lines write for both: speech may spell a word out), read on from where the last question
 * stopped, so a line of many spellings is scanned once.
 */
function quoteDepth(text: string): (at: number) => boolean {
  let i = 0;
  let depth = 0;
  let straight = false;
  return (at) => {
    for (; i < at; i++) {
      if (QUOTE_OPEN.includes(text[i])) depth++;
      else if (QUOTE_CLOSE.includes(text[i]) && depth > 0) depth--;
      else if (text[i] === '"') straight = !straight;
    }
    return depth > 0 || straight;
  };
}
/**
 * Latin letters spelled out one by one with a mark between (`H－u－n`, folded `h-u-n`): a site's name or address
 * written apart so that filters miss it (the wild split's `跟我读Ｈ－u－n 请牢记`). Three letters at least, the same
 * mark between each; a story's `A-B` or an English word stays. Fourteen letters at most, and the run must end
 * there: a longer chain (`a-a-a-…` ten thousand letters long, the robust-input test) spells no site's name.
 */
const SPELLED = /(?<![a-z0-9]|[a-z0-9][-_.·*/])[a-z](?:([-_.·*/])[a-z])(?:\1[a-z]){1,12}(?![a-z0-9]|\1[a-z0-9])/gu;
/** Two to five ASCII capitals each followed by a dot, the last dot optional (the folded text lost it to the full stop). */
const ABBREVIATION = /^[A-Z](?:\.[A-Z]){1,4}$/;
function spelledLetters(text: string, folded: string): RuleSpan[] {
  if (!/[a-z][-_.·*/][a-z]/.test(folded)) return [];
  const out: RuleSpan[] = [];
  const insideQuotes = quoteDepth(folded);
  SPELLED.lastIndex = 0;
  for (let m = SPELLED.exec(folded); m; m = SPELLED.exec(folded)) {
    const original = text.slice(m.index, m.index + m[0].length);
    // Capitals with dots are an abbreviation a story writes (`F.B.I.的探员`, `U.S.A.`), not a name spelled apart.
    if (ABBREVIATION.test(original)) continue;
    // In speech only a spelling with full-width forms, a site's disguise (`Ｈ－u－n`), not a word spelled out (`a-b-c`).
    if (!insideQuotes(m.index) || /[\uff01-\uff5e]/.test(original))
      out.push({ start: m.index, end: m.index + m[0].length, rule: 'junk.disguised' });
  }
  return out;
}

/**
 * The part of an advert clause to cut: from its first advert word or span to its last, with the punctuation
 * beyond them; letters before the first or after the last are the story's (`请记住青豆小说网去。”寶玉…` keeps 去。).
 */
function hitExtent(folded: string, c: Span, hits: readonly Hit[], marked: readonly Span[]): Span {
  let first = c.end;
  let last = c.start;
  for (const h of [...hits, ...marked]) {
    if (h.start < c.start || h.end > c.end) continue;
    first = Math.min(first, h.start);
    last = Math.max(last, h.end);
  }
  if (first >= last) return c;
  const bare = (a: number, b: number) => !/[\p{L}\p{N}]/u.test(folded.slice(a, b));
  // A closing quote that starts the clause ends the speech before it (`…遍了？」夜读书屋`): the story's.
  let start = c.start;
  while (start < first && QUOTE_CLOSE.includes(folded[start])) start++;
  return { start: bare(start, first) ? start : first, end: bare(last, c.end) ? c.end : last };
}

/** URLs count in a chain as a site's name does; a name guessed from its ending (追书网) counts less. */
const URL_WEIGHT = 2;

/**
 * Runs of advert words and addresses glued together inside a line (THRESHOLDS.chain): the run is cut
 * whatever surrounds it, since a site inserts its line between any two characters of the story.
 */
function adChains(folded: string, hits: readonly Hit[], found: readonly RuleSpan[]): RuleSpan[] {
  const t = THRESHOLDS.chain;
  const items: { start: number; end: number; weight: number; content: number }[] = [];
  let last = 0;
  for (const h of [...hits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (h.start < last) continue;
    items.push({ start: h.start, end: h.end, weight: h.weight, content: h.end - h.start });
    last = h.end;
  }
  // A page's notice (pager-notice.ts) is whole by itself: no chain reaches from it into the story's words beside it
  // (`以下注著"此稿未完"．（本章未完，请翻页）` keeps 此稿未完).
  for (const f of found)
    if (f.rule !== 'junk.ad' && f.rule !== 'junk.unfinished') items.push({ ...f, weight: URL_WEIGHT, content: f.end - f.start });
  items.sort((a, b) => a.start - b.start);
  const out: RuleSpan[] = [];
  let i = 0;
  while (i < items.length) {
    let j = i;
    let end = items[i].end;
    let weight = items[i].weight;
    let covered = items[i].content;
    for (;;) {
      if (j + 1 >= items.length) break;
      const gap = items[j + 1].start - end;
      const site = gap > 0 && siteNameGap(folded.slice(end, items[j + 1].start));
      if (gap > t.gap && !site) break;
      // Across one letter, an advert word (not a site's name) that ends the chain must end where the advert does (a mark
      // or the line's end): `讀蕶蕶尐說網一手打板` is a site's name before the story's 一手打板, not a chain into 手打.
      const across = gap === 1 && !site && isContent(folded.charCodeAt(end));
      if (across && items[j + 1].weight < URL_WEIGHT && !endsAdvert(folded, items, j + 1)) break;
      j++;
      if (site) {
        covered += gap;
        weight += SITE_GUESS_WEIGHT;
      }
      if (items[j].start >= end) covered += items[j].content;
      end = Math.max(end, items[j].end);
      weight += items[j].weight;
    }
    const start = items[i].start;
    if (j > i && weight >= t.score && covered / (end - start) >= t.density) out.push({ start, end, rule: 'junk.ad' });
    i = j + 1;
  }
  return out;
}

/** True when chain item k is followed by a mark, the line's end or another item (not by more letters of a word). */
function endsAdvert(folded: string, items: readonly { start: number; end: number }[], k: number): boolean {
  const at = items[k].end;
  if (at >= folded.length || !isContent(folded.charCodeAt(at))) return true;
  return items.some((o, i) => i > k && o.start <= at);
}

/** A site's own name between two advert words (`记住追书网网址`): a few letters ending like a site's name (SITE_ENDINGS `gap`). */
const SITE_NAME_GAP = new RegExp(`^[\\p{Script=Han}a-z0-9]{1,5}${siteEndings('gap')}$`, 'u');
function siteNameGap(gap: string): boolean {
  return gap.length <= 7 && SITE_NAME_GAP.test(gap);
}

const ORNAMENT_AFTER = /[\u2600-\u27bf]/;

/**
 * The banner of Latin-1 signs a site frames its address with (`¸,ø¤º°\`°º¤ø,¸ 69shux.com ¸,ø¤º°\`°º¤ø,¸`, the old
 * ASCII-art border): a run of five or more such signs, two of them outside ASCII, a space at most from the address.
 */
const BANNER_SIGN = "¸,ø¤º°`´¨¯~*'^ª¦·.";
const MIN_BANNER = 5;
function banners(text: string, url: Span): Span {
  const run = (from: number, step: 1 | -1): number => {
    let i = from;
    let latin1 = 0;
    while (i >= 0 && i < text.length && BANNER_SIGN.includes(text[i])) {
      if (text.charCodeAt(i) > 0x7f) latin1++;
      i += step;
    }
    return Math.abs(i - from) >= MIN_BANNER && latin1 >= 2 ? i : from;
  };
  const gapAfter = text[url.end] === ' ' ? 1 : 0;
  const after = run(url.end + gapAfter, 1);
  const gapBefore = text[url.start - 1] === ' ' ? 1 : 0;
  const before = run(url.start - 1 - gapBefore, -1);
  return {
    start: before === url.start - 1 - gapBefore ? url.start : before + 1,
    end: after === url.end + gapAfter ? url.end : after,
  };
}

const alt = (xs: readonly string[]) => `(?:${xs.join('|')})`;
/** A name shaped like a site's in a slogan: a few letters and an ending sites use, not the 网 of 网址, 网站, 网吧 … */
const SLOGAN_NAME = String.raw`[\p{Script=Han}a-z0-9]{1,4}?(?:${siteEndings('guess')}|网)(?![址站页吧友络])`;
/** SLOGAN in site-lexicon.ts: `来可乐网看小说` (invitation, name, reading) and `看小说就去书包网` (reading, invitation, name). */
const SLOGAN_RE = new RegExp(
  `${alt(SLOGAN.invite)}${SLOGAN_NAME}${alt(SLOGAN.read.filter((w) => w !== '看书'))}|(?:想要)?${alt(SLOGAN.lead)}(?:就|请|可以)?${alt(SLOGAN.invite)}\\s?${SLOGAN_NAME}`,
  'gu',
);
function slogans(folded: string): RuleSpan[] {
  if (!/[网阁屋城库吧]/.test(folded)) return [];
  const out: RuleSpan[] = [];
  SLOGAN_RE.lastIndex = 0;
  for (let m = SLOGAN_RE.exec(folded); m; m = SLOGAN_RE.exec(folded))
    out.push({ start: m.index, end: m.index + m[0].length, rule: 'junk.slogan' });
  return out;
}

/**
 * A site's name and 首发, "first published at" (`（书包网首发）`, `飘天文学首发`): the strong frame of site-names.ts, cut
 * on first sight since no story writes a site-shaped name before 首发. The name's two letters before its ending are
 * taken, not more: where the frame does not fix its start, more letters may be the story's (`…襲宛州了书包网首发`).
 */
const FIRST_PUBLISHED = new RegExp(`[\\p{Script=Han}a-z0-9]{2}${siteEndings('frame')}(?![址站页])首发`, 'gu');
function firstPublished(folded: string): RuleSpan[] {
  if (!folded.includes('首发')) return [];
  const out: RuleSpan[] = [];
  FIRST_PUBLISHED.lastIndex = 0;
  for (let m = FIRST_PUBLISHED.exec(folded); m; m = FIRST_PUBLISHED.exec(folded))
    out.push({ start: m.index, end: m.index + m[0].length, rule: 'junk.site-name' });
  return out;
}

/**
 * A web search engine's button label glued into a line (`赤壁坡前，Google搜尋有若周瑜施妙計。`, wild6's Traditional
 * mirror): a Latin brand and 搜索/搜尋 (folded 搜寻), cut wherever it stands unless a person is in its sentence or an act
 * follows it (`他打开电脑，Google搜尋那个人的名字`, `我Google搜索了一下`: a story searching). junk-rules.ts `junk.ads`
 * takes the same label where a mark or the line's end follows it.
 */
const SEARCH_BUTTON_G = /(?:google|bing|yahoo)\s?(?:搜索|搜寻)/g;
const SEARCH_ACT_AFTER = /^(?:了|一下|过|到|出|着)/;
const PERSON = /[我你您他她咱俺们]/;
function searchButtons(folded: string): RuleSpan[] {
  if (!folded.includes('搜')) return [];
  const out: RuleSpan[] = [];
  SEARCH_BUTTON_G.lastIndex = 0;
  for (let m = SEARCH_BUTTON_G.exec(folded); m; m = SEARCH_BUTTON_G.exec(folded)) {
    const end = m.index + m[0].length;
    const from = Math.max(0, folded.slice(0, m.index).search(/[。！？!?][^。！？!?]*$/) + 1);
    const to = folded.slice(end).search(/[。！？!?]/);
    const sentence = folded.slice(from, to < 0 ? folded.length : end + to);
    if (PERSON.test(sentence.replace(m[0], '')) || SEARCH_ACT_AFTER.test(folded.slice(end))) continue;
    out.push({ start: m.index, end, rule: 'junk.ads' });
  }
  return out;
}

/** True when the letter before `at` is a reading verb of a site's slogan (SLOGAN.readVerb: 讀 of 讀蕶蕶尐說網, 看 of 看1毛2线3中文网). */
function readVerbBefore(text: string, at: number): boolean {
  return at > 0 && SLOGAN.readVerb.includes(fold(text[at - 1]) as '读');
}

/** Fewest letters of an unframed disguised word. */
const MIN_DISGUISED = 3;
/** Ornaments a disguised word is framed with (`≯…≮`): maths and misc symbols, arrows, dingbats. */
const DISGUISE_FRAME = /[\p{Sm}\p{So}]/u;
/**
 * Advert words spelled with disguised letters (fold.ts DISGUISED: `≯哽噺繓赽讀蕶蕶尐說網≮`): no story writes 更新最快 as
 * 哽噺繓赽, so the word is cut wherever it stands, with the advert words it touches, a reading verb before it
 * (SLOGAN.readVerb: 讀 of 讀蕶蕶尐說網) and the ornaments around it.
 */
function disguisedWords(text: string, hits: readonly Hit[]): RuleSpan[] {
  if (!hasDisguisedLetter(text)) return [];
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const longest = sorted.reduce((n, h) => Math.max(n, h.end - h.start), 0);
  const out: RuleSpan[] = [];
  // Touching advert words join; disguised ones across one letter too (`哽噺繓赽` + `讀` + `蕶蕶尐說網`), but not a
  // plain word a letter away, which may be the story's (`讀蕶蕶尐說網一手打板` keeps 一手打板).
  const joins = (o: Hit, gap: number) => gap === 0 || (gap === 1 && hasDisguisedLetter(text.slice(o.start, o.end)));
  let covered = 0;
  sorted.forEach((h, j) => {
    // A hit inside the span already cut would give that span again.
    if (h.end <= covered || !hasDisguisedLetter(text.slice(h.start, h.end))) return;
    let { start, end } = h;
    // Only the hits near this one can join it: looked for from its place in the sorted list, each way, until
    // none can reach (a line of thousands of disguised words was quadratic).
    let first = j;
    while (first > 0 && sorted[first - 1].start === h.start) first--;
    for (let k = first; k < sorted.length && sorted[k].start <= end + 1; k++) {
      const o = sorted[k];
      if (o.end > end && joins(o, o.start - end)) end = o.end;
    }
    for (let k = first - 1; k >= 0 && sorted[k].start >= start - 1 - longest; k--) {
      const o = sorted[k];
      if (o.start < start && o.end <= end && o.end >= start - 1 && joins(o, Math.max(0, start - o.end))) start = o.start;
    }
    if (readVerbBefore(text, start)) start--;
    const letters = end - start;
    while (start > 0 && DISGUISE_FRAME.test(text[start - 1])) start--;
    while (end < text.length && DISGUISE_FRAME.test(text[end])) end++;
    // Two disguised letters alone, unframed, are too little: random text holds 哽噺 (three times in the 17 M
    // characters of the hostile 50 MB test); a site writes more (`哽噺繓赽`) or frames it (`≯…≮`).
    if (letters >= MIN_DISGUISED || end - start > letters) {
      out.push({ start, end, rule: 'junk.disguised' });
      covered = Math.max(covered, end);
    }
  });
  return out;
}

/** A site's name right before its address: `天涯在线书库《www…》`, `TXT小说天堂  https://…` (corpus tianya, xstt5; SITE_ENDINGS `before`). */
const SITE_SUFFIX = new RegExp(`${siteEndings('before')}$`);
/** Noise a site writes around its name and address (`《长》《风》文学 www…`, `笔小说 (www…)`), skipped when reading back. */
const GENERIC_SUFFIX = /^(?:小说|文学)$/;
const NAME_NOISE = /[\s\u3000(（【[《〈<>〉》\]】）)]/;
/** Letters a site's name may have before the ending SITE_SUFFIX found (书香文学城, 八一中文网). */
const SITE_PREFIX = 2;
/**
 * A verb of using a page glued before a site's name or address that opens its sentence or clause (`。收藏书迷楼(www…)`,
 * `，请记住www…`, `百度搜索…`): the call is the site's, and left alone it stays in the story as `收藏`. Only where a mark, a
 * closing quote or bracket, or the line's start stands before it: `他收藏书迷楼(www…)` keeps 他收藏. The remember-frames of the wild splits (记住, 牢记,
 * 一秒记住) and the verbs of reader-call.ts's PAGE_VERB that a story seldom puts before a name (收藏, 搜索, 访问); not
 * 进入, 打开, 点击 or 下载, which open a story's clauses (`，进入房间`) as often as a site's; folded text.
 */
const CALL_BEFORE =
  /[。！？!?，,；;：:\s”」』）)】]((?:请您?|亲)?(?:一秒)?(?:记住|牢记|收藏|搜索|百度搜索|百度一下|百度|访问)(?:本站|网址|域名)?[:：]?)$/;
function callBefore(folded: string, at: number): number {
  // The line's start is a mark too; a window cut out of the line's middle has none.
  const from = Math.max(0, at - 12);
  const call = CALL_BEFORE.exec((from === 0 ? '\n' : '') + folded.slice(from, at));
  return call ? at - call[1].length : at;
}

function siteNameBefore(text: string, folded: string, at: number): number {
  let end = at;
  while (end > 0 && NAME_NOISE.test(text[end - 1])) end--;
  let start = end;
  while (start > 0 && end - start < 16 && !/[\s\u3000，。！？“”「」,.!?：:]/.test(text[start - 1])) start--;
  const name = folded.slice(start, end);
  if (!name) return at;
  // The longest known name that ends right at the address, else a known ending with a short prefix: never
  // the story before it (`这个的阵新笔趣阁www…` cuts 新笔趣阁).
  // A brand's number or letters after its name (`筆趣閣5200 www.bqg5200.co`, wild2) belong to the name.
  const brand = /[a-z0-9]{1,8}$/.exec(name)?.[0].length ?? 0;
  const core = brand < name.length ? name.slice(0, name.length - brand) : name;
  const known = SITE_INDEX.find(core).filter((h) => h.end === core.length);
  const suffix = SITE_SUFFIX.exec(name);
  if (known.length) {
    const from = Math.min(...known.map((h) => h.start));
    // A known ending (中文网, 文学城) still has the site's own prefix before it (八一中文网, 书香文学城).
    return start + (suffix && suffix.index === from ? Math.max(0, from - SITE_PREFIX) : from);
  }
  if (!suffix) return at;
  // The prefix counts letters, not the brackets strewn between them (`《长》《风》文学`).
  let from = start + suffix.index;
  for (let letters = 0; from > start && letters < SITE_PREFIX; ) {
    from--;
    if (!NAME_NOISE.test(text[from])) letters++;
  }
  while (from > start && NAME_NOISE.test(text[from - 1])) from--;
  // 小说 and 文学 alone are words of any sentence: their prefix counts only where something bounds it
  // (`，笔小说 (www…)`, `。《长》《风》文学 www…`); inside running text (`激切笔小说 (www…)`) only the ending goes.
  if (GENERIC_SUFFIX.test(suffix[0]) && from > start) return start + suffix.index;
  return from;
}

/**
 * Letters strewn among symbols (docs/rules/cleaning.md#the-junk-classifier): a site's name or slogan with a
 * symbol before each letter or word so that filters miss it (`⊙四⊙五⊙中⊙文☆→`, `∷更新快∷∷纯文字∷`,
 * `♠思♥路♣客レ`, `＋无＋错＋小说＋3w＋＋`, scraped books in public repositories). Symbols here are non-ASCII
 * symbol characters (arrows, stars, suits, maths, katakana used as ornament), not the marks stories write
 * (`○` and `□` for masked or lost characters, `×`, `♪` of a song, `～`, arrows between letters); it takes at least three such groups,
 * or two holding four letters, ending in a symbol; or, without the closing symbol, four groups or more of one letter
 * each (`∷四∷五∷中∷文，`), a shape no story writes.
 */
const STREWN_SYMBOL = '[[\\p{So}\\p{Sm}\\p{Script=Katakana}]--[\\x00-\\x7f\\u2190-\\u21ff○●□■×♪♫～￣]]';
// Arrows only close the run (`☆→`): a story writes 北京→上海→广州.
const STREWN_END = '[[\\p{So}\\p{Sm}\\p{Script=Katakana}]--[\\x00-\\x7f○●□■×♪♫～￣]]';
/** One ornament character (the closing class of strewn letters), which a cut takes with it (extendCuts). */
const ORNAMENT = new RegExp(`^${STREWN_END}$`, 'v');
/** A letter a strewn name is made of: Han, ASCII and full-width letters and digits. */
const STREWN_LETTER_CLASS = '[\\p{Script=Han}a-zA-Z0-9\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a]';
const STREWN = new RegExp(`(?:${STREWN_SYMBOL}{1,4}${STREWN_LETTER_CLASS}{1,3}){2,8}${STREWN_END}{1,4}`, 'gv');
/**
 * Without the closing symbol: four groups or more of one letter each after the same symbol (`∷四∷五∷中∷文，`), a shape
 * no story writes; mixed symbols (`♠思♥路♣客レ惠`) must close, or the story's next letter would go with them.
 */
const STREWN_OPEN = new RegExp(`(${STREWN_SYMBOL})${STREWN_LETTER_CLASS}(?:\\1${STREWN_LETTER_CLASS}){3,7}(?![\\p{L}\\p{N}])`, 'gv');
const STREWN_LETTER = new RegExp(`${STREWN_LETTER_CLASS}+`, 'gu');
/** A cheap pre-test: the line holds a symbol of the blocks STREWN draws on. */
const STREWN_HINT = /[\u2190-\u2bff\u2600-\u27bf\u30a0-\u30ff\uff0b]/;
function strewnLetters(text: string): RuleSpan[] {
  if (!STREWN_HINT.test(text)) return [];
  const out: RuleSpan[] = [];
  STREWN.lastIndex = 0;
  for (let m = STREWN.exec(text); m; m = STREWN.exec(text)) {
    const groups = m[0].match(STREWN_LETTER) ?? [];
    const letters = groups.reduce((n, g) => n + g.length, 0);
    if (groups.length >= 3 || letters >= 4) out.push({ start: m.index, end: m.index + m[0].length, rule: 'junk.site-name' });
  }
  for (const m of text.matchAll(STREWN_OPEN)) out.push({ start: m.index, end: m.index + m[0].length, rule: 'junk.site-name' });
  return out;
}

/**
 * An address or a site's name spelled a letter to each pair of brackets, noise between them
 * (`【*（7）78xs（8）78xs（小）78xs（说）*】78xs【（W）78xs（W）…（C）78xs（O）78xs（M）】`, wild7): four bracketed letters
 * or more with at most a few Latin letters, digits or marks between each, a Latin letter among them (a story numbers
 * its points with numerals and words between: `（一）…（二）…`, `（1）（2）（3）（4）`). The noise between two such runs
 * is residue.ts's.
 */
const BRACKETED_LETTERS = /[【[]?\*?(?:\([\p{Script=Han}a-z0-9]\)[a-z0-9.*~\s]{0,6}){4,}\*?[】\]]?/gu;
function bracketedLetters(folded: string): RuleSpan[] {
  if (!folded.includes(')(') && !/\)[a-z0-9]/.test(folded)) return [];
  const out: RuleSpan[] = [];
  for (const m of folded.matchAll(BRACKETED_LETTERS))
    if ((m[0].match(/[a-z0-9]/g)?.length ?? 0) >= 2 && /[a-z]/.test(m[0]))
      out.push({ start: m.index, end: m.index + m[0].length, rule: 'junk.site-name' });
  return out;
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
  for (const h of [...SITE_INDEX.find(key.text)].sort((a, b) => a.start - b.start)) {
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

/** Marks stories write between words, never a site's noise between letters. */
const NOT_STREW = '，。、；：！？…—“”‘’「」『』（）()·,;:!?"\'';
/** Opening brackets a site strews between letters count as one mark (`《乐〈文《小说`). */
const STREW_OPEN = '《〈<【[';
const STREW_MIN = 3;
const ENDS_LIKE_SITE = new RegExp(`${siteEndings('frame')}$`, 'u');
/** Whether a unit folds to the last letter of one of those endings (网, 網, 阁, 閣 …). */
const endsAnEnding = foldsInto(new Set(SITE_ENDINGS.filter((e) => e.frame).map((e) => e.ending[e.ending.length - 1])));
const isHanUnit = (c: number) => (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);
/** Per code unit, computed on first use: 1 a mark that may strew (see strewMark), 2 not. */
const strewTable = new Uint8Array(0x10000);
function isStrewMark(c: number): boolean {
  if (strewTable[c] === 0) {
    const ch = String.fromCharCode(c);
    // An ASCII space strews too (`真 意 书 盟` after wild7's verse lines): the run must still read as a site's name.
    strewTable[c] = isContent(c) || NOT_STREW.includes(ch) || (/\s/.test(ch) && ch !== ' ') ? 2 : 1;
  }
  return strewTable[c] === 1;
}
/**
 * A cheap test, one table lookup a unit: a mark that may strew between two Han letters, the first of `pairs` Han
 * letters in a row each followed by the same strewing mark (`小|说|`). spacedLetters cuts only a run that starts with
 * STREW_MIN - 1 such letters, and most lines with a strewing mark between two Han letters (红楼梦's `．`) have none.
 */
function strewRun(text: string, pairs: number): boolean {
  MAY_STREW_BETWEEN_HAN.lastIndex = 0;
  for (let m = MAY_STREW_BETWEEN_HAN.exec(text); m; m = MAY_STREW_BETWEEN_HAN.exec(text)) {
    const i = m.index;
    if (!isStrewMark(text.charCodeAt(i))) continue;
    const mark = strewMark(text, i);
    let n = 1;
    while (n < pairs && isHanUnit(text.charCodeAt(i + 2 * n - 1)) && strewMark(text, i + 2 * n) === mark) n++;
    if (n >= pairs) return true;
  }
  return false;
}
/**
 * A unit between two Han units (isHanUnit's blocks) that may be a strewing mark: an ASCII space, or anything but a
 * Han unit, other whitespace or NOT_STREW, a superset of isStrewMark's marks that strewRun checks one by one. Found natively: a JavaScript walk
 * over every unit of the book runs mostly before the optimiser gets to it.
 */
const HAN_UNITS = '\\u3400-\\u4dbf\\u4e00-\\u9fff';
const MAY_STREW_BETWEEN_HAN = new RegExp(
  `(?<=[${HAN_UNITS}])(?: |[^\\s${HAN_UNITS}${NOT_STREW.replace(/[\]\\^-]/g, '\\$&')}])(?=[${HAN_UNITS}])`,
  'g',
);
/** The mark at `i` as a strewing mark: its kind (all opening brackets are one), or undefined. */
function strewMark(text: string, i: number): string | undefined {
  if (i < 0 || i >= text.length || !isStrewMark(text.charCodeAt(i))) return undefined;
  const ch = text[i];
  return STREW_OPEN.includes(ch) ? '《' : ch;
}

/**
 * Single letters with the same mark between each (`|优|优|小|说|更|新|最|快|`, `可°乐°小°说°网`, `《乐〈文《小说`): a
 * site's name or slogan spelled apart so that filters miss it. The letters are read joined, and the run is cut
 * when they read as a site's: a word of the lexicon, or a site name's ending (SITE_ENDINGS) at their end. At
 * least STREW_MIN Han letters, STREW_MIN - 1 of them alone between marks and a last group of up to three that ends like a site's name (`小说`); a
 * run with no mark before it starts after its first letter, which may be the story's. Marks that stories
 * write between words (`、`, `，`, `·`) are none, so 金、木、水 or 约·翰·逊 stay, as do letters that read as no site's.
 */
function spacedLetters(text: string): RuleSpan[] {
  if (!strewRun(text, STREW_MIN - 1)) return [];
  const out: RuleSpan[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!isHanUnit(text.charCodeAt(i))) continue;
    const mark = strewMark(text, i + 1);
    if (mark === undefined) continue;
    let joined = '';
    let j = i;
    while (isHanUnit(text.charCodeAt(j)) && strewMark(text, j + 1) === mark) {
      joined += text[j];
      j += 2;
    }
    let singles = joined.length;
    // A run with no mark before it may start with the story's last letter (`績《乐〈文《小说`): it starts after that.
    let start = i;
    if (strewMark(text, i - 1) === mark) start = i - 1;
    // After a mark of another kind or at the line's start, the first letter is the run's own (`。八♂一♂中♂文♂网`).
    else if (i === 0 || !isContent(text.charCodeAt(i - 1))) start = i;
    else {
      start = i + 1;
      joined = joined.slice(1);
      singles--;
    }
    // The last group, one to three letters, ends where a site name's ending does (`小说` of `《文《小说狂` leaves 狂).
    for (let last = 1; last <= 3 && isHanUnit(text.charCodeAt(j + last - 1)); last++) {
      // The last letter first (one lookup; a full stop between two sentences meets this at every sentence).
      if (!endsAnEnding(text.charCodeAt(j + last - 1)) || !ENDS_LIKE_SITE.test(fold(joined + text.slice(j, j + last)))) continue;
      joined += text.slice(j, j + last);
      j += last;
      if (strewMark(text, j) === mark) j++;
      break;
    }
    if (singles >= STREW_MIN - 1 && joined.length >= STREW_MIN) {
      const folded = fold(joined);
      SITE_GUESS.lastIndex = 0;
      // Spaced letters of another word (`（ 本 章 完 ）`) are read closed up as a whole line (junk.ts): here only a name.
      if ((mark !== ' ' && adIndex.find(folded).length) || ENDS_LIKE_SITE.test(folded) || SITE_GUESS.test(folded))
        out.push({ start, end: j, rule: 'junk.site-name' });
    }
    i = Math.max(i, j - 1);
  }
  return out;
}

/**
 * Noise a site strews between the letters of its name where spacedLetters' one repeated mark is not used: runs of
 * one to three ASCII or full-width symbols, not always the same (`**长**风**文学`, `<长><风>文学`, `［长][风］文学`,
 * `!长!风!文学`, `塵?緣?文?學?網`: wild2's span-site lines, from real scraped books). No sentence mark of Chinese
 * text is among them (，。！？ are full-width), and the letters must read as a site's, so `十有**成了` stays.
 */
const NOISE = '[—*<>\\[\\]［］{}~^#_=+|/\\\\?!＊＜＞｛｝～＾＃＿＝＋｜／＼-]';
const NOISY_HAN = '[\\p{Script=Han}]';
/**
 * Single letters each after one digit (`1毛2线3中文网`, wild2), the last group up to three letters; or two or more
 * groups of one or two letters (the last of up to three), each after noise; or, where no letter stands
 * before it, a first letter without noise before it followed by three or more single letters each after one mark (`塵?緣?文?學?網`), the
 * shape in which a story's letter before the name cannot be taken for the name's (`必｛长}{风｝文学` keeps 必).
 */
const NOISY_LETTERS = new RegExp(
  `(?:${NOISE}{1,3}${NOISY_HAN}{1,2}){1,5}${NOISE}{1,3}${NOISY_HAN}{1,3}${NOISE}{0,3}|(?<![\\p{L}\\p{N}])${NOISY_HAN}(?:${NOISE}${NOISY_HAN}){2,5}${NOISE}${NOISY_HAN}{1,3}${NOISE}?|(?<![0-9])(?:[0-9]${NOISY_HAN}){2,5}[0-9]${NOISY_HAN}{1,3}`,
  'gu',
);
const NOISY_HINT = new RegExp(`${NOISE}[^]{0,8}?${NOISE}|[0-9]\\p{Script=Han}[0-9]`, 'u');
/** The letters that end a run (its last group when no noise closes it). */
const NOISY_TAIL = /\p{Script=Han}*$/u;
/** Fewest letters a strewn name has (`长风文学` has four; `小说网` three). */
const NOISY_MIN_LETTERS = 3;
function noisyLetters(text: string): RuleSpan[] {
  if (!NOISY_HINT.test(text)) return [];
  const out: RuleSpan[] = [];
  NOISY_LETTERS.lastIndex = 0;
  for (let m = NOISY_LETTERS.exec(text); m; m = NOISY_LETTERS.exec(text)) {
    const end = m.index + m[0].length;
    // The last group, up to three letters (`中文网`), may have taken the story's first letters (`?學?網正是`): the
    // longest name that reads as a site's wins.
    const tail = NOISY_TAIL.exec(m[0])![0].length;
    for (let cut = 0; cut < Math.max(1, tail); cut++) {
      const letters = fold((text.slice(m.index, end - cut).match(HAN_G) ?? []).join(''));
      if (letters.length < NOISY_MIN_LETTERS) continue;
      if (ENDS_LIKE_SITE.test(letters) || adIndex.find(letters).some((h) => h.end === letters.length)) {
        // A reading verb right before the name is its slogan's (`看1毛2线3中文网`, as disguisedWords takes `讀`).
        out.push({ start: readVerbBefore(text, m.index) ? m.index - 1 : m.index, end: end - cut, rule: 'junk.site-name' });
        break;
      }
    }
    // A run that reads as no site's is looked at again from its next character (a story letter before the name).
    if (out[out.length - 1]?.start !== m.index) NOISY_LETTERS.lastIndex = m.index + 1;
  }
  return out;
}

/** The index of `mark` within `span` characters after `at`, or -1. */
function closeWithin(text: string, at: number, mark: string, span: number): number {
  const end = Math.min(text.length, at + span + 1);
  for (let k = at + 1; k < end; k++) if (text[k] === mark) return k;
  return -1;
}

/** Bracket pairs a site puts its disguised name in (`『愛♂上÷小?說◎網』`). */
const NAME_OPEN = '『「【〖《（([{';
const NAME_CLOSE = '』」】〗》）)]}';
/** Any opening mark of NAME_OPEN: a line is searched for the next one natively, not looked at unit by unit. */
const NAME_OPEN_G = new RegExp(`[${NAME_OPEN.replace(/[\]\\^-]/g, '\\$&')}]`, 'g');
/** Marks that end or part a sentence: between letters they are a story's, not a disguise. */
const SENTENCE_MARKS = '，。、；！？!?…,;';
const MAX_NAME_BRACKET = 16;
/**
 * A site's name spelled apart with mixed noise inside a bracket pair (`天才壹秒記住『愛♂上÷小?說◎網』`, MyNovelReader
 * [S24]): the bracket bounds it, so unlike spacedLetters the marks need not be one kind. Cut when at least two
 * marks that no sentence writes stand between its letters and the letters, joined, end like a site's name
 * (SITE_ENDINGS) or hold a word of the lexicon; 「你好？小说网！」 has sentence marks only and stays.
 */
function noisyBracketNames(text: string): RuleSpan[] {
  const out: RuleSpan[] = [];
  for (let i = 0; i < text.length; i++) {
    NAME_OPEN_G.lastIndex = i;
    const open = NAME_OPEN_G.exec(text);
    if (!open) break;
    i = open.index;
    const kind = NAME_OPEN.indexOf(text[i]);
    // Looked for within the longest bracket only: an indexOf to the line's end for every opening mark was
    // quadratic on a run of them (the long-lines test's 100,000 （ hung).
    const close = closeWithin(text, i, NAME_CLOSE[kind], MAX_NAME_BRACKET);
    if (close < 0) continue;
    let letters = '';
    let noise = 0;
    for (let k = i + 1; k < close; k++) {
      const c = text.charCodeAt(k);
      if (isContent(c)) letters += text[k];
      else if (letters !== '' && k + 1 < close && !/\s/.test(text[k]) && !SENTENCE_MARKS.includes(text[k])) noise++;
    }
    if (noise < 2 || letters.length < 3) continue;
    const folded = fold(letters);
    SITE_GUESS.lastIndex = 0;
    if (ENDS_LIKE_SITE.test(folded) || SITE_INDEX.find(folded).length || SITE_GUESS.test(folded))
      out.push({ start: i, end: close + 1, rule: 'junk.site-name' });
    i = close;
  }
  return out;
}

const ASIDE_OPEN = '（(【〔［[';
const ASIDE_CLOSE = '）)】〕］]';
const ASIDE_OPEN_AT = unitTable(ASIDE_OPEN);
const ASIDE_CLOSE_AT = unitTable(ASIDE_CLOSE);
/**
 * Bracketed asides at every depth (a site's `（未完待续）` inside the story's own parenthesis), found in one scan
 * with a stack; a `.` glued before one is part of it (`.(未完待续。)`).
 */
function asides(text: string): Span[] {
  const out: Span[] = [];
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (ASIDE_OPEN_AT[c]) open.push(i > 0 && text[i - 1] === '.' ? i - 1 : i);
    else if (ASIDE_CLOSE_AT[c] && open.length) out.push({ start: open.pop()!, end: i + 1 });
  }
  return out;
}

const ENCLOSE_OPEN = '{（(【〔［[《';
const ENCLOSE_CLOSE = '}）)】〕］]》';
/** True when the text is one bracket pair around everything (`{…}`, `（…）`), none closing inside. */
function enclosed(text: string): boolean {
  const open = ENCLOSE_OPEN.indexOf(text[0]);
  if (open < 0 || text[text.length - 1] !== ENCLOSE_CLOSE[open]) return false;
  return text.indexOf(ENCLOSE_CLOSE[open]) === text.length - 1;
}

const CLAUSE_END = '。！？!?；;';
/** Letters an unclosed aside may hold after its cut and still be the advert's tail (`更快` of `…更新更快!`). */
const ASIDE_REST = 4;
/**
 * An aside a site opened and never closed (`(未完待续请搜索，小说更好更新更快!`): where a cut starts at or right after an
 * opening bracket that nothing closes before the clause ends, the bracket, the cut and the rest of the clause up to
 * its end mark go together, when that rest is ASIDE_REST letters at most (the advert's tail; `…更快!望董澄後心…` keeps
 * the story after the mark). Likewise an aside that a cut opens and that closes after a few letters more: the
 * bracket pair goes with them (`(w/w/w.x.c/o/m 手、打。吧更新超快)` leaves no `(超快)`).
 */
function unclosedAsides(text: string, spans: RuleSpan[]): RuleSpan[] {
  let changed = false;
  const out = spans.map((s) => {
    let b = s.start;
    if (!ASIDE_OPEN.includes(text[b])) {
      b--;
      while (b >= 0 && (text[b] === ' ' || text[b] === '\u3000')) b--;
      if (b < 0 || !ASIDE_OPEN.includes(text[b])) return s;
    }
    for (let i = b + 1; i < s.end; i++) if (ASIDE_CLOSE.includes(text[i])) return s;
    // A cut that ends at a sentence's mark (`(未完待续!`) closed its aside there: what follows is the story's, unless
    // the aside closes a little further on and what it holds there talks to the reader as the cut did.
    if (CLAUSE_END.includes(text[s.end - 1])) {
      const close = asideTalkEnd(text, s.end);
      if (close === undefined) return s;
      changed = true;
      return { start: b, end: close, rule: s.rule };
    }
    let e = s.end;
    let letters = 0;
    for (; e < text.length && !ASIDE_CLOSE.includes(text[e]) && !CLAUSE_END.includes(text[e]); e++)
      if (isContent(text.charCodeAt(e))) letters++;
    if (letters > ASIDE_REST) return s;
    if (e < text.length && ASIDE_CLOSE.includes(text[e])) e++;
    else while (e < text.length && CLAUSE_END.includes(text[e])) e++;
    changed = true;
    return { start: b, end: e, rule: s.rule };
  });
  return changed ? mergeSpans(out) : spans;
}

/** Most characters an aside's rest may run after a cut that ended at a sentence's mark. */
const ASIDE_TALK_MAX = 80;
/**
 * Where an aside's rest ends (after its closing bracket) when, from `from`, it closes within ASIDE_TALK_MAX characters
 * (brackets opened on the way closed first), and what it holds is advert words or the platform's trade (`(未完待续。如果您喜欢这部
 * 作品，欢迎您来起点投推荐票、月票…)`); undefined when it does not.
 */
function asideTalkEnd(text: string, from: number): number | undefined {
  const limit = Math.min(text.length, from + ASIDE_TALK_MAX);
  // Brackets opened and closed inside it are its own (`起点（）`, where a site's address was taken out).
  let depth = 0;
  for (let i = from; i < limit; i++) {
    if (ASIDE_OPEN.includes(text[i])) depth++;
    if (!ASIDE_CLOSE.includes(text[i])) continue;
    if (depth-- > 0) continue;
    const rest = text.slice(from, i);
    return adHits(fold(rest)).length > 0 || readNote(rest).trade ? i + 1 : undefined;
  }
  return undefined;
}

const CLAUSE_MARK = unitTable('。！？!?；;');
const CLAUSE_TAIL = unitTable('。！？!?；;…');
/** Clauses: runs ending at a sentence mark (the mark belongs to its clause). */
function clauses(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (CLAUSE_MARK[text.charCodeAt(i)]) {
      let end = i + 1;
      while (end < text.length && CLAUSE_TAIL[text.charCodeAt(end)]) end++;
      out.push({ start, end });
      start = end;
      i = end - 1;
    }
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out.length > 1 ? out : [];
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
  // A colon ends a breadcrumb's label (`当前位置：首页 > …`).
  // A row of buttons in brackets is one too (`[收藏此章节] [投诉]`).
  // A book's title in 《》 is what the menu is about, not one of its items (`返回《斗破苍穹》目录`).
  const parts = folded
    .replace(BOOK_TITLE_G, ' ')
    .split(/[|｜/\\>»«<←→·•:：\s\u3000[\]【】]+/)
    .filter((p) => p !== '');
  if (isButtonRow(folded)) return true;
  if (isPageTitle(folded)) return true;
  if (parts.length === 1) return PAGER.has(parts[0]);
  if (parts.length < 2) return false;
  // A pager that names the chapters it leads to: `上一章：第一章 雨夜 下一章：第三章 风起`.
  if (PAGER.has(parts[0]) && parts.slice(1).some((p) => PAGER.has(p)) && text.length <= MAX_PAGER_LINE) return true;
  const pipes = (text.match(/[|｜]/g) ?? []).length;
  // A breadcrumb trail: `首页 > 都市 > 书名 > 第二章`.
  const arrows = (text.match(/[>»›→]/g) ?? []).length;
  // The trail may start at the site's name instead (`某某网 > 女生频道 > 书名 > 第七章`): a name with a site's ending.
  const trail = NAV_WORDS.has(parts[0]) || SITE_SHAPED.test(parts[0]);
  if (arrows >= 2 && trail && parts.every((p) => Array.from(p).length <= 16)) return true;
  const known = parts.filter((p) => NAV_ANY.has(p) || mostlyNav(p)).length;
  const nav = parts.filter((p) => NAV_WORDS.has(p) || mostlyNav(p, NAV_WORDS)).length;
  if (pipes >= 2 && parts.length >= 3 && parts.every((p) => Array.from(p).length <= 8) && nav >= 1) return true;
  // The shape alone: three or more items of a few letters between bars or arrows (`甲 | 乙 | 丙`, a menu whose words
  // we do not know); `·` and arrows are not among the bars: stories write 玛丽·安·史密斯 and 北京→上海→广州.
  const bars = (text.match(BAR_G) ?? []).length;
  if (bars >= 2 && parts.length >= 3 && parts.every((p) => contentOf(p) <= NAV_ITEM && contentOf(p) > 0)) return true;
  // One-letter items are a menu's buttons (`字体：大 中 小`) or noise: the share is of the longer ones.
  const items = parts.filter((p) => contentOf(p) > 1).length;
  return known >= 2 && nav >= 1 && known >= items * 0.6;
}

/**
 * A page's title printed as a line (`海棠文学 - 历史小说 - 争霸天下在线阅读 - 第1节`, wild4's mirror pages): three or more
 * short parts between spaced hyphens, one of them with an advert or site word. A story sets its dashes without
 * spaces (——), so the shape is the page's.
 */
const TITLE_PART = 20;
function isPageTitle(folded: string): boolean {
  const parts = folded.split(/\s[-–—]\s/);
  if (parts.length < 3 || parts.some((p) => contentOf(p) === 0 || contentOf(p) > TITLE_PART)) return false;
  return adHits(folded).length > 0;
}

/**
 * A page's buttons printed as a line (`『加入书签，方便阅读』`, `『章节错误,点此举报』`, `登陆注册`, `其他类型推荐阅读：`):
 * a few letters in all, every item between marks mostly navigation or advert words, and two items or a navigation word.
 * Short, so that a sentence that happens to hold two such words is not one.
 */
const BUTTON_ROW = 16;
function isButtonRow(folded: string): boolean {
  if (contentOf(folded) > BUTTON_ROW) return false;
  const items = folded.split(/[\p{P}\p{S}\s]+/u).filter((p) => contentOf(p) > 1);
  if (items.length === 0 || !items.every((p) => mostlyNav(p))) return false;
  if (items.length > 1) return true;
  // One item is a button where brackets frame it (『点此报错』) or it joins two words (登陆注册); a bare category word
  // alone (历史) may be a story's line.
  return mostlyNav(items[0], NAV_WORDS) && (BUTTON_FRAME.test(folded) || navIndex.find(items[0]).length > 1);
}
const BUTTON_FRAME = /^[『【[〖<].*[』】\]〗>][:：]?$/;

const BOOK_TITLE_G = /《[^《》]{1,30}》/g;
/** Longest line read as a pager that names its chapters. */
const MAX_PAGER_LINE = 80;

/** Separators that only menus write between items. */
const BAR_G = /[|｜›»]/g;
/** A short name with an ending sites use (SITE_ENDINGS `frame`): 某某网, 某某书屋, 某某文学. */
const SITE_SHAPED = new RegExp(`^[\\p{Script=Han}a-z0-9]{1,6}${siteEndings('frame')}$`, 'u');
/** Letters of a menu item (`返回书页`, `排行榜`). */
const NAV_ITEM = 4;
const navIndex = new PhraseIndex(NAV_ENTRIES.map((e) => e.phrase));
/**
 * An item of a menu that holds a navigation or advert word covering half its letters or more (`章节列表`, `返回书目`,
 * `←上一章`): menus combine their words (返回 + 书目), so the item need not be a word of the lexicon itself.
 */
function mostlyNav(part: string, only?: ReadonlySet<string>): boolean {
  const letters = contentOf(part);
  if (letters === 0 || letters > 8) return false;
  return navIndex.find(part).some((h) => {
    const phrase = NAV_ENTRIES[h.phrase].phrase;
    return (!only || only.has(phrase)) && (h.end - h.start) * 2 >= letters;
  });
}

/** The lexicon kinds, re-exported for the report. */
export type { LexiconKind };
