/** Tests pagination: widow control, one-line pages, recto openers and the contents page count (LB-8, PARA-6). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutChapter, type Cut, type NoteRoom, paginate } from '../../src/render/pdf/paginate.ts';
import type { LineShape } from '../../src/render/pdf/layout.ts';
import { noteSlots } from '../../src/render/pdf/footnotes.ts';
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
    notes: [],
    footnotes: [],
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

/** Line shapes of paragraphs of the given sizes; `refs` maps an item index to the notes first referenced on it. */
function shapes(sizes: number[], refs: Record<number, number[]> = {}, keep: number[] = []): LineShape[] {
  const out: LineShape[] = [];
  for (const n of sizes)
    for (let line = 0; line < n; line++) {
      const i = out.length;
      out.push({
        kind: 'text',
        first: line === 0,
        last: line === n - 1,
        ...(refs[i] ? { notes: refs[i] } : {}),
        ...(keep.includes(i) ? { keep: true } : {}),
      });
    }
  return out;
}

/** Notes of the given line counts, with the classic A5 geometry's room: k note lines take noteSlots(g, k) body lines. */
function room(lines: number[]): NoteRoom {
  const g = geometryOf(TEMPLATE);
  return { lines, slots: (k) => noteSlots(g, k) };
}

/** Checks what every page of a cut must satisfy: body plus note room within the page, each note beside its reference. */
function assertNotesPlaced(list: LineShape[], cut: Cut[], r: NoteRoom, slots: number, headingSlots: number, label: string): void {
  const seen = new Map<number, number>();
  cut.forEach(([from, to, notes = []], page) => {
    const lines = notes.reduce((n, s) => n + s.to - s.from, 0);
    const room = page === 0 ? slots - headingSlots : slots;
    assert.ok(to - from + r.slots(lines) <= room || to - from <= 1, `${label}: page ${page} overfull: ${JSON.stringify(cut)}`);
    for (const s of notes) {
      assert.equal(s.from, seen.get(s.note) ?? 0, `${label}: note ${s.note} does not continue where it stopped`);
      seen.set(s.note, s.to);
    }
    for (let i = from; i < to; i++) {
      const it = list[i];
      for (const n of (it.kind === 'text' && it.notes) || [])
        assert.ok(
          notes.some((s) => s.note === n && s.from === 0),
          `${label}: note ${n} (referenced on item ${i}) does not start on page ${page}: ${JSON.stringify(cut)}`,
        );
    }
  });
  r.lines.forEach((n, note) => assert.equal(seen.get(note) ?? 0, n, `${label}: note ${note} set ${seen.get(note)} of ${n} lines`));
}

test('RICH-6: every footnote starts at the foot of the page of its reference, and the body shortens to make room', () => {
  const g = geometryOf(TEMPLATE);
  for (let at = 0; at < 40; at += 3) {
    const list = shapes([7, 9, 4, 12, 6, 8, 10, 5], { [at]: [0], [at + 1]: [1], [at + 20]: [2] });
    const r = room([3, 1, 5]);
    const cut = cutChapter(list, g.slots, 5, r);
    assertNotesPlaced(list, cut, r, g.slots, 5, `refs at ${at}`);
    assert.equal(cut.at(-1)![1], list.length);
  }
});

test('RICH-6: a page with a two-line note holds three body lines fewer on the classic grid', () => {
  const g = geometryOf(TEMPLATE);
  assert.equal(noteSlots(g, 0), 0);
  assert.equal(noteSlots(g, 2), 3);
  const list = shapes([60], { 2: [0] });
  const cut = cutChapter(list, g.slots, 0, room([2]));
  assert.deepEqual(cut[0], [0, g.slots - 3, [{ note: 0, from: 0, to: 2 }]]);
  assert.deepEqual(cut[1].slice(0, 2), [g.slots - 3, 2 * g.slots - 3]);
});

test('RICH-6: a note longer than a page can hold starts beside its reference and continues on the next page', () => {
  const g = geometryOf(TEMPLATE);
  const list = shapes([80], { 10: [0] });
  const r = room([40]);
  const cut = cutChapter(list, g.slots, 0, r);
  assertNotesPlaced(list, cut, r, g.slots, 0, 'long note');
  const slices = cut.flatMap(([, , n = []]) => n);
  assert.ok(slices.length >= 2, JSON.stringify(cut));
});

test('RICH-6: without notes the cut is the one pagination always made', () => {
  for (let first = 1; first <= 12; first++) {
    const list = items(first, 2, 5, 3, 4, 2, 6);
    assert.deepEqual(cutChapter(list, 10, 3, undefined), cutChapter(list, 10, 3));
    assert.ok(cutChapter(list, 10, 3).every((c) => c.length === 2));
  }
});

test('RICH-8: a line that keeps with the next (a section head) never ends a page', () => {
  for (let at = 5; at < 40; at++) {
    const list = shapes([3, 8, 5, 9, 7, 6, 4, 8], {}, [at]);
    const cut = cutChapter(list, 10, 0);
    for (const [from, to] of cut.slice(0, -1)) {
      const last = list[to - 1];
      assert.ok(!(last.kind === 'text' && last.keep), `head at ${at} ends page [${from}, ${to}): ${JSON.stringify(cut)}`);
    }
    assert.equal(cut.at(-1)![1], list.length);
  }
});

test('RICH-12: a picture with its caption that does not fit below a chapter head starts the next page instead', () => {
  const picture: LineShape[] = [
    { kind: 'image', keep: true },
    ...Array.from({ length: 6 }, () => ({ kind: 'space' as const, keep: true })),
    { kind: 'text', first: true, last: true },
  ];
  const list = [...picture, ...shapes([12])];
  const cut = cutChapter(list, 10, 5);
  assert.deepEqual(cut[0], [0, 0]);
  assert.deepEqual(cut[1], [0, 10]);
});
