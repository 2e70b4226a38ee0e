import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, InputError } from '../../src/errors.ts';
import { fileProblem, kindProblem, lexists, pathProblem, readRegularFile, readUtf8File, resolvesInside } from '../../src/util/fs.ts';
import { plannedOutputs } from '../../src/config/resolve.ts';

const errno = (code: string) => Object.assign(new Error(`${code}: something`), { code });
const folder = () => mkdtempSync(join(tmpdir(), 'shufang-read-'));

test('fileProblem says what an errno means as the end of a sentence, and keeps an unknown code', () => {
  assert.equal(fileProblem(errno('ELOOP')), 'is a symlink loop (it points back to itself)');
  assert.equal(fileProblem(errno('EACCES')), 'cannot be read (permission denied)');
  assert.equal(fileProblem(errno('ENOENT')), 'does not exist');
  assert.equal(fileProblem(errno('EIO')), 'cannot be read (EIO)');
  assert.equal(fileProblem(new Error('odd')), 'cannot be read (odd)');
});

test('kindProblem passes a regular file and names a folder; pathProblem names a loop and a missing file', () => {
  const dir = folder();
  writeFileSync(join(dir, 'a.txt'), 'x');
  symlinkSync('loop', join(dir, 'loop'));
  assert.equal(kindProblem(statSync(join(dir, 'a.txt'))), undefined);
  assert.equal(kindProblem(statSync(dir)), 'is a folder, not a file');
  assert.equal(pathProblem(join(dir, 'a.txt')), undefined);
  assert.match(pathProblem(join(dir, 'loop'))!, /symlink loop/);
  assert.equal(pathProblem(join(dir, 'none')), 'does not exist');
});

test('lexists is true for a dangling symlink and a loop, false for a missing path or one under a file', () => {
  const dir = folder();
  writeFileSync(join(dir, 'a.txt'), 'x');
  symlinkSync('nowhere', join(dir, 'dangling'));
  symlinkSync('loop', join(dir, 'loop'));
  assert.equal(lexists(join(dir, 'dangling')), true);
  assert.equal(lexists(join(dir, 'loop')), true);
  assert.equal(lexists(join(dir, 'none')), false);
  assert.equal(lexists(join(dir, 'a.txt', 'b')), false);
});

test('readRegularFile refuses a folder with the given error class, naming the file as shown', () => {
  const dir = folder();
  mkdirSync(join(dir, 'book.yaml'));
  assert.throws(
    () => readRegularFile(join(dir, 'book.yaml'), { shownAs: 'book/book.yaml', Err: InputError, what: 'book.yaml' }),
    (err: InputError) => err instanceof InputError && err.file === 'book/book.yaml' && err.message === 'book.yaml is a folder, not a file',
  );
});

test('readUtf8File drops a BOM, and refuses GBK bytes with the offset of the first invalid byte', () => {
  const dir = folder();
  writeFileSync(join(dir, 'bom.yaml'), '\uFEFFtitle: 书名\n');
  const c = { shownAs: 'book.yaml', Err: ConfigError, what: 'book.yaml' };
  assert.equal(readUtf8File(join(dir, 'bom.yaml'), c), 'title: 书名\n');
  // 书名 in GBK: CA E9 C3 FB, after the 7 bytes of `title: `.
  writeFileSync(join(dir, 'gbk.yaml'), Buffer.concat([Buffer.from('title: '), Buffer.from([0xca, 0xe9, 0xc3, 0xfb])]));
  assert.throws(
    () => readUtf8File(join(dir, 'gbk.yaml'), c),
    (err: ConfigError) => err instanceof ConfigError && err.offset === 7 && /not UTF-8 \(invalid byte at byte offset 7\)/.test(err.message),
  );
});

test('resolvesInside follows symlinks: one to a file inside is inside, one to a file outside is not, a loop counts as inside', () => {
  const [dir, other] = [folder(), folder()];
  writeFileSync(join(dir, 'a.css'), 'x');
  writeFileSync(join(other, 'b.css'), 'y');
  symlinkSync(join(dir, 'a.css'), join(dir, 'in.css'));
  symlinkSync(join(other, 'b.css'), join(dir, 'out.css'));
  symlinkSync('loop', join(dir, 'loop'));
  assert.equal(resolvesInside(join(dir, 'in.css'), dir), true);
  assert.equal(resolvesInside(join(dir, 'out.css'), dir), false);
  assert.equal(resolvesInside(join(dir, 'loop'), dir), true, 'reading it then gives the loop error');
});

test('plannedOutputs: two folders of one name write the same files, a slug in book.yaml or a file input of that stem decide too', () => {
  const root = folder();
  for (const p of ['a/book', 'b/book', 'c/book']) mkdirSync(join(root, p), { recursive: true });
  writeFileSync(join(root, 'c/book/book.yaml'), 'slug: Other Book\n');
  writeFileSync(join(root, 'book.txt'), '第1章\n');
  const at = (input: string) => plannedOutputs({ input, out: 'out', cwd: root });
  assert.equal(at('a/book'), join(root, 'out', 'book'));
  assert.equal(at('b/book'), at('a/book'));
  assert.equal(at('book.txt'), at('a/book'));
  assert.equal(at('c/book'), join(root, 'out', 'other-book'));
  assert.equal(at('missing'), undefined, 'the build itself reports a missing input');
});
