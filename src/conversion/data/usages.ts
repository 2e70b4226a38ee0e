/**
 * Context rules above OpenCC for Simplified → Traditional (OCC-5): classical usages OpenCC's phrase table reads
 * as modern words, and the Taiwan forms it leaves out. Each rule is a pattern over the Simplified text whose
 * match is written as `hant` (one form for Taiwan and Hong Kong unless `hk` says otherwise), with the reason
 * and where the error was seen. Patterns look at their neighbours with lookarounds only: the match is the
 * span replaced, so rules never overlap by accident (the engine keeps the first of two overlapping spans).
 */

export interface UsageRule {
  id: string;
  /** Every character a match can start with (the engine looks for rules only where one stands). */
  starts: string;
  pattern: RegExp;
  hant: string;
  /** The Hong Kong form when it differs (HK writes 裏 where Taiwan writes 裡). */
  hk?: string;
  why: string;
}

/** Numerals and measures before a character that make it a unit or a count. */
const NUMERAL = '〇一二三四五六七八九十百千万两几数半';

export const USAGE_RULES: readonly UsageRule[] = [
  {
    id: 'the first-person 余',
    starts: '余',
    // 余谓, 余尝, 余亦: at the start of a clause, before a verb or an adverb, 余 is "I" of classical prose;
    // elsewhere OpenCC's 餘 ("the rest": 余众, 余者, 十余里) stands.
    pattern:
      /(?<=^|[，。；：！？“‘「『\s])余(?=[谓謂曰尝嘗亦乃观觀闻聞见見思岂豈欲将將独獨方始每幼少今昔素虽雖因既固窃竊深甚初读讀友居闲閒])/g,
    hant: '余',
    why: 'OpenCC writes 餘; the pronoun of 儒林外史 and 红楼梦 prefaces is 余',
  },
  {
    id: 'classical 云 "to say"',
    starts: '云',
    // 自云, 诗云, 古人云, 子曰诗云, 云云: 云 before a colon or a quotation, or after words that cite.
    // 云 right before a colon introduces what is said whoever says it (太祖高皇帝云：), unless it ends a name or a
    // word of clouds (湘云：, 唤赵云：, 结采飞云：).
    pattern:
      /(?<=[自诗詩书書古人又或所有常俗经經传傳谚諺语語])云(?=[：:，,“「"]|$)|(?<=[旨诏詔表奏檄])云|云云|(?<![湘赵趙飞飛彩白青祥紫行流风風孤浮卿])云(?=[：:])/g,
    hant: '云',
    why: 'OpenCC writes 雲 (cloud); 红楼梦 A 作者自云 came out 作者自雲, 三国演义 A 传懿旨云 传懿旨雲, 儒林外史 A 太祖高皇帝云： 皇帝雲：',
  },
  {
    id: 'earthly branch 丑',
    starts: '丑',
    // 子丑寅卯, 子、丑、寅, 乙丑, 丑时, 丑会: 丑 next to a branch, after a heavenly stem, before a time word, or
    // between 子 and 寅 in a passage that counts the branches (西游记 A 近丑之会…地辟于丑), unless a word of 醜.
    pattern:
      /(?<=[子甲乙丙丁戊己庚辛壬癸]、?)丑|丑(?=、?[寅时時刻年月日会會])|丑(?![陋恶惡态態事名类類妇婦女八角])(?<=[子亥][\s\S]{0,120}丑)(?=[\s\S]{0,120}[寅卯])/g,
    hant: '丑',
    why: 'OpenCC writes 醜 (ugly); 红楼梦 A 子、丑、寅 came out 子、醜、寅, 西游记 A 而丑则鸡鸣 而醜則雞鳴',
  },
  {
    id: '面皮 is a face',
    starts: '面',
    pattern: /面皮/g,
    hant: '面皮',
    why: 'OpenCC reads 麵皮 (a dough wrapper); in the novels 面皮 is the skin of the face (红楼梦 ~75×, 儒林外史 黑瘦面皮)',
  },
  {
    id: '洒家 is "I"',
    starts: '洒',
    pattern: /洒家/g,
    hant: '洒家',
    why: 'the Song vernacular first person (水浒传 鲁智深, 57×); OpenCC writes 灑家',
  },
  {
    id: '发 of hair in compounds',
    starts: '发',
    // 赤发鬼, 白发, 披发, 须发, 发髻: 发 next to a word for its colour or its dressing is hair.
    pattern:
      /(?<=[赤白皓鹤鶴黑乌烏金红紅青银銀华華短长長须鬚鬓鬢束剃削披散乱亂秃禿卷捲一毫])发(?=[鬼髻簪辫辮丝絲梢根际際妻肤膚指])|(?<=[赤白皓黑乌金红青银华短长须鬓束剃削披秃])发|发(?=[髻簪辫辮梢])/g,
    hant: '髮',
    why: 'OpenCC writes 發 unless the whole word is in its table; 水浒传 A 赤发鬼 (a chapter title) came out 赤發鬼',
  },
  {
    id: '胡子 is a beard',
    starts: '胡',
    pattern: /胡(?=子|须|鬚)/g,
    hant: '鬍',
    why: 'OpenCC writes 胡子; 儒林外史 毛二胡子 is 毛二鬍子 in the published Traditional text',
  },
  {
    id: '须 of a beard',
    starts: '须',
    pattern: /(?<=[胡鬍白长長短花微银銀])须|须(?=[发髮鬓鬢眉髯])/g,
    hant: '鬚',
    why: 'OpenCC writes 須 (must) unless the whole word is in its table: 儒林外史 A 须鬓皓然, 面白微须',
  },
  {
    id: '象 for 像 in older Simplified text',
    starts: '象',
    // Simplified before 1986 wrote 好象, 不象: 象 after an adverb, or before a pronoun, a numeral or 是, unless
    // it ends a word of its own (气象, 景象, 形象, 印象; 真象 is 真相 or 真像 by turns, 西游记 A, so it is left).
    pattern:
      /(?<=[好不很倒活就正也都便得却卻竟])象|(?<![气氣景形现現印万萬对對大具抽意星天表迹跡物想图圖幻假真脉脈卦乱亂象])象(?=[你我他她这這那个個是似一两兩些])/g,
    hant: '像',
    why: '儒林外史 A 象你做出这样, 便象些村乡 → published 像; OpenCC keeps 象 (elephant)',
  },
  {
    id: '舍 "give up" is 捨',
    starts: '舍',
    // 舍了 (gave up), 舍此 (apart from this) too; not after a word that makes 舍 the house: 返舍, 到舍, 在舍.
    pattern: /(?<=[施割取难難])舍|(?<![草寒茅精宿校房农農邻鄰客旅馆館学學田村庐廬僧返到在过過敝])舍(?=[不得命身弃棄去着著给給了此])/g,
    hant: '捨',
    why: '儒林外史 A 便舍着性命, 舍了这畜生, 舍此还有 → published 捨; 舍 (a house) stays with OpenCC (寒舍, 舍弟, 返舍)',
  },
  {
    id: '个 after a numeral is the measure word',
    starts: '个',
    pattern: new RegExp(`(?<=[${NUMERAL}这這那每某整哪])个`, 'g'),
    hant: '個',
    why: 'OpenCC matches 个中 and 个旧 across the word boundary: 儒林外史 A 一个中年 came out 一箇中年',
  },
  {
    id: '里 after a numeral is the unit',
    starts: '里',
    pattern: new RegExp(`(?<=[${NUMERAL}])里(?![面头頭边邊])`, 'g'),
    hant: '里',
    why: 'OpenCC reads 几十 then 里 alone (裏): 儒林外史 A 船走了几十里 came out 幾十裡',
  },
  {
    id: '里 "in" after a place (Taiwan 裡)',
    starts: '里',
    // 州里去, 寺里长老, 半路里, 日里睡: OpenCC's 州里, 路里, 日里, 里长 take 里 as a village or a unit; after a
    // place or a time of day it is "in".
    // 河道里, 街道里: OpenCC's 道里 is a distance; after a waterway or a street it is "in".
    pattern: /(?<=[州省城寺庙廟铺鋪店阵陣营營房屋家府县縣衙殿宫宮园園院庄莊村镇鎮路巷厢廂街集舱艙洞校日夜梦夢])里|(?<=[河街]道)里/g,
    hant: '裡',
    hk: '裏',
    why: 'Taiwan writes 裡 (OCC-1): 水浒传 A 州里去 and 儒林外史 A 省里科举 kept the simplified 里',
  },
  {
    id: '幺 for 么 after a question word (Taiwan 麼)',
    starts: '幺',
    pattern: /(?<=[甚什怎这這那多要])幺/g,
    hant: '麼',
    why: '水浒传 A writes 甚幺 for 甚么; OpenCC gives the Taiwan form of 幺 (么), which is not a Traditional 麼',
  },
  {
    id: '干娘, the godmother, is 乾娘',
    starts: '干',
    // The 娘 rule below makes 娘 a span of its own, so OpenCC no longer sees its phrase 干娘 (乾孃) and writes 幹.
    pattern: /干(?=娘)/g,
    hant: '乾',
    why: '红楼梦 A 寄名的干娘马道婆 came out 幹娘 (19×) once 娘 was decided apart from OpenCC; MOE 乾娘 [S39]',
  },
  {
    id: '娘 (Taiwan and Hong Kong)',
    starts: '娘',
    pattern: /娘/g,
    hant: '娘',
    why: 'OpenCC writes 孃 in 奶娘, 伯娘, 二娘, a variant both regions write 娘 (红楼梦 189×, 儒林外史 16× in the published texts)',
  },
  {
    id: '一进一出',
    starts: '出',
    pattern: /(?<=一进一)出/g,
    hant: '出',
    why: 'OpenCC matches 一出 (a play, 一齣) across the word: 儒林外史 A 一进一出 came out 一進一齣',
  },
  {
    id: '了 after 问明, 查明, 说明',
    starts: '明',
    pattern: /(?<=[问問查说說讲講审審禀稟])明了(?![解然])/g,
    hant: '明了',
    why: 'OpenCC reads 明了 as 明瞭 ("clear"); after a verb 了 is the aspect particle: 儒林外史 A 问明了他',
  },
  {
    id: '准 "to permit" (Taiwan 准, not 準)',
    starts: '准',
    // 知县准了状子, 告状得准否, 批一个准字, 准给衣巾, 不准他去: an official's granting. 準 is "accurate, standard",
    // and after a verb 准了 is its complement (问准了, 看准了, 算准了, 打听准了: 準), so 准了 is 准 only after who grants
    // it or an adverb of the outcome (知县准了, 竟准了, 若准了); 不准 only before what is not allowed (不准投降, not
    // 断卦不准。). OpenCC's default 準 stays elsewhere; its phrases (批准, 准许) agree.
    pattern:
      /(?<=[县縣府院官爷爺帝竟才若已既都我你他应應人尊])准(?=了)|(?<![说說拿看算猜估摸]不)准(?=[否给給予奏假]|[‘’“”「」『』]?字)|(?<=[批核恩获獲允俯所肯])准(?![备備确確时時则則绳繩])|(?<=不)(?<![说說拿看算猜估摸卦]不)准(?=[\u3400-\u9fff])(?![确確备備时時则則绳繩头頭星])/g,
    hant: '准',
    why: 'OpenCC writes 準 (its default) outside its phrases: 儒林外史 A 知县准了状子 came out 知縣準了狀子, 大人准了, 州尊准了, 怎的肯准; the MOE 國語辭典 has 准 "允許" and 準 "標準, 準確"',
  },
  {
    id: '先生发 is 發, not 生髮',
    starts: '发',
    // OpenCC's 生发 (生髮, hair growth) across a word that ends in 生: 严贡生发怒, 高老先生发解之后.
    // And 会生发, 能生发: money that grows (又不会生发, 只得放在家里).
    pattern: /(?<=[先贡貢学學监監书書门門后後医醫众眾廪廩童诸諸晚小儒会會能]生)发/g,
    hant: '發',
    why: '儒林外史 A 严贡生发怒 came out 嚴貢生髮怒 (OpenCC cn→tw too): 生髮 is a modern word, a 贡生 gets angry',
  },
  {
    id: '上周, 下周 across a word (周公, 周旋)',
    starts: '周',
    pattern: /(?<=[上下])周(?=[公旋全围圍到详詳密遭身济濟折瑜郎朝])/g,
    hant: '周',
    why: 'OpenCC reads 上周 and 下周 as "last week", "next week" (週): 儒林外史 A 乩上就降下周公 came out 降下週公',
  },
  {
    id: '下摆 across a word (楼底下摆了)',
    starts: '摆',
    pattern: /(?<=下)摆(?=[了着著在酒席开開出桌上下])/g,
    hant: '擺',
    why: 'OpenCC reads 下摆 as a hem (下襬): 儒林外史 A 楼底下摆了八席 came out 樓底下襬了八席',
  },
  {
    id: '几席 counts the tables of a feast',
    starts: '几',
    // 办几席酒, 十几席, 廊上几席，: in the novels 几 before 席 counts the tables of a feast (幾); only before 之
    // (草堂几席之上) is 几席 the low table and mat of OpenCC's phrase.
    pattern: /几(?=席(?!之))/g,
    hant: '幾',
    why: 'OpenCC keeps 几席 (low table and mat): 儒林外史 A 我们竟办几席酒 came out 辦几席酒 (第六、十三、十八回); 红楼梦 A 摆几席酒, 廊上几席 likewise; the published Traditional texts write 幾席',
  },
  {
    id: '蜡烛 is 蠟',
    starts: '蜡',
    pattern: /蜡(?=[烛燭台臺泪淚])/g,
    hant: '蠟',
    why: 'OpenCC reads 大蜡 (the year-end sacrifice, 蜡 zhà) across 大蜡烛: 儒林外史 A 点了百十枝大蜡烛 kept 蜡',
  },
  {
    id: '斗 the measure of grain',
    starts: '斗',
    // 几斗几升, 背了斗米, 买了斗把豆子: after a numeral, or before grain or wine, 斗 is the measure, not 鬥 "fight".
    pattern: /(?<=[〇一二三四五六七八九十百千万两几数半升])斗(?![殴毆争爭殴气氣])|斗(?=[米粟麦麥豆把])/g,
    hant: '斗',
    why: 'OpenCC writes 鬥 (its default) outside its phrases: 儒林外史 A 几尺水几斗几升 came out 幾鬥幾升, 背了斗米 背了鬥米',
  },
  {
    id: '只 the measure after a numeral',
    starts: '只',
    pattern: new RegExp(`(?<=[${NUMERAL}])只(?![是有要能好得怕见見管顾顧不许許消须須当當在])`, 'g'),
    hant: '隻',
    why: 'OpenCC reads 几十 as a word, then 只 alone (only): 儒林外史 A 一号几十只船 came out 幾十只船',
  },
  {
    id: '面前 is a face',
    starts: '面',
    pattern: /面(?=前)/g,
    hant: '面',
    why: 'OpenCC matched 麵 across a word before 前: 儒林外史 A 在老和尚面前 came out 老和尚麵前',
  },
  {
    id: '南回 across a word is "return"',
    starts: '回',
    // Only after 南: a span elsewhere would cut OpenCC's own words (来回复 is 來回覆 when 回来 stands before it).
    pattern: /(?<=南)回(?=[到来來去])/g,
    hant: '回',
    why: 'OpenCC matches 南回 (a Taiwan railway line, 南迴) across a word: 儒林外史 A 陈木南回到寓处 came out 陳木南迴到, 红楼梦 A 打江南回来 打江南迴來',
  },
  {
    id: '里面 is "inside" (Taiwan 裡面)',
    starts: '里',
    pattern: new RegExp(`(?<![${NUMERAL}])里面(?![筋条條包粉汤湯饼餅])`, 'g'),
    hant: '裡面',
    hk: '裏面',
    why: 'OpenCC reads 甫里 (a town) across 邹吉甫里面, and 面 alone as 麵 after it: 儒林外史 A 邹吉甫里面 came out 鄒吉甫里面',
  },
  {
    id: '里 before 头, 边 is "in" (Taiwan 裡)',
    starts: '里',
    pattern: /里(?=[头頭边邊])/g,
    hant: '裡',
    hk: '裏',
    why: 'OpenCC reads 甫里 (a town) across 邹吉甫里面: 儒林外史 A came out 鄒吉甫里面',
  },
  {
    id: '卷 "roll up" before 着',
    starts: '卷',
    pattern: /卷(?=[着著])/g,
    hant: '捲',
    why: 'OpenCC keeps 卷 (a scroll) before 着: 儒林外史 A 塞在他棉袄里卷着 came out 卷著; rolling is 捲',
  },
  {
    id: '干 "dry" before what is dried',
    starts: '干',
    // 一双干鞋袜, 干衣裳, 干柴, 干粮: 干 before clothes or stores that are dry; OpenCC has 干净, 干粮 but not these.
    pattern: /(?<!若)干(?=[鞋袜襪衣裳柴草烘饭飯肉鱼魚枯渴])/g,
    hant: '乾',
    why: '儒林外史 A 寻了一双干鞋袜 came out 幹鞋襪 (幹 is "to do"); the MOE 國語辭典 writes dry as 乾',
  },
  {
    id: '致 of charm (景致, 雅致, 逸致)',
    starts: '致',
    // 緻 is "fine, close-woven" (细致, 精致); 致 of a mood or charm is 致: 风致, 情致, 兴致, and 景致, 雅致, 逸致
    // (澳門《語文信箱》「雅緻」與「雅致」, macaudata.mo book244/14401: 細密的才用「緻」，其餘的均用「致」).
    pattern: /(?<=[景雅逸])致/g,
    hant: '致',
    why: 'OpenCC writes 景緻, 雅緻, 逸緻 while it writes 風致, 情致, 興致: 儒林外史 A 景致 came out 景緻 8×',
  },
  {
    id: '扎 "tie, pitch camp" is 紮',
    starts: '扎',
    // 扎住大寨, 头上扎着抓角儿: tying and camping are 紮 (MOE: 紮 捆綁, 駐紮; 扎 刺), as in OpenCC's own 扎营, 驻扎,
    // 扎下, 扎起; 挣扎 stays.
    pattern: /(?<![挣掙])扎(?=[着著住])/g,
    hant: '紮',
    why: 'OpenCC writes 扎 before 着 and 住: 儒林外史 A 头上扎着抓角儿 came out 扎著, 三国演义 A 关前扎住大寨 扎住 (its published text 紮住 12×)',
  },
  {
    id: '系在 "tied to" is 繫',
    starts: '系',
    // 把马都系在湖边柳树上: tying, as OpenCC's own 系着 → 繫著; after 委, 实, 乃 (委系在凤阳科试) 系 is the copula 係,
    // which the layer leaves to OpenCC.
    pattern: /(?<![委实實确確乃即原本皆俱均亦])系(?=在)/g,
    hant: '繫',
    why: 'OpenCC keeps 系 before 在: 儒林外史 A 把马都系在湖边 came out 系在; the published 儒林外史 and 水浒传 write 繫在 (2×, 4×)',
  },
  {
    id: '干了酒 is 乾',
    starts: '干',
    pattern: /干(?=了?[这這那一头頭]{0,2}[杯盅碗盏盞酒])/g,
    hant: '乾',
    why: '儒林外史 A 一齐干了酒, 候四老爷干了头一杯 came out 幹了; drinking up is 乾',
  },
  {
    id: '彷佛 is 彷彿',
    starts: '佛',
    pattern: /(?<=彷)佛/g,
    hant: '彿',
    why: 'OpenCC has 仿佛 → 彷彿 but leaves 彷佛 (the same word written with 彷) as 彷佛, a Buddha: 儒林外史 A 那少年彷佛有些认得; the MOE 國語辭典 writes 彷彿 [S39]',
  },
  {
    id: '游玩, 游览 across a word (街上游玩)',
    starts: '游',
    pattern: /游(?=[玩览覽逛])/g,
    hant: '遊',
    why: 'OpenCC matches 上游 (upstream) across 街上|游玩: 儒林外史 A 同在街上游玩 came out 街上游玩; travel and play are 遊 (MOE 遊玩, 遊覽 [S39])',
  },
  {
    id: '已经折 across a word (經摺)',
    starts: '折',
    pattern: /(?<=[已曾]经)折/g,
    hant: '折',
    why: 'OpenCC matches 经折 (經摺, a folded sutra book) across 已经|折了: 儒林外史 A 已经折了本钱 came out 已經摺了本錢; losing money is 折 (MOE 折本 [S39])',
  },
  {
    id: '个 before 中 and 旧 inside a sentence',
    starts: '个',
    // OpenCC's 个中 (箇中, "therein") and 个旧 (a city) are matched across 做个|中见 and 的个|旧枕箱; those words stand
    // at the start of a clause or after 其, the measure word after any other character.
    pattern: /(?<=[\u4e00-\u9fff])(?<![其此非])个(?=[中旧舊])(?!中人)/g,
    hant: '個',
    why: '儒林外史 A 王观察的个旧枕箱 came out 的箇舊枕箱, 做个中见 做箇中見',
  },
  {
    id: '并 "and" before 发奋',
    starts: '并',
    pattern: /并(?=发[奋奮愤憤])/g,
    hant: '並',
    why: 'OpenCC matches 并发 (併發, "concurrent") across 并|发奋: 儒林外史 A 到家并发奋加意用功 came out 併發奮',
  },
  {
    id: '作恶心 is 噁心 (nausea)',
    starts: '恶',
    pattern: /(?<=[作发發犯])恶(?=心)/g,
    hant: '噁',
    why: 'OpenCC matches 作恶 (作惡, "do evil") before 恶心: 儒林外史 A 口里作恶心 came out 作惡心; nausea is 噁心 (MOE [S39])',
  },
  {
    id: '回心 is 回',
    starts: '回',
    pattern: /回(?=心)/g,
    hant: '回',
    why: 'OpenCC writes 迴心; a change of heart is 回心 (MOE 回心, 回心轉意 [S39]): 儒林外史 A 御史回心 came out 御史迴心',
  },
  {
    id: '咨, the official dispatch, is not 諮',
    starts: '咨',
    // 咨文, 咨明兵部, 咨部, 咨嗟: the dispatch between offices and the sigh are 咨; consulting (咨询, 咨议, 咨访) is 諮.
    pattern: /咨(?![询詢议議访訪问問诹諏])/g,
    hant: '咨',
    why: 'OpenCC writes 諮 (its default): 儒林外史 A 出了一角咨文 came out 諮文; MOE 咨文 "用於平行機關的公文" [S39]',
  },
  {
    id: '干证, the witness, and the compound surname 段干',
    starts: '干',
    pattern: /干(?=证|證)|(?<=段)干/g,
    hant: '干',
    why: 'OpenCC writes 幹: 儒林外史 A 做干证 came out 幹證, 段干木 段幹木; MOE 干證 [S39]; 段干 is a compound surname of the 百家姓',
  },
  {
    id: '干 "dry" after a degree adverb at the end of a clause',
    starts: '干',
    pattern: /(?<=[甚很太])干(?=[，。；！？、]|$)/g,
    hant: '乾',
    why: '儒林外史 A 地下还不甚干 came out 不甚幹; a verb 幹 does not end a clause after 甚',
  },
  {
    id: '凶 beside 吉 is the omen',
    starts: '凶',
    pattern: /凶(?=[^，。；！？、\s]{0,2}吉)|(?<=吉[^，。；！？、\s]{0,2})凶/g,
    hant: '凶',
    why: 'OpenCC writes 兇 (fierce) outside its phrases: 儒林外史 A 说凶得吉, 是凶是吉 came out 兇; the MOE 國語辭典 has 凶 "不吉祥" and 兇 "兇惡" [S39]',
  },
  {
    id: '冲 of water is 沖',
    starts: '冲',
    pattern: /冲(?=了?[水茶汤湯])/g,
    hant: '沖',
    why: 'OpenCC writes 衝 (its default): 儒林外史 A 冲了水 came out 衝了水; pouring water is 沖 (MOE 沖茶 [S39])',
  },
  {
    id: '坛: the altar 壇, the jar of wine 罈',
    starts: '坛',
    pattern: /坛(?=场|場)|(?<=祭[一二三]?)坛/g,
    hant: '壇',
    why: 'OpenCC reads 一坛 as a jar (一罈) before 场 and after 祭: 儒林外史 A 建一坛场, 赐祭一坛 came out 一罈場, 一罈',
  },
  {
    id: '这坛酒 is a jar',
    starts: '坛',
    pattern: /(?<=[这這那])坛(?=酒)/g,
    hant: '罈',
    why: 'OpenCC writes 壇 (an altar) after 这: 儒林外史 A 这坛酒 came out 這壇酒; a jar is 罈 (MOE 酒罈 [S39])',
  },
  {
    id: '卷子, the examination paper',
    starts: '卷',
    pattern: /(?<![花春蛋烟煙肉铺鋪])卷(?=子)/g,
    hant: '卷',
    why: 'OpenCC matches 那卷 (那捲) before 卷子: 儒林外史 A 你把那卷子拿出来 came out 那捲子; MOE 卷子 "試卷" [S39]',
  },
  {
    id: '昆玉, brothers',
    starts: '昆',
    pattern: /(?<=[贤賢令尊])昆(?=玉)|昆(?=玉[二两兩])/g,
    hant: '昆',
    why: 'OpenCC writes 崑玉 (jade of the 崑崙): 儒林外史 A 贤昆玉, 施御史昆玉二位 came out 崑玉; MOE 昆玉 "稱人兄弟的敬詞" [S39]',
  },
  {
    id: '岳 of the in-laws',
    starts: '岳',
    pattern: /(?<=[家姑叔令])岳(?![阳陽州麓飞飛云雲山])/g,
    hant: '岳',
    why: 'OpenCC reads 岳 alone as 嶽 (a peak): 儒林外史 A 我家岳, 苇萧的姑岳 came out 家嶽, 姑嶽; a father-in-law is 岳 (MOE 家岳 [S39])',
  },
  {
    id: '征辟 is 徵辟',
    starts: '辟',
    pattern: /(?<=[征徵])辟/g,
    hant: '辟',
    why: 'OpenCC writes 闢 (open up) after 征: 儒林外史 A 不应征辟的豪杰 came out 徵闢; summoning to office is 徵辟 (MOE [S39])',
  },
  {
    id: '只 "only" after an adverb, or after 是 before a verb',
    starts: '只',
    // 是只 is also 是(一)隻 (原来是只白鹿, 是只公鸡): after 是 only before a verb or an adverb.
    pattern: /(?<=[不也都就便还還却卻])只(?![手脚腳眼身])|(?<=是)只(?=[有在等因凭憑写寫要能会會得管顾顧许許消与與见見好怕当當是说說])/g,
    hant: '只',
    why: 'OpenCC matches 只写 (隻寫) and the like: 儒林外史 A 但也不是只写书子的事 came out 不是隻寫',
  },
];
