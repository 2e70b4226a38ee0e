/** The build driver: resolve → ingest → book stages → (edition stages → renderers) per edition → write. */
import { join } from 'node:path';
import { type BuildOptions, type ResolvedConfig, resolveConfig } from './config/resolve.ts';
import { InputError, StrictModeError } from './errors.ts';
import { ingest } from './ingest/index.ts';
import { type Book, blockTextLength } from './model/book.ts';
import { type Diagnostics, DiagnosticsCollector, mergeDiagnostics } from './model/diagnostics.ts';
import { cachedEditionOf, type EditionResult } from './render/edition-key.ts';
import { type ImageType, oddCoverSize, readCoverImage } from './render/cover.ts';
import { renderEditions } from './render/pool.ts';
import { buildReport, type OutputRecord, type ReportJson } from './report-json.ts';
import type { TitleLines } from './rules/title-lines.ts';
import type { MarkdownMeta } from './ingest/markdown-book.ts';
import { BOOK_STAGES } from './stages/index.ts';
import { memoOf, openCache, pieceMemo, sweepCache } from './util/cache.ts';
import { type OutputFile, sweepOutputs, writeFilesTogether } from './util/fs.ts';
import { sha256 } from './util/hash.ts';
import { tally } from './util/tally.ts';

/** Author's notes and notice chapters are left out of the editions unless book.yaml says `authorNotes: keep`. */
export const DEFAULT_AUTHOR_NOTES = 'drop';

/** Characters above which editions are rendered one at a time (peak memory over speed for very long books). */
export const LARGE_BOOK_CHARS = 4_000_000;

export interface BuildResult {
  report: ReportJson;
  timings: Record<string, number>;
  /** Cache faults met on the way (the build went on computing); the CLI shows the first as W_CACHE. */
  cacheFaults: string[];
}

/** A book read, cleaned, deduped and ordered, with everything reported on the way (what `shufang check` shows). */
export interface Prepared {
  book: Book;
  /** A digest of everything the book was prepared from (sources, metadata, settings): its editions' cache keys use it. */
  key: string;
  config: ResolvedConfig;
  diagnostics: Diagnostics;
  timings: Record<string, number>;
  cacheFaults: string[];
}

/** Reads and prepares the book without rendering. */
export async function prepare(options: BuildOptions): Promise<Prepared> {
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    options.onProgress?.(name);
    const t0 = performance.now();
    const result = await fn();
    timings[name] = (timings[name] ?? 0) + performance.now() - t0;
    return result;
  };
  const resolving = new DiagnosticsCollector();
  const config = await timed('resolve', () => resolveConfig(options, resolving));
  sweepCache(config.cacheDir);
  const cache = openCache(config.cacheDir);
  const memo = memoOf(cache);
  // Each file's ingest and each chapter's cleaning, packed into one entry per build (docs/architecture.md#cache).
  const pieces = pieceMemo(cache, [config.root, config.meta.slug, 'book']);
  const own = { rules: config.rules, chapterPattern: config.chapterPattern };
  const ingested = await timed('ingest', () =>
    ingest({ root: config.root, files: config.files, encoding: config.book.encoding, options: own }, memo, pieces.memo),
  );
  const header = withHeaderMetadata(config, ingested.header, ingested.frontMatter);
  const parts: Diagnostics[] = [resolving.done(), checkCover(config, options), ingested.diagnostics, header.diagnostics];
  let book: Book = { meta: header.meta, chapters: ingested.chapters };
  const ctx = {
    settings: {
      scripts: config.scripts,
      encoding: config.book.encoding,
      authorNotes: config.authorNotes ?? DEFAULT_AUTHOR_NOTES,
      ...(config.toc ? { toc: config.toc } : {}),
    },
  };
  // The book stages read only the ingested book and the settings, so an unchanged book (a rebuild) takes their
  // result from the cache whole: they are the main thread's largest cost (docs/architecture.md#cache).
  // Keyed by what ingest read when it could tell (hashing the chapters again would cost what the key saves).
  const key = sha256(JSON.stringify(['book-stages', ingested.key ?? book, book.meta, ctx.settings]));
  const staged = memo([key], () => {
    const each: Diagnostics[] = [];
    let current = book;
    for (const stage of BOOK_STAGES) {
      const t0 = performance.now();
      options.onProgress?.(stage.name);
      const done = stage.run(current, { ...ctx, memo: pieces.memo });
      timings[stage.name] = (timings[stage.name] ?? 0) + performance.now() - t0;
      current = done.book;
      each.push(done.diagnostics);
    }
    return { book: current, diagnostics: each };
  });
  pieces.flush();
  book = staged.book;
  parts.push(...staged.diagnostics);
  if (book.chapters.length === 0) {
    // Headings with nothing under them: an EPUB without a chapter is invalid, so say so instead of writing one.
    const read = ingested.chapters.length;
    // No report is written when the build stops here: the lines the cleaner took are named in the error itself.
    const taken = mergeDiagnostics(parts).dropped.filter((d) => !/\.blank$|\.empty-chapter$/.test(d.reason));
    const reasons = tally(taken.map((d) => d.reason));
    const shown = taken.slice(0, 3).map((d) => `${d.source}:${d.line} “${d.text.slice(0, 30)}” (${d.reason})`);
    throw new InputError(
      taken.length === 0
        ? `no chapter has any text: the ${read} chapter(s) read are headings or blank lines only`
        : `no chapter has any text: the ${read} chapter(s) read hold headings, blank lines and ${taken.length} line(s) the cleaner dropped (${reasons}): ${shown.join('; ')}`,
      {
        file: options.input,
        hint:
          taken.length === 0
            ? 'check that the chapter files hold their text (W_EMPTY_CHAPTER lists each)'
            : 'each line is named with the rule that took it; `authorNotes: keep` in book.yaml keeps authors’ notes, and a rule that takes story is a bug to report',
      },
    );
  }
  return { book, key, config, diagnostics: mergeDiagnostics(parts), timings, cacheFaults: [...(cache?.faults ?? [])] };
}

