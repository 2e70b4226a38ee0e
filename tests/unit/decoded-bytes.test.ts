/** Lines that are a binary file's bytes decoded as text (decoded-bytes.ts, rule junk.bytes). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDecodedBytes } from '../../src/rules/decoded-bytes.ts';
import { applyJunk } from '../../src/rules/junk.ts';

test('bytes decoded as GBK go whole: a random ASCII run with stray symbols among the Han letters', () => {
  // wild7's two lines (an e-text file with an archive pasted into it).
  for (const line of ['诹Ρ阆□跻淮危肺涔χK#,UfFxDZA&JG5ZR;R*~}', 'K□⒃谀歉鲂∩角鹕希?远远汀酢鮺Hx?KHK5DUJEnV.<dIUVxR;6Q4s;p#,Rt~}']) {
    assert.ok(isDecodedBytes(line), line);
    assert.equal(applyJunk(line).lineRule, 'junk.bytes');
  }
  // Written for this test: other bytes, with no sentence mark and no stray symbol.
  assert.ok(isDecodedBytes('鲂角鹕希远远汀Qz&8%Lp{R;w]x=K'));
});

test('story with ASCII of its own is not bytes: an address, a password in a sentence, English, a run of one case', () => {
  for (const line of [
    '访问 https://example.com/a?b=1&c=2 即可',
    '他输入密码：Ab#3;xY*9{kL，门开了。',
    '她在纸上写下 HELLO;WORLD!!! 几个字',
    '屏幕上滚过一行 α、β、γ，又是 ∑∫ 这些符号，他看不懂。',
    '□□□□这几个字被虫蛀了',
  ])
    assert.ok(!isDecodedBytes(line), line);
});
