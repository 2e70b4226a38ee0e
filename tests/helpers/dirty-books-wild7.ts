/**
 * The `wild7` split of the dirty-book generator: a seventh set of junk lines, spans and author notes as they occur in
 * real scraped and reposted text, from sources none of `wild`, `wild2`, `wild3`, `wild4`, `wild5` and `wild6` used,
 * harvested without reading the cleaner. It was a held-out test set (aggregate figures only) until wild8 took its place;
 * since 2026-12-08 it is a development set (its misses may be read).
 */

/*
 * How it was made. On 2026-12-06 a helper session searched public material (stored web pages and the full-text index
 * of public GitHub files) for junk and notes of kinds and eras the earlier harvests have little of: the 2000s e-text
 * world (a CPAN book bot of about 2003 and the old sites whose credit lines it cut: 亦凡公益图书馆, 龙的天空, 旧雨楼,
 * cnread and the like; the 西西 cr173 and 新语丝 marks of the 金庸 txt corpus that many NLP homework repositories
 * strip, with two of its mojibake lines; 2000s romance txt sites: 豆豆小说阅读网, 心栖亭, kanfou; a txt cleaner's list
 * with 一鸣扫描，雪儿校对, 真 意 书 盟, 瑶池 and 书快 e-book marks), 起点 of 2009 to 2022 (chapter-list stamps
 * 首发时间 … 章节字数 from four scrapers, an author backend's 存稿 and 首发 stamps), 纵横 and 七猫 app prompts, 贴吧 and 微博 furniture around reposted stories, WeChat follow prompts of reading
 * pages and a jieqi template, disguised addresses (`Ｗｗｗ．biquxu．Ｃｏｍ`, `爱♂尚★小△说§网 WwW.23XS.Cc`, the 78xs
 * search line written in parentheses), a Traditional mirror's breadcrumb and author line, mirrors' page bars and
 * paged headings, author notes that an import took for chapters (更新计划, 请假, 停更, 欠一章), and broken entities
 * (`&amp;nbp;`, `&amp;emsp;`) before paragraphs.
 *
 * It did NOT read this project's cleaner (src/, docs/rules/, tests/unit/*junk*, *clean*, *author-note*, *split*,
 * *headings*, *reader-call*, *stamp*, *ui-line*, *credit* tests) and never ran measure-junk with --errors or --dump on
 * any wild split; only tests/helpers/dirty-books.ts, tests/helpers/dirty-books-wild6.ts,
 * tests/helpers/dirty-books-wild5.ts, tests/unit/dirty-books-wild6.test.ts, tests/helpers/harvest-checks.ts and
 * scripts/measure-junk.ts were read, for the format (one slip: printing the top of dirty-books-wild6.ts for its format
 * showed its first two dozen advert items; nothing here was taken from or shaped after them). The earlier harvests'
 * items were not printed otherwise: each candidate source's index id, repository, page and site name was counted with
 * grep in the six earlier files before it was used, and candidates found there were dropped with all their items
 * (among them a 品书 page-marker test, a reader's site-noise rules naming 速读谷, the biqukan, shuquge, ptwxz, uukanshu,
 * txt80 and cmfu cleaners, a MyNovelReader rule file, a LOFTER and a pixnet blog, and pages of kanunu, kenshuwenxue,
 * tsfygm, wxzpyd, sfacg and feiwenwang). One item of [30] was dropped because its site (yankuai) is in wild's list, and
 * a near-copy of a wild line in [16] (the °小°说° account line) was left out.
 * The uniqueness test checks exact copies against all six earlier lists.
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only: stored pages keep their
 * half-width punctuation, and lines are the text between the page's own line breaks; items taken from code are the
 * string literals as they stand (escapes resolved), and a literal holding `\n\n` is split into two notes, since a note
 * may not hold a blank line. Where a source gives a pattern (a line that ends with, starts with or holds a word, or a
 * regular expression), its wild cards were filled with a value of the same shape and the item says so (filled); a
 * line that holds a listed word is given as that word alone. No item is invented.
 *
 * Run once, 2026-12-06, cleaner of branch wild7 at 8ecf88f (main's cleaner as of d60f55a; the branch changes no
 * cleaner file), `measure-junk.ts /work/shared/corpus --books 80 --split wild7` (no --errors, no --dump): junk recall
 * 44.44% (2296 of 5166; whole lines 55.43%, 1869/3372; glued spans 23.80%, 427/1794), precision 99.31% (16 of 20142
 * story lines lost characters or became notes: lost 16, taken for notes 0; 531 more kept junk inside, 0 changed only
 * in quote marks; decoys kept 2766/2766), notes marked 12.50% (72/576), chapters right 80/80. By family (removed of
 * injected): advert 228/464, credits 98/490, header 80/80, html 780/1187, markup 45/505, nav 253/481, page-marker
 * 451/451, span-remember 285/487, span-site 142/466, span-unfinished 0/436, span-url 0/405, update-time 400/461, url
 * 314/440. Lost by line: span-remember 6, span-site 10. Families are drawn uniformly, so a family with few items
 * (span-unfinished 1, page-marker and span-url 2, span-remember 5, span-site 6) is measured on those few lines only.
 * The heading shapes are this split's own (WILD7_HEADINGS) beside the generator's.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [1] (none: a paged chapter's ending line, tvgua.com, was dropped as it differs from an earlier item in punctuation
 *      only)
 *  [2] page http://d123.net/novels/1/1025/391218.html (大道小說網: its breadcrumb, 繁體)
 *  [3] page https://xingkonglm.com/book/UAwGA1Vc/89156455_2.html (the book's author line; a paged 三、 heading)
 *  [4] page http://yqxz.cc/cycs/9721/192.html (the author line above a chapter)
 *  [5] page http://www.jnwofajixie.com/books/3478047/index_2.html (a book page's author, latest-chapter and update
 *      lines, 繁體)
 *  [6] page https://m.nalosh.cc/book/463941/317878_2.html (the page bars)
 *  [7] page https://www.xing528.com/lilun/1549033.html (a repost site's breadcrumb and date line)
 *  [8] index 6834144494 (a reader script for 来读读小说: the footer line it removes)
 *  [9] index 27695123219 (a python 文学馆 downloader: the lines it removes)
 * [10] index 53066794575 (a python chapter cleaner's JUNK_PATTERNS, literal ones)
 * [11] index 15457791938 (an NLP homework reading the 金庸 txt corpus: the cr173 and 新语丝 marks it strips)
 * [12] index 67295111269 (a TS test of a volume-book parser: watermark, typist and credit lines of real txt books)
 * [13] index 19036135888 (an NLP homework's stop lines for the same corpus: two mojibake lines of its txt files)
 * [14] index 68756600058 (a python cleaner test: site prompt lines)
 * [15] index 48184514718 (a Go downloader: the pager line it removes, as served)
 * [16] index 969023247 (a Java txt downloader, EbookDown: its replace list of inline junk)
 * [17] (none: a 起点 reader's cmfu-era lines in `<a>` tags, index 19850361110, were dropped as one is in an earlier
 *      list and the other a near-copy of one)
 * [18] index 38468323167 (an AutoHotkey txt splitter: the line it skips)
 * [19] index 48613613420 (a 2009 起点 chapter-list scraper: a chapter's title attribute, quoted in a comment)
 * [20] WWW::BookBot 0.12 (CPAN, Qing-Jie Zhou): index 11367744876 (WWW/BookBot/Chinese.pm: the line endings it
 *      removes, filled) and 11704145522 (Novel/DragonSky.pm: the 龙的天空 chapter head and paragraph end)
 * [21] index 55206442606 (a python test: "real author-note titles taken from an actual imported novel")
 * [22] index 5579639903 (a python sqlite check: a chapter title with a begging suffix)
 * [23] index 68964656550 (a TS 纵横/七猫 fetcher: the app prompts it drops, filled)
 * [24] index 62662808782 (a python platform filter: 微博 and 贴吧 furniture, with its examples)
 * [25] index 1359763819 (a 贴吧 thread cleaner: its list of page words and ads)
 * [26] index 21484906415 (a 贴吧 scraper: the folded-floor line it removes)
 * [27] index 29126008853 (a python json-to-txt script: the biquxu line it removes)
 * [28] index 32049913052 (an ASP.NET novel page's Replace calls)
 * [29] index 13787973364 (a site's document.write advert, tags dropped)
 * [30] index 3901472468 (a jieqi reading-page template: the follow prompt)
 * [31] index 4356471325 (a reading-page template: the WeChat box)
 * [32] index 19295187655 (a WeChat follow-lock script: its prompt)
 * [33] index 18691615082 (a python txt cleaner: DEL_ROW_WORDS, a line holding one is dropped)
 * [34] index 52533176045 (a python library importer: NOISE_PATTERNS, line starts, filled)
 * [35] index 55453769545 (a TS QQ-group advert cleaner: AD_LINE_RES, literal alternatives)
 * [36] index 69445320491 (a python nav-page detector: its whole-line nav words)
 * [37] index 32346727775 (a blog post whose paragraphs begin with a double-escaped `&emsp;`)
 * [38] index 58799585297 (a python scraper: the page counters it removes)
 * [39] index 69660646652 (a scraper's site notes on txxt: the wrong site name the cache begins with)
 * [40] index 44420230945 (a python snippet: a 起点 chapter link's alt text)
 * [41] index 39194095776 (a Go 起点 scraper: the title attribute, quoted in a comment)
 * [42] index 17601265622 (a 起点 author-backend script: a title attribute, quoted in a comment, split at its \n)
 * [43] index 7874594553 (a python 起点 scraper: a saved chapter anchor's title)
 * [44] index 17398223325 and 17503787577 (a Java downloader's site classes: the AD() line each site inserts)
 * [45] index 34191646314 (a README: `（待续）` glued after a section title)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD7_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, slogans, app and reader prompts, repost notices and other furniture that promotes or warns.
  advert: [
    '请记住本书首发域名：www.xlaidudu.net。来读读小说手机版阅读网址：m.xlaidudu.net', // [8]
    '文学馆手机版阅读网址：m.wxguan.com', // [9]
    'VIP章节请订阅', // [10]
    '正版订阅在阅文', // [10]
    '本书来自www.cr173.com免费txt小说下载站', // [11]
    '更多更新免费电子书请关注www.cr173.com', // [11]
    '最新章节请到官网下载', // [14]
    '感谢正版订阅！', // [16]
    '手机阅读器、看书更方便。', // [18]
    '扫一扫·手机接着看', // [23] (filled)
    '公交地铁随意阅读，新用户享超额福利', // [23] (filled)
    '上纵横小说支持作者，看最新章节', // [23] (filled)
    '去APP看完整版', // [23]
    '在APP中继续阅读', // [23]
    '前往七猫APP', // [23]
    'APP内免费看', // [23]
    '扫描下方二维码', // [23]
    '手机直接访问', // [23]
    '继续免费阅读', // [23]
    '登录后免费阅读', // [23]
    '请登录后继续阅读', // [23]
    '精武小说网', // [23]
    '我的书城网', // [23]
    '开通SVIP免广告', // [25]
    '光速出刀，刀刀烈火，亿万爆率，小怪爆极品！', // [25]
    '皇冠身份发贴红色标题显示红名签到六倍经验兑换本吧会员赠送补签卡1张，获得[经验书购买权]', // [25]
    '更多福利SESE小说，你懂的!(记得自备纸巾)请复制"黑今中文"搜索公众号关注，方便下次阅读!', // [29] (tags)
    '↓关注官方微信，方便下次阅读↓', // [30]
    '“关注官方微信公众号，方便下次阅读”', // [31]
    '长按二维码可识别', // [31]
    '如何追书？', // [32]
    '关注作者授权公众号，方便下次阅读', // [32]
    '牛bb小说阅读网', // [33]
    '瑶池电子书', // [33]
    '书快电子书', // [33]
    '16K小说网', // [33]
    '请支持正版', // [33]
    '免费小说阅读', // [33]
    'TXT电子书', // [33]
    '鲜花支持哦', // [33]
    '群已成立', // [33]
    '仅供试阅', // [33]
    '豆豆小说阅读网', // [34]
    '更多txt好书', // [34]
    '您下载的文件来自', // [34]
    '请购买正版', // [35]
    '仅供读者预览', // [35]
    '不得用作商业用途', // [35]
  ],
  // Addresses and links on lines of their own.
  url: [
    'www.xiaoshuotxt.com', // [12]
    'ÁÁÁÁÁÁÁÁÁÁ：doosho.com', // [12]
    'cnread.net', // [20] (filled)
    'www.oldrain.net', // [20] (filled)
    'www.v-war.com', // [20] (filled)
    'thebook.yeah.net', // [20] (filled)
    'ezla.com.tw', // [20] (filled)
    'yesho.com/wenxue', // [20] (filled)
    'yuzispy.yeah.net', // [20] (filled)
    'txtsk.com.cn', // [33]
    'lvsetxt.com', // [33]
    'abada.cn', // [33]
    'cncnz.net', // [33]
    'shouda8', // [33]
    'qisuwang', // [33]
    '(www.kanfou.net)', // [34] (filled)
    'txtgogo', // [34]
    'dddbbb', // [34]
  ],
  // Navigation, reader controls, forum buttons and breadcrumbs.
  nav: [
    '大道小說網 > 武俠修真 > 玉仙緣', // [2]
    '上一页 简介 下一章', // [6]
    '上一页 目录 下一章 存书签', // [6]
    '首页 理论教育 《孙子算经》:中国古代重要的数学典籍', // [7]
    '发现章节错误，请举报', // [14]
    '展开全文', // [24]
    '转发微博', // [24]
    '回复 3楼', // [24] (its example)
    '只看楼主收藏 回复', // [25]
    '该楼层疑似违规已被系统折叠 隐藏此楼查看此楼', // [26]
    '上一章←章节目录→下一章', // [36]
    '上一节', // [36] (filled)
    '修真小说', // [36]
    '网游小说', // [36]
    '完本小说', // [36]
    '小说分类', // [36]
    '推荐阅读', // [36]
    '底部', // [36]
  ],
  // Page counters of chapters served in parts.
  'page-marker': [
    '(第2/2页)', // [38]
    '(第1/1页)', // [38]
  ],
  // Dates, edit stamps, view counts, word counts and post headers.
  'update-time': [
    '最新章節:第五百四十九章 勢力增長', // [5]
    '最后更新:2022-11-09 21:30:57 直達底部', // [5]
    '时间:2023-07-18 理论教育 版权反馈', // [7]
    '字数：3148  更新时间：2009-9-26 4:00:34', // [19]
    '明克街13号 第两百三十八章 海神的陨落！ 首发时间：2022-02-22 00:34:52 章节字数：5303', // [40]
    '首发时间：2019-03-14 13:12:54 章节字数：2673', // [41]
    '章节存稿时间：2022-09-09 16:23:42', // [42]
    '章节首发时间：2022-09-09 16:25:00', // [42]
    '首发时间：2021-08-02 12:02:30 章节字数：1099', // [43]
  ],
  // Markup remnants, dividers, image slots, hashtags and blank-looking lines.
  markup: [
    'K□⒃谀歉鲂∩角鹕希?远远汀酢鮺Hx?KHK5DUJEnV.<dIUVxR;6Q4s;p#,Rt~}', // [13]
    '诹Ρ阆□跻淮危肺涔χK#,UfFxDZA&JG5ZR;R*~}', // [13]
    '--&gt;&gt;<br/><center class="red">本章未完，点击下一页继续阅读</center>', // [15]
    '以下网站比书库更新的快“target=“_nk“rel=“nofollo/a&amp;gt;||||||', // [16]
    'woshifengeshuhao woshifengeshuhaowoshifengeshuhaowoshifengeshuhao', // [16]
    '&lt;hr&gt;', // [16]
    '<b>龙的天空</b></font></a></p></blockquote>', // [20]
    '#微博辟谣#', // [24]
    '―END―', // [33]
    '-开始-', // [33]
    '-结束-', // [33]
    '-正文-', // [33]
  ],
  // Authors', translators' and posters' credits, sources and signatures.
  credits: [
    '剑指魔界秋成 作品', // [3]
    '作者:君幸食', // [4]
    '本書作者:方所', // [5]
    '----〖新语丝电子文库(www.xys.org)〗', // [11]
    '【新语丝电子文库(www.xys.org)】', // [12]
    '输入：Amy Han', // [12]
    '——牛文 作', // [12]
    '红岩 - 罗广斌、杨益言', // [12]
    '亦凡公益图书馆', // [20]
    '龙的天空', // [20]
    '旧雨楼', // [20]
    '书香门第', // [20]
    '一剑小天下', // [20]
    '竹露荷风', // [20]
    '扬剑轩居士', // [20]
    '冒险者天堂', // [20]
    '失落的星辰', // [20]
    '幻想时代', // [20]
    '信息中心', // [20]
    '采编中心', // [20]
    '扫校完成', // [20] (filled)
    '请保留站台信息。', // [20] (filled)
    '请申请授权！', // [20] (filled)
    '来自iPhone客户端', // [24] (its example)
    '一鸣扫描，雪儿校对', // [33]
    '如有雷同，实属巧合', // [33]
    '书友上传', // [33]
    '全本精校', // [33]
    '切勿商用', // [33]
    '心栖亭', // [34]
    '言情兔', // [34]
    '派派txt', // [34]
    '二三书库', // [39]
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD7_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    'O网页链接', // [24]
    '最新章节请百度搜索【*（7）78xs（8）78xs（小）78xs（说）*】78xs【（W）78xs（W）78xs（W）78xs.（7）78xs（8）78xs（X）78xs（S）.（C）78xs（O）78xs（M）】', // [44] (escapes undone)
  ],
  'span-site': [
    'abc小说网不跳字。', // [16]
    '泡*书*吧(）', // [16]
    '**泡!书。吧*', // [16]
    '笔8阁8，o', // [16]
    '大文学 www.dawenxue.org', // [28]
    '真 意 书 盟', // [33]
  ],
  'span-unfinished': [
    '（待续）', // [45]
  ],
  'span-remember': [
    '请记住本书首发域名：www.wxguan.com。', // [9]
    '最快更新无错阅读，请访问请收藏本站阅读最新!&lt;/p&amp;gt;', // [16]
    '记住本站网址，Ｗｗｗ．biquxu．Ｃｏｍ，方便下次阅读，或且百度输入“ biquxu.com ”，就能进入本站', // [27]
    '（记住本站网址，Ｗｗｗ．XS52．Ｃｏｍ，方便下次阅读，或且百度输入“ xs52 ”，就能进入本站）', // [28]
    '一秒记住【爱♂尚★小△说§网 WwW.23XS.Cc】，精彩小说无弹窗免费阅读！', // [44]
  ],
};

/**
 * Author and translator notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD7_NOTES: readonly string[] = [
  // [21] Notes an import took for chapters: each literal's title and body, split at its blank line.
  '四月更新计划+求月票！',
  '时间过得还挺快，作者每天九千字。',
  '十更完毕！求月票！',
  '说十更，那就是十更。',
  '欠一章',
  '今天有点累过头了，洗个澡就准备睡了。',
  '不用等了',
  '今晚本来想赶更新的，没赶出来，明天我休息。',
  '请假一天，整理大纲剧情',
  '这两天卡文，先整理一下后续。',
  '停更一天。',
  '身体不舒服，明天恢复。',
  '今天更新放到晚上八点，五更！',
  // [33] Note words of a txt cleaner's list.
  '谢谢大家，爱你们',
  '(求收藏求推荐)',
  '存稿已到',
  '发新文了',
];

/** HTML and text remnants around a story line (the story must survive them). */
export const WILD7_HTML: readonly ((s: string) => string)[] = [
  (s) => `&amp;nbp;&amp;nbp;&amp;nbp;&amp;nbp;${s}`, // [16]: a broken, escaped `&nbsp;` run before the paragraph
  (s) => `${s}</font></a></td>`, // [20]: the table cell's close after a paragraph of the 龙的天空 page
  (s) => `&amp;emsp;&amp;emsp;${s}`, // [37]: a double-escaped `&emsp;` indentation
];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD7_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [22]: 第二十五卷 神谕之战 第九十三章 烈家的挽歌（求月票！） (the volume before the heading, begging after it).
  'volume-begging': (n, t, cn) => `第二十五卷 神谕之战 第${cn(n)}章 ${t}（求月票！）`,
  // [3]: 三、魔高一尺(第2页) (a numbered section, its page counter glued to the title).
  'section-page': (n, t, cn) => `${cn(n)}、${t}(第2页)`,
};
