import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anyOf } from '../../src/util/regex.ts';
import { INVISIBLE } from '../../src/rules/line-kinds.ts';
import { CONTROL, FORMAT, NONCHARACTER } from '../../src/rules/not-text.ts';
import { PUNCTUATION_RULES } from '../../src/rules/punctuation.ts';

/** What testing each pattern in turn says (global patterns' lastIndex left at 0). */
const some = (patterns: readonly RegExp[], text: string) =>
  patterns.some((p) => {
    p.lastIndex = 0;
    const hit = p.test(text);
    p.lastIndex = 0;
    return hit;
  });

test('anyOf matches a text exactly where one of its patterns does', () => {
  const lists = [[INVISIBLE, CONTROL, NONCHARACTER], [/\ufffd/g, CONTROL, FORMAT], PUNCTUATION_RULES.map((r) => r.pattern)];
  // Every BMP unit (lone surrogates included) and the astral noncharacters, alone and between Han characters.
  const units = [...Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)), '\u{1fffe}', '\u{10ffff}', '\u{e0001}'];
  for (const patterns of lists) {
    const any = anyOf(patterns);
    assert.ok(any, 'joinable');
    for (const u of units) for (const text of [u, `中${u}文`]) assert.equal(any.test(text), some(patterns, text), JSON.stringify(text));
    for (const text of ['你好,世界!', '他走了．她也走了', '３．５', 'a  b', '…', '，。', '。。。', '——'])
      assert.equal(any.test(text), some(patterns, text));
  }
});

test('anyOf refuses patterns it cannot join without changing what they match', () => {
  assert.equal(anyOf([/(a)\1/, /b/]), undefined, 'a back-reference');
  assert.equal(anyOf([/a/i, /b/]), undefined, 'other flags');
  assert.equal(anyOf([/./, /b/u]), undefined, '`.` means another thing with u');
  assert.equal(anyOf([/\ud800/, /b/u]), undefined, 'a surrogate');
  assert.equal(anyOf([/[^a]/, /b/u]), undefined, 'a negated class');
});
