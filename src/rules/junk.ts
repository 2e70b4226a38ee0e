/** Site junk: the precise rules (junk-rules.ts) and the classifier that combines them with other evidence (junk-classify.ts). */
import { fold } from './fold.ts';
import { applyJunk as classify, type JunkResult } from './junk-classify.ts';

export { JUNK_RULES, type JunkRule } from './junk-rules.ts';
export { isAdContinuation, type JunkCut, type JunkResult } from './junk-classify.ts';

/**
 * Verdicts by trimmed line. Ingest's splitter and the clean stage both classify every line of a book (the
 * splitter to see whether a heading has a body), and the classifier is a pure function of the trimmed line, so
 * the second asks the first's answer. Cleared when full, so a process building many books stays bounded.
 */
const verdicts = new Map<string, JunkResult>();
const MAX_VERDICTS = 200_000;

/**
 * Classifies one line: whole-line junk, a line with junk spans cut out, or clean (no cuts); see junk-classify.ts.
 * `sites` are the site names learned from this book (site-names.ts, folded). They change a verdict only where
 * the folded line holds one of them (junk-classify.ts adds their hits and nothing else), so every other line is
 * answered from the memo as in a book without learned names; a line holding one is classified afresh, and that
 * verdict, which belongs to this book alone, is not remembered. `readers`, the names its marks carry (watermark-names.ts: reader
 * names before 提示您, a signature after a copy mark), are treated the same way.
 */
export function applyJunk(line: string, sites: readonly string[] = [], readers: readonly string[] = []): JunkResult {
  if ((sites.length > 0 || readers.length > 0) && holdsName(fold(line), sites, readers)) return judge(line, sites, readers);
  const trimmed = line.trim();
  let verdict = verdicts.get(trimmed);
  if (verdict === undefined) {
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    // Frozen: every caller with this line shares the object.
    verdict = Object.freeze(judge(trimmed));
    Object.freeze(verdict.cuts);
    verdicts.set(trimmed, verdict);
  }
  // A line kept whole comes back as given (with its spaces); one with cuts, as what is left of the trimmed line.
  if (line !== trimmed && verdict.text === trimmed && verdict.cuts.length === 0) return { text: line, cuts: [] };
  return verdict;
}

/**
 * The classifier's verdict, and for a short line whose letters each stand alone between spaces (`（ 本 章 完 ）`,
 * spaced so that a site's filter misses it) the verdict of its letters closed up, when that drops the line: the
 * line's own cuts could not be mapped back, and a spaced story line closed up is the same story.
 */
function judge(line: string, sites: readonly string[] = [], readers: readonly string[] = []): JunkResult {
  const verdict = classify(line, sites, readers);
  if (verdict.lineRule !== undefined || verdict.cuts.length > 0) return verdict;
  const closed = closedUp(line.trim());
  const again = closed === undefined ? undefined : classify(closed, sites, readers).lineRule;
  return again === undefined ? verdict : { lineRule: again, cuts: [] };
}

/** Most characters of a spaced line judged closed up: a notice's length, not a spaced poem's. */
const MAX_SPACED = 40;

/** The line's characters closed up, when it is three or more single characters between spaces; else undefined. */
function closedUp(trimmed: string): string | undefined {
  if (trimmed.length > MAX_SPACED || !/\s/.test(trimmed)) return undefined;
  const tokens = trimmed.split(/\s+/);
  return tokens.length >= 3 && tokens.every((t) => t.length === 1) ? tokens.join('') : undefined;
}

/** True when the folded line holds one of the learned names, sites' or readers' (where junk-classify.ts finds any). */
function holdsName(folded: string, ...lists: (readonly string[])[]): boolean {
  for (const names of lists) for (const name of names) if (folded.includes(name)) return true;
  return false;
}

/** Forgets every verdict: the scaling check times each build as a first one, so the classifier itself is measured. */
export function forgetJunkVerdicts(): void {
  verdicts.clear();
}

/** True when the whole line is junk (used by the splitter to see whether a heading has a body). */
export function isJunkLine(line: string): boolean {
  return applyJunk(line).lineRule !== undefined;
}
