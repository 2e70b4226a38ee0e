import { test } from 'node:test';
import assert from 'node:assert/strict';
import { progressReporter } from '../../src/cli/progress.ts';

test('on a terminal the progress bar fills step by step and is cleared at the end; under CI or --json nothing is written', () => {
  let out = '';
  const p = progressReporter({
    tty: true,
    quiet: false,
    write: (s) => {
      out += s;
    },
  });
  p.step('novel.txt', 'ingest');
  assert.match(out, /\[█{7}░{13}\] novel\.txt: ingest/);
  p.step('novel.txt', 'rendering 4 editions');
  assert.match(out, /\[█{20}\] novel\.txt: rendering 4 editions/);
  p.done();
  assert.ok(out.endsWith('\r\u001b[2K'));
  let quiet = '';
  for (const o of [
    { tty: false, quiet: false },
    { tty: true, quiet: true },
  ]) {
    const q = progressReporter({
      ...o,
      write: (s) => {
        quiet += s;
      },
    });
    q.step('x', 'ingest');
    q.done();
  }
  assert.equal(quiet, '');
});
