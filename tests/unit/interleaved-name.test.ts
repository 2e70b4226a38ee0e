import { test } from 'node:test';
import assert from 'node:assert/strict';
import { interleavedNames } from '../../src/rules/interleaved-name.ts';
import { applyJunk } from '../../src/rules/junk.ts';

// CLEAN-2 (docs/rules/cleaning.md#the-junk-classifier): a site's name spelled letter by letter with mixed marks.
const spans = (line: string) => interleavedNames(line).map((s) => line.slice(s.start, s.end));

test('CLEAN-2 a site name spelled apart with story marks, symbols or digits goes, with the broken address after it', () => {
  assert.deepEqual(spans('李俊、張順、阮小二、。长.风。文学阮小五、孟康'), ['。长.风。文学']);
  assert.deepEqual(spans('？长？风？文学 cfwx. net一個屏風槍'), ['？长？风？文学 cfwx. net']);
  assert.deepEqual(spans('何必觅闲愁．～≯长～≯风～≯文～≯学，w⊥↓＋et宝玉听了'), ['～≯长～≯风～≯文～≯学，w⊥↓＋et']);
  // The name ends inside its last group: 金 is the story's.
  assert.deepEqual(spans('看‘毛.线、中.文、网金闺花柳质'), ['‘毛.线、中.文、网']);
  assert.equal(applyJunk('半空蒼翠擁芙蓉，。长.风。文学天地風光迥不同。').text, '半空蒼翠擁芙蓉，天地風光迥不同。');
});

test('CLEAN-2 the story keeps its letters and marks before a spelled name', () => {
  // The story's 好！好！好！ before a known name; the sentence's own end before the marks; a closing quote still open.
  assert.deepEqual(spans('老者道：“好！好！好！笔,趣,阁一个丑似一个的和尚！”'), ['笔,趣,阁']);
  assert.deepEqual(spans('众人只得在山下安营。。书。河。小。说网 cfwx. net'), ['。书。河。小。说网 cfwx. net']);
  assert.deepEqual(spans('他读了《红楼梦》。长.风。文学，很是喜欢。'), ['长.风。文学']);
  // A dash or an ellipsis written twice before the run is the story's, both halves.
  assert.deepEqual(spans('他大叫一声——。长.风。文学，便倒了。'), ['。长.风。文学']);
  assert.deepEqual(spans('好……。长.风。文学'), ['。长.风。文学']);
  assert.equal(applyJunk('宝玉听了，笑道：“你说的很是。”～≯顶～≯点～≯小说').text, '宝玉听了，笑道：“你说的很是。”');
  // A letter before the name's prefix is the story's (撒天箕斗灿), and the line's last colon stays.
  assert.equal(applyJunk('清游拟上元．撒｛长}{风｝文学 www{cf][wx}net天箕斗灿，林黛玉笑道：').text, '清游拟上元．撒天箕斗灿，林黛玉笑道：');
});

test('CLEAN-2 enumerations that end like a site name stay', () => {
  for (const line of [
    '他精通琴、棋、书、画、文学。',
    '三國指的是魏，蜀，吳。小說通篇精巧敘述謀略。',
    '金、木、水、火、土',
    '甲。乙。丙。丁。四人各有所长。',
  ]) {
    assert.deepEqual(spans(line), [], line);
    assert.equal(applyJunk(line).text, line, line);
  }
});
