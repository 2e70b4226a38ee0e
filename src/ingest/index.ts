/** Reads chapter files (bytes → text → chapters): a .txt's blocks are raw lines for cleanBook; a .md is parsed (markdown-book.ts). */
import { basename, extname, join } from 'node:path';
import { type Block, blockText, type Chapter, paragraph, type SourceRef } from '../model/book.ts';
import { type Diagnostics, DiagnosticsCollector, mergeDiagnostics, type WithDiagnostics } from '../model/diagnostics.ts';
import { cacheKey, knownAs, noMemo, type Memo } from '../util/cache.ts';
import { sha256 } from '../util/hash.ts';
import { readRegularFile } from '../util/fs.ts';
import { InputError } from '../errors.ts';
import { detectScript } from '../opencc/detect.ts';
import { FAMILY_SHAPES, type HeadingCut, matchHeading, matchPattern } from '../rules/headings.ts';
import { titleFrame } from '../rules/title-frame.ts';
import { applyRules, compileRules, type UserRule } from '../rules/user-rules.ts';
import { isJunkLine, applyJunk } from '../rules/junk.ts';
import { findCharIssues } from '../rules/lost.ts';
import { parseHeadingNumber } from '../rules/numerals.ts';
import { decodeBytes } from './decode.ts';
import { isBlank, splitLines, type SourceLine } from './lines.ts';
import { ingestMarkdown, type MarkdownMeta } from './markdown-book.ts';
import { checkImages } from './images.ts';
import { splitNovel } from './split.ts';
import { appendWrapped, continues, detectHardWrap, trimEndOf, type HardWrap } from './wrap.ts';
import { ENCODING, recordConsumed } from './accounting.ts';
import { repairLines } from './repair.ts';
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
  /** The book's own rules and chapter pattern (book.yaml, --chapter-pattern). */
  options?: IngestOptions;
}

/** What a book brings to reading its files: its own cleaning rules and a chapter-heading pattern. */
export interface IngestOptions {
  rules?: readonly UserRule[];
  /** A regular expression (`u` flag) that chapter heading lines match; it replaces heading detection. */
  chapterPattern?: string;
}

