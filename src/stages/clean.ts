/** Cleans raw chapter lines: whitespace, site junk, scene breaks, author's notes, punctuation (docs/rules/cleaning.md). */
import { appendChapter, type Block, blockText, type Chapter, mapBlocksContent, type SourceRef } from '../model/book.ts';
import { type Inline, isPlainRun, mapTextJoined, mapTextNodes, plainText, textRun } from '../model/inline.ts';
import { DiagnosticsCollector } from '../model/diagnostics.ts';
import type { Stage } from './context.ts';
import { cacheKey, noMemo } from '../util/cache.ts';
import { applyJunk, isAdContinuation, type JunkResult } from '../rules/junk.ts';
import { mineRecurring, recurringKey } from '../rules/recurrence.ts';
import { learnRecurringInserts } from '../rules/recurring-inserts.ts';
import { learnSiteNames, longestFirst } from '../rules/site-names.ts';
import { cutNoiseTokens, learnNoiseTokens } from '../rules/learned-noise.ts';
import { learnMarkSignatures, learnWatermarkNames } from '../rules/watermark-names.ts';
import { isPlaceholderChapter } from '../rules/placeholder.ts';
import { DIALOGUE, leansToNote, type NoteReading, readNote } from '../rules/author-note.ts';
import { INVISIBLE, MASK, MASK_RESTORE, NOTE_START, NOTE_TO_END, isSceneBreak } from '../rules/line-kinds.ts';
import { HAN } from '../rules/han.ts';
import { CONTROL, codePointNames, NONCHARACTER } from '../rules/not-text.ts';
import { normalizePunctuation } from '../rules/punctuation.ts';
import { unbalancedParagraphs } from '../rules/quote-pairing.ts';
import { bookQuoteSet, repairChapterQuotes, type QuoteSet } from '../rules/quote-repair.ts';
import { mojibakeDebris } from '../rules/debris.ts';
import { anyOf } from '../util/regex.ts';

/** A cleaned line on its way to a block: plain text (a .txt line), a scene break, or a block with inline markup. */
type Item =
  | { kind: 'paragraph' | 'authorNote'; text: string; source: SourceRef }
  | { kind: 'sceneBreak'; source: SourceRef; raw: string }
  | { kind: 'block'; block: Block };

/** Counts of in-place changes per file and rule, reported once as decisions (a drop is reported on its own). */
type Stats = Map<string, Map<string, { count: number; example: string }>>;

/** Characters removed from every line, each with its reason in the report. */
const NOT_TEXT: readonly [RegExp, string][] = [
  [INVISIBLE, 'clean.invisible'],
  [CONTROL, 'clean.control'],
  [NONCHARACTER, 'clean.noncharacter'],
];
/** Any of NOT_TEXT (util/regex.ts): nearly every line has none, and one scan says so. */
const ANY_NOT_TEXT = anyOf(NOT_TEXT.map(([pattern]) => pattern));

