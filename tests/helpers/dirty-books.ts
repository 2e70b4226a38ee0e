/**
 * A seeded generator of dirty books for measuring the cleaner (docs/rules/cleaning.md#measuring-the-cleaner):
 * story lines (given by the caller, from the corpus) with site junk injected in many styles and positions,
 * disguised addresses, HTML remnants, begging notes, heading shapes, and decoys that are genuine story
 * lines. Every line carries its label, so a run of the pipeline can be scored line by line.
 *
 * Every template list has two halves, `train` and `heldOut`: the cleaner's thresholds and word lists were
 * tuned on books made from the train half only; the held-out half (other wordings, other sites, other
 * domains, other story lines) measures what the cleaner does on junk it has not seen. The held-out half
 * was run once and then used to fix what it found, so `fresh` — templates, sites and domains written
 * after that run and before the fixes were made — was the unseen set until its misses were fixed in turn.
 * `blind` (2026-12-03) has its own lists again, written before any error of the fresh split was read for the
 * second pass; that pass was tuned on train, heldOut and fresh, and blind was run only to measure it.
 * `wild` (2026-12-03) is junk copied from real scraped books in public repositories, harvested without reading
 * the cleaner's rules (tests/helpers/dirty-books-wild.ts, with its provenance); it is run only when named.
 * `wild2` (2026-12-05) is a second such harvest from sources the wild split did not use, made without reading the
 * cleaner (tests/helpers/dirty-books-wild2.ts); it has no halves and is run only when named. Held out when made, it
 * became the development set later that day (its misses were read to write the cleaner's general mechanisms).
 * `wild3` (2026-12-05) is a third such harvest, from sources neither wild nor wild2 used, made without reading the
 * cleaner (tests/helpers/dirty-books-wild3.ts); like wild2 it has no halves and is run only when named. It is the
 * held-out set now: its junk misses are not to be read (docs/rules/cleaning.md#measuring-the-cleaner).
 * `wild4` (2026-12-05) is a fourth such harvest, from sources none of wild, wild2 and wild3 used, weighted towards
 * author notes and made without reading the cleaner (tests/helpers/dirty-books-wild4.ts); it has no halves and is run
 * only when named. It is a development set from the start: its misses may be read (wild3 stays held out).
 * `wild5` (2026-12-05) is a fifth such harvest, from sources none of wild, wild2, wild3 and wild4 used (fan-translation
 * exports, forum reposts, converter leftovers, light-novel and Traditional-Chinese sites), made without reading the
 * cleaner (tests/helpers/dirty-books-wild5.ts); it has no halves and is run only when named. It was held out for two
 * runs (2026-12-05); since 2026-12-06, when wild6 took its place, it is a development set and its misses may be read.
 * `wild6` (2026-12-06) is a sixth such harvest, from sources none of wild, wild2, wild3, wild4 and wild5 used (Hong
 * Kong and Taiwan platforms, WeChat and bookstore reposts, app prompts on mirrors, 感言 notes, glued marks), made
 * without reading the cleaner (tests/helpers/dirty-books-wild6.ts); it has no halves and is run only when named. It was
 * held out until wild7 took its place (2026-12-06); since then it is a development set and its misses may be read.
 * `wild7` (2026-12-06) is a seventh such harvest, from sources none of wild, wild2, wild3, wild4, wild5 and wild6 used
 * (2000s e-text sites and txt corpora, 起点 stamps of 2009 to 2022, 纵横 and 七猫 app prompts, 贴吧 and 微博 furniture,
 * WeChat follow prompts, disguised addresses, notes an import took for chapters), made without reading the cleaner
 * (tests/helpers/dirty-books-wild7.ts); it has no halves and is run only when named. It was held out until wild8 took
 * its place; since 2026-12-08 it is a development set and its misses may be read.
 * `wild8` (2026-12-08) is an eighth such harvest, from sources none of wild, wild2, wild3, wild4, wild5, wild6 and wild7
 * used, made without reading the cleaner (tests/helpers/dirty-books-wild8.ts); it has no halves and is run only when
 * named. It is held out from the start: only its aggregate figures are reported, its misses are not to be read.
 */

