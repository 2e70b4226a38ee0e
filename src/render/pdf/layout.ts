/** Composes every text of the book into lines before any page exists, so pagination and the contents know every page number. */
import { HEADING_LABEL } from '../../rules/headings.ts';
import type { Block, Book, Chapter, Script } from '../../model/book.ts';
import { plainText } from '../../model/inline.ts';
import type { Template } from '../../config/template.ts';
import { Composer, type ComposedParagraph } from '../../typeset/compose.ts';
import { chainMetrics, type FontChain } from './fonts.ts';
import type { Geometry } from './geometry.ts';

/** One composed line of a paragraph, as a page item. */
export interface TextItem {
  kind: 'text';
  para: ComposedParagraph;
  line: number;
  style: 'body' | 'note';
  /** First / last line of its paragraph (for widow control, LB-8). */
  first: boolean;
  last: boolean;
}

/** A scene break: one line holding a centred ornament (PARA-8). */
export interface OrnamentItem {
  kind: 'ornament';
}

export type BodyItem = TextItem | OrnamentItem;

/** A line of a heading or other display text, composed but not justified. */
export interface DisplayLine {
  para: ComposedParagraph;
  line: number;
}

/** What pagination needs of a body line: its kind and, for text, whether it opens or closes its paragraph. */
export type LineShape = { kind: 'ornament' } | { kind: 'text'; first: boolean; last: boolean };

/** A chapter as pagination sees it: its heading and the shape of every body line, without the composed glyphs. */
export interface ChapterShape {
  chapter: Chapter;
  index: number;
  heading: DisplayLine[];
  /** Body lines the heading block takes on the opening page: a whole number (PARA-6). */
  headingSlots: number;
  items: readonly LineShape[];
}

/** A chapter composed for drawing: every body line with its paragraph. */
export interface ChapterLayout extends ChapterShape {
  items: BodyItem[];
}

/** The composers of one edition. */
export interface Composers {
  body: Composer;
  note: Composer;
  heading: Composer;
  /** Unjustified text at any size in the body font: contents, heads, folios, ornament. */
  plain: Composer;
  /** Same, in the heading font: title page and volume pages. */
  display: Composer;
}

/** Blank body lines above a chapter heading (the 'drop'), and below it. */
export const HEADING_DROP = 2;
export const HEADING_AFTER = 1;
/** Heading line pitch as a multiple of its size. */
export const HEADING_PITCH = 1.5;

export interface LayoutOptions {
  geometry: Geometry;
  template: Template;
  script: Script;
  bodyChain: FontChain;
  headChain: FontChain;
}

export function makeComposers(o: LayoutOptions): Composers {
  const { template: t, script, geometry: g } = o;
  const compression = t.compression[script];
  const common = { prohibition: t.prohibition, compression, interpunct: script === 'zh-Hans' ? 0.5 : 1 } as const;
  const body = chainMetrics(o.bodyChain);
  const head = chainMetrics(o.headChain);
  return {
    body: new Composer({ ...common, measure: g.measureEm, indent: t.indent, metrics: body }),
    note: new Composer({ ...common, measure: g.noteMeasureEm, indent: t.indent, metrics: body }),
    heading: new Composer({
      ...common,
      measure: Math.max(1, Math.floor(g.measure / t.headingSize)),
      indent: 0,
      metrics: head,
      align: 'start',
    }),
    plain: new Composer({ ...common, measure: 1000, indent: 0, metrics: body, align: 'start' }),
    display: new Composer({ ...common, measure: 1000, indent: 0, metrics: head, align: 'start' }),
  };
}

/** PARA-1: paragraphs are indented by the composer, so source indentation (U+3000, NBSP, spaces) is dropped. */
const EDGE_SPACE = /^[\s\u3000\u00a0]+|[\s\u3000\u00a0]+$/g;

/** Composes every chapter of the book (all of it stays in memory: for measuring; the renderer uses shapeBook and layoutChapter). */
export function layoutBook(book: Book, o: LayoutOptions, c: Composers = makeComposers(o)): ChapterLayout[] {
  return book.chapters.map((chapter, index) => layoutChapter(chapter, index, o, c));
}

/** The body blocks of a chapter as the composer takes them: text stripped of edge spaces, empty ones left out. */
function* bodyTexts(chapter: Chapter): Generator<{ text: string; style: 'body' | 'note' } | undefined> {
  yield* blockTexts(chapter.blocks);
}

