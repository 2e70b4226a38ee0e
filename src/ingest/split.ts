/**
 * Splits a whole novel in one file into chapters: headings (standing shapes, and family shapes that number
 * their way through the file), volumes and numbering that restarts in them, a front table of contents, the
 * preamble, and a warning when detection found nothing in a large file or had to choose (CLEAN-9; docs/rules/cleaning.md#heading-shapes-and-families).
 */
import { titlePrefix, withoutTitlePrefix } from '../rules/title-frame.ts';
import {
  FAMILY_SHAPES,
  headingEntries,
  matchHeading,
  matchPattern,
  type HeadingCut,
  type HeadingMatch,
  type HeadingShape,
} from '../rules/headings.ts';
import { isSceneBreak } from '../rules/line-kinds.ts';
import { withoutPage } from '../rules/page-continuation.ts';
import { isBlank, type SourceLine } from './lines.ts';
import { firstIndexWhere } from '../util/search.ts';

export interface RawChapter {
  title: string;
  number?: number;
  volume?: string;
  /** What the heading word makes of the chapter (prologue, notice…), when it has one. */
  role?: HeadingMatch['role'];
  /** The heading line (absent for a file that is one chapter without a heading). */
  heading?: SourceLine;
  /** Junk cut from the heading line (`(www.zhuaji.org)`, `（第二更！求订阅！）`). */
  headingCut?: HeadingCut[];
  /** Body lines in file order, heading excluded. */
  lines: SourceLine[];
}

export interface SplitNotice {
  code: 'W_CHAPTERS_AMBIGUOUS';
  message: string;
  line: number;
  data: Record<string, unknown>;
}

export interface SplitResult {
  chapters: RawChapter[];
  /** Lines before the first chapter (site header, blurb): kept out of chapter 1. */
  preamble: SourceLine[];
  /** Table-of-contents lines (several entries on a line, or a run of headings with nothing between them). */
  toc: SourceLine[];
  /** Volume headings (第一卷 …, 上卷) that became the `volume` of the chapters after them. */
  volumes: { line: SourceLine; title: string }[];
  /** A heading repeated after site junk (`第一章` / ad / `第一章`), merged into the first. */
  repeatedHeadings: SourceLine[];
  /** Heading lines whose numbers have no place in the book's sequence (outOfSequence): a site's, not a chapter's. */
  strayHeadings: SourceLine[];
  /** Where detection had to choose (W_CHAPTERS_AMBIGUOUS), for the report. */
  notices: SplitNotice[];
}

export interface SplitOptions {
  /** A user's `chapterPattern` (book.yaml or --chapter-pattern): it alone finds chapters; volumes are still found. */
  pattern?: RegExp;
}

interface Candidate {
  index: number;
  line: SourceLine;
  heading: HeadingMatch;
  /** Ordinal of the volume the candidate stands in (volume headings before it). */
  volume: number;
}

/** More text lines than this before the first heading are a chapter, not a site's title page and blurb. */
const MAX_PREAMBLE_TEXT = 30;
/** Fewest headings in a row, with no text between them, that make a table of contents. */
const TOC_RUN = 3;
/** A family of shapes (HeadingShape) is headings when it has this many members… */
const FAMILY_MIN = 3;
/** …whose numbers go up by one (or restart at 1 in a new volume) at this share of steps… */
const FAMILY_SEQUENCE = 0.7;
/** …with this many text lines between members on average (a numbered list in a chapter has none). */
const FAMILY_SPACING = 3;

/**
 * Finds the chapters of a file. `isJunk` tells site lines (which do not count as chapter text when deciding
 * whether a heading has a body). Returns no chapters when the file holds fewer than two headings.
 */
