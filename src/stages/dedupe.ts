/** Removes repeated runs inside chapters and duplicate chapters (also across scripts); reports repeated passages. */
import { appendChapter, type Block, blockText, type Chapter, majorityScript, type Script } from '../model/book.ts';
import { DiagnosticsCollector } from '../model/diagnostics.ts';
import type { Stage } from './context.ts';
import { converter } from '../opencc/converter.ts';
import { foldKey } from '../rules/fold.ts';
import { findRepeatedPassage, findRepeatedRuns } from '../rules/repeats.ts';
import { candidatePairs, similarity, sketch } from '../rules/similarity.ts';
import { SAME_NUMBER_SIMILAR, sameNumberPairs } from '../rules/duplicate-chapters.ts';
import { isNextPage, withoutPage } from '../rules/page-continuation.ts';
import { isPlaceholderChapter } from '../rules/placeholder.ts';

/** Estimated Jaccard similarity above which two chapters are one chapter (a few characters differ). */
const NEAR_DUPLICATE = 0.8;
/** Chapters shorter than this (comparable characters) are compared exactly only. */
const MIN_NEAR_LENGTH = 50;
/** A paragraph this long that recurs in another chapter is reported (a poem quoted twice is kept). */
const MIN_PASSAGE = 16;
/** Only long paragraphs are searched for a passage repeated inside them (the PG case is ~700 characters; a repeat needs two copies of MIN_PASSAGE anyway). */
const MIN_PARAGRAPH_FOR_PASSAGE = 150;
/** A book that repeats itself everywhere gets this many W_REPEATED_PASSAGE warnings and one summary. */
const MAX_PASSAGE_WARNINGS = 200;

/** The dedupe stage (docs/rules/cleaning.md#duplicates-and-repeated-passages). */
export const dedupeChapters: Stage = (book) => {
  const report = new DiagnosticsCollector();
  const inner = joinPages(dropPlaceholders(book.chapters, report), report).map((c) => dropRepeatedRuns(c, report));
  const chapters = dropDuplicateChapters(inner, report);
  reportRepeatedPassages(chapters, report);
  return { book: { ...book, chapters }, diagnostics: report.done() };
};

/** Placeholder chapters (`第三章 22点准时更新，敬请期待！`) go, each with W_PLACEHOLDER_CHAPTER and its lines in the report. */
function dropPlaceholders(chapters: Chapter[], report: DiagnosticsCollector): Chapter[] {
  return chapters.filter((c) => {
    if (!isPlaceholderChapter(c.title, c.blocks.map(blockText).join('\n'))) return true;
    report.warn(
      'W_PLACEHOLDER_CHAPTER',
      `“${c.title}” (${c.sources.join(', ')}) is a placeholder the site posted before the chapter's text; left out`,
      c.headingSource ?? c.blocks[0]?.source,
      { sources: c.sources },
    );
    if (c.headingSource) report.drop(c.headingSource, c.title, 'dedupe.placeholder');
    for (const b of c.blocks) report.drop(b.source, blockText(b), 'dedupe.placeholder');
    return false;
  });
}

/**
 * A chapter's later web pages under its heading again (`第二章 山中来客（2/3）`) join the chapter: the repeated
 * heading goes to the report and the page's paragraphs follow the chapter's. Two copies of one text are not
 * pages; the duplicate pass below decides between them.
 */
function joinPages(chapters: Chapter[], report: DiagnosticsCollector): Chapter[] {
  const out: Chapter[] = [];
  for (const c of chapters) {
    const last = out[out.length - 1];
    const page = last !== undefined && isPage(last, c);
    const stray = last !== undefined && !page && isStrayPage(last, c);
    if (!last || (!page && !stray)) {
      out.push(c);
      continue;
    }
    const bare = withoutPage(last.title).title;
    const where = c.headingSource ? ` (${c.headingSource.path}:${c.headingSource.line})` : '';
    if (stray)
      report.warn(
        'W_STRAY_PAGE_HEADING',
        `“${c.title}”${where} is a later page's heading whose number does not follow “${last.title}”: its heading was dropped and its text joined to that chapter; check the source, or set chapterPattern if it is a chapter`,
        c.headingSource,
        { sources: c.sources },
      );
    if (c.headingSource) report.drop(c.headingSource, c.title, 'dedupe.next-page');
    report.decide(
      'dedupe',
      c.headingSource?.path ?? c.sources[0],
      `“${c.title}”${where} is ${stray ? 'a stray later page, after' : 'the next page of'} “${bare}”: joined to it, its heading dropped`,
      {
        rule: 'dedupe.next-page',
        from: c.headingSource?.line ?? 0,
        to: c.headingSource?.line ?? 0,
        repeats: last.headingSource?.line ?? 0,
        paragraphs: c.blocks.length,
      },
    );
    out[out.length - 1] = { ...appendChapter(last, c), title: bare };
  }
  return out;
}

/**
 * `next` says it is a later page (`（2/3页）`) and its number does not follow `chapter`'s in the same file: a page
 * never starts a chapter, so its heading is a site's stray one. Page 1, or the next number (a chapter whose first page
 * was lost), starts a chapter.
 */
