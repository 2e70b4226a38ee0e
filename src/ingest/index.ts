/** Reads chapter files (bytes → text → lines → chapters); blocks are raw lines, for cleanBook to clean. */
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Block, Chapter } from '../model/book.ts';
import { Reporter } from '../model/report.ts';
import { noMemo, type Memo } from '../util/cache.ts';
import { sha256 } from '../util/hash.ts';
import { InputError } from '../errors.ts';
import { detectScript } from '../opencc/detect.ts';
import { matchHeading } from '../rules/headings.ts';
import { isJunkLine, applyJunk } from '../rules/junk.ts';
import { findCharIssues } from '../rules/lost.ts';
import { parseHeadingNumber } from '../rules/numerals.ts';
import { decodeBytes } from './decode.ts';
import { isBlank, splitLines, type SourceLine } from './lines.ts';
import { parseMarkdown, type FrontMatter } from './markdown.ts';
import { splitNovel } from './split.ts';
import { continues, detectHardWrap, joinWrapped, type HardWrap } from './wrap.ts';
import { ENCODING, recordConsumed } from './accounting.ts';

export interface SourceFile {
  /** Relative to the root, as shown to users. */
  path: string;
  title?: string;
  /** From a book.yaml chapter list. */
  order?: number;
}

export interface IngestInput {
  /** Absolute folder. */
  root: string;
  /** Already listed and path-checked, .txt and .md only. */
  files: SourceFile[];
  /** book.yaml `encoding:` override. */
  encoding?: string;
}

/**
 * Reads every file into chapters, in input order, with provisional ids. A .txt holding a whole novel yields
 * one chapter per heading; any other file yields one chapter. Every input line ends up in a block, as a
 * chapter's heading, or in the report (dropped, or consumed as front matter or a volume heading).
 */
export async function ingest(input: IngestInput, report: Reporter, memo: Memo = noMemo): Promise<Chapter[]> {
  const chapters: Chapter[] = [];
  for (const file of input.files) {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(join(input.root, file.path));
    } catch (cause) {
      throw new InputError(`cannot read chapter file (${(cause as NodeJS.ErrnoException).code ?? 'error'})`, { file: file.path, cause });
    }
    // A file's chapters and diagnostics depend only on its bytes, its name and the encoding override.
    const result = memo(['ingest', file, input.encoding ?? null, sha256(bytes)], () => {
      const own = new Reporter();
      return {
        chapters: ingestBytes(bytes, file, own, input.encoding),
        warnings: own.warnings,
        dropped: own.dropped,
        decisions: own.decisions,
      };
    });
    report.warnings.push(...result.warnings);
    report.dropped.push(...result.dropped);
    report.decisions.push(...result.decisions);
    chapters.push(...result.chapters);
  }
  if (input.files.length && chapters.every((c) => !c.headingSource && c.blocks.every((b) => b.kind === 'paragraph' && isBlank(b.text)))) {
    throw new InputError(`no text in any of the ${input.files.length} chapter file(s): they are empty or blank`, {
      file: input.files[0].path,
      hint: 'check that the book folder holds the chapter files',
    });
  }
  return chapters.map((c, i) => ({ ...c, id: `c${String(i + 1).padStart(4, '0')}` }));
}

/** One file's chapters from its bytes (the I/O-free part of ingest, used by tests and check-corpus). */
export function ingestBytes(bytes: Uint8Array, file: SourceFile, report: Reporter, encoding?: string): Chapter[] {
  const path = file.path;
  const decoded = decodeBytes(bytes, path, encoding);
  const total = splitLines(decoded.text).length;
  report.decide(ENCODING, path, `decoded as ${decoded.encoding} (${decoded.how}); ${total} lines`, {
    encoding: decoded.encoding,
    how: decoded.how,
    lines: total,
    ...(decoded.scores ? { scores: decoded.scores } : {}),
  });
  if (decoded.how === 'guessed') {
    const [best, next] = decoded.scores ?? [];
    report.warn(
      'W_ENCODING_GUESSED',
      `not UTF-8; decoded as ${decoded.encoding} (${pct(best?.score)} frequent characters${next ? `, next best ${next.encoding} ${pct(next.score)}` : ''})`,
      { path, line: 0 },
      { encoding: decoded.encoding, scores: decoded.scores },
    );
  }
  let text = decoded.text;
  let firstLine = 1;
  let front: FrontMatter = {};
  const markdown = extname(path).toLowerCase() === '.md';
  if (markdown) {
    const md = parseMarkdown(text, path);
    if (md.bodyLine > 1) recordConsumed(report, path, 1, md.bodyLine - 1, 'front matter');
    for (const key of md.unknownKeys)
      report.warn(
        'W_FRONT_MATTER_KEY',
        `unknown front-matter key \`${key}\` ignored (known: title, order, number, volume)`,
        { path, line: 2 },
        { key },
      );
    ({ front } = md);
    text = md.body;
    firstLine = md.bodyLine;
  }
  const lines = splitLines(text, firstLine);
  for (const line of lines) reportCharacters(line, path, report);
  const wrap = detectHardWrap(lines);
  if (wrap)
    report.decide('hard-wrap', path, `hard-wrapped at ${wrap.width} columns: wrapped lines are joined into paragraphs`, { ...wrap });
  const script = detectScript(text.slice(0, 40_000)).script;
  const base: Pick<Chapter, 'script' | 'sources'> = { script, sources: [path] };
  if (!markdown) {
    const split = splitNovel(lines, isJunkLine);
    if (split.chapters.length >= 2) {
      for (const line of split.preamble) report.drop({ path, line: line.n }, line.text, preambleReason(line.text));
      for (const line of split.toc) report.drop({ path, line: line.n }, line.text, 'split.toc');
      for (const line of split.repeatedHeadings) report.drop({ path, line: line.n }, line.text, 'split.repeated-heading');
      for (const v of split.volumes) recordConsumed(report, path, v.line.n, v.line.n, `volume heading ${v.title}`);
      report.decide('split', path, `${split.chapters.length} chapters found in one file`, {
        chapters: split.chapters.length,
        preamble: split.preamble.length,
        toc: split.toc.length,
        volumes: split.volumes.map((v) => v.title),
      });
      return split.chapters.map((raw) => ({
        id: '',
        title: raw.title,
        ...base,
        ...(raw.number !== undefined ? { number: raw.number } : {}),
        ...(raw.volume ? { volume: raw.volume } : {}),
        ...(raw.heading ? { headingSource: { path, line: raw.heading.n } } : {}),
        blocks: toBlocks(raw.lines, path, wrap),
      }));
    }
  }
  return [singleChapter(lines, file, front, wrap, base)];
}