/** What ingest returns besides the chapters: facts later steps need, as typed fields (never mined from the log). */
export interface IngestResult {
  chapters: Chapter[];
  /** Title and author found in the first file's site header (`[西游记 / 吴承恩 著 ]`), for a book without book.yaml. */
  header: TitleLines;
  /** Book metadata from Markdown front matter (the first file that gives a key wins), for a book.yaml without it. */
  frontMatter: MarkdownMeta;
  diagnostics: Diagnostics;
  /** A digest of everything ingest read (names, bytes, options): later cached steps key on it, not on the chapters. */
  key?: string;
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
export async function ingest(input: IngestInput, memo: Memo = noMemo, pieces: Memo = memo): Promise<IngestResult> {
  const read = readAll(input);
  // The whole book's result depends only on every file's name and bytes, the encoding override and the book's
  // options: an unchanged book is one cache entry, a changed one still reuses each unchanged file's entry.
  const key = read && sha256(JSON.stringify([input.files, input.encoding ?? null, input.options ?? null, read.map((r) => r.sha)]));
  const { chapters, header, frontMatter, diagnostics } = key
    ? memo(['ingest-book', key], () => ingestFiles(input, pieces, read))
    : ingestFiles(input, pieces);
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
  return { chapters, header, frontMatter, diagnostics, ...(key ? { key } : {}) };
}

interface ReadFile {
  bytes: Uint8Array;
  sha: string;
}

/** Every file's bytes and sha256, or undefined when one cannot be read (ingestFiles then reports it in its turn). */
function readAll(input: IngestInput): ReadFile[] | undefined {
  try {
    return input.files.map((file) => {
      const bytes = readChapterFile(input.root, file);
      return { bytes, sha: sha256(bytes) };
    });
  } catch {
    return undefined;
  }
}

function readChapterFile(root: string, file: SourceFile): Uint8Array {
  // Opened non-blocking and fstat-ed: a FIFO swapped in after resolve checked the path is refused, not waited on.
  return readRegularFile(join(root, file.path), { Err: InputError, shownAs: file.path, what: 'the chapter file' });
}

/** Each file in turn, from its own cache entry when its bytes are unchanged. */
function ingestFiles(input: IngestInput, memo: Memo, read?: ReadFile[]): Omit<IngestResult, 'key'> {
  const chapters: Chapter[] = [];
  const parts: Diagnostics[] = [];
  let header: TitleLines | undefined;
  const frontMatter: MarkdownMeta = {};
  input.files.forEach((file, i) => {
    const bytes = read?.[i].bytes ?? readChapterFile(input.root, file);
    // A file's chapters and diagnostics depend only on its bytes, its name and the encoding override.
    const made = ['ingest', file, input.encoding ?? null, input.options ?? null, read?.[i].sha ?? sha256(bytes)];
    const result = memo(made, () => ingestFile(bytes, file, input.encoding, input.options));
    parts.push(result.diagnostics);
    // Each chapter is named by what made it, so the clean stage's keys hash that name, not the chapter serialised.
    const named = memo === noMemo ? undefined : cacheKey(...made);
    chapters.push(...(named ? result.value.chapters.map((c, k) => knownAs(c, cacheKey(named, k))) : result.value.chapters));
    header ??= result.value.header;
    for (const [key, value] of Object.entries(result.value.frontMatter ?? {})) frontMatter[key as keyof MarkdownMeta] ??= value;
  });
  const framed = withoutTitleFrame(chapters);
  parts.push(framed.diagnostics);
  return { chapters: framed.value, header: header ?? {}, frontMatter, diagnostics: mergeDiagnostics(parts) };
}

/** Chapter titles without the site's frame most of them share (rules/title-frame.ts), each cut reported. */
function withoutTitleFrame(chapters: Chapter[]): WithDiagnostics<Chapter[]> {
  const report = new DiagnosticsCollector();
  const headed = chapters.filter((c) => c.headingSource);
  const frame = titleFrame(headed.map((c) => c.title));
  const value = frame
    ? chapters.map((c) => {
        const title = c.title.slice(0, -frame.length).trimEnd();
        if (!c.headingSource || !c.title.endsWith(frame) || title === '') return c;
        report.drop(c.headingSource, frame, 'junk.title-frame');
        return { ...c, title };
      })
    : chapters;
  return { value, diagnostics: report.done() };
}

/** One file's chapters with their own diagnostics (the unit the cache stores). */
export function ingestFile(bytes: Uint8Array, file: SourceFile, encoding?: string, options?: IngestOptions): WithDiagnostics<IngestedFile> {
  const report = new DiagnosticsCollector();
  const value = ingestBytes(bytes, file, report, encoding, options);
  return { value, diagnostics: report.done() };
}

/** One file's chapters from its bytes (the I/O-free part of ingest, used by tests and check-corpus). */
export function ingestBytes(
  bytes: Uint8Array,
  file: SourceFile,
  report: DiagnosticsCollector,
  encoding?: string,
  options: IngestOptions = {},
): IngestedFile {
  const path = file.path;
  const decoded = decodeBytes(bytes, path, encoding);
  const text = decoded.text;
  const raw = splitLines(text);
  const total = raw.length;
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
  if (decoded.repairs?.length) {
    const repairs = decoded.repairs;
    const read = (as: string, what: string) => {
      const lines = repairs.filter((r) => r.as === as).map((r) => r.line);
      return lines.length ? [`${lines.length} ${what} (line${lines.length > 1 ? 's' : ''} ${listLines(lines)})`] : [];
    };
    const how = [
      ...read('gb18030', 'read as GB18030'),
      ...read('big5', 'read as Big5'),
      ...read('replaced', 'with bytes that are no character, replaced by U+FFFD'),
    ].join('; ');
    report.warn(
      'W_ENCODING_REPAIRED',
      `UTF-8, but ${repairs.length} line(s) are not: ${how} — check those lines, or save the file as UTF-8 again`,
      { path, line: repairs[0].line },
      { lines: repairs },
    );
  }
  const markdown = /^\.(?:md|markdown)$/i.test(extname(path));
  const script = detectScript(text.slice(0, 40_000)).script;
  const base: Pick<Chapter, 'script' | 'sources'> = { script, sources: [path] };
  if (markdown) {
    // The book's rules are for scraped .txt lines; a Markdown file is the author's own markup (README: Your own rules).
    if (options.rules?.length)
      report.decide('clean', path, `rules: not applied to a Markdown source (${options.rules.length} rule(s) apply to .txt files)`, {
        rule: 'rules',
        count: 0,
      });
    for (const line of raw) reportCharacters(line, path, report);
    const md = ingestMarkdown(text, file, base, report);
    return { chapters: md.chapters, header: {}, frontMatter: md.meta };
  }
  const lines = userRules(repairLines(raw, path, report, { markup: true }), path, report, options.rules);
  for (const line of lines) reportCharacters(line, path, report);
  const wrap = detectHardWrap(lines);
  if (wrap)
    report.decide('hard-wrap', path, `hard-wrapped at ${wrap.width} columns: wrapped lines are joined into paragraphs`, { ...wrap });
  const pattern = options.chapterPattern !== undefined ? new RegExp(options.chapterPattern, 'u') : undefined;
  const split = splitNovel(lines, isJunkLine, pattern ? { pattern } : {});
  for (const n of split.notices) report.warn(n.code, n.message, { path, line: n.line }, n.data);
  if (split.chapters.length >= 2) {
    for (const line of split.preamble) report.drop({ path, line: line.n }, line.text, preambleReason(line.text));
    for (const c of split.chapters) for (const cut of c.headingCut ?? []) report.drop({ path, line: c.heading!.n }, cut.text, cut.rule);
    for (const line of split.toc) report.drop({ path, line: line.n }, line.text, 'split.toc');
    for (const line of split.repeatedHeadings) report.drop({ path, line: line.n }, line.text, 'split.repeated-heading');
    for (const line of split.strayHeadings) report.drop({ path, line: line.n }, line.text, 'split.out-of-sequence');
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
      // Text before the first heading, kept as a chapter, is named by its file.
      title: raw.title || basename(path, extname(path)),
      ...base,
      ...(raw.number !== undefined ? { number: raw.number } : {}),
      ...(raw.volume ? { volume: raw.volume } : {}),
      ...(raw.role ? { role: raw.role } : {}),
      ...(raw.heading ? { headingSource: { path, line: raw.heading.n } } : {}),
      blocks: toBlocks(raw.lines, path, wrap),
    }));
    return { chapters, header };
  }
  if (bytes.length > ONE_CHAPTER_WARNING_BYTES)
    report.warn('W_NO_CHAPTERS', oneChapterMessage(bytes.length, split.chapters.length), { path, line: 0 }, { bytes: bytes.length });
  return { chapters: [singleChapter(lines, file, wrap, base, report, pattern)], header: {} };
}

