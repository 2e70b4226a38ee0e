/** Bytes → text: BOM, strict UTF-8, else the best-scoring of GB18030, Big5 and UTF-16 (docs/architecture.md#ingest). */
import { DecodeError } from '../errors.ts';
import { CJK_PUNCTUATION, FREQUENT_HAN } from '../rules/frequent.ts';
import { firstIndexWhere } from '../util/search.ts';

/** Encodings the detector chooses between, as WHATWG/Node TextDecoder labels. */
export type Encoding = 'utf-8' | 'gb18030' | 'big5' | 'utf-16le' | 'utf-16be';

export interface Decoded {
  text: string;
  encoding: Encoding | string;
  /** How the encoding was chosen; `repaired`: UTF-8 but for some lines (`repairs`). */
  how: 'bom' | 'utf-8' | 'override' | 'guessed' | 'repaired';
  /** For a guess: each candidate's score (share of frequent characters, 0–1), best first. */
  scores?: { encoding: Encoding; score: number }[];
  /** For a repaired UTF-8 file: each line that was not UTF-8 (1-based, as splitLines numbers them) and how it was read. */
  repairs?: LineRepair[];
}

/** A line of a UTF-8 file that was not UTF-8: read in a legacy encoding, or its bad bytes replaced by U+FFFD. */
export interface LineRepair {
  line: number;
  as: 'gb18030' | 'big5' | 'replaced';
}

/** Legacy candidates, in the order that breaks ties (GBK sites outnumber Big5 ones). */
const CANDIDATES: readonly Encoding[] = ['gb18030', 'big5', 'utf-16le', 'utf-16be'];

/** book.yaml spellings → TextDecoder labels. GBK and GB2312 are subsets of GB18030; Node's big5 also reads cp950. */
const ALIASES: Readonly<Record<string, string>> = {
  utf8: 'utf-8',
  'utf-8-sig': 'utf-8',
  gbk: 'gb18030',
  gb2312: 'gb18030',
  cp936: 'gb18030',
  gb18030: 'gb18030',
  cp950: 'big5',
  big5hkscs: 'big5',
  'big5-hkscs': 'big5',
  utf16: 'utf-16le',
  'utf-16': 'utf-16le',
  utf16le: 'utf-16le',
  utf16be: 'utf-16be',
};

/** Below this share of frequent characters the best candidate is mojibake, unless it beats the others clearly. */
const MIN_SCORE = 0.3;
const MIN_LOW_SCORE = 0.1;
const MIN_MARGIN = 0.1;
const SAMPLE = 300_000;
const SAMPLE_BYTES = 256 * 1024;

/** Decodes one file's bytes; `file` is only for messages. Throws DecodeError with the byte offset when nothing fits. */
export function decodeBytes(bytes: Uint8Array, file: string, override?: string): Decoded {
  const bom = bomOf(bytes);
  if (bom) return { text: strict(bytes.subarray(bom.length), bom.encoding, file, bom.length), encoding: bom.encoding, how: 'bom' };
  if (override) return decodeForced(bytes, file, override);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // ASCII-heavy UTF-16 without a BOM is valid UTF-8 full of NULs (every other byte); a stray NUL in UTF-8
    // text is a control character (reported at ingest), not a reason to read the file as something else.
    if (!looksLikeUtf16(text.slice(0, 4096))) return { text, encoding: 'utf-8', how: 'utf-8' };
  } catch {
    // not UTF-8: score the legacy encodings below
  }
  return guess(bytes, file, () => repairUtf8(bytes));
}

/** Share of NULs above which valid UTF-8 is more likely BOM-less UTF-16 of mostly ASCII text. */
const UTF16_NULS = 0.1;

function looksLikeUtf16(sample: string): boolean {
  let nuls = 0;
  for (let i = 0; i < sample.length; i++) if (sample.charCodeAt(i) === 0) nuls++;
  return nuls > 0 && nuls >= sample.length * UTF16_NULS;
}

function bomOf(bytes: Uint8Array): { encoding: Encoding; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** Decodes with `encoding`, failing with the offset of the first invalid byte (offset counts from file start). */
function strict(bytes: Uint8Array, encoding: string, file: string, base = 0): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch (cause) {
    const offset = base + firstInvalidOffset(bytes, encoding);
    throw new DecodeError(`not valid ${encoding}: invalid byte sequence at byte offset ${offset}`, {
      file,
      offset,
      cause,
      hint: 'the file may be damaged, or set `encoding:` in book.yaml',
    });
  }
}

