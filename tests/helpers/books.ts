/** Book folders for the end-to-end tests: generated in temporary folders, built through the CLI, errors checked. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookFolder } from './book-folder.ts';
import { runCli, type SpawnOptions } from './tools.ts';

export const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };
export const HAN = '天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。寒来暑往，秋收冬藏。';

/** A book folder holding `files` (string = UTF-8 text, Uint8Array = raw bytes). */
export const book = (files: Record<string, string | Uint8Array>, prefix = 'shufang-hostile-'): string => bookFolder(files, prefix);

/**
 * Deterministic prose: paragraphs of pseudo-random common Han characters, so no two paragraphs repeat. A small
 * `span` draws from fewer characters (small font subsets, so small editions).
 */
export function prose(paragraphs: number, seed: number, span = 3000): string[] {
  // xorshift32 in integer arithmetic: a float LCG loses precision and cycles after a few hundred paragraphs.
  let x = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  return Array.from({ length: paragraphs }, () => {
    const n = 40 + (next() % 80);
    let p = '';
    for (let i = 0; i < n - 1; i++) p += i % 17 === 16 ? '，' : String.fromCharCode(0x4e00 + (next() % span));
    return p + '字。';
  });
}

/** Chapter n: a 第N章 heading and three paragraphs of prose of its own (chapters must not look like duplicates). */
export const chapter = (n: number, extra = '', span?: number) => `第${n}章　第${n}章\n${prose(3, n * 7919, span).join('\n')}\n${extra}`;

/** Runs `shufang build|check` on `dir` (EPUB only for build, unless `args` say otherwise); returns status, stderr and the report. */
export function run(dir: string, args: string[] = [], command = 'build', env: Record<string, string> = {}, spawn: SpawnOptions = {}) {
  const out = join(dir, '..', `${dir.split('/').pop()}-out`);
  const formats = command === 'build' && !args.includes('--formats') ? ['--formats', 'epub'] : [];
  const r = runCli([command, dir, '--out', out, ...formats, ...args], { env: { ...EPOCH, ...env }, ...spawn });
  const reportFile = existsSync(out) ? readdirSync(out).find((f) => f.endsWith('.report.json')) : undefined;
  const report =
    command === 'check' && r.status === 0 && args.includes('--json')
      ? JSON.parse(r.stdout)
      : reportFile
        ? JSON.parse(readFileSync(join(out, reportFile), 'utf8'))
        : undefined;
  return { ...r, out, report };
}

export const codes = (report: any): Set<string> => new Set(report.warnings.map((w: any) => w.code));

/** The error line must be one line that names the file. */
export function assertError(r: { status: number; stderr: string }, code: string, file: RegExp): void {
  assert.notEqual(r.status, 0, 'non-zero exit');
  const line = r.stderr.trim();
  assert.equal(line.split('\n').length, 1, `one line: ${line}`);
  assert.match(line, new RegExp(`^error ${code}: `));
  assert.match(line, file);
}
