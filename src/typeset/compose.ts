/** Breaks a paragraph into lines on an em grid: prohibitions, push-in before push-out, compression, justification and the 孤字 rule (LB-*, JUST-*, PARA-1). */
import type { CompressionStyle, ProhibitionLevel } from '../config/template.ts';
import { C } from './classes.ts';
import {
  analyze,
  glyphText,
  GlyphBuffer,
  MetricsCache,
  Gap,
  Side,
  F_COMPRESSED,
  F_HIDDEN,
  F_TRIM_END,
  type GlyphMetrics,
} from './analyze.ts';
import { type RunSpec, type RunTable, runTable } from './runs.ts';

export { DASH1_GLYPH, DASH2_GLYPH, F_COMPRESSED, F_HIDDEN, F_TRIM_END, Side, glyphText } from './analyze.ts';
export type { GlyphMetrics } from './analyze.ts';
export { MARK_SCALE, RUBY_SCALE, type RunSpec } from './runs.ts';

export interface ComposeOptions {
  /** Line length in em; an integer so every line sits on the character grid (JUST-2). */
  measure: number;
  /** First-line indent in em (PARA-1); default 2. */
  indent?: number;
  prohibition: ProhibitionLevel;
  compression: CompressionStyle;
  metrics: GlyphMetrics;
  /** Interpunct box in em: 0.5 for zh-Hans, 1 for zh-Hant (JUST-3); default 0.5 for gb, 1 for tw-solid. */
  interpunct?: number;
  /** `justify` spreads every line but the last (JUST-1); `start` leaves lines natural (headings, contents). */
  align?: 'justify' | 'start';
  /** Metrics of further faces a styled run may name (RunSpec.face n is faces[n − 1]; bold is face 1). */
  faces?: readonly GlyphMetrics[];
}

/** One composed paragraph: flat arrays indexed by glyph, and line boundaries into them. */
export interface ComposedParagraph {
  /** Code point of each glyph, or DASH2_GLYPH / DASH1_GLYPH. */
  codes: Uint32Array;
  /** Pen x of each glyph in em from the line's start edge (the indent included); draw the full glyph here. Float32: 10⁻⁶ em is far below a device pixel, and a novel holds millions of glyphs. */
  x: Float32Array;
  /** Set width of each glyph in em before justification spacing (0.5 for a compressed mark). */
  width: Float32Array;
  /** F_HIDDEN, F_COMPRESSED, F_TRIM_END. */
  flags: Uint8Array;
  /** First glyph of each line; `lineStart[lines]` is the glyph count. */
  lineStart: Uint32Array;
  /** Right edge of each line in em from the start edge: `measure` for a justified line. */
  lineWidth: Float64Array;
  lines: number;
  /** Han characters in the paragraph. */
  han: number;
  /** Breaks that had to fall inside an unbreakable run wider than the line (the LB-7 remedy); normally 0. */
  forced: number;
  /** True if the last line still holds fewer than 2 Han characters although the paragraph has more (LB-8). */
  orphan: boolean;
  /** Run (RunSpec index) of each glyph, for a paragraph composed from styled runs; absent for plain text. */
  run?: Uint16Array;
}

const EPS = 1e-7;
/** JUST-8 order for push-in: brackets, then ，、；：, then Han–Western gaps, then 。？！. */
const SHRINK_STEPS = [4, 5, 6, 7];
const GAP_SHRINK = 0.125;
const SPACE_MAX = 0.5;
const HAN_LATIN_MAX = 0.5;
/** JUST-9 step 3 tiers as bit masks over Gap: ordinary gaps; then gaps by connectors, solidi and spaces; then word interiors. */
const STRETCH_TIERS = [(1 << Gap.NORMAL) | (1 << Gap.HAN_LATIN), 1 << Gap.LOW, 1 << Gap.NEVER];

/** An opening mark at a line start keeps its blank in push-in: the indent stays 2 em and the block edge straight (JUST-7 is off). */
const isOpen = (c: number): boolean => c === C.OPEN_Q || c === C.OPEN_BR;
/** Word spaces and U+3000 vanish at a line edge (a line never starts with a blank em that reads as an indent). */
const isSpace = (c: number): boolean => c === C.SPACE || c === C.IDEO_SPACE;