export function splitNovel(lines: readonly SourceLine[], isJunk: (text: string) => boolean, options: SplitOptions = {}): SplitResult {
  const toc = new Set<number>();
  const found: Omit<Candidate, 'volume'>[] = [];
  // 0 unknown, 1 text, 2 blank, a separator or junk: each line is classified once however often it is asked about.
  const kind = new Uint8Array(lines.length);
  const isText = (i: number): boolean => {
    if (kind[i] === 0) kind[i] = isBlank(lines[i].text) || isSceneBreak(lines[i].text.trim()) || isJunk(lines[i].text) ? 2 : 1;
    return kind[i] === 1;
  };
  // The book's name before every heading (rules/title-frame.ts): cut, and reported, before headings are matched; only
  // where the whole line is no strong heading already (正文, 上卷 and 《》目录 are prefixes headings.ts knows).
  const wholes = lines.map((l) => matchHeading(l.text));
  // A prefix that is a site's words by itself (`最新更新` of a shelf's `最新更新 第592章 …·9小时前` lines) is the site's
  // label on its update lines, not the book's name before its headings.
  const learned = options.pattern
    ? undefined
    : titlePrefix(
        lines.map((l) => l.text),
        (rest, i) => matchHeading(rest)?.kind === 'chapter' && !wholes[i]?.strong,
      );
  const prefix = learned === undefined || isJunk(learned) ? undefined : learned;
  lines.forEach((line, index) => {
    if (!options.pattern && headingEntries(line.text) >= 2) return void toc.add(index);
    const whole = wholes[index];
    const rest = prefix === undefined || whole?.strong ? undefined : withoutTitlePrefix(line.text, prefix);
    const bare = rest === undefined ? undefined : matchHeading(rest);
    const auto = bare ? { ...bare, cut: [{ text: prefix!, rule: 'junk.title-frame' as const }, ...(bare.cut ?? [])] } : whole;
    const heading = options.pattern ? (matchPattern(line.text, options.pattern) ?? (auto?.kind === 'volume' ? auto : undefined)) : auto;
    // A blurb's 简介 stays in the preamble: it heads no chapter (sanguoyanyi C). A site's line that names a chapter
    // (a pager: `第一章 剧本不对(1/2),点击下一页继续阅读。` [wild2]) is junk, not a heading.
    // A heading whose site parts were cut (a book's name before it, an uploader's tag after it) is judged on its title.
    const text = heading && (isText(index) || (heading.cut?.length && !isJunk(heading.title)));
    if (heading && heading.role !== 'front' && text) found.push({ index, line, heading });
  });
  const content = (from: number, to: number): number => {
    let n = 0;
    for (let i = from + 1; i < Math.min(to, lines.length); i++) if (!toc.has(i) && isText(i)) n++;
    return n;
  };
  const notices: SplitNotice[] = [];
  const candidates = withVolumes(chooseFamilies(withVolumes(found), content, notices));
  const accepted = acceptWeak(candidates, content);
  markTocRuns(accepted, content, toc);
  const kept = accepted.filter((c) => !toc.has(c.index));
  const repeated = new Set<number>();
  for (let i = 1; i < kept.length; i++) {
    const [a, b] = [kept[i - 1], kept[i]];
    if (b.heading.kind !== 'volume' && a.volume === b.volume && sameHeading(a.heading, b.heading) && content(a.index, b.index) === 0)
      repeated.add(b.index);
  }
  let heads = kept.filter((c) => !repeated.has(c.index));
  // A book of volumes only (第一卷…第十卷, Part 1…): the volumes are its chapters.
  if (heads.filter((c) => c.heading.kind !== 'volume').length < 2 && heads.filter((c) => c.heading.kind === 'volume').length >= 2)
    heads = heads.map((c) => (c.heading.kind === 'volume' ? { ...c, heading: { ...c.heading, kind: 'chapter' as const } } : c));
  const stray = outOfSequence(heads, content);
  const strayAt = new Set(stray.map((c) => c.index));
  if (stray.length) {
    heads = heads.filter((c) => !strayAt.has(c.index));
    notices.push({
      code: 'W_CHAPTERS_AMBIGUOUS',
      message: `${stray.length} line(s) read as chapter headings, but their numbers have no place between the chapters around them (${listed(stray)}): they are dropped (split.out-of-sequence in the report) — set chapterPattern if they are chapters`,
      line: stray[0].line.n,
      data: { lines: stray.map((c) => c.line.n) },
    });
  }
  const inside = insideTheSequence(heads);
  if (inside.length) {
    const at = new Set(inside.map((c) => c.index));
    heads = heads.filter((c) => !at.has(c.index));
    notices.push({
      code: 'W_CHAPTERS_AMBIGUOUS',
      message: `${inside.length} line(s) read as an opening's or an ending's heading (序, 后记, 尾声…), but each stands between two chapters that follow one another (${listed(inside)}): they are kept as text of the chapter before — set chapterPattern if they are chapters`,
      line: inside[0].line.n,
      data: { lines: inside.map((c) => c.line.n) },
    });
  }
  const empty: SplitResult = { chapters: [], preamble: [], toc: [], volumes: [], repeatedHeadings: [], strayHeadings: [], notices };
  if (heads.filter((c) => c.heading.kind !== 'volume').length < 2) return empty;
  const result = assemble(lines, heads, toc, repeated, strayAt);
  // Much text before the first heading is story that no heading announces, not a site's title page: it is
  // kept as a first chapter (named by the caller) rather than dropped as preamble.
  let text = 0;
  for (const l of result.preamble) if (text <= MAX_PREAMBLE_TEXT && !isBlank(l.text) && !isJunk(l.text)) text++;
  if (text > MAX_PREAMBLE_TEXT) {
    notices.push({
      code: 'W_CHAPTERS_AMBIGUOUS',
      message: `more than ${MAX_PREAMBLE_TEXT} lines of text stand before the first heading (“${heads[0].heading.title}”); they are kept as a chapter of their own — set chapterPattern if headings were missed`,
      line: result.preamble[0].n,
      data: { lines: result.preamble.length },
    });
    result.chapters.unshift({ title: '', lines: result.preamble, role: 'prologue' });
    result.preamble = [];
  }
  notices.push(...oversized(result.chapters));
  return { ...result, notices };
}

