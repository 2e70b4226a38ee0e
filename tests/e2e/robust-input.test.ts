// Bad and extreme input through the CLI (docs/architecture.md#guarantees): each case ends in a valid book or a
// one-line typed error naming the file. Speed is measured by scripts/scaling.ts, never asserted here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { assertError, book, chapter, codes, HAN, prose, run } from '../helpers/books.ts';
import { epubcheck, firstXmlError, unzipEpub } from '../helpers/epub.ts';
import { pdfText, REPO, runTool } from '../helpers/tools.ts';

const COVERS = join(REPO, 'tests/fixtures/covers');
const jpeg = readFileSync(join(COVERS, 'cover.jpg'));
const png = readFileSync(join(COVERS, 'cover.png'));

const outFile = (out: string, ext: string) => join(out, readdirSync(out).find((f) => f.endsWith(ext))!);
const epubFiles = (out: string) => unzipEpub(readFileSync(outFile(out, '.epub')));

test('lines with long runs of spaces, tabs, NBSP, U+3000, dashes or domain-like text, and long unbroken paragraphs, build whole', () => {
  const runs: string[] = [' ', '\t', '\u00a0', '\u3000', '-'].map((c) => `甲${c.repeat(10_000)}乙`);
  runs.push(`书${'a-'.repeat(5_000)}.com`, `${HAN}${' '.repeat(10_000)}`);
  const latin = 'a'.repeat(20_000);
  const han = prose(1, 3, 60)[0]
    .repeat(300)
    .replace(/[，。]/g, '');
  const dir = book({ '1.txt': `第1章　长行\n${runs.join('\n')}\n${latin}\n${han}\n${HAN}\n` });
  const r = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr.slice(0, 500));
  const xhtml = epubFiles(r.out).get('OEBPS/c0001.xhtml')!;
  // Inner runs of spaces are kept as they are, the trailing one is trimmed (CLEAN-8); hyphens may become dashes
  // (CLEAN-13) and a domain-like run is cut as a URL (CLEAN-3) — with its text in the report.
  for (const line of [...runs.slice(0, 4), latin, han]) assert.ok(xhtml.includes(`<p>${line}</p>`), JSON.stringify(line.slice(0, 3)));
  assert.match(xhtml, /<p>甲[-—]+乙<\/p>/);
  assert.ok(xhtml.includes(`<p>${HAN}</p>`));
  assert.ok(r.report.dropped.some((d: any) => d.text === `${'a-'.repeat(5_000)}.com` && d.reason === 'junk.url'));
  runTool('qpdf', ['--check', outFile(r.out, '.pdf')]);
  // The 20,000 letters are broken inside the word (LB-7 remedy) over many lines and pages: all of them are there.
  const letterLines = pdfText(outFile(r.out, '.pdf'))
    .split('\n')
    .filter((l) => /^a+$/.test(l.trim()));
  assert.equal(letterLines.join('').replace(/\s/g, '').length, latin.length);
});

