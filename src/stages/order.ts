/** Orders chapters (explicit order > 第N章 number > file name), reports gaps, repeats and backward numbering, and assigns ids. */
import type { Chapter } from '../model/book.ts';
import { DiagnosticsCollector } from '../model/diagnostics.ts';
import type { Stage, StageSettings } from './context.ts';
import { orderByToc } from '../rules/toc-order.ts';
import { naturalCompare } from '../util/natural-sort.ts';
import { formatGaps, numberGaps } from '../rules/number-gaps.ts';
import { roleOfTitle, type HeadingRole } from '../rules/heading-words.ts';
import { parseVolumeNumber } from '../rules/numerals.ts';

/**
 * Where an unnumbered chapter goes, by its role (rules/heading-words.ts): before chapter 1, after the last,
 * or in its place after the numbered chapter before it (interludes, notices).
 */
const PLACE: Readonly<Record<HeadingRole, 'first' | 'last' | 'in place'>> = {
  front: 'first',
  prologue: 'first',
  interlude: 'in place',
  notice: 'in place',
  epilogue: 'last',
  extra: 'last',
};

/** Sorts the chapters into reading order and numbers their ids c0001, c0002, … */
export const orderChapters: Stage = (book, ctx) => {
  const report = new DiagnosticsCollector();
  const input = ctx.settings.toc ? withTocOrder(book.chapters, ctx.settings.toc, report) : book.chapters;
  const singleSource = new Set(input.map((c) => c.sources[0])).size <= 1;
  const ordered =
    singleSource || input.every((c) => c.order !== undefined && c.number === undefined) ? sortByOrderOnly(input) : sortByKeys(input);
  reportNumbering(ordered, report, singleSource);
  const chapters = ordered.map((c, i) => ({ ...c, id: `c${String(i + 1).padStart(4, '0')}` }));
  return { book: { ...book, chapters }, diagnostics: report.done() };
};

/** A folder's 目录.txt gives each chapter it names its order; the others follow them, and both are reported. */
function withTocOrder(chapters: Chapter[], toc: NonNullable<StageSettings['toc']>, report: DiagnosticsCollector): Chapter[] {
  const { order, unmatched } = orderByToc(toc.entries, chapters);
  const listed = order.filter((o) => o !== undefined).length;
  report.decide('order', toc.path, `reading order from ${toc.path}: ${listed} of ${chapters.length} chapters listed`, {
    toc: toc.path,
    listed,
    unlisted: chapters.length - listed,
  });
  if (unmatched.length)
    report.warn(
      'W_TOC_MISMATCH',
      `${unmatched.length} entr${unmatched.length === 1 ? 'y' : 'ies'} of ${toc.path} name no chapter, e.g. “${unmatched[0]}”`,
      { path: toc.path, line: 0 },
      { unmatched },
    );
  const unlisted = chapters.filter((c, i) => order[i] === undefined && c.order === undefined);
  if (unlisted.length)
    report.warn(
      'W_TOC_MISMATCH',
      `${unlisted.length} chapter(s) are not in ${toc.path} and follow the listed ones, e.g. “${unlisted[0].title}” (${unlisted[0].sources[0]})`,
      { path: toc.path, line: 0 },
      { unlisted: unlisted.map((c) => c.sources[0]) },
    );
  // Listed chapters first in the list's order; unlisted ones after them, in their usual order.
  return chapters.map((c, i) => (c.order !== undefined ? c : order[i] !== undefined ? { ...c, order: order[i] } : c));
}

/** One file (a whole novel) or an explicit list: the sequence given is the reading order. */
function sortByOrderOnly(chapters: Chapter[]): Chapter[] {
  return chapters
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.order ?? a.i) - (b.c.order ?? b.i) || a.i - b.i)
    .map((x) => x.c);
}

/**
 * Folder of chapter files: explicit order first, then the volume where numbering restarts in volumes, then
 * the number in the title, then the file name. Volumes go by their number (第二卷, 下卷) when every volume has
 * one, else by first appearance; a 第二部 that restarts at 第一章 therefore sorts after the whole 第一部
 * (docs/rules/cleaning.md#chapter-order-and-numbering).
 */
function sortByKeys(chapters: Chapter[]): Chapter[] {
  const byName = chapters.map((c, i) => ({ c, i })).sort((a, b) => naturalCompare(a.c.sources[0] ?? '', b.c.sources[0] ?? '') || a.i - b.i);
  // Volumes order the book only where numbering restarts in them (the same number in two volumes); a book
  // numbered through its volumes sorts by number, whatever the file names (hash-named scraped files).
  const restarts = restartsInVolumes(chapters);
  const volumeRank = rankVolumes(byName.map(({ c }) => c.volume));
  // An unnumbered chapter keeps its place after the numbered chapter that precedes it in file-name order.
  let previous = 0;
  let volume = 0;
  const keyed = byName.map(({ c }, rank) => {
    if (restarts && c.volume !== undefined) volume = volumeRank.get(c.volume) ?? volume;
    let num: number;
    const place = PLACE[c.role ?? roleOfTitle(c.title) ?? 'interlude'];
    if (c.number !== undefined) num = previous = c.number;
    else if (place === 'first') num = -1;
    else if (place === 'last') num = Number.MAX_SAFE_INTEGER;
    else num = previous + 0.5;
    // A prologue or epilogue without a volume belongs to the book, not to the volume before it.
    const vol = restarts && c.volume === undefined && place !== 'in place' ? (place === 'first' ? -1 : Number.MAX_SAFE_INTEGER) : volume;
    return { c, rank, explicit: c.order !== undefined ? 0 : 1, order: c.order ?? 0, vol, num };
  });
  keyed.sort((a, b) => a.explicit - b.explicit || a.order - b.order || a.vol - b.vol || a.num - b.num || a.rank - b.rank);
  return keyed.map((k) => k.c);
}