/** Line records while a paragraph is being broken (reused between calls). */
class Lines {
  n = 0;
  start: number[] = [];
  end: number[] = [];
  shrink: number[] = [];
  /** 1 when the line may trim and shrink although the style is tw-solid (the emergency push-in, see fillLine). */
  squeeze: number[] = [];
  push(s: number, e: number, sh: number, squeeze: boolean): void {
    this.start[this.n] = s;
    this.end[this.n] = e;
    this.shrink[this.n] = sh;
    this.squeeze[this.n] = squeeze ? 1 : 0;
    this.n++;
  }
}

const G = new GlyphBuffer();
const L = new Lines();
let EX = new Float64Array(256);

/** Composes paragraphs with one set of options; keeps a per-code metrics cache, so build one per font and measure. */
export class Composer {
  private readonly cache: MetricsCache;
  /** The composer's own metrics, then those of `options.faces`: the faces a styled run may use. */
  private readonly faces: MetricsCache[];
  private readonly measure: number;
  private readonly indent: number;
  private readonly gb: boolean;
  private readonly justify: boolean;
  private readonly analyzeOptions;

  constructor(
    readonly options: ComposeOptions,
    shared?: MetricsCache[],
  ) {
    if (!Number.isInteger(options.measure) || options.measure < 1)
      throw new RangeError(`measure must be a whole number of em (JUST-2), got ${options.measure}`);
    this.faces = shared ?? [options.metrics, ...(options.faces ?? [])].map((m) => new MetricsCache(m));
    this.cache = this.faces[0];
    this.measure = options.measure;
    this.indent = options.indent ?? 2;
    this.gb = options.compression === 'gb';
    this.justify = (options.align ?? 'justify') === 'justify';
    this.analyzeOptions = {
      prohibition: options.prohibition,
      compression: options.compression,
      interpunct: options.interpunct ?? (this.gb ? 0.5 : 1),
    };
  }

  /** A composer with other measure, indent or alignment and the same fonts, sharing this one's metrics caches. */
  derive(changes: Pick<Partial<ComposeOptions>, 'measure' | 'indent' | 'align'>): Composer {
    return new Composer({ ...this.options, ...changes }, this.faces);
  }

  /** Composes one paragraph (text without line breaks; leading spaces are the caller's to strip, PARA-1). */
  compose(text: string, indent = this.indent): ComposedParagraph {
    this.breakLines(text, indent);
    return this.emit(indent);
  }

  /** The number of lines `compose(text, indent)` would give, without building the paragraph (a pagination pre-pass over a whole book). */
  countLines(text: string, indent = this.indent): number {
    this.breakLines(text, indent);
    return L.n;
  }

  /** Composes a paragraph of styled runs (RICH-1): the glyphs carry their run index in `run`. */
  composeRuns(runs: readonly RunSpec[], indent = this.indent): ComposedParagraph {
    this.breakRuns(runs, indent);
    const p = this.emit(indent);
    p.run = G.run.slice(0, G.n);
    return p;
  }

  /** The number of lines `composeRuns(runs, indent)` would give; `lineOfRun` then tells where a run starts. */
  countRuns(runs: readonly RunSpec[], indent = this.indent): number {
    this.breakRuns(runs, indent);
    return L.n;
  }

  /** Line on which run `r` begins in the paragraph last broken by countRuns (or -1 if it has no glyph). */
  lineOfRun(r: number): number {
    for (let i = 0; i < G.n; i++) {
      if (G.run[i] !== r) continue;
      for (let l = 0; l < L.n; l++) if (i <= L.end[l]) return l;
      return L.n - 1;
    }
    return -1;
  }

  /**
   * UTF-16 offset in the text (the runs' joined text) of each line's first drawn glyph, for the paragraph last broken
   * by countLines, countRuns, compose or composeRuns: where a page that begins with that line begins in the source.
   */
  lineOffsets(): number[] {
    const out: number[] = [];
    for (let l = 0; l < L.n; l++) out.push(G.src[L.start[l]]);
    return out;
  }