import { WILD_HEADINGS, WILD_HTML, WILD_LINE_JUNK, WILD_NOTES, WILD_SPAN_JUNK } from './dirty-books-wild.ts';
import { WILD2_HEADINGS, WILD2_HTML, WILD2_LINE_JUNK, WILD2_NOTES, WILD2_SPAN_JUNK } from './dirty-books-wild2.ts';
import { WILD3_HEADINGS, WILD3_HTML, WILD3_LINE_JUNK, WILD3_NOTES, WILD3_SPAN_JUNK } from './dirty-books-wild3.ts';
import { WILD4_HEADINGS, WILD4_HTML, WILD4_LINE_JUNK, WILD4_NOTES, WILD4_SPAN_JUNK } from './dirty-books-wild4.ts';
import { WILD5_HEADINGS, WILD5_HTML, WILD5_LINE_JUNK, WILD5_NOTES, WILD5_SPAN_JUNK } from './dirty-books-wild5.ts';
import { WILD6_HEADINGS, WILD6_HTML, WILD6_LINE_JUNK, WILD6_NOTES, WILD6_SPAN_JUNK } from './dirty-books-wild6.ts';
import { WILD7_HEADINGS, WILD7_HTML, WILD7_LINE_JUNK, WILD7_NOTES, WILD7_SPAN_JUNK } from './dirty-books-wild7.ts';
import { WILD8_HEADINGS, WILD8_HTML, WILD8_LINE_JUNK, WILD8_NOTES, WILD8_SPAN_JUNK } from './dirty-books-wild8.ts';

/**
 * `wildDev` and `wildHeld` are the even- and odd-indexed halves of the wild lists (the same heading shapes in
 * both): after the wild split had been run twice, blind, its even half became a development set and the odd half
 * stays held out. The halves come from the same sources, so the held half tests other lines of the same sites.
 */
export type Split =
  | 'train'
  | 'heldOut'
  | 'fresh'
  | 'blind'
  | 'wild'
  | 'wildDev'
  | 'wildHeld'
  | 'wild2'
  | 'wild3'
  | 'wild4'
  | 'wild5'
  | 'wild6'
  | 'wild7'
  | 'wild8';
/** Splits with lists of their own (every one of them is used); train and heldOut take halves of the shared lists. */
const OWN_LIST_SPLITS = ['fresh', 'blind', 'wild', 'wild2', 'wild3', 'wild4', 'wild5', 'wild6', 'wild7', 'wild8'] as const;
type OwnListSplit = (typeof OWN_LIST_SPLITS)[number];
const hasOwnLists = (split: Split): split is OwnListSplit => (OWN_LIST_SPLITS as readonly string[]).includes(split);
/** Splits with heading shapes of their own beside the generator's. */
const WILD_HEADING_SPLITS = {
  wild: WILD_HEADINGS,
  wild2: WILD2_HEADINGS,
  wild3: WILD3_HEADINGS,
  wild4: WILD4_HEADINGS,
  wild5: WILD5_HEADINGS,
  wild6: WILD6_HEADINGS,
  wild7: WILD7_HEADINGS,
  wild8: WILD8_HEADINGS,
};
/** The split whose lists a split draws from: the wild halves draw from wild's. */
export const listSplit = (split: Split): Exclude<Split, 'wildDev' | 'wildHeld'> =>
  split === 'wildDev' || split === 'wildHeld' ? 'wild' : split;

/** What a generated line is, and what a perfect cleaner leaves of it. */
export type LineLabel =
  | { kind: 'story'; text: string; decoy?: string }
  | { kind: 'junk'; family: string; text: string }
  /** A story line with junk glued into it: the cleaner should cut `junk` and keep `story`. */
  | { kind: 'mixed'; family: string; story: string; junk: string; text: string }
  | { kind: 'note'; family: string; text: string }
  | { kind: 'heading'; shape: string; number?: number; text: string }
  | { kind: 'volume'; text: string }
  | { kind: 'blank'; text: string };

export interface DirtyBook {
  name: string;
  text: string;
  /** One label per line of `text` (line n is labels[n - 1]). */
  labels: LineLabel[];
  /** The heading shape the book's chapters use. */
  shape: string;
  /** Numbered chapters the book holds, per volume in order. */
  chapters: number;
}

export interface StoryPool {
  /** Ordinary story lines. */
  lines: readonly string[];
  /** Story lines that look like junk to a keyword list (they contain 书, 网, 更新, 手机, 第…回…). */
  decoys: readonly string[];
}

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed gives the same book on every platform. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const chance = (r: Rand, p: number) => r() < p;
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** Two halves of every list: even-indexed items train, odd-indexed are held out; `fresh`, `blind` and the wild splits have lists of their own. */
function half<T>(xs: readonly T[], split: Split, own?: Partial<Record<OwnListSplit, readonly T[]>>): T[] {
  if (hasOwnLists(split)) return [...(own?.[split] ?? [])];
  return xs.filter((_, i) => (i % 2 === 0) === (split === 'train'));
}

