import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { ASCII_DECOYS } from '../helpers/span-sets.ts';

test('CLEAN-2 random ASCII noise glued into Chinese text goes, whatever its letters (wild5’s anti-copy noise, measure-spans)', () => {
  assert.equal(applyJunk('惯养娇生笑u_b6u@r7你痴，菱花空对雪澌澌．').text, '惯养娇生笑你痴，菱花空对雪澌澌．');
  assert.equal(applyJunk('卻憐水寨神謀捷，暫假威名救困亡。Oe;1f#`5').text, '卻憐水寨神謀捷，暫假威名救困亡。');
  // The Chinese comma after it is the story's (fold() makes it ASCII; it ends the run).
  assert.equal(applyJunk('他走了7Q~$&G，她也走了。').text, '他走了，她也走了。');
  assert.equal(applyJunk('她回头看了一眼，Bme&]终于还是走了。').text, '她回头看了一眼，终于还是走了。');
});

test('CLEAN-2 a story’s own ASCII stays: e-mail, code, emoticon, brand, share, handle, chat after a laugh, model name', () => {
  for (const line of [...ASCII_DECOYS, '他在纸上写了{a}{b}{c}三个字母。']) assert.equal(applyJunk(line).text, line, line);
});
