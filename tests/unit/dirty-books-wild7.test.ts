import { test } from 'node:test';
import { WILD7_HEADINGS, WILD7_HTML, WILD7_LINE_JUNK, WILD7_NOTES, WILD7_SPAN_JUNK } from '../helpers/dirty-books-wild7.ts';
import { assertFamilies, assertOwnBooks, assertShapes, assertUnique, harvestsBefore, type Harvest } from '../helpers/harvest-checks.ts';

const wild7: Harvest = {
  lineJunk: WILD7_LINE_JUNK,
  spanJunk: WILD7_SPAN_JUNK,
  notes: WILD7_NOTES,
  html: WILD7_HTML,
  headings: WILD7_HEADINGS,
};

test('the wild7 lists have the wild families, and none is empty', () => assertFamilies(wild7));

test('no wild7 item is blank, repeated, or also in the wild, wild2, wild3, wild4, wild5 or wild6 lists (after trimming)', () =>
  assertUnique(wild7, harvestsBefore(7)));

test('the wild7 split generates books from its own lists only', () => assertOwnBooks('wild7', wild7));

test('the wild7 heading shapes give one line holding the number, and the HTML remnants keep the story line whole', () =>
  assertShapes(wild7));
