/** Draws one composed body line: plain text as always, or styled runs with bold, note marks, 着重号, ruby and link areas (RICH-1, RICH-3, RICH-4, RICH-5, RICH-13). */
import { C, classOf } from '../../typeset/classes.ts';
import { type ComposedParagraph, F_HIDDEN, MARK_SCALE, RUBY_SCALE } from '../../typeset/compose.ts';
import type { Place } from './blocks.ts';
import { chooseGlyph, type FontChain } from './fonts.ts';
import { EM_TOP, type Geometry } from './geometry.ts';
import { type GlyphWriter, num } from './glyphs.ts';
import type { TextItem } from './layout.ts';
import type { RunStyle } from './rich.ts';
import type { Structure } from './structure.ts';

/** A note mark's baseline is raised this many body em (its digits' tops then sit near the em top). */
export const MARK_RAISE = 0.4;
/** 着重号 (RICH-3): dot radius, and its centre's drop below the baseline, in em of the emphasised text. */
export const DOT_RADIUS = 0.08;
export const DOT_DROP = 0.27;
/** Gap between a ruby annotation's em box and its base's em top, in base em (RICH-4). */
export const RUBY_GAP = 0.03;

export interface LineContext {
  doc: PDFKit.PDFDocument;
  writer: GlyphWriter;
  geometry: Geometry;
  bodyChain: FontChain;
  headChain: FontChain;
  /** Composes a one-off string in the body face, unjustified (ruby annotations, list markers). */
  plain(text: string): ComposedParagraph;
  /** Puts link annotations in the structure (PDF-6); absent for an untagged PDF. */
  structure?: Structure;
}

/** Classes that never take an emphasis dot: punctuation and blanks (RICH-3). */
const NO_DOT = new Set<number>([
  C.SPACE,
  C.IDEO_SPACE,
  C.ZERO,
  C.PAUSE,
  C.CLOSE_Q,
  C.CLOSE_BR,
  C.OPEN_Q,
  C.OPEN_BR,
  C.CONNECTOR,
  C.INTERPUNCT,
  C.SOLIDUS,
  C.DASH,
  C.ELLIPSIS,
  C.NARROW_CLOSE,
  C.NARROW_OPEN,
]);

/** RICH-3: a dot goes under every emphasised character except punctuation, symbols of punctuation kind and blanks. */
export function takesDot(code: number): boolean {
  if (code >= 0x110000) return false; // —— and — glyph codes
  return !NO_DOT.has(classOf(code)) && !/[\p{P}\p{Z}\p{C}]/u.test(String.fromCodePoint(code));
}

export class LineDrawer {
  constructor(private readonly c: LineContext) {}

  /** The place of a line that has none: a body or note paragraph at the block edge. */
  private defaultPlace(it: TextItem): Place {
    const g = this.c.geometry;
    return { left: 0, width: g.measure, size: it.style === 'note' ? g.noteSize : g.bodySize, head: false, centre: false, dy: 0 };
  }

  /** Draws item `it` on the block whose left edge is `left`, its slot's body baseline at `y`. */
  line(it: TextItem, left: number, y: number): void {
    const { writer, bodyChain } = this.c;
    if (!it.place && !it.styles && !it.marker) {
      writer.drawLine(bodyChain, it.para, it.line, left, y, it.style === 'note' ? this.c.geometry.noteSize : this.c.geometry.bodySize);
      return;
    }
    const place = it.place ?? this.defaultPlace(it);
    const size = place.size;
    const base = y + place.dy;
    let x = left + place.left;
    if (place.centre) x += (place.width - it.para.lineWidth[it.line] * size) / 2;
    if (it.marker) writer.drawLine(bodyChain, it.marker.para, 0, left + it.marker.left, base, size);
    const chain0 = place.head ? this.c.headChain : bodyChain;
    if (!it.styles) {
      writer.drawLine(chain0, it.para, it.line, x, base, size);
      return;
    }
    this.styled(it, it.styles, chain0, x, base, size);
  }

