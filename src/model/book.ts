/** The Book model: plain, serialisable data that flows through every stage (design.md §8.4). */

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

/** One block of chapter content. */
export type Block =
  | { kind: 'paragraph'; text: string; source: SourceRef }
  /** 分隔线: a scene break, drawn as a centred ornament (PARA-8). */
  | { kind: 'sceneBreak'; source: SourceRef }
  /** 作者的话: an author's note (PS：…), kept apart so a template can style or drop it (CLEAN-4). */
  | { kind: 'authorNote'; text: string; source: SourceRef };

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

/** Returns a new chapter whose text-bearing blocks had `fn` applied to their text. */
export function mapBlockText(chapter: Chapter, fn: (text: string) => string): Chapter {
  return {
    ...chapter,
    title: fn(chapter.title),
    volume: chapter.volume === undefined ? undefined : fn(chapter.volume),
    blocks: chapter.blocks.map((b) => (b.kind === 'sceneBreak' ? b : { ...b, text: fn(b.text) })),
  };
}

/** All text of a chapter's body, one block a line (for hashing, counting and script detection). */
export function chapterText(chapter: Chapter): string {
  return chapter.blocks.map((b) => (b.kind === 'sceneBreak' ? '' : b.text)).join('\n');
}
