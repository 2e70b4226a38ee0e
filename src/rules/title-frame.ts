/**
 * A site's frame around chapter titles: the text a scraper copied from each page's <title> after the chapter's
 * own (`第一章 剧本不对_全球高武_新笔趣阁` [wild2 a]), the same on most chapters of a book, or the book's name
 * before each heading (`完美世界 第八百零八章 魔王发威`). Found by recurrence, not by a list of sites.
 */

/** Where a page title joins its parts: `_`, `|`, `｜`, or a dash between spaces (`雨夜 - 全球高武 - 笔趣阁`). */
const SEPARATOR = /_|｜|\||[ \u3000][-—–][ \u3000]/g;
/** Fewest titles that must share the ending, and the share of all titles. */
const MIN_TITLES = 3;
const MIN_SHARE = 0.6;

/**
 * The ending (from its separator on) that at least MIN_SHARE of the titles, and MIN_TITLES of them, share and that
 * leaves each of them a title; the longest such ending. Undefined when none.
 */
export function titleFrame(titles: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const title of titles) {
    const seen = new Set<string>();
    for (const m of title.matchAll(SEPARATOR)) {
      if (m.index === 0) continue;
      const ending = title.slice(m.index);
      if (!seen.has(ending)) counts.set(ending, (counts.get(ending) ?? 0) + 1);
      seen.add(ending);
    }
  }
  const needed = Math.max(MIN_TITLES, Math.ceil(titles.length * MIN_SHARE));
  let best: string | undefined;
  for (const [ending, n] of counts) if (n >= needed && (best === undefined || ending.length > best.length)) best = ending;
  return best;
}

/**
 * A word before a space and a 第…: the shape of a book's name printed before every heading (a forum's chapter lines,
 * `完美世界 第八百零八章 魔王发威【首发】` [wild3 33]). No mark that a sentence has.
 */
const PREFIX_SHAPE = /^[\s\u3000]*([^\s\u3000。！？，、；：“”「」]{1,16})[ \u3000]+(?=第)/;

/**
 * The prefix that at least MIN_TITLES lines share before a heading (`isHeading` judges what follows it in line `index`):
 * the book's name printed before every heading, to be cut before headings are looked for. Undefined when none.
 */
export function titlePrefix(lines: readonly string[], isHeading: (rest: string, index: number) => boolean): string | undefined {
  const counts = new Map<string, number>();
  lines.forEach((line, index) => {
    const m = PREFIX_SHAPE.exec(line);
    if (m && isHeading(line.slice(m[0].length), index)) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  });
  let best: string | undefined;
  for (const [prefix, n] of counts) if (n >= MIN_TITLES && (best === undefined || n > counts.get(best)!)) best = prefix;
  return best;
}

/** The line without the book's name before its heading (titlePrefix), or undefined when it has none. */
export function withoutTitlePrefix(line: string, prefix: string): string | undefined {
  const m = PREFIX_SHAPE.exec(line);
  return m && m[1] === prefix ? line.slice(m[0].length) : undefined;
}