/** A chapter this many times the median chapter's text, and at least OVERSIZED_MIN characters, may hide headings. */
const OVERSIZED_FACTOR = 4;
const OVERSIZED_MIN = 8_000;
/** Fewest chapters for a median to mean anything. */
const OVERSIZED_CHAPTERS = 3;

/**
 * Chapters far longer than the book's others (`第5章` holding the text of 6 to 10, whose headings changed shape to
 * `6. 题6`: session 36's probe): the splitter found no heading inside them, but a user should look, so each gets a
 * warning that says what to set. No chapter is split or changed.
 */
function oversized(chapters: readonly RawChapter[]): SplitNotice[] {
  if (chapters.length < OVERSIZED_CHAPTERS) return [];
  const sizes = chapters.map((c) => c.lines.reduce((n, l) => n + l.text.trim().length, 0));
  const median = [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)];
  const out: SplitNotice[] = [];
  chapters.forEach((c, i) => {
    if (sizes[i] < OVERSIZED_MIN || sizes[i] < OVERSIZED_FACTOR * median) return;
    out.push({
      code: 'W_CHAPTERS_AMBIGUOUS',
      message: `“${c.title}” holds ${sizes[i].toLocaleString('en')} characters, ${(sizes[i] / Math.max(1, median)).toFixed(1)}× the median chapter: headings of another shape may have been missed inside it — set chapterPattern if so`,
      line: (c.heading ?? c.lines[0])?.n ?? 0,
      data: { characters: sizes[i], median },
    });
  });
  return out;
}

/** Numbers each candidate's volume: the count of volume headings (or 上卷/下卷-style prefixes) before it. */
function withVolumes(found: readonly Omit<Candidate, 'volume'>[]): Candidate[] {
  let volume = 0;
  let named: string | undefined;
  return found.map((c) => {
    if (c.heading.kind === 'volume') volume++;
    else if (c.heading.volume && c.heading.volume !== named) {
      named = c.heading.volume;
      volume++;
    }
    return { ...c, volume };
  });
}

/**
 * Family shapes (`【001】`, `1. 标题`, `①`, `☆、`…) are kept only when the file has no standing chapter headings
 * and the family numbers its way through the file; of several such families the largest wins (and the
 * choice is reported).
 */
