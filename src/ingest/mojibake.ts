/**
 * Mojibake repair (docs/rules/cleaning.md#mojibake): GBK or Big5 bytes that were decoded as Latin-1 or Windows-1252 somewhere
 * upstream (`µÚÈýÕÂ Áù¾äÕæÑÔ` = 第三章 六句真言), or UTF-8 bytes decoded as GBK (`銆愯瘽璇达紝` = 【话说，), are turned
 * back into bytes and decoded again.
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

/** Han characters, counted in a line's repair and in the evidence of its bytes. */
const HAN_G = /\p{Script=Han}/gu;

/**
 * Evidence from the bytes themselves, for lines too short for character frequencies (`第三章 旧梦` has two
 * characters outside the frequent list): GBK text is nearly all GB2312 (hanzi at lead 0xB0–0xF7 and symbols at
 * 0xA1–0xA9, trail 0xA1–0xFE), which accented Latin text almost never is; UTF-8 that decodes strictly from
 * Latin-1 characters is UTF-8. Returns 1 when the evidence holds, else 0.
 */
function structural(encoding: string, bytes: Uint8Array, text: string): number {
  const han = text.match(HAN_G)?.length ?? 0;
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
  /** What the bytes really were (`utf-8 read as gbk`: UTF-8 that a GBK decoder read). */
  encoding: (typeof TARGETS)[number] | 'utf-8 read as gbk';
}

/**
 * The line re-decoded, when it is mojibake and the repair reads as Chinese; undefined otherwise (the line
 * is left alone: French `été`, a name with `ü`, curly quotes in Chinese text).
 */
export function repairMojibake(line: string): Repaired | undefined {
  if (!TRIGGER.test(line)) return repairUtf8ReadAsGbk(line);
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
    if (b === undefined) return repairUtf8ReadAsGbk(line); // no single-byte decoding gives it: real text, or GBK's
    bytes[i] = b;
    high++;
    visible++;
  }
  if (high < MIN_HIGH || high / visible < MIN_HIGH_SHARE) return repairUtf8ReadAsGbk(line);
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
  return bestScore >= MIN_SCORE ? best : repairUtf8ReadAsGbk(line);
}

/**
 * UTF-8 read as GBK: each Chinese character's three UTF-8 bytes became one and a half GBK characters, mostly rare ones
 * (`銆愯瘽璇达紝鐩鍓嶆湕璇诲惉涔` = 【话说，目前朗读听书, a reading app's advert in wild2 [b]). A line is a
 * candidate when many of its characters are the GBK characters that a UTF-8 lead byte of CJK text (0xE2–0xE9, 0xEF)
 * and a continuation byte make; it is repaired when its GBK bytes decode as UTF-8 (a character cut at the line's end
 * aside) into text that reads as Chinese while the line itself does not.
 */
function repairUtf8ReadAsGbk(line: string): Repaired | undefined {
  const leads = utf8LeadChars();
  let hits = 0;
  let han = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c >= 0x3400) han++;
    if (leads[c]) hits++;
  }
  if (hits < MIN_HIGH || hits < MIN_LEAD_SHARE * han) return undefined;
  // Indentation a page or scraper added around the garbled text is real (`　　` is GBK's A1A1, no UTF-8).
  const [, lead, core, trail] = /^(\s*)(.*?)(\s*)$/su.exec(line) ?? ['', '', line, ''];
  const bytes = gbkBytes(core);
  if (!bytes) return undefined;
  const cut = cutTail(bytes);
  const text = closeCutBracket(new TextDecoder('utf-8').decode(bytes.subarray(0, bytes.length - cut.length)).replace(/\ufffd+$/, ''), cut);
  const lost = text.match(/\ufffd/g)?.length ?? 0;
  // Judged without the lost characters: score() weighs each U+FFFD as five bad ones.
  const readable = text.replaceAll('\ufffd', '');
  const reads = score(readable) >= MIN_SCORE || (lost === 0 && (readable.match(HAN_G)?.length ?? 0) >= MIN_STRICT_HAN);
  if (lost * LOST_PER > text.length || !reads || score(line) >= MIN_SCORE) return undefined;
  return { text: lead + text + trail, encoding: 'utf-8 read as gbk' };
}

