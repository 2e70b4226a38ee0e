import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk, JUNK_RULES } from '../../src/rules/junk.ts';

test('every junk rule has an id and a source comment (rules as data, docs/rules/cleaning.md)', () => {
  for (const r of JUNK_RULES) assert.ok(/^junk\.[a-z-]+$/.test(r.id) && r.source.length > 10, r.id);
});

test("CLEAN-2/3/5/6 whole-line junk from the corpus and the cleaners' lists, with the rule that matched", () => {
  const cases: [string, string][] = [
    ['    更新时间:2007-11-16 7:55:51 本章字数:4804', 'junk.update-time'],
    ['　　本章字数:7529', 'junk.word-count'],
    ['    [三国演义 / 罗贯中 著 ]', 'junk.site-header'],
    [
      '作品仅供读者预览,请在下载24小时内删除，不得用作商业用途；为了让作者 罗贯中能提供更多更好的作品，请您购买请购买正版图书!',
      'junk.disclaimer',
    ],
    [' ------章节内容开始-------', 'junk.content-start'],
    ['首页 | 上一章 | 章节目录 | 下一章', 'junk.nav'],
    ['上一页', 'junk.nav'],
    ['回目录', 'junk.nav'],
    ['（第2/3页）', 'junk.page-marker'],
    ['【最新更新】', 'junk.bracket-notice'],
    ['最新章节请到官网下载', 'junk.latest-chapter'],
    ['本章未完，点击下一页继续阅读', 'junk.unfinished'],
    ['-->>本章未完，点击下一页继续', 'junk.unfinished'],
    ['某某扫描 某某校对', 'junk.credits'],
    ['本书由书友整理上传', 'junk.credits'],
    ["End of the Project Gutenberg EBook of Journey to the West, by Cheng'en Wu", 'junk.pg-footer'],
    ['天涯在线书库《www.tianyabook.com》', 'junk.site-name'],
    ['TXT小说天堂  https://www.xstt5.com，最有文艺气息的文学网站，我们提供给您的小说不求最多，但求最经典最完整', 'junk.site-name'],
    ['请记住本站：ｗｗｗ。ｂｉｑｕｇｅ。ｃｏｍ', 'junk.remember-url'],
    ['天才一秒记住本站地址：www.biquge.la', 'junk.remember-url'],
    ['3秒记住笔趣阁', 'junk.remember-url'],
    ['書友群：123456789', 'junk.qq'],
    ['請記住本書首發域名：www.xxx.com', 'junk.remember-url'],
  ];
  for (const [line, rule] of cases) assert.equal(applyJunk(line).lineRule, rule, line);
});

test("junk glued to a story line is cut out and the story kept (tianya's last line)", () => {
  const r = applyJunk('    千古蓼埋玉地，落花啼鸟总关愁。天涯在线书库《www.tianyabook.com》');
  assert.equal(r.text, '千古蓼埋玉地，落花啼鸟总关愁。');
  assert.deepEqual(r.cuts, [{ rule: 'junk.site-name', text: '天涯在线书库《www.tianyabook.com》' }]);
  assert.equal(applyJunk('他说完便走了。本章未完，请点击下一页继续阅读').text, '他说完便走了。');
  assert.equal(applyJunk('他打开网页，输入www.example.com，等了很久。').text, '他打开网页，输入，等了很久。');
});

test('a clean control set loses nothing (CLEAN-2 test; CLEAN-3 keeps 2024年; CLEAN-6 keeps 他翻到第 2 页)', () => {
  const clean = [
    '话说天下大势，分久必合，合久必分。',
    '他翻到第 2 页，看见一行小字。',
    '2024年的春天来得很早。',
    '书中自有黄金屋，书中自有颜如玉。',
    '三更时分，宋江独自上了城楼。',
    '他站起身来，往网里看了一眼。',
    '首页上写着三个大字。',
    '花朵容顏妙更新，捐軀報國竟亡身。',
    '且听下回分解。',
    '詩曰：',
    '【叮！系统已激活】',
    '这一章写得真好，他最新的文章也在报上。',
    '他校对了一遍账目，才放下笔。',
    '上一回说到，悟空大闹天宫。',
    '“3.14”这个数他记了很久。',
    'OK，就这么办。',
    '那宋江写了一封书信，差人送去。',
  ];
  for (const line of clean) {
    const r = applyJunk(line);
    assert.deepEqual([r.lineRule, r.cuts.length], [undefined, 0], line);
  }
});

