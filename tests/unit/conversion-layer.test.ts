import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textConverter } from '../../src/stages/convert.ts';
import { detectNames } from '../../src/conversion/names.ts';
import { layerSpans } from '../../src/conversion/layer.ts';
import type { Script } from '../../src/model/book.ts';

// Sentences cut from the corpus novels' Simplified texts (儒林外史 A, 红楼梦 A, 水浒传 A, 三国演义 A).
const hant = (text: string, book: string[] = [], to: Script = 'zh-Hant') => textConverter([], detectNames(book))(text, 'zh-Hans', to);

test('OCC-5 classical usages: 自云, the earthly branch 丑, 面皮, 洒家, 赤发鬼 (the audit of 红楼梦 and 水浒传)', () => {
  assert.equal(hant('作者自云：曾历过一番梦幻之后'), '作者自云：曾歷過一番夢幻之後');
  assert.equal(hant('当下又是子、丑、寅、卯四个时辰'), '當下又是子、丑、寅、卯四個時辰');
  assert.equal(hant('子时得阳气，而丑则鸡鸣；寅不通光'), '子時得陽氣，而丑則雞鳴；寅不通光');
  assert.equal(hant('那人生得十分丑陋'), '那人生得十分醜陋');
  assert.equal(hant('红绸鞋，黑瘦面皮，花白胡子'), '紅綢鞋，黑瘦面皮，花白鬍子');
  assert.equal(hant('洒家是经略府提辖'), '洒家是經略府提轄');
  assert.equal(hant('赤发鬼醉卧灵官殿'), '赤髮鬼醉臥靈官殿');
  assert.equal(hant('传懿旨云：太后特宣大将军'), '傳懿旨云：太后特宣大將軍');
});

test('OCC-5 the published 儒林外史 errors OpenCC makes: beard, 象 for 像, 舍 "give up", 个 after a numeral, 了, 乾', () => {
  assert.equal(hant('须鬓皓然，面白微须'), '鬚鬢皓然，面白微鬚');
  assert.equal(hant('象你做出这样的事'), '像你做出這樣的事');
  assert.equal(hant('见了功名便舍着性命去求他'), '見了功名便捨著性命去求他');
  assert.equal(hant('一个中年的脱去了衣服'), '一個中年的脫去了衣服');
  assert.equal(hant('响得一进一出'), '響得一進一出');
  assert.equal(hant('小的问明了并无别情'), '小的問明了並無別情');
  assert.equal(hant('一齐干了酒'), '一齊乾了酒');
  assert.equal(hant('仆从丫鬟奶娘'), '僕從丫鬟奶娘');
  assert.equal(hant('余谓此言甚是'), '余謂此言甚是');
});

test('OCC-5 Taiwan forms: 甚幺 is 甚麼, 里 after a place is 裡 (Hong Kong 裏), after a numeral the unit 里', () => {
  assert.equal(hant('你是甚幺鸟人'), '你是甚麼鳥人');
  assert.equal(hant('那小幺儿'), '那小么兒');
  assert.equal(hant('日里睡觉，寺里长老'), '日裡睡覺，寺裡長老');
  assert.equal(hant('日里睡觉', [], 'zh-Hant-HK'), '日裏睡覺');
  assert.equal(hant('船走了几十里'), '船走了幾十里');
});

test('the context rules leave the words they look like alone: 其余, 十余里, 草舍, 气象, 散发', () => {
  assert.equal(hant('其余的人，十余里路'), '其餘的人，十餘里路');
  assert.equal(hant('且请到草舍去'), '且請到草舍去');
  assert.equal(hant('气象是好的'), '氣象是好的');
  assert.equal(hant('散发传单'), '散發傳單');
});

const RULIN = [
  '范举人道：“老师请坐。”',
  '范举人进来，又拜了。',
  '余大先生道：“这事不妨。”',
  '当下余大先生、余二先生都来了。',
  '余二先生笑道：“好。”',
  '余夔是他的族弟，余夔也来了。',
  '却说余夔到了城里。',
  '那周先生道：“请了。”',
  '周先生笑道：“好。”',
  '周先生又问。',
  '不下千余家',
];

