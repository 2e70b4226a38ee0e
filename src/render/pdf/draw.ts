/** Draws the paginated book page by page: text lines on the grid, headings, contents, running heads and folios (PARA-6/7/8), each tagged (PDF-2, PDF-5). */
import type { Book, Script } from '../../model/book.ts';
import type { Template } from '../../config/template.ts';
import { Composer, lineText, type ComposedParagraph } from '../../typeset/compose.ts';
import { blockLeft, EM_TOP, folioBaseline, headBaseline, isRecto, slotBaseline, type Geometry } from './geometry.ts';
import type { FontChain } from './fonts.ts';
import { CID_NUMBERING, num, type GlyphWriter } from './glyphs.ts';
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
import type { ImageItem, TextItem } from './layout.ts';
import { IMAGE_LABEL } from './blocks.ts';
import { BookStructure, type BlockKind, Structure } from './structure.ts';
import { folioOf } from './folios.ts';
import { deflateHead, STREAM_LEVEL } from './streams.ts';
import { ChapterRecorder, type ChapterRecord, ChapterReplay, type PageRecord, startContent, takeContent } from './page-cache.ts';

/** The scene-break ornament (PARA-8). */
export const ORNAMENT = '＊　＊　＊';

export interface DrawContext {
  doc: PDFKit.PDFDocument;
  writer: GlyphWriter;
  geometry: Geometry;
  template: Template;
  script: Script;
  book: Book;
  /** Line shapes of every chapter; each chapter is composed again (layoutChapter, from its kept units when it has them) while its pages are drawn, then dropped. */
  chapters: ChapterShape[];
  layoutOptions: LayoutOptions;
  toc: TocLayout;
  pagination: Pagination;
  composers: Composers;
  bodyChain: FontChain;
  headChain: FontChain;
  /** Called after each page, to pass finished output on (optional). */
  drain?: () => void;
  /** The document's structure (PDF-1); without it the PDF is untagged. */
  structure?: Structure;
}

/** What draws each kind of page: the horizontal Painter below, or vertical/draw.ts's. */
export interface PagePainter {
  readonly tocTitle: string;
  titlePage(): void;
  tocPage(page: TocPage): void;
  volumePage(volume: string, n: number): void;
  chapterPage(page: ChapterPage, ch: ChapterLayout): void;
  /**
   * A chapter page without its folio, and the folio: a painter that has both gets the page's content in two parts
   * (streams.ts DeflatedHead), and with a cache its chapters' pages are reused (page-cache.ts).
   */
  chapterBody?(page: ChapterPage, ch: ChapterLayout): void;
  chapterFolio?(n: number): void;
}

