/**
 * Names found in the book itself (OCC-5): a surname character that OpenCC would turn into another word's form
 * (范 → 範, 余 → 餘, 郁 → 鬱) is kept in its surname form where the book shows it as a name: before a form of
 * address seen twice (范举人, 余大先生), or before a given name that, in most places where a verb of narration
 * follows it, stands after that surname (范进道, 于禁曰). One pass over the text counts everything.
 */
import {
  AMBIGUOUS_SURNAMES,
  FUNCTION_SURNAMES,
  GIVEN_NAME_FORMS,
  NAME_INTRODUCERS,
  MIN_NAMED,
  MIN_TITLE_HOU,
  MIN_TITLED,
  NAME_FOLLOWERS,
  NAMED_SHARE,
  MIN_RARE,
  MIN_RARE_IN_CHAPTER,
  RARE_SHARE,
  NAMED,
  ORDINAL_TITLES,
  ORDINALS,
  PAIR_FOLLOWERS,
  SURNAMED,
  NOT_SURNAMED,
  NOT_BEFORE_NAME,
  NOT_IN_GIVEN_NAME,
  PREPOSITION_SURNAMES,
  SURNAMES,
  TITLES,
} from './data/names.ts';
import { openccPhraseKeys } from './opencc-data.ts';
import { type Memo, noMemo } from '../util/cache.ts';

/** A name: its Simplified text, and which of its characters keeps which Traditional form. */
export interface DetectedName {
  text: string;
  /** Offset in `text` of the ambiguous character, and the form it keeps. */
  at: number;
  form: string;
  /** How it was found: a form of address, a given name, an empress's title (何后), or a given name alone. */
  by: 'title' | 'given' | 'empress' | 'alone';
  /** Only at the start of a clause (a given name alone before a verb of speech: ，范曰：). */
  clauseStart?: boolean;
  count: number;
}

/** The verbs after which a given name alone is a person speaking. */
const SPEECH_ALONE = ['曰', '道', '问', '答', '笑'];
const TITLES_LONGEST = [...TITLES].sort((a, b) => b.length - a.length);
const ORDINAL_TITLES_LONGEST = [...ORDINAL_TITLES].sort((a, b) => b.length - a.length);

/** The form of address that starts at `at` in `text`: one of TITLES, or a birth-order number and an ordinal title. */
function titleAt(text: string, at: number): string | undefined {
  const title = TITLES_LONGEST.find((t) => text.startsWith(t, at));
  if (title || !ORDINALS.includes(text[at] ?? '\0')) return title;
  const kin = ORDINAL_TITLES_LONGEST.find((t) => text.startsWith(t, at + 1));
  return kin && text[at] + kin;
}
/** Verbs after 某后 that make it the empress, not "after" (何后曰, 董后大怒, 何后乃…). */
const EMPRESS_FOLLOWERS = /[曰道问問答笑叫听聽见見怒惊驚喜与與乃大亦使令召欲遂即泣哭]/;

const FOLLOWER = 1;
const AMBIGUOUS = 2;
const SURNAME = 4;
const FUNCTION = 8;
const EMPRESS_FOLLOWER = 16;
const NOT_BEFORE = 32;
const NOT_GIVEN = 64;
const HAN_FLAG = 128;
const HOU = '后'.charCodeAt(0);
let table: Uint8Array | undefined;

/** One byte of classes per BMP code unit: the scan reads numbers, not one-character strings. */
function classTable(): Uint8Array {
  if (table) return table;
  const t = new Uint8Array(0x10000);
  for (let c = 0x3400; c <= 0x9fff; c++) t[c] |= HAN_FLAG;
  const mark = (chars: Iterable<string>, flag: number) => {
    for (const ch of chars) t[ch.charCodeAt(0)] |= flag;
  };
  const charsOf = (re: RegExp) => {
    const out: string[] = [];
    for (let c = 0x3000; c <= 0x9fff; c++) if (re.test(String.fromCharCode(c))) out.push(String.fromCharCode(c));
    return out;
  };
  mark(charsOf(NAME_FOLLOWERS), FOLLOWER);
  mark(Object.keys(AMBIGUOUS_SURNAMES), AMBIGUOUS);
  mark(SURNAMES, SURNAME);
  mark(FUNCTION_SURNAMES, FUNCTION);
  mark(charsOf(EMPRESS_FOLLOWERS), EMPRESS_FOLLOWER);
  mark(charsOf(NOT_BEFORE_NAME), NOT_BEFORE);
  mark(charsOf(NOT_IN_GIVEN_NAME), NOT_GIVEN);
  table = t;
  return t;
}

