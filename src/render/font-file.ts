/**
 * Font files read once per thread: the PDF's fonts, the EPUB's body font and the cover's lettering are often one file,
 * and a CJK face of 10–20 MB took 20–27 ms a read in each render worker (红楼梦's profile, session 33).
 */
import { statSync } from 'node:fs';
import { FontError } from '../errors.ts';
import { readRegularFile } from '../util/fs.ts';

/** Bytes by path, size and modification time: a font replaced between two builds of one process is read afresh. */
const files = new Map<string, Buffer>();
/** Faces a thread keeps: a book's body, heading, fallback and cover fonts, with room to spare. */
const MAX_FILES = 8;

/** The font file's bytes (a regular file only); `what` names it in the FontError a bad path gets. */
export function readFontFile(path: string, what: string): Buffer {
  let key: string | undefined;
  try {
    const st = statSync(path);
    key = `${path}\u0000${st.size}\u0000${st.mtimeMs}`;
  } catch {
    // readRegularFile below says what is wrong with the path.
  }
  const hit = key === undefined ? undefined : files.get(key);
  if (hit) return hit;
  const data = readRegularFile(path, { Err: FontError, shownAs: path, what });
  if (key !== undefined) {
    if (files.size >= MAX_FILES) files.clear();
    files.set(key, data);
  }
  return data;
}
