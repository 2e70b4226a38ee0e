/** The `shufang` command: the only module that touches process state (argv, env, exit code, stdout, stderr). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { initFiles } from './cli/init.ts';
import { parseCli, USAGE } from './cli/args.ts';
import type { ReportJson } from './report-json.ts';
import { OutputError, ShufangError } from './errors.ts';
import type { BuildOptions } from './config/resolve.ts';
import { PACKAGE_ROOT } from './constants.ts';
import { lexists, removePendingTemps } from './util/fs.ts';
import { tally } from './util/tally.ts';

/** Exit codes for a stop by signal (128 + the signal's number, as shells report them). */
const SIGNAL_EXITS = { SIGTERM: 143, SIGINT: 130, SIGHUP: 129 } as const;

async function main(argv: string[]): Promise<number> {
  const cli = parseCli(argv, {
    cwd: process.cwd(),
    sourceDateEpoch: process.env.SOURCE_DATE_EPOCH,
    cacheDir: process.env.SHUFANG_CACHE || undefined,
  });
  if (cli.command === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (cli.command === 'init') {
    process.stdout.write(initBook(resolve(process.cwd(), cli.initDir ?? '.'), cli.initDir ?? '.'));
    return 0;
  }
  if (cli.command === 'version') {
    process.stdout.write(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).version + '\n');
    return 0;
  }
  // The pipeline loads only now, so --help and --version answer without it (start-up near a bare `node`).
  const [{ progressReporter }, { startWorkers }] = await Promise.all([import('./cli/progress.ts'), import('./render/pool.ts')]);
  const progress = progressReporter({
    tty: Boolean(process.stderr.isTTY) && !process.env.CI,
    quiet: cli.json,
    write: (s) => process.stderr.write(s),
  });
  // Told to stop: take our temporary files with us (the outputs already in place are whole: renamed, never written).
  for (const [signal, code] of Object.entries(SIGNAL_EXITS))
    process.once(signal, () => {
      removePendingTemps();
      process.exit(code);
    });
  if (cli.command === 'build') startWorkers();
  const clashes =
    cli.command === 'build' ? outputClashes(cli.books, (await import('./config/resolve.ts')).plannedOutputs) : new Map<number, string>();
  // Two books in flight: the next one is read and cleaned on this thread while workers render the current one.
  const outcomes = await mapLimited(cli.books, 2, async (options, i) => {
    const label = cli.books.length > 1 ? `[${i + 1}/${cli.books.length}] ${options.input}` : options.input;
    try {
      const earlier = clashes.get(i);
      if (earlier !== undefined)
        throw new OutputError(`writes the same files as ${earlier} (the same slug in the same --out): refused, it would overwrite them`, {
          file: options.input,
          hint: 'give one of the books a `slug:` in its book.yaml, or build them into different --out folders',
        });
      return {
        ok: true as const,
        value: await runOne(cli.command as 'build' | 'check', options, cli.json, (step) => progress.step(label, step)),
      };
    } catch (err) {
      return { ok: false as const, err };
    }
  });
  progress.done();
  warnCacheFaults(outcomes.flatMap((o) => (o.ok ? o.value.cacheFaults : [])));
  const results: unknown[] = [];
  let failures = 0;
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.ok) {
      results.push(outcome.value.json);
      if (!cli.json) process.stdout.write(outcome.value.text);
      continue;
    }
    const err = outcome.err;
    if (!(err instanceof ShufangError) || cli.books.length === 1) throw err;
    // In a catalog one broken book must not stop the others; the exit code still reports it.
    process.stderr.write(err.format() + '\n');
    failures++;
    results.push({ input: cli.books[i].input, error: { code: err.code, message: err.format() } });
  }
  if (cli.json) process.stdout.write(JSON.stringify(results.length === 1 ? results[0] : results, null, 2) + '\n');
  return failures ? 1 : 0;
}

/** Books of a catalog that would write the same `<out>/<slug>` files as an earlier one: index → the earlier input. */
function outputClashes(books: BuildOptions[], plannedOutputs: (options: BuildOptions) => string | undefined): Map<number, string> {
  const first = new Map<string, string>();
  const clashes = new Map<number, string>();
  books.forEach((options, i) => {
    const key = plannedOutputs(options);
    if (key === undefined) return;
    const earlier = first.get(key);
    if (earlier !== undefined) clashes.set(i, earlier);
    else first.set(key, options.input);
  });
  return clashes;
}

