/** The Book model: plain, serialisable data that flows through every stage (docs/architecture.md). */
import { type Inline, isPlainRun, mapTextNodes, plainText, textRun } from './inline.ts';
import type { HeadingRole } from '../rules/heading-words.ts';

export type { Inline } from './inline.ts';

/**
 * Script of a text or an edition: 简体, 繁體 (Taiwan forms) or 繁體 with Hong Kong forms (BCP 47 tags). Source
 * chapters are only ever zh-Hans or zh-Hant; zh-Hant-HK is an edition a user asks for (OCC-1).
 */
export type Script = 'zh-Hans' | 'zh-Hant' | 'zh-Hant-HK';
/** The editions built by default. */
export const SCRIPTS: readonly Script[] = ['zh-Hans', 'zh-Hant'];
/** Every edition `--scripts` accepts. */
export const EDITION_SCRIPTS: readonly Script[] = ['zh-Hans', 'zh-Hant', 'zh-Hant-HK'];
/** True for the Traditional editions (Taiwan and Hong Kong). */
export const isTraditional = (s: Script): boolean => s !== 'zh-Hans';

/** Where a piece of text came from: a path relative to the book folder and a 1-based line. */
export interface SourceRef {
  path: string;
  line: number;
  /** Last line (inclusive) when a block was joined from several input lines (hard-wrapped text). */
  endLine?: number;
}

/** One block of chapter content. Text blocks hold inline content (a .txt paragraph is one text run). */
export type Block =
  | { kind: 'paragraph'; content: Inline[]; source: SourceRef }
  /** A section heading inside a chapter (Markdown `##`); the chapter's own heading is its title. */
  | { kind: 'heading'; level: 2 | 3 | 4; content: Inline[]; source: SourceRef }
  /** 引文: a block quotation. */
  | { kind: 'quote'; blocks: Block[]; source: SourceRef }
  /** 诗词: verse, set line by line (never joined into prose or justified). */
  | { kind: 'verse'; lines: Inline[][]; source: SourceRef }
  | { kind: 'list'; ordered: boolean; items: Block[][]; source: SourceRef }
  /** An illustration: `src` is relative to the book folder; `alt` is its text alternative. */
  | { kind: 'image'; src: string; alt: string; caption?: Inline[]; source: SourceRef }
  /** 分隔线: a scene break, drawn as a centred ornament (PARA-8). */
  | { kind: 'sceneBreak'; source: SourceRef }
  /** A footnote, referenced by `noteRef` inlines with its id. */
  | { kind: 'footnote'; id: string; blocks: Block[]; source: SourceRef }
  /** 作者的话: an author's note (PS：…), kept apart so a template can style or drop it (CLEAN-4). */
  | { kind: 'authorNote'; content: Inline[]; source: SourceRef };

/** The blocks that hold inline content directly. */
export type TextBlock = Extract<Block, { content: Inline[] }>;

export interface Chapter {
  /** Stable id used for file names and anchors, e.g. `c0001`; never derived from the title. */
  id: string;
  /** Heading as shown, e.g. `第一回　灵根育孕源流出　心性修持大道生`. */
  title: string;
  /** Number parsed from 第N章 or given in front matter; undefined for 楔子, 后记 and the like. */
  number?: number;
  /** Explicit order (book.yaml chapter list or front-matter `order`), which wins over `number`. */
  order?: number;
  /** 卷 (volume) title, if any: the first level of a two-level table of contents. */
  volume?: string;
  /** What an unnumbered heading word makes of the chapter (楔子 → prologue, 上架感言 → notice; rules/heading-words.ts). */
  role?: HeadingRole;
  /** Lines the clean stage dropped from this chapter as site junk: of two copies, dedupe keeps the cleaner one. */
  junkLines?: number;
  /** Script the chapter text is written in (detected at ingest, CLEAN-17). */
  script: Script;
  blocks: Block[];
  /** Every input file that contributed to this chapter (a chapter merged from two sites has two). */
  sources: string[];
  /** Where the heading itself stands in the input, when it came from a heading line. */
  headingSource?: SourceRef;
}

export interface BookMeta {
  title: string;
  author: string;
  /** File-name stem of every output: `<slug>.zh-Hans.epub` and so on. */
  slug: string;
  description?: string;
  publisher?: string;
  /** Script the author wrote in; editions in the other script are conversions. */
  language?: Script;
}

export interface Book {
  meta: BookMeta;
  /** Reading order after the `order` stage; ingest order before it. */
  chapters: Chapter[];
}

/** Returns a new book whose chapters went through `fn` (stages never mutate their input). */
export function mapChapters(book: Book, fn: (chapter: Chapter, index: number) => Chapter): Book {
  return { ...book, chapters: book.chapters.map(fn) };
}

/** Returns a new chapter whose prose (title, volume, every text node of every block) went through `fn`. */
export function mapBlockText(chapter: Chapter, fn: (text: string) => string): Chapter {
  return {
    ...chapter,
    title: fn(chapter.title),
    volume: chapter.volume === undefined ? undefined : fn(chapter.volume),
    blocks: mapBlocksContent(chapter.blocks, (content) => mapTextNodes(content, fn)),
  };
}

