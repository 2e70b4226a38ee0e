import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

test('the release workflow is valid YAML that runs the README commands and attaches editions on a tag', () => {
  const wf = yaml.load(readFileSync(new URL('.github/workflows/release.yml', root), 'utf8')) as any;
  assert.deepEqual(wf.on.push.tags, ['v*']);
  const runs = (job: string) => wf.jobs[job].steps.map((s: any) => s.run ?? '').join('\n');
  for (const command of ['npm ci && npm run build', 'npm test']) {
    assert.ok(readme.includes(command), `README gives \`${command}\``);
    assert.ok(runs('test').includes(command), `workflow test job runs \`${command}\``);
  }
  assert.match(runs('release'), /--shard \$\{\{ matrix.shard \}\}/);
  assert.match(runs('release'), /gh release upload/);
  assert.equal(wf.jobs.release.needs, 'test');
});

test('.ci/run runs the README test command', () => {
  const ci = readFileSync(new URL('.ci/run', root), 'utf8');
  assert.match(ci, /^npm test$/m);
  assert.match(ci, /apt-get install/);
});
