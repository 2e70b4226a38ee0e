/**
 * A reader's comment scraped with the page (`搬砖小能手: 大学老师要是都这么讲… 👍🏽336 💭北京 🕐2025-04-25 23:19:03`):
 * whatever the comment says, its platform prints a tail after it, a machine date and time with the comment's counts
 * or the poster's place, and no narrator ends a line so. Judged by that tail, not by the comment's words.
 */

/**
 * A machine date and time of day together (`2025-04-25 23:19:03`, `2023/5/1 12:00`, `04-25 23:19`): what a
 * platform stamps on a post. A date alone or a time alone may be a story's (a diary's date line, `10:30 起床`).
 */
const DATE_TIME = /(?<!\d)(?:(?:19|20)\d{2}[-/.])?\d{1,2}[-/.]\d{1,2}\s{0,2}\d{1,2}:\d{2}(?::\d{2})?(?!\d)/g;

/** What may follow a count that is a field of its own: space, a separator, an emoji, the line's end. */
const FIELD_END = String.raw`(?=\s|$|[|·•,]|\p{Extended_Pictographic})`;

/**
 * Marks a platform prints beside a comment, folded to Simplified and lower case (fold.ts). Sources: Weibo, Zhihu,
 * bilibili and Douban comment rows as scraped (counts after 👍/赞/回复/回应, `IP属地北京` since 2022, `来自 iPhone客户端`,
 * a clock or place emoji before the stamp), Jinjiang's and forums' comment rows (`[3楼]`, `#12楼`, `发表时间`), and
 * the same in English (`12 likes`, `reply`).
 */
const PLATFORM_MARKS = [
  // A count after a reaction's emoji or word, or before it (`👍🏽336`, `赞 12`, `12 回应`, `12 likes`), standing as a
  // field: a space, a bar, an emoji or the line's end after it, no Han letter before a leading count (`回复3次`,
  // `收到了12条回复` are a narrator's).
  String.raw`(?:👍|❤️?|♥|💬|💭|🔥|点赞|赞|顶|踩|回复|回应|评论|转发|喜欢)\s{0,2}[\u{1f3fb}-\u{1f3ff}]?\s{0,2}\d+${FIELD_END}`,
  String.raw`(?<![\p{Script=Han}\d])\d+\s{0,2}(?:人?点赞|个?赞|条?回复|回应|条评论|likes?|replies|comments?)${FIELD_END}`,
  // The poster's place (`IP属地：北京`, `💭北京`, `📍广东`) and client (`来自 iPhone客户端`).
  String.raw`ip\s{0,2}属地`,
  String.raw`[📍🌏🌍🌐]`,
  String.raw`来自\s{0,2}\S{0,12}(?:客户端|iphone|android|安卓|网页版)`,
  // The stamp's own marks: a clock emoji before it, a bracketed floor number (`[3楼]`, `#12楼`), a label.
  String.raw`[🕐-🕧⏰🕰]`,
  String.raw`[#\[【]\s{0,2}\d+\s{0,2}楼|\d+\s{0,2}楼\s{0,2}[\]】]`,
  String.raw`发表(?:时间|于)|评论于|回复于|发布于`,
];
const PLATFORM_MARK = new RegExp(PLATFORM_MARKS.join('|'), 'gu');

/** How far from the stamp, either side, the platform's marks stand (`👍🏽336 💭北京 🕐`, `IP属地：广东`, `来自 iPhone客户端`). */
const NEAR = 24;

/**
 * True when the (folded) line holds a platform's comment stamp: a machine date with a time of day, and within a
 * few letters of it a platform's mark (a reaction count, the poster's place or device, a floor, a clock emoji).
 * The comment around the stamp may say anything: it is a reader's, not the book's.
 */
export function isCommentLine(folded: string): boolean {
  // Most lines hold no time of day at all.
  if (!folded.includes(':')) return false;
  const stamps = [...folded.matchAll(DATE_TIME)];
  if (stamps.length === 0) return false;
  for (const mark of folded.matchAll(PLATFORM_MARK)) {
    const at = mark.index ?? 0;
    if (stamps.some((s) => at + mark[0].length >= (s.index ?? 0) - NEAR && at <= (s.index ?? 0) + s[0].length + NEAR)) return true;
  }
  return false;
}
