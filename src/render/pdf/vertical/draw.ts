/**
 * Draws the paginated book as a vertical (直排) PDF: columns top to bottom, right to left, pages in right-to-left
 * order (VERT-1, VERT-6). Pagination, composition and kinsoku are the horizontal ones with the column as the line
 * (LB-1…LB-8); only the drawing differs. Heading, paragraph line, folio and running head are separate methods,
 * each marked as the horizontal painter marks it (PDF-2…PDF-6).
 */
import { Composer, lineText, MARK_SCALE, RUBY_SCALE, F_HIDDEN, type ComposedParagraph } from '../../../typeset/compose.ts';
import { chooseGlyph, type FontChain } from '../fonts.ts';
import { isRecto, type Geometry } from '../geometry.ts';
import { num } from '../glyphs.ts';
import { HEADING_AFTER, type ChapterLayout, type DisplayLine, type ImageItem, type TextItem } from '../layout.ts';
import { NOTE_PITCH, NOTE_RULE_SHARE } from '../footnotes.ts';
import { DOT_RADIUS, dotPath, inkSpan, isExternal, styledRuns, takesDot } from '../lines.ts';
import type { RunStyle } from '../rich.ts';
import {
  destination,
  drawPages,
  markText,
  OpenedImages,
  ORNAMENT,
  type ChapterPage,
  type DrawContext,
  type PagePainter,
  type TocPage,
} from '../draw.ts';
import { blockWidth, columnCentre, outerIsLeft, vBlockLeft } from './geometry.ts';
import { VerticalWriter } from './writer.ts';
import { TCY_MAX } from './orient.ts';
import type { BlockKind, BookStructure, Structure } from '../structure.ts';
import { folioOf } from '../folios.ts';
import { IMAGE_LABEL } from '../blocks.ts';

/** A chapter heading starts this many body em below the column top (a 天頭 drop; convention, unsourced). */
export const HEADING_TOP_EM = 3;
/** Gap between a column's edge and the 着重号 beside it, in em of the text (VERT-5: on the right in vertical text). */
const DOT_GAP = 0.12;

/** Draws every page in order with the vertical painter (the page walk, outline and link targets are draw.ts's). */
export function drawVerticalPages(c: DrawContext): void {
  drawPages(c, (ctx, tags) => new VerticalPainter(ctx, tags));
}

class VerticalPainter implements PagePainter {
  private readonly g: Geometry;
  private readonly w: VerticalWriter;
  private readonly cache = new Map<string, ComposedParagraph>();
  private readonly images: OpenedImages;
  readonly tocTitle: string;
  private readonly s: Structure;

  constructor(
    private readonly c: DrawContext,
    private readonly tags: BookStructure,
  ) {
    this.s = tags.s;
    this.g = c.geometry;
    this.w = new VerticalWriter(c.doc as never, c.writer);
    this.images = new OpenedImages(c);
    this.tocTitle = c.toc.heading.map((l) => lineText(l.para, l.line)).join('');
  }

  private plain(text: string): ComposedParagraph {
    let p = this.cache.get(text);
    if (!p) this.cache.set(text, (p = this.c.composers.plain.compose(text, 0)));
    return p;
  }

  /** Column centred on cx, the line centred between top and top + length (pt). */
  private centred(chain: FontChain, p: ComposedParagraph, line: number, size: number, cx: number, top: number, length: number): void {
    this.w.drawColumn(chain, p, line, cx, top + (length - p.lineWidth[line] * size) / 2, size);
  }

  titlePage(): void {
    const { book, template: t } = this.c;
    const size = t.headingSize * 1.5;
    const length = this.g.height * 0.6;
    const composer = new Composer({ ...this.c.composers.display.options, measure: Math.max(1, Math.floor(length / size)) });
    const title = composer.compose(book.meta.title.trim(), 0);
    const pitch = size * 1.5;
    // Title columns right of the page's centre line, the author's name in a column left of them.
    let cx = this.g.width / 2 + ((title.lines - 1) * pitch) / 2;
    // PDF-2: the title page is the Document's first two paragraphs, as in the horizontal PDF.
    this.s.mark('P', title, () => {
      for (let i = 0; i < title.lines; i++, cx -= pitch) this.w.drawColumn(this.c.headChain, title, i, cx, this.g.height * 0.18, size);
    });
    this.s.done(title);
    if (book.meta.author.trim()) {
      const a = this.plain(book.meta.author.trim());
      const as = t.headingSize * 0.75;
      this.s.mark('P', a, () =>
        this.w.drawColumn(this.c.bodyChain, a, 0, cx - pitch * 0.5, this.g.height * 0.82 - a.lineWidth[0] * as, as),
      );
      this.s.done(a);
    }
  }

