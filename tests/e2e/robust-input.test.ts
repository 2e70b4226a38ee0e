// Bad and extreme input through the CLI (docs/architecture.md#guarantees): each case ends in a valid book or a
// one-line typed error naming the file. Speed is measured by scripts/scaling.ts, never asserted here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { assertError, book, chapter, codes, EPOCH, HAN, prose, run } from '../helpers/books.ts';
import { epubcheck, firstXmlError, unzipEpub, withoutPageBreaks } from '../helpers/epub.ts';
import { pdfText, REPO, runCli, runTool } from '../helpers/tools.ts';

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
  // A title of its own: the folder's random name (shufang-hostile-a…) is set on the cover and title page, where a
  // line of it may be letters `a` alone, which the count below would take for the text's.
  const dir = book({ 'book.yaml': 'title: 长行\n', '1.txt': `第1章　长行\n${runs.join('\n')}\n${latin}\n${han}\n${HAN}\n` });
  const r = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr.slice(0, 500));
  // Page-break markers (EPUB-15) are no text.
  const xhtml = withoutPageBreaks(epubFiles(r.out).get('OEBPS/c0001.xhtml')!);
  // Inner runs of spaces are kept as they are, the trailing one is trimmed (CLEAN-8); hyphens may become dashes
  // (CLEAN-13). The domain-like run is no domain (a label of 10,000 letters; DNS allows 63, CLEAN-3): kept whole.
  for (const line of [...runs.slice(0, 4), runs[5], latin, han])
    assert.ok(xhtml.includes(`<p>${line}</p>`), JSON.stringify(line.slice(0, 3)));
  assert.match(xhtml, /<p>甲[-—]+乙<\/p>/);
  assert.ok(xhtml.includes(`<p>${HAN}</p>`));
  assert.ok(!r.report.dropped.some((d: any) => d.reason === 'junk.url'), 'no URL cut');
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

test('a book whose every line the cleaner drops is an error that names each line and the rule that took it', () => {
  const dir = book({ '1.txt': '第1章　开始\n\nwww.abc.com\n\n第2章　继续\n\n本章完\n' });
  const r = run(dir);
  assertError(
    r,
    'E_INPUT',
    /the 2 chapter\(s\) read hold headings, blank lines and 2 line\(s\) the cleaner dropped \(junk\.url 1, junk\.unfinished 1\): 1\.txt:3 “www\.abc\.com” \(junk\.url\); 1\.txt:7 “本章完” \(junk\.unfinished\)/,
  );
  assert.equal(r.report, undefined);
});

/** A run that blocks on a FIFO is killed after this long (ms) and then fails its test (status -1); it never hangs the suite. */
const BLOCKED = 60_000;
const mkfifo = (path: string) => runTool('mkfifo', [path]);

test('a FIFO as the input, book.yaml, a chapter, the cover, the dictionary or a template file is refused by name, never read', {
  timeout: 8 * BLOCKED,
}, () => {
  const base = book({});
  mkfifo(join(base, 'novel.txt'));
  const single = runCli(['build', join(base, 'novel.txt'), '--out', join(base, 'out')], { env: EPOCH, timeout: BLOCKED });
  assert.notEqual(single.status, -1, 'blocked on the FIFO and was killed');
  assertError(single, 'E_INPUT', /novel\.txt: the input is a FIFO \(named pipe\), not a regular file: refused/);
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['book.yaml', {}, 'E_CONFIG_INVALID', /book\.yaml: book\.yaml is a FIFO \(named pipe\)/],
    ['2.txt', {}, 'E_INPUT', /2\.txt: chapter file `2\.txt` is a FIFO \(named pipe\)/],
    ['cover.jpg', { 'book.yaml': 'cover: cover.jpg\n' }, 'E_INPUT', /book\.yaml:1: cover `cover\.jpg` is a FIFO/],
    ['names.txt', { 'book.yaml': 'dictionary: names.txt\n' }, 'E_INPUT', /book\.yaml:1: dictionary `names\.txt` is a FIFO/],
    ['templates/classic/epub.css', {}, 'E_TEMPLATE', /templates\/classic\/epub\.css: template file is a FIFO/],
  ];
  for (const [name, files, code, message] of cases) {
    const dir = book({ '1.txt': chapter(1), ...files });
    mkdirSync(join(dir, name, '..'), { recursive: true });
    mkfifo(join(dir, name));
    const r = run(dir, [], 'build', {}, { timeout: BLOCKED });
    assert.notEqual(r.status, -1, `${name}: blocked on the FIFO and was killed`);
    assertError(r, code, message);
    assert.equal(r.report, undefined, `${name}: nothing written`);
  }
});

