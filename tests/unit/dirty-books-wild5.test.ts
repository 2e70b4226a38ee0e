import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateBook } from '../helpers/dirty-books.ts';
import { WILD_LINE_JUNK, WILD_NOTES, WILD_SPAN_JUNK } from '../helpers/dirty-books-wild.ts';
import { WILD2_LINE_JUNK, WILD2_NOTES, WILD2_SPAN_JUNK } from '../helpers/dirty-books-wild2.ts';
import { WILD3_LINE_JUNK, WILD3_NOTES, WILD3_SPAN_JUNK } from '../helpers/dirty-books-wild3.ts';
import { WILD4_LINE_JUNK, WILD4_NOTES, WILD4_SPAN_JUNK } from '../helpers/dirty-books-wild4.ts';
import { WILD5_HEADINGS, WILD5_HTML, WILD5_LINE_JUNK, WILD5_NOTES, WILD5_SPAN_JUNK } from '../helpers/dirty-books-wild5.ts';

const wild5Items = (): string[] => [...Object.values(WILD5_LINE_JUNK).flat(), ...Object.values(WILD5_SPAN_JUNK).flat(), ...WILD5_NOTES];

test('the wild5 lists have the wild families, and none is empty', () => {
  assert.deepEqual(Object.keys(WILD5_LINE_JUNK).sort(), Object.keys(WILD_LINE_JUNK).sort());
  assert.deepEqual(Object.keys(WILD5_SPAN_JUNK).sort(), Object.keys(WILD_SPAN_JUNK).sort());
  for (const [family, items] of [...Object.entries(WILD5_LINE_JUNK), ...Object.entries(WILD5_SPAN_JUNK)])
    assert.ok(items.length > 0, `${family} is empty`);
  assert.ok(WILD5_NOTES.length > 0);
  assert.ok(WILD5_HTML.length > 0);
  assert.ok(Object.keys(WILD5_HEADINGS).length > 0);
});

test('no wild5 item is blank, repeated, or also in the wild, wild2, wild3 or wild4 lists (after trimming)', () => {
  const items = wild5Items();
  for (const item of items) assert.equal(item, item.trim(), `untrimmed: ${JSON.stringify(item)}`);
  assert.ok(items.every((item) => item.length > 0));
  // A note's lines are items too: none of them may be blank.
  for (const note of WILD5_NOTES) for (const line of note.split('\n')) assert.ok(line.trim().length > 0, `blank line in ${note}`);
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
    ].map((item) => item.trim()),
  );
  assert.deepEqual(
    items.filter((item) => earlier.has(item.trim())),
    [],
  );
});

test('the wild5 split generates books from its own lists only', () => {
  const pool = { lines: ['天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。'], decoys: ['他在书店里翻到第三页。'] };
  const own = new Set(wild5Items());
  for (let seed = 0; seed < 20; seed++) {
    const book = generateBook(`wild5-${seed}`, { seed, split: 'wild5', pool });
    assert.equal(book.text.split('\n').length, book.labels.length + 1);
    for (const label of book.labels) {
      if (label.kind === 'junk') assert.ok(own.has(label.text), `not a wild5 line: ${label.text}`);
      if (label.kind === 'mixed' && label.junk) assert.ok(own.has(label.junk), `not a wild5 span: ${label.junk}`);
      if (label.kind === 'note') assert.ok(WILD5_NOTES.some((note) => note.split('\n').includes(label.text)));
    }
  }
});
