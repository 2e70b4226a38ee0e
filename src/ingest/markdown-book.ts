/**
 * A Markdown file → chapters (MD-5): a chapter file (front matter and one chapter), or a whole book split at its
 * `#` headings; footnotes placed in the chapter that cites them (MD-7); every line kept, consumed or dropped.
 */
import { basename, extname } from 'node:path';
import { type Block, type Chapter, type SourceRef, visitInlines } from '../model/book.ts';
import type { DiagnosticsCollector } from '../model/diagnostics.ts';
import { type Inline, isPlainRun, plainText } from '../model/inline.ts';
import { matchHeading } from '../rules/headings.ts';
import { parseHeadingNumber } from '../rules/numerals.ts';
import { recordConsumed } from './accounting.ts';
import { resolveImagePath } from './images.ts';
import { isBlank, splitLines } from './lines.ts';
import { BOOK_KEYS, CHAPTER_KEYS, type FrontMatter, parseMarkdown } from './markdown.ts';
import { type ChapterHeading, type MarkdownItem, readMarkdownBody } from './markdown-body.ts';

/** Book metadata a Markdown file's front matter gives (book.yaml wins over it). */
export type MarkdownMeta = Pick<FrontMatter, 'title' | 'author' | 'description' | 'publisher'>;

export interface MarkdownFile {
  chapters: Chapter[];
  meta: MarkdownMeta;
}

interface Part {
  heading?: ChapterHeading;
  /** Set when the heading is a volume heading (第一卷 …). */
  volumeTitle?: string;
  /** The volume the part belongs to. */
  volume?: string;
  blocks: Block[];
}

/** A volume heading with nothing under it only names the volume: its line is consumed, it makes no chapter. */
const onlyNamesVolume = (p: Part) => p.volumeTitle !== undefined && p.blocks.length === 0;

/** Reads one Markdown file whose text is decoded; `base` holds the chapters' script and sources. */
export function ingestMarkdown(
  text: string,
  file: { path: string; title?: string; order?: number },
  base: Pick<Chapter, 'script' | 'sources'>,
  report: DiagnosticsCollector,
): MarkdownFile {
  const path = file.path;
  const md = parseMarkdown(text, path);
  if (md.bodyLine > 1) recordConsumed(report, path, 1, md.bodyLine - 1, 'front matter');
  for (const key of md.unknownKeys)
    report.warn(
      'W_FRONT_MATTER_KEY',
      `unknown front-matter key \`${key}\` ignored (known: ${[...CHAPTER_KEYS, ...BOOK_KEYS].join(', ')}, and the keys other book tools write)`,
      { path, line: 2 },
      { key },
    );
  const body = readMarkdownBody(md.body, md.bodyLine, path, report);
  const items = withImagePaths(headingFromFirstLine(body.items), path);
  const parts = splitAtHeadings(items.filter((b) => b.kind !== 'footnote'));
  const notes = new Map(items.filter((b): b is Extract<Block, { kind: 'footnote' }> => b.kind === 'footnote').map((n) => [n.id, n]));
  for (const part of parts) part.blocks.push(...notesCited(part.blocks, notes));
  const front = md.front;
  const book = parts.filter((p) => p.heading && !onlyNamesVolume(p)).length >= 2;
  const chapters = book
    ? bookChapters(parts, path, front, base, report)
    : [oneChapter(parts, file, front, base)].filter((c): c is Chapter => c !== undefined);
  for (const part of parts)
    if (book && part.heading && onlyNamesVolume(part))
      recordConsumed(report, path, part.heading.source.line, part.heading.source.line, `volume heading ${part.volumeTitle}`);
  account(text, md.bodyLine, chapters, body.referenced, path, report);
  const meta: MarkdownMeta = {
    ...(book && front.title ? { title: front.title } : {}),
    ...(front.author ? { author: front.author } : {}),
    ...(front.description ? { description: front.description } : {}),
    ...(front.publisher ? { publisher: front.publisher } : {}),
  };
  return { chapters, meta };
}

/** A chapter file that starts with a plain `第一章 …` line (no `#`) is titled by it, as a .txt chapter is. */
function headingFromFirstLine(items: MarkdownItem[]): MarkdownItem[] {
  const first = items[0];
  if (first?.kind !== 'paragraph' || first.source.endLine || !isPlainRun(first.content)) return items;
  if (items.some((i) => i.kind === 'chapterHeading')) return items;
  const h = matchHeading(plainText(first.content));
  if (!h || h.kind === 'volume' || !h.strong) return items;
  return [{ kind: 'chapterHeading', content: first.content, source: first.source }, ...items.slice(1)];
}

/** Image targets become paths relative to the book folder (checked on disk by ingest, MD-6). */
function withImagePaths(items: MarkdownItem[], path: string): MarkdownItem[] {
  const fix = (blocks: readonly Block[]): Block[] =>
    blocks.map((b): Block => {
      switch (b.kind) {
        case 'image':
          return { ...b, src: resolveImagePath(b.src, path, b.source) };
        case 'quote':
        case 'footnote':
          return { ...b, blocks: fix(b.blocks) };
        case 'list':
          return { ...b, items: b.items.map(fix) };
        default:
          return b;
      }
    });
  return items.map((item) => (item.kind === 'chapterHeading' ? item : fix([item])[0]));
}

/**
 * Consecutive parts, one per `#` heading (and one before the first, when it holds anything). A `#` volume
 * heading (第一卷 …) names the volume of the chapters after it; with nothing under it, it is no chapter itself.
 */
