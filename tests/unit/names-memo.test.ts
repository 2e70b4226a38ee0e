// Name detection with a memo (OCC-5): each text is scanned once, and the book's names are those of a pass without one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectNames } from '../../src/conversion/names.ts';
import type { Memo } from '../../src/util/cache.ts';

/** Chapters of a serial naming people by a form of address (范举人), a stated surname (姓余，名特) and speech. */
const CHAPTERS = [
  '范进道：“母亲，我中了。”范进道：“是。”众人都来贺喜。',
  '余持曰：“此事不可。”余持又曰：“且慢。”余下的人都散了。',
  '那人姓余，名特，字有达。余特道：“久仰。”',
  '周进道：“好。”范进道：“多谢。”范举人来了，范举人坐下。',
  '其余的事，明日再说。',
];

/** A memo over a Map that counts the values it computed. */
function countingMemo() {
  const store = new Map<string, string>();
  let computed = 0;
  const memo: Memo = (parts, compute) => {
    const key = JSON.stringify(parts);
    if (!store.has(key)) {
      computed++;
      store.set(key, JSON.stringify(compute()));
    }
    return JSON.parse(store.get(key)!);
  };
  return { memo, computed: () => computed };
}

test('OCC-5 names detected with a memo: each text scanned once, the same names as a pass over the whole book', () => {
  const { memo, computed } = countingMemo();
  const first = detectNames(CHAPTERS.slice(0, 4), memo);
  assert.ok(
    first.some((n) => n.text === '范举人'),
    'a name is found',
  );
  assert.deepEqual(first, detectNames(CHAPTERS.slice(0, 4)));
  assert.equal(computed(), 4, 'one scan per text');
  // A chapter appended: only it is scanned, and the book-wide decisions come out as a fresh pass gives them.
  assert.deepEqual(detectNames(CHAPTERS, memo), detectNames(CHAPTERS));
  assert.equal(computed(), 5, 'the unchanged texts are not scanned again');
  // An earlier chapter edited: its scan alone is new.
  const edited = CHAPTERS.map((t, i) => (i === 1 ? `${t}余持笑曰：“然。”` : t));
  assert.deepEqual(detectNames(edited, memo), detectNames(edited));
  assert.equal(computed(), 6);
});
