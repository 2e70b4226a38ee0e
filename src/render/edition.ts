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
import { type Cache, cacheKey, codeFingerprint, memoOf, openCache } from '../util/cache.ts';
import { coverDesign } from './cover.ts';
import { renderers } from './index.ts';
import { defaultFonts, type FontPaths, loadFont } from './pdf/fonts.ts';
import type { RenderContext, Rendered } from './renderer.ts';
import { sharedLayout } from './shared-layout.ts';

export interface EditionJob {
  book: Book;
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
  const parts: Diagnostics[] = [];
  const t0 = performance.now();
  let book = job.book;
  const ctx = { script, terms: config.terms, memo: memoOf(cache) };
  for (const stage of EDITION_STAGES) {
    const staged = stage.run(book, ctx);
    book = staged.book;
    parts.push(staged.diagnostics);
  }
  const convertMs = performance.now() - t0;
  const render = renderContext(book, script, config);
  // Laid out once, on first use: the PDF draws it, the EPUB's page list reads its page starts.
  render.layout = sharedLayout(book, render, job.formats.includes('pdf'));
  const files: EditionFile[] = [];
  for (const format of job.formats) {
    const t1 = performance.now();
    const rendered = cache ? await cachedRender(cache, book, format, render, config) : await renderers[format](book, render);
    parts.push(rendered.diagnostics);
    files.push({ format, bytes: rendered.bytes, ms: performance.now() - t1 });
  }
  return { script, files, convertMs, diagnostics: mergeDiagnostics(parts), cacheFaults: [...(cache?.faults ?? [])] };
}

/** What the renderers of one edition need: its fonts, its cover, the template and the date. */
export function renderContext(book: Book, script: Script, config: ResolvedConfig): RenderContext {
  const fonts = fontsFor(script, config);
  const cover = config.coverImage
    ? { image: config.coverImage }
    : {
        // The typographic cover shows the edition's own title and author, in its own heading font.
        design: coverDesign({
          title: book.meta.title,
          author: book.meta.author,
          width: config.template.page.width,
          height: config.template.page.height,
          fontPath: fonts.bold ?? fonts.body,
        }),
      };
  return { script, template: config.template, now: config.now, identifier: config.book.identifier, fonts, cover, root: config.root };
}

/**
 * An edition's bytes from the cache when nothing that shapes them changed: the converted book, the template,
 * the font files, the date, the cover and the code. Its diagnostics are cached beside it.
 */
async function cachedRender(cache: Cache, book: Book, format: Format, render: RenderContext, config: ResolvedConfig): Promise<Rendered> {
  const { fonts, script } = render;
  const files = [fonts.body, fonts.bold, ...(fonts.fallback ?? []), config.coverImage, ...imagePaths(book, config.root)].filter(
    Boolean,
  ) as string[];
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
      return { bytes: new Uint8Array(storedBytes), diagnostics: JSON.parse(Buffer.from(storedDiagnostics).toString('utf8')) };
    } catch {
      /* checksummed but not JSON: written by a broken build; render again */
    }
  }
  const rendered = await renderers[format](book, render);
  cache.put(key, rendered.bytes);
  cache.put(diagnosticsKey, JSON.stringify(rendered.diagnostics));
  return rendered;
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

/** Builds what rendering `script` will need (the OpenCC converter, the parsed fonts) ahead of the first job. */
export function warmUp(script: Script): void {
  converter(script === 'zh-Hant' ? 's2tw' : script === 'zh-Hant-HK' ? 's2hk' : 'tw2s')('');
  const fonts = defaultFonts(script);
  for (const path of [fonts.body, fonts.bold].filter(Boolean) as string[]) loadFont(path);
}
