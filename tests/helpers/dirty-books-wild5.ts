/**
 * The `wild5` split of the dirty-book generator: a fifth set of junk lines, spans and author notes as they occur in
 * real scraped and reposted text, from sources none of `wild`, `wild2`, `wild3` and `wild4` used, harvested without
 * reading the cleaner. It was a held-out test set for its first two runs (2026-12-05: aggregate figures only); on
 * 2026-12-06 it became a development set (its misses are read) and wild6 took its place as the held-out set.
 */

/*
 * How it was made. On 2026-12-05 a helper session searched public material (stored web pages, the full-text index of
 * public GitHub files, code search) for junk and notes of kinds the earlier harvests have little of: a mirror of the
 * ESJZone fan-translation site exported to txt (translators' announcements, credits, illustration links left as
 * lines, password-locked chapters skipped by the exporter), forum reposts and forum exports (Discuz furniture and
 * edit stamps from a game forum, a light-novel forum, an S1 thread exported to Markdown, a 52pojie thread exported to
 * Markdown, a PHPWind page with its random-character jammer), e-book converter leftovers (the ePUBw watermark, split
 * where the converter wrapped it), light-novel sites (the wenku8 slogans and scan credits as scrapers quote them),
 * Traditional-Chinese pages (Taiwan romance 後記 on mirrors, a pinyin-glossed 散文網 mirror, a Traditional e-book
 * download page, a Traditional paged novel mirror), a fan-fiction blog and a LOFTER translation, a content farm that
 * glues random words after every sentence, a wiki repost, two Python tests that copy junk verbatim from the authors'
 * own book libraries (marked there as copied as found), a Kotlin test quoting a real 完结感言 and a bad 潇湘书院
 * extraction, and the block and removal lists of three reader apps and scrapers.
 *
 * It did NOT read this project's cleaner (src/, docs/rules/, tests/unit/*junk*, *clean*, *author-note*, *split*,
 * *headings* tests) and never ran measure-junk with --errors or --dump on any wild split; only
 * tests/helpers/dirty-books.ts, tests/helpers/dirty-books-wild4.ts, tests/unit/dirty-books-wild4.test.ts and
 * scripts/measure-junk.ts were read, for the format. The earlier harvests' items were not printed: their source lists
 * were checked by grepping for each repository, index id and site name before it was used, and eight candidate
 * sources that turned out to be listed there (a saved 完美世界 search page, a 斗破苍穹 chapter list, a biquge5200 SQL
 * dump, a user script's per-site remove lists, a translation prompt project's chapter files, a 武炼巅峰 intro script,
 * a JJWXC downloader, a junk-family test fixture, the baoyelong page and a xnunu crawler) were dropped with all their
 * items. The uniqueness test checks exact copies against all four earlier lists.
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only: stored pages keep their
 * half-width punctuation and pinyin glosses, and lines are the text between the page's own line breaks. Items taken
 * from code are the string literals as they stand (escapes resolved; where Python joins two adjacent literals into
 * one string, the joined string is the item, as the test uses it). Where a source gives a pattern, its wild cards were
 * filled with a value of the same shape, and the item says so. No item is invented.
 *
 * Run once, 2026-12-05, cleaner of branch wild5 at ae88233 (main's cleaner as of dc2ad69; the branch changes no
 * cleaner file), `measure-junk.ts /work/shared/corpus --books 80 --split wild5` (no --errors, no --dump): junk recall
 * 39.80% (2002 of 5030; whole lines 40.61%, 1360/3349; glued spans 38.19%, 642/1681), precision 98.23% (36 of 20139
 * story lines lost characters or became notes: lost 34, taken for notes 2; 428 more kept junk inside; decoys kept
 * 2766/2789), notes marked 13.16% (138/1049), chapters right 57/80. By family (removed of injected): advert 211/452,
 * credits 27/459, header 75/80, html 1165/1166, markup 149/470, nav 151/494, page-marker 300/464, span-remember
 * 97/420, span-site 11/422, span-unfinished 108/413, span-url 426/426, update-time 61/466, url 386/464. Families are
 * drawn uniformly, so a family with few items (span-url 2, page-marker 3, span-unfinished 4) is measured on those few
 * lines only. The heading shapes are this split's own (WILD5_HEADINGS) beside the generator's.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [1] tracking/ESJZone-epub-novel-mirror txtBooks_esjzone/《Blade Skill Online》马路まんじ.txt (a translator's
 *      开坑公告, illustration links left as lines)
 *  [2] tracking/ESJZone-epub-novel-mirror txtBooks_esjzone/《TRPG玩家在异世界打造最强角色~亨德森的福音书~》Schuld.txt
 *      (the translators' credits, dividers, notices and ps lines; chapters the exporter skipped)
 *  [3] tracking/ESJZone-epub-novel-mirror txtBooks_esjzone/《8岁开始的魔法学》上野夕阳.txt (a translator's 公告 block,
 *      picture credits, links)
 *  [4] tracking/ESJZone-epub-novel-mirror txtBooks_esjzone/《TS卫生兵的战场日记》まさきたま.txt (its section headings)
 *  [5] index 11934211065 (an S1 forum thread exported to Markdown)
 *  [6] index 55776575625 (a Discuz post extractor: the UI words it removes from a post's text)
 *  [7] index 69072285255 (a 52pojie thread exported to Markdown)
 *  [8] page https://www.lightnovel.cn/thread-1000066-2-1.html (a light-novel forum's translation thread)
 *  [9] page https://chinaavg.com/forum.php?mod=viewthread&tid=47806 (a Discuz thread: furniture, edit stamp, jammer)
 * [10] page http://forretr.io (a fan-fiction blog's chapter post, 繁體)
 * [11] page http://jedois.lofter.com/post/1fec36ce_12b6f75df (a LOFTER fan translation's notes)
 * [12] page https://bbs.ph66.com/read.php?page=e&tid=2190834 (a PHPWind post with its random-character jammer)
 * [13] page http://277762.cc/ba/uwqasfqf.html (a 散文網 mirror with pinyin glosses and '?' indentation)
 * [14] (none: a simplified e-book download page's slogan, book.wenda123.org, was dropped as its lines are in an
 *      earlier list)
 * [15] page https://getbooks.top/books/1098192/tw (an e-book download page's slogan, 繁體)
 * [16] page https://m.zwxiaoshuo.com/cht/book/4/4973 (a Taiwan romance's 後記, 繁體)
 * [17] page https://www.geek-share.com/detail/2729835380.html (a repost site's breadcrumb and date line)
 * [18] index 62507875352 (a Swift web-book importer: the lines it drops when they stand alone)
 * [19] index 55657565894 (a sto55 cleaner: the names and page words it strips)
 * [20] page https://wolfbbs.net (a Traditional forum's story thread: breadcrumb, poster, chapter titles)
 * [21] page https://shubaoinc.com/langread/4777/38218232/24682592 (a 書包網 mirror's 提示您 line, 繁體)
 * [22] page http://reibang.com/p/d04efb613536 (a content farm copy of a 简书 post: random words glued after sentences)
 * [23] index 32654477202 (a Docker book converted from an ePUBw e-book: the watermark wrapped over two lines) and
 *      index 17149422921 (a TTS script skipping the watermark line whole)
 * [24] index 10909833715 (a reader app test holding the real start of a wenku8 chapter), index 48260959417 (a wenku8
 *      and 亲小说 removal list), index 49053679107 (a wenku8 pack downloader), index 51850636513 (a wenku8 scraper's
 *      copyright-wall check), index 31991121728 (a wenku8 downloader's removals)
 * [25] index 68955168555 (a Python regression test of junk copied verbatim, as it says, from the author's own library
 *      and from 思路客, 大帝书阁 and 精华书阁 chapter ends)
 * [26] index 55829004515 (a Kotlin test: a real 太一道果 完结感言 and a bad 潇湘书院 page extraction)
 * [27] index 47347842201 (a mingrenteahouse scraper: the paging and error-report lines it removes)
 * [28] index 49344496934 (a 顶点中文 scraper: the line it removes)
 * [29] index 68800491130 (a scraper's design note quoting a paged site's header and footer)
 * [30] page https://wiki.crescb.com/doku.php?id=%E6%94%BB%E7%95%A5:%E5%86%B0%E6%9D%80%E5%B0%8F%E5%81%B7%E5%AE%9A%E6%80%A7%E5%88%86%E6%9E%90
 *      (a wiki's repost notice and a leftover image name)
 * [31] page https://game.3loumao.org/37548?language=zh-tw (a repost site's date line, 繁體)
 * [32] page http://www.yunmengshuyuan.cc/book/45420/10505546.html (a chapter served as a JS string with <br /> pairs)
 * [33] page https://80zw.tw/xs/aegagdc/gdgbfa_3.html (a 八零中文 .tw mirror: its 提示您 line and a 後記, 繁體)
 * [34] page https://wenkuchina.com/lightnovel/1033/110976.html (a light novel's 后记)
 * [35] page https://qb5200.tw/book/hagaja/bgacdi_4.html (a paged 繁體 mirror: its reader bar, part headings, 後記)
 * [36] page https://www.axxsw.net/read/230213/10115_2.html (傲轩小说网: header, breadcrumb, page counter)
 * [37] page http://qxtxt.com/du/yikezhuxinxiangtaiyang_yitiantuzhuji/96897.html (the previous/next chapter lines)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD5_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, slogans, app and reader prompts, repost notices and other furniture that promotes or warns.
  advert: [
    '设为首页收藏本站官方微博', // [9]
    '想要找書就要到 大本圖書下載中心', // [15]
    '立刻按 ctrl+D收藏本頁', // [15]
    '你會得到大驚喜!!', // [15]
    '本条目部分或全部内容搬运自外部资源。', // [30]
    '遵守CC BY-SA 4.0协议,部分内容可能有所改动。', // [30]
    '本书由「ePUBw.COM」整理，ePUBw.COM 提供最新最全的优质', // [23] (the first line of the wrapped watermark)
    '电子书下载！！！', // [23] (its second line)
    '本书由「ePUBw.COM」整理，ePUBw.COM 提供最新最全的优质电子书下载！！！', // [23] (the line whole)
    '因版权问题，文库不再提供该小说的阅读！', // [24]
    '泰国最胸女主播全新激_情视频曝光 扑倒男主好饥_渴!!请关注 meinvmei222 (长按三秒复制)!!', // [25] (思路客)
    '阅读提示：为防止内容获取不全，请勿使用浏览器阅读模式。', // [25] (精华书阁)
    '本站重要通知:请使用本站的免费小说APP,无广告、破防盗版、', // [25] (思路客, three wordings in one chapter)
    '本站重要通知：请使用本站的免费小说APP', // [25]
    '请使用本站的免费小说APP阅读最新章节', // [25]
    '无广告、破防盗版、更新快', // [25]
    '看正版小说请到本站，无广告弹窗', // [25]
    '一秒记住，為您提供精彩小说阅读。', // [25] (爱下书)
    '首发最新。', // [25]
    '1();您的支持，就是我们最大的动力。斗破苍穹，无弹窗，免费阅读，TXT，无需注册，无需积分！斗破苍穹注册会员，就送书架！迷必备工具！', // [25] (two adjacent literals, joined)
    '本章节需要密码，已跳过', // [2] (the exporter's line for a locked chapter)
    '*图片仅作分享，请支持原版 *', // [3]
    '[如有侵权，告知会立即删除]', // [3]
    '欢迎转载，标注来源即可~', // [2]
    'Editing and re-posting are prohibited // 無断転載、無断使用禁止です', // [10]
    '歡迎光臨散文網(wǎng) 會(huì)員登陸 & 注冊(cè)', // [13]
    '第2868章第二计划启动_仙人消失之后全文免费阅读 - 潇湘书院', // [26] (the page title at the top of the extraction)
    '親,雙擊螢幕即可自動滾動', // [35]
    '傲轩小说网', // [36]
  ],
  // Addresses and links on lines of their own.
  url: [
    'https://telegra.ph/file/4829e8178d85869dedd27.jpg', // [1]
    'https://telegra.ph/file/31c49a2af5f5f81ce5944.jpg', // [1]
    'https://i.imgur.com/TetnJZa.jpg', // [2]
    '[https://www.esjzone.me/forum/1624182605/166654.html#]', // [2]
    'https://telegra.ph/file/ffdebb837520cd5660c1b.jpg', // [2]
    'https://www.esjzone.me/forum/1699636085/183637.html', // [3]
    '[https://ncode.syosetu.com/n1990hf/]', // [3]
    'https://telegra.ph/file/7de6a5a953ff7b5817dc3.jpg', // [3]
    'https://telegra.ph/file/ff5c929a72b7b5a6badf7.png', // [3]
    'https://telegra.ph/file/cf7f0613bcbd864bee3ab.png', // [4]
    '> **原文**: [https://www.52pojie.cn/thread-1151791-1-1.html](https://www.52pojie.cn/thread-1151791-1-1.html)', // [7]
    '最新最全的日本动漫轻小说 轻小说文库(http://www.8wenku.com) 为你一网打尽！', // [24]
    '最新最全的日本动漫轻小说 轻小说文库(http://www.wenku8.com) 为你一网打尽！', // [24]
    '本文来自 轻小说文库(http://www.wenku8.com)', // [24]
    '更多精彩热门日本轻小说、动漫小说，轻小说文库(http://www.wenku8.com) 为你一网打尽！', // [24]
    'ｈttp://首发', // [25]
    '...手机用户请访问', // [25]
  ],
  // Navigation, reader controls, forum buttons and breadcrumbs.
  nav: [
    '[复制链接]', // [9]
    '打印 上一主题 下一主题', // [9]
    '跳转到指定楼层', // [9]
    '楼主', // [9]
    '电梯直达', // [6]
    '显示全部楼层', // [6]
    '倒序浏览', // [6]
    '阅读模式', // [6]
    '点评 回复 举报', // [6] (from /点评\s*回复\s*举报/, the \s* filled with one space)
    '只看楼主', // [6]
    '只看该作者', // [6]
    '回頂部', // [18]
    '夜間', // [18]
    '日間', // [18]
    '字号', // [18]
    'TXT下載', // [18]
    '下一篇', // [18]
    'TOP↑', // [19]
    '上篇鏈接:', // [13]
    '您的位置:首页 > 编程语言', // [17]
    '#  > 【園藝苗圃】 圖文創作區 >  > 文學創作 >  > 文字角色扮演 >  > [故事] 戰小說 第七章 超殤【拖好久的5/2 更新 】', // [20]
    '小提示：按回车[]键返回书目，按←（键盘左键）返回上一章，按（键盘右键）→进入下一章。您的支持，就是我们最大的动力。', // [25] (two adjacent literals, joined)
    '小提示：按回车[]键返回书目，按←键返回上一页，按→键进入下一页。', // [25]
    '已加入书签', // [25]
    '相关推荐', // [26]
    '手机阅读', // [26]
    '『如果章节错误，点此举报』', // [27]
    '關燈 巨大 直達底部', // [35]
    '关灯 护眼', // [36]
    '傲轩小说网 > 伏羲 > 20-25', // [36]
    '• 一颗猪心向太阳/倚天屠猪记上一章:第 7 章', // [37]
    '• 一颗猪心向太阳/倚天屠猪记下一章:第 9 章', // [37]
  ],
  // Page counters of chapters served in parts.
  'page-marker': [
    '第(1/2)页', // [27]
    '(本章未完,请翻页)第(2/2)页', // [27]
    '20-25(2 / 2)', // [36]
  ],
  // Dates, edit stamps, view counts and post headers.
  'update-time': [
    '查看: 5623|回复: 11', // [9]
    '发表于 2014-3-22 22:08 | 只看该作者 回帖奖励 |倒序浏览 |阅读模式', // [9]
    '本帖最后由 weiyun 于 2014-3-24 19:11 编辑', // [9]
    '本帖最后由 動漫Kirito 于 2019-9-25 16:31 编辑', // [8]
    '本帖最后由 動漫Kirito 于 2019-9-24 23:00 编辑', // [8]
    '本帖最后由 venusvsvirus 于 2024-6-20 15:39 编辑', // [5]
    '##### 6#       发表于 2024-6-20 15:36', // [5]
    '*本帖最后由 老飞机 于 2020-4-12 11:51 编辑*', // [7]
    '> **作者**: 老飞机 | **发布时间**: 2020-04-08 22:42:00 | **版块**: 『编程语言区』 | **查看/回复**: 4621 / 9', // [7]
    'Sunday, 16 November 2025', // [10]
    '2022-12-04 00:37 作者:觀星唯一刺客先生  | 我要投稿', // [13]
    '2018-02-17 10:43 501 查看', // [17]
    '3樓貓 發佈時間:2022-02-17 10:47:40 作者:文火_慢燉 Language', // [31]
    '2024/1/26', // [3] (a notice's date line)
    '2024/2/4', // [3]
  ],
  // Markup, script and JSON remnants, dividers, jammer lines.
  markup: [
    '——吐分°৹◕◕৹°割丝——', // [2]
    '——性转♂ = ♀转场——', // [2]
    '——小猫^>ω◕^滚卧——', // [2]
    '","message":"已经订阅 先定个小目标，比如1秒记住：书客居手机版阅读网址：', // [25] (大帝书阁)
    "cambrian.render('body')", // [25]
    "('body')", // [25]
    '(.)u', // [25]
    '1();2();3();', // [25]
    '—— 来自 HUAWEI TAH-AN00m, Android 12上的 S1N ...</blockquote>', // [5]
    '4c265eafa40f4bfb7f9df392464f78f0f636184f.jpg.jpg', // [30]
    '&gt;&gt;&gt;最全日本轻小说网QinXiaoShuo.com【亲小说】&lt;&lt;&lt;', // [24]
    'function ajaxLog(pramas){', // [26]
    'xhr.open("POST", \'/api/user/guest/log\', true);', // [26]
    "document.querySelector('#reader').appendChild(script);", // [26]
    "window.localStorage.setItem('source', 'pc_jump');", // [26]
    '! Y  B8 S$ |0 I+ T  J, e. q3 b# Y3 |% B# V', // [9] (a jammer line)
    '; N" {! u0 x6 d9 F& j7 w# t: e& H- W', // [9]
    '8 D! e) I, o# Z', // [9]
    '<<-BQ', // [12] (a jammer line)
  ],
  // Translators', scanners' and illustrators' credits, posters' names.
  credits: [
    'WEB翻译：庄尼、独特、sky_867', // [2]
    '现接坑翻译：光与影的黑与白、时坠、Erovy in Abyss', // [2]
    '译名整合：庄尼整合，并参考林其磊老师(青文书库官方翻译)', // [2]
    '翻译：庄尼', // [2]
    '图片转自：nisioisin_anime', // [3]
    '图片转自：ngnl_anime', // [3]
    '图片来自画师：Rellakinoko', // [3]
    '翻譯:動漫Kirito', // [8]
    'Character design: @kuonyuu, Illust: @音羽屋 commissioned by forretrio. Pixiv', // [10]
    'Written by TaurusVersant', // [11]
    'Translation by 夙染', // [11]
    '台版 转自 轻小说文库', // [24]
    '图源：kerorokun', // [24]
    '扫图：a8901566', // [24]
    '录入：a8901566', // [24]
    '台版 转自 轻之国度', // [24]
    '## 諾藍', // [20]
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD5_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    '![](https://static.52pojie.cn/static/image/smiley/default/10.gif)', // [7] (inside a sentence)
    'sto55.com', // [19] (stripped from inside the text)
  ],
  'span-site': [
    '& k( T- R0 {# g% u9 R# T7 M', // [9] (the jammer after a sentence's 。)
    "$ U0 |: K- |' ^) ]# S", // [9] (before a line)
    '5 X- F3 s6 \\& V8 y" U', // [9] (before a line)
    'Oe;1f#`5', // [12] (before a line)
    '48{B} j%oU', // [12]
    'bP%X^q~]A', // [12] (after a sentence)
    'u_b6u@r7', // [12]
    '7Q~$&G', // [12]
    '胆胰', // [22] (glued before a clause's ，)
    '狞贱', // [22]
    '蜀涨', // [22]
    '跋规摇', // [22] (before a ！)
    '厚柳', // [22]
    '氧枣', // [22]
    '别垮', // [22]
    '碳想', // [22]
    '螟左', // [22]
    '巷嚣', // [22]
    'shouda8本章节狂人手打一秒记住本站。', // [25] (after a story line)
    'a>vas>div>扫码下载红袖联合潇湘送福利新人限时全场免费读div>div>div>', // [25] (after a story line)
    '思兔阅读', // [19] (stripped from inside the text)
  ],
  'span-unfinished': [
    '(未完待续。如果您喜欢这部作品，欢迎您来起点（）投推荐票、月票，您的支持，就是我最大的动力。)', // [25] (after a line)
    '(本章未完,请翻页)', // [27] (before the page counter)
    '章节下载失败', // [3] (the exporter's mark glued after a title)
    '本话完', // [24]
  ],
  'span-remember': [
    '淺川七月提示您:看後求收藏(書包網www.shubaoinc.com),接著再看更方便。', // [21] (before the story)
    '散發弄舟提示您:看後求收藏(八零中文www.80zw.tw),接著再看更方便。', // [33] (before the story)
    '*一秒记住.xs222.*', // [25] (after a line of dialogue)
    '一秒记住本站百度搜23文学网即可找到本站.fs23.{请在百度搜索1t;stronggt;1t;/stronggt;，全文字阅读}', // [25] (after a story line)
    '天才一秒记住本站地址:(顶点中文)wap.dingdianku.com 最快更新!无广告!', // [28]
  ],
};

/**
 * Author and translator notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD5_NOTES: readonly string[] = [
  // [1] A translator's announcement before the first chapter.
  '开坑公告\n大家好，这边是准备开坑的新人。\n这本《Blade Skill Online》我个人非常喜欢，虽然已经完结了，但是似乎并没有人着手翻译，正好也是漫画化的作品，所以就想着能不能尽一点自己的绵薄之力，为大家带来一部好作品。',
  '目前本人的翻译方法是机翻+润色，大部分段落可能会加上本人的意译以及阐释。由于本人的日语基础并不好，做到信达雅应该是非常困难的，在这里提前向对此抱有不舒服的兄弟提前道歉，不过，我会尽量做到让语句全部通顺，文章不会让人产生疑惑，也感谢大家能够自行理解。',
  '目前由于原作已完结，近180话，本人的计划是随缘更新，但是至少一个星期能更两三话这样子，本人因为是学生党，时间可能没有那么充分，这一点也请大家谅解。',
  '最后，再次提前谢谢大家，并且对接下来有可能出现的问题提前道歉！',
  '（封面为文库版第二卷封面）',
  // [2] The translators' notes: reading guide, notices, ps lines.
  '懒人包：按照整合排列顺序看下去就对了！',
  '懒人包2：文库加笔出于版权问题上锁，密码为手机新出厂预设密码',
  '但总归而言最终剧情仍会收束，因此暂时以留坑候补的方式处理，想看的请留言催(?)更，达到一定人数就翻，否则无视。',
  '因为译者没有真正地跑过这种规则的团，虽然姑且是翻过了玩家手册，但应该还是会有缺漏。\n如果看官中有精通此道的，还请协助帮忙抓出错误来。',
  '会开这本坑的原因，自然是被完全戳到G点的蛛娘。\n如果有想要一起翻译的自然欢迎，请直接留言或到DC官方群找我。',
  '因为很多人都跳著看的关系，有关亨德森指标的说明可能就不小心跳过了。\n那样看著文库版的最后一章，可能就会真的误认为结局。\n特此进行一下解说，有关亨德森指标的一些常识。',
  '（ps：藏亦作仓，库。）',
  'ps：会挑中意的短篇烤一烤，然后端出来。',
  '作者的话：主人公，青年和狗kanon为了生存开着露营车在日本流浪的故事。虽然也有其他视角，但基本上都是主人公视角。另外，结局很好，请放心。',
  'ps：Schuld的其他小说预览，虽然都在连载，但在他推特主页看到的主要还是《青年，狗和另一个人》以及TRPG。',
  'ps：221955469，加入企鹅群获取资源哦，也可以加入DC群（https://discord.gg/uW3S3zaFnr ）感谢DiaoMin的辛勤付出。',
  '小说第二卷发卖，一点通知\n新的看官你们好，初次见面。\n从去年开始就追读的老看官们大家好，许久不见。\n这里是庄尼，祝各位新年快乐。\n恭喜TRPG屁孩台版轻小说第二卷贩售！\n时间是12/30 GTM+8，由青文出版社代理，网路版有上架BW。',
  '总而言之，言而总之，庄尼算是重新回来填坑了。当然，因为脱离了有点久的原因，翻译的节奏还不能很好的适应。但或许也因祸得福的是，看到作者S氏那奇特的语言美感，似乎也不那么容易抓狂了w。\n这段时间还在和公司交涉，估计会把手头上的一些企划和责任慢慢交出去，等到完成之后"可能"会休息一段时间，或者找个轻松点的工作，这样才可以光明正大的D...我是说干点想做的事。\n对了，不要问烤肉频道是哪个，那边拖更了更久，会出人命的。\n2022/01/02  by正在翻译第84章的庄尼',
  'PS:译者这一整个九月都在打工哇，虽然抽空敲了\n些字\n，但是因为是后面的章节所以无法立即更新，中秋佳节应该能\n更出来\n大概吧\n，这篇漫画也是自己比较早之前动工的，漫画好像也遭到了小说本体的\n诅咒\n。', // (as printed, broken over lines)
  '号外：日版文库要出九卷上了哦。',
  // [3] A translator's notices and asides.
  'ヾ(。￣□￣)ツ 感谢大家支持！',
  '由于是第一次整翻译这活，没有什么经验，在文中会出现很多问题，如果发现了什么问题，大家们发在评论区，我会去做出修改。',
  '我会在公告发一些通知，一般是一些订正和更新',
  '第二章第2话链接挂错了，已修改，这两天事情比较多，明天复更，也会把第一章的内容做些修正。',
  '我把漫画的生肉链接也挂出来了，想看的可以去看看，刚注册的账号送150阅读点（可以试试多注册几个邮箱账号，我是没试过，不过应该可以），一话大概50-80点，有免费几话。',
  '挂个小忍的图',
  '家里今天大扫除，翻了一半，应该晚上发了。',
  '明天应该双更，毕竟第二章要结束了。',
  '吐槽：手机在这上面操作有够麻烦的。\n更正:  我是傻逼，手机翻译真好用(图片有点搞不来)，回来用平板试试。',
  '图片均来源漫画中，没时间PS，随便搞搞了，看著哪个图感觉差不多就整上，正文中我可能会插上漫画中的一些图。',
  '第三章翻译中.......',
  'yc(有语句错误或是不通顺，看著奇怪的地方，请大家指正！！！0-0)',
  // [11] A LOFTER translation's notes before the chapter.
  '食用说明:\n主中心,无CP倾向。短篇合集。\n原文共22章,已完结。这次和之前的翻译都会打上#SpintheWheel#的tag,不关注我只订阅tag也可以方便地看到更新。\n授权截图见Chapter 1,原文链接 Spin the Wheel,作者主页 TaurusVersant',
  // [16], [33], [35] Taiwan romance 後記 on mirrors (繁體).
  '哎呀呀,該怎麼各人自掃門稱贊我自己才好呢?\n今年的我呀,實在太∼長進了!新春過年期間還在趕稿,從除夕到初四,白天要忙著跟家人團聚出游走春,晚上回到家則繼續認命地打開電腦開始敲鍵盤,連續幾天都熬夜定稿,最高紀錄還將近二十四小時沒闔眼。我呀,這輩子除了學生時期之外,大概沒有這麼認真工作和生活啦!\n所以,重點是……\n徐娘徐娘,恭喜發財,給紅包!',
  '還是要再次謝謝飛田文化,容忍我的怪病(它不常犯,真的,我保證),也給我機會可以圓一個又一個的夢。',
  '至於看到這裡的各位,我也由衷地感謝。謝謝你們從一開始到現在,都不吝嗇的給我溫暖的鼓勵與回應。',
  '來說說這本書吧。(不要這樣嘛,快講完了啦!)',
  '後記\n一點點的不捨——\n開始打後記時,其實心裡不只有著完成另一個故事的輕鬆感,還有一點點不捨。',
  '這些日子以來,故事裡的角色們,無論男女、不管老少,都好象變成我的親密朋友一樣,與我分享著心情點滴、種種情愫。',
  '有點感傷啊!',
  '不過沒關係,我已經看到未來,有好多新朋友已經在前面等著我。只要我不停地敲打鍵盤下去,終有一天,他們都會出來與我、也與大家相見。',
  // [34] A light novel's 后记.
  '好久不见,我是咖啡中毒的松智洋。各位过得好吗?',
  '然后说到熬夜赶稿,当然就联想到巧克力了。在昏昏沉沉时咬一口,你就能感受到糖分让脑袋苏醒。咖啡与巧克力,以及适时的断网,这三项或许能称为赶稿的秘诀吧。喔喔,这下终于跟这次的故事稍微扯上关系了。',
  // [26] A 起点 author's 完结感言 at the end of the last chapter.
  '码字码到没什么灵感，想了想，就给完本的太一道果写一下完结感言。\n从23年五月到今年四月，近两年的时间，太一道果总算是完本了。\n感谢一路过来陪伴的书友，谢谢你们的支持。\n最后，就是推一推新书《人在高武，言出法随》了。\n总之就是求收藏，求追读。',
  // [25] Notes repeated across a library's chapters, copied as found.
  '推荐一本好看的新作《狗神》，稳定更新，质量还不错。闹书荒的朋友可以看一下，呵呵。欢迎收藏订阅',
  '思路上有些卡，需要些时间构思一下，向大家请假一晚！',
];

/** HTML and text remnants around a story line (the story must survive them). */
export const WILD5_HTML: readonly ((s: string) => string)[] = [
  (s) => `${s}<br /><br />`, // [32]: every paragraph of the JS-served chapter
  (s) => `? ? ? ? ${s}`, // [13]: the mirror's indentation, its spaces turned to '? '
  (s) => `${s}<img src="https://static.saraba1st.com/image/smiley/face2017/067.png" referrerpolicy="no-referrer">`, // [5]: a smiley after a post's line
];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD5_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [1]: 1.创建角色 (a number, a full stop and the title, no space).
  'dot-glued': (n, t) => `${n}.${t}`,
  // [3]: 第1话 under a 第一章 part.
  'hua-bare': (n) => `第${n}话`,
  // [8]: 第1話 序章.
  'hua-title': (n, t) => `第${n}話 ${t}`,
  // [4]: 西部战线　１ (the title, an ideographic space and a full-width number).
  'fullwidth-number': (n, t) => `${t}　${String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}`,
  // [20]: the forum's thread titles, [故事] 戰小說 第七章 超殤【拖好久的5/2 更新 】, every fourth with the note.
  'forum-thread': (n, t, cn) => `[故事] 戰小說 第${cn(n)}章 ${t}${n % 4 === 0 ? '【拖好久的5/2 更新 】' : ''}`,
  // [35]: 第15部分 (a txt split into parts).
  bufen: (n) => `第${n}部分`,
  // [29]: the pattern `第N章 …第(1/2)页` it quotes (the first page of a paged chapter, the counter glued to the title).
  'page-glued': (n, t) => `第${n}章 ${t}第(1/2)页`,
};
