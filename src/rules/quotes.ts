/** Quotation marks by nesting depth for each edition (typography.md TRAD-1, TRAD-3). */
import type { Script } from '../model/book.ts';

export interface QuoteStyle { outer: [string, string]; inner: [string, string] }

/** zh-Hans horizontal: “” then ‘’ (GB/T 15834); zh-Hant: 「」 then 『』 (Taiwan MOE). */
export const QUOTE_STYLES: Record<Script, QuoteStyle> = {
  'zh-Hans': { outer: ['“', '”'], inner: ['‘', '’'] },
  'zh-Hant': { outer: ['「', '」'], inner: ['『', '』'] },
};

const OPENERS = new Set(['“', '‘', '「', '『']);
const CLOSERS = new Set(['”', '’', '」', '』']);
/** A closing mark with nothing open: its level by glyph. ’ is missing on purpose: it is also the apostrophe. */
const UNOPENED_CLOSERS: Record<string, 'outer' | 'inner'> = { '”': 'outer', '」': 'outer', '』': 'inner' };

/**
 * Rewrites every quotation mark by its depth, not its glyph (TRAD-3): depth 1 takes the outer pair, depth 2
 * the inner pair, depth 3 the outer again. A closing mark with nothing open takes its level from its glyph,
 * except ’, which may be an apostrophe; unbalanced quotes are reported by the cleaner (CLEAN-15).
 */
export function restyleQuotes(text: string, style: QuoteStyle): string {
  let depth = 0;
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    let mark: string | undefined;
    if (OPENERS.has(ch)) {
      depth++;
      mark = (depth % 2 === 1 ? style.outer : style.inner)[0];
    } else if (CLOSERS.has(ch) && depth > 0) {
      mark = (depth % 2 === 1 ? style.outer : style.inner)[1];
      depth--;
    } else if (ch in UNOPENED_CLOSERS) {
      // Closes a quote opened in an earlier paragraph (web novels often leave out PARA-9's repeated opener).
      mark = style[UNOPENED_CLOSERS[ch]][1];
    }
    if (mark !== undefined && mark !== ch) {
      out += text.slice(last, i) + mark;
      last = i + 1;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}
