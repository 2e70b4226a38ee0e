import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeBytes, firstInvalidOffset } from '../../src/ingest/decode.ts';
import { DecodeError } from '../../src/errors.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ingest/${name}`, import.meta.url));
const SAMPLE = '话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。\n及秦灭之后，楚、汉分争，又并入于汉。\n';

test('BOMs decide: UTF-8, UTF-16LE, UTF-16BE (the BOM is stripped)', () => {
  const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)]);
  assert.deepEqual([decodeBytes(utf8, 'a.txt').text, decodeBytes(utf8, 'a.txt').how], [SAMPLE, 'bom']);
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')]);
  assert.equal(decodeBytes(le, 'a.txt').text, SAMPLE);
  const be = Buffer.from(Buffer.from(SAMPLE, 'utf16le')).swap16();
  assert.equal(decodeBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]), 'a.txt').encoding, 'utf-16be');
});

test('strict UTF-8 is taken as it is, without a guess', () => {
  const d = decodeBytes(Buffer.from(SAMPLE), 'a.txt');
  assert.deepEqual([d.encoding, d.how, d.text], ['utf-8', 'utf-8', SAMPLE]);
});

test('GBK bytes (with user-defined-area codes) are guessed as gb18030, Big5 bytes as big5, and the choice is scored', () => {
  const gbk = decodeBytes(fixture('sanguo-gbk-head.txt'), 'sanguo.txt');
  assert.deepEqual([gbk.encoding, gbk.how], ['gb18030', 'guessed']);
  assert.match(gbk.text, /正文 第一回 宴桃园豪杰三结义/);
  assert.ok(gbk.scores![0].score > 0.6 && gbk.scores![1].score < 0.2, JSON.stringify(gbk.scores));
  const big5 = decodeBytes(fixture('sanguo-big5-head.txt'), 'sanguo.txt');
  assert.equal(big5.encoding, 'big5');
  assert.match(big5.text, /第一回　宴桃園豪傑三結義/);
});

test('UTF-16 without a BOM is found by scoring, little- and big-endian', () => {
  const le = Buffer.from(SAMPLE, 'utf16le');
  assert.deepEqual([decodeBytes(le, 'a.txt').encoding, decodeBytes(le, 'a.txt').text], ['utf-16le', SAMPLE]);
  assert.equal(decodeBytes(Buffer.from(le).swap16(), 'a.txt').encoding, 'utf-16be');
});

test('`encoding:` in book.yaml overrides detection; aliases gbk, cp950 and big5hkscs are accepted', () => {
  const gbk = fixture('sanguo-gbk-head.txt');
  assert.equal(decodeBytes(gbk, 'a.txt', 'GBK').how, 'override');
  assert.equal(decodeBytes(fixture('sanguo-big5-head.txt'), 'a.txt', 'cp950').encoding, 'big5');
  assert.throws(
    () => decodeBytes(gbk, 'a.txt', 'klingon'),
    (e: unknown) => e instanceof DecodeError && e.file === 'a.txt' && /unknown encoding/.test(e.message),
  );
});

test('a file that decodes badly in every candidate fails with the file and the byte offset', () => {
  const junk = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919 + 13) % 256));
  junk.write('plain ascii first ', 0);
  assert.throws(
    () => decodeBytes(junk, 'chapters/bad.txt'),
    (e: unknown) => {
      assert.ok(e instanceof DecodeError);
      assert.equal(e.file, 'chapters/bad.txt');
      assert.equal(e.offset, firstInvalidOffset(junk, 'utf-8'));
      assert.match(e.format(), /chapters\/bad\.txt \(byte \d+\)/);
      return true;
    },
  );
});

test('firstInvalidOffset points at the first bad byte, also after a valid multi-byte prefix', () => {
  const bytes = Buffer.concat([Buffer.from('第一回'), Buffer.from([0xff]), Buffer.from('好')]);
  assert.equal(firstInvalidOffset(bytes, 'utf-8'), 9);
  assert.equal(firstInvalidOffset(Buffer.from('完好'), 'utf-8'), 6);
});

test('behind a BOM the file must be valid: a lone UTF-16 surrogate is an error at its byte offset', () => {
  const lone = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('第1章\n孤\uD800字。\n', 'utf16le')]);
  assert.throws(
    () => decodeBytes(lone, '1.txt'),
    (e: unknown) => e instanceof DecodeError && e.offset === 12,
  );
  const bad = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('第一回'), Buffer.from([0xc3, 0x28])]);
  assert.throws(
    () => decodeBytes(bad, 'x.txt'),
    (e: unknown) => e instanceof DecodeError && e.offset === 12,
  );
});

test('a file declared UTF-8 in book.yaml must be valid UTF-8: the error names the file and byte offset', () => {
  const bytes = Buffer.concat([Buffer.from('第1章\n天地'), Buffer.from([0xe5, 0x28]), Buffer.from('玄黄\n')]);
  assert.throws(
    () => decodeBytes(bytes, '1.txt', 'utf-8'),
    (e: unknown) => e instanceof DecodeError && e.file === '1.txt' && e.offset === 14 && /byte offset 14/.test(e.message),
  );
});
