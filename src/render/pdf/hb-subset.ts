/**
 * Subsets of TrueType fonts made by harfbuzz's hb-subset (the wasm build harfbuzzjs ships), one instance per
 * thread for both formats: glyph subsets for the PDF (glyph ids kept, so a CIDToGIDMap can point the PDF's CIDs
 * at them) and character subsets for the EPUB (what subset-font makes, without compiling the wasm a second time).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sfntTables } from '../sfnt.ts';

/** The hb-subset C API as harfbuzz-subset.wasm exports it (hb.h, hb-subset.h). */
interface Harfbuzz {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(n: number): number;
  free(p: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2; // glyph i of the subset is glyph i of the font (the others are empty)
const HB_SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40; // keep .notdef drawn, as fontkit's subsetter did
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200; // the PDF names its glyphs itself: no GSUB alternates

/**
 * The tables a TrueType font embedded in a PDF uses (ISO 32000-1 §9.9, table 126: the glyph outlines, their
 * metrics and the hinting program); every other table of the font is dropped, as fontkit's subsetter dropped them.
 */
const PDF_TABLES = new Set(['head', 'hhea', 'hmtx', 'loca', 'glyf', 'maxp', 'cvt ', 'fpgm', 'prep']);

let harfbuzz: Harfbuzz | undefined;

/** Instantiates harfbuzz once per thread, synchronously (pdfkit embeds fonts inside its synchronous `end()`). */
function hb(): Harfbuzz {
  if (!harfbuzz) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    harfbuzz = new WebAssembly.Instance(new WebAssembly.Module(wasm), {}).exports as unknown as Harfbuzz;
    harfbuzz._initialize();
  }
  return harfbuzz;
}

/** A TrueType font with only `glyphs` (and the components of composite ones), at their original ids. */
export function subsetGlyphs(font: Uint8Array, glyphs: Iterable<number>): Uint8Array {
  return subset(font, HB_MEMORY_MODE_READONLY, (h, input) => {
    const set = h.hb_subset_input_glyph_set(input);
    for (const gid of glyphs) h.hb_set_add(set, gid);
    const drop = h.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const t of sfntTables(font)) if (!PDF_TABLES.has(t.tag)) h.hb_set_add(drop, t.tagValue);
    h.hb_subset_input_set_flags(
      input,
      h.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NOTDEF_OUTLINE | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
  });
}

/**
 * A TrueType font with the glyphs of `text`'s characters and every layout feature, made by the same calls as
 * subset-font 2 with its defaults (`--layout-features=*`, the unicode set, the default tables and flags), so the
 * bytes are the ones it made for the EPUB.
 */
export function subsetCharacters(font: Uint8Array, text: string): Uint8Array {
  return subset(font, HB_MEMORY_MODE_WRITABLE, (h, input) => {
    const features = h.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    h.hb_set_clear(features);
    h.hb_set_invert(features);
    const unicodes = h.hb_subset_input_unicode_set(input);
    for (const c of text) h.hb_set_add(unicodes, c.codePointAt(0)!);
  });
}

/** Runs hb-subset over `font` with the input `configure` sets up; the subset's bytes, copied out of wasm memory. */
function subset(font: Uint8Array, mode: number, configure: (h: Harfbuzz, input: number) => void): Uint8Array {
  const h = hb();
  const data = h.malloc(font.byteLength);
  new Uint8Array(h.memory.buffer).set(font, data);
  const blob = h.hb_blob_create(data, font.byteLength, mode, 0, 0);
  const face = h.hb_face_create(blob, 0);
  h.hb_blob_destroy(blob);
  const input = h.hb_subset_input_create_or_fail();
  try {
    if (input === 0) throw new Error('hb_subset_input_create_or_fail failed');
    configure(h, input);
    const subset = h.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('hb_subset_or_fail failed: is the font damaged?');
    const result = h.hb_face_reference_blob(subset);
    const at = h.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(h.memory.buffer, at, h.hb_blob_get_length(result)).slice();
    h.hb_blob_destroy(result);
    h.hb_face_destroy(subset);
    if (bytes.length === 0) throw new Error('hb-subset produced an empty font');
    return bytes;
  } finally {
    if (input !== 0) h.hb_subset_input_destroy(input);
    h.hb_face_destroy(face);
    h.free(data);
  }
}
