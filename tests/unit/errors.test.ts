import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, FontError, RenderError, reviveError, serializeError, ShufangError } from '../../src/errors.ts';

test('an error that crossed a thread boundary as data comes back as its own class, with its exit code and place', () => {
  const data = structuredClone(serializeError(new FontError('cannot read font', { file: 'fonts/x.ttf', hint: 'check the path' })));
  const revived = reviveError(data);
  assert.ok(revived instanceof FontError);
  assert.equal(revived.exitCode, 7);
  assert.equal(revived.format(), 'error E_FONT: fonts/x.ttf: cannot read font — check the path');
  assert.ok(reviveError(serializeError(new ConfigError('bad', { file: 'book.yaml', line: 3 }))) instanceof ConfigError);
});

test('an unknown error from a worker becomes a RenderError that names what it was and keeps its stack', () => {
  const revived = reviveError(serializeError(new TypeError('x is not a function')));
  assert.ok(revived instanceof RenderError && revived instanceof ShufangError);
  assert.match(revived.message, /TypeError: x is not a function/);
  assert.match(revived.stack ?? '', /errors\.test\.ts/);
});