/** A file larger than this that comes out as one chapter is probably a whole novel whose headings were missed (CLEAN-9). */
const ONE_CHAPTER_WARNING_BYTES = 50_000;

function oneChapterMessage(bytes: number, headings: number): string {
  return `${Math.round(bytes / 1024)} KB of text came out as one chapter (${headings === 0 ? 'no chapter headings found' : 'only one heading found'}); if it holds several chapters, set chapterPattern in book.yaml or pass --chapter-pattern REGEX (the named group \`number\` or the first group is the chapter number)`;
}

/** A file that is one chapter: its first line (after blanks and site junk) names it when it is a heading. */
function singleChapter(
  lines: SourceLine[],
  file: SourceFile,
  wrap: HardWrap | undefined,
  base: Pick<Chapter, 'script' | 'sources'>,
  report: DiagnosticsCollector,
  pattern?: RegExp,
): Chapter {
  const path = file.path;
  const first = lines.findIndex((l) => !isBlank(l.text) && !isJunkLine(l.text));
  const heading = first === -1 ? undefined : pattern ? matchPattern(lines[first].text, pattern) : headingOf(lines[first].text);
  const body = heading ? lines.filter((_, i) => i !== first) : lines;
  for (const cut of heading?.cut ?? []) report.drop({ path, line: lines[first].n }, cut.text, cut.rule);
  const title = heading?.title ?? file.title ?? basename(path, extname(path));
  const number = heading?.number ?? parseHeadingNumber(title);
  const volume = heading?.volume;
  const role = heading?.role;
  return {
    id: '',
    title,
    ...base,
    ...(role ? { role } : {}),
    ...(number !== undefined ? { number } : {}),
    ...(file.order !== undefined ? { order: file.order } : {}),
    ...(volume ? { volume } : {}),
    ...(heading ? { headingSource: { path, line: lines[first].n } } : {}),
    blocks: toBlocks(body, path, wrap),
  };
}

