/** One edition (a script and its formats) as a self-contained job, so editions can render in parallel workers. */
import { readFileSync } from 'node:fs';
import type { Book, Script } from '../model/book.ts';
import { Reporter, type Decision, type Warning } from '../model/report.ts';
import type { Format, ResolvedConfig } from '../config/resolve.ts';
import { convertScript } from '../stages/convert.ts';
import { renderEpub } from './epub/index.ts';
import { renderPdf } from './pdf/index.ts';
import { defaultFonts, loadFont } from './pdf/fonts.ts';
import { converter } from '../opencc/converter.ts';
import { coverDesign, coverSvg } from './cover.ts';

export interface EditionJob { book: Book; script: Script; formats: Format[]; config: ResolvedConfig }
export interface EditionResult { script: Script; files: { format: Format; bytes: Uint8Array; ms: number }[]; convertMs: number; warnings: Warning[]; decisions: Decision[] }

/** Converts, then renders each format; diagnostics are returned (not shared) so the caller merges them in a fixed order. */
export async function renderEditionJob(job: EditionJob): Promise<EditionResult> {
  const report = new Reporter();
  const t0 = performance.now();
  const edition = convertScript(job.book, job.script, report, job.config.terms);
  const convertMs = performance.now() - t0;
  const files: EditionResult['files'] = [];
  for (const format of job.formats) {
    const t1 = performance.now();
    const bytes = await renderFormat(edition, format, job.script, job.config, report);
    files.push({ format, bytes, ms: performance.now() - t1 });
  }
  return { script: job.script, files, convertMs, warnings: report.warnings, decisions: report.decisions };
}

/** Builds what rendering `script` will need (the OpenCC converter, the parsed fonts) ahead of the first job. */
export function warmUp(script: Script): void {
  converter(script === 'zh-Hant' ? 's2tw' : 'tw2s')('');
  const fonts = defaultFonts(script);
  for (const path of [fonts.body, fonts.bold].filter(Boolean) as string[]) loadFont(path);
}

/** Bytes of one edition in one format (renderers return bytes; only the driver writes files). */
export function renderFormat(book: Book, format: Format, script: Script, config: ResolvedConfig, report: Reporter): Promise<Uint8Array> {
  const chosen = config.fonts[script];
  // A font chosen in book.yaml serves body and headings; the bundled regional fonts stay as fallback.
  const bundled = defaultFonts(script);
  const fonts = chosen ? { body: chosen, bold: chosen, fallback: [bundled.body, ...(bundled.fallback ?? [])] } : bundled;
  if (format === 'epub') {
    return renderEpub(book, { script, template: config.template, now: config.now, identifier: config.book.identifier, bodyFont: fonts.body, cover: epubCover(book, config, fonts.bold ?? fonts.body) });
  }
  return renderPdf(book, { script, template: config.template, fonts, now: config.now, report });
}

/** book.yaml's cover image, or a typographic cover drawn from the edition's heading font. */
function epubCover(book: Book, config: ResolvedConfig, fontPath: string): { fileName: string; mediaType: string; data: string | Uint8Array } {
  if (config.coverImage) {
    const png = /\.png$/i.test(config.coverImage);
    return { fileName: png ? 'cover.png' : 'cover.jpg', mediaType: png ? 'image/png' : 'image/jpeg', data: readFileSync(config.coverImage) };
  }
  const design = coverDesign({ title: book.meta.title, author: book.meta.author, width: config.template.page.width, height: config.template.page.height, fontPath });
  return { fileName: 'cover.svg', mediaType: 'image/svg+xml', data: coverSvg(design, book.meta.title) };
}
