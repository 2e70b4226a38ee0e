/** Orders chapters (explicit order > 第N章 number > file name), reports gaps, repeats and backward numbering, and assigns ids. */
import type { Chapter } from '../model/book.ts';
import { DiagnosticsCollector } from '../model/diagnostics.ts';
import type { Stage } from './context.ts';
import { naturalCompare } from '../util/natural-sort.ts';
import { formatGaps, numberGaps } from '../rules/number-gaps.ts';

/** Unnumbered chapters that stand before chapter 1 or after the last (CLEAN-9 heading words). */
const PROLOGUE = /^(?:楔子|序章|序言|序|引子|前言|引言|自序)/;
const EPILOGUE = /^(?:尾声|尾聲|后记|後記|番外|终章|終章|完本感言|跋)/;

/** Sorts the chapters into reading order and numbers their ids c0001, c0002, … */
export const orderChapters: Stage = (book) => {
  const report = new DiagnosticsCollector();
  const singleSource = new Set(book.chapters.map((c) => c.sources[0])).size <= 1;
  const ordered =
    singleSource || book.chapters.every((c) => c.order !== undefined && c.number === undefined)
      ? sortByOrderOnly(book.chapters)
      : sortByKeys(book.chapters);
  reportNumbering(ordered, report, singleSource);
  const chapters = ordered.map((c, i) => ({ ...c, id: `c${String(i + 1).padStart(4, '0')}` }));
  return { book: { ...book, chapters }, diagnostics: report.done() };
};

/** One file (a whole novel) or an explicit list: the sequence given is the reading order. */
function sortByOrderOnly(chapters: Chapter[]): Chapter[] {
  return chapters
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.order ?? a.i) - (b.c.order ?? b.i) || a.i - b.i)
    .map((x) => x.c);
}

/** Folder of chapter files: explicit order first, then the number in the title, then the file name. */
function sortByKeys(chapters: Chapter[]): Chapter[] {
  const byName = chapters.map((c, i) => ({ c, i })).sort((a, b) => naturalCompare(a.c.sources[0] ?? '', b.c.sources[0] ?? '') || a.i - b.i);
  // An unnumbered chapter keeps its place after the numbered chapter that precedes it in file-name order.
  let previous = 0;
  const keyed = byName.map(({ c }, rank) => {
    let num: number;
    if (c.number !== undefined) num = previous = c.number;
    else if (PROLOGUE.test(c.title)) num = -1;
    else if (EPILOGUE.test(c.title)) num = Number.MAX_SAFE_INTEGER;
    else num = previous + 0.5;
    return { c, rank, explicit: c.order !== undefined ? 0 : 1, order: c.order ?? 0, num };
  });
  keyed.sort((a, b) => a.explicit - b.explicit || a.order - b.order || a.num - b.num || a.rank - b.rank);
  return keyed.map((k) => k.c);
}

/** W_CHAPTER_GAP with the missing numbers, W_DUPLICATE_NUMBER, and W_NUMBER_BACKWARDS for one-file books. */
function reportNumbering(chapters: Chapter[], report: DiagnosticsCollector, singleSource: boolean): void {
  const numbered = chapters.filter((c) => c.number !== undefined);
  const seen = new Map<string, Chapter>();
  for (const c of numbered) {
    const key = `${c.volume ?? ''}\u0000${c.number}`;
    const first = seen.get(key);
    if (first) {
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
