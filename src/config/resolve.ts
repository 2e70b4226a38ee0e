/**
 * Resolves the three layers of configuration (docs/architecture.md#configuration) into one read-only ResolvedConfig before any text is
 * read: schema defaults < book.yaml < inline config (CLI flags), with absolute paths, the chapter files and the
 * template, every value checked. Errors name the file and line: book.yaml exit 6, template.yaml exit 5.
 */
import { lstatSync, readdirSync, type Stats, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { fileProblem, kindProblem, lexists, pathProblem, resolvesInside } from '../util/fs.ts';
import { ConfigError, FontError, InputError, UsageError } from '../errors.ts';
import { DEFAULT_TEMPLATE, FORMATS } from '../constants.ts';
import { EDITION_SCRIPTS, SCRIPTS, type BookMeta, type Script } from '../model/book.ts';
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
  const isDir = inputKind(inputPath, options.input) === 'folder';
  if (!isDir && !SOURCE_EXTENSIONS.has(extname(inputPath).toLowerCase())) {
    throw new InputError(`not a .txt or .md file, nor a book folder`, { file: options.input });
  }
  const root = isDir ? inputPath : dirname(inputPath);
  // A single file has no book.yaml: only the inline config applies to it.
  const bookFile: BookFile = isDir ? readBookConfig(root, options.input) : { config: {}, file: BOOK_FILE, text: '' };
  const book: BookConfig = { ...bookFile.config, ...pick(inline, ['title', 'author', 'language', 'chapterPattern']) };
  const at = (path: PathKey[]) => ({ file: bookFile.file, line: lineOfPath(bookFile.text, path) });
  const outDir = resolve(options.cwd, options.out);
  const stem = isDir ? basename(root) : basename(inputPath, extname(inputPath));
  const slug = slugify(book.slug ?? stem);
  // The cover is checked before the chapters are listed: a cover named `1.txt` is a bad cover, not "no chapters".
  const cover = inline.cover
    ? flagCover(options.cwd, inline.cover)
    : book.cover
      ? coverImagePath(root, book.cover, at(['cover']))
      : undefined;
  const coverFlag = inline.cover ? cover : undefined;
  const files = isDir
    ? listBookFiles(root, book, options.input, bookFile, report, { outDir, slug, ...(coverFlag ? { coverFlag } : {}) })
    : [{ path: basename(inputPath) }];
  if (files.length === 0) throw new InputError(`no .txt or .md chapter files`, { file: options.input });
  const template = loadTemplate(inline.template ?? book.template ?? DEFAULT_TEMPLATE, isDir ? root : undefined);
  const meta: BookMeta = {
    title: book.title ?? stem,
    author: book.author ?? '佚名',
    slug,
    ...(book.description ? { description: book.description } : {}),
    ...(book.publisher ? { publisher: book.publisher } : {}),
    ...(book.language ? { language: book.language } : {}),
  };
  const inside = (file: string, path: PathKey[], what: string) => insideRoot(root, file, at(path), what);
  return {
    root,
    files,
    book,
    meta,
    template: {
      ...template,
      ...(book.embedFonts === undefined ? {} : { embedFonts: book.embedFonts }),
      ...(book.pageList === undefined ? {} : { pageList: book.pageList }),
    },
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
    outDir,
    ...(options.cacheDir ? { cacheDir: resolve(options.cwd, options.cacheDir) } : {}),
    strict: inline.strict ?? false,
    allow: inline.allow ?? [],
    now: buildDate(options.sourceDateEpoch, root, files),
    ...(isDir && !book.chapters ? tocOf(root) : {}),
  };
}

/**
 * Where a build will write, `<out folder>/<slug>`, worked out the way resolveConfig does (book.yaml's `slug:`,
 * else the folder or file name) but without failing: undefined when the input cannot be read, which the build
 * itself then reports. A catalog uses it to refuse two books that would overwrite each other's files.
 */
export function plannedOutputs(options: BuildOptions): string | undefined {
  try {
    const inputPath = resolve(options.cwd, options.input);
    const isDir = statSync(inputPath).isDirectory();
    const stem = isDir ? basename(inputPath) : basename(inputPath, extname(inputPath));
    const slug = isDir ? readBookConfig(inputPath, options.input).config.slug : undefined;
    return join(resolve(options.cwd, options.out), slugify(slug ?? stem));
  } catch {
    return undefined;
  }
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
  const toc = readTocFile(root, lexists(join(root, 'chapters')) ? 'chapters' : '') ?? readTocFile(root, '');
  return toc ? { toc } : {};
}

/**
 * What the input is: a book folder or a regular file. Anything else is a one-line error: a FIFO would block the
 * build for ever, a symlink loop or an unreadable path would end in a stack trace.
 */
function inputKind(path: string, shownAs: string): 'folder' | 'file' {
  if (!lexists(path)) throw new InputError(`no such file or folder`, { file: shownAs });
  let s: Stats;
  try {
    s = statSync(path);
  } catch (err) {
    throw new InputError(`the input ${fileProblem(err)}`, { file: shownAs, cause: err });
  }
  if (s.isDirectory()) return 'folder';
  const problem = kindProblem(s);
  if (problem) throw new InputError(`the input ${problem}`, { file: shownAs });
  return 'file';
}

/**
 * The names of the files a build of `slug` writes (`<slug>.<script>.<format>` per edition, `<slug>.report.json`):
 * with --out the book folder they are no chapters and no W_SKIPPED_FILE. Another book's outputs still warn.
 */
