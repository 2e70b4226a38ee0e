/** A credit line of a scanned or typed book (`一鸣扫描，雪儿校对`, `牛过中文..hjsm..首发.转载请保留`), judged by its shape. */
import { fold } from './fold.ts';
import { PhraseIndex } from './phrase-index.ts';

/**
 * The roles a credit names and the words that link them to names. Sources: rulinwaishi A's `一鸣扫描，雪儿校对`,
 * CLEAN-2 scan credits (`XX扫描 YY校对`, `扫校：XX`, `本书由…整理`), the provenance lines of scraped books
 * (`…首发，转载请保留`, `本章由…手打`, `网友上传`) in the wild split, and the roles of e-book credit pages
 * (打字, 输入, 精校, 制作).
 */
export const CREDIT_ROLES: readonly string[] = [
  '扫描',
  '扫校',
  '校对',
  '校正',
  '校订',
  '校稿',
  '精校',
  '初校',
  '录入',
  '打字',
  '输入',
  '排版',
  'ocr',
  '整理',
  '制作',
  '手打',
  '上传',
  '首发',
  '转载',
  '收集',
  '提供',
];
/** Words around the names that are no names: whose book, by whom, and the polite tail of a provenance line. */
export const CREDIT_LINKS: readonly string[] = [
  '本电子书',
  '本章节',
  '本书',
  '本文',
  '本章',
  '此书',
  '本txt',
  '来自',
  '网友',
  '书友',
  '会员',
  '小组',
  '团',
  '组',
  '感谢',
  '请保留',
  '请注明',
  '出处',
  '由',
  '于',
  '自',
  '和',
  '与',
  '及',
  '者',
  '人',
  '版',
];
/**
 * Letters no name is made of: pronouns, particles, aspect marks — a sentence's, not a credit's (`他校对了账目`), nor a
 * reader's name before a watermark (`宝玉听了笑道提示您…` is story: junk-classify.ts).
 */
export const NOT_NAME = /[了着過过的地得把被将將是在这這那他她它我你们們么麼吗嗎呢吧又也就都却卻便才很要说說道曰]/;
/** Sentence marks: a credit has none. */
const SENTENCE = /[。！？!?]/;
/** Speech marks: a credit has none, except a title quoted in a labelled field's value (`資料來源:「某某」臉書專頁`). */
const SPEECH = /[“”「」『』]/;
/** A credit is short: a name or two and their roles. */
const MAX_LETTERS = 30;
const MAX_NAME = 6;
const MAX_NAMES = 3;

const roleIndex = new PhraseIndex([...CREDIT_ROLES]);
const wordIndex = new PhraseIndex([...CREDIT_ROLES, ...CREDIT_LINKS]);

/**
 * True when the line is a credit: at least one role word, nothing that ends a sentence, and what is left once the
 * roles and links are taken out is at most MAX_NAMES short names (Han, Latin or digits, no particle or pronoun).
 */
export function isCreditLine(text: string): boolean {
  if (SENTENCE.test(text)) return false;
  const folded = fold(text);
  const field = folded.includes(':') && isCreditField(folded);
  if (SPEECH.test(text)) return field && !/[“”]/.test(text);
  if (BYLINE.test(folded) || MAKER_LABEL.test(folded)) return true;
  if (field || (/[a-z]/.test(folded) && isLatinCredit(folded))) return true;
  if (text.length > MAX_LETTERS * 2) return false;
  if (roleIndex.find(folded).length === 0) return false;
  const taken = new Uint8Array(folded.length);
  // Longest words first, so that 本章节 is one link and not 本章 + a name 节.
  for (const h of wordIndex.find(folded).sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (taken.subarray(h.start, h.end).includes(1)) continue;
    taken.fill(1, h.start, h.end);
  }
  const names: string[] = [];
  let current = '';
  let letters = 0;
  for (let i = 0; i <= folded.length; i++) {
    const ch = folded[i];
    const letter = i < folded.length && taken[i] === 0 && /[\p{L}\p{N}]/u.test(ch);
    if (letter) {
      current += ch;
      letters++;
    } else if (current) {
      names.push(current);
      current = '';
    }
  }
  if (letters > MAX_LETTERS || names.length > MAX_NAMES) return false;
  return names.every((n) => Array.from(n).length <= MAX_NAME && !NOT_NAME.test(n));
}

/**
 * A byline as magazines, bookstores and reposts print it: a role and a slash before a name (`文/李翌`, `图／某某`), or a
 * name and the word for its work (`咸鱼飞行家 作品`, `某某 著`). A name has no particle or pronoun (NOT_NAME is
 * checked by the letters allowed: Han, Latin, digits, at most twelve).
 */
