/**
 * Chapter and volume heading shapes as data, and the matcher that reads one line against them (CLEAN-9,
 * docs/rules/cleaning.md#heading-shapes-and-families). The shapes cover legado's enabled default TXT
 * table-of-contents rules [S26] and kaf-cli's default `-match` and `-volume-match` [S33], plus the shapes
 * that scraped books from other sites use.
 */
import { fold } from './fold.ts';
import { NUMERAL_CHARS, parseChineseNumber } from './numerals.ts';
import { findUrls } from './urls.ts';
import { isNoteLine } from './line-kinds.ts';
import {
  CHAPTER_UNIT_CHARS,
  CHAPTER_UNITS,
  HEADING_WORD_LIST,
  VOLUME_UNITS,
  isNoticeTitle,
  roleOfWord,
  type HeadingRole,
} from './heading-words.ts';

export type HeadingKind = 'chapter' | 'volume' | 'special';

/**
 * How a heading is written. `numbered`, `english`, `special` and `volume` stand on their own; the others
 * (`bracket-number`, `list-number`, `circled`, `bare-number`, `title-number`, `star`, `prefixed`) are common
 * in story text too, so the splitter accepts them only as a family that numbers its way through the file.
 */
export type HeadingShape =
  | 'numbered'
  | 'english'
  | 'special'
  | 'volume'
  | 'bracket-number'
  | 'list-number'
  | 'circled'
  | 'bare-number'
  | 'title-number'
  | 'star'
  | 'prefixed'
  | 'pattern';

/** Shapes that need the support of a family (see HeadingShape). */
export const FAMILY_SHAPES: ReadonlySet<HeadingShape> = new Set([
  'bracket-number',
  'list-number',
  'circled',
  'bare-number',
  'title-number',
  'star',
  'prefixed',
]);

export interface HeadingMatch {
  kind: HeadingKind;
  /** Title as shown: prefix removed, whitespace runs turned into one U+3000, e.g. `第一回　宴桃园豪杰三结义`. */
  title: string;
  /** Chapter number for 第N章/回/节/集 and the numbered family shapes (undefined for volumes and 楔子-like headings). */
  number?: number;
  /** Volume named on the same line (`上卷 第一回…` → `上卷`, `第十三卷 灯火阑珊 第2040章…` → `第十三卷　灯火阑珊`). */
  volume?: string;
  /**
   * A strong match has a separator (or nothing) after the unit and no sentence punctuation in its title.
   * A weak match (`第五十六  回吳用使時遷盜甲`, a body line starting 第四回中…) is only a heading when its number
   * fits the sequence around it; the splitter decides.
   */
  strong: boolean;
  shape: HeadingShape;
  /** What an unnumbered heading word makes of the chapter (楔子 → prologue, 上架感言 → notice). */
  role?: HeadingRole;
  /** Site junk cut from the heading line (`(www.zhuaji.org)`, `（第二更！求订阅！）`), with its rule, for the report. */
  cut?: HeadingCut[];
}

/** A span cut from a heading line and the rule that cut it. */
export interface HeadingCut {
  text: string;
  rule: 'junk.url' | 'junk.title-note' | 'junk.title-frame';
}

/** Longest line that can be a heading, and longest title after the unit (CLEAN-9: an over-long line is a sentence; kaf-cli `-max` 35 [S33]). */
export const MAX_HEADING_LENGTH = 50;
const MAX_TITLE_LENGTH = 36;
/** Sentence punctuation that a title does not contain (a body line does). */
const SENTENCE_PUNCT = /[。；;]|[，,].*[，,]/;
/** A title glued to its unit with any punctuation in it is a sentence: 第四回中既将…，… (CLEAN-9)… */
const WEAK_REJECT = /[，,。；;：:！!？?“”「」『』、]/;
/**
 * …unless it is short and holds at most one comma and a final ！ or ？: ptwxz prints its titles with no space,
 * `第一百一十五章老贼，休想乱我道心` [wild2 b]. Such a heading stays weak: only a numbered run accepts it (split.ts).
 */
const GLUED_TITLE = /^[^，,。；;：:“”「」『』、！!？?]{1,16}(?:[，,][^，,。；;：:“”「」『』、！!？?]{1,16})?[！!？?]?$/;
/** Words that make a glued 第N回 part of a sentence about the book (第四回中既将…，…, 第三章里说，…), not a heading. */
const GLUED_REFERENCE = /^[中里裏裡内內末说說讲講写寫提所的以之时時]/;

