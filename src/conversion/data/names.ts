/**
 * What name detection needs to know (conversion/names.ts): surnames whose character OpenCC converts to
 * another word's form (范 → 範 as in 模範, 余 → 餘 as in 其餘), the words that follow a name, and the
 * characters that rule a name out. Data, each entry with its reason; the names themselves come from the book.
 */

/**
 * Surnames written with a character that has several Traditional forms, and the form a surname takes in
 * Taiwan and Hong Kong (OCC-5's one-to-many table; the surname forms are those of the 百家姓 as printed in
 * Traditional characters). Seen wrong in the corpus: 范进 → 範進, 余大先生 → 餘大先生 (儒林外史), 郁保四 →
 * 鬱保四 (水浒传), 周先生 → 週先生 (儒林外史, after 那/这).
 */
export const AMBIGUOUS_SURNAMES: Readonly<Record<string, string>> = {
  余: '余',
  范: '范',
  郁: '郁',
  周: '周',
  游: '游',
  涂: '涂',
  冯: '馮',
  萧: '蕭',
  钟: '鍾',
  沈: '沈',
  姜: '姜',
  谷: '谷',
  党: '党',
  朴: '朴',
  种: '种',
  卜: '卜',
  闫: '閆',
};

/**
 * Characters of given names whose OpenCC default is a word no name takes: 采 → 採 ("to pick"). In a name the
 * book states (姓萧，名采; 一个叫做采苹，) the character keeps its own form, as the published 儒林外史 B writes
 * 蕭采 and 采蘋 (the maid is named after the 詩經 ode 采蘋).
 */
export const GIVEN_NAME_FORMS: Readonly<Record<string, string>> = { 采: '采' };

/** Words that introduce a name (一个叫做采苹，名唤…): the one or two characters after them, before a mark, are a name. */
export const NAME_INTRODUCERS = /(?:叫做|叫作|名叫|名唤|名喚|唤做|喚做)(\p{Script=Han}{1,2})(?=[，。、；！？”」\s])/gu;

/**
 * Surnames that are also a preposition: 言于丞相 and 伏于地曰 hold no name, so neither a form of address nor a
 * verb of speech proves one. (于 itself is left out of AMBIGUOUS_SURNAMES for that reason: 于禁 stays to the
 * user dictionary.)
 */
export const PREPOSITION_SURNAMES = '于';

/** Particles and function words that do not start a given name (余者皆…, 余众, 余人 are "the rest"). */
export const NOT_IN_GIVEN_NAME = /[者之的了也皆等众衆人所其而以于與与及乃又亦即便都却卻外下些]/;

/**
 * Words that follow a surname as a form of address or a household (范举人, 余大先生, 周学道, 范府): a surname
 * followed by one of them, seen twice or more, is a name. Not after a preposition (PREPOSITION_SURNAMES).
 */
export const TITLES: readonly string[] = [
  '家',
  '府',
  '氏',
  '老师',
  '学道',
  '知县',
  '知府',
  '大爷',
  '二爷',
  '三爷',
  '先生',
  '大先生',
  '二先生',
  '三先生',
  '四先生',
  '老先生',
  '老爷',
  '老爹',
  '太爷',
  '太太',
  '奶奶',
  '夫人',
  '小姐',
  '姑娘',
  '娘子',
  '公子',
  '大人',
  '相公',
  '举人',
  '秀才',
  '员外',
  '太守',
  '将军',
  '丞相',
  '都督',
  '提辖',
  '教头',
  '长兄',
  '大哥',
  '二哥',
  '兄弟',
  '贤弟',
  '和尚',
  '道士',
  // Offices written after a surname in 儒林外史 A (周司业范通政, 范学台幕中): titles of the Ming and Qing.
  '通政',
  '学台',
  '讳',
];

/**
 * Birth-order numbers before a form of address (余二老爹, 余二相, 余大表兄): a surname, one of these, then one of
 * ORDINAL_TITLES is a form of address as much as 余大先生 is.
 */
export const ORDINALS = '大二三四五六七八九十';
export const ORDINAL_TITLES: readonly string[] = [
  '老爹',
  '老爷',
  '爷',
  '相公',
  '相',
  '哥',
  '姐',
  '表兄',
  '表弟',
  '兄',
  '弟',
  '娘',
  '太爷',
  '奶奶',
  '先生',
];