/** The counts a scan keeps, by text or summed over the book (statedAndPaired fills the last three). */
function counts() {
  return {
    /** `S G` before a verb of speech; `G` before one after any surname; `G` before one at all. */
    named: new Map<string, number>(),
    afterSurname: new Map<number, number>(),
    beforeSpeech: new Map<number, number>(),
    titled: new Map<string, number>(),
    /** `S G` anywhere, and every occurrence of such a `G` (a rare given name: 余夔, 余持). */
    seen: new Map<string, number>(),
    empress: new Map<string, number>(),
    /** An ambiguous character as a one-character given name after a surname (赵范曰, 吕范曰 in 三国演义). */
    givenAmbiguous: new Map<string, number>(),
    /** Given names the book states with a surname (姓余名特). */
    stated: new Map<string, number>(),
    /** `name|offset`: names the book states or introduces (姓萧，名采; 叫做采苹，) with a GIVEN_NAME_FORMS character. */
    givenForms: new Map<string, number>(),
    pairs: new Map<string, number>(),
  };
}
type Counts = ReturnType<typeof counts>;

/**
 * What one text adds to the book's counts: each map as a list in the order the text first shows its keys, so summing
 * the texts' lists in book order gives the maps one pass over the book gave, insertion order included; and the
 * `S G` it shows as names by rarity (the book keeps each one's largest count) and the surnames it states (姓余).
 */
export type TextScan = { [K in keyof Counts]: Counts[K] extends Map<infer T, number> ? [T, number][] : never } & {
  rare: [string, number][];
  surnamed: string[];
};

/**
 * Scans Simplified text for names; the result is sorted, so the same book always gives the same list. Each text is
 * scanned on its own (`memo` keeps a text's scan between builds: a serial's unchanged chapters are not scanned
 * again); the book-wide counts and decisions follow.
 */
