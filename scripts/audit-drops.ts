/**
 * Lists every line (and cut span) that ingest + clean + dedupe drop from the corpus files, grouped by rule,
 * so that a person can read each one and confirm it is not story (docs/rules/cleaning.md#measuring-the-cleaner).
 *
 *   npx tsx scripts/audit-drops.ts /work/shared/corpus [--rule junk.ad] [--all]
 *
 * Blank lines (clean.blank) are counted, not listed. Identical texts are listed once with their count and
 * first location; `--all` lists every occurrence.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Book } from '../src/model/book.ts';
import { DiagnosticsCollector, type Dropped } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { dedupeChapters } from '../src/stages/dedupe.ts';
import type { StageContext } from '../src/stages/context.ts';

const args = process.argv.slice(2);
const corpus = resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/corpus');
const only = args.includes('--rule') ? args[args.indexOf('--rule') + 1] : undefined;
const all = args.includes('--all');

/** Drops that are not a judgement about text: blanks, and whole duplicate chapters (listed by dedupe's warnings). */
const UNLISTED = new Set(['clean.blank']);

const byRule = new Map<string, { texts: Map<string, { n: number; first: string }>; lines: number }>();
/** Entries per novel and rule (blank lines included), for the table of drops per novel. */
const perNovel = new Map<string, Map<string, number>>();
let files = 0;
for (const novel of readdirSync(corpus).sort()) {
  const dir = join(corpus, novel);
  if (!statSync(dir).isDirectory()) continue;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.txt')) continue;
    files++;
    const report = new DiagnosticsCollector();
    const ctx: StageContext = { settings: { scripts: ['zh-Hans', 'zh-Hant'] } };
    const { chapters } = ingestBytes(readFileSync(join(dir, name)), { path: name }, report);
    let book: Book = { meta: { title: novel, author: '', slug: novel }, chapters };
    for (const stage of [cleanBook, dedupeChapters]) {
      const staged = stage(book, ctx);
      book = staged.book;
      report.absorb(staged.diagnostics);
    }
    for (const d of report.dropped) add(`${novel}/${name}`, d);
    const counts = perNovel.get(novel) ?? new Map<string, number>();
    for (const d of report.dropped) counts.set(d.reason, (counts.get(d.reason) ?? 0) + 1);
    perNovel.set(novel, counts);
  }
}

function add(file: string, d: Dropped): void {
  let entry = byRule.get(d.reason);
  if (!entry) byRule.set(d.reason, (entry = { texts: new Map(), lines: 0 }));
  entry.lines++;
  const text = d.text.trim();
  const seen = entry.texts.get(text);
  const where = `${file}:${d.line}`;
  if (seen) {
    seen.n++;
    if (all) seen.first += `, ${d.line}`;
  } else entry.texts.set(text, { n: 1, first: where });
}

console.log(`${files} files under ${corpus}\n`);
console.log('dropped by rule (entries, distinct texts):');
for (const [rule, e] of [...byRule].sort((a, b) => b[1].lines - a[1].lines))
  console.log(`  ${rule.padEnd(28)} ${String(e.lines).padStart(6)}  ${e.texts.size}`);
console.log('\ndropped per novel (all its files; blank lines not counted):');
for (const [novel, counts] of perNovel) {
  const listed = [...counts].filter(([rule]) => !UNLISTED.has(rule)).sort((a, b) => b[1] - a[1]);
  const total = listed.reduce((n, [, c]) => n + c, 0);
  console.log(`  ${novel.padEnd(12)} ${String(total).padStart(5)}  ${listed.map(([r, c]) => `${r} ${c}`).join(', ')}`);
}
for (const [rule, e] of [...byRule].sort((a, b) => a[0].localeCompare(b[0]))) {
  if (UNLISTED.has(rule) || (only && rule !== only)) continue;
  console.log(`\n## ${rule} (${e.lines})`);
  for (const [text, { n, first }] of [...e.texts].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0])))
    console.log(`  ${String(n).padStart(4)}× ${JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text)}  (${first})`);
}
