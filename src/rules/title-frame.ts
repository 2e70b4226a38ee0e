/**
 * A site's frame around chapter titles: the text a scraper copied from each page's <title> after the chapter's
 * own (`第一章 剧本不对_全球高武_新笔趣阁` [wild2 a]), the same on most chapters of a book. Found by recurrence, not
 * by a list of sites: the longest ending, starting at a separator, that most titles share.
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
