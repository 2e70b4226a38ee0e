/**
 * The `wild6` split of the dirty-book generator: a sixth set of junk lines, spans and author notes as they occur in
 * real scraped and reposted text, from sources none of `wild`, `wild2`, `wild3`, `wild4` and `wild5` used, harvested
 * without reading the cleaner. It was a held-out test set (aggregate figures only) until wild7 took its place on
 * 2026-12-06; since then it is a development set (its misses may be read).
 */

/*
 * How it was made. On 2026-12-06 a helper session searched public material (stored web pages, the full-text index of
 * public GitHub files, code search) for junk and notes of kinds the earlier harvests have little of: Hong Kong and
 * Taiwan platforms (LIHKG story threads with their reply and like counters and Cantonese schedule notes, a PTT post
 * mirror, a 巴哈姆特 creation page, 方格子 post stamps, PTT's archive header, the 金石堂, 博客來 and 讀冊 bookstore
 * pages around a novel's excerpt), a WeChat article repost and a 微信读书 excerpt repost, a light-novel forum's
 * translation post in BBCode, translators' 后记 on a mirror, an author's blog (a pinned post's notes), a blog's comment
 * export, many mirrors of web-novel chapters (app-install and app-lock prompts, reader bars, page-title headers,
 * breadcrumbs, 上架感言, 完本感言, 卷末語, a 盟主 thank-you, a 通告区 chapter, a 番茄 author's note chapter, a 請假條
 * title, a book-list line with pinyin glosses, broken `</br>` and `</p>` remnants, glued marks such as `99lib•net` and
 * `Google搜尋`), and the removal code of three reader apps and a cleaner.
 *
 * It did NOT read this project's cleaner (src/, docs/rules/, tests/unit/*junk*, *clean*, *author-note*, *split*,
 * *headings* tests) and never ran measure-junk with --errors or --dump on any wild split; only
 * tests/helpers/dirty-books.ts, tests/helpers/dirty-books-wild5.ts, tests/unit/dirty-books-wild5.test.ts and
 * scripts/measure-junk.ts were read, for the format. The earlier harvests' items were not printed: their source lists
 * were checked by counting matches of each repository, index id and site name before it was used, and the candidate
 * sources found there were dropped with all their items (among them a reader app's import test and its txt fixtures,
 * a LOFTER fan blog, a Penana story, the 69shux, kanunu8, sfacg, linovelib, jjwxc, 4mbg, vodtw, zhangyue, cndgn,
 * biquxs, 256fang, hbyjzzw, kenshuwenxue, bigbiquge, novel4j, szyangxiao, regou1, novelstar and pixnet pages, a vbook
 * extension repository and a cleaner's list of quoted junk; a mirror whose page title claims 潇湘书院 was dropped too,
 * to be safe).
 * The uniqueness test checks exact copies against all five earlier lists.
 *
 * Every item is copied from its source as printed, trimmed of surrounding whitespace only: stored pages keep their
 * half-width punctuation, pinyin glosses and emoji, and lines are the text between the page's own line breaks (a note
 * that a page breaks with a blank line is two notes here, since a note may not hold a blank line). Items taken from
 * code are the string literals as they stand (escapes resolved). Where a source gives a pattern, its wild cards were
 * filled with a value of the same shape, and the item says so. No item is invented.
 *
 * Run once, 2026-12-06, cleaner of branch wild6 at c610dfa (main's cleaner as of 6572b67; the branch changes no
 * cleaner file), `measure-junk.ts /work/shared/corpus --books 80 --split wild6` (no --errors, no --dump): junk recall
 * 48.97% (2438 of 4979; whole lines 47.04%, 1544/3282; glued spans 52.68%, 894/1697), precision 96.33% (93 of 20181
 * story lines lost characters or became notes: lost 93, taken for notes 0; 285 more kept junk inside; decoys kept
 * 2796/2796), notes marked 14.06% (109/775), chapters right 76/80. By family (removed of injected): advert 103/456,
 * credits 40/463, header 76/80, html 875/1132, markup 157/454, nav 115/439, page-marker 462/462, span-remember
 * 257/429, span-site 214/431, span-unfinished 423/427, span-url 0/410, update-time 132/469, url 459/459. Families are
 * drawn uniformly, so a family with few items (span-url, page-marker and span-unfinished 1, span-site and
 * span-remember 2, url 3) is measured on those few lines only. The heading shapes are this split's own
 * (WILD6_HEADINGS) beside the generator's.
 *
 * Sources (repository + path, or index file id where the index gave no repository, or a stored page's address):
 *  [1] page https://www.shuyuewu.la/txt/4073442/19475423_1.html (书阅网: the site line and a paged heading)
 *  [2] page http://www.petersimensky.com/book/260425/254663.html (a 繁體 mirror: a pinyin-glossed 書迷正在閱讀 line,
 *      `</br>` broken to `?/br>` after every paragraph)
 *  [3] page https://hexo-4cc.pages.dev/2025/04/27/%E4%B8%BA%E4%BB%80%E4%B9%88%E8%AE%A1%E7%AE%97%E6%9C%BA%E9%87%87%E7%94%A8%E8%A1%A5%E7%A0%81%E8%80%8C%E4%B8%8D%E6%98%AF%E5%8E%9F%E7%A0%81%E6%88%96%E5%8F%8D%E7%A0%81_-gwb
 *      (a repost blog's exported comment section)
 *  [4] page http://ucptt.com/article/C_Chat/1600209083/D2A (a PTT post mirror: author and time, source, image links)
 *  [5] page https://vocus.cc/article/673ac6bbfd89780001c7044d and https://vocus.cc/article/67574bedfd89780001a8099f
 *      (方格子 posts' update and reading-time stamps, 繁體)
 *  [6] page https://elliecat.blog/ (an author's blog: a pinned post's notes and update stamp, 繁體)
 *  [7] page https://forest0sea.blogspot.com/2016/04/ninowestern.html?m=1 (a blogspot story post's header and date)
 *  [8] page https://www.ydbnovel.com/chapter/11010331902/591634853 (an app-lock prompt ending a chapter, 繁體)
 *  [9] (none: an app-install prompt page, aiqutxt.com, was dropped as its lines are in an earlier list)
 * [10] page https://m.lcread.com/m/bookpage/402/402238/7425580.html (a reader bar: title line, word count, scrolling)
 * [11] page https://aqiusha.com/zh-cn/animal/1f53321cf051f3d29f0a8e35e1bbc7b1.html (a 微信读书 excerpt repost)
 * [12] page https://ref.gamer.com.tw/redir.php?url=https%3A%2F%2Fhome.gamer.com.tw%2FcreationDetail.php%3Fsn%3D3501849
 *      (a 巴哈姆特 creation page: menu words, the author's stamp line)
 * [13] page https://mail.zazww.com/forum.php?fid=25&mod=forumdisplay&orderby=views (a novel forum board's header)
 * [14] (none: a book-corpus cleaning rule set's nav line was dropped as it is a part of a longer literal)
 * [15] page http://www.shuidiao.net/gonglue/36140.html (a WeChat article repost: account, image slots, reading time)
 * [16] page http://www.pujingdadi.com/3427/148737.html (a translator's 译序 with `99lib•net` glued into a line)
 * [17] page https://sstm.moe/profile/101453-%E6%B4%9B%E5%8F%AF%E8%BE%89%E5%A4%9C/content/page/5 (a light-novel
 *      forum's translation post: links, recruiting notes, BBCode left around the lines)
 * [18] page http://www.yichun178.com/3_3359/658053_2.html and http://www.yichun178.com/2_2533/631733.html (light-novel
 *      后记 on a mirror: an illustration marker, a dated signature, the author's greeting)
 * [19] page http://www.xuanmoshuyuan.com/Quanben/10988744/10171049.html (a 全本 prompt; a dash glued before a line)
 * [20] page http://www.biquluo.cc/56_56027/25863939.html (a page-title header line)
 * [21] page http://shlslhgc.com/read/3110/441905_2.html (`</p>` broken to `?/p>` after paragraphs, 繁體)
 * [22] page https://www.071662.com/54825/read_375.html (a menu row and a breadcrumb)
 * [23] page https://lihkg.com/thread/3730369/page/5 and https://lihkg.com/thread/2138752/page/1 (LIHKG story threads:
 *      reply and like counters, post stamps, an author's Cantonese schedule notes)
 * [24] page http://www.cstrade.tw/NiNanShiZhang843/chapter_289.html (a 卷末語 with `Google搜尋` glued in, 繁體)
 * [25] page https://millionbook.net/novels/10/10798/4786591.html (龍騰世紀: a breadcrumb and its heading line)
 * [26] page https://taaze.tw/usedList.html?oid=11100774128 and https://taaze.tw/products/11100749992.html (讀冊
 *      bookstore pages around a light novel's excerpt)
 * [27] page https://love-psychics.net/langxiaoshuo_ibbbgbcdgi/jiibaff.html (a 通告区 chapter and the reader prompts)
 * [28] page https://longxiaxsw.com/book/198271/54813758.shtml (a reading-mode warning, 繁體)
 * [29] page https://m.zaohuatu.cc/book/2315/3000543.html (a remember-us line; a 盟主 thank-you note)
 * [30] page https://funs.me/text/2152/13620161.html (放肆文學: menu, breadcrumb, title bar; an author's note, 繁體)
 * [31] page https://tw.dxmwx.org/read/45822_34744422.html (a 上架感言 and the settings word, 繁體)
 * [32] page http://ytzww.com/kan/1544091/47229408/2.html (a 完本感言)
 * [33] page https://m.50zw.so/book/228960/77818280.html (a 完结感言)
 * [34] page https://www.tsfygm.com/book/9aw8ir/m96iir.html (its 第十八日 heading)
 * [35] index 39911650253 (a Swift novel reader's HTML parsers: the marks it removes from chapters)
 * [36] (none: a reader app test's continuation mark, index 71465463178, was dropped as it is in an earlier list)
 * [37] index 18371931132 (a Python chapter cleaner's line patterns)
 * [38] page http://zzztxt.com/book/23594/1200962_2.html (a page counter at both ends of a page)
 * [39] page http://www.nqxs.net/chapter/97590/99186783.html (an install prompt; a paged heading)
 * [40] page https://www.kingstone.com.tw/basic/2018630896922/?actid=book_normal_jm&lid=book_normal_jm (金石堂: the
 *      bookstore's banners above a novel's blurb)
 * [41] page https://youth.books.com.tw/articles/641031 (博客來's reading platform: menus, news line, update stamp)
 * [42] page https://home.kolvoice.com/article/%E4%BA%BA%E9%A1%9E%E5%A4%A7%E5%91%BD%E9%81%8B%E9%9B%BB%E5%AD%90%E6%9B%B8
 *      (a Facebook repost aggregator: dividers, hashtags, braille-blank lines, the post's label)
 * [43] page https://deepmind.t-salon.cc/article/960 (a Zhihu repost: its divider and link line)
 * [44] page https://www.ptt.cc/man/BBSmovie/DC0F/M.1208601794.A.3C1.html and
 *      https://www.ptt.cc/man/TypeMoon/D2FC/DC3A/DCC0/M.1340283808.A.6D0.html (PTT's archive header lines)
 * [45] hajljnopera/vbook-ext 630shu/src/chap.js (a vbook extension: the site line it removes from chapters)
 * [46] page http://tom1933.com/book/170592/115949.html (a 請假條 chapter, its title pinyin-glossed)
 * [47] page http://danwenku.cc/wanjie/47837_2.html (a short story's author and upload-date line)
 * [48] page http://www.uyaxs.com/uyaxs.asp?id=3450487 (优雅小说网: slogan, menu rows, the book's header, the
 *      chapter bar and its 正文第三回 heading)
 * [49] page https://pinshuzw.com/du_400065/138556722.html (a mirror's slogan above a 番茄 author's note chapter)
 */

