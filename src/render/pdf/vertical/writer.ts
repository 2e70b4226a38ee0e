/**
 * Writes composed lines as vertical columns (VERT-6): upright glyphs through an Identity-V twin of each embedded font
 * (its `vert`/`vrt2` glyph ids, VERT-2), sideways runs and 縱中橫 through the horizontal font with a turned or
 * scaled text matrix (VERT-4). One column = one line of the composer; its em positions become positions downwards.
 */
import { DASH2_GLYPH, F_HIDDEN, type ComposedParagraph } from '../../../typeset/compose.ts';
import { chooseGlyph, type FontChain, type LoadedFont } from '../fonts.ts';
import { EM_TOP } from '../geometry.ts';
import { num, type EmbeddedFont, type GlyphWriter } from '../glyphs.ts';
import { Orient, orientLine } from './orient.ts';
import { keepAfterWriting } from '../streams.ts';

/** The pdfkit internals used besides those GlyphWriter uses (pdfkit 0.20: PDFDocument.ref, PDFReference). */
interface PdfRef {
  data: Record<string, unknown>;
  end(): void;
}
interface Doc {
  ref(data?: Record<string, unknown>): PdfRef;
  page: { fonts: Record<string, unknown>; write(chunk: Uint8Array): unknown };
}
type Embedded = EmbeddedFont & { embed(): void; dictionary?: { data: Record<string, unknown> } };

interface Face {
  font: Embedded;
  /** Resource name and dictionary of the Identity-V twin. */
  vname: string;
  vref: PdfRef;
}

interface Glyph {
  face: Face;
  hex: string;
  /** Horizontal advance in font em (for sideways runs and 縱中橫). */
  advance: number;
  /**
   * Ink centre above the baseline in em, for an upright glyph whose ink leaves the em box (the 2 em vertical dash
   * of `vert`+`fwid` is drawn about the em's middle): such a glyph is centred on the span the composer gave it.
   */
  inkCentre?: number;
}

/** The em box's centre above the baseline (EM_TOP − 0.5): a turned glyph's baseline sits this far left of the column axis. */
const AXIS = EM_TOP - 0.5;

/** Han ranges, which have no vertical forms: their `vert` lookup is skipped. */
const isHan = (c: number): boolean => (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c < 0x110000);

export class VerticalWriter {
  private readonly faces = new Map<string, Face>();
  /** Per font path: code → vertical glyph id, or -1 when the font has none. */
  private readonly vert = new Map<string, Map<number, number>>();
  private readonly upright = new Map<FontChain, Map<number, Glyph>>();
  private readonly sideways = new Map<FontChain, Map<number, Glyph>>();
  private orient = new Uint8Array(256);
  /** Glyphs that had a `vert` substitute (for the report and tests). */
  substituted = 0;

  constructor(
    private readonly doc: Doc,
    private readonly base: GlyphWriter,
  ) {}

  private face(f: LoadedFont): Face {
    let face = this.faces.get(f.path);
    if (face) return face;
    const font = this.base.embeddedFont(f.path) as Embedded;
    const vref = this.doc.ref();
    const embed = font.embed.bind(font);
    // The twin shares the CIDFont, widths and ToUnicode; DW2's default [880 -1000] (ISO 32000-1 §9.7.4.3) puts
    // each glyph's vertical origin at its em box's top centre and advances 1 em down, as Noto CJK's vmtx does.
    font.embed = () => {
      // The twin copies the font's dictionary once it is written (streams.ts lets written dictionaries go
      // otherwise); pdfkit made the dictionary when a page first named the font, long before it embeds it.
      keepAfterWriting(font.dictionary!);
      embed();
      vref.data = { ...font.dictionary!.data, Encoding: 'Identity-V' };
      vref.end();
    };
    face = { font, vname: `${font.id}V`, vref };
    this.faces.set(f.path, face);
    return face;
  }