test('OCC-5 names from the book: a surname OpenCC would turn (范 → 範, 余 → 餘, 周 → 週) keeps its form', () => {
  const names = detectNames(RULIN).map((n) => n.text);
  assert.ok(
    ['范举人', '余大先生', '余二先生', '余夔', '周先生'].every((n) => names.includes(n)),
    names.join(' '),
  );
  assert.equal(hant('报贵府老爷范举人高中', RULIN), '報貴府老爺范舉人高中');
  assert.equal(hant('请余大先生来', RULIN), '請余大先生來');
  assert.equal(hant('那周先生时一筷', RULIN), '那周先生時一筷');
  // A name's surname is no name after a numeral or inside a word OpenCC knows.
  assert.equal(hant('不下千余家', [...RULIN, '余家的人', '余家来了']), '不下千餘家');
});

test('OCC-5 names: a given name mostly after its surname before a verb of speech, an empress, a given name alone', () => {
  const shuihu = ['郁保四道：“小人愿往。”', '郁保四笑道：“好。”', '郁保四答道：“是。”'];
  assert.equal(hant('郁保四听了', shuihu), '郁保四聽了');
  const sanguo = [
    '何后曰：“汝何敢如此！”',
    '何后大怒。',
    '董后大怒曰：“汝何人？”',
    '董后曰：“休矣。”',
    '立于马后，',
    '吕范曰：“可。”',
    '吕范曰：“不可。”',
  ];
  assert.equal(hant('何后曰：“可也。”', sanguo), '何后曰：“可也。”');
  assert.equal(hant('董后大怒', sanguo), '董后大怒');
  assert.equal(hant('立于马后，', sanguo), '立於馬後，');
  assert.equal(hant('，范曰：“此计甚妙。”', sanguo), '，范曰：“此計甚妙。”');
  // 于 before 地 is the preposition: 伏于地曰 makes no name of 于地.
  assert.deepEqual(
    detectNames(['伏于地曰：“饶命。”', '拜伏于地曰：“愿降。”', '跪于地曰：“是。”']).map((n) => n.text),
    [],
  );
});

test('the user dictionary still wins over the layer', () => {
  const convert = textConverter([{ hans: '余大先生', hant: '餘大先生' }], detectNames(RULIN));
  assert.equal(convert('请余大先生来', 'zh-Hans', 'zh-Hant'), '請餘大先生來');
});

test('the layer writes only the spans it decides; text without them converts exactly as OpenCC does', () => {
  assert.deepEqual(
    layerSpans('作者自云，黑瘦面皮', { region: 'tw' }).map((s) => [s.from, s.to, s.out]),
    [
      [3, 4, '云'],
      [7, 9, '面皮'],
    ],
  );
  assert.equal(hant('他说：“后来干净了。”'), '他說：“後來乾淨了。”');
});

// Sentences cut from 儒林外史 A (第四十四、四十五、四十七回), 三国演义 A (第八十七回) and 水浒传 A.
const RULIN_NAMES = [
  '一位先生姓余，名特，字有达，是一位明经先生。',
  '余大先生道：“也罢。”',
  '余大先生笑道：“是。”',
  '都是余、虞两家送的执事。',
  '一班是余、虞两家的秀才。',
  '说是余二老爹带与余大老爹的。',
];
/** One chapter where 余持 comes four times and 持 nowhere else, and chapters where 持 is a word (主持, 把持). */
const YU_CHI = ['关文上要的是贡生余持。余持接过一看。可见余持不曾到过无为州。余持应了下来。'];
const CHI = ['请他主持。', '把持官府。', '手持钢刀。', '扶持他。', '坚持不肯。'];

test('OCC-5 names the book states: 姓余，名特; a pair of surnames (余、虞两家); a birth order before a form of address (余二老爹)', () => {
  assert.equal(hant('南直隶五河县人第六名余特', RULIN_NAMES), '南直隸五河縣人第六名余特');
  assert.equal(hant('一位先生姓余，名特', RULIN_NAMES), '一位先生姓余，名特');
  assert.equal(hant('那余、虞两家到底是诗礼人家', RULIN_NAMES), '那余、虞兩家到底是詩禮人家');
  assert.equal(hant('余二老爹来了', RULIN_NAMES), '余二老爹來了');
  // 余持: four times in one chapter, and 持 nowhere else there (the book has 主持, 把持 elsewhere), once 余 is
  // shown as a surname. Without that (no 余大先生, no 姓余) the chapter's count is no evidence.
  assert.equal(hant('要犯余持系五河贡生', [...RULIN_NAMES, ...YU_CHI, ...CHI]), '要犯余持系五河貢生');
  assert.equal(hant('要犯余持', [...YU_CHI, ...CHI]), '要犯餘持');
  // 百姓涂炭 is "the people", no 姓涂 (三国演义 A 第八十七回).
  assert.equal(hant('以免洞中百姓涂炭之苦', ['以免洞中百姓涂炭之苦', '涂大人道：“好。”']), '以免洞中百姓塗炭之苦');
  // Other 余 stay 餘: the rest, after a numeral or 其.
  assert.equal(hant('其余的银子，二千余金', RULIN_NAMES), '其餘的銀子，二千餘金');
});

