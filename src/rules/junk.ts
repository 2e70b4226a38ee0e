/** Site junk as data: whole-line rules and span rules, matched on folded text (CLEAN-2/3/5/6). */
import { fold } from './fold.ts';

export interface JunkRule {
  /** Reason written to the report, e.g. `junk.update-time`. */
  id: string;
  /** `line`: the pattern matches the whole (trimmed, folded) line. `span`: the match is cut out of the line. */
  scope: 'line' | 'span';
  pattern: RegExp;
  source: string;
}

const URL = String.raw`(?:https?://|www\s*[.。·]\s*)[a-z0-9-]+(?:\s*[.。·]\s*[a-z0-9-]+)*(?:/[^\s，。！？、《》（）()【】"“”]*)?`;
const DOMAIN = String.raw`[a-z0-9-]{2,}\s*[.。·]\s*(?:com|net|org|cc|cn|la|info|me|tw|co|xyz|top|vip)(?![a-z])(?:/[^\s，。！？、《》（）()【】"“”]*)?`;
const SITE = '(?:书库|书屋|书城|书吧|小说网|小说天堂|小说阅读网|文学网|中文网|读书网|书网|文学城)';
const NAV =
  '(?:首页|上一章|下一章|上一页|下一页|回目录|返回目录|章节目录|目录|加入书签|加入书架|投推荐票|推荐本书|返回书页|返回列表|书架|报错|末页|尾页)';

