/** Tests pagination: widow control, one-line pages, recto openers and the contents page count (LB-8, PARA-6). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutChapter, paginate } from '../../src/render/pdf/paginate.ts';
import { geometryOf } from '../../src/render/pdf/geometry.ts';
import type { BodyItem, ChapterLayout } from '../../src/render/pdf/layout.ts';
import type { Template } from '../../src/config/template.ts';
import type { ComposedParagraph } from '../../src/typeset/compose.ts';

const MM = 72 / 25.4;
const TEMPLATE: Template = {
  name: 't',
  page: { width: 148 * MM, height: 210 * MM },
  margins: { top: 20 * MM, bottom: 22 * MM, inner: 24 * MM, outer: 148 * MM - 24 * MM - 283.5 },
  bodySize: 10.5,
  leading: 18,
  indent: 2,
  charsPerLine: 27,
  prohibition: 'basic',
  compression: { 'zh-Hans': 'gb', 'zh-Hant': 'tw-solid', 'zh-Hant-HK': 'gb' },
  headingSize: 16,
  chapterOpener: 'page',
  runningHeads: true,
  toc: true,
  writingMode: 'horizontal',
  embedFonts: false,
  epubCss: '',
};

/** Items for paragraphs of the given line counts (the composed text itself does not matter here). */
function items(...sizes: number[]): BodyItem[] {
  const para = {} as ComposedParagraph;
  return sizes.flatMap((n) =>
    Array.from({ length: n }, (_, line) => ({
      kind: 'text' as const,
      para,
      line,
      style: 'body' as const,
      first: line === 0,
      last: line === n - 1,
    })),
  );
}

test('PARA-5: the classic A5 template holds 26 lines of 27 characters', () => {
  const g = geometryOf(TEMPLATE);
  assert.equal(g.slots, 26);
  assert.equal(g.measure, 283.5);
  assert.equal(g.noteMeasureEm * g.noteSize, g.measure);
});

test('LB-8: a page never begins with the last line of a paragraph that started on the page before', () => {
  // 10 slots a page; shifting the first paragraph's length moves every page break through every position.
  for (let first = 1; first <= 12; first++) {
    const list = items(first, 2, 5, 3, 4, 2, 6);
    const ranges = cutChapter(list, 10, 0);
    for (const [from] of ranges.slice(1)) {
      const it = list[from];
      assert.ok(
        !(it.kind === 'text' && it.last && !it.first),
        `first=${first}: page starts with a widow at ${from} (${JSON.stringify(ranges)})`,
      );
    }
    assert.equal(ranges.at(-1)![1], list.length);
  }
});

test('LB-8: a chapter never ends with a page holding a single line', () => {
  for (let n = 2; n <= 40; n++) {
    const ranges = cutChapter(items(n), 10, 4);
    const [from, to] = ranges.at(-1)!;
    assert.ok(ranges.length === 1 || to - from >= 2, `${n} lines: ${JSON.stringify(ranges)}`);
  }
});

function chapter(index: number, lines: number, volume?: string): ChapterLayout {
  return {
    chapter: { id: `c${index}`, title: `第${index + 1}章`, script: 'zh-Hans', blocks: [], sources: [], ...(volume ? { volume } : {}) },
    index,
    heading: [],
    headingSlots: 5,
    items: items(lines),
  };
}

test('PARA-6: with chapterOpener recto every chapter opens on an odd page, and the contents point at those pages', () => {
  const chapters = [chapter(0, 30), chapter(1, 5), chapter(2, 50)];
  const tocEntries = chapters.map((c) => ({ kind: 'chapter' as const, title: c.chapter.title, chapter: c.index, lines: 1 }));
  const p = paginate(chapters, {
    geometry: geometryOf({ ...TEMPLATE, chapterOpener: 'recto' }),
    template: { ...TEMPLATE, chapterOpener: 'recto' },
    tocEntries,
    tocHeadingSlots: 6,
  });
  const openers = p.pages.filter((pg) => pg.kind === 'chapter' && pg.opener).map((pg) => pg.number);
  assert.deepEqual(
    openers.map((n) => n % 2),
    [1, 1, 1],
  );
  assert.deepEqual(
    p.toc.map((e) => e.page),
    openers,
  );
  assert.deepEqual(
    p.pages.map((pg) => pg.number),
    p.pages.map((_, i) => i + 1),
  );
});

test('the contents take as many pages as their lines need, and the first chapter still opens on a recto', () => {
  const chapters = Array.from({ length: 60 }, (_, i) => chapter(i, 3));
  const tocEntries = chapters.map((c) => ({ kind: 'chapter' as const, title: c.chapter.title, chapter: c.index, lines: 1 }));
  const p = paginate(chapters, { geometry: geometryOf(TEMPLATE), template: TEMPLATE, tocEntries, tocHeadingSlots: 6 });
  const toc = p.pages.filter((pg) => pg.kind === 'toc');
  assert.equal(toc.length, 3); // 20 + 26 + 14 entries
  const first = p.pages.find((pg) => pg.kind === 'chapter')!;
  assert.equal(first.number % 2, 1);
});
