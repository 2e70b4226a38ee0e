/** Character classes for Chinese line breaking and justification, as data with a fast lookup (CLS-1, CLS-2). */
import type { ProhibitionLevel } from '../config/template.ts';
import { hasNoGlyph } from '../rules/not-text.ts';
import { isHan } from '../rules/han.ts';

/**
 * Class members, one code point per entry (CLS-1). Sources: docs/rules/typography.md#character-classes, from the clreq
 * punctuation table (#table_of_punctuation_marks), GB/T 15834-2011 §5.1 and the TDPF punctuation table.
 * This is the one list shared by the composer, the checker and the tests; the EPUB side may import it too.
 */
export const CLASS_MEMBERS = {
  /** 点号. Half-width `, . : ; ! ?` are normalised to these by the cleaner (CLEAN-10). */
  PAUSE: [0x3001, 0xff0c, 0x3002, 0xff0e, 0xff1a, 0xff1b, 0xff01, 0xff1f, 0x203c, 0x2047, 0x2048, 0x2049],
  CLOSE_Q: [0x201d, 0x2019, 0x300d, 0x300f],
  /** Closing brackets and closing book-title marks (书名号乙式). */
  CLOSE_BR: [0xff09, 0x3015, 0x3017, 0x3011, 0xff3d, 0xff5d, 0x300b, 0x3009],
  OPEN_Q: [0x201c, 0x2018, 0x300c, 0x300e],
  OPEN_BR: [0xff08, 0x3014, 0x3016, 0x3010, 0xff3b, 0xff5b, 0x300a, 0x3008],
  /** 连接号. A single U+2014 is a connector; a pair is DASH2 (CLS-2), so U+2014 is classified by context, not here. */
  CONNECTOR: [0x2013, 0xff5e, 0x301c],
  /** 间隔号: U+00B7 is the recommended one; the others turn up in legacy text. */
  INTERPUNCT: [0x00b7, 0x30fb, 0x2027, 0x2022],
  /** 分隔号. */
  SOLIDUS: [0xff0f, 0x002f],
  /** Halves of 破折号 (DASH2): a run of 2k U+2014, or one U+2E3A (two-em dash). */
  DASH: [0x2014, 0x2e3a],
  /** Halves of 省略号 (ELLIPSIS2): U+2026 or U+22EF, always paired in Chinese prose. */
  ELLIPSIS: [0x2026, 0x22ef],
} as const;

/**
 * ASCII and unit marks that behave like the classes above when they turn up in CJK text (UAX #14 CL/OP/PO/PR;
 * LB-2 keeps a digit run with its prefix or suffix unit). Not part of the CLS-1 table, so kept apart.
 */
export const EXTRA_NO_START = [0x2c, 0x2e, 0x3a, 0x3b, 0x21, 0x3f, 0x29, 0x5d, 0x7d, 0x25, 0xff05, 0x2030, 0x2103, 0x00b0, 0x3005] as const;
export const EXTRA_NO_END = [0x28, 0x5b, 0x7b, 0xffe5, 0x00a5, 0xff04, 0x24, 0xffe1, 0x00a3, 0x20ac] as const;

