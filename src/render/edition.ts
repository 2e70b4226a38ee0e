/**
 * The edition pipeline: one edition (a script and its formats) as a self-contained job — the per-edition stages
 * (convert), then each format's renderer. The driver runs it inline or hands it to a worker; both call this.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Format, ResolvedConfig } from '../config/resolve.ts';
import { type Book, type Script, walkBlocks } from '../model/book.ts';
import { isAbsolute, join, relative } from 'node:path';
import { sha256 } from '../util/hash.ts';
import { type Diagnostics, mergeDiagnostics } from '../model/diagnostics.ts';
import { converter } from '../opencc/converter.ts';
import { EDITION_STAGES } from '../stages/index.ts';
import { type Cache, cacheKey, codeFingerprint, knownAs, type Memo, noMemo, openCache, pieceMemo, utf8 } from '../util/cache.ts';
import { coverDesign } from './cover.ts';
import { renderers } from './index.ts';
import { defaultFonts, type FontPaths, loadFont } from './pdf/fonts.ts';
import type { RenderContext, Rendered } from './renderer.ts';
import { sharedLayout } from './shared-layout.ts';

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

/** Runs the per-edition stages over the book, then renders each format. */
export async function runEdition(job: EditionJob): Promise<EditionResult> {
  const { config, script } = job;
  const cache = openCache(config.cacheDir);
  const whole = cache && editionKey(job);
  const hit = whole && cachedEdition(cache, whole, job);
  if (hit) return hit;
  const parts: Diagnostics[] = [];
  const t0 = performance.now();
  let book = job.book;
  // Each chapter's conversion, EPUB document and PDF line shapes, packed into one entry per edition and build.
  const pieces = pieceMemo(cache, [config.root, config.meta.slug, 'edition', script]);
  const ctx = { script, terms: config.terms, memo: pieces.memo };
  for (const stage of EDITION_STAGES) {
    const staged = stage.run(book, ctx);
    book = staged.book;
    parts.push(staged.diagnostics);
  }
  const convertMs = performance.now() - t0;
  // The converted book is made of the prepared book, the script and the terms: its renders' keys hash that
  // name instead of the whole converted book, once per format.
  if (cache && job.bookKey) knownAs(book, cacheKey('converted-book', script, config.terms, job.bookKey));
  // Pieces a renderer keeps (a chapter's document, its line shapes, the cover) are keyed by the edition's script,
  // template, fonts and pictures too, never by the date: without SOURCE_DATE_EPOCH a new chapter moves it.
  const env =
    cache &&
    cacheKey(
      'render-pieces',
      script,
      config.template,
      renderFiles(book, fontsFor(script, config), config).map((f) => fileSignature(f, config.root)),
    );
  const memo: Memo | undefined = env ? (parts, compute) => ctx.memo([env, ...parts], compute) : undefined;
  const render = renderContext(book, script, config, memo);
  if (memo) render.memo = memo;
  // Laid out once, on first use: the PDF draws it, the EPUB's page list reads its page starts.
  render.layout = sharedLayout(book, render, job.formats.includes('pdf'));
  const files: EditionFile[] = [];
  const stored: Partial<Record<Format, string>> = {};
  for (const format of job.formats) {
    const t1 = performance.now();
    const rendered: Rendered & { key?: string } = cache
      ? await cachedRender(cache, book, format, render, config)
      : await renderers[format](book, render);
    if (rendered.key) stored[format] = rendered.key;
    parts.push(rendered.diagnostics);
    files.push({ format, bytes: rendered.bytes, ms: performance.now() - t1 });
  }
  pieces.flush();
  const diagnostics = mergeDiagnostics(parts);
  // Written after the formats' own entries: a whole edition is found only when its bytes were stored.
  if (whole) cache.put(whole, JSON.stringify({ diagnostics, stored } satisfies WholeEdition));
  return { script, files, convertMs, diagnostics, cacheFaults: [...(cache?.faults ?? [])] };
}

/** A whole edition's entry: its diagnostics and, per format, the key its bytes are stored under (never twice). */
interface WholeEdition {
  diagnostics: Diagnostics;
  stored: Partial<Record<Format, string>>;
}

