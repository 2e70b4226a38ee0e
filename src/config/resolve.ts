/**
 * Resolves the three layers of configuration (docs/architecture.md#configuration) into one read-only ResolvedConfig before any text is
 * read: schema defaults < book.yaml < inline config (CLI flags), with absolute paths, the chapter files and the
 * template, every value checked. Errors name the file and line: book.yaml exit 6, template.yaml exit 5.
 */
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigError, FontError, InputError, UsageError } from '../errors.ts';
import { DEFAULT_TEMPLATE } from '../constants.ts';
import { SCRIPTS, type BookMeta, type Script } from '../model/book.ts';
import type { DiagnosticsCollector, WarningCode } from '../model/diagnostics.ts';
import type { SourceFile } from '../ingest/index.ts';
import { isTocFileName, readTocFile, type TocFile } from '../ingest/toc-file.ts';
import { naturalCompare } from '../util/natural-sort.ts';
import { BOOK_FILE, readBookConfig, type BookFile } from './book-config.ts';
import { loadTemplate } from './load-template.ts';
import type { Template } from './template.ts';
import { InlineConfig, type BookConfig, type Format } from './schema.ts';
import { parseWith } from './issues.ts';
import { lineOfPath, type PathKey } from './yaml.ts';
import { loadRules, type ResolvedRule } from './rules.ts';
import { loadDictionary, type Term } from '../opencc/user-dictionary.ts';

export type { Format } from './schema.ts';
export const FORMATS: readonly Format[] = ['epub', 'pdf'];
const SOURCE_EXTENSIONS = new Set(['.txt', '.md', '.markdown']);

/** Options as the CLI (or a library caller) gives them: where the book is and goes, and the inline config layer. */
export interface BuildOptions extends InlineConfig {
  input: string;
  out: string;
  cwd: string;
  /** The value of SOURCE_DATE_EPOCH, if set. */
  sourceDateEpoch?: string;
  /** Folder of the content-addressed cache (`.shufang-cache`); undefined builds everything afresh. */
  cacheDir?: string;
  /** Called as the build moves from stage to stage (the CLI draws a status line with it). */
  onProgress?: (step: string) => void;
}

/** The flag that sets each inline key, for messages about a bad value. */
const FLAG: Record<keyof InlineConfig, string> = {
  title: '--title',
  author: '--author',
  cover: '--cover',
  language: '--language',
  chapterPattern: '--chapter-pattern',
  template: '--template',
  scripts: '--scripts',
  formats: '--formats',
  strict: '--strict',
  allow: '--allow',
};

export interface ResolvedConfig {
  /** Absolute book folder; every source path is relative to it. */
  root: string;
  files: SourceFile[];
  /** book.yaml with the inline config's title, author, language and chapterPattern over it. */
  book: BookConfig;
  meta: BookMeta;
  template: Template;
  scripts: Script[];
  formats: Format[];
  outDir: string;
  strict: boolean;
  /** Warning codes --strict lets through (--allow). */
  allow: WarningCode[];
  /** Absolute path of the cover image (--cover, else book.yaml's cover), if any. */
  coverImage?: string;
  /** Body fonts chosen in book.yaml, absolute paths, per edition script. */
  fonts: Partial<Record<Script, string>>;
  /** The book's user dictionary (empty when book.yaml names none). */
  terms: Term[];
  /** The book's own cleaning rules, inline or from their file; empty when none. */
  rules: ResolvedRule[];
  /** A regular expression (PATTERN_FLAGS) that chapter heading lines match: --chapter-pattern, else book.yaml's. */
  chapterPattern?: string;
  /** What to do with author's notes; undefined leaves it to the pipeline's default. */
  authorNotes?: 'drop' | 'keep';
  /** Absolute cache folder, or undefined for no cache. */
  cacheDir?: string;
  /** The folder's 目录.txt (or index.txt …) when book.yaml lists no chapters: the order stage follows it. */
  toc?: TocFile;
  /** Build date for metadata: SOURCE_DATE_EPOCH, else the newest source file's mtime (reproducible either way). */
  now: Date;
}

