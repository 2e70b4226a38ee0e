/** Site junk as data: precise whole-line rules and span rules, matched on folded text (CLEAN-2/3/5/6). */
import { siteEndings } from './site-lexicon.ts';
import { NUMERAL_CHARS } from './numerals.ts';
import { CHAPTER_UNIT_CHARS } from './heading-words.ts';

export interface JunkRule {
  /** Reason written to the report, e.g. `junk.update-time`. */
  id: string;
  /** `line`: the pattern matches the whole (trimmed, folded) line. `span`: the match is cut out of the line. */
  scope: 'line' | 'span';
  pattern: RegExp;
  source: string;
  /**
   * A line rule whose words sites glue into story lines (`可惜李逵多勇健，某某书网最快更新最新章节！雲車風駕莫支撐。`): the
   * line's phrases that match are cut and the rest is kept when it reads as story (junk-classify.ts phraseCut).
   */
  phrases?: true;
  /**
   * Words a modern story writes too (a novel about reading serials: `他刷新了一下，最新章节还没出来。`): on a line where
   * someone speaks or a third person acts, the rule's cut stands only where it holds an advert word besides these
   * (`某某书网最快更新最新章节！`); otherwise the line is judged as any other (junk-classify.ts).
   */
  storyWords?: RegExp;
}

/**
 * A chapter's end mark as sites and exporters print it (本话: a light novel's or comic's episode), for the
 * junk.chapter-mark rules and the classifier's gate (junk-classify.ts MAY_HOLD_SPAN).
 */
export const CHAPTER_END = '本章完|本话完|本节完|本回完|本章结束';
/** The marks of CHAPTER_END that end in 完. */
const CHAPTER_DONE = CHAPTER_END.split('|')
  .filter((m) => m.endsWith('完'))
  .join('|');
/** Letters that make a word of the 完 after 本章 (本章完成, 本章完毕, 本话完婚, 本章完了): then it is no chapter mark. */
const NOT_DONE = '(?![成毕全整美善备工婚结了好])';

/**
 * The genres of a novel site's menu (the categories every site lists): alone with 小说 (`修真小说`) or two or more
 * together (`玄幻魔法`, `都市 言情`). Some stand only before 小说 (青春小说, 轻小说), some only in pairs (魔法, 异能).
 */
const GENRES = '玄幻 奇幻 修真 仙侠 武侠 都市 言情 历史 军事 科幻 网游 游戏 竞技 灵异 悬疑 恐怖 同人 穿越 耽美'.split(' ');
const GENRES_OF_NOVELS = ['青春', '校园', '职场', '官场', '轻'];
const GENRE_PAIRS = ['魔法', '异能'];

/**
 * A search prompt's site name: a letter and up to nineteen more, dots allowed (`23文学网`, `biquxu.com`), with the
 * spaces and quotes a page puts around it (junk.search-prompt).
 */
const PROMPT_NAME = String.raw`\s?[\p{Script=Han}a-z0-9][\p{Script=Han}a-z0-9.]{0,19}?\s?`;
const PROMPT_OPEN = '[【[(（《「"“]';
const PROMPT_CLOSE = '[】\\])）》」"”]';