  volumePage(volume: string, n: number): void {
    const size = this.c.template.headingSize * 1.25;
    const p = this.c.composers.display.compose(volume.trim(), 0);
    this.s.mark(this.tags.heading(0), p, () =>
      this.w.drawColumn(this.c.headChain, p, 0, columnCentre(this.g, n, 2), this.g.top + HEADING_TOP_EM * this.g.bodySize, size),
    );
    this.s.done(p);
  }

  /** A chapter (or contents) heading: its columns centred in the slots after the first, starting HEADING_TOP_EM down (PARA-6). */
  private heading(lines: DisplayLine[], slots: number, n: number, kind: BlockKind): void {
    const size = this.c.template.headingSize;
    const pitch = size * 1.5;
    const first = columnCentre(this.g, n, 1);
    const last = columnCentre(this.g, n, Math.max(1, slots - 1 - HEADING_AFTER));
    const centre = (first + last) / 2;
    const top = this.g.top + HEADING_TOP_EM * this.g.bodySize;
    this.s.mark(kind, lines, () =>
      lines.forEach((l, j) => {
        const room = this.g.measure - HEADING_TOP_EM * this.g.bodySize;
        const drop = l.para.lineWidth[l.line] * size > room ? top - HEADING_TOP_EM * this.g.bodySize : top;
        this.w.drawColumn(this.c.headChain, l.para, l.line, centre - (j - (lines.length - 1) / 2) * pitch, drop, size);
      }),
    );
    this.s.done(lines);
  }

  tocPage(page: TocPage): void {
    const { toc, bodyChain } = this.c;
    const n = page.number;
    const size = this.g.bodySize;
    let slot = 0;
    if (page.first) {
      this.heading(toc.heading, toc.headingSlots, n, this.tags.heading(0));
      this.tags.list();
      slot = toc.headingSlots;
    }
    for (let e = page.from; e < page.to; e++) {
      const entry = this.c.pagination.toc[e];
      const para = toc.paras[e];
      const top = this.g.top + toc.indent[e] * size;
      const firstSlot = slot;
      const lastSlot = firstSlot + para.lines - 1;
      const cx = columnCentre(this.g, n, lastSlot);
      // PARA-7: the folio printed on the entry's page (counted from the body's first page).
      const folio = folioOf(this.c.pagination, entry.page);
      const digits = this.plain(folio);
      // 1–3 digits stand across the column in a 1 em box (縱中橫, VERT-4); longer numbers run down it.
      const length = folio.length <= TCY_MAX ? 1 : digits.lineWidth[0];
      const numTop = this.g.top + this.g.measure - length * size + (length - digits.lineWidth[0]) * size * 0.5;
      const right = columnCentre(this.g, n, firstSlot) + this.g.leading / 2;
      const w = para.lines * this.g.leading;
      // PDF-3: each entry a TOCI holding a Link: the title and page number, then the link annotation.
      this.s.begin('TOCI');
      this.s.mark('Link', entry, () => {
        for (let l = 0; l < para.lines; l++, slot++) this.w.drawColumn(bodyChain, para, l, columnCentre(this.g, n, slot), top, size);
        this.w.drawColumn(bodyChain, digits, 0, cx, numTop, size);
        this.s.annotation(entry.title.trim(), (o) =>
          this.c.doc.goTo(right - w, this.g.top, w, this.g.measure, destination(entry.chapter), o),
        );
      });
      const from = top + para.lineWidth[para.lines - 1] * size + 0.5 * size;
      const to = numTop - 0.5 * size;
      if (to - from > size) this.s.artifact('Layout', () => this.leader(cx, from, to));
      this.s.end('TOCI');
    }
    this.folio(n);
  }

