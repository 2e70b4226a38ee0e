import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { applyRules, compileRules } from '../../src/rules/user-rules.ts';
import { initFiles } from '../../src/cli/init.ts';
import { BookConfig } from '../../src/config/schema.ts';
import { parseYaml } from '../../src/config/yaml.ts';

const lines = (...texts: string[]) => texts.map((text, i) => ({ n: i + 1, text }));

test('user rules: a line rule drops the line, a span rule cuts or replaces ($1, $<name>, $&), in order, by id', () => {
  const rules = compileRules([
    { id: 'site', pattern: '^本书首发', scope: 'line' },
    { id: 'mark', pattern: '（求收藏）', scope: 'span' },
    { id: 'name', pattern: '孙(?<who>行者)', replace: '[$<who>/$&/$1]', scope: 'span' },
  ]);
  const pass = applyRules(lines('本书首发于某网。', '他来了（求收藏）。', '孙行者道：好。', '（求收藏）'), rules);
  assert.deepEqual(
    pass.lines.map((l) => [l.n, l.text]),
    [
      [2, '他来了。'],
      [3, '[行者/孙行者/行者]道：好。'],
    ],
  );
  assert.deepEqual(pass.drops, [
    { line: 1, text: '本书首发于某网。', rule: 'site' },
    { line: 2, text: '（求收藏）', rule: 'mark' },
    // A line a span rule empties is dropped whole, under that rule.
    { line: 4, text: '（求收藏）', rule: 'mark' },
  ]);
  assert.deepEqual([...pass.replaced], [['name', 1]]);
});

test('shufang init: book.yaml names every key of the schema and reads as a valid book.yaml as written', () => {
  const yaml = initFiles().find((f) => f.path === 'book.yaml')!.content;
  for (const key of Object.keys(BookConfig.entries)) assert.match(yaml, new RegExp(`^#? ?${key}:`, 'm'), key);
  assert.ok(v.safeParse(BookConfig, parseYaml(yaml, 'book.yaml')).success);
  // Uncommented, the examples are valid too (so a user can switch any of them on).
  const on = yaml
    .split('\n')
    .filter((l) => !/^# (book\.yaml|their|schema)/.test(l) && !/^# rules: rules\.yaml/.test(l))
    .map((l) => l.replace(/^# ?/, '').replace(/\s+# .*$/, ''))
    .join('\n');
  const parsed = v.safeParse(BookConfig, parseYaml(on, 'book.yaml'));
  assert.ok(parsed.success, JSON.stringify(parsed.issues?.map((i) => i.message)));
});