/** Rules in the order they are tried; ids are stable (they appear in reports). */
export const JUNK_RULES: readonly JunkRule[] = [
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern:
      /^[^\d。！？“”「」]{0,4}(?:更新|发布|发表|上传|编辑|修改)(?:时间|日期|[于於])?\s{0,3}[:：]?\s{0,3}\d{2,4}[-/年.]\d{1,2}[-/月.]\d{1,2}[^。！？“”「」]{0,60}$/,
    source:
      'sanguoyanyi A, shuihuzhuan A: `更新时间:2007-11-16 7:55:51 本章字数:4804` after every heading; the same stamp under the other labels that chapter pages print (发布时间, 更新于, 发表于, 上传时间: a label word and a date, nothing else, so 他更新了2020年的地图 stays); the cleaner read on its blind split (docs/rules/cleaning.md#measuring-the-cleaner)',
  },
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern:
      /^\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?\s{0,3}(?:\d{1,2}:\d{2}(?::\d{2})?\s{0,3})?(?:作者|字数|本章字数|更新时间|来源|分类)\s{0,3}[:：]\s{0,3}[^。！？“”「」]{0,30}$/,
    source:
      "a chapter page's info line with the date first and a label after it (`2022-09-21 作者： 最白的乌鸦`, 69shuba's txtinfo line, wild2 [d]): a date, then a book label with a colon and a short value, nothing that ends a sentence",
  },
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern:
      /^(?:(?:作者|更新(?:时间|日期)?|字数|本章字数|分类)\s{0,3}:\s{0,3}(?:\d{1,2}:\d{2}(?::\d{2})?|[^:。！？“”「」]){1,30}?\s{0,8}){2,5}$/,
    source:
      "a chapter page's info line of labelled fields (`作者:某某 更新时间:2021/11/12 22:21:34 字数:1518`, `作者:某某字数:未知更新时间:未知`, the lines sites print under a heading): two fields or more, each a book page's label (作者, 更新, 字数, 分类) with a colon and a short value (a time of day may hold colons), nothing that ends a sentence or speaks; fold() makes a full-width colon ASCII; a game's status panel (状态：昏迷 来源：医院) has other labels",
  },
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern:
      /^(?:[•·]\s{0,2}\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:\s{1,3}\d{1,2}:\d{2}(?::\d{2})?)?|[•·]?\s{0,2}\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\s{1,3}\d{1,2}:\d{2}:\d{2})$/,
    source:
      "a chapter's time stamp alone on its line, as a page's info list prints it (`• 2022-04-11 11:27:18`): a numeric date with a time to the second, or any numeric date after a list bullet; a diary's date line (2022年4月11日, or a date without seconds or bullet) stays",
  },
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern:
      /^最新(?:更新|章节)\s{0,3}:?\s{0,3}[^。！？“”「」]{1,60}?\s{0,3}[·•|]\s{0,3}(?:\d{1,3}\s{0,2}(?:秒|分钟|小时|天|周|个月|年)前|刚刚|昨天|\d{4}[-/.]\d{1,2}[-/.]\d{1,2})$/,
    source:
      "a bookshelf's or book page's update line (`最新更新 第592章 标题·9小时前`, `最新更新 完本感言·2021-05-28`, a reading app's shelf of 起点 books): 最新更新 or 最新章节, a chapter's title and, after a dot or bar, how long ago or on which date; a heading inside it is not the book's",
  },
  {
    id: 'junk.ad',
    scope: 'line',
    pattern:
      /^\s{0,2}(?:[【\[(]\s{0,2}(?:广告|推广|赞助|快讯|好书推荐|新书推荐|书单推荐|本月选书|[^】\])]{1,4}选书)\s{0,2}[】\])]|(?:广告|推广|赞助内容|赞助)\s{0,2}:).{0,80}$/,
    source:
      "a line a site labels as its advert or promotion (`广告:欢迎有日语基础…的童鞋们加入汉化组的翻译~`, `(快訊) 金馬影迷…`, `【金石堂選書】本月推薦您這些好書`: wild6's forum and bookstore pages): the label at the line's start, in brackets or before a colon, and 80 characters at most after it (a long paragraph is a story's); fold() makes full-width brackets and colons ASCII and 【】 stay. Not 公告 or 推荐 alone, which a system novel's panels print (【系统公告】)",
  },
  {
    id: 'junk.word-count',
    scope: 'line',
    pattern: /^(?:[•·]\s{0,2})?(?:本章节?\s{0,3}(?:字数)?\s{0,3}:?\s{0,3})?(?:共\s{0,2})?\d{2,6}\s{0,2}字$/,
    source:
      "a chapter's length alone on its line (`本章節 7686 字`, `• 8267字` of a page's info list): a count of characters with at most 本章(节), 字数, 共 or a bullet before it; a count with any other word (他写了3000字) stays",
  },
  {
    id: 'junk.word-count',
    scope: 'line',
    pattern: /^(?:本章)?字数\s*[:：]\s*\d+\s*(?:字)?$/,
    source: 'xiyouji A: `本章字数:7529` after every heading',
  },
  {
    id: 'junk.book-info',
    scope: 'line',
    pattern:
      /^(?:(?:本书|作品|小说)(?:类别|分类|类型|状态|标签|作者|字数|书名)|类别|分类|连载状态)\s{0,3}[:：]\s{0,3}[^。！？“”「」]{1,40}$/,
    source:
      "a book page's label printed into every chapter (`本书类别：都市言情`, 作品分类, 连载状态): a label naming the book itself with a colon and a short value, nothing that ends a sentence; in scraped books (docs/rules/cleaning.md#the-junk-classifier)",
  },
  { id: 'junk.site-header', scope: 'line', pattern: /^\[[^\]]{1,40}\/[^\]]{1,40}著\s*\]$/, source: 'A files: `[三国演义 / 罗贯中 著 ]`' },
  {
    id: 'junk.disclaimer',
    scope: 'line',
    pattern:
      /^.{0,80}(?:作品仅供|仅供(?:读者)?(?:预览|试读|交流|学习)|\d+小时内删除|请购买正版|版权归原?作者|(?:与|和)本站无(?:任何)?关|用户自网络收集|网友(?:上传|收集)整理|如有侵权|cc\s?by(?:-[a-z]{2}){1,2}(?:\s?\d\.\d)?(?:\s?协议)|搬运自外部资源|无断転载|无断使用).{0,120}$/,
    source:
      "A files: `作品仅供读者预览,请在下载24小时内删除…请购买正版图书!`; BAAI BooksRuleSet `24小时内删除`, `版权归原?作者`, `仅供.*?试读` [S23]; a download site's statement that the book is not its own (`…的用户自网络收集整理制作,以上作品内容之版权与本站无任何关系。`, the 八零电子书 footer, wild2 [C]; 网友上传整理, 如有侵权); the rights notes of wikis and reposts (`遵守CC BY-SA 4.0协议`, `本条目部分或全部内容搬运自外部资源`, `無断転載、無断使用禁止です`: wild5's harvest)",
  },
  {
    id: 'junk.disclaimer',
    scope: 'line',
    pattern: /^[\s【[（(]{0,2}本站(?:郑重)?(?:提醒|提示|公告|声明|通知|告示)\s{0,2}[】\])）]?\s{0,2}[:：].{0,80}$/,
    source:
      "a notice the site signs as itself at a line's start (`本站提醒：请勿沉迷网络小说，注意劳逸结合。`, `【本站公告】：…`, `本站郑重声明：…`), written in session 32 as a user's book holds it: 本站 is the site speaking, so whatever the notice says it is not the book's; a story's 本站 (a station) takes no label and colon after it",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern:
      /^[^“”「」]{0,8}提示\s{0,2}[:：]\s{0,3}按[^“”「」]{0,160}$|^(?:[^“”「」]{0,40}按\s{0,3}\S{0,12}\s{0,3}键){2}[^“”「」]{0,80}$|^.{0,20}ctrl\s{0,2}[+＋]\s{0,2}d.{0,20}$/,
    source:
      "a chapter page's keyboard hint (`小提示：按 回车[Enter]键 返回书目，按 ←键 返回上一页`, biquge-style footers, wild2 [v] [w]) and bookmark prompt (`立刻按 ctrl+D收藏本页`, wild2 [N]): a hint label before 按, or two keys named, in a line with no speech (他按下回车键，返回了桌面。 stays)",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern: /^[^“”「」，,。！？!?]{0,14}(?:链接|网址|传送门)\s{0,2}[:：]\s*$/,
    source:
      "the label a repost leaves where the copy lost its link (`本文的简书版链接:` in wild6's repost, `原文链接：`, `传送门：`): a short label ending in a web word and a colon, with nothing after it; a story's `地址：` before the next line stays",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern:
      /^[^。！？!?“”「」]{1,60}\s{2,}(?:加入书签|加入书架|投推荐票|推荐本书|收藏本书|章节目录|上一章|下一章)$|^[^。！？!?“”「」]{1,60}字体大小\s{0,2}[:：]?\s{0,2}a[+＋]$/,
    source:
      "a reading page's title bar: the book and chapter titles, then a button set off by wide spaces at the line's end (`狐鬼  楔子、万家灯火,星河一道   加入书签`) or the font control (`全知全能者 - 【…】字體大小: A+`), wild6's mirror pages; no sentence or speech on the line",
  },
  {
    id: 'junk.id',
    scope: 'line',
    pattern: /^\d{8,}$|^\d{3,}[a-z]{1,2}$|^[a-z]{1,2}\d{5,}$/,
    source:
      "a page's identifiers printed as a line (`49883000000003`, a chapter id above the heading, wild2 [I]; `7017k`, a site's mark, wild2 [b]): eight digits or more alone, or a number of three digits or more with one or two Latin letters before or after it, nothing else on the line; 2333, 1984, AK47 and iPhone15 stay",
  },
  {
    id: 'junk.content-start',
    scope: 'line',
    pattern: /^[-=—]{2,}\s*(?:章节)?(?:内容|正文)开始\s*[-=—]{2,}$/,
    source: 'A files: `------章节内容开始-------`',
  },
  {
    id: 'junk.site-frame',
    scope: 'line',
    pattern:
      /^[-=—_*~#＝]{3,}\s{0,3}[^-=—_*~#＝]{0,16}(?:上传|下载|本站|电子书|txt|(?:内容|正文)(?:开始|结束))[^-=—_*~#＝]{0,16}\s{0,3}[-=—_*~#＝]{3,}$/,
    source:
      "a download site's rule around the book (`-----用户上传之内容开始-----`, the txt80 frame, wild2 [B]; `------章节内容开始-------` in A files): a line framed by three or more rule characters on both sides whose words are a site's (upload, download, this site, e-book, txt, the content starts or ends), so `———第一卷———` stays a heading",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern: new RegExp(
      `^[^。！？!?“”「」]{0,40}(?:上一章|下一章|上一页|下一页)\\s{0,2}[:：]\\s{0,2}第\\s{0,2}[${NUMERAL_CHARS}]+\\s{0,2}[${CHAPTER_UNIT_CHARS}]$`,
    ),
    source:
      "a reading page's pager naming the chapter it leads to (`• 一颗猪心向太阳/倚天屠猪记下一章:第 9 章`, wild5's mirror pages): the book's name at most before it, nothing after",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern: /^(?:loading|please wait)\s{0,2}(?:\.{1,3}|…{1,2})?$/,
    source: "a page's loading indicator left in the copy (`Loading...`, wild4's mirror pages), alone on its line",
  },
  {
    id: 'junk.colophon',
    scope: 'line',
    pattern:
      /^(?:责任编辑|责任校对|责任印制|特约编辑|封面设计|装帧设计|版式设计|出版发行|出版者|出版|发行|印刷|经销|开本|印张|字数|版次|印次|定价|书号|isbn)\s{0,2}[:：]\s{0,2}[^。！？!?“”「」]{1,40}$|^isbn\s{0,2}(?:97[89][-\s]?)?\d[\d\s-]{7,16}[\dx]$/,
    source:
      "the imprint page of a printed edition scanned into text (版权页: `责任编辑：某某`, `出版：某某出版社`, `定价：25.00元`, `ISBN 978-7-02-000220-7`; the fields of a Chinese book's CIP and copyright page, GB/T 12450): a field's label and colon with a short value and no sentence, or an ISBN alone",
  },
  {
    id: 'junk.credits',
    scope: 'line',
    pattern:
      /^(?!.*[是的了他她它我你们在有和与把被这那])[^。！？!?“”「」，,]{1,12}\s{0,2}(?:翻译组|汉化组|字幕组|录入组|扫图组)$|^(?:字幕组|翻译组|汉化组)\s{0,2}[:：]\s{0,2}[^。！？!?“”「」]{1,30}$/,
    source:
      "a fan translation group named on a line of its own (`轻之国度 翻译组`, `字幕组：某某`): the group's kind ends or labels the line, no sentence on it, and no clause letter in the name (`他们是翻译组` is a sentence)",
  },
  {
    id: 'junk.credits',
    scope: 'line',
    pattern:
      /^[-—~]{0,4}\s{0,2}(?:来自|发自)\s{0,2}[^。！？!?“”「」]{0,40}?(?:android|iphone|ipad|ios|客户端|手机)[^。！？!?“”「」]{0,30}$/,
    source:
      "a forum post's device signature (`—— 来自 HUAWEI TAH-AN00m, Android 12上的 S1N`, `发自我的iPhone`, `来自Android客户端`: wild5's Stage1 and Tieba posts): 来自 or 发自 and a phone or a client, no sentence on the line",
  },
  {
    id: 'junk.chapter-mark',
    scope: 'span',
    pattern: new RegExp(`(?<=[。！？!?”」』….：:])\\s{0,2}(?:${CHAPTER_END}|章节下载失败)[。.!！]?$`, 'g'),
    source:
      "a chapter's end mark or a downloader's failure glued after the last sentence of a line (`…比姜維。本话完`, `…為宋江。章节下载失败`: wild5's light-novel exports and downloader output; 本话 is a light novel's or comic's episode): only at the line's end and only after a sentence's mark or a colon (`有詩為證：本话完`; the colon stays, junk-classify.ts SPEECH_OPENER) (the full stop `．` of verse folds to `.`), so 他说本章完了 stays",
  },
  {
    id: 'junk.chapter-mark',
    scope: 'span',
    pattern: new RegExp(
      `^\\s{0,2}(?:${CHAPTER_END})${NOT_DONE}[。.!！]?(?=[\\u3400-\\u9fff“「『])|(?:本章节?|该章节?|章节)(?:内容)?(?:下载|获取|加载|载入|读取)失败(?:[，,]?(?:请您?)?(?:稍后)?(?:重试|再试|刷新))?[。.!！]?`,
      'g',
    ),
    source:
      "the same marks glued before a line's story (`本话完話說當下…`, `章节下载失败這馬兵都頭…`: wild5's downloader output joined the mark to the next chapter's first line), and a downloader's failure anywhere in a line (the chapter named, then 下载/获取/加载 失败: no story writes that of its own chapter); a chapter's end at the start only where story follows it (a mark alone is the pager notice's, junk.unfinished) and 完 starts no word (本章完成, 本章完毕 and 本章完了 stay)",
  },
  {
    id: 'junk.chapter-mark',
    scope: 'line',
    pattern: /^(?:本章节?|该章节?|章节)[^。！？!?“”「」]{0,12}(?:已跳过|下载失败|获取失败|加载失败)[。.!！]?$/,
    source:
      "a downloader's notice in place of a chapter it could not fetch (`本章节需要密码，已跳过`, `章节下载失败`: wild5's downloader output): the chapter named, then skipped or failed, nothing else on the line",
  },
  {
    id: 'junk.chapter-mark',
    scope: 'line',
    pattern:
      /^[（(【[〔]\s{0,2}(?:本章[^）)】\]〕求]{0,12}|第[一二三四五六七八九十\d]{1,3}更[^）)】\]〕求]{0,6}|[一二三四五双]更|未完[^）)】\]〕求]{0,4}|待续|完|结束|完结)\s{0,2}[）)】\]〕]$/,
    source:
      "a line that is only a bracketed chapter-state mark: （本章完）, （本章结束）, （第一更）, 【未完待续】, （完）, and what a site adds after 本章 (（本章结束，下章更精彩）) (CLEAN-2, CLEAN-5); 全书完 and 全文完 are not among them; one that begs (（第三更到，求收藏）) is the author's note of CLEAN-4",
  },
  {
    id: 'junk.update-time',
    scope: 'line',
    pattern:
      /^[^。“”「」]{0,60}?\s(?:首发|更新|发布)(?:时间|日期)\s{0,2}:\s{0,2}\d{4}-\d{1,2}-\d{1,2}(?:\s{1,2}\d{1,2}:\d{2}(?::\d{2})?)?\s{0,3}(?:章节|本章)?字数\s{0,2}:\s{0,2}\d{1,7}$/,
    source:
      "a chapter page's header line, its stamp last (`明克街13号 第两百三十八章 海神的陨落！ 首发时间：2022-02-22 00:34:52 章节字数：5303`, 起点's saved pages in wild7): what stands before the stamp (the book's and the chapter's titles) is the page's, after a space; a label, a numeric date, a time and a word count, nothing after (a comment's 发表时间 without a word count is junk-comment's)",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern: /^#[^#\s]{1,20}#$/,
    source: "a Weibo topic alone on its line (`#微博辟谣#`, wild7's 微博 reposts); a Markdown heading has a space after its #",
  },
  {
    id: 'junk.nav',
    scope: 'line',
    pattern: new RegExp(
      `^(?:(?:${[...GENRES, ...GENRES_OF_NOVELS].join('|')})小说$|(?:(?:${[...GENRES, ...GENRE_PAIRS].join('|')})\\s?[|/·、]?\\s?){2,6}$)`,
    ),
    source:
      "a site's genre menu item alone on its line (`修真小说`, wild7; `玄幻魔法`, `都市言情`, the categories every novel site lists): a genre and 小说, or two genres or more; a genre word alone stays (a story may title a part 穿越)",
  },
  {
    id: 'junk.site-name',
    scope: 'line',
    pattern: /^(?=[^网]*[书文读阅看说])[\p{Script=Han}a-z0-9]{1,5}(?:网|电子书)$/u,
    source:
      "a site's name alone on its line, a web site's or an e-book site's (`书阅网`, wild6's page title; `瑶池电子书`, `我的书城网`, wild7's e-text files): a name of up to five letters with a reading letter in it (书 文 读 阅 看 说) and 网 or 电子书; 天罗地网 and 渔网 have none",
  },
  {
    id: 'junk.site-name',
    scope: 'line',
    pattern: /^(?:txt[a-z]{2,10}|[a-z]{2,12}(?:wang|xiaoshuo|wenxue|zhongwen|shuwu|shuku|shuba|shuyuan|txt))$/,
    source:
      "a site's name in pinyin alone on its line, as sites watermark their copies (`qisuwang`, `txtgogo`: wild7's e-text files): a pinyin ending of SITE_ENDINGS (wang 网, xiaoshuo 小说, wenxue 文学, shuwu 书屋…) or txt first; letters and a number (`shouda8`) stay, as a story's `iPhone15` does",
  },
  {
    id: 'junk.chapter-mark',
    scope: 'line',
    pattern: /^[-—―─=~～*]{1,8}\s{0,2}(?:正文|正文开始|开始|结束|end|the end)\s{0,2}[-—―─=~～*]{1,8}$/,
    source:
      "an e-text's mark of where its text starts or ends, framed by dashes (`-正文-`, `-开始-`, `-结束-`, `―END―`: wild7's 2000s e-text files): the same marks as the bracketed （结束） above; 全书完 and 全文完 stay, as there",
  },
  {
    id: 'junk.page-marker',
    scope: 'line',
    pattern:
      /^[(（【[]?\s{0,3}(?:当前)?第?\s{0,3}[(（]?\d{1,4}\s{0,3}(?:[/／]\s{0,3}\d{1,4}[)）]?\s{0,3}页?|页)\s{0,3}(?:[/／,，]?\s{0,3}共\s{0,3}\d{1,4}\s{0,3}页)?\s{0,3}[)）】\]]?$|^[(（]\d+\s*\/\s*\d+[)）]$/,
    source:
      "CLEAN-6 page markers [S25b]; a pager's own words too, as web pages print them (`第2页/共3页`, `当前第1页/共1页`, `（第2页）`): a line of nothing but the page number, 第, 页, 共 and brackets; prose such as 他翻到第 2 页 is kept",
  },
  {
    id: 'junk.markup',
    scope: 'span',
    pattern: /"?\s{0,2},\s{0,2}"[a-z_]{1,20}"\s{0,2}:\s{0,2}"?/g,
    source:
      "a JSON record's key between its values, left where a scraper cut a page's script data into text (`,'message':` in double quotes before 已经订阅…, wild5's harvest): a comma, a quoted lower-case key and a colon in ASCII marks, which no Chinese sentence writes",
  },
  {
    id: 'junk.markup',
    scope: 'line',
    pattern: /^[[【(（]?\s{0,2}(?:图片|插图|插画|配图)\s{0,2}(?:p?\s{0,2}\d{1,4})?\s{0,2}[\]】)）]?$/,
    source:
      "where a page's picture stood, as a copy of its text keeps it: the image's label alone on its line, with its number or page (`图片`, `插图p350`, `[插图]`; wild6's bookstore and light-novel pages); a story's line about a picture has more words",
  },
  {
    id: 'junk.page-marker',
    scope: 'line',
    pattern: /^分卷阅读\s{0,2}\d{1,5}$/,
    source:
      "the page label of the mirrors that cut a book into numbered pieces (`分卷阅读723` above each piece, 海棠-style mirrors in scraped books): the label and the piece's number alone on the line",
  },
  {
    id: 'junk.empty-list',
    scope: 'line',
    pattern: /^[^，。！？!?、,]{1,10}[:：]\s{0,3}(?:[、，,]\s{0,3}){3,}$/,
    source:
      "a site's list whose items the scraper lost (`热门推荐：、、、、`, the shape of a wildDev error): a short label, a colon and nothing but three or more list marks, which no story writes",
  },
  {
    id: 'junk.book-list',
    scope: 'line',
    pattern:
      /^[【[(（]?(?:其他类型|同类|本类|热门|精品|相关|好书|强烈)?(?:推荐阅读|推荐|猜你喜欢|热门小说|最新小说|小说推荐)[】\])）]?\s{0,3}[:：]\s{0,3}[^。！？“”「」、，,]{1,20}(?:\s{0,2}[、，,|｜]\s{0,2}[^。！？“”「」、，,|｜]{1,20}){2,}$/,
    source:
      "a site's list of other books under a label (`推荐阅读:唐枭、乘龙佳婿、长宁帝军、…`, wild2 [b]; 猜你喜欢, 热门小说): one of these labels, a colon, and three or more short titles between list marks, nothing that ends a sentence; a story's list under its own words (他喜欢的食物：苹果、香蕉、橘子) has no such label",
  },
  {
    id: 'junk.book-list',
    scope: 'line',
    pattern:
      /^[【[(（]?(?:(?![他她它我你您的了是们])\p{Script=Han}){0,4}?(?:正在阅读|正在看|都在看|还在看|推荐阅读|猜你喜欢)[】\])）]?\s{0,3}[:：]\s{0,3}[^。！？“”「」、]{1,30}(?:\s{0,2}、\s{0,2}[^。！？“”「」、]{1,30}){3,}$/u,
    source:
      "the same list under who reads it (`書迷正在閱讀:[原神同人] 跟大審判官先婚后愛(ài)了、…`, a mirror's sidebar in wild6; 大家都在看, 还在看): a few letters and a reading verb as its label, a colon, and four or more titles between 、 (a title may hold a comma there, since 、 alone separates them); a story's reading list has a person or a sentence's words before its colon (他正在读的书：…, 她正在看：…)",
  },
  {
    id: 'junk.bracket-notice',
    scope: 'line',
    pattern: /^【[^】]{0,40}(?:最新|更新|完本|提示|注册|会员|书架|本站|网址|首发|推荐|收藏|手机|阅读|下载)[^】]{0,40}】$/,
    source: 'CLEAN-5: `【最新更新】`, `【完本神站】`, `【 注册会员可获私人书架…】` [S24, S25]',
  },
  {
    id: 'junk.latest-chapter',
    scope: 'line',
    pattern: /^.{0,40}最新.{0,2}章节.{0,40}$/,
    source:
      'CLEAN-2 `最新章节…`; MyNovelReader `最新.?章节` [S24]; BAAI flags it [S23], so only short lines are dropped; glued between the halves of a verse line (`…最快更新最新章节！` in wild6 mirrors), only its phrase goes',
    phrases: true,
    // As a label (`最新章节：第一百章 他走进屋里…`) the words are the site's.
    storyWords: /最新.{0,2}章节(?!\s{0,2}:)/g,
  },
  {
    id: 'junk.sign-off',
    scope: 'span',
    pattern:
      /喜欢[^，。！？!?,\n]{1,40}?请大家收藏[:：]\s{0,3}(?:[(（][^)）\n]{0,60}[)）])?[^。！？!?\n]{0,60}?更新速度(?:全网)?最快[。！!]?/gu,
    source:
      "the sign-off biquge copies put after each chapter, the book's title filled in twice (`喜欢我只想安静的做个苟道中人请大家收藏：我只想安静的做个苟道中人更新速度最快。`, also with the site's name or address before 更新: wild2 [b]); from 喜欢 to 最快 without a sentence's end between, so a story's 喜欢 in an earlier sentence stays",
  },
  {
    id: 'junk.unfinished',
    scope: 'line',
    pattern: /^[-—>》&gt;;\s]*本章(?:还|尚)?(?:未|没|没有)完[^。！？!?“”「」]{0,30}$/,
    source:
      'CLEAN-2 `本章未完…`; `--&gt;&gt;本章未完…` [S25]; the colloquial 本章没完 / 本章还没完 of the same notice; not when a sentence or speech follows it on the line (story glued after the notice); read by phrases, since a verse line glued after it (`本章未完，请翻页继续阅读游丝软系飘春榭，…` in wild6 mirrors) ends in no sentence mark',
    phrases: true,
  },
  {
    id: 'junk.credits',
    scope: 'line',
    pattern:
      /^[^。！？“”]{0,30}(?:扫描|扫校|校对|校正|录入|排版|ocr|整理)[^。！？“”]{0,12}(?:扫描|扫校|校对|校正|录入|排版|ocr|整理)[^。！？“”]{0,20}$|^[^。！？“”]{0,30}(?:扫描|扫校|校对|录入|排版|ocr)(?:者|人)?\s{0,3}[:：\s]\s{0,3}[^。！？“”]{1,30}$|^[\p{Script=Han}]{1,4}(?:扫描|扫校|校对|校正|录入)$|^[\p{Script=Han}]{2,4}[\s\u3000]{1,3}(?:扫描|扫校|校对|校正|录入|整理)$|^(?:本书|本电子书|本txt|本小说|本文|本章)由.{1,30}(?:整理|提供|制作|收集|发布|上传|首发|翻译|汉化|校对|录入|嵌字|扫描).{0,30}$|^[[【(（]?\s{0,3}(?:本文|本章|本书)(?:来自|来源于?|转自|出自)[^。！？“”]{0,30}$|^(?:(?:台|港|简体|繁体|日)版\s{0,3})?转(?:自|载自)\s{0,3}[^。！？“”，,]{1,16}$|^图源\s{0,3}:\s{0,3}[^。！？“”，,]{1,16}$/u,
    source:
      'rulinwaishi A: `一鸣扫描，雪儿校对` after every chapter (57×); CLEAN-2 scan credits (`XX扫描 YY校对`, `扫校：XX`, `本书由…整理`); two credit words, or one with a colon, or a short name and one credit word alone on the line (`一鸣　整理`), so 他校对了一遍账目 stays; the provenance of a page in the same place, its site name often lost (`本文由　。。　首发`, `[本文来自]`, 本章由…提供), in scraped books; the repost credits of light novels (`台版 转自 某书架`, `图源:某录入组`: where the edition came from, a short name and no sentence after 转自 or 图源); the credit a fan translation gives its group (`本章由【某某汉化组】翻译`, measure-spans eighth set)',
  },
  {
    id: 'junk.pg-footer',
    scope: 'line',
    pattern: /^\*{0,3}\s{0,3}end of (?:the |this )?project gutenberg.*$|^\*{3}\s{0,3}(?:start|end) of (?:the |this )?project gutenberg.*$/,
    source: "xiyouji PG copy: `End of the Project Gutenberg EBook of Journey to the West, by Cheng'en Wu`",
  },
  {
    id: 'junk.url',
    scope: 'span',
    pattern:
      /(?:(?<=^|[\s,.!?:;、，。！？：；】」』)）])[\p{Script=Han}a-z0-9]{0,6}?)?(?:(?:手机版|移动版|wap版?|电脑版)(?:阅读)?(?:网址|地址)|(?:阅读|最新|备用|永久|发布|官方)(?:网址|域名))\s{0,2}[:：]\s{0,2}$/gu,
    source:
      "an address's label at the line's end with its address lost (`比如1秒记住：书客居手机版阅读网址：` in wild5's JSON-escaped pages; the issue's `手机用户请浏览 m.xbiquge.la 阅读` where another file lost the URL): the label, a colon and nothing after it, with the site's name before it back to the clause's start (six letters at most); a label a site's word qualifies (手机版…网址, 阅读网址, 最新/备用/永久 网址 or 域名), since a story's `他把网址发给了我，网址：` or `新家的地址：` may end so",
  },
  {
    id: 'junk.remember-url',
    scope: 'span',
    pattern: /(?:天才)?[一二三两壹1-9]秒(?:钟)?记住(?:本站|本书)?(?:地址|网址|域名)?[:：]?|\(一秒记住小说界\)|\*一秒记住\*/g,
    source:
      'CLEAN-2 `N秒记住…` (also the financial numeral: `天才壹秒記住『…』`, MyNovelReader [S24]); MyNovelReader `天才一秒记住[\\s\\S]+为您提供精彩小说阅读。` [S24]; only the prefix: the address or advert after it is found by the classifier, so the story the site glued it to stays',
  },
  {
    id: 'junk.remember-url',
    scope: 'span',
    pattern: new RegExp(
      `(?:请您?|天才)?(?:[一二三两壹1-9]秒钟?)?(?:牢记|记住|收藏)(?:本站|本书|本网)(?:首发)?(?:地址|网址|域名)?[:：]?|(?:请您?|天才)?(?:[一二三两壹1-9]秒钟?)?(?:牢记|记住)(?:[【「『[(（《]\\s{0,2}[\\p{Script=Han}a-z0-9]{0,8}(?:${siteEndings('frame')}|${siteEndings('gap')})\\s{0,2}[】」』\\])）》]|[\\p{Script=Han}a-z0-9]{1,6}?${siteEndings('frame')})(?:的?(?:网址|地址|域名)|(?<=网)址)?[:：]?`,
      'gu',
    ),
    source:
      "the remember-the-site phrase of any shape (`请您牢记本站域名：`, `牢记『…书海阁』`, `记住飘天文学网址`, `一秒钟记住「…中文」`): a polite or boasting opening, the verb (牢记, 记住; 收藏 only before 本站/本书), and its object, the site itself (本站, 本书首发域名) or a name ending as a site's does (SITE_ENDINGS `frame`; in brackets, which frame a name, `gap` too: 「…中文」); a story's 记住 has another object (`记住，你要小心`, `你记住【规则一】`). From a generator of remember spans written for this rule (every opening, object, separator, address and tail combined), after wild6 lost story lines to one",
  },
  {
    id: 'junk.watermark',
    scope: 'span',
    pattern:
      /(?:(?<![a-z0-9])[a-z0-9]{2,16})?(?:提示您|提醒你|提醒您)\s{0,2}[:：]?\s{0,2}看(?:后|完)(?:求|记得|请)?收藏\s{0,2}[（(]?[^（()）\n]{0,40}?[）)]?\s{0,2}[，,]?\s{0,2}接[着著]再看(?:更|好)方便[。.]?/gu,
    source:
      "the watermark biquge-style sites put into every chapter (`落日余晖提示您：看后求收藏(归云文学网)，接着再看更方便。`, `老鹰吃小鸡提醒你：看后求收藏123读书网，接着再看好方便。`: wild2 [p] [n] [q]; 看完记得收藏 as other copies word it; 接著 as Traditional pages write it, which fold() leaves, 著 being a Simplified letter too), with the reader's name before it where its letters tell it from the story's: Latin letters and digits (`…了abc123提示您`); a name in Han letters is taken only where the book shows it to be one (rules/watermark-names.ts), since a mark before it does not (the wildDev split glues the watermark after `。是以有非` and at a verse line's start, `落日帶煙生碧霧提示您`: taking up to eight letters after a sentence's end or the line's start lost nine story lines there); elsewhere it stays and is reported (W_WATERMARK_NAME)",
  },
  {
    id: 'junk.unfinished',
    scope: 'span',
    pattern: /[(【[]\s{0,2}未完待续[^()【】[\]\n]{0,8}?[)】\]]|[(【[]\s{0,2}未完待续[!.~^…。]{0,6}|未完待续[!.~^…。]{0,6}[)】\]]/g,
    source:
      "CLEAN-2 `（未完待续）` glued to a chapter's last line, also with one bracket lost (`(未完待续!` at a line's end, `未完待续)` where a copy moved the line's start): the notice with a bracket on either side and only marks between; 未完待续 in a sentence without brackets (这段缘分未完待续) stays",
  },
  {
    id: 'junk.chapter-mark',
    scope: 'span',
    pattern: new RegExp(`(?<=\\S)(?<![这那一几每此哪])(?:${CHAPTER_DONE})${NOT_DONE}[。.!！~～]{0,3}`, 'g'),
    source:
      "a site's chapter-end mark glued into a line (`花谢花飞花本话完满天`, `癡心做處人人愛，本话完冷眼觀時個個嫌。`: wild5's mirror inserts; 本章完 and 本节完 are the same mark): CHAPTER_END's marks that end in 完, on folded text; none in the five corpus novels. After a letter or a mark only: at a line's start the rules above read it (alone on its line it is junk.unfinished). Not 这本话完全 (本 after 这/那/一), nor 完 that starts a word (NOT_DONE: 完全, 完成, 完结, 完毕, 完了)",
  },
  {
    id: 'junk.unfinished',
    scope: 'span',
    pattern: /本章未完[，,]?\s*(?:请)?点击下一页继续阅读[。.!！]?/g,
    source: '404-novel-project site rules `本章未完，请点击下一页继续阅读` [S25]',
  },
  {
    id: 'junk.link-placeholder',
    scope: 'span',
    pattern: /(?<![a-z])o\s?网页链接/g,
    source:
      "Weibo's placeholder for a link, its icon copied as the letter O (`O网页链接`, wild7's 微博 reposts, glued at a line's start, end or inside it); a story's 网页链接 has no O before it",
  },
  {
    // Before junk.ads, whose 百度搜索 takes a name up to its first ending (`23文学` of 23文学网, leaving `网即可找到本站`).
    // The site's own object (本站, 本书) is required: a story's search finds something else (`搜索这片山林即可找到他`).
    // Without an engine's name, the site's name must stand in brackets (`搜索一番，便可找到我们的营地` is a story's).
    id: 'junk.search-prompt',
    scope: 'span',
    pattern: new RegExp(
      `(?:(?:百度|谷歌|google|bing|必应|搜狗)\\s?(?:一下|搜索|搜寻|输入|搜)[:：\\s]{0,2}${PROMPT_OPEN}?${PROMPT_NAME}${PROMPT_CLOSE}?[,，]?|搜索[:：\\s]{0,2}${PROMPT_OPEN}${PROMPT_NAME}${PROMPT_CLOSE})\\s?(?:即可|就能|就可以|便可|便能|可以)(?:找到|进入|访问|打开)(?:本站|本网站|本网|本书|我们)(?![的之])`,
      'gu',
    ),
    source:
      "a search engine prompt naming the site, `百度搜23文学网即可找到本站` (wild5, glued inside verse lines after 一秒记住本站) and `百度搜索 笔趣阁 即可找到本站` (junk-classify.ts THRESHOLDS); the `.fs23.` shard after it is residue.ts's",
  },
  {
    id: 'junk.ads',
    scope: 'span',
    pattern:
      /(?:百度|google|bing|必应|搜狗)\s?(?:搜索|搜寻)(?:[:：\s]{0,2}(?:[【[(（《]?[\p{Script=Han}a-z0-9]{0,6}?(?:网|阁|小说|文学|中文|书屋|书院)[】\])）》]?|[a-z0-9.]{1,15})|(?=[^\p{L}\p{N}]|$))|无弹窗小说网|更新快无弹窗纯文字|高品质更新|小说章节更新最快|\(百度搜.\)|全文字手打|手机用户请(?:到|浏览)\S{0,40}阅读[。.]?|本站手机网址[:：]?|如果觉得好看[，,]?请把本站网址推荐给您的朋友吧[！!]?|请记住本书首发域名[:：]?|最新章节请到官网下载|发现章节错误[，,]?请举报|精彩小说无弹窗免费阅读[！!]?/gu,
    source:
      'CLEAN-2 ad list (MyNovelReader Rule.contentReplace and Rule.replace [S24]; prompt lines [S25b]); a prompt before an address is cut without what follows it (the address is found by urls.ts; a `\\S*` here ate the story glued after it); the button of a search engine pasted with the page (`Google搜尋` glued after verse lines on a Traditional mirror of wild6; Bing, 必应, 搜狗 likewise); 百度搜索 takes only a site name or Latin letters after it (`百度搜索：笔趣阁`, `百度搜索800`), else stands alone: any fifteen letters took the story after it, and a story searches too (`他打开电脑，百度搜索那个人的名字`)',
  },
  {
    id: 'junk.copy-mark',
    scope: 'span',
    pattern:
      /(?<![a-z0-9])(?=[a-z0-9 .!]{0,80}?(?:[a-z]\d|\d[a-z]))(?:[a-z0-9]{1,10}[ .!]{0,2})?(?:[a-z]{2,12}[ .!]{1,2}){0,3}?(?:copyright|plagiari(?:sm|ze)|repost(?:ed|ing)?|stolen)(?:[ .!]{0,2}[a-z0-9]{1,40}){0,6}[!.]?/g,
    source:
      'the anti-copy mark a story site writes into its chapters in Latin letters (`Please respect copyright.` and `No Plagiarism!` with a random id glued to them, the marks of penana-style sites in scraped books, glued to story lines or alone): an English word of copying (copyright, plagiarism, repost, stolen) in a run of Latin letters and digits that holds letters glued to digits (the id); an English word alone in a story line (他在合同上看到copyright字样) stays',
  },
  {
    id: 'junk.jammer',
    scope: 'span',
    pattern:
      /(?<![\x21-\x7e])(?=(?:[\x21-\x7e]{1,2} {1,2}){0,10}(?:[a-z][\x21-\x40\x5b-\x60\x7b-\x7e]|[\x21-\x40\x5b-\x60\x7b-\x7e][a-z]) {1,2}(?:[\x21-\x7e]{1,2} {1,2}){0,10}(?:[a-z][\x21-\x40\x5b-\x60\x7b-\x7e]|[\x21-\x40\x5b-\x60\x7b-\x7e][a-z])(?![\x21-\x7e]))(?:[\x21-\x7e]{1,2} {1,2}){3,}[\x21-\x7e]{1,2}(?![\x21-\x7e])/g,
    source:
      'the random characters a Discuz forum scatters through a post to spoil copying (its `jammer` spans, `& f% v# C* M& z8 f` after a sentence, forum posts of novels copied with them): four or more tokens of one or two ASCII characters between single or double spaces, two of them a letter glued to a digit or a symbol; English words are longer than two letters, and a sum (1 + 2 + 3 = 6) has no letter beside its symbols',
  },
  {
    id: 'junk.symbol-noise',
    scope: 'span',
    pattern:
      /(?<![\u{1F000}-\u{1FBFF}])(?=[\u{1F000}-\u{1FBFF}]{0,3}(?!\p{Extended_Pictographic})[\u{1F000}-\u{1FBFF}])(?:(?=\p{So}|\p{Extended_Pictographic})[\u{1F000}-\u{1FBFF}]){2,4}(?![\u{1F000}-\u{1FBFF}])/gu,
    source:
      "symbols a mirror strews inside story words to mark its copy (`第一` + an alchemical sign and a moon phase + `眼`, a domino tile among squared letters, in scraped chapters): a run of two to four pictographic symbols (inside a word, or at a clause's edge where a copy moved them), one of them a sign no emoji keyboard offers (alchemical, domino, geometric and enclosed-letter blocks); an author's emoji (开心😊你呢, 太好了🎉🎊我们) stays",
  },
  {
    id: 'junk.qq',
    scope: 'span',
    pattern:
      /(?:qq|微信|书友群|群号|群)\s{0,3}(?:群|号)?\s{0,3}[:：]?\s{0,3}[1-9]\d{4,}|(?:微信公众号|公众号|微信号|(?<![a-z0-9])(?:vx|wx)|v信|薇信|威信)\s{0,3}[:：]\s{0,3}[^\s，。！？,.!?]{1,20}/g,
    source:
      'CLEAN-3: QQ/WeChat group adverts, digits only next to 群/QQ/微信 (any group: 读者交流群：123456) [S23]; a WeChat account named after `公众号：`, `微信号：` or the letters sites write to dodge the filter on 微信 (`VX：`, `WX：`, `V信`), which need the colon',
  },
];
