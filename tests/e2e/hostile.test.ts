// Hostile and broken input (docs/architecture.md#guarantees): each case is a fixture with its expected outcome — a clear error that
// names the file (and line), or a correct book plus a warning. Fixtures are generated here, in temporary
// folders, because several are binary or large.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { runCli, CLI, REPO } from '../helpers/tools.ts';
import { assertError, book, chapter, codes, EPOCH, HAN, prose, run } from '../helpers/books.ts';
import { unzipEpub, firstXmlError } from '../helpers/epub.ts';
import { repairChapterQuotes } from '../../src/rules/quote-repair.ts';

test('invalid UTF-8 in a file declared UTF-8: error with file and byte offset', () => {
  const bad = Buffer.concat([Buffer.from('第1章\n天地'), Buffer.from([0xe5, 0x28]), Buffer.from('玄黄\n')]);
  const r = run(book({ 'book.yaml': 'encoding: utf-8\n', '1.txt': bad }));
  // 第1章\n天地 is 14 bytes of UTF-8, so the bad byte is at offset 14.
  assertError(r, 'E_DECODE_FAILED', /1\.txt \(byte 14\)/);
});

test('a GBK file and UTF-16 files with and without BOM decode to the same text, and the choice is reported', () => {
  // The GBK fixture is chapter(1) encoded by iconv -t GBK.
  const gbBytes = readFileSync(join(REPO, 'tests/fixtures/hostile/gbk-chapter.txt'));
  // Real prose (slices of a seed chapter), so the detector scores what it would meet in the wild.
  const seed = readFileSync(join(REPO, 'seeds/000_0d28f9fcae77b8ca.txt'), 'utf8').split('\n').filter(Boolean);
  const real = (n: number) => `第${n}章　第${n}章\n${seed.slice(n * 8, n * 8 + 8).join('\n')}\n`;
  const le = (n: number) => Buffer.from(real(n), 'utf16le');
  const dir = book({
    '1.txt': gbBytes,
    '2.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), le(2)]),
    '3.txt': Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le(3)).swap16()]),
    '4.txt': le(4),
    '5.txt': Buffer.from(le(5)).swap16(),
  });
  const r = run(dir);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(
    r.report.chapters.map((c: any) => c.number),
    [1, 2, 3, 4, 5],
  );
  // Intact, with the quotation marks CLEAN-15 adds (chapter 4's slice ends in a speech the seed closes later).
  for (const c of r.report.chapters.slice(1))
    assert.equal(
      c.characters,
      repairChapterQuotes(seed.slice(c.number * 8, c.number * 8 + 8)).texts.join('').length,
      `${c.sources}: text intact`,
    );
  const encodings = r.report.decisions
    .filter((d: any) => /encod/.test(d.kind))
    .map((d: any) => `${d.source}:${JSON.stringify(d.data ?? d.message)}`)
    .join(' ');
  assert.match(encodings, /1\.txt.*gb18030/i);
  assert.match(encodings, /4\.txt.*utf-16le/i);
  assert.match(encodings, /5\.txt.*utf-16be/i);
});

test('an empty file and a whitespace-only file are warned about and skipped; the rest builds', () => {
  const r = run(book({ '1.txt': chapter(1), '2.txt': '', '3.txt': ' \n\u3000\u3000\n\t\r\n', '4.txt': chapter(2) }));
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.report.chapters.length, 2);
  assert.ok(codes(r.report).has('W_EMPTY_CHAPTER'), JSON.stringify(r.report.warnings));
});

test('a book with only empty files is an error', () => {
  assertError(run(book({ '1.txt': '', '2.txt': '\n\n' })), 'E_INPUT', /no text|empty/);
});

test('a binary file (a PNG) in the book folder is skipped with a warning; a PNG named .txt is refused by name', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), deflateSync(Buffer.alloc(4000, 7))]);
  const ok = run(book({ '1.txt': chapter(1), 'cover.png': png }));
  assert.equal(ok.status, 0, ok.stderr);
  assert.ok(codes(ok.report).has('W_SKIPPED_FILE'));
  assertError(run(book({ '1.txt': chapter(1), '2.txt': png })), 'E_DECODE_FAILED', /2\.txt/);
});

test('a 50 MB .txt builds (check mode) without losing text', { timeout: 300_000 }, () => {
  const chapters: string[] = [];
  let size = 0;
  let chars = 0;
  for (let n = 1; size < 50 * 1024 * 1024; n++) {
    const paras = prose(150, n);
    chars += paras.reduce((s, p) => s + p.length, 0);
    const c = `第${n}章　长篇\n${paras.join('\n')}\n`;
    chapters.push(c);
    size += Buffer.byteLength(c);
  }
  const dir = book({});
  writeFileSync(join(dir, 'big.txt'), chapters.join(''));
  const r = runCli(['check', join(dir, 'big.txt'), '--json'], { env: EPOCH });
  assert.equal(r.status, 0, r.stderr.slice(0, 500));
  const report = JSON.parse(r.stdout);
  assert.equal(report.chapters.length, chapters.length);
  assert.equal(
    report.chapters.reduce((s: number, c: any) => s + c.characters, 0),
    chars,
    'every character kept',
  );
  assert.equal(report.dropped.filter((d: any) => d.text.trim() !== '').length, 0, 'nothing but blank lines dropped');
});

