/** Reads chapter files (bytes → text → chapters): a .txt's blocks are raw lines for cleanBook; a .md is parsed (markdown-book.ts). */
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { type Block, blockText, type Chapter, paragraph, type SourceRef } from '../model/book.ts';
import { type Diagnostics, DiagnosticsCollector, mergeDiagnostics, type WithDiagnostics } from '../model/diagnostics.ts';
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
import { ingestMarkdown, type MarkdownMeta } from './markdown-book.ts';
import { checkImages } from './images.ts';
import { splitNovel } from './split.ts';
import { continues, detectHardWrap, joinWrapped, type HardWrap } from './wrap.ts';
import { ENCODING, recordConsumed } from './accounting.ts';
import { findTitleLines, type TitleLines } from '../rules/title-lines.ts';
import { startsVerse } from '../rules/verse.ts';

/** Lines of a file's header searched for its title and author. */
const HEADER_LINES = 40;

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

/** What ingest returns besides the chapters: facts later steps need, as typed fields (never mined from the log). */
export interface IngestResult {
  chapters: Chapter[];
  /** Title and author found in the first file's site header (`[西游记 / 吴承恩 著 ]`), for a book without book.yaml. */
  header: TitleLines;
  /** Book metadata from Markdown front matter (the first file that gives a key wins), for a book.yaml without it. */
  frontMatter: MarkdownMeta;
  diagnostics: Diagnostics;
}

/** One file's chapters and the title lines of its header. */
export interface IngestedFile {
  chapters: Chapter[];
  header: TitleLines;
  frontMatter?: MarkdownMeta;
}

/**
 * Reads every file into chapters, in input order. A .txt holding a whole novel yields one chapter per heading;
 * any other file yields one chapter. Every input line ends up in a block, as a chapter's heading, or in the
 * diagnostics (dropped, or consumed as front matter or a volume heading). Chapter ids are left empty: the
 * order stage assigns them, once, in reading order.
 */
export async function ingest(input: IngestInput, memo: Memo = noMemo): Promise<IngestResult> {
  const chapters: Chapter[] = [];
  const parts: Diagnostics[] = [];
  let header: TitleLines | undefined;
  const frontMatter: MarkdownMeta = {};
  for (const file of input.files) {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(join(input.root, file.path));
    } catch (cause) {
      throw new InputError(`cannot read chapter file (${(cause as NodeJS.ErrnoException).code ?? 'error'})`, { file: file.path, cause });
    }
    // A file's chapters and diagnostics depend only on its bytes, its name and the encoding override.
    const result = memo(['ingest', file, input.encoding ?? null, sha256(bytes)], () => ingestFile(bytes, file, input.encoding));
    parts.push(result.diagnostics);
    chapters.push(...result.value.chapters);
    header ??= result.value.header;
    for (const [key, value] of Object.entries(result.value.frontMatter ?? {})) frontMatter[key as keyof MarkdownMeta] ??= value;
  }
  // Outside the memo: an image may change or vanish while its Markdown file stays the same (MD-6).
  checkImages(input.root, chapters);
  if (
    input.files.length &&
    chapters.every((c) => !c.headingSource && c.blocks.every((b) => b.kind === 'paragraph' && isBlank(blockText(b))))
  ) {
    throw new InputError(`no text in any of the ${input.files.length} chapter file(s): they are empty or blank`, {
      file: input.files[0].path,
      hint: 'check that the book folder holds the chapter files',
    });
  }
  return { chapters, header: header ?? {}, frontMatter, diagnostics: mergeDiagnostics(parts) };
}

/** One file's chapters with their own diagnostics (the unit the cache stores). */
export function ingestFile(bytes: Uint8Array, file: SourceFile, encoding?: string): WithDiagnostics<IngestedFile> {
  const report = new DiagnosticsCollector();
  const value = ingestBytes(bytes, file, report, encoding);
  return { value, diagnostics: report.done() };
}

