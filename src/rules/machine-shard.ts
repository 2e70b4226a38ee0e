/**
 * A line with no letter of a Chinese text that is a page's machinery, not a reader's pause: code and markup shards
 * (`1();2();3();`, `('body')`, `<<-BQ`), a pager's counts (`20-25(2 / 2)`), an image's file name. Judged by the
 * characters it is made of, not by a list of shards.
 */

/** Letters of the scripts a Chinese book is written in: a line holding one is text, judged elsewhere. */
const TEXT_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3007]/u;
/** Characters that code, markup and pagers are made of and a sentence seldom is (`;` `{` `<` `=` `/` …). */
const MACHINE_MARK = /[(){}[\]<>;=\\/|#$%^&*_@]/;
/** An image or page file's name, as a scraper leaves a picture behind (`4c26…f.jpg.jpg`). */
const FILE_NAME = /^[\w\-.%~]+\.(?:jpe?g|png|gif|webp|bmp|svg|html?|php|aspx?|txt)$/i;
/** Words of English (two letters or more): two of them make a phrase or a sentence, which is text (`[Level Up]`). */
const WORD = /[a-z]{2,}/gi;
/** ASCII only: a line with other symbols (a kaomoji, box drawing, an arrow) is judged by other rules. */
const ASCII = /^[\x20-\x7e]+$/;

/**
 * One token of six letters or more, three times or more (`woshifengeshuhao woshifengeshuhaowoshifengeshuhao…`, pinyin
 * for 我是分隔符号 that wild7's e-text files use as a rule between parts): a separator, not words. A laugh repeats a
 * token of few letters (`hahahahahaha`), which DISTINCT keeps out.
 */
const REPEATED_TOKEN = /^([a-z0-9]{6,40})(?:[\s,.|_-]{0,2}\1){2,}$/i;
const DISTINCT = 4;

/**
 * One accented Latin letter four times or more and nothing else (`ÁÁÁÁÁÁÁÁÁÁ`, left of wild7's `ÁÁÁÁÁÁÁÁÁÁ：doosho.com`
 * once its address is cut): bytes of another encoding, not a word.
 */
const ACCENTED_RUN = /^([\u00c0-\u024f])\1{3,}$/;

/**
 * True when the (folded, trimmed) line has no Chinese letter, is ASCII, and is either a file's name, a token
 * repeated (REPEATED_TOKEN) or holds a machine mark beside a letter or digit, with at most one English word. Stays: a divider of marks alone (`*****`),
 * a pause (`……`, `？？？`), a number or word alone (`666`, `OK`), an English phrase of two words or more.
 */
export function isMachineShard(folded: string): boolean {
  if (ACCENTED_RUN.test(folded)) return true;
  if (TEXT_LETTER.test(folded) || !ASCII.test(folded)) return false;
  if (FILE_NAME.test(folded)) return true;
  const repeated = REPEATED_TOKEN.exec(folded);
  if (repeated && new Set(repeated[1]).size >= DISTINCT) return true;
  // A rule of marks alone (`*****`, `=-=-=`) is a divider, judged as a scene break.
  if (!MACHINE_MARK.test(folded) || !/[a-z0-9]/i.test(folded)) return false;
  return (folded.match(WORD) ?? []).length <= 1;
}