/** The clean stage: each chapter's raw lines become clean paragraphs, scene breaks and author's notes. */
export const cleanBook: Stage = (book, ctx) => {
  const report = new DiagnosticsCollector();
  const stats: Stats = new Map();
  const lines = book.chapters.map(plainLines);
  const recurring = mineRecurring(lines);
  // The site's names, and what it glues around its address in many lines (recurring-inserts.ts), longest first.
  const sites = [...learnSiteNames(lines), ...learnRecurringInserts(lines)].sort(longestFirst);
  // The names the book's marks carry: readers' before 提示您, a site's signature after its copy mark.
  const readers = [...learnWatermarkNames(lines), ...learnMarkSignatures(lines)];
  const noise = learnNoiseTokens(lines);
  const quoteSet = bookQuoteSet(book.chapters.flatMap((c) => c.blocks.map(blockText)));
  const notes = ctx.settings.authorNotes ?? 'drop';
  const memo = ctx.memo ?? noMemo;
  // What every chapter's key shares (the book's decisions), hashed once rather than serialised per chapter.
  const shared = memo === noMemo ? '' : cacheKey('clean', notes, quoteSet, [...recurring], sites, readers, noise);
  const chapters = book.chapters
    .map((c) => {
      // A chapter's cleaning reads the chapter and what the whole book decided for it (recurring lines, the quote
      // set, the site names learned from it), so an unchanged chapter of a serial comes from the cache while those stay the same.
      const cleaned = memo(['clean', shared, c], () => {
        const own = new DiagnosticsCollector();
        const ownStats: Stats = new Map();
        const chapter = cleanChapter(c, own, recurring, ownStats, notes, quoteSet, { sites, readers, noise });
        return {
          chapter: chapter ?? null,
          diagnostics: own.done(),
          stats: [...ownStats].map(([path, rules]) => [path, [...rules]] as const),
        };
      });
      report.absorb(cleaned.diagnostics);
      for (const [path, rules] of cleaned.stats) for (const [rule, { count: n, example }] of rules) tally(stats, path, rule, n, example);
      return cleaned.chapter ?? undefined;
    })
    .filter((c): c is Chapter => c !== undefined);
  const joined = joinStoryUnderNotices(chapters, notes, report);
  for (const [path, rules] of stats) {
    for (const [rule, { count, example }] of rules)
      report.decide('clean', path, `${rule}: ${count} change(s), e.g. ${example}`, { rule, count });
  }
  return { book: { ...book, chapters: joined }, diagnostics: report.done() };
};

/**
 * A notice heading (上架感言, 请假条) inside a file, between chapters, with story under it (W_NOTICE_KEPT) is the
 * author's line in the chapter before, not a chapter of its own: the heading becomes that chapter's note (left out
 * or kept as notes are) and the story under it joins the chapter, which a notice would otherwise cut in two.
 */
function joinStoryUnderNotices(chapters: Chapter[], notes: 'drop' | 'keep', report: DiagnosticsCollector): Chapter[] {
  const out: Chapter[] = [];
  for (const c of chapters) {
    const last = out[out.length - 1];
    const src = c.headingSource;
    const story = c.role === 'notice' && c.number === undefined && c.blocks.some((b) => b.kind === 'paragraph');
    if (!last || !story || !src || last.sources[last.sources.length - 1] !== src.path) {
      out.push(c);
      continue;
    }
    report.decide(
      'clean',
      src.path,
      `line ${src.line} “${c.title}” is an author's note inside “${last.title}”, not a chapter: the story under it joins that chapter`,
      {
        rule: 'clean.author-note',
        count: 1,
      },
    );
    const note: Block[] = notes === 'keep' ? [{ kind: 'authorNote', content: textRun(c.title), source: src }] : [];
    if (notes === 'drop') report.drop(src, c.title, 'clean.author-note');
    out[out.length - 1] = appendChapter(last, c, note);
  }
  return out;
}

/**
 * What of a verdict stands inside an author's note that runs to the chapter's end: a site prints its lines after the
 * note as anywhere else (a stamp, a page marker, an address, a credit, a learned name, a navigation bar), so those
 * verdicts stand; a verdict on the weight of advert words alone (junk.ad) or a reader group's number (junk.qq) is
 * what an author writes too (`下一章周五更新，求收藏。`, `读者群：123456`), and the line stays the author's whole.
 */
function siteLineInNote(junk: JunkResult, trimmed: string): JunkResult {
  const authors = (rule: string) => rule === 'junk.ad' || rule === 'junk.qq';
  if (junk.lineRule !== undefined ? authors(junk.lineRule) : junk.cuts.some((c) => authors(c.rule))) return { text: trimmed, cuts: [] };
  return junk;
}

/** A chapter's non-blank plain-text lines, in order (what recurrence mining reads). */
function plainLines(chapter: Chapter): string[] {
  const out: string[] = [];
  for (const b of chapter.blocks) {
    if (b.kind !== 'paragraph' || !isPlainRun(b.content)) continue;
    const t = b.content[0].text;
    if (t.trim()) out.push(t);
  }
  return out;
}

/**
 * A note mark (作者有话要说, 以下与正文无关) opens a block. Near the chapter's end (JJWXC prints the block after the
 * chapter) it runs to the end, or until a line of story length with no note signal (a site that printed the block
 * first, or a mark quoted inside the story); higher up it holds only lines that read as a note. Near: at most
 * NOTE_TAIL_LINES lines after it, or in the chapter's last NOTE_TAIL_SHARE.
 */
