/**
 * Where each printed page begins in the source: what a paginated edition (the horizontal PDF today, the vertical
 * composer later) tells the EPUB so its page list and page-break markers carry the printed folios.
 */

/** The place in the book a page begins. */
export type PageTarget =
  /** Before chapter `chapter`'s heading (a chapter opener, or a blank page before one). */
  | { at: 'chapter'; chapter: number }
  /** Before the heading of the volume that opens with chapter `chapter` (a volume divider page). */
  | { at: 'volume'; chapter: number }
  /**
   * Inside a text block: `path` walks chapter.blocks (then a quote's blocks, a list's item and block, a verse
   * line, a footnote's blocks; an image's caption is the image's path) and `offset` counts UTF-16 units of its prose
   * (text, code and ruby bases, never ruby annotations or note numbers) before the page's first character.
   */
  | { at: 'text'; chapter: number; path: readonly number[]; offset: number };

export interface PageStart {
  /** The page's index in the paginated file, 1-based (a PDF's cover is page 1). */
  page: number;
  /** The number printed on the page and shown by the viewer (PDF /PageLabels): `1`, `2`, … in the body. */
  folio: string;
  target: PageTarget;
}

export interface PageStarts {
  /** Body pages in order, blank ones included (each takes the place of the page after it). */
  pages: PageStart[];
  /** Describes the paginated edition, for the EPUB's pageBreakSource (EPUB Accessibility 1.1). */
  source: string;
}
