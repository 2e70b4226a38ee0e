/**
 * Scaling check ("every stage linear in its input"): for each hostile shape of input it builds the
 * book at a ladder of sizes, each double the last, up to about 2 MB of input, and prints every stage's median
 * CPU time and its ratio per doubling: about 2 is linear, 4 quadratic (CPU time, since on a shared machine wall
 * time also counts other jobs; the wall times at the largest size are printed below each table). Shapes: one line holding a long run of
 * spaces, tabs, NBSP, U+3000 or `-`; domain-like text; a long Latin word and letters strewn with dots; trailing spaces; one long unbroken paragraph (the PDF
 * composer's look-ahead); thousands of short chapters (PDF pagination, EPUB); wrapped lines; huge chapter
 * numbers (the gap report). A doubling whose ratio exceeds --flag (2.5) while the larger size takes over
 * --floor ms (below that a ratio is timer noise) is NONLINEAR; a stage (not the total) over --slow ms is SLOW. Either, or a
 * size cut off after --limit seconds (wall) a build, makes the exit code 1. This is the property test of linearity: timings are
 * measured here and in the bench, never asserted in tests.
 *
 * Each size runs in its own process (warmed up first, then --runs builds; the median per stage is kept), so
 * a stage that never finishes is cut off and named.
 *
 * Usage: npx tsx scripts/scaling.ts [SHAPE...] [--runs N] [--steps K] [--scale F] [--formats epub,pdf]
 *   [--limit SECONDS] [--flag RATIO] [--floor MS] [--slow MS] [--json FILE]     (npm run scaling -- …)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Format } from '../src/config/resolve.ts';
import { prepare } from '../src/pipeline.ts';
import { renderContext } from '../src/render/edition.ts';
import { renderers } from '../src/render/index.ts';
import { EDITION_STAGES } from '../src/stages/index.ts';
import { noMemo } from '../src/util/cache.ts';
import { forgetJunkVerdicts } from '../src/rules/junk.ts';
import { cpuMs, median, stepClock } from './cpu-clock.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
    steps: { type: 'string', default: '3' },
    formats: { type: 'string', default: 'epub,pdf' },
    limit: { type: 'string', default: '150' },
    flag: { type: 'string', default: '2.5' },
    floor: { type: 'string', default: '100' },
    slow: { type: 'string', default: '5000' },
    json: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    child: { type: 'string' },
    n: { type: 'string' },
  },
});
const limit = Number(values.limit);
const scale = Number(values.scale);
const runs = Number(values.runs);
const steps = Number(values.steps);
const flag = Number(values.flag);
const floor = Number(values.floor);
const slow = Number(values.slow);
const formats = values.formats!.split(',') as Format[];

const HAN = '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈';
/** n Han characters of prose with a comma every 17 and a full stop every 60 (never a run long enough to look repeated). */
function prose(n: number, seed = 1): string {
  let x = seed;
  const s: string[] = [];
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    s.push(i % 60 === 59 ? '。' : i % 17 === 16 ? '，' : HAN[x % HAN.length]);
  }
  return s.join('');
}

/** A hostile shape of input: the files of a book folder at size n. */
interface Shape {
  name: string;
  /** What n counts. */
  unit: string;
  /** The largest n at --scale 1 (about 2 MB of input); the ladder halves it --steps − 1 times. */
  max: number;
  files: (n: number) => Record<string, string>;
}

const run = (ch: string) => (n: number) => ({
  '1.txt': `第1章　开始\n${prose(200)}\n甲${ch.repeat(n)}乙\n${prose(200, 2)}\n`,
});
/** n chapters of `length` characters each, numbered by `number`. */
const chapters = (length: number, number: (i: number) => string) => (n: number) => ({
  '1.txt': Array.from({ length: n }, (_, i) => `第${number(i)}章　短章\n${prose(length, i + 1)}\n`).join(''),
});
const SHAPES: Shape[] = [
  { name: 'spaces', unit: 'spaces in one line', max: 2_000_000, files: run(' ') },
  { name: 'tabs', unit: 'tabs in one line', max: 2_000_000, files: run('\t') },
  { name: 'nbsp', unit: 'NBSP in one line', max: 1_000_000, files: run('\u00a0') },
  { name: 'ideographic-spaces', unit: 'U+3000 in one line', max: 640_000, files: run('\u3000') },
  { name: 'dashes', unit: "'-' in one line", max: 2_000_000, files: run('-') },
  // A dash run next to 书 and a domain-like run: what the junk rules' DOMAIN and trigger patterns meet.
  {
    name: 'domain-like',
    unit: "characters of 'a-a-…' after 书",
    max: 2_000_000,
    files: (n) => ({ '1.txt': `第1章　开始\n${prose(200)}\n书${'a-'.repeat(n / 2)}.com\n` }),
  },
  // One long Latin word and one of letters with a dot between each: what findUrls' filler-strewn and dotted runs meet
  // (a run is tried once from where its word starts, never again from each letter).
  { name: 'latin-word', unit: "'a' in one line", max: 2_000_000, files: run('a') },
  { name: 'dotted-letters', unit: "characters of 'a.a.…' in one line", max: 2_000_000, files: (n) => run('a.')(n / 2) },
  {
    name: 'trailing-spaces',
    unit: 'spaces after a line',
    max: 2_000_000,
    files: (n) => ({ '1.txt': `第1章　开始\n${prose(200)}${' '.repeat(n)}\n${prose(200, 2)}\n` }),
  },
  {
    name: 'paragraph',
    unit: 'Han characters in one paragraph',
    max: 640_000,
    files: (n) => ({ '1.txt': `第1章　长段\n${prose(n).replace(/。/g, '')}\n` }),
  },
  { name: 'chapters', unit: 'short chapters', max: 20_000, files: chapters(30, (i) => String(i + 1)) },
  {
    name: 'wrapped-lines',
    unit: 'lines wrapped at 36 characters',
    max: 20_000,
    files: (n) => ({ '1.txt': `第1章　开始\n${Array.from({ length: n }, (_, i) => prose(36, i)).join('\n')}\n` }),
  },
  // Every other number missing, then 第9999999999章 and 第一亿章: the gap report is ranges (at most 50 listed)
  // and at most 1,000 missing numbers, never a list of ten billion.
  {
    name: 'huge-numbers',
    unit: 'chapters numbered 1, 3, 5, … (every other missing)',
    max: 8_000,
    files: (n) => {
      const base = chapters(30, (i) => String(1 + 2 * i))(n)['1.txt'];
      return { '1.txt': `${base}第9999999999章　大\n${prose(30, 7)}\n第一亿章　亿\n${prose(30, 8)}\n` };
    },
  },
];