function isStrayPage(chapter: Chapter, next: Chapter): boolean {
  const { page } = withoutPage(next.title);
  if (page === undefined || page < 2 || next.number === undefined || chapter.number === undefined) return false;
  if (next.number === chapter.number + 1 || next.volume !== chapter.volume) return false;
  return next.headingSource !== undefined && chapter.sources.includes(next.headingSource.path);
}

/** `next` continues `chapter`: same number and volume, the same title but for a page number, and other text. */
function isPage(chapter: Chapter, next: Chapter): boolean {
  if (chapter.number === undefined || chapter.number !== next.number || chapter.volume !== next.volume) return false;
  if (!isNextPage(chapter.title, next.title)) return false;
  const [a, b] = [chapter, next].map((c) => c.blocks.map(keyOf).join(''));
  return !a || !b || similarity(sketch(a), sketch(b)) < SAME_NUMBER_SIMILAR;
}

/** Comparison key of a block: folded, without whitespace and punctuation (cached: three passes use it). */
const keys = new WeakMap<Block, string>();
function keyOf(b: Block): string {
  if (b.kind === 'sceneBreak') return '';
  let key = keys.get(b);
  if (key === undefined) keys.set(b, (key = foldKey(blockText(b))));
  return key;
}

/** Pagination: a run of paragraphs repeated immediately is kept once; the repeat goes to the report. */
function dropRepeatedRuns(chapter: Chapter, report: DiagnosticsCollector): Chapter {
  const runs = findRepeatedRuns(chapter.blocks.map(keyOf));
  if (!runs.length) return chapter;
  const drop = new Set<number>();
  for (const run of runs) {
    for (let k = run.start; k < run.start + run.length; k++) {
      drop.add(k);
      const b = chapter.blocks[k];
      report.drop(b.source, blockText(b), 'dedupe.repeated-run');
    }
    const [a, z] = [chapter.blocks[run.start], chapter.blocks[run.start + run.length - 1]];
    const [fa, fz] = [chapter.blocks[run.first], chapter.blocks[run.first + run.length - 1]];
    report.decide(
      'dedupe',
      a.source.path,
      `lines ${a.source.line}–${z.source.endLine ?? z.source.line} repeat lines ${fa.source.line}–${fz.source.endLine ?? fz.source.line} of “${chapter.title}”; the repeat was dropped`,
      {
        rule: 'dedupe.repeated-run',
        from: a.source.line,
        to: z.source.endLine ?? z.source.line,
        repeats: fa.source.line,
        paragraphs: run.length,
      },
    );
  }
  return { ...chapter, blocks: chapter.blocks.filter((_, i) => !drop.has(i)) };
}

/** Whole chapters present twice (two files, two sites, Traditional and Simplified): the better copy stays. */
function dropDuplicateChapters(chapters: Chapter[], report: DiagnosticsCollector): Chapter[] {
  if (chapters.length < 2) return chapters;
  const majority = majorityScript(chapters);
  const mixed = chapters.some((c) => c.script !== majority);
  // Compare in Simplified; convert only when the book mixes scripts (tw2s is cheap, but not free).
  const texts = chapters.map((c) => {
    const text = c.blocks.map(keyOf).join('');
    return mixed && c.script === 'zh-Hant' ? converter('tw2s')(text) : text;
  });
  const sketches = texts.map(sketch);
  const removed = new Map<number, number>();
  const exact = new Map<string, number>();
  const pairs: [number, number, number][] = [];
  texts.forEach((t, j) => {
    const i = exact.get(t);
    if (i !== undefined && t.length > 0) pairs.push([i, j, 1]);
    else exact.set(t, j);
  });
  for (const [i, j] of candidatePairs(sketches)) {
    if (texts[i] === texts[j] || Math.min(texts[i].length, texts[j].length) < MIN_NEAR_LENGTH) continue;
    if (Math.min(texts[i].length, texts[j].length) / Math.max(texts[i].length, texts[j].length) < NEAR_DUPLICATE) continue;
    const s = similarity(sketches[i], sketches[j]);
    if (s >= NEAR_DUPLICATE) pairs.push([i, j, s]);
  }
  // Under the same number in the same volume, another edition's wording is enough (rules/duplicate-chapters.ts).
  pairs.push(
    ...sameNumberPairs(
      chapters,
      sketches,
      texts.map((t) => t.length),
      MIN_NEAR_LENGTH,
    ),
  );
  const merged = chapters.slice();
  for (const [i, j, s] of pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1])) {
    const a = find(removed, i);
    const b = find(removed, j);
    if (a === b) continue;
    const [keep, lose] = better(merged[a], merged[b], texts[a].length, texts[b].length, majority) ? [a, b] : [b, a];
    if (merged[keep].number !== undefined && merged[lose].number !== undefined && merged[keep].number !== merged[lose].number) {
      // The same text under two chapter numbers is a site error a person must resolve: both stay, reported.
      reportDuplicate(merged[keep], merged[lose], s, report, false);
      continue;
    }
    removed.set(lose, keep);
    reportDuplicate(merged[keep], merged[lose], s, report, true);
    merged[keep] = absorb(merged[keep], merged[lose]);
  }
  return merged.filter((_, i) => !removed.has(i));
}

