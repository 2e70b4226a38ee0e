/**
 * A book's own conversion terms (names such as the surname 范, which OpenCC turns into 範), applied before
 * OpenCC's tables in both directions. Each term is swapped for a placeholder of Unicode noncharacters, which
 * no dictionary touches, then the placeholder becomes the other script's form. Text that holds those
 * noncharacters itself (the clean stage drops them from chapters, but a title from book.yaml may have them)
 * has each one escaped as a placeholder of its own first, so it can neither be read as a term nor lost.
 */
import { ConfigError } from '../errors.ts';
import { readUtf8File } from '../util/fs.ts';

/** One entry: the Simplified form and the Traditional form. */
export interface Term {
  hans: string;
  hant: string;
}

const OPEN = '\uFDD0';
const CLOSE = '\uFDD1';
const DIGIT_BASE = 0xfdd2; // U+FDD2…U+FDEF: 30 noncharacters serve as base-30 digits.
/** Every code point placeholders are made of: the text's own are escaped. */
const RESERVED = /[\uFDD0-\uFDEF]/g;

/** Parses a dictionary file: one `简体 繁體` pair a line (space or tab), `#` starts a comment. */
export function parseDictionary(text: string, file: string): Term[] {
  const terms: Term[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) return;
      const parts = line.split(/[\s\u3000]+/);
      if (parts.length !== 2)
        throw new ConfigError(`a dictionary line holds two forms, Simplified then Traditional: \`${raw.trim()}\``, { file, line: i + 1 });
      terms.push({ hans: parts[0], hant: parts[1] });
    });
  return terms;
}

export function loadDictionary(path: string, shownAs: string): Term[] {
  return parseDictionary(readUtf8File(path, { shownAs, Err: ConfigError, what: 'the dictionary' }), shownAs);
}

function placeholder(i: number): string {
  let digits = '';
  do {
    digits = String.fromCharCode(DIGIT_BASE + (i % 30)) + digits;
    i = Math.floor(i / 30);
  } while (i > 0);
  return OPEN + digits + CLOSE;
}

/** Wraps `convert` so that the terms' `from` forms come out as their `to` forms, whatever OpenCC would say. */
export function withTerms(
  convert: (text: string) => string,
  terms: readonly Term[],
  direction: 'hans-to-hant' | 'hant-to-hans',
): (text: string) => string {
  if (terms.length === 0) return convert;
  const pairs = terms.map((t) => (direction === 'hans-to-hant' ? [t.hans, t.hant] : [t.hant, t.hans]));
  // Longest first, so 范闲 wins over 范 when both are listed.
  const order = pairs.map((p, i) => ({ p, i })).sort((a, b) => b.p[0].length - a.p[0].length);
  const pattern = new RegExp(order.map(({ p }) => p[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const index = new Map(pairs.map((p, i) => [p[0], i]));
  const back = new RegExp(`${OPEN}([\\uFDD2-\\uFDEF]+)${CLOSE}`, 'g');
  // Placeholder numbers past the terms stand for the text's own U+FDD0…U+FDEF, one number per code point.
  const own = pairs.length;
  return (text) => {
    if (!pattern.test(text)) return convert(text);
    pattern.lastIndex = 0;
    const escaped = text.replace(RESERVED, (c) => placeholder(own + c.charCodeAt(0) - 0xfdd0));
    const protectedText = escaped.replace(pattern, (m) => placeholder(index.get(m)!));
    return convert(protectedText).replace(back, (_, digits: string) => {
      let i = 0;
      for (const d of digits) i = i * 30 + (d.charCodeAt(0) - DIGIT_BASE);
      return i < own ? pairs[i][1] : String.fromCharCode(0xfdd0 + i - own);
    });
  };
}
