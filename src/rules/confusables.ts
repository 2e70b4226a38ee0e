/**
 * Look-alike characters folded to plain lower-case ASCII, so that a disguised domain (`ШЩЩ.⑦⑨ＸＳ.сОМ`,
 * `wＷw．xiＡoshＵotxt.cＯm`) or site name (`t,xt,小,说天,堂`) reads as what it imitates (CLEAN-3; docs/rules/cleaning.md#disguised-addresses).
 * The result is a skeleton for detection only: it keeps an offset map back into the original text, and
 * nothing is ever rewritten from it.
 */
import { Buffer } from 'node:buffer';
import { fold } from './fold.ts';

/**
 * Cyrillic and Greek letters that sites put in place of Latin ones. Source: Unicode UTS #39
 * `confusables.txt` [S35] (the entries whose target is one Latin letter), limited to letters seen in scraped text:
 * `ШЩЩ.⑦⑨ＸＳ.сОМ` (a scraped book) uses Ш Щ с О М.
 */
const LOOKALIKE: Readonly<Record<string, string>> = {
  а: 'a',
  А: 'a',
  В: 'b',
  в: 'b',
  Ь: 'b',
  с: 'c',
  С: 'c',
  ԁ: 'd',
  е: 'e',
  Е: 'e',
  ё: 'e',
  Ё: 'e',
  һ: 'h',
  Н: 'h',
  н: 'h',
  і: 'i',
  І: 'i',
  ӏ: 'i',
  ј: 'j',
  Ј: 'j',
  к: 'k',
  К: 'k',
  М: 'm',
  м: 'm',
  п: 'n',
  о: 'o',
  О: 'o',
  р: 'p',
  Р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  Ѕ: 's',
  т: 't',
  Т: 't',
  ц: 'u',
  у: 'y',
  У: 'y',
  ү: 'y',
  х: 'x',
  Х: 'x',
  ш: 'w',
  Ш: 'w',
  щ: 'w',
  Щ: 'w',
  ԝ: 'w',
  Ԝ: 'w',
  α: 'a',
  Α: 'a',
  β: 'b',
  Β: 'b',
  ϲ: 'c',
  Ϲ: 'c',
  ε: 'e',
  Ε: 'e',
  Ζ: 'z',
  η: 'n',
  Η: 'h',
  ι: 'i',
  Ι: 'i',
  κ: 'k',
  Κ: 'k',
  Μ: 'm',
  ν: 'v',
  Ν: 'n',
  ο: 'o',
  Ο: 'o',
  ρ: 'p',
  Ρ: 'p',
  τ: 't',
  Τ: 't',
  υ: 'u',
  Υ: 'y',
  χ: 'x',
  Χ: 'x',
  ω: 'w',
  // Letters of other scripts that fancy-text generators put in an address (`➅9𝕊HUⓍ.C๏ᗰ`, a 69shux watermark in
  // scraped chapters): the Thai fongman for o, the Canadian syllabic ᗰ for m (UTS #39 lists both as their look-alikes).
  '๏': 'o',
  ᗰ: 'm',
};

/**
 * Dingbat circled digits (➀–➉, ➊–➓, ❶–❿), which NFKC leaves alone though they stand for digits as ① does (`➅9…`
 * for 69 in a watermark): their digit, before the dingbat block is read as ornament.
 */
function dingbatDigit(c: number): string | undefined {
  for (const first of [0x2776, 0x2780, 0x278a]) if (c >= first && c < first + 10) return String(c - first + 1);
  return undefined;
}

/**
 * Letters and digits outside the basic plane that NFKC folds to ASCII (mathematical alphanumerics 𝕊 𝐀 𝟗, enclosed
 * letters 🅰 🄰): a code point of two units, read as one letter.
 */
function wideLetter(cp: number): string | undefined {
  if (!((cp >= 0x1d400 && cp <= 0x1d7ff) || (cp >= 0x1f100 && cp <= 0x1f1ff))) return undefined;
  const n = String.fromCodePoint(cp).normalize('NFKC');
  return /^[a-z0-9]$/i.test(n) ? n.toLowerCase() : undefined;
}

/**
 * Characters written for the dot of a domain: the ideographic full stop (`www。biquge。com`, CLEAN-3 [S24
 * Rule.replace]), middle dots, 丶, and the word 点/點 (`biquge点com`).
 */
const DOTS = '。｡．·•‧∙⋅丶﹒点點';

/** Zero-width and format characters that split a word invisibly (CLEAN-1), dropped like spaces. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/;
/**
 * Ornaments (misc symbols and dingbats: ♀, ☆, ♠) that sites strew inside an address (`www.♀173ed.com♀`, a
 * scraped book in a public repository): dropped like spaces, so the address is read through them.
 */
const ORNAMENT = /[\u2600-\u27bf]/;
/** CJK Unified Ideographs, the basic block (see skeletonOf). */
export const HAN_FIRST = 0x4e00;
export const HAN_LAST = 0x9fff;
/** Characters that NFKC expands into dots only (…, ‥): story punctuation, not a disguise. */
const KEEP = new Set(['…', '‥', '︙']);

/** Skeleton per code unit, computed on first use ('' for space and invisible characters; undefined: itself). */
const table: (string | undefined)[] = new Array(0x10000);
const known = new Uint8Array(0x10000);

