/** Draws the paginated book page by page: text lines on the grid, headings, contents, running heads and folios (PARA-6/7/8). */
import type { Book, Script } from '../../model/book.ts';
import type { Template } from '../../config/template.ts';
import { Composer, lineText, type ComposedParagraph } from '../../typeset/compose.ts';
import { blockLeft, EM_TOP, folioBaseline, headBaseline, isRecto, slotBaseline, type Geometry } from './geometry.ts';
import type { FontChain } from './fonts.ts';
import { num, type GlyphWriter } from './glyphs.ts';
import {
  HEADING_DROP,
  HEADING_PITCH,
  layoutChapter,
  type ChapterLayout,
  type ChapterShape,
  type Composers,
  type DisplayLine,
  type LayoutOptions,
} from './layout.ts';
import type { Page, Pagination } from './paginate.ts';
import type { TocLayout } from './toc.ts';
import { Outline } from './outline.ts';
import { LineDrawer } from './lines.ts';
import { NOTE_RULE_SHARE, noteBaseline, noteRuleY } from './footnotes.ts';
import { folioOf } from './folios.ts';
import type { ImageItem } from './layout.ts';

/** The scene-break ornament (PARA-8). */
export const ORNAMENT = '＊　＊　＊';

export interface DrawContext {
  doc: PDFKit.PDFDocument;
  writer: GlyphWriter;
  geometry: Geometry;
  template: Template;
  script: Script;
  book: Book;
  /** Line shapes of every chapter; each chapter is composed again (layoutChapter) while its pages are drawn, then dropped. */
  chapters: ChapterShape[];
  layoutOptions: LayoutOptions;
  toc: TocLayout;
  pagination: Pagination;
  composers: Composers;
  bodyChain: FontChain;
  headChain: FontChain;
  /** Called after each page, to pass finished output on (optional). */
  drain?: () => void;
}

