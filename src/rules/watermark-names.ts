/** Reader names that a book's watermarks put before 提示您, learned where the book shows them apart from its story. */
import { fold } from './fold.ts';
import { JUNK_RULES } from './junk-rules.ts';
import { longestFirst } from './site-names.ts';

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

/**
 * Candidates for a name a book's marks carry, with what is seen of each: how often it stood by a mark, the letter
 * on its far side (`edge`: a mark or the line's end, past which no name reaches), and the CONTEXT characters there,
 * which tell places apart. Learned: a candidate seen MIN_SEEN times in two places or more (not one line twice) that
 * reaches no further (different letters on its far side, or the edge). Longest first.
 */
class NameTally {
  private readonly seen = new Map<string, { count: number; far: Set<string>; places: Set<string> }>();

  add(name: string, far: string, place: string): void {
    const entry = this.seen.get(name) ?? { count: 0, far: new Set<string>(), places: new Set<string>() };
    entry.count++;
    entry.far.add(far);
    entry.places.add(place);
    this.seen.set(name, entry);
  }

  learned(edge: string): string[] {
    const out: string[] = [];
    for (const [name, { count, far, places }] of this.seen)
      if (count >= MIN_SEEN && places.size >= 2 && (far.size >= 2 || far.has(edge))) out.push(name);
    return out.sort(longestFirst);
  }
}

/** The book's watermark names, folded, longest first; a name of fewer than MIN_NAME letters is never learned. */
export function learnWatermarkNames(chapters: readonly (readonly string[])[]): string[] {
  // The far side of a name is the letter before it, or `^` for a mark or the line's start (`老鹰吃小鸡` after `，` and
  // after `至` is learned, not `鹰吃小鸡`, always after `老`).
  const tally = new NameTally();
  for (const line of chapters.flat()) {
    if (!line.includes('提')) continue;
    const folded = fold(line);
    WATERMARK.lastIndex = 0;
    for (let m = WATERMARK.exec(folded); m; m = WATERMARK.exec(folded)) {
      const run = lettersBefore(folded, m.index, MAX_NAME + 1);
      for (let length = MIN_NAME; length <= Math.min(MAX_NAME, run.length); length++) {
        const at = m.index - length;
        tally.add(run.slice(-length), length < run.length ? folded[at - 1] : '^', `^${folded.slice(Math.max(0, at - CONTEXT), at)}`);
      }
    }
  }
  return tally.learned('^');
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
  // The far side of a signature is the letter after it, or `$` for the line's end.
  const tally = new NameTally();
  for (const line of chapters.flat()) {
    if (!MARK_ID.test(line)) continue;
    const folded = fold(line);
    COPY_MARK.lastIndex = 0;
    for (let m = COPY_MARK.exec(folded); m; m = COPY_MARK.exec(folded)) {
      const at = m.index + m[0].length + 1;
      if (folded[at - 1] !== ' ') continue;
      let end = at;
      while (end < folded.length && end - at <= MAX_SIGNATURE && HAN.test(folded[end])) end++;
      for (let length = MIN_SIGNATURE; length <= Math.min(MAX_SIGNATURE, end - at); length++)
        tally.add(folded.slice(at, at + length), folded[at + length] ?? '$', `${folded.slice(at + length, at + length + CONTEXT)}$`);
    }
  }
  return tally.learned('$');
}

/** How many characters after a copy mark ending at `at` are a space and a learned signature, or 0. */
export function signatureAfter(folded: string, at: number, names: readonly string[]): number {
  if (folded[at] !== ' ') return 0;
  for (const name of names) if (folded.startsWith(name, at + 1)) return name.length + 1;
  return 0;
}
