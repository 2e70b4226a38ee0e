/** The `shufang` command: the only module that touches process state (argv, env, exit code, stdout, stderr). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCli, USAGE } from './cli/args.ts';
import { progressReporter } from './cli/progress.ts';
import { build, prepare, failIfStrict } from './pipeline.ts';
import { buildReport, type ReportJson } from './report-json.ts';
import { ShufangError } from './errors.ts';
import { PACKAGE_ROOT } from './constants.ts';

async function main(argv: string[]): Promise<number> {
  const cli = parseCli(argv, { cwd: process.cwd(), sourceDateEpoch: process.env.SOURCE_DATE_EPOCH });
  if (cli.command === 'help') { process.stdout.write(USAGE + '\n'); return 0; }
  if (cli.command === 'version') {
    process.stdout.write(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).version + '\n');
    return 0;
  }
  const progress = progressReporter({ tty: Boolean(process.stderr.isTTY) && !process.env.CI, quiet: cli.json, write: (s) => process.stderr.write(s) });
  const results: unknown[] = [];
  let failures = 0;
  for (const [i, options] of cli.books.entries()) {
    const label = cli.books.length > 1 ? `[${i + 1}/${cli.books.length}] ${options.input}` : options.input;
    try {
      if (cli.command === 'check') {
        const { book, config, reporter } = await prepare(options);
        const report = buildReport(book, config, reporter, []);
        if (cli.json) results.push(report); else process.stdout.write(summary(report) + '\n');
        failIfStrict(config, reporter, 'in check');
      } else {
        const { report, timings } = await build({ ...options, onProgress: (step) => progress.step(label, step) });
        progress.done();
        if (cli.json) {
          results.push({ input: options.input, outputs: report.outputs, chapters: report.chapters.length, warnings: report.warnings.length, dropped: report.dropped.length, timings, maxRssKb: process.resourceUsage().maxRSS });
        } else {
          process.stdout.write(`${summary(report)}\n${report.outputs.map((o) => `wrote ${o.path} (${o.bytes.toLocaleString('en')} bytes)`).join('\n')}\n`);
        }
      }
    } catch (err) {
      progress.done();
      if (!(err instanceof ShufangError) || cli.books.length === 1) throw err;
      // In a catalog one broken book must not stop the others; the exit code still reports it.
      process.stderr.write(err.format() + '\n');
      failures++;
      if (cli.json) results.push({ input: options.input, error: { code: err.code, message: err.format() } });
    }
  }
  if (cli.json) process.stdout.write(JSON.stringify(results.length === 1 ? results[0] : results, null, 2) + '\n');
  return failures ? 1 : 0;
}

/** A few human lines: chapters, dropped lines by reason, warnings by code. */
function summary(report: ReportJson): string {
  const count = (xs: string[]) => [...xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>())].map(([k, n]) => `${k} ${n}`).join(', ');
  const lines = [`${report.book.title} (${report.book.author}): ${report.chapters.length} chapters`];
  if (report.dropped.length) lines.push(`dropped ${report.dropped.length} lines: ${count(report.dropped.map((d) => d.reason))}`);
  for (const w of report.warnings.slice(0, 20)) lines.push(`warning ${w.code}: ${w.source ? `${w.source.path}${w.source.line ? `:${w.source.line}` : ''}: ` : ''}${w.message}`);
  if (report.warnings.length > 20) lines.push(`… ${report.warnings.length - 20} more warnings in the report (${count(report.warnings.map((w) => w.code))})`);
  return lines.join('\n');
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
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
