import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '../../src/config/resolve.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { parseCli, shard } from '../../src/cli/args.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { ConfigError, InputError, TemplateError, UsageError } from '../../src/errors.ts';
import { PACKAGE_ROOT } from '../../src/constants.ts';

function bookDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-config-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
const resolve = (dir: string, extra = {}) =>
  resolveConfig({ input: dir, out: join(dir, 'out'), cwd: dir, ...extra }, new DiagnosticsCollector());

test('book.yaml: an unknown key is an error naming the file and line', () => {
  const dir = bookDir({ 'book.yaml': 'title: 书\nauthr: 某\n', '1.txt': '正文。' });
  assert.throws(
    () => resolve(dir),
    (e: unknown) => e instanceof ConfigError && /unknown key `authr`/.test(e.message) && e.line === 2 && /book\.yaml$/.test(e.file!),
  );
});

test('book.yaml: a wrong type is an error naming the key and line', () => {
  const dir = bookDir({ 'book.yaml': 'title: 书\nscripts: zh-Hans\n', '1.txt': '正文。' });
  assert.throws(
    () => resolve(dir),
    (e: unknown) => e instanceof ConfigError && /`scripts` must be a list/.test(e.message) && e.line === 2,
  );
});

test('book.yaml: malformed YAML is reported with its line', () => {
  const dir = bookDir({ 'book.yaml': 'title: 书\n  author: [x\n', '1.txt': '正文。' });
  assert.throws(
    () => resolve(dir),
    (e: unknown) => e instanceof ConfigError && /invalid YAML/.test(e.message) && typeof e.line === 'number',
  );
});

test('paths that leave the book folder are refused: ../, absolute paths and symlinks', () => {
  assert.throws(
    () => resolve(bookDir({ 'book.yaml': 'chapters: [../../etc/passwd]\n' })),
    (e: unknown) => e instanceof ConfigError && /leaves the book folder/.test(e.message),
  );
  assert.throws(
    () => resolve(bookDir({ 'book.yaml': 'chapters: [/etc/passwd]\n' })),
    (e: unknown) => e instanceof ConfigError && /absolute path/.test(e.message),
  );
  const dir = bookDir({ '1.txt': '正文。' });
  symlinkSync('/etc/hostname', join(dir, '2.txt'));
  assert.throws(
    () => resolve(dir),
    (e: unknown) => e instanceof ConfigError && /symlink `2.txt` points out/.test(e.message),
  );
});

test('a folder lists .txt/.md in natural order and warns about other files', () => {
  const dir = bookDir({ '10.txt': 'a', '2.md': 'b', '1.txt': 'c', 'cover.png': 'x', 'book.yaml': 'title: 书\n' });
  const report = new DiagnosticsCollector();
  const config = resolveConfig({ input: dir, out: 'out', cwd: dir }, report);
  assert.deepEqual(
    config.files.map((f) => f.path),
    ['1.txt', '2.md', '10.txt'],
  );
  assert.ok(report.warnings.some((w) => w.code === 'W_SKIPPED_FILE' && /cover\.png/.test(w.message)));
});

test('SOURCE_DATE_EPOCH sets the build date; a bad value is a usage error', () => {
  const dir = bookDir({ '1.txt': '正文。' });
  assert.equal(resolve(dir, { sourceDateEpoch: '1700000000' }).now.toISOString(), '2023-11-14T22:13:20.000Z');
  assert.throws(() => resolve(dir, { sourceDateEpoch: 'yesterday' }), UsageError);
});

test('a missing input is an error naming it', () => {
  assert.throws(
    () => resolveConfig({ input: 'no-such-book', out: 'out', cwd: tmpdir() }, new DiagnosticsCollector()),
    (e: unknown) => e instanceof InputError && e.file === 'no-such-book',
  );
});

test('templates: the classic template sets a whole-em measure (JUST-2) and a pitch within 1.5–2 em (PARA-3)', () => {
  const t = loadTemplate('classic');
  const measure = t.page.width - t.margins.inner - t.margins.outer;
  assert.ok(Math.abs(measure / t.bodySize - Math.round(measure / t.bodySize)) < 1e-9);
  assert.ok(t.leading / t.bodySize >= 1.5 && t.leading / t.bodySize <= 2);
  assert.match(t.epubCss, /text-indent: 2em/);
  assert.match(t.epubCss, /line-break: strict/);
  assert.throws(() => loadTemplate('no-such-template'), TemplateError);
});

test('templates: notes is footnotes by default; endnotes is accepted and any other value is an error naming the line (RICH-7)', () => {
  assert.equal(loadTemplate('classic').notes, 'footnotes');
  const classic = readFileSync(join(PACKAGE_ROOT, 'templates', 'classic', 'template.yaml'), 'utf8').replace(/^notes:.*\n/m, '');
  const dir = bookDir({
    'templates/ends/template.yaml': `${classic}notes: endnotes\n`,
    'templates/bad/template.yaml': `${classic}notes: sidenotes\n`,
    'templates/ends/epub.css': '',
    'templates/bad/epub.css': '',
  });
  assert.equal(loadTemplate('ends', dir).notes, 'endnotes');
  const line = classic.split('\n').length;
  assert.throws(
    () => loadTemplate('bad', dir),
    (e: unknown) => e instanceof Error && /notes/.test(e.message) && (e as { line?: number }).line === line,
  );
});

test('a book folder may override a template file by file', () => {
  const dir = bookDir({ 'templates/classic/epub.css': 'p { color: red; }\n' });
  assert.equal(loadTemplate('classic', dir).epubCss, 'p { color: red; }\n');
});

test('CLI: flags parse into build options; bad values are usage errors', () => {
  const cli = parseCli(['build', 'book', '--out', 'o', '--formats', 'epub', '--scripts', 'zh-Hant', '--strict'], { cwd: '/x' });
  assert.equal(cli.command, 'build');
  const [b] = cli.books;
  assert.deepEqual([b.input, b.out, b.formats, b.scripts, b.strict], ['book', 'o', ['epub'], ['zh-Hant'], true]);
  assert.equal(parseCli(['build'], { cwd: '/x' }).books[0].input, 'seeds');
  assert.throws(() => parseCli(['build', '--formats', 'mobi'], { cwd: '/x' }), UsageError);
  assert.throws(() => parseCli(['publish'], { cwd: '/x' }), UsageError);
});

test('--shard I/N splits a catalog deterministically: every book once across the shards, whatever the glob order', () => {
  const books = ['c', 'a', 'e', 'b', 'd', 'f', 'g'];
  const shards = [1, 2, 3].map((i) => shard(books, `${i}/3`));
  assert.deepEqual(shards, [
    ['a', 'd', 'g'],
    ['b', 'e'],
    ['c', 'f'],
  ]);
  assert.deepEqual(shard([...books].reverse(), '2/3'), ['b', 'e']);
  assert.deepEqual(
    parseCli(['build', ...books, '--shard', '3/3'], { cwd: '/x' }).books.map((b) => b.input),
    ['c', 'f'],
  );
  for (const bad of ['0/3', '4/3', '1/0', 'x']) assert.throws(() => shard(books, bad), UsageError);
});
