/**
 * URLs and domains, also disguised ones, found on the look-alike skeleton of a line (CLEAN-3; docs/rules/cleaning.md#disguised-addresses):
 * `ШЩЩ.⑦⑨ＸＳ.сОМ`, `wＷw．xiＡoshＵotxt.cＯm`, `www/xiaoshuotxt/c o m`, `m.xbiquge.la`, `https://`.
 */
import { originalSpan, skeleton } from './confusables.ts';

/**
 * Top-level domains of the sites that scraped text comes from (the `DOMAIN` list of the earlier rule, CLEAN-3,
 * plus the generic and country TLDs seen in BAAI BooksRuleSet's URL_REGEX [S23b] and the issue's examples).
 */
const TLD =
  '(?:com|net|org|cc|cn|la|info|me|tw|hk|co|xyz|top|vip|io|tv|so|biz|club|site|wang|link|pw|ws|mobi|asia|name|pro|app|online|shop|live|fun|icu|ink|work|tech|cloud|us|in)';
/** The TLDs of the sites scraped novels name most (a dot and a space before one is an address, not a sentence's end). */
const COMMON_TLD = 'com|net|org|cc|cn|la|info|xyz|top';
/** Brackets a site walls an address's letters in, in the skeleton (full-width forms are folded to these). */
const BRACKET = String.raw`[{}[\]()<>]`;
/** What may follow a domain as its path. */
const PATH = String.raw`(?:/[a-z0-9\-._~%?#=&/+]*)?`;
/** The dot spelled as a word (`biquge dot com`, `www(dot)biquge(dot)com`, `[dot]`): a filter on `.` misses it. */
const DOT_WORD = String.raw` {0,2}[([]dot[)\]] {0,2}| {1,2}dot {1,2}`;
/** Separators a disguised `www` address uses between its labels: dots (already unified), `/`, `,`, `、`, `|`, spaces, `=` (`www＝cfwx＝net`), `_` (`www_biquge_com`), the spelled dot. */
const WWW_SEP = String.raw`(?:[./,，、|\\ =_]|${DOT_WORD})+`;
/**
 * `www` with noise between its letters (`w~w~w.x.com`, `w*w*w`, `w_w_w`, and the label separators `/` and `|`: `w/w/w`):
 * symbols a site puts there so that a filter on `www` misses it; one or two of them between each pair of letters.
 */
const WWW = String.raw`w(?:[~^*_=+'\`!$%/|-]{1,2}| )?w(?:[~^*_=+'\`!$%/|-]{1,2}| )?w`;
/** A common top-level domain with a space a site put inside it (`c om`, `n et`), after a `www` address's labels. */
const SPACED_TLD = COMMON_TLD.split('|')
  .map((t) => t.split('').join(' ?'))
  .join('|');