const NUM = `[${NUMERAL_CHARS}]{1,10}`;
const SP = '[ \\t\\u3000]';
const SEP = '[ \\t\\u3000:：、.．·—\\-_]';

/** What may follow a prefix: a numbered heading or one of the unnumbered heading words. */
const HEADING_START = `(?=第|${HEADING_WORD_LIST.join('|')})`;

interface PrefixRule {
  id: string;
  re: RegExp;
  volume?: (m: RegExpExecArray) => string;
  source: string;
}

/** Site and edition prefixes before the heading itself; all that apply are removed, in this order. */
const PREFIXES: readonly PrefixRule[] = [
  {
    id: 'index',
    re: new RegExp(`^\\d{1,5}${SP}{0,2}[#＃]+${SP}{0,2}(?=第)`),
    source: 'a scraped book: `01# 第 1 章` (a running index before the heading)',
  },
  {
    id: 'zhengwen-volume',
    re: new RegExp(`^(?:正文|VIP|vip|免费|免費)卷${SP}*(?=第|${SP})`),
    source:
      "a scraped book: `--------正文卷 第一章 我要减肥！--------`; qidian's default volume names 正文卷, VIP卷 and 免费卷 before each title of a txt export (`VIP卷 第一百章 …`): they name no volume",
  },
  {
    id: 'zhengwen',
    re: /^正文[ \t\u3000]*(?!完|结)/,
    source: 'sanguoyanyi A: `    正文 第一回 宴桃园豪杰三结义`; legado txtTocRule 目录 `正文(?!完|结)` and `正文 标题/序号`',
  },
  {
    id: 'half-volume',
    re: new RegExp(`^([上中下])(卷|部|册|冊)${SP}+${HEADING_START}`),
    volume: (m) => m[1] + m[2],
    source: 'xiyouji A / shuihuzhuan A: `上卷 第一回`, `下卷 第一百回`',
  },
  {
    id: 'volume-on-line',
    re: new RegExp(
      `^((?:第${SP}{0,3}${NUM}${SP}{0,3}${VOLUME_UNITS}|卷${SP}{0,2}${NUM})(?:${SEP}{0,3}[^ \\t\\u3000]{1,20})?)${SP}+(?=第${SP}{0,3}${NUM}${SP}{0,3}${CHAPTER_UNITS})`,
    ),
    volume: (m) => normalizeTitle(m[1]),
    source: 'a scraped book: `第十三卷 灯火阑珊 第2040章 不宣于口！` (volume and chapter on one line)',
  },
  {
    id: 'forum-tag',
    re: new RegExp(
      `^[\\[［【]${SP}{0,2}[^\\]］】\\s]{1,6}${SP}{0,2}[\\]］】]${SP}{0,3}(?:[^\\s第，。！？]{1,12}${SP}{1,3})?(?=第${SP}{0,3}${NUM}${SP}{0,3}${CHAPTER_UNITS})`,
    ),
    source:
      "a forum's story thread: the board's tag and the story's name before each chapter's title (`[故事] 戰小說 第一章 归途`, wild5's Traditional forum thread [20]); only before a numbered chapter",
  },
  {
    id: 'site-toc',
    re: new RegExp(`^《[^》]{0,30}》${SP}*(?:目录|目錄)?${SP}*${HEADING_START}`),
    source: 'xiyouji B (xstt5): `《》目录 第一回`',
  },
  {
    id: 'toc-word',
    re: new RegExp(`^(?:章节目录|章節目錄|目录|目錄)${SP}*${HEADING_START}`),
    source: 'site templates that print 目录 before each heading; an 80txt file: `章节目录 第一章 积善之家` [wild2 L]',
  },
];

/**
 * `第1部分`: the pieces a TXT splitter cuts a book into (kaf-cli and legado leave 部分 out of volumes: it is no volume,
 * and a story's 第一部分是… has a sentence after it). A chapter of the family kind: weak, so only a run of them splits.
 */
const PART_UNIT = '部分';
/**
 * `第一日`, `第三天`: a diary's or a countdown's days as its chapters (wild6's `第N日` books). Weak like 第N部分, and only
 * alone or before a separator and a title without a sentence mark: 第二天，他们出发了。 is a story's line.
 */
