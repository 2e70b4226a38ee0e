/** Reader names that a book's watermarks put before 提示您, learned where the book shows them apart from its story. */
import { fold } from './fold.ts';
import { JUNK_RULES } from './junk-rules.ts';

/**
 * The watermark (`落日余晖提示您：看后求收藏（笔趣阁），接着再看更方便。`, junk-rules.ts) with the name a site puts
 * before it in Han letters: no mark tells the name from the story's last letters where the two are glued
 * (`因此，老鹰吃小鸡提醒你：…`, `。至老鹰吃小鸡提醒你：…`, wild2). A book does: the same letters before two watermarks or
 * more, with different letters (or a mark, or the line's start) before them, are the name, while the story's letters
 * before a watermark differ from one place to the next.
 */
const WATERMARK = new RegExp(JUNK_RULES.find((r) => r.id === 'junk.watermark')?.pattern.source ?? '(?!)', 'gu');
/** Letters a name may have: a reader's nickname (落日余晖, 老鹰吃小鸡, 亿盒好猪). */
const MIN_NAME = 3;
const MAX_NAME = 8;
/** Watermarks a name must stand before (with different letters before it) to be learned. */
const MIN_SEEN = 2;
const LETTER = /[\p{Script=Han}a-z0-9]/u;

/** The letters right before `at` in a folded line, at most `max` (a mark or the line's start ends them). */
export function lettersBefore(folded: string, at: number, max: number): string {
  let start = at;
  while (start > 0 && at - start < max && LETTER.test(folded[start - 1])) start--;
  return folded.slice(start, at);
}

/** Characters before a candidate that tell two places apart (a line a book repeats shares them). */
const CONTEXT = 4;

/** The book's watermark names, folded, longest first; a name of fewer than MIN_NAME letters is never learned. */
export function learnWatermarkNames(chapters: readonly (readonly string[])[]): string[] {
  /**
   * Per candidate name: the watermarks it stood before; what stood right before it (a letter, or `^` for a mark or
   * the line's start, past which no name reaches); and the CONTEXT characters before it, which tell places apart.
   */
  const seen = new Map<string, { count: number; before: Set<string>; places: Set<string> }>();
  for (const line of chapters.flat()) {
    if (!line.includes('提')) continue;
    const folded = fold(line);
    WATERMARK.lastIndex = 0;
    for (let m = WATERMARK.exec(folded); m; m = WATERMARK.exec(folded)) {
      const run = lettersBefore(folded, m.index, MAX_NAME + 1);
      for (let length = MIN_NAME; length <= Math.min(MAX_NAME, run.length); length++) {
        const at = m.index - length;
        const entry = seen.get(run.slice(-length)) ?? { count: 0, before: new Set<string>(), places: new Set<string>() };
        entry.count++;
        entry.before.add(length < run.length ? folded[at - 1] : '^');
        entry.places.add(`^${folded.slice(Math.max(0, at - CONTEXT), at)}`);
        seen.set(run.slice(-length), entry);
      }
    }
  }
  // A name stands in two places or more (not one line twice), and reaches no further: different letters before it,
  // or a mark (`老鹰吃小鸡` after `，` and after `至`, not `鹰吃小鸡`, always after `老`).
  const out: string[] = [];
  for (const [name, { count, before, places }] of seen)
    if (count >= MIN_SEEN && places.size >= 2 && (before.size >= 2 || before.has('^'))) out.push(name);
  return out.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** How many letters before a watermark starting at `at` are a learned name (the longest that fits), or 0. */
export function nameBefore(folded: string, at: number, names: readonly string[]): number {
  for (const name of names) if (at >= name.length && folded.startsWith(name, at - name.length)) return name.length;
  return 0;
}

/**
 * The copy mark (junk.copy-mark, `8964 copyright protection96PENANA… 維尼`) with a signature a site writes after it,
 * in Han letters and apart from it by a space: nothing tells the signature from the story glued after it
 * (`… 維尼彷彿驪山老姥`), but a book does, as for reader names: the same letters after two marks or more, with
 * different letters (or the line's end) after them, are the signature; the story's letters after a mark differ.
 */
const COPY_MARK = new RegExp(JUNK_RULES.find((r) => r.id === 'junk.copy-mark')?.pattern.source ?? '(?!)', 'g');
/** Letters a signature may have; fewer than MIN_SIGNATURE is never learned (one letter is any story's). */
const MIN_SIGNATURE = 2;
const MAX_SIGNATURE = 4;
const HAN = /\p{Script=Han}/u;
/** A letter glued to a digit: every copy mark's id has one, so a line without it is not read. */
const MARK_ID = /[a-z]\d|\d[a-z]/i;

/** The book's copy-mark signatures, folded, longest first. */
export function learnMarkSignatures(chapters: readonly (readonly string[])[]): string[] {
  const seen = new Map<string, { count: number; after: Set<string>; places: Set<string> }>();
  for (const line of chapters.flat()) {
    if (!MARK_ID.test(line)) continue;
    const folded = fold(line);
    COPY_MARK.lastIndex = 0;
    for (let m = COPY_MARK.exec(folded); m; m = COPY_MARK.exec(folded)) {
      const at = m.index + m[0].length + 1;
      if (folded[at - 1] !== ' ') continue;
      let end = at;
      while (end < folded.length && end - at <= MAX_SIGNATURE && HAN.test(folded[end])) end++;
      for (let length = MIN_SIGNATURE; length <= Math.min(MAX_SIGNATURE, end - at); length++) {
        const name = folded.slice(at, at + length);
        const entry = seen.get(name) ?? { count: 0, after: new Set<string>(), places: new Set<string>() };
        entry.count++;
        entry.after.add(folded[at + length] ?? '$');
        entry.places.add(`${folded.slice(at + length, at + length + CONTEXT)}$`);
        seen.set(name, entry);
      }
    }
  }
  const out: string[] = [];
  for (const [name, { count, after, places }] of seen)
    if (count >= MIN_SEEN && places.size >= 2 && (after.size >= 2 || after.has('$'))) out.push(name);
  return out.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** How many characters after a copy mark ending at `at` are a space and a learned signature, or 0. */
export function signatureAfter(folded: string, at: number, names: readonly string[]): number {
  if (folded[at] !== ' ') return 0;
  for (const name of names) if (folded.startsWith(name, at + 1)) return name.length + 1;
  return 0;
}