/** One file's chapters from its bytes (the I/O-free part of ingest, used by tests and check-corpus). */
export function ingestBytes(bytes: Uint8Array, file: SourceFile, report: DiagnosticsCollector, encoding?: string): IngestedFile {
  const path = file.path;
  const decoded = decodeBytes(bytes, path, encoding);
  const text = decoded.text;
  const lines = splitLines(text);
  const total = lines.length;
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
  const markdown = /^\.(?:md|markdown)$/i.test(extname(path));
  for (const line of lines) reportCharacters(line, path, report);
  const script = detectScript(text.slice(0, 40_000)).script;
  const base: Pick<Chapter, 'script' | 'sources'> = { script, sources: [path] };
  if (markdown) {
    const md = ingestMarkdown(text, file, base, report);
    return { chapters: md.chapters, header: {}, frontMatter: md.meta };
  }
  const wrap = detectHardWrap(lines);
  if (wrap)
    report.decide('hard-wrap', path, `hard-wrapped at ${wrap.width} columns: wrapped lines are joined into paragraphs`, { ...wrap });
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
    // The site header stands before the first chapter: among the preamble and contents lines dropped above.
    const header = findTitleLines(
      [...split.preamble.filter((l) => !isBlank(l.text)), ...split.toc, ...split.repeatedHeadings]
        .slice(0, HEADER_LINES)
        .map((l) => l.text),
    );
    const chapters = split.chapters.map((raw) => ({
      id: '',
      title: raw.title,
      ...base,
      ...(raw.number !== undefined ? { number: raw.number } : {}),
      ...(raw.volume ? { volume: raw.volume } : {}),
      ...(raw.heading ? { headingSource: { path, line: raw.heading.n } } : {}),
      blocks: toBlocks(raw.lines, path, wrap),
    }));
    return { chapters, header };
  }
  return { chapters: [singleChapter(lines, file, wrap, base)], header: {} };
}

/** A file that is one chapter: its first line (after blanks and site junk) names it when it is a heading. */
function singleChapter(
  lines: SourceLine[],
  file: SourceFile,
  wrap: HardWrap | undefined,
  base: Pick<Chapter, 'script' | 'sources'>,
): Chapter {
  const path = file.path;
  const first = lines.findIndex((l) => !isBlank(l.text) && !isJunkLine(l.text));
  const heading = first === -1 ? undefined : headingOf(lines[first].text);
  const body = heading ? lines.filter((_, i) => i !== first) : lines;
  const title = heading?.title ?? file.title ?? basename(path, extname(path));
  const number = heading?.number ?? parseHeadingNumber(title);
  const volume = heading?.volume;
  return {
    id: '',
    title,
    ...base,
    ...(number !== undefined ? { number } : {}),
    ...(file.order !== undefined ? { order: file.order } : {}),
    ...(volume ? { volume } : {}),
    ...(heading ? { headingSource: { path, line: lines[first].n } } : {}),
    blocks: toBlocks(body, path, wrap),
  };
}

/** A chapter heading (第N章…, 楔子…) on a chapter file's first line. */
function headingOf(text: string): { title: string; number?: number; volume?: string } | undefined {
  const h = matchHeading(text);
  return h && h.kind !== 'volume' ? h : undefined;
}

/** Raw lines → paragraph blocks; in a hard-wrapped file, continuation lines join their paragraph. */
function toBlocks(lines: SourceLine[], path: string, wrap: HardWrap | undefined): Block[] {
  const paragraphs: { text: string; source: SourceRef }[] = [];
  let prev: SourceLine | undefined;
  for (const line of lines) {
    const last = paragraphs[paragraphs.length - 1];
    // A heading or the first line of a poem (VERSE-4) starts a block of its own.
    if (
      wrap &&
      prev &&
      last &&
      prev.n === line.n - 1 &&
      continues(prev.text, line.text, wrap) &&
      !matchHeading(line.text) &&
      !startsVerse(prev.text, line.text)
    ) {
      last.text = joinWrapped(last.text, line.text);
      last.source = { ...last.source, endLine: line.n };
    } else {
      paragraphs.push({ text: line.text, source: { path, line: line.n } });
    }
    prev = line;
  }
  return paragraphs.map((p) => paragraph(p.text, p.source));
}

function reportCharacters(line: SourceLine, path: string, report: DiagnosticsCollector): void {
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