  private breakRuns(runs: readonly RunSpec[], indent: number): void {
    const { text, table } = runTable(runs, this.faces);
    this.breakLines(text, indent, table);
  }

  /** Analyses the text and chooses its line breaks into the shared buffers G and L. */
  private breakLines(text: string, indent: number, runs?: RunTable): void {
    analyze(text, G, this.cache, this.analyzeOptions, runs);
    G.forced = 0;
    L.n = 0;
    this.breakFrom(0, true, indent);
    if (this.justify) this.fixOrphan(indent);
  }

  /** Greedy fill from glyph `s` to the end of the paragraph. */
  private breakFrom(s: number, first: boolean, indent: number): void {
    const n = G.n;
    while (s < n) {
      while (s < n && isSpace(G.cls[s])) s++;
      if (s >= n) break;
      const avail = this.measure - (first ? indent : 0);
      const [end, shrink, squeeze] = this.fillLine(s, avail);
      L.push(s, end, shrink, squeeze);
      s = end + 1;
      first = false;
    }
  }

  /** Width of glyphs s..e set as one line: trailing gap dropped, JUST-6 trim taken when `trim`. */
  private lineWidthOf(s: number, e: number, trim = this.gb): number {
    while (e > s && isSpace(G.cls[e])) e--;
    return G.P[e + 1] - G.P[s] - G.gap[e] - (trim && G.trim[e] ? 0.5 : 0);
  }

  /**
   * Finds where one line ends: the natural break, else push-in (LB-5.1), else push-out (LB-5.2). Returns
   * [end, shrink, squeeze]. In tw-solid a chain that cannot be pushed out (it is longer than the line) may still be
   * pushed in with gb compression: the prohibition is a MUST, solid setting a house style (JUST-4).
   */
  private fillLine(s: number, avail: number): [number, number, boolean] {
    const { n, P, gap, brk, trim, cls } = G;
    const base = P[s];
    const gb = this.gb;
    let k = -1;
    let lastOpp = -1;
    for (let j = s; j < n; j++) {
      const fits = isSpace(cls[j]) ? k === j - 1 : P[j + 1] - base - gap[j] - (gb && trim[j] ? 0.5 : 0) <= avail + EPS;
      if (!fits) break; // every later glyph ends further right, even with its trim
      k = j;
      if (brk[j]) lastOpp = j;
    }
    if (k === n - 1) return [k, 0, false];
    if (k < s) {
      G.forced++;
      return [s, 0, false];
    } // one glyph wider than the line
    if (brk[k]) return [k, 0, false];
    if (gb || lastOpp < s) {
      const b2 = this.pushInEnd(s, k, avail);
      if (b2 >= 0) {
        const need = this.lineWidthOf(s, b2, true) - avail;
        if (need <= this.shrinkable(s, b2) + EPS) return [b2, Math.max(0, need), !gb];
      }
    }
    if (lastOpp >= s) return [lastOpp, 0, false];
    G.forced++; // an unbreakable run longer than the line: break inside it (LB-7 remedy)
    return [k, 0, false];
  }

  /**
   * The next break opportunity after glyph k, for push-in, or -1 as soon as the glyphs up to it cannot fit even
   * fully shrunk. Without that stop, a paragraph with no opportunities (a 400 KB run of Latin letters, digits
   * or 。」 pairs) was scanned to its end for every line: quadratic. The bound is safe: each glyph adds
   * width + gap − its shrink ≥ 0, and the line end can give back at most its trim (0.5) and its gap (0.25),
   * while trailing spaces vanish (they are left out of the sum).
   */
  private pushInEnd(s: number, k: number, avail: number): number {
    const { n, brk, P, cap, gapKind, cls } = G;
    const least = (i: number) => (isSpace(cls[i]) ? 0 : P[i + 1] - P[i] - cap[i] - (gapKind[i] === Gap.HAN_LATIN ? GAP_SHRINK : 0));
    let floor = 0;
    for (let i = s; i <= k; i++) floor += least(i);
    let b2 = k + 1;
    while (b2 < n - 1 && !brk[b2]) {
      floor += least(b2);
      if (floor - 1 > avail + EPS) return -1;
      b2++;
    }
    return b2;
  }

