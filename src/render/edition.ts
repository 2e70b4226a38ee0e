/** One edition (a script and its formats) as a self-contained job, so editions can render in parallel workers. */
import { readFileSync, statSync } from 'node:fs';
import { cacheKey, codeFingerprint, memoOf, openCache, type Cache } from '../util/cache.ts';
import type { Book, Script } from '../model/book.ts';
import { Reporter, type Decision, type Warning } from '../model/report.ts';
import type { Format, ResolvedConfig } from '../config/resolve.ts';
import { convertScript } from '../stages/convert.ts';
import { renderEpub } from './epub/index.ts';
import { renderPdf } from './pdf/index.ts';
import { defaultFonts, loadFont, type FontPaths } from './pdf/fonts.ts';
import { converter } from '../opencc/converter.ts';
import { coverDesign, coverSvg } from './cover.ts';

export interface EditionJob {
  book: Book;
  script: Script;
  formats: Format[];
  config: ResolvedConfig;
}
export interface EditionResult {
  script: Script;
  files: { format: Format; bytes: Uint8Array; ms: number }[];
  convertMs: number;
  warnings: Warning[];
  decisions: Decision[];
}

/** Converts, then renders each format; diagnostics are returned (not shared) so the caller merges them in a fixed order. */
export async function renderEditionJob(job: EditionJob): Promise<EditionResult> {
  const report = new Reporter();
  const cache = openCache(job.config.cacheDir);
  const t0 = performance.now();
  const edition = convertScript(job.book, job.script, report, job.config.terms, memoOf(cache));
  const convertMs = performance.now() - t0;
  const files: EditionResult['files'] = [];
  for (const format of job.formats) {
    const t1 = performance.now();
    const bytes = cache
      ? await cachedRender(cache, edition, format, job, report)
      : await renderFormat(edition, format, job.script, job.config, report);
    files.push({ format, bytes, ms: performance.now() - t1 });
  }
  return { script: job.script, files, convertMs, warnings: report.warnings, decisions: report.decisions };
}

/**
 * An edition's bytes from the cache when nothing that shapes them changed: the converted book, the template,
 * the font files, the date, the cover and the code. Its warnings are cached beside it and replayed.
 */
async function cachedRender(cache: Cache, edition: Book, format: Format, job: EditionJob, report: Reporter): Promise<Uint8Array> {
  const { config, script } = job;
  const fonts = fontsFor(script, config);
  const files = [fonts.body, fonts.bold, ...(fonts.fallback ?? []), config.coverImage].filter(Boolean) as string[];
  const key = cacheKey(
    codeFingerprint(),
    'render',
    format,
    script,
    edition,
    config.template,
    config.now.toISOString(),
    config.book.identifier ?? null,
    files.map(fileSignature),
  );
  const diagnostics = cacheKey(key, 'diagnostics');
  let fresh: Reporter | undefined;
  const bytes = await cache.bytes(key, async () => {
    fresh = new Reporter();
    return renderFormat(edition, format, script, config, fresh);
  });
  const replay = cache.json(diagnostics, () => ({ warnings: fresh?.warnings ?? [], decisions: fresh?.decisions ?? [] }));
  report.warnings.push(...replay.warnings);
  report.decisions.push(...replay.decisions);
  return bytes;
}

/** Path, size and modification time: enough to tell that a font or image file changed. */
function fileSignature(path: string): string {
  // A missing file is the renderer's to report (FontError names it); the key only has to differ.
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? `${path}\u0000${s.size}\u0000${s.mtimeMs}` : `${path}\u0000missing`;
}

/** Builds what rendering `script` will need (the OpenCC converter, the parsed fonts) ahead of the first job. */
export function warmUp(script: Script): void {
  converter(script === 'zh-Hant' ? 's2tw' : script === 'zh-Hant-HK' ? 's2hk' : 'tw2s')('');
  const fonts = defaultFonts(script);
  for (const path of [fonts.body, fonts.bold].filter(Boolean) as string[]) loadFont(path);
}

/** Bytes of one edition in one format (renderers return bytes; only the driver writes files). */
export function renderFormat(book: Book, format: Format, script: Script, config: ResolvedConfig, report: Reporter): Promise<Uint8Array> {
  const fonts = fontsFor(script, config);
  if (format === 'epub') {
    return renderEpub(book, {
      script,
      template: config.template,
      now: config.now,
      identifier: config.book.identifier,
      bodyFont: fonts.body,
      cover: epubCover(book, config, fonts.bold ?? fonts.body),
    });
  }
  const cover = config.coverImage ? { image: config.coverImage } : { design: coverFor(book, config, fonts.bold ?? fonts.body) };
  return renderPdf(book, { script, template: config.template, fonts, now: config.now, report, cover });
}

/** The typographic cover of the edition (its own title and author, in its own heading font). */
function coverFor(book: Book, config: ResolvedConfig, fontPath: string) {
  return coverDesign({
    title: book.meta.title,
    author: book.meta.author,
    width: config.template.page.width,
    height: config.template.page.height,
    fontPath,
  });
}

/** A font chosen in book.yaml serves body and headings; the bundled regional fonts stay as fallback. */
function fontsFor(script: Script, config: ResolvedConfig): FontPaths {
  const chosen = config.fonts[script];
  const bundled = defaultFonts(script);
  return chosen ? { body: chosen, bold: chosen, fallback: [bundled.body, ...(bundled.fallback ?? [])] } : bundled;
}

/** book.yaml's cover image, or a typographic cover drawn from the edition's heading font. */
function epubCover(
  book: Book,
  config: ResolvedConfig,
  fontPath: string,
): { fileName: string; mediaType: string; data: string | Uint8Array } {
  if (config.coverImage) {
    const png = /\.png$/i.test(config.coverImage);
    return {
      fileName: png ? 'cover.png' : 'cover.jpg',
      mediaType: png ? 'image/png' : 'image/jpeg',
      data: readFileSync(config.coverImage),
    };
  }
  return { fileName: 'cover.svg', mediaType: 'image/svg+xml', data: coverSvg(coverFor(book, config, fontPath), book.meta.title) };
}
