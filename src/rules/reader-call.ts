/**
 * A site's call to the reader (`请勿使用浏览器阅读模式`, `欢迎点击收藏`, `建议使用Chrome浏览器`): a request or an
 * invitation aimed at the reader, with a verb of using a page (click, visit, download, bookmark, log in, search),
 * on a short line with no speech and no character. Judged by the shape of the request, not by a site's name.
 */

import { DIALOGUE, readNote, SPEAKER } from './author-note.ts';

/** A request to the reader: polite openings and the reader named (您), as pages word them. */
const REQUEST_G = /(?:请您?|敬请|恳请|欢迎|记得|建议|麻烦|烦请|亲[，,]|您(?:可以|可|需要|需|只需))/g;
/**
 * Verbs of using a page or an app, folded to Simplified. Sources: the notices of reading pages and apps harvested in
 * the wild splits (点击, 加 a QQ or WeChat group, 访问, 下载, 收藏, 关注, 登录, 注册, 搜索, 刷新, 切换, 安装, 打开 … 浏览器, 阅读模式,
 * 客户端, 书签), BAAI's and MyNovelReader's advert families [S23, S24].
 */
const PAGE_VERB =
  /点击|點擊|加入?(?:qq|群|书友群|读者群|微信|vx|v信)|访问|下载|收藏|关注|登录|登陆|注册|搜索|刷新|切换|安装|使用.{0,40}?(?:浏览器|阅读模式|客户端|app|APP)|打开.{0,6}(?:浏览器|客户端|app|APP|链接)|浏览器|阅读模式|客户端|书签|书架|转码|双击|滚动|分享给|推荐给|转发|投票|订阅|充值|购买/;
const MAX_CALL = 60;
/** A condition or purpose a page puts before its request (`若…，`, `如果…，`, `为防止…，`): one clause. */
const PAGE_CONDITION = /^(?:若|如果|如|假如|倘若|要是|为了?|为免|以免)[^，,。！？!?]{1,24}[，,]\s*$/;
/** A label at a lead's start (`阅读提示：`): a few letters and a colon. */
const LABEL_START = /^[^，,、；;:：]{1,8}[:：]\s*/;
/** What a page's condition is about: the page and its chapters, or the book as the reader likes it (folded to Simplified). */
const PAGE_NOUN = /章节|页面|网页|网站|内容|显示|浏览|本书|这本书|本作/;
/** The book as a page names it: 本书, 本作 …, or its title in 《》. */
const THE_BOOK = String.raw`(?:本书|这本书|本作|本文|本小说|《[^》]{1,20}》)`;
/**
 * The reader addressed before a request (`喜欢本书的朋友请点击收藏`, `喜欢的亲记得点个收藏`, `各位读者大大，请投出…`), or a
 * social handle signing it (`微博@某某作者 欢迎关注`): the page's or the author's audience, not a story's character.
 * Sources: serial sites' chapter tails (measure-spans' eighth set). The book may be named (`喜欢三国演义的朋友请加…`),
 * and a page's offer of more stands there too (`更多精彩内容，请关注…`). The reader's liking of the book itself is such a
 * lead (`喜欢本书请收藏，推荐给你的朋友。`, a site's line written in session 32 as a probe): the book named as 本书 or by
 * its title, so a story's `喜欢她请直说` stays.
 */
const AUDIENCE_LEAD = new RegExp(
  String.raw`^(?:(?:如果|若|要是)?(?:喜欢|爱看|觉得好看)${THE_BOOK}(?:的话)?|(?:(?:喜欢|爱看|支持)(?:${THE_BOOK}|[^\s，,。的]{1,12})?的)?(?:朋友|读者|书友|亲|小伙伴|宝宝)们?|(?:更多|想看更多)(?:精彩|好看)?(?:内容|小说|章节|好书)|(?:各位|诸位|亲爱的)(?:读者|书友|朋友|亲)?(?:大大)?们?|(?:微博|微信|公众号|b站|抖音|推特|twitter)?\s{0,2}@[^\s，,。]{1,20})[，,\s]{0,2}$`,
);
const MAX_LINE = 400;
/** Letters a label may put before the request (`阅读提示：`). */
const MAX_LEAD = 8;
/** Most characters from the request to its verb. */
const VERB_REACH = 10;

/**
 * Where a site's request to the reader stands in a (folded) line: from the request (or the line's start, when only a
 * label stands before it) to the end of its sentence, when that sentence holds a verb of using a page. Undefined
 * when the line speaks or names a person, or when the request does not open a sentence.
 */
export function readerCallSpan(folded: string): { start: number; end: number } | undefined {
  if (folded.length > MAX_LINE) return undefined;
  for (const request of folded.matchAll(REQUEST_G)) {
    const at = request.index ?? 0;
    // The sentence the request opens: from the mark before it (or the line's start) to the next sentence mark.
    const before = folded.slice(0, at);
    const opened = Math.max(before.search(/[。！？!?][^。！？!?]*$/) + 1, 0);
    // Only a label may stand before the request in its sentence (`阅读提示：`): a story's words before it (`梁公请救…`)
    // make the request theirs.
    const lead = before.slice(opened);
    // A label is a few letters and its colon, no clause (`宝玉听了，笑道：` is a story's); a page's condition before its
    // request is the page's too, where it names the page (`若浏览器显示没有新章节了，请尝试点击…`).
    const label = Array.from(lead).length <= MAX_LEAD && /^[^，,、；;]*[:：]\s*$/.test(lead);
    // The condition may follow a label (`阅读提示：为防止内容获取不全，请勿…`).
    const condition = lead.replace(LABEL_START, '');
    const audience = AUDIENCE_LEAD.test(lead);
    if (
      lead.trim() !== '' &&
      !label &&
      !audience &&
      !(PAGE_CONDITION.test(condition) && (PAGE_VERB.test(condition) || PAGE_NOUN.test(condition)))
    )
      continue;
    const rest = folded.slice(at);
    const close = rest.search(/[。！？!?]/);
    let end = close < 0 ? folded.length : at + close + 1;
    while (end < folded.length && /[。！？!?~～]/.test(folded[end])) end++;
    const sentence = folded.slice(opened, end);
    // The verb follows the request closely (`请勿使用浏览器`, `欢迎点击`); one far off is another clause's (`请太太放心…搜索`).
    const verb = PAGE_VERB.exec(folded.slice(at, end));
    // A call to the reader has no speech mark and names no person a story's line is about or spoken by.
    const voice = siteVoice(sentence);
    if (sentence.length > MAX_CALL || DIALOGUE.test(voice) || SPEAKER.test(voice) || !verb || verb.index > VERB_REACH) continue;
    // An author asking the readers (`请大家多多投推荐票收藏`) is a note (author-note.ts), kept or left out as notes are.
    if (readNote(folded).note) return undefined;
    return { start: opened, end };
  }
  return undefined;
}