const NOTE_TAIL_LINES = 15;
const NOTE_TAIL_SHARE = 0.3;
function runsToEnd(index: number, total: number): boolean {
  const after = total - index - 1;
  return after <= NOTE_TAIL_LINES || after <= NOTE_TAIL_SHARE * total;
}
/** A line that carries a note opened higher up: a note by its words, or a few characters of chat (嗨！). */
const NOTE_CHAT_MAX = 8;
/**
 * In a block near the chapter's end, a line shorter than this is the author's too where it shows one note signal or
 * a Latin letter or digit (读者群：123456789); a line of verse shows neither.
 */
const NOTE_TAIL_CHAT_MAX = 30;
function continuesNote(reading: NoteReading, text: string, tail: boolean): boolean {
  if (reading.note) return true;
  if (DIALOGUE.test(text)) return false;
  if (text.length <= NOTE_CHAT_MAX) return true;
  return tail && text.length <= NOTE_TAIL_CHAT_MAX && (reading.signals.length > 0 || /[A-Za-z0-9]/.test(text));
}

/**
 * Whether a chapter titled as a notice is one: an author's notice talks to the readers (月票, 书友, 更新, 大家, 感谢),
 * so a NOTICE_SIGNAL_SHARE of its lines (their junk gone) are notes or show a trade word, or it is short. A chapter of story
 * under such a title is kept, with W_NOTICE_KEPT saying why.
 */
const NOTICE_SIGNAL_SHARE = 0.25;
const NOTICE_SHORT_LINES = 3;
function readsAsNotice(chapter: Chapter, items: readonly Item[], noteLines: number, report: DiagnosticsCollector): boolean {
  const paragraphs = items.flatMap((i) => (i.kind === 'paragraph' ? [i.text] : []));
  const total = paragraphs.length + noteLines;
  const talking = noteLines + paragraphs.filter((t) => readNote(t).trade).length;
  // A short one is a notice unless nothing in it talks to the readers (`请假一章,明天补` over two lines of a poem, in
  // the middle of a chapter whose junk lines are gone): those lines are the story's.
  if (total <= NOTICE_SHORT_LINES && (talking > 0 || paragraphs.length === 0)) return true;
  if (talking >= Math.max(1, NOTICE_SIGNAL_SHARE * total)) return true;
  report.warn(
    'W_NOTICE_KEPT',
    `chapter “${chapter.title}” (${chapter.sources.join(', ')}) is titled as an author's notice but ${talking} of its ${total} lines talk to readers; kept as story`,
    chapter.headingSource,
    { sources: chapter.sources },
  );
  return false;
}

/**
 * The leaning lines kept just before a note (their items' indexes, in order, with nothing between) become notes too:
 * taken out and left out (`leaveOut`), or marked as notes when notes are kept. Returns how many.
 */
function takeBackLeaning(
  items: Item[],
  pending: readonly number[],
  notes: 'drop' | 'keep',
  leaveOut: (src: SourceRef, text: string) => void,
): number {
  // Only a run that ends at the last item, with nothing kept between its lines (a Markdown block may stand there).
  if (pending.length === 0 || pending.some((at, k) => at !== items.length - pending.length + k)) return 0;
  for (const at of pending) {
    const item = items[at];
    if (item.kind !== 'paragraph') continue; // never: a leaning line is kept as a paragraph (this narrows the type)
    if (notes === 'keep') items[at] = { ...item, kind: 'authorNote' };
    else leaveOut(item.source, item.text);
  }
  if (notes === 'drop') items.splice(pending[0], pending.length);
  return pending.length;
}