/** Each text of the blocks in reading order: a verse line, a list item's paragraph and a quote's paragraph each on its own. */
function* blockTexts(blocks: readonly Block[]): Generator<{ text: string; style: 'body' | 'note' } | undefined> {
  for (const block of blocks) {
    switch (block.kind) {
      case 'sceneBreak':
        yield undefined;
        continue;
      case 'quote':
      case 'footnote':
        yield* blockTexts(block.blocks);
        continue;
      case 'list':
        for (const item of block.items) yield* blockTexts(item);
        continue;
      case 'verse':
        for (const line of block.lines) yield* textOf(plainText(line), 'body');
        continue;
      case 'image':
        if (block.caption) yield* textOf(plainText(block.caption), 'body');
        continue;
      default:
        yield* textOf(plainText(block.content), block.kind === 'authorNote' ? 'note' : 'body');
    }
  }
}

function* textOf(raw: string, style: 'body' | 'note'): Generator<{ text: string; style: 'body' | 'note' }> {
  const text = raw.replace(EDGE_SPACE, '');
  if (text) yield { text, style };
}

/** Composes one chapter for drawing. */
export function layoutChapter(chapter: Chapter, index: number, o: LayoutOptions, c: Composers): ChapterLayout {
  const items: BodyItem[] = [];
  for (const b of bodyTexts(chapter)) {
    if (!b) {
      items.push(ORNAMENT_LINE);
      continue;
    }
    const para = (b.style === 'note' ? c.note : c.body).compose(b.text);
    for (let line = 0; line < para.lines; line++) {
      items.push({ kind: 'text', para, line, style: b.style, first: line === 0, last: line === para.lines - 1 });
    }
  }
  return { ...headingOf(chapter, index, o, c), items };
}

const ORNAMENT_LINE: OrnamentItem = { kind: 'ornament' };
/** Shared line shapes: a book of a million lines holds a million references, not a million objects. */
const SHAPES = {
  mid: { kind: 'text', first: false, last: false },
  first: { kind: 'text', first: true, last: false },
  last: { kind: 'text', first: false, last: true },
  only: { kind: 'text', first: true, last: true },
} as const satisfies Record<string, LineShape>;

/**
 * Counts the lines of every chapter without keeping any composed paragraph: enough to paginate and number the
 * contents. layoutChapter composes each chapter again, with the same composers, when its pages are drawn.
 */
export function shapeBook(book: Book, o: LayoutOptions, c: Composers = makeComposers(o)): ChapterShape[] {
  return book.chapters.map((chapter, index) => {
    const items: LineShape[] = [];
    for (const b of bodyTexts(chapter)) {
      if (!b) {
        items.push(ORNAMENT_LINE);
        continue;
      }
      const lines = (b.style === 'note' ? c.note : c.body).countLines(b.text);
      if (lines === 1) {
        items.push(SHAPES.only);
        continue;
      }
      for (let line = 0; line < lines; line++) items.push(line === 0 ? SHAPES.first : line === lines - 1 ? SHAPES.last : SHAPES.mid);
    }
    return { ...headingOf(chapter, index, o, c), items };
  });
}

function headingOf(chapter: Chapter, index: number, o: LayoutOptions, c: Composers): Omit<ChapterShape, 'items'> {
  const heading = headingLines(chapter.title, c.heading);
  const pitch = o.template.headingSize * HEADING_PITCH;
  const headingSlots = HEADING_DROP + Math.ceil((heading.length * pitch) / o.geometry.leading - 1e-9) + HEADING_AFTER;
  return { chapter, index, heading, headingSlots };
}

/**
 * Breaks a heading at its own word gaps (U+3000 or spaces between 回目 halves) rather than anywhere: whole segments
 * are packed greedily, with a leading chapter label on its own line when the title needs more than one.
 */
export function headingLines(title: string, composer: Composer): DisplayLine[] {
  const segments = title
    .trim()
    .split(/[\u3000 \t]+/)
    .filter(Boolean);
  if (segments.length === 0) return [];
  const fits = (s: string): boolean => composer.compose(s, 0).lines === 1;
  const joined = segments.join('\u3000');
  let packed: string[];
  if (fits(joined)) packed = [joined];
  else {
    packed = [];
    let rest = segments;
    if (HEADING_LABEL.test(segments[0]) && segments.length > 1) {
      packed.push(segments[0]);
      rest = segments.slice(1);
    }
    let cur = '';
    for (const seg of rest) {
      const cand = cur ? `${cur}\u3000${seg}` : seg;
      if (!cur || fits(cand)) cur = cand;
      else {
        packed.push(cur);
        cur = seg;
      }
    }
    if (cur) packed.push(cur);
  }
  const lines: DisplayLine[] = [];
  for (const text of packed) {
    const para = composer.compose(text, 0);
    for (let line = 0; line < para.lines; line++) lines.push({ para, line });
  }
  return lines;
}
