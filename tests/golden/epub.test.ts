/** EPUB goldens: the unzipped tree (entries in zip order, sizes of text files), the OPF, nav.xhtml and one chapter, re-indented. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { runCli } from '../helpers/tools.ts';
import { expectGolden, prettyXml } from '../helpers/golden.ts';

/** Each book is built once by the CLI with a pinned date (the build is reproducible: nothing is stripped). */
const BOOKS: { name: string; input: string; args?: string[]; chapters: Record<string, string> }[] = [
  // The sample book: three Simplified chapters and one over-converted Traditional one (c0003).
  { name: 'seeds', input: 'seeds', chapters: { 'zh-Hans': 'c0001', 'zh-Hant': 'c0003' } },
  // A whole novel in one file: volumes make a two-level contents (nav.xhtml).
  {
    name: 'novel-volumes-toc',
    input: 'tests/fixtures/golden/novel-volumes-toc.txt',
    args: ['--scripts', 'zh-Hant'],
    chapters: { 'zh-Hant': 'c0002' },
  },
];

const decoder = new TextDecoder('utf-8', { fatal: true });
/** A zip entry's text, or undefined for a binary (a font, an image): those are listed by name only. */
function textOf(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

for (const book of BOOKS) {
  test(`${book.name}: each EPUB's tree, OPF, nav and a chapter match their goldens`, () => {
    const out = mkdtempSync(join(tmpdir(), 'shufang-golden-epub-'));
    const r = runCli(['build', book.input, '--out', out, '--formats', 'epub', '--no-cache', ...(book.args ?? [])], {
      env: { SOURCE_DATE_EPOCH: '1700000000' },
    });
    assert.equal(r.status, 0, r.stderr);
    const epubs = readdirSync(out).filter((f) => f.endsWith('.epub'));
    assert.deepEqual(epubs.map((f) => f.split('.').at(-2)).sort(), Object.keys(book.chapters).sort(), 'one EPUB per script');
    for (const [script, chapter] of Object.entries(book.chapters)) {
      const file = epubs.find((f) => f.endsWith(`.${script}.epub`))!;
      const entries = Object.entries(unzipSync(readFileSync(join(out, file))));
      const dir = `tests/golden/epub/${book.name}.${script}`;
      const tree = entries.map(([path, bytes]) => {
        const text = textOf(bytes);
        return text === undefined ? `${path}  (binary)` : `${path}  ${bytes.length}`;
      });
      expectGolden(tree.join('\n'), `${dir}/tree.txt`);
      const text = new Map(entries.map(([path, bytes]) => [path, textOf(bytes)]));
      for (const [path, golden] of [
        ['OEBPS/content.opf', 'content.opf'],
        ['OEBPS/nav.xhtml', 'nav.xhtml'],
        [`OEBPS/${chapter}.xhtml`, `${chapter}.xhtml`],
      ]) {
        assert.ok(text.get(path) !== undefined, `${file} holds ${path}`);
        expectGolden(prettyXml(text.get(path)!), `${dir}/${golden}`);
      }
    }
  });
}
