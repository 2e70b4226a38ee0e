import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingest, ingestBytes } from '../../src/ingest/index.ts';
import { reconcile } from '../../src/ingest/accounting.ts';
import { readImage, resolveImagePath } from '../../src/ingest/images.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { InputError } from '../../src/errors.ts';
import { blockText, type Book } from '../../src/model/book.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { dedupeChapters } from '../../src/stages/dedupe.ts';
import { verseStage } from '../../src/stages/verse.ts';
import { run } from '../helpers/stages.ts';

const ALL = new URL('../fixtures/books/markdown-all/', import.meta.url).pathname;

function ingestText(md: string, path = 'book.md') {
  const report = new DiagnosticsCollector();
  const file = ingestBytes(Buffer.from(md), { path }, report);
  return { ...file, report };
}

test('MD-5: a file with several # headings is a whole book: one chapter per heading, front-matter title and author for the book', () => {
  const { chapters, frontMatter, report } = ingestText(
    '---\ntitle: 书坊\nauthor: 林小满\ndate: 2024-01-01\n---\n\n前言的话。\n\n# 第一章 雨夜\n\n正文一。\n\n# 第二章 风起\n\n正文二。\n',
  );
  assert.deepEqual(
    chapters.map((c) => [c.title, c.number, c.headingSource?.line, c.blocks.map(blockText)]),
    [
      ['书坊', undefined, undefined, ['前言的话。']],
      ['第一章　雨夜', 1, 9, ['正文一。']],
      ['第二章　风起', 2, 13, ['正文二。']],
    ],
  );
  assert.deepEqual(frontMatter, { title: '书坊', author: '林小满' });
  assert.deepEqual(report.warnings, []);
});

test('MD-5: a # volume heading with nothing under it names the volume of the chapters after it and is consumed', () => {
  const { chapters, report } = ingestText('# 第一卷 起\n\n# 第一章 甲\n\n文。\n\n# 第二章 乙\n\n文。\n');
  assert.deepEqual(
    chapters.map((c) => [c.title, c.volume]),
    [
      ['第一章　甲', '第一卷　起'],
      ['第二章　乙', '第一卷　起'],
    ],
  );
  const [account] = reconcile(chapters, report);
  assert.ok(account.balanced, JSON.stringify(account));
  assert.equal(account.consumed, 1);
});

test('MD-5: a chapter file keeps its own front matter; a plain 第N章 first line titles it as in a .txt', () => {
  const a = ingestText('---\ntitle: 第三章 夜\nnumber: 3\norder: 7\nvolume: 上卷\n---\n正文。\n', 'c.md').chapters;
  assert.deepEqual(
    a.map((c) => [c.title, c.number, c.order, c.volume]),
    [['第三章 夜', 3, 7, '上卷']],
  );
  const b = ingestText('第四章　风\n\n正文。\n', 'd.md').chapters;
  assert.deepEqual(
    b.map((c) => [c.title, c.number, c.headingSource?.line, c.blocks.length]),
    [['第四章　风', 4, 1, 1]],
  );
});

test('MD-7: a footnote goes to the chapter that cites it, wherever it is defined', () => {
  const { chapters } = ingestText('# 第一章\n\n甲[^x]。\n\n# 第二章\n\n乙[^y]。\n\n[^y]: 注乙。\n\n[^x]: 注甲。\n');
  assert.deepEqual(
    chapters.map((c) => c.blocks.filter((b) => b.kind === 'footnote').map(blockText)),
    [['注甲。'], ['注乙。']],
  );
});

test('MD-7: a footnote nobody cites is dropped with W_MARKDOWN_NOTE, and its lines are accounted for', () => {
  const { chapters, report } = ingestText('正文。\n\n[^lost]: 没人引用。\n    第二段。\n\n[site]: https://example.org\n');
  assert.deepEqual(
    report.warnings.map((w) => w.code),
    ['W_MARKDOWN_NOTE'],
  );
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'markdown.unused-note').map((d) => d.line),
    [3, 4],
  );
  const [account] = reconcile(chapters, report);
  assert.deepEqual([account.balanced, account.consumed], [true, 1], JSON.stringify(account));
});

