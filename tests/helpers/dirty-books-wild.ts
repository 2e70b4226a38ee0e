/** The `wild` split of the dirty-book generator: junk lines and spans as they occur in real scraped books, harvested from public repositories without reading the cleaner's rules. */

/*
 * Provenance. Every line below was copied from a public repository where a scraper, reader or cleaner names
 * it as text a site leaves in its chapters (a replace list, an ad pattern written as a literal, a test
 * fixture of junk), keeping its spacing, punctuation, full-width letters and disguises. Where the original is
 * a pattern (`.*`, `\d+`), the wild card is filled with a book name or a number of the same shape and nothing
 * else is changed. The harvest was done on 2026-12-03 by reading only those repositories, not this project's
 * cleaning rules, and the split was run once.
 *
 *  [A] ywzhaiqi/userscript MyNovelReader/src/rule.js (per-site contentReplace lists, Rule.replace)
 *  [B] ywzhaiqi/userscript MyNovelReader, the built user script's Rule.replaceAll list (full-text index file 17610635430)
 *  [C] dipu-bd/lightnovel-crawler sources/zh/uukanshu.py
 *  [D] dipu-bd/lightnovel-crawler sources/zh/ddxsss.py
 *  [E] dipu-bd/lightnovel-crawler sources/zh/piaotian.py
 *  [F] dipu-bd/lightnovel-crawler sources/zh/xbiquge345.py
 *  [G] 404-novel-project/novel-downloader src/rules/biquge/type1.ts and src/rules/biquge/onePage.ts
 *  [H] 404-novel-project/novel-downloader src/rules/biquge/type2.ts
 *  [I] 404-novel-project/novel-downloader src/rules/onePage/630shu.ts
 *  [J] BaoBao666888/Novel-Downloader5 src/rules/special/0005-2wxsi-com.rule.js
 *  [K] BaoBao666888/Novel-Downloader5 src/rules/special/0044-jjwxc-net.rule.js
 *  [L] gedoor/legado app/src/main/assets/defaultData/txtTocRule.json (heading shapes, from its examples)
 *  [W] AoEiuV020/PaNovel local/src/test/resources/zxcs.txt (a real downloaded txt: the 知轩藏书 frame)
 *  Files the full-text index returned without their repository (cited by index file id):
 *  [M] 42571467892 (a scraper's delete list)   [N] 71090202061 (a junk-family test fixture)
 *  [O] 56700664022 (a reader's purify list)    [P] 12359224778 and 45666872992 (JJWXC author-note cleaners)
 *  [Q] 9910659686 and 41080316389 (a site's own chaptererror() script)   [R] 44966182728, 13092792120 (ad lists)
 *  [S] 17269213143 (a purify list)   [T] 43385321641, 68858339940, 27319167272 (cleaner regex literals)
 *  [U] 24611116050 (a Xiaoxiang txt cleaner)   [V] 10968460320, 11307997515, 41757067333, 37032676383 (biqukan scrapers)
 *  [X] 5556192950 (a site's saved chapter list: headings with begging glued on) and 41109040011 (an API sample)
 *  [Y] 62255052632 (a reader's cleaner test, footer sampled from 500 downloaded books)
 *  [Z] 53828943414 (a normaliser of exported books: `本章字数:xxxx`) and 69413151939 (a book source: 本章字数:N字)
 */

