/**
 * The `wild3` split of the dirty-book generator: a third set of junk lines, spans and author notes as they occur in
 * real scraped books, from sources neither the `wild` nor the `wild2` split used, harvested without reading the
 * cleaner. It is run only when named.
 */

/*
 * How it was made. On 2026-12-05 a helper session searched public material (the full-text index of public GitHub
 * files, code search, and stored web pages) for junk as it stands in scraped Chinese web-novel text: saved chapter
 * pages of mirror sites (Simplified and Traditional), downloaders' and readers' literal replace and ad lists,
 * crawlers' comments that quote the page text they strip, test fixtures that copy lines from real sites, txt
 * frames, and author notes (上架感言, 完本感言, 请假 and begging lines) on stored chapter pages. It did NOT read this
 * project's cleaner (src/rules/, src/stages/clean*.ts, src/stages/*note*, src/ingest/split*.ts,
 * docs/rules/cleaning.md, tests/unit/junk*.test.ts, tests/unit/*clean*.test.ts, tests/unit/*note*.test.ts) and never
 * ran the split with --errors; only tests/helpers/dirty-books*.ts, tests/unit/dirty-books-wild2.test.ts and
 * scripts/measure-junk.ts were read, for the format. One slip: after the lists and headings were written, a grep for
 * `wild2` across the repository printed eight comment lines of src/rules/ and src/ingest/split.ts (the wild2 heading
 * examples they cite); nothing here was changed after it. None of the sources below is one of those listed in
 * dirty-books-wild.ts or dirty-books-wild2.ts (other repositories, other files, other pages; a few sites recur, and
 * [3], [4], [10] are other files of a repository the wild split also drew from). Items that proved to be in the
 * earlier lists, or their templates filled, were dropped, and so were fragments and near-copies of their lines
 * (another punctuation, another cut): [3] and [4] kept nothing for that reason, and [43]'s 燃文 rule, [11]'s dingdiann
 * list and [9] lost their items. The test checks the exact copies; near-copies were weeded by hand.
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only. Where a source gives a
 * pattern, its wild cards were filled with a value of the same shape (a book name, a number, one of the characters a
 * class allows, an optional group taken) and escapes were undone; such items say so. Lines taken from stored pages
 * keep the page's own oddities (half-width punctuation, 繁體 with pinyin glosses, `????` where the page lost its
 * indentation). Some sources normalise what they match (full-width to half-width, NFKC); their items are as the
 * source prints them. No item is invented, and none also appears in dirty-books-wild.ts or dirty-books-wild2.ts
 * (tests/unit/dirty-books-wild3.test.ts checks, after trimming).
 *
 * First run, 2026-12-05, cleaner of main 745fcb1, `measure-junk.ts /work/shared/corpus --books 80 --split wild3`
 * (no --errors): junk recall 50.85% (whole lines 58.69%, glued spans 35.62%), precision 96.19% (101 of 20185 story
 * lines lost characters; 448 more kept junk inside), notes marked 10.72%, chapters right 40/80. By family (removed of
 * injected): advert 267/460, credits 251/485, header 78/80, html 996/1155, markup 344/443, nav 120/456, page-marker
 * 380/469, span-remember 186/407, span-site 141/449, span-unfinished 13/396, span-url 268/455, update-time 106/459,
 * url 399/462. Families are drawn uniformly, so a family with few items (update-time 5, span-unfinished 5) is measured
 * on those few lines only. The heading shapes are this split's own (WILD3_HEADINGS) beside the generator's.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [1] Repobor/Python_Simple biquge_download_txt.py, two stored versions (a 秒书屋/kshu08 keyword list, title suffixes)
 *  [2] Gladtbam/BookS ReplaceRule.json (a legado 替换净化 export; the literal alternatives of a disabled rule)
 *  [3] 404-novel-project/novel-downloader src/rules/biquge.ts (per-site content patches: all of them the wild split's)
 *  [4] 404-novel-project/novel-downloader src/rules/biquge/xinwanben.ts (intro ad list: a fragment of a wild line)
 *  [5] pray-753391/GetTXT 若晨文学网.py (the page's pager line, as HTML)
 *  [6] index 32135127405 (a Java wanbentxt source: removeImpurity alternatives)
 *  [7] index 36948245081 (a vbook extension for wanben: replace calls)
 *  [8] index 21842650982 (a Go paoshu8 collector: ReplaceAll calls)
 *  [9] index 7835412257 (a python2 scraper: the placeholder page it waits out; two wild fragments joined, dropped)
 * [10] index 38593802679 (a novel-downloader wanben rule: replaces)
 * [11] index 43198062627 (a scrapy spider: chapter_delete lists for ten sites)
 * [12] index 47169740321 (a TS downloader: per-site AD lists)
 * [13] index 30048302726 (a 棉花糖 title cleaner: escaped literals in its pattern)
 * [14] index 6763952994 (a python line filter: whole lines it drops)
 * [15] index 67209724275 (a WebToEpub parser for uuread.tw: unwantedPhrases)
 * [16] index 2469651002 (a Ruby zh-tw crawler: the pager line it deletes)
 * [17] index 49114479079 (a Go twfanti downloader: pager pattern; numbers filled)
 * [18] index 67565934625 (a Swift paragraph-filter test: lines of a 黃金屋 chapter)
 * [19] index 63186977427 (an EPUB-import test fixture: a 69shu watermark line)
 * [20] index 53480089025 (a uukanshu scraper: its generic cleanups)
 * [21] index 17408189501 (the 「UU看書手機版」 user script: filterList, after its full- to half-width folding)
 * [22] index 71527847548 (a reader's czbooks rule: filterRegex alternatives)
 * [23] index 58012827697 (a 繁體 boilerplate pattern list: pager line, filled)
 * [24] index 53748284103 (a TS scraper's site rules: filterTxt patterns, filled)
 * [25] index 69298215714 (a python cleaner test: a polluted chapter copied from a 笔趣阁 mirror)
 * [26] index 9434733895 (a selenium scraper's replace call)
 * [27] index 27290696454 (a Java scraper: the bkxs first and last lines it cuts)
 * [28] index 23154482301 (a python scraper: the wujixiaoshuo marker it cuts at)
 * [29] index 31842317273 (a python scraper's comments: what it decomposes)
 * [30] index 2638732559 (a Rust downloader: replace calls)
 * [31] duongden/vbook-ext Novel_Zh/ibiquge/src/chap.js (the ibiquge ad paragraph, as HTML)
 * [32] Moleys/vbook-ext ibiquge/src/chap.js (the same site's later domain)
 * [33] index 30808874860 (a saved search-result page for 完美世界: update lines)
 * [34] index 46535075485 (a Java txt filter's comment: the downshu frame, three lines)
 * [35] page https://i.dudushu.com/book/chapter/328065/4.html (a chapter id printed above the heading)
 * [36] index 68683406010 (a novel splitter's cleaner: watermarks quoted from pirated 流氓老师/斗罗 txts)
 * [37] index 9200428965 (a 114zw spider: replace calls)
 * [38] index 53807304509 (a TS scraper's site rules: filterTxt literals)
 * [39] index 68344137629 (a python junk pattern: a 长风 disguise)
 * [40] index 49417242846 (a C# downloader: Replace calls)
 * [41] index 55101205840 (a 繁體 reader script: trashKeywords, elements whose whole text is one of them)
 * [42] index 52459444343 (a 繁體 cleaner: literal alternatives)
 * [43] JasonEX/MyNovelReader src/MyNovelReader/rule/brokenSites.js (dead sites' contentReplace lists; filled)
 * [44] kanasimi/work_crawler novel.cmn-Hans-CN/ck101.js (卡提諾論壇: a locked-post notice; the post heading markup)
 * [45] index 976213428 (a python text cleaner: replace calls)
 * [46] index 71041790052 (a reader's source-noise rules: whole lines confirmed on named mirror sites)
 * [47] index 71014990539 (the tests of [46]: lines copied from those sites, and the author notes they must keep)
 * [48] index 63290188875 (a 斗破苍穹 txt cleaner: inline watermark rules, filled)
 * [49] index 9165425563 (a Swift reader for a 起点 mirror: the cmfu leftovers it replaces)
 * [50] index 6070519398 (a Java txt packer: the 公众号 header it writes into every txt)
 * [51] index 6555616776 (a crawler's comment: the spam lines and box frame it strips from chapters)
 * [52] index 3224432756 (a xnunu crawler: the watermark text in a font tag)
 * [53] page http://www.7kmao.com/884039/910311.html (an author's 单章 begging for votes)
 * [54] page http://loveisquarantine.com/chapter/12713178203848603/36555934283931667 (上架感言, 繁體 with pinyin glosses)
 * [55] page https://mianfeixiaoshuoyueduwang.com/amp/book/914/902764.html (金牌小书童 上架感言)
 * [56] page http://biqugeus.com/23931/204-4.html (a 作者有话要说 glued after a chapter)
 * [57] page https://txtyushuwu.com/112/112575/35073046.html (an author's notice on returning after five months)
 * [58] page http://burqjj.cn/read/66574/8770036.html (a notice chapter)
 * [59] page https://www.cread.tw/book/1793561/150952011.html (完結感言, 繁體)
 * [60] page https://banxiaba.com/txt/7835/6053822 (完本感言, 繁體, with its date and author line)
 * [61] page https://cread.tw/book/1397117/150447526.html (完本 thanks, 繁體)
 * [62] page http://fg59.com/read/6110/3941319.html (开天录 完本感言, with the site's info line and pager)
 * [63] page http://dfydw.com/txt/54529/16643099 (完結感言, 繁體, with its date and author line)
 * [64] page https://ixdzs.hk/read/183006/p529.html (完本感言, 繁體)
 * [65] page http://www.bddcd.com/txt/225966/1.html (完本感言 as served, `????` for the lost indentation)
 * [66] page http://www.mmfgw.cn/book/142331/12716390 (全書完 notes, 繁體 with pinyin glosses)
 * [67] YuanSim/online-reading start.py (the xbiquwx chapter frame it splits on)
 * [68] index 57050689988 (a reader's wanben rule: the pager line, as served with escaped arrows)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD3_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, app promotion, providers, site slogans.
  advert: [
    'v,i,p完整章节请访问www.kshu08.com', // [1]
    '@本站开始更新这本书，@喜欢看本书的读友请添加收藏哦O(∩_∩)O~w.w.w.kshu08.c.o.m！！', // [1]
    '天才一秒记住本站地址：[秒书屋]', // [1]
    '一秒记住、永不丢失！', // [6]
    '支持（狂沙文学网）把本站分享那些需要的小伙伴！找不到书请留言！', // [8]
    '剩余内容请前往纵横小说继续阅读.百度或各大应用市场搜索“纵横小说”，仙侠玄幻雪中,一剑奇幻武侠,青鸾,土豆脑洞剑道第一仙为生活添点料。或直接访问www.zongheng.com', // [8]
    '支持（完本神站）把本站分享那些需要的小伙伴！找不到书请留言！', // [10]
    '推荐都市大神老施新书:', // [11]
    '天才一秒记住本站地址：[爱豆看书]', // [11]
    '一秒记住【??】，為您提供精彩小说阅读。', // [11]
    '温馨提示：笔趣阁已启用新域名"biquge.info"，原域名即将停止使用。请相互转告，谢谢！', // [12]
    '看最快更新无错小说，请记住 https://www.biquge.com.cn！章节内容正在手打中，请稍等片刻，内容更新后，请重新刷新页面，即可获取最新更新！', // [12]
    '亲,点击进去,给个好评呗,分数越高更新越快,据说给新笔趣阁打满分的最后都找到了漂亮的老婆哦!手机站全新改版升级地址：https://m.xbiquge.la，数据和书签与电脑站同步，无广告清新阅读！', // [12]
    '天才壹秒記住,為您提供精彩小說閱讀。', // [21]
    '您可以在百度裏搜索“三體搜小說”查找最新章節!', // [21] (the book name filled)
    '喜歡《三體》請向你的朋友(QQ、博客、微信等方式)推薦本書,謝謝您的支持!!', // [21] (the book name filled)
    '剑来，高速全文字在线阅读！', // [24] ((.+) filled with a book name)
    '一秒记住【笔趣阁】，精彩无弹窗免费阅读！', // [24] (.+ filled with a site name)
    '天才一秒记住本站地址：[笔趣阁小说] 最快更新！无广告！', // [26]
    '天才一秒记住本站地址：[博看小说网]', // [27]
    '天才壹秒記住愛♂去÷小?說→網，為您提供精彩小說閱讀。', // [37]
    '一秒记住【文学巴士&nbsp;】，精彩无弹窗免费阅读！', // [38]
    '<>一秒记住【爱^去^小^说^网.】，为您提供精彩小说阅读。', // [40]
    '<>天才壹秒記住『→網.』，為您提供精彩小說閱讀。', // [40]
    '看更新最快的小说就搜索—— 木鱼哥——无弹窗，全文字', // [43]
    '《关闭小说畅读模式体验更好》', // [45]
    '必应搜索“嘚齐小说网”可看本书最新更新章节！', // [47]
    '更新不易，记得分享，得奇小说网，www.deqixs.org,看最新章节！', // [47]
    '请使用必应搜索：得奇小说网免费看最新章节', // [47]
    '最⊥新⊥小⊥说⊥在⊥六⊥9⊥⊥书⊥⊥吧⊥⊥首⊥发！', // [47]
    '无一错一首一发一内一容一在一一看！', // [47]
    '，笔趣阁高速首发！', // [47]
    '101看书 101 看书网解无聊，101.超实用 全手打无错站', // [47]
    '一秒记住【】，精彩小说无弹窗免费阅读！', // [47]
    '最后一批邀请码1900人发放，官方反馈群1104270100', // [46]
    '【2000小说网，第一时间更新最新章节修复错误章节，支持简繁阅读和搜索】', // [46]
    '小說集為廣大書友們提供好看的網路小說全文免費線上閱讀，如果您喜歡本站，請分享給更多的書友們！', // [46]
    '如果您覺得《雪中悍刀行》小說很精彩的話，請貼上以下網址分享給您的好友，謝謝支援！', // [46] (the book name filled)
    '看最新完整章節,就上速讀谷', // [46]
    '原文在六#9@书/吧看!', // [46]
    '德奇小说网首发。请搜索关注德奇小说网。', // [46]
    '为了方便访问,请牢记天天中文网您的支持是我们最大的动力！', // [48]
    '好看好玩尽在www.damuniu.com/?fromuid=270081', // [51]
    '好看好玩尽在66.96.246.117/?fromuid=1813100', // [51]
    'WebHosting|FreeWebHosting|SchoolWebsites|TeacherWebsites|VChocolates|FileTransfer', // [51]
    'GetYourFreeMoneyMakingKitToday!', // [51]
  ],
  // Addresses, plain and disguised, alone or with a slogan.
  url: [
    '记住网址m.ｍｉａｏｓｈｕｗｕ．ｃｃ', // [1]
    '一秒记住ｈｔｔｐs：//ｍ．miaoｓｈｕｗｕ．ｃc', // [1]
    'https：//www.miaoshuwu.cc/最快更新！无广告！', // [1]
    '首发网址ｈｔｔps://m.miaoshuｗｕ.ｃｃ', // [1]
    '一秒记住.↘完^本.神^站.首^发↘.手机用户输入地址：m.wanbentxt.com', // [7]
    '一秒记住↘完^本.神^站.首^发↘手机用户输入地址：m.Wanbentxt.coΜ', // [7]
    '一秒记住↘完^本.神^立占.首^发↘手机用户输入地址：м.шanbentxt.coM', // [7]
    '56书库新网址：', // [8]
    '泡书吧全文字更新,牢记网址:www.paoshu8.info', // [8]
    '一秒记住【完本神站】手机用户输入地址：m.wanbentxt.com', // [10]
    'https://www.a6ksw.com/最快更新！无广告！', // [11]
    '请记住本书首发域名：biqiuge.com。笔趣阁手机版阅读网址：wap.biqiuge.com', // [11]
    'https://www.7kzw.com/最快更新！无广告！', // [11]
    '顶点中文全文字更新,牢记网址:www.ddsk.la', // [11]
    '最新网址：www.mhtwx.la', // [11]
    '一秒记住【棉花糖小说网www.mhtwx.la】，为您提供精彩小说阅读。', // [11]
    '手机用户可访问wap.mhtwx.la观看小说，跟官网同步更新．', // [11]
    '請記住本站域名: 黃金屋', // [18]
    '溫馨提示：請記住本書首發域名 69shu.com', // [19]
    '請記住本書首發域名:。', // [21]
    '手機版閱讀網址:', // [21]
    '天才一秒記住本站地址:最快更新!無廣告!', // [21]
    '手機用戶請瀏覽m閱讀,更優質的閱讀體驗。', // [21]
    '手機用戶請到閱讀。', // [21]
    '天才一秒记住本站地址：[爱笔楼]http://m.biqutu.info/最快更新！无广告！', // [25]
    'http://www.bkxs.net/最快更新！无广告！', // [27]
    'https://wujixiaoshuo.com/最快更新！无广告！', // [28]
    '天才一秒记住本站地址：[笔趣阁] https://www.5atxt.com最快更新！无广告！', // [29]
    '本站笔趣阁最新域名：www.1biqug.net', // [30]
    '天才一秒记住本站地址：[笔趣阁] https://www.ibiquzw.com/最快更新！无广告！', // [32]
    '一秒记住【114中文网 www.114zw.la】，更新快，无弹窗，免费读！', // [37]
    '一秒记住【】www.zaidu.cc，本站为您提供热门小说免费阅读。', // [43]
    'www.deqixs.org', // [47]
    '写到这里，请书友收藏我们的网址：www.deqixs.org看最新无错章节！', // [47]
    'ｓuduɡu.ｃｃ首发更新，无错字。看不到地址输入速读谷的拼音后缀.ｃｃ即可进入首发更新站点。', // [47]
    '【写到这里我希望读者记一下我们域名101??????.??????】', // [47]
    'https://', // [47] (a line of its own on shudugu)
    '速-度-谷 最新地址、www.shudugu.org 大家记得收藏，免迷路哦。', // [47]
    '【请记住我们的域名 ，如果喜欢本站请分享到Faebk脸】', // [47]
    '请记住本书首发域名：.net。顶点小说手机版阅读网址：', // [47]
    '（ 本書網址：https://xszj.tw/book/123 ）', // [47]
    '书友们，请记住、速读谷新地址www.shudugu.org更多热门小说最新章节优先读哟！', // [46]
    '請牢記本站域名.,或者在百度搜尋:', // [46] (escape undone)
    '请记住本书首发域名：.。m.', // [46] (escapes undone)
    'www.mzxzx.com/?fromuid=441279', // [51]
    'bbs.h5gal.net/?fromuid=718248', // [51]
    'http://64.120.178.247/?fromuid=1701594', // [51]
    'di4se1.com', // [51]
  ],
  // Navigation and page furniture.
  nav: [
    '章节错误，长时间未更新，请留言，我们会尽快处理！', // [6]
    '☆★☆★☆', // [8]
    '『點此報錯』', // [15]
    '加入書籤', // [15]
    '錯亂章節催更', // [15]
    '投票推薦 加入書籤 小說報錯', // [20]
    '章節缺失、錯誤舉報', // [21]
    '章节缺失、錯誤举报', // [21]
    '『章节错误，点此举报』', // [25]
    '章节错误,点此报送(免注册), 报送后维护人员会在两分钟内校正章节内容,请耐心等待。', // [29]
    '開燈', // [41]
    '關燈', // [41]
    '章節列表', // [41]
    '投推薦票', // [41]
    '閱讀完整內容', // [41]
    '語音速度', // [41]
    '『點擊章節報錯』', // [42]
    '『加入書簽，方便閱讀』', // [42]
    '熱門推薦：', // [42]
    '提示: 該帖被管理員或版主屏蔽', // [44]
  ],
  // Page and chapter-state markers.
  'page-marker': [
    '-->>本章未完，点击下一页继续阅读', // [5]
    '正在手打中，请稍等片刻，内容更新后，请重新刷新页面，即可获取最新更新！', // [8]
    '正在手打更新中，敬请期待。', // [11]
    '请稍后，正在更新。。。', // [11] (a site the spider had commented out)
    '（本章未完，請點擊下一頁繼續閱讀）', // [15]
    '（繼續下一頁）', // [15]
    '［本章未完，請點擊下一頁繼續閱讀！］', // [16]
    '本章未完，請點擊下一頁繼續閱讀！ 第1頁/共3頁', // [17] (numbers filled)
    '這章沒有結束，請點擊下一頁繼續閱讀！', // [23] (optional ！ taken)
    '第十七章 执行部的邀请 (第1/3页)', // [25]
    '(未完待續。)', // [21] (escapes undone)
    '内容未完，下一页继续阅读', // [45]
    '完本感言(1 / 2)', // [62]
    '--&gt;&gt;本章未完，点击下一页继续阅读', // [68]
  ],
  // Dates and counters a site prints with a chapter.
  'update-time': [
    '更新时间：2014-09-01 00:24', // [33]
    '32806500000004', // [35]
    '2024-06-02 20:35:24 作者: 任鳥飛', // [60]
    '2023-11-29 21:48:46 作者: 唯念此生', // [63]
    '开天录 血红 683 字 2个月前', // [62]
  ],
  // HTML and script remnants.
  markup: [
    '<div id="gc1" class="gcontent1"><script type="text/javascript">ggauto() </script></div>', // [8]
    'c_t();', // [11]
    '-- 上拉加载下一章 s -->', // [14]
    'tj();', // [15]
    'chaptererror();', // [30]
    '<p> 天才一秒记住本站地址：[笔趣阁] https://www.ibiquge.info/最快更新！无广告！<br><br> </p>', // [31]
    '<divclass="contentadv">', // [36]
    '<center>高速本站域名</center>show_yuedu3;', // [36]
    'readx();', // [40]
    '&amp;amp;amp;lt;ahref=http://.&amp;amp;amp;gt;起点中文网.欢迎广大书友光临阅读，最新、最快、最火的连载作品尽在起点原创！&amp;lt;/a&amp;gt;', // [47]
    '<div style="display:none">www.cmfu.com发布</div>', // [49]
    '<a href=http://www.cmfu.com> www.cmfu.com 欢迎广大书友光临阅读，最新、最快、最火的连载作品尽在起点原创！</a', // [49] (cut at the line end, as the page has it)
  ],
  // Who made, uploaded or disclaims the file, and the frames around it.
  credits: [
    '-----------------------  本图书由www.downshu.cn(geqwxf)为您整理制作，', // [34]
    '更多txt好书 敬请登录http://downshu.cn/?fromuid=127。', // [34]
    '09-----------------------', // [34]
    '------章节内容开始-------', // [36]
    '===========================================', // [50]
    '本小说由微信公众号：【胖兔兔推文】整理', // [50]
    '每天定时更新超多好看的小说，关注我拒绝文荒。', // [50]
    '附：【本作品来自互联网，本人不做任何负责】内容版权归作者所有！', // [50]
    '——    ╒═══════════════════════════╕', // [51]
    '│【小说】【免费外汇送5美金赚钱简单成就梦想】', // [51]
    '├───────────────────────────┤', // [51]
    '│全集小说下载:http://hi.baidu.com/seemarke', // [51]
    '│免费开户送5美金http://www.15876353775.8.sunbo.net', // [51]
    '├───────────────────────────┤——', // [51]
    '附：【本作品来自互联网,本人不做任何负责】内容版权归作者所有', // [51]
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD3_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    '[ biquge.xyz]', // [12]
    '[笔趣阁 www.biqugetv.info]', // [12]
    '[看本书最新章节请到棉花糖小说网www.mht.la]', // [13] (escapes undone)
    '(www.mht.la 棉、花‘糖’小‘说’)', // [13] (escapes undone)
    'www.uuread.tw', // [15]
    'UU看書 www.uukanshu.com', // [21]
    '本作品独家文字版首发，未经同意不得转载，摘编，更多最新最快章节，请访问www.bxwx.net！', // [36] (its docstring wraps it; joined)
    'www.1６ｋ.ｃＮ', // [36]
    'www.⑴⑹κ.cn', // [36]
    'www.16……ｋ.cn', // [36]
    'http://WAP．bxwx．CN', // [36]
    '八 零 电 子 书 w w w . t x t 8 0. c o m', // [36]
    '㈧_ ○_電_芓_書_Ｗ_ w_ ω_.Τ_Χ_t_捌_０. c_Ο_Μ', // [36]
    '无错小说 www.quledu.com', // [43] ([Ｕu] filled)
    '（文&nbsp;學馆w&nbsp;ww.w&nbsp;xguan.c&nbsp;om）', // [43]
    '冰火中文&nbsp;www.binhuo.com【首发】', // [43] (the optional groups taken)
    'LU5.ｃｏM', // [43]
    'http://www.21coming.com', // [47]
    '(狂_人_小_说_网-www.xiaoshuo.kr)', // [47]
    '&amp;长&amp;风&amp;文学{www}.{cf}{wx}.{net}', // [47]
    '全文字手打www.deq\u200bi\u200cx\ufeffs.org', // [47] (zero-width characters inside, as in the test)
    '全文字手打w<span class="txt">ww</span>.de<span class="txt">qixs</span>.<span class="txt">o</span>rg', // [47]
    '避免乱码，推荐访问得奇小说网直达：www.deqixs.org', // [46]
    '本书首发于得奇小说网（www.deqixs.org），请勿随意转载！', // [46]
    '搞事马甲不能掉,新努努书坊,www.xnunu.com', // [52]
  ],
  'span-site': [
    '好看的txt电子书', // [2]
    '樂文小說', // [8]
    '＠樂＠文＠小＠说|', // [8]
    '全本小说网 WWW.QB5.TW，最快更新', // [11]
    '笔、趣、阁www。biquge。info', // [12]
    'uu看書', // [15]
    '小說狂人', // [22]
    '轉載請註明出處', // [22]
    '全文字阅读让您一目了然', // [36]
    '∴■长∴■风∴■文∴■学', // [39]
    '—无—错—小说', // [43]
    '&amp;无&amp;错&amp;小说', // [43]
    '<无-错>', // [43]
    '+无+错+', // [43] (escapes undone)
    '无广告看着就是爽!', // [43]
    '“小#说看本书无广告更新最快”', // [43]
    '（百晓生更新最快最稳定)', // [43]
    '首发来自书河小说网', // [43]
    '手机阅读斗破苍穹：', // [48]
    '**首发，天天中文网**', // [48] (escapes undone, \s* empty)
    '^^百度搜，天天中文网阅读本书最新章节**', // [48] (escapes undone, \s* empty)
    '复制可耻八度吧首发', // [48]
    '八度吧手打复制请说明转自八度吧', // [48]
    '/本书由.整理/', // [48] (escape undone)
  ],
  'span-unfinished': [
    '（未完待续&nbsp;http://www.Bxs.cc&nbsp;89免费小说阅《百晓生文学网》）', // [43]
    '(未完待续，如欲知后事如何，请登陆www.qidian.com，章节更多，支持作者，支持正版阅读！)', // [47] (after an author note)
    '(未完待续，如欲知后事如何，请登陆www.txt80.com，章节更多，支持作者，支持正版阅读！)', // [48] (escapes undone)
    '(未完待续。如果您喜欢这部作品，欢迎您来起点（qidian.com）投推荐票、月票，您的支持，就是我最大的动力。)', // [49]
    '(未完待续，如欲知后事如何，请登陆www.CMFU.COM，章节更多，支持作者，支持正版阅读！)', // [49]
  ],
  'span-remember': [
    '一秒记住【中文网】，为您提供高速文字首发。', // [47]
    '【本章节首发-爱-有-声-小说网,请记住网址】', // [47]
    '记住我们的域名：，精彩随时可读。', // [47]
    '【记住本站域名超便捷，随时看】', // [47]
    '【写到这里我希望读者记一下我们域名101kan.com】', // [47]
    '(首发、域名(请记住_三', // [47] (at the end of a story line)
    '记住这个名字：可乐小说。记住这个域名：。好书不迷路。', // [46]
    '¤本站网址：¤', // [43]
  ],
};

/**
 * Author notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD3_NOTES: readonly string[] = [
  '九月爆发，求保底月票！奋起冲第一', // [33]
  '今天两更，感谢支持！', // [47]
  '注意：本书首发网站是起点，所以，本活动只针对起点月票。\n具体编号可以从月票纪念册查询。', // [47]
  '我不会时时追着你们要票,但请记得,我需要你们,这本书需要你们', // [53]
  '2013年,推荐票,月票,我都要大家有的,请统统扔过来', // [53]
  '以后每个月的第一天,我都会开个单章,记录下我们共同行进中的每一步,记录上个月的推荐票、月票排名情况', // [53]
  '我很想簡(jiǎn)潔明了的,就以這兩句詞來(lái)做我的上架感言。', // [54]
  '單看這數(shù)據(jù),首訂過(guò)千,不成問(wèn)題。', // [54]
  '所以,即便今日中午十二點(diǎn)上架,對(duì)于首訂,我亦是不抱任何期望。', // [54]
  '上架感言\n写到近100万字,终于要上架了。', // [55]
  '感谢所有让我感受到温暖的人。感谢我的编辑盒饭,和我一样大的大男孩,好哥们,谢谢你对一个新人这么照顾,去北京一定请你吃梦寐以求的烤鸭。', // [55]
  '作者有话要说:抱歉,九月初时,我因为写得太过投入以致情绪严重失控,嚎啕大哭以后病了一场,前几日中秋节的时候仍在养病,现在刚能下床,但仍然走远了就淌虚汗疲惫。我一人独在异乡,无人照料,此番病来比去年时候更为折磨,主要是精神上的控制力在逐渐丧失,脾气时好时坏,暴躁易怒又常哭,故没有更新。', // [56]
  '搁了这么久再出现,二话不说,上来先给我的衣食父母们磕一个。', // [57]
  '这书断更了快五个月,实属无奈。虽然说这话听的有点无赖,但也的确如此。', // [57]
  '回来只是因为开这本书时打过的一段字:我写的书绝对不会太监,怎么也会给它一个漂亮的完结。', // [57]
  '是个通知,但之后会继续更新,所以标题没有跟以前一样写“更新删”。', // [58]
  '十月份整体来说比较忙,本来说好的写10w字,看了一眼目前完成了7w7,估计顶多能写到8w5左右,总数不够,在此提前抱歉。', // [58]
  '有你們的支持和鼓勵,我才得以持續將《新藏線》的故事講完。要堅持到完結,這也是我曾經承諾過的,我做到了。', // [59]
  '以上是《新藏線》的完結感言,在此,我再次感謝大家的支持和鼓勵。', // [59]
  '時間過得可真快,轉眼間這本書已經完本了,一年半就這麼過去了。', // [60]
  '對了,還有一件重要的事我忘說了,我還欠了四十多章加更。', // [60]
  '在此特別感謝一直支持我創作的讀者,是你們的留言、推薦和打賞一直支撐著我寫下去,收獲最多的還是有一批同好。謝謝大衛、加利機、狂三是我女神、傑斯特大帝、高山我夢、惹不起、永不枯萎的青藤、紫暝葉、天尋夜、琴心劍雨、永不枯萎的青藤、江左金匱、或許你不相信、書友20201031160949811等等許多書友一直以來的關注,是你們成就這部小說,沒有大家的支持,很難走到今日!', // [61]
  '照例感谢书友小伙伴们的支持,有空大家一起聚聚,喝喝小酒,也是蛮惬意的事情。但是今年,估计很长一段时间不会有机会了。', // [62]
  '感谢我的主编太山,还有编辑青狐的关护、照顾。废话不多说了,有空出来喝酒吧。', // [62]
  '這本書開始於2019年10月29日,完結於2020年6月1日,期間歷時216天。', // [63]
  '我是唯念此生。\n取自不念過去,不求來生,唯念此生。\n大家有緣再見。', // [63]
  '十二章,兩萬四千字,我寫了十三個小時,說實話,真的很累,但是這一天我過得很充實。', // [64]
  '新書過幾天依然會在西瓜書城起航,屆時希望大家能多多支持。', // [64]
  '????完本了、完本了?。?!', // [65]
  '這期間,我曾三百多天連續(xù)更新,到后面四個(gè)月,每個(gè)月也只請了一天假。', // [66]
  '游三玩水鞠躬致謝!', // [66]
];

/** HTML around story lines, in the forms the sources show a story line in (each adds back a line's own frame). */
export const WILD3_HTML: readonly ((s: string) => string)[] = [
  (s) => `<p> ${s}<br><br> </p>`, // [31] ibiquge: a paragraph as the vbook extension meets it
  (s) => `<p>${s}</p>`, // [5] 若晨文学网
  (s) => `&nbsp;&nbsp;&nbsp;&nbsp;${s}<br/><br/>`, // [67] xbiquwx, [28] wujixiaoshuo
  (s) => `${s}<br><br>`, // [40] aiquxs, as the C# downloader splits it
  (s) => `&nbsp&nbsp&nbsp&nbsp${s}`, // [47] shudugu: the indentation entities without their semicolons
  (s) => `${s}<divclass="contentadv">`, // [36] a broken ad tag wedged after a paragraph
  (s) => `<font color="#01579B">${s}<strong></strong></font><br />`, // [44] ck101: a post line in its font tag
];

/** What authors and sites glue to chapter titles ([1]). */
const TITLE_SUFFIXES = ['【求全订阅月票】', '【求订阅】', '（补更）', '【求全订阅】', '【求全订阅！】', '（求月票！）'];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD3_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [1]: every third title of a 笔趣阁 list carries a begging suffix the downloader strips.
  'begging-suffix3': (n, t, cn) => `第${cn(n)}章 ${t}${n % 3 === 0 ? TITLE_SUFFIXES[(n / 3) % TITLE_SUFFIXES.length] : ''}`,
  // [33]: a forum's chapter lines, 完美世界 第八百零八章 魔王发威【首发】 and 第八百零七章 罪血之怒【手打】.
  'book-prefix-tag': (n, t, cn) => `完美世界 第${cn(n)}章 ${t}【${n % 2 ? '首发' : '手打'}】`,
  // [44]: ck101 post headings in arabic numerals with no space, 第896章放棄還是投降？
  'arabic-no-space': (n, t) => `第${n}章${t}`,
};
