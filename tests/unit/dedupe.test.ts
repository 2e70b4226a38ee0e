import { test } from 'node:test';
import { run } from '../helpers/stages.ts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dedupeChapters } from '../../src/stages/dedupe.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { ingestBytes } from '../../src/ingest/index.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { findRepeatedRuns } from '../../src/rules/repeats.ts';
import { type Book, type Chapter, type Script, blockText, paragraph } from '../../src/model/book.ts';

function chapter(path: string, title: string, paragraphs: string[], script: Script = 'zh-Hans'): Chapter {
  return {
    id: 'x',
    title,
    script,
    sources: [path],
    headingSource: { path, line: 1 },
    blocks: paragraphs.map((text, i) => paragraph(text, { path, line: i + 2 })),
  };
}
function dedupe(...chapters: Chapter[]) {
  const report = new DiagnosticsCollector();
  const book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  return { out: run(dedupeChapters, book, report).chapters, report };
}
const P = [
  '却说美猴王荣归故里，自剿了混世魔王，夺了一口大刀，逐日操演武艺。',
  '教小猴砍竹为标，削木为刀，治旗幡，打哨子，一进一退，安营下寨。',
  '顽耍多时，忽然静坐处思想道：我等在此，恐作耍成真，或惊动人王。',
  '众猴闻说，个个惊恐道：大王所见甚远，只是无处可取。',
  '正说间，转上四个老猴，两个是赤尻马猴，两个是通背猿猴。',
];

test('seed 002: 59 lines scraped twice (lines 61–119 repeat 2–60, 1-based) are kept once, the repeat dropped line by line', () => {
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(
    readFileSync(new URL('../../seeds/002_5cdebd63ca8c3c85.txt', import.meta.url)),
    { path: '002.txt' },
    report,
  );
  let book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  book = run(dedupeChapters, run(cleanBook, book, report), report);
  const repeats = report.dropped.filter((d) => d.reason === 'dedupe.repeated-run');
  assert.deepEqual([repeats.length, repeats[0].line, repeats[repeats.length - 1].line], [59, 61, 119]);
  assert.equal(book.chapters[0].blocks.length, 60);
  assert.match(report.decisions.find((d) => d.kind === 'dedupe')!.message, /lines 61–119 repeat lines 2–60/);
});

test('CLEAN-6 page joins: [A,B,C]+[C,D] and [A,B,C]+[B,C,D] give [A,B,C,D]', () => {
  assert.deepEqual(findRepeatedRuns(['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc', 'ccccccccccc', 'ddddddddddd']), [
    { first: 2, start: 3, length: 1 },
  ]);
  const { out } = dedupe(chapter('a.txt', '第三回', [P[0], P[1], P[2], P[1], P[2], P[3]]));
  assert.deepEqual(
    out[0].blocks.map((b) => (b.kind === 'sceneBreak' ? '' : blockText(b))),
    [P[0], P[1], P[2], P[3]],
  );
});

test('short lines said twice (dialogue) are not a repeated run', () => {
  assert.deepEqual(findRepeatedRuns(['是', '是', '好的', '好的']), []);
});

test('the same chapter in two files is kept once; W_DUPLICATE_CHAPTER names both files; sources are merged', () => {
  const { out, report } = dedupe(
    chapter('a.txt', '第一回', P),
    chapter('b.txt', '第二回', ['话说那大圣回到花果山，众猴都来拜见，摆开筵席，吃了三日三夜。'.repeat(3)]),
    chapter(
      'c.txt',
      '第一回',
      P.map((p) => `　${p}`),
    ),
  );
  assert.deepEqual(
    out.map((c) => [c.title, c.sources]),
    [
      ['第一回', ['a.txt', 'c.txt']],
      ['第二回', ['b.txt']],
    ],
  );
  const w = report.warnings.find((x) => x.code === 'W_DUPLICATE_CHAPTER')!;
  assert.match(w.message, /c\.txt.*a\.txt/);
  assert.equal(report.dropped.filter((d) => d.reason === 'dedupe.duplicate-chapter' && d.source === 'c.txt').length, P.length + 1);
});