/**
 * The key of a whole edition, from what it is made of before conversion: the prepared book, the script and
 * formats, the user dictionary and everything the per-format key below names. A rebuild of an unchanged book
 * then skips conversion (and its book-wide name detection) and hashing the converted book.
 */
function editionKey(job: EditionJob): string {
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
function cachedEdition(cache: Cache, key: string, job: EditionJob): EditionResult | undefined {
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

/** What the renderers of one edition need: its fonts, its cover (the typographic one kept in `memo`), the template and the date. */
export function renderContext(book: Book, script: Script, config: ResolvedConfig, memo: Memo = noMemo): RenderContext {
  const fonts = fontsFor(script, config);
  const design = {
    title: book.meta.title,
    author: book.meta.author,
    width: config.template.page.width,
    height: config.template.page.height,
    fontPath: fonts.bold ?? fonts.body,
  };
  // The typographic cover shows the edition's own title and author, in its own heading font; kept in the memo (whose
  // key names the font files) since opening the font and shaping the title cost more than reading it back.
  const cover = config.coverImage ? { image: config.coverImage } : { design: memo(['cover-design', design], () => coverDesign(design)) };
  return { script, template: config.template, now: config.now, identifier: config.book.identifier, fonts, cover, root: config.root };
}

/**
 * An edition's bytes from the cache when nothing that shapes them changed: the converted book, the template,
 * the font files, the date, the cover and the code. Its diagnostics are cached beside it.
 */
async function cachedRender(
  cache: Cache,
  book: Book,
  format: Format,
  render: RenderContext,
  config: ResolvedConfig,
): Promise<Rendered & { key: string }> {
  const { fonts, script } = render;
  const files = renderFiles(book, fonts, config);
  const key = cacheKey(
    codeFingerprint(),
    'render',
    format,
    script,
    book,
    config.template,
    config.now.toISOString(),
    config.book.identifier ?? null,
    files.map((f) => fileSignature(f, config.root)),
  );
  // Bytes and diagnostics are two entries; either missing or failing its checksum renders both afresh, so a
  // hit never pairs an edition with warnings that are not its own.
  const diagnosticsKey = cacheKey(key, 'diagnostics');
  const storedBytes = cache.get(key);
  const storedDiagnostics = storedBytes && cache.get(diagnosticsKey);
  if (storedBytes && storedDiagnostics) {
    try {
      return { bytes: new Uint8Array(storedBytes), diagnostics: JSON.parse(utf8(storedDiagnostics)), key };
    } catch {
      /* checksummed but not JSON: written by a broken build; render again */
    }
  }
  const rendered = await renderers[format](book, render);
  cache.put(key, rendered.bytes);
  cache.put(diagnosticsKey, JSON.stringify(rendered.diagnostics));
  return { ...rendered, key };
}

/** The files an edition reads besides the book: its fonts, the cover image and the chapters' images. */
function renderFiles(book: Book, fonts: FontPaths, config: ResolvedConfig): string[] {
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
function fileSignature(path: string, root: string): string {
  // A missing file is the renderer's to report (FontError names it); the key only has to differ.
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return `${path}\u0000missing`;
  const inBook = relative(root, path);
  if (!inBook.startsWith('..') && !isAbsolute(inBook) && s.isFile()) return `${inBook}\u0000${sha256(readFileSync(path))}`;
  return `${path}\u0000${s.size}\u0000${s.mtimeMs}`;
}

/** A font chosen in book.yaml serves body and headings; the bundled regional fonts stay as fallback. */
function fontsFor(script: Script, config: ResolvedConfig): FontPaths {
  const chosen = config.fonts[script];
  const bundled = defaultFonts(script);
  return chosen ? { body: chosen, bold: chosen, fallback: [bundled.body, ...(bundled.fallback ?? [])] } : bundled;
}

/**
 * Builds what rendering `script` will need (the OpenCC converter, the parsed fonts) ahead of the first job, and
 * the code fingerprint every cache key of the job names (it reads and hashes the code: tens of ms a thread).
 */
export function warmUp(script: Script): void {
  codeFingerprint();
  converter(script === 'zh-Hant' ? 's2tw' : script === 'zh-Hant-HK' ? 's2hk' : 'tw2s')('');
  const fonts = defaultFonts(script);
  for (const path of [fonts.body, fonts.bold].filter(Boolean) as string[]) loadFont(path);
}