/** Rules in the order they are tried; ids are stable (they appear in reports). */
export const JUNK_RULES: readonly JunkRule[] = [
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern: /^更新时间\s*[:：]?\s*\d{2,4}[-/年.]\d{1,2}[-/月.]\d{1,2}.*$/,
    source: 'sanguoyanyi A, shuihuzhuan A: `更新时间:2007-11-16 7:55:51 本章字数:4804` after every heading',
  },
  {
    id: 'junk.word-count',
    scope: 'line',
    pattern: /^(?:本章)?字数\s*[:：]\s*\d+\s*(?:字)?$/,
    source: 'xiyouji A: `本章字数:7529` after every heading',
  },
  { id: 'junk.site-header', scope: 'line', pattern: /^\[[^\]]{1,40}\/[^\]]{1,40}著\s*\]$/, source: 'A files: `[三国演义 / 罗贯中 著 ]`' },
  {
    id: 'junk.disclaimer',
    scope: 'line',
    pattern: /^.{0,80}(?:作品仅供|仅供(?:读者)?(?:预览|试读|交流|学习)|\d+小时内删除|请购买正版|版权归原?作者).{0,120}$/,
    source:
      'A files: `作品仅供读者预览,请在下载24小时内删除…请购买正版图书!`; BAAI BooksRuleSet `24小时内删除`, `版权归原?作者`, `仅供.*?试读` [S23]',
  },
  {
    id: 'junk.content-start',
    scope: 'line',
    pattern: /^[-=—]{2,}\s*(?:章节)?(?:内容|正文)开始\s*[-=—]{2,}$/,
    source: 'A files: `------章节内容开始-------`',
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern: new RegExp(
      `^(?:[<←《]*\\s*${NAV}\\s*[>→》]*[\\s|｜/\\\\、,，·•:：-]*){2,}$|^(?:上一页|下一页|回目录|返回目录|上一章|下一章)$`,
    ),
    source: 'CLEAN-2: navigation bars `首页 | …`, `上一页/下一页/回目录`; BAAI `上一章`, `下一章`, `加入书签` [S23]',
  },
  {
    id: 'junk.page-marker',
    scope: 'line',
    pattern: /^[(（]?\s*第\s*[(（]?\d+\s*[/／]\s*\d+[)）]?\s*页\s*[)）]?$|^[(（]\d+\s*\/\s*\d+[)）]$/,
    source: 'CLEAN-6 page markers [S25b]; prose such as 他翻到第 2 页 is kept',
  },
  {
    id: 'junk.bracket-notice',
    scope: 'line',
    pattern: /^【[^】]*(?:最新|更新|完本|提示|注册|会员|书架|本站|网址|首发|推荐|收藏|手机|阅读|下载)[^】]*】$/,
    source: 'CLEAN-5: `【最新更新】`, `【完本神站】`, `【 注册会员可获私人书架…】` [S24, S25]',
  },
  {
    id: 'junk.latest-chapter',
    scope: 'line',
    pattern: /^.{0,40}最新.{0,2}章节.{0,40}$/,
    source: 'CLEAN-2 `最新章节…`; MyNovelReader `最新.?章节` [S24]; BAAI flags it [S23], so only short lines are dropped',
  },
  {
    id: 'junk.unfinished',
    scope: 'line',
    pattern: /^[-—>》&gt;;\s]*本章未完.{0,30}$/,
    source: 'CLEAN-2 `本章未完…`; `--&gt;&gt;本章未完…` [S25]',
  },
  {
    id: 'junk.credits',
    scope: 'line',
    pattern:
      /^.{0,30}(?:扫描|扫校|校对|ocr|录入|排版)(?:者|[:：\s]|by\b).{0,40}$|^(?:本书|本电子书|本txt|本小说)由.{1,30}(?:整理|提供|制作|收集|发布|上传).{0,30}$/,
    source: 'CLEAN-2: scan and proofreading credits (`XX扫描 YY校对`, `本书由…整理`)',
  },
  {
    id: 'junk.pg-footer',
    scope: 'line',
    pattern: /^\**\s*end of (?:the |this )?project gutenberg.*$|^\*{3}\s*(?:start|end) of (?:the |this )?project gutenberg.*$/,
    source: "xiyouji PG copy: `End of the Project Gutenberg EBook of Journey to the West, by Cheng'en Wu`",
  },
  {
    id: 'junk.site-name',
    scope: 'span',
    pattern: new RegExp(
      `(?<![^\\s，。！？“”「」])[^\\s，。！？“”「」]{0,12}${SITE}\\s*[《(（【\\[]?\\s*(?:${URL}|${DOMAIN})\\s*[》)）】\\]]?`,
      'g',
    ),
    source:
      'tianya: `天涯在线书库《www.tianyabook.com》` (first line, and glued to the last line); xstt5: `TXT小说天堂  https://www.xstt5.com`',
  },
  {
    id: 'junk.remember-url',
    scope: 'span',
    pattern: /(?:天才)?[一二三两1-9]秒(?:钟)?记住[^。！!]{0,40}[。！!]?|\(一秒记住小说界\)|\*一秒记住\*/g,
    source: 'CLEAN-2 `N秒记住…`; MyNovelReader `天才一秒记住[\\s\\S]+为您提供精彩小说阅读。` [S24]',
  },
  {
    id: 'junk.unfinished',
    scope: 'span',
    pattern: /本章未完[，,]?\s*(?:请)?点击下一页继续阅读[。.!！]?/g,
    source: '404-novel-project site rules `本章未完，请点击下一页继续阅读` [S25]',
  },
  {
    id: 'junk.ads',
    scope: 'span',
    pattern:
      /百度搜索[^\s，。！？]{0,15}|无弹窗小说网|更新快无弹窗纯文字|高品质更新|小说章节更新最快|\(百度搜.\)|全文字手打|手机用户请(?:到|浏览)\S{0,40}阅读[。.]?|本站手机网址[:：]?\S*|如果觉得好看[，,]?请把本站网址推荐给您的朋友吧[！!]?|请记住本书首发域名[:：]?\S*|最新章节请到官网下载|发现章节错误[，,]?请举报|精彩小说无弹窗免费阅读[！!]?/g,
    source: 'CLEAN-2 ad list (MyNovelReader Rule.contentReplace and Rule.replace [S24]; prompt lines [S25b])',
  },
  {
    id: 'junk.qq',
    scope: 'span',
    pattern: /(?:qq|微信|书友群|群号)\s*(?:群|号)?\s*[:：]?\s*[1-9]\d{4,}/g,
    source: 'CLEAN-3: QQ/WeChat group adverts, digits only next to 群/QQ/微信 [S23]',
  },
  {
    id: 'junk.url',
    scope: 'span',
    pattern: new RegExp(`[《(（【\\[]?\\s*(?:${URL}|(?<![a-z0-9.@])${DOMAIN})\\s*[》)）】\\]]?`, 'g'),
    source: 'CLEAN-3: URLs and obfuscated domains (`ｗｗｗ。ｂｉｑｕｇｅ。ｃｏｍ`) [S23b, S24]',
  },
];

