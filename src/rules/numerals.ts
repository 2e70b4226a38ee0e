/** Chinese, Arabic and full-width numerals in chapter headings: 一百二十 → 120, 第一○○回 → 100 (CLEAN-9). */
import { CHAPTER_UNIT_CHARS } from './heading-words.ts';

/** Digit values; ○ (U+25CB) and 〇 (U+3007) are the zeros of positional forms such as 第一○○回 (xiyouji PG copy). */
export const DIGITS: Readonly<Record<string, number>> = {
  〇: 0,
  '○': 0,
  零: 0,
  一: 1,
  壹: 1,
  二: 2,
  两: 2,
  兩: 2,
  贰: 2,
  貳: 2,
  三: 3,
  叁: 3,
  參: 3,
  四: 4,
  肆: 4,
  五: 5,
  伍: 5,
  六: 6,
  陆: 6,
  陸: 6,
  七: 7,
  柒: 7,
  八: 8,
  捌: 8,
  九: 9,
  玖: 9,
};

/** Units below 万; 廿/卅/卌 are 20/30/40 written as one character. */
const SMALL_UNITS: Readonly<Record<string, number>> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const TENS_WORDS: Readonly<Record<string, number>> = { 廿: 20, 卅: 30, 卌: 40 };
/** Units that close a section: 三万五千 = 3·10⁴ + 5000. */
const BIG_UNITS: Readonly<Record<string, number>> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8 };

/** Characters a numeral may contain, for regular expressions that find numbers in headings. */
export const NUMERAL_CHARS = `0-9０-９${Object.keys(DIGITS).join('')}${Object.keys(SMALL_UNITS).join('')}${Object.keys(TENS_WORDS).join('')}${Object.keys(BIG_UNITS).join('')}`;

/**
 * Parses a numeral: Arabic or full-width digits (`001`, `１２`), Chinese with units (一百二十, 一百十八, 两千零一,
 * 十一), or positional Chinese without units (一二零, 一○○, 九八). Returns undefined for anything else.
 */
export function parseChineseNumber(s: string): number | undefined {
  const text = s.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  const chars = Array.from(text);
  if (!chars.every((c) => c in DIGITS || c in SMALL_UNITS || c in TENS_WORDS || c in BIG_UNITS || /\d/.test(c))) return undefined;
  const hasUnit = chars.some((c) => c in SMALL_UNITS || c in TENS_WORDS || c in BIG_UNITS);
  if (!hasUnit) return positional(chars);
  return withUnits(chars);
}

/** 一二零 → 120: each character is one decimal digit. */
function positional(chars: string[]): number | undefined {
  let n = 0;
  for (const c of chars) {
    const d = c in DIGITS ? DIGITS[c] : /\d/.test(c) ? Number(c) : undefined;
    if (d === undefined) return undefined;
    n = n * 10 + d;
  }
  return n;
}

/** 一百二十 → 120, 十一 → 11 (a leading 十 means 一十), 一百零五 → 105, 三万五千 → 35000. */
function withUnits(chars: string[]): number | undefined {
  let total = 0;
  let section = 0;
  let digit: number | undefined;
  let arabic = false;
  let lastUnit = Infinity;
  for (const c of chars) {
    if (/\d/.test(c)) {
      // Arabic digits inside a Chinese numeral (3万, 12万) accumulate.
      digit = arabic && digit !== undefined ? digit * 10 + Number(c) : Number(c);
      arabic = true;
      continue;
    }
    arabic = false;
    if (c in DIGITS) {
      // Two Chinese digits in a row are only valid after a zero: 一百零五, not 二三十.
      if (digit !== undefined && digit !== 0) return undefined;
      digit = DIGITS[c];
    } else if (c in TENS_WORDS) {
      section += TENS_WORDS[c];
      digit = undefined;
      lastUnit = 10;
    } else if (c in SMALL_UNITS) {
      const unit = SMALL_UNITS[c];
      if (unit >= lastUnit) return undefined; // 十百 or 百百 is not a numeral
      section += (digit ?? 1) * unit;
      digit = undefined;
      lastUnit = unit;
    } else {
      const unit = BIG_UNITS[c];
      total = (total + section + (digit ?? 0)) * unit;
      section = 0;
      digit = undefined;
      lastUnit = Infinity;
    }
  }
  return total + section + (digit ?? 0);
}

/** Chapter units whose number is a chapter number (heading-words.ts); 卷/部 number volumes instead. */
const CHAPTER_NUMBER = new RegExp(`第\\s{0,2}([${NUMERAL_CHARS}]+)\\s{0,2}[${CHAPTER_UNIT_CHARS}]`);
/** 第N卷/部/册, 卷N, and 上/中/下 卷 (xiyouji A's 上卷/下卷), Part/Volume/Book N. */
const VOLUME_NUMBER = new RegExp(
  `^(?:第\\s{0,2}([${NUMERAL_CHARS}]+)\\s{0,2}[卷部册冊]|卷之?\\s{0,2}([${NUMERAL_CHARS}]+)|([上中下])[卷部册冊]|(?:part|volume|vol\\.?|book)\\s*(\\d+))`,
  'i',
);
const HALVES: Readonly<Record<string, number>> = { 上: 1, 中: 2, 下: 3 };

/** The number of a volume title (第二卷 → 2, 下卷 → 3, Part 4 → 4), or undefined. */
export function parseVolumeNumber(title: string): number | undefined {
  const m = VOLUME_NUMBER.exec(title.trim());
  if (!m) return undefined;
  if (m[3]) return HALVES[m[3]];
  return parseChineseNumber(m[1] ?? m[2] ?? m[4]);
}

/** 第N章 / 第N回 / 第N节 / 第N集 → N, wherever the unit stands in the title (after 正文, 上卷 and the like). */
export function parseHeadingNumber(title: string): number | undefined {
  const m = CHAPTER_NUMBER.exec(title);
  return m ? parseChineseNumber(m[1]) : undefined;
}
