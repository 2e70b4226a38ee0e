/**
 * Prints every verse block the verse stage finds in corpus novels, with the paragraph before it, and counts per
 * novel and per rule, so false positives can be read and counted by hand (VERSE-1…4). Usage:
 *   npx tsx scripts/verse-report.ts [CORPUS_DIR] [FILE_PATTERN]   (default ../shared/corpus, *.zhs.utf8.txt)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Book, blockText } from '../src/model/book.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { dedupeChapters } from '../src/stages/dedupe.ts';
import { verseStage } from '../src/stages/verse.ts';
import { verseIntro } from '../src/rules/verse.ts';

const corpus = resolve(process.argv[2] ?? '../shared/corpus');
const pattern = new RegExp(process.argv[3] ?? '\\.zhs\\.utf8\\.txt$');
const ctx = { settings: { scripts: ['zh-Hans', 'zh-Hant'] as const } };
let total = 0;
for (const novel of readdirSync(corpus).sort()) {
  let files: string[];
  try {
    files = readdirSync(join(corpus, novel)).filter((f) => pattern.test(f));
  } catch {
    continue;
  }
  for (const file of files) {
    const report = new DiagnosticsCollector();
    const { chapters } = ingestBytes(readFileSync(join(corpus, novel, file)), { path: file }, report);
    let book: Book = { meta: { title: novel, author: '', slug: novel }, chapters };
    for (const stage of [cleanBook, dedupeChapters, verseStage]) book = stage(book, ctx).book;
    const byRule = new Map<string, number>();
    let n = 0;
    console.log(`\n=== ${novel}/${file}`);
    for (const chapter of book.chapters) {
      chapter.blocks.forEach((b, i) => {
        if (b.kind !== 'verse') return;
        n++;
        const before = i > 0 ? blockText(chapter.blocks[i - 1]) : '';
        const rule = verseIntro(before) ?? 'shape';
        byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
        console.log(`#${n} [${rule}] ${chapter.title.slice(0, 12)} line ${b.source.line}  …${before.slice(-16)}`);
        for (const line of blockText(b).split('\n')) console.log(`    ${line}`);
      });
    }
    total += n;
    console.log(`--- ${novel}/${file}: ${n} verse blocks (${[...byRule].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  }
}
console.log(`\n${total} verse blocks in all`);
