/** The build driver: resolve → ingest → clean → dedupe → order → (convert → render) per edition → write. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverDesign, coverSvg } from './render/cover.ts';
import type { Book, Script } from './model/book.ts';
import { Reporter } from './model/report.ts';
import { StrictModeError } from './errors.ts';
import { resolveConfig, type BuildOptions, type Format, type ResolvedConfig } from './config/resolve.ts';
import { ingest } from './ingest/index.ts';
import { cleanBook } from './stages/clean.ts';
import { dedupeChapters } from './stages/dedupe.ts';
import { orderChapters } from './stages/order.ts';
import { convertScript } from './stages/convert.ts';
import type { StageContext } from './stages/context.ts';
import { renderEpub } from './render/epub/index.ts';
import { renderPdf } from './render/pdf/index.ts';
import { defaultFonts } from './render/pdf/fonts.ts';
import { buildReport, type OutputRecord, type ReportJson } from './report-json.ts';
import { sha256 } from './util/hash.ts';
import { writeFileAtomic } from './util/fs.ts';

export interface BuildResult { report: ReportJson; timings: Record<string, number> }

/** The stages every book goes through, in order (design.md §8.12 example 1). */
export const STAGES = [
  { name: 'clean', run: cleanBook },
  { name: 'dedupe', run: dedupeChapters },
  { name: 'order', run: orderChapters },
] as const;

/** Reads and prepares the book without rendering (what `shufang check` shows). */
export async function prepare(options: BuildOptions): Promise<{ book: Book; config: ResolvedConfig; reporter: Reporter; timings: Record<string, number> }> {
  const reporter = new Reporter();
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    options.onProgress?.(name);
    const t0 = performance.now();
    const result = await fn();
    timings[name] = (timings[name] ?? 0) + performance.now() - t0;
    return result;
  };
  const config = await timed('resolve', () => resolveConfig(options, reporter));
  const chapters = await timed('ingest', () => ingest({ root: config.root, files: config.files, encoding: config.book.encoding }, reporter));
  let book: Book = { meta: config.meta, chapters };
  const ctx: StageContext = { settings: { scripts: config.scripts, encoding: config.book.encoding }, report: reporter };
  for (const stage of STAGES) book = await timed(stage.name, () => stage.run(book, ctx));
  return { book, config, reporter, timings };
}

/** Builds every edition of the book and its report; returns the report. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { book, config, reporter, timings } = await prepare(options);
  if (config.strict && reporter.warnings.length) {
    // The report is still written, so the user can see what --strict refused.
    writeReport(config, options, buildReport(book, config, reporter, []));
    failIfStrict(config, reporter, 'before rendering');
  }
  const outputs: OutputRecord[] = [];
  for (const script of config.scripts) {
    const t0 = performance.now();
    const edition = convertScript(book, script, reporter, config.terms);
    timings[`convert ${script}`] = performance.now() - t0;
    for (const format of config.formats) {
      options.onProgress?.(`${format} ${script}`);
      const t1 = performance.now();
      const bytes = await renderEdition(edition, format, script, config, reporter);
      timings[`${format} ${script}`] = performance.now() - t1;
      const name = `${book.meta.slug}.${script}.${format}`;
      writeFileAtomic(join(config.outDir, name), bytes, join(options.out, name));
      outputs.push({ path: join(options.out, name), format, script, bytes: bytes.length, sha256: sha256(bytes) });
    }
  }
  const report = buildReport(book, config, reporter, outputs);
  writeReport(config, options, report);
  failIfStrict(config, reporter, 'while rendering');
  return { report, timings };
}

/** Bytes of one edition in one format (renderers return bytes; only this driver writes files). */
export function renderEdition(book: Book, format: Format, script: Script, config: ResolvedConfig, reporter: Reporter): Promise<Uint8Array> {
  const fonts = defaultFonts(script);
  if (format === 'epub') {
    return renderEpub(book, { script, template: config.template, now: config.now, identifier: config.book.identifier, bodyFont: fonts.body, cover: epubCover(book, config, fonts.bold ?? fonts.body) });
  }
  return renderPdf(book, { script, template: config.template, fonts: defaultFonts(script), now: config.now, report: reporter });
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

export function writeReport(config: ResolvedConfig, options: BuildOptions, report: ReportJson): void {
  const name = `${config.meta.slug}.report.json`;
  writeFileAtomic(join(config.outDir, name), JSON.stringify(report, null, 2) + '\n', join(options.out, name));
}

/** `--strict`: any warning is fatal (pandoc's --fail-if-warnings). */
export function failIfStrict(config: ResolvedConfig, reporter: Reporter, when: string): void {
  if (!config.strict || reporter.warnings.length === 0) return;
  const codes = [...new Set(reporter.warnings.map((w) => w.code))].join(', ');
  const first = reporter.warnings[0];
  throw new StrictModeError(`${reporter.warnings.length} warning(s) ${when} under --strict (${codes}); first: ${first.message}`, {
    file: first.source?.path,
    line: first.source?.line || undefined,
  });
}
