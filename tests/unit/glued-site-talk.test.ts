import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';

const STORY = '她回头看了一眼，终于还是走了。';

test('CLEAN-2 a short clause beside a cut that talks to the reader goes with the cut (the site’s talk goes on around its mark)', () => {
  assert.equal(applyJunk(`${STORY}百度搜索 笔趣阁 即可找到本站`).text, STORY);
  assert.equal(applyJunk(`${STORY}QQ群：123456789，欢迎书友加入！`).text, STORY);
  assert.equal(applyJunk(`${STORY}本书首发于起点中文网，请支持正版！`).text, STORY);
});

test('CLEAN-2 beside a cut, a clause with no talk to the reader, or with a third person acting, stays the story’s', () => {
  // A verse's clause after a bracketed advert: an advert word by chance (全文), no request.
  assert.equal(applyJunk('擒胡破虜容易事，(全文字小说更新最快)全文背诵在心中。').text, '擒胡破虜容易事，全文背诵在心中。');
  assert.equal(applyJunk('他打开www.baidu.com，请她坐下。').text, '他打开，请她坐下。');
  // A remember phrase's cut leaves the clause before it alone (measure-spans' first set).
  assert.equal(applyJunk('众将听令，请记住本站地址，最快更新！各自回营歇息，一夜无话。').text, '众将听令，各自回营歇息，一夜无话。');
});

test('CLEAN-2 a search engine’s button label glued into a line goes; a person searching in the sentence keeps it (wild6)', () => {
  assert.equal(applyJunk('赤壁坡前，Google搜尋有若周瑜施妙計。').text, '赤壁坡前，有若周瑜施妙計。');
  assert.equal(applyJunk('Google搜尋兔毫盞內香雲白，蟹眼湯中細浪鋪。').text, '兔毫盞內香雲白，蟹眼湯中細浪鋪。');
  for (const line of ['他打开电脑，Google搜尋那个人的名字。', '我Google搜索了一下。', '上网Google搜索过，没有结果。'])
    assert.equal(applyJunk(line).text, line, line);
});
