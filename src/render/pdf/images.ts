/** Illustrations for the PDF: their pixel size read from PNG and JPEG headers (with the EXIF turn), and how large they are set (RICH-12). */

export interface ImageInfo {
  format: 'png' | 'jpeg';
  /** Pixel size as displayed, after the EXIF orientation (pdfkit turns the picture the same way). */
  width: number;
  height: number;
}

/** Reads an image's format and displayed size; undefined for anything but PNG and JPEG (all pdfkit embeds). */
export function imageInfo(data: Uint8Array): ImageInfo | undefined {
  if (data.length >= 24 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) {
    const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const width = v.getUint32(16);
    const height = v.getUint32(20);
    return width > 0 && height > 0 ? { format: 'png', width, height } : undefined;
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegInfo(data);
  return undefined;
}

/** Start-of-frame markers that carry the size (SOF0–SOF15 except DHT C4, JPG C8 and DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegInfo(data: Uint8Array): ImageInfo | undefined {
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let orientation = 1;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const len = v.getUint16(at + 2);
    if (marker === 0xe1) orientation = exifOrientation(data, at + 4, len - 2) ?? orientation;
    if (SOF.has(marker) && at + 9 <= data.length) {
      const height = v.getUint16(at + 5);
      const width = v.getUint16(at + 7);
      if (!(width > 0 && height > 0)) return undefined;
      // Orientations 5–8 turn the picture a quarter: the displayed width is the stored height.
      return orientation > 4 ? { format: 'jpeg', width: height, height: width } : { format: 'jpeg', width, height };
    }
    at += 2 + len;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of an APP1 Exif block, if present. */
function exifOrientation(data: Uint8Array, start: number, len: number): number | undefined {
  const end = Math.min(data.length, start + len);
  if (end - start < 14 || String.fromCharCode(...data.subarray(start, start + 4)) !== 'Exif') return undefined;
  const tiff = start + 6;
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const little = data[tiff] === 0x49;
  const u16 = (p: number): number => v.getUint16(p, little);
  const ifd = tiff + v.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const count = u16(ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > end) return undefined;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}

/** Room an illustration may take, in points. */
export interface ImageBox {
  /** Width available (the measure, less any quote or list indent). */
  width: number;
  /** Height available: the text area less the caption's lines, so picture and caption share a page. */
  height: number;
}

/**
 * RICH-12: the displayed size — aspect ratio kept, never wider than the box or taller than it, and never enlarged past
 * one point per pixel (72 dpi), so a small picture is not blown up into a blur.
 */
export function imageSize(info: ImageInfo, box: ImageBox): { width: number; height: number } {
  const scale = Math.min(1, box.width / info.width, box.height / info.height);
  return { width: info.width * scale, height: info.height * scale };
}
