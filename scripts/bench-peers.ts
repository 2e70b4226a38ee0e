/**
 * shufang against Typst (PDF) and pandoc (EPUB) on one book, in the same run: the peers are
 * given our own cleaned and converted chapters, so they do no cleaning and no script conversion, and we are
 * timed on the whole build from the raw file (cold, no cache, the compiled CLI). Prints wall times and ratios.
 *
 *   npx tsx scripts/bench-peers.ts INPUT [--runs 3]
 *
 * Typst runs through @myriaddreamin/typst-ts-node-compiler (a devDependency: Typst's own compiler as a Node
 * addon) with the settings of our classic template: A5, 10.5 pt Noto Serif, 2-em indent, justified. pandoc
 * runs with `-f markdown-smart` (its smart-quote extension is superlinear on this text). A peer that is not
 * installed is reported as such, never counted as zero.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { blockText, type Book, type Script } from '../src/model/book.ts';
import { prepare } from '../src/pipeline.ts';
import { defaultFonts } from '../src/render/pdf/fonts.ts';
import { EDITION_STAGES } from '../src/stages/index.ts';
import { noMemo } from '../src/util/cache.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const runs = Number(option('runs', '3'));
const [input] = args;
if (!input) {
  console.error('usage: bench-peers.ts INPUT [--runs N]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'shufang-peers-'));
const SCRIPTS: Script[] = ['zh-Hans', 'zh-Hant'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Wall time of `fn`, median of `runs` runs. */
async function timed(fn: () => unknown): Promise<number> {
  const list: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    await fn();
    list.push(performance.now() - t0);
  }
  return median(list);
}

// The peers' input: our book after clean/dedupe/order, converted per script.
const { book, config } = await prepare({ input, out: work, cwd: process.cwd(), sourceDateEpoch: '1700000000' });
const editions = new Map<Script, Book>();
for (const script of SCRIPTS) {
  let edition = book;
  for (const stage of EDITION_STAGES) edition = stage.run(edition, { script, terms: config.terms, memo: noMemo }).book;
  editions.set(script, edition);
}
const chars = book.chapters.reduce((n, c) => n + c.blocks.reduce((m, b) => m + blockText(b).length, 0), 0);

/** Typst markup: every character Typst gives a meaning is escaped, so the text is set as it is. */
const typstEscape = (s: string) => s.replace(/[\\#$*_`<>@[\]~/=+\-"']/g, (c) => `\\${c}`);
function typstSource(edition: Book, script: Script): string {
  const lang = script === 'zh-Hans' ? 'region: "cn"' : 'region: "tw"';
  const family = script === 'zh-Hans' ? 'Noto Serif SC' : 'Noto Serif TC';
  const body = edition.chapters
    .map((c) => [`#pagebreak(weak: true)`, `= ${typstEscape(c.title)}`, ...c.blocks.map((b) => typstEscape(blockText(b)))].join('\n\n'))
    .join('\n\n');
  return [
    '#set page(paper: "a5", margin: (top: 20mm, bottom: 22mm, inside: 24mm, outside: 18mm), numbering: "1")',
    `#set text(font: "${family}", size: 10.5pt, lang: "zh", ${lang})`,
    '#set par(first-line-indent: (amount: 2em, all: true), justify: true, leading: 0.8em)',
    '#outline()',
    body,
  ].join('\n');
}

/** pandoc Markdown: one `#` heading per chapter, paragraphs escaped with backslashes. */
const markdownEscape = (s: string) => s.replace(/[\\`*_{}[\]()#+\-.!<>|~^$"']/g, (c) => `\\${c}`);
function markdownSource(edition: Book): string {
  return edition.chapters
    .map((c) => [`# ${markdownEscape(c.title)}`, ...c.blocks.map((b) => markdownEscape(blockText(b)))].join('\n\n'))
    .join('\n\n');
}

console.log(`${input}: ${book.chapters.length} chapters, ${chars.toLocaleString('en')} characters; median of ${runs} run(s), wall time`);

// shufang: the compiled CLI, cold, four editions; then EPUB only and PDF only.
execFileSync('npm', ['run', 'compile', '--silent'], { cwd: root, stdio: 'inherit' });
const cli = join(root, 'bin', 'shufang.js');
const shufang = (formats: string) => () =>
  execFileSync(process.execPath, [cli, 'build', resolve(input), '--out', join(work, 'out'), '--no-cache', '--formats', formats], {
    env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
const ours = { all: await timed(shufang('epub,pdf')), epub: await timed(shufang('epub')), pdf: await timed(shufang('pdf')) };

// Typst: both PDFs, each run in a fresh process as a user's `typst compile` is: the compiler memoises its work
// in the process, so a second compile of the same text there takes a tenth of the time.
let typst: number | undefined;
try {
  const require = createRequire(import.meta.url);
  const compilerPath = require.resolve('@myriaddreamin/typst-ts-node-compiler');
  const fonts = SCRIPTS.map((s) => dirname(defaultFonts(s).body));
  const sources = SCRIPTS.map((s, i) => {
    const file = join(work, `typst-${i}.typ`);
    writeFileSync(file, typstSource(editions.get(s)!, s));
    return file;
  });
  const program = `const { NodeCompiler } = require(${JSON.stringify(compilerPath)}); const fs = require('node:fs');
const compiler = NodeCompiler.create({ fontArgs: [{ fontPaths: ${JSON.stringify(fonts)} }] });
for (const f of ${JSON.stringify(sources)}) fs.writeFileSync(f + '.pdf', compiler.pdf({ mainFileContent: fs.readFileSync(f, 'utf8') }));`;
  typst = await timed(() => execFileSync(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'pipe'] }));
  // What Typst made, so a fast run is seen to be a whole book: its pages per PDF.
  const pages = sources.map((f) => (readFileSync(`${f}.pdf`, 'latin1').match(/\/Type\s*\/Page\b/g) ?? []).length);
  console.log(`  Typst wrote ${pages.join(' and ')} pages`);
} catch (e) {
  console.log(`  Typst not available (npm install; it is a devDependency): ${(e as Error).message.split('\n')[0]}`);
}

// pandoc: both EPUBs.
let pandoc: number | undefined;
if (spawnSync('pandoc', ['--version']).status === 0) {
  const files = SCRIPTS.map((s, i) => {
    const md = join(work, `pandoc-${i}.md`);
    writeFileSync(md, markdownSource(editions.get(s)!));
    return { md, lang: s };
  });
  pandoc = await timed(() => {
    for (const f of files)
      execFileSync('pandoc', [
        '-f',
        'markdown-smart',
        f.md,
        '-o',
        `${f.md}.epub`,
        '--metadata',
        `title=${book.meta.title}`,
        '--metadata',
        `lang=${f.lang}`,
      ]);
  });
} else console.log('  pandoc not installed: apt-get install pandoc');

const row = (name: string, ms: number | undefined, vs?: number) =>
  console.log(
    `  ${name.padEnd(34)} ${ms === undefined ? 'n/a' : seconds(ms).padStart(8)}${ms !== undefined && vs ? `   peers ÷ shufang = ${(ms / vs).toFixed(2)}×` : ''}`,
  );
row('shufang, 4 editions', ours.all);
row('shufang, 2 EPUB', ours.epub);
row('shufang, 2 PDF', ours.pdf);
row('pandoc, 2 EPUB', pandoc, ours.epub);
row('Typst, 2 PDF', typst, ours.pdf);
if (typst !== undefined && pandoc !== undefined) row('Typst + pandoc, 4 editions', typst + pandoc, ours.all);
rmSync(work, { recursive: true, force: true });
