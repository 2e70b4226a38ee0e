/**
 * A line of a page's controls (`显示全部楼层`, `只看该作者`, `打印 上一主题 下一主题`, `關燈 巨大 直達底部`, `TOP↑`): every
 * item on it is a control's word, judged on the whole line, never as evidence inside a story's line.
 */

/**
 * A site's own chrome around a repost or reading page (wild6's HK/TW bookstore, forum and blog pages): account, menu
 * and version controls, and the reading page's scrolling and font controls. These two-letter ones stand alone…
 */
const CHROME_ALONE = ['首页', '旧版', '新版', '网页', '设置', '切换', '前往', '大厅', '登入', '登录', '注册', '选单', '菜单', '试阅'];
/** …these need no other control beside them (three letters or more) or come with others. */
const CHROME = [
  '会员登入',
  '会员登录',
  '会员注册',
  '忘记密码',
  '登出',
  '网站功能选单',
  '展开选单',
  '收起选单',
  '展开',
  '收起',
  '订阅',
  '收藏本版',
  '评论区',
  '内容节选',
  '章节试阅',
  '滚屏速度',
  '保存设置',
  '开始滚屏',
  '停止滚屏',
  '字体大小',
  '字体颜色',
  '背景颜色',
  // The reading settings and the version switch of wild4's mirror pages (`选择背景色:`, `浏览字体:[ ]`, `电脑版`).
  '选择背景色',
  '浏览字体',
  '电脑版',
  '文章收藏',
];

/**
 * The font and colour choices of a novel mirror's reading panel (the biquge template's 阅读设置: 字体 宋体/黑体/楷体/启体/
 * 雅黑, 背景 冷灰/明黄/淡绿/草绿/红粉/银白; wild4's `启体`, `冷灰`, `字体: 16 + -`): names a story's line does not stand
 * on alone, so each is a line of controls by itself. 白天 and 黑夜 are the story's words and are left out.
 */
const PANEL_NAMES = [
  '宋体',
  '黑体',
  '楷体',
  '启体',
  '雅黑',
  '微软雅黑',
  '仿宋',
  '冷灰',
  '淡灰',
  '明黄',
  '淡黄',
  '淡绿',
  '草绿',
  '红粉',
  '银白',
  '淡蓝',
];

/**
 * Controls of forum floors and reading bars that stand on a line by themselves: a floor's place (楼主, 沙发, 板凳), the
 * page's ends (顶部, 底部: wild7's Tieba pages) and the reading bar's switches (字号, 日间/夜间, 关灯/开灯, 护眼).
 */
const STANDALONE = ['楼主', '沙发', '板凳', '顶部', '底部', 'top', '字号', '日间', '夜间', '关灯', '开灯', '护眼'];

/**
 * The controls of forum software and reading pages, folded to Simplified. Sources: the post and thread furniture of
 * Discuz! (显示全部楼层, 只看该作者, 倒序浏览, 电梯直达, 跳转到指定楼层, 复制链接, 上一主题/下一主题, 点评, 使用道具,
 * 回复, 举报, 楼主, 沙发, 板凳, 地板) and PHPWind and Tieba threads (只看楼主, 回顶部, 发表回复); the reading bars of
 * novel mirrors (字号, 日间/夜间, 关灯/开灯, 护眼, 直达底部, 返回顶部, 加大/减小/巨大 of a font menu); the harvested
 * wild5 pages' copies of them.
 */
