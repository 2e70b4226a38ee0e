/**
 * A chapter's next web page under its heading again (docs/rules/cleaning.md#duplicates-and-repeated-passages):
 * `第二章 山中来客（2/3）` after `第二章 山中来客` is the same chapter continued, not a chapter of its own.
 */
import { foldKey } from './fold.ts';
import { CHAPTER_UNIT_CHARS } from './heading-words.ts';
import { NUMERAL_CHARS, parseChineseNumber } from './numerals.ts';

/**
 * A page number at the end of a heading, as paginating sites print it (CLEAN-6 page markers [S25b], on the
 * heading line): bracketed `（2/3）` `(第2页)` `【2】` `（二）`, bare `2/3` `第2/3页` `第2页`, or after a dash or
 * an underscore `_2` `- 第2页`. A bare trailing number (`2046`) is part of a title and is not one.
 */
const PAGE_SUFFIX = new RegExp(
  [
    String.raw`[(（【\[〔]\s*第?\s*(?:\d{1,3}|[一二三四五六七八九十]{1,3})\s*(?:[/／]\s*\d{1,3})?\s*页?\s*[)）】\]〕]`,
    String.raw`第?\s*\d{1,3}\s*[/／]\s*\d{1,3}\s*页?`,
    String.raw`第\s*\d{1,3}\s*页`,
    String.raw`[_\-－—]\s*(?:第\s*)?\d{1,3}\s*页?`,
  ]
    .map((p) => `(?:${p})`)
    .join('|')
    .replace(/^/, String.raw`[\s\u3000,，:：]*(?:`)
    .concat(String.raw`)\s*$`),
);

/** The chapter label a title starts with (`第二章`, `第2回`): the numbers of two pages were compared already. */
const LABEL = new RegExp(`^第\\s*[${NUMERAL_CHARS}]+\\s*[${CHAPTER_UNIT_CHARS}卷]`);

/** A heading's title without its page number, whether it had one, and the page (the number first in it). */
export function withoutPage(title: string): { title: string; paged: boolean; page?: number } {
  const m = PAGE_SUFFIX.exec(title);
  if (!m) return { title, paged: false };
  const n = /\d+|[一二三四五六七八九十]+/.exec(m[0])![0];
  // Chinese numerals of a page are one to ten here (（二）); 十一 and the like are not pages a site prints so.
  const page = /\d/.test(n) || n.length === 1 ? parseChineseNumber(n) : undefined;
  return { title: title.slice(0, m.index).trimEnd(), paged: true, ...(page !== undefined ? { page } : {}) };
}

/**
 * True when `next`, under the same number as `previous`, is its next page: the two titles name the same
 * chapter once page numbers are set aside, and at least one of them carries a page number or they are the
 * same heading twice.
 */
export function isNextPage(previous: string, next: string): boolean {
  const a = withoutPage(previous);
  const b = withoutPage(next);
  if (!a.paged && !b.paged && previous !== next) return false;
  return foldKey(a.title.replace(LABEL, '')) === foldKey(b.title.replace(LABEL, ''));
}