/** Resolves everything a build needs before any text is read; throws typed errors naming the file and line. */
export function resolveConfig(options: BuildOptions, report: DiagnosticsCollector): ResolvedConfig {
  const inline = inlineConfig(options);
  const inputPath = resolve(options.cwd, options.input);
  if (!existsSync(inputPath)) throw new InputError(`no such file or folder`, { file: options.input });
  const isDir = statSync(inputPath).isDirectory();
  if (!isDir && !SOURCE_EXTENSIONS.has(extname(inputPath).toLowerCase())) {
    throw new InputError(`not a .txt or .md file, nor a book folder`, { file: options.input });
  }
  const root = isDir ? inputPath : dirname(inputPath);
  // A single file has no book.yaml: only the inline config applies to it.
  const bookFile: BookFile = isDir ? readBookConfig(root, options.input) : { config: {}, file: BOOK_FILE, text: '' };
  const book: BookConfig = { ...bookFile.config, ...pick(inline, ['title', 'author', 'language', 'chapterPattern']) };
  const at = (path: PathKey[]) => ({ file: bookFile.file, line: lineOfPath(bookFile.text, path) });
  const files = isDir ? listBookFiles(root, book, options.input, bookFile, report) : [{ path: basename(inputPath) }];
  if (files.length === 0) throw new InputError(`no .txt or .md chapter files`, { file: options.input });
  const stem = isDir ? basename(root) : basename(inputPath, extname(inputPath));
  const template = loadTemplate(inline.template ?? book.template ?? DEFAULT_TEMPLATE, isDir ? root : undefined);
  const meta: BookMeta = {
    title: book.title ?? stem,
    author: book.author ?? '佚名',
    slug: slugify(book.slug ?? stem),
    ...(book.description ? { description: book.description } : {}),
    ...(book.publisher ? { publisher: book.publisher } : {}),
    ...(book.language ? { language: book.language } : {}),
  };
  const inside = (file: string, path: PathKey[], what: string) => insideRoot(root, file, at(path), what);
  const cover = inline.cover
    ? flagCover(options.cwd, inline.cover)
    : book.cover
      ? coverImagePath(root, book.cover, at(['cover']))
      : undefined;
  return {
    root,
    files,
    book,
    meta,
    template: book.embedFonts === undefined ? template : { ...template, embedFonts: book.embedFonts },
    scripts: inline.scripts ?? book.scripts ?? [...SCRIPTS],
    formats: inline.formats ?? book.formats ?? [...FORMATS],
    ...(cover ? { coverImage: cover } : {}),
    fonts: Object.fromEntries(
      Object.entries(book.fonts ?? {}).map(([script, file]) => [script, fontPath(root, file!, at(['fonts', script]))]),
    ),
    terms: book.dictionary
      ? loadDictionary(join(root, inside(book.dictionary, ['dictionary'], 'dictionary')), join(options.input, book.dictionary))
      : [],
    rules:
      typeof book.rules === 'string'
        ? loadRules(book.rules, bookFile.file, {
            path: join(root, inside(book.rules, ['rules'], 'rules file')),
            shownAs: join(options.input, book.rules),
          })
        : loadRules(book.rules, bookFile.file),
    ...(book.chapterPattern !== undefined ? { chapterPattern: book.chapterPattern } : {}),
    ...(book.authorNotes ? { authorNotes: book.authorNotes } : {}),
    outDir: resolve(options.cwd, options.out),
    ...(options.cacheDir ? { cacheDir: resolve(options.cwd, options.cacheDir) } : {}),
    strict: inline.strict ?? false,
    allow: inline.allow ?? [],
    now: buildDate(options.sourceDateEpoch, root, files),
    ...(isDir && !book.chapters ? tocOf(root) : {}),
  };
}

/** The inline layer of the options, checked by its schema (a library caller's values as much as the CLI's). */
function inlineConfig(options: BuildOptions): InlineConfig {
  const given = pick(options as InlineConfig, Object.keys(FLAG) as (keyof InlineConfig)[]);
  try {
    return parseWith(InlineConfig, given, {}, UsageError);
  } catch (err) {
    // The schema names keys (`chapterPattern`); a user typed flags (`--chapter-pattern`).
    const flagged = (err as Error).message.replace(/`(\w+)(?=[`[.])/g, (m, key: string) =>
      key in FLAG ? `\`${FLAG[key as keyof InlineConfig]}` : m,
    );
    throw new UsageError(flagged);
  }
}