const PATTERNS: readonly RegExp[] = [
  // A scheme, with or without an address after it (`…免费阅读。https://` in a scraped book).
  /h\s*t\s*t\s*p\s*s?\s*:?\s*\/\/[a-z0-9\-._~%!$&'*+,;=:@/?#]*/g,
  // www + labels, with any of the disguising separators.
  new RegExp(
    `(?<![a-z0-9])${WWW}${WWW_SEP}(?:[a-z0-9-]{1,63}${WWW_SEP}){0,3}(?:${TLD}(?![a-z0-9])|(?:${SPACED_TLD})(?![a-z0-9])|[a-z0-9-]{1,63})${PATH}`,
    'g',
  ),
  // label.label.tld
  new RegExp(String.raw`(?<![a-z0-9@\-])(?:[a-z0-9][a-z0-9-]{0,62}\.){1,4}${TLD}(?![a-z0-9])${PATH}`, 'g'),
  // The dot spelled before the TLD (`biquge dot com`, `biquge(dot)net`, `dot com.cn`); the label before it of two letters
  // or more, so that English (`a dot in the sky`) is no address.
  new RegExp(
    String.raw`(?<![a-z0-9@\-])(?:[a-z0-9][a-z0-9-]{0,62}(?:\.|${DOT_WORD})){0,3}[a-z0-9][a-z0-9-]{1,62}(?:${DOT_WORD})${TLD}(?:(?:\.|${DOT_WORD})${TLD})?(?![a-z0-9])${PATH}`,
    'g',
  ),
  // www and a label of Han letters (an internationalised name, `www.三五中文网.com`): the www and the TLD make it an address.
  new RegExp(String.raw`(?<![a-z0-9])${WWW}${WWW_SEP}[\u4e00-\u9fffa-z0-9-]{1,20}${WWW_SEP}${TLD}(?![a-z0-9])${PATH}`, 'g'),
  // A short link (`bit.ly/3xYzAb`, `goo.gl/abc12`, `t.cn/A6xYz9`): any two- to six-letter TLD when a path of three or
  // more letters follows it; a link shortener's hosts are too many to list, and the path is what a sentence lacks.
  /(?<![a-z0-9@-])(?:[a-z0-9][a-z0-9-]{0,62}\.){1,3}[a-z]{2,6}\/[a-z0-9][a-z0-9\-._~%?#=&+]{2,}[a-z0-9\-._~%?#=&/+]*/g,
  // A label, a dot and a space before a common TLD (`cfwx. net`): the space a site adds so that a filter misses it.
  new RegExp(String.raw`(?<![a-z0-9@\-])[a-z0-9][a-z0-9-]{2,62}\. (?:${COMMON_TLD})(?![a-z0-9])`, 'g'),
  // Letters walled in brackets (`{c}{f}{w}{x}.net`, `www{cf][wx}net`): groups of letters with runs of brackets
  // between them, ending in a TLD after a dot or another run; each group starts with a letter, so an index
  // (`a[1][2]net`) is none.
  new RegExp(
    String.raw`(?<![a-z0-9])${BRACKET}{0,2}[a-z][a-z0-9]{0,5}(?:${BRACKET}{1,3}[a-z][a-z0-9]{0,5}){1,8}${BRACKET}{0,2}(?:\.|${BRACKET}{1,3})${TLD}(?![a-z0-9])`,
    'g',
  ),
];

/**
 * Brackets a site puts around its address (`(www.zhuaji.org)`, `《www.tianyabook.com》`, `「www…」`): a pair that holds
 * nothing but the address goes with it, quotation marks included (a story quoting an address alone loses nothing).
 */
const OPEN = '(（[【《〈<「『〔｛{〖“‘';
const CLOSE = ')）]】》〉>」』〕｝}〗”’';
/** Every bracket and quote a site may put around its address (recurring-inserts.ts asks whether one stands by it). */
export const ADDRESS_BRACKETS = OPEN + CLOSE;
/**
 * A frame: one symbol repeated on both sides of an address (`※www…※`, `=www…=`, `～www…～`, `★★www…★★`): anything but a
 * letter, a digit, a space, or a mark a sentence or a bracket uses. Taken as many times as it stands on both sides.
 */
const FRAME = /^[^\p{L}\p{N}\s，,。.！!？?；;：:、…“”‘’「」『』（）()[\]【】《》〈〉<>{}｛｝〔〕〖〗]$/u;
const MAX_FRAME = 3;

/**
 * Cheap test: a line without any of these cannot hold a URL skeleton (the last two: the high halves of the
 * mathematical alphanumerics 𝐰 𝚠 and the enclosed letters 🄰, which confusables.ts reads as letters).
 */
const TRIGGER =
  /[a-zA-Z\uff21-\uff3a\uff41-\uff5a\u0400-\u04ff\u0370-\u03ff\u2460-\u24ff\u2776-\u2793]|\ud835[\udc00-\udfff]|\ud83c[\udd00-\uddff]/;

export interface Span {
  start: number;
  end: number;
}

/** Spans of the original line that are URLs or domains, merged and widened to brackets that hold only them. */
export function findUrls(line: string): Span[] {
  if (!TRIGGER.test(line)) return [];
  const sk = skeleton(line);
  const spans: Span[] = [];
  for (const [start, end] of addresses(sk.text)) spans.push(originalSpan(sk, start, end));
  for (const run of interleavedRuns(sk.text))
    for (const [start, end] of addresses(run.text)) {
      // The fillers strewn before and after the address are the disguise's too (`书 _w_w…c_o_m_`).
      let from = run.at[start];
      let to = run.at[end - 1] + 1;
      while (from > 0 && FILLER.test(sk.text[from - 1])) from--;
      while (to < sk.text.length && FILLER.test(sk.text[to])) to++;
      spans.push(originalSpan(sk, from, to));
    }
  return merge(spans.map((s) => widen(line, s)));
}

/** Where PATTERNS find an address in a skeleton's text: [start, end) pairs, of four units or more. */
function addresses(text: string): [number, number][] {
  const found: [number, number][] = [];
  for (const re of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length < 4) continue;
      // A trailing dot is the sentence's full stop (`…m.xbiquge.la。`), not part of the address.
      let end = m.index + m[0].length;
      while (end > m.index && text[end - 1] === '.') end--;
      found.push([m.index, end]);
    }
  }
  return found;
}