/** The `fresh` split's own sites, domains and templates (see the module comment). */
const FRESH_SITES = ['墨缘文学网', '青豆小说网', '书海阁', '星辰中文网', '纸上书屋', '闲书库', '海棠书城', '白鹭小说'];
const FRESH_DOMAINS = ['moyuan.cc', 'qingdou.la', 'shuhaige.net', 'xingchen.org', 'zhishang.me', 'xianshu.top', 'haitang.vip', 'bailu.tw'];
const FRESH_OBFUSCATIONS: readonly ((d: string, r: Rand) => string)[] = [
  (d) => `WWW.${d.toUpperCase()}`,
  (d) => `ｗｗｗ.${d}`,
  (d) => `www。${fullWidth(d)}`,
  (d) => `w.w.w.${d.replace(/\./g, '。')}`,
  (d) => `https://m.${d}/book/1234.html`,
  (d) => `www|${d.replace(/\./g, '|')}`,
];
const FRESH_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  'remember-url': ['记住网址：{url}', '本站域名：{url}，请牢记。', '最新地址发布页：{url}'],
  mobile: ['手机阅读：{url}', '{site}手机版：{url}', '用手机扫码阅读，随时随地看小说'],
  unfinished: ['（本章尚未完结，点击下一页继续）', '-->>（本章未完，请点下一页继续阅读）', '本章还未完，请翻下一页'],
  'chapter-end': ['（第一更）', '（本章结束）', '【未完待续】'],
  provider: ['{site}提供{book}无弹窗全文阅读', '{book}最新章节由{site}为您提供', '看{book}就来{site}，更新快人一步。'],
  loop: ['本站所有小说均来自网友上传，如有侵权请联系删除。', '请您收藏本站，方便下次阅读。', '{site}每日更新数千章节。'],
  copyright: ['（本作品来源于网络，版权归作者所有）', '未经授权禁止转载', '本书由{site}首发，转载请注明出处。'],
  domain: ['{url}', '【{site}】{url}', '网址：{url}'],
  nav: ['上一章 | 返回目录 | 下一章', '首页 » 玄幻 » {book}', '加入书架 | 推荐本书 | 返回书页'],
  credits: ['{name}OCR，{name}校正', '校对：{name}', '{name}扫校'],
  script: ['read3();', 'window.location.href = "/";', 'loadAd("top");'],
  markup: ['<div id="content">', '</p></div>', '&nbsp;'],
  qq: ['读者交流群：{n}', '加入QQ群{n}，与书友讨论剧情', '微信公众号：{site}书城'],
  'page-marker': ['（第2/2页）', '（2/3）', '第3/3页'],
  'update-time': ['更新时间：2022-08-09 08:00', '本章字数：2345字', '字数：3100'],
};
const FRESH_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': ['（{url}）', '{url}', '『{url}』'],
  'span-site': ['{site}首发', '（{site}）', '【{site}】'],
  'span-unfinished': ['（本章未完，请翻页）', '（未完待续。）', '（本章完）'],
  'span-remember': ['记住{site}网址：{url}', '一秒记住{url}', '请记住{site}'],
};
const FRESH_NOTES = ['求推荐票啊！', 'PS：今晚还有一更。', '求各位大大的月票！', '（第三更到，求收藏）'];
const FRESH_HTML: readonly ((s: string) => string)[] = [
  (s) => `<p class="content">${s}</p>`,
  (s) => `${s}&amp;lt;br&amp;gt;`,
  (s) => `&#12288;&#12288;${s}`,
  (s) => `<div>${s}</div>`,
];

