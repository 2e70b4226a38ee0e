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
  /** Code points of each CID (pdfkit's; holes between stable CIDs). */
  unicode: number[][];
  /** Stable CIDs (glyphs.ts): every CID used, to its glyph; absent when CIDs are numbered in first-use order. */
  stableCids?: Map<number, number>;
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
  const stable = font.stableCids && [...font.stableCids].sort((a, b) => a[0] - b[0]);
  const cids = font.subset.glyphs;
  const program = subsetGlyphs(data, new Set(stable ? stable.map(([, gid]) => gid) : cids));
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
  // CIDToGIDMap: two bytes, big-endian, per CID (§9.7.4.2, table 117); the identity when every CID is its glyph.
  let cidToGid: PdfRef | 'Identity' = 'Identity';
  if (!stable || stable.some(([cid, gid]) => cid !== gid)) {
    const pairs = stable ?? cids.map((gid, cid) => [cid, gid] as const);
    const map = new Uint8Array((pairs[pairs.length - 1][0] + 1) * 2);
    for (const [cid, gid] of pairs) {
      map[cid * 2] = gid >> 8;
      map[cid * 2 + 1] = gid & 0xff;
    }
    cidToGid = doc.ref();
    cidToGid.end(map);
  }
  const descendant = doc.ref({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: name,
    CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    // Stable CIDs list only widths other than the default 1 em (/DW, §9.7.4.3): ranked CIDs are sparse, so most
    // runs hold one CJK glyph, and listing each made /W (a dictionary, never deflated) 50 kB on 红楼梦.
    ...(stable ? { DW: DEFAULT_WIDTH } : {}),
    W: stable
      ? widthRuns(stable.filter(([cid]) => font.widths[cid] !== DEFAULT_WIDTH).map(([cid]) => [cid, font.widths[cid]!]))
      : [0, font.widths],
    CIDToGIDMap: cidToGid,
  });
  descendant.end();
  font.dictionary.data = {
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: name,
    Encoding: 'Identity-H',
    DescendantFonts: [descendant],
    ToUnicode: stable
      ? toUnicode(
          doc,
          stable.map(([cid]) => [cid, font.unicode[cid]!]),
        )
      : font.toUnicodeCmap(),
  };
  font.dictionary.end();
}

/** The width, in thousandths of an em, of a CID that /W does not list (/DW; ISO 32000-1's default too). */
const DEFAULT_WIDTH = 1000;

/** A /W array of sparse CIDs (§9.7.4.3): `c [w1 w2 …]` for each run of consecutive CIDs. */
function widthRuns(widths: [cid: number, width: number][]): unknown[] {
  const out: unknown[] = [];
  let run: number[] = [];
  let next = -1;
  for (const [cid, w] of widths) {
    if (cid !== next) {
      run = [];
      out.push(cid, run);
    }
    run.push(w);
    next = cid + 1;
  }
  return out;
}

const hex4 = (n: number): string => n.toString(16).padStart(4, '0');

/** UTF-16BE hex of code points, as a ToUnicode destination string: code units apart, as pdfkit writes them. */
function utf16(codePoints: readonly number[]): string {
  const units: string[] = [];
  for (const cp of codePoints) {
    if (cp > 0xffff) units.push(hex4(0xd800 + ((cp - 0x10000) >> 10)), hex4(0xdc00 + ((cp - 0x10000) & 0x3ff)));
    else units.push(hex4(cp));
  }
  return units.join(' ');
}

/**
 * A ToUnicode CMap of sparse CIDs, written as pdfkit writes its own: `<first> <last> [<u> …]` ranges, here one
 * per run of consecutive CIDs within a 256 block (§9.10.3: a range's ends differ in their last byte only), at
 * most 100 ranges a block.
 */
function toUnicode(doc: EmbeddableFont['document'], entries: [cid: number, codePoints: number[]][]): PdfRef {
  const ranges: string[] = [];
  for (let i = 0; i < entries.length; ) {
    let j = i + 1;
    while (j < entries.length && entries[j][0] === entries[j - 1][0] + 1 && entries[j][0] >> 8 === entries[i][0] >> 8) j++;
    const run = entries.slice(i, j);
    ranges.push(`<${hex4(run[0][0])}> <${hex4(run[run.length - 1][0])}> [${run.map(([, cps]) => `<${utf16(cps)}>`).join(' ')}]`);
    i = j;
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const block = ranges.slice(i, i + 100);
    blocks.push(`${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`);
  }
  const cmap = doc.ref();
  cmap.end(
    Buffer.from(`/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo <<
  /Registry (Adobe)
  /Ordering (UCS)
  /Supplement 0
>> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000><ffff>
endcodespacerange
${blocks.join('\n')}
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`),
  );
  return cmap;
}
