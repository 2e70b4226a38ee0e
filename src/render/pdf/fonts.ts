/** PDF fonts: the regional defaults (GLYPH-2), loading with typed errors, coverage with fallback, and composer metrics read from the fonts. */
import { basename } from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { FontError } from '../../errors.ts';
import { readFontFile } from '../font-file.ts';
import { sfntTables } from '../sfnt.ts';
import { DASH1_GLYPH, DASH2_GLYPH, Side, type GlyphMetrics } from '../../typeset/compose.ts';
import { C, classOf } from '../../typeset/classes.ts';

export { defaultFonts, type FontPaths } from '../font-paths.ts';

/** A font file read and parsed once. */
export interface LoadedFont {
  path: string;
  data: Buffer;
  font: Font;
}

const loaded = new Map<string, LoadedFont>();

/** Reads and parses a font file; throws FontError naming the file when it is missing, not a font, or damaged. */
export function loadFont(path: string): LoadedFont {
  const hit = loaded.get(path);
  if (hit) return hit;
  // Non-blocking open and fstat: a FIFO put in place after resolve checked the path is refused, never waited on.
  const data = readFontFile(path, 'the font file');
  let font: Font;
  try {
    const parsed = fontkit.create(data);
    if ('fonts' in parsed) throw new Error('font collections (.ttc) are not supported; extract one face or use a .ttf/.otf');
    font = parsed as Font;
    // Touch the tables the renderer needs, so a damaged file fails here rather than halfway through a book.
    if (!(font.unitsPerEm > 0) || !font.hasGlyphForCodePoint(0x20)) throw new Error('no usable cmap');
    font.glyphForCodePoint(0x4e00).advanceWidth;
    // GSUB/GPOS are decoded on first use only: a fallback face that never draws a mark never pays for them (~100 MB a face).
  } catch (cause) {
    throw new FontError(`font file ${path} is not a readable TrueType/OpenType font: ${(cause as Error).message}`, { file: path, cause });
  }
  const result = { path, data, font };
  loaded.set(path, result);
  return result;
}

/** Which font of an ordered list draws each code point (first one that has it). */
export class FontChain {
  private readonly bmp = new Int8Array(0x10000).fill(-2);
  private readonly far = new Map<number, number>();
  constructor(readonly fonts: LoadedFont[]) {}

  /** Index into `fonts`, or -1 when none has the code point. Dash glyph codes belong to the first font. */
  indexFor(code: number): number {
    if (code >= 0x110000) return 0;
    if (code < 0x10000) {
      let i = this.bmp[code];
      if (i === -2) i = this.bmp[code] = this.search(code);
      return i;
    }
    let i = this.far.get(code);
    if (i === undefined) this.far.set(code, (i = this.search(code)));
    return i;
  }

  private search(cp: number): number {
    return this.fonts.findIndex((f) => f.font.hasGlyphForCodePoint(cp));
  }
}

/** What the drawn glyph of a code is: the font, glyph id, advance in em, and the text it stands for. */
export interface GlyphChoice {
  font: number;
  gid: number;
  advance: number;
  unicode: number[];
}

/** The placeholder drawn for a character no font has (〓 GETA MARK, the typesetter's 缺字 sign); it is reported, never silent. */
export const MISSING_MARK = 0x3013;

/** Resolves a composer glyph code to a real glyph, using the font's full-width dash forms (GSUB `fwid`) for —— and —. */
export function chooseGlyph(chain: FontChain, code: number): GlyphChoice {
  if (code === DASH2_GLYPH || code === DASH1_GLYPH) {
    const f = chain.fonts[0].font;
    const run = f.layout(code === DASH2_GLYPH ? '——' : '—', ['fwid']);
    if (run.glyphs.length === 1) {
      const g = run.glyphs[0];
      return { font: 0, gid: g.id, advance: g.advanceWidth / f.unitsPerEm, unicode: code === DASH2_GLYPH ? [0x2014, 0x2014] : [0x2014] };
    }
    const g = f.glyphForCodePoint(0x2014);
    return { font: 0, gid: g.id, advance: g.advanceWidth / f.unitsPerEm, unicode: [0x2014] };
  }
  let i = chain.indexFor(code);
  let cp = code;
  if (i < 0) {
    i = 0;
    cp = MISSING_MARK;
  }
  const loaded = chain.fonts[i];
  const f = loaded.font;
  const g = f.glyphForCodePoint(cp);
  return { font: i, gid: g.id, advance: advanceOf(loaded, g) / f.unitsPerEm, unicode: [cp] };
}

/** Reads the advance of a glyph id from a font's hmtx; null (in the map) for a font whose advances vary (fvar). */
type AdvanceReader = (gid: number) => number;
const advanceReaders = new WeakMap<LoadedFont, AdvanceReader | null>();