/** The `blind` split's own sites, domains and templates (see the module comment). */
const BLIND_SITES = ['云来阁', '竹林小说网', '七星文学', '夜读书屋', '千千小说', '书包网', '风华中文网', '南山书院'];
const BLIND_DOMAINS = ['yunlaige.com', 'zhulin.info', 'qixingwx.net', 'yedu.cc', 'qqxs.la', 'shubao.org', 'fenghua.xyz', 'nanshan.top'];
const BLIND_OBFUSCATIONS: readonly ((d: string, r: Rand) => string)[] = [
  (d) => `Www.${d}`,
  (d) => `www．${d}`,
  (d) => `http://${d}`,
  (d) => `w~w~w.${d}`,
  (d) => `www•${d.replace(/\./g, '•')}`,
  (d) => `WWW。${d.toUpperCase().replace(/\./g, '。')}`,
];
const BLIND_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  'remember-url': ['请记住本站最新网址：{url}', '牢记网址：{url}，下次看书更方便', '{site}网址：{url}，请收藏'],
  mobile: ['手机请访问：{url}', '移动端阅读：{url}', '下载{site}客户端，看书更方便'],
  unfinished: ['本章未完，请点击下一页继续阅读！', '（未完，请翻下一页）', '本章没完，请点下一页'],
  'chapter-end': ['（本章结束，下章更精彩）', '（待续）', '——本章完——'],
  provider: ['本书由{site}整理发布', '{site}提供{book}最新章节阅读', '{book}无弹窗阅读尽在{site}'],
  loop: ['本站无弹窗广告，欢迎收藏。', '书友们请记得收藏本站哦', '如章节缺失请退出转码页面'],
  copyright: ['本书版权归作者所有，仅供试读', '声明：本站所有作品均由网友上传', '(本文来自网络，如有侵权请联系我们删除)'],
  domain: ['{url}', '「{url}」', '网站：{url}'],
  nav: ['上一章 ← 章节目录 → 下一章', '返回目录 | 加入书签 | 下一页', '当前位置：首页 > {book} > {chapter}'],
  credits: ['录入：{name}', '{name}　整理', '校对者：{name}'],
  script: ['showAd();', 'setTimeout(function(){ read(); }, 500);', '<script>ad();</script>'],
  markup: ['<br><br>', '</div></div>', '&emsp;&emsp;'],
  qq: ['书友交流QQ群：{n}', '关注公众号“{site}”，获取最新章节', 'VX：{site}小说'],
  'page-marker': ['（3/4）', '第2页/共3页', '（第2页）'],
  'update-time': ['发布时间：2021-11-02 10:23', '本章字数：4012字', '更新于：2023-01-05'],
};
const BLIND_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': ['({url})', '【{url}】', ' {url} '],
  'span-site': ['（{site}首发）', '{site}', '[{site}]'],
  'span-unfinished': ['（本章未完，请点击下一页）', '（未完待续……）', '（本章结束）'],
  'span-remember': ['记住本站：{url}', '牢记{site}', '一秒记住{site}：{url}'],
};
const BLIND_NOTES = ['求月票啊各位！', 'PS：明天恢复两更。', '（第二更，求推荐）', '感谢大家的支持，求订阅！'];
const BLIND_HTML: readonly ((s: string) => string)[] = [
  (s) => `<p>${s}</p><br>`,
  (s) => `&emsp;&emsp;${s}`,
  (s) => `${s}<br />`,
  (s) => `<span>${s}</span>`,
];

/** Site names (invented; the word shapes of real ones). */
const SITES = [
  '笔趣阁',
  '顶点小说',
  '八一中文网',
  '爪机书屋',
  '书趣阁',
  '飘天文学网',
  '新笔趣阁',
  '69书吧',
  '全本小说网',
  '乐文小说网',
  '小说天堂',
  '落霞小说网',
  '书香文学城',
  '看书网',
  '追书网',
  '墨香书库',
];
const DOMAINS = [
  'biquge.la',
  'xbiquge.so',
  '81zw.com',
  'zhuaji.org',
  'shuqu.net',
  'ptwxz.cc',
  'xbiquge.info',
  '69shu.com',
  'qb5.tw',
  'lewen.me',
  'xstt5.com',
  'luoxia.top',
  'sxwx.vip',
  'kanshu.xyz',
  'zhuishu.cc',
  'moxiang.net',
];
const BOOKS = ['斗破苍穹', '凡人修仙传', '雪中悍刀行', '大奉打更人', '诡秘之主', '剑来', '庆余年', '牧神记'];
const NAMES = ['一鸣', '雪儿', '小鱼', '清风', '明月', '青衫', '墨客', '书虫'];

/** Obfuscations of a domain (the disguises seen in scraped books). */
const OBFUSCATIONS: readonly ((d: string, r: Rand) => string)[] = [
  (d) => `www.${d}`,
  (d) => `www。${d.replace(/\./g, '。')}`,
  (d) => fullWidth(`www.${d}`),
  (d, r) => mixedWidth(`www.${d}`, r),
  (d) => cyrillic(`www.${d}`),
  (d) => `w w w . ${d.split('').join(' ')}`,
  (d) => `www/${d.replace(/\./g, '/').replace(/(\w)(\w)(\w)$/, '$1 $2 $3')}`,
  (d) => circled(`www.${d}`),
  (d) => `https://www.${d}/`,
  (d) => `m.${d}`,
  (d) => `www点${d.replace(/\./g, '点')}`,
  (d) => `ｗｗｗ．${fullWidth(d).replace(/．/g, '．')}`,
];

function fullWidth(s: string): string {
  return s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}
