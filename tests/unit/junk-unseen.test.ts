import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';

/** The text a line keeps (undefined when the whole line goes). */
const kept = (line: string) => {
  const r = applyJunk(line);
  return r.lineRule === undefined ? (r.text ?? line) : undefined;
};

test('an address in brackets with its site name and the slogan after it is cut from a verse line; both halves stay', () => {
  assert.equal(kept('春风得意马蹄疾，(www.qbxs.cc 全本小说网)，手机阅读更优质！一日看尽长安花。'), '春风得意马蹄疾，一日看尽长安花。');
  assert.equal(kept('(m.qbxs.cc 全本小说网)，全文免费在线阅读！众将领命，各自回营歇息：'), '众将领命，各自回营歇息');
  // Decoys: an aside with an address but no site word, and a story sentence after an address, keep their words.
  assert.equal(kept('他在纸上写下(www.abc.com 我的博客)，然后合上电脑，走出房门。'), '他在纸上写下，然后合上电脑，走出房门。');
  assert.equal(kept('(m.qbxs.cc 全本小说网)，他笑着说道：“你先回去。”'), '他笑着说道：“你先回去。”');
});
