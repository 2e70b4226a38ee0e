/**
 * A site's name spelled letter by letter with marks between them, story marks included (`。长.风。文学`, `？长？风？文学`,
 * `～≯长～≯风～≯文～≯学`, `‘毛.线、中.文、网`), and the broken address glued after it (`，w⊥↓＋et`, ` cfwx. net`): read by
 * joining the letters, cut when they read as a site's name (CLEAN-2; docs/rules/cleaning.md#the-junk-classifier).
 * spacedLetters (junk-classify.ts) reads one repeated mark that no story writes; these mix marks, or use 。 and ？.
 */
import { fold, foldsInto } from './fold.ts';
import { SITE_ENTRIES, SITE_INDEX } from './site-index.ts';
import { SITE_ENDINGS, siteEndings } from './site-lexicon.ts';
import type { Span } from './urls.ts';

/**
 * One group: one to three marks, symbols or digits, then one or two Han letters. Spaces are no separator (a story's
 * indent), nor are letters. Sources: wild2's mirror inserts (`。长.风。文学`, `6长6风6文6学`), written apart in every way.
 */
const GROUP = String.raw`[^\p{L}\s]{1,3}\p{Script=Han}{1,2}`;
const RUN_G = new RegExp(`(?:${GROUP}){3,8}`, 'gu');
const GROUP_G = /([^\p{L}\s]{1,3})(\p{Script=Han}{1,2})/gu;
/**
 * The joined letters end in a site's name: a name of the lexicon (笔趣阁), or one or two letters and a site's ending
 * (长风文学, 毛线中文网), the name's own prefix. Letters before it are the story's (`好！好！好！笔,趣,阁`: 好好好 stays).
 */
const SITE_NAME = new RegExp(`\\p{Script=Han}{1,2}${siteEndings('frame')}$`, 'u');
/** Where the site's name starts in the folded joined letters, or -1. */
function nameStart(letters: string): number {
  const known = SITE_INDEX.find(letters).filter((h) => h.end === letters.length && !ENDINGS.has(letters.slice(h.start)));
  if (known.length) return Math.min(...known.map((h) => h.start));
  // A name of the lexicon that is an ending too (中文网) keeps its own prefix (毛线中文网).
  return SITE_NAME.exec(letters)?.index ?? -1;
}
const ENDINGS = new Set(SITE_ENDINGS.map((e) => e.ending));
/**
 * Marks a list writes between its items (`琴、棋、书、画、文学`, `魏，蜀，吳。小說…`): a run whose marks before its last
 * group are all of these is the story's enumeration, even where it ends like a site's name.
 */
const LIST_MARKS = /^[、，,\s]+$/;
const LETTER = /[\p{L}\p{N}]/u;
/** Story marks that may close the sentence before the run. */
const STORY_MARK = '，。．！？；：、,.!?;:…”’」』）)';
/**
 * The address broken after the name (`w⊥↓＋et`, `cfwx. net`, `w↘□□et`): Latin letters with marks and symbols, no Han
 * letter, a comma or a space before it at most. Only after a name found so: alone, such a run is any ASCII.
 */
const SHARD = /^[，,\s]{0,2}[a-z][^\p{Script=Han}\s，。！？；：]{0,8}(?:\s?[^\p{Script=Han}\s，。！？；：]{1,6})?/iu;
const SHARD_LATIN = /[a-z].*[a-z]/i;

/**
 * How many of the first group's marks are the story's: a mark right after a letter or a closing bracket (the
 * sentence's own end: `愁．～≯长`, `《红楼梦》。长`; once: `安营。。书` keeps one), and a closing quote or bracket whose
 * opening stands unclosed before it (`很是。”～≯顶`). After another mark (`，。长`, `。’飘`) or at the line's start, the
 * marks are the run's.
 */