/** A chapter heading (第N章…, 楔子…) or a Markdown `# heading` on a chapter file's first line. */
function headingOf(
  text: string,
): { title: string; number?: number; volume?: string; role?: Chapter['role']; cut?: HeadingCut[] } | undefined {
  // `# title ##`: the marks cut by scanning, not by a `(.+?)[ \t#]*$` regex (quadratic on a run of spaces).
  const trimmed = text.trim();
  const marks = /^#{1,6}[ \t]+/.exec(trimmed);
  const md = marks ? trimEndOf(trimmed.slice(marks[0].length), ' \t#') || undefined : undefined;
  const h = matchHeading(md ?? text);
  if (h && h.kind !== 'volume' && (!FAMILY_SHAPES.has(h.shape) || FILE_HEADING_SHAPES.has(h.shape))) return h;
  return md ? { title: md.trim(), number: parseHeadingNumber(md) } : undefined;
}

/** Family shapes that a chapter file's first line may have (a file is one chapter: no family needed). */
const FILE_HEADING_SHAPES = new Set(['bracket-number', 'list-number', 'circled', 'star', 'bare-number']);

/** A line that is a heading on its own (a family shape is not: `1、…` may be a wrapped line of a list). */
function standsAsHeading(text: string): boolean {
  const h = matchHeading(text);
  return h !== undefined && !FAMILY_SHAPES.has(h.shape);
}

/** Raw lines → paragraph blocks; in a hard-wrapped file, continuation lines join their paragraph. */
function toBlocks(lines: SourceLine[], path: string, wrap: HardWrap | undefined): Block[] {
  const paragraphs: { parts: string[]; source: SourceRef }[] = [];
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
      !standsAsHeading(line.text) &&
      !startsVerse(prev.text, line.text)
    ) {
      appendWrapped(last.parts, line.text);
      last.source.endLine = line.n;
    } else {
      paragraphs.push({ parts: [line.text], source: { path, line: line.n } });
    }
    prev = line;
  }
  return paragraphs.map((p) => paragraph(p.parts.join(''), p.source));
}

/** The book's own rules over a file's lines (rules/user-rules.ts); what they drop is reported under their ids. */
function userRules(lines: SourceLine[], path: string, report: DiagnosticsCollector, rules?: readonly UserRule[]): SourceLine[] {
  if (!rules?.length) return lines;
  const pass = applyRules(lines, compileRules(rules));
  for (const d of pass.drops) report.drop({ path, line: d.line }, d.text, d.rule);
  for (const [rule, count] of pass.replaced) report.decide('clean', path, `${rule}: ${count} replacement(s)`, { rule, count });
  return pass.lines;
}

function reportCharacters(line: SourceLine, path: string, report: DiagnosticsCollector): void {
  for (const issue of findCharIssues(line.text)) {
    const what = {
      W_LOST_CHARACTER: 'lost character(s) (an ASCII ? or a □ where a glyph was)',
      W_REPLACEMENT_CHARACTER: 'U+FFFD replacement character(s): bytes that did not decode',
      W_PRIVATE_USE: 'private-use character(s): a stand-in for a glyph Unicode lacks',
      W_CONTROL_CHARACTER: 'control character(s), not text: left out of the book',
      W_FORMAT_CHARACTER:
        'format character(s) (bidi controls, line or paragraph separators, tag characters): kept in the EPUB, not drawn in the PDF',
    }[issue.code];
    const names = issue.names ? ` ${issue.names}` : '';
    report.warn(issue.code, `${issue.count}${names} ${what}, near “${issue.sample}”`, { path, line: line.n }, { count: issue.count });
  }
}

/** Line numbers for a message: the first few, then how many more. */
function listLines(lines: readonly number[], shown = 5): string {
  return lines.length > shown ? `${lines.slice(0, shown).join(', ')} and ${lines.length - shown} more` : lines.join(', ');
}

function preambleReason(text: string): string {
  if (isBlank(text)) return 'clean.blank';
  return applyJunk(text).lineRule ?? 'split.preamble';
}

function pct(score: number | undefined): string {
  return `${Math.round((score ?? 0) * 100)}%`;
}