const DAY_UNITS = '日天';
/** `第 N 回 title`: groups 1 number, 2 unit, 3 separator, 4 title. Whitespace inside 第…回 is a known scan error. */
const NUMBERED = new RegExp(`^第(${SP}{0,3}${NUM}${SP}{0,3})(${CHAPTER_UNITS}|${PART_UNIT}|${VOLUME_UNITS}|[${DAY_UNITS}])(${SEP}*)(.*)$`);
/** `12章 标题` without 第 (legado 目录 `第?`): Arabic digits only, weak (a body line may start 三章过后). */
const UNNUMBERED_DI = new RegExp(`^(\\d{1,5})${SP}{0,2}(${CHAPTER_UNITS})(${SEP}+)(.*)$`);

/** Unnumbered headings: group 1 the word, 2 an optional number (番外一), 3 separator, 4 the rest. */
const SPECIAL = new RegExp(`^(${HEADING_WORD_LIST.join('|')})(${NUM})?(${SEP}*)(.*)$`);

/** Volume lines without 第: `卷一`, `卷之二 …`, a bare `上卷` or `下部` (legado `章/卷 序号 标题`). */
const VOLUME_ONLY = new RegExp(`^(?:卷之?${NUM}|[上中下](?:卷|部|册|冊))(?:${SEP}+(.*))?$`);

/** English headings (legado `Chapter/Section/Part/Episode 序号 标题`, kaf-cli `^[Ss]ection|^[Cc]hapter|^[Pp]age`). */
const ENGLISH =
  /^(chapter|chap\.?|ch\.?|section|episode|ep\.?|no\.|page|part|volume|vol\.?|book|prologue|prelude|interlude|epilogue|afterword|extra|side story)(?![a-z])[ \t]*(\d{1,4}|[ivxlc]{1,7}(?![a-z])|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)?([ \t]*)([:.\-—–_][ \t]*)?(.*)$/;