/** A cleaned chapter, or undefined when nothing is left of it (an empty file: W_EMPTY_CHAPTER, and it goes). */
function cleanChapter(
  chapter: Chapter,
  report: DiagnosticsCollector,
  recurring: ReadonlySet<string>,
  stats: Stats,
  notes: 'drop' | 'keep',
  quoteSet: QuoteSet,
  { sites, readers, noise }: { sites: readonly string[]; readers: readonly string[]; noise: readonly string[] },
): Chapter | undefined {
  const items: Item[] = [];
  let noteToEnd = false;
  /** Lines taken for the author's notes (a notice chapter is judged on them too). */
  let noteLines = 0;
  const noticeNotes: { src: SourceRef; text: string }[] = [];
  let junkLines = 0;
  /** The last line dropped as junk, until a line of text is kept (an advert may continue on the next line). */
  let lastJunk: string | undefined;
  /** After a note mark: the note runs while its lines read as one (continuesNote). */
  let noteRun = false;
  /** Whether the last text line was a note, and the items of the leaning lines kept since the last note (leansToNote). */
  let previousWasNote = false;
  const pending: number[] = [];
  // A note left out: in a chapter titled as a notice the reason waits for the verdict on the whole chapter.
  const leaveOut = (src: SourceRef, text: string) =>
    chapter.role === 'notice' ? noticeNotes.push({ src, text }) : report.drop(src, text, 'clean.author-note');
  /** Letters kept before a watermark that may be its reader's name (W_WATERMARK_NAME, once per chapter). */
  const glued: { src: SourceRef; text: string }[] = [];
  for (const [index, block] of chapter.blocks.entries()) {
    if (block.kind === 'sceneBreak') {
      items.push({ ...block, raw: '' });
      continue;
    }
    if (block.kind !== 'paragraph' || !isPlainRun(block.content)) {
      // Markup from a Markdown source: its prose gets the same character rules, its structure is the author's.
      items.push({ kind: 'block', block: cleanMarkup(block, report, stats) });
      continue;
    }
    const src = block.source;
    const raw = block.content[0].text;
    let text = raw;
    // CLEAN-1 invisibles, then what is no text at all: controls and noncharacters (docs/rules/cleaning.md#characters-with-no-glyph).
    for (const [pattern, reason] of ANY_NOT_TEXT?.test(text) === false ? [] : NOT_TEXT) {
      const found = text.match(pattern);
      if (!found) continue;
      report.drop(src, codePointNames(found), reason);
      text = text.replace(pattern, '');
    }
    // trim() removes exactly `\s` (U+3000 and NBSP included) in linear time; the regex it replaces was
    // quadratic on a line with a long inner run of spaces.
    const trimmed = text.trim();
    if (trimmed === '') {
      report.drop(src, raw, 'clean.blank');
      continue;
    }
    if (trimmed !== text) count(stats, src, 'CLEAN-8 indentation and trailing space', JSON.stringify(text.slice(0, 8)));
    // Inside a 作者有话要说 block the author's words stay (`下一章周五更新。` is a note there, not an advert); a site's lines
    // that follow it do not (see siteLineInNote).
    const junk = noteToEnd
      ? siteLineInNote(applyJunk(trimmed, sites, readers), trimmed)
      : lastJunk !== undefined && isAdContinuation(lastJunk, trimmed)
        ? { lineRule: 'junk.ad', cuts: [] }
        : applyJunk(trimmed, sites, readers);
    if (junk.lineRule) {
      report.drop(src, trimmed, junk.lineRule);
      junkLines++;
      lastJunk = trimmed;
      continue;
    }
    lastJunk = undefined;
    for (const cut of junk.cuts) report.drop(src, cut.text, cut.rule);
    for (const name of junk.glued ?? []) glued.push({ src, text: name.text });
    text = junk.text ?? trimmed;
    if (noise.length) {
      const cut = cutNoiseTokens(text, noise);
      for (const token of cut.cuts) report.drop(src, token, 'junk.noise-token');
      text = cut.text;
      // A line that was only tokens is gone: each was reported above.
      if (text.trim() === '') {
        junkLines++;
        continue;
      }
    }
    if (recurring.size && recurring.has(recurringKey(text))) {
      report.drop(src, text, 'junk.recurring');
      junkLines++;
      continue;
    }
    if (isSceneBreak(text)) {
      previousWasNote = false;
      pending.length = 0;
      items.push({ kind: 'sceneBreak', source: src, raw: text });
      continue;
    }
    text = cleanText(text, src, report, stats);
    const reading = readNote(text);
    if (noteRun && !continuesNote(reading, text, noteToEnd)) noteRun = noteToEnd = false;
    if (!noteRun && NOTE_TO_END.test(text)) {
      noteRun = true;
      noteToEnd = runsToEnd(index, chapter.blocks.length);
    }
    // A line that talks like the author's without being sure of it is a note beside a note (one before it is
    // taken back below): notes come in runs, and a story's line beside one speaks of someone or quotes someone.
    const leaning = leansToNote(reading, text);
    const note: boolean = noteRun || NOTE_START.test(text) || reading.note || (leaning && previousWasNote);
    if (note) {
      noteLines++;
      noteLines += takeBackLeaning(items, pending, notes, leaveOut);
    }
    previousWasNote = note;
    if (note || !leaning) pending.length = 0;
    else pending.push(items.length);
    // Left out by default, and listed in the report either way (docs/rules/cleaning.md#author-notes-and-notices).
    if (note && notes === 'drop') {
      leaveOut(src, text);
      continue;
    }
    items.push({ kind: note ? 'authorNote' : 'paragraph', text, source: src });
  }
  // A notice chapter (上架感言, 请假条: rules/heading-words.ts) is the author's note as a whole, where its lines, their
  // junk gone, read as the author's: a story chapter may be titled 请假 too.
  const notice = chapter.role === 'notice' && readsAsNotice(chapter, items, noteLines, report);
  if (notice && notes === 'drop') {
    // The heading, then every line in the order of the source.
    if (chapter.headingSource) report.drop(chapter.headingSource, chapter.title, 'clean.notice-chapter');
    const lines = [
      ...noticeNotes,
      ...items.flatMap((i) =>
        i.kind === 'block' ? [{ src: i.block.source, text: '' }] : i.kind === 'sceneBreak' ? [] : [{ src: i.source, text: i.text }],
      ),
    ].sort((a, b) => a.src.line - b.src.line);
    for (const l of lines) report.drop(l.src, l.text, 'clean.notice-chapter');
    return undefined;
  }
  for (const n of noticeNotes) report.drop(n.src, n.text, 'clean.author-note');
  if (notice) for (const [k, item] of items.entries()) if (item.kind === 'paragraph') items[k] = { ...item, kind: 'authorNote' };
  const blocks = repairQuotes(structure(items, chapter, report), stats, quoteSet);
  checkQuotes(blocks, chapter, report);
  reportGlued(glued, chapter, report);
  reportDebris(blocks, chapter, report);
  if (!blocks.some((b) => b.kind !== 'sceneBreak')) {
    // A heading with nothing under it that announces a later update is a site's placeholder (rules/placeholder.ts).
    const placeholder = isPlaceholderChapter(chapter.title, '');
    report.warn(
      placeholder ? 'W_PLACEHOLDER_CHAPTER' : 'W_EMPTY_CHAPTER',
      placeholder
        ? `“${chapter.title}” (${chapter.sources.join(', ')}) is a placeholder the site posted before the chapter's text; left out`
        : `chapter “${chapter.title}” (${chapter.sources.join(', ')}) has no text after cleaning and is left out`,
      chapter.headingSource ?? { path: chapter.sources[0] ?? '', line: 0 },
      { sources: chapter.sources },
    );
    if (chapter.headingSource) report.drop(chapter.headingSource, chapter.title, 'clean.empty-chapter');
    for (const b of blocks) report.drop(b.source, '', 'clean.empty-chapter');
    return undefined;
  }
  if (!blocks.some((b) => b.kind !== 'sceneBreak' && b.kind !== 'authorNote' && HAN.test(blockText(b))))
    report.warn('W_NO_HAN', `chapter “${chapter.title}” contains no Chinese characters`, chapter.headingSource);
  const title = chapter.title.replace(INVISIBLE, '').trim();
  return { ...chapter, title, blocks, ...(junkLines ? { junkLines } : {}) };
}

