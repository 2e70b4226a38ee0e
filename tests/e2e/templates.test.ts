// Every template builds the sample book in both scripts, and every EPUB passes epubcheck with 0/0 (docs/architecture.md#templates-and-fonts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epubcheck, unzipEpub } from '../helpers/epub.ts';
import { runCli, runTool, REPO } from '../helpers/tools.ts';

const TEMPLATES = readdirSync(join(REPO, 'templates')).sort();

test('the four templates ship: classic, pocket, screen, vertical', () => {
  assert.deepEqual(TEMPLATES, ['classic', 'pocket', 'screen', 'vertical']);
});

for (const name of TEMPLATES) {
  test(`template ${name}: the sample book builds in both scripts, EPUBs pass epubcheck 0/0, PDFs pass qpdf`, { timeout: 180_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), `shufang-template-${name}-`));
    const r = runCli(['build', 'seeds', '--out', out, '--template', name], { env: { SOURCE_DATE_EPOCH: '1700000000' } });
    assert.equal(r.status, 0, r.stderr);
    for (const script of ['zh-Hans', 'zh-Hant']) {
      const epub = join(out, `datang-bianjun.${script}.epub`);
      const check = epubcheck(epub);
      assert.deepEqual([check.fatals, check.errors, check.warnings], [0, 0, 0], check.output);
      const opf = unzipEpub(readFileSync(epub)).get('OEBPS/content.opf')!;
      assert.equal(/page-progression-direction="rtl"/.test(opf), name === 'vertical', 'rtl spine iff vertical (VERT-1)');
      runTool('qpdf', ['--check', join(out, `datang-bianjun.${script}.pdf`)]);
    }
  });
}