  /** The font's vertical form of `code` (GSUB `vert`/`vrt2` via fontkit), or -1. */
  private vertGid(f: LoadedFont, code: number, horizontal: number): number {
    let m = this.vert.get(f.path);
    if (!m) this.vert.set(f.path, (m = new Map()));
    let gid = m.get(code);
    if (gid === undefined) {
      gid = -1;
      if (!isHan(code)) {
        const text = code === DASH2_GLYPH ? '——' : code < 0x110000 ? String.fromCodePoint(code) : '';
        if (text) {
          const run = f.font.layout(text, code === DASH2_GLYPH ? ['vert', 'vrt2', 'fwid'] : ['vert', 'vrt2']);
          if (run.glyphs.length === 1 && run.glyphs[0].id !== horizontal && run.glyphs[0].id !== 0) gid = run.glyphs[0].id;
        }
      }
      m.set(code, gid);
    }
    return gid;
  }

  /** True if the chain's font for `code` has a vertical form. */
  hasVert(chain: FontChain, code: number): boolean {
    const choice = chooseGlyph(chain, code);
    return this.vertGid(chain.fonts[choice.font], code, choice.gid) >= 0;
  }

  private glyph(chain: FontChain, code: number, up: boolean): Glyph {
    const maps = up ? this.upright : this.sideways;
    let m = maps.get(chain);
    if (!m) maps.set(chain, (m = new Map()));
    let g = m.get(code);
    if (g) return g;
    const choice = chooseGlyph(chain, code);
    const lf = chain.fonts[choice.font];
    const face = this.face(lf);
    let gid = choice.gid;
    let advance = choice.advance;
    let inkCentre: number | undefined;
    if (up) {
      const v = this.vertGid(lf, code, choice.gid);
      if (v >= 0) {
        const vg = lf.font.getGlyph(v);
        const u = lf.font.unitsPerEm;
        gid = v;
        advance = vg.advanceWidth / u;
        const { minY, maxY } = vg.bbox;
        if (maxY / u > EM_TOP + 0.02 || minY / u < EM_TOP - 1.02) inkCentre = (minY + maxY) / 2 / u;
      }
    }
    const sub = face.font.subset.includeGlyph(gid);
    if (face.font.widths[sub] == null) face.font.widths[sub] = advance * 1000;
    if (face.font.unicode[sub] == null) face.font.unicode[sub] = choice.unicode;
    g = { face, hex: sub.toString(16).padStart(4, '0'), advance, ...(inkCentre === undefined ? {} : { inkCentre }) };
    m.set(code, g);
    return g;
  }

  private use(face: Face, vertical: boolean): string {
    const page = this.doc.page.fonts;
    if (page[face.font.id] == null) page[face.font.id] = face.font.ref();
    if (vertical && page[face.vname] == null) page[face.vname] = face.vref;
    return vertical ? face.vname : face.font.id;
  }

  /** Draws line `line` of `p` as a column centred on x = `cx`, its start edge at y = `top` (top-down points). */
  drawColumn(chain: FontChain, p: ComposedParagraph, line: number, cx: number, top: number, size: number): void {
    this.drawGlyphs(chain, p, p.lineStart[line], p.lineStart[line + 1], cx, top, size, size);
  }

  /** Glyphs [from, to) of `p` at `size` pt, their composed positions read in ems of `em` pt downwards from `top`. */
  drawGlyphs(chain: FontChain, p: ComposedParagraph, from: number, to: number, cx: number, top: number, size: number, em: number): void {
    if (to <= from) return;
    if (this.orient.length < to - from) this.orient = new Uint8Array(2 * (to - from));
    const o = this.orient;
    orientLine(p, from, to, (c) => this.hasVert(chain, c), o);
    let out = '';
    for (let s = from; s < to; ) {
      while (s < to && p.flags[s] & F_HIDDEN) s++;
      if (s >= to) break;
      const kind = o[s - from];
      let e = s + 1;
      while (e < to && (o[e - from] === kind || p.flags[e] & F_HIDDEN)) e++;
      // 縱中橫 is one box per digit group: a group ends where the next starts right after it.
      if (kind === Orient.TCY) {
        e = s + 1;
        while (e < to && o[e - from] === Orient.TCY && !(p.flags[e] & F_HIDDEN) && p.x[e] - (p.x[e - 1] + p.width[e - 1]) < 1e-6) e++;
      }
      if (kind === Orient.TCY) out += this.tcy(chain, p, s, e, cx, top, size, em);
      else out += this.run(kind === Orient.UPRIGHT, chain, p, s, e, cx, top, size, em);
      s = e;
    }
    // One text object a column, so extractors keep its pieces (upright, sideways, 縱中橫) together and in order.
    if (out) this.doc.page.write(Buffer.from(`BT\n${out}ET\n`, 'latin1'));
  }

