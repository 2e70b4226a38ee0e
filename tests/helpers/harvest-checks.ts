/** The checks every harvested wild list passes (its families, its items' uniqueness, the books drawn from it), written once. */
import assert from 'node:assert/strict';
import { generateBook, type Split } from './dirty-books.ts';
import { WILD_LINE_JUNK, WILD_NOTES, WILD_SPAN_JUNK } from './dirty-books-wild.ts';
import { WILD2_LINE_JUNK, WILD2_NOTES, WILD2_SPAN_JUNK } from './dirty-books-wild2.ts';
import { WILD3_LINE_JUNK, WILD3_NOTES, WILD3_SPAN_JUNK } from './dirty-books-wild3.ts';
import { WILD4_LINE_JUNK, WILD4_NOTES, WILD4_SPAN_JUNK } from './dirty-books-wild4.ts';
import { WILD5_LINE_JUNK, WILD5_NOTES, WILD5_SPAN_JUNK } from './dirty-books-wild5.ts';
import { WILD6_LINE_JUNK, WILD6_NOTES, WILD6_SPAN_JUNK } from './dirty-books-wild6.ts';
import { WILD7_LINE_JUNK, WILD7_NOTES, WILD7_SPAN_JUNK } from './dirty-books-wild7.ts';

/** One harvest's lists, as a dirty-books-wildN.ts exports them. */
export interface Harvest {
  lineJunk: Record<string, readonly string[]>;
  spanJunk: Record<string, readonly string[]>;
  notes: readonly string[];
  html: readonly ((story: string) => string)[];
  headings: Record<string, (n: number, title: string, cn: (n: number) => string) => string>;
}

/** Every junk item and note of a harvest. */
export const harvestItems = (h: Pick<Harvest, 'lineJunk' | 'spanJunk' | 'notes'>): string[] => [
  ...Object.values(h.lineJunk).flat(),
  ...Object.values(h.spanJunk).flat(),
  ...h.notes,
];

/** The harvests in order (wild, wild2 …, wild7): a new one is checked against those before it (harvestsBefore). */
const HARVESTS = [
  { lineJunk: WILD_LINE_JUNK, spanJunk: WILD_SPAN_JUNK, notes: WILD_NOTES },
  { lineJunk: WILD2_LINE_JUNK, spanJunk: WILD2_SPAN_JUNK, notes: WILD2_NOTES },
  { lineJunk: WILD3_LINE_JUNK, spanJunk: WILD3_SPAN_JUNK, notes: WILD3_NOTES },
  { lineJunk: WILD4_LINE_JUNK, spanJunk: WILD4_SPAN_JUNK, notes: WILD4_NOTES },
  { lineJunk: WILD5_LINE_JUNK, spanJunk: WILD5_SPAN_JUNK, notes: WILD5_NOTES },
  { lineJunk: WILD6_LINE_JUNK, spanJunk: WILD6_SPAN_JUNK, notes: WILD6_NOTES },
  { lineJunk: WILD7_LINE_JUNK, spanJunk: WILD7_SPAN_JUNK, notes: WILD7_NOTES },
];

/** The harvests before wildN (wild is the first, wild2 the second …). */
export const harvestsBefore = (n: number) => HARVESTS.slice(0, n - 1);

/** The harvest has the wild families, none of them empty, and notes, HTML remnants and heading shapes. */
export function assertFamilies(h: Harvest): void {
  assert.deepEqual(Object.keys(h.lineJunk).sort(), Object.keys(WILD_LINE_JUNK).sort());
  assert.deepEqual(Object.keys(h.spanJunk).sort(), Object.keys(WILD_SPAN_JUNK).sort());
  for (const [family, items] of [...Object.entries(h.lineJunk), ...Object.entries(h.spanJunk)])
    assert.ok(items.length > 0, `${family} is empty`);
  assert.ok(h.notes.length > 0);
  assert.ok(h.html.length > 0);
  assert.ok(Object.keys(h.headings).length > 0);
}

/** No item is blank, untrimmed or repeated, no note has a blank line, and none is in an earlier harvest (after trimming). */
export function assertUnique(h: Harvest, earlier: readonly Pick<Harvest, 'lineJunk' | 'spanJunk' | 'notes'>[]): void {
  const items = harvestItems(h);
  for (const item of items) assert.equal(item, item.trim(), `untrimmed: ${JSON.stringify(item)}`);
  assert.ok(items.every((item) => item.length > 0));
  // A note's lines are items too: none of them may be blank.
  for (const note of h.notes) for (const line of note.split('\n')) assert.ok(line.trim().length > 0, `blank line in ${note}`);
  const repeated = items.filter((item, i) => items.indexOf(item) !== i);
  assert.deepEqual(repeated, []);
  const seen = new Set(earlier.flatMap(harvestItems).map((item) => item.trim()));
  assert.deepEqual(
    items.filter((item) => seen.has(item.trim())),
    [],
  );
}

/** Books of the split draw their junk lines, glued spans and notes from the harvest's own lists only. */
export function assertOwnBooks(split: Split, h: Harvest): void {
  const pool = { lines: ['天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。'], decoys: ['他在书店里翻到第三页。'] };
  const own = new Set(harvestItems(h));
  for (let seed = 0; seed < 20; seed++) {
    const book = generateBook(`${split}-${seed}`, { seed, split, pool });
    assert.equal(book.text.split('\n').length, book.labels.length + 1);
    for (const label of book.labels) {
      if (label.kind === 'junk') assert.ok(own.has(label.text), `not a ${split} line: ${label.text}`);
      if (label.kind === 'mixed' && label.junk) assert.ok(own.has(label.junk), `not a ${split} span: ${label.junk}`);
      if (label.kind === 'note') assert.ok(h.notes.some((note) => note.split('\n').includes(label.text)));
    }
  }
}

/** Each heading shape gives one trimmed line holding the number (七 or 7), and each HTML remnant keeps the story line whole. */
export function assertShapes(h: Harvest): void {
  const cn = (n: number) => ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'][n] ?? String(n);
  for (const [name, shape] of Object.entries(h.headings)) {
    const line = shape(7, '标题', cn);
    assert.equal(line, line.trim(), `${name} is not trimmed`);
    assert.ok(!line.includes('\n'), `${name} spans lines`);
    // The number may stand in Chinese numerals or in digits (第7章), as the sources print it.
    assert.ok(line.includes('七') || /(^|\D)7(\D|$)/.test(line), `${name} lost the number`);
  }
  for (const wrap of h.html) assert.ok(wrap('天地玄黄，宇宙洪荒。').includes('天地玄黄，宇宙洪荒。'));
}