const UI_WORDS = new Set([
  ...STANDALONE,
  '显示全部楼层',
  '只看该作者',
  '只看楼主',
  '倒序浏览',
  '正序浏览',
  '电梯直达',
  '跳转到指定楼层',
  '复制链接',
  '上一主题',
  '下一主题',
  '上篇链接',
  '下篇链接',
  '打印',
  '点评',
  '使用道具',
  '回复',
  '发表回复',
  '快速回复',
  '举报',
  '分享',
  '收藏',
  '地板',
  '相关推荐',
  '相关阅读',
  '返回列表',
  '回顶部',
  '返回顶部',
  '直达底部',
  '回到顶部',
  '加大',
  '减小',
  '巨大',
  '默认',
  '字体',
  '+',
  '-',
  'a+',
  'a-',
  // The furniture of Weibo posts and Tieba floors as a repost copies it (wild7's 微博 and 贴吧 pages).
  '展开全文',
  '收起全文',
  '转发微博',
  '隐藏此楼',
  '查看此楼',
  ...CHROME_ALONE,
  ...CHROME,
  ...PANEL_NAMES,
]);
/** Controls that are a line by themselves; other two-letter words (打印, 回复, 巨大) count only beside another control. */
const ALONE = new Set([...STANDALONE, ...CHROME_ALONE, ...PANEL_NAMES]);
/**
 * A reading panel's size setting (`24号`, `16px`, `24号文字`): a control beside others; with 文字 or a unit of print, alone.
 */
const SIZE = /^\d{1,2}(?:号|px|pt|磅)(?:文字|字)?$/;
const SIZE_ALONE = /^\d{1,2}(?:(?:号|px|pt|磅)(?:文字|字)|px|pt|磅)$/;
/** What stands between controls: spaces, bars, brackets, arrows, a colon after a label. */
const SEPARATORS = /[\s\u3000|｜/\\>»«<←→↑↓·•:：[\]【】()（）]+/;

/**
 * True when the folded line is only controls: one that stands alone, or two or more, or one of three letters or more;
 * a count beside two controls or more is theirs (`收起/展开 收藏本版 (9) |订阅`). Or a breadcrumb (isBreadcrumb), or a
 * site's footer (isFooter).
 */
export function isUiLine(folded: string): boolean {
  if (folded.length > 80) return false;
  if (isBreadcrumb(folded)) return true;
  // Past 40 characters only a footer qualifies, and a footer has no sentence mark: most story lines end here, unsplit.
  const long = folded.length > 40;
  const stopped = FOOTER_STOP.test(folded);
  if (long && stopped) return false;
  const items = folded.split(SEPARATORS).filter((p) => p !== '');
  if (!stopped && isFooter(items)) return true;
  if (long) return false;
  const control = (p: string) => UI_WORDS.has(p) || SIZE.test(p) || gluedControls(p);
  const controls = items.filter(control).length;
  // A count beside two controls is theirs; a size's number beside 字体 is the font control's (`字体: 16 + -`).
  const fontSize = items.includes('字体');
  const counted = (p: string) => (controls >= 2 && /^\d+$/.test(p)) || (fontSize && /^\d{1,2}$/.test(p));
  if (controls === 0 || !items.every((p) => control(p) || counted(p))) return false;
  if (items.length > 1) return true;
  const [only] = items;
  return SIZE.test(only) ? SIZE_ALONE.test(only) : ALONE.has(only) || Array.from(only).length >= 3;
}

/** Controls of two letters or more, for reading glued ones apart. */
const GLUABLE = [...UI_WORDS].filter((w) => w.length >= 2 && /^\p{Script=Han}+$/u.test(w));
const MAX_GLUED = 16;
/**
 * Two controls or more glued together where a copy lost the space between them (`只看楼主收藏`, wild7's Tieba floor):
 * the piece splits into controls and nothing else. A story's word never does, and the whole line must be controls.
 */
function gluedControls(piece: string): boolean {
  if (piece.length < 4 || piece.length > MAX_GLUED) return false;
  // splits[i]: the piece's first i letters split into controls.
  const splits = [true, ...new Array<boolean>(piece.length).fill(false)];
  for (let i = 0; i < piece.length; i++) {
    if (!splits[i]) continue;
    for (const w of GLUABLE) if (piece.startsWith(w, i)) splits[i + w.length] = true;
  }
  return splits[piece.length] && !UI_WORDS.has(piece);
}