/** Whole junk lines by family (`{book}` is a book name, `{n}` a number). */
export const WILD_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, providers, begging for bookmarks: the site talking.
  advert: [
    'http://www.biqi.me比奇中文网永久网址，请牢记！', // [A]
    'www.biqi.me比奇中文网一直在为提高阅读体验而努力，喜欢请与好友分享！', // [A]
    '网站升级完毕！感谢对给力文学网的支持！', // [A]
    '（百度搜索给力文学网更新最快最稳定)', // [A]
    '【sogou,360,soso搜免费下载小说】', // [A]
    '百度搜索自从知道用百度搜索，妈妈再也不用担心我追不到最快更新了', // [A]
    '本书最新免费章节请访问。', // [A]
    '本书由潇湘书院首发，请勿转载！', // [A]
    '起点中文网www.qidian.com欢迎广大书友光临阅读', // [A]
    '一秒记住，本站为您提供热门小说免费阅读。', // [A]
    '【 注册会员可获私人书架，看书更方便！永久地址： 】', // [A]
    '【 注册会员可获私人书架，看书更方便！：】', // [A]
    '{飘天文学www.piaotian.net感谢各位书友的支持，您的支持就是我们最大的动力}', // [A]
    '更多，尽在言情后花园。', // [A]
    '如果觉得好看，请把本站网址推荐给您的朋友吧！', // [A]
    '本站手机网址：&nbsp;&nbsp;请互相通知向您QQ群【微博/微信】论坛贴吧推荐宣传介绍!', // [A]
    '如果您觉得网不错就多多分享本站谢谢各位读者的支持', // [A]
    '比奇提示：如何快速搜自己要找的书籍', // [A]
    '《百度书名+比奇》即可快速直达', // [A]
    '纯文字在线阅读本站域名手机同步阅读请访问', // [B]
    '【阅读本书最新章节，请搜索800】', // [B]
    '亲，百度搜索眼&amp;快，大量小说免费看。', // [B]
    '|每两个看言情的人当中，就有一个注册过可°乐°小°说°网的账号。', // [B]
    '热门小说最新章节全文阅读.。 更新好快。', // [B]
    '女凤小说网全文字 无广告', // [B]
    '〖∷∷无弹窗∷纯文字∷ 〗', // [B]
    '章节缺失、错误举报', // [C]
    '注：如你看到本章节内容是防盗错误内容、本书断更等问题请登录后→→', // [C]
    '您可以在百度里搜索', // [D]
    '为了方便下次阅读，你可以点击下方的"收藏"记录本次', // [D]
    '请向你的朋友（QQ、博客、微信等方式）推荐本书，谢谢您的支持！！', // [D]
    '本站提示：各位书友要是觉得《{book}》还不错的话请不要忘记向您QQ群和微博里的朋友推荐哦！', // [G]
    '作者：佚名所写的《{book}》无弹窗免费全文阅读为转载作品,章节由网友发布。', // [H]
    '小美~正在手打中，请稍等片刻，', // [M]
    '内容更新后，需要重新刷新页面，才能获取最新更新！', // [M]
    '看完记得：方便下次看，或者。', // [M]
    '最新全本：、、、、、、、、、、', // [M]
    '由于xx问题不能显示：请关注微信公众号：大文学网，继续', // [N]
    '我的qt房间开通了，qt房间号[1655]', // [N]
    '大家记得收藏网址或牢记网址,网址m..免费最快更新无防盗无防盗.报错章.求书找书.和书友聊书', // [O]
    '章节错误,点此报送', // [R]
    '报送后维护人员会在两分钟内校正章节内容', // [R]
    '最快更新无错小说阅读，请访问 请收藏本站阅读最新小说!', // [S]
    '，举报后维护人员会在两分钟内校正章节内容，请耐心等待，并刷新页面。', // [S]
    '请继续关注后续内容', // [T]
    '退出阅读模式', // [T]
    '為您提供精彩小說', // [T]
    '为了方便下次阅读，你可以点击下方的"收藏"记录本次（{chapter}）阅读记录，下次打开书架即可看到！', // [T]
    '页面篇幅有限，下载安装客户端阅读全文，不好看算我输！', // [T]
    '百度搜索“笔趣看小说网”手机阅读:', // [V]
    '手机用户请浏览阅读，更优质的阅读体验。', // [V]
    '更多精校小说尽在知轩藏书下载：http://www.zxcs8.com/', // [W]
    '==========================================================', // [W], [Y]
  ],
  // Addresses, plain and disguised, alone or with a slogan.
  url: [
    '手机小说站点（wap.zzzcn.com）', // [A]
    '请记住本站： www.yqhhy.cc', // [A]
    'ｂｏｏｋ．ｙａｙａｃｍｓ．ｃｏｍ', // [A]
    'http:永久网址，请牢记！', // [A]
    'www.DU00.com', // [A]
    '<a>手机用户请到m.qidian.com阅读。</a>', // [A]
    '◎雲來閣免费万本m.yunlaige.com◎', // [A]
    'WWw.YaNkuai.com', // [A]
    'ｗｗｗ．２３ｕＳ．ｃｏＭ', // [A]
    '看本书最新章节请到800小说网（www.800book.net）', // [B]
    '（800小说网 www.800Book.net 提供Txt免费下载）最新章节全文阅读-..-', // [B]
    '-优－优－小－说－更－新－最－快-www.ＵＵＸＳ.ＣＣ-', // [B]
    '|优|优|小|说|更|新|最|快|www.uuxs.cc|', // [B]
    '`无`错`小说`www.``com', // [B]
    'ＵＵ看书ｗｗｗ．ｕｕｋａｎｓｈｕ．ｃｏｍ', // [C]
    '请记住本书首发域名：。手机版更新最快网址：', // [C]
    '请收藏本站：https://www.ddxss.cc。顶点小说手机版：https://m.ddxss.cc', // [D]
    '记住网址m.luoqｉｕｘｚｗ．ｃｏｍ', // [G]
    '笔趣阁 www.xbiquge.so，最快更新{book} ！', // [G]
    '请记住本书首发域名：www.shuquge.com。书趣阁_笔趣阁手机版阅读网址：m.shuquge.com', // [H]
    '请记住本书首发域名：www.xyqxs.cc。笔趣阁手机版阅读网址：m.xyqxs.cc', // [H]
    '推荐地址：https://www.shuquge.com/txt/{n}/index.html', // [H]
    '恋上你看书网 WWW.630SHU.NET ，最快更新{book}最新章节！', // [I]
    '最新网址：www.ddxsku.com', // [M]
    '天才一秒记住本站地址:(顶点中文)www.ddsk.la,最快更新!无广告!', // [M]
    '天才一秒记住本站地址[奇快中文网]', // [M]
    '天才一秒记住本站地址：.', // [N]
    '手机版网址：m.', // [N]
    'https://baiycap.', // [N]
    '最新章节 2k小说网欢迎您！本站域名:"2k小说"的完整拼音fpzw.com，很好记哦！www.fpzw.com 好看的', // [O]
    '请收藏本站：https://www.biqvkk.cc', // [R]
    '天才一秒记住本站地址：[千千小说]', // [R]
    'https://www.qqxsnew.com最快更新！无广告！', // [R]
    '恋上你看书网 630bookla ，最快更新{book}最新章节！', // [S]
    '会员手打，更多章节请到网址：', // [T]
    '请访问最新地址：', // [T]
    '阅读本书最新章节请到999OM,手机同步阅读请访问', // [T]
    '笔趣阁手机版阅读网址：m.biqukan.com', // [V]
    '天才一秒记住本站地址：。手机版阅读网址：', // [V]
  ],
  // Navigation left from the page.
  nav: [
    '上一页←皇家金牌县令章节目录→下一章', // [N]
    '|　|　　->　->', // [M]
    '[收藏此章节] [免费得晋江币] [投诉]', // [P]
    '[收藏此章节] [推荐给朋友] [投诉色情有害、数据造假 、原创违规、伪更]', // [P]
    '插入书签', // [P]
    '最新章节地址：', // [D]
    '全文阅读地址：', // [D]
    'txt下载地址：', // [D]
    '手机阅读：', // [D]
  ],
  // Page and chapter-state markers.
  'page-marker': [
    '（本章未完，请点击下一页继续阅读）', // [J], [F]
    '（本章未完，请翻页）', // [B], [T]
    '第(3/3)页', // [N]
    '（第一更！）', // [N]
    '(未完待续请搜索，小说更好更新更快!', // [A]
    '(未完待续请搜索飄天文學，小说更好更新更快!', // [B]
    '（本章未完，请点击下一页继续阅读）{n}第 {n} 章(第1/3页)', // [F]
    '（本章完）', // [Y]
  ],
  // Time stamps and counters a site prints with a chapter.
  'update-time': [
    '更新时间：2013-05-21 12:01:33', // [U]: 更新时间：
    '本章字数：3124', // [U]: 本章字数：
    '本书类别：都市言情', // [U]: 本书类别：
    '本章字数:3281', // [Z]
    '本章字数:2764字', // [Z]
    '感谢在2021-03-04 20:00:00~2021-03-05 20:00:00期间为我投出霸王票或灌溉营养液的小天使哦~', // [P]
  ],
  // HTML and script remnants.
  markup: [
    '<script language="javascript">GetFont();</script>', // [E]
    '&lt;/dd&gt;', // [A]
    '&lt;center&gt; &lt;fon color=red&gt;', // [A]
    'BAIDU_CLB_fillSlot("{n}");', // [A]
    '关闭&lt;广告&gt;', // [A]
    '<div align="center" ><a href="javascript:postError();" style="text-align:center;color:red;">章节错误,点此举报(免注册)</a>,举报后维护人员会在两分钟内校正章节内容,请耐心等待,并刷新页面。</div>', // [Q]
    'readx;', // [B]
    '水印广告测试', // [A]
  ],
  // Who typed, scanned or uploaded it.
  credits: [
    '本文由　。。　首发', // [A]
    '本文由　　首发', // [S]
    '牛过中文..hjsm..首发.转载请保留', // [A]
    '会员手打', // [T]
    '[本文来自]', // [A]
    '全文字手打', // [B]
  ],
};

