/** Splits a whole novel in one file into chapters: headings, volumes, a front table of contents, the preamble. */
import { headingEntries, matchHeading, type HeadingMatch } from '../rules/headings.ts';
import { isBlank, type SourceLine } from './lines.ts';

export interface RawChapter {
  title: string;
  number?: number;
  volume?: string;
  /** The heading line (absent for a file that is one chapter without a heading). */
  heading?: SourceLine;
  /** Body lines in file order, heading excluded. */
  lines: SourceLine[];
}

export interface SplitResult {
  chapters: RawChapter[];
  /** Lines before the first chapter (site header, blurb): kept out of chapter 1. */
  preamble: SourceLine[];
  /** Table-of-contents lines (several entries on a line, or a run of headings with nothing between them). */
  toc: SourceLine[];
  /** Volume headings (第一卷 …, 上卷) that became the `volume` of the chapters after them. */
  volumes: { line: SourceLine; title: string }[];
  /** A heading repeated after site junk (`第一章` / ad / `第一章`), merged into the first. */
  repeatedHeadings: SourceLine[];
}

interface Candidate {
  index: number;
  line: SourceLine;
  heading: HeadingMatch;
}

/** Fewest headings in a row, with no text between them, that make a table of contents. */
const TOC_RUN = 3;

/**
 * Finds the chapters of a file. `isJunk` tells site lines (which do not count as chapter text when deciding
 * whether a heading has a body). Returns no chapters when the file holds fewer than two headings.
 */
export function splitNovel(lines: readonly SourceLine[], isJunk: (text: string) => boolean): SplitResult {
  const toc = new Set<number>();
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    if (headingEntries(line.text) >= 2) toc.add(index);
    else {
      const heading = matchHeading(line.text);
      if (heading) candidates.push({ index, line, heading });
    }
  });
  const content = (from: number, to: number): number => {
    let n = 0;
    for (let i = from + 1; i < to; i++) if (!toc.has(i) && !isBlank(lines[i].text) && !isJunk(lines[i].text)) n++;
    return n;
  };
  const accepted = acceptWeak(candidates);
  markTocRuns(accepted, content, toc);
  const kept = accepted.filter((c) => !toc.has(c.index));
  const repeated = new Set<number>();
  for (let i = 1; i < kept.length; i++) {
    const [a, b] = [kept[i - 1], kept[i]];
    if (b.heading.kind !== 'volume' && sameHeading(a.heading, b.heading) && content(a.index, b.index) === 0) repeated.add(b.index);
  }
  const heads = kept.filter((c) => !repeated.has(c.index));
  const empty: SplitResult = { chapters: [], preamble: [], toc: [], volumes: [], repeatedHeadings: [] };
  if (heads.filter((c) => c.heading.kind !== 'volume').length < 2) return empty;
  return assemble(lines, heads, toc, repeated);
}

/** A weak heading (no separator after 第N回, a glued title) counts only where its number continues the sequence. */
function acceptWeak(candidates: Candidate[]): Candidate[] {
  const strong = candidates.filter((c) => c.heading.strong);
  return candidates.filter((c) => {
    if (c.heading.strong) return true;
    const n = c.heading.number;
    if (n === undefined) return false;
    const before = [...strong].reverse().find((s) => s.index < c.index && s.heading.number !== undefined);
    const after = strong.find((s) => s.index > c.index && s.heading.number !== undefined);
    return (before === undefined ? n === 1 : before.heading.number === n - 1) && (after === undefined || after.heading.number === n + 1);
  });
}

/**
 * A run of ≥ TOC_RUN chapter headings with no text between them, followed by more headings, is a table of
 * contents (sanguoyanyi C lists `第001回…` before the body). A number that goes back (the body's 第一回 right
 * after the list's 第一百二十回) ends the run, so the first real heading is never taken for an entry.
 */
function markTocRuns(candidates: Candidate[], content: (from: number, to: number) => number, toc: Set<number>): void {
  let start = 0;
  for (let i = 1; i <= candidates.length; i++) {
    if (i < candidates.length) {
      const [a, b] = [candidates[i - 1].heading, candidates[i].heading];
      const back = a.number !== undefined && b.number !== undefined && b.number <= a.number;
      if (!back && content(candidates[i - 1].index, candidates[i].index) === 0) continue;
    }
    const run = candidates.slice(start, i);
    if (i < candidates.length && run.filter((c) => c.heading.kind !== 'volume').length >= TOC_RUN) for (const c of run) toc.add(c.index);
    start = i;
  }
}

function sameHeading(a: HeadingMatch, b: HeadingMatch): boolean {
  const key = (h: HeadingMatch) => h.title.replace(/[\s\u3000]/g, '');
  return key(a) === key(b) || (a.kind === b.kind && a.number !== undefined && a.number === b.number);
}

function assemble(lines: readonly SourceLine[], heads: Candidate[], toc: Set<number>, repeated: Set<number>): SplitResult {
  const result: SplitResult = { chapters: [], preamble: [], toc: [], volumes: [], repeatedHeadings: [] };
  const headAt = new Map(heads.map((c) => [c.index, c]));
  let volume: string | undefined;
  let current: RawChapter | undefined;
  lines.forEach((line, index) => {
    if (toc.has(index)) return void result.toc.push(line);
    if (repeated.has(index)) return void result.repeatedHeadings.push(line);
    const head = headAt.get(index);
    if (head?.heading.kind === 'volume') {
      volume = head.heading.title;
      return void result.volumes.push({ line, title: volume });
    }
    if (head) {
      // A 上卷/下卷 prefix names the volume of its own chapter and of those after it.
      if (head.heading.volume) volume = head.heading.volume;
      current = {
        title: head.heading.title,
        lines: [],
        heading: line,
        ...(head.heading.number !== undefined ? { number: head.heading.number } : {}),
        ...(volume ? { volume } : {}),
      };
      return void result.chapters.push(current);
    }
    if (current) current.lines.push(line);
    else result.preamble.push(line);
  });
  return result;
}
