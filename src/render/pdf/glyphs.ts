/** Writes composed lines into pdfkit pages as glyph ids with explicit positions, one TJ per line and font (JUST-1, JUST-11). */
import type { ComposedParagraph } from '../../typeset/compose.ts';
import { F_HIDDEN, F_TRIM_END } from '../../typeset/compose.ts';
import type { Script } from '../../model/book.ts';
import { RANKED_HANS, RANKED_HANT } from './cid-ranking.ts';
import { embedWithHarfbuzz, type EmbeddableFont } from './embed.ts';
import { chooseGlyph, type FontChain, type LoadedFont } from './fonts.ts';

/**
 * The parts of pdfkit's EmbeddedFont we use. pdfkit's own `text()` re-shapes every string with fontkit and can only
 * spread a line through ASCII spaces (docs/libraries.md#pdfkit-and-fontkit), so we place glyphs ourselves and register them with the
 * font's subset exactly as pdfkit's `encode()` does: subset id, width (for /W) and code points (for /ToUnicode).
 */
export interface EmbeddedFont {
  id: string;
  scale: number;
  /** fontkit's TTFSubset: `glyphs` lists the original glyph id of every subset id, in order. */
  subset: { includeGlyph(gid: number): number; glyphs: number[] };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
  /** With stable CIDs (GlyphWriter's `stable`): every CID drawn, to the glyph it draws (embed.ts reads it). */
  stableCids?: Map<number, number>;
  /** With stable CIDs: how this font's glyphs are numbered. */
  cids?: CidNumbering;
}

/** The pdfkit document internals this module relies on (pdfkit 0.20). */
export interface PdfkitDoc {
  registerFont(name: string, src: Buffer): unknown;
  font(name: string): unknown;
  page: { fonts: Record<string, unknown>; write(chunk: Uint8Array): unknown };
  _font: EmbeddedFont;
}

interface Entry {
  font: EmbeddedFont;
  hex: string;
  advance: number;
  /** The chapter recording that last saw this entry (GlyphRecord), so each is logged once per chapter. */
  seen: number;
  /** What the entry was made from, as a recording logs it (GlyphUse); -1 when its chain is not in `chains`. */
  use: number;
}

/**
 * The most glyphs a font with stable CIDs may have: every glyph then has a full-width and a half-width (twin) CID
 * besides CID 0 within two bytes, however few ranked characters fit below them (CidNumbering).
 */
export const MAX_STABLE_GLYPHS = 0x7fff;

/**
 * Names the CID numbering in the key of a chapter's recorded pages (draw.ts): a page recorded under another
 * numbering holds other codes, so a new numbering or ranking gets a new name and old records are never replayed.
 */
export const CID_NUMBERING = 'ranked-1';

/** A script's fixed ranking (cid-ranking.ts): code point → its place, 0 for the commonest character. */
export type CidRanking = ReadonlyMap<number, number>;

const rankings = new Map<string, CidRanking>();

/** The ranking whose codes a script's editions use: Simplified for zh-Hans, Traditional for zh-Hant and zh-Hant-HK. */
export function cidRanking(script: Script): CidRanking {
  const chars = script === 'zh-Hans' ? RANKED_HANS : RANKED_HANT;
  let ranking = rankings.get(chars);
  if (!ranking) {
    const map = new Map<number, number>();
    for (const ch of chars) map.set(ch.codePointAt(0)!, map.size);
    rankings.set(chars, (ranking = map));
  }
  return ranking;
}

/**
 * Stable CIDs of one font, numbered so that the content streams deflate well and depend on nothing but the font and
 * the glyphs a page draws: the commonest characters (a fixed ranking, never the book's own counts) get the smallest
 * codes — `<0003>` for 的 —, so the hex strings of a page repeat their leading digits and deflate better than glyph
 * ids scattered over the font (10 % smaller page contents on 红楼梦, docs/architecture.md#cache). CID 0 is .notdef;
 * the n-th ranked character (from 0) is CID n + 1; any other glyph is `ranked + 1 + gid`, and a half-width twin
 * `ranked + 1 + glyphs + gid`. Only as many ranked characters are used as leave room for both glyph ranges in two
 * bytes (Noto Serif SC's 30,920 glyphs leave 3,695 of the Simplified ranking).
 */
export class CidNumbering {
  /** How many characters of the ranking have CIDs of their own. */
  readonly ranked: number;
  private readonly glyphBase: number;
  private readonly twinBase: number;

  constructor(
    private readonly ranking: CidRanking,
    glyphs: number,
  ) {
    this.ranked = Math.max(0, Math.min(ranking.size, 0xffff - 2 * glyphs));
    this.glyphBase = this.ranked + 1;
    this.twinBase = this.glyphBase + glyphs;
  }

