/**
 * Recurrence mining (docs/rules/cleaning.md#lines-that-recur-across-chapters): a line that comes back in many chapters, at their first or last lines, is a
 * site's signature (`喜欢本书请收藏…`, a scan credit), unless it reads as story: recurring story formulas end
 * like prose (`且听下回分解。`) or introduce verse (`詩曰：`).
 */
import { fold } from './fold.ts';
import { codePoints } from '../util/code-points.ts';
import { storyEvidence } from './story-guard.ts';
import { NOTE_START, isSceneBreak, isNoteLine } from './line-kinds.ts';

const isNote = (t: string) => NOTE_START.test(t) || isNoteLine(t);

/** Lines this close to a chapter's start or end (in text lines) stand at its edge. */
export const EDGE_LINES = 3;
/** A line recurs when it is in this share of the chapters (and in at least MIN_CHAPTERS)… */
const SHARE = 0.3;
const MIN_CHAPTERS = 3;
/** …and stands at their edge this often, or is in this share of all chapters wherever it stands. */
const EDGE_SHARE = 0.8;
const WIDE_SHARE = 0.5;
/** Longer lines are text, however often they recur (a poem quoted twice is dedupe's W_REPEATED_PASSAGE). */
const MAX_LENGTH = 80;
const MIN_LENGTH = 2;
/** Fewest chapters for mining to mean anything. */
const MIN_BOOK = 4;

/** Comparison key of a line: folded (script, width, case), digits as `#` (`书签3`, `书签4` are one line). */
export function recurringKey(text: string): string {
  return fold(text.trim()).replace(/\d+/g, '#');
}

/**
 * Keys of the lines that are a site's recurring signature, from each chapter's text lines in order. Linear
 * in the number of lines.
 */
export function mineRecurring(chapters: readonly (readonly string[])[]): Set<string> {
  const n = chapters.length;
  if (n < MIN_BOOK) return new Set();
  const seen = new Map<string, { chapters: number; edge: number; last: number; sample: string }>();
  chapters.forEach((lines, ci) => {
    lines.forEach((raw, li) => {
      const t = raw.trim();
      // Code points, counted only for a line that may be short enough: a line of more than twice MAX_LENGTH units
      // has more than MAX_LENGTH of them (Array.from over every line of the book made a string per character).
      const length = t.length > 2 * MAX_LENGTH ? t.length : codePoints(t);
      // A separator line is a scene break or an edge ornament (CLEAN-7), wherever it recurs.
      // An author's note recurs too (a begging line after every chapter): it is a note, whatever the policy for notes.
      if (length < MIN_LENGTH || length > MAX_LENGTH || /[:：]$/.test(t) || isSceneBreak(t) || isNote(t)) return;
      const key = recurringKey(t);
      let s = seen.get(key);
      if (!s) seen.set(key, (s = { chapters: 0, edge: 0, last: -1, sample: t }));
      if (s.last === ci) return;
      s.last = ci;
      s.chapters++;
      if (li < EDGE_LINES || li >= lines.length - EDGE_LINES) s.edge++;
    });
  });
  const min = Math.max(MIN_CHAPTERS, Math.ceil(n * SHARE));
  const out = new Set<string>();
  for (const [key, s] of seen) {
    if (s.chapters < min) continue;
    if (s.edge < s.chapters * EDGE_SHARE && s.chapters < n * WIDE_SHARE) continue;
    const story = storyEvidence(s.sample);
    if (story.narrative || story.dialogue) continue;
    out.add(key);
  }
  return out;
}
