#!/usr/bin/env zx
// Benchmark: builds the three corpus novels and a generated 10 M-character novel into the four editions,
// prints per-stage time, characters per second and peak memory, the main-thread stages' CPU time per stage
// (scripts/bench-stages.ts), measures an incremental rebuild of a
// 1,000-chapter serial, and runs Typst (PDF) and pandoc (EPUB) on 红楼梦 in the same run and prints the
// ratios (scripts/bench-peers.ts). With --fidelity it then runs scripts/bench-fidelity.ts on the corpus (quote
// nesting errors, the zh-Hant character error rate against the published 儒林外史). With --scaling it then runs
// scripts/scaling.ts (every stage's time per doubling of each hostile input shape up to about 2 MB; exit code 1
// when a stage is above ×2.5 per doubling or slow; also `npm run scaling`). Usage: npm run bench
// [-- CORPUS_DIR] [--fidelity] [--scaling] [--serial] [--runs N] (default ../shared/corpus); --serial runs only the
// incremental serial.
import { $, argv, fs, path, os } from 'zx';

$.verbose = false;
const root = path.resolve(import.meta.dirname, '..');
const corpus = path.resolve(argv._[0] ?? path.join(root, '..', 'shared', 'corpus'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shufang-bench-'));
// What users run: the compiled CLI (no tsx in the main thread or the workers), compiled afresh from src/.
await $({ cwd: root })`npm run compile --silent`;
const cli = path.join(root, 'bin', 'shufang.js');
const NOVELS = ['xiyouji/xiyouji.zhs.utf8.txt', 'sanguoyanyi/sanguoyanyi.zhs.utf8.txt', 'shuihuzhuan/shuihuzhuan.zhs.utf8.txt'];

for (const n of NOVELS)
  if (!fs.existsSync(path.join(corpus, n))) {
    console.error(`missing ${path.join(corpus, n)}: pass the corpus folder`);
    process.exit(2);
  }

const chars = (file) => [...fs.readFileSync(file, 'utf8')].filter((c) => !/\s/.test(c)).length;
const fmt = (n, d = 2) => n.toFixed(d);
const kchars = (c, s) => `${fmt(c / s / 1000, 0)} k chars/s`;

/** Runs the CLI with --json; returns its summary plus wall time in seconds. */
async function shufang(inputs, out, env = {}) {
  const t0 = performance.now();
  const cacheFlag = env.SHUFANG_CACHE ? [] : ['--no-cache'];
  const run = await $({
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', CI: 'true', ...env },
  })`node ${cli} build ${inputs} --out ${out} --json ${cacheFlag}`;
  const wall = (performance.now() - t0) / 1000;
  const json = JSON.parse(run.stdout);
  return { wall, results: Array.isArray(json) ? json : [json] };
}

function stageTable(results) {
  const total = {};
  for (const r of results) for (const [k, v] of Object.entries(r.timings)) total[k] = (total[k] ?? 0) + v;
  return Object.entries(total)
    .map(([k, v]) => `    ${k.padEnd(16)} ${fmt(v / 1000)} s`)
    .join('\n');
}

console.log(`shufang benchmark — ${os.cpus().length} cores, Node ${process.version}, corpus ${corpus}\n`);

// --serial: only the incremental serial (section 3), for work on the cache.
const all = !argv.serial;

// 1. The three novels, four editions each, in one process (a catalog build).
const files = NOVELS.map((n) => path.join(corpus, n));
const corpusChars = files.reduce((s, f) => s + chars(f), 0);
if (all) {
  const three = await shufang(files, path.join(work, 'three'));
  const rss3 = Math.max(...three.results.map((r) => r.maxRssKb));
  console.log(`three corpus novels: ${corpusChars.toLocaleString('en')} characters, 4 editions each`);
  console.log(`  wall ${fmt(three.wall)} s (${kchars(corpusChars, three.wall)}), peak RSS ${fmt(rss3 / 1024, 0)} MB`);
  console.log(stageTable(three.results));
  for (const r of three.results)
    console.log(
      `  ${path.basename(r.input)}: ${r.chapters} chapters, ${r.outputs.map((o) => `${o.script}.${o.format} ${fmt(o.bytes / 1e6)} MB`).join(', ')}`,
    );
}

// 1b. The book stages on the main thread (decode, ingest, clean, dedupe, verse, order), CPU time per stage:
// scripts/bench-stages.ts, each run a fresh process as a user's build is (target: 5 M characters/s together).
const hongloumengFile = path.join(corpus, 'hongloumeng', 'hongloumeng.zhs.utf8.txt');
const stageFiles = [...(fs.existsSync(hongloumengFile) ? [hongloumengFile] : []), ...files];
console.log('');
await $({ stdio: 'inherit' })`npx tsx ${path.join(root, 'scripts', 'bench-stages.ts')} ${stageFiles} --runs ${argv.runs ?? 3}`;

// 2. A generated 10 M-character novel: corpus text cut into 4,000-character chapters with 第N章 headings.
const source = files
  .map((f) =>
    fs
      .readFileSync(f, 'utf8')
      .replace(/^.*第.{1,8}回.*$/gm, '')
      .replace(/\s+/g, ''),
  )
  .join('');
if (all) {
  const big = path.join(work, 'big.txt');
  const parts = [];
  let produced = 0;
  for (let n = 1; produced < 10_000_000; n++) {
    const start = (n * 4000) % (source.length - 4000);
    const body = source.slice(start, start + 4000);
    parts.push(`第${n}章　长夜${n}\n${body.match(/.{1,200}(?:。|$)/g).join('\n')}\n`);
    produced += body.length;
  }
  fs.writeFileSync(big, parts.join(''));
  const bigChars = chars(big);
  const bigRun = await shufang([big], path.join(work, 'big'));
  console.log(`\ngenerated novel: ${bigChars.toLocaleString('en')} characters, ${bigRun.results[0].chapters} chapters, 4 editions`);
  console.log(`  wall ${fmt(bigRun.wall)} s (${kchars(bigChars, bigRun.wall)}), peak RSS ${fmt(bigRun.results[0].maxRssKb / 1024, 0)} MB`);
  console.log(stageTable(bigRun.results));
}

// 3. Incremental: a 1,000-chapter serial, rebuilt unchanged, then one chapter edited, then one chapter added.
const serial = path.join(work, 'serial');
fs.mkdirSync(serial);
fs.writeFileSync(path.join(serial, 'book.yaml'), 'title: 连载\nauthor: 某\nslug: serial\n');
for (let n = 1; n <= 1000; n++) {
  const start = (n * 1500) % (source.length - 1500);
  fs.writeFileSync(
    path.join(serial, `${String(n).padStart(4, '0')}.txt`),
    `第${n}章　连载${n}\n${source
      .slice(start, start + 1500)
      .match(/.{1,150}(?:。|$)/g)
      .join('\n')}\n`,
  );
}
const cacheEnv = { SHUFANG_CACHE: path.join(work, 'cache') };
const cold = await shufang([serial], path.join(work, 'serial-out'), cacheEnv);
const warm = await shufang([serial], path.join(work, 'serial-out'), cacheEnv);
fs.appendFileSync(path.join(serial, '0500.txt'), '他又补了一句话。\n');
const edited = await shufang([serial], path.join(work, 'serial-out'), cacheEnv);
// A serial's usual update: the next chapter appended (its text from further on in the same source).
const next = (1001 * 1500) % (source.length - 1500);
fs.writeFileSync(
  path.join(serial, '1001.txt'),
  `第1001章　连载1001\n${source
    .slice(next, next + 1500)
    .match(/.{1,150}(?:。|$)/g)
    .join('\n')}\n`,
);
const added = await shufang([serial], path.join(work, 'serial-out'), cacheEnv);
const share = (r) => `${fmt(r.wall)} s (${fmt((100 * r.wall) / cold.wall, 0)} % of cold)`;
console.log(`\nincremental, 1,000-chapter serial (${fmt(cold.results[0].chapters, 0)} chapters):`);
console.log(
  `  cold ${fmt(cold.wall)} s, unchanged rebuild ${share(warm)}, one chapter edited ${share(edited)}, one chapter added ${share(added)}`,
);

// 4. The peers in the same run: Typst (PDF) and pandoc (EPUB) on 红楼梦, given our cleaned
// and converted chapters, against our cold four-edition build of the raw file; scripts/bench-peers.ts.
const hongloumeng = path.join(corpus, 'hongloumeng', 'hongloumeng.zhs.utf8.txt');
if (all && fs.existsSync(hongloumeng)) {
  console.log('');
  await $({ stdio: 'inherit' })`npx tsx ${path.join(root, 'scripts', 'bench-peers.ts')} ${hongloumeng} --runs ${argv.runs ?? 3}`;
}
fs.rmSync(work, { recursive: true, force: true });

// 5. Optional: text fidelity (quote nesting, conversion error rate), its own script.
if (argv.fidelity) {
  console.log('');
  await $({ stdio: 'inherit' })`npx tsx ${path.join(root, 'scripts', 'bench-fidelity.ts')} ${corpus}`;
}

// 6. Optional: linearity, its own script: a stage above ×2.5 per doubling fails the bench.
if (argv.scaling) {
  console.log('');
  const scaling = await $({ stdio: 'inherit' })`npx tsx ${path.join(root, 'scripts', 'scaling.ts')} --runs 3`.nothrow();
  if (scaling.exitCode !== 0) process.exitCode = 1;
}