/**
 * Marks a site puts between an address's letters so that a filter reads no word (`b*i*q*u*g*e`, `c_o_m`,
 * `_w_w  _w_ .t _x_t_ 0 _2. _ c_o_m`): in the skeleton, runs of letters, digits and dots with these between them.
 * The dot is no filler: it is the address's own. A run starts where a word starts and each piece is a label's length
 * at most (63), so a long word without fillers is given up at once, not retried from each of its letters.
 */
const FILLER_CLASS = String.raw`[_\-*~^+=|'\`!$% ]`;
const FILLER = new RegExp(FILLER_CLASS);
const PIECE = '[a-z0-9.]{1,63}';
const INTERLEAVED = new RegExp(`(?<![a-z0-9.])${PIECE}(?:${FILLER_CLASS}+${PIECE}){5,}(?![a-z0-9.])`, 'g');
/** Single letters and digits with a dot between each pair, six or more (see interleavedRuns). */
const DOTTED = /(?<![a-z0-9])[a-z0-9](?:\.{1,3}[a-z0-9]){5,}(?![a-z0-9])/g;
/** Most letters a piece between fillers may average: one or two is a disguise, a word of English is longer. */
const MAX_PIECE = 2;

interface Run {
  /** The run's letters with its fillers taken out. */
  text: string;
  /** For each unit of `text`, its offset in the skeleton. */
  at: number[];
}

/** The skeleton's filler-strewn runs with their fillers taken out. */
function interleavedRuns(text: string): Run[] {
  const runs: Run[] = [];
  INTERLEAVED.lastIndex = 0;
  for (let m = INTERLEAVED.exec(text); m; m = INTERLEAVED.exec(text)) {
    const run = kept(text, m.index, m.index + m[0].length, (i) => !FILLER.test(text[i]));
    const pieces = m[0].split(FILLER).filter((p) => p !== '').length;
    if (run.text.length / pieces <= MAX_PIECE) runs.push(run);
  }
  // The dot itself as the filler (`b·i·q·u·g·e·.·c·o·m`, the skeleton's `b.i.q.u.g.e...c.o.m`): one dot between
  // single letters is the disguise, the first of a run of them the address's own dot.
  DOTTED.lastIndex = 0;
  for (let m = DOTTED.exec(text); m; m = DOTTED.exec(text)) {
    const run = kept(text, m.index, m.index + m[0].length, (i) => text[i] !== '.' || (text[i + 1] === '.' && text[i - 1] !== '.'));
    if (run.text.includes('.')) runs.push(run);
  }
  return runs;
}

/** The units of `text` in [from, to) that `keep` keeps, joined, each with its offset. */
function kept(text: string, from: number, to: number, keep: (i: number) => boolean): Run {
  const at: number[] = [];
  let joined = '';
  for (let i = from; i < to; i++)
    if (keep(i)) {
      joined += text[i];
      at.push(i);
    }
  return { text: joined, at };
}

/** Characters that end an address written in brackets (`(https://zh.wikisource.org/wiki/西遊記/第001回)`). */
const NOT_IN_ADDRESS = /[\s\u3000，。！？；、“”「」]/;
/** Longest rest of an address (past its ASCII part) that a pair of brackets may hold. */
const MAX_BRACKETED_REST = 120;

/**
 * Widens a span over spaces and a pair of brackets, or a frame, that enclose nothing else; inside brackets the
 * address may go on in other scripts (an IRI path), up to the closing bracket.
 */
function widen(line: string, span: Span): Span {
  let a = span.start;
  let b = span.end;
  while (a > 0 && /[\s\u3000]/.test(line[a - 1])) a--;
  while (b < line.length && /[\s\u3000]/.test(line[b])) b++;
  const open = OPEN.indexOf(line[a - 1]);
  if (a > 0 && open >= 0) {
    let c = b;
    if (line[b - 1] === '/' || line[b] === '/')
      while (c < line.length && c - b < MAX_BRACKETED_REST && line[c] !== CLOSE[open] && !NOT_IN_ADDRESS.test(line[c])) c++;
    if (line[c] === CLOSE[open]) return { start: a - 1, end: c + 1 };
  }
  const frame = line[a - 1];
  if (a > 0 && FRAME.test(frame) && line[b] === frame) {
    let k = 1;
    while (k < MAX_FRAME && line[a - 1 - k] === frame && line[b + k] === frame) k++;
    return { start: a - k, end: b + k };
  }
  // Spaces left beside the cut are the clean stage's (CLEAN-8 drops them between Chinese letters).
  return span;
}

function merge(spans: Span[]): Span[] {
  const sorted = spans.sort((x, y) => x.start - y.start || y.end - x.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}