function mixedWidth(s: string, r: Rand): string {
  return s.replace(/[!-~]/g, (c) => (chance(r, 0.5) ? fullWidth(c) : chance(r, 0.5) ? c.toUpperCase() : c));
}
const CYR: Record<string, string> = { w: 'Ш', o: 'О', c: 'с', m: 'М', a: 'а', e: 'е', p: 'р', x: 'х', s: 'ѕ', i: 'і' };
function cyrillic(s: string): string {
  return s.replace(/[wocmaepxsi]/g, (c) => CYR[c] ?? c);
}
function circled(s: string): string {
  return s.replace(/[1-9]/g, (d) => String.fromCharCode(0x245f + Number(d)));
}

/** Whole-line junk, by family; `{site}`, `{domain}`, `{url}`, `{book}`, `{chapter}`, `{name}`, `{n}` are filled in. */
const LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  'remember-url': [
    '天才一秒记住本站地址：{url}',
    '一秒记住【{site}】{url}，精彩小说无弹窗免费阅读！',
    '请记住本书首发域名：{url}',
    '三秒记住{site}，为您提供精彩小说阅读。',
    '记住本站网址：{url}，方便下次阅读。',
    '最新网址：{url}',
  ],
  mobile: [
    '手机用户请浏览 {url} 阅读，更优质的阅读体验。',
    '手机用户请到{url}阅读。',
    '手机阅读请访问{url}',
    '本站手机网址：{url}',
    '手机版阅读网址：{url}',
    '下载{site}APP，免费阅读全本小说',
  ],
  unfinished: [
    '（本章未完，请翻页）',
    '本章未完，点击下一页继续阅读',
    '内容未完，下一页继续阅读',
    '-->>本章未完，点击下一页继续',
    '（本章未完，请点击下一页继续阅读后面精彩内容！）',
    '本章尚未完结，请点击下一页继续阅读---->>>',
  ],
  'chapter-end': ['（本章完）', '.(未完待续。)', '（未完待续）', '（本章完。）', '未完待续……', '【本章完】'],
  provider: [
    '{site}为你提供最快的{book}更新，{chapter}免费阅读。{url}',
    '{site}提供{book}最新章节全文免费阅读，无弹窗无广告。',
    '本书最新章节由{site}首发，欢迎收藏本站。',
    '更新最快的{book}小说，尽在{site}，全文字手打。',
    '{book}全文阅读，{book}txt下载，尽在{site}。',
    '好看的小说推荐：{book}，最新章节免费阅读。',
  ],
  loop: [
    'B:如果发现未完……登录（{site}）提供24小时循环更新！！',
    '如果觉得好看，请把本站网址推荐给您的朋友吧！',
    '本站24小时不间断更新，请收藏本站。',
    '章节错误？点此举报，我们会尽快处理。',
    '发现章节错误，请举报。',
    '喜欢本书请收藏本站，更新最快。',
  ],
  copyright: [
    '（严禁未经本站允许私自转载，否则后果自负）',
    '本书首发{site}，请勿转载。',
    '（版权归原作者所有，本站仅提供预览）',
    '作品仅供读者预览，请在下载24小时内删除。',
    '本作品来自互联网，版权归作者所有。',
    '（禁止转载，违者必究）',
  ],
  domain: ['{url}', '{url}', '（{url}）', '【{url}】', '《{url}》', '{site}：{url}'],
  nav: [
    '首页 | 上一章 | 目录 | 下一章 | 加入书签',
    '上一页 回目录 下一页',
    '首页 | 原创书库 | 言情 | 武侠 | 论坛',
    '← 上一章　目录　下一章 →',
    '首页 > {book} > {chapter}',
    '返回书页 | 加入书架 | 投推荐票',
  ],
  credits: [
    '{name}扫描，{name}校对',
    '扫校：{name}',
    '本书由{name}整理上传',
    '{name}录入　{name}校对',
    'OCR：{name}',
    '本电子书由{name}制作',
  ],
  script: [
    'app2();read2();',
    'chaptererror();',
    '$(function(){',
    '});',
    'var chapterId = "123";',
    'document.write(\'<div id="ad"></div>\');',
  ],
  markup: ['</div>', '<br/>', '&nbsp;&nbsp;&nbsp;&nbsp;', '<p></p>', '</p>', '<div class="ad"></div>'],
  qq: ['书友群：{n}', '欢迎加入书友QQ群{n}', '微信公众号：{site}', 'QQ群号：{n}，欢迎书友加入', '书友群{n}', '关注微信{site}'],
  'page-marker': ['（第2/3页）', '（1/2）', '第1/2页', '（第3/3页）', '(2/4)', '（第1/4页）'],
  'update-time': [
    '更新时间：2019-03-04 12:00:00 本章字数：3021',
    '本章字数：2876',
    '更新时间:2020-1-12 23:59:08',
    '字数：4210',
    '更新时间 2021/05/06',
    '本章字数:1988',
  ],
};

