/** Page starts from the composer to the EPUB: line offsets, prose offsets of rich segments, folios and page labels, markers in rich inlines. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Composer, type GlyphMetrics } from '../../src/typeset/compose.ts';
import { Side } from '../../src/typeset/compose.ts';
import { proseAt, segmentsOf } from '../../src/render/pdf/rich.ts';
import { folioOf, pageLabels, roman } from '../../src/render/pdf/folios.ts';
import { pdfPageStarts } from '../../src/render/pdf/page-starts.ts';
import type { ChapterShape } from '../../src/render/pdf/layout.ts';
import type { Pagination } from '../../src/render/pdf/paginate.ts';
import { PageMarks } from '../../src/render/epub/page-list.ts';
import type { Chapter, Inline } from '../../src/model/book.ts';
import { chapterXhtml } from '../../src/render/epub/xhtml.ts';
import { br, em, ref, ruby, t } from '../helpers/rich-book.ts';

const full: GlyphMetrics = { advance: (cp) => (cp === 0x110000 ? 2 : cp < 0x2e80 ? 0.5 : 1), blankSide: () => Side.NONE };
const composer = (measure: number) => new Composer({ measure, indent: 2, prohibition: 'basic', compression: 'gb', metrics: full });

test('lineOffsets: each line begins at its first glyph’s UTF-16 offset, past —— pairs, astral characters and zero-width ones', () => {
  const c = composer(5);
  // 2 em indent: line 1 holds 3 em, then 5 em per line. 𠀀 is two UTF-16 units, U+200B has no glyph, —— is one 2 em glyph.
  const text = '甲乙丙\u200b丁——戊𠀀己庚辛壬癸';
  const lines = c.countLines(text);
  const offsets = c.lineOffsets();
  assert.equal(offsets.length, lines);
  assert.equal(offsets[0], 0);
  const composed = c.compose(text);
  for (let l = 1; l < lines; l++) {
    const first = composed.codes[composed.lineStart[l]];
    const at = text.codePointAt(offsets[l])!;
    assert.ok(first === 0x110000 ? at === 0x2014 : first === at, `line ${l} starts at offset ${offsets[l]} (${String.fromCodePoint(at)})`);
  }
  assert.ok(offsets.every((o, i) => i === 0 || o > offsets[i - 1]));
});

test('proseAt: note marks add no prose, ruby counts its base, a segment after a line break starts at its own offset', () => {
  let n = 0;
  const segs = segmentsOf([t('　　甲乙'), ref('a'), em(t('丙丁')), ruby('戊', 'wù'), br, t('己庚')], () => ({ number: ++n, first: true }));
  assert.equal(segs.length, 2);
  const [a, b] = segs;
  assert.equal(a.text, '甲乙1丙丁戊');
  assert.equal(a.at, 2, 'the two U+3000 of the source indent are prose the PDF drops');
  assert.equal(proseAt(a, 0), 2);
  assert.equal(proseAt(a, 2), 4, 'before the mark');
  assert.equal(proseAt(a, 3), 4, 'after the mark: the same prose offset');
  assert.equal(proseAt(a, 5), 6);
  assert.equal(proseAt(a, a.text.length), 7);
  assert.equal(b.text, '己庚');
  assert.equal(proseAt(b, 1), 8);
});

test('folios: roman front matter, the body from 1; /PageLabels name the cover and start r and D where they begin', () => {
  assert.deepEqual([1, 4, 9, 14, 40, 1994].map(roman), ['i', 'iv', 'ix', 'xiv', 'xl', 'mcmxciv']);
  const p = { bodyStart: 5, pages: Array.from({ length: 9 }, (_, i) => ({ kind: 'blank' as const, number: i + 1 })) };
  assert.deepEqual(
    [1, 4, 5, 6, 9].map((n) => folioOf(p, n)),
    ['i', 'iv', '1', '2', '5'],
  );
  const labels = pageLabels(p, true).Nums;
  assert.equal(labels[0], 0);
  assert.equal(String((labels[1] as { P: unknown }).P), '封面');
  assert.deepEqual(labels.slice(2), [1, { S: 'r' }, 5, { S: 'D' }]);
  assert.deepEqual(pageLabels(p, false).Nums, [0, { S: 'r' }, 4, { S: 'D' }]);
});

test('pdfPageStarts: openers before the heading, mid-chapter pages at their first line, an ornament at the text before it, a blank page with the next', () => {
  const pagination = {
    bodyStart: 5,
    pages: [
      { kind: 'title', number: 1 },
      { kind: 'blank', number: 2 },
      { kind: 'toc', number: 3, first: true, from: 0, to: 2 },
      { kind: 'blank', number: 4 },
      { kind: 'chapter', number: 5, chapter: 0, opener: true, from: 0, to: 3, startSlot: 4 },
      { kind: 'chapter', number: 6, chapter: 0, opener: false, from: 3, to: 5, startSlot: 0 },
      { kind: 'chapter', number: 7, chapter: 0, opener: false, from: 5, to: 6, startSlot: 0 },
      { kind: 'blank', number: 8 },
      { kind: 'chapter', number: 9, chapter: 1, opener: true, from: 0, to: 1, startSlot: 4 },
    ],
  } as unknown as Pagination;
  const chapters = [
    // items 0–3: a paragraph of four lines; item 4: an ornament; item 5: the next paragraph's first line.
    {
      index: 0,
      sources: [
        { item: 0, path: [0], lines: [0, 20, 45, 70], end: 80 },
        { item: 5, path: [2], lines: [0], end: 9 },
      ],
    },
    { index: 1, sources: [] },
  ] as unknown as ChapterShape[];
  const starts = pdfPageStarts(pagination, chapters, { cover: true, source: 'x' });
  assert.deepEqual(
    starts.pages.map((p) => [p.page, p.folio, p.target]),
    [
      [6, '1', { at: 'chapter', chapter: 0 }],
      [7, '2', { at: 'text', chapter: 0, path: [0], offset: 70 }],
      [8, '3', { at: 'text', chapter: 0, path: [2], offset: 0 }],
      [9, '4', { at: 'chapter', chapter: 1 }],
      [10, '5', { at: 'chapter', chapter: 1 }],
    ],
  );
  const ornament = pdfPageStarts(
    { ...pagination, pages: [pagination.pages[4], { ...pagination.pages[5], from: 4 }] } as Pagination,
    chapters,
    {
      cover: false,
      source: 'x',
    },
  );
  assert.deepEqual(ornament.pages[1].target, { at: 'text', chapter: 0, path: [0], offset: 80 }, 'after the paragraph before the ornament');
});

test('PageMarks: a marker goes at the prose offset inside emphasis and code, before a ruby it would split, after a note mark', () => {
  const content: Inline[] = [t('甲乙'), em(t('丙丁')), ruby('戊己', 'wù jǐ'), ref('a'), { kind: 'code', text: 'ab' }];
  const chapter: Chapter = {
    id: 'c0001',
    title: '第一章',
    script: 'zh-Hans',
    sources: [],
    blocks: [
      { kind: 'paragraph', content, source: { path: 'x', line: 1 } },
      {
        kind: 'footnote',
        id: 'a',
        blocks: [{ kind: 'paragraph', content: [t('注')], source: { path: 'x', line: 2 } }],
        source: { path: 'x', line: 2 },
      },
    ],
  };
  const at = (offset: number, folio: string) => ({ page: 0, folio, target: { at: 'text' as const, chapter: 0, path: [0], offset } });
  const marks = new PageMarks({
    source: 'x',
    pages: [{ page: 0, folio: '1', target: { at: 'chapter', chapter: 0 } }, at(3, '2'), at(5, '3'), at(6, '4'), at(7, '5'), at(8, '6')],
  });
  const marked = marks.markText(chapter, 0);
  assert.notEqual(marked.blocks, chapter.blocks, 'a copy');
  assert.deepEqual(chapter.blocks[0], { kind: 'paragraph', content, source: { path: 'x', line: 1 } }, 'the book is not changed');
  const body = marks.chapterBody(chapterXhtml(marked).body, 0);
  const span = (n: string) => `<span epub:type="pagebreak" role="doc-pagebreak" id="page-${n}" aria-label="${n}"/>`;
  assert.ok(body.includes(`${span('1')}<h1>`), body);
  assert.ok(body.includes(`甲乙<em>丙${span('2')}丁</em>`), body);
  assert.ok(body.includes(`${span('3')}<ruby>戊己`), 'offset 5 is inside the ruby base: before it');
  assert.ok(body.includes(`<code>a</code>${span('5')}<code>b</code>`), 'code is split around the marker');
  assert.ok(body.includes(`${span('6')}</p>`), 'the end of the block');
  assert.ok(body.includes(`</a>${span('4')}<code>`), 'offset 6 is after the ruby and its note mark');
  assert.match(
    marks.nav('zh-Hans', () => 'c0001.xhtml'),
    /<li><a href="c0001.xhtml#page-3">3<\/a><\/li>/,
  );
});
