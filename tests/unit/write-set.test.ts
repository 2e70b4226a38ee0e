import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutputError } from '../../src/errors.ts';
import { type FileIo, sweepOutputs, writeFilesTogether } from '../../src/util/fs.ts';
import { decodeEntry, diskCache, encodeEntry } from '../../src/util/cache.ts';

/** An in-memory folder whose `failAt`-th operation (counting every mkdir, write, rename and remove) throws ENOSPC. */
function memoryIo(files: Map<string, string>, failAt: number): FileIo & { ops: number } {
  const io = {
    ops: 0,
    step() {
      if (io.ops++ === failAt) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    },
    mkdir: () => io.step(),
    write: (path: string, data: string | Uint8Array) => {
      io.step();
      files.set(path, String(data));
    },
    rename: (from: string, to: string) => {
      io.step();
      if (!files.has(from)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      files.set(to, files.get(from)!);
      files.delete(from);
    },
    remove: (path: string) => {
      io.step();
      files.delete(path);
    },
    isFile: (path: string) => files.has(path),
  };
  return io;
}

test('a set of outputs is written whole or not at all: a failure at any step leaves exactly the old set', () => {
  const old = new Map([
    ['/out/b.epub', 'old epub'],
    ['/out/b.pdf', 'old pdf'],
    ['/out/b.report.json', 'old report'],
  ]);
  const next = [
    { path: '/out/b.epub', data: 'new epub' },
    { path: '/out/b.pdf', data: 'new pdf' },
    { path: '/out/b.report.json', data: 'new report' },
  ];
  const total = memoryIo(new Map(old), -1);
  writeFilesTogether(next, total);
  for (let failAt = 0; failAt < total.ops; failAt++) {
    const files = new Map(old);
    const io = memoryIo(files, failAt);
    let failed: unknown;
    try {
      writeFilesTogether(next, io);
    } catch (err) {
      failed = err;
    }
    const now = Object.fromEntries(files);
    if (failed) {
      assert.ok(failed instanceof OutputError, `step ${failAt}: ${failed}`);
      assert.match(
        failed.format(),
        /^error E_OUTPUT: \/out\/b\.(epub|pdf|report\.json): cannot write output \(ENOSPC\); the earlier outputs are kept — free some space$/,
      );
      assert.deepEqual(now, Object.fromEntries(old), `step ${failAt} failed: the old set is back, no temporary file left`);
    } else {
      // The failing step was the removal of a backup after the set was in place: the new set stands.
      for (const f of next) assert.equal(now[f.path], f.data, `step ${failAt}`);
    }
  }
});

test('the sweep removes stale temporary outputs of our own naming, puts back an orphaned backup and leaves other files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-sweep-'));
  const dead = 99_999_999; // above any pid_max: no such process
  const names = {
    stale: `.b.zh-Hans.epub.${dead}.tmp`,
    staleTagged: `.b.zh-Hans.pdf.${dead}.k2x9.tmp`,
    orphan: `.b.report.json.${dead}.q1.old`,
    live: `.b.zh-Hant.epub.${process.pid}.tmp`,
    foreign: `.notes.txt.${dead}.tmp`,
    user: 'b.zh-Hans.epub.tmp',
  };
  for (const name of Object.values(names)) writeFileSync(join(dir, name), name);
  const old = join(dir, `.b.zh-Hant.pdf.${process.pid}.tmp`);
  writeFileSync(old, 'two hours old');
  utimesSync(old, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
  sweepOutputs(dir);
  assert.deepEqual(readdirSync(dir).sort(), [names.live, names.foreign, 'b.report.json', names.user].sort());
  assert.equal(readFileSync(join(dir, 'b.report.json'), 'utf8'), names.orphan);
});

test('a cache entry verifies only whole and under its own name', () => {
  const entry = encodeEntry('k1', Buffer.from('payload'));
  assert.equal(Buffer.from(decodeEntry('k1', entry)!).toString(), 'payload');
  assert.equal(decodeEntry('k2', entry), undefined, 'moved to another name');
  assert.equal(decodeEntry('k1', entry.subarray(0, entry.length - 1)), undefined, 'truncated');
  assert.equal(decodeEntry('k1', new Uint8Array(0)), undefined, 'emptied');
  const flipped = Buffer.from(entry);
  flipped[flipped.length - 2] ^= 1;
  assert.equal(decodeEntry('k1', flipped), undefined, 'a flipped byte');
});

test('a cache whose folder is a file computes every value and records the faults instead of throwing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-cachefile-'));
  writeFileSync(join(dir, 'file'), 'not a folder');
  const cache = diskCache(join(dir, 'file'));
  assert.deepEqual(
    cache.json('ab12', () => ({ n: 1 })),
    { n: 1 },
  );
  assert.deepEqual(
    cache.json('ab12', () => ({ n: 2 })),
    { n: 2 },
    'nothing was stored',
  );
  assert.match(cache.faults.join('\n'), /cannot read .*\(ENOTDIR\)/);
  assert.match(cache.faults.join('\n'), /cannot write .*not writing to the cache/);
});
