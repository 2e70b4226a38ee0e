/**
 * Main-thread stage speed: runs `prepare()` (resolve → ingest → clean → dedupe → verse → order, what `shufang check`
 * runs) on each given file, after decodeBytes alone, and prints each stage's median CPU ms and M characters/s
 * (characters: non-whitespace code points of the decoded text, as scripts/bench.mjs counts them). Every run is a
 * fresh child process doing one build, as a user's build is: it pays for compiling code and for tables built on
 * first use (a warmed-up process would hide both, and memos would answer from the run before). CPU time
 * (process.cpuUsage), not wall time: the machine is shared.
 *
 * Usage: npx tsx scripts/bench-stages.ts INPUT... [--runs N] [--json] [--hash]   (INPUT: a chapter file or a book folder)
 *   --hash also prints the sha256 of each file's prepared Book and diagnostics (to check that a change keeps output).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decodeBytes } from '../src/ingest/decode.ts';
import { prepare } from '../src/pipeline.ts';
import { sha256 } from '../src/util/hash.ts';
import { cpuMs, median, stepClock } from './cpu-clock.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean' },
    hash: { type: 'boolean' },
    child: { type: 'boolean' },
  },
});
const runs = Math.max(1, Number(values.runs));

type Timing = Record<string, number>;
interface FileResult {
  file: string;
  chars: number;
  /** Median CPU ms per step over the runs. */
  median: Timing;
  hash?: string;
}

/** One check-like build of `file`: each step's CPU ms (and the decode alone, measured apart). */
async function timeOnce(file: string, hash: boolean): Promise<{ t: Timing; hash?: string }> {
  const { t, tick } = stepClock();
  const bytes = sourcesOf(file).map((f) => readFileSync(f));
  const d0 = process.cpuUsage();
  for (const b of bytes) decodeBytes(b, basename(file));
  t.decode = cpuMs(d0);
  const prepared = await prepare({
    input: file,
    out: dirname(file),
    cwd: dirname(file),
    sourceDateEpoch: '1700000000',
    onProgress: tick,
  });
  tick();
  t['ingest..order'] = ['ingest', 'clean', 'dedupe', 'verse', 'order'].reduce((s, k) => s + (t[k] ?? 0), 0);
  return { t, ...(hash ? { hash: sha256(JSON.stringify({ book: prepared.book, diagnostics: prepared.diagnostics })) } : {}) };
}

/** The chapter files of an input: the file itself, or a book folder's .txt and .md files. */
function sourcesOf(input: string): string[] {
  if (!statSync(input).isDirectory()) return [input];
  return readdirSync(input)
    .filter((f) => /\.(?:txt|md)$/.test(f))
    .map((f) => join(input, f));
}

/** Non-whitespace code points of the decoded text. */
function charsOf(input: string): number {
  let n = 0;
  for (const file of sourcesOf(input)) for (const c of decodeBytes(readFileSync(file), basename(file)).text) if (!/\s/.test(c)) n++;
  return n;
}

if (values.child) {
  process.stdout.write(`${JSON.stringify(await timeOnce(positionals[0], Boolean(values.hash)))}\n`);
} else {
  if (!positionals.length) {
    console.error('usage: npx tsx scripts/bench-stages.ts FILE... [--runs N] [--json] [--hash]');
    process.exit(2);
  }
  const results: FileResult[] = [];
  for (const file of positionals) {
    const all: Timing[] = [];
    let hash: string | undefined;
    for (let r = 0; r < runs; r++) {
      const args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file];
      if (values.hash && r === 0) args.push('--hash');
      const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
      if (run.status !== 0) throw new Error(`${file}: exit ${run.status}\n${run.stderr}`);
      const one = JSON.parse(run.stdout.trim().split('\n').pop()!) as { t: Timing; hash?: string };
      all.push(one.t);
      hash ??= one.hash;
    }
    const keys = Object.keys(all[0]);
    const result: FileResult = {
      file,
      chars: charsOf(file),
      median: Object.fromEntries(keys.map((k) => [k, median(all.map((t) => t[k] ?? 0))])),
      ...(hash ? { hash } : {}),
    };
    results.push(result);
    if (values.json) continue;
    const mcs = (ms: number) => (ms > 0 ? (result.chars / 1e6 / (ms / 1000)).toFixed(2) : '∞');
    console.log(`${basename(file)}: ${(result.chars / 1e6).toFixed(3)} M chars, median of ${runs} runs, CPU`);
    for (const [k, ms] of Object.entries(result.median))
      console.log(`  ${k.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms  ${mcs(ms).padStart(7)} M chars/s`);
    if (result.hash) console.log(`  hash ${result.hash}`);
  }
  if (values.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}
