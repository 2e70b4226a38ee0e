/**
 * A line of a page's controls (`显示全部楼层`, `只看该作者`, `打印 上一主题 下一主题`, `關燈 巨大 直達底部`, `TOP↑`): every
 * item on it is a control's word, judged on the whole line, never as evidence inside a story's line.
 */

/**
 * The controls of forum software and reading pages, folded to Simplified. Sources: the post and thread furniture of
 * Discuz! (显示全部楼层, 只看该作者, 倒序浏览, 电梯直达, 跳转到指定楼层, 复制链接, 上一主题/下一主题, 点评, 使用道具,
 * 回复, 举报, 楼主, 沙发, 板凳, 地板) and PHPWind and Tieba threads (只看楼主, 回顶部, 发表回复); the reading bars of
 * novel mirrors (字号, 日间/夜间, 关灯/开灯, 护眼, 直达底部, 返回顶部, 加大/减小/巨大 of a font menu); the harvested
 * wild5 pages' copies of them.
 */
const UI_WORDS = new Set([
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
  '楼主',
  '沙发',
  '板凳',
  '地板',
  '相关推荐',
  '相关阅读',
  '返回列表',
  '回顶部',
  '返回顶部',
  '直达底部',
  '回到顶部',
  '顶部',
  '底部',
  'top',
  '字号',
  '日间',
  '夜间',
  '关灯',
  '开灯',
  '护眼',
  '加大',
  '减小',
  '巨大',
  '默认',
]);
/** Controls that are a line by themselves; other two-letter words (打印, 回复, 巨大) count only beside another control. */
const ALONE = new Set(['字号', '日间', '夜间', '关灯', '开灯', '护眼', '楼主', '沙发', '板凳', 'top']);
/** What stands between controls: spaces, bars, brackets, arrows, a colon after a label. */
const SEPARATORS = /[\s\u3000|｜/\\>»«<←→↑↓·•:：[\]【】()（）]+/;

/** True when the folded line is only controls: one that stands alone, or two or more, or one of three letters or more. */
export function isUiLine(folded: string): boolean {
  if (folded.length > 40) return false;
  const items = folded.split(SEPARATORS).filter((p) => p !== '');
  if (items.length === 0 || !items.every((p) => UI_WORDS.has(p))) return false;
  return items.length > 1 || ALONE.has(items[0]) || Array.from(items[0]).length >= 3;
}
