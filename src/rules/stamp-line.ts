/**
 * A page's stamp line: a machine date or time with the labels and counts a forum, blog or chapter page prints
 * around it (`本帖最后由 某某 于 2019-9-25 16:31 编辑`, `2018-02-17 10:43 501 查看`, `查看: 5623|回复: 11`), judged by
 * what is left once dates, numbers, labels and separators are taken out, not by one template per site.
 */

/**
 * Machine dates and times (what a page's software prints, not a narrator): ISO-like dates with a four-digit year,
 * times of day, English day and month names (`Sunday, 16 November 2025`). A date in words (二〇一九年五月三日) is a
 * story's and is not here; 2019年5月3日 counts only beside a time or a label (a diary's date line stays).
 */
const NUMERIC_DATE = /(?<!\d)(?:19|20)\d{2}\s?[-/.]\s?\d{1,2}\s?[-/.]\s?\d{1,2}(?!\d)/g;
const HAN_DATE = /(?<!\d)(?:19|20)\d{2}年\d{1,2}月\d{1,2}[日号號]?/g;
const TIME = /(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?!\d)/g;
const ENGLISH_DATE =
  /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b\.?/gi;

/**
 * The labels of a page's stamp and counters, folded to Simplified (fold() maps 發佈 to 发布). Sources: Discuz!'s and
 * PHPWind's post furniture (本帖最后由 … 于 … 编辑, 发表于, 查看, 回复, 楼主, 只看该作者), blog and repost pages' info
 * lines (作者, 发布时间, 版块, 阅读, 评论, 来源, 标签), chapter pages' info lines (更新时间, 字数, 点击), and the English
 * of the same (posted, updated, views, by), as the wild splits' harvested pages print them.
 */
const LABELS = [
  '本帖',
  '最后',
  '编辑',
  '发表',
  '发布',
  '发帖',
  '回帖',
  '更新',
  '修改',
  '上传',
  '时间',
  '日期',
  '作者',
  '楼主',
  '版块',
  '分类',
  '标签',
  '来源',
  '查看',
  '回复',
  '回覆',
  '阅读',
  '浏览',
  '点击',
  '评论',
  '点赞',
  '收藏',
  '字数',
  '本章',
  '人气',
  '积分',
  '帖子',
  '主题',
  '精华',
  '在线',
  '注册',
  '楼',
  // Reading-time and word-count lines of blogs and reposts (`预计阅读时长需要20分钟`, `閱讀時間約 10 分鐘`,
  // `本文共计7892字`, `章节字数:969`) and a post's revision note (`首次發表於20240411,於20241118修訂`) (wild6).
  '章节',
  '时长',
  '分钟',
  '预计',
  '需要',
  '共计',
  '本文',
  '全文',
  '首次',
  '修订',
];
/** The words that join a stamp's fields (`由 … 于 … 编辑`, `501 次`, `3000 字`): no counter's label. */
const LINKS = ['由', '于', '次', '字', '约'];
const LABEL = new RegExp([...LABELS, ...LINKS].join('|'), 'g');
const LATIN_LABEL =
  /\b(?:posted|updated|edited|published|views?|replies|reply|comments?|likes?|dislikes?|shares?|by|on|at|language|author|date|time|am|pm)\b/gi;
/** What separates a stamp's fields: spaces, bars, colons, bullets, brackets, Markdown emphasis and heading marks. */
const SEPARATORS = /[\s|｜:：,，、/\\*#>_\-–—·•【】[\]()（）『』「」<>.~+=@]+/g;

/** Marks that end a sentence or open speech: a stamp has none (『』 frame a board's name there: `『编程语言区』`). */
const SENTENCE = /[。！？!?“”「」"]/;
/** Letters a narrator's sentence is made of and a page's field values are not: pronouns, particles, aspect marks. */
const STORY_LETTER = /[了着過过的地得把被将將是在这這那他她它我你们們么麼吗嗎呢吧又也就都却卻便才很要曰]/;
/** Most Han letters the fields' values may leave (a poster's name and a board's: `老飞机`, `编程语言区`). */
const MAX_VALUE_HAN = 10;
const MAX_LINE = 120;
/** A counter field: a label, a colon and a number (`查看: 5623`, `回复：11`). */
const COUNTER = new RegExp(`(?:${LABELS.join('|')})\\s{0,2}[:：]\\s{0,2}\\d+`, 'g');

/**
 * True when the (folded) line is a page's stamp: it holds a machine date or time (or two counter fields), it has
 * no sentence or speech mark, and once dates, times, numbers, labels and separators are taken out what is left is a
 * few letters with no narrator's word in them. A numeric date alone on its line is a stamp too; a Han date alone is
 * a diary's heading and stays, as does any date with a word of story (`2019-9-25 16:31 他醒了`).
 */
export function isStampLine(folded: string): boolean {
  // Every stamp holds a digit (a date, a time, a count) or an English date's word: most lines are settled here.
  if (folded.length > MAX_LINE || !/[\da-z]/i.test(folded) || SENTENCE.test(folded)) return false;
  const numeric = count(folded, NUMERIC_DATE);
  const time = count(folded, TIME);
  const english = count(folded, ENGLISH_DATE);
  const han = count(folded, HAN_DATE);
  const counters = count(folded, COUNTER);
  const labels = count(folded, LABEL);
  // What makes it a stamp: a machine date or time, a Han date with a time or a label, or two counters.
  const dated = numeric > 0 || (english > 0 && /\d/.test(folded)) || (time > 0 && labels > 0) || (han > 0 && (time > 0 || labels > 0));
  const rest = folded
    .replace(NUMERIC_DATE, ' ')
    .replace(HAN_DATE, ' ')
    .replace(TIME, ' ')
    .replace(ENGLISH_DATE, ' ')
    .replace(LATIN_LABEL, ' ')
    .replace(LABEL, ' ')
    .replace(/\d+/g, ' ')
    .replace(SEPARATORS, ' ');
  // Counts and their labels and nothing else (`199 回覆`, `48 Like 4 Dislike`, `章节字数:969`) are a page's counter.
  if (!dated && counters < 2) return /\d/.test(folded) && (labels > 0 || count(folded, LATIN_LABEL) > 0) && !/\p{L}/u.test(rest);
  if (STORY_LETTER.test(rest)) return false;
  const valueHan = (rest.match(/\p{Script=Han}/gu) ?? []).length;
  if (valueHan > MAX_VALUE_HAN) return false;
  // A time of day alone, or a time beside words that are not a page's labels (`10:30 起床`), is a story's.
  if (numeric === 0 && english === 0 && han === 0 && counters < 2 && labels < 2 && valueHan > 0) return false;
  // Latin words left (a handle, a device) may stand in a stamp, but not a sentence of them.
  return (rest.match(/[a-z]{2,}/gi) ?? []).length <= 3;
}

/** How often a global pattern matches in the text. */
function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
