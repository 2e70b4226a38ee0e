/** Reads a book folder's table-of-contents file (目录.txt …) for the order stage (rules/toc-order.ts). */
import { join } from 'node:path';
import { InputError } from '../errors.ts';
import { lexists, readRegularFile } from '../util/fs.ts';
import { TOC_FILE_NAMES, parseTocEntries } from '../rules/toc-order.ts';
import { decodeBytes } from './decode.ts';

export interface TocFile {
  /** Relative to the book folder. */
  path: string;
  entries: { text: string; target?: string }[];
}

/** The first table-of-contents file in `dir` (relative to `root`), decoded like a chapter file; undefined if none. */
export function readTocFile(root: string, dir: string): TocFile | undefined {
  for (const name of TOC_FILE_NAMES) {
    const path = dir ? `${dir}/${name}` : name;
    if (!lexists(join(root, path))) continue;
    // A regular file only: a FIFO or folder named 目录.txt is a one-line error, not a hang or a trace.
    const bytes = readRegularFile(join(root, path), { Err: InputError, shownAs: path, what: 'the table of contents' });
    const text = decodeBytes(bytes, path).text;
    return { path, entries: parseTocEntries(text) };
  }
  return undefined;
}

/** True for a file name that is a table of contents, not a chapter. */
export function isTocFileName(name: string): boolean {
  return TOC_FILE_NAMES.includes(name);
}
