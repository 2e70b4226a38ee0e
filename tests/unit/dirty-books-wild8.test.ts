import { test } from 'node:test';
import { WILD8_HEADINGS, WILD8_HTML, WILD8_LINE_JUNK, WILD8_NOTES, WILD8_SPAN_JUNK } from '../helpers/dirty-books-wild8.ts';
import { assertFamilies, assertOwnBooks, assertShapes, assertUnique, harvestsBefore, type Harvest } from '../helpers/harvest-checks.ts';

const wild8: Harvest = {
  lineJunk: WILD8_LINE_JUNK,
  spanJunk: WILD8_SPAN_JUNK,
  notes: WILD8_NOTES,
  html: WILD8_HTML,
  headings: WILD8_HEADINGS,
};

test('the wild8 lists have the wild families, and none is empty', () => assertFamilies(wild8));

test('no wild8 item is blank, repeated, or also in the wild, wild2, wild3, wild4, wild5, wild6 or wild7 lists (after trimming)', () =>
  assertUnique(wild8, harvestsBefore(8)));

test('the wild8 split generates books from its own lists only', () => assertOwnBooks('wild8', wild8));

test('the wild8 heading shapes give one line holding the number, and the HTML remnants keep the story line whole', () =>
  assertShapes(wild8));