/** Whole junk lines by family (the same families as WILD_LINE_JUNK). */
export const WILD6_LINE_JUNK: Readonly<Record<string, readonly string[]>> = {
  // Adverts, slogans, app and reader prompts, repost notices and other furniture that promotes or warns.
  advert: [
    '书阅网', // [1]
    '書迷正在閱讀:[原神同人] 跟大審判官先婚后愛(ài)了、[原神同人] 只有旅者單身的世界、[原神] 論文何時(shí)能寫完、我只是個(gè)愛(ài)養(yǎng)老婆的好男人、五年師尊,三年死遁、不笨、滿級(jí)反派裝作小白花后、我在副本世界當(dāng)女裝大佬的日子、阻止竹馬當(dāng)深情男配后、暗里窺視', // [2]
    '未解鎖章節', // [8]
    '想要觀看更多精彩內容', // [8]
    '下載 APP 解鎖更多精彩章節', // [8]
    '掃碼或復製鏈接到手機瀏覽器進行下載', // [8]
    '点击书封阅读本书', // [11]
    '微信读书出品', // [11]
    '广告:欢迎有日语基础、亦或正在日语学习途中的童鞋们加入汉化组的翻译~', // [17]
    '其他的岗位(技术、润测等)也大欢迎哦~', // [17]
    '>>> 戳我直接看全本<<<<', // [19]
    '★ 首刷限定:Q版特製質感硬紙杯墊!', // [26]
    '本章未完,请点击下一章继续阅读!若浏览器显示没有新章节了,请尝试点击右上角↗️或右下角↘️的菜单,退出阅读模式即可,谢谢!', // [27]
    '請勿開啟浏覽器閱讀模式,否則将導緻章節内容缺失及無法閱讀下一章。', // [28]
    '( 天才一秒记住 造化图小说网 (zaohuatu.com) )', // [29]
    '安装客户端,阅读更方便!', // [39]
    '活動訊息', // [40]
    '普發一萬放大術:滿千登記抽萬元好禮', // [40]
    '大數據幫你找下一本愛書!今天填寫,隔天立刻揭曉!', // [40]
    '聖誕節倒數!', // [40]
    '500元以下禮物現貨,快速出貨專區→https://dks.tw/jmzos', // [40]
    '用閱讀開啟視野,讓書成為照亮你人生的光', // [40]
    '【金石堂選書】本月推薦您這些好書👉 快來看看', // [40]
    '*首刷限量贈精緻珍藏卡', // [40]
    '(快訊) 金馬影迷新世代青春徵文活動 團體獎學校出爐嘍,恭喜得獎學校!!', // [41]
    '人類大命運電子書 在 Middle Facebook 的最讚貼文', // [42]
    '我们致力于为用户为书迷提供免费好看的杜鹃传奇全集', // [48]
    '优雅小说网', // [48]
    '品书中文 通过搜索各大小说站为您自动抓取各类小说的最快更新供您阅读!', // [49]
  ],
  // Addresses and links on lines of their own.
  url: [
    'https://i.imgur.com/gMB5wcG.jpg https://i.imgur.com/oMpXPBF.jpg', // [4]
    '原文地址:https://sstmlt.moe/thread-140937-1-1.html', // [17]
    '链接请戳:https://sstmlt.moe/thread-118211-1-1.html', // [17]
  ],
  // Navigation, reader controls, forum buttons and breadcrumbs.
  nav: [
    '评论区', // [3]
    '網頁', // [7]
    '狐鬼  楔子、万家灯火,星河一道   加入书签', // [10] (book, chapter title and the bookmark button on one line)
    '滚屏速度: 保存设置 开始滚屏', // [10]
    '当前位置: 华文世界 > 动物', // [11]
    '内容节选', // [11]
    '切換', // [12]
    '舊版', // [12]
    '前往', // [12]
    '大廳', // [12]
    '收起/展开 收藏本版 (9) |订阅', // [13]
    '初评过审作品137号:', // [15]
    '5200小说中文网 - 都市言情 - 三生三世桃花劫在线阅读 - 第五章 桃园山', // [20]
    '首页 玄幻 武侠 都市 历史 科幻 灵异 游戏 书库 排行 完本 用户中心 作者专区', // [22]
    '小米阅读 > 其他 > 番茄西游之首富大作战 > 番外篇:地球的第一个冬天', // [22]
    '龍騰世紀 > 玄幻魔法 > 魔法大陸創世記', // [25]
    '章節試閱', // [26]
    '↑返回顶部↑', // [27]
    '上一章 书页/目录 下一章', // [27]
    '首頁', // [30]
    '玄幻奇幻 都市言情 武俠仙俠 軍事歷史 網游競技 科幻靈異 二次元 收藏夾', // [30]
    '放肆文學 » 都市言情 » 全知全能者» 【一個重大決定,關於月票加更】', // [30]
    '熱門作品最新上架全本小說閱讀紀錄', // [30]
    '全知全能者 - 【一個重大決定,關於月票加更】字體大小: A+', // [30]
    '設置', // [31]
    '展開選單', // [41]
    '網站功能選單', // [41]
    '會員登入', // [41]
    '忘記密碼', // [41]
    '本文的简书版链接:', // [43] (the links themselves follow as titles)
    '精華區beta BBSmovie 關於我們 聯絡資訊', // [44]
    '精華區beta TypeMoon 關於我們 聯絡資訊', // [44]
    '优雅小说网 武侠小说 言情小说 科幻小说 经典名著 乡村小说 历史小说 灵异小说 伦理小说 校园小说 官场小说 架空小说 穿越小说', // [48]
    '小说排行榜 推理小说 都市小说 仙侠小说 竞技小说 网游小说 耽美小说 短篇文学 同人小说 玄幻小说 军事小说 重生小说 全本小说', // [48]
    '上一章   第三回白衣书生    下一章 ( → )', // [48]
  ],
  // Page counters of chapters served in parts.
  'page-marker': [
    '第(2/3)页', // [38] (at the top and the bottom of the page)
  ],
  // Dates, edit stamps, view counts, word counts and post headers.
  'update-time': [
    '搬砖小能手: 大学老师要是都这么简明易懂的讲,科学进步就有指望了,我们当时学就是记公式 👍🏽336 💭北京 🕐2025-04-25 23:19:03', // [3]
    '作者: laptic (無明)   2020-09-16 06:31:21', // [4]
    '更新於 2024/11/19閱讀時間約 37 分鐘', // [5]
    '(首次發表於20240411,於20241118修訂)', // [5]
    '更新於 發佈於 閱讀時間約 10 分鐘', // [5]
    '最近更新日:2026/1/12', // [6]
    '2016年4月5日 星期二', // [7]
    '章节字数:969', // [10]
    '2024-08-24动物', // [11]
    '月亮熊 | 2017-03-05 18:53:11 | 巴幣 244 | 人氣 2627', // [12]
    '小说讨论|交流 今日: 0|主题: 9543|排名: 20', // [13]
    '本文共计7892字', // [15]
    '预计阅读时长需要20分钟', // [15]
    '401 回覆', // [23]
    '59 Like 4 Dislike', // [23]
    '2024-07-22 07:34:47', // [23]
    '2024-07-22 15:48:00', // [23]
    '199 回覆', // [23]
    '48 Like 4 Dislike', // [23]
    '2020-08-04 06:33:40', // [23]
    '2022.06.04 更新', // [41]
    '优雅小说网 > 武侠小说 > 杜鹃传奇  作者:戊戟 书号:35354  时间:2017/7/22  字数:20434', // [48]
  ],
  // Markup remnants, dividers, image slots, hashtags and blank-looking lines.
  markup: [
    '图片', // [15] (an image slot left as a word)
    '插图p350', // [18]
    '-----------------------------', // [42]
    '#耳朵書籤 #閱讀 #電子書 #digitalminimalism #tedchiang', // [42]
    '⠀', // [42] (U+2800, the braille blank the post uses for empty lines)
    '------------------------------------------------------上篇-基本统计--------------------------------------------------------', // [43]
  ],
  // Authors', translators' and posters' credits, sources and signatures.
  credits: [
    '資料來源:自行探路、「神魔之塔創作戰隊」臉書專頁', // [4]
    '作者:王米米 寐语者', // [11]
    'fengtingle 2', // [15]
    '文/李翌', // [15]
    '目标人群:轻小爱好者,日语爱好者,想当咸鱼者', // [17]
    '本文基于Rosket在论坛的《想当个咸鱼》进行改编,', // [17]
    '译文对原文内容有部分差异。', // [17]
    '二○一九年六月水野良', // [18]
    '鹹魚飛行家 作品', // [24]
    '作者簡介:', // [26]
    '繪者簡介', // [26]
    '作者:责任好人莫桑  录入:04-13', // [47]
  ],
};

