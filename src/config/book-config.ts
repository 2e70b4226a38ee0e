/** book.yaml: the book's metadata and settings, validated strictly (unknown keys are errors, docs/architecture.md#configuration). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Script } from '../model/book.ts';
import { ConfigError } from '../errors.ts';
import { lineOfKey, parseYaml } from './yaml.ts';
import { checkObject, type Schema } from './validate.ts';

/** One entry of the explicit chapter list: a file, optionally with the title to show. */
export interface ChapterEntry {
  file: string;
  title?: string;
}

export interface BookConfig {
  title?: string;
  author?: string;
  /** File-name stem of the outputs; derived from the folder name when absent. */
  slug?: string;
  description?: string;
  publisher?: string;
  /** Script the book was written in. */
  language?: Script;
  /** Identifier written into the EPUB (`urn:uuid:…` or `urn:isbn:…`); derived from the content when absent. */
  identifier?: string;
  /** Forces the encoding of every source file (gb18030, big5, utf-8, utf-16le, utf-16be). */
  encoding?: string;
  template?: string;
  scripts?: Script[];
  formats?: ('epub' | 'pdf')[];
  /** A cover image (JPEG or PNG) inside the book folder; without one a typographic cover is drawn. */
  cover?: string;
  /** Body font per edition (a .ttf/.otf path, relative to the book folder or absolute); default: Noto Serif SC/TC. */
  fonts?: Partial<Record<Script, string>>;
  /** A user dictionary file (`简体 繁體` per line) applied before OpenCC, in both directions. */
  dictionary?: string;
  /** Embed a font subset in the EPUB (overrides the template). */
  embedFonts?: boolean;
  /** Explicit reading order; files not listed are ignored. */
  chapters?: (string | ChapterEntry)[];
}

const SCRIPT = { type: 'enum', values: ['zh-Hans', 'zh-Hant'] } as const;
const EDITION = { type: 'enum', values: ['zh-Hans', 'zh-Hant', 'zh-Hant-HK'] } as const;
export const BOOK_SCHEMA: Schema = {
  title: { type: 'string' },
  author: { type: 'string' },
  slug: { type: 'string' },
  description: { type: 'string' },
  publisher: { type: 'string' },
  language: SCRIPT,
  identifier: { type: 'string' },
  encoding: { type: 'enum', values: ['utf-8', 'gb18030', 'gbk', 'big5', 'utf-16le', 'utf-16be'] },
  template: { type: 'string' },
  scripts: { type: 'list', of: EDITION },
  formats: { type: 'list', of: { type: 'enum', values: ['epub', 'pdf'] } },
  cover: { type: 'string' },
  fonts: { type: 'object', fields: { 'zh-Hans': { type: 'string' }, 'zh-Hant': { type: 'string' }, 'zh-Hant-HK': { type: 'string' } } },
  dictionary: { type: 'string' },
  embedFonts: { type: 'boolean' },
  chapters: {
    type: 'list',
    of: { type: 'either', of: [{ type: 'string' }, { type: 'object', fields: { file: { type: 'string' }, title: { type: 'string' } } }] },
  },
};

export const BOOK_FILE = 'book.yaml';

/** Reads `<dir>/book.yaml` if present; throws ConfigError naming the file and line when it is invalid. */
export function loadBookConfig(dir: string, shownAs: string): BookConfig {
  const path = join(dir, BOOK_FILE);
  if (!existsSync(path)) return {};
  const text = readFileSync(path, 'utf8');
  const file = join(shownAs, BOOK_FILE);
  const config = checkObject(parseYaml(text, file), BOOK_SCHEMA, { file, text }) as BookConfig;
  const entryWithoutFile = (config.chapters ?? []).findIndex((e) => typeof e === 'object' && typeof e.file !== 'string');
  if (entryWithoutFile >= 0) {
    throw new ConfigError(`\`chapters[${entryWithoutFile}]\` needs a \`file\``, { file, line: lineOfKey(text, 'chapters') });
  }
  return config;
}
