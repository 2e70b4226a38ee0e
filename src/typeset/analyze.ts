/** Turns one paragraph into glyph arrays for the composer: classes, set widths, break opportunities and adjacent-mark compression (docs/rules/typography.md#the-pdf-composer-step-by-step, steps 1–2). */
import { C, classOf, PROHIBITIONS } from './classes.ts';
import type { CompressionStyle, ProhibitionLevel } from '../config/template.ts';
import { applyRunRules, type RunTable } from './runs.ts';

/** Glyph code for a DASH2 `——`, drawn as the font's full-width two-em dash (GSUB `fwid` ligature) so it has no gap. */
export const DASH2_GLYPH = 0x110000;
/** Glyph code for a lone U+2014 (a connector, CLS-2), drawn with the font's full-width form (`fwid`), 1 em. */
export const DASH1_GLYPH = 0x110001;

/** Text a glyph code stands for. */
export function glyphText(code: number): string {
  if (code === DASH2_GLYPH) return '——';
  if (code === DASH1_GLYPH) return '—';
  return String.fromCodePoint(code);
}

/** Where a full-width mark's blank lies, i.e. which side compression removes (JUST-3 table; read from the font's `halt`). */
export const enum Side {
  NONE = 0,
  END = 1,
  START = 2,
  BOTH = 3,
}

/** Font facts the composer needs, in em. The renderer builds this from the font that will draw each glyph. */
export interface GlyphMetrics {
  /** Advance of a code point (or DASH2_GLYPH / DASH1_GLYPH) in em. */
  advance(code: number): number;
  /** The blank side of a full-width mark: END when its `halt` form keeps the origin, START when it moves left 0.5 em, BOTH when it moves 0.25 em. */
  blankSide(code: number): Side;
}

/** How a gap after a glyph may stretch (JUST-9). */
export const enum Gap {
  NORMAL = 0,
  NEVER = 1,
  LOW = 2,
  HAN_LATIN = 3,
}

/** Per-glyph flags in the composed output. */
export const F_HIDDEN = 1; // a space at a line edge: not drawn
export const F_COMPRESSED = 2; // set narrower than its full width (JUST-5/6/8)
export const F_TRIM_END = 4; // compressed on its end side: the ink stays at the start of a narrower box

/** Width the Han–Western gap gets before justification (JUST-10). */
const HAN_LATIN_GAP = 0.25;

const PUNCT = (1 << C.PAUSE) | (1 << C.CLOSE_Q) | (1 << C.CLOSE_BR) | (1 << C.OPEN_Q) | (1 << C.OPEN_BR);
const OPEN = (1 << C.OPEN_Q) | (1 << C.OPEN_BR);
const CLOSE = (1 << C.CLOSE_Q) | (1 << C.CLOSE_BR);
const BRACKET = OPEN | CLOSE;
const WORD = (1 << C.LATIN) | (1 << C.DIGIT) | (1 << C.NARROW_CLOSE) | (1 << C.NARROW_OPEN) | (1 << C.NARROW_SYM);
const ALNUM = (1 << C.LATIN) | (1 << C.DIGIT);
const IDEO = (1 << C.HAN) | (1 << C.WIDE);
const RIGID = (1 << C.CONNECTOR) | (1 << C.SOLIDUS) | (1 << C.SPACE);
/** JUST-8 reduction steps for marks: 4 brackets, 5 ，、；：, 7 。？！ (step 1, line-end trim, is separate). */
const STEP5 = new Set([0xff0c, 0x3001, 0xff1b, 0xff1a]);

