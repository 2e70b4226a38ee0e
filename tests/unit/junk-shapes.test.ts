import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { isCreditLine } from '../../src/rules/credit-line.ts';
import { fold } from '../../src/rules/fold.ts';

// The general shapes of junk the wild split's misses taught (docs/rules/cleaning.md#the-junk-classifier): each
// test glues a junk span into a story line at its start, middle and end, and checks the story comes back whole;
// the decoys are story lines shaped like the junk, which must stay exactly as written.

const A = '宋江留李俊在帳中，略飲幾杯酒。';
const B = '有偵探軍卒來報，說城中如此如此。';

/** Each story line comes back whole, nothing cut. */
function assertKept(...stories: string[]): void {
  for (const story of stories) assert.deepEqual(applyJunk(story), { text: story, cuts: [] }, story);
}

/** The rule that cut `junk` from the story A + B wherever it stood, or a failure naming the place. */
function cutEverywhere(junk: string): string[] {
  const rules: string[] = [];
  for (const [where, line] of [
    ['start', junk + A + B],
    ['middle', A + junk + B],
    ['end', A + B + junk],
  ]) {
    const r = applyJunk(line);
    assert.equal(r.text, A + B, `${where}: ${line}`);
    rules.push(...r.cuts.map((c) => c.rule));
  }
  return rules;
}

test('disguised letters (火星文) fold for matching only, and a word spelled with them is cut as junk.disguised', () => {
  assert.equal(fold('讀蕶蕶尐說網'), '读零零小说网');
  assert.ok(cutEverywhere('≯哽噺繓赽讀蕶蕶尐說網≮').includes('junk.disguised'));
  assert.ok(cutEverywhere('讀蕶蕶尐說網').includes('junk.disguised'));
  // The story letters after a disguised name stay, though 手打 is an advert word.
  assert.equal(applyJunk('燕青一手拈串鼓，讀蕶蕶尐說網一手打板，唱出貨郎太平歌。').text, '燕青一手拈串鼓，一手打板，唱出貨郎太平歌。');
  // Two disguised letters, unframed, stay: random text holds them (the hostile 50 MB test's 倷基乾冿哽噺墷僟).
  assertKept('僂圍刱再哽噺墷僟倷基乾冿奀勮嘹侩字。');
  assert.ok(cutEverywhere('≯哽噺≮').includes('junk.disguised'));
});

test('a slogan inviting the reader to a site is cut as junk.slogan, a story visit is not', () => {
  assert.ok(cutEverywhere('来可乐网看小说').includes('junk.slogan'));
  assert.ok(cutEverywhere('看小说就去书包网').includes('junk.slogan'));
  assertKept('他来到藏书阁，翻了一夜的书。', '他到书城去了一趟，空手回来。', '他每天上网看小说，一看就是半夜。', '她去网吧阅读新闻。');
});

test("a site's name spelled apart with mixed noise inside brackets goes whole, with the remember prompt", () => {
  cutEverywhere('天才壹秒記住『愛♂上÷小?說◎網』，為您提供精彩小說閱讀。');
  for (const story of ['他喊道：「你好？网上见！」', '《西游记》是一部小说。', '她笑道：「这是什么网？」'])
    assert.equal(applyJunk(story).text ?? '', story, story);
});

test("a cut takes the site's talk around it: prompts, handles and the clause's own marks", () => {
  cutEverywhere('提示您：看后求收藏（笔趣阁），接着再看更方便。');
  cutEverywhere('@无限好文，尽在晋江文学城');
  cutEverywhere('跟我读Ｈ－u－n 请牢记');
  cutEverywhere('一秒记住【笔趣阁 www.biquge.info】，精彩小说无弹窗免费阅读！');
  // Words beside a cut that stories use stay: 再看 is the story's here.
  assert.equal(
    applyJunk('這里賈芸便看字畫古玩，有一頓飯工夫還不見來，再看（未完待续。）').text,
    '這里賈芸便看字畫古玩，有一頓飯工夫還不見來，再看',
  );
  // Spelled-out letters need three, so an A-B in a story stays.
  assert.equal(applyJunk('他在A-B两点之间来回走了三趟。').text, '他在A-B两点之间来回走了三趟。');
});