/** Draws every page in order, adding outline items and link targets as chapter openers go by. */
export function drawPages(
  c: DrawContext,
  paint: (c: DrawContext, tags: BookStructure) => PagePainter = (ctx, tags) => new Painter(ctx, tags),
): void {
  const outline = new Outline(c.doc);
  const tags = new BookStructure(
    c.structure ?? new Structure(),
    c.book.chapters.some((ch) => ch.volume),
  );
  const painter = paint(c, tags);
  // A chapter page's content is reusable when its glyph codes do not depend on the pages before it.
  const split = c.writer.stable && painter.chapterBody !== undefined && painter.chapterFolio !== undefined;
  const memo = split ? c.layoutOptions.memo : undefined;
  let composed: ChapterLayout | undefined;
  const opener = (index: number): void => {
    const { chapter } = c.chapters[index];
    c.doc.addNamedDestination(destination(index));
    outline.chapter(chapter.title, chapter.volume);
    tags.chapter(chapter.title, chapter.volume);
  };
  const chapterPage = (page: ChapterPage, recorder?: ChapterRecorder): void => {
    if (composed?.index !== page.chapter) composed = compose(c, page.chapter);
    const ch = composed;
    if (page.opener) opener(page.chapter);
    // RICH-8: section heads as a second outline level under their chapter, pointing at their page.
    const sections: string[] = [];
    for (let i = page.from; i < page.to; i++) {
      const it = ch.items[i];
      if (it.kind === 'text' && it.outline) {
        outline.section(it.outline);
        sections.push(it.outline);
      }
    }
    if (!split) {
      painter.chapterPage(page, ch);
      return;
    }
    recorder?.begin();
    painter.chapterBody!(page, ch);
    const head = deflateHead(takeContent(c.doc), STREAM_LEVEL);
    recorder?.end(head, sections);
    startContent(c.doc, head);
    painter.chapterFolio!(page.number);
  };
  const replayPage = (page: ChapterPage, record: PageRecord, replay: ChapterReplay): void => {
    if (page.opener) opener(page.chapter);
    for (const title of record.outline) outline.section(title);
    replay.page(record);
    painter.chapterFolio!(page.number);
  };
  const newPage = (): void => {
    c.doc.addPage({ size: [c.geometry.width, c.geometry.height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  };
  const endPage = (): void => {
    tags.s.pageEnd();
    c.drain?.();
  };
  tags.front();
  const pages = c.pagination.pages;
  for (let p = 0; p < pages.length; p++) {
    const page = pages[p];
    if (memo && page.kind === 'chapter' && page.opener) {
      // A whole chapter at once: its pages are drawn and recorded, or replayed from an earlier build's record.
      const run = chapterRun(pages, p);
      p += run.length - 1;
      let drawn = false;
      const record = memo<ChapterRecord>(chapterKey(c, run, tags), () => {
        drawn = true;
        const recorder = new ChapterRecorder(c.doc, c.writer, tags.s);
        for (const q of run) {
          newPage();
          chapterPage(q, recorder);
          endPage();
        }
        return recorder.done();
      });
      if (drawn) continue;
      const replay = new ChapterReplay(c.doc, c.writer, tags.s);
      const fits = replay.fits(record, run.length);
      run.forEach((q, k) => {
        newPage();
        if (fits) replayPage(q, record.pages[k], replay);
        else chapterPage(q);
        endPage();
      });
      continue;
    }
    newPage();
    switch (page.kind) {
      case 'title':
        painter.titlePage();
        break;
      case 'blank':
        break;
      case 'toc':
        if (page.first) tags.contents(painter.tocTitle);
        painter.tocPage(page);
        if (page.first) outline.contents(painter.tocTitle);
        break;
      case 'volume':
        tags.part(page.volume);
        painter.volumePage(page.volume, page.number);
        outline.volume(page.volume);
        break;
      case 'chapter':
        chapterPage(page);
        break;
    }
    endPage();
  }
  tags.s.finish();
}

/** The pages of the chapter whose opener is pages[at] (a chapter's pages follow one another). */
function chapterRun(pages: readonly Page[], at: number): ChapterPage[] {
  const first = pages[at] as ChapterPage;
  const run = [first];
  for (let i = at + 1; i < pages.length; i++) {
    const q = pages[i];
    if (q.kind !== 'chapter' || q.chapter !== first.chapter || q.opener) break;
    run.push(q);
  }
  return run;
}

/**
 * What a chapter's pages up to their folios are made of besides the edition (its script, template and fonts, in the
 * memo's own key): the chapter, the book title of the versos' running heads, the heading levels, which side its
 * first page is on, how it was cut into pages, the CID numbering their codes are in, and the zlib that deflated them
 * (another would deflate otherwise).
 */
function chapterKey(c: DrawContext, run: readonly ChapterPage[], tags: BookStructure): unknown[] {
  const cut = run.map((p) => [p.from, p.to, p.startSlot, p.notes ?? null]);
  const chapter = c.chapters[run[0].chapter].chapter;
  return [
    'pdf-pages',
    CID_NUMBERING,
    process.versions.zlib,
    STREAM_LEVEL,
    chapter,
    c.book.meta.title,
    tags.heading(1),
    isRecto(run[0].number),
    cut,
  ];
}

/**
 * Draws a body or note line in its element (PDF-2): a paragraph's lines are one P (ended with its last line), a
 * head's an H, a caption's a Caption, a note's one Note; the role object is the key of the last three. Both
 * painters' lines go through here.
 */
export function markText(tags: BookStructure, it: TextItem, draw: () => void): void {
  const role = it.role;
  if (!role) {
    tags.s.mark('P', it.para, draw);
    if (it.last) tags.s.done(it.para);
    return;
  }
  const kind: BlockKind = role.kind === 'heading' ? tags.heading(role.level) : role.kind === 'caption' ? 'Caption' : 'Note';
  tags.s.mark(kind, role, draw);
}

/** Composes a chapter for drawing; its lines must be exactly the ones pagination counted. */
function compose(c: DrawContext, index: number): ChapterLayout {
  const shape = c.chapters[index];
  const ch = layoutChapter(shape.chapter, index, c.layoutOptions, c.composers, shape.composed);
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

export type ChapterPage = Extract<Page, { kind: 'chapter' }>;
export type TocPage = Extract<Page, { kind: 'toc' }>;

/** Pictures opened once each (pdfkit then embeds each once, however often it is drawn). */
export class OpenedImages {
  private readonly opened = new Map<string, object | null>();
  constructor(private readonly c: DrawContext) {}

  /** The opened picture, or null when it has no data (it was already printed as its alt text). */
  open(src: string): object | null {
    let img = this.opened.get(src);
    if (img === undefined) {
      const data = this.c.layoutOptions.images?.data(src);
      // pdfkit's openImage (missing from @types/pdfkit) parses the file once; drawing the object again reuses the XObject.
      const doc = this.c.doc as unknown as { openImage(src: Buffer): object };
      img = data ? doc.openImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) : null;
      this.opened.set(src, img);
    }
    return img;
  }
}

class Painter {
  private readonly g: Geometry;
  private readonly cache = new Map<string, ComposedParagraph>();
  private readonly lines: LineDrawer;
  private readonly images: OpenedImages;
  readonly tocTitle: string;
  private readonly s: Structure;

  constructor(
    private readonly c: DrawContext,
    private readonly tags: BookStructure,
  ) {
    this.s = tags.s;
    this.g = c.geometry;
    this.tocTitle = c.toc.heading.map((l) => lineText(l.para, l.line)).join('');
    this.lines = new LineDrawer({ ...c, structure: this.s, plain: (text) => this.plain(text) });
    this.images = new OpenedImages(c);
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

  /** Heading lines centred in a band of whole body lines below the drop (PARA-6), as one heading element. */
  private heading(lines: DisplayLine[], slots: number, left: number, kind: BlockKind): void {
    const size = this.c.template.headingSize;
    const pitch = size * HEADING_PITCH;
    const bandTop = this.g.top + HEADING_DROP * this.g.leading;
    const bandBottom = this.g.top + (HEADING_DROP + slots - 1) * this.g.leading + this.g.bodySize;
    const centre = (bandTop + bandBottom) / 2;
    this.s.mark(kind, lines, () =>
      lines.forEach((l, j) => {
        const y = centre + (j - (lines.length - 1) / 2) * pitch + (EM_TOP - 0.5) * size;
        this.centred(this.c.headChain, l.para, l.line, size, left, y);
      }),
    );
    this.s.done(lines);
  }

  titlePage(): void {
    const { book, template: t } = this.c;
    const left = blockLeft(this.g, 1);
    const size = t.headingSize * 1.5;
    const composer = new Composer({ ...this.c.composers.display.options, measure: Math.max(1, Math.floor(this.g.measure / size)) });
    const title = composer.compose(book.meta.title.trim(), 0);
    let y = this.g.height * 0.3;
    // PDF-2: the title page is the Document's first two paragraphs (a heading would outrank the chapters).
    this.s.mark('P', title, () => {
      for (let i = 0; i < title.lines; i++, y += size * 1.5) this.centred(this.c.headChain, title, i, size, left, y);
    });
    this.s.done(title);
    if (book.meta.author.trim()) {
      const author = this.plain(book.meta.author.trim());
      this.s.mark('P', author, () => this.centred(this.c.bodyChain, author, 0, t.headingSize * 0.75, left, y + 2 * this.g.leading));
      this.s.done(author);
    }
  }

  volumePage(volume: string, n: number): void {
    const size = this.c.template.headingSize * 1.25;
    const p = this.c.composers.display.compose(volume.trim(), 0);
    this.s.mark(this.tags.heading(0), p, () => this.centred(this.c.headChain, p, 0, size, blockLeft(this.g, n), this.g.height * 0.3));
    this.s.done(p);
  }

  tocPage(page: TocPage): void {
    const { toc, writer, bodyChain } = this.c;
    const left = blockLeft(this.g, page.number);
    const size = this.g.bodySize;
    let slot = 0;
    if (page.first) {
      this.heading(toc.heading, toc.headingSlots - HEADING_DROP - 1, left, this.tags.heading(0));
      this.tags.list();
      slot = toc.headingSlots;
    }
    for (let e = page.from; e < page.to; e++) {
      const entry = this.c.pagination.toc[e];
      const para = toc.paras[e];
      const x = left + toc.indent[e] * size;
      const firstSlot = slot;
      const digits = this.plain(folioOf(this.c.pagination, entry.page));
      const nx = left + this.g.measure - digits.lineWidth[0] * size;
      const y = slotBaseline(this.g, firstSlot + para.lines - 1);
      // PDF-3: each entry a TOCI holding a Link: the title and page number, then the link annotation.
      this.s.begin('TOCI');
      const top = slotBaseline(this.g, firstSlot) - EM_TOP * size;
      const height = para.lines * this.g.leading;
      this.s.mark('Link', entry, () => {
        for (let l = 0; l < para.lines; l++, slot++) writer.drawLine(bodyChain, para, l, x, slotBaseline(this.g, slot), size);
        writer.drawLine(bodyChain, digits, 0, nx, y, size);
        this.s.annotation(entry.title.trim(), (o) => this.c.doc.goTo(left, top, this.g.measure, height, destination(entry.chapter), o));
      });
      const from = x + para.lineWidth[para.lines - 1] * size + 0.5 * size;
      const to = nx - 0.5 * size;
      if (to - from > size) this.s.artifact('Layout', () => this.leader(from, to, y - 0.3 * size));
      this.s.end('TOCI');
    }
    this.folio(page.number);
  }

  /** Dot leader as a dashed path, so it adds no characters to the extracted text. */
  private leader(from: number, to: number, y: number): void {
    this.c.doc.addContent(`q 0 g 0 G 1 J 0.7 w [0 2.6] 0 d ${num(from)} ${num(y)} m ${num(to)} ${num(y)} l S Q`);
  }

  chapterPage(page: ChapterPage, ch: ChapterLayout): void {
    this.chapterBody(page, ch);
    this.folio(page.number);
  }

  chapterFolio(n: number): void {
    this.folio(n);
  }

  chapterBody(page: ChapterPage, ch: ChapterLayout): void {
    const { bodyChain, template: t } = this.c;
    const left = blockLeft(this.g, page.number);
    if (page.opener) this.heading(ch.heading, ch.headingSlots - HEADING_DROP - 1, left, this.tags.heading(1));
    let slot = page.startSlot;
    for (let i = page.from; i < page.to; i++, slot++) {
      const it = ch.items[i];
      const y = slotBaseline(this.g, slot);
      if (it.kind === 'ornament')
        this.s.artifact('Layout', () => this.centred(bodyChain, this.plain(ORNAMENT), 0, this.g.bodySize, left, y));
      else if (it.kind === 'text') this.text(it, left, y);
      else if (it.kind === 'image') this.image(it, left, y);
    }
    if (page.notes) this.footnotes(page.notes, ch, left);
    // PARA-7: book title on versos, chapter title on rectos, none on a chapter's opening page.
    if (t.runningHeads && !page.opener) {
      const text = isRecto(page.number) ? ch.chapter.title.trim() : this.c.book.meta.title.trim();
      if (text) {
        const head = this.plain(text);
        this.s.artifact('Pagination', () => this.centred(bodyChain, head, 0, this.g.furnitureSize, left, headBaseline(this.g)), 'Top');
      }
    }
  }

  /** A body or note line in its element (markText). */
  private text(it: TextItem, left: number, y: number): void {
    markText(this.tags, it, () => this.lines.line(it, left, y));
  }

  /** RICH-12: the picture centred in the lines it covers; a file that will not open was already printed as its alt text. */
  private image(it: ImageItem, left: number, y: number): void {
    const img = this.images.open(it.src);
    if (!img) return;
    const area = (it.slots - 1) * this.g.leading + this.g.bodySize;
    const top = y - EM_TOP * this.g.bodySize + (area - it.height) / 2;
    const x = left + it.left;
    // PDF-4: a Figure with the picture's alt text (the word for picture when it has none) and its box.
    const alt = it.alt.trim() || IMAGE_LABEL[this.c.script];
    this.s.mark(
      'Figure',
      it,
      // An opened image is accepted wherever a source is (pdfkit checks for its width and height); the types say otherwise.
      () => this.c.doc.image(img as unknown as Buffer, x, top, { width: it.width, height: it.height }),
      { alt, bbox: [x, top, x + it.width, top + it.height] },
    );
    this.s.done(it);
  }

  /** RICH-6: the page's footnote lines, flush with the foot of the text block, under a short rule. */
  private footnotes(slices: NonNullable<ChapterPage['notes']>, ch: ChapterLayout, left: number): void {
    const lines = slices.flatMap((s) => ch.footnotes[s.note].slice(s.from, s.to));
    if (lines.length === 0) return;
    const ruleY = noteRuleY(this.g, lines.length);
    this.s.artifact('Layout', () =>
      this.c.doc.addContent(`q 0 G 0.5 w ${num(left)} ${num(ruleY)} m ${num(left + this.g.measure * NOTE_RULE_SHARE)} ${num(ruleY)} l S Q`),
    );
    lines.forEach((it, k) => {
      if (it.kind === 'text') this.text(it, left, noteBaseline(this.g, lines.length, k, EM_TOP));
    });
  }

  /** Folio on the outer edge of the text block (PARA-7): page n's printed number (roman in the front matter). */
  private folio(n: number): void {
    const size = this.g.furnitureSize;
    const p = this.plain(folioOf(this.c.pagination, n));
    const left = blockLeft(this.g, n);
    const x = isRecto(n) ? left + this.g.measure - p.lineWidth[0] * size : left;
    this.s.artifact('Pagination', () => this.c.writer.drawLine(this.c.bodyChain, p, 0, x, folioBaseline(this.g), size), 'Bottom');
  }
}
