import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateBook } from '../helpers/dirty-books.ts';
import { WILD_LINE_JUNK, WILD_NOTES, WILD_SPAN_JUNK } from '../helpers/dirty-books-wild.ts';
import { WILD2_LINE_JUNK, WILD2_NOTES, WILD2_SPAN_JUNK } from '../helpers/dirty-books-wild2.ts';
import { WILD3_LINE_JUNK, WILD3_NOTES, WILD3_SPAN_JUNK } from '../helpers/dirty-books-wild3.ts';
import { WILD4_LINE_JUNK, WILD4_NOTES, WILD4_SPAN_JUNK } from '../helpers/dirty-books-wild4.ts';
import { WILD5_LINE_JUNK, WILD5_NOTES, WILD5_SPAN_JUNK } from '../helpers/dirty-books-wild5.ts';
import { WILD6_HEADINGS, WILD6_HTML, WILD6_LINE_JUNK, WILD6_NOTES, WILD6_SPAN_JUNK } from '../helpers/dirty-books-wild6.ts';

const wild6Items = (): string[] => [...Object.values(WILD6_LINE_JUNK).flat(), ...Object.values(WILD6_SPAN_JUNK).flat(), ...WILD6_NOTES];

test('the wild6 lists have the wild families, and none is empty', () => {
  assert.deepEqual(Object.keys(WILD6_LINE_JUNK).sort(), Object.keys(WILD_LINE_JUNK).sort());
  assert.deepEqual(Object.keys(WILD6_SPAN_JUNK).sort(), Object.keys(WILD_SPAN_JUNK).sort());
  for (const [family, items] of [...Object.entries(WILD6_LINE_JUNK), ...Object.entries(WILD6_SPAN_JUNK)])
    assert.ok(items.length > 0, `${family} is empty`);
  assert.ok(WILD6_NOTES.length > 0);
  assert.ok(WILD6_HTML.length > 0);
  assert.ok(Object.keys(WILD6_HEADINGS).length > 0);
});

test('no wild6 item is blank, repeated, or also in the wild, wild2, wild3, wild4 or wild5 lists (after trimming)', () => {
  const items = wild6Items();
  for (const item of items) assert.equal(item, item.trim(), `untrimmed: ${JSON.stringify(item)}`);
  assert.ok(items.every((item) => item.length > 0));
  // A note's lines are items too: none of them may be blank.
  for (const note of WILD6_NOTES) for (const line of note.split('\n')) assert.ok(line.trim().length > 0, `blank line in ${note}`);
  const repeated = items.filter((item, i) => items.indexOf(item) !== i);
  assert.deepEqual(repeated, []);
  const earlier = new Set(
    [
      ...Object.values(WILD_LINE_JUNK).flat(),
      ...Object.values(WILD_SPAN_JUNK).flat(),
      ...WILD_NOTES,
      ...Object.values(WILD2_LINE_JUNK).flat(),
      ...Object.values(WILD2_SPAN_JUNK).flat(),
      ...WILD2_NOTES,
      ...Object.values(WILD3_LINE_JUNK).flat(),
      ...Object.values(WILD3_SPAN_JUNK).flat(),
      ...WILD3_NOTES,
      ...Object.values(WILD4_LINE_JUNK).flat(),
      ...Object.values(WILD4_SPAN_JUNK).flat(),
      ...WILD4_NOTES,
      ...Object.values(WILD5_LINE_JUNK).flat(),
      ...Object.values(WILD5_SPAN_JUNK).flat(),
      ...WILD5_NOTES,
    ].map((item) => item.trim()),
  );
  assert.deepEqual(
    items.filter((item) => earlier.has(item.trim())),
    [],
  );
});

test('the wild6 split generates books from its own lists only', () => {
  const pool = { lines: ['天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。'], decoys: ['他在书店里翻到第三页。'] };
  const own = new Set(wild6Items());
  for (let seed = 0; seed < 20; seed++) {
    const book = generateBook(`wild6-${seed}`, { seed, split: 'wild6', pool });
    assert.equal(book.text.split('\n').length, book.labels.length + 1);
    for (const label of book.labels) {
      if (label.kind === 'junk') assert.ok(own.has(label.text), `not a wild6 line: ${label.text}`);
      if (label.kind === 'mixed' && label.junk) assert.ok(own.has(label.junk), `not a wild6 span: ${label.junk}`);
      if (label.kind === 'note') assert.ok(WILD6_NOTES.some((note) => note.split('\n').includes(label.text)));
    }
  }
});

test('the wild6 heading shapes give one line holding the number, and the HTML remnants keep the story line whole', () => {
  const cn = (n: number) => ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'][n] ?? String(n);
  for (const [name, shape] of Object.entries(WILD6_HEADINGS)) {
    const h = shape(7, '标题', cn);
    assert.equal(h, h.trim(), `${name} is not trimmed`);
    assert.ok(!h.includes('\n'), `${name} spans lines`);
    assert.ok(h.includes('七'), `${name} lost the number`);
  }
  for (const wrap of WILD6_HTML) assert.ok(wrap('天地玄黄，宇宙洪荒。').includes('天地玄黄，宇宙洪荒。'));
});
