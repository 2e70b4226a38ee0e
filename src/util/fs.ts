/** File writing that never leaves a half-written output: write a temporary file beside it, then rename. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { OutputError } from '../errors.ts';

/** Writes `data` to `path` atomically; an earlier file at `path` stays intact if anything fails. */
export function writeFileAtomic(path: string, data: string | Uint8Array, shownAs = path): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (err) {
    try {
      rmSync(tmp, { force: true });
    } catch {
      /* the folder itself is unusable; the error below says so */
    }
    const e = err as NodeJS.ErrnoException;
    throw new OutputError(`cannot write output (${e.code ?? e.message})`, {
      file: shownAs,
      cause: err,
      hint: 'check that --out is a writable folder',
    });
  }
}
