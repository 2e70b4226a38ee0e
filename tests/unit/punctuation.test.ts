import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizePunctuation } from '../../src/rules/punctuation.ts';
import { unbalancedParagraphs } from '../../src/rules/quote-pairing.ts';
import { repairParagraphQuotes } from '../../src/rules/quote-repair.ts';
import { lostQuestionMarks } from '../../src/rules/lost.ts';

const n = (s: string) => normalizePunctuation(s).text;

test('CLEAN-10 half-width , . : ; ! ? ( ) between CJK → full width; Latin runs and numbers keep theirs', () => {
  assert.equal(n('你好,世界!'), '你好，世界！');
  assert.equal(n('他说 "Stay hungry, stay foolish."'), '他说 "Stay hungry, stay foolish."');
  assert.equal(n('3.14和1,000'), '3.14和1,000');
  assert.equal(n('他(笑)道;好'), '他（笑）道；好');
  assert.equal(n('打开中文.txt'), '打开中文.txt');
  assert.equal(n('将军是谁?一个是八十万禁军教头'), '将军是谁？一个是八十万禁军教头');
});

test('CLEAN-10: `．` used as a full stop → `。`', () => {
  assert.equal(n('他走了．她也走了'), '他走了。她也走了');
  assert.equal(n('版本３．５'), '版本3.5');
});

test('CLEAN-13 ellipsis, dash and repeated punctuation', () => {
  assert.equal(n('他……不……'), '他……不……');
  assert.equal(n('他...不。。。'), '他……不……');
  assert.equal(n('他顿了顿…不'), '他顿了顿……不');
  assert.equal(n('他⋯⋯不'), '他……不');
  assert.equal(n('什么？？？？？'), '什么？？？');
  assert.equal(n('好！！！！'), '好！！！');
  assert.equal(n('好。。他，，她，。'), '好。他，她。');
  assert.equal(n('等等--走'), '等等——走');
  assert.equal(n('等等－－走'), '等等——走');
  assert.equal(n('run --help'), 'run --help');
  const odd = normalizePunctuation('他……………不');
  assert.deepEqual([odd.text, odd.flags.map((f) => f.code)], ['他…………不', ['W_ODD_ELLIPSIS']]);
  assert.deepEqual(
    normalizePunctuation('他—她').flags.map((f) => f.code),
    ['W_LONE_DASH'],
  );
  assert.deepEqual(normalizePunctuation('1949—1976').flags, []);
});

test('CLEAN-11 full-width letters and digits → half-width; CLEAN-12 no literal space between Han and Latin', () => {
  assert.equal(n('ＡＢＣ１２３'), 'ABC123');
  assert.equal(n('用 iPhone 打'), '用iPhone打');
});

test('lost characters: an ASCII ? standing for a glyph is reported, not turned into ？', () => {
  assert.deepEqual(lostQuestionMarks('神卜。劉?不信，請'), [4]);
  assert.deepEqual(lostQuestionMarks('卻反來?嚇，何也'), [3]);
  assert.deepEqual(lostQuestionMarks('大事！」?得玄德'), [4]);
  assert.deepEqual(lostQuestionMarks('今受驚?.吾想'), [3]);
  assert.deepEqual(lostQuestionMarks('量些粗食薄z??A何足挂'), [6, 7]);
  assert.deepEqual(lostQuestionMarks('這兩員將軍是誰?一個是'), []);
  assert.deepEqual(lostQuestionMarks('焉肯失信?何必拘留'), []);
  assert.deepEqual(lostQuestionMarks('Is it OK? Yes.'), []);
  assert.equal(n('神卜。劉?不信'), '神卜。劉?不信');
  assert.equal(n('今受驚?.吾想'), '今受驚?。吾想');
});

test('CLEAN-14 straight quotes are paired from context', () => {
  const q = (s: string) => repairParagraphQuotes(s).text;
  assert.equal(q(n('他说:"好."')), '他说：“好。”');
  assert.equal(q('他走了。"你好"她说'), '他走了。“你好”她说');
  assert.equal(q("他说：'好的'"), '他说：‘好的’');
  assert.equal(q("It's fine."), "It's fine.");
});

test('CLEAN-15 balance: a speech over several paragraphs passes; a stray closing mark is flagged; `。“` is repaired', () => {
  assert.deepEqual(unbalancedParagraphs(['“甲。', '“乙。”']), []);
  assert.deepEqual(unbalancedParagraphs(['「難！難！難！道最玄，', '不遇至人傳妙訣，空言口困舌頭干！」']), []);
  assert.deepEqual(unbalancedParagraphs(['“开了', ...Array(12).fill('正文。'), '完。”']), [0, 13]);
  assert.deepEqual(unbalancedParagraphs(['你好”', '他说：“好。”']), [0]);
  assert.deepEqual(unbalancedParagraphs(['他说：“好。', '然后走了。']), [0]);
  assert.deepEqual(unbalancedParagraphs(['《西游记》（明）']), []);
  assert.equal(repairParagraphQuotes('“你好。“').text, '“你好。”');
});