/** Spans glued into story lines as sites insert them (the same families as WILD_SPAN_JUNK). */
export const WILD6_SPAN_JUNK: Readonly<Record<string, readonly string[]>> = {
  'span-url': [
    '书路（www.shu6.cc）最快更新！', // [35]
  ],
  'span-site': [
    '99lib•net', // [16] (inside a line of the 译序)
    'Google搜尋', // [24] (after the first sentence of the 卷末語)
  ],
  'span-unfinished': [
    '本章未完，请翻页继续阅读', // [37] (the pattern `^\s*本章未完，请翻页继续阅读.*$`, its wild cards left empty)
  ],
  'span-remember': [
    '记住书路(www.shu6.cc)', // [35] (the pattern `记住.*?\(.*?\)`, filled with the site and address the same parser removes)
    '恋上你看书网最快更新最新章节！', // [45] (the pattern `恋上你看书网.*?最快更新.*?最新章节！`, its wild cards left empty)
  ],
};

/**
 * Author and translator notes as they stand in chapters (a note may take several lines); they are not filled in.
 */
export const WILD6_NOTES: readonly string[] = [
  // [4] A PTT poster's spoiler-guard line.
  '防雷頁,下一頁才開始敘事',
  // [6] An author's pinned-post notes (繁體).
  '那個……\n因為封面已經好了,所以就先放個楔子和第一章當預告好了。\n因為我是那種邊寫邊修的作者(覺得可以連載的作者太厲害),屆時完稿版本可能會些許(?)微調喔。\n目標是六月底寫完。(壓力山大= 0 =)=>2023.07.01更新,還在孵ಥ_ಥ',
  '(這篇是置頂文,類似迎賓的概念:p )',
  '大家好。我是艾莉。\n這名字很普通但是因為已經用了很多很多很多年,所以就不想改了。',
  // [15] The repost's editor note.
  '初评时间从11月7日起至12月30日,接下来,《高校科幻》平台将陆续推出通过初评的作品。',
  // [17] A forum translator's notes.
  '之前与@rosket 说过的“小说日语版”,\n我就蛋疼地写出来了~话说这能算原创吗?',
  '毕竟原文小说就是个日文名主角,那么是不是该有个日文版会比较接地气呢233\n另外比起汉化,将中文日语化也是别有一番情趣呢{:7_536:}\n那么,希望大家欣赏吧。',
  // [18] A light novel author's 后记 greeting.
  '各位读者,幸会,我是作者健速(たけはや)。已经认识我的朋友们,谢谢各位一直以来的照顾。相信透过这部作品,我还有很多机会能和各位聊聊,未来也请各位多多指教了。',
  // [23] A LIHKG author's schedule notes and a bump (Cantonese).
  '的確,寫作黎講,寫完無人睇嘅空虛感好易化成挫折感\n如果要寫故,大多數作者都要面對呢個問題,我自然亦唔例外',
  '依加我同時寫緊三個故,其實都有類似感覺,正因為投入前所無有既熱誠,但回響無想像中好,就好易變化無力感',
  '但都無辦法,我自己鐘意寫,唯有繼續寫落去',
  'Sell自己既話,暫時最再信心係獅子山恩仇記',
  '阡迴旅館速度係9月2日前會變慢\n主因係Kadokado個邊比賽就截,要寫完個邊先',
  '變慢係指每次出文字數,而非出文密度,敬請原諒',
  '我黎推下po先',
  // [24] A 卷末語 (繁體).
  '截止目前,本書已經突破七十萬字,其中【序章】84章,【第一卷】172章。之後的每一卷,都會壓縮在200章以內,認為第一卷長,是因為序章的內容和第一卷太連貫。目前計劃的本書11至12卷左右,總字數500W字,大綱什麼的不用擔心,畢竟也寫過一次長篇了,作者把握的住。',
  '因為資料篇有羅德牌和奇術咒術,所以這裡總結一下第一卷結束後夏德持有的【遺物】:',
  '詩稿紙頁、善良之槍、命運的二十麵骰子、水銀小瓶、神的禮物盒子、海盜的血錢。',
  '以做備忘。',
  '另外交代一下本書目前的成績,均訂3700。怎麼說呢,至少不算差,但和作者上本書比,也不算特別好。但既然有這麼多人願意持續看下去,那麼作者也會一直寫下去。目前故事的架構也很清晰了,一卷圍繞著一個被選中者,圍繞著一個主題。主線當然是打羅德牌(劃掉),尋找十三位被選中者,而故事才隻是剛剛開始。',
  // [27] A 通告区 chapter's notes.
  '通告区,和名字一样,最主要是用来发布公告的。',
  '本文的任何作者因事暂停的更新,遇到的紧急状况,或者任何要和读者说明的事情,都会在此发布。',
  '同时,此区域也会进行一些和读者互动的活动,例如人物人气群内投票之类的。',
  '发在这里,是为了不在最新章节出现作者的个人私事以影响大家的阅读体验,故此特立,希望大家理解。',
  '书友群:,有任何建议或者想法,都可以和群内的书友们讨论,也可以给作者发邮件,但考虑到也许发邮件的人会很多,所以不一定每封邮件都会回答,还请见谅!',
  // [29] A 盟主 thank-you.
  '昨天,本书出现了第二位盟主——epicac。\n感谢他的打赏,感谢他的青睐,感谢他的信任。同时,也感谢所有打赏的亲们,不论数量多寡,你们都是在花额外的钱在支持这本书。',
  '我一直觉得,看书订阅花钱是应该的,打赏是额外的。所以我求票、求订阅,却几乎不求打赏,开不了那口。而且我还是会经常感谢订阅的亲们,因为国内付费阅读环境并不好。订阅人数,和真正看这本书的人数,有极大的落差。',
  '平素,我是不会说这些的。\n但今天,确实思绪万千。',
  // [30] An author's note on monthly-vote updates (繁體).
  '這是我的第二本書,恩,當然,我不是在為我的老書打廣告。',
  '我是想說,在寫第一本書的時候,我留下了一些遺憾,也知道了一些以前不知道的東西。',
  '所以我說我不爭,大家有票投給其它需要的書就好。',
  '我認為這是一種「好意」。',
  '但沒想到的是,是真的絕沒有想到!我受到了指責。',
  // [31] A 上架感言 (繁體).
  '2019年4月1日,愚人節的零點,這本書就上架了。',
  '首先,感謝責編文樂大大,感謝各位親愛的讀者。然后,還是有些話想說。',
  '這是我在起點的第一本簽約作品。在此之前,我用“北圭”這個筆名在別的網站寫過不少書,包括都市、二次元、科幻、古風…都是買斷文,也就是不需要讀者也能拿到稿費的那種。',
  '所以這次來起點,也有朋友說這是找死…嗯,這么說吧,我這個人就是比較喜歡作死。',
  '更要感謝的,是各位親愛的讀者。',
  // [32] A 完本感言.
  '第一件事,是简单说一下qq群和新书的事。\n本书一直没有建群,大家也提过几次。',
  '至于新书,大概一年内会发。\n如果回起点,还会是这个作者号,我好不容易升到lv。3!\n至于读者群,能不建就不建吧。\n万一真火了再说。。。',
  '本来打算完结后建一个给大家唠唠嗑的,后来又改变主意了。',
  '第二件事,算是个人的习惯吧。\n我喜欢在完本感言中给读者朋友送上祝福,创作一本网文是一场痛并快乐的苦旅,而读者朋友是这场旅途的友人。',
  // [33] A 完结感言.
  '这本书完结了,用时很长,但我还是坚持到了完结的时候。',
  '这本书的构思其实在很久之前就有了,是高中时突然出现的灵感。不过这个灵感直到大学时期才化作为文字。',
  '当初动笔上传网站时我就想着一定要有始有终,得完结才行。但这其中有很多时候我都思考过要不要放弃。\n原因很简单,因为党派之争。',
  // [46] The title of a 請假條 chapter (pinyin-glossed on the mirror).
  '請(qǐng)假條',
  // [49] A 番茄 author's note chapter, kept where a misfiled chapter could not be deleted.
  '亲爱的读者宝宝,如果你看到这一页,一定是已经追着我的文笔,读了许久的人啦。请接受我真诚的谢意。感谢你我有缘在番茄这个书籍的汪洋大海中相遇。',
  '作为番茄平台的一名新手作家,此书是我的第一部长篇小说,计划100万字以上。感谢有你一路陪伴到此,后续还请继续支持。',
  '这一节为何会出错呢?',
];

