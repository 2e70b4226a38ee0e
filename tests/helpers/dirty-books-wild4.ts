/**
 * The `wild4` split of the dirty-book generator: a fourth set of junk lines, spans and author notes as they occur in
 * real scraped books, from sources none of `wild`, `wild2` and `wild3` used, harvested without reading the cleaner.
 * Unlike wild3 it is meant as a development set: its misses may be read and the cleaner tuned on them.
 */

/*
 * How it was made. On 2026-12-05 a helper session searched public material (stored web pages, the full-text index of
 * public GitHub files, code search) for author notes and junk as they stand in scraped Chinese web-novel text. The
 * weight was on author notes: chapter pages that are themselves notes (上架感言, 完本感言, 封推感言, 三江感言, 请假,
 * 断更 and 后记 chapters, Simplified and Traditional, some with the 繁體 pinyin glosses of their mirror), the ps: lines
 * and note chapters of a saved copy of 一世之尊, JJWXC 作者有話要說 bodies, and the short notes that authors put in
 * chapter titles. Junk lines come mostly from the headers and footers of mirror sites' chapter pages (readers' font
 * bars, app prompts, 'Loading...' blocks, crawl-site slogans, breadcrumbs), from watermarks glued into story lines on
 * 69shux, penana and a 新笔趣阁 copy, and from one cleaner test that copies lines of a real mirror. It did NOT read this
 * project's cleaner (src/, docs/rules/, tests/unit/junk*.test.ts and the like) and never ran the split with --errors on
 * any other split; only tests/helpers/dirty-books.ts, tests/helpers/dirty-books-wild2.ts, the header of
 * dirty-books-wild3.ts, the wild2/wild3 uniqueness tests and scripts/measure-junk.ts were read, for the format. One
 * slip: looking for the end of wild3's header, a `sed | grep -v` printed wild3's HTML frames, its title suffixes and
 * the comments of its heading shapes (not its junk or note items); nothing here was taken from them. None of the
 * sources below is listed in dirty-books-wild.ts, dirty-books-wild2.ts or dirty-books-wild3.ts; a few sites recur on
 * other pages (cread.tw: wild3 used two other books' pages; ixdzs: wild3 used ixdzs.hk, this is ixdzs.tw; penana and
 * sfacg were not used). The uniqueness test checks exact copies against all three earlier lists.
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only: stored pages keep their
 * half-width punctuation, 繁體 with pinyin glosses, and lines are the text between
 * the page's own line breaks. Lines taken from saved HTML are the text of one <p> (tags dropped) unless marked
 * (as served), where the markup is the item. Where a source gives a pattern, its wild cards were filled with a value
 * of the same shape, or an optional group was taken, and the item says so. No item is invented.
 *
 * First run, 2026-12-05, cleaner of branch wild4 at 50dcd33 (main's cleaner), `measure-junk.ts /work/shared/corpus
 * --books 80 --split wild4` (no --errors): junk recall 43.51% (whole lines 42.83%, glued spans 44.76%), precision
 * 96.50% (80 of 20200 story lines lost characters or became notes; 405 more kept junk inside), notes marked 35.08%
 * (208/593), chapters right 58/80. By family (removed of injected): advert 143/484, credits 175/445, header 76/80,
 * html 688/1110, markup 286/464, nav 147/444, page-marker 103/453, span-remember 444/446, span-site 0/443,
 * span-unfinished 231/451, span-url 123/443, update-time 152/479, url 324/434. Families are drawn uniformly, so a
 * family with few items (span-remember 1, span-url 2, page-marker 4) is measured on those few lines only. The heading
 * shapes are this split's own (WILD4_HEADINGS) beside the generator's.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [1] chupingshanren/novel 一世之尊/*.html and 一世之尊.html (a saved 新笔趣阁 copy of 一世之尊: chapter ends with the
 *      author's ps: lines, note chapters, the table of contents with its note titles, the site's glued marks)
 *  [2] page https://www.szyangxiao.com/221608/zhangjie192870996.shtml (荣誉 上架感言, with the site's info line)
 *  [3] page http://jingpinshuku.com/book/94209/102.html (幹宋 上架感言, 繁體)
 *  [4] page http://5a4e.cn/chapter/3198930100691503/12208225840601231 (封推感言, 繁體 with pinyin glosses)
 *  [5] page https://book.sfacg.com/Novel/481516/662812/5907843/ (上架感言, with its author/update line)
 *  [6] page https://book.sfacg.com/Novel/143856/250126/2339816 (a notice on 外传 updates; the site's 火袋 footer)
 *  [7] page https://bigbiquge.com/read/96879/1695332_2.html (女仆战争 上架感言 with its PS line; the page's bars)
 *  [8] page https://www.caimoge.net/read/52968/31561455.html (a 单章 notice; the reader's font bar)
 *  [9] page https://novel4j.com/read/367827/772911073618558978.html (灵车 重要通知: the 上架 notice)
 * [10] page https://ixdzs.tw/read/51187/p2.html (明末瘋狂 三江酬勤榜推薦感言, 繁體; the page's nav)
 * [11] page http://hnjixie.net/HK_Traditional/book/6102/140292.html (an author's preface with P.S., 繁體)
 * [12] page https://love.kanunu8.com/book/xs3053/37144.html (the same preface, 简体)
 * [13] page https://hbyjzzw.com/book/read/351879/63473324 (雙更合一 under a heading)
 * [14] page http://bixia33.cc/125726/62388967.html (完本感言; the site's 最新小说 line)
 * [15] page https://05911.cn/books/222223.html (狐狸精急急如律令 完本感言及新书预告)
 * [16] page https://hfshuwu.com/books/2872/223849.html (完本感言; the page's bars)
 * [17] page https://wanjieshuzhai.com/book/55661/15763611.html (the same 完本感言 on another mirror)
 * [18] page http://www.hockeyphl.com/yf/848232/31029481.html (不從聖 完結感言, 繁體 with pinyin glosses)
 * [19] page https://book.sfacg.com/Novel/507216/678092/5985611 (an author's opening note)
 * [20] page https://czbooks.net/n/s6bece/s6bj4cc9?chapterNumber=258 (天下沒有不散的筵席, 繁體)
 * [21] page http://www.leileiandme.xin/book/12406231/77215001.html (an author's 断更 apology after a rule)
 * [22] page https://xnxsz.com/Novel/BaoXingTianXia/HouJi/3.html (a 后记, as the mirror re-worded it)
 * [23] page https://www.ihuaben.com/book/5478183/83454284.html (an author's note on slow updates)
 * [24] page https://cread.tw/book/1551410/150269283.html (a JJWXC 作者有話要說, 繁體)
 * [25] page http://www.jjwxc.net/onebook.php?chapterid=14&novelid=9508938 (a JJWXC 后记; the chapter's links)
 * [26] page https://256fang.com/55834/32336901.html (a 序)
 * [27] page https://37novel.com/lightnovel/3266/130836.html (a light novel's 后记)
 * [28] page https://tw.linovelib.com/novel/3177/190025.html (a light novel's 後記, 繁體)
 * [29] page https://m.dzz8.net/162043/t3005648.html (the title of a 设定 note chapter)
 * [30] index 57500143641 (a chapter-title cleaner: the literal author notes it strips from titles; optional groups
 *      taken)
 * [31] index 18332057584 (a reader app's bookshelf dump of 起点 update lines; split at its escaped \n)
 * [32] page http://3uxs.com/book/20436/9004797.html (a JJWXC 防盗 line; the reader's font bar)
 * [33] page https://peakbooks.cc/book/34812/104313.html (the 'Loading...' block, 繁體)
 * [34] page https://haimabooks.com/book/76365/2086190.html (the same block, 简体; the page's bars)
 * [35] page http://www.beduu.com/read-1442_9.html (必读网: the reader's controls)
 * [36] page https://kenshuwenxue.com/books/10531433/94459009/1.html (啃书文学网 header)
 * [37] page https://chaoben.cc/xs520/59499/16207909_2.html (a breadcrumb)
 * [38] page http://www.bshuku.org/c23827/3641118_2.html (the pager line)
 * [39] pages https://www.popo.tw/books/687168/articles/7878890 and https://popo.tw/books/565616/articles/6600141
 * [40] page https://www.ythwx.com/chapter/113596/9068839.html (a crawl site's slogan)
 * [41] page https://www.ccdushu.com/du_344167/150795621.html (the same slogan, another site)
 * [42] page https://motiedushu.com/du_258808/45608323.html (the same slogan, another site)
 * [43] page https://www.triplelmoving.com/xs/jgfaba/fjcjfj.html (a 提示您 line before the story)
 * [44] page http://nightzero.cn/novel/N5vdc7tZwa/CO4aTJdEfy.html (emoji and private-use noise inside story words)
 * [45] page https://69shux.co/txt/27860/14186895.html (a 69shux watermark glued after a story line)
 * [46] pages https://test.penana.com/story/95009/靈魂行者/issue/10,
 *      https://test.penana.com/story/69928/落魄王子與不正經魔王的建國論/issue/12, https://ios2.penana.com/story/173554/幻迷旅夢/issue/6
 *      and https://www.penana.com/story/81247/ (its part 48) (penana copyright marks, glued and on lines of their own)
 * [47] page https://xiaoshuo.com.tw/22630/68126434.html (a light novel's 錄入 credits, 繁體)
 * [48] page https://4mbg.com/author/unknow (四妙笔阁: the site's menu)
 * [49] index 63233020669 (a TS content-cleaner test: lines copied from a 凡人修仙传 mirror; its example.com lines,
 *      which are made up, were not taken)
 * [50] index 33145846053 (a TS scraper: the loadAdv() lines ttks.tw injects into chapters; the numbers filled)
 * [51] page https://2kwx.com/book/149240/57997163.html (爱看文学: the app prompts above the story)
 * [52] page https://tata123.com/29631/12418709.html (story lines indented with four spaces)
 * [53] index 57894170966 (a title-cleaner test: the notes glued to titles)
 * [54] page https://www.biquxs.com/book/32148/14244830.html (a paged heading)
 * [55] page https://m.jjwxc.net/book2/7157731/1 (JJWXC mobile: the chapter's heading and bar)
 * [56] page https://m.regou1.com/book/51950/19101076.html (an author's 设定 note)
 * [57] page https://drowndeeplovetom.pixnet.net/blog/post/154060877 (a fan author's note above a rule, 繁體)
 * [58] page http://app.chaba123.com/book2/5415555/13 (a JJWXC copy: the bar, the author's setting note)
 * [59] page http://5.39.217.76/viewthread.php?authorid=1306461&page=1&tid=2812479 (a tvbnow forum post: its
 *      slogan and the random-character jammer a Discuz forum scatters through posts)
 * [60] page http://70.38.13.215/forum.php?extra=page%3D1&mod=viewthread&tid=810740 (the same kind of jammer)
 * [61] page https://www.novelstar.com.tw/mobile/read.php?id=95132 (the chapter's count and date lines)
 * [62] page https://appbook.qq.com/read/1043510060/2 (the chapter's info list)
 * [63] page https://www.tcxiaoshuo.com/du_442624/153718536.html (a crawl site's slogan)
 * [64] page http://www.jzfyw.net/book/171514/121513_250.html (a header line)
 * [65] page https://news.ltn.com.tw/news/life/breakingnews/5198186 (page furniture; a news page, not a novel's)
 * [66] page https://www.nownews.com/news/6736873 (page furniture; a news page)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD4_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, app prompts, site slogans and furniture that promotes something.
  advert: [
    'ps：看《一世之尊》背后的独家故事，听你们对的更多建议，关注起点公众号（微信添加朋友添加公众号输入dd惑即可），悄悄告诉我吧！', // [1] (the 起点 promotion the author was given)
    '热门推荐:、、、、、、、', // [1] (the list emptied by the copy)
    '火袋是个人基于某个特定主题的一系列推荐或收藏,比如“最棒的10部运动类漫画”,“后宫类纯爱轻小说”。过于通泛和个人化的题目(比如“我最喜欢的漫画/小说”)对别人的意义可能不大。', // [6], [19]
    '除了特别无用(将以投票决定)的以外,火袋将在被推荐的每一本书的介绍页里出现,以对别人的有用程度排序。一个火袋包含的条目总数不超过60个。', // [6], [19]
    '最新小说: 天灾零元购之末世黑寡妇 莲花楼一念莲花 末日黑科技,打造最强庇护帝国! 机械觉醒,重启星际征程 系统:开局零天赋,但我苟得住 史上前摇最长末世文! 契约末世:我的灵武全是美少女 无限之武器大师的征途 末世黑暗救世主 万界融合:我能调控爆率', // [14]
    '啃书文学网', // [36]
    '手机浏览器扫描二维码访问', // [36]
    '全新功能「收藏作家」上線啦!', // [39]
    'HOT 閃亮星─肆夕耽美稿件大募集', // [39]
    'HOT 創作馬拉松,正式起跑閃亮星─無聊種子稿件大募集', // [39]
    '一团火文学 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [40]
    'CC读书 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [41]
    '磨铁读书 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [42]
    'Loading...', // [33], [34]
    '未載入完,嘗試【重新整理】or【關閉小說模式】or【關閉廣告遮蔽】。', // [33]
    '嘗試更換【Firefox瀏覽器】or【Chrome谷歌瀏覽器】開啟多多收藏!', // [33]
    '移動流量偶爾打不開,可以切換電信、聯通、Wifi。', // [33]
    '(>人<;)', // [33], [34]
    '未加载完,尝试【刷新】or【关闭小说模式】or【关闭广告屏蔽】。', // [34]
    '尝试更换【Firefox浏览器】or【Chrome谷歌浏览器】打开多多收藏!', // [34]
    '移动流量偶尔打不开,可以切换电信、联通、Wifi。', // [34]
    '热门小说推荐', // [34]
    '最近更新小说', // [34]
    '必读网 - 人生必读的书', // [35]
    '购买v章小于30%的读者, 请在3个小时后再来看呦~么啾~', // [32] (the JJWXC 防盗 line)
    '更多内容加载中...请稍候...', // [49]
    '本站只支持手机浏览器访问，若您看到此段落，代表章节内容加载失败，请关闭浏览器的阅读模式、畅读模式、小说模式，以及关闭广告屏蔽功能，或复制网址到其他浏览器阅读！', // [49]
    '四妙笔阁', // [48]
    '请安装我们的客户端', // [51]
    '更新超快的免费小说APP', // [51]
    '下载APP', // [51]
    '终身免费阅读', // [51]
    '添加到主屏幕', // [51]
    '请点击,然后点击“添加到主屏幕”', // [51]
    '晋江文学城', // [58] (the site name above the bar)
    '天才小说 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [63]
    '請繼續往下閱讀...', // [65]
    '為達最佳瀏覽效果，建議使用 Chrome、Firefox 或 Microsoft Edge 的瀏覽器。', // [65]
    '我是廣告 請繼續往下閱讀', // [66]
  ],
  // Addresses, plain and disguised, alone or with a slogan.
  url: [
    '请收藏本站网址:hfshuwu.com', // [16]
    '收藏網址:www.peakbooks.cc', // [33]
    '收藏网址:www.haimabooks.com', // [34]
    '4mbg.com', // [48]
    '忘语提示您：看后求收藏（bl小说www.bldian.com），接着再看更方便。', // [49]
    '爱看文学 www.2kwx.com,顺手牵羊凄无错无删减全文免费阅读!', // [51]
    '5.39.217.76( g6 l  a1 G9 ]  V- r6 K', // [59] (the forum's address with its jammer)
  ],
  // Navigation, reader controls and page furniture.
  nav: [
    '首頁 幹宋', // [3]
    '掌上读书 > 女仆战争 > 上架感言', // [7]
    '繁体版 简体版', // [7]
    '章节错误,点此举报(免注册),举报后维护人员会在两分钟内校正章节内容,请耐心等待,并刷新页面。', // [7]
    '冷灰', // [8]
    '24号', // [8]
    '启体', // [8]
    '默认冷灰', // [32]
    '24号文字', // [32]
    '方正启体', // [32]
    '字体: 16 + -', // [9]
    '上一章書籍頁下一章', // [10]
    '首頁 其他 明末瘋狂', // [10]
    '上一章下一章', // [10]
    '加入書架', // [10]
    '阅读历史 |', // [16]
    '加入书签', // [16]
    '[投诉]', // [25]
    '文章收藏', // [25]
    '电脑版', // [34]
    '搜索 繁体', // [34]
    'TXT下载此书 | 书籍信息', // [35]
    '(双击鼠标开启屏幕滚动,鼠标上下控制速度) 返回首页', // [35]
    '选择背景色:', // [35]
    '浏览字体:[ ]', // [35]
    '字体颜色: 双击鼠标滚屏: (1最慢,10最快)', // [35]
    '超本网 > 女生频道 > 神豪从做慈善开始 > 第七十二章 打赏', // [37]
    '阅读记录', // [48]
    '玄幻魔法', // [48]
    '武侠修真', // [48]
    '菜单', // [48]
    '都市言情', // [48]
    '历史军事', // [48]
    '科幻灵异', // [48]
    '游戏竞技', // [48]
    '女生耽美', // [48]
    '其他类型', // [48]
    '首页', // [34]
    '收藏此章节]', // [25] (the line as the page breaks it)
    '海棠文学 - 历史小说 - 争霸天下在线阅读 - 第1节', // [64]
    '下一章 目录 设置', // [55]
    '下一章 上一章  目录  设置', // [58]
  ],
  // Page and chapter-state markers.
  'page-marker': [
    '本章未完,请点击下一页继续阅读! 第2页 / 共4页', // [38]
    '分卷阅读723', // [34]
    '—全文完—', // [25]
    '...', // [1] (the filler line after a chapter's last line)
  ],
  // Dates, counters and info lines a site prints with a chapter.
  'update-time': [
    '作者:寂寞一刀的小说      更新:2019-03-03', // [2]
    '作者:黑诗人 更新时间:2021/11/12 22:21:34 字数:1518', // [5]
    '作者:言归正传字数:未知更新时间:未知', // [8]
    '最新更新 第592章 YOS要称王·9小时前', // [31]
    '最新更新 完本感言·2021-05-28', // [31]
    '最新更新 第551章 浩哥是投资指南针（第三更，求订阅）·9小时前', // [31]
    '最新更新 第一千五百八十九章 精神图腾·9小时前', // [31]
    '本章節 7686 字', // [61]
    '更新於: 2021-06-28', // [61]
    '• 8267字', // [62]
    '• 2022-04-11 11:27:18', // [62]
  ],
  // HTML and script remnants.
  markup: [
    '</br>', // [1] (a <p> whose text is a stray closing tag)
    '<div style="text-align:center"><a href="1029.html">上一章</a><a href="../一世之尊.html#1030">章节目录</a><a href="1031.html">下一章</a>', // [1] (as served)
    '<div style="text-align:center"><a href="1069.html">上一章</a><a href="../一世之尊.html#1070">章节目录</a><a href="1071.html">下一章</a>', // [1] (as served)
    '</body></html>', // [1] (as served)
    'window.fkp =', // [49]
    '"d2luZG93Lm9ua2V5Zm9jdXM9b2JqLmZvY3VzOw0Kd2luZG93Lm9uYmx1cj1mdW5jdGlvbigpew0KcmV0dXJuIGZhbHNlOw0KfQ==";', // [49]
    'loadAdv(5,0);', // [50] (pattern; the two numbers filled)
    '9 k2 ~: k$ @4 k', // [59] (a line of the forum's anti-copy jammer)
  ],
  // Who made, uploaded or shelved the text.
  credits: [
    '台版 轉自 輕書架', // [47]
    '圖源:輕書架錄入組', // [47]
    '錄入:無語', // [47]
    '三分糊涂 |现实|连载', // [31] (author, genre, status above the update line)
    '刀削面加蛋 |都市|连载', // [31]
    '• 蝙蝠', // [62] (the author line)
    '374Please respect copyright.PENANAeNSeMM46li', // [46] (a line of its own)
    '374Please respect copyright.PENANAw5Hvi9SLwF', // [46]
    '374Please respect copyright.PENANA4HgaAcSO2h', // [46]
    '8964 copyright protection370PENANAgu4Pe3PyVA 維尼', // [46] (a line of its own)
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD4_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    '(www.xbiquge.la 新笔趣阁)，高速全文字在线阅读！', // [1] (at the start of the first line)
    '¸,ø¤º°`°º¤ø,¸ ➅9𝕊HUⓍ.C๏ᗰ ¸,ø¤º°`°º¤ø,¸', // [45] (after a story line)
  ],
  'span-site': [
    '∷四∷五∷中∷文，', // [1] (after 地仙湖核心小岛。)
    'rs', // [1] (after a line's closing quote)
    'r1152', // [1] (after a line's ！)
    '（天上掉馅饼的好活动，炫酷手机等你拿！关注起~點/公众号（微信添加朋友添加公众号输入dd惑即可），马上参加！人人有奖，现在立刻关注dd惑微信公众号！）', // [1] (after a line's closing quote)
    '8964 copyright protection96PENANAoepmgaqExJ 維尼', // [46] (after a story line)
    '8964 copyright protection96PENANAqmH6Yx8r0s 維尼', // [46]
    '8964 copyright protection96PENANAkpi3iB25Kv 維尼', // [46]
    'No Plagiarism!2gbSHNLYFOVpt12xSVLUposted on PENANA', // [46] (before a story line)
    '123Please respect copyright.PENANAjmuDYBRsiS', // [46] (before a story line)
    '123Please respect copyright.PENANAEoF5GtBkAS', // [46]
    '🝟🌗', // [44] (inside a word: 第一🝟🌗眼)
    '🈬🁝🆯', // [44] (一🈬🁝🆯时)
    '🚖📙🛕', // [44] (它🚖📙🛕脸上)
    '🞋💦', // [44] (有些🞋💦奇怪)
    'No Plagiarism!mxR0pTEVU1pgFklI27Oiposted on PENANA', // [46] (before a story line)
    '8964 copyright protection128PENANAKjjyEm2a1L 維尼', // [46]
    'TVBNOW 含有熱門話題,最新最快電視,軟體,遊戲,電影,動漫及日常生活及興趣交流等資訊。', // [59] (glued to the post's lines)
    'tvb now,tvbnow,bttvb', // [59]
    '公仔箱論壇', // [59]
    '& f% v# C* M& z8 f', // [59] (the jammer after a sentence's 。)
    '# ^7 E* b- m# S, G m+ G1 g4 T', // [60] (the same kind of jammer after a comma)
    '6 g& e$ S& w* j3 ]& M- h', // [60]
  ],
  'span-unfinished': [
    '(未完待续!', // [1] (at the end of a chapter's last line)
    '(未完待续~^~)--15054d6su9h11171110-->', // [1]
    '(未完待续。。)u', // [1]
    '(未完待续……)', // [1]
    '(未完待续)', // [1]
    '未完待续)', // [1]
  ],
  'span-remember': [
    '邪云公子提示您:看后求收藏(三五小说网www.triplelmoving.com),接着再看更方便。', // [43] (before the story)
  ],
};

/**
 * Author notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD4_NOTES: readonly string[] = [
  // [1] 一世之尊: ps: lines, note chapters, and the note chapters' titles in the table of contents.
  'ps：第二天求月票~', // [1]
  'ps：回来了，明天三更补更~', // [1]
  'ps：今天三更完成，求月票~', // [1]
  'ps：周一求推荐票~', // [1]
  '首先得鞠躬感谢大家，三月份咱们又在总榜前五，这次可没有黄金盟，所以今天加更感谢大家。', // [1]
  '更新提前送上，求推荐票！', // [1]
  '然后推荐下宅猪大大的《人道至尊》，我一直是他的书迷，他的主角很有趣，他的萌宠也写得很好，比如凶残的泰哥。', // [1]
  '今天要外出，想着早起把晚上那章写好，但七点坐到现在，始终觉得不太满意，有点卡文，还是晚上回来再写吧，中间闲暇多推敲推敲，更新大概在晚上十二点前，不会断更。', // [1]
  '嗯，提前说一下，明早坐飞机回家，两张更新估计都在晚上，等四五月份忙碌过了，咱们再好好加更~', // [1]
  '厚颜无耻求张双倍月票~(未完待续。。)', // [1] (as printed)
  '这个月承诺十章加更，但因为进入瓶颈和事情繁忙，虽然三更次数不少，但差不多小半是在补更，只加更了九章，还差的一章以一赔二，这个月补上！', // [1]
  '六月依旧在总榜前五，鞠躬感谢大家，今天依旧三更，不是补更，是答谢。', // [1]
  '七月开始，月票榜似乎有些变化，起点与创世打通，多了不少强力对手，求大家保底月票支持！', // [1]
  '现在保底可不止一张，不要忘记~r1152', // [1] (as printed)
  '明天开始继续三更，将前面的欠债补上，这个月月票的争夺好激烈，求大家火力支持~(未完待续。。)u', // [1] (as printed)
  '四月求保底兼说些事情（章节已更）', // [1] (TOC)
  '周一求推荐票并推举一本书（章节已更）', // [1] (TOC)
  '有点卡文，晚上那章会比较迟（章节已更）', // [1] (TOC)
  '请假一章,明天补', // [1] (TOC)
  '连续三天三更,求月票推荐票', // [1] (TOC)
  '今天开会,请假一章', // [1] (TOC)
  '又是三天三更，求月票推荐票（章节已更）', // [1] (TOC)
  '明天第一章十二点半更新', // [1] (TOC)
  '请假一章整理情节', // [1] (TOC)
  '第三更送上，感谢大家兼求保底月票', // [1] (TOC)
  '又是三更，求月票！（章节已更）', // [1] (TOC)
  '周一提前更新，求推荐票月票（章节已更）', // [1] (TOC)
  // 上架感言, 封推感言, 三江感言 and notices.
  '好了,煽情的话我就不多说了,说多了都是泪,只希望亲们能够来订阅我的书,千万别想着干脆等完本再来看算了,那样我这书就真写不下去了,活在当下,就珍惜当下吧,对于我来说,这是拼死一搏,如果本月订阅成绩不理想,我可能就不得不考虑转型写其他的题材了。', // [2]
  '是啊,真的不容易,读者不容易,我的更新确实慢,等的非常煎熬,可我又何尝容易呢,为了写书,我的生物钟完全紊乱了,身体各种毛病都来找我了,说用生命在写作可能夸张了点,但我所付出的的确是常人难以想象的艰辛!', // [2]
  '作为我的三部曲的收官之作,我对这本书可以说是寄予了厚望,也是倾注了最多的心血的,也是信心满满地准备要超越我的前两部,实现个人的新跨越的,但是经过之前的改名风波,加上目前对官场小说严管的网络大环境,我现在真的感觉心里没底了。', // [2]
  '寫完“上架感言”這四個字之後,我坐在電腦前很久,都不知道該怎麽往下寫這個感言。', // [3]
  '這些年多了不敢說,但十個上架感言我肯定是寫過的。', // [3]
  '哭求過。', // [3]
  '跪求過。', // [3]
  '賣過慘。', // [3]
  '為了成績,我曾不知廉恥,甚至有些不擇手段。', // [3]
  '我今天好像不想說這件事來著,怎麽一張嘴就又直奔錢來了……', // [3]
  '今天封推,傳說(shuō)中這是起點(diǎn)力度最大的一個(gè)推薦,傳說每個能上封推的作者,上輩子都是折翼天使,從天上摔下來摔斷了手,所以這輩子注定碼字碼斷了手……', // [4]
  '我很慶幸,只是摔斷了手,沒摔斷別的部位……', // [4]
  '以上都是傳說。', // [4]
  '編輯姐姐很認真的告訴了我一件不是傳說的事:我得寫(xiě)個封推感言,這是傳統。', // [4]
  '那么,感謝編輯,感謝讀者。', // [4]
  '不知不觉,本书竟也到了可以上架的时候。', // [5]
  '上架了,总的来说,可喜可贺。', // [5]
  '首先感谢编辑青芒老大,详细耐心地教我写小说,硬是花费了好几天,帮我成功签约了。这对初入网文界的我,是个不小的鼓励。', // [5]
  '接着,还要感谢各位追读、评论、吐槽、打赏、给月票的热心书友。', // [5]
  '我能不知不觉,写到三十多万字,虽然只是起步,但也是书友们一字、一卷、一票,堆砌出的里程碑。吃水不忘挖井人,十分感谢各位小伙伴的支持。', // [5]
  '最后,感谢我自己,选择尝试写网文这条路。', // [5]
  '外传卷排在公告卷的后面,由于更新只显示最下边的章节,所以要是看到更新,却没有新章节,就是更新的外传,往上拉就看到了,至于要不要花钱订阅,就看各位老爷自己的选择了。', // [6]
  '另外,外传是不定期更新,正文依然是最低每天两更保底。', // [6]
  'PS:每天保底两更,打赏10000加一更,两百首定加一更。手残党,码字速度真心快不了,加更每天只能还个一、两章。如果加更多的话就只能慢慢还了。', // [7]
  '读者的支持是作者最大的动力,如果喜欢这本书的读者,能订阅一下就订阅吧~', // [7]
  '感觉话题越来越沉重了,就此打住吧。', // [7]
  '打赏确实是一个不错的功能。以前,我写第一本书的时候,当时点娘还没有打赏功能,上架前唯一能够感受到读者支持的手段就是推荐票以及书评区。然而众口难调,有人喜欢就有人不喜欢。那个时候的小说套路不多,什么风格的小说都有,如果书评区的负面评价太多,几乎没有几个作者能够承受得住压力。很多作者都因为书评区的负面评论太多,承受不住压力,最终放弃了写书——san值总是掉得比涨得快。', // [7]
  '单章与书无关,纯粹是一个生活除了家人只有作者,一些无处安放的感慨', // [8]
  '下一章更新会很晚,大家明天上午再看', // [8]
  '尊敬的各位读者,你们好:', // [9]
  '当你看到这段话的时候,就表示这本书进入到了一个新的模式——上架。', // [9]
  '对于读者来说,全订一本书,大概也就是一两包烟的价格,或者是一顿饭都不到的钱,但是对作者来说,却意味着一份肯定,一份支持和莫大的心灵慰藉——是对付出的努力坚持和艰辛耕耘的认可。', // [9]
  '说这么多,其实就是一个意思:感谢大家从发书这二十多天来不离不弃的支持,在此,《灵车》希望能得到大家继续的支持和关注。', // [9]
  '下面附上网站的充值方式:\n第一步:网站左上角,注册属于自己的书海帐号。', // [9] (two lines)
  '後來想想:不管怎麼說,這也是編輯對我勤勞碼字的一種肯定。有樣學樣,雖然沒有其他人的要求,我也自娛自樂地寫一個推薦感言吧!', // [10]
  '我曾經看到過一個說法:如果什麼作品上了三江酬勤榜的話,那麼就證明了這本作品撲街了。', // [10]
  '這倒讓我有些感悟:不求優秀,只求命長啊!', // [10]
  '好了,自吹自擂到了現在,可能下星期我的作品根本沒有上三江酬勤榜呢。', // [10]
  '在最後,感謝所有支持我作品的朋友們。這是真心話。謝謝大家!;', // [10] (as printed)
  '她們説,我得多跟讀者互動。', // [11]
  'P.S.蹩腳路人:啥?想看-!拜託,一個眼睛小小、嘴巴小小、胸部小小,又有着一對長長的尖耳朵,誰會想看啊?哇,上次來忘了送-一面鏡子,我們實在是有夠失禮的!', // [11]
  'P.S.蹩脚路人:啥?想看-!拜托,一个眼睛小小、嘴巴小小、胸部小小,又有着一对长长的尖耳朵,谁会想看啊?哇,上次来忘了送-一面镜子,我们实在是有够失礼的!', // [12]
  '雙更合一', // [13] (the first line under 第14章 雙更合一)
  // 完本感言, 完結感言 and 后记.
  '完本啦。', // [14]
  '腾出一天时间让自己沉淀,其实回想这一路过来,是一种很奇妙的体验。', // [14]
  '有关他们后面的故事我不会再出番外,具体如何,交由各位读者想象。', // [14]
  '我会抽个时间,也许不止一次地去重温这个故事,再去见见这几位陌生的朋友,也会猜测他们在新世界的生活会如何。', // [14]
  '却不会去打扰。', // [14]
  '毕竟苏克已经说了,不可名状已经无法侵染他们的新世界,哪怕作者来了也没用(笑)。', // [14]
  '狐狸精结束了,有很多朋友感到不舍,老四也恋恋不舍,但还是要结束,因为主要故事讲完了。一本书想要写下去的话,可以一直写,但最后一定会被无数人臭骂,虎头蛇尾,所以该结束的时候就要结束。', // [15]
  '对于陆晴雯的结局,老四纠结过很久,最后还是决定留给大家去想像。每个人的想法都不同,老四不能代你们做出决定,应该让你们自己来决定。', // [15]
  '这本书完结了。', // [16]
  '终于完结了……', // [16]
  '总之,谢谢大家。', // [16]
  '没有你们,我坚持不下去这本书,也不会取得现在的成绩。', // [16]
  '因为这是我的第一本书。', // [17]
  '因为你们,我工作时断更四个月之后,才会挣扎着重新拾起这本书,决定拼一把,去追逐梦想。', // [17]
  '谢谢你们。', // [17]
  '君信我,我定不负君。', // [17]
  '就如大家看到的一樣,不從圣在今天完結(jié)了。', // [18]
  '其實(shí)應(yīng)該在前天的,只是總要寫好,寫著寫著就變成三天了。', // [18]
  '我總是習慣且喜歡寫完結(jié)感言的,除了要對(duì)一本書做個(gè)總結(jié)之外,這也是我和大家最后說(shuō)的一些話,也許到了下本書,也許到了以后,我們可能沒(méi)有了再見(jiàn)的機(jī)會(huì)。', // [18]
  '這話挺狂,不過咱們都是自家人,也不會有外人看見(jiàn),就當我是自嗨。', // [18]
  '首先,我是爱汤圆的馒头。作为本文作者,但却也只是个普通的新人。', // [19]
  '为了大家更有代入感,我找了两张比较符合我心中的男主们气质的网图。在这里进行版权申明。只是借用引用,本人没有版权,侵权可以立即删。大家请勿转载。', // [19]
  '寫今天最後一章的時候不知道怎麽心裡忽然就有些不好受了。', // [20]
  '去年3月開始寫小說,到現在。', // [20]
  '我也笑自己太矯情,27歲了該看淡離別。', // [20]
  '這個感言是專門為那些離開的朋友寫的,雖然他們可能也看不到了。', // [20]
  '感謝這一年來的相聚,再會。', // [20]
  '————————————————————————\n很抱歉,对所有的宝贝们说对不起。\n写到这里,我实在是没有办法继续了。', // [21] (three lines)
  '其实我在去年的12月份中旬就得知了我爷爷生病住院的消息,但是当时我以为只是普通的小病。', // [21]
  '说过了伤感的,我们来讲点好动静。', // [22]
  '哈喽大家好,这里是晓庄。', // [23]
  '第一次以这样的方式和大家交流,还有点不知道从何说起。', // [23]
  '所以,在此也请大家放心,哪怕更得再慢,我绝对不会弃文,并且在这段时间忙完之后,我会重新理一理大纲,努力争取提高我的更新频率。', // [23]
  '(悄咪插一嘴,大家可以不用为了归途破费打赏,因为本书没有签约,作者是无法提现的', // [23] (as printed, unclosed)
  '2026年了,和晓翼告别的第十四年了,还有人在吗?', // [23]
  '作者有話要說:寫文真的很不容易,而貓兒這次並不是為了自己訴苦……', // [24]
  '在JJ混得最不好的作者,應該就是百合作者了吧,因為看百合的人太少了,但是在如此艱難的環境下,盜文還滿天亂飛,這樣下去真的會讓很多作者都絕望而放棄的,當然並不能否認有很多作者隻是為了興趣在寫的,但是當生活的壓力來臨的時候,還有多少人能堅持自己的興趣?', // [24]
  '时隔四年又写完了一本书。这本书从写大纲、修改大纲、修改人设、写手稿、转电子版、改文……用了半年时间,是我写的最快的一本书。似乎并不是像工作似的桎梏写作,更多的是灵感迸发。', // [25]
  '小茂春也承载了很多人的期待与喜欢,谢谢大家支持我,谢谢大家喜欢小徐小齐的故事。', // [25]
  '我们下本书再见。', // [25]
  '序是一本书的灵魂之引,也是唯一可以缓缓把心里话说给大家的地方。', // [26]
  '大家好,我是福山阳士。', // [27]
  '因为我是习惯从后记开始读的那类人,平常不会在后记提起书中剧情……', // [27]
  '记得去看一下精致的彩页插画喔。', // [27]
  '请慢走!', // [27]
  '那么,真的非常感谢各位读到这里。', // [27]
  '敬啟,許久不見,別來無恙。', // [28]
  '由於各位讀者的支持,本書才能順利推出,在此致上由衷的謝意。', // [28]
  '本書出版前,也獲得了相當榮譽的獎項,感激不盡。', // [28]
  '2.关于本书时辰和长度的设定', // [29]
  // Notes authors put in titles, and the titles of note chapters.
  '明天请假一天', // [30] (明天(?:…|请假(?:一天)?), the group taken)
  '预计本月完结', // [30]
  '补昨天的', // [30]
  '请假一更', // [30]
  '第二更在下午', // [30]
  '请假条', // [31] (a note chapter's title as the update line gives it)
  '条假请', // [31] (as printed)
  '说一下...', // [31]
  '本作为【实验属性】的小说。', // [56]
  '其中一项的“实验内容”,便是“预先发布章节机制”。', // [56]
  '预先发布的章节,一般为后续分卷或后续卷中的内容。', // [56]
  '感謝大家雖然沒看過作品仍然想弄懂我在寫什麼(感淚\n___________', // [57] (two lines)
  '背景设定:架空王朝', // [58]
];

/** HTML around story lines, in the forms the sources show a story line in (each adds back a line's own frame). */
export const WILD4_HTML: readonly ((s: string) => string)[] = [
  (s) => `<p>    ${s}</p>`, // [1]: a story paragraph of the saved copy
  (s) => `<p>    ${s}<a href="1000说.html#9">3</a></p>`, // [1]: the same with its 本章说 comment count
  (s) => `<p>    ${s}<a href="1040说.html#42">5</a></p>`, // [1]
  (s) => `    ${s}`, // [52]: four spaces of indentation
  (s) => `  ${s}`, // [17]: two spaces of indentation
];