test('a Traditional copy of a Simplified chapter is a near duplicate; the Simplified one stays', () => {
  const hant = [
    '卻說美猴王榮歸故里，自剿了混世魔王，奪了一口大刀，逐日操演武藝。',
    '教小猴砍竹為標，削木為刀，治旗旛，打哨子，一進一退，安營下寨。',
    '頑耍多時，忽然靜坐處思想道：我等在此，恐作耍成真，或驚動人王。',
    '眾猴聞說，個個驚恐道：大王所見甚遠，只是無處可取。',
    '正說間，轉上四個老猴，兩個是赤尻馬猴，兩個是通背猿猴。',
  ];
  const { out, report } = dedupe(
    chapter('t.txt', '第三回', hant, 'zh-Hant'),
    chapter('s.txt', '第三回', P),
    chapter('x.txt', '第四回', ['另一回的正文，毫不相干。'.repeat(8)]),
  );
  assert.deepEqual(
    out.map((c) => c.sources),
    [['s.txt', 't.txt'], ['x.txt']],
  );
  assert.ok(report.warnings.some((w) => w.code === 'W_NEAR_DUPLICATE_CHAPTER' && /t\.txt/.test(w.message)));
});

test('a copy with a few characters changed is a near duplicate (similarity, not a hash)', () => {
  const changed = P.map((p, i) => (i === 2 ? p.replace('静坐', '闲坐') : p));
  const { out, report } = dedupe(chapter('a.txt', '第三回', P), chapter('b.txt', '第三回', changed));
  assert.equal(out.length, 1);
  const w = report.warnings.find((x) => x.code === 'W_NEAR_DUPLICATE_CHAPTER')!;
  assert.ok((w.data!.similarity as number) >= 0.8 && (w.data!.similarity as number) < 1);
});

test('a passage that recurs in another chapter is reported, not removed (a poem quoted twice)', () => {
  const poem = '混沌未分天地乱，茫茫渺渺无人见。自从盘古破鸿蒙，开辟从兹清浊辨。';
  const { out, report } = dedupe(chapter('a.txt', '第一回', [P[0], poem, P[1]]), chapter('b.txt', '第二回', [P[3], poem, P[4]]));
  assert.equal(out[1].blocks.length, 3);
  assert.deepEqual(
    report.warnings.map((w) => [w.code, w.source?.path]),
    [['W_REPEATED_PASSAGE', 'b.txt']],
  );
});

test('a passage repeated inside one paragraph is reported (xiyouji PG ch. 1)', () => {
  const text =
    '又經五千四百歲，子會將終，近丑之會，而逐漸堅實。易曰：大哉乾元，至哉坤元，萬物資生，乃順承天。至此，地始凝結。再五千四百歲，子會將終，近丑之會，而逐漸堅實。易曰：大哉乾元，至哉坤元，萬物資生，乃順承天。';
  const { report } = dedupe(
    chapter('pg.txt', '第一回', [
      '蓋聞天地之數，有十二萬九千六百歲為一元。將一元分為十二會，乃子、丑、寅、卯、辰、巳、午、未、申、酉、戌、亥之十二支也。每會該一萬八百歲。' +
        text,
    ]),
  );
  assert.deepEqual(
    report.warnings.map((w) => w.code),
    ['W_REPEATED_PASSAGE'],
  );
});

test('the same text under two different chapter numbers is reported but both chapters stay', () => {
  const { out, report } = dedupe({ ...chapter('1.txt', '第1章', P), number: 1 }, { ...chapter('2.txt', '第2章', P), number: 2 });
  assert.equal(out.length, 2);
  const w = report.warnings.find((x) => x.code === 'W_DUPLICATE_CHAPTER')!;
  assert.match(w.message, /both are kept/);
  assert.equal(report.dropped.length, 0);
});

/** A whole-novel file whose second chapter's next page comes under its heading again, written `page(2)`. */
function pagedBook(page: (n: number) => string, first = '第二章 山中来客') {
  const lines = ['第一章 雨夜', P[0], P[1], first, P[2], page(2), P[3], P[4], '第三章 归乡', P[0]];
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(lines.join('\n')), { path: 'book.txt' }, report);
  let book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  book = run(dedupeChapters, run(cleanBook, book, report), report);
  return { book, report };
}

