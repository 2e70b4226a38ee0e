/** Reads a book folder's table-of-contents file (目录.txt …) for the order stage (rules/toc-order.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    if (!existsSync(join(root, path))) continue;
    const text = decodeBytes(readFileSync(join(root, path)), path).text;
    return { path, entries: parseTocEntries(text) };
  }
  return undefined;
}

/** True for a file name that is a table of contents, not a chapter. */
export function isTocFileName(name: string): boolean {
  return TOC_FILE_NAMES.includes(name);
}
