import { test } from 'node:test';
import { WILD5_HEADINGS, WILD5_HTML, WILD5_LINE_JUNK, WILD5_NOTES, WILD5_SPAN_JUNK } from '../helpers/dirty-books-wild5.ts';
import { assertFamilies, assertOwnBooks, assertUnique, harvestsBefore, type Harvest } from '../helpers/harvest-checks.ts';

const wild5: Harvest = {
  lineJunk: WILD5_LINE_JUNK,
  spanJunk: WILD5_SPAN_JUNK,
  notes: WILD5_NOTES,
  html: WILD5_HTML,
  headings: WILD5_HEADINGS,
};

test('the wild5 lists have the wild families, and none is empty', () => assertFamilies(wild5));

test('no wild5 item is blank, repeated, or also in the wild, wild2, wild3 or wild4 lists (after trimming)', () =>
  assertUnique(wild5, harvestsBefore(5)));

test('the wild5 split generates books from its own lists only', () => assertOwnBooks('wild5', wild5));
