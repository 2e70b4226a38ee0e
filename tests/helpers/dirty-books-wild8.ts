/**
 * The `wild8` split of the dirty-book generator: an eighth set of junk lines, spans and author notes as they occur in
 * real scraped and reposted text, from sources none of `wild`, `wild2`, `wild3`, `wild4`, `wild5`, `wild6` and `wild7`
 * used, harvested without reading the cleaner. It is a held-out test set from the start: its misses are never to be
 * read, only its aggregate figures reported (run it without --errors and without --dump).
 */

/*
 * How it was made. On 2026-12-08 a helper session searched public material (stored web pages and the full-text index
 * of public GitHub files) for junk and notes from sources of kinds the earlier harvests have little of: the site
 * tests of a Go downloader (go-novel-dl: its fixtures of buguxs, aaatxt, fsshu, shuhaige, tianyabooks, ltxswu, 8novel
 * and alicesw pages, with their page counters, breadcrumbs, reader prompts and heading shapes), vbook extensions and
 * small downloaders for sites no earlier list names (烟云小说 with its 168看书 and 长夜读 marks, 看书屋, 零点小说网,
 * 千千小说 77xsw, ashubao), a Calibre clean-up note on kdxx.net EPUBs (escaped breadcrumb and report links left in the
 * text), a ShipSay reading template, crawlers' junk-pattern lists (filled), a corpus cleaner's list of real note
 * residue, a Traditional mirror's version switch and book-list rows, a light-novel translation group's credits and
 * reviewer note, a volume preface and a friend's preface on Traditional mirrors (the latter with a converter's pinyin
 * glosses glued in), a PTT mirror's post header, a txt reader page's heading shape and a 捉蟲 heading, mirrors'
 * slogan, breadcrumb and header lines, the note and advert chapters of two famous catalogs (斗破苍穹, 诡秘之主) that
 * spiders and tests skip by title, and a userscript's per-site replace rules for 2010s sites.
 *
 * It did NOT read this project's cleaner (src/, docs/rules/, scripts/measure-spans.ts, tests/helpers/span-sets.ts,
 * tests/unit/*junk*, *clean*, *author-note*, *split*, *headings*, *noise* tests) and never ran measure-junk with
 * --errors or --dump on any split; only tests/helpers/dirty-books.ts, tests/helpers/dirty-books-wild7.ts (whole, for
 * its shapes), the header of tests/helpers/dirty-books-wild6.ts, tests/helpers/harvest-checks.ts,
 * tests/unit/dirty-books-wild6.test.ts, tests/unit/dirty-books-wild7.test.ts and scripts/measure-junk.ts were read, for
 * the format. Three slips: a grep for `wild7` across the repository, to find the comments that call it held out,
 * printed a score of changelog lines of docs/rules/cleaning.md (figures and one-line summaries of changes, no rule
 * text); a grep for the earlier heading shapes printed the heading-shape lines of wild3 to wild6; and a grep of the
 * biome report printed the paths and lint-rule names of six infos in src/ (no code). Nothing here was taken from or
 * shaped after any of them. The earlier harvests' items were not printed otherwise: each candidate source's index id,
 * repository, page and site name was counted with grep in the seven earlier files before it was used, and candidates
 * found there were dropped with all their items (among them the 404-novel-project downloader's dingdiann and biqutu
 * rules, a Go cleaner's regression tests of the same project as an index id of wild, a corpus script naming 潇湘书院,
 * a Chinese-fiction clean-up list, the wanbentxt sources, a 通知 chapter on burqjj, and pages of uyaxs, beduu,
 * lightnovel.cn, crescb, 40792, pinshuzw, kenshuwenxue, tvgua and vodtw). Two lines of [1] were left out as near-copies
 * of wild3 lines (the 完本神站 marks it strips besides its own site's), and four items the uniqueness test found in
 * earlier lists (one each of [9], [14], [15] and [17]) were dropped.
 * The uniqueness test checks exact copies against all seven earlier lists.
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only: stored pages keep their
 * half-width punctuation, and lines are the text between the page's own line breaks; items taken from code are the
 * string literals as they stand (escapes resolved), and HTML text in a test fixture is given as a browser shows it
 * (entities resolved, [16]). Where a source gives a pattern (a line that starts with or holds a word, or a regular
 * expression), its wild cards were filled with a value of the same shape (empty where the pattern allows it) and the
 * item says so (filled); a line that holds a listed word is given as that word alone. No item is invented.
 *
 * Run once, 2026-12-08, cleaner of branch wild8 at 005f295 (main's cleaner as of d517dec; the branch changes no
 * cleaner file), `measure-junk.ts /work/shared/corpus --books 80 --split wild8` (no --errors, no --dump): junk recall
 * 54.92% (2790 of 5080; whole lines 63.52%, 2168/3413; glued spans 37.31%, 622/1667), precision 99.50% (14 of 20186
 * story lines lost characters or became notes: lost 14, taken for notes 0; 396 more kept junk inside, 0 changed only
 * in quote marks; decoys kept 2731/2731), notes marked 7.46% (39/523), chapters right 70/80. By family (removed of
 * injected): advert 258/494, credits 212/445, header 76/80, html 1148/1148, markup 337/513, nav 198/479, page-marker
 * 495/495, span-remember 143/432, span-site 91/417, span-unfinished 265/395, span-url 123/423, update-time 142/457,
 * url 450/450. Lost by line: span-remember 14. Families are drawn uniformly, so a family with few items (page-marker
 * and update-time 3, span-site and url 5, span-url, span-unfinished and markup 6) is measured on those few lines only.
 * The heading shapes are this split's own (WILD8_HEADINGS) beside the generator's.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [1] index 55295971583 (a vbook extension for 烟云小说 yanyunxs: the strings it replaces)
 *  [2] jackey8616/Silverfish-backend, index 17005330057 (a Go fetcher for 千千小说 77xsw: its Filter strings and the
 *      split marker it reads)
 *  [3] index 8840686660 (a node spider's formatContent rules, filled)
 *  [4] page https://tw.xsw456.com/text/48584/ben/31.html (a 繁體 mirror: the version switch row, a book-list row)
 *  [5] index 8988989027 (a README on cleaning kdxx.net EPUBs in Calibre: the escaped breadcrumb and report link it
 *      replaced 872 times)
 *  [6] index 53141624370 (a ShipSay reading-page template)
 *  [7] index 26205585606 (a python crawler's useless_patterns, filled)
 *  [8] index 19833901053 (a Java test: a chapter's text with the mark glued to its last paragraph)
 *  [9] index 34663664230 (a scrapy spider: the escaped remnant it strips)
 * [10] index 69072462136 (a python corpus test: residue lines of real books it rejects; placeholder lines were left
 *      out)
 * [11] index 66255769235 (a python NovelProcessor: AD_KEYWORDS, a line holding one is dropped)
 * [12] guohuiyuan/go-novel-dl internal/site/buguxs_test.go
 * [13] guohuiyuan/go-novel-dl internal/site/aaatxt_test.go
 * [14] guohuiyuan/go-novel-dl internal/site/fsshu_test.go
 * [15] guohuiyuan/go-novel-dl internal/site/shuhaige_test.go
 * [16] guohuiyuan/go-novel-dl internal/site/tianyabooks_test.go
 * [17] guohuiyuan/go-novel-dl internal/site/mobile17_test.go (the ltxswu chapter fixture)
 * [18] guohuiyuan/go-novel-dl internal/site/n8novel_test.go
 * [19] guohuiyuan/go-novel-dl internal/site/alicesw_test.go
 * [20] index 12263980551 (novel_downloader's xshbook parser: ADS and the inline-ad comment, filled)
 * [21] page https://alicesw.tw/book/33188/c8f34485abdcd.html (a 卷序 note, 繁體)
 * [22] page http://54gongshe.com/zhangjie/58/58799/1976882_3.html (a page counter line)
 * [23] page http://www.xuewenwu.com/modules/article/txtarticle.php?id=282785 (a txt reader's heading line)
 * [24] page http://jxsdmrmf.cn/onereader.php?readerid=4691691 (a friend's preface, 繁體)
 * [25] page https://lnovel.tw/chapters-109450 (a translation group's credits and reviewer note, 繁體)
 * [26] page https://www.baofengzw.com/du_401273/145323264.html (the aggregator's slogan line)
 * [27] page http://xsb.tw/read/8408/1410073_2.html (a heading with 捉蟲 and a page counter)
 * [28] index 3636026552 (an iCMS spider's clean_cn_blank: the escaped ideographic space it strips)
 * [29] page https://pttgamer.com/Expansion07/19YW3RmY (a PTT mirror's post header, 繁體)
 * [30] index 12535564495 (a C# downloader's Replace calls: the 零点小说网 mark)
 * [31] index 17865310081 (a vbook extension for 看书屋 kanshuwu: the mark it replaces)
 * [32] index 26394617654 (a scrapy project's spiders: the ashubao chapter's replace calls)
 * [33] page https://www.wxdgsj.net/shu_cbiha/efdjdg.html (宝藏书屋: the site line and its remember line)
 * [34] page http://jiagu520.com/book/86241/325154.html (a breadcrumb line)
 * [35] page https://bxuu.net/5/5005/2461106.html (a header line; a stripped mark's remains glued into a paragraph)
 * [36] page http://www.xsmeimei.com/book/301552/124277524.html (the site line)
 * [37] page http://www.zwmg.net/chapter/92894/53596936.html (a repost's credits; a paged heading)
 * [38] page https://m.zi5.net/book/chapter/6142/2.html (a breadcrumb and the chapter's id line)
 * [39] page https://www.315zwwxs.com/du_391867/154054479.html (the aggregator's slogan line)
 * [40] page https://www.aidushuwu.com/du_439446/152469766.html (the aggregator's slogan line)
 * [41] index 6389768513 (a scrapy spider for 斗破苍穹: the note and advert chapters it skips by title)
 * [42] index 55931797354 (a Kotlin chapter-list test: the announcement entries of a long catalog it drops)
 * [43] index 71093534415 (a python chapter-filter test: the note entries at the head of a catalog)
 * [44] index 35050068871 (a userscript's per-site replace rules, addRRule; filled with the site's own name or address
 *      where the pattern leaves it open; the rules of sites an earlier list names were left out)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD8_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, slogans, app and reader prompts, repost notices and other furniture that promotes or warns.
  advert: [
    '如果您觉得《斗罗大陆》还不错的话，请粘贴以下网址分享给你的QQ、微信或微博好友，谢谢支持！', // [3] (filled)
    '请勿开启浏览器阅读模式', // [7] (filled)
    '零点小说', // [7] (filled)
    '如遇到内容无法显示或者显示不全', // [7] (filled)
    '请更换谷歌浏览器', // [7] (filled)
    '风雨小说网', // [11]
    '书迷楼', // [11]
    '笔下文学', // [11]
    '抢个红包', // [11]
    '红包到账', // [11]
    '看书就找', // [11]
    '布谷小说网【buguxs.com】第一时间更新《某书》最新章节。', // [12]
    '章节内容加载失败，本站只支持手机浏览器访问，若您看到此段落', // [12]
    '免费TXT小说下载', // [13]
    '怕找不到回家的路！请截图保存本站发布地址', // [17]
    '谨记我们的网址', // [20]
    '暴风中文 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [26]
    '宝藏书屋', // [33]
    '小说妹妹网', // [36]
    '315中文网 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [39]
    '爱读书屋 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [40]
    '《斗破苍穹：斗帝之路》手游·角色传记（上）', // [41]
    '151看书网', // [44]
    '优易小说网 http://www.uecg.net 为您提供最好的免费小说在线阅读。', // [44]
    '推荐游戏', // [44] (filled)
  ],
  // Addresses and links on lines of their own.
  url: [
    'www.shuhaige.net', // [15]
    '8NovEL.com', // [18]
    'www.151kan.com', // [44]
    'fqxsw.com', // [44]
    'www.shumilou.net', // [44]
  ],
  // Navigation, reader controls, forum buttons and breadcrumbs.
  nav: [
    '簡體版 繁體版 第十篇 約定好的休息(下)', // [4]
    '官商 權力危機 惡魔校草獨寵小丫頭 空間之腐女煉丹師 穿越之絕世妖妃 絕世王爺的烈妃 為愛賴上你gl 總裁老公超完美 來生緣gl之前世 戰國策', // [4]
    '章节报错(免登录)', // [6]
    '章节错误,点此举报', // [7] (filled)
    '首页 书库 排行', // [7] (filled)
    '按键盘上方向键', // [13]
    '天涯书库 > 亮剑 > 正文', // [16] (entities resolved)
    '21 - 40章', // [17]
    '笔趣阁 - 玄幻小说 - 斗罗大陆之幻月空角兽在线阅读 - 第120章,十年树上十年叶', // [34]
    '超魔杀帝国无弹窗 正文 第二章 最爱的人是他', // [35]
    '书城古代言情非常恋爱游戏', // [38]
    '温馨提示：方向键左右', // [44] (filled)
  ],
  // Page counters of chapters served in parts.
  'page-marker': [
    '(1/2)', // [2]
    '第(1/3)页', // [14]
    '第23页', // [22]
  ],
  // Dates, edit stamps, view counts, word counts and post headers.
  'update-time': [
    '文案已于2022.9.27截图', // [10]
    '内容标签：强强 穿越时空', // [10]
    '看板Expansion07 (龍騎士07)作者SmallBeeWayn (喵喵叫的蜜蜂貓)時間17年前 (2009/02/05 04:55)推噓32(32推 0噓 38→)留言70則, 12人參與討論串1/6 (看更多)', // [29]
  ],
  // Markup remnants, dividers, image slots, hashtags and blank-looking lines.
  markup: [
    '&lt;a href="http://www.kdxx.net"&gt;首页&lt;/a&gt; &gt;', // [5]
    '&lt;a href="/class/kehuanchiyuan/1/"&gt;科幻次元&lt;/a&gt; &gt;', // [5]
    '&lt;div&gt;&lt;a href="javascript:report()"&gt;章节报错(免登录)&lt;/a&gt;', // [5]
    '€€€€', // [10]
    '============', // [25]
    '614200000002', // [38]
  ],
  // Authors', translators' and posters' credits, sources and signatures.
  credits: [
    '所属书籍: 亮剑', // [16]
    '第二卷 序章轉自 深夜讀書會', // [25]
    '圖源:K', // [25]
    '翻譯:為女兒的繪本尋求修圖是不是搞錯了什麼?273連破修圖戰士?NO修圖NO人生。為何無人記得我的修圖?273張XT。沒被小說隊伍開除的翻譯君,想要邂逅最強種的修圖少年。我與修圖君間的300張原稿。只要是為了女兒,就算273張修圖我也能幹掉。我的修圖之路才剛剛開始。落地翻譯修圖傳。修圖已經找到了。', // [25]
    '网译版 转自 百度贴吧', // [37]
    '翻译:micvin一世阑珊', // [37]
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD8_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    '↘1♂6♂8♂看♂书↙手机用户输入：♂m♂.1♂6♂8♂kan♂shu.♂co3', // [1]
    '(ｍｉｄｕｘｓ)(ｃｏｍ)', // [10]
    '本文搜：xshbook.com 免费阅读', // [20] (filled)
    '更多手打全文字章节请到www.shenmabook.com', // [44] (filled)
    '【www.baoliny.com】', // [44] (filled)
    '新思路客www.xinsiluke.com', // [44] (filled)
  ],
  'span-site': [
    '【长夜读小说网：长夜何其漫，唯有读书欢！】', // [1]
    '我们就是过眼云烟的烟云小说网【m.yanyunxs.com】', // [1]
    'ℂ()ℂ✓来ℂ笔?╬ℂ()•(ｃｏｍ)', // [10]
    '. 5、 0/', // [35]
    '【新笔下文学】', // [44] (filled)
  ],
  'span-unfinished': [
    '-&gt;&gt;本章未完，点击下一页继续', // [1]
    '本章未完，点击下一页继续阅读。', // [6]
    '本小章还未完，请点击下一页继续阅读', // [7] (filled)
    '这章没有结束，请点击下一页继续阅读', // [7] (filled)
    '小主，这个章节后面还有哦', // [7] (filled)
    '点击下一页继续阅读', // [15]
  ],
  'span-remember': [
    '一秒记住【烟云小说】输入地址：m.yanyunxs.com', // [1]
    '一秒记住【千千小说网 www.77xsw.la】，更新快，无弹窗，免费读！', // [2]
    '手机用户请浏览w阅读，更优质的阅读体验。', // [8]
    '布谷小说网【buguxs.com】第一时间更新', // [12]
    '.【零点小说网】.手机用户输入地址：', // [30]
    '一秒记住.↘看书屋首^发↘.手机用户输入地址：www.kanshuwu.org', // [31]
    '请记住本站域名 www.ashubao.vip 防止丢失', // [32]
    '天才一秒记住【宝藏书屋】地址:www.wxdgsj.net', // [33]
    '纯文字在线阅读本站域名手机同步阅读请访问M.Shumilou.Com', // [44]
    '更多精彩小说请访问', // [44] (filled)
  ],
};

/**
 * Author and translator notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD8_NOTES: readonly string[] = [
  // [41] Note chapters of 斗破苍穹 that a spider skips by title.
  '两年三个月，五百三十万。',
  '新书大主宰已发。',
  '感言。',
  '新书已发~~~',
  '愿望终达成。',
  '最后的二十四小时！！！！',
  '收到起点的锦书，试用了下，效果很不错',
  '新书元尊已在起点上传，欢迎大家阅读。',
  '今天晚上七点半，斗破在线大活动。',
  // [42] Announcement entries of a long catalog that a chapter-list test drops.
  '今天和明天都只有一更（中午已更）',
  '今晚别等了',
  '请一天假',
  '兄弟们，请一天',
  '新书已发，《苟在两界修仙》，还请多多支持',
  '新书，大道之上，在起点发布啦！',
  '更新计划',
  // [43] Note entries at the head of the 诡秘之主 catalog that a chapter filter test skips.
  '12月1日《诡秘之主》新番外发布',
  '1417.新书已发',
  // [10] Note lines a corpus cleaner lists as known residue of real books.
  '***契合正文的番外已补，在作者有话说。',
  '这是我写过的幻想线，直接拉末尾看番外。',
  '身为作者的我想说几句',
  '写序非我所长',
  '关于内容，我不愿剧透太多',
  '请不要把我的文和其他作者的文进行比较，双方读者都会尴尬。',
  '请不要安利我的文，公告和文案里已经说过了。',
  // [21] A volume preface explaining a pause (繁體).
  '因為最近工作上、生活上,出了點問題,加上前一陣子的受訓期間根本沒有寫文的機會,所以這次停頓了許久,就連文筆也感受得到變差了。27章依舊怎麼寫怎麼不滿,但我放棄27章的劇情想先寫後面的劇情了,畢竟幼奴的枯燥生活也終於要在近幾章告結了。',
  // [24] A friend's preface to a 晉江 story (繁體, with a converter's pinyin glosses glued into it).
  '這文我跟燈蝶都「看著」儒語寫的,雖非親爹、後爹,也能稱得上助產(chǎn)士吧?我跟燈蝶都是所謂的親友團,而且是親友到不能再親友的──全晉江我只認識這個作者。而我看儒語的文,年份足足有二位數(shù)。 燈蝶說儒語的稿子定稿了、發(fā)表了,這時候我在發(fā)燒。爬到晉江上,看到滿螢幕的簡體字跟陌生的符號──原諒我脆弱無能──便立刻顫然躲起來。幸好我們永遠的女神儒語好心把繁體字版本發(fā)到我的個人版上。昨晚我就是脖子上夾著Skype USB 電話聽筒、眼睛瞪著黑底白字的視窗,手里把我跟燈蝶的叨叨念念打了個大概。',
  // [25] A translation group's reviewer note above a light-novel chapter (繁體).
  '審閱:我從沒見過同時ntr兩本書的人,以我在業界這麼多年經驗,機翻還是幹不過大佬的。真不愧是我丈夫,做的菜就是好吃,不管西餐還是中餐,不管是像艾絲蒂爾那樣只吃過一次的菜,還是像萌萌一樣沒見過的菜,都做得非常好吃!!!!動漫之家的評論我看到了,我才不是什麼左右手。',
];

/** HTML and text remnants around a story line (the story must survive them). */
export const WILD8_HTML: readonly ((s: string) => string)[] = [
  (s) => `${s}&1t;/p&gt;`, // [9]: a broken, escaped `</p>` (its `l` a `1`) after the paragraph
  (s) => `&nbsp;${s}<br/><br/>`, // [17]: the ltxswu page's paragraph, a space entity before it and two breaks after
  (s) => `第(1/3)页<br>${s}`, // [14]: the fsshu page counter and its break before the page's first paragraph
  (s) => `&amp;#12288;&amp;#12288;${s}`, // [28]: the escaped ideographic space it strips, twice before the paragraph (our placement)
  (s) => `${s}</div>`, // [32]: the close tag the scraper strips from the ashubao chapter text, after the paragraph
];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD8_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [12]: 第1章 动迁纷争 (第2/2页) (the page counter after a space).
  'page-counter-spaced': (n, t) => `第${n}章 ${t} (第2/2页)`,
  // [14]: 第1章 多子多福，目标诡空姐？-《这是规则怪谈啊，让我多子多福？》 (the book's name glued after a dash).
  'book-after-dash': (n, t) => `第${n}章 ${t}-《这是规则怪谈啊，让我多子多福？》`,
  // [16]: 亮剑 正文 第一章 血战李家坡 (the book's name and 正文 before the heading).
  'book-zhengwen-before': (n, t, cn) => `亮剑 正文 第${cn(n)}章 ${t}`,
  // [17]: 第1章(第1/2页) (no title, the page counter glued).
  'bare-page-counter': (n) => `第${n}章(第1/2页)`,
  // [19]: 第一章：从零开始 (a full-width colon before the title).
  'fullwidth-colon': (n, t, cn) => `第${cn(n)}章：${t}`,
  // [23]: 《[罗小黑]Make 妖精 Great Again!》 3. 考校 (a txt page's book name, then the number and a dot).
  'book-number-dot': (n, t) => `《[罗小黑]Make 妖精 Great Again!》 ${n}. ${t}`,
  // [37]: 第一章(1 / 2) (no title, a spaced page counter glued).
  'bare-page-spaced': (n, _t, cn) => `第${cn(n)}章(1 / 2)`,
  // [27]: 第23章 第二十三章(捉蟲)(2 / 2) (the number twice, a bug-fix mark and a page counter).
  'fixed-bug-page': (n, _t, cn) => `第${n}章 第${cn(n)}章(捉蟲)(2 / 2)`,
};