test('site lines under the other words sites use: labels of a stamp, pager words, breadcrumb labels, 没完, 整理, VX (docs/rules/cleaning.md#the-junk-classifier)', () => {
  const junk: [string, string][] = [
    ['发布时间：2021-11-02 10:23', 'junk.update-time'],
    ['更新于：2023-01-05', 'junk.update-time'],
    ['發表於 2019/3/4 12:00:01', 'junk.update-time'],
    ['第2页/共3页', 'junk.page-marker'],
    ['当前第1页/共1页', 'junk.page-marker'],
    ['（第2页）', 'junk.page-marker'],
    ['第 3 / 5 页', 'junk.page-marker'],
    ['当前位置：首页 > 大奉打更人 > 第九章', 'junk.nav'],
    ['您的位置: 首页 > 都市 > 第二章', 'junk.nav'],
    ['本章没完，请点下一页', 'junk.unfinished'],
    ['本章还没完，翻页继续', 'junk.unfinished'],
    ['一鸣　整理', 'junk.credits'],
    ['VX：南山书院小说', 'junk.qq'],
    ['微信号：abc123', 'junk.qq'],
    ['下载南山书院客户端，看书更方便', 'junk.ad'],
    ['牢记网址：Www.qqxs.la，下次看书更方便', 'junk.url'],
    ['「w~w~w.yunlaige.com」', 'junk.url'],
  ];
  for (const [line, rule] of junk) assert.equal(applyJunk(line).lineRule, rule, line);
  assert.equal(applyJunk('狼牙木棍鐵釘排(w~w~w.shubao.org)，龍駒遍體胭脂抹。').text, '狼牙木棍鐵釘排，龍駒遍體胭脂抹。');
  // Story decoys with the same words stay whole.
  const story = [
    '他更新了2020年的地图，才发现路早改了。',
    '发布会定在2021年11月2日，他记下了。',
    '他翻到第2页，又翻回来。',
    '共有3页，他只看了第1页。',
    '吾有八个字，将军牢记，可保守荆州。',
    '他一生爱看书，下次看书更方便些。',
    '本章没完，他想，故事还长着呢。',
    '他整理',
    '她把书整理好，放回书架。',
    '他在微信上说：明天见。',
    '当前位置不明，他只好停下来。',
    '她在网上订了两张火车票，一张给自己，一张给母亲。',
  ];
  for (const line of story) {
    const r = applyJunk(line);
    assert.deepEqual([r.lineRule, r.cuts.length], [undefined, 0], line);
  }
});

/** Story decoys: each line comes out whole, nothing dropped and nothing cut. */
function storyStays(lines: readonly string[]): void {
  for (const line of lines) {
    const r = applyJunk(line);
    assert.deepEqual([r.lineRule, r.cuts.length], [undefined, 0], line);
  }
}

test('the shapes of real site junk: book labels, provenance credits, button rows, bookmark verbs (docs/rules/cleaning.md#the-junk-classifier)', () => {
  const junk: [string, string][] = [
    ['本书类别：都市言情', 'junk.book-info'],
    ['作品分类：玄幻奇幻', 'junk.book-info'],
    ['小说状态：连载中', 'junk.book-info'],
    ['本文由　。。　首发', 'junk.credits'],
    ['本章由南山书院首发', 'junk.credits'],
    ['[本文来自]', 'junk.credits'],
    ['【本文来源于网络】', 'junk.credits'],
    ['[收藏此章节] [免费得晋江币] [投诉]', 'junk.nav'],
    ['【加入书签】【投诉】', 'junk.nav'],
    ['插入书签', 'junk.nav'],
    ['添加书签', 'junk.nav'],
    ['关闭<广告>', 'junk.nav'],
  ];
  for (const [line, rule] of junk) assert.equal(applyJunk(line).lineRule, rule, line);
  const story = [
    '他问本书类别是什么，我说不知道。',
    '分类：他把书按年代分了类。',
    '本文由他亲手写成，藏于箱底。',
    '他把那本书收藏了，谁也不给看。',
    '她关闭了房门，一夜没有出来。',
    '【叮！系统已激活】',
    '他说<他>走了',
  ];
  storyStays(story);
});

