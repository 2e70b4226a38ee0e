import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { isCodeLine, repairMarkup } from '../../src/rules/markup.ts';

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

test('a link whose text is only a number (a comment count, a note number) goes with its tags; a link with words keeps them', () => {
  assert.deepEqual(repairMarkup('<p>    众人大笑而散。<a href="12说.html#4">27</a></p>').parts, ['    众人大笑而散。']);
  assert.deepEqual(repairMarkup('行至半路<a class="note" href="#n3"> 3 </a>，忽见一人。').parts, ['行至半路，忽见一人。']);
  // Decoys: a link's words are kept when it holds more than a number; digits outside links stay.
  assert.deepEqual(repairMarkup('他翻到<a href="p.html">第3页</a>，又看了12行。').parts, ['他翻到第3页，又看了12行。']);
});

test('script broken across lines: a dangling assignment and a base64 string literal are code; prose with = or quotes is not', () => {
  assert.ok(isCodeLine('document.onload ='));
  assert.ok(isCodeLine("'bG9hZEFkdig3LDIpOw0KdmFyIHg9MTs=',"));
  for (const story of ['x = 1', 'a.b = c', '他说：“window.fkp =”是什么意思？', '"HelloWorldHelloWorldHelloWorld"', 'E = mc2'])
    assert.equal(isCodeLine(story), false, story);
});
