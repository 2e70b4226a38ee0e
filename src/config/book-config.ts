/** book.yaml: read and parsed with the BookConfig schema; problems are ConfigErrors naming the file, line and key. */
import { join } from 'node:path';
import { ConfigError } from '../errors.ts';
import { lexists, readUtf8File } from '../util/fs.ts';
import { BookConfig } from './schema.ts';
import { parseWith } from './issues.ts';
import { parseYaml } from './yaml.ts';

export { BookConfig, ChapterEntry } from './schema.ts';

export const BOOK_FILE = 'book.yaml';

/** book.yaml's text as read, for errors found later (a chapter path that leaves the folder) to name their line. */
export interface BookFile {
  config: BookConfig;
  /** The file as shown to the user (`book/book.yaml`). */
  file: string;
  text: string;
}

/** Reads `<dir>/book.yaml` if present (an empty config otherwise); throws ConfigError naming the file and line. */
export function readBookConfig(dir: string, shownAs: string): BookFile {
  const path = join(dir, BOOK_FILE);
  const file = join(shownAs, BOOK_FILE);
  // lexists, not existsSync: a book.yaml that is a symlink loop or a folder is an error, not an absent file.
  if (!lexists(path)) return { config: {}, file, text: '' };
  const text = readUtf8File(path, { shownAs: file, Err: ConfigError, what: 'book.yaml' });
  return { config: parseWith(BookConfig, parseYaml(text, file) ?? {}, { file, text }, ConfigError), file, text };
}

/** Reads `<dir>/book.yaml` if present; throws ConfigError naming the file and line when it is invalid. */
export function loadBookConfig(dir: string, shownAs: string): BookConfig {
  return readBookConfig(dir, shownAs).config;
}
