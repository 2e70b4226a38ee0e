import { test } from 'node:test';
import assert from 'node:assert/strict';
import { learnSiteNames } from '../../src/rules/site-names.ts';
import { applyJunk } from '../../src/rules/junk.ts';
import { applyJunk as classify } from '../../src/rules/junk-classify.ts';
import { ingestBytes } from '../../src/ingest/index.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, blockText } from '../../src/model/book.ts';
import { run } from '../helpers/stages.ts';

// docs/rules/cleaning.md#site-names-learned-from-the-book

test('a site name is learned from a strong frame once, from a weak frame (牢记…) only twice', () => {
  assert.deepEqual(learnSiteNames([['他走了。（南山书院首发）他又回来了。']]), ['南山书院']);
  assert.deepEqual(learnSiteNames([['十分惺惺使五分，留取五分與兒孫。[七星文学]']]), ['七星文学']);
  assert.deepEqual(learnSiteNames([['一秒记住夜读书屋：www.zhulin.info']]), ['夜读书屋']);
  assert.deepEqual(learnSiteNames([['下载云来阁客户端，看书更方便']]), ['云来阁']);
  assert.deepEqual(learnSiteNames([['牢记竹林小说网本為禳災卻惹災。']]), []);
  assert.deepEqual(learnSiteNames([['牢记竹林小说网本為禳災卻惹災。', '飲散高樓便轉身牢记竹林小说网，楊雄怒氣欲沾巾。']]), ['竹林小说网']);
});

test("a frame that fixes the name's start (记住…, 就来…, parentheses) takes it whole, one letter before the ending too; parentheses are weak", () => {
  assert.deepEqual(learnSiteNames([['请记住闲书库酒壇已罄，眾人听了納罕。', '看斗破苍穹就来闲书库，更新快人一步。']]), ['闲书库']);
  assert.deepEqual(learnSiteNames([['管不得許多。（白鹭小说）”司棋見了寶玉。'], ['又說道：“（白鹭小说）']]), ['白鹭小说']);
  assert.deepEqual(learnSiteNames([['管不得許多。（白鹭小说）”司棋見了寶玉。']]), []);
  // Story: a place in parentheses once teaches nothing. The rule's limit: two weak frames teach a name, even a
  // story's (a place in parentheses and 就来 before it), which the corpus's novels never give.
  assert.deepEqual(learnSiteNames([['他们上了山（藏经阁）。', '你快去，我就来。']]), []);
  assert.deepEqual(learnSiteNames([['他们上了山（藏经阁）。', '我这就来藏经阁找你。']]), ['藏经阁']);
});

test('the learned name is the short form, not the story letters before a frame; a frame word or a pronoun is no name', () => {
  // One frame after story letters: 墨香书库, not 重门墨香书库.
  assert.deepEqual(learnSiteNames([['又过了两三重门墨香书库首发，到一个去处。']]), ['墨香书库']);
  // A longer form the book always writes the same way is the name.
  assert.deepEqual(
    learnSiteNames([['天涯在线书库《www.tianyabook.com》', '天涯在线书库《www.tianyabook.com》']]).includes('天涯在线书库'),
    true,
  );
  assert.deepEqual(learnSiteNames([['记住小说天堂网址', '记住小说天堂网址']]), []);
  // Story: 牢记 before a phrase once, 书院 and 文学 as words of the story.
  const story = [
    '吾有八个字，将军牢记，可保守荆州。',
    '操归家，至夜独坐书院中，将袍仔细反复看了。',
    '你要牢记白鹿书院的规矩。',
    '他牢记这本小说的结局，又牢记那本小说的开头。',
    '司马懿为文学掾。',
  ];
  assert.deepEqual(learnSiteNames([story]), []);
});

test('a learned name is cut wherever the book glued it, and story lines without it stay whole', () => {
  const sites = ['南山书院'];
  assert.equal(applyJunk('不悔自己无见识，南山书院却将丑语怪他人！', sites).text, '不悔自己无见识，却将丑语怪他人！');
  assert.equal(applyJunk('[南山书院]', sites).lineRule, 'junk.site-name');
  assert.equal(applyJunk('腦後天生瘤一個，（南山书院首发）少年撞折澗邊松。', sites).text, '腦後天生瘤一個，少年撞折澗邊松。');
  assert.equal(
    applyJunk('黃童白叟皆驚懼一秒记住南山书院：WWW。SHUBAO。ORG，又被雄兵混殺來。', sites).text,
    '黃童白叟皆驚懼，又被雄兵混殺來。',
  );
  for (const line of ['操归家，至夜独坐书院中，将袍仔细反复看了。', '“你在哪个网站看的小说？”他问。', '她收藏了那张照片很多年。']) {
    const r = applyJunk(line, sites);
    assert.deepEqual([r.lineRule, r.cuts.length], [undefined, 0], line);
  }
});