function splitAtHeadings(items: MarkdownItem[]): Part[] {
  const parts: Part[] = [{ blocks: [] }];
  let volume: string | undefined;
  for (const item of items) {
    if (item.kind !== 'chapterHeading') {
      parts[parts.length - 1].blocks.push(item);
      continue;
    }
    const h = matchHeading(plainText(item.content).trim());
    if (h?.kind === 'volume') volume = h.title;
    parts.push({ heading: item, ...(h?.kind === 'volume' ? { volumeTitle: h.title } : {}), ...(volume ? { volume } : {}), blocks: [] });
  }
  return parts.filter((p) => p.heading || p.blocks.length);
}

/** The footnotes a part cites, in the order of their first citation, each taken once (MD-7). */
function notesCited(blocks: readonly Block[], notes: Map<string, Block>): Block[] {
  const out: Block[] = [];
  const visit = (node: Inline) => {
    const note = node.kind === 'noteRef' ? notes.get(node.note) : undefined;
    if (!note || node.kind !== 'noteRef') return;
    notes.delete(node.note);
    out.push(note);
    // A note may cite another note: that one follows it.
    if (note.kind === 'footnote') visitInlines(note.blocks, visit);
  };
  visitInlines(blocks, visit);
  return out;
}

/** A file that is one chapter: front matter first, then its `#` heading, then the book.yaml entry or the file name. */
function oneChapter(
  parts: Part[],
  file: { path: string; title?: string; order?: number },
  front: FrontMatter,
  base: Pick<Chapter, 'script' | 'sources'>,
): Chapter | undefined {
  const heading = parts.find((p) => p.heading)?.heading;
  const blocks = parts.flatMap((p) => p.blocks);
  const headingText = heading ? plainText(heading.content).trim() : undefined;
  const h = headingText ? matchHeading(headingText) : undefined;
  const title = front.title ?? (h && h.kind !== 'volume' ? h.title : headingText) ?? file.title ?? basename(file.path, extname(file.path));
  const number = front.number ?? (h && h.kind !== 'volume' ? h.number : undefined) ?? parseHeadingNumber(title);
  const volume = front.volume ?? h?.volume;
  const order = front.order ?? file.order;
  return {
    id: '',
    title,
    ...base,
    ...(number !== undefined ? { number } : {}),
    ...(order !== undefined ? { order } : {}),
    ...(volume ? { volume } : {}),
    ...(heading ? { headingSource: heading.source } : {}),
    blocks,
  };
}

/** A whole book in one file: a chapter per `#` heading; text before the first is a chapter named after the book. */
function bookChapters(
  parts: Part[],
  path: string,
  front: FrontMatter,
  base: Pick<Chapter, 'script' | 'sources'>,
  report: DiagnosticsCollector,
): Chapter[] {
  for (const key of ['order', 'number', 'volume'] as const)
    if (front[key] !== undefined)
      report.warn(
        'W_FRONT_MATTER_KEY',
        `front-matter key \`${key}\` ignored: this file holds a whole book (it has several # headings)`,
        { path, line: 2 },
        { key },
      );
  return parts
    .filter((p) => !onlyNamesVolume(p))
    .map((p): Chapter => {
      const text = p.heading ? plainText(p.heading.content).trim() : (front.title ?? basename(path, extname(path)));
      const h = p.heading ? matchHeading(text) : undefined;
      const title = h && h.kind !== 'volume' ? h.title : text;
      const number = h && h.kind !== 'volume' ? h.number : parseHeadingNumber(title);
      const volume = (h?.kind !== 'volume' ? h?.volume : undefined) ?? p.volume;
      return {
        id: '',
        title,
        ...base,
        ...(number !== undefined ? { number } : {}),
        ...(volume ? { volume } : {}),
        ...(p.heading ? { headingSource: p.heading.source } : {}),
        blocks: p.blocks,
      };
    });
}

/**
 * The lines no block holds: blank lines between blocks are dropped as `markdown.blank`; link reference
 * definitions are consumed (they give links their targets); a footnote nobody cites is dropped with
 * W_MARKDOWN_NOTE; anything else the parser swallowed is dropped as `markdown.syntax`, so no line vanishes.
 */
function account(
  text: string,
  bodyLine: number,
  chapters: Chapter[],
  referenced: Set<string>,
  path: string,
  report: DiagnosticsCollector,
): void {
  const kept = new Set<number>();
  const keep = (s: SourceRef | undefined) => {
    if (!s) return;
    for (let n = s.line; n <= (s.endLine ?? s.line); n++) kept.add(n);
  };
  for (const c of chapters) {
    keep(c.headingSource);
    c.blocks.forEach((b) => keep(b.source));
  }
  for (const d of report.decisions)
    if (d.kind === 'ingest.lines' && d.source === path) for (let n = d.data.from; n <= d.data.to; n++) kept.add(n);
  // Lines the reader already dropped whole (an HTML block's tag lines) are accounted for.
  for (const d of report.dropped) if (d.source === path) kept.add(d.line);
  let unusedNote: string | undefined;
  for (const line of splitLines(text)) {
    if (line.n < bodyLine || kept.has(line.n)) {
      unusedNote = undefined;
      continue;
    }
    const src = { path, line: line.n };
    if (isBlank(line.text)) {
      report.drop(src, line.text, 'markdown.blank');
      continue;
    }
    const note = /^ {0,3}\[\^([^\]]+)\]:/.exec(line.text);
    if (note && !referenced.has(note[1])) {
      unusedNote = note[1];
      report.warn('W_MARKDOWN_NOTE', `footnote [^${note[1]}] is never cited: its text is dropped`, src, { label: note[1] });
    }
    if (unusedNote !== undefined && (note || /^\s/.test(line.text))) report.drop(src, line.text, 'markdown.unused-note');
    else if (/^ {0,3}\[[^\]]+\]:/.test(line.text)) recordConsumed(report, path, line.n, line.n, 'link reference definition');
    else report.drop(src, line.text, 'markdown.syntax');
  }
}
