/** Quotation marks by nesting depth for each edition (TRAD-1, TRAD-3). */
import type { Script } from '../model/book.ts';

export interface QuoteStyle {
  outer: [string, string];
  inner: [string, string];
}

/** zh-Hans horizontal: “” then ‘’ (GB/T 15834); zh-Hant: 「」 then 『』 (Taiwan MOE). */
export const QUOTE_STYLES: Record<Script, QuoteStyle> = {
  'zh-Hans': { outer: ['“', '”'], inner: ['‘', '’'] },
  'zh-Hant': { outer: ['「', '」'], inner: ['『', '』'] },
  // HK practice matches TW (clreq, TRAD-1).
  'zh-Hant-HK': { outer: ['「', '」'], inner: ['『', '』'] },
};

const ANY_QUOTE = /[“‘「『”’」』]/;
const ALL_QUOTES = /[“‘「『”’」』]/g;
/** Glyph → family (outer “” 「」, inner ‘’ 『』) and direction. */
const MARK: Readonly<Record<string, { outer: boolean; open: boolean }>> = {
  '“': { outer: true, open: true },
  '”': { outer: true, open: false },
  '「': { outer: true, open: true },
  '」': { outer: true, open: false },
  '‘': { outer: false, open: true },
  '’': { outer: false, open: false },
  '『': { outer: false, open: true },
  '』': { outer: false, open: false },
};
const LATIN = /[A-Za-z]/;

/**
 * Rewrites every quotation mark by its depth, not its glyph (TRAD-3): depth 1 takes the outer pair, depth 2
 * the inner pair, depth 3 the outer again. Marks are paired first (a closing mark with the nearest open mark of
 * its family), and only pairs count towards depth, so one broken mark cannot cascade: a mark left open encloses
 * what follows only while what follows is of the other family (a speech over several paragraphs holding a
 * quote, PARA-9), never a correctly paired “” after it. A mark without a partner takes the depth where it
 * stands. ’ between Latin letters is an apostrophe.
 */
export function restyleQuotes(text: string, style: QuoteStyle): string {
  // Most paragraphs hold no quotation mark at all; a regex scan is far cheaper than a loop over characters.
  if (!ANY_QUOTE.test(text)) return text;
  const marks: { at: number; outer: boolean; open: boolean; partner: number }[] = [];
  for (const m of text.matchAll(ALL_QUOTES)) {
    const at = m.index;
    if (m[0] === '’' && LATIN.test(text[at - 1] ?? '') && LATIN.test(text[at + 1] ?? '')) continue;
    const { outer, open } = MARK[m[0]];
    marks.push({ at, outer, open, partner: -1 });
  }
  // Pair: a closing mark closes the nearest open mark of its family; marks opened inside it stay unpaired.
  const open: number[] = [];
  marks.forEach((mark, k) => {
    if (mark.open) return void open.push(k);
    let j = open.length - 1;
    while (j >= 0 && marks[open[j]].outer !== mark.outer) j--;
    if (j < 0) return;
    mark.partner = open[j];
    marks[open[j]].partner = k;
    open.length = j;
  });
  // Depth: the pairs (and the marks left open that legitimately enclose) around each mark.
  const enclosing: number[] = [];
  const depth: number[] = new Array(marks.length);
  marks.forEach((mark, k) => {
    if (mark.open) {
      // A paired quote of the same family cannot stand inside a mark left open: that mark is the broken one.
      if (mark.partner >= 0) {
        for (let j = enclosing.length - 1; j >= 0; j--) {
          const e = marks[enclosing[j]];
          if (e.partner >= 0) break;
          if (e.outer === mark.outer) enclosing.splice(j, 1);
        }
      }
      depth[k] = enclosing.length + 1;
      enclosing.push(k);
      return;
    }
    if (mark.partner >= 0) {
      depth[k] = depth[mark.partner];
      enclosing.length = Math.max(0, enclosing.indexOf(mark.partner));
    } else depth[k] = enclosing.length + 1;
  });
  // Built from the slices between marks: splitting the paragraph into characters cost more than the pairing.
  let out = '';
  let from = 0;
  marks.forEach((mark, k) => {
    const glyph = (depth[k] % 2 === 1 ? style.outer : style.inner)[mark.open ? 0 : 1];
    if (glyph === text[mark.at]) return;
    out += text.slice(from, mark.at) + glyph;
    from = mark.at + 1;
  });
  return from === 0 ? text : out + text.slice(from);
}
