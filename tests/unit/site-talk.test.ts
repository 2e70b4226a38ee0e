import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readNote } from '../../src/rules/author-note.ts';
import { applyJunk } from '../../src/rules/junk.ts';
import { NOTE_START } from '../../src/rules/line-kinds.ts';
import { TALK_DECOYS } from '../helpers/span-sets.ts';

/** Left out of the editions: dropped as junk or read as an author's note (what scripts/measure-spans.ts's eighth set counts). */
const leftOut = (line: string) => applyJunk(line).lineRule !== undefined || NOTE_START.test(line) || readNote(line).note;

// The development half of measure-spans' eighth set (its even entries) that this change made left out.
test('CLEAN-2 CLEAN-4 a request after the reader is named, a fan group credit, a promotion by title, thanks for a tip, platform money', () => {
  for (const line of [
    '喜欢本书的朋友请点击收藏',
    '喜欢的亲记得点个收藏哦~',
    '微博@某某作者 欢迎关注',
    '如果您喜欢这本书，请推荐给您的朋友',
    '本章由【星辰汉化组】翻译',
    '推荐一本好书《剑来》，作者烽火戏诸侯，书号1009480',
    '友情推荐：《诡秘之主》作者爱潜水的乌贼',
    '感谢“夜雨声烦”打赏的588书币',
    '总之就是求收藏，求追读。',
    '首充6元送VIP月卡，限时优惠！',
    'VIP章节，请充值后阅读',
  ])
    assert.ok(leftOut(line), line);
});

test('CLEAN-4 story lines with the same words stay: a tip to a waiter, a book recommended to a friend, a request to the company', () => {
  for (const line of [...TALK_DECOYS, '他订阅了一份报纸。', '她给手机充值了一百块。']) assert.ok(!leftOut(line), line);
});

test('CLEAN-2 a printed edition’s imprint page and a fan group named alone go; story lines with the same words stay', () => {
  for (const line of ['责任编辑：某某', '出版：某某出版社', '定价：25.00元', 'ISBN 978-7-02-000220-7', '轻之国度 翻译组', '字幕组：某某'])
    assert.ok(applyJunk(line).lineRule, line);
  for (const line of ['他出版了一本书。', '出版社的人说：好。', '定价：五两银子，他嫌贵。', '翻译组的人都来了。', '他们是翻译组'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test('CLEAN-2 the reader’s liking of the book itself leads a request (喜欢本书请收藏); a liking of a person or a character’s book stays', () => {
  for (const line of ['喜欢本书请收藏，推荐给你的朋友。', '如果喜欢这本书的话，请点击收藏。', '喜欢《剑来》请收藏本站。'])
    assert.equal(applyJunk(line).lineRule, 'junk.reader-call', line);
  for (const line of ['喜欢她请直说，别藏着掖着。', '喜欢本书的人很多，他也收藏了一本。', '宝玉喜欢这本书，请黛玉收藏起来。'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});