function ownOutputs(slug: string): Set<string> {
  const editions = EDITION_SCRIPTS.flatMap((script) => FORMATS.map((format) => `${slug}.${script}.${format}`));
  return new Set([...editions, `${slug}.report.json`]);
}

/**
 * Files given for other uses than chapters (book.yaml's cover, dictionary, rules and fonts, and --cover), as
 * paths relative to the book folder: the dictionary `names.txt` is no chapter, a cover no W_SKIPPED_FILE.
 */
function namedFiles(book: BookConfig, root: string, coverFlag: string | undefined): Set<string> {
  const named = [book.cover, book.dictionary, typeof book.rules === 'string' ? book.rules : undefined, ...Object.values(book.fonts ?? {})];
  const paths = named.filter((f): f is string => typeof f === 'string').map((f) => normalize(f).split(sep).join('/'));
  if (coverFlag !== undefined) paths.push(relativeTo(root, coverFlag));
  return new Set(paths);
}

/** `path` relative to `folder` with `/` separators (`../x` when it lies outside). */
const relativeTo = (folder: string, path: string) => relative(folder, path).split(sep).join('/');

/** The names in a folder of the book; an unreadable one is an InputError naming it. */
function listFolder(full: string, shownAs: string, what: string): string[] {
  try {
    return readdirSync(full);
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOTDIR' ? 'is a file where a folder of chapters should be' : fileProblem(err);
    throw new InputError(`${what} ${why}`, { file: shownAs, cause: err });
  }
}

/**
 * The chapter files of a book folder: book.yaml's list when given, else every .txt/.md in natural order, less
 * the files book.yaml names for other uses (the dictionary `names.txt` is no chapter) and shufang's own outputs.
 */
function listBookFiles(
  root: string,
  book: BookConfig,
  shownRoot: string,
  bookFile: BookFile,
  report: DiagnosticsCollector,
  outputs: { outDir: string; slug: string; coverFlag?: string },
): SourceFile[] {
  if (book.chapters) {
    return book.chapters.map((entry, i) => {
      const { file, title } = typeof entry === 'string' ? { file: entry, title: undefined } : entry;
      const path = insideRoot(root, file, { file: bookFile.file, line: lineOfPath(bookFile.text, ['chapters', i]) });
      return { path, order: i + 1, ...(title ? { title } : {}) };
    });
  }
  const dir = lexists(join(root, 'chapters')) ? 'chapters' : '';
  const names = listFolder(join(root, dir), join(shownRoot, dir), dir ? 'the chapters folder' : 'the book folder').sort(naturalCompare);
  const named = namedFiles(book, root, outputs.coverFlag);
  const own = resolve(outputs.outDir) === resolve(root, dir) ? ownOutputs(outputs.slug) : new Set<string>();
  const files: SourceFile[] = [];
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    if (name.startsWith('.') || name === BOOK_FILE || name === 'templates' || name === 'chapters' || isTocFileName(name)) continue;
    if (named.has(rel) || own.has(name)) continue;
    const full = join(root, rel);
    if (!SOURCE_EXTENSIONS.has(extname(name).toLowerCase())) {
      if (statSync(full, { throwIfNoEntry: false })?.isFile())
        report.warn('W_SKIPPED_FILE', `${rel}: not a .txt or .md file, skipped`, { path: rel, line: 0 });
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
  if (!lexists(full)) throw new InputError(`${what} \`${file}\` does not exist`, origin);
  // A loop, a folder, a FIFO or an unreadable path each get their own message (a FIFO would block the read).
  const problem = pathProblem(full);
  if (problem) throw new InputError(`${what} \`${file}\` ${problem}`, origin);
  if (lstatSync(full).isSymbolicLink() && !resolvesInside(full, root)) {
    throw new ConfigError(`symlink \`${file}\` points out of the book folder: refused`, origin);
  }
  return relativeTo(root, full);
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
  const problem = pathProblem(full);
  if (problem) throw new InputError(`cover image ${problem}`, { file });
  return full;
}

/** A body font from book.yaml (relative to the book folder or absolute); it must exist before anything renders. */
function fontPath(root: string, file: string, origin: Origin): string {
  const full = resolve(root, file);
  // A FIFO would block the renderer's read for ever; a loop or a folder would end in a stack trace there.
  const problem = pathProblem(full);
  if (problem)
    throw new FontError(`font file \`${file}\` ${problem} (${full})`, { ...origin, hint: 'check the path in book.yaml `fonts:`' });
  return full;
}

/** 9999-12-31T23:59:59Z in seconds. */
const LATEST_EPOCH = 253_402_300_799;

/** SOURCE_DATE_EPOCH wins (reproducible-builds.org); otherwise the newest source mtime, never the clock. */
function buildDate(epoch: string | undefined, root: string, files: SourceFile[]): Date {
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch)) throw new UsageError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not \`${epoch}\``);
    // Metadata dates (OPF dcterms:modified, PDF CreationDate) hold four-digit years; past them a Date is invalid.
    if (Number(epoch) > LATEST_EPOCH)
      throw new UsageError(`SOURCE_DATE_EPOCH \`${epoch}\` is after 9999-12-31, the last date EPUB and PDF metadata can hold`);
    return new Date(Number(epoch) * 1000);
  }
  // A loop, not Math.max(...): a spread of a very long argument list overflows the stack.
  let newest = 0;
  for (const f of files) newest = Math.max(newest, statSync(join(root, f.path)).mtimeMs);
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
