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

const OPENERS = new Set(['“', '‘', '「', '『']);
const ANY_QUOTE = /[“‘「『”’」』]/;
const ALL_QUOTES = /[“‘「『”’」』]/g;
/** A closing mark with nothing open: its level by glyph. ’ is missing on purpose: it is also the apostrophe. */
const UNOPENED_CLOSERS: Record<string, 'outer' | 'inner'> = { '”': 'outer', '」': 'outer', '』': 'inner' };

/**
 * Rewrites every quotation mark by its depth, not its glyph (TRAD-3): depth 1 takes the outer pair, depth 2
 * the inner pair, depth 3 the outer again. A closing mark with nothing open takes its level from its glyph,
 * except ’, which may be an apostrophe; unbalanced quotes are reported by the cleaner (CLEAN-15).
 */
export function restyleQuotes(text: string, style: QuoteStyle): string {
  // Most paragraphs hold no quotation mark at all; a regex scan is far cheaper than a loop over characters.
  if (!ANY_QUOTE.test(text)) return text;
  let depth = 0;
  return text.replace(ALL_QUOTES, (ch) => {
    if (OPENERS.has(ch)) {
      depth++;
      return (depth % 2 === 1 ? style.outer : style.inner)[0];
    }
    if (depth > 0) {
      const mark = (depth % 2 === 1 ? style.outer : style.inner)[1];
      depth--;
      return mark;
    }
    // Closes a quote opened in an earlier paragraph (web novels often leave out PARA-9's repeated opener).
    const level = UNOPENED_CLOSERS[ch];
    return level ? style[level][1] : ch;
  });
}