/**
 * book.yaml's cover image, checked before anything is rendered: a file that is not a whole PNG or JPEG is an
 * InputError naming it; a name that lies about the type (a JPEG called .png) and an odd size are warned.
 */
function checkCover(config: ResolvedConfig, options: BuildOptions): Diagnostics {
  const report = new DiagnosticsCollector();
  if (!config.coverImage) return report.done();
  // --cover FILE is shown as given; book.yaml's cover relative to the book folder.
  const file = options.cover ?? config.book.cover ?? config.coverImage;
  const image = readCoverImage(config.coverImage, options.cover ? file : join(options.input, file));
  const named: ImageType | undefined = /\.png$/i.test(file) ? 'png' : /\.jpe?g$/i.test(file) ? 'jpeg' : undefined;
  if (named && named !== image.type)
    report.warn(
      'W_COVER_TYPE',
      `the cover ${file} is a ${image.type.toUpperCase()} image, not what its name says; it is used as a ${image.type.toUpperCase()} (rename it to match)`,
      { path: file, line: 0 },
      { type: image.type },
    );
  const odd = oddCoverSize(image);
  if (odd) report.warn('W_COVER_SIZE', `the cover ${file}: ${odd}`, { path: file, line: 0 }, { width: image.width, height: image.height });
  return report.done();
}

/**
 * Metadata book.yaml does not set comes from Markdown front matter (MD-5), else from the site header ingest
 * found in a single file (`[西游记 / 吴承恩 著 ]`), rather than showing its file name on the cover. book.yaml always wins.
 */
function withHeaderMetadata(
  config: ResolvedConfig,
  header: TitleLines,
  front: MarkdownMeta,
): { meta: ResolvedConfig['meta']; diagnostics: Diagnostics } {
  const report = new DiagnosticsCollector();
  const meta = { ...config.meta };
  for (const key of ['title', 'author', 'description', 'publisher'] as const) {
    const found = front[key] ?? (key === 'title' || key === 'author' ? header[key] : undefined);
    if (!config.book[key] && found) meta[key] = found;
  }
  if (meta.title !== config.meta.title || meta.author !== config.meta.author) {
    report.decide(
      'metadata',
      config.files[0]?.path ?? '',
      `title and author taken from the ${front.title || front.author ? 'front matter' : "file's header"}: ${meta.title} / ${meta.author}`,
      {
        title: meta.title,
        author: meta.author,
      },
    );
  }
  return { meta, diagnostics: report.done() };
}

