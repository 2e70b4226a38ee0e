import { test } from 'node:test';
import assert from 'node:assert/strict';
import { titleFrame } from '../../src/rules/title-frame.ts';
import { matchHeading, matchPattern } from '../../src/rules/headings.ts';
import { HEADING_WORDS, roleOfTitle, isNoticeTitle } from '../../src/rules/heading-words.ts';
import { parseVolumeNumber } from '../../src/rules/numerals.ts';

test('CLEAN-9 the example strings of legado’s enabled default TXT table-of-contents rules are headings [S26]', () => {
  // gedoor/legado app/src/main/assets/defaultData/txtTocRule.json, the `example` of each enabled rule.
  const examples: [string, string][] = [
    ['第一章 假装第一章前面有空白但我不要', 'numbered'],
    ['第一章 标准的粤语就是这样', 'numbered'],
    ['正文 我奶常山赵子龙', 'prefixed'],
    ['Chapter 1 MyGrandmaIsNB', 'english'],
    ['【第一章 后面的符号可以没有', 'numbered'],
    ['☆、晋江作者最喜欢的格式', 'star'],
    ['卷五 开源盛世', 'volume'],
    ['1、这个就是标题', 'list-number'],
    ['一、只有前面的数字有差别', 'list-number'],
    ['标题后面数字有括号(12)', 'title-number'],
    ['标题后面数字没有括号124', 'title-number'],
  ];
  for (const [line, shape] of examples) assert.equal(matchHeading(line)?.shape, shape, line);
});

test('CLEAN-9 kaf-cli’s default -match shapes are headings: 第N章/回/节/集/幕/卷/部, Section, Chapter, 引子, 楔子, 序章 [S33]', () => {
  for (const line of ['第1章', '第一回', '第三节 来客', '第二集', '第四幕 夜', 'Section 3', 'Chapter 12', '引子', '楔子', '序章'])
    assert.ok(matchHeading(line), line);
  for (const line of ['第一卷 潜龙', '第二部 北伐']) assert.equal(matchHeading(line)?.kind, 'volume', line);
});

test('the heading shapes scraped books use, with decoration and prefixes removed', () => {
  const cases: [string, string, number | undefined, string?][] = [
    ['01# 第 1 章', '第1章', 1],
    ['###第一章###', '第一章', 1],
    ['--------正文卷 第一章 我要减肥！--------', '第一章　我要减肥！', 1],
    ['第十三卷 灯火阑珊 第2040章 不宣于口！(www.zhuaji.org)', '第2040章　不宣于口！', 2040, '第十三卷　灯火阑珊'],
    ['【001】雨夜', '【001】雨夜', 1],
    ['1. 雨夜', '1.　雨夜', 1],
    ['Chapter 1', 'Chapter 1', 1],
    ['①即便如此…', '①即便如此…', 1],
    ['Prelude 1', 'Prelude 1', undefined],
    ['Interlude 2', 'Interlude 2', undefined],
  ];
  for (const [line, title, number, volume] of cases) {
    const h = matchHeading(line);
    assert.ok(h, line);
    assert.deepEqual([h.title, h.number, h.volume], [title, number, volume], line);
  }
  assert.deepEqual(matchHeading('第十三卷 灯火阑珊 第2040章 不宣于口！(www.zhuaji.org)')?.cut, [
    { text: '(www.zhuaji.org)', rule: 'junk.url' },
  ]);
});

test('story lines are not headings: sentences after a number, a number glued to text, a sentence about a chapter', () => {
  for (const line of [
    '第三页纸上写着一行小字。',
    '三章过后，他才明白过来。',
    'No.1的选手都来了',
    'Part of the story was lost.',
    '1、他说完，又喝了一口茶，想了想，才接着往下说。',
    '序齒，禮拜猴王。',
    '通知书到了。',
  ]) {
    const h = matchHeading(line);
    assert.ok(h?.shape !== 'numbered' || !h.strong, line);
    assert.ok(!h || h.shape === 'title-number' || h.shape === 'list-number' || h.shape === 'numbered', `${line}: ${h?.shape}`);
  }
  assert.equal(matchHeading('No.1的选手都来了'), undefined);
  assert.equal(matchHeading('通知书到了。'), undefined);
});