/** Reusable glyph arrays for one paragraph (the composer is synchronous, so one set serves every call). */
export class GlyphBuffer {
  n = 0;
  han = 0;
  /** Breaks forced inside unbreakable runs while composing the current paragraph. */
  forced = 0;
  code = new Uint32Array(256);
  cls = new Uint8Array(256);
  /** Set width (box) in em, after JUST-5 compression. */
  w = new Float64Array(256);
  /** Pen offset from the box start in em (negative for marks compressed on their start side). */
  off = new Float64Array(256);
  /** Fixed gap after the glyph (Han–Western, JUST-10), dropped at a line end. */
  gap = new Float64Array(256);
  gapKind = new Uint8Array(256);
  /** 1 if a line may break after this glyph. */
  brk = new Uint8Array(256);
  side = new Uint8Array(256);
  /** Shrink still available (gb push-in, JUST-8) and its priority step. */
  cap = new Float64Array(256);
  step = new Uint8Array(256);
  /** 1 if the glyph takes the JUST-6 line-end trim when it ends a line. */
  trim = new Uint8Array(256);
  flags = new Uint8Array(256);
  /** Run of each glyph in a styled paragraph (RunSpec index); all 0 in a plain one. */
  run = new Uint16Array(256);
  /** UTF-16 offset in the analysed text where each glyph's characters begin (page-list markers map lines back to text). */
  src = new Uint32Array(256);
  /** P[i] = sum of w+gap before glyph i. */
  P = new Float64Array(257);

  ensure(size: number): void {
    if (size <= this.code.length) return;
    const len = Math.max(size, this.code.length * 2);
    const grow = <T extends Uint32Array | Uint16Array | Uint8Array | Float64Array>(a: T, extra = 0): T =>
      new (a.constructor as new (n: number) => T)(len + extra);
    this.code = grow(this.code);
    this.cls = grow(this.cls);
    this.w = grow(this.w);
    this.off = grow(this.off);
    this.gap = grow(this.gap);
    this.gapKind = grow(this.gapKind);
    this.brk = grow(this.brk);
    this.side = grow(this.side);
    this.cap = grow(this.cap);
    this.step = grow(this.step);
    this.trim = grow(this.trim);
    this.flags = grow(this.flags);
    this.run = grow(this.run);
    this.src = grow(this.src);
    this.P = grow(this.P, 1);
  }
}

export interface AnalyzeOptions {
  prohibition: ProhibitionLevel;
  compression: CompressionStyle;
  /** Interpunct box: 0.5 em in SC, 1 em in TC/HK (JUST-3, TRAD-4). */
  interpunct: number;
}

/** Advance and blank-side lookups with a per-code cache (the composer's hot path must not call into fontkit). */
export class MetricsCache {
  private readonly adv = new Float64Array(0x10000).fill(NaN);
  private readonly sides = new Uint8Array(0x10000).fill(255);
  private readonly far = new Map<number, number>();
  private readonly farSides = new Map<number, Side>();
  constructor(readonly metrics: GlyphMetrics) {}

  advance(code: number): number {
    if (code < 0x10000) {
      let a = this.adv[code];
      if (Number.isNaN(a)) a = this.adv[code] = this.metrics.advance(code);
      return a;
    }
    let a = this.far.get(code);
    if (a === undefined) this.far.set(code, (a = this.metrics.advance(code)));
    return a;
  }

  side(code: number): Side {
    if (code < 0x10000) {
      let s = this.sides[code];
      if (s === 255) s = this.sides[code] = this.metrics.blankSide(code);
      return s as Side;
    }
    let s = this.farSides.get(code);
    if (s === undefined) this.farSides.set(code, (s = this.metrics.blankSide(code)));
    return s;
  }
}

/**
 * Fills `g` with the glyphs of `text`. With `runs` (a styled paragraph, see runs.ts) each run's glyphs are measured
 * with its own face and scale and tagged with their run; without, the whole text is one run of `m`.
 */
