/**
 * Site vocabulary with weights (docs/rules/cleaning.md#the-junk-classifier): the words that web-novel sites put into chapters. A word is
 * evidence, not a verdict; junk-classify.ts weighs them against the line's length and the story guard.
 * Phrases are written in Simplified and lower case; lines are matched after fold() (Traditional, full-width).
 */

export type LexiconKind = 'site' | 'ad' | 'nav';

export interface LexiconGroup {
  kind: LexiconKind;
  /** Evidence per occurrence: 2 = a site's own name, 1 = an advert's phrase, 0.5 = a word stories use too. */
  weight: number;
  /** A navigation word that is a whole line by itself (a pager: 上一页, 回目录), unlike 书库 or 历史. */
  alone?: boolean;
  phrases: readonly string[];
  source: string;
}

export const LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'site',
    weight: 2,
    phrases: [
      '笔趣阁',
      '新笔趣阁',
      '千千小说',
      '思兔阅读',
      '思兔',
      '顶点小说',
      '八零电子书',
      '天涯在线书库',
      '小说天堂',
      'txt小说',
      '爪机书屋',
      '起点中文网',
      '纵横中文网',
      '创世中文网',
      '17k小说',
      '晋江文学城',
      '飘天文学',
      '全本小说网',
      '书迷楼',
      '棉花糖小说',
      '69书吧',
      'uu看书',
      '看书网',
      '小说网',
      '文学网',
      '中文网',
      '读书网',
      '书库网',
      '小说阅读网',
      '免费小说',
      '手打吧',
      '落秋中文',
      '乐文小说',
      '追书神器',
      '书旗',
      '掌阅',
      '七猫',
      'qq阅读',
      '本站',
      '本网站',
      '文学城',
    ],
    source:
      'corpus headers and tails (天涯在线书库《www.tianyabook.com》, TXT小说天堂, 八零电子书下载网www.txt80.com); scraped books from other sites (爪机书屋, t,xt,小,说天,堂); BAAI BooksRuleSet `笔趣阁`, `顶点小说`, `起点中文`, `[求|有|奇|炫|爬]书网` [S23]; two large mirror sites whose names wild2 finds glued into lines (`思兔閱讀` of sto.cx, `千千小说` spelled `仟韆仦哾`)',
  },
  {
    kind: 'ad',
    weight: 1,
    phrases: [
      '免费阅读',
      '在线阅读',
      '全文阅读',
      '全文免费',
      '最快更新',
      '更新最快',
      '最新更新',
      '最新章节',
      // The biquge mirrors' `查找最新章节！` (wild2's harvest): its 查找 goes with 最新章节 where a phrase is narrowed to it.
      '查找最新章节',
      '章节目录',
      '无弹窗',
      '弹窗',
      '本章未完',
      '本章完',
      '未完待续',
      '请翻页',
      '点击下一页',
      '下一页继续',
      '继续阅读',
      '内容未完',
      '循环更新',
      '24小时',
      '为你提供',
      '为您提供',
      '提供最快',
      '收藏本站',
      '加入书签',
      '加入书架',
      '私自转载',
      '未经授权',
      // A take-down notice in place of a book (`因版权问题，文库不再提供该小说的阅读！`, wild5's harvest).
      '版权问题',
      '不再提供',
      // Reposts' rights notes (`*图片仅作分享，请支持原版 *`, wild5) and a portal's buttons (`设为首页`, `官方微博`).
      '仅作分享',
      '支持原版',
      // The rights notes of 2000s e-text sites and their files (`请保留站台信息。`, `切勿商用`, `仅供试阅`, `您下载的文件来自`)
      // and apps' prompts (`请支持正版`, `正版订阅在阅文`, `开通SVIP免广告`): wild7's harvest.
      '请勿商用',
      '切勿商用',
      '不得用作商业用途',
      '仅供试阅',
      '仅供试读',
      '站台信息',
      '申请授权',
      '文件来自',
      '支持正版',
      '正版订阅',
      '免广告',
      '设为首页',
      '官方微博',
      '下载中心',
      '侵权',
      '联系删除',
      '注明出处',
      '网友上传',
      '扫码',
      '本章结束',
      '严禁',
      '尽在',
      '公众号',
      '点此',
      '最快',
      '严禁转载',
      '禁止转载',
      '未经本站',
      '手机用户',
      // A site's mobile and desktop versions and its ad-free boast (`手机站全新改版升级地址：…，数据和书签与电脑站同步，无广告清新阅读！`,
      // the biquge mirrors' tail, written in session 32 from the mirrors' pages as a user's book holds them).
      '手机站',
      '电脑站',
      '无广告',
      '手机版',
      '手机阅读',
      '阅读体验',
      '更优质',
      'txt下载',
      '全集下载',
      '电子书下载',
      '免费下载',
      '最新网址',
      '备用网址',
      '网址',
      '域名',
      '地址发布页',
      '一秒记住',
      '秒记住',
      '百度搜索',
      '请浏览',
      '请访问',
      '请登录',
      '登录',
      '客户端',
      '下载app',
      '书友群',
      '书友',
      '章节错误',
      '点此举报',
      '举报',
      '精彩小说',
      '热门小说',
      '好看的小说',
      '全文字',
      '手打',
      '首发',
      '正版',
      '书架',
      '阅读网',
      '本书',
      '下次阅读',
      '每日更新',
      '更新快',
      '请记住',
      '看书更方便',
      '下次看书',
      '更新快人一步',
      '如有侵权',
      '来自网络',
      '来源于网络',
      '退出转码',
      '转码页面',
      '章节缺失',
      '本文由',
      '本文来自',
      '本章来自',
      '转载请保留',
      '转载请注明',
      '广告',
      '后续内容',
      '刷新页面',
      '谢谢您的支持',
      '感谢您的支持',
      '书友的支持',
      '读者的支持',
      '请继续关注',
      '快速直达',
      '分享本站',
    ],
    source:
      "a site's sign-offs (请记住…网址 as in MyNovelReader `请记住本书首发域名` [S24], 请您收藏本站，方便下次阅读; …每日更新数千章节; 下次看书更方便, the prompt of reading apps' bookshelves; 更新快人一步, 更新快无弹窗: MyNovelReader `更新快无弹窗` [S24]); copyright and take-down notices (未经授权, 侵权, 联系删除; `来源于网络，如有侵权请联系删除`, the footer of many Chinese pages), the prompt of search engines' transcoded pages (`请退出转码页面`, `如章节缺失请退出转码页面`, which cleaners of scraped novels list), app prompts (扫码); CLEAN-2 ad lists (MyNovelReader Rule.contentReplace/replace [S24]; 404-novel-project site rules [S25]; BAAI keyword families [S23]); scraped books from other sites (（本章未完，请翻页）, 内容未完，下一页继续阅读, 提供24小时循环更新, 更优质的阅读体验, （严禁未经本站允许私自转载…）); a page's provenance line (本文由…首发, [本文来自], …首发，转载请保留 / 请注明出处), an advert's own name (广告, 关闭广告) the notices of a page that updates itself (请继续关注后续内容, 需要重新刷新页面), a site's thanks to its readers (感谢各位书友的支持, 谢谢您的支持, 多多分享本站) and its search prompt (即可快速直达): lines of scraped books in public repositories (docs/rules/cleaning.md#the-junk-classifier)",
  },
  {
    kind: 'ad',
    weight: 1,
    phrases: [
      '点币',
      '书币',
      '领红包',
      '现金红包',
      '红包',
      '看书福利',
      '领现金',
      '抽现金',
      '关注公众号',
      '书票',
      '浏览器',
      '内容不全',
      '更新及时',
      '更新速度最快',
      '请大家收藏',
      '找好书',
      '分享好书',
      'qq群',
      '控制栏',
      '点击屏幕',
      '屏幕中间',
      '切换皮肤',
      '字体大小',
      '白天模式',
      '白天和夜间',
      '直接切换',
      '广个告',
      '值得装个',
      '手机都支持',
    ],
    source:
      "what sites and reading apps offer and ask of a reader, beside a book's lines: rewards for following an account (`【领红包】现金or点币红包已经发放到你的账户！微信关注公.众.号…领取！`, `【看书福利】关注公众号每天看书抽现金/点币!`, book tickets to steal, `偷书票`: wild2 [b]); the prompts of a reading page (`内容不全？请换个浏览器试试`, wild2 [p]; `点击屏幕中间,控制栏可以直接切换白天和夜间模式!`, wild2 [G]; the app advert of pirated copies, `广个告，【…app】真心不错，值得装个，竟然安卓苹果手机都支持！`, whose 广个告 no story spells so, wild2 [b]; `没有弹窗,更新及时`, wild2 [b]); the sign-off of biquge copies (`喜欢…请大家收藏：…更新速度最快。`, wild2 [b]); a group's invitation (`找好书，看好书，与大家分享好书，请加QQ群`, wild2 [z])",
  },
  {
    kind: 'ad',
    weight: 2,
    phrases: ['书币', '书券', '阅读币', '起点币', '首充', 'vip章节', 'vip月卡', '付费章节'],
    source:
      "a serial platform's own money and paid chapters (`新用户注册即送500书币！`, `首充6元送VIP月卡`, `VIP章节，请充值后阅读`: the offers of reading apps and serial sites beside a chapter, measure-spans' eighth set, written from them): coins and vouchers of a platform, words no story's money is called",
  },
  {
    kind: 'ad',
    weight: 1,
    phrases: ['开通会员', '限时优惠', '新用户注册', '充值后阅读', '签到领'],
    source:
      "the same platforms' offers around their money (`本章为付费章节，开通会员即可免费阅读`, `签到领书币`); not 充值 or 会员 alone, which a city story's people do and are",
  },
  {
    kind: 'ad',
    weight: 1,
    phrases: ['首刷', '现货', '出货专区', '限量赠', '免运', '优惠券', '折价券', '满额', '预购', '活动讯息', '未解锁章节', '解锁章节'],
    source:
      "what an online bookstore or reading app sells beside a chapter it shows: first-print gifts, stock and shipping, coupons and pre-orders (`★ 首刷限定:Q版特製質感硬紙杯墊!`, `500元以下禮物現貨,快速出貨專區→`, `活動訊息`, `未解鎖章節`: wild6's Taiwan bookstore and app pages), e-commerce words no narrator strings together; not 秒杀, 抽奖, 限时 or 下单, which web novels' game systems and city stories use, nor two letters that span a story's words (出货 in 唱出貨郎, 选书 in 挑选书籍, 加购 in 增加购买, 好礼 in 一份好礼)",
  },
  {
    kind: 'ad',
    weight: 1,
    phrases: [
      '加载中',
      '请稍候',
      '未加载完',
      '小说模式',
      '阅读模式',
      '畅读模式',
      '广告屏蔽',
      '广告遮蔽',
      '二维码',
      '终身免费',
      '添加到主屏幕',
      '最近更新',
      '继续往下阅读',
      '自动抓取',
      '双击鼠标',
      '滚屏',
      '字体颜色',
    ],
    source:
      "what a reading page prints while its chapter loads or to keep the reader on it, beside the story: the loading notice and its excuses (`更多内容加载中...请稍候...`, `未加载完,尝试【刷新】or【关闭小说模式】or【关闭广告屏蔽】`, 广告遮蔽 on Traditional pages, 阅读模式 and 畅读模式 that hide a mirror's text), the app's install prompts (扫描二维码, 终身免费阅读, `添加到主屏幕`), a crawl site's slogan (`…自动抓取各类小说的最快更新…`), lists' labels (最近更新小说), a news page's `請繼續往下閱讀` under an advert, and the scroll controls of old reading pages (`双击鼠标滚屏`, 字体颜色): chapter pages of mirror and news sites, 2020s",
  },
  {
    kind: 'nav',
    weight: 1,
    phrases: [
      '女生频道',
      '男生频道',
      '繁体',
      '简体',
      '繁体版',
      '简体版',
      '电脑版',
      '菜单',
      '书籍信息',
      '默认',
      '冷灰',
      '启体',
      '方正启体',
      '宋体',
      '楷体',
      '雅黑',
      '字号',
      '背景色',
    ],
    source:
      "a mirror's menus as scraped with a chapter: 女生频道 of a breadcrumb, the script and device switches (繁体版 简体版, 电脑版), and the reading bar's settings (默认, the colour 冷灰, the fonts 方正启体, 宋体, 楷体, 雅黑, 字号, 背景色): counted only where a line is a menu (junk-classify.ts isNavBar), never as advert evidence in a story's line",
  },
  {
    kind: 'nav',
    weight: 1,
    alone: true,
    phrases: [
      '玄幻魔法',
      '玄幻奇幻',
      '武侠修真',
      '武侠仙侠',
      '都市言情',
      '历史军事',
      '科幻灵异',
      '网游竞技',
      '游戏竞技',
      '女生耽美',
      '其他类型',
    ],
    source:
      "the category menu of biquge-style mirrors, one category a line where a scraper kept the menu (玄幻魔法, 武侠修真, 都市言情, 历史军事, 科幻灵异, 游戏竞技, 女生耽美, 其他类型; 玄幻奇幻, 武侠仙侠, 网游竞技 of 起点-style lists): two genre words joined as no story joins them, so each is a menu item alone on its line; the single words (游戏, 魔法) are a story's",
  },
  {
    kind: 'ad',
    weight: 0.5,
    phrases: ['关注', '现金', '账户', '领取', '福利'],
    source: "the same offers' words that stories use too (关注, 现金, 账户, 领取, 福利): weak evidence, counted only beside stronger words",
  },
  {
    kind: 'ad',
    weight: 0.5,
    phrases: [
      '小说',
      '阅读',
      '更新',
      '章节',
      '下载',
      '手机',
      '转载',
      '网站',
      '搜索',
      '收藏',
      '推荐',
      '免费',
      '提供',
      '最新',
      '未完',
      '本章',
      '电子书',
      '作者',
      '记住',
      '地址',
      'txt',
      'app',
      'qq',
      'vip',
      '微信',
      '敬请期待',
      '书城',
      '书屋',
      '详情',
      '牢记',
      '看书',
      '删除',
      '联系我们',
    ],
    source:
      'words of the same adverts that stories also use (花朵容顏妙更新, 他打开手机; 牢记 of 牢记网址 and 将军牢记, 看书): weak evidence, BAAI flags them without deleting [S23]',
  },
  {
    kind: 'nav',
    weight: 1,
    alone: true,
    phrases: [
      '上一章',
      '下一章',
      '上一页',
      '下一页',
      '前一页',
      '后一页',
      '回目录',
      '返回目录',
      '回首页',
      '返回书页',
      '返回列表',
      '加入书签',
      '插入书签',
      '添加书签',
      '收藏此章节',
      '收藏本章',
      '上一篇',
      '下一篇',
      '前一章',
      '后一章',
      '上页',
      '下页',
      '返回顶部',
      '章节目录',
      '投推荐票',
      '投月票',
      '章节报错',
      '上一节',
      '下一节',
    ],
    source:
      "pager words, which stand alone on a line: the same pager by section (`上一节`, wild7's e-text pages); hongloumeng A stub before 第三十八回 (`后一页`, `前一页`, `回目录`, `回首页`); CLEAN-2 `上一页/下一页/回目录`; BAAI `上一章`, `下一章`, `加入书签` [S23]; the other verbs of the same bookmark button (插入书签, 添加书签, 收藏此章节) in scraped books; the other names of the same pager (上一篇, 前一章, 上页, 返回顶部) and the voting and error buttons beside it (投推荐票, 投月票, 章节报错) on chapter pages of novel sites (404-novel-project site rules [S25])",
  },
  {
    kind: 'nav',
    weight: 1,
    phrases: [
      '首页',
      '目录',
      '投推荐票',
      '推荐本书',
      '报错',
      '末页',
      '尾页',
      '原创书库',
      '书库',
      '排行榜',
      '排行',
      '全本',
      '完本',
      '分类',
      '言情',
      '武侠',
      '玄幻',
      '都市',
      '历史',
      '科幻',
      '网游',
      '现代',
      '古典',
      '其他',
      '论坛',
      '当前位置',
      '您的位置',
      '你的位置',
      '投诉',
      '关闭',
      '返回',
      '书目',
      '列表',
      '章节列表',
      '阅读记录',
      '阅读设置',
      '字体',
      '背景颜色',
      '护眼',
      '关灯',
      '夜间模式',
      '书签',
      '举报',
      '登陆',
      '注册',
      '推荐阅读',
      '章节错误',
    ],
    source:
      'hongloumeng A navigation bar (`首页 | 原创书库 | 现代 | 言情 | 武侠 | … | 论坛`); CLEAN-2 navigation bars; site category lists; the label of a breadcrumb trail (`当前位置：首页 > 书名 > 第九章`); the buttons of a chapter page beside the bookmark (`[收藏此章节] [投诉]`, the `关闭` of an advert) in scraped books; the parts menus combine (返回 + 书目, 章节 + 列表, 阅读记录: the buttons of biquge-style chapter pages [S25]), counted in an item of a menu by junk-classify.ts mostlyNav; the settings bar of a reading page (字体：大 中 小, 背景颜色, 护眼, 关灯, 夜间模式); the buttons and labels of chapter pages saved whole (书签, 举报, 章节错误, 登陆 the common misspelling of 登录, 注册, 推荐阅读: wild2 [a] [f] [I] [y], `『加入书签，方便阅读』`, `登陆注册`, `其他类型推荐阅读：`)',
  },
];