/** A file that is one chapter: its first line (after blanks and site junk) names it when it is a heading. */
function singleChapter(
  lines: SourceLine[],
  file: SourceFile,
  front: FrontMatter,
  wrap: HardWrap | undefined,
  base: Pick<Chapter, 'script' | 'sources'>,
): Chapter {
  const path = file.path;
  const first = lines.findIndex((l) => !isBlank(l.text) && !isJunkLine(l.text));
  const heading = first === -1 ? undefined : headingOf(lines[first].text);
  const body = heading ? lines.filter((_, i) => i !== first) : lines;
  const title = front.title ?? heading?.title ?? file.title ?? basename(path, extname(path));
  const number = front.number ?? heading?.number ?? parseHeadingNumber(title);
  const volume = front.volume ?? heading?.volume;
  return {
    id: '',
    title,
    ...base,
    ...(number !== undefined ? { number } : {}),
    ...((front.order ?? file.order) !== undefined ? { order: front.order ?? file.order } : {}),
    ...(volume ? { volume } : {}),
    ...(heading ? { headingSource: { path, line: lines[first].n } } : {}),
    blocks: toBlocks(body, path, wrap),
  };
}

/** A chapter heading (第N章…, 楔子…) or a Markdown `# heading` on a chapter file's first line. */
function headingOf(text: string): { title: string; number?: number; volume?: string } | undefined {
  const md = /^#{1,6}[ \t]+(.+?)[ \t#]*$/.exec(text.trim());
  const h = matchHeading(md ? md[1] : text);
  if (h && h.kind !== 'volume') return h;
  return md ? { title: md[1].trim(), number: parseHeadingNumber(md[1]) } : undefined;
}

/** Raw lines → paragraph blocks; in a hard-wrapped file, continuation lines join their paragraph. */
function toBlocks(lines: SourceLine[], path: string, wrap: HardWrap | undefined): Block[] {
  const blocks: Block[] = [];
  let prev: SourceLine | undefined;
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (
      wrap &&
      prev &&
      last?.kind === 'paragraph' &&
      prev.n === line.n - 1 &&
      continues(prev.text, line.text, wrap) &&
      !matchHeading(line.text)
    ) {
      blocks[blocks.length - 1] = { ...last, text: joinWrapped(last.text, line.text), source: { ...last.source, endLine: line.n } };
    } else {
      blocks.push({ kind: 'paragraph', text: line.text, source: { path, line: line.n } });
    }
    prev = line;
  }
  return blocks;
}

function reportCharacters(line: SourceLine, path: string, report: Reporter): void {
  for (const issue of findCharIssues(line.text)) {
    const what = {
      W_LOST_CHARACTER: 'lost character(s) (an ASCII ? or a □ where a glyph was)',
      W_REPLACEMENT_CHARACTER: 'U+FFFD replacement character(s): bytes that did not decode',
      W_PRIVATE_USE: 'private-use character(s): a stand-in for a glyph Unicode lacks',
      W_CONTROL_CHARACTER: 'control character(s)',
    }[issue.code];
    report.warn(issue.code, `${issue.count} ${what}, near “${issue.sample}”`, { path, line: line.n }, { count: issue.count });
  }
}

function preambleReason(text: string): string {
  if (isBlank(text)) return 'clean.blank';
  return applyJunk(text).lineRule ?? 'split.preamble';
}

function pct(score: number | undefined): string {
  return `${Math.round((score ?? 0) * 100)}%`;
}
