// Pieces packed by pieceMemo (src/util/cache.ts) read back equal in a later build, whatever text they hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePiece, diskCache, encodePiece, pieceMemo } from '../../src/util/cache.ts';

const VALUES = [
  { title: '第一章　连载', text: '“你好，”他说。𠀀😀', n: 3 },
  ['plain ASCII', 0, null, true],
  '\u0000 a NUL, a tab\t and a lone surrogate \ud800 in a string',
];

test('a piece encodes and decodes to an equal value', () => {
  for (const v of VALUES) assert.deepEqual(decodePiece(encodePiece(v)), v);
});

test('mostly-ASCII pieces (base64) stay UTF-8, mostly-CJK ones (chapters) are UTF-16', () => {
  assert.equal(encodePiece('QUJD'.repeat(25)).length, 1 + 102);
  assert.equal(encodePiece('连载'.repeat(50)).length, 1 + 2 * 102);
});

test('pieces a build computed are read back by the next build of the scope, not computed again', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-pieces-'));
  try {
    const first = pieceMemo(diskCache(dir), ['book', 'scope']);
    VALUES.forEach((v, i) =>
      assert.deepEqual(
        first.memo(['piece', i], () => v),
        v,
      ),
    );
    first.flush();
    const second = pieceMemo(diskCache(dir), ['book', 'scope']);
    VALUES.forEach((v, i) =>
      assert.deepEqual(
        second.memo(['piece', i], () => assert.fail('computed again')),
        v,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
