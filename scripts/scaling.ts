/**
 * Scaling check: every stage must be linear in its input. For each hostile shape of input (long runs of
 * spaces, tabs, NBSP, U+3000 or `-`; a long unbroken paragraph; thousands of short chapters; huge chapter
 * numbers) it builds the book at size n and 2n in this process, times each stage (best of a few runs), and
 * prints t(n), t(2n) and the ratio: about 2 is linear, 4 quadratic. A stage whose ratio exceeds 3 while taking
 * over 0.2 s at 2n is reported as NONLINEAR, and one taking over 5 s as SLOW; either makes the exit code 1.
 *
 * Each size runs in its own process, cut off after --limit seconds (a TIMEOUT counts as a failure).
 *
 * Usage: npx tsx scripts/scaling.ts [CASE...] [--scale F] [--runs N] [--formats epub,pdf] [--limit SECONDS]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Format } from '../src/config/resolve.ts';
import { prepare } from '../src/pipeline.ts';
import { runEdition } from '../src/render/edition.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '2' },
    formats: { type: 'string', default: 'epub,pdf' },
    limit: { type: 'string', default: '120' },
    child: { type: 'string' },
    n: { type: 'string' },
  },
});
const limit = Number(values.limit);
const scale = Number(values.scale);
const runs = Number(values.runs);
const formats = values.formats!.split(',') as Format[];

const HAN = '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈';
/** n Han characters of prose with a comma every 17 and a full stop every 60 (never a run long enough to look repeated). */
function prose(n: number, seed = 1): string {
  let x = seed;
  let s = '';
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    s += i % 60 === 59 ? '。' : i % 17 === 16 ? '，' : HAN[x % HAN.length];
  }
  return s;
}

/** A hostile input of size n (characters, or chapters): files of a book folder. */
interface Case {
  name: string;
  /** n at scale 1. */
  n: number;
  /** Runs per size when fewer than --runs (the big cases). */
  runs?: number;
  files: (n: number) => Record<string, string>;
}

const run = (ch: string) => (n: number) => ({
  '1.txt': `第1章　开始\n${prose(200)}\n甲${ch.repeat(n)}乙\n${prose(200, 2)}\n`,
});
const CASES: Case[] = [
  { name: 'spaces', n: 100_000, files: run(' ') },
  { name: 'tabs', n: 100_000, files: run('\t') },
  { name: 'nbsp', n: 100_000, files: run('\u00a0') },
  { name: 'ideographic-spaces', n: 100_000, files: run('\u3000') },
  { name: 'dashes', n: 100_000, files: run('-') },
  // A dash run next to 书 and a domain-like run: what the junk rules' DOMAIN and trigger patterns meet.
  { name: 'domain-like', n: 100_000, files: (n) => ({ '1.txt': `第1章　开始\n${prose(200)}\n书${'a-'.repeat(n / 2)}.com\n` }) },
  { name: 'trailing-spaces', n: 100_000, files: (n) => ({ '1.txt': `第1章　开始\n${prose(200)}${' '.repeat(n)}\n${prose(200, 2)}\n` }) },
  { name: 'paragraph', n: 200_000, files: (n) => ({ '1.txt': `第1章　长段\n${prose(n).replace(/。/g, '')}\n` }) },
  {
    name: 'chapters',
    n: 4_000,
    runs: 1,
    files: (n) => ({
      '1.txt': Array.from({ length: n }, (_, i) => `第${i + 1}章　短章\n${prose(120, i + 1)}\n`).join(''),
    }),
  },
  {
    name: 'wrapped-lines',
    n: 20_000,
    files: (n) => ({ '1.txt': `第1章　开始\n${Array.from({ length: n }, (_, i) => prose(36, i)).join('\n')}\n` }),
  },
];

let chapterCount = 0;

interface Timing {
  [stage: string]: number;
}

/** In a child, each stage says when it starts: a case cut off by the time limit then names the stage that hung. */
const started = (stage: string): void => {
  if (values.child) process.stdout.write(`start ${stage}\n`);
};