test('OCC-5 准 "to permit" against 準 "accurate" (儒林外史 A, 红楼梦 A, 三国演义 A)', () => {
  assert.equal(hant('知县准了状子，发房出了差'), '知縣准了狀子，發房出了差');
  assert.equal(hant('只求大爷批一个‘准’字'), '只求大爺批一個‘准’字');
  assert.equal(hant('言操不准投降'), '言操不准投降');
  assert.equal(hant('未知圣意准否？'), '未知聖意准否？');
  // After a verb 准了 is "accurately"; 不准 at a clause end and 说不准 are 準.
  assert.equal(hant('等我问准了好注上一笔'), '等我問準了好註上一筆');
  assert.equal(hant('心里看准了'), '心裡看準了');
  assert.equal(hant('就是那厮断卦不准，'), '就是那廝斷卦不準，');
  assert.equal(hant('这话说不准'), '這話說不準');
  assert.equal(hant('做梦倒也有些准哩'), '做夢倒也有些準哩');
});

test('OCC-5 OpenCC words matched across a word boundary: 生发, 上周/下周, 下摆, 大蜡, 几席酒, 南回, 里面', () => {
  assert.equal(hant('严贡生发怒道'), '嚴貢生發怒道');
  assert.equal(hant('乩上就降下周公老祖来'), '乩上就降下周公老祖來');
  assert.equal(hant('头上周围一转的短发'), '頭上周圍一轉的短髮');
  assert.equal(hant('楼底下摆了八席'), '樓底下擺了八席');
  assert.equal(hant('点了百十枝大蜡烛'), '點了百十枝大蠟燭');
  assert.equal(hant('我们竟办几席酒'), '我們竟辦幾席酒');
  assert.equal(hant('他一年有几席酒照顾我'), '他一年有幾席酒照顧我');
  assert.equal(hant('满。廊上几席，便是'), '滿。廊上幾席，便是');
  assert.equal(hant('备十几席，'), '備十幾席，');
  // Before 之, 几席 is a low table and a mat.
  assert.equal(hant('卧于草堂几席之上'), '臥於草堂几席之上');
  assert.equal(hant('是自从哥哥打江南回来了'), '是自從哥哥打江南回來了');
  assert.equal(hant('便回来回复薛姨妈道'), '便回來回覆薛姨媽道');
  assert.equal(hant('邹吉甫里面应道'), '鄒吉甫裡面應道');
  assert.equal(hant('邹吉甫里面应道', [], 'zh-Hant-HK'), '鄒吉甫裏面應道');
  // 面筋 is gluten, 千里 a distance: 里面 is no span there.
  assert.equal(hant('仔细肚里面筋作怪'), '仔細肚裡麵筋作怪');
  assert.equal(hant('千里面朝夕相见'), '千里面朝夕相見');
});

