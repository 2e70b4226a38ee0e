/**
 * The `wild2` split of the dirty-book generator: a second set of junk lines and spans as they occur in real scraped
 * books, from sources the `wild` split did not use, harvested without reading the cleaner. It is run only when named.
 */

/*
 * How it was made. On 2026-12-05 a helper session searched public material (the full-text index of public GitHub
 * files, code search, and stored web pages) for junk as it stands in scraped Chinese web-novel text: saved chapter
 * pages and txt files, the comments in which crawlers quote the page line they strip (with the page's address),
 * scrapers' literal replace lists, test fixtures that copy real watermarks. It did NOT read this project's cleaner
 * (src/rules/, src/stages/clean*.ts, docs/rules/cleaning.md, tests/unit/junk*.test.ts) and never ran the split with
 * --errors; only tests/helpers/dirty-books*.ts and scripts/measure-junk.ts were read, for the format. None of the
 * sources below is one of the 37 listed in dirty-books-wild.ts (other repositories and files; a few sites recur).
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only, except that lines taken
 * from an HTML snapshot are the text between the page's own line breaks: the `<br />` and `&nbsp;`/`&emsp;`
 * indentation that frame a line in the page are not part of the item (they are what WILD2_HTML adds back), while
 * markup inside a line is kept. Items marked (tags) are the text of one HTML element with its tags dropped. Where a
 * source gives a pattern, `{n}`-style wild cards were filled with a value of the same shape; such items say so.
 * No item is invented, and none also appears in dirty-books-wild.ts (tests/unit/dirty-books-wild2.test.ts checks).
 *
 * First run, 2026-12-05, cleaner of main fad3294, `measure-junk.ts /work/shared/corpus --books 80 --split wild2`
 * (no --errors): junk recall 53.72% (whole lines 60.71%, glued spans 40.69%), precision 97.73% (62 of 20300 story
 * lines lost characters), notes marked 10.88%, chapters right 63/80. Families are drawn uniformly, so a family with
 * few items (update-time 3, span-unfinished 3) is measured on those few lines only.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [a] huage2580/reader_parser lib/test_html.dart (a saved 新笔趣阁 chapter page of 全球高武, as served)
 *  [b] kanasimi/work_crawler novel.cmn-Hans-CN/piaotian.js, two stored versions (index 13244491234, 13031611699):
 *      comments quoting ptwxz/piaotia/piaotian/uukanshu.cc/shuhuang.la pages by URL
 *  [c] kanasimi CeJS work_crawler library, index file 41498115732 (PATTERN_AD_cfwx comment: shuyy8/ptwxz pages by URL)
 *  [d] kanasimi/work_crawler novel.cmn-Hans-CN/69shu.js (comments quoting 69shuba pages)
 *  [e] kanasimi/work_crawler novel.cmn-Hans-CN/xbiquke.js (comments quoting xxbiquke pages)
 *  [f] Luo-yi-le/vscode-xiaoshuo CHANGELOG.md (ignoreContent example for a 笔趣阁 site)
 *  [g] index 15023221442 (a 盘龙 scraper's replace calls, with the author note it removes)
 *  [h] index 11028526040 (a biqukan downloader's literal delete list)
 *  [i] index 4872240473 (a shuwuwan reader's literal ad list)
 *  [j] index 58715230835 (a C# biqugexx downloader's Replace calls)
 *  [k] index 47265387152 (an aiquxs downloader's replace calls)
 *  [l] kanasimi/work_crawler novel.cmn-Hans-CN/luoxia.js (comment quoting the site's inserted ad links)
 *  [m] index 1491834675 (a python scraper: 本章未完…第N页/共N页; the numbers filled)
 *  [n] index 16988874825 (a 123duw source script's replace calls)
 *  [o] index 20096732145 (an RSS novel-feed script's replace call)
 *  [p] maijz128 MJZ-小说网 user script, index 16005681442 (per-site wordsRemove lists for ~40 sites)
 *  [q] index 70391815229 (a scraping-skill note: 广告与水印清洗规则, with real examples)
 *  [r] index 6704688730 (a PHP chapter filter: titles of the author's notice chapters)
 *  [s] index 129918267 (a title cleaner's literal begging suffixes)
 *  [t] index 52445311904 (an SQL dump of biquge5200 chapter titles)
 *  [u] GYS-team/third_learn Basic.md (a saved 书趣阁_笔趣阁 chapter page of 豪婿)
 *  [v] index 36837019760 (a python scraper's replace calls)
 *  [w] index 7776217126 (a python scraper's comment: the line it deletes with sed)
 *  [x] index 22909205565 (a novel CMS's language file: the reading-page hint)
 *  [y] index 58886259896 (a C# scraper's boilerplate list)
 *  [z] index 27220609871 (a txt80 cleaner: the literal parts of its ad patterns)
 *  [A] index 19432360518 (a PHP scraper: the header it writes into every txt)
 *  [B] index 51778273375 (a txt cleaner's comment: the txt80 frame lines)
 *  [C] index 70248309570 (a python test: watermarks copied from a real 难哄 txt, and the 八零电子书 frame)
 *  [D] index 56841082620 (a downloader's boilerplate patterns, literal parts)
 *  [E] page http://baoyelong.com/article/182674/80263454.html (a 顶点笔趣阁 chapter page)
 *  [F] page https://vodtw.tw/shu/egbhgaih/fhcbfj_2.html (a 品書網 chapter page)
 *  [G] page https://wxzpyd.com/novel/chapter/206_612d63c14055bc57e0f2acb0_612d65f14055bc57e0f2cb5a.html (two stored copies)
 *  [H] page https://myfeishu.com/book/330861779877957/330876549460037.html (an author's afterword chapter)
 *  [I] page https://www.40792.com/book/chapter/498830/3.html (a chapter page)
 *  [J] index 67326537750 (a translation prompt quoting the end of a real chapter)
 *  [K] index 5689632424 (a script posting a book intro, 武炼巅峰, with the author's thanks)
 *  [L] index 32251063372 (a blog printing the first lines of a real 80txt 寒门首辅.txt)
 *  [M] page https://m.zhangyue.com/readbook/13191010/4.html (a 掌阅 reading page)
 *  [N] page https://book.cndgn.com/item/jd/12077213 (a 新城书站 download page)
 *  [O] page https://feiwenwang1.com/feiwen/28219/17475752_5.html (a note glued after a chapter heading)
 *  [P] index 61950321891 (a python test quoting a real 我欲封天 line that ends in (未完待续。。))
 *  [Q] index 42617462680 (a Go downloader: the literal page text where each 笔趣阁 site's content starts and ends)
 *  [R] index 22306221248 (a reader app's constants: a biqugezw footer, plain and as served in hex entities)
 *  [S] index 2490890654 (a novel site's own code, the ad line it inserted, left in a comment)
 *  [T] page http://cloud.it09.com/?action=read&book=人间最得意.html (the book's 作品相关 notices: 上架感言, 请假一天)
 *  [U] index 14271585471 (a 追书 API sample: a book's last chapter title)
 *  [V] index 5774744561 (a Go title-splitter's examples)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD2_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, app promotion, providers, site slogans.
  advert: [
    '【话说，目前朗读听书最好用的app，换源app，www.huanyuanapp.com安装最新版。】', // [b]
    '【话说，目前朗读听书最好用的app，， 安装最新版。】', // [b]
    '【看书领现金】关注vx公.众号【书友大本营】，看书还可领现金！', // [b]
    '关注公众号：书友大本营，关注即送现金、点币！', // [b]
    '【领红包】现金or点币红包已经发放到你的账户！微信关注公.众.号【书粉基地】领取！', // [b]
    '领红包现金or点币红包已经发放到你的账户！微信关注公.众.号领取！', // [b]
    '本书由公众号整理制作。关注VX看书领现金红包！', // [b]
    '【看书福利】关注公众号每天看书抽现金/点币!', // [b]
    '插播一个app: 完美复刻追书神器旧版本可换源的APP—— 。', // [b]
    '推荐下，我最近在用的看书app，【 app&emsp;】书源多，书籍全，更新快！', // [b]
    '广个告，【 app&emsp;】真心不错，值得装个，竟然安卓苹果手机都支持！', // [b]
    '求助下，【app 】可以像偷菜一样的偷书票了，快来偷好友的书票投给我的书吧。', // [b]
    '没有弹窗,更新及时 !', // [b]
    '为你提供最快的道诡异仙更新，第一百三十二章 路上免费阅读。:.', // [b]
    '銆愯瘽璇达紝鐩鍓嶆湕璇诲惉涔︽渶濂界敤鐨刟pp锛屽挭鍜闃呰伙紝 瀹夎呮渶鏂扮増銆傘', // [b] (the app advert, mojibake as served)
    '銆愭帹鑽愪笅锛屽挭鍜槄璇昏拷涔︾湡鐨勫ソ鐢紝杩欓噷涓嬭浇澶у鍘诲揩鍙互璇曡瘯鍚с€傘€/p>', // [b]
    '7017k', // [b]
    '【推荐下，野果阅读追书真的好用，这里下载 www.yeguoyuedu.com 大家去快可以试试吧。】', // [b]
    '【讲真，最近一直用野果阅读看书追更，换源切换，朗读音色多，www.yeguoyuedu.com 安卓苹果均可。】', // [b]
    '【认识十年的老书友给我推荐的追书app，野果阅读！真特么好用，开车、睡前都靠这个朗读听书打发时间，这里可以下载 www.yeguoyuedu.com 】', // [b]
    '喜欢我只想安静的做个苟道中人请大家收藏：我只想安静的做个苟道中人更新速度最快。', // [b]
    '喜欢我只想安静的做个苟道中人请大家收藏：我只想安静的做个苟道中人笔下文学更新速度最快。', // [b]
    '网页版章节内容慢，请下载好阅小说app阅读最新内容', // [b]
    '请退出转码页面，请下载好阅小说app 阅读最新章节。', // [b]
    '制大制枭。', // [b]
    '看最仙游最新章节到长风文学', // [c]
    '关注公众号：书友大本营  关注即送现金、点币！', // [h]
    '点击下载本站APP,海量小说，免费畅读！', // [p]
    'UU看书欢迎广大书友光临阅读，最新、最快、最火的连载作品尽在UU看书！手机用户请到阅读。', // [p]
    '内容不全？请换个浏览器试试(推荐使用谷歌浏览器)~', // [p]
    '请大家搜索（书迷楼）看最全！更新最快的小说', // [p]
    '找好书，看好书，与大家分享好书，请加QQ群', // [z]
    'A:【更多精彩好书，更多原创TXT手机电子书，我们因你而专业，TXT格式电子书下载 请登陆 80TXT电子书 --www.80txt.com】', // [L]
    'B: 如果发现未完....登录（80TXT小说网）www.80txt.com 提供24小时循环更新!!', // [L]
    '推荐阅读:唐枭、乘龙佳婿、长宁帝军、医妃惊世、重生民国娇小姐、奋斗1981、神医狂妃:邪王,甜甜宠、毒妻难逃:仙尊,太强势!、冥婚,弃妇娘亲之家有三宝、舌尖上的大宋', // [E]
    '蘿蔔絲端子提示您:看後求收藏(品書網www.vodtw.tw),接著再看更方便。', // [F]
    '文学作品阅读有话要说:点击屏幕中间,控制栏可以直接切换白天和夜间模式!', // [G]
    '文学作品阅读有话要说:点击屏幕中间,控制栏“主题”可以切换皮肤和字体大小!', // [G]
    '下载掌阅APP,畅读海量书库', // [M]
    '扫码下载掌阅APP', // [M]
    '想要找书就要到 新城书站', // [N]
    '立刻按 ctrl+D收藏本页', // [N]
    '你会得到大惊喜!!', // [N]
    '豪婿最新章节内容由网友收集并提供，转载至书趣阁_笔趣阁只是为了宣传《豪婿》让更多书友知晓。', // [u] (tags)
  ],
  // Addresses, plain and disguised, alone or with a slogan.
  url: [
    '请记住本书首发域名：。_wap.', // [b]
    '请记住本书首发域名：。手机版阅读网址：wap.', // [b]
    '天才本站地址：。阅读网址：', // [b]
    '手机用户请到m..阅读。', // [b]
    '天才本站地址：。m.', // [b]
    '一秒记住ｈｔｔｐs://.', // [b]
    '手机用户请浏览吞噬小说网{m.tszw.org}', // [b]
    '笔趣派为你提供最快的剑道第一仙更新，第2323章 大道暗烬免费阅读。https://www.biqupai.com', // [b]
    '//www.ishuquge.com/txt/118640/', // [b]
    '请记住本书首发域名：<a href="http://www.ishuquge.com" target="_blank" class="linkcontent">www.ishuquge.com</a>。手机版阅读网址：wap.', // [b]
    '<div id="center_tip"><b>最新网址：www.ishuquge.com</b>', // [b]
    '{飘天文学<a href="https://www.piaotian.com" target="_blank">www.piaotian.com</a>感谢各位书友的支持，您的支持就是我们最大的动力}', // [b]
    '找本站搜索"笔趣阁CM" 或输入网址:www.biquge.cm', // [Q]
    '一秒记住【笔趣阁中文网<a href="http://www.biqugezw.com" target="_blank">www.biqugezw.com</a>】，为您提供精彩小说阅读。', // [Q], [R]
    '手机用户请浏览m.biqugezw.com阅读，更优质的阅读体验。', // [Q], [R]
    '(新笔趣阁：biqugee.cc，手机笔趣阁 m.biqugee.cc )', // [Q]
    '请记住本书首发域名：www.biquge.lu。笔趣阁手机版阅读网址：m.biquge.lu', // [Q]
    '一秒记住：m.ihxs.la 爱好小说', // [S]
    '｜长｜风｜文学 [c][f][w][x].net', // [c]
    '记住网址m.ｘｂｅｑｕｇｅ．ｃｏｍ', // [e]
    '请收藏本站：https://www.wyill.com。笔趣阁手机版：https://m.wyill.com', // [f]
    '天才一秒记住本站地址：www.71du.com。71读小说网手机版阅读网址：m.71du.com', // [g]
    '请记住本书首发域名：http://www.shuwuwan.com', // [i]
    '请记住本书首发域名：www.biqugexx.com', // [j]
    '笔趣阁手机版阅读网址：m.biqugexx.com', // [j]
    '天才壹秒記住『愛♂去÷小?說→網wWw.AiQuxS.Com』，為您提供精彩小說閱讀。', // [k]
    '手机用户请浏览m.aiquxs.com阅读，更优质的阅读体验。', // [k]
    '书趣阁_笔趣阁手机版阅读网址：m.sizhicn.com', // [p]
    '请记住本书首发域名：www.sizhicn.com。', // [p]
    '天才一秒记住本站地址：www.xdingdian.com。新顶点小说手机版阅读网址：m.xdingdian.com', // [p]
    '请收藏本站：https://www.sp90.org。笔趣阁手机版：https://m.sp90.org', // [p]
    '铅笔小说 23qb.net', // [p]
    '请收藏：https://m.bqg78.com', // [q]
    '更┆多┆书┇本：woo18.vip(Woo18.vip)', // [q]
    '精-彩-收-藏：woo18.vip', // [q]
    'http://www.shuquge.com/txt/99462/24031460.html', // [u]
    '宝 书 网  w  w w . b  a   o  s h    u  6  .   c  o  m', // [C]
    '⑧  ○  電   孑  書    w   Ｗ Ｗ . Ｔ  Ｘ   t   ○   2. c o m', // [C]
    '防止失联,请记住本 站备 用域名： t   x    t  0  2 . c  o m', // [C]
    '寒门首辅txt下载：http://www.80txt.com/txtxz/63028/down.html', // [L]
    '寒门首辅最新章节：http://www.80txt.com/txtxz/63028/down.html', // [L]
    '一秒记住【顶点笔趣阁 www.baoyelong.com】,精彩小说无弹窗免费阅读!', // [E]
  ],
  // Navigation and page furniture.
  nav: [
    '『章节错误,点此举报』', // [a]
    '『加入书签，方便阅读』', // [a]
    '『点此报错』', // [f]
    '『加入书签』', // [f]
    '章节错误,点此举报(免注册)', // [i]
    '本章有错误，我要提交上一章 返回目录 下一章', // [v]
    '小提示：按 回车[Enter]键 返回书目，按 ←键 返回上一页， 按 →键 进入下一页。', // [v]
    '小提示：按 回车[Enter]键 返回书目，按 ←键 返回上一章， 按 → 键 进入下一章。', // [w]
    '温馨提示：按 回车[Enter]键 返回书目，按 ←键 返回上一页， 按 →键 进入下一页，加入书签方便您下次继续阅读。', // [x], [y]
    '其他类型推荐阅读：', // [y]
    '登陆注册', // [I]
  ],
  // Page and chapter-state markers.
  'page-marker': [
    '第一章 剧本不对(1/2),点击下一页继续阅读。', // [a]
    '(未完待续。请搜索飄天文學，小说更好更新更快!)', // [b]
    '(未完待续。请搜索飄天文學，小说更好更新更快!手机用户请到m.本站阅读。)', // [b]
    '（未完待续。请搜索飄天文學，）', // [b]
    '(未完待续。请搜索飄天文學，)', // [b]
    '未完待续未完待续请搜索飄天文學，小说更好更新更快!', // [b]
    '本章未完，请点击下一页继续阅读！ 第1页/共2页', // [m] (numbers filled)
    '本章未完，请点击下一页继续阅读！', // [n]
    '本章未完，请点击下一页继续阅读》》', // [o]
    '本章未完，点击[ 下一页 ]继续阅读--&gt;&gt;', // [p]
    '本章未完，点击[ 下一页 ]继续阅读-->>', // [v]
    '(本章完)', // [d] (a chapter's last line on 69shuba)
  ],
  // Dates and counters a site prints with a chapter.
  'update-time': [
    '2022-09-21 作者： 最白的乌鸦', // [d] (tags: the 69shuba chapter's txtinfo line)
    '更新：2020-11-12 06:13', // [a] (tags: the book page's update line)
    '49883000000003', // [I] (a chapter id printed above the heading)
  ],
  // HTML and script remnants.
  markup: [
    '<p style="width:100%;text-align:center;">&nbsp;&nbsp;&nbsp;&nbsp;<a href="javascript:postErrorChapter(265141,81336);" style="text-align:center;color:red;">『章节错误,点此举报』</a></p>', // [a]
    '<script>style_top()</script>', // [a]
    '&emsp;&emsp;<div class="contentadv"><script>loadAdv(7,3);</script></div>', // [d]
    '<a id="wzsy" href="http://m.xiaoshuting.info">小书亭</a>', // [b]
    '<p>id=wzsy></a></p>', // [b]
    '&#24378&#29306&#32&#116&#105&#97&#110&#108&#97&#105&#120&#119&#46&#99&#111&#109&#32&#35835&#29306', // [b]
    '(未完待续。请搜索飄天文學，小说更好更新更快!)&nbsp;&nbsp;&lt;!--章节内容结束--&gt;', // [b]
    '强牺tianlaixw.读牺', // [b]
    '<a href="http://www.libaiwu.com/2hao/">二号首长</a>', // [l]
    '<iframe sandbox="allow-top-navigation allow-scripts allow-same-origin allow-popups-to-escape-sandbox" id="amzn_assoc_ad_0" style="border:none;display:inline-block;width:300px;height:250px" marginwidth="0" marginheight="0" scrolling="no" frameborder="0" src="https://rcm-na.amazon-adsystem.com/e/cm?t=69shuba-20&amp;o=1&amp;l=ur1&amp;lc=pf4&amp;category=audibleplus&amp;f=ifr&amp;m=amazon&amp;banner=0MG2XKQ7PYPP84NBNFR2&amp;p=12&amp;linkid=e274df4d705e7635649b8c7c5a4dade8"></iframe>', // [b]
    '<a id="”wzsy”" href="https://www.tsxsw.la">tsxsw.la</a>', // [b]
    '<a id="”wzsy”" href="http://m.epzw.com/html/96/96305/">《无敌从献祭祖师爷开始》</a>', // [b]
    '<div id="”center_tip”"><b>最新网址：<a href="http://www.ishuquge.com</b>" target="_blank" class="linkcontent">www.ishuquge.com</b></a>', // [b]
    '</di>', // [b]
    '<script>chaptererror();</script>', // [Q]
    '&#xA0;&#xA0;&#xA0;&#xA0;&#x4E00;&#x79D2;&#x8BB0;&#x4F4F;&#x3010;&#x7B14;&#x8DA3;&#x9601;&#x4E2D;&#x6587;&#x7F51;<a href="http://www.biqugezw.com" target="_blank">www.biqugezw.com</a>&#x3011;&#xFF0C;&#x4E3A;&#x60A8;&#x63D0;&#x4F9B;&#x7CBE;&#x5F69;&#x5C0F;&#x8BF4;&#x9605;&#x8BFB;&#x3002;<br>', // [R]
    '&#x624B;&#x673A;&#x7528;&#x6237;&#x8BF7;&#x6D4F;&#x89C8;m.biqugezw.com&#x9605;&#x8BFB;&#xFF0C;&#x66F4;&#x4F18;&#x8D28;&#x7684;&#x9605;&#x8BFB;&#x4F53;&#x9A8C;&#x3002;', // [R]
  ],
  // Who made, uploaded or disclaims the file.
  credits: [
    '声明：本书由蒋乖自网络收集整理制作，仅供交流学习使用，版权归原作者和出版社所有，如果喜欢，请支持正版。', // [A]
    '---------------------------用户上传之内容开始--------------------------------', // [B]
    '---------------------------用户上传之内容结束--------------------------------', // [B]
    '声明：本书为八零电子书(txt02.com)的用户自网络收集整理制作,仅供预览交流学习使用,版权归原作者和出版社所有。', // [C]
    '声明：本书为八零电子书(txt02.com)的用户自网络收集整理制作,以上作品内容之版权与本站无任何关系。', // [C]
    '章节内容来源网络，版权归原作者所有，本书仅供书友预览', // [D]
    '免责声明：寒门首辅txt全集下载由80TXT电子书（WwW.80txt.com)书友收集整理自网络，版权归原作者所有，仅作学习交流使用，不可用于任何商业途径，如非免费资源，请在试用之后24小时内立即删除，如果喜欢该资源请购买正版谢谢合作；如不慎该资源侵犯了您的权利，请麻烦通知我及时删除，谢谢！', // [L]
    '*,转载请注明处：123duw.com 。', // [n]
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD2_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    'uu看书www.uukanshu.com', // [b] (glued mid-line on ptwxz)
    '[新筆趣閣 www.xsbiquge.info]', // [b]
    '[紅旗小說 www.hongqibook.com]', // [b]
    '[筆趣閣5200 www.bqg5200.co]', // [b]
    '[新筆趣閣 www.xxbiquge.vip]', // [b]
    '[新筆趣閣 www.biqule.info]', // [b]
    '[txt小说 www.txtyuan.com]', // [b]
    '[ www.biqugexx.xyz]', // [b] (in the middle of a story line)
    'm.biqupai.com', // [b] (after a story line's 。)
    'uu看书 <a href="http://www.uukanshu.com" target="_blank" class="linkcontent">www.uukanshu.com</a>', // [b]
    '—长—风—文学 {c}{f}{w}{x}.net', // [c]
    '？长？风？文学 cfwx. net', // [c]
    '｛长}{风｝文学 www{cf][wx}net', // [c]
    '＝长＝风＝文学＝www＝cfwx＝net', // [c]
    '～≯长～≯风～≯文～≯学，w⊥↓＋et', // [c]
    '6长6风6文6学，w↘□□et', // [c]
    '(http://www.shuwuwan.com/book/F72W-1.html)', // [i]
    '收藏(www.shumil.com)', // [p]
    '收藏书迷楼(www.shumil.com)', // [p]
    'ＳＴＯ５２０．ＣＯＭ', // [p]
    '思兔sto520.com', // [p]
    '八_零_电_子_书 _w_w  _w_ .t _x_t_ 0 _2. _ c_o_m', // [C]
    '㈧_ ○_電_芓 _書_Ｗ_  w_ ω_.Τ_ Χ  _t_零  _  2 .c_o _m', // [C]
    '[求书网qiushu.cc更新快，网站页面清爽，广告少，无弹窗，最喜欢这种网站了，一定要好评]', // [L] (at the end of a story line)
    'mianhuatang.cc [棉花糖小说网]', // [L] (in the middle of a story line)
  ],
  'span-site': [
    '**长**风**文学', // [c]
    ';长;风;文学 cf＋', // [c]
    '。长.风。文学', // [c]
    '%长%风%文学', // [c]
    '＊长＊风＊文学', // [c]
    '／长／风／文学', // [c]
    '［长][风］文学', // [c]
    '｀长｀风｀文学｀', // [c]
    '&lt;长&gt;&lt;风&gt;文学', // [c]
    '!长!风!文学', // [c]
    '强牺读牺。', // [b] (at the start of a story line)
    '制大 . 制枭', // [b]
    '这候TI**X*章汜', // [b] (at the end of a story line)
    'spanstyle>谷/spanstyle>', // [b] (at the end of a story line)
    '谷/span>', // [b]
    '请搜索飄天文學，小说更好更新更快!88读书', // [b] (at the end of a story line)
    ';[笔趣看  ]', // [h]
    '[笔趣看 ]', // [h]
    '＋杂∽志∽虫＋', // [p]
    '╱╲速╲╱文╲', // [p]
    '看.毛.线.中.文.网', // [p]
    '看1毛线3中文网', // [p]
    '看‘毛.线、中.文、网', // [p]
    '看。毛线、中文网', // [p]
    '看1毛2线3中文网', // [p]
    '塵?緣?文?學?網', // [p]
    '仟韆仦哾', // [p]
    '仟仟尛哾', // [p]
    '书迷楼最快更新，无弹窗阅读请', // [p]
    '龙腾小说网提供', // [p]
    '思兔閱讀', // [p]
    '尽在UU看书！', // [p]
    '(品#书¥网)!', // [E] (in the middle of a story line)
  ],
  'span-unfinished': [
    '(未完待续请搜索飄天文學，小说更好更新更快!u', // [b] (at the end of a story line)
    '<p class="chapter-page-info">第一章 剧本不对(1/2),点击下一页继续阅读。</p>', // [a] (at the end of the page's last line)
    '(未完待续。。)', // [P] (at the end of a story line)
  ],
  'span-remember': [
    '落日余晖提示您：看后求收藏(归云文学网)，接着再看更方便。', // [p]
    '查找最新章节！', // [p]
    '老鹰吃小鸡提醒你：看后求收藏123读书网，接着再看好方便。', // [n] (glued after a sentence's 。)
    '亿盒好猪提示您:看后求收藏(心遥书屋网xinyaofs.com),接着再看更方便', // [q] (after every paragraph)
    '一秒记住ｈｔｔｐ://ｍ．xxbiquｋｅ．ｎｅｔ', // [e] (removed inside the text)
    '一秒记住ｍ．biqiudu．com', // [p] (removed inside the text)
  ],
};

/**
 * Author notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD2_NOTES: readonly string[] = [
  'ps：明天是端午节，猪三在这里视兄弟们合家安康！', // [b]
  'ps：衷心感谢：嘉存书友的打赏支持，多谢！', // [b]
  '（这是的新书，今天就先更新九千字番茄，明天起一天更新两次，分别是中午和晚上。呵呵，希望大家收藏、砸几张推荐票，这对新书比较重要，谢谢~~~）', // [g]
  '今天的三更完毕', // [r]
  '双倍月票最后一天了', // [r]
  '今天就这一章了', // [r]
  '11月份，雄起！求保底月票', // [r]
  '今天再请一天假', // [r]
  '感谢书友20230321120407896，书友20230326221043464，毕竟东流去W投出的1张月票，感谢各位投出推荐票的书友，蟹蟹你们', // [J]
  '感谢书友那不是爱、是依赖提供的打油诗一首：', // [K]
  '【作家想说的话:】\n―――――――――以下与正文无关―――――――――\n嗨!', // [H]
  '恭喜八夫读者小赛赛手术顺利出院,祝她早日康复,回到我们狼女的怀抱。', // [O]
  '新一卷的开头没理清楚,今天请假一天,算是我国庆休息一天吧,各位见谅。\n祝大家国庆快乐。', // [T]
  '感谢我的责编飞羽,他对我的支持蛮多。', // [T]
  '九月十号,人间上架,开始付费模式,意味着长亭可能会丢失好些正版读者了,但没办法,现如今的大环境就是这样,长亭也能理解。', // [T]
];

/** HTML around story lines, in the forms the sources show a story line in (each adds back a line's own frame). */
export const WILD2_HTML: readonly ((s: string) => string)[] = [
  (s) => `&nbsp;&nbsp;&nbsp;&nbsp;${s}<br><br>`, // [a]
  (s) => `<br /><br />&nbsp;&nbsp;&nbsp;&nbsp;${s}<br /><br />`, // [b] ptwxz
  (s) => `&emsp;&emsp;${s}<br />`, // [b] uukanshu.cc
  (s) => `&nbsp;&nbsp;&nbsp;&nbsp;&emsp;&emsp;${s}<br /><br />`, // [b] piaotian
  (s) => `<br/>&nbsp;&nbsp;&nbsp;&nbsp;${s}`, // [u] shuquge
  (s) => `${s}<div class="contentadv"><script>loadAdv(7,3);</script></div>`, // [d] 69shuba: an ad block glued after a sentence
  (s) => `&nbsp;&nbsp;&nbsp;&nbsp;<!--go-->&nbsp;&nbsp;&nbsp;&nbsp;${s}`, // [b] piaotia
  (s) => `${s}<!--over--><br /><br />`, // [b] piaotia
  (s) => `<br />　　${s}<br />`, // [b] shuhuang.la
];

