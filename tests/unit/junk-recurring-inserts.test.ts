import { test } from 'node:test';
import assert from 'node:assert/strict';
import { learnRecurringInserts } from '../../src/rules/recurring-inserts.ts';
import { applyJunk } from '../../src/rules/junk.ts';
import { ingestBytes } from '../../src/ingest/index.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, blockText } from '../../src/model/book.ts';
import { run } from '../helpers/stages.ts';

// docs/rules/cleaning.md#site-names-learned-from-the-book (the insert around an address)

const INSERT = '书路（www.shu6.cc）最快更新！';
/** Story lines with the insert glued at the start, the end, after a mark and inside a word (wild6's mirror of 红楼梦). */
const GLUED = [
  `此是惡人榜樣，${INSERT}到底駢首戕身。`,
  `${INSERT}风透湘帘花满庭，庭前春色倍伤情。`,
  `手挽雕弓騎駿馬，堂堂威武似凶神。${INSERT}`,
  `副先鋒盧俊義帶領${INSERT}正偏將一十二員。`,
];

test('the letters beside one address in every line it is glued into are learned with it, up to where the lines part', () => {
  assert.deepEqual(learnRecurringInserts([GLUED]), ['书路(www.shu6.cc)最快更新!']);
  // Three lines are needed; the same line three times is one line.
  assert.deepEqual(learnRecurringInserts([GLUED.slice(0, 2)]), []);
  assert.deepEqual(learnRecurringInserts([[GLUED[0], GLUED[0], GLUED[0], GLUED[1]]]), []);
});

test('an address whose neighbours change, or a long passage the same in every line, teaches nothing', () => {
  // A story that names an address in its own words each time.
  const named = ['他打开www.baidu.com看了看。', '她说www.baidu.com很好用。', '网址是www.baidu.com，你记住。'];
  assert.deepEqual(learnRecurringInserts([named]), []);
  // A repeated passage (more than twelve letters the same on one side) is the story's, not an insert.
  const passage = '话说那日天色已晚众人只得在山下安营';
  assert.deepEqual(learnRecurringInserts([[`甲，${passage}www.x.com。`, `乙，${passage}www.x.com！`, `丙。${passage}www.x.com？`]]), []);
});

test('a book whose mirror glued its insert into story lines comes out with the story exact and the inserts reported', () => {
  const text = ['第一章 雨夜', ...GLUED.slice(0, 2), '第二章 晨光', ...GLUED.slice(2)].join('\n');
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(text), { path: 'b.txt' }, report);
  const book: Book = run(cleanBook, { meta: { title: 't', author: 'a', slug: 's' }, chapters }, report);
  assert.deepEqual(
    book.chapters.map((c) => c.blocks.map(blockText)),
    [
      ['此是惡人榜樣，到底駢首戕身。', '风透湘帘花满庭，庭前春色倍伤情。'],
      ['手挽雕弓騎駿馬，堂堂威武似凶神。', '副先鋒盧俊義帶領正偏將一十二員。'],
    ],
  );
  // Without the book to learn from, the site's name stays beside the cut address.
  assert.equal(applyJunk(GLUED[0]).text, '此是惡人榜樣，书路！到底駢首戕身。');
  assert.ok(report.dropped.filter((d) => d.text.includes('www.shu6.cc')).length === 4, JSON.stringify(report.dropped));
});