function skeletonOf(c: number): string | undefined {
  if (known[c]) return table[c];
  known[c] = 1;
  if (c >= 0xd800 && c <= 0xdfff) return undefined;
  const ch = String.fromCharCode(c);
  let to: string | undefined;
  // A Han letter of the basic block is no space, ornament or ASCII and NFKC leaves it alone (tests/unit/confusables.test.ts
  // checks the block): of the steps below only the look-alikes, the dots and the fold can change it. A book has
  // thousands of them, and the normalisation was most of the table's cost.
  if (c >= HAN_FIRST && c <= HAN_LAST && !LOOKALIKE[ch] && !DOTS.includes(ch)) {
    const f = fold(ch);
    if (f !== ch) table[c] = f;
    return table[c];
  }
  const digit = dingbatDigit(c);
  if (digit !== undefined) to = digit;
  else if (/\s/.test(ch) || INVISIBLE.test(ch) || ORNAMENT.test(ch)) to = '';
  else if (LOOKALIKE[ch]) to = LOOKALIKE[ch];
  else if (DOTS.includes(ch)) to = '.';
  else if (c < 0x80) to = ch.toLowerCase();
  else if (!KEEP.has(ch)) {
    // Full-width forms, circled and parenthesised digits and letters (①, ⑩, ⓦ, ⒈) fold by NFKC.
    const n = ch.normalize('NFKC');
    if (n !== ch && /^[\x21-\x7e]+$/.test(n) && (/[a-z0-9]/i.test(n) || n.length === 1)) to = n.toLowerCase();
    else {
      const f = fold(ch);
      if (f !== ch) to = f;
    }
  }
  if (to !== undefined && to !== ch) table[c] = to;
  return table[c];
}

export interface Skeleton {
  /** The folded text. */
  text: string;
  /** For each unit of `text`, the offset of the original unit it came from. */
  at: Int32Array;
  /** Offsets where a letter of two units (wideLetter) starts, so a span ending on it takes both. */
  wide: ReadonlySet<number>;
}

const PUNCT = /[\p{P}\p{S}]/u;
/** 0 unknown, 1 punctuation or symbol, 2 not. */
const punctTable = new Uint8Array(0x10000);
function isPunct(c: number): boolean {
  if (punctTable[c] === 0) punctTable[c] = c < 0xd800 || c > 0xdfff ? (PUNCT.test(String.fromCharCode(c)) ? 1 : 2) : 2;
  return punctTable[c] === 1;
}

/**
 * The skeleton of `text`: look-alikes folded to lower-case ASCII, dots unified, invisible characters removed,
 * and spaces removed where they isolate single characters (`c o m`, `w w w . 2 1 c o m i n g`, `www . x`): a
 * space between two words stays, so `online at www.x.org` does not read as the label `onlineatwww`. With
 * `dropPunctuation`, every space, punctuation mark and symbol goes (the key that site names are matched on:
 * `t,xt,小,说天,堂` → `txt小说天堂`). Linear in the text.
 */
export function skeleton(text: string, dropPunctuation = false): Skeleton {
  const spaceRun = dropPunctuation ? undefined : isolatingSpaces(text);
  const wide = new Set<number>();
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // In the key, 点 is a character of site names (顶点小说), not a disguised dot.
    let s = dropPunctuation && (c === 0x70b9 || c === 0x9ede) ? '点' : skeletonOf(c);
    if (s === undefined && c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const letter = wideLetter(text.codePointAt(i) ?? 0);
      if (letter !== undefined) {
        if (n === skUnits.length) growSkeleton();
        skUnits[n] = letter.charCodeAt(0);
        skAt[n++] = i;
        wide.add(i++);
        continue;
      }
    }
    if (s === undefined) {
      // The unit stands for itself (most do): written as it is, without a string made for it.
      if (dropPunctuation && isPunct(c)) continue;
      if (n === skUnits.length) growSkeleton();
      skUnits[n] = c;
      skAt[n++] = i;
      continue;
    }
    if (s === '' && spaceRun && !spaceRun[i] && isSpace(c)) s = ' ';
    for (let k = 0; k < s.length; k++) {
      const u = s.charCodeAt(k);
      if (dropPunctuation && (isPunct(u) || isPunct(c))) continue;
      if (n === skUnits.length) growSkeleton();
      skUnits[n] = u;
      skAt[n++] = i;
    }
  }
  // Node's UCS-2 decoder copies the units as they are (lone surrogates too), natively.
  return { text: skBytes.toString('ucs2', 0, n * 2), at: skAt.slice(0, n), wide };
}

/** The skeleton being built, in buffers reused from line to line (skeleton runs on every line with a letter). */
let skUnits = new Uint16Array(1024);
let skBytes = Buffer.from(skUnits.buffer);
let skAt = new Int32Array(1024);
function growSkeleton(): void {
  const units = new Uint16Array(skUnits.length * 2);
  units.set(skUnits);
  const at = new Int32Array(skAt.length * 2);
  at.set(skAt);
  [skUnits, skBytes, skAt] = [units, Buffer.from(units.buffer), at];
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x3000 || c === 0xa0 || (c >= 0x2000 && c <= 0x200a);

/** 1 at each space that belongs to a run next to a one-character token (those spaces are disguise, not word breaks). */
function isolatingSpaces(text: string): Uint8Array {
  const drop = new Uint8Array(text.length);
  const visible = (i: number) => !isSpace(text.charCodeAt(i)) && skeletonOf(text.charCodeAt(i)) !== '';
  let i = 0;
  while (i < text.length) {
    if (!isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && isSpace(text.charCodeAt(j))) j++;
    let left = 0;
    for (let k = i - 1; k >= 0 && visible(k) && left < 2; k--) left++;
    let right = 0;
    for (let k = j; k < text.length && visible(k) && right < 2; k++) right++;
    if (left === 1 || right === 1) drop.fill(1, i, j);
    i = j;
  }
  return drop;
}

/** Offsets in the original text of skeleton units `start`–`end` (end exclusive). */
export function originalSpan(sk: Skeleton, start: number, end: number): { start: number; end: number } {
  const last = sk.at[end - 1];
  return { start: sk.at[start], end: last + (sk.wide.has(last) ? 2 : 1) };
}