/** Numeric class ids: small integers so the composer can keep them in a Uint8Array. */
export const enum C {
  /** Anything drawn 1 em wide that breaks like an ideograph but is not Han (kana, full-width forms, PUA). */
  WIDE = 0,
  /** A Han character (LB-8 counts these). */
  HAN = 1,
  /** Letters and other narrow characters that make up a Latin word (kept whole, LB-2). */
  LATIN = 2,
  DIGIT = 3,
  SPACE = 4,
  PAUSE = 5,
  CLOSE_Q = 6,
  CLOSE_BR = 7,
  OPEN_Q = 8,
  OPEN_BR = 9,
  CONNECTOR = 10,
  INTERPUNCT = 11,
  SOLIDUS = 12,
  DASH = 13,
  ELLIPSIS = 14,
  /** Zero-width: combining marks, variation selectors, joiners. Not drawn, never a break. */
  ZERO = 15,
  /** Narrow punctuation that must not start a line (ASCII `,.;:!?)` and unit suffixes such as `%`). */
  NARROW_CLOSE = 16,
  /** Narrow punctuation that must not end a line (ASCII `([{` and currency prefixes). */
  NARROW_OPEN = 17,
  /** U+3000 ideographic space: 1 em; a line may break after it, and it vanishes at a line edge. */
  IDEO_SPACE = 18,
  /** Narrow symbols (ASCII `"#&*+-<=>@_|~`, Latin-1 and general punctuation): part of a word, but no Han–Western gap (JUST-10 is for letters and digits). */
  NARROW_SYM = 19,
}

const NAMED: Record<keyof typeof CLASS_MEMBERS, C> = {
  PAUSE: C.PAUSE,
  CLOSE_Q: C.CLOSE_Q,
  CLOSE_BR: C.CLOSE_BR,
  OPEN_Q: C.OPEN_Q,
  OPEN_BR: C.OPEN_BR,
  CONNECTOR: C.CONNECTOR,
  INTERPUNCT: C.INTERPUNCT,
  SOLIDUS: C.SOLIDUS,
  DASH: C.DASH,
  ELLIPSIS: C.ELLIPSIS,
};

function isZeroWidth(cp: number): boolean {
  return (
    (cp >= 0x0300 && cp <= 0x036f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    cp === 0x2060 ||
    cp === 0xfeff ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef) ||
    (cp >= 0x20d0 && cp <= 0x20ff) ||
    cp < 0x20 ||
    (cp >= 0x7f && cp < 0xa0) ||
    // Bidi controls, U+2028/9, tag characters, noncharacters: no glyph, so nothing (not 〓) is drawn.
    hasNoGlyph(cp)
  );
}

/**
 * Narrow (proportional) characters that form words: Latin, Greek, Cyrillic and general punctuation. Symbols from
 * U+2100 up (Ⅰ ① ◆ ★ …) are full width in CJK fonts, so they break like ideographs instead.
 */
function isNarrow(cp: number): boolean {
  return cp < 0x1100 || (cp >= 0x1e00 && cp < 0x2100 && cp !== 0x203b && cp !== 0x2025);
}

function classify(cp: number): C {
  if (isHan(cp)) return C.HAN;
  if (cp === 0x20 || cp === 0xa0 || cp === 0x09) return C.SPACE;
  if (isZeroWidth(cp)) return C.ZERO;
  if (cp === 0x3000) return C.IDEO_SPACE;
  if (cp >= 0x30 && cp <= 0x39) return C.DIGIT;
  if (isNarrow(cp)) return /\p{L}|\p{M}/u.test(String.fromCodePoint(cp)) ? C.LATIN : C.NARROW_SYM;
  return C.WIDE;
}

/**
 * Class of each BMP code point, filled on first use (UNCLASSIFIED until then): classifying all 65,536 when the
 * module loads cost ~0.1 s of every process and worker, and a book uses a few thousand. The named members are
 * set up front, as they override `classify`. Astral code points always go through `classify`.
 */
const UNCLASSIFIED = 255;
const BMP = new Uint8Array(0x10000).fill(UNCLASSIFIED);
for (const [name, members] of Object.entries(CLASS_MEMBERS) as [keyof typeof CLASS_MEMBERS, readonly number[]][]) {
  for (const cp of members) BMP[cp] = NAMED[name];
}
for (const cp of EXTRA_NO_START) BMP[cp] = C.NARROW_CLOSE;
for (const cp of EXTRA_NO_END) BMP[cp] = C.NARROW_OPEN;