test('CLEAN-2 `最新章节` glued between the halves of a verse line: only its phrase goes (wild6); a link line still goes whole', () => {
  const ad = '恋上你看书网最快更新最新章节！';
  for (const [line, story] of [
    [`可惜李逵多勇健，${ad}雲車風駕莫支撐。`, '可惜李逵多勇健，雲車風駕莫支撐。'],
    [`${ad}楊志英雄偉丈夫，賣刀市上殺無徒。`, '楊志英雄偉丈夫，賣刀市上殺無徒。'],
    ['查找最新章节！不是徐寧施妙手，梁山怎得解重圍？', '不是徐寧施妙手，梁山怎得解重圍？'],
    // A copy's line broken mid-sentence ends at a comma.
    [`直隆隆鼻兒，${ad}紅乳乳腮兒，粉瑩瑩臉兒，`, '直隆隆鼻兒，紅乳乳腮兒，粉瑩瑩臉兒，'],
  ]) {
    const r = applyJunk(line);
    assert.equal(r.text, story, line);
    assert.equal(r.cuts[0]?.rule, 'junk.latest-chapter', line);
  }
  // What is left must read as story: a heading, a book's name, advert words or words to the reader are no story.
  for (const line of [
    '最新章节：第一百章 大结局',
    '斗破苍穹最新章节，天蚕土豆著',
    '请看最新章节，请收藏本站。',
    '最新章节已更新，你们快去看吧。',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.latest-chapter', line);
});

test('CLEAN-2 a notice glued inside a phrase of the story: the story letters before it stay, and a line broken mid-sentence is story', () => {
  const ad = '恋上你看书网最快更新最新章节！';
  // The name's first letter (恋) is not told from the story's without the book: three story letters or more stay.
  assert.equal(applyJunk(`霜前月下谁家种${ad}，槛外篱边何处愁．`).text, '霜前月下谁家种恋，槛外篱边何处愁．');
  // A copy that wraps at a width ends a line mid-word: a long rest is story, unless it names a chapter.
  assert.equal(applyJunk(`盖闻明主图危以制变，${ad}忠臣虑难以立权。是以有非`).text, '盖闻明主图危以制变，忠臣虑难以立权。是以有非');
  assert.equal(applyJunk('最新章节：第一百章 他走进屋里看见桌上摆着一封信').lineRule, 'junk.latest-chapter');
  // In the middle of a phrase: the story on both sides stays; the letters before a guessed name (雪雨小说网) are
  // the story's once there are three of them.
  assert.equal(applyJunk('她回头看了一眼，终于小雪雨小说网最新章节免费阅读还是走了。').text, '她回头看了一眼，终于小还是走了。');
  // Only a name's start is a guess: letters before other advert words (查找最新章节) stay, however few.
  assert.equal(applyJunk('李應、孔明、杜興、楊林、童威、童猛查找最新章节！').text, '李應、孔明、杜興、楊林、童威、童猛');
  // A speech's closing quote before the run, and a clause's comma after it, are the story's.
  assert.equal(applyJunk('那人笑道：“你们且慢，听我说来。”路书屋最新章节免费阅读').text, '那人笑道：“你们且慢，听我说来。”');
  assert.equal(
    applyJunk('他推开门，外面下着大雨墨州书屋最新章节免费阅读，街上一个人也没有。').text,
    '他推开门，外面下着大雨，街上一个人也没有。',
  );
});

test('CLEAN-2 `本章未完，请翻页继续阅读` glued before a verse line: the notice and the advert words that run on from it go', () => {
  for (const verse of ['游丝软系飘春榭，落絮轻沾扑绣帘．', '黄花若解怜诗客，休负今朝挂杖头．']) {
    const r = applyJunk(`本章未完，请翻页继续阅读${verse}`);
    assert.equal(r.text, verse);
    assert.deepEqual(
      r.cuts.map((c) => [c.rule, c.text]),
      [['junk.unfinished', '本章未完，请翻页继续阅读']],
    );
  }
  // Alone, or with no story after it, the notice is a line of junk as before.
  assert.equal(applyJunk('本章未完，请点击下一页继续阅读').lineRule, 'junk.unfinished');
  assert.equal(applyJunk('本章未完，请翻页继续阅读>>').lineRule, 'junk.unfinished');
});

test('a run of advert words glued into three story lines anchors what is learned around it, and the story keeps its own marks', () => {
  const ad = '恋上你看书网最快更新最新章节！';
  const lines = [`可惜李逵多勇健，${ad}雲車風駕莫支撐。`, `霜前月下谁家种${ad}，槛外篱边何处愁．`, `從來邪法難歸正，${ad}到底浮基易滅亡。`];
  const learned = learnRecurringInserts([lines]);
  assert.deepEqual(learned, ['恋上你看书网最快更新最新章节!']);
  assert.deepEqual(
    lines.map((l) => applyJunk(l, learned).text),
    ['可惜李逵多勇健，雲車風駕莫支撐。', '霜前月下谁家种，槛外篱边何处愁．', '從來邪法難歸正，到底浮基易滅亡。'],
  );
  // A run too light to be a site's (one advert word) anchors nothing: a story may repeat a word around it.
  assert.deepEqual(learnRecurringInserts([['他说更新了吗。', '她说更新了吗？', '我说更新了吗！']]), []);
});

test('beside a run of advert words only a name’s letters and a slogan’s marks are learned without evidence of their own', () => {
  const ad = '看书网最快更新最新章节！';
  // Three lines that share five story letters before the run: those letters are not the site's.
  const shared = ['甲说那日天色晚', '乙说那日天色晚', '丙说那日天色晚'].map((s, k) => `${s}${ad}${['雲車', '槛外', '到底'][k]}風駕。`);
  assert.deepEqual(learnRecurringInserts([shared]), []);
  // A side with a bracket or an advert word of its own is learned however long (`天才一秒记住「顶点小说」…`).
  const framed = ['他走了。', '她笑了。', '天黑了。'].map((s) => `${s}天才一秒记住「顶点小说」最快更新！${s}`);
  assert.ok(learnRecurringInserts([framed]).some((i) => i.includes('天才一秒记住')));
});