/**
 * Returns new blocks whose inline content (paragraphs, headings, verse lines, captions and alt texts, notes, at
 * any depth) went through `fn`; image sources and other non-prose fields stay as they are.
 */
export function mapBlocksContent(blocks: readonly Block[], fn: (content: Inline[]) => Inline[]): Block[] {
  return blocks.map((b): Block => {
    switch (b.kind) {
      case 'paragraph':
      case 'heading':
      case 'authorNote':
        return { ...b, content: fn(b.content) };
      case 'verse':
        return { ...b, lines: b.lines.map(fn) };
      case 'image':
        // The alt text is prose a reader hears: it is cleaned and converted with the rest.
        return { ...b, alt: plainText(fn(textRun(b.alt))), ...(b.caption ? { caption: fn(b.caption) } : {}) };
      case 'quote':
      case 'footnote':
        return { ...b, blocks: mapBlocksContent(b.blocks, fn) };
      case 'list':
        return { ...b, items: b.items.map((item) => mapBlocksContent(item, fn)) };
      case 'sceneBreak':
        return b;
    }
  });
}

/** Visits every block, nested ones (in quotes, lists and footnotes) after their container. */
export function walkBlocks(blocks: readonly Block[], visit: (block: Block) => void): void {
  for (const b of blocks) {
    visit(b);
    if (b.kind === 'quote' || b.kind === 'footnote') walkBlocks(b.blocks, visit);
    else if (b.kind === 'list') for (const item of b.items) walkBlocks(item, visit);
  }
}

/** Visits every inline node of the blocks in reading order (nested blocks, verse lines, captions, emphasis and link children). */
export function visitInlines(blocks: readonly Block[], visit: (node: Inline) => void): void {
  const inlines = (content: readonly Inline[]) => {
    for (const node of content) {
      visit(node);
      if (node.kind === 'emphasis' || node.kind === 'strong' || node.kind === 'link') inlines(node.children);
    }
  };
  for (const b of blocks) {
    if (b.kind === 'paragraph' || b.kind === 'heading' || b.kind === 'authorNote') inlines(b.content);
    else if (b.kind === 'verse') b.lines.forEach(inlines);
    else if (b.kind === 'image' && b.caption) inlines(b.caption);
    else if (b.kind === 'quote' || b.kind === 'footnote') visitInlines(b.blocks, visit);
    else if (b.kind === 'list') for (const item of b.items) visitInlines(item, visit);
  }
}

/** The prose of one block without markup; nested blocks and verse lines are joined by newlines. */
export function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
    case 'authorNote':
      return plainText(block.content);
    case 'verse':
      return block.lines.map(plainText).join('\n');
    case 'image':
      return block.caption ? plainText(block.caption) : '';
    case 'quote':
    case 'footnote':
      return block.blocks.map(blockText).join('\n');
    case 'list':
      return block.items.map((item) => item.map(blockText).join('\n')).join('\n');
    case 'sceneBreak':
      return '';
  }
}

/** Characters of prose a block holds (0 for a scene break). */
export function blockTextLength(block: Block): number {
  return block.kind === 'paragraph' && isPlainRun(block.content) ? block.content[0].text.length : blockText(block).length;
}

/** All text of a chapter's body, one block a line (for hashing, counting and script detection). */
export function chapterText(chapter: Chapter): string {
  return chapter.blocks.map(blockText).join('\n');
}

/**
 * `into` continued by `next` (a site's next page, the story under a stray notice heading): `next`'s blocks after
 * `between` and `into`'s own, both files named, both chapters' junk lines counted; `into`'s heading and title stay.
 */
export function appendChapter(into: Chapter, next: Chapter, between: readonly Block[] = []): Chapter {
  return {
    ...into,
    blocks: [...into.blocks, ...between, ...next.blocks],
    sources: [...new Set([...into.sources, ...next.sources])],
    junkLines: (into.junkLines ?? 0) + (next.junkLines ?? 0),
  };
}

/** A plain-text paragraph (what ingest makes of a line). */
export function paragraph(text: string, source: SourceRef): Block {
  return { kind: 'paragraph', content: textRun(text), source };
}

/** The script most chapters are written in (a tie goes to zh-Hans): the book's own script when book.yaml names none. */
export function majorityScript(chapters: readonly Chapter[]): Script {
  const hant = chapters.filter((c) => c.script === 'zh-Hant').length;
  return hant * 2 > chapters.length ? 'zh-Hant' : 'zh-Hans';
}

/** A run of consecutive chapters of one volume (卷), or of chapters outside any volume. */
export interface VolumePart<T> {
  volume?: string;
  items: T[];
}

/**
 * Splits chapters, in reading order, into runs that share a volume: a volume gets its own page and a first TOC
 * level (卷 → 章) in both renderers. `volumeOf` reads the volume of whatever the caller holds (chapters, shapes).
 */
export function volumeParts<T>(items: readonly T[], volumeOf: (item: T) => string | undefined): VolumePart<T>[] {
  const parts: VolumePart<T>[] = [];
  for (const item of items) {
    const volume = volumeOf(item);
    const last = parts[parts.length - 1];
    if (last && last.volume === volume) last.items.push(item);
    else parts.push({ ...(volume ? { volume } : {}), items: [item] });
  }
  return parts;
}