test('heading words have one table with a source per group; roles come from it (楔子 first, 尾声 last, 上架感言 a notice)', () => {
  for (const g of HEADING_WORDS) assert.ok(g.words.length > 0 && g.source.length > 10, g.role);
  assert.deepEqual(['楔子　张天师', '附录　陈光蕊', '尾声', '番外一 小白', '上架感言', '简介', '第一章'].map(roleOfTitle), [
    'prologue',
    'interlude',
    'epilogue',
    'extra',
    'notice',
    'front',
    undefined,
  ]);
  assert.equal(matchHeading('上架感言')?.role, 'notice');
  assert.equal(matchHeading('第101章 上架感言')?.role, 'notice');
  assert.equal(matchHeading('第十章 通知书')?.role, undefined, 'a story chapter may be titled 通知书');
  assert.ok(isNoticeTitle('请假条'));
  assert.ok(!isNoticeTitle('请假条上写着他的名字，还有他的理由和日期'));
});

test('volume numbers: 第二卷, 卷三, 下卷, Part 4', () => {
  assert.deepEqual(['第二卷　风起', '卷三', '上卷', '下卷', 'Part 4', '第十三卷　灯火阑珊', '外篇'].map(parseVolumeNumber), [
    2,
    3,
    1,
    3,
    4,
    13,
    undefined,
  ]);
});

test('a user’s chapterPattern: the named group `number`, else the first group, gives the number', () => {
  assert.deepEqual(matchPattern('【第12话】夜', /^【第(?<number>\d+)话】/)?.number, 12);
  assert.deepEqual(matchPattern('Vol.3 第五章', /第(.+)章/)?.number, 5);
  assert.equal(matchPattern('他说了一句话', /^【第(\d+)话】/), undefined);
});

test('titles as real sites print them [wild2]: 章节目录 before, a note after, a frame of the page title', () => {
  assert.equal(matchHeading('章节目录 第一章 积善之家')?.title, '第一章　积善之家');
  const noted = matchHeading('第七十章：陌生记忆。（第二更！求订阅！）');
  assert.deepEqual(
    [noted?.title, noted?.strong, noted?.cut],
    ['第七十章：陌生记忆', true, [{ text: '。（第二更！求订阅！）', rule: 'junk.title-note' }]],
  );
  assert.equal(matchHeading('第九章 血战（求月票！）')?.title, '第九章　血战');
  // A title's own brackets stay: they are no begging or update note.
  for (const line of ['第三章 雨夜（上）', '第四章 三更（完）', '第五章 第三更的钟声'])
    assert.equal(matchHeading(line)?.cut, undefined, line);
  // ptwxz glues the title to its unit, a comma and all: weak, for a numbered run to accept.
  const glued = matchHeading('第一百一十五章老贼，休想乱我道心');
  assert.deepEqual([glued?.number, glued?.strong], [115, false]);
  for (const line of ['第三章里说，他们都走了', '第二回中既将那厮打了，便走回来', '第一章老贼，休想，乱我道心'])
    assert.equal(matchHeading(line), undefined, line);
  assert.equal(
    titleFrame(['第一章　雨夜_全球高武_新笔趣阁', '第二章　归来_全球高武_新笔趣阁', '第三章　血战_全球高武_新笔趣阁']),
    '_全球高武_新笔趣阁',
  );
  assert.equal(
    titleFrame(['第一章 雨夜 - 全球高武 - 笔趣阁', '第二章 归来 - 全球高武 - 笔趣阁', '第三章 血战 - 全球高武 - 笔趣阁', '第四章 终章']),
    ' - 全球高武 - 笔趣阁',
  );
  // Endings two titles share, or titles of their own, are no frame.
  assert.equal(titleFrame(['第一章　雨夜_上', '第二章　雨夜_上', '第三章　归来', '第四章　血战', '第五章　终章']), undefined);
  assert.equal(titleFrame(['第一章　甲_乙', '第二章　丙_丁', '第三章　戊_己']), undefined);
});