test('with learned names, a line that holds none gets the verdict it gets without them (the memo), one that holds one is classified afresh', () => {
  const sites = ['南山书院'];
  for (const line of ['  他走了很远的路，终于到了城里。', '最新章节请到www.abc.com阅读', '首页 | 书架 | 目录', '操归家，至夜独坐书院中。'])
    assert.deepEqual(applyJunk(line, sites), classify(line, sites), line);
  assert.deepEqual(applyJunk('他南山书院走了。', sites), classify('他南山书院走了。', sites));
  assert.equal(applyJunk('他南山书院走了。', sites).cuts.length + (applyJunk('他南山书院走了。', sites).lineRule ? 1 : 0) > 0, true);
  assert.equal(applyJunk('他南山书院走了。').text, '他南山书院走了。');
});

test('clean stage: a name framed in one chapter is cut bare from another; a book without frames learns nothing', () => {
  const text = [
    '第一章 雨夜',
    '他走了很远的路，终于到了城里。（南山书院首发）',
    '第二章 晨光',
    '他在城里住了三天，南山书院每天都去城外看山。',
    '第三章 书院',
    '他进了白鹿书院，先生教他读书。',
  ].join('\n');
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(text), { path: 'b.txt' }, report);
  const book: Book = run(cleanBook, { meta: { title: 't', author: 'a', slug: 's' }, chapters }, report);
  const body = book.chapters.map((c) => c.blocks.map(blockText));
  assert.deepEqual(body, [
    ['他走了很远的路，终于到了城里。'],
    ['他在城里住了三天，每天都去城外看山。'],
    ['他进了白鹿书院，先生教他读书。'],
  ]);
  assert.ok(report.dropped.some((d) => d.reason === 'junk.site-name' && d.text === '南山书院'));
});

test('an aside a learned name fills but for a letter or two goes whole: no 【笔】 is left in the story', () => {
  // The book taught `趣阁小说网` (a shorter form of the site's name); the aside holds the longer one.
  for (const [line, story] of [
    ['五行生剋本天一秒记住【笔趣阁小说网】成，化化生生自不停。', '五行生剋本天成，化化生生自不停。'],
    ['他回头一看，（新趣阁小说网）门外已是黄昏。', '他回头一看，门外已是黄昏。'],
  ]) {
    const r = applyJunk(line, ['趣阁小说网']);
    assert.equal(r.text, story, line);
  }
  // Brackets that hold more of the story than a letter or two keep it; the name alone is cut.
  assert.equal(
    applyJunk('林冲大叫一声，挺枪便刺，那人【雨夜山路趣阁小说网】闪身躲过，两个斗了五十合，不分胜败。', ['趣阁小说网']).text,
    '林冲大叫一声，挺枪便刺，那人【雨夜山路】闪身躲过，两个斗了五十合，不分胜败。',
  );
});

test('a site name after a sentence closed with the full-width stop ． is cut as after 。; an address keeps its ．', () => {
  // Old GB texts end sentences with ． (红楼梦's edition); fold() makes it `.`, which read `纱.思兔` as one run.
  const after = classify('绛芸轩里绝喧哗，桂魄流光浸茜纱．思兔閱讀');
  assert.equal(after.text, '绛芸轩里绝喧哗，桂魄流光浸茜纱．');
  assert.equal(after.cuts.length, 1);
  assert.equal(classify('桂魄流光浸茜纱。思兔閱讀').text, '桂魄流光浸茜纱。');
  // Between Latin letters it is an address's dot, and the address is still found.
  assert.equal(classify('wＷw．xiＡoshＵotxt.cＯm').lineRule, 'junk.url');
  // A story's sentences with ． lose nothing.
  const story = '凤姐冷笑道：“我说是谁误了．”那人道：“小的天天都来的早．”';
  assert.deepEqual(classify(story), { text: story, cuts: [] });
});