test('every line of the markdown-all fixture is kept, consumed or dropped, through clean, dedupe and verse', async () => {
  const files = ['chapters/01-yu-ye.md', 'chapters/02-feng-qi.md'].map((path) => ({ path }));
  const ingested = await ingest({ root: ALL, files });
  const report = new DiagnosticsCollector();
  report.absorb(ingested.diagnostics);
  let book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters: ingested.chapters };
  for (const stage of [cleanBook, dedupeChapters, verseStage]) book = run(stage, book, report);
  const accounts = reconcile(book.chapters, report);
  for (const [i, a] of accounts.entries()) {
    const lines = readFileSync(join(ALL, files[i].path), 'utf8').split('\n').length - 1;
    assert.deepEqual([a.path, a.lines, a.missing, a.balanced], [files[i].path, lines, [], true]);
  }
  // No Markdown syntax is left in the text of any block.
  const text = book.chapters.flatMap((c) => c.blocks.map(blockText)).join('\n');
  for (const syntax of ['**', '![', '[^', '## ', '<span', '{巷']) assert.ok(!text.includes(syntax), syntax);
});

test('MD-6: image paths resolve from the Markdown file into the book folder; web, absolute and escaping paths fail with file and line', () => {
  const at = { path: 'chapters/01.md', line: 5 };
  assert.equal(resolveImagePath('../images/map.png', 'chapters/01.md', at), 'images/map.png');
  assert.equal(resolveImagePath('pic/%E5%9B%BE%201.png', 'chapters/01.md', at), 'chapters/pic/图 1.png');
  for (const [src, message] of [
    ['https://example.org/a.png', /not a file in the book folder/],
    ['/etc/a.png', /absolute path/],
    ['../../a.png', /outside the book folder/],
  ] as const) {
    assert.throws(
      () => resolveImagePath(src, 'chapters/01.md', at),
      (e: unknown) => e instanceof InputError && e.file === 'chapters/01.md' && e.line === 5 && message.test(e.message),
      src,
    );
  }
});

test('MD-6: an image is sniffed from its bytes; a missing file or a GIF fails naming the Markdown file and line', () => {
  const root = mkdtempSync(join(tmpdir(), 'shufang-img-'));
  mkdirSync(join(root, 'images'));
  writeFileSync(join(root, 'images/photo.png'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
  writeFileSync(join(root, 'images/anim.gif'), Buffer.from('GIF89a....'));
  const at = { path: 'c.md', line: 3 };
  assert.deepEqual(
    (({ mediaType, extension }) => [mediaType, extension])(readImage(root, 'images/photo.png', at)),
    ['image/jpeg', 'jpg'],
    'a JPEG named .png is a JPEG',
  );
  assert.equal(readImage(ALL, 'images/map.png', at).mediaType, 'image/png');
  for (const [src, message] of [
    ['images/none.png', /does not exist/],
    ['images/anim.gif', /is a GIF file/],
  ] as const) {
    assert.throws(
      () => readImage(root, src, at),
      (e: unknown) => e instanceof InputError && e.file === 'c.md' && e.line === 3 && message.test(e.message),
      src,
    );
  }
});

test('MD-6: ingest checks every image before rendering', async () => {
  const root = mkdtempSync(join(tmpdir(), 'shufang-img-'));
  writeFileSync(join(root, 'c.md'), '# 第一章\n\n正文。\n\n![图](missing.png)\n');
  await assert.rejects(
    ingest({ root, files: [{ path: 'c.md' }] }),
    (e: unknown) => e instanceof InputError && e.file === 'c.md' && e.line === 5,
  );
});