/** What authors and sites glue to chapter titles ([s], [t], [d], [U], [V]). */
const TITLE_SUFFIXES = [
  '（求收藏）',
  '（求订阅）',
  '（求保底月票）',
  '（求月票）',
  '【月初求保底月票！】',
  '【第二更！】',
  ' 【求月票！】',
  '（第四更，月票加更）',
  '（6万月票加更）',
];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD2_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [L]: the 80txt file's headings, 章节目录 第一章 积善之家.
  'toc-prefix': (n, t, cn) => `章节目录 第${cn(n)}章 ${t}`,
  // [b]: ptwxz titles with no space, 第一百一十五章老贼，休想乱我道心.
  'no-space': (n, t, cn) => `第${cn(n)}章${t}`,
  // [a]: a page's <title> taken as the heading, 第一章 剧本不对_全球高武_新笔趣阁.
  'title-tag': (n, t, cn) => `第${cn(n)}章 ${t}_全球高武_新笔趣阁`,
  // [b]: 第七十章：陌生记忆。（第二更！求订阅！） on piaotian, every title with its update count.
  'colon-update': (n, t, cn) => `第${cn(n)}章：${t}。${n % 2 ? '（第一更！求订阅！）' : '（第二更！求订阅！）'}`,
  // [s], [t], [d], [U], [V]: every third title carries a begging suffix.
  'begging-suffix': (n, t, cn) => `第${cn(n)}章 ${t}${n % 3 === 0 ? TITLE_SUFFIXES[(n / 3) % TITLE_SUFFIXES.length] : ''}`,
};