/** HTML and text remnants around a story line (the story must survive them). */
export const WILD6_HTML: readonly ((s: string) => string)[] = [
  (s) => `${s}?/br>`, // [2]: `</br>` broken after every paragraph of the mirror
  (s) => `${s}?/p>`, // [21]: `</p>` broken the same way
  (s) => `[align=left]${s}[/align]`, // [17]: the forum post's BBCode around each line
  (s) => `-${s}`, // [19]: a dash glued before the first line of the chapter
];

/** Heading shapes seen in the sources, beside the generator's own. */
export const WILD6_HEADINGS: Readonly<Record<string, (n: number, t: string, cn: (n: number) => string) => string>> = {
  // [1]: 第十九章 月票文宝中秋快乐(第2页) (the second page of a paged chapter, its counter glued to the title).
  'page-paren': (n, t, cn) => `第${cn(n)}章 ${t}(第2页)`,
  // [39]: 第五章 真赭大神显现于此(1 / 2) (the first page, a spaced counter).
  'page-spaced': (n, t, cn) => `第${cn(n)}章 ${t}(1 / 2)`,
  // [34]: 第十八日 (a day, no title).
  'ri-bare': (n, _t, cn) => `第${cn(n)}日`,
  // [25]: 龍騰世紀 第七十一章 相會(下) 文 / 明達 (the site name before the heading, the author after it).
  'site-author': (n, t, cn) => `龍騰世紀 第${cn(n)}章 ${t} 文 / 明達`,
  // [11]: 番外一 (an extra, numbered only).
  'fanwai-bare': (n, _t, cn) => `番外${cn(n)}`,
  // [48]: 正文第三回白衣书生 (正文 glued before a 回 heading, no space before the title).
  'zhengwen-hui': (n, t, cn) => `正文第${cn(n)}回${t}`,
};