export function analyze(text: string, g: GlyphBuffer, m: MetricsCache, o: AnalyzeOptions, runs?: RunTable): void {
  g.ensure(text.length + 1);
  const { code, cls, w, off, run, src } = g;
  let n = 0;
  let han = 0;
  const len = text.length;
  let r = 0;
  let end = len;
  let scale = 1;
  if (runs) {
    while (r < runs.ends.length - 1 && runs.ends[r] <= 0) r++;
    m = runs.caches[r];
    end = runs.ends[r];
    scale = runs.scale[r];
  }
  for (let i = 0; i < len; i++) {
    if (i >= end && runs) {
      while (r < runs.ends.length - 1 && runs.ends[r] <= i) r++;
      m = runs.caches[r];
      end = runs.ends[r];
      scale = runs.scale[r];
    }
    const at = i;
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < len) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    const c = classOf(cp);
    if (c === C.ZERO) continue;
    if (c === C.DASH && cp === 0x2014) {
      // CLS-2: a run of 2k U+2014 is k DASH2 units; a lone one (or an odd leftover) is a connector.
      let j = i;
      while (j + 1 < end && text.charCodeAt(j + 1) === 0x2014) j++;
      const dashes = j - i + 1;
      for (let k = 0; k < dashes >> 1; k++) {
        code[n] = DASH2_GLYPH;
        cls[n] = C.DASH;
        w[n] = 2;
        off[n] = (2 - m.advance(DASH2_GLYPH)) / 2;
        run[n] = r;
        src[n] = at + 2 * k;
        n++;
      }
      if (dashes & 1) {
        code[n] = DASH1_GLYPH;
        cls[n] = C.CONNECTOR;
        w[n] = m.advance(DASH1_GLYPH);
        off[n] = 0;
        run[n] = r;
        src[n] = j;
        n++;
      }
      i = j;
      continue;
    }
    code[n] = cp;
    cls[n] = c;
    run[n] = r;
    src[n] = at;
    const a = m.advance(cp);
    if (c === C.INTERPUNCT) {
      w[n] = o.interpunct;
      off[n] = (o.interpunct - a) / 2;
    } else if (c === C.DASH) {
      w[n] = 2;
      off[n] = (2 - a) / 2;
    } // U+2E3A: one glyph, a two-em box
    else {
      w[n] = scale === 1 ? a : a * scale;
      off[n] = 0;
    }
    if (c === C.HAN) han++;
    n++;
  }
  g.n = n;
  g.han = han;
  setBreaksAndGaps(g, o);
  compressPairs(g, m, o, runs);
  if (runs) applyRunRules(g, runs);
  const P = g.P;
  P[0] = 0;
  for (let i = 0; i < n; i++) P[i + 1] = P[i] + g.w[i] + g.gap[i];
}

/** Break opportunities (LB-1/2/3) and the kind of every inter-glyph gap (JUST-9, JUST-10). */
function setBreaksAndGaps(g: GlyphBuffer, o: AnalyzeOptions): void {
  const { n, cls, code, brk, gap, gapKind, flags } = g;
  const p = PROHIBITIONS[o.prohibition];
  let ellipsisRun = 0;
  // Class of the last glyph that is not a space: a line ending in `「 ` shows `「` once the space vanishes (LB-1).
  let visible = -1;
  for (let i = 0; i < n; i++) {
    flags[i] = 0;
    const a = cls[i];
    if (a !== C.SPACE && a !== C.IDEO_SPACE) visible = a;
    ellipsisRun = a === C.ELLIPSIS ? ellipsisRun + 1 : 0;
    gap[i] = 0;
    gapKind[i] = Gap.NORMAL;
    if (i === n - 1) {
      brk[i] = 1;
      break;
    }
    const b = cls[i + 1];
    const ba = 1 << a,
      bb = 1 << b;
    let ok: boolean;
    if (b === C.SPACE || b === C.IDEO_SPACE)
      ok = false; // break after a space (it then vanishes), never before it
    else if (a === C.SPACE || a === C.IDEO_SPACE) ok = (p.noStart & bb) === 0 && (visible < 0 || (p.noEnd & (1 << visible)) === 0);
    else if ((WORD & ba) !== 0 && (WORD & bb) !== 0) {
      ok = false;
      gapKind[i] = Gap.NEVER;
    } // LB-2: words and digit runs stay whole
    else if ((p.noEnd & ba) !== 0 || (p.noStart & bb) !== 0)
      ok = false; // LB-1; runs stick together pairwise (LB-3)
    else if (a === C.ELLIPSIS && b === C.ELLIPSIS && code[i] === code[i + 1] && (ellipsisRun & 1) === 1) {
      ok = false;
      gapKind[i] = Gap.NEVER;
    } // LB-2: …… whole
    else if (a === C.ELLIPSIS && b === C.ELLIPSIS && (i + 2 >= n || cls[i + 2] !== C.ELLIPSIS))
      ok = false; // an odd leftover … sticks
    else if (p.unitsNoStart && (b === C.DASH || b === C.ELLIPSIS) && a !== b)
      ok = false; // strict: DASH2/ELLIPSIS2 never start a line
    else ok = true;
    brk[i] = ok ? 1 : 0;
    if (gapKind[i] === Gap.NORMAL) {
      if (((IDEO & ba) !== 0 && (ALNUM & bb) !== 0) || ((ALNUM & ba) !== 0 && (IDEO & bb) !== 0)) {
        gap[i] = HAN_LATIN_GAP;
        gapKind[i] = Gap.HAN_LATIN; // JUST-10
      } else if ((RIGID & ba) !== 0 || (RIGID & bb) !== 0) gapKind[i] = Gap.LOW; // JUST-9: not around connectors, solidi, spaces
    }
  }
}

