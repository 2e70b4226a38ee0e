/** The build driver: resolve → ingest → clean → dedupe → order → (convert → render) per edition → write. */
import { join } from 'node:path';
import type { Book } from './model/book.ts';
import { Reporter } from './model/report.ts';
import { StrictModeError } from './errors.ts';
import { resolveConfig, type BuildOptions, type ResolvedConfig } from './config/resolve.ts';
import { ingest } from './ingest/index.ts';
import { cleanBook } from './stages/clean.ts';
import { dedupeChapters } from './stages/dedupe.ts';
import { orderChapters } from './stages/order.ts';
import type { StageContext } from './stages/context.ts';
import { renderEditions } from './render/pool.ts';
import { buildReport, type OutputRecord, type ReportJson } from './report-json.ts';
import { sha256 } from './util/hash.ts';
import { writeFileAtomic } from './util/fs.ts';
import { memoOf, openCache } from './util/cache.ts';
import { findTitleLines } from './rules/title-lines.ts';

/** Characters above which editions are rendered one at a time (issue 6: ≤ 1.5 GB for 10 M characters). */
export const LARGE_BOOK_CHARS = 4_000_000;

export interface BuildResult {
  report: ReportJson;
  timings: Record<string, number>;
}

/** The stages every book goes through, in order (design.md §8.12 example 1). */
export const STAGES = [
  { name: 'clean', run: cleanBook },
  { name: 'dedupe', run: dedupeChapters },
  { name: 'order', run: orderChapters },
] as const;

/** Reads and prepares the book without rendering (what `shufang check` shows). */
export async function prepare(
  options: BuildOptions,
): Promise<{ book: Book; config: ResolvedConfig; reporter: Reporter; timings: Record<string, number> }> {
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
  const memo = memoOf(openCache(config.cacheDir));
  const chapters = await timed('ingest', () =>
    ingest({ root: config.root, files: config.files, encoding: config.book.encoding }, reporter, memo),
  );
  let book: Book = { meta: withHeaderMetadata(config, reporter), chapters };
  const ctx: StageContext = { settings: { scripts: config.scripts, encoding: config.book.encoding }, report: reporter };
  for (const stage of STAGES) book = await timed(stage.name, () => stage.run(book, ctx));
  return { book, config, reporter, timings };
}

/**
 * A single file without book.yaml takes title and author from the site header it dropped (`[西游记 / 吴承恩 著 ]`),
 * rather than showing its file name on the cover. book.yaml always wins.
 */
function withHeaderMetadata(config: ResolvedConfig, reporter: Reporter): ResolvedConfig['meta'] {
  if (config.book.title && config.book.author) return config.meta;
  const first = config.files[0]?.path;
  const header = findTitleLines(
    reporter.dropped
      .filter((d) => d.source === first && /^(junk|split)\./.test(d.reason))
      .slice(0, 40)
      .map((d) => d.text),
  );
  const meta = { ...config.meta };
  if (!config.book.title && header.title) meta.title = header.title;
  if (!config.book.author && header.author) meta.author = header.author;
  if (meta.title !== config.meta.title || meta.author !== config.meta.author) {
    reporter.decide('metadata', first ?? '', `title and author taken from the file's header: ${meta.title} / ${meta.author}`, {
      title: meta.title,
      author: meta.author,
    });
  }
  return meta;
}

/** Builds every edition of the book (in parallel workers) and its report; returns the report. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { book, config, reporter, timings } = await prepare(options);
  if (config.strict && reporter.warnings.length) {
    // The report is still written, so the user can see what --strict refused.
    writeReport(config, options, buildReport(book, config, reporter, []));
    failIfStrict(config, reporter, 'before rendering');
  }
  options.onProgress?.(`rendering ${config.scripts.length * config.formats.length} editions`);
  const t0 = performance.now();
  // A very long book renders its editions one after another, each in a worker that ends with it: two at once
  // would hold two PDF layouts and two sets of fonts, and peak memory matters more than seconds there.
  const large =
    book.chapters.reduce((n, c) => n + c.blocks.reduce((m, b) => m + (b.kind === 'sceneBreak' ? 0 : b.text.length), 0), 0) >
    LARGE_BOOK_CHARS;
  const editions = await renderEditions(
    config.scripts.map((script) => ({ book, script, formats: config.formats, config })),
    large ? { isolated: true } : {},
  );
  timings.render = performance.now() - t0;
  const outputs: OutputRecord[] = [];
  for (const edition of editions) {
    // Merged in script order, whatever order the workers finished in, so the report is reproducible.
    reporter.warnings.push(...edition.warnings);
    reporter.decisions.push(...edition.decisions);
    timings[`convert ${edition.script}`] = edition.convertMs;
    for (const file of edition.files) {
      timings[`${file.format} ${edition.script}`] = file.ms;
      const name = `${book.meta.slug}.${edition.script}.${file.format}`;
      writeFileAtomic(join(config.outDir, name), file.bytes, join(options.out, name));
      outputs.push({
        path: join(options.out, name),
        format: file.format,
        script: edition.script,
        bytes: file.bytes.length,
        sha256: sha256(file.bytes),
      });
    }
  }
  const report = buildReport(book, config, reporter, outputs);
  writeReport(config, options, report);
  failIfStrict(config, reporter, 'while rendering');
  return { report, timings };
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