/** `encoding:` from book.yaml: the file must be valid in it; the first invalid byte is an error with its offset. */
function decodeForced(bytes: Uint8Array, file: string, override: string): Decoded {
  const label = ALIASES[override.toLowerCase()] ?? override.toLowerCase();
  let encoding: string;
  try {
    encoding = new TextDecoder(label).encoding;
  } catch (cause) {
    throw new DecodeError(`unknown encoding \`${override}\` in book.yaml`, {
      file,
      cause,
      hint: 'use utf-8, gb18030 (gbk), big5 or utf-16le',
    });
  }
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding, how: 'override' };
  } catch (cause) {
    const offset = firstInvalidOffset(bytes, encoding);
    throw new DecodeError(`not valid ${encoding} (set by \`encoding:\` in book.yaml): invalid byte sequence at byte offset ${offset}`, {
      file,
      offset,
      cause,
      hint: "fix the file, or remove `encoding:` from book.yaml to detect each file's encoding",
    });
  }
}

/**
 * `repair` is asked when no legacy encoding fits: a UTF-8 file with a few bad bytes (a download cut in the middle of
 * a character, a damaged byte) or a chapter pasted in GBK is UTF-8 but for those lines, not an undecodable file.
 */
function guess(bytes: Uint8Array, file: string, repair: () => Decoded | undefined): Decoded {
  const scored = CANDIDATES.filter((enc) => !enc.startsWith('utf-16') || bytes.length % 2 === 0)
    .map((encoding) => {
      // Score a prefix (streaming, so a character cut at its end is held back, not replaced).
      const head = new TextDecoder(encoding).decode(bytes.subarray(0, SAMPLE_BYTES), { stream: true });
      return { encoding, score: score(head) };
    })
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  const scores = scored.map(({ encoding, score: s }) => ({ encoding, score: Math.round(s * 1000) / 1000 }));
  // Mojibake scores near 0 in every candidate; rare-character text can score low, but then one candidate still stands out.
  const margin = best ? best.score - (scored[1]?.score ?? 0) : 0;
  if (!best || (best.score < MIN_SCORE && (best.score < MIN_LOW_SCORE || margin < MIN_MARGIN))) {
    const repaired = repair();
    if (repaired) return repaired;
    const offset = firstInvalidOffset(bytes, 'utf-8');
    const tried = scores.map((s) => `${s.encoding} ${(s.score * 100).toFixed(0)}%`).join(', ');
    throw new DecodeError(
      `cannot decode: not UTF-8 (invalid byte at byte offset ${offset}), and no legacy encoding gives Chinese text (frequent characters: ${tried})`,
      {
        file,
        offset,
        hint: 'convert the file to UTF-8, or set `encoding:` in book.yaml',
      },
    );
  }
  return { text: new TextDecoder(best.encoding).decode(bytes), encoding: best.encoding, how: 'guessed', scores };
}

/** Legacy encodings a line of a UTF-8 file may be in (a chapter pasted from a GBK or Big5 page). */
const LINE_ENCODINGS = ['gb18030', 'big5'] as const;
/** At least this share of the lines with non-ASCII bytes must be UTF-8 for the file to be read as UTF-8 with repairs. */
const MIN_UTF8_LINES = 0.5;

/**
 * Reads a file that is not valid UTF-8 line by line (lines split at LF, a byte no multi-byte character of UTF-8,
 * GB18030 or Big5 holds): each valid line as UTF-8, each other as the legacy encoding that reads it as Chinese
 * (scored as whole files are), else as UTF-8 with its bad bytes replaced by U+FFFD (reported per line at ingest and
 * dropped by the clean stage, CLEAN-1). Undefined when too few lines are UTF-8: then the file is not UTF-8 at all.
 */
