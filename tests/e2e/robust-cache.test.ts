// The cache, the temporary files and the set of outputs under faults (docs/architecture.md#cache): a cache fault
// never fails a build or changes its outputs, and the output folder holds the whole old set or the whole new one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '../../src/util/hash.ts';
import { assertError, book, chapter, EPOCH, HAN, prose, run } from '../helpers/books.ts';
import { firstXmlError, unzipEpub } from '../helpers/epub.ts';
import { CLI, REPO } from '../helpers/tools.ts';

/** Every regular file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** The outputs of a build folder by name (the report's paths differ between folders, so it is compared without them). */
function outputs(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir).map((f) => {
      const bytes = readFileSync(join(dir, f));
      return [f, f.endsWith('.json') ? JSON.stringify({ ...JSON.parse(bytes.toString()), outputs: [] }) : sha256(bytes)];
    }),
  );
}

/** The old set is intact: every output the report lists is there with the sha256 the report gives. */
function assertSetMatchesReport(out: string): void {
  const report = JSON.parse(readFileSync(join(out, readdirSync(out).find((f) => f.endsWith('.report.json'))!), 'utf8'));
  for (const o of report.outputs) assert.equal(sha256(readFileSync(join(out, o.path.split('/').pop()))), o.sha256, o.path);
  assert.deepEqual(
    readdirSync(out).filter((f) => f.startsWith('.')),
    [],
    'no temporary file left',
  );
}

const W_CACHE = /^warning W_CACHE: /m;

