import { test } from 'node:test';
import { WILD6_HEADINGS, WILD6_HTML, WILD6_LINE_JUNK, WILD6_NOTES, WILD6_SPAN_JUNK } from '../helpers/dirty-books-wild6.ts';
import { assertFamilies, assertOwnBooks, assertShapes, assertUnique, harvestsBefore, type Harvest } from '../helpers/harvest-checks.ts';

const wild6: Harvest = {
  lineJunk: WILD6_LINE_JUNK,
  spanJunk: WILD6_SPAN_JUNK,
  notes: WILD6_NOTES,
  html: WILD6_HTML,
  headings: WILD6_HEADINGS,
};

test('the wild6 lists have the wild families, and none is empty', () => assertFamilies(wild6));

test('no wild6 item is blank, repeated, or also in the wild, wild2, wild3, wild4 or wild5 lists (after trimming)', () =>
  assertUnique(wild6, harvestsBefore(6)));

test('the wild6 split generates books from its own lists only', () => assertOwnBooks('wild6', wild6));

test('the wild6 heading shapes give one line holding the number, and the HTML remnants keep the story line whole', () =>
  assertShapes(wild6));