test('a folder where book.yaml, a chapter file, the cover or the chapters folder should be is a one-line error naming it', () => {
  const cases: [Record<string, string>, string, RegExp][] = [
    [{ 'book.yaml/keep': '' }, 'E_CONFIG_INVALID', /book\.yaml: book\.yaml is a folder, not a file$/],
    [{ '2.txt/keep': '' }, 'E_INPUT', /2\.txt: chapter file `2\.txt` is a folder, not a file$/],
    [{ 'book.yaml': 'cover: cover.jpg\n', 'cover.jpg/keep': '' }, 'E_INPUT', /book\.yaml:1: cover `cover\.jpg` is a folder, not a file$/],
    [{ 'book.yaml': 'chapters: [1.txt, part]\n', 'part/keep.txt': '' }, 'E_INPUT', /book\.yaml:1: chapter file `part` is a folder/],
  ];
  for (const [files, code, message] of cases) assertError(run(book({ '1.txt': chapter(1), ...files })), code, message);
  // And the other way round: a file where the folder of chapters should be.
  const flat = book({ '1.txt': chapter(1) });
  writeFileSync(join(flat, 'chapters'), 'not a folder');
  assertError(run(flat), 'E_INPUT', /chapters: the chapters folder is a file where a folder of chapters should be$/);
});

test('a symlink loop as the input, book.yaml, a chapter file, the cover or a template file is a one-line error naming it', () => {
  const base = book({});
  symlinkSync('loop.txt', join(base, 'loop.txt'));
  assertError(run(join(base, 'loop.txt')), 'E_INPUT', /loop\.txt: the input is a symlink loop/);
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['book.yaml', {}, 'E_CONFIG_INVALID', /book\.yaml: book\.yaml is a symlink loop/],
    ['2.txt', {}, 'E_INPUT', /2\.txt: chapter file `2\.txt` is a symlink loop/],
    ['cover.png', { 'book.yaml': 'cover: cover.png\n' }, 'E_INPUT', /book\.yaml:1: cover `cover\.png` is a symlink loop/],
    ['templates/classic/epub.css', {}, 'E_TEMPLATE', /templates\/classic\/epub\.css: template file is a symlink loop/],
  ];
  for (const [name, files, code, message] of cases) {
    const dir = book({ '1.txt': chapter(1), ...files });
    mkdirSync(join(dir, name, '..'), { recursive: true });
    symlinkSync(name.split('/').pop()!, join(dir, name));
    assertError(run(dir), code, message);
  }
});

test('a template file of the book that is a symlink out of the book folder is refused, not copied into the EPUB', () => {
  const elsewhere = book({ 'secret.css': 'body { font-family: "secret-from-elsewhere"; }\n' });
  const dir = book({ '1.txt': chapter(1) });
  mkdirSync(join(dir, 'templates/classic'), { recursive: true });
  symlinkSync(join(elsewhere, 'secret.css'), join(dir, 'templates/classic/epub.css'));
  const r = run(dir);
  assertError(r, 'E_TEMPLATE', /templates\/classic\/epub\.css: template file is a symlink that points out of the book folder: refused$/);
  assert.equal(r.report, undefined, 'nothing written');
});

// chmod 000 does not stop root (CAP_DAC_OVERRIDE), and CI runs as root: there the CLI runs as user 65534
// (nobody), whom it does stop. Only when that user cannot even start the CLI from this checkout is it skipped.
const asRoot = process.getuid?.() === 0;
const NOBODY = { uid: 65534, gid: 65534 };