test('letters strewn among symbols are a disguised name, cut where they stand; the marks stories write stay (docs/rules/cleaning.md#the-junk-classifier)', () => {
  const cut: [string, string][] = [
    ['得便宜處休歡喜，⊙四⊙五⊙中⊙文☆→遠在兒孫近在身。', '得便宜處休歡喜，遠在兒孫近在身。'],
    ['冷吟秋色诗千首，∷更新快∷∷纯文字∷醉酹寒香酒一杯。', '冷吟秋色诗千首，醉酹寒香酒一杯。'],
    ['施恩暗地行仁♠思♥路♣客レ惠，遂使生平夙恨消。', '施恩暗地行仁惠，遂使生平夙恨消。'],
    ['出入的，＋无＋错＋小说＋3w＋＋無非降龍縛虎人。', '出入的，無非降龍縛虎人。'],
    ['他走了，再也没有回来。◆八◆一◆中◆文◆', '他走了，再也没有回来。'],
    ['她笑了，眼里却有泪。☆免☆费☆小☆说☆', '她笑了，眼里却有泪。'],
  ];
  for (const [line, kept] of cut) assert.equal(applyJunk(line).text, kept, line);
  const story = [
    '王○○和李○○走了。',
    '♪啦啦啦♪啦啦♪',
    '北京→上海→广州→深圳，他一路南下。',
    '★第一章★',
    '☆☆☆',
    '他在纸上画了□□□三个方框。',
    '甲×乙×丙，他算了三遍。',
  ];
  storyStays(story);
});

test('an address read through ornaments, and the name a site writes before it behind brackets (docs/rules/cleaning.md#disguised-addresses)', () => {
  const cut: [string, string][] = [
    ['為吏敢欺蕭相國，聲名寰海把名揚。www.♀173ed.com♀', '為吏敢欺蕭相國，聲名寰海把名揚。'],
    ['金珠滿載為忱質，水滸英雄志已酬。《长》《风》文学 www.cfwＸ.net', '金珠滿載為忱質，水滸英雄志已酬。'],
    ['宋朝運祚將傾覆，《青》《云》小说 www.qyxs.org四海英雄起寥廓。', '宋朝運祚將傾覆，四海英雄起寥廓。'],
    ['玉纖纖手兒，翹尖尖腳兒，笔小说 　　(www.x23qb.com)', '玉纖纖手兒，翹尖尖腳兒'],
    // Inside running text the name's start is unknown: only the ending and the address go, never the story.
    ['得便宜處休笔小说 　　(www.x23qb.com)歡喜，遠在兒孫近在身。', '得便宜處休笔歡喜，遠在兒孫近在身。'],
  ];
  for (const [line, kept] of cut) assert.equal(applyJunk(line).text, kept, line);
  storyStays(['他把☆星星☆贴在墙上，说：好看。', '孙悟空♂和猪八戒走了很远的路。']);
});

test("a site's thanks to its readers and its follow-up notices are adverts; thanks in a story stay (docs/rules/cleaning.md#the-junk-classifier)", () => {
  // A request to follow the page is also a reader call (reader-call.ts), which names it.
  assert.equal(applyJunk('请继续关注后续内容').lineRule, 'junk.reader-call');
  assert.equal(applyJunk('请向你的朋友（QQ、博客、微信等方式）推荐本书，谢谢您的支持！！').lineRule, 'junk.ad');
  storyStays(['“谢谢您的支持。”他握着我的手说。', '他说：请继续关注那个人的动静。', '多谢各位乡亲的支持，我才当上了村长。']);
});

test('an aside a site opened and never closed goes with its tail up to the clause mark; the story after the mark and closed asides stay', () => {
  assert.equal(
    applyJunk('花榮拈弓取箭，覷定董澄，(未完待续请搜索，小说更好更新更快!望董澄後心颼的一箭。').text,
    '花榮拈弓取箭，覷定董澄，望董澄後心颼的一箭。',
  );
  assert.equal(applyJunk('九宮八卦已無敵，河絡四象真堪奇。(未完待续请搜索，小说更好更新更快!').text, '九宮八卦已無敵，河絡四象真堪奇。');
  // Story: an aside of the story's own (no cut in it), a closed one, and dialogue about books and sites.
  keptWhole([
    '他笑道（这话原是玩笑，众人都知道的。',
    '宝玉道：“你在哪个网站看的小说？（他一向不看书）”',
    '且听下回分解。',
    '“这本书我看过，结局不好。”他合上书说。',
  ]);
});

