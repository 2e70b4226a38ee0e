// Ace by DAISY finds no critical, serious or moderate violation in any template's EPUBs, and the accessibility metadata follows the content (EPUB-13, EPUB-14).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AceReport, aceTools, runAce } from '../helpers/ace.ts';
import { epubcheck, unzipEpub } from '../helpers/epub.ts';
import { REPO, runCli } from '../helpers/tools.ts';

const TEMPLATES = readdirSync(join(REPO, 'templates')).sort();
const BLOCKING = ['critical', 'serious', 'moderate'];
const env = { SOURCE_DATE_EPOCH: '1700000000' };
const MARKDOWN = join(REPO, 'tests/fixtures/books/markdown-all');

/** Each EPUB checked, by a readable name. */
const epubs = new Map<string, string>();
const reports = new Map<string, AceReport>();

function build(input: string, name: string, args: string[]): string {
  const out = mkdtempSync(join(tmpdir(), `shufang-a11y-${name}-`));
  const r = runCli(['build', input, '--out', out, '--formats', 'epub', ...args], { env });
  assert.equal(r.status, 0, r.stderr);
  return out;
}

/** The Markdown book with every image's alt text removed (`![](…)`). */
function withoutAlt(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-a11y-noalt-'));
  cpSync(MARKDOWN, dir, { recursive: true });
  for (const file of readdirSync(join(dir, 'chapters'))) {
    const path = join(dir, 'chapters', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/!\[[^\]]*\]\(/g, '![]('));
  }
  return dir;
}

before(
  async () => {
    aceTools(); // fail at once, before building anything, when Ace or Chromium is missing
    const start = Date.now();
    for (const template of TEMPLATES) {
      const out = build('seeds', `seeds-${template}`, ['--template', template]);
      for (const script of ['zh-Hans', 'zh-Hant']) epubs.set(`${template} ${script}`, join(out, `datang-bianjun.${script}.epub`));
    }
    const md = build(MARKDOWN, 'markdown', ['--scripts', 'zh-Hans,zh-Hant,zh-Hant-HK']);
    for (const script of ['zh-Hans', 'zh-Hant', 'zh-Hant-HK']) epubs.set(`markdown ${script}`, join(md, `markdown-all.${script}.epub`));
    const noAlt = build(withoutAlt(), 'markdown-noalt', ['--scripts', 'zh-Hans']);
    epubs.set('markdown-noalt zh-Hans', join(noAlt, readdirSync(noAlt).find((f) => f.endsWith('.epub'))!));
    const names = [...epubs.keys()];
    const built = Date.now();
    const results = await runAce(names.map((n) => epubs.get(n)!));
    names.forEach((n, i) => reports.set(n, results[i]));
    console.log(
      `# built ${names.length} EPUBs in ${((built - start) / 1000).toFixed(1)} s, Ace checked them in ${((Date.now() - built) / 1000).toFixed(1)} s`,
    );
  },
  { timeout: 900_000 },
);

const opf = (name: string) => unzipEpub(readFileSync(epubs.get(name)!)).get('OEBPS/content.opf')!;
const metas = (xml: string, property: string) =>
  [...xml.matchAll(new RegExp(`<meta property="${property}">([^<]*)</meta>`, 'g'))].map((m) => m[1]);

for (const name of [
  ...TEMPLATES.flatMap((t) => [`${t} zh-Hans`, `${t} zh-Hant`]),
  'markdown zh-Hans',
  'markdown zh-Hant',
  'markdown zh-Hant-HK',
  'markdown-noalt zh-Hans',
]) {
  test(`Ace: ${name} has no critical, serious or moderate violation and its metadata is complete`, (t) => {
    const report = reports.get(name)!;
    const counts = Object.fromEntries(
      ['critical', 'serious', 'moderate', 'minor'].map((i) => [i, report.violations.filter((v) => v.impact === i).length]),
    );
    t.diagnostic(`${name}: ${JSON.stringify(counts)}`);
    const blocking = report.violations.filter((v) => BLOCKING.includes(v.impact));
    assert.deepEqual(
      blocking,
      [],
      `${name}: ${blocking.map((v) => `${v.impact} ${v.rule} in ${v.file}: ${v.html.slice(0, 120)}`).join('\n')}`,
    );
    const required = [
      'schema:accessMode',
      'schema:accessibilityFeature',
      'schema:accessibilityHazard',
      'schema:accessibilitySummary',
      'schema:accessModeSufficient',
    ];
    assert.deepEqual(
      required.filter((p) => !report.metadata.present.includes(p)),
      [],
      'Ace finds every discovery property',
    );
  });
}

test('EPUB-13: a book whose images all have alt text is textual-sufficient, has alternativeText and ruby, and claims conformance', () => {
  const xml = opf('markdown zh-Hans');
  assert.deepEqual(metas(xml, 'schema:accessMode'), ['textual', 'visual']);
  assert.deepEqual(metas(xml, 'schema:accessModeSufficient'), ['textual', 'textual,visual']);
  assert.ok(metas(xml, 'schema:accessibilityFeature').includes('alternativeText'));
  assert.ok(metas(xml, 'schema:accessibilityFeature').includes('rubyAnnotations'));
  assert.deepEqual(metas(xml, 'dcterms:conformsTo'), ['EPUB Accessibility 1.1 - WCAG 2.1 Level AA']);
  assert.match(metas(xml, 'schema:accessibilitySummary')[0], /图片均有替代文字/);
});

test('EPUB-13: images without alt text: no alternativeText, textual alone does not suffice, no conformance claim', () => {
  const xml = opf('markdown-noalt zh-Hans');
  assert.deepEqual(metas(xml, 'schema:accessModeSufficient'), ['textual,visual']);
  assert.ok(!metas(xml, 'schema:accessibilityFeature').includes('alternativeText'));
  assert.deepEqual(metas(xml, 'dcterms:conformsTo'), []);
  assert.match(metas(xml, 'schema:accessibilitySummary')[0], /有的图片没有替代文字/);
});

test('EPUB-1: the Hong Kong edition writes dc:language zh-Hant-HK; the seeds (no ruby, no images) declare neither feature', () => {
  assert.match(opf('markdown zh-Hant-HK'), /<dc:language>zh-Hant-HK<\/dc:language>/);
  assert.match(opf('markdown zh-Hant'), /<dc:language>zh-Hant<\/dc:language>/);
  const features = metas(opf('classic zh-Hans'), 'schema:accessibilityFeature');
  assert.ok(!features.includes('alternativeText') && !features.includes('rubyAnnotations'), features.join(' '));
  assert.ok(metas(opf('vertical zh-Hant'), 'schema:accessibilityFeature').includes('verticalWriting'));
});

// The seeds in every template (templates.test.ts), the Markdown book in zh-Hans and zh-Hant (markdown.test.ts) and the
// Hong Kong edition (seeds.test.ts) are epubchecked elsewhere; the book without alt texts is new here.
test('EPUB-8: the book without alt text passes epubcheck with 0 errors and 0 warnings', () => {
  const check = epubcheck(epubs.get('markdown-noalt zh-Hans')!);
  assert.deepEqual([check.fatals, check.errors, check.warnings], [0, 0, 0], check.output);
});