function chooseFamilies(
  candidates: Candidate[],
  content: (from: number, to: number) => number,
  notices: SplitNotice[],
): Omit<Candidate, 'volume'>[] {
  const standing = candidates.filter((c) => !FAMILY_SHAPES.has(c.heading.shape) && c.heading.kind !== 'volume');
  const families = new Map<HeadingShape, Candidate[]>();
  for (const c of candidates) {
    if (!FAMILY_SHAPES.has(c.heading.shape)) continue;
    const list = families.get(c.heading.shape);
    if (list) list.push(c);
    else families.set(c.heading.shape, [c]);
  }
  // A numbered family is the run its numbers make: a site's line of the same shape (`5.39.217.76(…`, `• 2022-04-11`)
  // stands out of it, is read as text, and does not break the family's sequence.
  for (const [shape, list] of families) if (list.every((c) => c.heading.number !== undefined)) families.set(shape, longestRun(list));
  const good = [...families].filter(([, list]) => isFamily(list, content)).sort((a, b) => b[1].length - a[1].length);
  let chosen: HeadingShape | undefined;
  const strongOnes = standing.filter((c) => c.heading.strong);
  const strong = strongOnes.length;
  // Standing headings count by the sequence they make, not by their number: a site's lines about its latest
  // chapters (第1589章, 第592章, 第551章 …) stand out of any sequence, and must not outvote a family that numbers
  // its way through the file (1. 山门 … 12. 残阳).
  const numberedStrong = strongOnes.filter((c) => c.heading.kind === 'chapter' && c.heading.number !== undefined);
  const strongInSequence = strong - numberedStrong.length + longestRun(numberedStrong).length;
  if (strong >= 2 && good.length && strongInSequence < FAMILY_MIN && good[0][1].length > strong) {
    chosen = good[0][0];
    notices.push({
      code: 'W_CHAPTERS_AMBIGUOUS',
      message: `chapters found as lines shaped like “${good[0][1][0].heading.title}” (${good[0][1].length}), which number their way through the file; ${strong} standing heading(s) (e.g. “${strongOnes[0].heading.title}”) do not, and were read as text; set chapterPattern if that is wrong`,
      line: good[0][1][0].line.n,
      data: { used: good[0][1].length, other: strong, shape: good[0][0] },
    });
  } else if (strong >= 2) {
    if (good.length && good[0][1].length > strong)
      notices.push({
        code: 'W_CHAPTERS_AMBIGUOUS',
        message: `${strong} standing chapter heading(s) (e.g. “${standing[0].heading.title}”) were used, but ${good[0][1].length} lines shaped like “${good[0][1][0].heading.title}” also number their way through the file; if those are the chapters, set chapterPattern`,
        line: good[0][1][0].line.n,
        data: { used: strong, other: good[0][1].length, shape: good[0][0] },
      });
  } else if (good.length) {
    chosen = good[0][0];
    if (good.length > 1)
      notices.push({
        code: 'W_CHAPTERS_AMBIGUOUS',
        message: `chapters found as lines shaped like “${good[0][1][0].heading.title}” (${good[0][1].length}); ${good[1][1].length} lines shaped like “${good[1][1][0].heading.title}” were not used; set chapterPattern if that is wrong`,
        line: good[0][1][0].line.n,
        data: { used: good[0][1].length, other: good[1][1].length, shape: good[0][0], otherShape: good[1][0] },
      });
  }
  // With a family chosen, a lone 第N章-like line is a story line that starts like a heading (a decoy).
  const members = new Set(chosen ? families.get(chosen) : []);
  return candidates.filter((c) => (FAMILY_SHAPES.has(c.heading.shape) ? members.has(c) : !(chosen && c.heading.kind === 'chapter')));
}

function isFamily(list: Candidate[], content: (from: number, to: number) => number): boolean {
  if (list.length < FAMILY_MIN) return false;
  let spacing = 0;
  for (let i = 1; i < list.length; i++) spacing += content(list[i - 1].index, list[i].index);
  if (spacing / (list.length - 1) < FAMILY_SPACING) return false;
  if (list.every((c) => c.heading.number === undefined)) return true;
  let steps = 0;
  for (let i = 1; i < list.length; i++) if (continues(list[i - 1], list[i])) steps++;
  return steps / (list.length - 1) >= FAMILY_SEQUENCE && (list[0].heading.number ?? 1) <= 2;
}

