/** Results of the linear-time rewrites (scripts/scaling.ts measures their speed; nothing here is timed). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { segmentsOf } from '../../src/render/pdf/rich.ts';
import { isPlaceholderChapter } from '../../src/rules/placeholder.ts';

const noNotes = () => ({ number: 1, first: true });

test('PDF segments drop edge whitespace of every kind (PARA-1) and keep a 20,000-character inner run whole', () => {
  for (const ch of [' ', '\t', '\u00a0', '\u3000', '\ufeff']) {
    const inner = ch.repeat(20_000);
    const [seg, ...rest] = segmentsOf([{ kind: 'text', text: `${ch}\u3000 甲${inner}乙 \u00a0${ch}` }], noNotes);
    assert.equal(rest.length, 0);
    assert.equal(seg.text, `甲${inner}乙`, JSON.stringify(ch));
  }
  // Trimming runs over atoms: a leading atom of only spaces goes, and the next one is trimmed in turn.
  const segs = segmentsOf(
    [
      { kind: 'text', text: '  ' },
      { kind: 'strong', children: [{ kind: 'text', text: '\u3000甲' }] },
      { kind: 'text', text: '乙\u3000' },
      { kind: 'lineBreak' },
      { kind: 'text', text: ' '.repeat(30_000) },
    ],
    noNotes,
  );
  assert.equal(segs.length, 1, 'a line of nothing but spaces is no segment');
  assert.equal(segs[0].text, '甲乙');
});

test('placeholder chapters: the body is counted up to 301 letters and digits, so the 300 boundary is where it was', () => {
  const words = '敬请期待';
  const body = (n: number) => `${words}${'字'.repeat(n - words.length)}，。！ 　`;
  assert.ok(isPlaceholderChapter('第三章 学艺', body(300)), '300 letters: short enough');
  assert.ok(!isPlaceholderChapter('第三章 学艺', body(301)), '301 letters: a chapter');
  assert.ok(!isPlaceholderChapter('第三章 准时更新', `${'字'.repeat(400_000)}`), 'a long chapter with the word in its title');
  // Punctuation and spaces do not count (only \p{L} and \p{N}), and the count starts afresh on every call.
  assert.ok(isPlaceholderChapter('第三章', `${'，'.repeat(10_000)}${words}`));
  assert.ok(isPlaceholderChapter('第三章', body(300)));
});