  private styled(it: TextItem, styles: readonly RunStyle[], chain0: FontChain, x: number, y: number, size: number): void {
    const p = it.para;
    const run = p.run!;
    const from = p.lineStart[it.line];
    const to = p.lineStart[it.line + 1];
    const chainOf = (s: RunStyle): FontChain => (s.bold ? this.c.headChain : chain0);
    // Glyphs go out in stretches of one face and size: each stretch is one text object.
    for (let s = from; s < to; ) {
      const st = styles[run[s]];
      let e = s + 1;
      while (e < to && chainOf(styles[run[e]]) === chainOf(st) && styles[run[e]].mark === st.mark) e++;
      if (st.mark) this.c.writer.drawGlyphs(chainOf(st), p, s, e, x, y - MARK_RAISE * size, size * MARK_SCALE, size);
      else this.c.writer.drawGlyphs(chainOf(st), p, s, e, x, y, size, size);
      s = e;
    }
    // Decorations per run on this line: dots, annotations, link areas.
    for (let s = from; s < to; ) {
      const r = run[s];
      let e = s + 1;
      while (e < to && run[e] === r) e++;
      const st = styles[r];
      if (st.emphasis) this.dots(p, s, e, chainOf(st), x, y, size);
      if (st.ruby !== undefined) this.ruby(p, s, e, st.ruby, chainOf(st), x, y, size);
      if (st.href !== undefined) this.link(p, s, e, st.href, x, y, size);
      s = e;
    }
  }

  /** Centre of glyph i's ink box in pt. */
  private centre(p: ComposedParagraph, i: number, chain: FontChain, x: number, size: number): number {
    return x + (p.x[i] + chooseGlyph(chain, p.codes[i]).advance / 2) * size;
  }

  /** RICH-3: a filled dot centred under each emphasised character, below the em box (horizontal text). */
  private dots(p: ComposedParagraph, s: number, e: number, chain: FontChain, x: number, y: number, size: number): void {
    const r = DOT_RADIUS * size;
    const k = 0.5523 * r; // Bézier circle
    let path = '';
    for (let i = s; i < e; i++) {
      if (p.flags[i] & F_HIDDEN || !takesDot(p.codes[i])) continue;
      const cx = this.centre(p, i, chain, x, size);
      const cy = y + DOT_DROP * size;
      path +=
        `${num(cx + r)} ${num(cy)} m ` +
        `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c ` +
        `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c ` +
        `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c ` +
        `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c `;
    }
    if (path) this.c.doc.addContent(`q 0 g ${path}f Q`);
  }

  /**
   * RICH-4: the annotation at half size centred above its base — over each character when it has one syllable per
   * character (mono ruby), else over the whole base. It sits in the line gap, so the pitch does not change; when
   * the gap is narrower than half the size, the annotation is set smaller to fit it.
   */
  private ruby(p: ComposedParagraph, s: number, e: number, annotation: string, chain: FontChain, x: number, y: number, size: number): void {
    const g = this.c.geometry;
    const rs = Math.min(RUBY_SCALE * size, Math.max(0.25 * size, g.leading - g.bodySize - RUBY_GAP * size));
    const baseline = y - EM_TOP * size - RUBY_GAP * size - (1 - EM_TOP) * rs;
    const syllables = annotation.trim().split(/\s+/).filter(Boolean);
    const visible: number[] = [];
    for (let i = s; i < e; i++) if (!(p.flags[i] & F_HIDDEN)) visible.push(i);
    if (visible.length === 0) return;
    const put = (text: string, cx: number): void => {
      const a = this.c.plain(text);
      this.c.writer.drawLine(this.c.bodyChain, a, 0, cx - (a.lineWidth[0] * rs) / 2, baseline, rs);
    };
    if (syllables.length > 1 && syllables.length === visible.length) {
      visible.forEach((i, k) => put(syllables[k], this.centre(p, i, chain, x, size)));
      return;
    }
    const first = this.centre(p, visible[0], chain, x, size);
    const last = this.centre(p, visible[visible.length - 1], chain, x, size);
    put(annotation.trim(), (first + last) / 2);
  }

  /** RICH-13: a URI link annotation over the run's glyphs on this line (its em boxes). */
  private link(p: ComposedParagraph, s: number, e: number, href: string, x: number, y: number, size: number): void {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = s; i < e; i++) {
      if (p.flags[i] & F_HIDDEN) continue;
      lo = Math.min(lo, p.x[i]);
      hi = Math.max(hi, p.x[i] + p.width[i]);
    }
    if (!(hi > lo) || !isExternal(href)) return;
    const put = (o?: PDFKit.Mixins.AnnotationOption): void => {
      this.c.doc.link(x + lo * size, y - EM_TOP * size, (hi - lo) * size, size, href, o);
    };
    if (this.c.structure) this.c.structure.annotation(href, put);
    else put();
  }
}

/** A link the PDF can follow: an absolute URL with a scheme (http, https, mailto …); the rest is set as plain text. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href.trim());
}