type Timing = Record<string, number>;

/** In a child, each stage says when it starts: a size cut off by the time limit then names the stage that hung. */
const started = (stage: string): void => {
  if (values.child) process.stdout.write(`start ${stage}\n`);
};

/**
 * Builds the book once (no cache) and returns each stage's CPU time in ms (this process, all threads), its wall
 * time under `wall <stage>`, and the chapter count. CPU time is what is compared: on a machine shared with
 * other jobs, wall time also counts the time another process had the core.
 */
async function timeOnce(dir: string): Promise<{ t: Timing; chapters: number }> {
  // Junk verdicts are memoised by line (rules/junk.ts): without this, every build after the warm-up would be
  // answered from memory and the classifier's own growth would go unmeasured.
  forgetJunkVerdicts();
  const { t, tick } = stepClock();
  const prepared = await prepare({
    input: dir,
    out: join(dir, 'out'),
    cwd: dir,
    formats,
    scripts: ['zh-Hans'],
    sourceDateEpoch: '1700000000',
    onProgress: (stage) => {
      started(stage);
      tick(stage);
    },
  });
  tick();
  const wall: Timing = { ...prepared.timings };
  // What runEdition does (render/edition.ts), step by step so that each step's CPU time is its own.
  started('convert');
  let c0 = process.cpuUsage();
  let w0 = performance.now();
  let book = prepared.book;
  const ctx = { script: 'zh-Hans' as const, terms: prepared.config.terms, memo: noMemo };
  for (const stage of EDITION_STAGES) book = stage.run(book, ctx).book;
  t.convert = cpuMs(c0);
  wall.convert = performance.now() - w0;
  const render = renderContext(book, 'zh-Hans', prepared.config);
  for (const format of formats) {
    started(format);
    c0 = process.cpuUsage();
    w0 = performance.now();
    await renderers[format](book, render);
    t[format] = cpuMs(c0);
    wall[format] = performance.now() - w0;
  }
  t.total = Object.values(t).reduce((a, b) => a + b, 0);
  wall.total = Object.values(wall).reduce((a, b) => a + b, 0);
  for (const [k, v] of Object.entries(wall)) t[`wall ${k}`] = v;
  return { t, chapters: prepared.book.chapters.length };
}