/** Builds the book once (no cache) and returns each stage's time in ms. */
async function timeOnce(dir: string): Promise<Timing> {
  const prepared = await prepare({
    input: dir,
    out: join(dir, 'out'),
    cwd: dir,
    formats,
    scripts: ['zh-Hans'],
    sourceDateEpoch: '1700000000',
    onProgress: started,
  });
  const t: Timing = { ...prepared.timings };
  chapterCount = prepared.book.chapters.length;
  started(`convert and ${formats.join(', ')}`);
  const edition = await runEdition({ book: prepared.book, script: 'zh-Hans', formats, config: prepared.config });
  t.convert = edition.convertMs;
  for (const f of edition.files) t[f.format] = f.ms;
  return t;
}

async function timeBest(files: Record<string, string>, times = runs): Promise<Timing> {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-scaling-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    let best: Timing | undefined;
    for (let i = 0; i < times; i++) {
      const t = await timeOnce(dir);
      best = best ? Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.min(v, best![k] ?? v)])) : t;
    }
    return best!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Times one case at one size in a child process, so a stage that never finishes is cut off at `limit` seconds. */
function timeInChild(name: string, n: number): Timing | { timeout: string } {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--child',
      name,
      '--n',
      String(n),
      '--runs',
      String(runs),
      '--formats',
      formats.join(','),
    ],
    { encoding: 'utf8', timeout: limit * 1000, maxBuffer: 16 << 20 },
  );
  const lines = (child.stdout ?? '').trim().split('\n');
  if (child.error && (child.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') {
    const last = lines.filter((l) => l.startsWith('start ')).pop();
    return { timeout: last ? last.slice('start '.length) : 'starting' };
  }
  if (child.status !== 0) throw new Error(`${name} at ${n} failed: ${child.stderr}`);
  return JSON.parse(lines.pop()!);
}

if (values.child) {
  const c = CASES.find((x) => x.name === values.child)!;
  // Warm up the JIT, the fonts and OpenCC, so the measured run does not pay for them.
  await timeBest(CASES[0].files(1000));
  const t = await timeBest(c.files(Number(values.n)), Math.min(runs, c.runs ?? runs));
  process.stdout.write(`${JSON.stringify({ ...t, chapters: chapterCount })}\n`);
} else {
  const selected = positionals.length ? CASES.filter((c) => positionals.includes(c.name)) : CASES;
  let failed = 0;
  console.log(
    `stage times in ms at n and 2n (best of ${runs}, each size in its own process, cut off after ${limit} s); ratio ≈ 2 is linear, ≈ 4 quadratic`,
  );
  for (const c of selected) {
    const n = Math.round(c.n * scale);
    const small = timeInChild(c.name, n);
    const large = 'timeout' in small ? small : timeInChild(c.name, 2 * n);
    if ('timeout' in large) {
      const at = 'timeout' in small ? 'n' : '2n';
      console.log(`\n${c.name} (n = ${n.toLocaleString('en')}): TIMEOUT at ${at} in ${large.timeout} (over ${limit} s)`);
      failed++;
      continue;
    }
    if ('timeout' in small) continue;
    const { chapters, ...stages } = large;
    console.log(`\n${c.name} (n = ${n.toLocaleString('en')}; ${chapters.toLocaleString('en')} chapter(s))`);
    for (const stage of Object.keys(stages)) {
      const a = small[stage] ?? 0;
      const b = large[stage];
      const ratio = b / Math.max(a, 1);
      const verdict = b > 5000 ? 'SLOW' : b > 200 && ratio > 3 ? 'NONLINEAR' : '';
      if (verdict) failed++;
      console.log(`  ${stage.padEnd(8)} ${a.toFixed(0).padStart(8)} ${b.toFixed(0).padStart(8)}   ×${ratio.toFixed(2)} ${verdict}`);
    }
  }
  if (failed) console.log(`\n${failed} case(s) or stage(s) not linear, too slow or cut off`);
  process.exitCode = failed ? 1 : 0;
}