/** Masks and punctuation of one kept line (its quotes are repaired with the chapter's, repairQuotes). */
function cleanText(input: string, src: SourceRef, report: DiagnosticsCollector, stats: Stats): string {
  return cleanProse(input, src, report, stats);
}

/** The prose of a block with markup: character rules per text node (quotes: repairQuotes, across the nodes). */
function cleanMarkup(block: Block, report: DiagnosticsCollector, stats: Stats): Block {
  const src = block.source;
  return mapBlocksContent([block], (content) => mapTextNodes(content, (t) => cleanProse(t.replace(INVISIBLE, ''), src, report, stats)))[0];
}

/** Censor masks and punctuation normalisation (lengths may change). */
function cleanProse(input: string, src: SourceRef, report: DiagnosticsCollector, stats: Stats): string {
  let text = input;
  for (const [re, to] of MASK_RESTORE) {
    if (re.test(text)) {
      re.lastIndex = 0;
      count(stats, src, 'CLEAN-16 mask restored', `${re.source} → ${to}`);
      text = text.replace(re, to);
    }
  }
  // Every mask is a `*`: most lines have none, and MASK's look-behind would be tried at every offset.
  const masks = text.includes('*') ? text.match(MASK) : null;
  if (masks && HAN.test(text))
    report.warn('W_CENSORED', `${masks.length} censor mask(s) (${[...new Set(masks)].join(' ')}): a word the source site filtered`, src, {
      count: masks.length,
    });
  const punct = normalizePunctuation(text);
  for (const change of punct.changes) {
    count(stats, src, change.rule, `${change.from} → ${change.to}`);
    const removed = removedPart(change.from, change.to);
    if (removed) report.drop(src, removed, 'clean.punctuation');
  }
  for (const flag of punct.flags)
    report.warn(
      flag.code,
      flag.code === 'W_LONE_DASH'
        ? `a lone — between Han characters (a GB connector or a cut dash?) near “${flag.sample}”`
        : `an odd run of … rounded down near “${flag.sample}”`,
      src,
    );
  return punct.text;
}

