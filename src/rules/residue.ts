/**
 * What a site's insert leaves beside and between its cuts that no story holds (docs/rules/cleaning.md#the-junk-classifier):
 * the shard of an address a rule did not reach, a bracketed name or a shard between two cuts, the stars that wrap
 * an insert, an aside that cuts emptied.
 */
import { siteEndings } from './site-lexicon.ts';
import { mergeSpans, type RuleSpan } from './cut-spans.ts';
import type { Span } from './urls.ts';
import { firstIndexWhere } from '../util/search.ts';

/**
 * An address's shard without a known ending (`.xs222.` after `一秒记住`, `.fs23.` after `…即可找到本站`, wild5):
 * letters and digits with a dot, star or similar mark on an edge. A story's Latin word (`iPhone12`) has no such
 * mark, and the shard must end where the Latin letters do, so no word is cut in two.
 */
const SHARD_AFTER = /^[*.~#]{0,2}[a-z0-9]{2,24}(?:[._-][a-z0-9]{1,24}){0,4}[*.~#]{0,2}(?![a-z0-9])/;
const SHARD_BEFORE = /(?<![a-z0-9])[*.~#]{0,2}[a-z0-9]{2,24}(?:[._-][a-z0-9]{1,24}){0,4}[*.~#]{0,2}$/;
/** A shard needs one of these marks and a Latin letter: digits alone with a dot may be the story's (`3.5`). */
const SHARD_MARK = /[*.~#]/;
const LATIN = /[a-z]/;
/** Marks a site wraps a whole insert in (`*一秒记住.xs222.*`): the same mark on both sides of a cut is the insert's. */
const WRAP = '*~#';
/**
 * A gap of shards only: ASCII without the marks fold() makes of the story's (`，` is `,` in the folded line, `：` is `:`),
 * so a gap that may end the story's clause (`（…文学，w￠…`) is never a shard.
 */
const SHARDS_ONLY = /^[\x20-\x7e]+$/;
const STORY_MARK_FOLDED = /[,;:!?()"']/;
/** Longest run between two cuts read for a shard; a longer one is judged as story by the classifier. */
const MAX_GAP = 24;
/** Letters of a bracketed name between two cuts (`(顶点中文)` in `…本站地址:(顶点中文)wap.dingdianku.com…`). */
const MAX_SANDWICHED_NAME = 8;
/**
 * Letters an aside may keep after the cuts inside it and still be the insert's (`{请在}` of `{请在百度搜索，全文字阅读}`),
 * when they are the site's talk to its reader: a story's short aside with an insert in it (`（大怒…）`) keeps its letters.
 */
const ASIDE_LEFTOVER = 2;
const ASIDE_TALK = /请|您/;
/** A bracketed name between two cuts is the insert's when it is shaped as a site's (an ending SITE_ENDINGS lists). */
const SITE_NAME = new RegExp(
  `^[\\p{Script=Han}a-z0-9]{1,6}${siteEndings('gap')}$|^[\\p{Script=Han}a-z0-9]{1,6}${siteEndings('frame')}$`,
  'u',
);
const HAN_G = /\p{Script=Han}/gu;
/** One separator a site puts between a name and the cuts around it. */
const SEPARATOR = ' \u3000，,:：';
const OPEN = '{（(【〔［[《<';
const CLOSE = '}）)】〕］]》>';

/** The cuts (merged, in order) widened over their residue, merged again. */
export function absorbResidue(folded: string, cuts: readonly RuleSpan[]): RuleSpan[] {
  if (cuts.length === 0) return [];
  const widened = cuts.map((c) => ({ ...c }));
  for (const c of widened) widenOverShards(folded, c);
  // Bridged first, so that an aside sees two cuts and the connective between them as one (`（…阅读，或且百度输入…）`);
  // sorted by start, so that each aside finds its cuts by binary search: a long line of asides and cuts stays near linear.
  const out = bridged(folded, mergeSpans(widened));
  for (const aside of bracketPairs(folded)) emptiedAside(folded, aside, out);
  return bridged(folded, mergeSpans(out));
}

/** The line's bracket pairs, innermost first where they nest. */
function bracketPairs(folded: string): Span[] {
  const out: Span[] = [];
  const open: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    if (OPEN.includes(folded[i])) open.push(i);
    else if (CLOSE.includes(folded[i]) && open.length && OPEN.indexOf(folded[open[open.length - 1]]) === CLOSE.indexOf(folded[i]))
      out.push({ start: open.pop()!, end: i + 1 });
  }
  return out;
}

function widenOverShards(folded: string, c: RuleSpan): void {
  const after = SHARD_AFTER.exec(folded.slice(c.end, c.end + 60));
  if (after && SHARD_MARK.test(after[0]) && LATIN.test(after[0])) c.end += after[0].length;
  const before = SHARD_BEFORE.exec(folded.slice(Math.max(0, c.start - 60), c.start));
  if (before && SHARD_MARK.test(before[0]) && LATIN.test(before[0])) c.start -= before[0].length;
  if (c.start > 0 && WRAP.includes(folded[c.start - 1]) && folded[c.start - 1] === folded[c.end - 1]) c.start--;
  else if (c.start > 0 && WRAP.includes(folded[c.start - 1]) && folded[c.end] === folded[c.start - 1]) {
    c.start--;
    c.end++;
  }
}

/** An aside holding a cut, whose letters outside its cuts are ASIDE_LEFTOVER at most, goes whole. */
function emptiedAside(folded: string, aside: Span, cuts: RuleSpan[]): void {
  const first = firstStartingAfter(cuts, aside.start);
  const inside: RuleSpan[] = [];
  for (let k = first; k < cuts.length && cuts[k].start < aside.end; k++) if (cuts[k].end < aside.end) inside.push(cuts[k]);
  if (inside.length === 0) return;
  const rest = restOf(folded, aside, inside);
  // The aside becomes a cut in its place in the order, so an aside around it sees it as one (innermost come first).
  // Emptied, or left with two letters of the site's request; an aside with no letter left is the insert's brackets.
  const letters = lettersIn(rest);
  if (letters === 0 || (letters <= ASIDE_LEFTOVER && ASIDE_TALK.test(rest)))
    cuts.splice(firstStartingAfter(cuts, aside.start - 1), 0, { start: aside.start, end: aside.end, rule: inside[0].rule });
}

/** Index of the first cut (sorted by start) that starts after `at`. */
const firstStartingAfter = (cuts: readonly RuleSpan[], at: number) => firstIndexWhere(cuts.length, (k) => cuts[k].start > at);

/** The aside's letters outside its cuts. */
function restOf(folded: string, aside: Span, inside: readonly RuleSpan[]): string {
  let rest = '';
  let at = aside.start + 1;
  // Cuts may nest (an emptied aside inside this one holds its own cuts): each letter is read once.
  for (const c of inside) {
    if (c.start > at) rest += folded.slice(at, c.start);
    at = Math.max(at, c.end);
  }
  return rest + folded.slice(at, aside.end - 1);
}

function lettersIn(text: string): number {
  let n = 0;
  for (const ch of text) if (/[\p{L}\p{N}]/u.test(ch)) n++;
  return n;
}

/**
 * Two cuts with only a shard (ASCII, none of the story's marks: a `，` between them may end the story's clause) or a
 * bracketed name between them are one insert.
 */
function bridged(folded: string, cuts: RuleSpan[]): RuleSpan[] {
  const out: RuleSpan[] = [];
  for (const c of cuts) {
    const last = out[out.length - 1];
    if (last && isResidue(folded.slice(last.end, c.start))) {
      last.end = c.end;
      if (last.rule === 'junk.ad') last.rule = c.rule;
    } else out.push(c);
  }
  return out;
}

/**
 * A word that offers the reader another way (`…方便下次阅读，或且百度输入…就能进入本站`, wild7: 或且 for 或者), the
 * cut before it often holding the comma: between two cuts it is theirs. Not a story's 然后 or 并且 (`…方便。然后[txt小说
 * www…]`: the story's letters between two inserts, which scripts/stress-inserts.ts found taken).
 */
const CONNECTIVE = /^[\s,，]{0,2}(?:或者?|或且|或是|或则|也可以?|还可以)[\s,，:：]{0,2}$/;

function isResidue(gap: string): boolean {
  if (gap.length > MAX_GAP) return false;
  if (SHARDS_ONLY.test(gap) && !STORY_MARK_FOLDED.test(gap) && /[a-z0-9]/.test(gap)) return true;
  if (CONNECTIVE.test(gap)) return true;
  let a = 0;
  let b = gap.length;
  if (SEPARATOR.includes(gap[a])) a++;
  if (b > a && SEPARATOR.includes(gap[b - 1])) b--;
  const inner = gap.slice(a, b);
  const open = OPEN.indexOf(inner[0]);
  if (open < 0 || inner[inner.length - 1] !== CLOSE[open] || inner.slice(1, -1).search(/[{}（）()【】〔〕［］[\]《》<>]/) >= 0)
    return false;
  return SITE_NAME.test(inner.slice(1, -1)) && (inner.match(HAN_G)?.length ?? 0) <= MAX_SANDWICHED_NAME;
}