export function detectNames(texts: readonly string[], memo: Memo = noMemo): DetectedName[] {
  const keys = openccPhraseKeys();
  const flags = classTable();
  const book = counts();
  const { named, afterSurname, beforeSpeech, titled, seen, empress, givenAmbiguous, stated: statedNames, givenForms, pairs } = book;
  /** Per chapter: `S G` seen there, and those a chapter shows as names by rarity (余持). */
  const rareInChapter = new Map<string, number>();
  /** Surnames the book states outright (姓余). */
  const surnamed = new Set<string>();
  const sum = <K>(m: Map<K, number>, list: [K, number][]) => {
    for (const [k, n] of list) m.set(k, (m.get(k) ?? 0) + n);
  };
  for (const text of texts) {
    const scan = memo(['names-scan', text], () => scanText(text, keys, flags));
    for (const field of Object.keys(book) as (keyof Counts)[]) sum(book[field] as Map<unknown, number>, scan[field]);
    for (const [k, n] of scan.rare) rareInChapter.set(k, Math.max(rareInChapter.get(k) ?? 0, n));
    for (const ch of scan.surnamed) surnamed.add(ch);
  }
  const total = countGiven(texts, new Set([...seen.keys()].map((k) => k.slice(1))));
  const names: DetectedName[] = [];
  const add = (text: string, by: 'title' | 'given' | 'empress', count: number) =>
    names.push({ text, at: by === 'empress' ? 1 : 0, form: by === 'empress' ? '后' : AMBIGUOUS_SURNAMES[text[0]], by, count });
  for (const [text, count] of statedNames) add(text, 'given', count);
  // A surname the book shows as one (a form of address seen twice, 姓余): one form of address is enough.
  const shown = new Set([...surnamed, ...[...titled].filter(([, n]) => n >= MIN_TITLED).map(([t]) => t[0])]);
  for (const [text, count] of titled) if (count >= MIN_TITLED || shown.has(text[0])) add(text, 'title', count);
  for (const [text, count] of seen) {
    const given = text.slice(1);
    const speech = named.get(text) ?? 0;
    // Before a verb of speech, the given name mostly follows a surname (周进道 and 范进道 both count for 进)…
    const bySpeech =
      speech >= MIN_NAMED && (afterSurname.get(unitsKey(given)) ?? 0) >= NAMED_SHARE * (beforeSpeech.get(unitsKey(given)) ?? speech);
    // …or it hardly occurs without this surname at all (余夔, 余持).
    const byRarity = count >= MIN_RARE && count >= RARE_SHARE * (total.get(given) ?? count);
    if (bySpeech || byRarity || (shown.has(text[0]) && rareInChapter.has(text))) add(text, 'given', count);
  }
  for (const [text, count] of pairs)
    for (const at of [0, text.length - 1])
      if (AMBIGUOUS_SURNAMES[text[at]]) names.push({ text, at, form: AMBIGUOUS_SURNAMES[text[at]], by: 'title', count });
  // 姓余: the surname where the book states it (姓于，: a preposition's character keeps its own form).
  for (const ch of surnamed) names.push({ text: SURNAMED + ch, at: 1, form: AMBIGUOUS_SURNAMES[ch] ?? ch, by: 'title', count: 1 });
  for (const [key, count] of givenForms) {
    const [text, at] = key.split('|');
    names.push({ text, at: Number(at), form: GIVEN_NAME_FORMS[text[Number(at)]], by: 'given', count });
  }
  names.push(...generationNames(texts, names, flags, keys));
  for (const [text, count] of empress) if (count >= MIN_TITLE_HOU) add(text, 'empress', count);
  for (const [text, count] of givenAmbiguous) {
    if (count < MIN_NAMED) continue;
    const form = AMBIGUOUS_SURNAMES[text[1]];
    names.push({ text, at: 1, form, by: 'given', count });
    // Once named in full, the book calls the man by his given name alone: ，范曰： is 赵范 speaking.
    for (const verb of SPEECH_ALONE) names.push({ text: text[1] + verb, at: 0, form, by: 'alone', clauseStart: true, count });
  }
  const unique = new Map(names.map((n) => [`${n.text}|${n.at}|${n.clauseStart ? 1 : 0}`, n]));
  return [...unique.values()].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.at - b.at));
}

/** One text's counts (TextScan): one pass over its code units, then the names it states and pairs. */
function scanText(text: string, keys: ReadonlySet<string>, flags: Uint8Array): TextScan {
  const own = counts();
  const { named, afterSurname, beforeSpeech, titled, seen, empress, givenAmbiguous } = own;
  const bumpUnits = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const han = (c: number) => (flags[c] & HAN_FLAG) !== 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const f = flags[c];
    // A Han character of no class (most of them) starts nothing below but 后 (何后).
    if ((f & ~HAN_FLAG) === 0 && c !== HOU) continue;
    if (f & FOLLOWER) {
      // Keyed by code units (unitsKey), not by a slice per position.
      const c1 = i >= 1 ? text.charCodeAt(i - 1) : 0;
      if (i >= 1 && han(c1)) {
        bumpUnits(beforeSpeech, c1);
        if (i >= 2 && flags[text.charCodeAt(i - 2)] & (SURNAME | AMBIGUOUS)) bumpUnits(afterSurname, c1);
        const c2 = i >= 2 ? text.charCodeAt(i - 2) : 0;
        if (i >= 2 && han(c2)) {
          bumpUnits(beforeSpeech, c2 * 0x10000 + c1);
          if (i >= 3 && flags[text.charCodeAt(i - 3)] & (SURNAME | AMBIGUOUS)) bumpUnits(afterSurname, c2 * 0x10000 + c1);
        }
      }
    }
    const p = i > 0 ? flags[text.charCodeAt(i - 1)] : 0;
    if (c === HOU && p & SURNAME && !(p & FUNCTION) && flags[text.charCodeAt(i + 1)] & EMPRESS_FOLLOWER) {
      const key = text.slice(i - 1, i + 1);
      if (!keys.has(key) && !keys.has(text.slice(i, i + 2))) bump(empress, key);
    }
    if (!(f & AMBIGUOUS)) continue;
    const ch = text[i];
    const prev = text[i - 1] ?? '';
    const nextFlags = flags[text.charCodeAt(i + 1)] ?? 0;
    if (p & SURNAME && nextFlags & FOLLOWER && !keys.has(prev + ch)) bump(givenAmbiguous, prev + ch);
    if (p & NOT_BEFORE || keys.has(prev + ch)) continue;
    const title = PREPOSITION_SURNAMES.includes(ch) ? undefined : titleAt(text, i + 1);
    if (title) {
      bump(titled, ch + title);
      continue;
    }
    if (!(nextFlags & HAN_FLAG) || nextFlags & (FOLLOWER | NOT_GIVEN) || keys.has(text.slice(i, i + 2))) continue;
    for (let n = 2; n >= 1; n--) {
      if (n === 2 && !han(text.charCodeAt(i + 2))) continue;
      const given = text.slice(i + 1, i + 1 + n);
      bump(seen, ch + given);
      if (flags[text.charCodeAt(i + 1 + n)] & FOLLOWER) bump(named, ch + given);
    }
  }
  // `S G` seen in this text alone (the book's `seen` is their sum): those it shows as names by rarity (余持).
  const rare: [string, number][] = [];
  const frequent = new Set([...seen].filter(([, n]) => n >= MIN_RARE_IN_CHAPTER).map(([k]) => k));
  if (frequent.size) {
    const here = countGiven([text], new Set([...frequent].map((k) => k.slice(1))));
    for (const k of frequent) if (seen.get(k)! >= RARE_SHARE * (here.get(k.slice(1)) ?? 0)) rare.push([k, seen.get(k)!]);
  }
  const surnamed = new Set<string>();
  statedAndPaired(text, flags, keys, { ...own, surnamed });
  const lists = Object.fromEntries(Object.entries(own).map(([field, m]) => [field, [...m]]));
  return { ...(lists as Omit<TextScan, 'rare' | 'surnamed'>), rare, surnamed: [...surnamed] };
}