/**
 * CLEAN-14/15 and PARA-9 over the chapter's paragraphs in order (rules/quote-repair.ts); each change is counted.
 * A paragraph with markup is repaired across its text nodes without inserting marks, so each node keeps its length.
 */
function repairQuotes(blocks: Block[], stats: Stats, set: QuoteSet): Block[] {
  const at = blocks.flatMap((b, i) => (b.kind === 'paragraph' ? [i] : []));
  const paragraphs = at.map((i) => blocks[i] as Extract<Block, { kind: 'paragraph' }>);
  const fixed = new Set(paragraphs.flatMap((p, k) => (isPlainRun(p.content) ? [] : [k])));
  const prose = paragraphs.map((p) => (isPlainRun(p.content) ? p.content[0].text : joinedProse(p.content)));
  const repaired = repairChapterQuotes(prose, set, fixed);
  for (const c of repaired.changes) {
    const src = paragraphs[c.paragraph].source;
    count(stats, src, c.rule, `line ${src.line}: ${c.example}`);
  }
  const out = [...blocks];
  paragraphs.forEach((p, k) => {
    const text = repaired.texts[k];
    if (text !== prose[k]) out[at[k]] = { ...p, content: fixed.has(k) ? mapTextJoined(p.content, () => text) : textRun(text) };
  });
  return out;
}

/** The prose mapTextJoined hands its function: the text nodes and ruby bases of the inlines, joined. */
function joinedProse(content: Inline[]): string {
  let joined = '';
  mapTextJoined(content, (t) => (joined = t));
  return joined;
}

/** Watermarks cut with letters glued before them that may be the reader's name: one W_WATERMARK_NAME per chapter. */
function reportGlued(glued: readonly { src: SourceRef; text: string }[], chapter: Chapter, report: DiagnosticsCollector): void {
  if (!glued.length) return;
  report.warn(
    'W_WATERMARK_NAME',
    `${glued.length} watermark(s) cut from “${chapter.title}” were glued to letters that may be the reader's name the site put before 提示您; kept, as no mark tells them from the story's, first “…${glued[0].text}”`,
    glued[0].src,
    { lines: glued.map((g) => g.src.line), samples: glued.slice(0, 10).map((g) => g.text) },
  );
}