/**
 * A weak heading (no separator after 第N回, a glued title, a family member) counts only where its number
 * continues the sequence of the strong headings around it, within its volume (a volume may restart at 1).
 */
function acceptWeak(candidates: Candidate[], content: (from: number, to: number) => number): Candidate[] {
  let strong = candidates.filter((c) => c.heading.strong);
  // A file whose 第N章 headings are all glued to their titles (`第一章雨夜`, ptwxz [wild2 b]) has no strong ones to
  // check them against: they are checked against each other, when they number their way through the file as a family.
  const numbered = (c: Candidate) => c.heading.shape === 'numbered' && c.heading.kind === 'chapter';
  const glued = candidates.filter((c) => numbered(c) && !c.heading.strong);
  const core = strong.filter(numbered).length < 2 ? sequenceCore(glued) : [];
  if (isFamily(core, content)) strong = [...strong, ...core].sort((a, b) => a.index - b.index);
  const family = candidates.filter((c) => !c.heading.strong && FAMILY_SHAPES.has(c.heading.shape));
  // An accepted family stands as a whole: its members are the only headings of their kind.
  if (family.length && strong.every((c) => c.heading.kind === 'volume' || c.heading.kind === 'special')) return candidates;
  return candidates.filter((c) => {
    if (c.heading.strong) return true;
    const n = c.heading.number;
    if (n === undefined) return false;
    const before = [...strong].reverse().find((s) => s.index < c.index && s.heading.number !== undefined);
    const after = strong.find((s) => s.index > c.index && s.heading.number !== undefined);
    const fitsBefore =
      before === undefined || before.volume !== c.volume
        ? n === 1 || (before !== undefined && before.heading.number === n - 1)
        : before.heading.number === n - 1;
    const fitsAfter = after === undefined || after.volume !== c.volume || after.heading.number === n + 1;
    return fitsBefore && fitsAfter;
  });
}

/**
 * After the last chapter of a run of at least MIN_SCALE_RUN, or before its 第1章, a number past twice the last one plus
 * SCALE_SLACK is out of the book's scale (第12章 … 第592章): a site's latest chapter, not a chapter of this file.
 */
const MIN_SCALE_RUN = 5;
const SCALE_SLACK = 10;

/**
 * Numbered headings that the sequence around them leaves no room for: between two chapters whose numbers follow
 * each other (第6章 … 第1589章 … 第7章), or before the first chapter or after the last and out of the book's scale. A site's list of its latest chapters
 * (`最新更新 第一千五百八十九章 …·9小时前`) reads as headings and would cut a chapter in two; a number that only
 * jumps (a gap, or a typo where a number is missing: 第4章 … 第41章 … 第6章) is left as a heading. So is a chapter
 * out of place (第5章 … 第7章 … 第6章 … 第8章, a scraper's order): a number no other heading has, within the book's
 * numbers, over a body of its own (OWN_BODY text lines) — the order stage reports it as numbering going back.
 */
function outOfSequence(heads: readonly Candidate[], content: (from: number, to: number) => number): Candidate[] {
  const numbered = heads.filter((c) => c.heading.kind === 'chapter' && c.heading.number !== undefined);
  // How often each number stands, and the highest: counted once, and only when a candidate is in question.
  let count: Map<number, number> | undefined;
  let highest = 0;
  const misplaced = (c: Candidate) => {
    if (!count) {
      count = new Map();
      for (const h of numbered) {
        count.set(h.heading.number!, (count.get(h.heading.number!) ?? 0) + 1);
        highest = Math.max(highest, h.heading.number!);
      }
    }
    const n = c.heading.number!;
    if (count.get(n) !== 1 || n >= highest) return false;
    const next = heads[firstIndexWhere(heads.length, (k) => heads[k].index > c.index)];
    return content(c.index, next?.index ?? Number.POSITIVE_INFINITY) >= OWN_BODY;
  };
  const run = longestRun(numbered);
  // A later page of some chapter (`第十七章 …（第2/3页）`) is dedupe's to join, with W_STRAY_PAGE_HEADING.
  const laterPage = (c: Candidate) => (withoutPage(c.heading.title).page ?? 1) >= 2;
  const inRun = new Set(run);
  return numbered.filter((c) => {
    if (inRun.has(c) || laterPage(c)) return false;
    const n = c.heading.number!;
    // The run is in file order: the first member after the candidate, and the one before it.
    const next = firstAfter(run, c.index);
    const after: Candidate | undefined = run[next];
    const before: Candidate | undefined = run[next - 1];
    if (after === undefined) return before !== undefined && run.length >= MIN_SCALE_RUN && n > 2 * before.heading.number! + SCALE_SLACK;
    if (n === after.heading.number) return false;
    // Before the first chapter, only a number out of the book's scale: a placeholder (第三章 22点准时更新) is dedupe's.
    if (before === undefined) return after.heading.number === 1 && n > 2 * run[run.length - 1].heading.number! + SCALE_SLACK;
    return continues(before, after) && n !== before.heading.number && !misplaced(c);
  });
}