  /** Shrink available in glyphs s..e for push-in (JUST-8 steps 4–7; the trimmed end mark has none left). */
  private shrinkable(s: number, e: number): number {
    while (e > s && isSpace(G.cls[e])) e--;
    let total = 0;
    for (let i = s; i <= e; i++) {
      if ((i === e && G.trim[i]) || (i === s && isOpen(G.cls[i]))) continue;
      total += G.cap[i];
      if (i < e && G.gapKind[i] === Gap.HAN_LATIN) total += GAP_SHRINK;
    }
    return total;
  }

  private hanIn(line: number): number {
    let h = 0;
    for (let i = L.start[line]; i <= L.end[line]; i++) if (G.cls[i] === C.HAN) h++;
    return h;
  }

  /** LB-8: the last line must hold ≥ 2 Han characters; push one more unit down from the line above, up to 3 times. */
  private fixOrphan(indent: number): void {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (L.n < 2 || G.han < 2 || this.hanIn(L.n - 1) >= 2) return;
      const pl = L.n - 2;
      let b = L.end[pl] - 1;
      while (b >= L.start[pl] && !G.brk[b]) b--;
      if (b < L.start[pl]) return;
      const avail = this.measure - (pl === 0 ? indent : 0);
      const over = this.lineWidthOf(L.start[pl], b) - avail;
      L.end[pl] = b;
      L.shrink[pl] = Math.max(0, over);
      L.squeeze[pl] = 0;
      L.n = pl + 1;
      this.breakFrom(b + 1, false, indent);
    }
  }

  /** Applies trim, shrink and stretch line by line, then copies the glyphs out with their positions. */
  private emit(indent: number): ComposedParagraph {
    const n = G.n;
    const lines = L.n;
    const out: ComposedParagraph = {
      codes: G.code.slice(0, n),
      x: new Float32Array(n),
      width: new Float32Array(n),
      flags: new Uint8Array(n),
      lineStart: new Uint32Array(lines + 1),
      lineWidth: new Float64Array(lines),
      lines,
      han: G.han,
      forced: G.forced,
      orphan: false,
    };
    if (EX.length < n) EX = new Float64Array(n * 2);
    for (let l = 0; l < lines; l++) {
      const from = l === 0 ? 0 : L.end[l - 1] + 1;
      const s = L.start[l];
      const to = l === lines - 1 ? n - 1 : L.end[l];
      let v = L.end[l];
      while (v > s && isSpace(G.cls[v])) v--;
      const x0 = l === 0 ? indent : 0;
      const avail = this.measure - x0;
      if ((this.gb || L.squeeze[l]) && G.trim[v]) this.compress(v, 0.5); // JUST-6
      if (L.shrink[l] > EPS) this.shrink(s, v, L.shrink[l]);
      for (let i = s; i <= v; i++) EX[i] = 0;
      let width = 0;
      for (let i = s; i <= v; i++) width += G.w[i] + (i < v ? G.gap[i] : 0);
      if (this.justify && l < lines - 1 && avail - width > EPS) this.stretch(s, v, avail - width);
      let pos = x0;
      for (let i = from; i <= to; i++) {
        const hidden = i < s || i > v;
        out.flags[i] = G.flags[i] | (hidden ? F_HIDDEN : 0);
        out.width[i] = hidden ? 0 : G.w[i];
        out.x[i] = pos + (hidden ? 0 : G.off[i]);
        if (hidden) continue;
        pos += G.w[i];
        if (i < v) pos += G.gap[i] + EX[i];
      }
      out.lineStart[l] = from;
      out.lineWidth[l] = pos;
    }
    out.lineStart[lines] = n;
    out.orphan = lines >= 2 && G.han >= 2 && this.hanIn(lines - 1) < 2;
    return out;
  }

  /** Narrows mark i by `a` em, moving its pen so the ink stays inside the narrower box (JUST-11, `halt` geometry). */
  private compress(i: number, a: number): void {
    const side = G.side[i];
    G.w[i] -= a;
    G.cap[i] = Math.max(0, G.cap[i] - a);
    if (side === Side.START) G.off[i] -= a;
    else if (side === Side.BOTH) G.off[i] -= a / 2;
    G.flags[i] |= F_COMPRESSED | (side === Side.END ? F_TRIM_END : 0);
  }

  /** Push-in: removes `amount` em from glyphs s..v, one JUST-8 step at a time, equally within a step. */
  private shrink(s: number, v: number, amount: number): void {
    for (const step of SHRINK_STEPS) {
      if (amount <= EPS) return;
      let count = 0;
      for (let i = s; i <= v; i++) {
        if (step === 6) {
          if (i < v && G.gapKind[i] === Gap.HAN_LATIN && G.gap[i] > GAP_SHRINK) count++;
        } else if (G.step[i] === step && G.cap[i] > EPS && !(i === s && isOpen(G.cls[i]))) count++;
      }
      if (count === 0) continue;
      const per = Math.min(step === 6 ? GAP_SHRINK : 0.5, amount / count);
      for (let i = s; i <= v; i++) {
        if (step === 6) {
          if (i < v && G.gapKind[i] === Gap.HAN_LATIN && G.gap[i] > GAP_SHRINK) G.gap[i] -= per;
        } else if (G.step[i] === step && G.cap[i] > EPS && !(i === s && isOpen(G.cls[i]))) this.compress(i, Math.min(per, G.cap[i]));
      }
      amount -= per * count;
    }
  }

  /** JUST-9: word spaces (to 0.5 em), Han–Western gaps (to 0.5 em), then every other gap equally; never inside ——/…… or words. */
  private stretch(s: number, v: number, slack: number): void {
    const { cls, w, gapKind } = G;
    let count = 0;
    for (let i = s + 1; i < v; i++) if (cls[i] === C.SPACE && w[i] < SPACE_MAX) count++;
    if (count > 0) {
      let room = Infinity;
      for (let i = s + 1; i < v; i++) if (cls[i] === C.SPACE) room = Math.min(room, SPACE_MAX - w[i]);
      const per = Math.min(room, slack / count);
      for (let i = s + 1; i < v; i++) if (cls[i] === C.SPACE) EX[i] += per;
      slack -= per * count;
    }
    count = 0;
    for (let i = s; i < v; i++) if (gapKind[i] === Gap.HAN_LATIN) count++;
    if (count > 0 && slack > EPS) {
      const per = Math.min(HAN_LATIN_MAX - 0.25, slack / count);
      for (let i = s; i < v; i++) if (gapKind[i] === Gap.HAN_LATIN) EX[i] += per;
      slack -= per * count;
    }
    if (slack <= EPS) return;
    // Equal spacing over the remaining gaps, widening the choice only when a line has none (connectors, then word interiors).
    for (const kinds of STRETCH_TIERS) {
      count = 0;
      for (let i = s; i < v; i++) if ((kinds >> gapKind[i]) & 1) count++;
      if (count === 0) continue;
      const per = slack / count;
      for (let i = s; i < v; i++) if ((kinds >> gapKind[i]) & 1) EX[i] += per;
      return;
    }
  }
}

/** Composes one paragraph with a throwaway composer (tests and one-offs; build a Composer for bulk work). */
export function composeParagraph(text: string, options: ComposeOptions): ComposedParagraph {
  return new Composer(options).compose(text);
}

/** The visible text of line `i` (DASH2_GLYPH comes back as `——`). */
export function lineText(p: ComposedParagraph, i: number): string {
  let s = '';
  for (let g = p.lineStart[i]; g < p.lineStart[i + 1]; g++) if ((p.flags[g] & F_HIDDEN) === 0) s += glyphText(p.codes[g]);
  return s;
}

/** Every line's visible text. */
export function linesOf(p: ComposedParagraph): string[] {
  return Array.from({ length: p.lines }, (_, i) => lineText(p, i));
}