/**
 * A request with the site's own voice taken out: `我们的客户端` is the site speaking of itself (`请安装我们的客户端`),
 * and quote marks around a button's name frame the button (`然后点击“添加到主屏幕”`), not speech. Sources: wild4's
 * mirror and app pages.
 */
const SITE_SELF_G = /我们的?(?:客户端|网站|本站|app|小说网|书城|公众号|平台|书架)/gi;
const QUOTED_BUTTON_G = /[“「]([^”」]{1,10})[”」]/g;
function siteVoice(sentence: string): string {
  return sentence
    .replace(SITE_SELF_G, '')
    .replace(QUOTED_BUTTON_G, (all, inner: string) => (PAGE_VERB.test(inner) || PAGE_OBJECT.test(inner) ? '' : all));
}
/** What a page's button names (folded) besides PAGE_VERB's words (书签, 书架, 客户端): its screen, its app. */
const PAGE_OBJECT = /主屏幕|桌面|app/i;

/**
 * An app's or reading page's prompt as a line of its own, an imperative with no request word (`安装客户端，阅读更方便！`,
 * `下載 APP 解鎖更多精彩章節`, `点击书封阅读本书`, `>>> 戳我直接看全本<<<<`, `想要觀看更多精彩內容`): it starts with a verb of
 * using a page and names what the page holds, on a short line with no speech, no person and no narrated act (了, 着,
 * 过: `点击了发送，页面跳了出来` is a story's). Sources: wild6's harvested app and bookstore pages; a WeChat article's
 * follow-us banner (`↑↑↑ 点击上方蓝字关注我们 ↑↑↑`, `长按二维码关注`), where 我们 is the account, not a speaker; a reading page's
 * scrolling hint (`(双击鼠标开启屏幕滚动,鼠标上下控制速度)`, wild4's mirror pages).
 */
const PROMPT_START =
  /^[^\p{L}\p{N}]{0,8}(?:点击|双击|下载|安装|解锁|戳我|扫码|扫描二维码|长按(?:识别)?二维码|想要(?:观看|阅读|继续)|(?:请?尝试)(?:更换|使用|切换))/u;
/** What the page holds or offers: its app, the book, its chapters, more of it (a story's 打开窗户 names none). */
const PROMPT_OBJECT =
  /客户端|app|书封|全本|章节|本书|下一页|全文|更多(?:精彩)?内容|阅读更方便|浏览器|[上下]方蓝字|二维码|公众号|关注我们|屏幕滚动|滚屏/i;
/** The account or link speaking of itself (`关注我们`, `戳我`): no character of a story. */
const LINK_SELF_G = /戳我|关注我们/g;
/** Characters a prompt may have; brand names in brackets make a browser's longer (`尝试更换【Firefox浏览器】or【Chrome谷歌浏览器】…`). */
const MAX_PROMPT = 48;
export function isAppPrompt(folded: string): boolean {
  if (folded.length > MAX_PROMPT || !PROMPT_START.test(folded) || !PROMPT_OBJECT.test(folded)) return false;
  // 戳我 (poke me) is the link speaking, not a person.
  return spokenByNoOne(folded, folded.replace(LINK_SELF_G, ''));
}

/** A narrated act (了, 着, 过): a story's line, `点击了发送，页面跳了出来`. */
const NARRATED = /[了着过]/;
/** No speech, no person (in `persons`, the line with the page's own voice taken out) and no narrated act: a page's line. */
function spokenByNoOne(folded: string, persons = folded): boolean {
  return !DIALOGUE.test(folded) && !SPEAKER.test(persons) && !NARRATED.test(folded);
}

/**
 * A reading page's tip for when it fails to load (`移动流量偶尔打不开，可以切换电信、联通、Wifi。`, `未载入完，尝试【重新整理】or
 * 【关闭小说模式】or【关闭广告遮蔽】。`: wild4's mirror pages): two or more of the words of a connection, a browser's
 * modes and a page's loading, on a short line (MAX_PROMPT) with no speech, no person and no narrated act (了, 着, 过: `流量用完了，网页
 * 打不开` is a story's).
 */
const TROUBLE_WORDS_G =
  /流量|打不开|切换|电信|联通|wifi|浏览器|刷新|重新整理|缓存|加载|载入|阅读模式|小说模式|广告屏蔽|广告遮蔽|广告拦截|转码/gi;
export function isTroubleTip(folded: string): boolean {
  if (folded.length > MAX_PROMPT) return false;
  const words = new Set(Array.from(folded.matchAll(TROUBLE_WORDS_G), (m) => m[0].toLowerCase()));
  return words.size >= 2 && spokenByNoOne(folded);
}
