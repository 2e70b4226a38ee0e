/** The threads load only what they run (docs/architecture.md#workers): the driver no renderer, a render worker no cleaner; read from the static imports of src/. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** `import … from '…'` and `export … from '…'` that load code (type-only ones load nothing). */
const IMPORT = /^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/** Every module `entry` loads statically (dynamic import() is not followed), and the packages they import. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (m[2]) continue;
      const spec = m[3] ?? m[4];
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
      else if (!spec.startsWith('node:')) packages.add(spec);
    }
  };
  walk(join(SRC, entry));
  return { files: new Set([...files].map((f) => relative(SRC, f))), packages };
}

test('the driver (pipeline.ts) loads no renderer: pdfkit and fontkit load in the workers, or when it renders inline', () => {
  const { files, packages } = staticGraph('pipeline.ts');
  assert.ok(files.has('stages/clean.ts') && files.has('render/pool.ts'), 'the walk reaches the stages and the pool');
  for (const pkg of ['pdfkit', 'fontkit', 'harfbuzzjs']) assert.ok(!packages.has(pkg), `pipeline.ts loads ${pkg}`);
  assert.ok(!files.has('render/edition.ts'), 'pipeline.ts loads render/edition.ts (the renderers) statically');
});

test('a render worker loads no cleaner: the per-edition stages stand apart from the book-wide ones', () => {
  const { files, packages } = staticGraph('render/edition-worker.ts');
  assert.ok(packages.has('pdfkit') && files.has('stages/convert.ts'), 'the walk reaches the renderers and the conversion');
  for (const file of ['stages/clean.ts', 'rules/junk-classify.ts', 'stages/dedupe.ts'])
    assert.ok(!files.has(file), `a worker loads ${file}`);
});
