/**
 * CLEAN-4 by signals: a line is the author talking to readers when it names the serial platform's trade (月票, 书友,
 * 上架, 请假) and also addresses, thanks or dates itself to its readers (大家, 感谢, 今天), not by one fixed phrase.
 */
import { isNoteLine } from './line-kinds.ts';

/**
 * Signal classes, each counted once per line. Sources: the notes of the serial sites' own pages and of downloaders
 * that strip them (wild2's [g] [r] [J] [K] [O] [T] in tests/helpers/dirty-books-wild2.ts: 求保底月票, 今天再请一天假,
 * 感谢书友…投出的1张月票, 感谢我的责编); Qidian's and JJWXC's note vocabulary (月票, 推荐票, 打赏, 盟主, 订阅, 上架,
 * 入V, 营养液, 霸王票; JJWXC's anti-piracy notice `购买v章小于30%的读者，请在3个小时后再来看` [wild4]: v章, 防盗章, not 第V章); the words of an author's own notice chapters (完结感言, 网文, 更新频率: the
 * 感言 and 请假 chapters of serial sites' books as mirrors copy them). `weight` 2 is a word no story line of the corpus uses outside dialogue; 1 is a word a story
 * may use (今天, 大家), which counts only beside a trade word.
 */
/**
 * The platform's currency and its update counts, words no story line uses for anything else: in a short line
 * (双倍月票最后一天了) they decide alone; elsewhere they are trade words like the rest.
 */
const CURRENCY_WORDS =
  '月票|推荐票|推薦票|首订|首訂|均订|均訂|加更|断更|斷更|停更|欠更|双更|雙更|复更|復更|拖更|催更|营养液|營養液|霸王票|本章说|本章說';
const CURRENCY = new RegExp(CURRENCY_WORDS);
/** The currency words that are tickets and tips, not updates (those without 更). */
const TICKETS = new RegExp(
  CURRENCY_WORDS.split('|')
    .filter((w) => !w.includes('更'))
    .join('|'),
);
/**
 * Trade words a story uses too (`那汉子打赏了小二一锭银子`, `他订阅了一份报纸`): they count as trade beside other
 * signals and never decide a short line alone.
 */
const SHARED_TRADE_WORDS = '打赏|打賞|订阅|訂閱';
/**
 * An author's promotion of a book by its title (`推荐一本好书《剑来》，作者…`, `友情推荐：《…》`, `新书请搜《…》`,
 * `推一推新书《…》`: wild5) and a book's number on its platform (书号): measure-spans' eighth set, written from serial
 * sites' chapter tails.
 */
const PROMOTION =
  '友情推荐|推荐一本|推薦一本|强推|強推|新书推荐|新書推薦|书号|書號|请搜索?《|請搜索?《|(?:推一推|推一下|安利一下)(?:我的|新)?(?:书|書|文)?《';
/**
 * The writer's own jargon, which no story has another use for (存稿, 码字, 卡文, 补更; 保底, 全订, 入V of the platform's
 * sales), and the counts of updates and owed chapters (欠一章, 六更…十更: past the night's five watches, no 更 of a
 * classical night): trade words in the signal, and a note alone in a very short line (TERSE_JARGON).
 */
const WRITER_JARGON = '保底|全订|全訂|入V|码字|碼字|存稿|补更|補更|卡文|书评区|書評區';
const UPDATE_COUNTS = '欠[一二两兩三\\d]章|(?:[六七八九]|[一二三四五六七八九]?十[一二三四五六七八九]?|\\d{2})更';
/** The verbs of thanks, Simplified and Traditional (the serial signal, THANKS and THANKS_ROLE). */
const THANK = '(?:感谢|感謝|谢谢|謝謝|多谢|多謝)';
const SHORT = 20;

