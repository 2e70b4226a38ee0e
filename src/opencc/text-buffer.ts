/** UTF-16 text in growable typed arrays for the OpenCC passes, and opencc-js's rule for stepping over unmatched text. */
import { Buffer } from 'node:buffer';

/** A growable UTF-16 buffer; `reserve` may replace `units`, so read it after reserving. */
export class Buffer16 {
  units = new Uint16Array(1024);

  /** Makes room for `n` units, keeping the content; returns the (possibly new) array. */
  reserve(n: number): Uint16Array {
    if (n > this.units.length) {
      const units = new Uint16Array(Math.max(n, this.units.length * 2));
      units.set(this.units);
      this.units = units;
    }
    return this.units;
  }

  /** Fills the buffer with `text`. */
  load(text: string): void {
    const units = this.reserve(text.length);
    for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  }

  /** The first `n` units as a string; lone surrogates survive (Node's UCS-2 decoder copies units as they are). */
  text(n: number): string {
    return Buffer.from(this.units.buffer, this.units.byteOffset, n * 2).toString('ucs2');
  }
}

/** Copies `src[from, to)` into `dst` at `o` (which has room); returns the new length. */
export function copyUnits(src: Uint16Array, from: number, to: number, dst: Uint16Array, o: number): number {
  const n = to - from;
  if (n > 64) dst.set(src.subarray(from, to), o);
  else for (let k = 0; k < n; k++) dst[o + k] = src[from + k];
  return o + n;
}

/** Length of the code point at `i` as `String.codePointAt` reads it in a string that ends at `end`. */
function codePointLength(src: Uint16Array, i: number, end: number): number {
  const c = src[i];
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
    const d = src[i + 1];
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

/** How many components each Ideographic Description Character takes (opencc-js getIdeographicDescriptionArity). */
function idsArity(c: number): number {
  if (c >= 0x2ff0 && c <= 0x2ff1) return 2;
  if (c >= 0x2ff2 && c <= 0x2ff3) return 3;
  if (c >= 0x2ff4 && c <= 0x2fff) return 2;
  return 0;
}

/**
 * End of the Ideographic Description Sequence at `i`, or 0 (opencc-js getIdeographicDescriptionSequenceEnd,
 * bounded by `end` because opencc-js runs it on the segment it converts).
 */
function idsEnd(src: Uint16Array, i: number, end: number): number {
  const arity = idsArity(src[i]);
  if (arity === 0) return 0;
  let e = i + 1; // every IDC is in the BMP
  for (let k = 0; k < arity; k++) {
    if (e >= end) return 0;
    e = idsEnd(src, e, end) || e + codePointLength(src, e, end);
  }
  return e;
}

/** How far opencc-js steps over a position no key matches: one code point, or a whole IDS (getUnmatchedLength). */
export function unmatchedLength(src: Uint16Array, i: number, end: number): number {
  const c = src[i];
  if (c >= 0x2ff0 && c <= 0x2fff) {
    const e = idsEnd(src, i, end);
    if (e > i) return e - i;
  }
  return codePointLength(src, i, end);
}
