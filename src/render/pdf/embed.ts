/**
 * Embeds a TrueType font in the PDF as pdfkit's EmbeddedFont.embed does (pdfkit 0.20), but with the glyph subset made
 * by harfbuzz (hb-subset.ts) instead of fontkit's subsetter: the font keeps its glyph ids, and a CIDToGIDMap
 * stream maps each CID the content streams use to its glyph. Widths (/W) and /ToUnicode stay pdfkit's.
 */
import type { Font } from 'fontkit';
import { subsetGlyphs } from './hb-subset.ts';

/** The pdfkit internals one embedding touches (pdfkit 0.20: PDFDocument.ref, PDFReference, EmbeddedFont). */
interface PdfRef {
  data: Record<string, unknown>;
  write(chunk: Uint8Array): void;
  end(chunk?: Uint8Array): void;
}
export interface EmbeddableFont {
  id: string;
  font: Font;
  document: { ref(data?: Record<string, unknown>): PdfRef };
  dictionary: PdfRef;
  scale: number;
  ascender: number;
  descender: number;
  /** fontkit's subset bookkeeping: `glyphs[cid]` is the glyph CID `cid` draws. */
  subset: { glyphs: number[]; cff?: unknown };
  widths: number[];
  toUnicodeCmap(): PdfRef;
  embed(): void;
}

/** Makes `font` embed itself with a harfbuzz subset of `data` (its file); CFF fonts keep pdfkit's own embedding. */
export function embedWithHarfbuzz(font: EmbeddableFont, data: Uint8Array): void {
  if (font.subset.cff != null) return; // a CIDFontType0 has no CIDToGIDMap: CIDs must be the subset's own glyph ids
  font.embed = () => embedTrueType(font, data);
}

/** The FontDescriptor flags pdfkit computes (ISO 32000-1 §9.8.2): fixed pitch, serif, symbolic, script, italic. */
function descriptorFlags(f: Font & { post: { isFixedPitch: boolean }; head: { macStyle: { italic: boolean } } }): number {
  const familyClass = ((f['OS/2' as keyof Font] as { sFamilyClass?: number } | undefined)?.sFamilyClass ?? 0) >> 8;
  let flags = 1 << 2;
  if (f.post.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (f.head.macStyle.italic) flags |= 1 << 6;
  return flags;
}

function embedTrueType(font: EmbeddableFont, data: Uint8Array): void {
  const f = font.font as Font & { post: { isFixedPitch: boolean }; head: { macStyle: { italic: boolean } }; italicAngle: number };
  const cids = font.subset.glyphs;
  const program = subsetGlyphs(data, new Set(cids));
  const doc = font.document;
  // Length1: the decoded length of the TrueType program (ISO 32000-1 §9.9, table 127), which pdfkit leaves out.
  const fontFile = doc.ref({ Length1: program.length });
  fontFile.end(program);
  // Same subset tag and name as pdfkit, so pdffonts reports the same embedded subsets.
  const tag = [1, 2, 3, 4, 5, 6].map((i) => String.fromCharCode((font.id.charCodeAt(i) || 73) + 17)).join('');
  const name = `${tag}+${f.postscriptName?.replaceAll(' ', '_')}`;
  const { bbox } = f;
  const descriptor = doc.ref({
    Type: 'FontDescriptor',
    FontName: name,
    Flags: descriptorFlags(f),
    FontBBox: [bbox.minX * font.scale, bbox.minY * font.scale, bbox.maxX * font.scale, bbox.maxY * font.scale],
    ItalicAngle: f.italicAngle,
    Ascent: font.ascender,
    Descent: font.descender,
    CapHeight: (f.capHeight || f.ascent) * font.scale,
    XHeight: (f.xHeight || 0) * font.scale,
    StemV: 0,
    FontFile2: fontFile,
  });
  descriptor.end();
  // CIDToGIDMap: two bytes, big-endian, per CID (§9.7.4.2, table 117).
  const map = new Uint8Array(cids.length * 2);
  cids.forEach((gid, cid) => {
    map[cid * 2] = gid >> 8;
    map[cid * 2 + 1] = gid & 0xff;
  });
  const cidToGid = doc.ref();
  cidToGid.end(map);
  const descendant = doc.ref({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: name,
    CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    W: [0, font.widths],
    CIDToGIDMap: cidToGid,
  });
  descendant.end();
  font.dictionary.data = {
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: name,
    Encoding: 'Identity-H',
    DescendantFonts: [descendant],
    ToUnicode: font.toUnicodeCmap(),
  };
  font.dictionary.end();
}
