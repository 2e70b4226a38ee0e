/**
 * The conversion layer above OpenCC (OCC-5): spans of Simplified text whose Traditional form is decided here
 * (names found in the book, classical usages, Taiwan forms) are written as decided, and the text between
 * them goes through OpenCC as before. Spans are found by a fixed set of patterns, so the layer stays linear
 * in the text's length; the user dictionary (withTerms) wraps it and so still wins.
 */
import { USAGE_RULES } from './data/usages.ts';
import type { DetectedName } from './names.ts';
import { NOT_BEFORE_NAME } from './data/names.ts';
import { openccPhraseKeys } from './opencc-data.ts';

/** The Traditional target: Taiwan forms or Hong Kong forms. */
export type Region = 'tw' | 'hk';

export interface LayerOptions {
  region: Region;
  /** Names detected in the book (conversion/names.ts). */
  names?: readonly DetectedName[];
}

interface Span {
  from: number;
  to: number;
  out: string;
}

/**
 * A set of patterns as one regular expression: each pattern a capturing group, so a text is scanned once. Plain
 * groups, not named ones: V8 builds a match's `groups` object with every name on each match, most of the scan's time.
 */
interface Combined {
  regex: RegExp;
  /** Per group: what its match is written as, where it may not be taken, and the index of its capture in a match. */
  groups: { out: string; accept?: (text: string, at: number) => boolean; capture: number }[];
}

/** The layer compiled: names (the most specific evidence) and usage rules, each one pass over a text. */
interface Compiled {
  names?: Combined;
  usage: Combined;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many capturing groups a pattern's source has (an alternative that matches the empty string tells). */
const capturesIn = (source: string) => new RegExp(`${source}|`).exec('')!.length - 1;

/** `starts`: every character a match can start with; the lookahead in front lets the scan skip the rest fast. */
function combine(
  parts: readonly { source: string; out: string; accept?: (text: string, at: number) => boolean }[],
  starts: string,
): Combined {
  const first = `(?=[${[...new Set(starts)].map(escapeRe).join('')}])`;
  let capture = 1;
  const groups = parts.map(({ source, out, accept }) => {
    const group = { out, accept, capture };
    capture += 1 + capturesIn(source);
    return group;
  });
  return { regex: new RegExp(`${first}(?:${parts.map((p) => `(${p.source})`).join('|')})`, 'g'), groups };
}

function compile(options: LayerOptions): Compiled {
  const usage = combine(
    USAGE_RULES.map((rule) => ({ source: rule.pattern.source, out: options.region === 'hk' && rule.hk ? rule.hk : rule.hant })),
    USAGE_RULES.map((rule) => rule.starts).join(''),
  );
  const names = options.names ?? [];
  if (!names.length) return { usage };
  const keys = openccPhraseKeys();
  // A surname is no name after a numeral (千余家); a given name is none inside a word OpenCC knows before it
  // (模范进步). A form of address is evidence enough there (那周先生: OpenCC knows 那周, "that week").
  const numeral = (text: string, at: number) => !NOT_BEFORE_NAME.test(text[at - 1] ?? '');
  const word = (text: string, at: number) => numeral(text, at) && !keys.has((text[at - 1] ?? '') + text[at]);
  // Only the ambiguous character of a name is a span: the rest of the name converts as usual.
  const groups = new Map<string, { bodies: string[]; accept: (text: string, at: number) => boolean; out: string }>();
  for (const n of names) {
    const before = escapeRe(n.text.slice(0, n.at));
    const after = escapeRe(n.text.slice(n.at + 1));
    const start = n.clauseStart ? '(?<=^|[，。：；！？”」』\\s])' : '';
    const body = `${start}${before ? `(?<=${before})` : ''}${escapeRe(n.text[n.at])}${after ? `(?=${after})` : ''}`;
    const strict = n.by === 'given' && n.at === 0;
    const key = `${n.text[n.at]}${n.form}${strict ? 'g' : 't'}`;
    const group = groups.get(key) ?? { bodies: [], accept: strict ? word : numeral, out: n.form };
    group.bodies.push(body);
    groups.set(key, group);
  }
  const parts = [...groups]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([, g]) => ({ source: g.bodies.sort((x, y) => y.length - x.length).join('|'), out: g.out, accept: g.accept }));
  return { names: combine(parts, names.map((n) => n.text[n.at]).join('')), usage };
}

/** Leftmost matches of one combined pattern; at one place the first group that matches. */
function scan(text: string, c: Combined, out: Span[]): void {
  c.regex.lastIndex = 0;
  for (let m = c.regex.exec(text); m; m = c.regex.exec(text)) {
    if (m[0].length === 0) {
      c.regex.lastIndex++;
      continue;
    }
    const g = c.groups[groupOf(m, c.groups)];
    if (g.accept && !g.accept(text, m.index)) continue;
    out.push({ from: m.index, to: m.index + m[0].length, out: g.out });
  }
}

function groupOf(m: RegExpExecArray, groups: Combined['groups']): number {
  for (let i = 0; i < groups.length; i++) if (m[groups[i].capture] !== undefined) return i;
  return 0;
}

/** The spans the layer decides in `text`, in order and without overlaps: a name's span wins over a rule's. */
export function layerSpans(text: string, options: LayerOptions): Span[] {
  return spansOf(text, compile(options));
}

function spansOf(text: string, compiled: Compiled): Span[] {
  const names: Span[] = [];
  if (compiled.names) scan(text, compiled.names, names);
  const usage: Span[] = [];
  scan(text, compiled.usage, usage);
  if (!names.length) return usage;
  // Both lists are in text order: merge them, dropping a rule's span that overlaps a name's.
  const out: Span[] = [];
  let k = 0;
  for (const u of usage) {
    while (k < names.length && names[k].to <= u.from) out.push(names[k++]);
    if (k < names.length && names[k].from < u.to) continue;
    out.push(u);
  }
  while (k < names.length) out.push(names[k++]);
  return out;
}

/**
 * Wraps an OpenCC Simplified → Traditional converter: each span the layer decides is written as decided, the
 * text around it is converted by `convert` piece by piece.
 */
export function withLayer(convert: (text: string) => string, options: LayerOptions): (text: string) => string {
  const compiled = compile(options);
  return (text) => {
    const spans = spansOf(text, compiled);
    if (spans.length === 0) return convert(text);
    let out = '';
    let at = 0;
    for (const s of spans) {
      if (s.from > at) out += convert(text.slice(at, s.from));
      out += s.out;
      at = s.to;
    }
    if (at < text.length) out += convert(text.slice(at));
    return out;
  };
}
