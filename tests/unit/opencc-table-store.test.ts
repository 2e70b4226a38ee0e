import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, TableCache } from '../../src/opencc/compile.ts';
import { CONVERSIONS, LOCALES } from '../../src/opencc/conversions.ts';
import { openccLocale } from '../../src/opencc/locale.ts';
import { planOf } from '../../src/opencc/plan.ts';
import { stableDictIds, tableStore, writeTableStore } from '../../src/opencc/table-store.ts';

const SAMPLE = readFileSync(new URL('../fixtures/ingest/sanguo-gbk-head.txt', import.meta.url));
const TEXT = `${new TextDecoder('gb18030').decode(SAMPLE)}\n後來這裡發生了許多事情，頭髮、乾淨、幹部、瞭解。`;

test('the table file built at compile time gives every conversion the tables it would compile, byte for byte', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'opencc-store-')), 'tables.bin');
  const { tables } = writeTableStore(file);
  assert.ok(tables >= 4, `${tables} tables`);
  const ids = stableDictIds();
  const store = tableStore(ids, file);
  const compiled = new TableCache(undefined, ids);
  const stored = new TableCache(store, ids);
  for (const conversion of CONVERSIONS) {
    const { from, to } = LOCALES[conversion];
    const plan = planOf(from, to, openccLocale);
    assert.equal(compile(plan, stored)(TEXT), compile(plan, compiled)(TEXT), conversion);
  }
  const built = new Map(compiled.entries());
  assert.equal(stored.entries().length, built.size);
  for (const [key, table] of stored.entries()) {
    assert.ok(store.get(key), `${key} was read from the file, not compiled`);
    for (const name of ['rootChild', 'info', 'blocks', 'pairs', 'pool', 'segmentKey'] as const)
      assert.deepEqual(
        Buffer.from(table.trie[name].buffer, table.trie[name].byteOffset, table.trie[name].byteLength),
        Buffer.from(built.get(key)!.trie[name].buffer, built.get(key)!.trie[name].byteOffset, built.get(key)!.trie[name].byteLength),
        `${key} ${name}`,
      );
  }
  // The same dictionaries give the same file.
  const again = `${file}.2`;
  writeTableStore(again);
  assert.ok(readFileSync(file).equals(readFileSync(again)));
});

test('a table file of other dictionaries (or damaged) is not used: the tables are compiled as before', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'opencc-store-')), 'tables.bin');
  writeTableStore(file);
  const bytes = readFileSync(file);
  const at = bytes.indexOf('"fingerprint":"') + '"fingerprint":"'.length;
  bytes[at] = bytes[at] === 0x30 ? 0x31 : 0x30;
  writeFileSync(file, bytes);
  const store = tableStore(stableDictIds(), file);
  assert.equal(store.get('0'), undefined);
  const keys = new TableCache(undefined, stableDictIds());
  compile(planOf('cn', 'tw', openccLocale), keys);
  for (const [key] of keys.entries()) assert.equal(store.get(key), undefined, key);
  writeFileSync(file, 'not a table file');
  assert.equal(tableStore(stableDictIds(), file).get('0'), undefined);
  // Cut short inside its header, or inside its tables: not used, and no error.
  writeTableStore(file);
  const whole = readFileSync(file);
  for (const length of [40, Math.floor(whole.length / 2)]) {
    writeFileSync(file, whole.subarray(0, length));
    const cut = tableStore(stableDictIds(), file);
    for (const [key] of keys.entries()) assert.equal(cut.get(key), undefined, `${length}: ${key}`);
  }
});
