import { test } from 'node:test';
import assert from 'node:assert/strict';
import { orderChapters } from '../../src/stages/order.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, type Chapter, paragraph } from '../../src/model/book.ts';

function ch(source: string, title: string, extra: Partial<Chapter> = {}): Chapter {
  return {
    id: 'x',
    title,
    script: 'zh-Hans',
    sources: [source],
    blocks: [paragraph(title, { path: source, line: 1 })],
    ...extra,
  };
}
function run(chapters: Chapter[]) {
  const report = new DiagnosticsCollector();
  const book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  const { book: out, diagnostics } = orderChapters(book, { settings: { scripts: ['zh-Hans'] } });
  report.absorb(diagnostics);
  return { out, report };
}

test('explicit order beats the chapter number, which beats the file name', () => {
  const { out } = run([ch('b.txt', '第二章', { number: 2 }), ch('a.txt', '第三章', { number: 3 }), ch('c.txt', '第一章', { number: 1 })]);
  assert.deepEqual(
    out.chapters.map((c) => c.title),
    ['第一章', '第二章', '第三章'],
  );
  const explicit = run([
    ch('b.txt', '第二章', { number: 2, order: 2 }),
    ch('a.txt', '第一章', { number: 1, order: 1 }),
    ch('c.txt', '楔子', { order: 3 }),
  ]);
  assert.deepEqual(
    explicit.out.chapters.map((c) => c.title),
    ['第一章', '第二章', '楔子'],
  );
});

test('unnumbered chapters fall back to natural file-name order; 楔子 goes first and 后记 last', () => {
  const { out } = run([ch('10.txt', '十'), ch('2.txt', '二'), ch('x.txt', '后记'), ch('z.txt', '楔子'), ch('1.txt', '一')]);
  assert.deepEqual(
    out.chapters.map((c) => c.title),
    ['楔子', '一', '二', '十', '后记'],
  );
});

test('ids are c0001… in reading order', () => {
  const { out } = run([ch('b.txt', '第二章', { number: 2 }), ch('a.txt', '第一章', { number: 1 })]);
  assert.deepEqual(
    out.chapters.map((c) => c.id),
    ['c0001', 'c0002'],
  );
});

test('W_CHAPTER_GAP names the missing numbers, as ranges in its message', () => {
  const { report } = run([1, 2, 5, 6, 9].map((n) => ch(`${n}.txt`, `第${n}章`, { number: n })));
  const gap = report.warnings.find((w) => w.code === 'W_CHAPTER_GAP')!;
  assert.deepEqual(gap.data, { missing: [3, 4, 7, 8] });
  assert.match(gap.message, /3–4, 7–8$/);
});

test('a huge chapter number is one gap range, not a list of every missing number (第9999999999章, 第一亿章)', () => {
  const { report } = run([1, 2, 9_999_999_999].map((n) => ch(`${n}.txt`, `第${n}章`, { number: n })));
  const gap = report.warnings.find((w) => w.code === 'W_CHAPTER_GAP')!;
  assert.equal((gap.data!.missing as number[]).length, 1000, 'the list stops at 1,000 numbers');
  assert.deepEqual((gap.data!.missing as number[]).slice(0, 3), [3, 4, 5]);
  assert.deepEqual(gap.data?.ranges, [[3, 9_999_999_998]]);
  assert.equal(gap.data?.count, 9_999_999_996);
  assert.match(gap.message, /: 3–9999999998$/);
});

test('gap ranges are capped: the rest are counted in the message', () => {
  const { report } = run(Array.from({ length: 200 }, (_, i) => ch(`${i}.txt`, `第${2 * i + 1}章`, { number: 2 * i + 1 })));
  const gap = report.warnings.find((w) => w.code === 'W_CHAPTER_GAP')!;
  assert.equal((gap.data!.missing as unknown[]).length, 199, 'under 1,000 numbers, all are listed');
  assert.match(gap.message, /… and 149 more range\(s\), 199 numbers in all$/);
});

test('duplicate numbers and backwards numbering in one file are reported', () => {
  const one = (n: number, i: number) => ch('novel.txt', `第${n}章`, { number: n, headingSource: { path: 'novel.txt', line: i * 10 + 1 } });
  const { out, report } = run([1, 2, 4, 3, 3].map(one));
  assert.deepEqual(
    out.chapters.map((c) => c.number),
    [1, 2, 4, 3, 3],
    'a one-file novel keeps its own sequence',
  );
  assert.ok(report.warnings.some((w) => w.code === 'W_DUPLICATE_NUMBER' && w.data?.number === 3));
  assert.ok(report.warnings.some((w) => w.code === 'W_NUMBER_BACKWARDS' && w.source?.line === 31));
});

test('a chapter posted in parts under one number (（上）/（下）, 上/下, the mark after the number) is no duplicate number; another title under it is', () => {
  const at = (title: string, n: number, line: number) => ch('novel.txt', title, { number: n, headingSource: { path: 'novel.txt', line } });
  for (const [a, b] of [
    ['第十二章　雨夜（上）', '第十二章　雨夜（下）'],
    ['第十二章　雨夜　上', '第十二章　雨夜　下'],
    ['第十二章（上）　雨夜', '第十二章（下）　雨夜'],
  ]) {
    const { report } = run([at('第十一章　远行', 11, 1), at(a, 12, 10), at(b, 12, 20), at('第十三章　归来', 13, 30)]);
    assert.deepEqual(
      report.warnings.map((w) => w.code).filter((c) => c !== 'W_CHAPTER_GAP'),
      [],
      a,
    );
  }
  for (const [a, b] of [
    ['第十二章　雨夜（上）', '第十二章　风起（下）'],
    ['第十二章　雨夜（上）', '第十二章　雨夜（上）'],
    ['第十二章　雨夜', '第十二章　雨夜（下）'],
    ['第十二章（上）　雨夜', '第十二章（下）　风起'],
  ]) {
    const { report } = run([at(a, 12, 10), at(b, 12, 20)]);
    assert.ok(
      report.warnings.some((w) => w.code === 'W_DUPLICATE_NUMBER'),
      `${a} / ${b}`,
    );
  }
});

test('report.json writes a run of dropped blank lines as one entry with endLine; other drops stay one a line', async () => {
  const { compactDropped } = await import('../../src/report-json.ts');
  const d = (line: number, text: string, reason = 'clean.blank') => ({ source: 'a.txt', line, text, reason });
  const out = compactDropped([d(1, ''), d(2, '  '), d(3, ''), d(5, ''), d(6, '广告', 'junk.ad'), d(7, '广告', 'junk.ad'), d(8, '')]);
  assert.deepEqual(
    out.map((x) => [x.line, x.endLine ?? null, x.reason]),
    [
      [1, 3, 'clean.blank'],
      [5, null, 'clean.blank'],
      [6, null, 'junk.ad'],
      [7, null, 'junk.ad'],
      [8, null, 'clean.blank'],
    ],
  );
});