/** After cutting spans, a remainder made of these words is an advert too (xstt5: `，最有文艺气息的文学网站，…免费下载阅读`). */
const SITE_REMAINDER = /网站|本站|小说|电子书|下载|在线阅读|免费阅读|txt|书籍|收藏|首发|笔趣阁|顶点/;
/** A remainder with no letter, digit or Han character is nothing. */
const SUBSTANCE = /[\p{L}\p{N}]/u;

/** Cheaper filter on the raw line (before folding), in both scripts and full-width forms. */
const RAW_TRIGGER =
  /[\uff01-\uff5e]|[A-Za-z]{2}|[[【(（/／]|更新|字[数數]|[-=—]{2}|目[录錄]|首[页頁]|上一|下一|最新|本章|[扫掃]|校[对對]|[录錄]入|排版|[记記]住|[书書]|[网網]|站|百度|[弹彈]窗|手打|手[机機]|群|[仅僅]供|[删刪]除|正版|版[权權]/;
/** Cheap filter: lines without any of these cannot match a rule. */
const TRIGGER =
  /\[|【|[(（]\s*\d|\d\s*[/／]\s*\d|更新|字数|[-=—]{2}|目录|首页|上一|下一|最新|本章|扫|校对|录入|排版|ocr|gutenberg|记住|书|网|站|百度|弹窗|手打|手机|qq|微信|群|www|http|[.。·]\s*(?:com|net|org|cc|cn|la|info|me|tw|co|xyz|top|vip)(?![a-z])|仅供|删除|正版|版权/;

export interface JunkCut {
  rule: string;
  text: string;
}

export interface JunkResult {
  /** The line's text after cutting junk spans (undefined when the whole line is junk). */
  text?: string;
  /** The rule that dropped the whole line. */
  lineRule?: string;
  /** Spans cut from a kept line. */
  cuts: JunkCut[];
}

/** Classifies one line: whole-line junk, a line with junk spans cut out, or clean (no cuts). */
export function applyJunk(line: string): JunkResult {
  const trimmed = line.trim();
  if (!RAW_TRIGGER.test(trimmed)) return { text: line, cuts: [] };
  const folded = fold(trimmed);
  if (!TRIGGER.test(folded)) return { text: line, cuts: [] };
  for (const rule of JUNK_RULES) if (rule.scope === 'line' && rule.pattern.test(folded)) return { lineRule: rule.id, cuts: [] };
  let text = trimmed;
  let f = folded;
  const cuts: JunkCut[] = [];
  for (const rule of JUNK_RULES) {
    if (rule.scope !== 'span') continue;
    rule.pattern.lastIndex = 0;
    let keep = '';
    let keepFolded = '';
    let last = 0;
    for (let m = rule.pattern.exec(f); m; m = rule.pattern.exec(f)) {
      if (m[0].length === 0) {
        rule.pattern.lastIndex++;
        continue;
      }
      cuts.push({ rule: rule.id, text: text.slice(m.index, m.index + m[0].length) });
      keep += text.slice(last, m.index);
      keepFolded += f.slice(last, m.index);
      last = m.index + m[0].length;
    }
    if (last > 0) {
      text = keep + text.slice(last);
      f = keepFolded + f.slice(last);
    }
  }
  if (cuts.length === 0) return { text: line, cuts: [] };
  if (!SUBSTANCE.test(f) || SITE_REMAINDER.test(f)) return { lineRule: cuts[0].rule, cuts: [] };
  return { text: text.trim(), cuts };
}

/** True when the whole line is junk (used by the splitter to see whether a heading has a body). */
export function isJunkLine(line: string): boolean {
  return applyJunk(line).lineRule !== undefined;
}