/** Spans glued into story lines: at the end, at the start, or in the middle. */
const SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': ['{url}', '（{url}）', '{url}', '(www.{domain})', '{url}', '《{url}》'],
  'span-site': ['t,xt,小,说天,堂', '/tXt|?小说天堂', '{site}{url}', '{site}首发', '笔,趣,阁', '(顶点小说)'],
  'span-unfinished': [
    '（本章未完，请翻页）',
    '本章未完，点击下一页继续阅读',
    '（未完待续）',
    '.(未完待续。)',
    '（本章完）',
    '（本章未完，请点击下一页继续阅读）',
  ],
  'span-remember': [
    '天才一秒记住本站地址：{url}',
    '一秒记住{site}',
    '三秒记住{url}',
    '请记住本书首发域名：{url}',
    '记住{site}网址',
    '一秒记住【{site}】',
  ],
};

/** HTML remnants around a story line (the story must survive them). */
const HTML_WRAP: readonly ((s: string) => string)[] = [
  (s) => `<p>&nbsp;&nbsp;${s}</p>`,
  (s) => `${s}&1t;/p>`,
  (s) => `${s}/p&amp;gt;`,
  (s) => `&nbsp;&nbsp;&nbsp;&nbsp;${s}`,
  (s) => `${s}<br/>`,
  (s) => `&amp;nbsp;&amp;nbsp;${s}`,
  (s) => `<p>${s}</p>`,
  (s) => `${s}&lt;/p&gt;`,
];

/** Author's begging and update notes (they become author notes, not story). */
const NOTES: readonly string[] = [
  '求推荐票！',
  '求月票！求收藏！',
  'PS：周一求推荐票~',
  '第三更送上，求收藏！',
  'ps：今天加更，求订阅！',
  '求打赏，求鲜花！',
  'PS：感谢书友的打赏，今晚加更。',
  '第二更到，求月票。',
];

/** Heading shapes; `n` is the chapter number, `t` a title. Volumes use `v`. */
const HEADINGS: Readonly<Record<string, (n: number, t: string) => string>> = {
  numbered: (n, t) => `第${cn(n)}章 ${t}`,
  'numbered-arabic': (n, t) => `第${n}章 ${t}`,
  'spaced-index': (n) => `${String(n).padStart(2, '0')}# 第 ${n} 章`,
  hashes: (n) => `###第${cn(n)}章###`,
  'dashes-zhengwen': (n, t) => `--------正文卷 第${cn(n)}章 ${t}！--------`,
  'volume-and-url': (n, t) => `第十三卷 灯火阑珊 第${n + 2000}章 ${t}！(www.zhuaji.org)`,
  bracket: (n, t) => `【${String(n).padStart(3, '0')}】${t}`,
  'list-number': (n, t) => `${n}. ${t}`,
  english: (n) => `Chapter ${n}`,
  circled: (n, t) => `${String.fromCharCode(0x245f + n)}${t}…`,
  hui: (n, t) => `第${cn(n)}回　${t}　${t}`,
  mojibake: (n, t) => latin1OfGbk(`第${cn(n)}章 ${t}`),
};
/** Heading shapes whose numbers are not the chapter's own (第2040章 for chapter 40). */
const HEADING_OFFSET: Readonly<Record<string, number>> = { 'volume-and-url': 2000 };
/** Shapes that cannot go past 20 (circled numbers ① to ⑳). */
const MAX_CHAPTERS: Readonly<Record<string, number>> = { circled: 20 };

const TITLES = ['雨夜', '初见', '风起', '归途', '夜行', '旧梦', '山门', '远客', '孤灯', '长街', '落花', '秋声', '残阳', '渡口'];

/** Chinese numerals for chapter numbers below 10 000. */
export function cn(n: number): string {
  const d = '零一二三四五六七八九';
  if (n < 10) return d[n];
  if (n < 20) return `十${n % 10 ? d[n % 10] : ''}`;
  if (n < 100) return `${d[Math.floor(n / 10)]}十${n % 10 ? d[n % 10] : ''}`;
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return `${d[h]}百${rest === 0 ? '' : rest < 10 ? `零${d[rest]}` : rest < 20 ? `一${cn(rest)}` : cn(rest)}`;
}

let gbk: Map<string, [number, number]> | undefined;
/** GBK bytes of `s` read as Latin-1 (`第三章` → `µÚÈýÕÂ`), by inverting the platform's GBK decoder. */
export function latin1OfGbk(s: string): string {
  if (!gbk) {
    gbk = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && ch !== '\ufffd' && !gbk.has(ch)) gbk.set(ch, [lead, trail]);
      }
  }
  let out = '';
  for (const ch of s) {
    const bytes = gbk.get(ch);
    out += bytes ? String.fromCharCode(bytes[0], bytes[1]) : ch;
  }
  return out;
}