/** JUST-5 adjacent marks (1.5 em a pair), then the JUST-6 trim and JUST-8 shrink each mark still allows. */
function compressPairs(g: GlyphBuffer, m: MetricsCache, o: AnalyzeOptions, runs?: RunTable): void {
  const { n, cls, code, side, cap, step, trim } = g;
  const gb = o.compression === 'gb';
  for (let i = 0; i < n; i++) {
    const c = cls[i];
    // A mark's blank side comes from the face that draws it (bold `halt` data may differ from regular).
    side[i] = (PUNCT & (1 << c)) !== 0 && g.w[i] === 1 ? (runs ? runs.caches[g.run[i]] : m).side(code[i]) : Side.NONE;
    cap[i] = 0;
    step[i] = 0;
    trim[i] = 0;
  }
  for (let i = 0; i + 1 < n; i++) {
    const ba = 1 << cls[i],
      bb = 1 << cls[i + 1];
    if ((PUNCT & ba) === 0 || (PUNCT & bb) === 0) continue;
    // gb: any pair involving a bracket or quote; tw-solid: bracket pairs only (JUST-4).
    if (gb ? (BRACKET & ba) === 0 && (BRACKET & bb) === 0 : (BRACKET & ba) === 0 || (BRACKET & bb) === 0) continue;
    if ((OPEN & ba) !== 0) {
      if ((OPEN & bb) !== 0) compressStart(g, i + 1); // 「『 : the inner mark loses its start blank
    } else if (!compressEnd(g, i) && (OPEN & bb) !== 0) compressStart(g, i + 1); // 。」 ”。 ，“ 」「
  }
  // Caps and trims are recorded in tw-solid too: there they are used only when a prohibition cannot be met any other way.
  for (let i = 0; i < n; i++) {
    if ((g.flags[i] & F_COMPRESSED) !== 0 || side[i] === Side.NONE) continue;
    const c = cls[i];
    cap[i] = 0.5;
    step[i] = (BRACKET & (1 << c)) !== 0 ? 4 : STEP5.has(code[i]) ? 5 : 7;
    if ((c === C.PAUSE || (CLOSE & (1 << c)) !== 0) && (side[i] === Side.END || side[i] === Side.BOTH)) trim[i] = 1;
  }
}

function compressEnd(g: GlyphBuffer, i: number): boolean {
  const s = g.side[i];
  if ((g.flags[i] & F_COMPRESSED) !== 0 || (s !== Side.END && s !== Side.BOTH)) return false;
  g.w[i] -= 0.5;
  if (s === Side.BOTH) g.off[i] -= 0.25;
  g.flags[i] |= F_COMPRESSED | (s === Side.END ? F_TRIM_END : 0);
  return true;
}

function compressStart(g: GlyphBuffer, i: number): boolean {
  const s = g.side[i];
  if ((g.flags[i] & F_COMPRESSED) !== 0 || (s !== Side.START && s !== Side.BOTH)) return false;
  g.w[i] -= 0.5;
  g.off[i] -= s === Side.START ? 0.5 : 0.25;
  g.flags[i] |= F_COMPRESSED;
  return true;
}
