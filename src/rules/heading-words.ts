/**
 * The one table of heading words (CLEAN-9; docs/rules/cleaning.md#heading-shapes-and-families): chapter and volume units, the unnumbered
 * heading words and where each kind of chapter stands in a book. Headings, splitting, ordering, notices and
 * the PDF's heading labels all read it.
 */

/** Where an unnumbered chapter stands, and what it is. */
export type HeadingRole =
  /** Before chapter 1 (楔子, 序章, 引子). */
  | 'prologue'
  /** Between chapters, in file order (幕间, 附录: xiyouji's 陈光蕊 section between 第八回 and 第九回). */
  | 'interlude'
  /** After the last chapter (尾声, 后记). */
  | 'epilogue'
  /** Side stories, after the main text unless numbered (番外, 外传). */
  | 'extra'
  /** The author's notices, not story (上架感言, 请假条): left out of the editions by default (docs/rules/cleaning.md#author-notes-and-notices). */
  | 'notice'
  /** The book's blurb (简介, 文案). */
  | 'front';

export interface HeadingWordGroup {
  role: HeadingRole;
  /** Longest first within a group is not needed: the matcher sorts all words by length. */
  words: readonly string[];
  source: string;
}

export const HEADING_WORDS: readonly HeadingWordGroup[] = [
  {
    role: 'prologue',
    words: [
      '楔子',
      '序章',
      '序言',
      '序幕',
      '序曲',
      '序',
      '引子',
      '前言',
      '引言',
      '自序',
      '开篇',
      '開篇',
      '题记',
      '題記',
      '开场白',
      '開場白',
    ],
    source:
      'legado txtTocRule 目录 `序章|楔子` [S26]; kaf-cli DefaultMatchTips `^引子$|^楔子$|^序章` [S33]; scraped books (序章, 引子); corpus shuihuzhuan 楔子, rulinwaishi 正文 前言',
  },
  {
    role: 'interlude',
    words: ['幕间', '幕間', '间章', '間章', '插曲', '附录', '附錄'],
    source: 'scraped books (幕间, Interlude); corpus xiyouji A/B/D 附录 between 第八回 and 第九回',
  },
  {
    role: 'epilogue',
    words: ['尾声', '尾聲', '后记', '後記', '终章', '終章', '最终章', '最終章', '大结局', '大結局', '结局', '結局', '后序', '後序', '跋'],
    source: 'legado txtTocRule 目录 `终章|后记|尾声` [S26]; kaf-cli `最终章` [S33]; scraped books (后记, 尾声)',
  },
  {
    role: 'extra',
    words: ['番外篇', '番外', '外传', '外傳', '特别篇', '特別篇'],
    source: 'legado txtTocRule `番外` [S26]; kaf-cli `番外` [S33]; scraped books (番外, 外传)',
  },
  {
    role: 'notice',
    words: [
      '完本感言',
      '完结感言',
      '完結感言',
      '上架感言',
      '感言',
      '请假条',
      '請假條',
      '请假',
      '請假',
      '公告',
      '通知',
      '致歉',
      '单章',
      '單章',
      '作品相关',
      '作品相關',
      '新书发布',
      '新書發布',
    ],
    source:
      'scraped books (上架感言, 请假条: notice "chapters"); kaf-cli `完本感言` [S33] (a chapter there, a notice here); qidian volume 作品相关',
  },
  {
    role: 'front',
    words: ['内容简介', '內容簡介', '作品简介', '作品簡介', '简介', '簡介', '文案'],
    source: 'legado txtTocRule 目录(匹配简介) `(?:内容|文章)?简介|文案` [S26]',
  },
];

/** Every heading word, longest first (so 番外篇 is tried before 番外, 完本感言 before 感言). */
export const HEADING_WORD_LIST: readonly string[] = HEADING_WORDS.flatMap((g) => g.words).sort((a, b) => b.length - a.length);

const ROLE = new Map<string, HeadingRole>(HEADING_WORDS.flatMap((g) => g.words.map((w) => [w, g.role] as const)));

/** The role of a heading word (楔子 → prologue), or undefined. */
export function roleOfWord(word: string): HeadingRole | undefined {
  return ROLE.get(word);
}

/** The role of a chapter title that starts with a heading word (`尾声　大结局` → epilogue). */
export function roleOfTitle(title: string): HeadingRole | undefined {
  const t = title.trim();
  for (const w of HEADING_WORD_LIST) if (t.startsWith(w)) return ROLE.get(w);
  return undefined;
}

/**
 * Notice words that are never a story chapter's title, even after a number (`第101章 上架感言`); 通知, 公告 or 感言
 * alone can be (`第十章 通知书`), so only an unnumbered heading of those is a notice.
 */
const NUMBERED_NOTICE = ['上架感言', '完本感言', '完结感言', '完結感言', '请假条', '請假條', '请假', '請假', '新书发布', '新書發布'];

/** A numbered chapter whose title is a notice (`第101章 上架感言`, `第30章 请假条`) is a notice too. */
export function isNoticeTitle(rest: string): boolean {
  const t = rest.trim().replace(/^[\s\u3000:：、.．—-]+/, '');
  return NUMBERED_NOTICE.some((w) => t.startsWith(w) && Array.from(t).length <= w.length + 4);
}

/**
 * Chapter units after 第N (legado txtTocRule 目录 `章|节(?!课)|集(?![合和])|篇(?!张)`, its 古典 rule `回(?![合来事去])|话` [S26];
 * kaf-cli `[章回节集幕]` [S33]), each with the words it must not start: 第三回合 is a bout, 第一节课 a lesson, 第二集团 a group.
 */
export const CHAPTER_UNIT_RULES: readonly { unit: string; not: string }[] = [
  { unit: '章', not: '程法节節' },
  { unit: '回', not: '合头頭来來去家事答忆憶味应應信到复復' },
  { unit: '节', not: '课課日目省约約拍奏' },
  { unit: '節', not: '課日目省約拍奏' },
  { unit: '集', not: '合和团團中体體资資市会會' },
  { unit: '话', not: '题语' },
  { unit: '話', not: '題語' },
  { unit: '篇', not: '张張幅' },
  { unit: '幕', not: '后後布僚' },
  { unit: '折', not: '扣叠疊腾騰服断斷' },
];

/** Volume units (kaf-cli VolumeMatch `^第…[卷部]` [S33]; 第X部门/部队/部分 are not volumes, kaf-cli's exclusion list). */
export const VOLUME_UNIT_RULES: readonly { unit: string; not: string }[] = [
  { unit: '卷', not: '子宗轴軸' },
  { unit: '部', not: '分门門队隊下落位件署长長委族首' },
  { unit: '册', not: '子' },
  { unit: '冊', not: '子' },
];

const alternation = (rules: readonly { unit: string; not: string }[]) => `(?:${rules.map((r) => `${r.unit}(?![${r.not}])`).join('|')})`;

/** Regex source matching one chapter unit. */
export const CHAPTER_UNITS = alternation(CHAPTER_UNIT_RULES);
/** Regex source matching one volume unit. */
export const VOLUME_UNITS = alternation(VOLUME_UNIT_RULES);
/** Every chapter unit character, for a character class. */
export const CHAPTER_UNIT_CHARS = CHAPTER_UNIT_RULES.map((r) => r.unit).join('');