function fill(template: string, r: Rand, split: Split, chapter: string): string {
  // The wild splits' lines carry their own real addresses and use no {site}/{url}; the blind lists only keep these defined.
  const site = pick(
    r,
    half(SITES, split, {
      fresh: FRESH_SITES,
      blind: BLIND_SITES,
      wild: BLIND_SITES,
      wild2: BLIND_SITES,
      wild3: BLIND_SITES,
      wild4: BLIND_SITES,
      wild5: BLIND_SITES,
      wild6: BLIND_SITES,
      wild7: BLIND_SITES,
      wild8: BLIND_SITES,
    }),
  );
  const domain = pick(
    r,
    half(DOMAINS, split, {
      fresh: FRESH_DOMAINS,
      blind: BLIND_DOMAINS,
      wild: BLIND_DOMAINS,
      wild2: BLIND_DOMAINS,
      wild3: BLIND_DOMAINS,
      wild4: BLIND_DOMAINS,
      wild5: BLIND_DOMAINS,
      wild6: BLIND_DOMAINS,
      wild7: BLIND_DOMAINS,
      wild8: BLIND_DOMAINS,
    }),
  );
  const obfuscate = pick(
    r,
    half(OBFUSCATIONS, split, {
      fresh: FRESH_OBFUSCATIONS,
      blind: BLIND_OBFUSCATIONS,
      wild: BLIND_OBFUSCATIONS,
      wild2: BLIND_OBFUSCATIONS,
      wild3: BLIND_OBFUSCATIONS,
      wild4: BLIND_OBFUSCATIONS,
      wild5: BLIND_OBFUSCATIONS,
      wild6: BLIND_OBFUSCATIONS,
      wild7: BLIND_OBFUSCATIONS,
      wild8: BLIND_OBFUSCATIONS,
    }),
  );
  return template
    .replace(/\{site\}/g, site)
    .replace(/\{domain\}/g, domain)
    .replace(/\{url\}/g, () => obfuscate(domain, r))
    .replace(/\{book\}/g, pick(r, BOOKS))
    .replace(/\{chapter\}/g, chapter)
    .replace(/\{name\}/g, () => pick(r, NAMES))
    .replace(/\{n\}/g, String(int(r, 10000, 999999999)));
}

export interface GenerateOptions {
  seed: number;
  split: Split;
  pool: StoryPool;
  /** Chapters per book (cut to a shape's maximum). */
  chapters?: number;
  /** Story lines per chapter. */
  linesPerChapter?: number;
  /** Probability that a story line gets a junk line before or after it, or a span glued to it. */
  junkRate?: number;
}

