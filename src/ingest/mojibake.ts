/**
 * Mojibake repair (docs/rules/cleaning.md#mojibake): GBK or Big5 bytes that were decoded as Latin-1 or Windows-1252 somewhere
 * upstream (`µÚÈýÕÂ Áù¾äÕæÑÔ` = 第三章 六句真言) are turned back into bytes and decoded again.
 */
import { score } from './decode.ts';

/** Windows-1252's characters for bytes 0x80–0x9F (WHATWG Encoding, index-windows-1252); the rest are Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const BYTE_OF = new Map<number, number>();
for (let b = 0; b < 0x20; b++) BYTE_OF.set(CP1252_HIGH.charCodeAt(b), 0x80 + b);
for (let b = 0x80; b <= 0xff; b++) if (!BYTE_OF.has(b)) BYTE_OF.set(b, b);

/**
 * Encodings a re-decode may reveal, tried in this order (GBK sites outnumber Big5 ones); UTF-8 read as
 * cp1252 (`ç¬¬ä¸€ç« ` = 第一章) is the same accident one step later.
 */
const TARGETS = ['gb18030', 'big5', 'utf-8'] as const;

/** Fewest high characters for a line to be a candidate (one accented letter in a name is not mojibake). */
const MIN_HIGH = 4;
/** Share of the line's non-space characters that must be high Latin-1/cp1252 characters. */
const MIN_HIGH_SHARE = 0.5;
/** The re-decoded text must read as Chinese: this share of frequent Han characters (decode.ts score). */
const MIN_SCORE = 0.6;

/** Cheap test: any character in U+0080–U+00FF or the cp1252 extras. */
const TRIGGER =
  /[\u0080-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;

/**
 * Evidence from the bytes themselves, for lines too short for character frequencies (`第三章 旧梦` has two
 * characters outside the frequent list): GBK text is nearly all GB2312 (hanzi at lead 0xB0–0xF7 and symbols at
 * 0xA1–0xA9, trail 0xA1–0xFE), which accented Latin text almost never is; UTF-8 that decodes strictly from
 * Latin-1 characters is UTF-8. Returns 1 when the evidence holds, else 0.
 */
function structural(encoding: string, bytes: Uint8Array, text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (han < 3) return 0;
  if (encoding === 'utf-8') return 1;
  if (encoding !== 'gb18030') return 0;
  let pairs = 0;
  let gb2312 = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x81) continue;
    const trail = bytes[i + 1] ?? 0;
    pairs++;
    if (((lead >= 0xb0 && lead <= 0xf7) || (lead >= 0xa1 && lead <= 0xa9)) && trail >= 0xa1 && trail <= 0xfe) gb2312++;
    i++;
  }
  return pairs >= 3 && gb2312 / pairs >= GB2312_SHARE ? 1 : 0;
}

/** Share of GB2312 byte pairs that makes a re-decoded line GBK text (see `structural`). */
const GB2312_SHARE = 0.9;

export interface Repaired {
  text: string;
  encoding: (typeof TARGETS)[number];
}

/**
 * The line re-decoded, when it is mojibake and the repair reads as Chinese; undefined otherwise (the line
 * is left alone: French `été`, a name with `ü`, curly quotes in Chinese text).
 */
export function repairMojibake(line: string): Repaired | undefined {
  if (!TRIGGER.test(line)) return undefined;
  const bytes = new Uint8Array(line.length);
  let high = 0;
  let visible = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 0x80) {
      bytes[i] = c;
      if (c > 0x20) visible++;
      continue;
    }
    const b = BYTE_OF.get(c);
    if (b === undefined) return undefined; // a character no single-byte decoding gives: real text
    bytes[i] = b;
    high++;
    visible++;
  }
  if (high < MIN_HIGH || high / visible < MIN_HIGH_SHARE) return undefined;
  let best: Repaired | undefined;
  let bestScore = 0;
  for (const encoding of TARGETS) {
    let text: string;
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      continue;
    }
    const s = Math.max(score(text), structural(encoding, bytes, text));
    if (s > bestScore) [best, bestScore] = [{ text, encoding }, s];
  }
  return bestScore >= MIN_SCORE ? best : undefined;
}
