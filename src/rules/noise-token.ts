/**
 * Random ASCII noise a site strews into its text against copying (`惯养娇生笑u_b6u@r7你痴`, `…救困亡。Oe;1f#`5`,
 * `7Q~$&G`): a short run of Latin letters, digits and symbols glued to Chinese text, with a symbol no word or number
 * uses inside it (CLEAN-2; docs/rules/cleaning.md#the-junk-classifier). Judged by its shape, not by a list of codes:
 * every page writes new ones.
 */
import type { Span } from './urls.ts';

/** A run of printable ASCII (fold() has made full-width forms ASCII) between two characters that are not. */
const RUN_G = /(?<![\x21-\x7e])[\x21-\x7e]{3,16}(?![\x21-\x7e])/g;
/**
 * Symbols that stand inside no word, number, address or sentence of a story (`~ $ & # ` ^ % { } @ | \`): one of them
 * between letters or digits is noise. Source: the anti-copy noise of wild5's harvested mirror pages.
 */
const NOISE_SYMBOL = /[~$&#`^%{}@|\\]/;
/** Such a symbol between two letters or digits (other symbols may stand beside it): `233~~` ends in chat, not noise. */
const SYMBOL_BETWEEN = /[a-z0-9][\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]*[~$&#`^%{}@|\\][\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]*[a-z0-9]/i;
/**
 * What a story's own ASCII holds besides (a handle, a hashtag, a price or a share, `@张三`, `#1`, `$5`, `100%`, have
 * their symbol at an edge): an e-mail or a domain (`abc_d@qq.com`), code (`a[i]=b;`, `printf("%d")`, with `=`, `(` or a
 * quote), a brand with an ampersand (`h&m`, `at&t`: fold() lower-cases them), an emoticon (`t^t`) or letters each in
 * braces (`{a}{b}{c}`).
 */
const STORY_ASCII = /[=("']|\.[a-z]{2,}|^[a-z]{1,4}&[a-z]{1,4}$|^([a-z])[\^_]\1$|^(?:\{[a-z0-9]{1,3}\})+$/i;
/** A Chinese character or mark (its quotes and ellipsis too) on one side at least: the run is glued into the text, not a line of code or a list. */
const CJK = /[\u2018-\u201f\u2026\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/**
 * Full-width marks Chinese text uses as its own punctuation (，！？：；（）): fold() makes them ASCII, but beside a run
 * they end it, not belong to it.
 */
const CJK_MARKS = '\uff0c\uff01\uff1f\uff1a\uff1b\uff08\uff09';

/** ASCII symbols of the run, by kind. */
const SYMBOLS_G = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g;
/**
 * Two kinds of symbol or more beside letters or digits (`Bme&]`, `U~^`): noise, where one kind repeated is chat after
 * a laugh (`233~~`).
 */
function mixedSymbols(run: string): boolean {
  return /[a-z0-9]/i.test(run) && new Set(run.match(SYMBOLS_G)).size >= 2;
}

/** Spans of noise runs in a line (`text`, and `folded`, its fold(): rule junk.noise). */
export function noiseTokens(text: string, folded: string): Span[] {
  if (!NOISE_SYMBOL.test(folded)) return [];
  // The folded line with Chinese punctuation kept out of the ASCII range (U+3000 stands for each: same length).
  if (/[\uff0c\uff01\uff1f\uff1a\uff1b\uff08\uff09]/.test(text))
    folded = folded.replace(/[,!?:;()]/g, (c, i: number) => (CJK_MARKS.includes(text[i]) ? '\u3000' : c));
  const out: Span[] = [];
  RUN_G.lastIndex = 0;
  for (let m = RUN_G.exec(folded); m; m = RUN_G.exec(folded)) {
    const run = m[0];
    if (!(SYMBOL_BETWEEN.test(run) || (mixedSymbols(run) && NOISE_SYMBOL.test(run))) || STORY_ASCII.test(run)) continue;
    const glued = CJK.test(folded[m.index - 1] ?? '') || CJK.test(folded[m.index + run.length] ?? '');
    if (glued) out.push({ start: m.index, end: m.index + run.length });
  }
  return out;
}