  /** The CID of `gid` drawing the composer code `code` (a code point, or a dash glyph code that no ranking holds). */
  full(code: number, gid: number): number {
    if (gid === 0) return 0;
    const rank = this.ranking.get(code);
    return rank !== undefined && rank < this.ranked ? rank + 1 : this.glyphBase + gid;
  }

  /** The CID of the half-width twin of `gid`. */
  twin(gid: number): number {
    return this.twinBase + gid;
  }
}

/**
 * Glyphs a chapter's pages used, in first-use order, so a build that reuses its pages registers them again: each
 * `code × 4 + chain × 2 + half` (chain: 0 body, 1 head), flat numbers being far quicker to read back than pairs.
 */
export type GlyphUse = number[];

/** Cache key offset for the half-width twin of a code. */
const HALF = 0x200000;

/** A chain's glyph entries: BMP codes in a flat array (the per-glyph lookup), twins and the rest in a Map. */
interface EntryCache {
  bmp: (Entry | undefined)[];
  other: Map<number, Entry>;
}

/** Numbers as PDF operands: at most 3 decimals, no exponent, no `-0`. */
export function num(v: number): string {
  const r = Math.round(v * 1000) / 1000;
  return r === 0 ? '0' : String(r);
}

/** Registers every font of the edition with pdfkit once and draws lines with any chain of them. */
export class GlyphWriter {
  private readonly embedded = new Map<string, EmbeddedFont>();
  private readonly caches = new Map<FontChain, EntryCache>();
  /**
   * Whether each glyph's CID is fixed by the font and a ranking (CidNumbering), not its first-use number: a page's
   * content then does not depend on what the pages before it drew, so it can be reused (page-cache.ts).
   */
  readonly stable: boolean;
  /** The chains a recording names by index (body, head). */
  chains: FontChain[] = [];
  private generation = 0;

  /**
   * `ranking` asks for stable CIDs numbered by it (cidRanking); they are used when every font is TrueType with at
   * most MAX_STABLE_GLYPHS glyphs.
   */
  constructor(
    private readonly doc: PdfkitDoc,
    fonts: LoadedFont[],
    ranking?: CidRanking,
  ) {
    fonts.forEach((f, i) => {
      if (this.embedded.has(f.path)) return;
      const name = `shufang-${i}`;
      doc.registerFont(name, f.data);
      doc.font(name);
      this.embedded.set(f.path, doc._font);
      embedWithHarfbuzz(doc._font as unknown as EmbeddableFont, f.data);
    });
    this.stable =
      ranking !== undefined &&
      [...this.embedded.values()].every((e) => (e as unknown as EmbeddableFont).subset.cff == null) &&
      fonts.every((f) => f.font.numGlyphs <= MAX_STABLE_GLYPHS);
    if (this.stable)
      for (const f of fonts) {
        const e = this.embedded.get(f.path)!;
        e.stableCids = new Map([[0, 0]]);
        e.cids = new CidNumbering(ranking!, f.font.numGlyphs);
      }
  }

  /** While set, each glyph drawn is appended to it, once per recording generation (page-cache.ts). */
  recording: GlyphUse | undefined;

  /** A new recording generation (a chapter): glyphs logged before are logged again when next drawn. */
  nextGeneration(): void {
    this.generation++;
  }

  /** Called when a font is first added to the current page's resources (page-cache.ts logs it). */
  onFont: ((id: string) => void) | undefined;

  /** Registers glyphs a reused page draws, as drawing them would have (its content comes from the cache). */
  include(used: GlyphUse): void {
    const caches = this.chains.map((chain) => this.cacheOf(chain));
    for (const u of used) {
      const chain = (u >> 1) & 1;
      const code = Math.floor(u / 4);
      const half = (u & 1) === 1;
      const cache = caches[chain];
      const key = half ? code + HALF : code;
      if (!(key < 0x10000 ? cache.bmp[key] : cache.other.get(key))) this.entry(this.chains[chain], cache, code, half);
    }
  }

  /** pdfkit's font of an embedded font id (a reused page lists its fonts by id). */
  fontById(id: string): EmbeddedFont | undefined {
    for (const f of this.embedded.values()) if (f.id === id) return f;
    return undefined;
  }

  private cacheOf(chain: FontChain): EntryCache {
    let cache = this.caches.get(chain);
    if (!cache) this.caches.set(chain, (cache = { bmp: new Array(0x10000).fill(undefined), other: new Map() }));
    return cache;
  }

  /** pdfkit's embedded font of a loaded font file (the vertical writer registers its own glyphs with it). */
  embeddedFont(path: string): EmbeddedFont | undefined {
    return this.embedded.get(path);
  }

