/** What a site's insert leaves beside its cuts (residue.ts): address shards, wrapping stars, a bracketed name between cuts, an emptied aside. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyJunk } from '../../src/rules/junk.ts';
import { repairMarkup } from '../../src/rules/markup.ts';

const kept = (line: string) => {
  const verdict = applyJunk(line);
  assert.equal(verdict.lineRule, undefined, `${line} was dropped whole`);
  return verdict.text ?? '';
};

test('the shard of an address after a remember phrase, and the stars around both, go with the cut', () => {
  // wild5's shapes: an address without its ending, wrapped in stars, after a line of verse or glued before one.
  assert.equal(kept('李逵鬧攘沒干休，要砍梁山寨主頭。*一秒记住.xs222.*'), '李逵鬧攘沒干休，要砍梁山寨主頭。');
  assert.equal(kept('*一秒记住.xs222.*指引時遷知嚮導，剪除方臘若芻蕘。'), '指引時遷知嚮導，剪除方臘若芻蕘。');
  // Written for this test: another shard and wrapper.
  assert.equal(kept('他回头看了一眼。~一秒记住.bqg99.~'), '他回头看了一眼。');
});

test('a site name in brackets between two cuts joins them, and the mark after them is the insert’s', () => {
  assert.equal(
    kept('昂頭踴躍逞牙爪，天才一秒记住本站地址:(顶点中文)wap.dingdianku.com 最快更新!无广告!谷口麋鹿皆奔忙。'),
    '昂頭踴躍逞牙爪，谷口麋鹿皆奔忙。',
  );
});

test('an aside the cuts emptied but for the site’s request goes whole; a shard after a remember phrase goes', () => {
  // wild5's aside after its markup is repaired: its words are cut, `{请在}` is left of it.
  const line = repairMarkup('於路只憶武行者。{请在百度搜索1t;stronggt;1t;/stronggt;，全文字阅读}又自行了幾日。').parts.join('');
  assert.equal(kept(line), '於路只憶武行者。又自行了幾日。');
  assert.equal(kept('於路只憶武行者。请记住本站域名.fs23.又自行了幾日。'), '於路只憶武行者。又自行了幾日。');
  // Nested: the inner aside, emptied, is a cut inside the outer one, which its request then empties too.
  assert.equal(kept('於路只憶武行者。【请{请在百度搜索，全文字阅读}】又自行了幾日。'), '於路只憶武行者。又自行了幾日。');
});

test('tags escaped as entities that lost their ampersands are markup', () => {
  assert.deepEqual(repairMarkup('他道：1t;strong好1t;/stronggt;').parts, ['他道：1t;strong好']);
  assert.deepEqual(repairMarkup('他道：1t;stronggt;好1t;/stronggt;').parts, ['他道：好']);
  assert.deepEqual(repairMarkup('lt;pgt;雨夜lt;/pgt;').parts, ['雨夜']);
});

test('story beside a cut stays: Latin words and numbers without an address’s marks, a story’s bracket, story between two cuts', () => {
  for (const [line, story] of [
    // A Latin word or a number after a cut has no dot, star or similar mark on its edge: it is not an address's shard.
    ['他盯着橱窗看了很久，一秒记住本站iPhone12的价格，才转身走进了雨里。', '他盯着橱窗看了很久，iPhone12的价格，才转身走进了雨里。'],
    ['菜市场里人来人往，一秒记住本站3.5元一斤的白菜早已卖光了。', '菜市场里人来人往，3.5元一斤的白菜早已卖光了。'],
    // A story's own aside with an insert in it keeps its letters (the two letters left are no site's request).
    ['他听了（大怒∷四∷五∷中∷文，）拍案而起。', '他听了（大怒，）拍案而起。'],
    // A story's bracket between two cuts is not a site's name.
    ['南離元帥石寶∷更新快∷∷纯文字∷（引八員首將）*一秒记住*總軍出郭迎敵。', '南離元帥石寶（引八員首將）總軍出郭迎敵。'],
    // A story's aside with an insert glued inside a clause keeps its story (the insert's words would make it an advert's).
    ['如今（贾珍先将笔趣阁免费小说阅读网上等可吃的东西）挑了送去。', '上等可吃的东西）挑了送去。'],
    // What two cuts leave of a verse line that says 您 is not a site's slogan (it holds no advert word).
    [
      '沙．猛可天才一秒记住本站地址:(顶点中文)wap.dingdianku.com 最快更新!无广告!的那一[新筆趣閣 www.xxbiquge.vip]层云下，抵多少门外即天涯．您再休要剑',
      '层云下，抵多少门外即天涯．您再休要剑',
    ],
  ] as const) {
    const text = kept(line);
    assert.ok(text.includes(story), `${line} → ${text}`);
  }
});

test('a search engine prompt naming the site is cut whole, glued or alone; a story’s search is not (junk.search-prompt)', () => {
  // wild5's insert after its remember phrase, and the same without it (百度搜索 took `23文学` and left `网即可找到本站`).
  assert.equal(kept('可憐身死無人救，一秒记住本站百度搜23文学网即可找到本站.fs23.白骨誰為馬鬣封。'), '可憐身死無人救，白骨誰為馬鬣封。');
  assert.equal(kept('平生慣使百度搜23文学网即可找到本站.fs23.喪門劍，威鎮三山立大功。'), '平生慣使喪門劍，威鎮三山立大功。');
  // Written for this test: other engines, brackets and verbs.
  assert.equal(kept('他回头看了一眼。谷歌搜索「八一中文」就能找到本站'), '他回头看了一眼。');
  assert.notEqual(applyJunk('百度一下《顶点小说》便可访问本站').lineRule, undefined);
  // A story's word between two inserts with no separator stays (scripts/stress-inserts.ts found 然后 taken).
  assert.equal(
    kept('有非常之事，老鹰吃小鸡提醒你：看后求收藏123读书网，接着再看好方便。然后[txt小说 www.txtyuan.com]立非常之'),
    '有非常之事，老鹰吃小鸡然后立非常之',
  );
  // wild7's, after a remember phrase and its sign-off: the 或且 between them and the emptied brackets go too.
  assert.equal(
    kept('天數盡時無（记住本站网址，Ｗｗｗ．XS52．Ｃｏｍ，方便下次阅读，或且百度输入“ xs52 ”，就能进入本站）可救，湧金門外已歸神。'),
    '天數盡時無可救，湧金門外已歸神。',
  );
  for (const story of [
    '他只要搜索这片山林即可找到他。',
    '她百度搜了一下，就能找到那家店。',
    '搜索一番，便可找到我们的营地。',
    '百度搜索一番，便可找到我们的营地。',
  ])
    assert.equal(kept(story), story);
});

test('an address spelled a letter to each pair of brackets with noise between goes whole; a story’s numbered points stay', () => {
  // wild7's insert after its search prompt: two runs of bracketed letters and the noise token between them.
  const insert =
    '最新章节请百度搜索【*（7）78xs（8）78xs（小）78xs（说）*】78xs【（W）78xs（W）78xs（W）78xs.（7）78xs（8）78xs（X）78xs（S）.（C）78xs（O）78xs（M）】';
  assert.equal(kept(`遊人轇輵尚未絕，${insert}高樓頃刻生雲煙。`), '遊人轇輵尚未絕，高樓頃刻生雲煙。');
  // Written for this test: another name, in round brackets only, glued at the end.
  assert.equal(kept('他回头看了一眼。（b）ab（i）ab（q）ab（u）ab（g）'), '他回头看了一眼。');
  for (const story of ['他列了四条：（一）（二）（三）（四）都写好了。', '答案是（甲）（乙）（丙）（丁）中的一个。'])
    assert.equal(kept(story), story);
});

test('a site’s name spaced letter by letter after a line goes (真 意 书 盟); spaced story letters stay', () => {
  // wild7's, after verse lines and after a closing quote.
  assert.equal(kept('高俅奸佞雖堪恨，洪信從今釀禍胎。真 意 书 盟'), '高俅奸佞雖堪恨，洪信從今釀禍胎。');
  // Written for this test: another name with a site's ending.
  assert.equal(kept('他回头看了一眼。江 湖 小 说 网'), '他回头看了一眼。');
  for (const story of ['他在纸上写下 一 二 三 四 几个字', '天 地 人 和', '他们结成了书盟。']) assert.equal(kept(story), story);
});
