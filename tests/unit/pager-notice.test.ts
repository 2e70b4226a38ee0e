import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { fold } from '../../src/rules/fold.ts';
import { pagerNotices } from '../../src/rules/pager-notice.ts';
import { PAGER_DECOYS } from '../helpers/span-sets.ts';

const STORY = '她回头看了一眼，终于还是走了。';
const notices = (line: string) => pagerNotices(fold(line)).map((s) => line.slice(s.start, s.end));

// The development half of scripts/measure-spans.ts's seventh set only (its even entries): the other half stays held out.
test('CLEAN-2 a page notice is read by its words, in any wording: glued after, before or inside a story line', () => {
  for (const notice of [
    '后面还有哦，请点击下一页',
    '本章還未完結，請翻頁繼續',
    '余下内容请翻页',
    '——本章完——',
    '本章未完待续',
    '小主，这个章节后面还有哦，请点击下一页继续阅读，后面更精彩！',
    '-->> 下一页',
    '(1/2)',
    '本章未完，請點擊下一頁繼續閱讀！',
  ]) {
    const at = STORY.indexOf('，') + 1;
    for (const line of [STORY + notice, notice + STORY, STORY.slice(0, at) + notice + STORY.slice(at)])
      assert.equal(applyJunk(line).text, STORY, line);
  }
});

test('CLEAN-2 a notice glued into a sentence gives back the story words after it (后面, 请, 点) and the story 的', () => {
  assert.equal(applyJunk('從太原領兵，本章未完，请翻页继续阅读後面殺來。').text, '從太原領兵，後面殺來。');
  assert.equal(applyJunk('是时得诏大喜，本章未完，请翻页继续阅读点起军马，陆续便行').text, '是时得诏大喜，点起军马，陆续便行');
  assert.equal(
    applyJunk('众头领道：“皆托得大哥哥本章未完，点击下一页继续阅读的，以此得采。”').text,
    '众头领道：“皆托得大哥哥的，以此得采。”',
  );
  // No chain of advert words reaches from the notice into the story's quoted 此稿未完.
  const line = '監侯，吳良擬以杖徒．承審不實之府州縣應請……以下注著"此稿未完"．（本章未完，请翻页）';
  assert.deepEqual(notices(line), ['（本章未完，请翻页）']);
  assert.ok(applyJunk(line).text?.includes('此稿未完'));
});

test('CLEAN-2 story sentences with the notices’ words stay: a page turned, a matter not finished, a fraction', () => {
  for (const line of [...PAGER_DECOYS, '他说本章完了', '他说3/4的人都走了。']) {
    assert.deepEqual(notices(line), [], line);
    assert.equal(applyJunk(line).text, line, line);
  }
});

test('CLEAN-2 the serial’s 待续 in brackets goes, glued after a line, inside it or inside speech; a story’s 待续写 stays', () => {
  // wild7's insert, at the three places it stood.
  assert.equal(applyJunk('卻似玉龍初鬥罷，滿天鱗甲亂飛揚。（待续）').text, '卻似玉龍初鬥罷，滿天鱗甲亂飛揚。');
  assert.equal(applyJunk('身穿一副甲，（待续）垂著條紫絨飛帶；').text, '身穿一副甲，垂著條紫絨飛帶；');
  assert.equal(applyJunk('眾皆起身都道：「盡心竭力，當報大恩。（待续）」正商議間').text, '眾皆起身都道：「盡心竭力，當報大恩。」正商議間');
  // A bracketed notice that starts without naming the chapter (an aside's start is a clause's), written for this test.
  assert.deepEqual(notices(`${STORY}【待續】`), ['【待續】']);
  for (const story of ['待续写的稿子还在桌上。', '此事有待续查。', '他道：（待续写）']) assert.equal(applyJunk(story).text, story, story);
});