/**
 * A glyph's advance in font units, read from the font's hmtx table (the last long metric serves the glyphs past
 * it, as fontkit reads it): fontkit's `advanceWidth` decodes the glyph's outline first, for vertical metrics
 * nothing here reads, which was most of the time a book's new glyphs took to draw. A variable font keeps fontkit's.
 */
function advanceOf(font: LoadedFont, glyph: { id: number; advanceWidth: number }): number {
  let read = advanceReaders.get(font);
  if (read === undefined) advanceReaders.set(font, (read = hmtxReader(font.data)));
  return read ? read(glyph.id) : glyph.advanceWidth;
}

/** An advance reader over an sfnt's hhea and hmtx (OpenType spec: table directory, hhea.numberOfHMetrics), or null. */
function hmtxReader(data: Uint8Array): AdvanceReader | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tables = new Map(sfntTables(data).map((t) => [t.tag, t.offset]));
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  if (hhea === undefined || hmtx === undefined || tables.has('fvar')) return null;
  const long = view.getUint16(hhea + 34);
  if (long === 0) return null;
  return (gid) => view.getUint16(hmtx + 4 * Math.min(gid, long - 1));
}

/**
 * Composer metrics read from the chain: advances from the font that draws each code, and the blank side of
 * full-width marks from the `halt` feature (JUST-11) — trusted only when the glyph's ink really lies inside
 * the half-width box it gives, so a font with odd `halt` data is simply not compressed.
 */
export function chainMetrics(chain: FontChain): GlyphMetrics {
  return {
    advance: (code) => chooseGlyph(chain, code).advance,
    blankSide: (code) => {
      if (code >= 0x110000) return Side.NONE;
      const i = chain.indexFor(code);
      if (i < 0) return Side.NONE;
      return haltSide(chain.fonts[i].font, code);
    },
  };
}

/** Blank side of a full-width mark from its `halt` positioning, checked against its ink box. */
export function haltSide(font: Font, cp: number): Side {
  const em = font.unitsPerEm;
  const glyph = font.glyphForCodePoint(cp);
  if (glyph.advanceWidth !== em) return Side.NONE;
  const pos = font.layout(String.fromCodePoint(cp), ['halt']).positions[0];
  if (!pos || Math.abs(pos.xAdvance - em / 2) > 1) return Side.NONE;
  const { minX, maxX } = glyph.bbox;
  const inside = (lo: number, hi: number): boolean => minX >= lo - 1 && maxX <= hi + 1;
  if (Math.abs(pos.xOffset) <= 1) return inside(0, em / 2) ? Side.END : Side.NONE;
  if (Math.abs(pos.xOffset + em / 2) <= 1) return inside(em / 2, em) ? Side.START : Side.NONE;
  if (Math.abs(pos.xOffset + em / 4) <= 1) return inside(em / 4, (3 * em) / 4) ? Side.BOTH : Side.NONE;
  return Side.NONE;
}

/** Code points a text needs drawn: what the composer leaves out (class ZERO: controls, format characters, zero-width marks) is excluded. */
export function collectCodePoints(texts: Iterable<string>, into = new Set<number>()): Set<number> {
  // A book's texts repeat a few thousand characters a million times: each BMP unit is judged once per call (a stamp
  // per unit, renewed each call), so the Set sees each character once and its order stays first use.
  const stamp = nextStamp();
  for (const t of texts) {
    for (let i = 0; i < t.length; i++) {
      let cp = t.charCodeAt(i);
      if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < t.length) {
        const lo = t.charCodeAt(i + 1);
        if (lo >= 0xdc00 && lo < 0xe000) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
          i++;
        }
      }
      if (cp < 0x10000) {
        if (judged[cp] === stamp) continue;
        judged[cp] = stamp;
      }
      if (classOf(cp) === C.ZERO) continue;
      into.add(cp);
    }
  }
  return into;
}

/** The call that last judged each BMP unit (collectCodePoints). */
const judged = new Uint32Array(0x10000);
let stamps = 0;
function nextStamp(): number {
  if (++stamps === 0xffffffff) {
    judged.fill(0);
    stamps = 1;
  }
  return stamps;
}

/** Coverage of a set of code points by a chain: which the fallback fonts supply and which none has. */
export interface Coverage {
  fromFallback: Map<string, number[]>;
  missing: number[];
}

export function checkCoverage(chain: FontChain, cps: Iterable<number>): Coverage {
  const fromFallback = new Map<string, number[]>();
  const missing: number[] = [];
  for (const cp of cps) {
    const i = chain.indexFor(cp);
    if (i < 0) missing.push(cp);
    else if (i > 0) {
      const name = basename(chain.fonts[i].path);
      const list = fromFallback.get(name) ?? [];
      list.push(cp);
      fromFallback.set(name, list);
    }
  }
  missing.sort((a, b) => a - b);
  return { fromFallback, missing };
}
