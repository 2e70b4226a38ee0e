/** Readers' comments scraped with a page (comment-line.ts): their platform's stamp and marks drop the line, a story's dates and counts stay. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyJunk } from '../../src/rules/junk.ts';

test('a comment row with a machine date and time and a platform mark beside it is junk.comment, whatever it says', () => {
  for (const line of [
    // wild6's harvested comment row: counts after emoji, the poster's place, a clock emoji before the stamp.
    '搬砖小能手: 大学老师要是都这么简明易懂的讲,科学进步就有指望了,我们当时学就是记公式 👍🏽336 💭北京 🕐2025-04-25 23:19:03',
    // Shapes written for this test from the platforms' rows (not in any split): Douban, Weibo, Zhihu, a forum floor.
    '小明 2023-05-01 12:00 IP属地：广东 这本书太好看了',
    '路人乙 这章写得好 12-25 14:03 来自 iPhone客户端',
    '书友甲：更新太慢了，作者快点吧 2023/5/1 12:00 回复 赞 12',
    '[3楼] 网友：写得真好 发表时间：2020-01-01 12:00:00',
    '讀者丙：這一章看哭了 2024-02-11 21:05 IP屬地：臺灣',
    'reader42: loved this chapter 2024-03-01 09:15 · 12 likes',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.comment', line);
});

test('a story line with a date and time, or with counts, and no platform mark beside them stays', () => {
  for (const line of [
    '张三：今晚吃什么？ 2025-04-25 23:19',
    '他看了看表，04-25 23:19，已经很晚了。',
    '会议定在2025-04-25 23:19举行，回复3次都没人理。',
    '2025-04-25 23:19，他收到了12条回复，回到12楼的家。',
    '她点了12个赞，又转发了一遍，心里还是不踏实。',
    '那封信来自北京的一家客户，落款是2019年5月3日。',
  ])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});