function storyMarks(text: string, start: number, marks: string): number {
  let keep = 0;
  for (; keep < marks.length; keep++) {
    const c = marks[keep];
    const at = start + keep;
    const pair = CLOSING.indexOf(c);
    const before = text[at - 1] ?? '';
    // A dash or an ellipsis is written twice (`——`, `……`): its second half is the story's too.
    const doubled = DOUBLED.includes(c) && (before === c || LETTER.test(before));
    if (
      pair >= 0
        ? !unclosed(text, at, OPENING[pair], c)
        : !doubled && !(STORY_MARK.includes(c) && at > 0 && (LETTER.test(before) || CLOSING.includes(before)))
    )
      break;
  }
  return keep;
}
const DOUBLED = '—…';
const OPENING = '“‘「『（(《〈【〔［[';
const CLOSING = '”’」』）)》〉】〕］]';
/** Whether `open` stands before `at` more often than `close`. */
function unclosed(text: string, at: number, open: string, close: string): boolean {
  let depth = 0;
  for (let i = 0; i < at; i++) depth += text[i] === open ? 1 : text[i] === close ? -1 : 0;
  return depth > 0;
}

/**
 * Three letters in a row each alone after marks: the shape's start, a cheap test asked of every line. Written with
 * the CJK blocks instead of RUN_G's Unicode properties, which asked of every line cost a fifth of the classifier's
 * time on 红楼梦: a superset of the run's shape (other scripts' letters count as marks here), but for Han letters
 * outside U+3400–U+9FFF.
 */
const HINT =
  /[^\s\u3400-\u9fffA-Za-z][\u3400-\u9fff][^\s\u3400-\u9fffA-Za-z]{1,3}[\u3400-\u9fff][^\s\u3400-\u9fffA-Za-z]{1,3}[\u3400-\u9fff]/;

/** Spans of site names spelled apart with mixed marks, with the broken address after them (rule junk.site-name). */
export function interleavedNames(text: string): Span[] {
  const out: Span[] = [];
  if (!HINT.test(text)) return out;
  RUN_G.lastIndex = 0;
  for (let m = RUN_G.exec(text); m; m = RUN_G.exec(text)) {
    // Most runs (`，是，是，是`, a verse's `．` between single letters) hold no letter a site's name ends with.
    if (!holdsNameEnd(m[0])) continue;
    const groups = [...m[0].matchAll(GROUP_G)];
    const name = nameIn(groups);
    if (!name) continue;
    const { from, to, drop } = name;
    const marks = groups.slice(from, to).map((g) => g[1]);
    // Letters alone between marks but for the last group (the ending, 文学): a story's words are longer; and marks
    // other than a list's before the last group (琴、棋、书、画、文学 and 魏，蜀，吳。小說 are the story's enumerations).
    if (groups.slice(from, to - 1).some((g) => g[2].length > 1) || marks.slice(0, -1).every((k) => LIST_MARKS.test(k))) continue;
    let start = m.index + (groups[from].index ?? 0);
    start += storyMarks(text, start, marks[0]);
    const last = groups[to - 1];
    let end = m.index + (last.index ?? 0) + last[0].length - drop;
    const shard = SHARD.exec(text.slice(end));
    if (shard && SHARD_LATIN.test(shard[0])) end += shard[0].length;
    out.push({ start, end });
  }
  return out;
}

/**
 * The groups that spell a site's name: the longest head of the run that ends in one (the name may end inside its
 * last group, `、网金闺…`: 金 is the story's, `drop` letters), from the group the name starts, three groups at least.
 */
function nameIn(groups: readonly RegExpMatchArray[]): { from: number; to: number; drop: number } | undefined {
  for (let to = groups.length; to >= GROUPS_MIN; to--)
    for (const drop of groups[to - 1][2].length === 2 ? [0, 1] : [0]) {
      const letters = fold(
        groups
          .slice(0, to)
          .map((g) => g[2])
          .join(''),
      );
      const at = nameStart(letters.slice(0, letters.length - drop));
      if (at < 0) continue;
      // The name starts a group (its first letter after marks).
      let seen = 0;
      let from = 0;
      while (from < to && seen < at) seen += groups[from++][2].length;
      if (seen === at && to - from >= GROUPS_MIN) return { from, to, drop };
    }
  return undefined;
}
const GROUPS_MIN = 3;

/** Whether a run holds a unit that folds to the last letter of a site's name or ending (a name can end there). */
const endsAName = foldsInto(
  new Set([...SITE_ENDINGS.map((e) => e.ending), ...SITE_ENTRIES.map((e) => e.phrase)].map((p) => p[p.length - 1])),
);
function holdsNameEnd(run: string): boolean {
  for (let i = 0; i < run.length; i++) if (endsAName(run.charCodeAt(i))) return true;
  return false;
}