function find(removed: Map<number, number>, i: number): number {
  let k = i;
  while (removed.has(k)) k = removed.get(k)!;
  return k;
}

/** Lengths within this share of each other are the same length, and the copy with fewer junk lines wins. */
const SAME_LENGTH = 0.02;

/** Keep the copy in the book's main script, then the longer one, then the one with fewer junk lines, then the earlier one. */
function better(a: Chapter, b: Chapter, lengthA: number, lengthB: number, majority: Script): boolean {
  if ((a.script === majority) !== (b.script === majority)) return a.script === majority;
  if (Math.abs(lengthA - lengthB) > SAME_LENGTH * Math.max(lengthA, lengthB)) return lengthA > lengthB;
  if ((a.junkLines ?? 0) !== (b.junkLines ?? 0)) return (a.junkLines ?? 0) < (b.junkLines ?? 0);
  if (lengthA !== lengthB) return lengthA > lengthB;
  return true;
}

function absorb(keep: Chapter, lose: Chapter): Chapter {
  return {
    ...keep,
    sources: [...new Set([...keep.sources, ...lose.sources])],
    ...(keep.number === undefined && lose.number !== undefined ? { number: lose.number } : {}),
    ...(keep.volume === undefined && lose.volume !== undefined ? { volume: lose.volume } : {}),
    ...(keep.order === undefined && lose.order !== undefined ? { order: lose.order } : {}),
  };
}

function reportDuplicate(keep: Chapter, lose: Chapter, s: number, report: DiagnosticsCollector, dropped: boolean): void {
  if (dropped) {
    if (lose.headingSource) report.drop(lose.headingSource, lose.title, 'dedupe.duplicate-chapter');
    for (const b of lose.blocks) report.drop(b.source, blockText(b), 'dedupe.duplicate-chapter');
  }
  const where = (c: Chapter) => `${c.sources.join(', ')}${c.headingSource ? `:${c.headingSource.line}` : ''}`;
  const code = s === 1 ? 'W_DUPLICATE_CHAPTER' : 'W_NEAR_DUPLICATE_CHAPTER';
  const how = s === 1 ? 'identical' : `${Math.round(s * 100)}% similar`;
  const outcome = dropped ? 'kept the latter' : 'their numbers differ, so both are kept: check the source';
  report.warn(
    code,
    `“${lose.title}” (${where(lose)}, ${lose.script}) is ${how} to “${keep.title}” (${where(keep)}, ${keep.script}); ${outcome}`,
    lose.headingSource ?? lose.blocks[0]?.source,
    {
      kept: dropped ? keep.sources : [...keep.sources, ...lose.sources],
      dropped: dropped ? lose.sources : [],
      similarity: Math.round(s * 1000) / 1000,
    },
  );
}

/** A passage that recurs in another chapter, or twice inside a paragraph, is reported and kept. */
function reportRepeatedPassages(chapters: Chapter[], report: DiagnosticsCollector): void {
  const first = new Map<string, { chapter: number; block: Block }>();
  let told = 0;
  let untold = 0;
  const warn = (...args: Parameters<DiagnosticsCollector['warn']>) =>
    told++ < MAX_PASSAGE_WARNINGS ? report.warn(...args) : void untold++;
  chapters.forEach((c, ci) => {
    let previous = -2;
    c.blocks.forEach((b, bi) => {
      if (b.kind === 'sceneBreak') return;
      const text = blockText(b);
      const passage = text.length >= MIN_PARAGRAPH_FOR_PASSAGE ? findRepeatedPassage(text) : undefined;
      if (passage)
        warn(
          'W_REPEATED_PASSAGE',
          `a passage of ${passage.length} characters occurs twice in one paragraph of “${c.title}”: “${text.slice(passage.second, passage.second + 16)}…”`,
          b.source,
          { ...passage },
        );
      const key = keyOf(b);
      if (key.length < MIN_PASSAGE) return;
      const seen = first.get(key);
      if (!seen) return void first.set(key, { chapter: ci, block: b });
      // One warning for a run of consecutive repeated paragraphs.
      if (bi !== previous + 1) {
        const other = chapters[seen.chapter];
        const where = seen.chapter === ci ? 'earlier in the same chapter' : `in “${other.title}”`;
        warn(
          'W_REPEATED_PASSAGE',
          `“${text.slice(0, 16)}…” also stands ${where} (${seen.block.source.path}:${seen.block.source.line}); kept in both places`,
          b.source,
          {
            first: seen.block.source,
          },
        );
      }
      previous = bi;
    });
  });
  if (untold)
    report.warn('W_REPEATED_PASSAGE', `${untold} more repeated passages not listed (the first ${MAX_PASSAGE_WARNINGS} are)`, undefined, {
      more: untold,
    });
}