/** Builds every edition of the book (in parallel workers) and its report; returns the report. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const prepared = await prepare(options);
  const { book, config, timings } = prepared;
  sweepOutputs(config.outDir);
  // Under --strict a book that already has warnings is not rendered: the report says why, and enforceStrict fails.
  const refused = strictBlockers(config, prepared.diagnostics).length > 0;
  const editions = refused ? [] : await renderAll(prepared, options);
  const outputs: OutputRecord[] = [];
  const files: OutputFile[] = [];
  for (const edition of editions) {
    timings[`convert ${edition.script}`] = edition.convertMs;
    for (const file of edition.files) {
      timings[`${file.format} ${edition.script}`] = file.ms;
      const name = `${book.meta.slug}.${edition.script}.${file.format}`;
      files.push({ path: join(config.outDir, name), data: file.bytes, shownAs: join(options.out, name) });
      outputs.push({
        path: join(options.out, name),
        format: file.format,
        script: edition.script,
        bytes: file.bytes.length,
        sha256: sha256(file.bytes),
      });
    }
  }
  // Merged in script order, whatever order the workers finished in, so the report is reproducible.
  const diagnostics = mergeDiagnostics([prepared.diagnostics, ...editions.map((e) => e.diagnostics)]);
  const report = buildReport(book, config, diagnostics, outputs);
  // The write phase: every edition and the report go to temporary names and are renamed together, so the
  // folder never holds new editions beside an old report (or the reverse).
  writeFilesTogether([...files, reportFile(config, options, report)]);
  enforceStrict(config, diagnostics, refused ? 'before rendering' : 'while rendering');
  const cacheFaults = [...prepared.cacheFaults, ...editions.flatMap((e) => e.cacheFaults)];
  return { report, timings, cacheFaults };
}

async function renderAll(prepared: Prepared, options: BuildOptions): Promise<EditionResult[]> {
  const { book, config, timings } = prepared;
  options.onProgress?.(`rendering ${config.scripts.length * config.formats.length} editions`);
  const t0 = performance.now();
  // A very long book renders its editions one after another, each in a worker that ends with it: two at once
  // would hold two PDF layouts and two sets of fonts, and peak memory matters more than seconds there.
  const large = book.chapters.reduce((n, c) => n + c.blocks.reduce((m, b) => m + blockTextLength(b), 0), 0) > LARGE_BOOK_CHARS;
  const jobs = config.scripts.map((script) => ({ book, bookKey: prepared.key, script, formats: config.formats, config }));
  // Editions found whole in the cache are taken here, without sending the book to a worker.
  const cached = jobs.map(cachedEditionOf);
  const rendered = await renderEditions(
    jobs.filter((_, i) => !cached[i].edition),
    large ? { isolated: true } : {},
  );
  const editions = cached.map(({ edition, faults }) => {
    if (edition) return edition;
    const done = rendered.shift() as EditionResult;
    return { ...done, cacheFaults: [...faults, ...done.cacheFaults] };
  });
  timings.render = performance.now() - t0;
  return editions;
}

function reportFile(config: ResolvedConfig, options: BuildOptions, report: ReportJson): OutputFile {
  const name = `${config.meta.slug}.report.json`;
  return { path: join(config.outDir, name), data: JSON.stringify(report, null, 2) + '\n', shownAs: join(options.out, name) };
}

/** The warnings that make --strict fail: all of them but the codes --allow names (none without --strict). */
export function strictBlockers(config: ResolvedConfig, diagnostics: Diagnostics): Diagnostics['warnings'] {
  if (!config.strict) return [];
  const allowed = new Set(config.allow);
  return diagnostics.warnings.filter((w) => !allowed.has(w.code));
}

/** `--strict` (pandoc's --fail-if-warnings): any warning not --allow'ed is fatal. The one place build and check enforce it. */
export function enforceStrict(config: ResolvedConfig, diagnostics: Diagnostics, when: string): void {
  const blocking = strictBlockers(config, diagnostics);
  if (blocking.length === 0) return;
  const codes = [...new Set(blocking.map((w) => w.code))].join(', ');
  const first = blocking[0];
  const allowed = config.allow.length ? `, ${config.allow.join(', ')} allowed` : '';
  throw new StrictModeError(`${blocking.length} warning(s) ${when} under --strict (${codes}${allowed}); first: ${first.message}`, {
    file: first.source?.path,
    line: first.source?.line || undefined,
  });
}