/**
 * 姓余名特 and 姓范的: the surnames a text states, and the names it states with them (one or two characters
 * before 字 or a punctuation mark); 姓萧，名采 and 叫做采苹，: names holding a character of GIVEN_NAME_FORMS;
 * 张范二位, 余虞两家: pairs of surnames, at least one of them ambiguous.
 */
function statedAndPaired(
  text: string,
  flags: Uint8Array,
  keys: ReadonlySet<string>,
  found: { surnamed: Set<string>; stated: Map<string, number>; givenForms: Map<string, number>; pairs: Map<string, number> },
): void {
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const formAt = (name: string) => [...name].findIndex((c) => GIVEN_NAME_FORMS[c] !== undefined);
  for (let i = text.indexOf(SURNAMED); i >= 0; i = text.indexOf(SURNAMED, i + 1)) {
    const ch = text[i + 1] ?? '';
    // 百姓涂炭 is "the people", not 姓涂.
    if (NOT_SURNAMED.includes(text[i - 1] ?? '') || !(flags[ch.charCodeAt(0)] & HAN_FLAG)) continue;
    const preposition = PREPOSITION_SURNAMES.includes(ch);
    // 姓于，住在山背后: a preposition after 姓 is the surname only where a mark ends it (not 姓于是…).
    if (preposition && /[，。、；]/.test(text[i + 2] ?? '')) found.surnamed.add(ch);
    const ambiguous = !preposition && (flags[ch.charCodeAt(0)] & AMBIGUOUS) !== 0;
    if (ambiguous) found.surnamed.add(ch);
    const named = text[i + 2] === '，' ? i + 3 : i + 2;
    if (text[named] !== NAMED) continue;
    const given = /^\p{Script=Han}{1,2}?(?=[字，。、；：！？”」\s]|$)/u.exec(text.slice(named + 1, named + 4))?.[0];
    if (!given || NOT_IN_GIVEN_NAME.test(given[0])) continue;
    if (ambiguous) bump(found.stated, ch + given);
    if (!preposition && formAt(given) >= 0) {
      bump(found.givenForms, `${ch + given}|${1 + formAt(given)}`);
      // The statement itself (姓萧名采, 姓萧，名采): 名 stands between the surname and 采, so 萧采 does not match there.
      const stated = text.slice(i + 1, named + 1 + given.length);
      bump(found.givenForms, `${stated}|${named + 1 - (i + 1) + formAt(given)}`);
    }
  }
  // 一个叫做采苹，: a name introduced as one, unless OpenCC knows it as a word (采莲 is 採蓮, picking lotus).
  for (const m of text.matchAll(NAME_INTRODUCERS))
    if (formAt(m[1]) >= 0 && !keys.has(m[1])) bump(found.givenForms, `${m[1]}|${formAt(m[1])}`);
  for (let i = 0; i + 2 < text.length; i++) {
    const a = flags[text.charCodeAt(i)];
    if (!(a & (SURNAME | AMBIGUOUS)) || a & FUNCTION) continue;
    // 余虞两家 or 余、虞两家.
    const j = text[i + 1] === '、' ? i + 2 : i + 1;
    const b = flags[text.charCodeAt(j)];
    if (!(b & (SURNAME | AMBIGUOUS)) || b & FUNCTION || !((a | b) & AMBIGUOUS) || flags[text.charCodeAt(i - 1)] & NOT_BEFORE) continue;
    if (PAIR_FOLLOWERS.test(text.slice(j + 1, j + 3)))
      found.pairs.set(text.slice(i, j + 1), (found.pairs.get(text.slice(i, j + 1)) ?? 0) + 1);
  }
}

