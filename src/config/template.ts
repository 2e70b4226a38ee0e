/** The typographic template: one set of values read by both the EPUB stylesheet and the PDF layout. */

/** Prohibition (kinsoku) level, clreq LB-1. */
export type ProhibitionLevel = 'none' | 'basic' | 'strict';
/** Punctuation compression style, JUST-4: `gb` compresses (mainland), `tw-solid` keeps 1 em (Taiwan). */
export type CompressionStyle = 'gb' | 'tw-solid';

export interface Template {
  name: string;
  /** Trim size in points (A5 = 419.53 × 595.28). */
  page: { width: number; height: number };
  /** Margins in points; inner is the binding side. */
  margins: { top: number; bottom: number; inner: number; outer: number };
  /** Body font size in points (五号 = 10.5, PARA-4). */
  bodySize: number;
  /** Line pitch in points, baseline to baseline (18 pt at 10.5 pt, PARA-3). */
  leading: number;
  /** First-line indent in em (PARA-1). */
  indent: number;
  /** Characters per line; the measure is `charsPerLine × bodySize` (JUST-2). */
  charsPerLine: number;
  prohibition: ProhibitionLevel;
  compression: Record<import('../model/book.ts').Script, CompressionStyle>;
  /** Chapter heading size in points (PARA-6). */
  headingSize: number;
  /** `page`: each chapter on a new page; `recto`: on a new odd page. */
  chapterOpener: 'page' | 'recto';
  runningHeads: boolean;
  toc: boolean;
  /** `vertical` sets the EPUB top to bottom, right to left, with an rtl spine (VERT-1); the PDF stays horizontal (VERT-6). */
  writingMode: 'horizontal' | 'vertical';
  /** Embed a subset of the body font in the EPUB (EPUB-5/6); false leaves fonts to the reading system. */
  embedFonts: boolean;
  /** EPUB stylesheet (the template's epub.css), with the values above substituted. */
  epubCss: string;
}
