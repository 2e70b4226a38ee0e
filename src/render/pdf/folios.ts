/** Printed folios: front matter in lowercase roman, the body from 1 at its first page, and the PDF /PageLabels that make a viewer show the same. */
import type { Pagination } from './paginate.ts';

/** Lowercase roman numeral of n ≥ 1: front matter folios (PARA-7), as a PDF viewer writes page label style /r. */
export function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [v, s] of table) for (; n >= v; n -= v) out += s;
  return out;
}

/** The folio printed on page `number` (pagination numbering: the title page is 1): roman before the body, arabic from it. */
export function folioOf(p: Pick<Pagination, 'bodyStart'>, number: number): string {
  return number >= p.bodyStart ? String(number - p.bodyStart + 1) : roman(number);
}

/** A /PageLabels number tree (PDF 1.7 §12.4.2): the cover unlabelled but for its name, front matter r, body D from 1. */
export function pageLabels(p: Pick<Pagination, 'bodyStart' | 'pages'>, cover: boolean): { Nums: unknown[] } {
  const first = cover ? 1 : 0; // index of the title page in the file
  const nums: unknown[] = [];
  // pdfkit writes a JS string as a name and a String object as a text string (UTF-16BE when it is not ASCII).
  if (cover) nums.push(0, { P: new String('封面') });
  if (p.bodyStart > 1) nums.push(first, { S: 'r' });
  if (p.bodyStart <= p.pages.length) nums.push(first + p.bodyStart - 1, { S: 'D' });
  return { Nums: nums };
}
