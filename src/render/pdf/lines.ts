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
    styledRuns(
      it,
      styles,
      (st) => (st.bold ? this.c.headChain : chain0),
      (chain, s, e, mark) => {
        if (mark) this.c.writer.drawGlyphs(chain, p, s, e, x, y - MARK_RAISE * size, size * MARK_SCALE, size);
        else this.c.writer.drawGlyphs(chain, p, s, e, x, y, size, size);
      },
      (st, s, e, chain) => {
        if (st.emphasis) this.dots(p, s, e, chain, x, y, size);
        if (st.ruby !== undefined) this.ruby(p, s, e, st.ruby, chain, x, y, size);
        if (st.href !== undefined) this.link(p, s, e, st.href, x, y, size);
      },
    );
  }

  /** Centre of glyph i's ink box in pt. */
  private centre(p: ComposedParagraph, i: number, chain: FontChain, x: number, size: number): number {
    return x + (p.x[i] + chooseGlyph(chain, p.codes[i]).advance / 2) * size;
  }

  /** RICH-3: a filled dot centred under each emphasised character, below the em box (horizontal text). */
  private dots(p: ComposedParagraph, s: number, e: number, chain: FontChain, x: number, y: number, size: number): void {
    const r = DOT_RADIUS * size;
    let path = '';
    for (let i = s; i < e; i++) {
      if (p.flags[i] & F_HIDDEN || !takesDot(p.codes[i])) continue;
      const cx = this.centre(p, i, chain, x, size);
      path += dotPath(cx, y + DOT_DROP * size, r);
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
    const [lo, hi] = inkSpan(p, s, e);
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

/**
 * A styled line's glyphs in stretches of one face and size (each stretch one text object), then its decorations run by
 * run (dots, annotations, link areas): the order both writing directions draw in.
 */
export function styledRuns(
  it: TextItem,
  styles: readonly RunStyle[],
  chainOf: (s: RunStyle) => FontChain,
  glyphs: (chain: FontChain, s: number, e: number, mark: boolean) => void,
  decorate: (st: RunStyle, s: number, e: number, chain: FontChain) => void,
): void {
  const run = it.para.run!;
  const from = it.para.lineStart[it.line];
  const to = it.para.lineStart[it.line + 1];
  forStretches(run, from, to, sameFace(styles, chainOf), (s, e) => {
    const st = styles[run[s]];
    glyphs(chainOf(st), s, e, st.mark);
  });
  forStretches(run, from, to, sameRun, (s, e) => {
    const st = styles[run[s]];
    decorate(st, s, e, chainOf(st));
  });
}

/** Calls `fn(s, e)` for each stretch of glyphs [from, to) whose runs are `same` as the stretch's first. */
function forStretches(
  run: Uint16Array,
  from: number,
  to: number,
  same: (a: number, b: number) => boolean,
  fn: (s: number, e: number) => void,
): void {
  for (let s = from; s < to; ) {
    let e = s + 1;
    while (e < to && same(run[e], run[s])) e++;
    fn(s, e);
    s = e;
  }
}

/** Runs drawn in one text object: one face (chain) and either both note marks or neither. */
const sameFace =
  (styles: readonly RunStyle[], chainOf: (s: RunStyle) => FontChain) =>
  (a: number, b: number): boolean =>
    chainOf(styles[a]) === chainOf(styles[b]) && styles[a].mark === styles[b].mark;

const sameRun = (a: number, b: number): boolean => a === b;

/** A filled circle of radius r at (cx, cy) as four Bézier arcs (a 着重号 dot, RICH-3). */
export function dotPath(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return (
    `${num(cx + r)} ${num(cy)} m ` +
    `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c ` +
    `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c ` +
    `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c ` +
    `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c `
  );
}

/** Start and end in em of the visible glyphs [s, e) of `p` (lo ≥ hi when none is visible). */
export function inkSpan(p: ComposedParagraph, s: number, e: number): [lo: number, hi: number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = s; i < e; i++) {
    if (p.flags[i] & F_HIDDEN) continue;
    lo = Math.min(lo, p.x[i]);
    hi = Math.max(hi, p.x[i] + p.width[i]);
  }
  return [lo, hi];
}