/**
 * The links of a site's footer, folded to Simplified: every site prints some of them, whatever its software (`关于我们
 * | 联系我们 | 隐私政策`, PTT mirrors' `關於我們 聯絡資訊`: wild6 [4]). Sources: the footers of the mirror, forum and
 * bookstore pages harvested for the wild splits, and the usual site-map and legal pages.
 */
const FOOTER_LINKS = new Set([
  '关于我们',
  '关于本站',
  '联系我们',
  '联络我们',
  '联络资讯',
  '联系方式',
  '隐私政策',
  '隐私权政策',
  '免责声明',
  '版权声明',
  '网站地图',
  '帮助中心',
  '意见反馈',
  '使用条款',
  '服务条款',
  '用户协议',
  '广告合作',
  '商务合作',
  '广告服务',
  '加入我们',
  '友情链接',
  '投稿须知',
]);
/** Most letters the footer's other items (the site's name, a section's) may hold, each. */
const FOOTER_ITEM = 12;
/** Marks no footer holds: a sentence's or speech's (`关于我们的事，联系我们吧。` is a story's). */
const FOOTER_STOP = /[，。！？!?“”「」",]/;
/**
 * A site's footer printed as a line (at most 80 characters, isUiLine), its items split: two of its links or more, the
 * other items short names (`精華區beta TypeMoon 關於我們 聯絡資訊`). The caller has checked it holds no FOOTER_STOP.
 */
function isFooter(items: readonly string[]): boolean {
  const links = items.filter((p) => FOOTER_LINKS.has(p)).length;
  return links >= 2 && items.every((p) => FOOTER_LINKS.has(p) || Array.from(p).length <= FOOTER_ITEM);
}

/** A step of a breadcrumb: `>`, `»`, `›` or `＞`-folded `>` with a space on either side. */
const CRUMB = /\s[>»›]\s|\s[>»›](?=\S)|(?<=\S)[>»›]\s/g;
/** Most letters one step of a breadcrumb holds (a site's, a genre's or a book's name, a chapter's title). */
const MAX_CRUMB = 24;
/**
 * A page's breadcrumb (`龍騰世紀 > 玄幻魔法 > 魔法大陸創世記`, `当前位置: 华文世界 > 动物`): two steps or more (one after a
 * 当前位置 or 位置 label), each short, with no sentence or speech mark on the line.
 */
function isBreadcrumb(folded: string): boolean {
  if (/[。！？!?“”「」"]/.test(folded)) return false;
  // Steps between spaces where the page's home leads them (`首页 理论教育 《孙子算经》:…`, wild7's article page; `首頁 幹宋`,
  // wild4's): one step after home only when no narrator's letter is in it (`首页 他回来了` is no page's).
  if (HOME_FIRST.test(folded)) {
    const home = folded.split(/\s+/);
    if (home.every((p) => Array.from(p).length <= MAX_CRUMB) && (home.length >= 3 || !NARRATOR.test(home[1]))) return true;
  }
  const steps = folded.split(CRUMB);
  const labelled = /^(?:当前位置|您的位置|你的位置|位置)\s?:/.test(folded);
  if (steps.length < (labelled ? 2 : 3)) return false;
  // A breadcrumb starts at a site's or a section's name; a narrator's clause before the steps (`他的排序是：历史 > 数学 >
  // 语文`) makes them a story's comparison.
  if (!labelled && NARRATOR.test(steps[0])) return false;
  return steps.every((p) => p.trim() !== '' && Array.from(p.trim()).length <= MAX_CRUMB);
}
/** The page's home, first on a breadcrumb written with spaces for steps. */
const HOME_FIRST = /^(?:首页|网站首页|主页)\s/;
/** A narrator's letters (pronouns, particles, a copula) or a colon: no site's or section's name has them. */
const NARRATOR = /[他她它我你们們的了是在把被:：]/;