function repairUtf8(bytes: Uint8Array): Decoded | undefined {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const lenient = new TextDecoder('utf-8');
  const pieces: string[] = [];
  const repaired: { at: number; as: LineRepair['as'] }[] = [];
  let good = 0;
  let length = 0;
  for (let start = 0; start <= bytes.length; ) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    const line = bytes.subarray(start, end);
    let text: string | undefined;
    if (line.every((b) => b < 0x80)) text = lenient.decode(line);
    else {
      try {
        text = utf8.decode(line);
        good++;
      } catch {
        const as = legacyLine(line);
        text = new TextDecoder(as === 'replaced' ? 'utf-8' : as).decode(line);
        repaired.push({ at: length, as });
      }
    }
    pieces.push(text);
    length += text.length + 1;
    start = end + 1;
  }
  if (repaired.length === 0 || good < (good + repaired.length) * MIN_UTF8_LINES) return undefined;
  const text = pieces.join('\n');
  const lines = lineNumbers(
    text,
    repaired.map((r) => r.at),
  );
  return { text, encoding: 'utf-8', how: 'repaired', repairs: repaired.map((r, i) => ({ line: lines[i], as: r.as })) };
}

/** The legacy encoding a non-UTF-8 line reads as Chinese in (valid, and clearly the best scored), else `replaced`. */
function legacyLine(line: Uint8Array): LineRepair['as'] {
  const scored = LINE_ENCODINGS.map((encoding) => {
    try {
      return { encoding, score: score(new TextDecoder(encoding, { fatal: true }).decode(line)) };
    } catch {
      return { encoding, score: 0 };
    }
  }).sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  return best.score >= MIN_SCORE && best.score - next.score >= MIN_MARGIN ? best.encoding : 'replaced';
}

/** The 1-based line (splitLines: CRLF, LF or CR ends a line) of each of the ascending UTF-16 offsets in `text`. */
function lineNumbers(text: string, offsets: readonly number[]): number[] {
  const out: number[] = [];
  let line = 1;
  let i = 0;
  for (const at of offsets) {
    for (; i < at; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) line++;
    }
    out.push(line);
  }
  return out;
}

let goodUnitTable: Uint8Array | undefined;
/**
 * FREQUENT_HAN and CJK_PUNCTUATION as a table over code units (1: in one of them), built on first use: score reads
 * up to SAMPLE characters per candidate encoding, and a string and two set look-ups per character cost more than the
 * decoding. Only one-unit entries can equal `text[i]`, so only those are marked.
 */
function goodUnits(): Uint8Array {
  if (!goodUnitTable) {
    goodUnitTable = new Uint8Array(0x10000);
    for (const ch of [...FREQUENT_HAN, ...CJK_PUNCTUATION]) if (ch.length === 1) goodUnitTable[ch.charCodeAt(0)] = 1;
  }
  return goodUnitTable;
}

/**
 * Share of frequent Han characters and Chinese punctuation among the non-ASCII characters, minus penalties
 * for U+FFFD, private-use and control characters. Mojibake is made of valid but rare characters, so validity
 * alone cannot tell GBK from Big5 (both decoders accept almost any byte pair).
 */
export function score(text: string): number {
  let wide = 0;
  let good = 0;
  let bad = 0;
  const end = Math.min(text.length, SAMPLE);
  const goodTable = goodUnits();
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c < 0x20 && c !== 9 && c !== 10 && c !== 13) bad++;
      continue;
    }
    wide++;
    if (goodTable[c] === 1 || c === 0x3000) good++;
    else if (c === 0xfffd || (c >= 0xe000 && c <= 0xf8ff)) bad++;
  }
  if (wide === 0) return 0;
  return Math.max(0, (good - 5 * bad) / wide);
}

/**
 * Offset of the first byte at which `encoding` fails: the shortest prefix that a fatal streaming decoder
 * rejects (streaming, so a character cut at the prefix end is not an error). Returns the length if none fails.
 */
export function firstInvalidOffset(bytes: Uint8Array, encoding: string): number {
  const fails = (n: number): boolean => {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, n), { stream: true });
      return false;
    } catch {
      return true;
    }
  };
  if (!fails(bytes.length)) {
    if (completes(bytes, encoding)) return bytes.length;
    // Only the very end is incomplete (a truncated last character): it starts at the last boundary.
    for (let k = bytes.length - 1; k >= Math.max(0, bytes.length - 4); k--) if (completes(bytes.subarray(0, k), encoding)) return k;
    return bytes.length - 1;
  }
  const lo = firstIndexWhere(bytes.length, fails);
  // `lo` bytes fail; the bad sequence starts at the last character boundary before its last byte.
  for (let k = lo - 1; k >= Math.max(0, lo - 4); k--) if (completes(bytes.subarray(0, k), encoding)) return k;
  return Math.max(0, lo - 1);
}

function completes(bytes: Uint8Array, encoding: string): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