  /**
   * A run of upright glyphs (Identity-V: the pen starts at the first glyph's top centre, each glyph advances 1 em
   * down and a positive TJ number moves further down) or of sideways ones (text matrix 0 1 1 0, turned 90°
   * clockwise: the baseline runs down the column AXIS em left of its centre, a negative TJ number moves down).
   */
  private run(
    up: boolean,
    chain: FontChain,
    p: ComposedParagraph,
    s: number,
    e: number,
    cx: number,
    top: number,
    size: number,
    em: number,
  ): string {
    const r = em / size;
    const sign = up ? 1 : -1;
    let out = '';
    let tj = '';
    let face: Face | undefined;
    let expected = NaN;
    for (let i = s; i < e; i++) {
      if (p.flags[i] & F_HIDDEN) continue;
      const g = this.glyph(chain, p.codes[i], up);
      if (g.face !== face) {
        if (tj) out += `[${tj}>] TJ\n`;
        tj = '';
        face = g.face;
        out += `/${this.use(face, up)} ${num(size)} Tf\n`;
      }
      const py = g.inkCentre === undefined ? p.x[i] : p.x[i] + p.width[i] / 2 - ((EM_TOP - g.inkCentre) * size) / em;
      if (Number.isNaN(expected)) {
        const y = num(top + py * em);
        out = (up ? `1 0 0 -1 ${num(cx)} ${y} Tm\n` : `0 1 1 0 ${num(cx - AXIS * size)} ${y} Tm\n`) + out;
        expected = py;
      }
      const delta = py - expected;
      // One hex string for glyphs with no offset between them, as the horizontal writer does (glyphs.ts).
      if (Math.abs(delta) > 1e-5) tj += tj ? `>${num(sign * delta * r * 1000)}<` : `${num(sign * delta * r * 1000)}<`;
      else if (!tj) tj = '<';
      tj += g.hex;
      expected = py + (up ? 1 : g.advance) / r;
    }
    if (Number.isNaN(expected)) return '';
    return `${out}[${tj}>] TJ\n`;
  }

  /**
   * 縱中橫: the digits side by side across the column, centred on its axis and on the span the composer gave them,
   * squeezed to 1 em wide at most. Each digit is placed by its own text matrix in the Identity-V font (its vertical
   * origin is its horizontal centre), so it stays in the column's text for extractors.
   */
  private tcy(chain: FontChain, p: ComposedParagraph, s: number, e: number, cx: number, top: number, size: number, em: number): string {
    const glyphs: Glyph[] = [];
    let width = 0;
    for (let i = s; i < e; i++) {
      const g = this.glyph(chain, p.codes[i], true);
      glyphs.push(g);
      width += g.advance;
    }
    const scale = Math.min(1, 1 / width);
    const boxTop = top + ((p.x[s] + p.x[e - 1] + p.width[e - 1]) / 2) * em - size / 2;
    // ActualText (ISO 32000-1 §14.9.4): the group reads as one run of digits, not as digits side by side.
    let actual = 'FEFF';
    for (let i = s; i < e; i++) actual += p.codes[i].toString(16).toUpperCase().padStart(4, '0');
    let out = `/Span <</ActualText <${actual}>>> BDC\n`;
    let face: Face | undefined;
    let x = cx - (width * scale * size) / 2;
    for (const g of glyphs) {
      if (g.face !== face) {
        face = g.face;
        out += `/${this.use(face, true)} ${num(size)} Tf\n`;
      }
      out += `${num(scale)} 0 0 -1 ${num(x + (g.advance * scale * size) / 2)} ${num(boxTop)} Tm\n<${g.hex}> Tj\n`;
      x += g.advance * scale * size;
    }
    return `${out}EMC\n`;
  }
}
