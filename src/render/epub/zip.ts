/** Writes the EPUB's OCF zip: `mimetype` first and stored, everything else deflated, fixed timestamps. */
import { zipSync, strToU8, type Zippable } from 'fflate';

export interface ZipEntry {
  path: string;
  data: string | Uint8Array;
}

/** DOS timestamps cannot go before 1980; clamp so SOURCE_DATE_EPOCH=0 still works. */
const DOS_EPOCH = Date.UTC(1980, 0, 1, 12);
/** The last day a zip (DOS) date can hold is in 2107, fflate's in 2099; noon keeps it in that year in every time zone. */
const DOS_LAST = Date.UTC(2099, 11, 31, 12);

/** Zips the entries in the order given, with every mtime set to `date` (byte-identical output for the same input). */
export function writeOcfZip(entries: ZipEntry[], date: Date): Uint8Array {
  const mtime = new Date(Math.min(Math.max(date.getTime(), DOS_EPOCH), DOS_LAST));
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0, mtime }],
  };
  for (const e of entries) {
    files[e.path] = [typeof e.data === 'string' ? strToU8(e.data) : e.data, { level: 6, mtime }];
  }
  return zipSync(files);
}