  /** Dot leader down the column as a dashed path (no characters in the extracted text). */
  private leader(cx: number, from: number, to: number): void {
    this.c.doc.addContent(`q 0 g 0 G 1 J 0.7 w [0 2.6] 0 d ${num(cx)} ${num(from)} m ${num(cx)} ${num(to)} l S Q`);
  }

  chapterPage(page: ChapterPage, ch: ChapterLayout): void {
    const n = page.number;
    if (page.opener) this.heading(ch.heading, ch.headingSlots, n, this.tags.heading(1));
    let slot = page.startSlot;
    for (let i = page.from; i < page.to; i++, slot++) {
      const it = ch.items[i];
      const cx = columnCentre(this.g, n, slot);
      if (it.kind === 'ornament')
        this.s.artifact('Layout', () =>
          this.centred(this.c.bodyChain, this.plain(ORNAMENT), 0, this.g.bodySize, cx, this.g.top, this.g.measure),
        );
      else if (it.kind === 'text') markText(this.tags, it, () => this.paragraphLine(it, cx));
      else if (it.kind === 'image') this.image(it, n, slot);
    }
    if (page.notes) this.footnotes(page.notes, ch, n);
    if (this.c.template.runningHeads && !page.opener) this.runningHead(n, ch.chapter.title.trim());
    this.folio(n);
  }

  /** One column of a paragraph (body, note, verse, heading or caption), on the column axis cx. */
  paragraphLine(it: TextItem, cx: number): void {
    const g = this.g;
    const place = it.place;
    const size = place?.size ?? (it.style === 'note' ? g.noteSize : g.bodySize);
    let top = g.top + (place?.left ?? 0);
    if (place?.centre) top += (place.width - it.para.lineWidth[it.line] * size) / 2;
    const chain0 = place?.head ? this.c.headChain : this.c.bodyChain;
    if (it.marker) this.w.drawColumn(this.c.bodyChain, it.marker.para, 0, cx, g.top + it.marker.left, size);
    if (!it.styles) {
      this.w.drawColumn(chain0, it.para, it.line, cx, top, size);
      return;
    }
    this.styled(it, it.styles, chain0, cx, top, size);
  }

  /** Styled runs: bold, note marks (small, right of the axis), 着重号 on the right (VERT-5), ruby on the right, links. */
  private styled(it: TextItem, styles: readonly RunStyle[], chain0: FontChain, cx: number, top: number, size: number): void {
    const p = it.para;
    styledRuns(
      it,
      styles,
      (st) => (st.bold ? this.c.headChain : chain0),
      (chain, s, e, mark) => {
        if (mark) this.w.drawGlyphs(chain, p, s, e, cx + 0.25 * size, top, size * MARK_SCALE, size);
        else this.w.drawGlyphs(chain, p, s, e, cx, top, size, size);
      },
      (st, s, e, chain) => {
        if (st.emphasis) this.dots(p, s, e, chain, cx, top, size);
        if (st.ruby !== undefined) this.ruby(p, s, e, st.ruby, cx, top, size);
        if (st.href !== undefined && isExternal(st.href)) this.link(p, s, e, st.href, cx, top, size);
      },
    );
  }

  /** VERT-5 / RICH-3: a dot right of each emphasised character, centred on its em box along the column. */
  private dots(p: ComposedParagraph, s: number, e: number, chain: FontChain, cx: number, top: number, size: number): void {
    const r = DOT_RADIUS * size;
    const x0 = cx + 0.5 * size + DOT_GAP * size + r;
    let path = '';
    for (let i = s; i < e; i++) {
      if (p.flags[i] & F_HIDDEN || !takesDot(p.codes[i])) continue;
      path += dotPath(x0, top + (p.x[i] + chooseGlyph(chain, p.codes[i]).advance / 2) * size, r);
    }
    if (path) this.c.doc.addContent(`q 0 g ${path}f Q`);
  }

  /** RICH-4 in vertical: the annotation as a small column right of its base, centred on it along the column. */
  private ruby(p: ComposedParagraph, s: number, e: number, annotation: string, cx: number, top: number, size: number): void {
    const g = this.g;
    const rs = Math.min(RUBY_SCALE * size, Math.max(0.25 * size, g.leading - g.bodySize - 0.06 * size));
    const [lo, hi] = inkSpan(p, s, e);
    if (!(hi > lo)) return;
    const a = this.plain(annotation.trim().replace(/\s+/g, ''));
    const mid = top + ((lo + hi) / 2) * size;
    this.w.drawColumn(this.c.bodyChain, a, 0, cx + 0.53 * size + rs / 2, mid - (a.lineWidth[0] * rs) / 2, rs);
  }

