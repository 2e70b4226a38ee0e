/**
 * Covers: the book's own image, checked before rendering (its real type sniffed from its bytes, its structure
 * validated, its size judged), or the typographic cover drawn when a book has none (cover-design.ts), written
 * out as SVG. One design feeds the EPUB's SVG cover image and the PDF's first page.
 */
import { inflateSync } from 'node:zlib';
import { InputError } from '../errors.ts';
import { escapeXml } from './epub/escape.ts';
import { readRegularFile } from '../util/fs.ts';

export interface CoverShape {
  d: string;
  x: number;
  y: number;
  scale: number;
  fill: string;
}
export interface CoverRect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

export interface CoverDesign {
  width: number;
  height: number;
  background: string;
  rects: CoverRect[];
  shapes: CoverShape[];
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The cover as a standalone SVG image (no text nodes, no fonts). */
export function coverSvg(design: CoverDesign, title: string): string {
  const rects = design.rects
    .map((r) => `<rect x="${r2(r.x)}" y="${r2(r.y)}" width="${r2(r.width)}" height="${r2(r.height)}" fill="${r.fill}"/>`)
    .join('\n');
  const paths = design.shapes
    .map((s) => `<path transform="translate(${r2(s.x)} ${r2(s.y)}) scale(${s.scale} ${-s.scale})" fill="${s.fill}" d="${s.d}"/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${r2(design.width)} ${r2(design.height)}" width="${r2(design.width)}" height="${r2(design.height)}">
<title>${escapeXml(title)}</title>
<rect width="100%" height="100%" fill="${design.background}"/>
${rects}
${paths}
</svg>
`;
}

/** The two image types both renderers take (EPUB core media types that pdfkit can draw). */
export type ImageType = 'png' | 'jpeg';

export interface CoverImage {
  type: ImageType;
  width: number;
  height: number;
}

/** Pixels above which a cover cannot be decoded for the PDF within sane memory (pdfkit inflates a PNG whole). */
const MAX_PIXELS = 100_000_000;
/** A cover outside these bounds is most likely the wrong file: warned, not refused. */
const SANE = { minSide: 200, maxSide: 10_000, minAspect: 0.25, maxAspect: 4 };

/** The real type of an image from its first bytes, whatever its name says. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/**
 * Checks that `bytes` are a whole PNG or JPEG and returns its type and size; throws InputError naming
 * `shownAs` otherwise (a text file named cover.png, a truncated download, a PNG whose data does not inflate).
 */
export function inspectImage(bytes: Uint8Array, shownAs: string): CoverImage {
  const type = sniffImage(bytes);
  const fail = (why: string): never => {
    throw new InputError(`the cover image ${why}`, { file: shownAs, hint: 'use a whole PNG or JPEG file' });
  };
  if (!type) {
    const head = Buffer.from(bytes.subarray(0, 8)).toString('hex').replace(/(..)/g, '$1 ').trim();
    return fail(`is neither a PNG nor a JPEG (it starts with ${head || 'nothing: the file is empty'})`);
  }
  const found = type === 'png' ? inspectPng(bytes) : inspectJpeg(bytes);
  if (typeof found === 'string') return fail(`is a damaged ${type === 'png' ? 'PNG' : 'JPEG'}: ${found}`);
  if (found.width * found.height > MAX_PIXELS)
    return fail(`is ${found.width} × ${found.height} pixels, too large to draw (at most ${MAX_PIXELS / 1e6} megapixels)`);
  return { type, ...found };
}

/** Reads and checks the cover file; the error names `shownAs`. */
export function readCoverImage(path: string, shownAs: string): CoverImage & { data: Buffer } {
  const data = readRegularFile(path, { shownAs, Err: InputError, what: 'the cover image' });
  return { ...inspectImage(data, shownAs), data };
}

/** Why a cover of this size is odd, or undefined when it is not (W_COVER_SIZE). */
export function oddCoverSize(image: CoverImage): string | undefined {
  const { width, height } = image;
  const aspect = width / height;
  if (Math.min(width, height) < SANE.minSide) return `${width} × ${height} pixels is too small to print (${SANE.minSide} at least)`;
  if (Math.max(width, height) > SANE.maxSide) return `${width} × ${height} pixels is unusually large (over ${SANE.maxSide} on a side)`;
  if (aspect < SANE.minAspect || aspect > SANE.maxAspect) return `${width} × ${height} pixels is an unusual shape for a cover`;
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Channels per PNG colour type (PNG §11.2.2). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG's size, or why it is damaged: chunks that run past the end, no IHDR, no IDAT, no IEND, data that does not inflate to the size IHDR gives. */
function inspectPng(bytes: Uint8Array): { width: number; height: number } | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  const idat: Uint8Array[] = [];
  let ended = false;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const kind = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (at + 12 + length > bytes.length) return `chunk ${kind} at byte ${at} runs past the end of the file (truncated)`;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (!header && kind !== 'IHDR') return 'the first chunk is not IHDR';
    if (kind === 'IHDR') {
      if (length !== 13) return 'its IHDR chunk has the wrong length';
      header = { width: view.getUint32(at + 8), height: view.getUint32(at + 12), depth: data[8], colour: data[9], interlace: data[12] };
    } else if (kind === 'IDAT') idat.push(data);
    else if (kind === 'IEND') {
      ended = true;
      break;
    }
    at += 12 + length;
  }
  if (!header) return 'it has no IHDR chunk';
  if (!ended) return 'it has no IEND chunk (truncated)';
  if (idat.length === 0) return 'it has no image data (IDAT)';
  const { width, height, depth, colour, interlace } = header;
  const channels = PNG_CHANNELS[colour];
  if (!width || !height || !channels || ![1, 2, 4, 8, 16].includes(depth))
    return `its header is invalid (${width} × ${height}, colour type ${colour}, depth ${depth})`;
  if (width * height > MAX_PIXELS) return { width, height };
  // Inflating checks the compressed data whole; a non-interlaced image must give exactly its rows.
  const rows = height * (1 + Math.ceil((width * channels * depth) / 8));
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(idat), { maxOutputLength: interlace ? 2 * rows + 1024 : rows + 1 });
  } catch (err) {
    return `its image data does not inflate (${(err as Error).message})`;
  }
  if (!interlace && inflated.length !== rows) return `its image data holds ${inflated.length} bytes, not the ${rows} its size needs`;
  return { width, height };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG's size, or why it is damaged: segments past the end, no frame, no scan, no end-of-image marker. */