const ENGLISH_KIND: Readonly<Record<string, { kind: HeadingKind; role?: HeadingRole; needsNumber: boolean }>> = {
  chapter: { kind: 'chapter', needsNumber: true },
  chap: { kind: 'chapter', needsNumber: true },
  ch: { kind: 'chapter', needsNumber: true },
  'ch.': { kind: 'chapter', needsNumber: true },
  'chap.': { kind: 'chapter', needsNumber: true },
  section: { kind: 'chapter', needsNumber: true },
  episode: { kind: 'chapter', needsNumber: true },
  ep: { kind: 'chapter', needsNumber: true },
  'ep.': { kind: 'chapter', needsNumber: true },
  'no.': { kind: 'chapter', needsNumber: true },
  page: { kind: 'chapter', needsNumber: true },
  part: { kind: 'volume', needsNumber: true },
  volume: { kind: 'volume', needsNumber: true },
  vol: { kind: 'volume', needsNumber: true },
  'vol.': { kind: 'volume', needsNumber: true },
  book: { kind: 'volume', needsNumber: true },
  prologue: { kind: 'special', role: 'prologue', needsNumber: false },
  prelude: { kind: 'special', role: 'prologue', needsNumber: false },
  interlude: { kind: 'special', role: 'interlude', needsNumber: false },
  epilogue: { kind: 'special', role: 'epilogue', needsNumber: false },
  afterword: { kind: 'special', role: 'epilogue', needsNumber: false },
  extra: { kind: 'special', role: 'extra', needsNumber: false },
  'side story': { kind: 'special', role: 'extra', needsNumber: false },
};
const ENGLISH_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * `【001】雨夜`, `[12] 雨夜`, `〔三〕` (scraped books; legado `特殊符号 序号 标题`), and in round brackets (`（一）雨夜`, `(12)
 * 雨夜`: literary novels' parts). A family shape: only a numbered run splits, and a list's item with a sentence mark
 * (`（一）不许饮酒；`) is no title.
 */
const BRACKET_NUMBER = new RegExp(`^[【\\[［〔〖（(]${SP}{0,2}(${NUM})${SP}{0,2}[】\\]］〕〗）)]${SP}{0,3}(.*)$`);
/**
 * `1. 雨夜`, `1、这个就是标题` (legado `数字 分隔符 标题名称`, kaf-cli `^\\d+、`), `一、只有前面的数字有差别`, and a number
 * with only a space before its title (`012 雨夜`, `十二 雨夜`: the separators of legado's two rules include a space); after a
 * space the title starts with a Han character (a forum's jammer `9 k2 ~: k$` is no title).
 */
const LIST_NUMBER =
  /^(\d{1,5})[ \t\u3000]{0,3}[.．、:：,，_—-][ \t\u3000]{0,3}(\S.*)$|^([〇零一二两三四五六七八九十百千万]{1,8})[、_—-][ \t\u3000]{0,3}(\S.*)$|^(\d{1,4}|[〇零一二两三四五六七八九十百千万]{1,8})[ \t\u3000]+(\p{Script=Han}.*)$/u;
/** `①即便如此…` (a scraped book): a circled number and the title. */
const CIRCLED = /^([\u2460-\u2473\u3251-\u325f\u32b1-\u32bf\u2776-\u277f\u2780-\u2789\u278a-\u2793\u24eb-\u24f4])[ \t\u3000]{0,3}(.*)$/;
/** `12` or `一百七十` alone (legado `数字(纯数字标题)`, `大写数字`; kaf-cli `^\\d{1,4}$`). */
const BARE_NUMBER = /^(\d{1,4}|[〇零一二两三四五六七八九十百千万壹贰叁肆伍陆柒捌玖拾佰仟]{1,12})$/;
/** `标题后面数字有括号(12)`, `标题124` (legado `书名 括号 序号`, `书名 序号`), `孤灯　４` in full-width digits. */
const TITLE_NUMBER = new RegExp(`^(\\S.{0,19}?)${SP}{0,2}(?:[(（]${SP}{0,2}(${NUM})${SP}{0,2}[)）]|([\\d０-９]{1,5}))$`);
/** `☆、标题` (legado `特殊符号 标题(单个)`: JJWXC's chapter marks). */
const STAR = /^[☆★✦✧][、.．\s\u3000]{0,2}(\S.{0,35})$/;

/** Decoration around a heading: `###第一章###`, `--------正文卷 第一章 …--------`, `== 第一章 ==`, `★第一章 雨夜★`. */
const DECORATION = '#＃=＝-－—─━*＊~～_·•◆◇■□●▲△▼▽◎❀✿★☆';
const OPEN_BRACKETS = '【〔〖［[「『〈';
const CLOSE_BRACKETS = '】〕〗］]」』〉';

/** Reads a line as a heading, or returns undefined. The line may carry indentation and a trailing CR. */
export function matchHeading(line: string): HeadingMatch | undefined {
  let text = line.trim();
  if (text === '' || text.length > MAX_HEADING_LENGTH * 3) return undefined;
  let cut: HeadingCut[] | undefined;
  if (/[a-zA-Z\uff21-\uff5a]/.test(text)) {
    const urls = findUrls(text);
    if (urls.length) {
      cut = urls.map((u) => ({ text: text.slice(u.start, u.end), rule: 'junk.url' as const }));
      for (const u of [...urls].reverse()) text = text.slice(0, u.start) + text.slice(u.end);
      text = text.trim();
    }
  }
  if (Array.from(text).length > MAX_HEADING_LENGTH) return undefined;
  const star = STAR.exec(text);
  // JJWXC's mark before a numbered heading (`☆、第1章 风起1`) is no part of it: the heading is read after it, so its
  // number counts and its title does not keep the mark.
  if (star) text = star[1];
  text = undecorate(text);
  if (text === '') return undefined;
  let volume: string | undefined;
  let prefixed = false;
  for (const rule of PREFIXES) {
    const m = rule.re.exec(text);
    if (!m) continue;
    if (rule.volume) volume = rule.volume(m);
    if (rule.id === 'zhengwen' && m[0].length < text.length) prefixed = true;
    text = text.slice(m[0].length);
  }
  const meta = TITLE_META.exec(text);
  if (meta && meta.index > 0) {
    cut = [...(cut ?? []), { text: meta[0].trim(), rule: 'junk.title-note' }];
    text = text.slice(0, meta.index);
  }
  const note = titleNote(text);
  if (note) text = note.rest;
  const found = numbered(text, volume) ?? special(text) ?? volumeOnly(text) ?? english(text) ?? family(text, star, prefixed, line.trim());
  if (!found) return undefined;
  if (note) cut = [...(cut ?? []), { text: note.cut, rule: 'junk.title-note' }];
  return { ...found, ...(volume && !found.volume && found.kind !== 'volume' ? { volume } : {}), ...(cut ? { cut } : {}) };
}

/**
 * A begging or update note in brackets after a title (`第七十章：陌生记忆。（第二更！求订阅！）`, `归来（求月票！）`:
 * piaotian and other sites print one on every title that day [wild2 b, s, t]): the bracket is cut, and the full stop
 * the site put before it. What the brackets hold must be a note line as the cleaner reads one (CLEAN-4), so a
 * title's own brackets (`雨夜（上）`, `（三更时分）` is the night watch alone… is not: 三更 needs more) stay.
 */
const TITLE_NOTE = /[（(【［[]([^（）()【】［］[\]]{1,24})[）)】］\]]$/;
/**
 * A page's fields after a title, as txt exports of 起点 and 17k print them on the heading line (`第一章 雨夜
 * 更新时间:2010-1-1 12:00:00 本章字数:3000`, the corpus's line shape of CLEAN-2 moved onto the heading): cut, from
 * the first field to the end.
 */
const TITLE_META = new RegExp(`${SP}+(?:更新时间|更新時間|更新日期|发布时间|發布時間|本章字数|本章字數|字数|字數|作者)${SP}*[:：].*$`);
/**
 * An uploader's tag in brackets after a title (`魔王发威【首发】`, `【手打】`, `（无错）`, `(全文字)`: forum chapter lines
 * [wild3 33] and the tags MyNovelReader strips [S24]): what the brackets hold is the tag alone.
 */
const UPLOAD_TAG = /^(?:首发|首發|手打|全文字|无错|無錯|无错字|無錯字|无错版|無錯版|文字版|高清|新书|新書|vip|VIP)$/;
function titleNote(text: string): { rest: string; cut: string } | undefined {
  const m = TITLE_NOTE.exec(text);
  if (!m || m.index === 0 || !(isNoteLine(m[1]) || UPLOAD_TAG.test(m[1].trim()))) return undefined;
  const rest = text
    .slice(0, m.index)
    .replace(/[。．.]$/, '')
    .trimEnd();
  return rest === '' ? undefined : { rest, cut: text.slice(rest.length) };
}

/** Removes decoration runs at both ends, and a bracket pair around a 第N章 or Chapter heading. */
function undecorate(text: string): string {
  let a = 0;
  let b = text.length;
  const space = (c: string) => c === ' ' || c === '\t' || c === '\u3000';
  while (a < b && (DECORATION.includes(text[a]) || space(text[a]))) a++;
  while (b > a && (DECORATION.includes(text[b - 1]) || space(text[b - 1]))) b--;
  let t = text.slice(a, b);
  const open = OPEN_BRACKETS.indexOf(t[0]);
  if (open >= 0 && /^.(?:第|chapter)/i.test(t)) {
    t = t.slice(1);
    const close = t.indexOf(CLOSE_BRACKETS[open]);
    // Around the whole heading (`【第十二章 雨夜】`), or around its label only (`【第十二章】雨夜`): then the
    // closing bracket stands where a separator would.
    if (close === t.length - 1) t = t.slice(0, -1);
    else if (close > 0) t = `${t.slice(0, close)}\u3000${t.slice(close + 1)}`;
    t = t.trim();
  }
  return t;
}

function numbered(text: string, volume: string | undefined): HeadingMatch | undefined {
  const m = NUMBERED.exec(text) ?? UNNUMBERED_DI.exec(text);
  if (!m) return undefined;
  const di = text.startsWith('第');
  const [, rawNumber, unit, sep, rest] = m;
  const n = parseChineseNumber(rawNumber.replace(/[ \t\u3000]/g, ''));
  if (n === undefined) return undefined;
  const title = rest.trim();
  if (Array.from(title).length > MAX_TITLE_LENGTH) return undefined;
  const spacedUnit = rawNumber !== rawNumber.trim();
  // A separator typed inside 第…回 instead of after it (第五十六  回吳用…) still counts as a separator.
  const separated = sep.length > 0 || title === '' || spacedUnit;
  if (!separated && WEAK_REJECT.test(title) && (!GLUED_TITLE.test(title) || GLUED_REFERENCE.test(title))) return undefined;
  const strong = di && separated && !SENTENCE_PUNCT.test(title);
  const head = `${di ? '第' : ''}${rawNumber.replace(/[ \t\u3000]+/g, '')}${unit}`;
  const shown = title === '' ? head : normalizeTitle(`${head}${sep.trim() ? sep : '\u3000'}${title}`);
  if (unit === PART_UNIT) return { kind: 'chapter', title: shown, number: n, strong: false, shape: 'numbered' };
  if (DAY_UNITS.includes(unit))
    return separated && !SENTENCE_PUNCT.test(title)
      ? { kind: 'chapter', title: shown, number: n, strong: false, shape: 'numbered' }
      : undefined;
  if (/[卷部册冊]/.test(unit)) return { kind: 'volume', title: shown, strong, shape: 'volume', ...(volume ? { volume } : {}) };
  // `第101章 上架感言`: a numbered notice is a notice too (rules/heading-words.ts).
  const role = isNoticeTitle(title) ? ({ role: 'notice' } as const) : {};
  return { kind: 'chapter', title: shown, number: n, strong, shape: 'numbered', ...role, ...(volume ? { volume } : {}) };
}

function special(text: string): HeadingMatch | undefined {
  const m = SPECIAL.exec(text);
  if (!m) return undefined;
  const [, word, num = '', sep, rest] = m;
  const title = rest.trim();
  // 序齒，禮拜猴王 is a sentence (xiyouji PG line 531): a title must follow a separator. After a number it may be
  // glued (番外一雨夜), unless it holds punctuation, as a glued 第N章 title may not: 请假一章,明天补 is a note.
  if (title !== '' && sep === '' && (num === '' || WEAK_REJECT.test(title))) return undefined;
  if (Array.from(title).length > MAX_TITLE_LENGTH || SENTENCE_PUNCT.test(title)) return undefined;
  const head = word + num;
  const role = roleOfWord(word);
  return {
    kind: 'special',
    title: title === '' ? head : normalizeTitle(`${head}${sep.trim() ? sep : '\u3000'}${title}`),
    strong: true,
    shape: 'special',
    ...(role ? { role } : {}),
  };
}

function volumeOnly(text: string): HeadingMatch | undefined {
  const m = VOLUME_ONLY.exec(text);
  if (!m) return undefined;
  if (m[1] && (Array.from(m[1]).length > MAX_TITLE_LENGTH || SENTENCE_PUNCT.test(m[1]))) return undefined;
  return { kind: 'volume', title: normalizeTitle(text), strong: true, shape: 'volume' };
}

function english(text: string): HeadingMatch | undefined {
  if (!/^[a-zA-Z\uff21-\uff5a]/.test(text)) return undefined;
  const folded = fold(text);
  const m = ENGLISH.exec(folded);
  if (!m) return undefined;
  const [, word, num, space, sep, rest] = m;
  const spec = ENGLISH_KIND[word];
  if (!spec || (spec.needsNumber && num === undefined)) return undefined;
  // `Part of the story…` and `No.1的选手` are sentences: a title must stand apart from the word and number.
  if (rest !== '' && sep === undefined && (num === undefined || space === '')) return undefined;
  const title = text.slice(text.length - rest.length).trim();
  if (Array.from(title).length > MAX_TITLE_LENGTH || SENTENCE_PUNCT.test(title)) return undefined;
  const n = num === undefined ? undefined : (parseEnglishNumber(num) ?? undefined);
  // English titles keep ASCII spaces (`Chapter 1`), one between words.
  const shown = text.trim().replace(/[ \t\u3000]+/g, ' ');
  if (spec.kind === 'volume') return { kind: 'volume', title: shown, strong: true, shape: 'volume' };
  if (spec.kind === 'special')
    return { kind: 'special', title: shown, strong: true, shape: 'english', ...(spec.role ? { role: spec.role } : {}) };
  return { kind: 'chapter', title: shown, ...(n !== undefined ? { number: n } : {}), strong: true, shape: 'english' };
}

function parseEnglishNumber(s: string): number | undefined {
  if (/^\d+$/.test(s)) return Number(s);
  if (s in ENGLISH_NUMBERS) return ENGLISH_NUMBERS[s];
  const roman: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const v = roman[s[i]];
    const next = roman[s[i + 1]] ?? 0;
    n += v < next ? -v : v;
  }
  return n > 0 ? n : undefined;
}