  /** RICH-13: a link area over the run's em boxes in the column. */
  private link(p: ComposedParagraph, s: number, e: number, href: string, cx: number, top: number, size: number): void {
    const [lo, hi] = inkSpan(p, s, e);
    if (hi > lo) this.s.annotation(href, (o) => this.c.doc.link(cx - size / 2, top + lo * size, size, (hi - lo) * size, href, o));
  }

  /** RICH-12 fallback: the picture upright, fitted into the columns it covers (its horizontal size scaled down to fit). */
  private image(it: ImageItem, n: number, slot: number): void {
    const img = this.images.open(it.src);
    if (!img) return;
    const g = this.g;
    const right = columnCentre(g, n, slot) + g.bodySize / 2;
    const boxW = (it.slots - 1) * g.leading + g.bodySize;
    const scale = Math.min(boxW / it.width, g.measure / it.height, 1);
    const w = it.width * scale;
    const h = it.height * scale;
    const x = right - boxW + (boxW - w) / 2;
    const y = g.top + (g.measure - h) / 2;
    // PDF-4: a Figure with the picture's alt text (the word for picture when it has none) and its box.
    const alt = it.alt.trim() || IMAGE_LABEL[this.c.script];
    this.s.mark('Figure', it, () => this.c.doc.image(img as unknown as Buffer, x, y, { width: w, height: h }), {
      alt,
      bbox: [x, y, x + w, y + h],
    });
    this.s.done(it);
  }

  /** RICH-6 in vertical: the page's note columns at the left end of the block (the page's "foot" in reading order), after a short rule. */
  private footnotes(slices: NonNullable<ChapterPage['notes']>, ch: ChapterLayout, n: number): void {
    const lines = slices.flatMap((s) => ch.footnotes[s.note].slice(s.from, s.to));
    if (lines.length === 0) return;
    const g = this.g;
    const pitch = NOTE_PITCH * g.noteSize;
    const left = vBlockLeft(g, n);
    const ruleX = left + (lines.length - 1) * pitch + g.noteSize + g.noteSize / 2;
    this.s.artifact('Layout', () =>
      this.c.doc.addContent(`q 0 G 0.5 w ${num(ruleX)} ${num(g.top)} m ${num(ruleX)} ${num(g.top + g.measure * NOTE_RULE_SHARE)} l S Q`),
    );
    lines.forEach((it, k) => {
      const cx = left + g.noteSize / 2 + (lines.length - 1 - k) * pitch;
      if (it.kind === 'text') markText(this.tags, it, () => this.paragraphLine(it, cx));
    });
  }

  /**
   * PARA-7 in vertical: book title on versos, chapter title on rectos, set as a small column in the outer margin
   * level with the block's top; none on openers. The fore-edge side follows S19 ("页码的位置在书籍切口一侧").
   */
  private runningHead(n: number, chapterTitle: string): void {
    const text = isRecto(n) ? chapterTitle : this.c.book.meta.title.trim();
    if (!text) return;
    const g = this.g;
    const size = g.furnitureSize;
    const left = vBlockLeft(g, n);
    const cx = outerIsLeft(n) ? left - g.leading + size / 2 : left + blockWidth(g) + g.leading - size / 2;
    this.s.artifact('Pagination', () => this.w.drawColumn(this.c.bodyChain, this.plain(text), 0, cx, g.top, size), 'Top');
  }

  /** Folio set across at the bottom outer corner, one pitch below the block (PARA-7, S19): page n's printed number (roman in the front matter). */
  private folio(n: number): void {
    const g = this.g;
    const size = g.furnitureSize;
    const p = this.plain(folioOf(this.c.pagination, n));
    const left = vBlockLeft(g, n);
    const x = outerIsLeft(n) ? left : left + blockWidth(g) - p.lineWidth[0] * size;
    this.s.artifact('Pagination', () => this.c.writer.drawLine(this.c.bodyChain, p, 0, x, g.top + g.measure + g.leading, size), 'Bottom');
  }
}
