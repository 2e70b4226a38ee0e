/**
 * Preloaded into every test process (`--import` in package.json's test script): gives the process a temporary
 * folder of its own, which `os.tmpdir()` then returns to every test and to the CLI runs they start, and removes it
 * when the process exits. Without it a test run left about 2.5 GB in the system's temporary folder (book folders,
 * outputs, a 760 MB build cache per file), and every run added as much.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

// A worker thread shares its process's folder; only the process makes and removes one.
if (isMainThread) {
  const root = mkdtempSync(join(tmpdir(), 'shufang-tests-'));
  // Open to every user, with the sticky bit, as /tmp is: as root, the permission test runs the CLI as uid 65534, whose
  // tsx writes its cache here (a 0700 folder made that test skip itself).
  chmodSync(root, 0o1777);
  // os.tmpdir() reads TMPDIR on each call (TEMP and TMP on Windows), and child processes inherit it.
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = root;
  process.on('exit', () => rmSync(root, { recursive: true, force: true }));
}
