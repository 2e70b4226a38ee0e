/**
 * A book's own site names, learned from the book (docs/rules/cleaning.md#site-names-learned-from-the-book): a name
 * shaped like a site's that a site's frame holds at least twice (`[千千小说]`, `（南山书院首发）`, `一秒记住夜读书屋：www…`)
 * is the site's, so the same name glued bare into a story line elsewhere in the book can be cut too.
 */
import { fold } from './fold.ts';
import { siteEndings } from './site-lexicon.ts';

/**
 * A site's name: two to four letters before an ending sites use (SITE_ENDINGS marked `frame`), not the 网 of 网址, 网站 or 网页 (`记住小说天堂网址`). The endings are words of stories too (书院,
 * 文学, 阁), which is why a name is learned only from a frame (SITE_FRAMES) and only when the book repeats it.
 */
const ENDINGS = `${siteEndings('frame')}(?![址站页])`;
const NAME = String.raw`([\p{Script=Han}a-z0-9]{2,4}?${ENDINGS})`;
/** Where a frame fixes the name's first letter (`记住闲书库`), one letter before the ending is enough. */
const NAME_AFTER = String.raw`([\p{Script=Han}a-z0-9]{1,4}?${ENDINGS})`;

/**
 * Frames in which sites write their name, each capturing the name (matched on folded text). Sources: the
 * corpus's own site lines (天涯在线书库《www.tianyabook.com》, TXT小说天堂 https://…); `N秒记住…` [S25] and
 * `请记住本书首发域名` [S24]; and the frames of the dirty-book generator's splits (docs/rules/cleaning.md#measuring-the-cleaner).
 */
export const SITE_FRAMES: readonly {
  pattern: RegExp;
  strong: boolean;
  /** The frame fixes where the name starts, so the capture is the name itself (no story letters before it). */
  exact?: boolean;
  source: string;
}[] = [
  {
    pattern: new RegExp(String.raw`[[【]${NAME}[\]】]`, 'gu'),
    strong: true,
    source: 'a name alone in square brackets glued to a line (`[千千小说]`)',
  },
  {
    pattern: new RegExp(`${NAME}首发`, 'gu'),
    strong: true,
    source: 'first published at the site (`（书包网首发）`; 首发 as in `请记住本书首发域名` [S24])',
  },
  {
    pattern: new RegExp(`下载${NAME}(?:客户端|app)`, 'gu'),
    strong: true,
    source: 'an app prompt (`下载南山书院客户端`; `请下载爱阅小说app`, which cleaners of scraped novels list)',
  },
  {
    pattern: new RegExp(String.raw`${NAME}\s{0,2}[:《(（]?\s{0,2}(?:h\s?t\s?t\s?p|w[^a-z0-9\s]{0,2}w[^a-z0-9\s]{0,2}w)`, 'gu'),
    strong: true,
    source: 'a name before its address (corpus: 天涯在线书库《www.tianyabook.com》, TXT小说天堂 https://…)',
  },
  {
    pattern: new RegExp(`(?:牢记|记住|尽在|就来)${NAME_AFTER}`, 'gu'),
    strong: false,
    exact: true,
    source:
      '`一秒记住…` [S25], 牢记…, …尽在… (MyNovelReader `尽在` [S24]), 看…就来… (`看斗破苍穹就来闲书库，更新快人一步`); weak: 牢记, 记住 and 就来 are words of stories',
  },
  {
    pattern: new RegExp(`[(（]${NAME_AFTER}[)）]`, 'gu'),
    strong: false,
    exact: true,
    source: 'a name alone in parentheses glued to a line (`（白鹭小说）`); weak: a story may put a place in parentheses',
  },
];

/**
 * Letters a learned name's prefix may not hold: a demonstrative or pronoun makes it a phrase (这本小说, 他的书院),
 * and a frame's own word is not the name's (`记住风华中文网：www…` names 风华中文网).
 */
const NOT_NAME = /[这那此其本的了个些么我你他她它们是有把被和与一记住牢尽载秒]/u;

/**
 * Evidence a name needs: a strong frame (an address, 首发, brackets, an app prompt) is enough once; a weak one
 * (牢记…) must come twice, since a story may say 牢记白鹿书院 once.
 */
const MIN_FRAMED = 2;
const FRAME_WEIGHT = { strong: 2, weak: 1 } as const;

/** A cheap test on the raw line: no frame can match without one of these. */
/**
 * A cheap test on the raw line, in one scan of a table (a regex alternation cost as much as the rest of the
 * learning): no frame can match without a bracket, a Latin letter or one of these pairs of frame words.
 */