test('corrupt cache entries (a flipped byte, truncated, emptied, a folder in their place) are recomputed: the same outputs, one W_CACHE line', () => {
  const dir = book({ '1.txt': chapter(1), '2.txt': chapter(2) });
  const cache = `${dir}-cache`;
  const clean = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--no-cache']);
  assert.equal(clean.status, 0, clean.stderr);
  assert.equal(run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--cache', cache]).status, 0);
  const entries = filesUnder(cache).sort();
  assert.ok(entries.length >= 5, `ingest, convert and render entries: ${entries.length}`);
  const damage = [
    (f: string) => {
      const b = readFileSync(f);
      b[b.length >> 1] ^= 0x20;
      writeFileSync(f, b);
    },
    (f: string) => writeFileSync(f, readFileSync(f).subarray(0, 100)),
    (f: string) => writeFileSync(f, ''),
    (f: string) => {
      rmSync(f);
      mkdirSync(join(f, 'x'), { recursive: true });
    },
  ];
  entries.forEach((f, i) => damage[i % damage.length](f));
  const again = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--cache', cache]);
  assert.equal(again.status, 0, again.stderr);
  assert.doesNotMatch(again.stderr, /E_INTERNAL|\n\s+at /);
  assert.equal(again.stderr.match(new RegExp(W_CACHE, 'gm'))?.length, 1, again.stderr);
  assert.deepEqual(outputs(again.out), outputs(clean.out), 'byte-identical to a build without cache');
  const epub = readFileSync(join(again.out, readdirSync(again.out).find((f) => f.endsWith('.epub'))!));
  assert.equal(firstXmlError(unzipEpub(epub)), undefined);
  // The bad entries were replaced (all but the folders): a third build reads back the same outputs.
  const third = run(dir, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--cache', cache]);
  assert.equal(third.status, 0, third.stderr);
  assert.deepEqual(outputs(third.out), outputs(clean.out));
});

test('a --cache that is a file, or holds a file where a shard folder must go: the book builds, with one W_CACHE warning', () => {
  const dir = book({ '1.txt': chapter(1), cache: 'a file', 'shards/README': 'x' });
  for (let i = 0; i < 256; i++) writeFileSync(join(dir, 'shards', i.toString(16).padStart(2, '0')), 'not a folder');
  for (const cache of [join(dir, 'cache'), join(dir, 'shards')]) {
    const r = run(dir, ['--cache', cache]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /^warning W_CACHE: cannot (read|write) .*\((ENOTDIR|EEXIST)\)/m);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.equal(r.report.chapters.length, 1);
  }
});

test('a cache on a full disk: writes that fail part way leave no temporary entry, and the book builds', () => {
  // A long chapter of few distinct characters: its cache entries (JSON text, ~270 KB) are large, its EPUB
  // (~130 KB: a small font subset, well compressed text) is not.
  const dir = book({ '1.txt': `第1章　长\n${prose(800, 1, 40).join('\n')}\n` });
  const cache = `${dir}-cache`;
  const out = `${dir}-out`;
  // ulimit -f (KB in bash): writes past 200 KB fail with EFBIG, as on a full disk, after a partial write.
  const r = spawnSync(
    'bash',
    [
      '-c',
      `ulimit -f 200; exec "${process.execPath}" --import tsx "${CLI}" build "${dir}" --out "${out}" --formats epub --scripts zh-Hans --cache "${cache}"`,
    ],
    { cwd: REPO, encoding: 'utf8', env: { ...process.env, ...EPOCH } },
  );
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^warning W_CACHE: cannot write .*\(EFBIG\)/m);
  assert.deepEqual(
    filesUnder(cache).filter((f) => f.endsWith('.tmp')),
    [],
    'no partial entry left',
  );
  assertSetMatchesReport(out);
});

test('temporary entries and outputs a killed build left behind are removed by the next build', () => {
  const dir = book({ '1.txt': chapter(1) });
  const cache = `${dir}-cache`;
  const out = `${dir}-out`;
  const dead = 99_999_999; // above any pid_max: no such process
  mkdirSync(join(cache, 'ab'), { recursive: true });
  mkdirSync(out, { recursive: true });
  const slug = dir.split('/').pop()!.toLowerCase();
  const left = [
    join(cache, 'ab', `.${'ab'.padEnd(64, '0')}.${dead}.x1.tmp`),
    join(cache, 'ab', `${'ab'.padEnd(64, '1')}.${dead}.k3.tmp`),
    join(out, `.${slug}.zh-Hans.epub.${dead}.tmp`),
    join(out, `.${slug}.report.json.${dead}.tmp`),
  ];
  for (const f of left) writeFileSync(f, 'partial');
  writeFileSync(join(out, 'notes.tmp'), 'the user’s own file');
  const r = run(dir, ['--cache', cache]);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(
    [...filesUnder(cache), ...filesUnder(out)].filter((f) => f.endsWith('.tmp')),
    [join(out, 'notes.tmp')],
  );
});

test('SIGTERM during a build exits 143 and leaves no temporary file; the outputs in place are whole', async () => {
  const dir = book({ '1.txt': chapter(1) + HAN.repeat(2000) + '\n', '2.txt': chapter(2) });
  const out = `${dir}-out`;
  const cache = `${dir}-cache`;
  const exits: (number | null)[] = [];
  mkdirSync(out);
  for (const delay of [1500, 3000, 5000, 8000]) {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'build', dir, '--out', out, '--cache', cache], {
      cwd: REPO,
      env: { ...process.env, ...EPOCH },
    });
    const closed = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
    await new Promise((r) => setTimeout(r, delay));
    child.kill('SIGTERM');
    const code = await closed;
    // null: the signal came before the CLI's handler was installed (nothing written yet); 0: the build finished.
    assert.ok(code === 143 || code === 0 || code === null, `exit ${code} after SIGTERM at ${delay} ms`);
    exits.push(code);
    const left = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tmp'));
    assert.deepEqual(left, [], `after SIGTERM at ${delay} ms`);
    if (readdirSync(out).some((f) => f.endsWith('.report.json'))) assertSetMatchesReport(out);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
  }
  assert.ok(exits.includes(143), `the handler ran at least once: ${exits.join(', ')}`);
});

test('when the disk fills after the first new edition is written, the old set stays, matching its report', () => {
  // Few distinct characters: a PDF of ~25 KB and an EPUB of ~72 KB.
  const dir = book({ '1.txt': chapter(1, '', 60), '2.txt': chapter(2, '', 60) });
  const out = `${dir}-out`;
  assert.equal(run(dir, ['--formats', 'pdf,epub', '--scripts', 'zh-Hans', '--no-cache']).status, 0);
  const before = outputs(out);
  writeFileSync(join(dir, '3.txt'), chapter(3, '', 60));
  // ulimit -f 50 (KB in bash): the new PDF is written first, then the new EPUB fails with EFBIG.
  const r = spawnSync(
    'bash',
    [
      '-c',
      `ulimit -f 50; exec "${process.execPath}" --import tsx "${CLI}" build "${dir}" --out "${out}" --formats pdf,epub --scripts zh-Hans --no-cache`,
    ],
    { cwd: REPO, encoding: 'utf8', env: { ...process.env, ...EPOCH } },
  );
  assertError({ status: r.status ?? -1, stderr: r.stderr }, 'E_OUTPUT', /\.zh-Hans\.epub: cannot write output \(EFBIG\)/);
  assert.deepEqual(outputs(out), before, 'the old set, untouched');
  assertSetMatchesReport(out);
});