test('www with the label separators between its letters (w/w/w) is an address; an aside it opens goes whole when a few letters are left in it', () => {
  assert.equal(
    applyJunk('(w/w/w.shouda8.c/o/m 手、打。吧更新超快)指頭嫩似蓮塘藕，腰肢弱比章台柳。').text,
    '指頭嫩似蓮塘藕，腰肢弱比章台柳。',
  );
  assert.equal(applyJunk('w|w|w.abcxs.com').lineRule, 'junk.url');
  // Story: an aside with more than a few letters of its own beside an address keeps them.
  assert.equal(applyJunk('他写下网址（就是那个叫做城南旧事的网站www.abc.com）递给她。').text?.includes('就是那个叫做城南旧事的'), true);
  keptWhole(['他用w/s键控制方向，一路向前。', '一/二/三，他数着台阶往上走。']);
});

test("single letters with one mark between each are cut when, read joined, they are a site's; a story letter before the run stays", () => {
  assert.equal(applyJunk('|优|优|小|说|更|新|最|快|www.uuxs.cc|').lineRule, 'junk.site-name');
  assert.equal(applyJunk('依草兇徒假姓名，花顏閨女強抬行。《乐〈文《小说').text, '依草兇徒假姓名，花顏閨女強抬行。');
  assert.equal(applyJunk('西門浪子意猖《乐〈文《小说狂，死下工夫戲女娘。').text, '西門浪子意猖狂，死下工夫戲女娘。');
  assert.equal(applyJunk('鳳無六翮難高＋无＋错＋小说＋舉，虎入深山得自由。').text, '鳳無六翮難高舉，虎入深山得自由。');
  // Story: lists and names with marks between single letters, and strewn letters that read as no site's.
  keptWhole([
    '金、木、水、火、土，五行相生。',
    '约·翰·逊走了进来。',
    '他说《红》《楼》《梦》好看。',
    '上/下/左/右都是墙。',
    '好.好.好.他连说三声。',
    '“你在哪个网站看的小说？”他问。',
  ]);
});

test('a notice in brackets around the whole line goes when its address is cut from inside; a list emptied of its items goes', () => {
  assert.equal(applyJunk('{青云文学www.qingyunwx.net感谢各位书友的支持，欢迎常来}').lineRule, 'junk.site-name');
  assert.equal(applyJunk('热门推荐：、、、、、').lineRule, 'junk.empty-list');
  // Story: an aside about a website keeps its words (no advert word left); a list with its items; a colon before speech.
  assert.equal(applyJunk('（他打开www.abc.com看了看。）').text, '（他打开看了看。）');
  keptWhole(['金、木、水、火、土：五行相生。', '诗曰：', '他数道：一、二、三。']);
});

/** Story lines the classifier must leave whole: no verdict, no cut. */
function keptWhole(lines: readonly string[]): void {
  for (const line of lines) {
    const r = applyJunk(line);
    assert.deepEqual([r.lineRule, r.cuts.length], [undefined, 0], line);
  }
}

test('an address with its letters walled in brackets, or a space after its dot, is an address (wild2 span-url lines)', () => {
  assert.equal(applyJunk('天上人间两渺茫，琅玕节过谨提防。{c}{f}{w}{x}.net').text, '天上人间两渺茫，琅玕节过谨提防。');
  // The space before it stays for the clean stage, which drops spaces between Chinese letters (CLEAN-8).
  assert.equal(applyJunk('遮莫酸鹹苦澀， www{cf][wx}net問甚滑辣。').text, '遮莫酸鹹苦澀， 問甚滑辣。');
  assert.equal(applyJunk('恰遇賊兵右哨，abxs. com接住廝殺。').text, '恰遇賊兵右哨，接住廝殺。');
  assert.equal(applyJunk('宋江意氣天下稀。(q)(x)(s)(w).org').text, '宋江意氣天下稀。');
  // Story: brackets around letters that end in no domain, a sentence that ends before an English word.
  keptWhole(['他在纸上写了{a}{b}{c}三个字母。', '数组a[1][2]net的值变了。', 'He said no. net，是网。', '他按下了[w][s]键。']);
});

test("a brand's number after a site's name before its address goes with the name; www with = between its labels is an address", () => {
  assert.equal(applyJunk('跳澗虎稱多膂力[筆趣閣5200 www.bqg5200.co]，卻將陳達比姜維。').text, '跳澗虎稱多膂力，卻將陳達比姜維。');
  assert.equal(applyJunk('一心只要捉強人www＝cfwx＝net，那時方表男兒志！').text, '一心只要捉強人，那時方表男兒志！');
  keptWhole(['1+1=2，a=b，他算了一下。']);
});