/** Writes the files to a fresh folder, builds `times` times and returns the median of each stage. */
async function timeMedian(files: Record<string, string>, times: number): Promise<Timing> {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-scaling-'));
  try {
    let bytes = 0;
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
      bytes += Buffer.byteLength(text);
    }
    const all: Timing[] = [];
    let count = 0;
    for (let i = 0; i < times; i++) {
      const { t, chapters } = await timeOnce(dir);
      all.push(t);
      count = chapters;
    }
    const stages = Object.keys(all[0]);
    return { ...Object.fromEntries(stages.map((k) => [k, median(all.map((t) => t[k] ?? 0))])), chapters: count, bytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Times one shape at one size in a child process, so a stage that never finishes is cut off after `limit` seconds a build (wall). */
function timeInChild(name: string, n: number): Timing | { timeout: string } {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', name, '--n', String(n)];
  args.push('--runs', String(runs), '--formats', formats.join(','));
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: limit * 1000 * (runs + 1), maxBuffer: 16 << 20 });
  const lines = (child.stdout ?? '').trim().split('\n');
  if (child.error && (child.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') {
    const last = lines.filter((l) => l.startsWith('start ')).pop();
    return { timeout: last ? last.slice('start '.length) : 'starting' };
  }
  if (child.status !== 0) throw new Error(`${name} at ${n} failed: ${child.stderr}`);
  return JSON.parse(lines.pop()!);
}

/** `ingest 120, clean 40, …` from the `wall <stage>` entries. */
const stagesWall = (t: Timing): string =>
  Object.entries(t)
    .filter(([k]) => k.startsWith('wall '))
    .map(([k, v]) => `${k.slice(5)} ${ms(v)}`)
    .join(', ');
const ms = (x: number): string => (x >= 10_000 ? `${(x / 1000).toFixed(1)}s` : x.toFixed(0));
const mb = (b: number): string => `${(b / 1e6).toFixed(2)} MB`;

if (values.help) {
  const header = (await import('node:fs')).readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0];
  console.log(header.replace(/^\/\*\*\n?|^ \* ?/gm, ''));
  console.log('Shapes:');
  for (const s of SHAPES) console.log(`  ${s.name.padEnd(20)} n = ${s.unit}, up to ${s.max.toLocaleString('en')}`);
} else if (values.child) {
  const shape = SHAPES.find((x) => x.name === values.child)!;
  // Warm up the JIT, the fonts and OpenCC, so the measured runs do not pay for them.
  await timeMedian(SHAPES[0].files(1000), 1);
  const t = await timeMedian(shape.files(Number(values.n)), runs);
  process.stdout.write(`${JSON.stringify(t)}\n`);
} else {
  const selected = positionals.length ? SHAPES.filter((s) => positionals.includes(s.name)) : SHAPES;
  const unknown = positionals.filter((p) => !SHAPES.some((s) => s.name === p));
  if (unknown.length) throw new Error(`unknown shape(s) ${unknown.join(', ')}: see --help`);
  const problems: string[] = [];
  const results: Record<string, { n: number; t: Timing }[]> = {};
  console.log(
    `Stage CPU times in ms (median of ${runs}) at each size; ×R is the ratio to the size before (≈ 2 linear, ≈ 4 quadratic).\n` +
      `NONLINEAR: ratio over ×${flag} with over ${floor} ms at the larger size; SLOW: over ${slow} ms; sizes cut off after ${limit} s a build.`,
  );
  for (const shape of selected) {
    const top = Math.round(shape.max * scale);
    const sizes = Array.from({ length: steps }, (_, i) => Math.max(1, Math.round(top / 2 ** (steps - 1 - i))));
    const rows: { n: number; t: Timing }[] = [];
    let cut: string | undefined;
    for (const n of sizes) {
      const t = timeInChild(shape.name, n);
      if ('timeout' in t) {
        cut = `TIMEOUT at n = ${n.toLocaleString('en')} in ${t.timeout} (over ${limit} s a build)`;
        problems.push(`${shape.name}: ${cut}`);
        break;
      }
      rows.push({ n, t });
    }
    results[shape.name] = rows;
    const last = rows[rows.length - 1];
    console.log(
      `\n${shape.name}: n = ${shape.unit}${last ? `; ${last.t.chapters.toLocaleString('en')} chapter(s), ${mb(last.t.bytes)} at n = ${last.n.toLocaleString('en')}` : ''}`,
    );
    if (rows.length) {
      const stages = Object.keys(rows[0].t).filter((k) => k !== 'chapters' && k !== 'bytes' && !k.startsWith('wall '));
      const width = 18;
      console.log(`  ${'stage'.padEnd(9)}${rows.map((r) => `n=${r.n.toLocaleString('en')}`.padStart(width)).join('')}`);
      for (const stage of stages) {
        const cells = rows.map((r, i) => {
          const b = r.t[stage] ?? 0;
          if (i === 0) return ms(b).padStart(width);
          const a = rows[i - 1].t[stage] ?? 0;
          const ratio = b / Math.max(a, 0.5);
          let mark = '';
          // SLOW is for one stage; the total of a 2 MB book may take longer.
          if (b > slow && stage !== 'total') mark = '!';
          else if (b > floor && ratio > flag) mark = '*';
          if (mark === '!')
            problems.push(`${shape.name}/${stage}: SLOW, ${ms(b)}${b >= 10_000 ? '' : ' ms'} at n = ${r.n.toLocaleString('en')}`);
          if (mark === '*')
            problems.push(`${shape.name}/${stage}: NONLINEAR, ×${ratio.toFixed(2)} from n = ${rows[i - 1].n.toLocaleString('en')}`);
          return `${ms(b)} ×${ratio.toFixed(2)}${mark || ' '}`.padStart(width);
        });
        console.log(`  ${stage.padEnd(9)}${cells.join('')}`);
      }
    }
    if (last) console.log(`  wall time at n = ${last.n.toLocaleString('en')}: ${stagesWall(last.t)}`);
    if (cut) console.log(`  ${cut}`);
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 1)}\n`);
  console.log(
    problems.length ? `\n${problems.length} problem(s) (* NONLINEAR, ! SLOW):\n  ${problems.join('\n  ')}` : '\nall stages linear',
  );
  process.exitCode = problems.length ? 1 : 0;
}