test("CLEAN-6 a site's next page under the heading again joins its chapter, whatever the page number looks like", () => {
  const shapes = [
    (p: number) => `第二章 山中来客（${p}/3）`,
    (p: number) => `第二章 山中来客(第${p}/3页)`,
    (p: number) => `第二章 山中来客 第${p}页`,
    (p: number) => `第2章 山中来客（第${p}页）`,
    (p: number) => `第二章 山中来客_${p}`,
    (p: number) => `第二章 山中来客【${p}/3】`,
    (p: number) => `第二章：山中来客 - 第${p}页`,
    (p: number) => `第二章 山中来客 ${p}/3`,
    (p: number) => `第二章 山中来客（${'一二三'[p - 1]}）`,
    () => '第二章 山中来客',
  ];
  for (const shape of shapes) {
    const { book, report } = pagedBook(shape);
    const heading = shape(2);
    assert.deepEqual(
      book.chapters.map((c) => c.title),
      ['第一章　雨夜', '第二章　山中来客', '第三章　归乡'],
      heading,
    );
    assert.deepEqual(book.chapters[1].blocks.map(blockText), [P[2], P[3], P[4]], heading);
    const dropped = report.dropped.filter((d) => d.reason === 'dedupe.next-page');
    assert.deepEqual(
      dropped.map((d) => d.line),
      [6],
      heading,
    );
    assert.match(report.decisions.find((d) => d.kind === 'dedupe')!.message, /is the next page of “第二章　山中来客”/);
  }
});

test('CLEAN-6 a first page numbered (1/2) loses its page number when the next page joins it', () => {
  const { book } = pagedBook((p) => `第二章 山中来客(${p}/2)`, '第二章 山中来客(1/2)');
  assert.deepEqual(
    book.chapters.map((c) => c.title),
    ['第一章　雨夜', '第二章　山中来客', '第三章　归乡'],
  );
});

test('CLEAN-6 a later page whose number does not fit joins the chapter before it, with W_STRAY_PAGE_HEADING', () => {
  for (const heading of ['第十七章 别处的标题（第2/3页）', '第二章 别的标题（2/3）', '第17章 某某 3/5']) {
    const { book, report } = pagedBook(() => heading);
    assert.deepEqual(
      book.chapters.map((c) => c.title),
      ['第一章　雨夜', '第二章　山中来客', '第三章　归乡'],
      heading,
    );
    assert.deepEqual(book.chapters[1].blocks.map(blockText), [P[2], P[3], P[4]], heading);
    assert.equal(report.warnings.filter((w) => w.code === 'W_STRAY_PAGE_HEADING').length, 1, heading);
    assert.deepEqual(
      report.dropped.filter((d) => d.reason === 'dedupe.next-page').map((d) => d.line),
      [6],
      heading,
    );
  }
});

test('CLEAN-6 not pages: another title under the same number, a title ending in digits, a first page, the next number, one text twice', () => {
  // The first page of a chapter whose number has no room between 第二章 and 第三章 is a stray heading line (split).
  const first = pagedBook(() => '第十七章 别处的标题（第1/3页）');
  assert.equal(first.book.chapters.length, 3);
  assert.deepEqual(
    first.report.dropped.filter((d) => d.reason === 'split.out-of-sequence').map((d) => d.line),
    [6],
  );
  for (const heading of ['第二章 别的标题', '第二章 山中来客2046', '第三章 别的标题（2/3）']) {
    const { book, report } = pagedBook(() => heading);
    assert.equal(book.chapters.length, 4, heading);
    assert.equal(report.dropped.filter((d) => d.reason === 'dedupe.next-page').length, 0, heading);
    assert.equal(report.warnings.filter((w) => w.code === 'W_STRAY_PAGE_HEADING').length, 0, heading);
  }
  // The same chapter twice under its heading is a duplicate (the better copy stays), not a page to append.
  const { out, report } = dedupe(
    { ...chapter('a.txt', '第二章 山中来客', P), number: 2 },
    { ...chapter('b.txt', '第二章 山中来客（2/2）', P), number: 2 },
  );
  assert.equal(out.length, 1);
  assert.equal(out[0].blocks.length, P.length);
  assert.equal(report.dropped.filter((d) => d.reason === 'dedupe.next-page').length, 0);
});