export interface LexiconEntry {
  phrase: string;
  kind: LexiconKind;
  weight: number;
  alone: boolean;
}

/** The groups flattened, one entry per phrase (a phrase in two groups keeps the larger weight; `alone` from either). */
export const LEXICON_ENTRIES: readonly LexiconEntry[] = (() => {
  const map = new Map<string, LexiconEntry>();
  for (const g of LEXICON)
    for (const phrase of g.phrases) {
      const old = map.get(phrase);
      const alone = (old?.alone ?? false) || (g.alone ?? false);
      if (!old || old.weight < g.weight) map.set(phrase, { phrase, kind: g.kind, weight: g.weight, alone });
      else old.alone = alone;
    }
  return [...map.values()];
})();

/**
 * Endings of a site's name (墨香书库, 南山书院, 落霞小说网, 晋江文学城), one table for the two readers of a name's shape.
 * `frame`: site-names.ts learns a name with this ending inside a site's frame (the frame is the evidence, so
 * endings that stories write too — 小说, 文学, 书院, 电子书, 阁, 网 — count there). `guess`: junk-classify.ts
 * guesses a name from one or two letters before this ending without a frame (weak evidence, weighed with the
 * advert words around it), so only endings that rarely end a story's word. 书海阁 is guessed whole but not a
 * frame's ending: a site is called 书海阁 itself (the fresh split's), which a frame reads as 书海 + 阁.
 * `before`: junk-classify.ts takes a name with this ending as the site's own right before its address (`天涯在线书库《www…》`,
 * `TXT小说天堂  https://…`, `八零电子书下载网www…`: the corpus's site lines). `gap`: junk-classify.ts reads a few letters
 * with this ending between two advert words as the site's name (`记住追书网网址`).
 * Sources: the site names of the lexicon above and of the corpus's own site lines (天涯在线书库, TXT小说天堂), the
 * frames of site-names.ts ([S24], [S25]), and the names in the dirty-book generator's splits.
 */
