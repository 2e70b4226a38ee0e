/** Line-level rules as data: invisible characters, scene-break lines, author's notes, censor masks (CLEAN-1/4/7/16). */
import { HAN_CLASS } from './han.ts';

/**
 * CLEAN-1: U+FEFF, U+200B, U+200C, U+200D, U+2060 (novel-downloader CleanerProcessor [S22]); and the blank letters
 * posts use to keep an empty line that a site would drop (U+2800 braille blank, U+3164 and U+FFA0 Hangul fillers,
 * U+115F and U+1160 Hangul choseong and jungseong fillers: a WeChat or Instagram repost's `⠀` line, wild6).
 */
export const INVISIBLE = /\ufeff|\u200b|\u200c|\u200d|\u2060|\u2800|\u3164|\uffa0|\u115f|\u1160/g;

/**
 * CLEAN-7: a line of nothing but ornament characters, three or more (`━━━`, `***`, `---`, `◆◇◆`, `* * *`),
 * from BAAI "sign" [S23] and the examples of CLEAN-7. `——` (two) is a dash, not a break.
 */
export const SCENE_BREAK = /^(?:[━─=+\-—_~～*＊▲△◆◇◈※☆★·•－]\s*){3,}$/;

/**
 * CLEAN-7 as fan editions write it: a break framed by two dashes or more on each side around a few characters that
 * are a divider's words (分割线, 转场) or hold a symbol (`——小猫^>ω◕^滚卧——`, `——性转♂ = ♀转场——`, the wild5 split's
 * translators' dividers). A line of dialogue between dashes (`——我不知道——`) has no symbol and stays text.
 */
const DECORATED_BREAK = /^[━─=\-—_~～*＊－]{2,}\s*(.{1,14}?)\s*[━─=\-—_~～*＊－]{2,}$/u;
const DIVIDER_INSIDE = /\p{S}|分割线|分割線|分隔线|分隔線|分界线|分界線|转场|轉場/u;

/** True for a scene break: CLEAN-7's ornaments, or a decorated divider. */
export function isSceneBreak(text: string): boolean {
  if (SCENE_BREAK.test(text)) return true;
  const m = DECORATED_BREAK.exec(text);
  return m !== null && DIVIDER_INSIDE.test(m[1]);
}

/**
 * CLEAN-4: a line that opens an author's note (`PS：`, `ps:`, 作者有话说…) [S23 "unuse_content", S24], also in the
 * brackets a site frames its label with (`【作者题外话】：`, Qidian's and 17K's label, written in session 32 as a user's
 * book holds it). 题外话 only as a label, bracketed or before a colon: `题外话不提，且说宝玉。` is a narrator's.
 */
export const NOTE_START =
  /^(?:[【[（(]?\s{0,2}(?:[pPｐＰ][sSｓＳ]\s*[:：.．]|作者有[话話](?:要)?[说說]|作者的[话話]|作者按)|[【[（(]\s{0,2}(?:作者)?[题題]外[话話]|(?:作者)?[题題]外[话話]\s*[:：])/;
/**
 * Notes that run to the end of the chapter once opened: JJWXC's 作者有话要说 block, and the marks other sites print
 * before the author's words (【作家想说的话:】, ―――以下与正文无关――― on myfeishu, wild2's [H]). A frame of
 * dashes or brackets may stand around the mark.
 */
export const NOTE_TO_END =
  /^[\s—―─=＝*＊【[（(-]*(?:作者有[话話](?:要)?[说說]|作者的[话話]|(?:作家|作者)想[说說]的[话話]|以下(?:内容|內容)?[与與]?正文(?:无关|無關)|以下[为為是]?(?:非正文|作者的[话話]))/;
/**
 * CLEAN-4: lines dominated by begging or update notices (`求月票`, also with words between: `求各位大大的月票`;
 * what serials beg for besides votes: 推荐, 追读, 评论, 书评, as in `总之就是求收藏，求追读。`;
 * `第三更`). `三更` alone is also the third watch of the night
 * (三更时分 in every classic), so a line counts only when these words are nearly all of it.
 */
export const NOTE_WORDS =
  /求.{0,6}?(?:月票|推荐票|推薦票|推荐|推薦|收藏|追读|追讀|订阅|訂閱|打赏|打賞|鲜花|鮮花|点赞|點讚|评论|評論|书评|書評)|(?:加|爆|双|雙|三)更|第[一二三四五六七八九十\d]{1,3}更|未完待续|未完待續/g;
const NOTE_REST_MAX = 4;

/** True for a begging/update line: the note words leave at most a few characters besides punctuation. */
export function isNoteLine(text: string): boolean {
  if (!NOTE_WORDS.test(text)) return false;
  NOTE_WORDS.lastIndex = 0;
  const rest = text.replace(NOTE_WORDS, '').replace(/[\s\p{P}\p{S}]/gu, '');
  return Array.from(rest).length <= NOTE_REST_MAX;
}

/**
 * CLEAN-16: masks left by a site's word filter (`**`, a `*` glued to Han), reported as W_CENSORED. A `□` is
 * a printer's missing-glyph mark in these editions (`□【左“反犬”右…】` in xiyouji B), reported at ingest as a
 * lost character instead.
 */
export const MASK = new RegExp(`\\*{2,}|(?<=[${HAN_CLASS}])\\*|\\*(?=[${HAN_CLASS}])`, 'gu');

/** CLEAN-16: multi-character, high-precision restorations only (MyNovelReader 屏蔽字修复 [S24]). */
export const MASK_RESTORE: readonly [RegExp, string][] = [[/十有\*\*/g, '十有八九']];
