/**
 * The edition pipeline: one edition (a script and its formats) as a self-contained job — the per-edition stages
 * (convert), then each format's renderer. The driver runs it inline or hands it to a worker; both call this.
 */
import type { Format, ResolvedConfig } from '../config/resolve.ts';
import type { Book, Script } from '../model/book.ts';
import { type Diagnostics, mergeDiagnostics } from '../model/diagnostics.ts';
import { converter } from '../opencc/converter.ts';
import { EDITION_STAGES } from '../stages/edition-stages.ts';
import { type Cache, cacheKey, codeFingerprint, knownAs, type Memo, noMemo, openCache, pieceMemo, utf8 } from '../util/cache.ts';
import { coverDesign } from './cover-design.ts';
import {
  cachedEdition,
  editionKey,
  type EditionFile,
  type EditionJob,
  type EditionResult,
  fileSignature,
  fontsFor,
  renderFiles,
  type WholeEdition,
} from './edition-key.ts';
import { renderers } from './index.ts';
import { defaultFonts } from './font-paths.ts';
import { loadFont } from './pdf/fonts.ts';
import type { RenderContext, Rendered } from './renderer.ts';
import { sharedLayout } from './shared-layout.ts';

export type { EditionFile, EditionJob, EditionResult } from './edition-key.ts';

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