const SIGNALS: readonly { name: string; weight: number; trade?: true; pattern: RegExp }[] = [
  {
    name: 'trade',
    weight: 2,
    trade: true,
    pattern: new RegExp(
      `${CURRENCY_WORDS}|${SHARED_TRADE_WORDS}|${PROMOTION}|${WRITER_JARGON}|${UPDATE_COUNTS}|书友|書友|上架|责编|責編|盟主|舵主|正版读者|正版讀者|付费章节|付費章節|(?<![A-Za-z第]\\s?)[vV]章|防盗章|防盜章|完本|封推|三江酬勤|签约|簽約|总榜|總榜|完结感言|完結感言|网文|網文|更新频率|更新頻率|(?:[一二三两兩四五\\d]|第[一二三四五六七八九十\\d]{1,3})更(?:完毕|完畢|送上|奉上|到了|来了|來了|结束|結束)|qq群|书友群|書友群|读者群|讀者群|粉丝群|粉絲群|建群|群号|群號`,
    ),
  },
  {
    name: 'serial',
    weight: 1,
    trade: true,
    pattern: new RegExp(
      `${THANK}.{0,20}(?:支持|厚爱|厚愛|捧场|捧場)|更新|新书|新書|新文|本书|本書|这一章|這一章|本章|下一章|上一章|读者|讀者|作者|请假|請假|请.{0,3}假|請.{0,3}假|新一卷|下一卷|[千万萬]字|编辑|編輯|番外|下本书|下本書|感言|大纲|大綱`,
    ),
  },
  {
    // The work and its making as its author or translator speaks of them (这本书完结了, 开坑公告, 机翻+润色, 台版第二卷):
    // words a story's narrator has little use for. Sources: the notes of wild4's and wild5's harvests (完本感言, 上架感言,
    // 後記, fan translators' 公告 on ESJZone exports), JJWXC's and Qidian's note vocabulary (人设, 大纲, 双更, 复更, 拖更).
    name: 'work',
    weight: 1,
    trade: true,
    pattern:
      /这本书|這本書|本作|本文|作品|小说|小說|动笔|動筆|剧情|劇情|人设|人設|男主|女主|结局|結局|后记|後記|写完|寫完|写书|寫書|赶稿|趕稿|开坑|開坑|填坑|留坑|挖坑|弃坑|棄坑|翻译|翻譯|译者|譯者|机翻|機翻|原作|生肉|熟肉|文库|文庫|台版|日版|出版|插画|插畫|彩页|彩頁|看官|追读|追讀|评论区|評論區|留言|公告|完结|完結|连载|連載/,
  },
  {
    name: 'audience',
    weight: 1,
    pattern: /大家|各位|诸位|諸位|兄弟们|兄弟們|朋友们|朋友們|亲们|親們|小伙伴|小夥伴|大大们|大大們|你们|你們/,
  },
  {
    name: 'courtesy',
    weight: 1,
    pattern: /感谢|感謝|谢谢|謝謝|多谢|多謝|蟹蟹|见谅|見諒|抱歉|对不起|對不起|恭喜|^祝|求|谢意|謝意|致谢|致謝|感激|鞠躬/,
  },
  { name: 'greeting', weight: 1, pattern: /(?:大家|你们|你們|各位)好(?:[，,。！!~～：:]|$)/ },
  { name: 'wish', weight: 1, pattern: /祝.{0,6}(?:快乐|快樂|康复|康復|顺利|順利|愉快|安康|健康)/ },
  {
    name: 'date',
    weight: 1,
    pattern:
      /今天|今日|今晚|明天|昨天|本周|本週|周[一二三四五六日末]|週[一二三四五六日末]|国庆|國慶|春节|春節|元旦|端午|中秋|月初|月底|\d{1,2}月份|\d{1,2}[号號]/,
  },
  { name: 'chat', weight: 1, pattern: /[~～]|\^_\^|呵呵|哈哈|嘿嘿|么么|麼麼|[！!]{2}|[？?]{2}/ },
];