test("a page verb glued before a site's name or address goes with it where a mark or the line's start stands before it", () => {
  const bookmark = classify('此身恨不生雙翼，欲借天風過水涯。收藏书迷楼(www.shumil.com)');
  assert.equal(bookmark.text, '此身恨不生雙翼，欲借天風過水涯。');
  assert.deepEqual(
    bookmark.cuts.map((c) => c.rule),
    ['junk.site-name'],
  );
  const remember = classify('宝玉听了这话，便走出门去，请记住www.biquge.com，他又回来了。');
  assert.equal(remember.text, '宝玉听了这话，便走出门去，他又回来了。');
  assert.deepEqual(
    remember.cuts.map((c) => c.rule),
    ['junk.url'],
  );
  // After a mark the verb is the call's; glued to the story's own words it is the story's, and only the address goes.
  assert.equal(classify('宝玉听了这话，访问www.biquge.com看了一回，便走了。').text, '宝玉听了这话，看了一回，便走了。');
  assert.equal(classify('宝玉听了这话，笑着访问www.biquge.com看了一回，便走了。').text, '宝玉听了这话，笑着访问看了一回，便走了。');
  assert.equal(classify('宝玉听了，笑道：“你说的很是。”收藏书迷楼(www.biquge.com)').text, '宝玉听了，笑道：“你说的很是。”');
  // A verb that opens a story's clause as often as a site's stays.
  assert.equal(classify('宝玉听了这话，进入www.biquge.com房中，便坐下了。').text, '宝玉听了这话，进入房中，便坐下了。');
});

test("an aside that holds a site's address is the site's where the rest of it reads as its talk; a story's aside keeps its words", () => {
  const aside = '[求书网qiushu.cc更新快，网站页面清爽，广告少，无弹窗，最喜欢这种网站了，一定要好评]';
  for (const [line, story] of [
    [`${aside}交頸鴛鴦戲水，並頭鸞鳳穿花。`, '交頸鴛鴦戲水，並頭鸞鳳穿花。'],
    [`朱纓銀蓋遮刀面，絨縷金鈴貼馬旁。${aside}`, '朱纓銀蓋遮刀面，絨縷金鈴貼馬旁。'],
  ])
    assert.equal(classify(line).text, story, line);
  // Story words around the address in a story's own brackets stay: only the address goes.
  assert.equal(
    classify('老师说（详见www.gov.cn上的通知，报名免费，欢迎参加），大家都点了点头。').text,
    '老师说（详见上的通知，报名免费，欢迎参加），大家都点了点头。',
  );
});

test("only a line's end that a cut reached is trimmed of leftover marks: a cut inside keeps the story's last colon", () => {
  assert.equal(classify('宝玉听了，www.biquge.com便笑道：').text, '宝玉听了，便笑道：');
  // A cut at the end still takes the pause it leaves (`，` before an address).
  assert.equal(classify('宝玉听了这话，便走出门去，www.biquge.com').text, '宝玉听了这话，便走出门去');
});

test('a colon after a word that opens speech or verse stays where the cut after it reached the line’s end; a label’s goes', () => {
  assert.equal(classify('宝玉听了，便笑道：www.biquge.com').text, '宝玉听了，便笑道：');
  assert.equal(classify('宝玉听了，便笑道:www.biquge.com').text, '宝玉听了，便笑道:');
  assert.equal(
    classify('第二個好漢姓蔣名敬。因此人都喚他做神算子。有詩為證：記住书路(www.shu6.cc)').text,
    '第二個好漢姓蔣名敬。因此人都喚他做神算子。有詩為證：',
  );
  assert.equal(classify('有詩為證：本话完').text, '有詩為證：');
  // A site's label before its address goes with it.
  assert.equal(classify('宝玉听了这话，便走出门去。最新网址：www.biquge.com').text, '宝玉听了这话，便走出门去。');
});

test('a name with one letter before its ending is learned where the letter before it varies from line to line', () => {
  // wild7's insert, glued inside verse lines after different letters: the site is 大文学, not 将大文学 or 人大文学.
  const lines = [
    '宋朝運祚將大文学 www.dawenxue.org傾覆，四海英雄起寥廓。',
    '暖風熏得遊人大文学 www.dawenxue.org醉，只把杭州作汴州。',
    '將軍戰馬今何大文学 www.dawenxue.org在？野草閒花滿地愁。',
  ];
  assert.deepEqual(learnSiteNames([lines]), ['大文学']);
  // The same letter before it each time is the name's (天涯在线书库 stays whole), and one line alone teaches no
  // one-letter name.
  assert.ok(learnSiteNames([['天涯在线书库《www.tianyabook.com》', '他说。天涯在线书库《www.tianyabook.com》']]).includes('天涯在线书库'));
  assert.ok(!learnSiteNames([[lines[0]]]).includes('大文学'));
});