test('an unreadable book.yaml, chapter file, chapters folder, dictionary or cover is a one-line error naming it (as root: run as uid 65534)', (t) => {
  const spawn = asRoot ? NOBODY : {};
  const env: Record<string, string> = asRoot ? { HOME: tmpdir() } : {};
  if (asRoot && runCli(['--version'], { env, ...spawn }).status !== 0) {
    t.skip('root cannot be denied a read, and uid 65534 cannot run the CLI from this checkout: permission errors not checked');
    return;
  }
  const cases: [string, Record<string, string | Uint8Array>, string, RegExp][] = [
    ['book.yaml', { 'book.yaml': 'title: 书\n' }, 'E_CONFIG_INVALID', /book\.yaml: book\.yaml cannot be read \(permission denied\)$/],
    ['2.txt', { '2.txt': chapter(2) }, 'E_INPUT', /2\.txt: the chapter file cannot be read \(permission denied\)$/],
    ['chapters', { 'chapters/1.txt': chapter(1) }, 'E_INPUT', /chapters: the chapters folder cannot be read \(permission denied\)$/],
    [
      'names.txt',
      { 'book.yaml': 'dictionary: names.txt\n', 'names.txt': '范闲 范閑\n' },
      'E_CONFIG_INVALID',
      /names\.txt: the dictionary cannot be read \(permission denied\)$/,
    ],
    [
      'cover.jpg',
      { 'book.yaml': 'cover: cover.jpg\n', 'cover.jpg': jpeg },
      'E_INPUT',
      /cover\.jpg: the cover image cannot be read \(permission denied\)$/,
    ],
  ];
  for (const [name, files, code, message] of cases) {
    const dir = book({ '1.txt': chapter(1), ...files });
    chmodSync(dir, 0o755); // mkdtemp makes it 0700: nobody must reach the file to be refused by it
    chmodSync(join(dir, name), 0o000);
    const r = run(dir, ['--no-cache'], 'build', env, spawn);
    chmodSync(join(dir, name), 0o755);
    assertError(r, code, message);
  }
});

test('a GBK book.yaml or dictionary is refused as not UTF-8 at the byte offset of the first invalid byte; a UTF-8 BOM is dropped', () => {
  // 书名 in GBK is CA E9 C3 FB: 0xCA opens a two-byte UTF-8 sequence that 0xE9 does not continue, at byte 7.
  const gbkYaml = Buffer.concat([Buffer.from('title: '), Buffer.from([0xca, 0xe9, 0xc3, 0xfb]), Buffer.from('\n')]);
  const r = run(book({ 'book.yaml': gbkYaml, '1.txt': chapter(1) }));
  assertError(r, 'E_CONFIG_INVALID', /book\.yaml \(byte 7\): book\.yaml is not UTF-8 \(invalid byte at byte offset 7\)/);
  assert.equal(r.status, 6);
  assert.equal(r.report, undefined, 'no book titled U+FFFD');
  // `范闲 范閑` in GBK (iconv -t GBK): invalid UTF-8 from its first byte.
  const gbkNames = Buffer.from([0xb7, 0xb6, 0xcf, 0xd0, 0x20, 0xb7, 0xb6, 0xe9, 0x65, 0x0a]);
  const names = run(book({ 'book.yaml': 'dictionary: names.txt\n', 'names.txt': gbkNames, '1.txt': chapter(1) }));
  assertError(names, 'E_CONFIG_INVALID', /names\.txt \(byte 0\): the dictionary is not UTF-8/);
  const bom = run(book({ 'book.yaml': '\uFEFFtitle: 书名\n', '1.txt': chapter(1) }), ['--scripts', 'zh-Hans']);
  assert.equal(bom.status, 0, bom.stderr);
  assert.equal(bom.report.book.title, '书名');
});

test('the dictionary names.txt and the cover in the book folder are no chapters and no W_SKIPPED_FILE: the book builds under --strict', () => {
  const dir = book({
    'book.yaml': 'dictionary: names.txt\ncover: ./cover.jpg\n',
    'names.txt': '范闲 范閑\n',
    'cover.jpg': jpeg,
    '1.txt': `第1章　范闲\n范闲说，${HAN}\n`,
  });
  const r = run(dir, ['--strict', '--scripts', 'zh-Hant']);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(r.report.book.input, ['1.txt']);
  assert.deepEqual(
    r.report.chapters.map((c: any) => c.sources),
    [['1.txt']],
  );
  assert.match(epubFiles(r.out).get('OEBPS/c0001.xhtml')!, /<p>范閑說，/, 'the dictionary still applies');
  // A --cover inside the book folder is the cover too, not a skipped file.
  const flagged = book({ '1.txt': chapter(1), 'cover.png': png });
  const f = run(flagged, ['--strict', '--scripts', 'zh-Hans', '--cover', join(flagged, 'cover.png')]);
  assert.equal(f.status, 0, f.stderr);
  assert.ok(epubFiles(f.out).has('OEBPS/cover.png'));
});