/** Spans glued into story lines as sites insert them (watermarks, disguised addresses, markers). */
export const WILD_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    'www.♀173ed.com♀', // [A]
    '【www.13800100.com文字首发D5８6小说网】', // [A]
    '《长》《风》文学 www.cfwＸ.net', // [A]
    '（长)(风）（文学）www.cＦＷx.net', // [A]
    '(w/w/w.shouda8.c/o/m 手、打。吧更新超快)', // [A]
    '--小-说-www-23wx-com', // [A]
    '小说 阅读网 www.xiaoshuoyd .com', // [A]
    '哈哈文学(www.hahawx.com)', // [A]
    'Ｓｏｕｄｕ．ｏｒｇ', // [A]
    '看小说“杂书网zashu.net”', // [A]
    '＋无＋错＋小说＋3w＋＋', // [B]
    '2长2风2文2学，w￠＄', // [B]
    'UU看书 www.uukanshu.com', // [C]
    '(https://www.xyqxs.cc/html/{n}/{n}/{n}.html)', // [H]
    '笔小说 　　(www.x23qb.com)', // [O]
  ],
  'span-site': [
    '⊙四⊙五⊙中⊙文☆→', // [B]
    '》长>风》', // [B]
    '《乐〈文《小说', // [B]
    '思ˊ路ˋ客，更新最快的！', // [B]
    '♠思♥路♣客レ', // [A]
    '※五月中文网 5y ※', // [A]
    '(凤舞文学网)', // [A]
    '「启航文字」', // [A]
    '∷更新快∷∷纯文字∷', // [A]
    'E度文学网更新最快', // [A]
    '(全文字小说更新最快)', // [A]
    '(平南文学网)', // [A]
    '讀蕶蕶尐說網', // [A]
    '(看书窝&nbsp;看书窝&nbsp;无弹窗全文阅读)', // [A]
    '跟我读Ｈ－u－n 请牢记', // [A]
    '（ 君子聚义堂）', // [B]
    '来可乐网看小说', // [B]
    'Ｅ』┡　小说Ｗｗ', // [M]
    '@无限好文，尽在晋江文学城', // [K], [P]
    '(更新速度最快记住即可找到)', // [A]
  ],
  'span-unfinished': [
    '（本章未完，请翻页）', // [B]
    '（本章未完，请点击下一页继续阅读）', // [J]
    '(未完待续请搜索，小说更好更新更快!', // [A]
  ],
  'span-remember': [
    '(一秒记住小说界）', // [A]
    '*一秒记住*', // [A]
    '一秒记住【笔趣阁小说网】', // [F]
    '【比奇中文网首发www.biqi.me】', // [A]
    '提示您：看后求收藏（笔趣阁），接着再看更方便。', // [O], [T]
    '转载请注明出处：', // [T]
  ],
};

