/** Resolves CLI options and book.yaml into one read-only ResolvedConfig: absolute paths, files, defaults. */
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigError, InputError, UsageError } from '../errors.ts';
import { DEFAULT_TEMPLATE } from '../constants.ts';
import { SCRIPTS, type BookMeta, type Script } from '../model/book.ts';
import type { DiagnosticsCollector } from '../model/diagnostics.ts';
import type { SourceFile } from '../ingest/index.ts';
import { naturalCompare } from '../util/natural-sort.ts';
import { loadBookConfig, BOOK_FILE, type BookConfig } from './book-config.ts';
import { loadTemplate } from './load-template.ts';
import type { Template } from './template.ts';
import { loadDictionary, type Term } from '../opencc/user-dictionary.ts';

export type Format = 'epub' | 'pdf';
export const FORMATS: readonly Format[] = ['epub', 'pdf'];
const SOURCE_EXTENSIONS = new Set(['.txt', '.md', '.markdown']);

/** Options as the CLI (or a library caller) gives them. */
export interface BuildOptions {
  input: string;
  out: string;
  cwd: string;
  formats?: Format[];
  scripts?: Script[];
  template?: string;
  strict?: boolean;
  /** The value of SOURCE_DATE_EPOCH, if set. */
  sourceDateEpoch?: string;
  /** Folder of the content-addressed cache (`.shufang-cache`); undefined builds everything afresh. */
  cacheDir?: string;
  /** Called as the build moves from stage to stage (the CLI draws a status line with it). */
  onProgress?: (step: string) => void;
}

export interface ResolvedConfig {
  /** Absolute book folder; every source path is relative to it. */
  root: string;
  files: SourceFile[];
  book: BookConfig;
  meta: BookMeta;
  template: Template;
  scripts: Script[];
  formats: Format[];
  outDir: string;
  strict: boolean;
  /** Absolute path of book.yaml's cover image, if any. */
  coverImage?: string;
  /** Body fonts chosen in book.yaml, absolute paths, per edition script. */
  fonts: Partial<Record<Script, string>>;
  /** The book's user dictionary (empty when book.yaml names none). */
  terms: Term[];
  /** Absolute cache folder, or undefined for no cache. */
  cacheDir?: string;
  /** Build date for metadata: SOURCE_DATE_EPOCH, else the newest source file's mtime (reproducible either way). */
  now: Date;
}

/** Resolves everything a build needs before any text is read; throws typed errors naming the file. */
export function resolveConfig(options: BuildOptions, report: DiagnosticsCollector): ResolvedConfig {
  const inputPath = resolve(options.cwd, options.input);
  if (!existsSync(inputPath)) throw new InputError(`no such file or folder`, { file: options.input });
  const isDir = statSync(inputPath).isDirectory();
  if (!isDir && !SOURCE_EXTENSIONS.has(extname(inputPath).toLowerCase())) {
    throw new InputError(`not a .txt or .md file, nor a book folder`, { file: options.input });
  }
  const root = isDir ? inputPath : dirname(inputPath);
  const book = isDir ? loadBookConfig(root, options.input) : {};
  const files = isDir ? listBookFiles(root, book, options.input, report) : [{ path: basename(inputPath) }];
  if (files.length === 0) throw new InputError(`no .txt or .md chapter files`, { file: options.input });
  const stem = isDir ? basename(root) : basename(inputPath, extname(inputPath));
  const template = loadTemplate(options.template ?? book.template ?? DEFAULT_TEMPLATE, isDir ? root : undefined);
  const meta: BookMeta = {
    title: book.title ?? stem,
    author: book.author ?? '佚名',
    slug: slugify(book.slug ?? stem),
    ...(book.description ? { description: book.description } : {}),
    ...(book.publisher ? { publisher: book.publisher } : {}),
    ...(book.language ? { language: book.language } : {}),
  };
  return {
    root,
    files,
    book,
    meta,
    template: book.embedFonts === undefined ? template : { ...template, embedFonts: book.embedFonts },
    scripts: options.scripts ?? book.scripts ?? [...SCRIPTS],
    formats: options.formats ?? book.formats ?? [...FORMATS],
    ...(book.cover ? { coverImage: coverImagePath(root, book.cover, join(options.input, BOOK_FILE)) } : {}),
    fonts: Object.fromEntries(Object.entries(book.fonts ?? {}).map(([script, file]) => [script, resolve(root, file!)])),
    terms: book.dictionary
      ? loadDictionary(join(root, insideRoot(root, book.dictionary, join(options.input, BOOK_FILE))), join(options.input, book.dictionary))
      : [],
    outDir: resolve(options.cwd, options.out),
    ...(options.cacheDir ? { cacheDir: resolve(options.cwd, options.cacheDir) } : {}),
    strict: options.strict ?? false,
    now: buildDate(options.sourceDateEpoch, root, files),
  };
}