test('OCC-5 measures: 斗 of grain, 只 after a numeral; 卷着, 干 "dry", 禀明了, 景致', () => {
  assert.equal(hant('几尺水几斗几升'), '幾尺水幾斗幾升');
  assert.equal(hant('也有背了斗米来的'), '也有背了斗米來的');
  assert.equal(hant('两个斗了五十合'), '兩個鬥了五十合');
  assert.equal(hant('一号几十只船都湾在这里'), '一號幾十隻船都灣在這裡');
  assert.equal(hant('塞在他棉袄里卷着'), '塞在他棉襖裡捲著');
  assert.equal(hant('寻了一双干鞋袜'), '尋了一雙乾鞋襪');
  assert.equal(hant('八戒就取了若干枯柴'), '八戒就取了若干枯柴');
  assert.equal(hant('贾赦贾政等禀明了贾母'), '賈赦賈政等稟明了賈母');
  // 致 of charm against 緻 "fine" (儒林外史 A 烟笼远树，景致更妙).
  assert.equal(hant('烟笼远树，景致更妙；人物雅致'), '煙籠遠樹，景致更妙；人物雅致');
  assert.equal(hant('做得细致精致'), '做得細緻精緻');
  // 扎 "tie, pitch camp" (三国演义 A 去关前扎住大寨; 儒林外史 A 头上扎着抓角儿), not in 挣扎.
  assert.equal(hant('去关前扎住大寨。头上扎着抓角儿'), '去關前紮住大寨。頭上紮著抓角兒');
  assert.equal(hant('挣扎着起来'), '掙扎著起來');
  assert.equal(hant('这所准的事'), '這所准的事');
  assert.equal(hant('无所准备'), '無所準備');
  // 系在 "tied to" (儒林外史 A 把马都系在湖边柳树上) against the copula 委系在 (係, left to OpenCC).
  assert.equal(hant('把马都系在湖边柳树上'), '把馬都繫在湖邊柳樹上');
  assert.equal(hant('该生委系在风阳科试'), '該生委系在風陽科試');
});

test('OCC-5 OpenCC words across a word boundary, more: 彷佛, 街上游玩, 已经折, 的个旧, 并发奋, 作恶心, 那卷子, 一坛场', () => {
  assert.equal(hant('那少年彷佛有些认得'), '那少年彷彿有些認得');
  assert.equal(hant('同在街上游玩'), '同在街上遊玩');
  assert.equal(hant('程家已经折了本钱'), '程家已經折了本錢');
  assert.equal(hant('把收的王观察的个旧枕箱把与他，也要有一个人做个中见'), '把收的王觀察的個舊枕箱把與他，也要有一個人做個中見');
  assert.equal(hant('到家并发奋加意用功'), '到家並發奮加意用功');
  assert.equal(hant('口里作恶心'), '口裡作噁心');
  assert.equal(hant('你把那卷子拿出来'), '你把那卷子拿出來');
  assert.equal(hant('建一坛场，赐祭一坛。叫把这坛酒拿出来'), '建一壇場，賜祭一壇。叫把這罈酒拿出來');
  // Decoys: the words themselves stay OpenCC's.
  assert.equal(hant('长江上游，曾经沧海'), '長江上游，曾經滄海');
  assert.equal(hant('个中滋味，若非个中人'), '箇中滋味，若非箇中人');
  assert.equal(hant('作恶多端'), '作惡多端');
  assert.equal(hant('吃了一个花卷子'), '吃了一個花捲子');
  assert.equal(hant('花坛边上，论坛'), '花壇邊上，論壇');
  assert.equal(hant('病毒并发症'), '病毒併發症');
});

test('OCC-5 classical and official usages: 咨文, 干证, 段干木, 凶 of an omen, 冲水, 昆玉, 家岳, 征辟, 回心, 云：', () => {
  assert.equal(hant('替他出了一角咨文，咨明兵部'), '替他出了一角咨文，咨明兵部');
  assert.equal(hant('做干证。不见那段干木的故事'), '做干證。不見那段干木的故事');
  assert.equal(hant('说凶得吉，这地是凶是吉'), '說凶得吉，這地是凶是吉');
  assert.equal(hant('冲了水，递与四老爷'), '沖了水，遞與四老爺');
  assert.equal(hant('贤昆玉同去；施御史昆玉二位'), '賢昆玉同去；施御史昆玉二位');
  assert.equal(hant('后来我家岳选了典史'), '後來我家岳選了典史');
  assert.equal(hant('那天长不应征辟的豪杰'), '那天長不應徵辟的豪傑');
  assert.equal(hant('御史回心'), '御史回心');
  assert.equal(hant('太祖高皇帝云：我若不是'), '太祖高皇帝云：我若不是');
  // Decoys: consulting is 諮, a killer 兇, charging 衝, the peaks 嶽, a name or clouds before a colon 雲.
  assert.equal(hant('咨询了专家'), '諮詢了專家');
  assert.equal(hant('那凶手跑了'), '那兇手跑了');
  assert.equal(hant('冲上前去'), '衝上前去');
  assert.equal(hant('五岳归来'), '五嶽歸來');
  assert.equal(hant('回头又嘱咐湘云：别让你宝兄弟'), '回頭又囑咐湘雲：別讓你寶兄弟');
});

