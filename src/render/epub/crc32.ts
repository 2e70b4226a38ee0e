/**
 * CRC-32 (ISO 3309, the zip checksum, APPNOTE 4.4.7): node:zlib's native one where Node has it (20.15+, 22.2+),
 * else the table-driven algorithm; both give the same value (tests/unit/epub-zip.test.ts).
 */
import * as zlib from 'node:zlib';

/** The reflected polynomial 0xEDB88320, one entry per byte value. */
const TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** Table-driven CRC-32 of `data`, continuing from `value`. */
export function crc32Table(data: Uint8Array, value = 0): number {
  let c = ~value;
  for (let i = 0; i < data.length; i++) c = TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

const native = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

/** CRC-32 of `data`. */
export const crc32: (data: Uint8Array) => number = native ? (data) => native(data) : crc32Table;
