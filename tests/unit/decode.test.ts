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

// A UTF-8 file that is not valid UTF-8 everywhere: read line by line (decode.ts repairUtf8).
const LINES = [
  '第一回　灵根育孕源流出',
  '诗曰：混沌未分天地乱，茫茫渺渺无人见。',
  '自从盘古破鸿蒙，开辟从兹清浊辨。',
  '第二回　悟彻菩提真妙理',
];
const utf8Lines = (lines: readonly string[], eol = '\n') => Buffer.from(lines.join(eol) + eol);

test('a UTF-8 file cut in the middle of its last character is read as UTF-8, the cut character replaced and its line named', () => {
  const whole = utf8Lines(LINES);
  const cut = whole.subarray(0, whole.length - 3); // the LF and the last two bytes of 理
  const d = decodeBytes(cut, 'a.txt');
  assert.deepEqual([d.encoding, d.how, d.repairs], ['utf-8', 'repaired', [{ line: 4, as: 'replaced' }]]);
  assert.equal(d.text, `${LINES.slice(0, 3).join('\n')}\n第二回　悟彻菩提真妙\ufffd`);
});

test('one damaged byte in a UTF-8 file costs one character of its line, not the file', () => {
  const bytes = utf8Lines(LINES, '\r\n');
  const at = bytes.indexOf(Buffer.from('清浊')); // line 3
  bytes[at] = 0xff;
  const d = decodeBytes(bytes, 'a.txt');
  assert.deepEqual([d.how, d.repairs], ['repaired', [{ line: 3, as: 'replaced' }]]);
  const lines = d.text.split('\r\n');
  assert.equal(lines[2], '自从盘古破鸿蒙，开辟从兹\ufffd\ufffd\ufffd浊辨。');
  assert.deepEqual([lines[0], lines[1], lines[3]], [LINES[0], LINES[1], LINES[3]]);
});

test('a line pasted in GBK or Big5 into a UTF-8 file is read in its own encoding, and named', () => {
  const gbk = new Uint8Array(readFileSync(new URL('../fixtures/ingest/sanguo-gbk-head.txt', import.meta.url)));
  const big5 = new Uint8Array(readFileSync(new URL('../fixtures/ingest/sanguo-big5-head.txt', import.meta.url)));
  const lineOf = (bytes: Uint8Array, needle: string, encoding: string) => {
    const lines = new TextDecoder(encoding).decode(bytes).split('\n'); // a CRLF line keeps its CR, as in the file
    const line = lines.find((l) => l.includes(needle))!;
    const start = lines.indexOf(line);
    let offset = 0;
    for (let i = 0; i < start; i++) offset = bytes.indexOf(0x0a, offset) + 1;
    return { line, bytes: bytes.subarray(offset, bytes.indexOf(0x0a, offset)) };
  };
  const g = lineOf(gbk, '滚滚长江东逝水', 'gb18030');
  const b = lineOf(big5, '宴桃園豪傑三結義', 'big5');
  const bytes = Buffer.concat([
    utf8Lines(LINES.slice(0, 3)),
    g.bytes,
    Buffer.from('\n'),
    b.bytes,
    Buffer.from('\n'),
    utf8Lines(LINES.slice(3)),
  ]);
  const d = decodeBytes(bytes, 'a.txt');
  assert.deepEqual(d.repairs, [
    { line: 4, as: 'gb18030' },
    { line: 5, as: 'big5' },
  ]);
  assert.deepEqual(d.text.split('\n').slice(3, 6), [g.line, b.line, LINES[3]]);
});

test('a GBK file is still a GBK file: a few UTF-8-looking lines do not make it UTF-8', () => {
  const gbk = readFileSync(new URL('../fixtures/ingest/sanguo-gbk-head.txt', import.meta.url));
  const d = decodeBytes(Buffer.concat([Buffer.from(`${LINES[0]}\n`), gbk]), 'a.txt');
  assert.deepEqual([d.encoding, d.how, d.repairs], ['gb18030', 'guessed', undefined]);
});
