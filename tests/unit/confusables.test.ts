import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HAN_FIRST, HAN_LAST, skeleton } from '../../src/rules/confusables.ts';
import { fold } from '../../src/rules/fold.ts';

test('a Han letter of the basic block is left alone by NFKC and is no space: its skeleton is its fold', () => {
  for (let c = HAN_FIRST; c <= HAN_LAST; c++) {
    const ch = String.fromCharCode(c);
    assert.equal(ch.normalize('NFKC'), ch, `U+${c.toString(16)}`);
    assert.ok(!/\s/.test(ch));
  }
  assert.equal(skeleton('記住書網點').text, `${fold('記住書網')}.`);
  assert.equal(skeleton('ｗｗｗ．书网．ｃｏｍ').text, 'www.书网.com');
});