/** The class of one code point (U+2014 comes back as DASH; the composer decides DASH2 vs connector, CLS-2). */
export function classOf(cp: number): C {
  if (cp >= 0x10000) return classify(cp);
  const c = BMP[cp];
  return c === UNCLASSIFIED ? (BMP[cp] = classify(cp)) : (c as C);
}

/** Which classes may not start / end a line at each level, as bit masks over `C` (LB-1). */
export interface Prohibitions {
  noStart: number;
  noEnd: number;
  /** strict: DASH2 and ELLIPSIS2 may not start a line either. */
  unitsNoStart: boolean;
}

const bit = (...cs: C[]): number => cs.reduce((m, c) => m | (1 << c), 0);

/**
 * LB-1 table: `basic` is clreq's recommended set (with SOLIDUS, as its zh-Hans text lists); `strict` is the gb row
 * (SOLIDUS moves to NO_END, so the two sets stay disjoint, CLS-1) plus DASH2/ELLIPSIS2 at no line start.
 */
export const PROHIBITIONS: Record<ProhibitionLevel, Prohibitions> = {
  none: { noStart: 0, noEnd: 0, unitsNoStart: false },
  basic: {
    noStart: bit(C.PAUSE, C.CLOSE_Q, C.CLOSE_BR, C.CONNECTOR, C.INTERPUNCT, C.SOLIDUS, C.NARROW_CLOSE),
    noEnd: bit(C.OPEN_Q, C.OPEN_BR, C.NARROW_OPEN),
    unitsNoStart: false,
  },
  strict: {
    noStart: bit(C.PAUSE, C.CLOSE_Q, C.CLOSE_BR, C.CONNECTOR, C.INTERPUNCT, C.NARROW_CLOSE),
    noEnd: bit(C.OPEN_Q, C.OPEN_BR, C.NARROW_OPEN, C.SOLIDUS),
    unitsNoStart: true,
  },
};

/** True if `cp` must not start a line at `level` (a lone dash is a connector, CLS-2). */
export function isNoStart(cp: number, level: ProhibitionLevel = 'basic'): boolean {
  const c = classOf(cp);
  const p = PROHIBITIONS[level];
  if (c === C.DASH && cp === 0x2014) return (p.noStart & (1 << C.CONNECTOR)) !== 0;
  return (p.noStart & (1 << c)) !== 0;
}

/** True if `cp` must not end a line at `level`. */
export function isNoEnd(cp: number, level: ProhibitionLevel = 'basic'): boolean {
  return (PROHIBITIONS[level].noEnd & (1 << classOf(cp))) !== 0;
}

/** Kind of a run of marks, for CLS-2: `——` is DASH2, a lone `—` a connector, `……` ELLIPSIS2. */
export type RunClass = 'DASH2' | 'ELLIPSIS2' | 'CONNECTOR' | 'OTHER';

/** Classifies a short string the way the composer does (CLS-2): whole string must be one unit. */
export function classifyRun(text: string): RunClass[] {
  const out: RunClass[] = [];
  const cps = [...text].map((ch) => ch.codePointAt(0)!);
  for (let i = 0; i < cps.length; ) {
    const cp = cps[i];
    if (cp === 0x2014 || cp === 0x2026 || cp === 0x22ef) {
      let j = i;
      while (j < cps.length && cps[j] === cp) j++;
      const len = j - i;
      if (cp === 0x2014 && len === 1) out.push('CONNECTOR');
      else for (let k = 0; k < Math.floor(len / 2); k++) out.push(cp === 0x2014 ? 'DASH2' : 'ELLIPSIS2');
      if (len > 1 && len % 2 === 1) out.push(cp === 0x2014 ? 'CONNECTOR' : 'OTHER');
      i = j;
    } else if (cp === 0x2e3a) {
      out.push('DASH2');
      i++;
    } else {
      out.push(classOf(cp) === C.CONNECTOR ? 'CONNECTOR' : 'OTHER');
      i++;
    }
  }
  return out;
}