/** One dirty book: a heading shape, chapters of story with junk, notes, decoys and markup injected. */
export function generateBook(name: string, given: GenerateOptions): DirtyBook {
  const wildHalf = given.split === 'wildDev' ? 0 : given.split === 'wildHeld' ? 1 : undefined;
  const o: GenerateOptions = { ...given, split: listSplit(given.split) };
  const halfOf = <T>(xs: readonly T[]): T[] => (wildHalf === undefined ? [...xs] : xs.filter((_, i) => i % 2 === wildHalf));
  const r = rng(o.seed);
  const labels: LineLabel[] = [];
  const headings: Readonly<Record<string, (n: number, t: string) => string>> =
    o.split in WILD_HEADING_SPLITS
      ? {
          ...HEADINGS,
          ...Object.fromEntries(
            Object.entries(WILD_HEADING_SPLITS[o.split as keyof typeof WILD_HEADING_SPLITS]).map(([k, f]) => [
              k,
              (n: number, t: string) => f(n, t, cn),
            ]),
          ),
        }
      : HEADINGS;
  const shapes = Object.keys(headings);
  const shape = pick(r, shapes);
  const count = Math.min(o.chapters ?? 12, MAX_CHAPTERS[shape] ?? Infinity);
  const perChapter = o.linesPerChapter ?? 24;
  const rate = o.junkRate ?? 0.25;
  const own = hasOwnLists(o.split);
  const lineJunk =
    {
      fresh: FRESH_LINE_JUNK,
      blind: BLIND_LINE_JUNK,
      wild: WILD_LINE_JUNK,
      wild2: WILD2_LINE_JUNK,
      wild3: WILD3_LINE_JUNK,
      wild4: WILD4_LINE_JUNK,
      wild5: WILD5_LINE_JUNK,
      wild6: WILD6_LINE_JUNK,
      wild7: WILD7_LINE_JUNK,
      wild8: WILD8_LINE_JUNK,
    }[o.split as OwnListSplit] ?? LINE_JUNK;
  const spanJunk =
    {
      fresh: FRESH_SPAN_JUNK,
      blind: BLIND_SPAN_JUNK,
      wild: WILD_SPAN_JUNK,
      wild2: WILD2_SPAN_JUNK,
      wild3: WILD3_SPAN_JUNK,
      wild4: WILD4_SPAN_JUNK,
      wild5: WILD5_SPAN_JUNK,
      wild6: WILD6_SPAN_JUNK,
      wild7: WILD7_SPAN_JUNK,
      wild8: WILD8_SPAN_JUNK,
    }[o.split as OwnListSplit] ?? SPAN_JUNK;
  // A split with lists of its own uses all of them; train and heldOut take their halves.
  const list = (xs: readonly string[]) => (own ? halfOf(xs) : half(xs, o.split));
  const families = Object.keys(lineJunk);
  const spanFamilies = Object.keys(spanJunk);
  const blank = () => labels.push({ kind: 'blank', text: '' });
  const story = (): string => pick(r, o.pool.lines);
  const junkLine = (chapter: string) => {
    const family = pick(r, families);
    labels.push({
      kind: 'junk',
      family,
      text: fill(pick(r, list(lineJunk[family])), r, o.split, chapter),
    });
  };
  // A title page the splitter keeps out of chapter 1.
  labels.push({
    kind: 'junk',
    family: 'header',
    text: fill(pick(r, list(lineJunk.provider ?? lineJunk.advert)), r, o.split, '第一章'),
  });
  blank();
  for (let n = 1; n <= count; n++) {
    const number = n + (HEADING_OFFSET[shape] ?? 0);
    const title = pick(r, TITLES);
    labels.push({ kind: 'heading', shape, number, text: headings[shape](n, title) });
    if (chance(r, 0.5)) junkLine(`第${cn(n)}章`); // first-line position
    for (let k = 0; k < perChapter; k++) {
      const roll = r();
      if (roll < rate * 0.4) junkLine(`第${cn(n)}章`);
      else if (roll < rate * 0.7) {
        const family = pick(r, spanFamilies);
        const s = story();
        const junk = fill(pick(r, list(spanJunk[family])), r, o.split, `第${cn(n)}章`);
        const where = r();
        const cut = Math.max(1, Math.floor(s.length * (0.3 + r() * 0.4)));
        // Cut a sentence in the middle only after punctuation, as sites insert their marks between phrases.
        const at = s.slice(0, cut).search(/[，。！？][^，。！？]*$/) + 1 || cut;
        const text = where < 0.4 ? s + junk : where < 0.6 ? junk + s : s.slice(0, at) + junk + s.slice(at);
        labels.push({ kind: 'mixed', family, story: s, junk, text });
      } else if (roll < rate * 0.8) {
        // A note may take several lines (a 作者有话要说 block): every line of it is the note.
        const note = pick(
          r,
          halfOf(
            half(NOTES, o.split, {
              fresh: FRESH_NOTES,
              blind: BLIND_NOTES,
              wild: WILD_NOTES,
              wild2: WILD2_NOTES,
              wild3: WILD3_NOTES,
              wild4: WILD4_NOTES,
              wild5: WILD5_NOTES,
              wild6: WILD6_NOTES,
              wild7: WILD7_NOTES,
              wild8: WILD8_NOTES,
            }),
          ),
        );
        for (const text of note.split('\n')) labels.push({ kind: 'note', family: 'beg', text });
      } else if (roll < rate) {
        const s = story();
        labels.push({
          kind: 'mixed',
          family: 'html',
          story: s,
          junk: '',
          text: pick(
            r,
            halfOf(
              half(HTML_WRAP, o.split, {
                fresh: FRESH_HTML,
                blind: BLIND_HTML,
                wild: WILD_HTML,
                wild2: WILD2_HTML,
                wild3: WILD3_HTML,
                wild4: WILD4_HTML,
                wild5: WILD5_HTML,
                wild6: WILD6_HTML,
                wild7: WILD7_HTML,
                wild8: WILD8_HTML,
              }),
            ),
          )(s),
        });
      } else if (roll < rate + 0.12 && o.pool.decoys.length) {
        const d = pick(r, o.pool.decoys);
        labels.push({ kind: 'story', text: d, decoy: 'decoy' });
      } else labels.push({ kind: 'story', text: story() });
      if (chance(r, 0.5)) blank();
    }
    if (chance(r, 0.5)) junkLine(`第${cn(n)}章`); // last-line position
    blank();
  }
  return { name, text: labels.map((l) => l.text).join('\n') + '\n', labels, shape, chapters: count };
}