/** Text lines a chapter out of place has under its heading (a site's latest-chapter line has none, a list one each). */
const OWN_BODY = 3;

/** The first three candidates as a warning names them (`line 12 “第八百零二章 风雨欲来”`), and `…` for more. */
function listed(candidates: readonly Candidate[]): string {
  const named = candidates.slice(0, 3).map((c) => `line ${c.line.n} “${c.heading.title}”`);
  return `${named.join(', ')}${candidates.length > 3 ? ', …' : ''}`;
}

/**
 * Unnumbered headings of a book's opening or ending (序, 楔子, 后记, 尾声: rules/heading-words.ts) that stand between two
 * numbered chapters of one volume that follow one another (第3章, 後記, 第4章): a book's afterword ends a book or a
 * volume, and where the numbers run on through it the line is the first line of a note or a poem's title, not a chapter.
 * A volume's afterword (後記, then 第二卷 or 第一章 again) is kept: the numbers do not run on through it.
 */
function insideTheSequence(heads: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  heads.forEach((c, i) => {
    if (c.heading.number !== undefined || (c.heading.role !== 'epilogue' && c.heading.role !== 'prologue')) return;
    const [before, after] = [heads[i - 1], heads[i + 1]];
    if (before?.heading.kind !== 'chapter' || after?.heading.kind !== 'chapter' || before.volume !== after.volume) return;
    if (before.heading.number !== undefined && after.heading.number === before.heading.number + 1) out.push(c);
  });
  return out;
}

/** Position of the first member of `run` (in file order) whose line comes after `index`, or run.length. */
const firstAfter = (run: readonly Candidate[], index: number) => firstIndexWhere(run.length, (k) => run[k].index > index);

/**
 * The longest chain of headings in file order in which each continues the one before (continues): the book's own
 * sequence, however many stray numbers stand between its members (two of a site's lines around 第7章 leave it
 * with no neighbour that continues it, so neighbours alone cannot find it).
 */
function longestRun(list: readonly Candidate[]): Candidate[] {
  const length = new Int32Array(list.length);
  const prev = new Int32Array(list.length).fill(-1);
  /** Per number, the candidate ending the longest chain so far at that number. */
  const endingAt = new Map<number, number>();
  let best = -1;
  list.forEach((c, i) => {
    const n = c.heading.number!;
    let j = endingAt.get(n - 1) ?? -1;
    // A volume that numbers from 1 again continues the longest chain of any earlier volume.
    if (n === 1) for (let k = 0; k < i; k++) if (list[k].volume !== c.volume && (j < 0 || length[k] > length[j])) j = k;
    if (j >= 0 && !continues(list[j], c)) j = -1;
    length[i] = j < 0 ? 1 : length[j] + 1;
    prev[i] = j;
    const had = endingAt.get(n);
    if (had === undefined || length[i] > length[had]) endingAt.set(n, i);
    if (best < 0 || length[i] > length[best]) best = i;
  });
  const run: Candidate[] = [];
  for (let i = best; i >= 0; i = prev[i]) run.push(list[i]);
  return run.reverse();
}