export type SiteEndingUse = 'frame' | 'guess' | 'before' | 'gap';
export type SiteEnding = { readonly ending: string } & { readonly [use in SiteEndingUse]: boolean };
export const SITE_ENDINGS: readonly SiteEnding[] = [
  { ending: '小说网', frame: true, guess: true, before: true, gap: false },
  { ending: '中文网', frame: true, guess: true, before: true, gap: false },
  { ending: '文学网', frame: true, guess: true, before: true, gap: false },
  { ending: '文学城', frame: true, guess: true, before: true, gap: false },
  { ending: '读书网', frame: true, guess: true, before: true, gap: false },
  { ending: '看书网', frame: true, guess: true, before: false, gap: false },
  { ending: '书海阁', frame: false, guess: true, before: false, gap: false },
  { ending: '电子书', frame: true, guess: false, before: true, gap: false },
  { ending: '小说', frame: true, guess: false, before: true, gap: true },
  { ending: '书院', frame: true, guess: false, before: true, gap: false },
  { ending: '文学', frame: true, guess: false, before: true, gap: true },
  { ending: '书屋', frame: true, guess: true, before: true, gap: false },
  { ending: '书阁', frame: true, guess: true, before: true, gap: false },
  // 妙笔阁, 四妙笔阁 (wild4's mirror name alone on its line), after 笔趣阁.
  { ending: '笔阁', frame: true, guess: true, before: true, gap: false },
  // 新城书站 (`想要找书就要到 新城书站`, wild2's and wild5's harvests).
  { ending: '书站', frame: true, guess: true, before: true, gap: false },
  { ending: '书库', frame: true, guess: true, before: true, gap: false },
  // 新语丝电子文库(www.xys.org), the credit of wild7's 2000s e-texts: a library's name right before its address.
  { ending: '文库', frame: true, guess: false, before: true, gap: false },
  // 真意书盟 (spaced apart after wild7's verse lines), 逐浪书盟: the 2000s' book leagues.
  { ending: '书盟', frame: true, guess: true, before: true, gap: false },
  // Not guessed: a city's bookshop is a 书城 (新华书城, 她在书城里买了三本小说。 were dropped as adverts).
  { ending: '书城', frame: true, guess: false, before: true, gap: false },
  { ending: '书吧', frame: true, guess: true, before: true, gap: false },
  { ending: '书网', frame: true, guess: true, before: true, gap: false },
  { ending: '趣阁', frame: true, guess: true, before: true, gap: false },
  { ending: '阁', frame: true, guess: false, before: false, gap: true },
  { ending: '网', frame: true, guess: false, before: false, gap: true },
  { ending: '电子书下载网', frame: false, guess: false, before: true, gap: false },
  { ending: '小说阅读网', frame: false, guess: false, before: true, gap: false },
  { ending: '小说天堂', frame: false, guess: false, before: true, gap: false },
  { ending: '下载网', frame: false, guess: false, before: true, gap: false },
  { ending: '阅读网', frame: false, guess: false, before: true, gap: false },
  { ending: '中文', frame: false, guess: false, before: false, gap: true },
  { ending: '吧', frame: false, guess: false, before: false, gap: true },
  { ending: '城', frame: false, guess: false, before: false, gap: true },
  { ending: '屋', frame: false, guess: false, before: false, gap: true },
  { ending: '库', frame: false, guess: false, before: false, gap: true },
];

