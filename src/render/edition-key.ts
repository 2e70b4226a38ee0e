/**
 * What keys an edition in the cache and finds it there whole: the job's shape, the files it reads besides the book
 * and the whole-edition lookup the driver makes before sending a job to a worker. Kept apart from the renderers,
 * so the main thread does not load pdfkit and fontkit when workers render.
 */
import { isAbsolute, join, relative } from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import type { Format, ResolvedConfig } from '../config/resolve.ts';
import type { Book, Script } from '../model/book.ts';
import { walkBlocks } from '../model/book.ts';
import type { Diagnostics } from '../model/diagnostics.ts';
import { type Cache, cacheKey, codeFingerprint, openCache, utf8 } from '../util/cache.ts';
import { sha256 } from '../util/hash.ts';
import { defaultFonts, type FontPaths } from './font-paths.ts';

export interface EditionJob {
  book: Book;
  /** A digest of everything `book` was prepared from, which keys the whole edition in the cache (else the book itself). */
  bookKey?: string;
  script: Script;
  formats: Format[];
  config: ResolvedConfig;
}

export interface EditionFile {
  format: Format;
  bytes: Uint8Array;
  ms: number;
}

export interface EditionResult {
  script: Script;
  files: EditionFile[];
  convertMs: number;
  /** The edition's own diagnostics; the driver merges them in script order, whatever order workers finish in. */
  diagnostics: Diagnostics;
  /** Cache faults met while converting and rendering (the edition was computed instead). */
  cacheFaults: string[];
}

/** A whole edition's entry: its diagnostics and, per format, the key its bytes are stored under (never twice). */
export interface WholeEdition {
  diagnostics: Diagnostics;
  stored: Partial<Record<Format, string>>;
}

/**
 * The key of a whole edition, from what it is made of before conversion: the prepared book, the script and
 * formats, the user dictionary and everything the per-format key below names. A rebuild of an unchanged book
 * then skips conversion (and its book-wide name detection) and hashing the converted book.
 */
export function editionKey(job: EditionJob): string {
  const { book, config, script, formats } = job;
  const fonts = fontsFor(script, config);
  return cacheKey(
    codeFingerprint(),
    'edition',
    script,
    formats,
    config.terms,
    job.bookKey ?? book,
    config.template,
    config.now.toISOString(),
    config.book.identifier ?? null,
    renderFiles(book, fonts, config).map((f) => fileSignature(f, config.root)),
  );
}

/**
 * The edition of `job` when the cache holds it whole (the driver asks before sending the job to a worker), and
 * the cache faults met looking for it (a corrupt entry is removed, so only this lookup can report it).
 */
export function cachedEditionOf(job: EditionJob): { edition?: EditionResult; faults: readonly string[] } {
  const cache = openCache(job.config.cacheDir);
  if (!cache) return { faults: [] };
  const edition = cachedEdition(cache, editionKey(job), job);
  return edition ? { edition, faults: [] } : { faults: cache.faults };
}

/** An edition from its whole entry and each format's bytes; undefined when any of them is missing or bad. */
export function cachedEdition(cache: Cache, key: string, job: EditionJob): EditionResult | undefined {
  const entry = cache.get(key);
  if (!entry) return undefined;
  let whole: WholeEdition;
  try {
    whole = JSON.parse(utf8(entry));
  } catch {
    return undefined;
  }
  const files: EditionFile[] = [];
  for (const format of job.formats) {
    const t0 = performance.now();
    const at = whole.stored?.[format];
    const bytes = at && cache.get(at);
    if (!bytes) return undefined;
    files.push({ format, bytes, ms: performance.now() - t0 });
  }
  return { script: job.script, files, convertMs: 0, diagnostics: whole.diagnostics, cacheFaults: [...cache.faults] };
}

/** The files an edition reads besides the book: its fonts, the cover image and the chapters' images. */
export function renderFiles(book: Book, fonts: FontPaths, config: ResolvedConfig): string[] {
  return [fonts.body, fonts.bold, ...(fonts.fallback ?? []), config.coverImage, ...imagePaths(book, config.root)].filter(
    Boolean,
  ) as string[];
}

/** Absolute paths of the chapters' images (MD-6): an edited image must rebuild the edition. */
function imagePaths(book: Book, root: string): string[] {
  const paths = new Set<string>();
  for (const c of book.chapters)
    walkBlocks(c.blocks, (b) => {
      if (b.kind === 'image') paths.add(join(root, b.src));
    });
  return [...paths];
}

/**
 * What tells that a font or image file changed. A file inside the book folder (its images, cover, own fonts) is
 * known by its path in the folder and its content hash, so a moved or freshly cloned book still hits the cache;
 * one outside (the bundled fonts, tens of MB) by path, size and modification time, which stay put.
 */
export function fileSignature(path: string, root: string): string {
  // A missing file is the renderer's to report (FontError names it); the key only has to differ.
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return `${path}\u0000missing`;
  const inBook = relative(root, path);
  if (!inBook.startsWith('..') && !isAbsolute(inBook) && s.isFile()) return `${inBook}\u0000${sha256(readFileSync(path))}`;
  return `${path}\u0000${s.size}\u0000${s.mtimeMs}`;
}

/** A font chosen in book.yaml serves body and headings; the bundled regional fonts stay as fallback. */
export function fontsFor(script: Script, config: ResolvedConfig): FontPaths {
  const chosen = config.fonts[script];
  const bundled = defaultFonts(script);
  return chosen ? { body: chosen, bold: chosen, fallback: [bundled.body, ...(bundled.fallback ?? [])] } : bundled;
}