/**
 * Author notes as they stand in chapters (a note may take several lines; JJWXC's block starts with its own
 * heading); they are not filled in.
 */
export const WILD_NOTES: readonly string[] = [
  '作者有话要说：\n感谢在2020-06-01 21:00:00~2020-06-02 21:00:00期间为我投出霸王票或灌溉营养液的小天使哦~\n非常感谢大家对我的支持，我会继续努力的！', // [P]
  '三章完毕！番茄谢谢所有兄弟了！', // [N]
  'PS：新书上传，求推荐！', // [T]: PS：.*求推荐！
  'PS：新的一周，求收藏！', // [T]: PS：.*求收藏！
  '（为大家的月票加更）', // [T]: （为大家的.*票加更.*）
  '第二更在晚上。', // [T]: 第二更在
  'ps：想听到更多你们的声音，想收到更多你们的建议，现在就搜索微信公众号“qdread”并加关注，给《牧神记》更多支持！', // [B]: 给.*?更多支持
];

/** HTML around story lines, in the forms the harvested cleaners strip. */
export const WILD_HTML: readonly ((s: string) => string)[] = [
  (s) => `${s}<br />`, // [V] 11307997515 strips `<br />`
  (s) => `<p>&nbsp;&nbsp;&nbsp;&nbsp;${s}</p>`, // [A] removeLineRegExp works on <p> lines
  (s) => `&nbsp;&nbsp;&nbsp;&nbsp;${s}<br /><br />`, // [V] biqukan pages
  (s) => `${s}&lt;/dd&gt;`, // [A]
];

/** What authors glue to their chapter titles (a site's chapter list, [X]). */
const TITLE_BEGGING = [
  '【第一更，求保底月票！】',
  '【第二更，求月票！】',
  '【第三更到，呐喊一声，月票~~~！】',
  '【三更合一，包括了五百票的加更！】',
  '【五千，今日九千字到！】',
  '【两更合一！】',
  '【这算是第一千票的加更吧。】',
  '【二合一！】',
  '【第四更！】',
  '【迟来的第三更！抱歉！】',
  '【拉下推荐票！谢谢！】',
  '（求月票）',
];

/** Heading shapes seen in real books, beside the generator's own (legado's examples, paged sites, begging titles). */
export const WILD_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  'bracket-open': (n, t, cn) => `【第${cn(n)}章 ${t}`, // [L] example "【第一章 后面的符号可以没有"
  paged: (n, t) => `第${n}章 ${t}(第1/2页)`, // [F], [J]: 第…章(第1/2页)
  // [X]: two spaces after 章, and every third title carries the author's begging.
  begging: (n, t, cn) => `第${cn(n)}章  ${t}${n % 3 === 0 ? TITLE_BEGGING[(n / 3) % TITLE_BEGGING.length] : ''}`,
};
