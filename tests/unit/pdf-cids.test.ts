/** Stable CIDs numbered by a fixed character ranking (glyphs.ts CidNumbering, cid-ranking.ts): small codes for common characters, two bytes always. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CidNumbering, cidRanking, MAX_STABLE_GLYPHS } from '../../src/render/pdf/glyphs.ts';
import { RANKED_HANS, RANKED_HANT } from '../../src/render/pdf/cid-ranking.ts';
import { DASH2_GLYPH } from '../../src/typeset/compose.ts';

const cp = (c: string): number => c.codePointAt(0)!;
const ranking = new Map([cp('的'), cp('一'), cp('是')].map((code, i) => [code, i]));

test('ranked characters are CIDs 1, 2, 3 … in ranking order; any other glyph is ranked + 1 + glyph id; a twin is past every glyph', () => {
  const n = new CidNumbering(ranking, 100);
  assert.equal(n.ranked, 3);
  assert.equal(n.full(cp('的'), 57), 1);
  assert.equal(n.full(cp('是'), 12), 3);
  assert.equal(n.full(cp('龘'), 57), 4 + 57, 'not ranked: by glyph id');
  assert.equal(n.full(DASH2_GLYPH, 9), 4 + 9, 'a dash glyph code is never ranked');
  assert.equal(n.full(cp('的'), 0), 0, '.notdef stays CID 0');
  assert.equal(n.twin(57), 4 + 100 + 57);
  assert.equal(n.twin(0), 4 + 100, 'the lowest twin is past the highest glyph (4 + 99)');
});

test('every CID of every glyph is distinct and two bytes, however many glyphs the font has', () => {
  for (const glyphs of [1, 100, 20_803, 30_920, MAX_STABLE_GLYPHS]) {
    const n = new CidNumbering(cidRanking('zh-Hans'), glyphs);
    assert.ok(n.twin(glyphs - 1) <= 0xffff, `${glyphs} glyphs: the last twin ${n.twin(glyphs - 1)}`);
    assert.equal(n.full(-1, 1), n.ranked + 2, 'the first glyph CID follows the ranked ones');
    assert.ok(n.twin(0) > n.full(-1, glyphs - 1));
  }
  // Noto Serif SC (30,920 glyphs) keeps the 3,695 commonest Simplified characters; TC and HK (some 20,800) all of theirs.
  assert.equal(new CidNumbering(cidRanking('zh-Hans'), 30_920).ranked, 3_695);
  assert.equal(new CidNumbering(cidRanking('zh-Hant'), 20_803).ranked, cidRanking('zh-Hant').size);
  assert.equal(new CidNumbering(cidRanking('zh-Hans'), MAX_STABLE_GLYPHS).ranked, 1);
});

test('each script has its own ranking: the commonest marks and characters first, no character twice, small enough to commit', () => {
  for (const [chars, script] of [
    [RANKED_HANS, 'zh-Hans'],
    [RANKED_HANT, 'zh-Hant'],
  ] as const) {
    const list = [...chars];
    assert.equal(new Set(list).size, list.length, `${script}: no duplicates`);
    assert.ok(list.length >= 4000 && list.length <= 6000, `${script}: ${list.length} characters`);
    assert.deepEqual(list.slice(0, 2), ['，', '。'], script);
    assert.ok(list.indexOf('的') < 5, `${script}: 的 at ${list.indexOf('的')}`);
    assert.ok(!list.some((c) => /\s/u.test(c)), `${script}: no whitespace`);
    assert.equal(cidRanking(script).size, list.length);
  }
  assert.ok(cidRanking('zh-Hans').get(cp('们'))! < 200 && !cidRanking('zh-Hans').has(cp('們')));
  assert.ok(cidRanking('zh-Hant').get(cp('們'))! < 200 && !cidRanking('zh-Hant').has(cp('们')));
  assert.equal(cidRanking('zh-Hant-HK'), cidRanking('zh-Hant'), 'Hong Kong editions use the Traditional ranking');
});