/** `shufang init DIR`: writes the new book's files, refusing to overwrite any; returns what it tells the user. */
function initBook(dir: string, shown: string): string {
  const files = initFiles();
  const existing = files.filter((f) => lexists(join(dir, f.path)));
  if (existing.length)
    throw new OutputError(`${existing.map((f) => f.path).join(', ')} already exist(s): init writes only into a new book folder`, {
      file: join(shown, existing[0].path),
      hint: 'choose an empty folder, or remove the file',
    });
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.content, { flag: 'wx' });
  }
  const lines = files.map((f) => `wrote ${join(shown, f.path)}`);
  return `${lines.join('\n')}\nnext: edit ${join(shown, 'book.yaml')}, put chapters in ${join(shown, 'chapters')}/, then run \`shufang build ${shown}\`\n`;
}

/** Builds or checks one book; returns what --json prints and what a person reads. */
async function runOne(
  command: 'build' | 'check',
  options: BuildOptions,
  json: boolean,
  onProgress: (step: string) => void,
): Promise<{ json: unknown; text: string; cacheFaults: string[] }> {
  const [{ build, enforceStrict, prepare, strictBlockers }, { buildReport }] = await Promise.all([
    import('./pipeline.ts'),
    import('./report-json.ts'),
  ]);
  if (command === 'check') {
    const { book, config, diagnostics, cacheFaults } = await prepare(options);
    const report = buildReport(book, config, diagnostics, []);
    if (strictBlockers(config, diagnostics).length) {
      // Show what --strict refuses before failing on it.
      process.stdout.write(json ? JSON.stringify(report, null, 2) + '\n' : summary(report) + '\n');
      enforceStrict(config, diagnostics, 'in check');
    }
    return { json: report, text: summary(report) + '\n', cacheFaults };
  }
  const { report, timings, cacheFaults } = await build({ ...options, onProgress });
  const text = `${summary(report)}\n${report.outputs.map((o) => `wrote ${o.path} (${o.bytes.toLocaleString('en')} bytes)`).join('\n')}\n`;
  return {
    json: {
      input: options.input,
      outputs: report.outputs,
      chapters: report.chapters.length,
      warnings: report.warnings.length,
      dropped: report.dropped.length,
      timings,
      maxRssKb: process.resourceUsage().maxRSS,
    },
    text,
    cacheFaults,
  };
}

/**
 * One W_CACHE line however many faults: the cache is an optimisation, so the build went on computing. It is
 * not a book warning (not in the report, not fatal under --strict): the same book must give the same report.
 */
function warnCacheFaults(faults: string[]): void {
  if (!faults.length) return;
  const more = faults.length > 1 ? ` (and ${faults.length - 1} more cache fault(s))` : '';
  process.stderr.write(
    `warning W_CACHE: ${faults[0]}${more}; computed instead, the outputs are unaffected — check the --cache folder, or pass --no-cache\n`,
  );
}

/** Runs `fn` over `items` with at most `limit` in flight; results in item order. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** A few human lines: chapters, dropped lines by reason, warnings by code. */
function summary(report: ReportJson): string {
  const lines = [`${report.book.title} (${report.book.author}): ${report.chapters.length} chapters`];
  if (report.dropped.length) lines.push(`dropped ${report.dropped.length} lines: ${tally(report.dropped.map((d) => d.reason))}`);
  for (const w of report.warnings.slice(0, 20))
    lines.push(`warning ${w.code}: ${w.source ? `${w.source.path}${w.source.line ? `:${w.source.line}` : ''}: ` : ''}${w.message}`);
  if (report.warnings.length > 20)
    lines.push(`… ${report.warnings.length - 20} more warnings in the report (${tally(report.warnings.map((w) => w.code))})`);
  return lines.join('\n');
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    if (err instanceof ShufangError) {
      process.stderr.write(err.format() + '\n');
      process.exitCode = err.exitCode;
    } else {
      process.stderr.write(`error E_INTERNAL: ${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 70;
    }
  },
);