const FRAME_PAIRS = ['首发', '首發', '记住', '記住', '牢记', '牢記', '尽在', '盡在', '就来', '就來', '下载', '下載'];
const FRAME_ALONE = '[【［(（';
/** Per code unit: 1 a frame by itself (bracket, Latin letter), 2 the first of a pair, 3 both. */
const frameTable = new Uint8Array(0x10000);
const pairSeconds = new Map<number, string>();
for (const ch of FRAME_ALONE) frameTable[ch.charCodeAt(0)] = 1;
for (let c = 0x41; c <= 0x7a; c++) if (c <= 0x5a || c >= 0x61) frameTable[c] = frameTable[c + 0xfee0] = 1;
for (const [first, second] of FRAME_PAIRS) {
  frameTable[first.charCodeAt(0)] |= 2;
  pairSeconds.set(first.charCodeAt(0), (pairSeconds.get(first.charCodeAt(0)) ?? '') + second);
}
function mayFrame(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const f = frameTable[line.charCodeAt(i)];
    if (f === 0) continue;
    if (f & 1) return true;
    if (i + 1 < line.length && pairSeconds.get(line.charCodeAt(i))!.includes(line[i + 1])) return true;
  }
  return false;
}

/**
 * The site names of a book, folded, from each chapter's text lines: names that site frames hold with
 * evidence MIN_FRAMED or more. Linear in the text (bounded patterns).
 */
export function learnSiteNames(chapters: readonly (readonly string[])[]): string[] {
  /** Per name: the frames' evidence, and the lines it was framed in. */
  const counts = new Map<string, { evidence: number; lines: number; exact: boolean }>();
  for (const line of chapters.flat()) {
    if (!mayFrame(line)) continue;
    const folded = fold(line);
    // Counted once per line: two frames around one name (`【南山书院首发】`) are one occurrence.
    const names = new Map<string, number>();
    const exactNames = new Set<string>();
    for (const { pattern, strong, exact } of SITE_FRAMES) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
        if (m[0].length === 0) pattern.lastIndex++;
        // A frame found after story letters (`两三重门墨香书库首发`) holds the name at its end: every suffix with a
        // two-letter prefix or more is counted, and which of them is the name is decided below.
        const weight = strong ? FRAME_WEIGHT.strong : FRAME_WEIGHT.weak;
        if (exact) exactNames.add(m[1]);
        for (const suffix of exact ? [m[1]] : suffixes(m[1])) names.set(suffix, Math.max(names.get(suffix) ?? 0, weight));
      }
    }
    for (const [name, weight] of names) {
      const c = counts.get(name) ?? { evidence: 0, lines: 0, exact: false };
      c.evidence += weight;
      c.lines++;
      if (exactNames.has(name)) c.exact = true;
      counts.set(name, c);
    }
  }
  const out: string[] = [];
  for (const [name, c] of counts) {
    const prefix = prefixLength(name);
    if (c.evidence < MIN_FRAMED || NOT_NAME.test(name.slice(0, prefix))) continue;
    // One letter before the ending (大文学 of `宋朝運祚將大文学 www.dawenxue.org`, wild7) is the name where the book
    // frames it in more lines than any form with a letter before it: the letter before varies, so it is the story's.
    // An exact frame (`就来闲书库`) fixes the name's start already.
    if (prefix === 1 && !c.exact) {
      if (c.lines >= 2 && !hasLongerForm(counts, name, c.lines)) out.push(name);
      continue;
    }
    // A two-letter form framed in fewer lines than its one-letter form holds a story's letter (将大文学 beside 大文学).
    const shorter = counts.get(name.slice(1))?.lines ?? 0;
    if (prefix === 2 && shorter >= 2 && shorter > c.lines) continue;
    // The shortest form (two letters before the ending) is the name; a longer one only when the book writes the
    // shorter one always with the same letter before it, twice or more (天涯在线书库, not 重门墨香书库 once).
    if (prefix > 2 && !c.exact && (c.lines < 2 || counts.get(name.slice(1))?.lines !== c.lines)) continue;
    out.push(name);
  }
  // Longest first, so that a longer name wins where two overlap.
  return out.sort(longestFirst);
}

/** Learned names and inserts in the order the classifier tries them: longest first (a longer one wins where two overlap), then by text. */
export const longestFirst = (a: string, b: string): number => b.length - a.length || (a < b ? -1 : 1);

const ENDING = new RegExp(`${ENDINGS.slice(0, ENDINGS.indexOf('(?!'))}$`, 'u');
function prefixLength(name: string): number {
  const m = ENDING.exec(name);
  return m ? m.index : name.length;
}

/**
 * The name and its shorter forms that keep at least two letters before the ending (a right-bound frame's capture), and
 * the form with one letter before an ending of two letters or more (大文学; not 上网), which learnSiteNames takes only
 * where the letter before it varies.
 */
function suffixes(name: string): string[] {
  const out = [name];
  const prefix = prefixLength(name);
  for (let cut = 1; prefix - cut >= 2; cut++) out.push(name.slice(cut));
  if (prefix >= 2 && name.length - prefix >= 2) out.push(name.slice(prefix - 1));
  return out;
}

/** Whether a form of the name with more letters before it is framed in as many lines (the letter before is the name's). */
function hasLongerForm(counts: ReadonlyMap<string, { lines: number }>, name: string, lines: number): boolean {
  for (const [other, c] of counts) if (other.length > name.length && other.endsWith(name) && c.lines >= lines) return true;
  return false;
}
