/** Writes composed lines into pdfkit pages as glyph ids with explicit positions, one TJ per line and font (JUST-1, JUST-11). */
import type { ComposedParagraph } from '../../typeset/compose.ts';
import { F_HIDDEN, F_TRIM_END } from '../../typeset/compose.ts';
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
}

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

  constructor(
    private readonly doc: PdfkitDoc,
    fonts: LoadedFont[],
  ) {
    fonts.forEach((f, i) => {
      if (this.embedded.has(f.path)) return;
      const name = `shufang-${i}`;
      doc.registerFont(name, f.data);
      doc.font(name);
      this.embedded.set(f.path, doc._font);
      embedWithHarfbuzz(doc._font as unknown as EmbeddableFont, f.data);
    });
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
    if (half) {
      font.subset.glyphs.push(choice.gid); // a twin CID: the CIDToGIDMap points it at the same glyph (embed.ts)
      sub = font.subset.glyphs.length - 1;
    } else sub = font.subset.includeGlyph(choice.gid);
    const advance = half ? 0.5 : choice.advance;
    if (font.widths[sub] == null) font.widths[sub] = advance * 1000;
    if (font.unicode[sub] == null) font.unicode[sub] = choice.unicode;
    e = { font, hex: sub.toString(16).padStart(4, '0'), advance };
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
    let cache = this.caches.get(chain);
    if (!cache) this.caches.set(chain, (cache = { bmp: new Array(0x10000).fill(undefined), other: new Map() }));
    let out = '';
    let tj = '';
    let current: EmbeddedFont | undefined;
    let expected = NaN; // em position the text cursor is at
    for (let i = from; i < to; i++) {
      const flags = p.flags[i];
      if (flags & F_HIDDEN) continue;
      const half = (flags & F_TRIM_END) !== 0 && Math.abs(p.width[i] - 0.5) < 1e-6;
      const e = this.entry(chain, cache, p.codes[i], half);
      if (e.font !== current) {
        if (tj) out += `[${tj}>] TJ\n`; // no closure for this: the loop runs for every glyph of the book
        tj = '';
        current = e.font;
        if (this.doc.page.fonts[current.id] == null) this.doc.page.fonts[current.id] = current.ref();
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
