/** Files a book refers to from its text (pictures), read from inside the book folder only. */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError } from '../errors.ts';
import { readRegularFile } from '../util/fs.ts';

/**
 * The bytes of `src`, a path relative to the book folder `root`, or undefined when it is a URL, absolute, outside
 * the folder (also through a symlink) or unreadable. Callers warn (W_IMAGE_MISSING); nothing is fetched.
 */
export function readBookFile(root: string, src: string): Uint8Array | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || isAbsolute(src)) return undefined;
  try {
    const base = realpathSync(root);
    const path = realpathSync(resolve(base, decodeURI(src)));
    const rel = relative(base, path);
    if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return undefined;
    // A regular file only: a FIFO would block the render for ever (its typed error is caught below).
    return readRegularFile(path, { Err: InputError, shownAs: src, what: 'the picture' });
  } catch {
    return undefined;
  }
}

/** Every picture path a book refers to (for cache keys: a changed picture must rebuild the editions). */
export function bookFileRefs(blocks: Iterable<{ kind: string; src?: string }>): string[] {
  const out = new Set<string>();
  for (const b of blocks) if (b.kind === 'image' && b.src) out.add(b.src);
  return [...out].sort();
}
