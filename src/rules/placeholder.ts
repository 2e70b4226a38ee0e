/**
 * Placeholder chapters (docs/rules/cleaning.md#duplicates-and-repeated-passages): a site posts a chapter
 * before its text exists (`第三章 22点准时更新，敬请期待！`, a 防盗章节 to be replaced) and scrapers keep it.
 */

/** Words of placeholders, in a title or a short body; seen in scraped books from several sites. */
const PLACEHOLDER =
  /准时更新|敬请期待|稍后更新|马上更新|即将更新|晚点更新|稍后替换|马上替换|替换章节|防盗章节|防盗章|正在手打|手打中|稍后刷新|内容更新中|章节内容正在|请耐心等待|待更新|暂无内容|先别订阅|勿订|请勿订阅/;
/** Longest body (letters and digits) a placeholder has; a real chapter with such a word in its title is longer. */
const MAX_BODY = 300;

/** True for a placeholder: placeholder words in the title or the body, and a body too short to be a chapter. */
export function isPlaceholderChapter(title: string, body: string): boolean {
  if (countUpTo(body, MAX_BODY + 1) > MAX_BODY) return false;
  return PLACEHOLDER.test(title) || PLACEHOLDER.test(body);
}

const CONTENT = /[\p{L}\p{N}]/gu;

/** Letters and digits in `text`, counted up to `limit`: a long chapter stops early instead of listing them all. */
function countUpTo(text: string, limit: number): number {
  CONTENT.lastIndex = 0;
  let n = 0;
  while (n < limit && CONTENT.exec(text)) n++;
  return n;
}
