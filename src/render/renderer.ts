/** The renderer contract: a converted edition in, its bytes and diagnostics out (renderers never write files). */
import type { Template } from '../config/template.ts';
import type { Book, Script } from '../model/book.ts';
import type { Diagnostics } from '../model/diagnostics.ts';
import type { CoverDesign } from './cover.ts';
import type { FontPaths } from './pdf/fonts.ts';
import type { Memo } from '../util/cache.ts';
import type { SharedLayout } from './shared-layout.ts';

/** The cover of an edition: book.yaml's image (an absolute path), or the typographic cover drawn in the edition's font. */
export type EditionCover = { image: string } | { design: CoverDesign };

/** Everything a renderer needs besides the book, resolved by the edition pipeline. */
export interface RenderContext {
  /** Edition script; the book text is already converted to it. */
  script: Script;
  template: Template;
  /** Build date (SOURCE_DATE_EPOCH or the newest source): metadata dates, so the output is reproducible. */
  now: Date;
  /** book.yaml `identifier`; otherwise the EPUB derives one from the content. */
  identifier?: string;
  /** Absolute font files of the edition: body, bold (headings, cover) and fallbacks. */
  fonts: FontPaths;
  /** Drawn as the first page when given. */
  cover?: EditionCover;
  /** The book folder: chapters' images are read from it by their book-relative `src` (MD-6). */
  root?: string;
  /** The edition's PDF layout, laid out once for the PDF and the EPUB's page list (runEdition); each renderer lays out its own otherwise. */
  layout?: () => SharedLayout;
  /** The edition's cache, for renderers that keep pieces (a chapter's document) between builds. */
  memo?: Memo;
}

export interface Rendered {
  bytes: Uint8Array;
  diagnostics: Diagnostics;
}

export type Renderer = (book: Book, ctx: RenderContext) => Promise<Rendered>;