/** The family shapes: plausible headings that the splitter accepts only in a numbered run. */
function family(text: string, star: RegExpExecArray | null, prefixed: boolean, original: string): HeadingMatch | undefined {
  const shown = normalizeTitle(original.replace(/^[#＃=＝\-－—─━*＊~～_\s\u3000]+|[#＃=＝\-－—─━*＊~～_\s\u3000]+$/g, ''));
  const ok = (title: string) => Array.from(title).length <= MAX_TITLE_LENGTH && !SENTENCE_PUNCT.test(title);
  let m = BRACKET_NUMBER.exec(text);
  if (m && ok(m[2])) {
    const n = parseChineseNumber(m[1]);
    if (n !== undefined) return { kind: 'chapter', title: shown, number: n, strong: false, shape: 'bracket-number' };
  }
  m = LIST_NUMBER.exec(text);
  if (m) {
    const n = parseChineseNumber(m[1] ?? m[3] ?? m[5]);
    const title = m[2] ?? m[4] ?? m[6];
    if (n !== undefined && ok(title) && !/[，,。！？!?]$/.test(title))
      return { kind: 'chapter', title: shown, number: n, strong: false, shape: 'list-number' };
  }
  m = CIRCLED.exec(text);
  if (m && ok(m[2])) {
    const n = Number.parseInt(m[1].normalize('NFKC').replace(/\D/g, ''), 10);
    if (n > 0) return { kind: 'chapter', title: shown, number: n, strong: false, shape: 'circled' };
  }
  m = BARE_NUMBER.exec(text);
  if (m) {
    const n = parseChineseNumber(m[1]);
    if (n !== undefined) return { kind: 'chapter', title: shown, number: n, strong: false, shape: 'bare-number' };
  }
  m = TITLE_NUMBER.exec(text);
  if (m && ok(m[1]) && !/[。！？!?，,]$/.test(m[1])) {
    // Full-width digits (`孤灯　４`, a Traditional mirror's titles) read as ASCII ones.
    const n = parseChineseNumber((m[2] ?? m[3]).normalize('NFKC'));
    if (n !== undefined) return { kind: 'chapter', title: shown, number: n, strong: false, shape: 'title-number' };
  }
  if (star && ok(star[1])) return { kind: 'chapter', title: normalizeTitle(star[1]), strong: false, shape: 'star' };
  if (prefixed && ok(text) && Array.from(text).length <= 20)
    return { kind: 'chapter', title: normalizeTitle(text), strong: false, shape: 'prefixed' };
  return undefined;
}

/** Whitespace runs inside a title become one U+3000 (the separator of the corpus headings). */
export function normalizeTitle(title: string): string {
  return title.trim().replace(/[ \t\u3000]+/g, '\u3000');
}

/**
 * A label such as 第一回, 第12章, 楔子 that reads best on a line of its own when a title must wrap (the PDF's
 * headings): 第N and a unit, or a heading word, from the one table (heading-words.ts).
 */
export const HEADING_LABEL = new RegExp(`^(?:第${NUM}[${CHAPTER_UNIT_CHARS}卷部册冊]|${HEADING_WORD_LIST.join('|')})$`);

/**
 * Heading entries on one line (`第001回　… 第002回　…`, `第一卷 … 第二卷 …`): two or more of one kind mark a
 * table-of-contents line. A volume and a chapter on one line (`第一卷 第二章 归来`) is one heading, not two entries.
 */
const ENTRY = new RegExp(`(?:^|[ \\t\\u3000])第[ \\t\\u3000]{0,2}${NUM}[ \\t\\u3000]{0,2}(?:(${CHAPTER_UNITS})|${VOLUME_UNITS})`, 'g');

/** Number of 第N回-style entries of one kind (chapters, or volumes) on a line that has no sentence punctuation (0 otherwise). */
export function headingEntries(line: string): number {
  const text = line.trim();
  if (/[。；！？]/.test(text)) return 0;
  // One pass: the first group is set for a chapter's unit.
  let chapters = 0;
  let volumes = 0;
  for (const m of text.matchAll(ENTRY)) m[1] === undefined ? volumes++ : chapters++;
  return Math.max(chapters, volumes);
}

/**
 * A user's `chapterPattern` (kaf-cli `-match`): a line matching it is a chapter heading; the named group
 * `number` or else the first group gives the number (docs/rules/cleaning.md#user-rules).
 */
export function matchPattern(line: string, pattern: RegExp): HeadingMatch | undefined {
  const text = line.trim();
  if (text === '' || Array.from(text).length > MAX_HEADING_LENGTH * 2) return undefined;
  const m = pattern.exec(text);
  if (!m) return undefined;
  const raw = m.groups?.number ?? m[1];
  const n = raw === undefined ? undefined : parseChineseNumber(raw);
  return { kind: 'chapter', title: normalizeTitle(text), ...(n !== undefined ? { number: n } : {}), strong: true, shape: 'pattern' };
}
