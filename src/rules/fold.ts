/** Folds text for rule matching, one UTF-16 unit for one, so a match's offsets are offsets in the original. */
import { Buffer } from 'node:buffer';
import { dictEntries, openccLocale } from '../opencc/locale.ts';

/**
 * Letters that sites write for the ones a filter looks for (火星文): rare look-alikes or homophones of 更新最快,
 * 零, 小, 不, 通 in watermarks such as `≯哽噺繓赽讀蕶蕶尐說網≮` (MyNovelReader's replace list [S24], the wild
 * split's lists), the Japanese forms 説, 読, and 仦, 尛, 哾, 仟 of `仟韆仦哾` (千千小说, wild2). Folded for matching only, so 哽咽 in a story stays as written.
 */
const DISGUISED: Readonly<Record<string, string>> = pairs('哽更噺新繓最赽快蕶零尐小吥不嗵通説说読读仦小尛小哾说仟千');

/**
 * Traditional → Simplified for rule matching (CLEAN-17: Big5-era sites print the same ads in Traditional), from
 * OpenCC's own TSCharacters (Locale.to.cn, the table `t2s` starts from): every one-to-one pair of single code units,
 * the first candidate where it lists several, so that a site's Traditional line (`【領紅包】現金or點幣`, `【加入書籤】`)
 * meets the lexicon's Simplified words whatever characters it spells. 著 is left alone (`罗贯中 著` is a byline).
 */
const T2S: Readonly<Record<string, string>> = (() => {
  const map: Record<string, string> = {};
  for (const [from, to] of dictEntries(openccLocale.to.cn[0][1])) {
    const first = to.split(' ')[0];
    if (from.length === 1 && first.length === 1 && from !== first && from !== '著') map[from] = first;
  }
  return map;
})();

function pairs(list: string): Record<string, string> {
  const chars = Array.from(list);
  const map: Record<string, string> = {};
  for (let i = 0; i + 1 < chars.length; i += 2) if (chars[i] !== chars[i + 1]) map[chars[i]] = chars[i + 1];
  return map;
}

/**
 * Code unit → folded code unit, and → comparison-key unit (0: deleted), each computed on its first use: a book
 * uses a few thousand distinct units, and testing all 65,536 against `[\s\p{P}\p{S}]` up front cost more than
 * folding the whole book. UNKNOWN marks a unit not yet computed (U+FFFF, whose own value is itself, is simply
 * recomputed).
 */
const UNKNOWN = 0xffff;
const foldTable = new Uint16Array(0x10000).fill(UNKNOWN);
const keyTable = new Uint16Array(0x10000).fill(UNKNOWN);
const DROP = /[\s\p{P}\p{S}]/u;

/** Full-width ASCII → ASCII, U+3000 → space, the T→S pairs and disguised letters, ASCII lower case. */
function foldUnit(c: number): number {
  let f = c;
  if (c >= 0xff01 && c <= 0xff5e) f = c - 0xfee0;
  else if (c === 0x3000) f = 0x20;
  const ch = String.fromCharCode(f);
  if (f < 0x80) f = ch.toLowerCase().charCodeAt(0);
  else if (T2S[ch]) f = T2S[ch].charCodeAt(0);
  else if (DISGUISED[ch]) f = DISGUISED[ch].charCodeAt(0);
  return (foldTable[c] = f);
}

/** The folded unit, without whitespace, punctuation or symbols (0); surrogates are kept whole. */
function keyUnit(c: number): number {
  const f = foldTable[c] === UNKNOWN ? foldUnit(c) : foldTable[c];
  return (keyTable[c] = (c >= 0xd800 && c <= 0xdfff) || !DROP.test(String.fromCharCode(f)) ? f : 0);
}

const FOLDABLE = new RegExp(`[\\uff01-\\uff5e\\u3000A-Z${Object.keys(T2S).join('')}${Object.keys(DISGUISED).join('')}]`);

/** True when the text holds a letter of DISGUISED: a word spelled so is a site's, whatever it says. */
export function hasDisguisedLetter(text: string): boolean {
  return DISGUISED_ANY.test(text);
}
const DISGUISED_ANY = new RegExp(`[${Object.keys(DISGUISED).join('')}]`);

/** Full-width ASCII → ASCII, U+3000 → space, the T→S pairs above, ASCII upper → lower case. */
export function fold(text: string): string {
  if (!FOLDABLE.test(text)) return text;
  return mapUnits(text, foldTable, foldUnit);
}

/**
 * A test of one code unit: whether it folds to one of `letters`, answered from a table filled on first use (a
 * classifier asks it of every unit of a run).
 */
export function foldsInto(letters: ReadonlySet<string>): (unit: number) => boolean {
  const table = new Uint8Array(0x10000);
  return (unit) => {
    if (table[unit] === 0) table[unit] = letters.has(fold(String.fromCharCode(unit))) ? 1 : 2;
    return table[unit] === 1;
  };
}

/**
 * Comparison key: folded, without whitespace, punctuation or symbols (copies of one text differ in those).
 * Same as `fold(text)` with `[\s\p{P}\p{S}]` removed, computed through a table.
 */
export function foldKey(text: string): string {
  return mapUnits(text, keyTable, keyUnit);
}

/** One output buffer, grown as needed: folding runs per line, and a fresh array per call costs more than the fold. */
let buffer = new Uint16Array(1024);
/** The same memory as bytes, for Node's UCS-2 decoder. */
let bytes = Buffer.from(buffer.buffer);

function mapUnits(text: string, table: Uint16Array, compute: (c: number) => number): string {
  if (buffer.length < text.length) {
    buffer = new Uint16Array(Math.max(text.length, buffer.length * 2));
    bytes = Buffer.from(buffer.buffer);
  }
  const out = buffer;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let f = table[c];
    if (f === UNKNOWN) f = compute(c);
    if (f !== 0) out[n++] = f;
  }
  // Node's UCS-2 decoder copies the units as they are (lone surrogates too, as String.fromCharCode did), natively:
  // String.fromCharCode.apply over a typed array passed every unit as an argument, the costliest part of a fold.
  return bytes.toString('ucs2', 0, n * 2);
}