/** The keys of `from` that are set. */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]])) as Pick<T, K>;
}

function tocOf(root: string): { toc?: TocFile } {
  const toc = readTocFile(root, existsSync(join(root, 'chapters')) ? 'chapters' : '') ?? readTocFile(root, '');
  return toc ? { toc } : {};
}

/** The chapter files of a book folder: book.yaml's list when given, else every .txt/.md in natural order. */
function listBookFiles(root: string, book: BookConfig, shownRoot: string, bookFile: BookFile, report: DiagnosticsCollector): SourceFile[] {
  if (book.chapters) {
    return book.chapters.map((entry, i) => {
      const { file, title } = typeof entry === 'string' ? { file: entry, title: undefined } : entry;
      const path = insideRoot(root, file, { file: bookFile.file, line: lineOfPath(bookFile.text, ['chapters', i]) });
      return { path, order: i + 1, ...(title ? { title } : {}) };
    });
  }
  const dir = existsSync(join(root, 'chapters')) ? 'chapters' : '';
  const names = readdirSync(join(root, dir)).sort(naturalCompare);
  const files: SourceFile[] = [];
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    if (name.startsWith('.') || name === BOOK_FILE || name === 'templates' || name === 'chapters' || isTocFileName(name)) continue;
    const full = join(root, rel);
    if (!SOURCE_EXTENSIONS.has(extname(name).toLowerCase())) {
      if (statSync(full).isFile()) report.warn('W_SKIPPED_FILE', `${rel}: not a .txt or .md file, skipped`, { path: rel, line: 0 });
      continue;
    }
    files.push({ path: insideRoot(root, rel, { file: join(shownRoot, rel) }) });
  }
  return files;
}

/** Where a path was given: the file (and line) an error about it names. */
interface Origin {
  file: string;
  line?: number;
}

/** Returns `file` relative to `root`, refusing absolute paths, `..` escapes and symlinks that leave the folder. */
function insideRoot(root: string, file: string, origin: Origin, what = 'chapter file'): string {
  if (isAbsolute(file)) throw new ConfigError(`absolute path \`${file}\` refused: paths are relative to the book folder`, origin);
  const full = resolve(root, file);
  const escapes = (p: string, base: string) => {
    const r = relative(base, p);
    return r.startsWith('..') || isAbsolute(r);
  };
  if (escapes(full, root)) throw new ConfigError(`path \`${file}\` leaves the book folder: refused`, origin);
  if (!existsSync(full)) throw new InputError(`${what} \`${file}\` does not exist`, origin);
  if (lstatSync(full).isSymbolicLink() && escapes(realpathSync(full), realpathSync(root))) {
    throw new ConfigError(`symlink \`${file}\` points out of the book folder: refused`, origin);
  }
  if (!statSync(full).isFile()) throw new InputError(`\`${file}\` is not a file`, origin);
  return relative(root, full).split(sep).join('/');
}

/** JPEG or PNG: the EPUB core image types that pdfkit can also draw. */
const COVER_TYPES = /\.(jpe?g|png)$/i;

/** book.yaml's cover: inside the folder, and a JPEG or PNG. */
function coverImagePath(root: string, file: string, origin: Origin): string {
  const rel = insideRoot(root, file, origin, 'cover');
  if (!COVER_TYPES.test(rel)) throw new ConfigError(`cover \`${file}\` must be a .jpg or .png image`, origin);
  return join(root, rel);
}

/** `--cover FILE`: relative to the working directory, anywhere the user points. */
function flagCover(cwd: string, file: string): string {
  const full = resolve(cwd, file);
  if (!COVER_TYPES.test(full)) throw new UsageError(`--cover takes a .jpg or .png image, not \`${file}\``);
  if (!existsSync(full) || !statSync(full).isFile()) throw new InputError(`cover image does not exist`, { file });
  return full;
}

/** A body font from book.yaml (relative to the book folder or absolute); it must exist before anything renders. */
function fontPath(root: string, file: string, origin: Origin): string {
  const full = resolve(root, file);
  if (!existsSync(full)) {
    throw new FontError(`font file \`${file}\` does not exist (${full})`, { ...origin, hint: 'check the path in book.yaml `fonts:`' });
  }
  return full;
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