/** The endings one reader uses as a regex alternation, longest first (so that 小说网 is tried before 小说). */
export function siteEndings(use: SiteEndingUse): string {
  const list = SITE_ENDINGS.filter((e) => e[use]).map((e) => e.ending);
  return `(?:${list.sort((a, b) => b.length - a.length).join('|')})`;
}

/**
 * A site's slogan inviting the reader to it, glued into story lines (`来可乐网看小说`, `看小说就去书包网`,
 * `读零零小说网`): an invitation, a name shaped like a site's (one to four letters and an ending of
 * SITE_ENDINGS marked `guess`, or 网) and what to read there. Sources: the wild split's `来可乐网看小说` and
 * MyNovelReader's `看小说到…`, `读…小说网` watermarks [S24]. The reading words after the name are required where
 * the invitation comes first, so 他来到藏书阁 stays; the invitation verbs alone are words of any story.
 */
export const SLOGAN = {
  /** Words that send the reader somewhere. */
  invite: ['来', '到', '上', '去', '就来', '就去', '请到', '请上', '请来', '尽在', '要到', '就要到'],
  /** What the reader is sent to do (after the name). */
  read: ['看小说', '读小说', '阅读', '看书'],
  /** What the reader is told before being sent (`看小说就去…`). */
  lead: ['看小说', '读小说', '看书', '找书', '找小说'],
  /** A slogan that is only a reading verb and a name with a strong ending (`读零零小说网`). */
  readVerb: ['读', '看'],
} as const;

/**
 * What a site says to the reader around its name or address (`提示您：看后求收藏（笔趣阁），接着再看更方便。`,
 * `跟我读H-u-n 请牢记`, `@无限好文，尽在晋江文学城`): words that are evidence only beside a cut, where they are taken
 * with it (junk-classify.ts extendCuts), never alone; only phrases, since 再看, 方便 or 您 beside a cut may be the
 * story's (`…還不見來，再看（未完待续。）` keeps 再看). Sources: the wild
 * split's remember-the-site spans and MyNovelReader's `…，方便下次阅读` / `看书更方便` [S24].
 */
export const READER_TALK: readonly string[] = [
  '提示您',
  '看后求',
  '求收藏',
  '接着再看',
  '更方便',
  '方便下次',
  // The sign-off whole (`…，方便下次阅读，或且百度输入…`, wild7): 方便下次 alone left its 阅读 behind.
  '方便下次阅读',
  '方便下次访问',
  '请牢记',
  '跟我读',
  '无限好文',
  '请收藏',
];