/** Notes authors and sites glue to chapter titles ([1] table of contents, [31], [53]). */
const TOC_SUFFIXES = [
  '（两章合一）',
  '（第二和第三更）',
  '（周一求推荐票）',
  '（第二更求月票）',
  '（求双倍月票）',
  '（第一更求推荐票）',
  '（谢谢大家）',
  '（两连更求月票）',
  '（第二更求保底）',
];
const QIDIAN_SUFFIXES = [
  '（第三更，求订阅）',
  '【加更49日，求订阅，求月票】',
  '（大章）',
  '（求订阅求票票）',
  '(5k求月票)',
  '【二合一】',
  '[第二更]',
];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD4_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [1]: the saved page's <h1>, 正文 第八十四章 解封手骨.
  'zhengwen-space': (n, t, cn) => `正文 第${cn(n)}章 ${t}`,
  // [1]: the table of contents, every other title with the author's note in brackets.
  'toc-note': (n, t, cn) => `第${cn(n)}章 ${t}${n % 2 ? TOC_SUFFIXES[((n - 1) / 2) % TOC_SUFFIXES.length] : ''}`,
  // [31], [53]: arabic numbers, every third title with a begging note.
  'arabic-note': (n, t) => `第${n}章 ${t}${n % 3 === 0 ? QIDIAN_SUFFIXES[(n / 3) % QIDIAN_SUFFIXES.length] : ''}`,
  // [37], [8], [14]: the first page of a paged chapter, 第七十二章 打赏(2 / 2).
  'page-slash': (n, t, cn) => `第${cn(n)}章 ${t}(1 / 2)`,
  // [9]: 正文_第78章 重要通知!
  'zhengwen-underscore': (n, t) => `正文_第${n}章 ${t}`,
  // [55]: JJWXC mobile, 1、第一章 入坑 ...
  'jj-mobile': (n, t, cn) => `${n}、第${cn(n)}章 ${t} ...`,
  // [36], [54]: 第12章 具体规则(第1页).
  'page-cn': (n, t) => `第${n}章 ${t}(第1页)`,
};