/** Draws every page in order, adding outline items and link targets as chapter openers go by. */
export function drawPages(c: DrawContext): void {
  const outline = new Outline(c.doc);
  const painter = new Painter(c);
  let composed: ChapterLayout | undefined;
  for (const page of c.pagination.pages) {
    c.doc.addPage({ size: [c.geometry.width, c.geometry.height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    switch (page.kind) {
      case 'title':
        painter.titlePage();
        break;
      case 'blank':
        break;
      case 'toc':
        painter.tocPage(page);
        if (page.first) outline.contents(painter.tocTitle);
        break;
      case 'volume':
        painter.volumePage(page.volume, page.number);
        outline.volume(page.volume);
        break;
      case 'chapter': {
        if (composed?.index !== page.chapter) composed = compose(c, page.chapter);
        const ch = composed;
        if (page.opener) {
          c.doc.addNamedDestination(destination(page.chapter));
          outline.chapter(ch.chapter.title, ch.chapter.volume);
        }
        // RICH-8: section heads as a second outline level under their chapter, pointing at their page.
        for (let i = page.from; i < page.to; i++) {
          const it = ch.items[i];
          if (it.kind === 'text' && it.outline) outline.section(it.outline);
        }
        painter.chapterPage(page, ch);
        break;
      }
    }
    c.drain?.();
  }
}

/** Composes a chapter for drawing; its lines must be exactly the ones pagination counted. */
function compose(c: DrawContext, index: number): ChapterLayout {
  const shape = c.chapters[index];
  const ch = layoutChapter(shape.chapter, index, c.layoutOptions, c.composers);
  const same =
    ch.items.length === shape.items.length &&
    ch.notes.length === shape.notes.length &&
    ch.notes.every((n, i) => n === shape.notes[i]) &&
    ch.items.every((it, i) => {
      const s = shape.items[i];
      if (it.kind !== s.kind) return false;
      if (it.kind === 'ornament' || s.kind === 'ornament') return true;
      if ((it.keep ?? false) !== (s.keep ?? false)) return false;
      return it.kind !== 'text' || s.kind !== 'text' || (it.first === s.first && it.last === s.last && sameNotes(it.notes, s.notes));
    });
  if (!same) throw new Error(`chapter ${index + 1} composed to other lines than were paginated`);
  return ch;
}

const sameNotes = (a: readonly number[] | undefined, b: readonly number[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((n, i) => n === b[i]));

/** Named destination of a chapter opener (the contents links to it). */
export const destination = (chapter: number): string => `chapter-${chapter + 1}`;

type ChapterPage = Extract<Page, { kind: 'chapter' }>;
type TocPage = Extract<Page, { kind: 'toc' }>;

class Painter {
  private readonly g: Geometry;
  private readonly cache = new Map<string, ComposedParagraph>();
  private readonly lines: LineDrawer;
  /** Pictures opened once each (pdfkit then embeds each once, however often it is drawn). */
  private readonly opened = new Map<string, object | null>();
  readonly tocTitle: string;

  constructor(private readonly c: DrawContext) {
    this.g = c.geometry;
    this.tocTitle = c.toc.heading.map((l) => lineText(l.para, l.line)).join('');
    this.lines = new LineDrawer({ ...c, plain: (text) => this.plain(text) });
  }

  /** Composes a one-off string in the body font without justification (memoised: heads repeat on every page). */
  private plain(text: string): ComposedParagraph {
    let p = this.cache.get(text);
    if (!p) this.cache.set(text, (p = this.c.composers.plain.compose(text, 0)));
    return p;
  }

  private centred(chain: FontChain, p: ComposedParagraph, line: number, size: number, left: number, y: number): void {
    const x = left + (this.g.measure - p.lineWidth[line] * size) / 2;
    this.c.writer.drawLine(chain, p, line, x, y, size);
  }

  /** Heading lines centred in a band of whole body lines below the drop (PARA-6). */
  private heading(lines: DisplayLine[], slots: number, left: number): void {
    const size = this.c.template.headingSize;
    const pitch = size * HEADING_PITCH;
    const bandTop = this.g.top + HEADING_DROP * this.g.leading;
    const bandBottom = this.g.top + (HEADING_DROP + slots - 1) * this.g.leading + this.g.bodySize;
    const centre = (bandTop + bandBottom) / 2;
    lines.forEach((l, j) => {
      const y = centre + (j - (lines.length - 1) / 2) * pitch + (EM_TOP - 0.5) * size;
      this.centred(this.c.headChain, l.para, l.line, size, left, y);
    });
  }

  titlePage(): void {
    const { book, template: t } = this.c;
    const left = blockLeft(this.g, 1);
    const size = t.headingSize * 1.5;
    const composer = new Composer({ ...this.c.composers.display.options, measure: Math.max(1, Math.floor(this.g.measure / size)) });
    const title = composer.compose(book.meta.title.trim(), 0);
    let y = this.g.height * 0.3;
    for (let i = 0; i < title.lines; i++, y += size * 1.5) this.centred(this.c.headChain, title, i, size, left, y);
    if (book.meta.author.trim()) {
      const author = this.plain(book.meta.author.trim());
      this.centred(this.c.bodyChain, author, 0, t.headingSize * 0.75, left, y + 2 * this.g.leading);
    }
  }

  volumePage(volume: string, n: number): void {
    const size = this.c.template.headingSize * 1.25;
    const p = this.c.composers.display.compose(volume.trim(), 0);
    this.centred(this.c.headChain, p, 0, size, blockLeft(this.g, n), this.g.height * 0.3);
  }

  tocPage(page: TocPage): void {
    const { toc, writer, bodyChain } = this.c;
    const left = blockLeft(this.g, page.number);
    const size = this.g.bodySize;
    let slot = 0;
    if (page.first) {
      this.heading(toc.heading, toc.headingSlots - HEADING_DROP - 1, left);
      slot = toc.headingSlots;
    }
    for (let e = page.from; e < page.to; e++) {
      const entry = this.c.pagination.toc[e];
      const para = toc.paras[e];
      const x = left + toc.indent[e] * size;
      const firstSlot = slot;
      for (let l = 0; l < para.lines; l++, slot++) writer.drawLine(bodyChain, para, l, x, slotBaseline(this.g, slot), size);
      const y = slotBaseline(this.g, slot - 1);
      const digits = this.plain(folioOf(this.c.pagination, entry.page));
      const nx = left + this.g.measure - digits.lineWidth[0] * size;
      writer.drawLine(bodyChain, digits, 0, nx, y, size);
      const from = x + para.lineWidth[para.lines - 1] * size + 0.5 * size;
      const to = nx - 0.5 * size;
      if (to - from > size) this.leader(from, to, y - 0.3 * size);
      const top = slotBaseline(this.g, firstSlot) - EM_TOP * size;
      this.c.doc.goTo(left, top, this.g.measure, (slot - firstSlot) * this.g.leading, destination(entry.chapter));
    }
    this.folio(page.number);
  }

  /** Dot leader as a dashed path, so it adds no characters to the extracted text. */
  private leader(from: number, to: number, y: number): void {
    this.c.doc.addContent(`q 0 g 0 G 1 J 0.7 w [0 2.6] 0 d ${num(from)} ${num(y)} m ${num(to)} ${num(y)} l S Q`);
  }

  chapterPage(page: ChapterPage, ch: ChapterLayout): void {
    const { bodyChain, template: t } = this.c;
    const left = blockLeft(this.g, page.number);
    if (page.opener) this.heading(ch.heading, ch.headingSlots - HEADING_DROP - 1, left);
    let slot = page.startSlot;
    for (let i = page.from; i < page.to; i++, slot++) {
      const it = ch.items[i];
      const y = slotBaseline(this.g, slot);
      if (it.kind === 'ornament') this.centred(bodyChain, this.plain(ORNAMENT), 0, this.g.bodySize, left, y);
      else if (it.kind === 'text') this.lines.line(it, left, y);
      else if (it.kind === 'image') this.image(it, left, y);
    }
    if (page.notes) this.footnotes(page.notes, ch, left);
    // PARA-7: book title on versos, chapter title on rectos, none on a chapter's opening page.
    if (t.runningHeads && !page.opener) {
      const text = isRecto(page.number) ? ch.chapter.title.trim() : this.c.book.meta.title.trim();
      if (text) this.centred(bodyChain, this.plain(text), 0, this.g.furnitureSize, left, headBaseline(this.g));
    }
    this.folio(page.number);
  }

  /** RICH-12: the picture centred in the lines it covers; a file that will not open was already printed as its alt text. */
  private image(it: ImageItem, left: number, y: number): void {
    let img = this.opened.get(it.src);
    if (img === undefined) {
      const data = this.c.layoutOptions.images?.data(it.src);
      // pdfkit's openImage (missing from @types/pdfkit) parses the file once; drawing the object again reuses the XObject.
      const doc = this.c.doc as unknown as { openImage(src: Buffer): object };
      img = data ? doc.openImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) : null;
      this.opened.set(it.src, img);
    }
    if (!img) return;
    const area = (it.slots - 1) * this.g.leading + this.g.bodySize;
    const top = y - EM_TOP * this.g.bodySize + (area - it.height) / 2;
    // An opened image is accepted wherever a source is (pdfkit checks for its width and height); the types say otherwise.
    this.c.doc.image(img as unknown as Buffer, left + it.left, top, { width: it.width, height: it.height });
  }

  /** RICH-6: the page's footnote lines, flush with the foot of the text block, under a short rule. */
  private footnotes(slices: NonNullable<ChapterPage['notes']>, ch: ChapterLayout, left: number): void {
    const lines = slices.flatMap((s) => ch.footnotes[s.note].slice(s.from, s.to));
    if (lines.length === 0) return;
    const ruleY = noteRuleY(this.g, lines.length);
    this.c.doc.addContent(`q 0 G 0.5 w ${num(left)} ${num(ruleY)} m ${num(left + this.g.measure * NOTE_RULE_SHARE)} ${num(ruleY)} l S Q`);
    lines.forEach((it, k) => {
      if (it.kind === 'text') this.lines.line(it, left, noteBaseline(this.g, lines.length, k, EM_TOP));
    });
  }

  /** Folio on the outer edge of the text block (PARA-7): page n's printed number (roman in the front matter). */
  private folio(n: number): void {
    const size = this.g.furnitureSize;
    const p = this.plain(folioOf(this.c.pagination, n));
    const left = blockLeft(this.g, n);
    const x = isRecto(n) ? left + this.g.measure - p.lineWidth[0] * size : left;
    this.c.writer.drawLine(this.c.bodyChain, p, 0, x, folioBaseline(this.g), size);
  }
}