const BYLINE =
  /^(?:(?:文|图|译|作|绘|编|摄影|插画|责编)\s?[/／]\s?[\p{L}\p{N}·・]{1,12}|[\p{L}\p{N}·・]{2,12}\s{1,3}(?:作品|作品集|著|编著|译))$/u;
/** A page's label for the makers' biographies, alone on its line (`作者簡介:`, `繪者簡介`). */
const MAKER_LABEL = /^(?:作者|绘者|译者|画师|插画家|编者)简介\s?:?$/u;

/**
 * The roles of a translation or fan edition's credit field (`翻译：某某`, `扫图：a8901566`, `图片来自画师：某某`), besides
 * CREDIT_ROLES. Sources: the credit pages of fan-translated light novels and comics (翻译, 校对, 润色, 图源, 扫图,
 * 修图, 嵌字, 监修, 画师, 插画 as such groups print them), e-book credit pages (封面, 美工, 鸣谢), the wild5 split's
 * harvested ESJZone exports.
 */
const FIELD_ROLES = [
  ...CREDIT_ROLES,
  '翻译',
  '译者',
  '译名',
  '汉化',
  '机翻',
  '图源',
  '扫图',
  '修图',
  '嵌字',
  '润色',
  '监修',
  '画师',
  '绘师',
  '插画',
  '插图',
  '封面',
  '美工',
  '转自',
  '鸣谢',
  '协力',
  // A bookstore or repost page's fields about the book's makers and its source (wild6 [HK/TW bookstore pages]).
  '作者',
  '原作',
  '原著',
  '绘者',
  '作画',
  '来源',
  '资料来源',
];
/**
 * A credit field: a role at the line's start (after at most four letters: `WEB翻译`, `图片来自画师`), at most two
 * letters more (`译名整合`), a colon, and a short value with no sentence mark. The colon after a role word is the
 * signal; a sentence that names a role (`他翻译了三本书。`) has no colon there, and speech has its marks.
 */
const CREDIT_FIELD = new RegExp(`^([\\p{L}\\p{N}]{0,4}?)(?:${FIELD_ROLES.join('|')})\\p{L}{0,2}\\s{0,2}:\\s{0,3}\\S.{0,40}$`, 'u');
function isCreditField(folded: string): boolean {
  const m = CREDIT_FIELD.exec(folded);
  // What stands before the role is a label's word (`WEB`, `图片来自`), not a sentence's actor (`他开始整理：…`).
  if (m === null || NOT_NAME.test(m[1] ?? '')) return false;
  // After 作者 and the like come names, not a sentence (`作者：我也不知道他写了什么` is a line of the story).
  const maker = MAKER_FIELD.exec(folded);
  return maker === null || !NOT_NAME.test(maker[1]);
}
const MAKER_FIELD = /^[\p{L}\p{N}]{0,4}?(?:作者|原作|原著|绘者|作画)\p{L}{0,2}\s{0,2}:\s{0,3}(.*)$/u;

/**
 * An English credit in a Chinese book (`Written by …`, `Translation by …`, `Illust: @…`, `Editing and re-posting
 * are prohibited`): mostly Latin letters, short, with a credit's or a rights notice's word. Sources: fan-fiction
 * and fan-translation posts' headers (AO3, Pixiv commissions, the wild5 split's forretr.io and LOFTER pages).
 */
const LATIN_CREDIT =
  /\b(?:written|translated|translation|translator|illust(?:ration|rated|rator)?|artwork|art|cover|character design|design|edited|editor|editing|proofread(?:ing|er)?|typeset(?:ting)?|raws?|scans?|credits?|commissioned|copyright|rights reserved|prohibited|re-?posting)\b/i;
const MAX_LATIN_CREDIT = 120;
const HAN_CLAUSE = /\p{Script=Han}[，,、；;][\p{Script=Han}]|\p{Script=Han}{11}/u;
function isLatinCredit(folded: string): boolean {
  if (folded.length > MAX_LATIN_CREDIT || !LATIN_CREDIT.test(folded)) return false;
  const latin = (folded.match(/[a-z]/gi) ?? []).length;
  const han = (folded.match(/\p{Script=Han}/gu) ?? []).length;
  // By whom, under which label, or a rights notice: a credit's frame, not an English sentence that names a role.
  // A Chinese clause beside it (`…protection96 維尼连宵脉脉复飕飕，灯前…`) is a story line a copy mark was glued to.
  if (HAN_CLAUSE.test(folded)) return false;
  return latin >= 2 * han && /\bby\b|:|prohibited|copyright|reserved/i.test(folded);
}