/** True when some chapter number stands in two different volumes. */
function restartsInVolumes(chapters: Chapter[]): boolean {
  const volumeOf = new Map<number, string>();
  for (const c of chapters) {
    if (c.number === undefined || c.volume === undefined) continue;
    const seen = volumeOf.get(c.number);
    if (seen !== undefined && seen !== c.volume) return true;
    volumeOf.set(c.number, c.volume);
  }
  return false;
}

/** Volume title → rank: by volume number when all have one, else by first appearance. */
function rankVolumes(volumes: (string | undefined)[]): Map<string, number> {
  const names = [...new Set(volumes.filter((v): v is string => v !== undefined))];
  const numbers = names.map(parseVolumeNumber);
  const numbered = numbers.every((n) => n !== undefined) && new Set(numbers).size === numbers.length;
  return new Map(names.map((name, i) => [name, numbered ? numbers[i]! : i + 1]));
}

/**
 * The part a title names: `第十二章 雨夜（上）` / `（下）`, `雨夜 上`, or the bracketed mark right after the number
 * (`第二章（上） 夜奔`). A long chapter posted in parts keeps its number on each; `（二）` and `(2/3)` are pages, which
 * dedupe joins (rules/page-continuation.ts).
 */
const PART_MARK = /[（(]\s*([上中下])\s*[)）]|[\s\u3000]([上中下])(?:篇|部分)?$/;

/** Two titles of one chapter posted in parts: the same title around different part marks. */
function partsOfOne(a: string, b: string): boolean {
  const [pa, pb] = [partOf(a), partOf(b)];
  return pa !== undefined && pb !== undefined && pa.part !== pb.part && pa.rest === pb.rest;
}

/** The title's part mark and the title without it (spaces closed up), or undefined when it names no part. */
function partOf(title: string): { part: string; rest: string } | undefined {
  const m = PART_MARK.exec(title);
  if (!m) return undefined;
  const rest = (title.slice(0, m.index) + title.slice(m.index + m[0].length)).replace(/[\s\u3000]+/g, '');
  return { part: m[1] ?? m[2], rest };
}

/** W_CHAPTER_GAP with the missing numbers, W_DUPLICATE_NUMBER (not for parts of one chapter), and W_NUMBER_BACKWARDS for one-file books. */
function reportNumbering(chapters: Chapter[], report: DiagnosticsCollector, singleSource: boolean): void {
  const numbered = chapters.filter((c) => c.number !== undefined);
  const seen = new Map<string, Chapter>();
  for (const c of numbered) {
    const key = `${c.volume ?? ''}\u0000${c.number}`;
    const first = seen.get(key);
    if (first && !partsOfOne(first.title, c.title)) {
      report.warn(
        'W_DUPLICATE_NUMBER',
        `chapter number ${c.number} appears twice: "${first.title}" (${first.sources.join(', ')}) and "${c.title}" (${c.sources.join(', ')})`,
        c.headingSource,
        { number: c.number },
      );
    } else seen.set(key, c);
  }
  if (singleSource) {
    for (let i = 1; i < numbered.length; i++) {
      const [a, b] = [numbered[i - 1], numbered[i]];
      if (b.volume === a.volume && b.number! < a.number!) {
        report.warn('W_NUMBER_BACKWARDS', `numbering goes backwards: "${a.title}" is followed by "${b.title}"`, b.headingSource, {
          from: a.number,
          to: b.number,
        });
      }
    }
  }
  // Gaps are counted per volume when every volume restarts at 1, else over the whole book.
  const groups = new Map<string, number[]>();
  const restarts = new Set(numbered.map((c) => c.volume)).size > 1 && numbered.filter((c) => c.number === 1).length > 1;
  for (const c of numbered) {
    const key = restarts ? (c.volume ?? '') : '';
    const group = groups.get(key);
    if (group) group.push(c.number!);
    else groups.set(key, [c.number!]);
  }
  // Gaps as capped ranges: listing every missing number ran `第一亿章` out of memory.
  for (const [volume, numbers] of groups) {
    const gaps = numberGaps(numbers);
    if (gaps.count) {
      report.warn('W_CHAPTER_GAP', `chapter numbers missing${volume ? ` in ${volume}` : ''}: ${formatGaps(gaps)}`, undefined, {
        missing: gaps.numbers,
        // Over the cap, the list stops; the count and the ranges give the whole gap.
        ...(gaps.numbers.length < gaps.count ? { count: gaps.count, ranges: gaps.ranges } : {}),
        ...(volume ? { volume } : {}),
      });
    }
  }
}