test('a book of 2,000 short chapters gives a PDF with every chapter and its contents', () => {
  const text = Array.from({ length: 2000 }, (_, i) => `第${i + 1}章　短章\n${prose(1, i + 1, 400)[0]}\n`).join('');
  const r = run(book({ '1.txt': text }), ['--formats', 'pdf', '--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr.slice(0, 500));
  assert.equal(r.report.chapters.length, 2000);
  const pdf = outFile(r.out, '.pdf');
  runTool('qpdf', ['--check', pdf]);
  const pages = Number(/Pages:\s+(\d+)/.exec(runTool('pdfinfo', [pdf]).stdout)![1]);
  assert.ok(pages > 2000, `${pages} pages`);
  // Page 1 is the cover, 2 the title page, 3 its blank verso: the contents begin on page 4 with chapter 1.
  assert.match(pdfText(pdf, ['-f', '4', '-l', '4']), /第1章/);
});

test('huge chapter numbers (第9999999999章, 第一亿章) are one gap range each, within a 200 MB heap', () => {
  const text = `第1章　始\n${prose(2, 1).join('\n')}\n第9999999999章　大\n${prose(2, 2).join('\n')}\n第一亿章　亿\n${prose(2, 3).join('\n')}\n`;
  const r = run(book({ '1.txt': text }), ['--json'], 'check', { NODE_OPTIONS: '--max-old-space-size=200' });
  assert.equal(r.status, 0, r.stderr.slice(0, 500));
  assert.deepEqual(
    r.report.chapters.map((c: any) => c.number),
    [1, 9_999_999_999, 100_000_000],
  );
  const gap = r.report.warnings.find((w: any) => w.code === 'W_CHAPTER_GAP');
  assert.match(gap.message, /: 2–99999999, 100000001–9999999998$/);
  assert.deepEqual(gap.data.ranges, [
    [2, 99_999_999],
    [100_000_001, 9_999_999_998],
  ]);
  assert.equal(gap.data.count, 99_999_998 + 9_899_999_998);
  assert.equal(gap.data.missing.length, 1000);
});

test('a title with ]]>, markup characters, controls and noncharacters: every XML document of the EPUB (cover.svg too) is well-formed', () => {
  const yaml = 'title: "甲]]>乙<丙&丁\\"戊\'己\\x01\\x08\\uFDD0\\uFFFE\\x85庚"\nauthor: "作者]]>\\x02"\n';
  const r = run(book({ 'book.yaml': yaml, '1.txt': chapter(1) }), ['--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr);
  const files = epubFiles(r.out);
  assert.ok(files.has('OEBPS/cover.svg'));
  assert.equal(firstXmlError(files), undefined);
  for (const name of ['OEBPS/cover.svg', 'OEBPS/content.opf', 'OEBPS/toc.ncx', 'OEBPS/title.xhtml']) {
    const doc = files.get(name)!;
    assert.ok(doc.includes('甲]]&gt;乙&lt;丙&amp;丁'), name);
    assert.doesNotMatch(doc, /[\u0001\u0002\u0008\u0085\uFDD0\uFFFE]/, `${name}: no control or noncharacter`);
  }
  const check = epubcheck(outFile(r.out, '.epub'));
  assert.equal(check.errors + check.fatals, 0, check.output);
});

test('covers: a truncated JPEG, a truncated PNG and a text file named cover.png are refused by name before anything is written', () => {
  const cases: [string, Uint8Array, RegExp][] = [
    ['cover.jpg', jpeg.subarray(0, jpeg.length >> 1), /cover\.jpg: the cover image is a damaged JPEG: .*truncated/],
    ['cover.png', png.subarray(0, png.length - 20), /cover\.png: the cover image is a damaged PNG: .*truncated/],
    ['cover.png', Buffer.from('not an image at all\n'), /cover\.png: the cover image is neither a PNG nor a JPEG/],
    ['cover.png', new Uint8Array(0), /cover\.png: the cover image is neither a PNG nor a JPEG \(it starts with nothing/],
  ];
  for (const [name, bytes, message] of cases) {
    const r = run(book({ 'book.yaml': `cover: ${name}\n`, '1.txt': chapter(1), [name]: bytes }), ['--formats', 'epub,pdf']);
    assertError(r, 'E_INPUT', message);
    assert.equal(r.status, 4);
    assert.equal(r.report, undefined, 'nothing written');
  }
});

test('covers: a JPEG named .png is used as a JPEG (W_COVER_TYPE) and the EPUB passes epubcheck; an odd size is W_COVER_SIZE', () => {
  const r = run(book({ 'book.yaml': 'cover: cover.png\n', '1.txt': chapter(1), 'cover.png': jpeg }), [
    '--formats',
    'epub,pdf',
    '--scripts',
    'zh-Hans',
  ]);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(codes(r.report).has('W_COVER_TYPE'), JSON.stringify(r.report.warnings));
  const files = epubFiles(r.out);
  assert.match(files.get('OEBPS/content.opf')!, /href="cover\.jpg" media-type="image\/jpeg"/);
  const check = epubcheck(outFile(r.out, '.epub'));
  assert.deepEqual([check.fatals, check.errors], [0, 0], check.output);
  assert.ok(runTool('pdfimages', ['-list', outFile(r.out, '.pdf')]).stdout.includes('jpeg'), 'the PDF cover is the JPEG');
  // A whole PNG of an odd shape (2000 × 240): built, and warned about.
  const wide = run(book({ 'book.yaml': 'cover: cover.png\n', '1.txt': chapter(1), 'cover.png': grayPng(2000, 240) }), [
    '--scripts',
    'zh-Hans',
  ]);
  assert.equal(wide.status, 0, wide.stderr);
  const size = wide.report.warnings.find((w: any) => w.code === 'W_COVER_SIZE');
  assert.match(size?.message ?? '', /cover\.png: 2000 × 240 pixels is an unusual shape/);
});

/** A valid all-black 8-bit greyscale PNG (PNG §11: IHDR, IDAT, IEND, each with its CRC). */
function grayPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (width + 1)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a UTF-8 chapter with a NUL is read as UTF-8: the NUL is reported at its line and left out', () => {
  const text = Buffer.concat([Buffer.from(`第1章　空字\n${HAN}\n天地`), Buffer.from([0]), Buffer.from(`玄黄。\n`)]);
  const r = run(book({ '1.txt': text }), ['--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr);
  const control = r.report.warnings.find((w: any) => w.code === 'W_CONTROL_CHARACTER');
  assert.deepEqual(control?.source, { path: '1.txt', line: 3 });
  assert.match(control.message, /U\+0000/);
  assert.ok(r.report.dropped.some((d: any) => d.reason === 'clean.control' && d.line === 3 && d.text === 'U+0000'));
  assert.match(epubFiles(r.out).get('OEBPS/c0001.xhtml')!, /<p>天地玄黄。<\/p>/);
  assert.ok(r.report.decisions.some((d: any) => d.kind === 'encoding' && d.data.encoding === 'utf-8'));
});

test('noncharacters next to a dictionary term are dropped and reported; the term still converts', () => {
  const dir = book({
    'book.yaml': 'dictionary: names.txt\nchapters: [1.txt]\n',
    'names.txt': '范闲 范閑\n',
    '1.txt': `第1章　范闲\n范闲\uFDD0\uFDD2\uFDD1说，范围\uFFFE很大。\n${HAN}\n`,
  });
  const r = run(dir, ['--scripts', 'zh-Hant']);
  assert.equal(r.status, 0, r.stderr);
  const dropped = r.report.dropped.filter((d: any) => d.reason === 'clean.noncharacter');
  assert.deepEqual(
    dropped.map((d: any) => [d.line, d.text]),
    [[2, 'U+FDD0 U+FDD2 U+FDD1 U+FFFE']],
  );
  const xhtml = epubFiles(r.out).get('OEBPS/c0001.xhtml')!;
  assert.match(xhtml, /<p>范閑說，範圍很大。<\/p>/);
});

test('bidi controls, U+2028/U+2029 and tag characters: warned at their line, kept in the EPUB, never drawn as 〓 in the PDF', () => {
  const odd = '\u200E\u202B\u2066\u2028\u2029\u{E0041}\u00AD';
  const dir = book({ '1.txt': `第1章　格式\n天地${odd}玄黄，宇宙洪荒。\n${HAN}\n` });
  const r = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr);
  const format = r.report.warnings.find((w: any) => w.code === 'W_FORMAT_CHARACTER');
  assert.deepEqual(format?.source, { path: '1.txt', line: 2 });
  assert.match(format.message, /^7 U\+200E U\+202B U\+2066 U\+2028 U\+2029 /);
  assert.ok(!r.report.warnings.some((w: any) => w.code === 'W_MISSING_GLYPH'), 'nothing is missing: nothing is to be drawn');
  assert.ok(epubFiles(r.out).get('OEBPS/c0001.xhtml')!.includes(`天地${odd}玄黄`));
  const text = pdfText(outFile(r.out, '.pdf'));
  assert.doesNotMatch(text, /〓/);
  assert.match(text.replace(/\s/g, ''), /天地玄黄，宇宙洪荒。/);
});

test('a book of headings only is an error naming the input, not an EPUB without chapters', () => {
  const dir = book({ '1.txt': '第1章　开始\n\n第2章　继续\n\n第3章　结束\n' });
  const r = run(dir);
  assertError(r, 'E_INPUT', /no chapter has any text: the 3 chapter\(s\) read are headings or blank lines only/);
  assert.equal(r.report, undefined);
  assertError(run(dir, [], 'check'), 'E_INPUT', new RegExp(`${dir.split('/').pop()}: no chapter has any text`));
});