test('CLEAN-9 more heading shapes: a bracket around the label only, stars as decoration, qidian’s default volume names, a spaced number and title', () => {
  const shapes: [string, string, number | undefined, boolean][] = [
    ['【第十二章】雨夜', '第十二章　雨夜', 12, true],
    ['［第12章］ 雨夜', '第12章　雨夜', 12, true],
    ['〖第三回〗', '第三回', 3, true],
    ['★第十二章 雨夜★', '第十二章　雨夜', 12, true],
    ['☆☆第五章☆☆', '第五章', 5, true],
    ['VIP卷 第一百章 归来', '第一百章　归来', 100, true],
    ['免费卷 第二章 远行', '第二章　远行', 2, true],
    ['012 雨夜', '012　雨夜', 12, false],
    ['十二 雨夜', '十二　雨夜', 12, false],
  ];
  for (const [line, title, number, strong] of shapes) {
    const h = matchHeading(line);
    assert.equal(h?.title, title, line);
    assert.equal(h?.number, number, line);
    assert.equal(h?.strong, strong, line);
    assert.equal(h?.volume, undefined, `${line}: a default volume name names no volume`);
  }
  // JJWXC's star before a title is still its family shape.
  assert.equal(matchHeading('☆、雨夜')?.shape, 'star');
  // After a space only a Han title: a forum's jammer is no title.
  assert.equal(matchHeading('9 k2 ~: k$ @4 k'), undefined);
});

test('CLEAN-9 a page’s fields after a title are cut and reported: update time, word count, author', () => {
  const h = matchHeading('第一章 雨夜 更新时间:2011-3-1 9:05:00 本章字数:3120');
  assert.equal(h?.title, '第一章　雨夜');
  assert.deepEqual(h?.cut, [{ text: '更新时间:2011-3-1 9:05:00 本章字数:3120', rule: 'junk.title-note' }]);
  assert.deepEqual(matchHeading('第九章 归途　字數：2048')?.cut, [{ text: '字數：2048', rule: 'junk.title-note' }]);
  // Only after the title: a title that speaks of an author keeps its words.
  assert.equal(matchHeading('第三章 作者的话')?.title, '第三章　作者的话');
  assert.equal(matchHeading('第三章 作者的话')?.cut, undefined);
});

test('CLEAN-9 a heading word with a number and a glued title holding punctuation is a sentence: 请假一章，明天补 is a note', () => {
  for (const line of ['请假一章,明天补', '请假一章，明天再补两章']) assert.equal(matchHeading(line), undefined, line);
  assert.equal(matchHeading('番外一雨夜')?.title, '番外一　雨夜');
  assert.equal(matchHeading('请假条')?.role, 'notice');
});

test('a TXT splitter’s 第N部分, a title with a full-width number, and a forum tag before 第N章 are headings', () => {
  assert.deepEqual(
    ['第1部分', '第12部分'].map((t) => [matchHeading(t)?.kind, matchHeading(t)?.number, matchHeading(t)?.strong]),
    [
      ['chapter', 1, false],
      ['chapter', 12, false],
    ],
  );
  assert.equal(matchHeading('孤灯　４')?.number, 4);
  assert.equal(matchHeading('孤灯　４')?.shape, 'title-number');
  const forum = matchHeading('[故事] 戰小說 第一章 归途');
  assert.deepEqual([forum?.kind, forum?.number, forum?.title], ['chapter', 1, '第一章　归途']);
  // Not headings: a sentence about a part, a tag before words that are no chapter, a volume word 部 with 分.
  assert.equal(matchHeading('第一部分是关于他的童年。'), undefined);
  assert.equal(matchHeading('[故事] 戰小說 归途')?.number, undefined);
});

test('CLEAN-9 JJWXC’s ☆、 before a numbered heading is read past: the number counts and the title keeps no mark', () => {
  assert.deepEqual(
    [matchHeading('☆、第1章 风起1')?.title, matchHeading('☆、第1章 风起1')?.number, matchHeading('☆、第1章')?.number],
    ['第1章　风起1', 1, 1],
  );
  assert.equal(matchHeading('☆、楔子')?.role, 'prologue');
  assert.equal(matchHeading('★★★'), undefined);
});