/** The chapter files of a book folder: book.yaml's list when given, else every .txt/.md in natural order. */
function listBookFiles(root: string, book: BookConfig, shownRoot: string, report: DiagnosticsCollector): SourceFile[] {
  if (book.chapters) {
    return book.chapters.map((entry, i) => {
      const { file, title } = typeof entry === 'string' ? { file: entry, title: undefined } : entry;
      const path = insideRoot(root, file, join(shownRoot, BOOK_FILE));
      return { path, order: i + 1, ...(title ? { title } : {}) };
    });
  }
  const dir = existsSync(join(root, 'chapters')) ? 'chapters' : '';
  const names = readdirSync(join(root, dir)).sort(naturalCompare);
  const files: SourceFile[] = [];
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    if (name.startsWith('.') || name === BOOK_FILE || name === 'templates' || name === 'chapters') continue;
    const full = join(root, rel);
    if (!SOURCE_EXTENSIONS.has(extname(name).toLowerCase())) {
      if (statSync(full).isFile()) report.warn('W_SKIPPED_FILE', `${rel}: not a .txt or .md file, skipped`, { path: rel, line: 0 });
      continue;
    }
    files.push({ path: insideRoot(root, rel, join(shownRoot, rel)) });
  }
  return files;
}

/** Returns `file` relative to `root`, refusing absolute paths, `..` escapes and symlinks that leave the folder. */
function insideRoot(root: string, file: string, shownAs: string): string {
  if (isAbsolute(file))
    throw new ConfigError(`absolute path \`${file}\` refused: chapter paths are relative to the book folder`, { file: shownAs });
  const full = resolve(root, file);
  const escapes = (p: string, base: string) => {
    const r = relative(base, p);
    return r.startsWith('..') || isAbsolute(r);
  };
  if (escapes(full, root)) throw new ConfigError(`path \`${file}\` leaves the book folder: refused`, { file: shownAs });
  if (!existsSync(full)) throw new InputError(`chapter file \`${file}\` does not exist`, { file: shownAs });
  if (lstatSync(full).isSymbolicLink() && escapes(realpathSync(full), realpathSync(root))) {
    throw new ConfigError(`symlink \`${file}\` points out of the book folder: refused`, { file: shownAs });
  }
  if (!statSync(full).isFile()) throw new InputError(`\`${file}\` is not a file`, { file: shownAs });
  return relative(root, full).split(sep).join('/');
}

/** book.yaml's cover: inside the folder, and a JPEG or PNG (the EPUB core image types pdfkit can also draw). */
function coverImagePath(root: string, file: string, shownAs: string): string {
  const rel = insideRoot(root, file, shownAs);
  if (!/\.(jpe?g|png)$/i.test(rel)) throw new ConfigError(`cover \`${file}\` must be a .jpg or .png image`, { file: shownAs });
  return join(root, rel);
}

/** SOURCE_DATE_EPOCH wins (reproducible-builds.org); otherwise the newest source mtime, never the clock. */
function buildDate(epoch: string | undefined, root: string, files: SourceFile[]): Date {
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new UsageError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not \`${epoch}\``);
    return new Date(Number(epoch) * 1000);
  }
  const newest = Math.max(...files.map((f) => statSync(join(root, f.path)).mtimeMs));
  return new Date(Math.floor(newest / 1000) * 1000);
}

/** A file-name-safe slug: ASCII letters, digits and hyphens; CJK names are kept but unsafe characters go. */
export function slugify(name: string): string {
  const ascii = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9\p{Script=Han}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'book';
}