test("with --out the book folder, a second --strict build reads neither its editions nor its report; another book's EPUB there still warns", () => {
  const dir = book({ '1.txt': chapter(1) });
  const args = ['build', dir, '--out', dir, '--formats', 'epub,pdf', '--scripts', 'zh-Hans'];
  const first = runCli([...args, '--strict'], { env: EPOCH });
  assert.equal(first.status, 0, first.stderr);
  const epub = outFile(dir, '.epub');
  const before = readFileSync(epub);
  const second = runCli([...args, '--strict'], { env: EPOCH });
  assert.equal(second.status, 0, second.stderr);
  const report = JSON.parse(readFileSync(outFile(dir, '.report.json'), 'utf8'));
  assert.deepEqual(report.book.input, ['1.txt']);
  assert.ok(readFileSync(epub).equals(before), 'the same EPUB: its own outputs did not become input');
  copyFileSync(epub, join(dir, 'other.zh-Hans.epub'));
  const third = runCli(args, { env: EPOCH });
  assert.equal(third.status, 0, third.stderr);
  const skipped = JSON.parse(readFileSync(outFile(dir, '.report.json'), 'utf8')).warnings.filter((w: any) => w.code === 'W_SKIPPED_FILE');
  assert.deepEqual(
    skipped.map((w: any) => w.source.path),
    ['other.zh-Hans.epub'],
  );
});

test('a catalog with two books of the same slug into one --out refuses the second by name, builds the others and exits 1', () => {
  const root = mkdtempSync(join(tmpdir(), 'shufang-catalog-'));
  const [a, b, c] = ['a/book', 'b/book', 'c/other'].map((p, i) => {
    mkdirSync(join(root, p), { recursive: true });
    writeFileSync(join(root, p, '1.txt'), chapter(i + 1));
    return join(root, p);
  });
  const out = join(root, 'out');
  const args = ['--out', out, '--formats', 'epub', '--scripts', 'zh-Hans'];
  const r = runCli(['build', a, b, c, ...args], { env: EPOCH });
  assert.equal(r.status, 1, r.stderr);
  const errors = r.stderr.split('\n').filter((l) => l.startsWith('error'));
  assert.equal(errors.length, 1, r.stderr);
  assert.ok(
    errors[0].startsWith(`error E_OUTPUT: ${b}: writes the same files as ${a} (the same slug in the same --out): refused`),
    errors[0],
  );
  assert.deepEqual(readdirSync(out).sort(), ['book.report.json', 'book.zh-Hans.epub', 'other.report.json', 'other.zh-Hans.epub']);
  const built = JSON.parse(readFileSync(join(out, 'book.report.json'), 'utf8'));
  assert.equal(built.chapters[0].title, '第1章　第1章', 'book.* is the first book, not overwritten by the second');
  // With a slug of its own the second book builds beside the first.
  writeFileSync(join(b, 'book.yaml'), 'slug: book-b\n');
  const again = runCli(['build', a, b, ...args], { env: EPOCH });
  assert.equal(again.status, 0, again.stderr);
  assert.ok(readdirSync(out).includes('book-b.zh-Hans.epub'));
});

test('SOURCE_DATE_EPOCH past 9999-12-31 is a usage error; one in 2100 builds an EPUB epubcheck accepts and a PDF', () => {
  const dir = book({ '1.txt': chapter(1) });
  const far = run(dir, [], 'build', { SOURCE_DATE_EPOCH: '99999999999999999' });
  assertError(far, 'E_USAGE', /SOURCE_DATE_EPOCH `99999999999999999` is after 9999-12-31/);
  const late = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans'], 'build', { SOURCE_DATE_EPOCH: '4102444800' });
  assert.equal(late.status, 0, late.stderr);
  assert.match(epubFiles(late.out).get('OEBPS/content.opf')!, /<meta property="dcterms:modified">2100-01-01T00:00:00Z<\/meta>/);
  const check = epubcheck(outFile(late.out, '.epub'));
  assert.deepEqual([check.fatals, check.errors], [0, 0], check.output);
  runTool('qpdf', ['--check', outFile(late.out, '.pdf')]);
});