/** Longest line (characters) that an update note and a date alone make a note (明天第一章十二点半更新; TERSE lines name no actor). */
const TERSE = 12;
/** Who a story's line names as its actor: pronouns, and 我 of a first-person narrator (我今天请了假). */
const ACTOR = /[他她它我你您俺咱]/;
/** A third person a story's sentence is about (他, 她, 它, and 们). */
const THIRD_PERSON = /[他她它]/;
/** A speaker or actor of a story's line (`我說與你聽`, 他, 她): where one stands, a 你 or a request is a character's. */
export const SPEAKER = /[他她它我俺咱]/;
/** Dialogue marks: a line holding them is mostly a character speaking (“今天的月票你投了吗？”她问). */
export const DIALOGUE = /[“”「」『』"]/;
/** A note this strong is one, with a trade word among its signals; with quote marks in it, this strong. */
const NOTE_SCORE = 3;
const NOTE_SCORE_QUOTED = 4;
/** A wish to the readers on a day (祝大家国庆快乐): short, with no trade word, and nothing else. */
const WISH = /^祝(?:大家|各位|书友|書友|亲们|親們|读者|讀者).{0,10}(?:快乐|快樂|愉快|安康|顺利|順利)[。！!~～]*$/;

/**
 * The author introducing themself to the readers (`大家好，我是…`, `哈喽大家好，这里是…`, `这里是某某，祝各位…`,
 * `好久不见,我是…。各位过得好吗?`): a greeting of the audience followed by who speaks, 这里是 a name at the line's start
 * with the audience after it, or 好久不见 and who speaks with the audience after (a character's `好久不见，我是你表哥`
 * addresses no audience). Sources: the opening lines of wild4's and wild5's harvested notes (authors' 感言 and
 * translators' 公告; a light novel's 后记).
 */
const INTRO =
  /(?:大家|各位|你们|你們)好[，,。！!~～\s]{0,2}(?:我是|这里是|這裡是|这边是|這邊是)|^(?:这里是|這裡是)[^，,。]{1,10}[，,].{0,12}(?:大家|各位)|^(?:好久不见|好久不見|久违了|久違了)[，,！!~～\s]{0,2}(?:我是|这里是|這裡是)[^，,。！？!?]{1,16}[。！!，,][^“”「」]{0,12}(?:大家|各位)/;
/**
 * Thanks to the readers that end a short line (`谢谢你们。`, `总之，谢谢大家。`); thanks that go on to an occasion
 * (`感谢大家今天来参加我的生日宴会。`) are a character's.
 */
const THANKS = new RegExp(`${THANK}(?:你们|你們|大家|各位)[。！!~～…\\s]*$`);
const THANKS_LINE = 24;
/**
 * Thanks to the book's readers or editor by their role (`那么,感謝編輯,感謝讀者。`, `感谢各位书友`), and a farewell until
 * the next book (`我们下本书再见。`): an author's words to the audience, where no third person's act is told. Sources:
 * the 完本感言 and 后记 notes of wild5's and wild6's harvests.
 */
const THANKS_ROLE = new RegExp(`${THANK}(?:各位|亲爱的|親愛的)?(?:读者|讀者|编辑|編輯|责编|責編|书友|書友)`);
const FAREWELL = /(?:下本书|下本書|下一本书|下一本書|新书|新書)(?:里|裡|中)?再[见見](?:了|啦)?[。！!~～…\s]*$/;
/**
 * Thanks to a reader named in quotes for a tip or a vote (`感谢书友“风中追风”的500起点币打赏！`, `感谢“夜雨声烦”打赏的588书币`):
 * the quotes frame a user name, not speech. Sources: serial sites' chapter tails (measure-spans' eighth set).
 */
const TIP_THANKS = new RegExp(
  `${THANK}[^“”「」『』"]{0,8}[“「『"][^“”「」『』"]{1,16}[”」』"][^“”「」『』"]{0,12}(?:打赏|打賞|月票|推荐票|推薦票|书币|書幣|起点币|起點幣|盟主|舵主|万赏|萬賞)`,
);

/** Signals of a line spoken to its readers. */
const ADDRESS_SIGNALS = new Set(['audience', 'courtesy', 'greeting', 'wish']);
const SERIAL = SIGNALS.find((s) => s.name === 'serial')!.pattern;
/**
 * The trade words no story has another use for: the platform's currency and update counts, and the writer's own
 * (存稿, 码字, 卡文, 补更, 欠N章, N更 past the night's five watches). Not 盟主, 舵主, 上架 or 签约, which a wuxia or a
 * shop's story says (`盟主驾到！`).
 */
const TERSE_JARGON = new RegExp(`${CURRENCY_WORDS}|${WRITER_JARGON}|${UPDATE_COUNTS}`);
/**
 * Serial words that do not say the author speaks: the chapter words a reading page's prompt uses too
 * (`本章未完，请点击下一章继续阅读，谢谢！`), and 更新, a classical line's renewal (`万象更新，诸位且饮此杯。`).
 */
const PAGE_WORDS = /本章|這一章|这一章|下一章|上一章|更新/g;

/**
 * Three different words of the serial and the work in one line (`本文的任何作者因事暂停的更新，…和读者说明的事情`, wild6's
 * 通告区 chapter: 本文, 作者, 更新, 读者): the author speaking of the book and its making at length. Each signal class
 * counts once in readNote's score; a story's line holds one or two such words (他读完那本小说的结局), not three.
 */
const WORK_WORDS = new RegExp(`${SERIAL.source}|${SIGNALS.find((x) => x.name === 'work')!.pattern.source}`, 'g');
const MIN_WORK_WORDS = 3;
/** `unpaged`: the line without PAGE_WORDS. */
function talksOfTheWork(unpaged: string): boolean {
  return new Set(unpaged.match(WORK_WORDS)).size >= MIN_WORK_WORDS;
}

/** How a line reads as the author's: whether it is a note, the signals it shows, and whether one is a trade word. */
export interface NoteReading {
  note: boolean;
  /** Names of the signals shown (the tests and the report read them). */
  signals: string[];
  trade: boolean;
}

/** One reading of a line: CLEAN-4's begging/update line, or trade words with other signals. */
export function readNote(text: string): NoteReading {
  const shown = SIGNALS.filter((s) => s.pattern.test(text));
  const signals = shown.map((s) => s.name);
  const trade = shown.some((s) => s.trade === true);
  const third = THIRD_PERSON.test(text);
  if (isNoteLine(text) || (TIP_THANKS.test(text) && !third)) return { note: true, signals, trade };
  const dialogue = DIALOGUE.test(text);
  if (!dialogue && (WISH.test(text) || (text.length <= SHORT && CURRENCY.test(text)))) return { note: true, signals, trade };
  // Where no one speaks and no third person acts, these are the author's voice:
  // - the platform's tickets, at any length (`这个月的月票…`; a story's line with them is about someone: 他为了月票熬到
  //   深夜); not the update words (加更, 复更, 催更): a classical line's 更 is "again" or a night watch (`吴国江山将复更`);
  // - an address or a courtesy with one of the serial's words (`向大家请假一晚！`, `谢谢各位的支持，明天继续更新`);
  // - the author introducing themself, thanking the readers or the editor, or bidding farewell until the next book;
  // - three words of the serial and the work (talksOfTheWork), which needs one of those signals shown.
  if (!dialogue && !third) {
    const unpaged = text.replace(PAGE_WORDS, '');
    if (
      TICKETS.test(text) ||
      (signals.some((s) => ADDRESS_SIGNALS.has(s)) && (signals.includes('trade') || SERIAL.test(unpaged))) ||
      INTRO.test(text) ||
      ((signals.includes('serial') || signals.includes('work')) && talksOfTheWork(unpaged)) ||
      THANKS_ROLE.test(text) ||
      FAREWELL.test(text) ||
      (text.length <= THANKS_LINE && THANKS.test(text))
    )
      return { note: true, signals, trade };
  }
  // A very short line that dates an update to the readers and names no one (今天再请一天假, 今天就这一章了) is the
  // author's: a story's line that short names its actor (他今天请了假).
  if (!dialogue && text.length <= TERSE && signals.includes('serial') && signals.includes('date') && !ACTOR.test(text))
    return { note: true, signals, trade };
  // So is a very short line with the writing trade's own jargon that names no one (`存稿已到`, `欠一章`, `说十更，那就是
  // 十更。`: wild7's notice lines): a story's line that short about a writer names the writer (他又卡文了).
  if (!dialogue && text.length <= TERSE && !ACTOR.test(text) && TERSE_JARGON.test(text)) return { note: true, signals, trade };
  // Words of the work alone (小说, 结局, 出版) are a story's too when its people read, write or discuss books: there a
  // third person's act (她是出版社的编辑) or a day (今天大家都在讨论那部小说的结局) is no sign of the author's voice.
  // The platform's own trade words (月票, 书友) overrule this.
  const counted = third && !signals.includes('trade') ? shown.filter((s) => s.name !== 'work') : shown;
  const workOnly = counted.every((s) => !s.trade || s.name === 'work');
  const score = counted.reduce((sum, s) => sum + (workOnly && s.name === 'date' ? 0 : s.weight), 0);
  const talks = counted.some((s) => s.trade === true);
  // Quote marks in a note frame a reader's name (感謝書友「星河」的萬賞): only a stronger note has them.
  return { note: talks && score >= (dialogue ? NOTE_SCORE_QUOTED : NOTE_SCORE), signals, trade };
}

/** Signals of the book and its readers: a courtesy (求), a date or chat alone is a character's as often. */
const OF_THE_WORK: ReadonlySet<string> = new Set(['trade', 'serial', 'work', 'audience', 'greeting']);
/** 你 and 您 in a line with no quote marks: characters talking to each other in a wrapped line of dialogue. */
const SECOND_PERSON = /[你您]/;

/**
 * A line that talks like the author's but not enough to be a note alone (`這是我的第二本書,當然,我不是在為我的老書打廣告`,
 * `这本书的构思其实在很久之前就有了`): a signal of the book or its readers, with a second signal or the author's 我, and
 * no quote marks, third person or second person. The clean stage takes it for a note beside a note, as authors write
 * them in runs; a story's line beside a note tells of someone or speaks to someone. Sources: the 感言 and 公告 notes of
 * wild5's and wild6's harvests; the wrapped dialogue of the corpus's hard-wrapped copies (`…你們歡喜。你師父吃的那`)
 * for the guards.
 */
export function leansToNote(reading: NoteReading, text: string): boolean {
  if (reading.note || DIALOGUE.test(text) || THIRD_PERSON.test(text) || SECOND_PERSON.test(text)) return false;
  if (!reading.signals.some((s) => OF_THE_WORK.has(s))) return false;
  return reading.signals.length >= 2 || text.includes('我');
}

/** The signals a line shows, by name. */
export function noteSignals(text: string): string[] {
  return readNote(text).signals;
}

/** True when a line is the author's note (readNote). */
export function isAuthorNote(text: string): boolean {
  return readNote(text).note;
}