/**
 * Han characters that make a repair whose bytes are UTF-8 without a fault (the cut last character aside) Chinese
 * even where its words are not the novels' frequent ones: a site's advert (`本章未完，请点击下一页继续阅读` scores
 * 0.47), whose GBK reading nothing else would repair. Real GBK text is almost never strict UTF-8 over four characters.
 */
const MIN_STRICT_HAN = 4;

/** The bytes of a UTF-8 character cut at the end (a lead byte and fewer continuation bytes than it announces). */
function cutTail(bytes: Uint8Array): Uint8Array {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const b = bytes[i];
    if (b < 0x80) break;
    if (b < 0xc0) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return bytes.length - i < length ? bytes.subarray(i) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

/**
 * Closing marks of the brackets a site frames a line with. GBK cannot hold the odd byte a UTF-8 line ends with, so the
 * repair loses its last character, and an advert's closing `】` with it (`…安装最新版。】` comes back as `…安装最新版。`,
 * wild2 [b]): where the line opens one of these and leaves it open, and the cut bytes begin its closing mark's
 * UTF-8, the mark is put back, so the line is read (and its brackets balanced) as the site wrote it.
 */
const CLOSING: Readonly<Record<string, string>> = {
  '【': '】',
  '〔': '〕',
  '〖': '〗',
  '《': '》',
  '〈': '〉',
  '「': '」',
  '『': '』',
  '（': '）',
  '“': '”',
};
const utf8 = new TextEncoder();
function closeCutBracket(text: string, cut: Uint8Array): string {
  if (cut.length === 0) return text;
  const open: string[] = [];
  for (const ch of text) {
    if (CLOSING[ch]) open.push(ch);
    else if (open.length && CLOSING[open[open.length - 1]] === ch) open.pop();
  }
  const close = open.length ? CLOSING[open[open.length - 1]] : undefined;
  if (!close) return text;
  const bytes = utf8.encode(close);
  return cut.every((b, i) => bytes[i] === b) ? text + close : text;
}

/** Share of a candidate line's wide characters that are UTF-8 lead-byte characters (half of them are, in mojibake). */
const MIN_LEAD_SHARE = 0.3;
/**
 * At most one character lost (U+FFFD) per this many in the repair: a byte that a scraper dropped (GBK cannot hold an odd
 * byte) costs one character, and wild2's line loses five of thirty.
 */
const LOST_PER = 5;

let leadTable: Uint8Array | undefined;
/** The characters GBK gives for a UTF-8 lead byte of CJK text followed by a continuation byte, as a flag per code unit. */
function utf8LeadChars(): Uint8Array {
  if (leadTable) return leadTable;
  const t = new Uint8Array(0x10000);
  const decoder = new TextDecoder('gbk');
  for (const lead of [0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xef])
    for (let trail = 0x80; trail <= 0xbf; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd') t[ch.charCodeAt(0)] = 1;
    }
  leadTable = t;
  return t;
}

let gbkTable: Map<number, number> | undefined;
/** The line as GBK bytes (ASCII and two-byte codes), or undefined when a character has no GBK code. */
function gbkBytes(line: string): Uint8Array | undefined {
  if (!gbkTable) {
    // Every two-byte GBK code decoded once: lead 0x81–0xFE, trail 0x40–0xFE but 0x7F.
    const pairs: number[] = [];
    for (let lead = 0x81; lead <= 0xfe; lead++) for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) pairs.push(lead, trail);
    const decoded = new TextDecoder('gbk').decode(new Uint8Array(pairs));
    gbkTable = new Map();
    for (let k = 0; k < decoded.length && 2 * k < pairs.length; k++) {
      const c = decoded.charCodeAt(k);
      if (c !== 0xfffd && !gbkTable.has(c)) gbkTable.set(c, (pairs[2 * k] << 8) | pairs[2 * k + 1]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    // Where the GBK decoder met a byte pair it could not read it wrote U+FFFD: those bytes are lost, and the UTF-8
    // decoder marks the character they were part of as lost too.
    if (c === 0xfffd) continue;
    // GBK's one single byte above ASCII: 0x80 is the euro sign (WHATWG gbk decoder).
    const code = c === 0x20ac ? 0x80 : gbkTable.get(c);
    if (code === undefined) return undefined;
    if (code > 0xff) out.push(code >> 8);
    out.push(code & 0xff);
  }
  return new Uint8Array(out);
}