function inspectJpeg(bytes: Uint8Array): { width: number; height: number } | string {
  let at = 2;
  let size: { width: number; height: number } | undefined;
  let scans = 0;
  const n = bytes.length;
  while (at < n) {
    if (bytes[at] !== 0xff) return `no marker at byte ${at}`;
    while (at < n && bytes[at] === 0xff) at++;
    if (at >= n) break;
    const marker = bytes[at++];
    if (marker === 0xd9) {
      if (!size) return 'it has no frame header (SOF)';
      if (!scans) return 'it has no image data (SOS)';
      return size;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > n) break;
    const length = (bytes[at] << 8) | bytes[at + 1];
    if (length < 2 || at + length > n)
      return `segment 0x${marker.toString(16)} at byte ${at - 2} runs past the end of the file (truncated)`;
    if (SOF.has(marker)) {
      if (length < 7) return 'its frame header is too short';
      size = { height: (bytes[at + 3] << 8) | bytes[at + 4], width: (bytes[at + 5] << 8) | bytes[at + 6] };
      if (!size.width || !size.height) return `its frame header gives ${size.width} × ${size.height} pixels`;
    }
    at += length;
    if (marker === 0xda) {
      scans++;
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      while (at + 1 < n && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && (bytes[at + 1] < 0xd0 || bytes[at + 1] > 0xd7))) at++;
      if (at + 1 >= n) break;
    }
  }
  return 'it ends before its end-of-image marker (truncated)';
}
