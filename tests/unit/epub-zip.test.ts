import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { crc32, crc32Table } from '../../src/render/epub/crc32.ts';
import { writeOcfZip } from '../../src/render/epub/zip.ts';

const now = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const chapter = '<p>后来，他们又说起了那件事。</p>\n'.repeat(400);
const woff = Uint8Array.from([0x77, 0x4f, 0x46, 0x46, ...Buffer.from('x'.repeat(500))]);

/** The local file headers in file order: name, method, compressed size, extra length (APPNOTE 4.3.7). */
function localHeaders(zip: Uint8Array): { name: string; method: number; compressed: number; extra: number; offset: number }[] {
  const b = Buffer.from(zip);
  const out = [];
  for (let at = 0; b.readUInt32LE(at) === 0x04034b50; ) {
    const compressed = b.readUInt32LE(at + 18);
    const nameLength = b.readUInt16LE(at + 26);
    const extra = b.readUInt16LE(at + 28);
    out.push({ name: b.toString('utf8', at + 30, at + 30 + nameLength), method: b.readUInt16LE(at + 8), compressed, extra, offset: at });
    at += 30 + nameLength + extra + compressed;
  }
  return out;
}

test('CRC-32: the check value of "123456789" is CBF43926, native and table-driven alike', () => {
  const check = Buffer.from('123456789');
  assert.equal(crc32(check), 0xcbf43926);
  assert.equal(crc32Table(check), 0xcbf43926);
  for (const n of [0, 1, 7, 1000, 65537]) {
    const data = randomBytes(n);
    assert.equal(crc32Table(data), crc32(data), `${n} random bytes`);
  }
});

test('OCF: mimetype comes first, stored, with no extra field', () => {
  const zip = writeOcfZip([{ path: 'OEBPS/c0001.xhtml', data: chapter }], now);
  const [first] = localHeaders(zip);
  assert.deepEqual(first, { name: 'mimetype', method: 0, compressed: 20, extra: 0, offset: 0 });
  assert.equal(Buffer.from(zip).toString('latin1', 38, 58), 'application/epub+zip');
});

test('an independent reader (fflate) reads back every entry, in order, byte for byte', () => {
  const binary = randomBytes(3000);
  const entries = [
    { path: 'META-INF/container.xml', data: '<container/>' },
    { path: 'OEBPS/c0001.xhtml', data: chapter },
    { path: 'OEBPS/fonts/body.woff', data: woff },
    { path: 'OEBPS/random.bin', data: binary },
    { path: 'OEBPS/empty.txt', data: '' },
  ];
  const files = unzipSync(writeOcfZip(entries, now));
  assert.deepEqual(Object.keys(files), ['mimetype', ...entries.map((e) => e.path)]);
  assert.equal(Buffer.from(files['OEBPS/c0001.xhtml']).toString('utf8'), chapter);
  assert.deepEqual(Buffer.from(files['OEBPS/fonts/body.woff']), Buffer.from(woff));
  assert.deepEqual(Buffer.from(files['OEBPS/random.bin']), binary);
  assert.equal(files['OEBPS/empty.txt'].length, 0);
});

test('text is deflated; WOFF and data that deflate cannot shrink are stored', () => {
  const zip = writeOcfZip(
    [
      { path: 'OEBPS/c0001.xhtml', data: chapter },
      { path: 'OEBPS/fonts/body.woff', data: woff },
      { path: 'OEBPS/random.bin', data: randomBytes(3000) },
    ],
    now,
  );
  const [, text, font, random] = localHeaders(zip);
  assert.equal(text.method, 8);
  assert.ok(text.compressed < Buffer.byteLength(chapter) / 10);
  const body = zip.subarray(text.offset + 30 + text.name.length, text.offset + 30 + text.name.length + text.compressed);
  assert.equal(inflateRawSync(body).toString('utf8'), chapter);
  assert.equal(font.method, 0, 'WOFF tables are compressed already');
  assert.equal(random.method, 0, 'random bytes do not deflate');
});

test('the same entries and date give the same bytes, and the date is written in UTC', () => {
  const entries = [{ path: 'OEBPS/c0001.xhtml', data: chapter }];
  assert.deepEqual(writeOcfZip(entries, now), writeOcfZip(entries, new Date(now.getTime())));
  const b = Buffer.from(writeOcfZip(entries, now));
  const time = b.readUInt16LE(10);
  const date = b.readUInt16LE(12);
  assert.deepEqual([(date >> 9) + 1980, (date >> 5) & 15, date & 31, time >> 11, (time >> 5) & 63, (time & 31) * 2], [2024, 1, 2, 3, 4, 4]);
});

test('SOURCE_DATE_EPOCH=0 is clamped to 1980, the first date a zip can hold', () => {
  const b = Buffer.from(writeOcfZip([], new Date(0)));
  assert.equal(b.readUInt16LE(12) >> 9, 0);
  assert.equal(unzipSync(b).mimetype.length, 20);
});

test('a non-ASCII file name is marked UTF-8 (general purpose bit 11)', () => {
  const b = Buffer.from(writeOcfZip([{ path: 'OEBPS/封面.svg', data: '<svg/>' }], now));
  const [, entry] = localHeaders(b);
  assert.equal(entry.name, 'OEBPS/封面.svg');
  assert.equal(b.readUInt16LE(entry.offset + 6) & 0x800, 0x800);
  assert.equal(b.readUInt16LE(6) & 0x800, 0, 'mimetype stays plain');
  assert.ok(unzipSync(b)['OEBPS/封面.svg']);
});