test('a chapter of 200,000 lines builds', { timeout: 300_000 }, () => {
  const lines = prose(200_000, 7);
  const r = run(book({ '1.txt': `第1章　长章\n${lines.join('\n')}\n` }), ['--scripts', 'zh-Hans']);
  assert.equal(r.status, 0, r.stderr.slice(0, 500));
  assert.equal(r.report.chapters[0].paragraphs, 200_000);
});

test('malformed YAML front matter: error naming the file and line', () => {
  const r = run(book({ '1.md': '---\ntitle: 第一章: 决战\n---\n正文。\n' }));
  assertError(r, 'E_FRONT_MATTER', /1\.md:2/);
});

test('front matter that is a string or a list: error naming the file', () => {
  assertError(run(book({ '1.md': '---\n- a\n- b\n---\n正文。\n' })), 'E_FRONT_MATTER', /1\.md/);
  assertError(run(book({ '1.md': '---\ntitle：第五章 number：5\n---\n正文。\n' })), 'E_FRONT_MATTER', /1\.md/);
});

test('a body that starts with a --- scene break keeps its first scene', () => {
  const r = run(book({ '1.md': '---\n他推开门。\n---\n第二场景开始了。\n' }));
  assert.equal(r.status, 0, r.stderr);
  const files = unzipEpub(readFileSync(join(r.out, r.report.outputs[0].path.split('/').pop())));
  const c1 = files.get('OEBPS/c0001.xhtml')!;
  assert.match(c1, /他推开门。/);
  assert.match(c1, /第二场景开始了。/);
});

test('book.yaml with unknown keys or wrong types: error with file and line', () => {
  assertError(
    run(book({ 'book.yaml': 'title: 书\nautor: 某\n', '1.txt': chapter(1) })),
    'E_CONFIG_INVALID',
    /book\.yaml:2: unknown key `autor`/,
  );
  assertError(
    run(book({ 'book.yaml': 'title: 书\nchapters: 1.txt\n', '1.txt': chapter(1) })),
    'E_CONFIG_INVALID',
    /book\.yaml:2: `chapters` must be a list/,
  );
});

test('paths that leave the book folder and symlinks pointing out of it are refused', () => {
  assertError(run(book({ 'book.yaml': 'chapters: [../../etc/passwd]\n' })), 'E_CONFIG_INVALID', /book\.yaml.*leaves the book folder/);
  assertError(run(book({ 'book.yaml': 'chapters: [/etc/passwd]\n' })), 'E_CONFIG_INVALID', /absolute path/);
  const dir = book({ '1.txt': chapter(1) });
  symlinkSync('/etc/passwd', join(dir, '2.txt'));
  assertError(run(dir), 'E_CONFIG_INVALID', /symlink `2\.txt` points out/);
});

test('text holding <, &, ]]>, control characters, U+FFFD, private-use characters and emoji: a valid book, reported', () => {
  const text = `第1章　危险\n若x<y则甲&乙]]>丙。\n控制\u0001字符\u0007在此。\n替换\uFFFD字符。\n私用\uE000字。\n表情😀符号𠀀。\n${HAN}\n`;
  const r = run(book({ '1.txt': text }));
  assert.equal(r.status, 0, r.stderr);
  const files = unzipEpub(readFileSync(join(r.out, r.report.outputs[0].path.split('/').pop())));
  assert.equal(firstXmlError(files), undefined);
  const c1 = files.get('OEBPS/c0001.xhtml')!;
  assert.match(c1, /若x&lt;y则甲&amp;乙\]\]&gt;丙。/);
  assert.match(c1, /表情😀符号𠀀。/);
  assert.match(c1, /私用\uE000字。/);
  const w = codes(r.report);
  for (const code of ['W_CONTROL_CHARACTER', 'W_REPLACEMENT_CHARACTER', 'W_PRIVATE_USE'])
    assert.ok(w.has(code), `${code} in ${[...w].join(',')}`);
});

