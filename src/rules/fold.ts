/** Folds text for rule matching, one UTF-16 unit for one, so a match's offsets are offsets in the original. */
import { Buffer } from 'node:buffer';
import * as OpenCC from 'opencc-js';

/**
 * Traditional → Simplified for the characters that junk and heading rules spell (CLEAN-17: Big5-era sites
 * print the same ads in Traditional). Only one-to-one pairs; 著 is left alone (`罗贯中 著` is a byline).
 */
const T2S: Readonly<Record<string, string>> = pairs(
  '記记為为說说閱阅讀读網网頁页點点擊击繼继續续請请書书節节時时間间數数刪删購购買买權权發发舉举報报錯错誤误彈弹純纯質质機机戶户覽览預预僅仅載载錄录掃扫對对製制檔档簽签薦荐訂订圖图會会員员號号羣群廣广來来達达關关開开結结這这們们從从後后麼么長长現现還还門门問问題题盡尽歡欢邊边總总謝谢無无輕轻應应寫写傳传專专業业說说線线碼码壇坛區区單单處处爭争復复愛爱紅红樂乐學学聽听讓让認认識识覺觉頂顶筆笔趣趣閣阁體体價价錢钱幣币貼贴評评論论贊赞鮮鲜幫帮務务熱热門门搜搜',
);

/**
 * Letters that sites write for the ones a filter looks for (火星文): rare look-alikes or homophones of 更新最快,
 * 零, 小, 不, 通 in watermarks such as `≯哽噺繓赽讀蕶蕶尐說網≮` (MyNovelReader's replace list [S24], the wild
 * split's lists) and the Japanese forms 説, 読. Folded for matching only, so 哽咽 in a story stays as written.
 */
const DISGUISED: Readonly<Record<string, string>> = pairs('哽更噺新繓最赽快蕶零尐小吥不嗵通説说読读');

/**
 * The rest of Traditional → Simplified, from OpenCC's own TSCharacters (opencc-js's Locale.to.cn, the table `t2s`
 * starts from): every one-to-one pair of single code units, the first candidate where it lists several, so that a
 * site's Traditional line (`【領紅包】現金or點幣`, `【加入書籤】`) meets the lexicon's Simplified words whatever
 * characters it spells. T2S above wins where both name a character; 著 stays (a byline's 著).
 */
const OPENCC_T2S: Readonly<Record<string, string>> = (() => {
  const locale = (OpenCC as unknown as { Locale: { to: { cn: string[][] } } }).Locale;
  const map: Record<string, string> = {};
  for (const entry of locale.to.cn[0][1].split('|')) {
    const [from, to] = entry.split(' ');
    if (from && to && from.length === 1 && to.length === 1 && from !== to && from !== '著') map[from] = to;
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
  else if (OPENCC_T2S[ch]) f = OPENCC_T2S[ch].charCodeAt(0);
  else if (DISGUISED[ch]) f = DISGUISED[ch].charCodeAt(0);
  return (foldTable[c] = f);
}

/** The folded unit, without whitespace, punctuation or symbols (0); surrogates are kept whole. */
function keyUnit(c: number): number {
  const f = foldTable[c] === UNKNOWN ? foldUnit(c) : foldTable[c];
  return (keyTable[c] = (c >= 0xd800 && c <= 0xdfff) || !DROP.test(String.fromCharCode(f)) ? f : 0);
}

const FOLDABLE = new RegExp(
  `[\\uff01-\\uff5e\\u3000A-Z${Object.keys(T2S).join('')}${Object.keys(OPENCC_T2S).join('')}${Object.keys(DISGUISED).join('')}]`,
);

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