test('OCC-5 干 "dry" and "drink up", 舍 "give up", 准 "permit", 只 "only", 里 "in", 生发 (儒林外史 A, 红楼梦 A, 西游记 A)', () => {
  assert.equal(hant('地下还不甚干，候四老爷干了头一杯'), '地下還不甚乾，候四老爺乾了頭一杯');
  assert.equal(hant('寄名的干娘马道婆'), '寄名的乾娘馬道婆');
  assert.equal(hant('舍了这畜生去罢。舍此还有别的甚么办法'), '捨了這畜生去罷。捨此還有別的甚麼辦法');
  assert.equal(hant('大人准了，州尊准了出来，怎的肯准'), '大人准了，州尊准了出來，怎的肯准');
  assert.equal(hant('但也不是只写书子的事'), '但也不是只寫書子的事');
  assert.equal(hant('你们在河道里行凶'), '你們在河道裡行兇');
  assert.equal(hant('又不会生发，只得放在家里'), '又不會生發，只得放在家裡');
  // Decoys: 返舍 is going home, 是只 before a noun is 是(一)隻, 干 in 若干 and 干涉.
  assert.equal(hant('不如告假返舍'), '不如告假返舍');
  assert.equal(hant('原来是只白鹿'), '原來是隻白鹿');
  assert.equal(hant('取了若干，不要干涉'), '取了若干，不要干涉');
});

// Sentences cut from 儒林外史 A (第十回, 第三十九回, 第四十四回, 第五十五回) and 三国演义 A.
const RULIN_GIVEN = [
  '又有两个贴身侍女，一个叫做采苹，一个叫做双红，都是袅娜轻盈。',
  '那少年道：“我姓萧，名采，字云仙。”',
  '一个叫做荷花，一个叫做采莲，都跟着嫁了来。',
  '这余有达、余有重弟兄两个，守着祖宗的家业。',
  '余有达道：“柏泉兄。”',
  '余有达笑道：“老先生。”',
  '那日，余有重接着哥哥进来。',
  '他有一个老朋友，姓于，住在山背后。',
];

test('OCC-5 names the book states or introduces: 姓萧，名采; 叫做采苹，; 姓于，; a brother by the generation character (余有重)', () => {
  const names = detectNames(RULIN_GIVEN).map((n) => n.text);
  assert.ok(
    ['萧采', '采苹', '余有达', '余有重', '姓于'].every((n) => names.includes(n)),
    names.join(' '),
  );
  assert.equal(hant('萧采实授千总', RULIN_GIVEN), '蕭采實授千總');
  // The statement itself, with or without a comma between surname and 名 (第三十九回: 我姓萧名采字云仙).
  assert.equal(hant('那少年道：“我姓萧，名采，字云仙。”', RULIN_GIVEN), '那少年道：“我姓蕭，名采，字雲仙。”');
  assert.equal(hant('我姓萧名采字云仙', ['我姓萧名采字云仙']), '我姓蕭名采字雲仙');
  assert.equal(hant('叫采苹过来', RULIN_GIVEN), '叫采蘋過來');
  assert.equal(hant('那日，余有重接着哥哥进来', RULIN_GIVEN), '那日，余有重接著哥哥進來');
  assert.equal(hant('一个老朋友，姓于，住在山背后', RULIN_GIVEN), '一個老朋友，姓于，住在山背後');
  // Decoys: 采莲 is a word OpenCC knows (採蓮), 采 outside the names is 採, 姓于是 states no surname.
  assert.equal(hant('一个叫做采莲', RULIN_GIVEN), '一個叫做採蓮');
  assert.equal(hant('恐有小民在左近樵采', RULIN_GIVEN), '恐有小民在左近樵採');
  assert.ok(!detectNames(['百姓于是散了。', '众姓于是各归。']).some((n) => n.text === '姓于'));
  // The user dictionary still wins over a detected name.
  const convert = textConverter([{ hans: '萧采', hant: '蕭採' }], detectNames(RULIN_GIVEN));
  assert.equal(convert('萧采实授千总', 'zh-Hans', 'zh-Hant'), '蕭採實授千總');
});