test('lone surrogates in a UTF-16 file: the file is damaged, an error gives its byte offset', () => {
  const units = Buffer.from(`第1章\n孤\uD800字。\n${HAN}\n`, 'utf16le');
  const r = run(book({ '1.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), units]) }));
  assertError(r, 'E_DECODE_FAILED', /1\.txt \(byte 12\)/);
});

test('characters missing from the font are reported as W_MISSING_GLYPH in the PDF edition', () => {
  const dir = book({ '1.txt': `第1章\n${HAN}\n古字\u{3134A}与表情😀。\n` });
  const r = runCli(['build', dir, '--out', `${dir}-out`, '--formats', 'pdf', '--scripts', 'zh-Hans'], { env: EPOCH });
  assert.equal(r.status, 0, r.stderr);
  const report = JSON.parse(readFileSync(join(`${dir}-out`, readdirSync(`${dir}-out`).find((f) => f.endsWith('.json'))!), 'utf8'));
  const missing = report.warnings.find((w: any) => w.code === 'W_MISSING_GLYPH');
  assert.ok(missing, JSON.stringify(report.warnings));
  assert.match(missing.message, /\u{3134A}|😀/u);
});

test('a chapter with no Han characters is warned about; two chapters with the same number are reported', () => {
  const r = run(
    book({
      '1.txt': chapter(1),
      '2.txt': 'Chapter 2\nOnly English text here.\n',
      '3.txt': chapter(3),
      '4.txt': chapter(4).replace('第4章　第4章', '第3章　另一个第三章'),
    }),
  );
  assert.equal(r.status, 0, r.stderr);
  const w = codes(r.report);
  assert.ok(w.has('W_NO_HAN'), [...w].join(','));
  assert.ok(w.has('W_DUPLICATE_NUMBER'), [...w].join(','));
  assert.equal(r.report.chapters.length, 4, 'both chapters numbered 3 are kept: they differ');
});

test('--strict turns warnings into a non-zero exit (3), and the report is still written', () => {
  const dir = book({ '1.txt': chapter(1), '2.txt': chapter(3) });
  const loose = run(dir);
  assert.equal(loose.status, 0);
  assert.ok(codes(loose.report).has('W_CHAPTER_GAP'));
  const strict = run(dir, ['--strict']);
  assert.equal(strict.status, 3);
  assert.match(strict.stderr, /E_WARNINGS_AS_ERRORS/);
  assert.ok(strict.report, 'report written under --strict');
  assert.equal(runCli(['check', dir, '--strict'], { env: EPOCH }).status, 3);
});

test('a missing or corrupt font file: error naming the font', () => {
  const corrupt = book({ 'book.yaml': 'fonts:\n  zh-Hans: bad.ttf\n', '1.txt': chapter(1), 'bad.ttf': Buffer.alloc(2000, 1) });
  const r = runCli(['build', corrupt, '--out', `${corrupt}-out`, '--scripts', 'zh-Hans', '--formats', 'pdf'], { env: EPOCH });
  assertError(r, 'E_FONT', /bad\.ttf/);
  const missing = book({ 'book.yaml': 'fonts:\n  zh-Hans: none.ttf\n', '1.txt': chapter(1) });
  assertError(
    runCli(['build', missing, '--out', `${missing}-out`, '--scripts', 'zh-Hans', '--formats', 'pdf'], { env: EPOCH }),
    'E_FONT',
    /none\.ttf/,
  );
});

test('an --out that is not a writable folder: error naming it', () => {
  const dir = book({ '1.txt': chapter(1), occupied: 'a file, not a folder' });
  const r = runCli(['build', dir, '--out', join(dir, 'occupied'), '--formats', 'epub'], { env: EPOCH });
  assertError(r, 'E_OUTPUT', /occupied/);
});

test('a build killed half way leaves the earlier outputs intact (write to a temporary file, then rename)', async () => {
  const dir = book({ '1.txt': chapter(1) + HAN.repeat(2000) + '\n', '2.txt': chapter(2) });
  const out = `${dir}-out`;
  assert.equal(runCli(['build', dir, '--out', out], { env: EPOCH }).status, 0);
  const before = new Map(readdirSync(out).map((f) => [f, readFileSync(join(out, f))]));
  writeFileSync(join(dir, '3.txt'), chapter(3));
  for (const delay of [300, 900, 1500, 2500]) {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'build', dir, '--out', out], {
      cwd: REPO,
      env: { ...process.env, ...EPOCH },
    });
    const closed = new Promise((r) => child.on('close', r)); // listen first: a fast build may finish before the kill
    await new Promise((r) => setTimeout(r, delay));
    child.kill('SIGKILL');
    await closed;
    for (const [name, bytes] of before) {
      const now = readFileSync(join(out, name));
      // Each file is either the earlier complete one or a complete new one: never truncated.
      if (!now.equals(bytes))
        assert.ok(name.endsWith('.json') ? JSON.parse(now.toString()) : now.length > 1000, `${name} after kill at ${delay} ms`);
      if (name.endsWith('.epub')) assert.equal(firstXmlError(unzipEpub(now)), undefined);
      if (name.endsWith('.pdf')) assert.match(now.subarray(-32).toString('latin1'), /%%EOF\s*$/);
    }
  }
});