/**
 * How a book names a man outright: 姓余名特 ("surnamed 余, named 特"), 一个姓范的. After 姓 a surname character
 * is a surname whatever OpenCC reads (余 → 餘); with 名 after it the given name follows.
 */
export const SURNAMED = '姓';
export const NAMED = '名';
/** Before 姓, words of their own: 百姓, 万姓 ("the people"), 同姓, 异姓 (百姓涂炭 in 三国演义 A is 塗炭). */
export const NOT_SURNAMED = '百万萬庶同异異';
/** Counts after a pair of surnames (张范二位, 余虞两家, 余萧二人): both characters are surnames there. */
export const PAIR_FOLLOWERS = /^[二两兩][位人家]/;

/**
 * Verbs of speech that follow a name in narration (范进道, 于禁曰, 郁保四笑道): a given name that comes
 * after its surname in most of the places where it stands before one of them is a name. Only speech (and 字,
 * the courtesy name: 范滂字孟博): 进见, 进拜 are common words, 进道 is not.
 */
export const NAME_FOLLOWERS = /[道曰说說问問答笑叫字]/;

/**
 * Characters before a surname character that make it another word: a numeral or a measure (十余里, 百余两 are
 * 餘), or a preposition's partner (由于, 至于, 对于 are 於). OpenCC's own two-character phrases (其余, 模范)
 * are checked as well, in conversion/names.ts.
 */
export const NOT_BEFORE_NAME = /[〇一二三四五六七八九十百千万萬两兩几幾数數年月日丈尺寸斤里余多有]/;

/**
 * Common single-character surnames (the first entries of the 百家姓 plus those of the corpus's empresses and
 * consorts): a surname before 后 makes 后 a title, 何后 and 董后 (三国演义), not 後.
 */
export const SURNAMES =
  '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎鲁韦昌马苗凤花方俞任袁柳鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常乐于时傅皮卞齐康伍余元卜顾孟平黄和穆萧尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭梅盛林刁钟徐邱骆高夏蔡田樊胡凌霍虞万支柯管卢莫房裘缪解应宗丁宣邓郁单杭洪包诸左石崔吉龚程嵇邢裴陆荣翁荀羊甄曲家封芮羿储靳汲邴糜松井段富巫乌焦巴弓牧隗山谷车侯宓蓬全郗班仰秋仲伊宫宁仇栾暴甘厉戎祖武符刘景詹束龙叶幸司韶郜黎蓟薄印宿白怀蒲邰从鄂索咸籍赖卓蔺屠蒙池乔阴郁胥能苍双闻莘党翟谭贡劳逄姬申扶堵冉宰郦雍却璩桑桂濮牛寿通边扈燕冀郏浦尚农温别庄晏柴瞿阎充慕连茹习宦艾鱼容向古易慎戈廖庾终暨居衡步都耿满弘匡国文寇广禄阙东欧殳沃利蔚越夔隆师巩厍聂晁勾敖融冷訾辛阚那简饶空曾毋沙乜养鞠须丰巢关蒯相查后荆红游竺权逯盖益桓公';

/** Surnames that are also prepositions or conjunctions: 从后杀来 is "from behind", not an empress 从. */
export const FUNCTION_SURNAMES = '从向于和同自由随在与及将把为因乃连';

/** 后 after a surname, before a verb, is the title 皇后 when seen this often (何后曰, 董后大怒 in 三国演义 A). */
export const MIN_TITLE_HOU = 2;
/** A surname with a form of address is a name when seen this often. */
export const MIN_TITLED = 2;
/** A given name is a name when seen this often before a verb right after its surname… */
export const MIN_NAMED = 2;
/** …and in at least this share of all the places it stands before such a verb. */
export const NAMED_SHARE = 0.6;

/** A given name seen this often after its surname, and in this share of all its occurrences, is a name (余夔). */
export const MIN_RARE = 3;
export const RARE_SHARE = 0.8;
/**
 * The same test within one chapter, for a surname the book already shows as one (by a form of address, a
 * given name or 姓): names cluster in the chapters a man appears in (余持 in 儒林外史 第四十五回, 17×), words do not.
 */
export const MIN_RARE_IN_CHAPTER = 3;