/**
 * Brothers share a generation character: once 余有达 is a name, 余有重 seen as often as a name must be (MIN_NAMED)
 * is his brother, not 餘 "the rest". Only after a three-character name found by its given name, and not where a
 * numeral or an OpenCC word (其余) stands before the surname.
 */
function generationNames(
  texts: readonly string[],
  names: readonly DetectedName[],
  flags: Uint8Array,
  keys: ReadonlySet<string>,
): DetectedName[] {
  const known = new Set(names.map((n) => n.text));
  const prefixes = new Map<string, string>();
  for (const n of names) if (n.by === 'given' && n.at === 0 && n.text.length === 3) prefixes.set(n.text.slice(0, 2), n.form);
  const counts = new Map<string, number>();
  for (const prefix of prefixes.keys())
    for (const text of texts)
      for (let i = text.indexOf(prefix); i >= 0; i = text.indexOf(prefix, i + 1)) {
        const x = text.charCodeAt(i + 2);
        const prev = text[i - 1] ?? '';
        if (!(flags[x] & HAN_FLAG) || flags[x] & (FOLLOWER | NOT_GIVEN) || flags[prev.charCodeAt(0)] & NOT_BEFORE) continue;
        if (keys.has(prev + prefix[0])) continue;
        const name = text.slice(i, i + 3);
        if (!known.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
      }
  return [...counts]
    .filter(([, n]) => n >= MIN_NAMED)
    .map(([text, count]) => ({ text, at: 0, form: prefixes.get(text.slice(0, 2))!, by: 'given' as const, count }));
}

/** A one- or two-code-unit string as one number: the code unit, or the first times 0x10000 plus the second. */
function unitsKey(s: string): number {
  return s.length === 1 ? s.charCodeAt(0) : s.charCodeAt(0) * 0x10000 + s.charCodeAt(1);
}

/**
 * How often each of `wanted` (one or two characters) occurs in the texts: one pass over code units, with a
 * table of the first code units that start one, so no string is built per position.
 */
function countGiven(texts: readonly string[], wanted: ReadonlySet<string>): Map<string, number> {
  const index = new Map<number, number>();
  const words = [...wanted];
  /** Per code unit: 1 where a one-unit word is it, 2 where a two-unit word starts with it. */
  const starts = new Uint8Array(0x10000);
  words.forEach((w, k) => {
    index.set(unitsKey(w), k);
    starts[w.charCodeAt(0)] |= w.length === 1 ? 1 : 2;
  });
  const counts = new Float64Array(words.length);
  for (const text of texts)
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const s = starts[c];
      if (s === 0) continue;
      if (s & 1) counts[index.get(c)!]++;
      if (!(s & 2)) continue;
      // At a text's end the old slice was the one character alone, counted again where it is wanted itself.
      const k = i + 1 < text.length ? index.get(c * 0x10000 + text.charCodeAt(i + 1)) : s & 1 ? index.get(c) : undefined;
      if (k !== undefined) counts[k]++;
    }
  const out = new Map<string, number>();
  words.forEach((w, k) => {
    if (counts[k] > 0) out.set(w, counts[k]);
  });
  return out;
}