test('a navigation bar is found by its shape: short items between bars, or items holding menu words', () => {
  for (const line of [
    '章节列表 返回书目 加入书架',
    '上一章 | 章节列表 | 下一章',
    '甲 | 乙 | 丙',
    '返回书目 投推荐票 下一章',
    '上一章：第一章 雨夜 下一章：第三章 风起',
    '返回《斗破苍穹》目录',
    '上一篇 目录 下一篇',
    '关灯 护眼 字体 大 中 小',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.nav', line);
  for (const story of [
    '玛丽·安·史密斯',
    '宋江 吴用 林冲 花荣',
    '北京→上海→广州',
    '他说：“上一章|下一章，你选吧。”',
    '首页上写着三个大字。',
    '他返回目录页，看了一眼。',
    '上一章他写得很好，下一章却写坏了',
    '《西游记》',
  ])
    assert.equal(applyJunk(story).lineRule, undefined, story);
});

test('a credit line is found by its shape: role words, short names, no sentence', () => {
  for (const line of ['一鸣扫描，雪儿校对', '书香门第整理', '本章节由网友上传', 'XX手打团制作', '整理者：小明 ocr：阿牛', '书友上传'])
    assert.ok(isCreditLine(line), line);
  for (const story of [
    '他校对了一遍账目',
    '宋江整理了行装，便上路了。',
    '宋江整理行装，便上路',
    '她把扫描好的文件发给了老板。',
    '“你来校对，我来排版。”',
    '这本书是他父亲生前整理的。',
    '网友们纷纷上传了自己的照片，说是要给他加油。',
  ]) {
    assert.equal(isCreditLine(story), false, story);
    assert.equal(applyJunk(story).lineRule, undefined, story);
  }
});

test('a name before 首发, letters strewn with one mark after a sentence, and the ornaments around a cut all go', () => {
  assert.ok(cutEverywhere('（书包网首发）').includes('junk.site-name'));
  cutEverywhere('八♂一♂中♂文♂网');
  cutEverywhere('品*书*网');
  cutEverywhere('↗百度搜索↗');
  assertKept('宋江首发一箭，正中那人。', '金、木、水、火、土', '一.二.三.四，大家跟我念。', '宋江道：「a-b-c」');
});

test('百度搜索 takes a site name after it, not the story (a story searches too)', () => {
  assertKept('他打开电脑，百度搜索那个人的名字，什么也没有。');
  assert.equal(applyJunk(`${A}百度搜索【飘天文学】${B}`).text, A + B);
  assert.equal(applyJunk('百度搜索：笔趣阁').lineRule, 'junk.ads');
  // Other engines' buttons pasted with a page go the same way (wild6: `Google搜尋` after verse lines).
  assert.equal(applyJunk('自信一身能殺虎，浪言三碗不過岡。Google搜尋').text, '自信一身能殺虎，浪言三碗不過岡。');
  assertKept('他打开电脑，Google搜索那个人的名字，什么也没有。');
});

test('an online bookstore’s offers go as adverts; a story that shops stays (wild6)', () => {
  for (const line of ['*首刷限量贈精緻珍藏卡', '活動訊息', '未解鎖章節', '500元以下禮物現貨,快速出貨專區→https://dks.tw/jmzos'])
    assert.notEqual(applyJunk(line).lineRule, undefined, line);
  assertKept('她在超市买了两瓶特价的酱油，又排队结了账。', '技能未解锁，他只能硬拼。', '系统提示：限时任务开启，抽奖一次。');
});

test('a story in a bookshop keeps its lines: 书城 is a place, not a guessed site name', () => {
  assertKept(
    '我们去新华书城看书吧。',
    '她在书城里买了三本小说。',
    '他在网吧里看了一夜小说，第二天才回家。',
    '她打开手机，继续看昨晚没看完的小说。',
  );
  // A site named in a frame is still one.
  assert.notEqual(applyJunk('【起点书城首发】').lineRule, undefined);
});

test('a site name strewn with runs of ASCII or full-width noise is cut as junk.site-name; noise around story letters stays', () => {
  for (const junk of [
    '**长**风**文学',
    '<书><香>小说网',
    '［八][一]中文网',
    '*顶*点*小说',
    '塵?緣?文?學?網',
    '#飘#天#文学#',
    '!长!风!文学',
    '｛笔}{趣｝阁',
  ])
    assert.ok(
      cutEverywhere(junk).every((r) => r === 'junk.site-name'),
      junk,
    );
  // The story's letter before a name spelled apart is the story's (wild2: 必｛长}{风｝文学 lost 必 to a first try).
  assert.equal(applyJunk('扬素挥以启降路，必｛长}{风｝文学，大胜').text, '扬素挥以启降路，必，大胜');
  assertKept(
    '四方盗贼如蚁聚，**奸雄皆鹰扬。',
    '这事十有**成了。',
    '他说:好!好!好!',
    '他在<书>里写道：<文学>是好东西。',
    '师徒/师兄/师弟都在书院。',
    '第*一*个*人来了。',
  );
});

test('one Latin letter stranded between a cut and the story goes with the cut; a word of Latin letters stays', () => {
  assert.equal(
    applyJunk('中軍主將是關勝(未完待续请搜索飄天文學，小说更好更新更快!u，昂昂志氣煙雲飛。').text,
    '中軍主將是關勝，昂昂志氣煙雲飛。',
  );
  assert.equal(applyJunk('他走了。请记住本站域名ok，她也走了。').text?.includes('ok'), true);
});

test('mirror sites glued into story lines by name, also spelled with rare look-alike letters (仟韆仦哾 is 千千小说)', () => {
  assert.equal(applyJunk('桃未芳菲杏未红，冲寒先喜笑东风。思兔閱讀').text, '桃未芳菲杏未红，冲寒先喜笑东风。');
  assert.equal(applyJunk('仟韆仦哾黄花若解怜诗客，休负今朝挂杖头。').text, '黄花若解怜诗客，休负今朝挂杖头。');
  // 仟 of a story (the 仟作 of a scanned 水浒传, the financial numeral) stays.
  assertKept('棺材与你。仟作行人入殓。', '共计纹银壹仟两。');
});

test('a name spelled with a digit before each letter goes with the reading verb before it (看1毛2线3中文网)', () => {
  assert.equal(applyJunk('瓶供篱栽日日忙，看1毛2线3中文网折来休认镜中妆。').text, '瓶供篱栽日日忙，折来休认镜中妆。');
  assertKept('他排第1名第2名第3名，得了奖。', '1号2号3号都到了。');
});

test('a labelled credit field may quote a title; a link’s label left without its link goes; a story’s label stays (wild6)', () => {
  assert.equal(applyJunk('資料來源:自行探路、「神魔之塔創作戰隊」臉書專頁').lineRule, 'junk.credits');
  assert.equal(applyJunk('本文的简书版链接:').lineRule, 'junk.nav');
  assert.equal(applyJunk('原文链接：').lineRule, 'junk.nav');
  assertKept('作者：「我也不知道」', '宋江道：「翻译：某某」', '信封上写着地址：', '他说：“网址：”');
});

test('a reading page’s title bar with a button or the font control at its end goes; a sentence that names the button stays (wild6)', () => {
  assert.equal(applyJunk('狐鬼  楔子、万家灯火,星河一道   加入书签').lineRule, 'junk.nav');
  assert.equal(applyJunk('全知全能者 - 【一個重大決定,關於月票加更】字體大小: A+').lineRule, 'junk.nav');
  assertKept('他点了加入书签，又退了出去。', '“下一章呢？”她问。');
});

test('an address with a filler between every letter is read with the fillers taken out, and goes with them', () => {
  // wild2's `八_零_电_子_书 _w_w  _w_ .t _x_t_ 0 _2. _ c_o_m`, and the same disguise with other fillers and hosts.
  for (const junk of [
    'w_w_w_._b_i_q_u_g_e_._c_o_m',
    'w-w-w-.-b-i-q-u-g-e-.-c-o-m',
    'b*i*q*u*g*e*.*n*e*t',
    'b~i~q~u~g~e~.~n~e~t',
    '_w_w  _w_ .t _x_t_ 0 _2. _ c_o_m_',
    'b·i·q·u·g·e·.·c·o·m',
  ])
    assert.ok(
      cutEverywhere(junk).every((rule) => rule === 'junk.url'),
      junk,
    );
  assert.equal(applyJunk(`${A}八_零_电_子_书 _w_w  _w_ .t _x_t_ 0 _2. _ c_o_m`).text, A);
  // Words of English and a model number with hyphens are no address; capitals with dots are an abbreviation.
  assertKept(
    '他低声念道：see you at the net cafe，又笑了。',
    'x-y-z-1-2-3 是一个型号，他买了一台。',
    '他是F.B.I.的探员，后来去了N.B.A.打球。',
  );
});

test('a chapter-end mark glued into a line (本话完, 本章完, 本節完) is cut wherever it stands; 这本话完全 and 本章完结 stay', () => {
  for (const junk of ['本话完', '本章完', '本節完', '本回完！'])
    assert.ok(
      cutEverywhere(junk).every((rule) => rule === 'junk.chapter-mark'),
      junk,
    );
  assertKept('他说这本话完全是胡说。', '他写到本章完结的地方，停了笔。', '一本话完了又是一本。');
});
