/** What the one-file probes (measure-headings.ts, measure-chapters.ts) share: corpus story lines, and a file's chapters as a user gets them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Chapter } from '../src/model/book.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { dedupeChapters } from '../src/stages/dedupe.ts';
import type { StageContext } from '../src/stages/context.ts';

/** A novel's long prose lines (over 40 characters), without its own 第…回 headings, to fill a probe's chapters. */
export function storyLines(corpus: string, novel: string): string[] {
  return readFileSync(join(corpus, novel), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 40 && !/第.{1,5}回/.test(l));
}

/** Warnings the corpus's own text raises in any book (its private-use and masked characters): not the probe's. */
const TEXT_WARNINGS = new Set(['W_PRIVATE_USE', 'W_CENSORED']);

/** One file of `lines` through ingest, clean and dedupe: its chapters, and the warning codes raised on the way. */
export function chaptersOf(lines: readonly string[], authorNotes: 'keep' | 'drop'): { chapters: Chapter[]; warnings: string[] } {
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(`${lines.join('\n')}\n`), { path: 'book.txt' }, report);
  const ctx: StageContext = { settings: { scripts: ['zh-Hans'], authorNotes } };
  const cleaned = cleanBook({ meta: { title: 'x', author: '', slug: 'x' }, chapters }, ctx);
  const deduped = dedupeChapters(cleaned.book, ctx);
  const codes = JSON.stringify([report.done(), cleaned.diagnostics, deduped.diagnostics]).match(/W_[A-Z_]+/g) ?? [];
  return { chapters: deduped.book.chapters, warnings: [...new Set(codes)].filter((w) => !TEXT_WARNINGS.has(w)) };
}