/** Stray Cyrillic letters or kana from mojibake (rules/debris.ts): one W_MOJIBAKE per chapter with the lines. */
function reportDebris(blocks: Block[], chapter: Chapter, report: DiagnosticsCollector): void {
  const hits = blocks.flatMap((b) => mojibakeDebris(blockText(b)).map((d) => ({ ...d, block: b })));
  if (!hits.length) return;
  const first = hits[0];
  const text = blockText(first.block);
  report.warn(
    'W_MOJIBAKE',
    `${hits.length} stray Cyrillic or kana letter run(s) in “${chapter.title}”, left by a mojibake run (the characters they stood for are lost), first “${text.slice(Math.max(0, first.at - 6), first.at + 7)}”`,
    first.block.source,
    { count: hits.length, lines: [...new Set(hits.map((h) => h.block.source.line))], samples: hits.slice(0, 10).map((h) => h.text) },
  );
}

/** What a collapsing rule removed (`。。` → `。` removed `。`), or undefined for a mapping. */
function removedPart(from: string, to: string): string | undefined {
  if (to.length >= from.length) return undefined;
  if (from.startsWith(to)) return from.slice(to.length);
  if (from.endsWith(to)) return from.slice(0, from.length - to.length);
  return undefined;
}

/** CLEAN-7 and CLEAN-6: scene breaks only between paragraphs, one at a time; a repeated title line goes. */
function structure(items: Item[], chapter: Chapter, report: DiagnosticsCollector): Block[] {
  const key = (s: string) => s.replace(/[\s\u3000]/g, '');
  const firstText = items.findIndex((i) => i.kind !== 'sceneBreak');
  // A heading line repeated as the chapter's first paragraph (plain text only: markup is the author's).
  const first = items[firstText];
  if (first && first.kind === 'paragraph' && key(first.text) === key(chapter.title)) {
    report.drop(first.source, first.text, 'clean.repeated-title');
    items.splice(firstText, 1);
  }
  const blocks: Block[] = [];
  const firstContent = items.findIndex((x) => x.kind !== 'sceneBreak');
  let lastContent = items.length - 1;
  while (lastContent >= 0 && items[lastContent].kind === 'sceneBreak') lastContent--;
  items.forEach((item, i) => {
    if (item.kind === 'block') return void blocks.push(item.block);
    if (item.kind !== 'sceneBreak') return void blocks.push({ kind: item.kind, content: textRun(item.text), source: item.source });
    const edge = firstContent === -1 || i < firstContent || i > lastContent;
    if (edge) return void report.drop(item.source, item.raw, 'clean.separator-edge');
    if (blocks[blocks.length - 1]?.kind === 'sceneBreak') return void report.drop(item.source, item.raw, 'clean.separator-repeat');
    blocks.push({ kind: 'sceneBreak', source: item.source });
  });
  return blocks;
}

/** CLEAN-15: one warning per chapter listing the paragraphs whose quotes or brackets do not balance. */
function checkQuotes(blocks: Block[], chapter: Chapter, report: DiagnosticsCollector): void {
  const paragraphs = blocks.filter((b): b is Extract<Block, { kind: 'paragraph' }> => b.kind === 'paragraph');
  const texts = paragraphs.map((p) => plainText(p.content));
  const bad = unbalancedParagraphs(texts);
  if (!bad.length) return;
  const firstBad = paragraphs[bad[0]];
  report.warn(
    'W_UNBALANCED_QUOTES',
    `${bad.length} paragraph(s) of “${chapter.title}” with unbalanced quotes or brackets, first near “${texts[bad[0]].slice(0, 24)}”`,
    firstBad.source,
    {
      lines: bad.map((i) => paragraphs[i].source.line),
    },
  );
}

function count(stats: Stats, src: SourceRef, rule: string, example: string): void {
  tally(stats, src.path, rule, 1, example);
}

/** Adds `n` changes of a rule to a file's stats; the first example stays (a chapter's own, or one from the memo). */
function tally(stats: Stats, path: string, rule: string, n: number, example: string): void {
  let rules = stats.get(path);
  if (!rules) stats.set(path, (rules = new Map()));
  const entry = rules.get(rule);
  if (entry) entry.count += n;
  else rules.set(rule, { count: n, example });
}
