/** Temporary book folders for end-to-end tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new temporary book folder holding `files` (string = UTF-8 text, Uint8Array = raw bytes). */
export function bookFolder(files: Record<string, string | Uint8Array>, prefix = 'shufang-book-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  return dir;
}
