import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ingest, ingestBytes } from '../../src/ingest/index.ts';
import { reconcile } from '../../src/ingest/accounting.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { dedupeChapters } from '../../src/stages/dedupe.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import type { Book, Chapter } from '../../src/model/book.ts';
import { run } from '../helpers/stages.ts';

const dir = fileURLToPath(new URL('../fixtures/ingest/', import.meta.url));
const excerpts = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort();

function prepare(chapters: Chapter[], report: DiagnosticsCollector): Chapter[] {
  const book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  return run(dedupeChapters, run(cleanBook, book, report), report).chapters;
}

test('every input line of every corpus excerpt is kept in a chapter, consumed, or dropped with a reason', () => {
  assert.ok(excerpts.length >= 10);
  for (const name of excerpts) {
    const report = new DiagnosticsCollector();
    const out = prepare(ingestBytes(readFileSync(dir + name), { path: name }, report).chapters, report);
    const [account] = reconcile(out, report);
    const bytes = readFileSync(dir + name, 'latin1');
    assert.equal(account.lines, bytes.split('\n').length - (bytes.endsWith('\n') ? 1 : 0), `${name}: line count`);
    assert.deepEqual(account.missing, [], name);
    assert.ok(account.balanced, name);
    assert.equal(account.kept + account.consumed + account.dropped, account.lines, name);
  }
});

test('the scraped folder reconciles too, including the chapter dropped as a duplicate and the repeated run', async () => {
  const root = dir + 'scraped';
  const report = new DiagnosticsCollector();
  const ingested = await ingest({
    root,
    files: readdirSync(root)
      .sort()
      .map((path) => ({ path })),
  });
  report.absorb(ingested.diagnostics);
  const out = prepare(ingested.chapters, report);
  const accounts = reconcile(out, report);
  assert.equal(accounts.length, 6);
  for (const a of accounts) assert.ok(a.balanced, `${a.path}: missing ${a.missing.join(',')}`);
  assert.deepEqual(accounts.find((a) => a.path === '5b61f0.txt')?.kept, 0);
});

test('each line can be located: kept in chapter X, or dropped with its reason', () => {
  const report = new DiagnosticsCollector();
  const out = prepare(ingestBytes(readFileSync(dir + 'sanguo-gbk-head.txt'), { path: 's.txt' }, report).chapters, report);
  const where = (n: number): string => {
    for (const c of out) {
      if (c.headingSource?.line === n) return `heading of ${c.title}`;
      if (c.blocks.some((b) => b.source.line <= n && n <= (b.source.endLine ?? b.source.line))) return `kept in ${c.title}`;
    }
    return report.dropped.find((d) => d.line === n)?.reason ?? 'nowhere';
  };
  assert.deepEqual([1, 2, 4, 6, 7, 10].map(where), [
    'junk.site-header',
    'junk.disclaimer',
    'junk.content-start',
    'heading of 第一回　宴桃园豪杰三结义　斩黄巾英雄首立功',
    'junk.update-time',
    'kept in 第一回　宴桃园豪杰三结义　斩黄巾英雄首立功',
  ]);
});

test('a line that vanishes without a report entry is caught', () => {
  const report = new DiagnosticsCollector();
  const out = prepare(
    ingestBytes(Buffer.from('第一章 甲\n正文一。\n正文二。\n第二章 乙\n正文三。\n'), { path: 'a.txt' }, report).chapters,
    report,
  );
  const broken = out.map((c, i) => (i === 0 ? { ...c, blocks: c.blocks.slice(1) } : c));
  assert.deepEqual(reconcile(broken, report)[0].missing, [2]);
});

test('a Markdown file reconciles: front matter consumed, blank lines and raw HTML dropped, link definitions consumed, footnotes kept', () => {
  const md = [
    '---',
    'title: 第一章 雨',
    'tags: [a]',
    '---',
    '',
    '正文[^a]，<b>粗</b>[链接][site]。',
    '',
    '<div>',
    '块里的字',
    '</div>',
    '',
    '> 引文，',
    '> 第二行。',
    '',
    '***',
    '',
    '甲，\\',
    '乙。',
    '',
    '[^a]: 注。',
    '',
    '[^b]: 没人引用。',
    '',
    '[site]: https://example.org',
    '',
  ].join('\n');
  const report = new DiagnosticsCollector();
  const out = prepare(ingestBytes(Buffer.from(md), { path: 'c.md' }, report).chapters, report);
  const [account] = reconcile(out, report);
  assert.deepEqual([account.lines, account.missing, account.balanced], [24, [], true], JSON.stringify(account));
  assert.equal(account.consumed, 5, 'front matter (4) and the link definition');
  const reasons = new Map(report.dropped.map((d) => [d.line, d.reason]));
  assert.deepEqual(
    [8, 10, 22].map((n) => reasons.get(n)),
    ['markdown.raw-html', 'markdown.raw-html', 'markdown.unused-note'],
  );
});