  /**
   * The subset glyph that draws `code`. With `half`, a second subset id for the same outline whose /W width is
   * 0.5 em: a mark compressed on its end side (its ink is in the start half) then has a half-width box for text
   * extractors and viewers too, not a full em running into the next glyph or past the margin.
   */
  private entry(chain: FontChain, cache: EntryCache, code: number, half: boolean): Entry {
    const key = half ? code + HALF : code;
    let e = key < 0x10000 ? cache.bmp[key] : cache.other.get(key);
    if (e) return e;
    const choice = chooseGlyph(chain, code);
    const font = this.embedded.get(chain.fonts[choice.font].path)!;
    let sub: number;
    if (font.stableCids) {
      sub = half ? font.cids!.twin(choice.gid) : font.cids!.full(code, choice.gid);
      const drawn = font.stableCids.get(sub);
      // One CID, one glyph: a code draws the same glyph of a font from every chain (fonts.ts chooseGlyph).
      if (drawn !== undefined && drawn !== choice.gid)
        throw new Error(`CID ${sub} of ${font.id} would draw glyphs ${drawn} and ${choice.gid}`);
      font.stableCids.set(sub, choice.gid);
    } else if (half) {
      font.subset.glyphs.push(choice.gid); // a twin CID: the CIDToGIDMap points it at the same glyph (embed.ts)
      sub = font.subset.glyphs.length - 1;
    } else sub = font.subset.includeGlyph(choice.gid);
    const advance = half ? 0.5 : choice.advance;
    if (font.widths[sub] == null) font.widths[sub] = advance * 1000;
    if (font.unicode[sub] == null) font.unicode[sub] = choice.unicode;
    const index = this.chains.indexOf(chain);
    const use = index < 0 || index > 1 ? -1 : code * 4 + index * 2 + (half ? 1 : 0);
    e = { font, hex: sub.toString(16).padStart(4, '0'), advance, seen: 0, use };
    if (key < 0x10000) cache.bmp[key] = e;
    else cache.other.set(key, e);
    return e;
  }

  /**
   * Draws line `line` of `p` with its start edge at x and baseline at y (pdfkit's top-down points), at `size` pt.
   * Every glyph goes to its composed pen position through TJ offsets (Tc would not do: extractors such as
   * pdftotext subtract it from the glyph box again). Positional arguments: this runs once per line of the book.
   */
  drawLine(chain: FontChain, p: ComposedParagraph, line: number, x: number, y: number, size: number): void {
    this.drawGlyphs(chain, p, p.lineStart[line], p.lineStart[line + 1], x, y, size, size);
  }

  /**
   * Draws glyphs [from, to) of `p` at `size` pt, their composed positions read in ems of `em` pt from x (a run
   * of a styled line: a note mark is set smaller than the em its positions were composed in, RICH-2).
   */
  drawGlyphs(chain: FontChain, p: ComposedParagraph, from: number, to: number, x: number, y: number, size: number, em: number): void {
    // Positions are in composer em, TJ offsets and advances in the font's: r converts (exactly 1 for whole lines).
    const r = em / size;
    const cache = this.cacheOf(chain);
    const recording = this.recording;
    let out = '';
    let tj = '';
    let current: EmbeddedFont | undefined;
    let expected = NaN; // em position the text cursor is at
    for (let i = from; i < to; i++) {
      const flags = p.flags[i];
      if (flags & F_HIDDEN) continue;
      const half = (flags & F_TRIM_END) !== 0 && Math.abs(p.width[i] - 0.5) < 1e-6;
      const e = this.entry(chain, cache, p.codes[i], half);
      if (recording && e.seen !== this.generation) {
        e.seen = this.generation;
        recording.push(e.use);
      }
      if (e.font !== current) {
        if (tj) out += `[${tj}>] TJ\n`; // no closure for this: the loop runs for every glyph of the book
        tj = '';
        current = e.font;
        if (this.doc.page.fonts[current.id] == null) {
          this.doc.page.fonts[current.id] = current.ref();
          this.onFont?.(current.id);
        }
        out += `/${current.id} ${num(size)} Tf\n`;
      }
      const px = p.x[i];
      if (Number.isNaN(expected)) {
        out = `BT\n1 0 0 -1 ${num(x + px * em)} ${num(y)} Tm\n` + out;
        expected = px;
      }
      const delta = px - expected;
      // Glyphs with no offset between them share one hex string (<00010002>, not <0001><0002>): a third less
      // content to write and deflate, the same glyphs at the same places. `tj` always ends inside a string.
      if (Math.abs(delta) > 1e-5) tj += tj ? `>${num(-delta * r * 1000)}<` : `${num(-delta * r * 1000)}<`;
      else if (!tj) tj = '<';
      tj += e.hex;
      expected = px + e.advance / r;
    }
    if (Number.isNaN(expected)) return;
    if (tj) out += `[${tj}>] TJ\n`;
    // What addContent would write, encoded natively (pdfkit converts a string to bytes one character at a time).
    this.doc.page.write(Buffer.from(out + 'ET\n', 'latin1'));
  }
}