test('when a rename fails part way (a folder where the second edition must go), the first is put back', () => {
  const dir = book({ '1.txt': chapter(1) });
  const first = run(dir, ['--scripts', 'zh-Hans', '--no-cache']);
  assert.equal(first.status, 0);
  const out = first.out;
  const before = outputs(out);
  const slug = first.report.book.slug;
  mkdirSync(join(out, `${slug}.zh-Hant.epub`, 'occupied'), { recursive: true });
  writeFileSync(join(dir, '2.txt'), chapter(2));
  const r = run(dir, ['--scripts', 'zh-Hans,zh-Hant', '--no-cache']);
  assertError(r, 'E_OUTPUT', new RegExp(`${slug}\\.zh-Hant\\.epub: cannot write output`));
  rmSync(join(out, `${slug}.zh-Hant.epub`), { recursive: true });
  assert.deepEqual(outputs(out), before);
  assertSetMatchesReport(out);
});

test('an installed package (the files npm pack ships, no lockfile) builds with its cache and reads it back', () => {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPO, encoding: 'utf8' });
  assert.equal(pack.status, 0, pack.stderr);
  const shipped: string[] = JSON.parse(pack.stdout)[0].files.map((f: { path: string }) => f.path);
  assert.ok(!shipped.includes('package-lock.json'), 'npm never ships the lockfile');
  const pkg = book({}, 'shufang-installed-');
  for (const f of shipped) {
    mkdirSync(join(pkg, f, '..'), { recursive: true });
    writeFileSync(join(pkg, f), readFileSync(join(REPO, f)));
  }
  symlinkSync(join(REPO, 'node_modules'), join(pkg, 'node_modules'));
  const dir = book({ '1.txt': chapter(1) });
  const cache = `${dir}-cache`;
  const build = (out: string) =>
    spawnSync(process.execPath, [join(pkg, 'bin/shufang.js'), 'build', dir, '--out', out, '--formats', 'epub', '--cache', cache], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...EPOCH },
    });
  const first = build(`${dir}-out1`);
  assert.equal(first.status, 0, first.stderr);
  assert.equal(first.stderr, '');
  const entries = filesUnder(cache).length;
  const second = build(`${dir}-out2`);
  assert.equal(second.status, 0, second.stderr);
  assert.equal(second.stderr, '');
  assert.equal(filesUnder(cache).length, entries, 'every entry was a hit: nothing new written');
  assert.deepEqual(outputs(`${dir}-out2`), outputs(`${dir}-out1`));
});

test('a book moved to another folder (fresh modification times) builds from the cache: files in the book are known by content', () => {
  const cover = readFileSync(join(REPO, 'tests', 'fixtures', 'covers', 'cover.png'));
  const files = {
    'book.yaml': 'title: 搬家\nslug: banjia\ncover: cover.png\n',
    '1.txt': chapter(1),
    '2.txt': chapter(2),
    'cover.png': cover,
  };
  const first = book(files);
  const cache = `${first}-cache`;
  assert.equal(run(first, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--cache', cache]).status, 0);
  const entries = filesUnder(cache).sort();
  // The same files written afresh elsewhere: other absolute paths, other mtimes.
  const moved = book(files, 'shufang-moved-');
  const again = run(moved, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--cache', cache]);
  assert.equal(again.status, 0, again.stderr);
  assert.deepEqual(filesUnder(cache).sort(), entries, 'the moved book wrote no new cache entry');
  // An edited cover in the moved book is a miss: its content is in the key.
  writeFileSync(join(moved, 'cover.png'), readFileSync(join(REPO, 'tests', 'fixtures', 'covers', 'cover.jpg')));
  writeFileSync(join(moved, 'book.yaml'), 'title: 搬家\nslug: banjia\ncover: cover.png\n');
  const edited = run(moved, ['--formats', 'epub,pdf', '--scripts', 'zh-Hans', '--cache', cache]);
  assert.equal(edited.status, 0, edited.stderr);
  assert.ok(filesUnder(cache).length > entries.length, 'an edited cover renders the editions again');
});