/** Whether `b` continues `a`: the next number, or 1 in a new volume. */
const continues = (a: Candidate | undefined, b: Candidate | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  b.heading.number !== undefined &&
  (b.heading.number === (a.heading.number ?? 0) + 1 || (b.volume !== a.volume && b.heading.number === 1));

/**
 * The members of a run that continue a neighbour or are continued by one, after dropping, again and again, those
 * that do neither: a stray `第三章…` line between the run's 5 and 6 would otherwise fail both (5 is not followed
 * by 6, 6 does not follow 5). The first member stands when it is 1.
 */
function sequenceCore(list: readonly Candidate[]): Candidate[] {
  let kept = [...list];
  for (;;) {
    const next = kept.filter((c, i) => continues(kept[i - 1], c) || continues(c, kept[i + 1]) || (i === 0 && c.heading.number === 1));
    if (next.length === kept.length) return kept;
    kept = next;
  }
}

/**
 * A run of ≥ TOC_RUN chapter headings with no text between them, followed by more headings, is a table of
 * contents (sanguoyanyi C lists `第001回…` before the body). A number that goes back (the body's 第一回 right
 * after the list's 第一百二十回), or a title listed again, ends the run, so the first real heading is never taken
 * for an entry.
 */
function markTocRuns(candidates: Candidate[], content: (from: number, to: number) => number, toc: Set<number>): void {
  let start = 0;
  const key = (h: HeadingMatch) => h.title.replace(/[\s\u3000]/g, '');
  let titles = new Set<string>(candidates.length ? [key(candidates[0].heading)] : []);
  for (let i = 1; i <= candidates.length; i++) {
    if (i < candidates.length) {
      const [a, b] = [candidates[i - 1].heading, candidates[i].heading];
      // The body starts where the numbers go back or a listed title comes again (rulinwaishi B: 前言 … 前言).
      const back = (a.number !== undefined && b.number !== undefined && b.number <= a.number) || titles.has(key(b));
      titles.add(key(b));
      if (!back && content(candidates[i - 1].index, candidates[i].index) === 0) continue;
      titles = new Set([key(b)]);
    }
    const run = candidates.slice(start, i);
    if (i < candidates.length && run.filter((c) => c.heading.kind !== 'volume').length >= TOC_RUN) for (const c of run) toc.add(c.index);
    start = i;
  }
}

function sameHeading(a: HeadingMatch, b: HeadingMatch): boolean {
  const key = (h: HeadingMatch) => h.title.replace(/[\s\u3000]/g, '');
  return key(a) === key(b) || (a.kind === b.kind && a.number !== undefined && a.number === b.number);
}

function assemble(
  lines: readonly SourceLine[],
  heads: Candidate[],
  toc: Set<number>,
  repeated: Set<number>,
  stray: Set<number>,
): Omit<SplitResult, 'notices'> {
  const result: Omit<SplitResult, 'notices'> = {
    chapters: [],
    preamble: [],
    toc: [],
    volumes: [],
    repeatedHeadings: [],
    strayHeadings: [],
  };
  const headAt = new Map(heads.map((c) => [c.index, c]));
  let volume: string | undefined;
  let current: RawChapter | undefined;
  lines.forEach((line, index) => {
    if (toc.has(index)) return void result.toc.push(line);
    if (repeated.has(index)) return void result.repeatedHeadings.push(line);
    if (stray.has(index)) return void result.strayHeadings.push(line);
    const head = headAt.get(index);
    if (head?.heading.kind === 'volume') {
      volume = head.heading.title;
      return void result.volumes.push({ line, title: volume });
    }
    if (head) {
      // A 上卷/下卷 prefix names the volume of its own chapter and of those after it.
      if (head.heading.volume) volume = head.heading.volume;
      current = {
        title: head.heading.title,
        lines: [],
        heading: line,
        ...(head.heading.number !== undefined ? { number: head.heading.number } : {}),
        ...(volume ? { volume } : {}),
        ...(head.heading.role ? { role: head.heading.role } : {}),
        ...(head.heading.cut ? { headingCut: head.heading.cut } : {}),
      };
      return void result.chapters.push(current);
    }
    if (current) current.lines.push(line);
    else result.preamble.push(line);
  });
  return result;
}
