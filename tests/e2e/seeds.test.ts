import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epubcheck, unzipEpub, withoutPageBreaks } from '../helpers/epub.ts';
import { pdfFonts, pdfText, runCli, runTool, REPO } from '../helpers/tools.ts';
import { converter } from '../../src/opencc/converter.ts';

const EPOCH = '1700000000';
const SLUG = 'datang-bianjun';
const EDITIONS = ['zh-Hans', 'zh-Hant'] as const;
let out: string;
let report: any;

/** Body text of an EPUB, chapters only, tags stripped and entities decoded. */
function epubText(path: string): string {
  const files = unzipEpub(readFileSync(path));
  return [...files]
    .filter(([p]) => /OEBPS\/c\d{4}\.xhtml$/.test(p))
    .sort()
    .map(([, t]) =>
      t
        .replace(/<title>.*?<\/title>/s, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}
const squash = (s: string) => s.replace(/[\s\f]+/g, '');
const han = (s: string) => [...s].filter((c) => /\p{Script=Han}/u.test(c));

before(() => {
  out = mkdtempSync(join(tmpdir(), 'shufang-e2e-'));
  const run = runCli(['build', 'seeds', '--out', out, '--no-cache'], { env: { SOURCE_DATE_EPOCH: EPOCH } });
  assert.equal(run.status, 0, run.stderr);
  report = JSON.parse(readFileSync(join(out, `${SLUG}.report.json`), 'utf8'));
});

test('npm run build of seeds writes four editions and the report', () => {
  for (const s of EDITIONS) for (const f of ['epub', 'pdf']) assert.ok(existsSync(join(out, `${SLUG}.${s}.${f}`)), `${s}.${f}`);
  assert.equal(report.outputs.length, 4);
  assert.deepEqual(
    report.chapters.map((c: any) => c.title),
    ['第一章　陌刀破阵', '第二章　渤海溃败', '第三章　骑兵止步', '第四章　契丹北撤'],
  );
  for (const o of report.outputs) assert.match(o.sha256, /^[0-9a-f]{64}$/);
});

test('epubcheck reports 0 errors and 0 warnings for both EPUBs', () => {
  for (const s of EDITIONS) {
    const r = epubcheck(join(out, `${SLUG}.${s}.epub`));
    assert.deepEqual([r.fatals, r.errors, r.warnings], [0, 0, 0], r.output);
  }
});

test('pdffonts shows every font embedded (as a subset) and the region font per edition (GLYPH-2)', () => {
  for (const [s, region] of [
    ['zh-Hans', /NotoSerifSC/],
    ['zh-Hant', /NotoSerifTC/],
  ] as const) {
    const fonts = pdfFonts(join(out, `${SLUG}.${s}.pdf`));
    assert.ok(fonts.length > 0);
    for (const f of fonts) assert.ok(f.emb && f.sub, `${s}: ${f.name} not embedded as a subset`);
    assert.ok(
      fonts.some((f) => region.test(f.name)),
      `${s}: ${fonts.map((f) => f.name).join(', ')}`,
    );
  }
});

test('qpdf --check passes for both PDFs', () => {
  for (const s of EDITIONS) runTool('qpdf', ['--check', join(out, `${SLUG}.${s}.pdf`)]);
});

/** PDF body text: running heads (book and chapter titles) and folios removed, whitespace squashed. */
function pdfBody(path: string, furniture: string[]): string {
  const skip = new Set(furniture.flatMap((t) => [t, ...t.split(/[\s\u3000]+/)]).map(squash));
  return pdfText(path)
    .split('\n')
    .filter((l) => !/^\s*\d+\s*$/.test(l) && !skip.has(squash(l)))
    .map(squash)
    .join('');
}

test('pdftotext gives back the text of every chapter, in order', () => {
  for (const s of EDITIONS) {
    const files0 = unzipEpub(readFileSync(join(out, `${SLUG}.${s}.epub`)));
    const titles = [...files0.values()].flatMap((t) => [...t.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1]));
    const pdf = pdfBody(join(out, `${SLUG}.${s}.pdf`), titles);
    const files = unzipEpub(readFileSync(join(out, `${SLUG}.${s}.epub`)));
    let from = 0;
    for (const c of report.chapters) {
      // Page-break markers (EPUB-15) are no text.
      const xhtml = withoutPageBreaks(files.get(`OEBPS/${c.id}.xhtml`)!);
      const paras = [...xhtml.matchAll(/<p>(.*?)<\/p>/g)].map((m) =>
        squash(m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')),
      );
      for (const p of paras) {
        const at = pdf.indexOf(p, from);
        assert.ok(at >= 0, `${s} ${c.id}: paragraph missing or out of order in the PDF: ${p.slice(0, 40)}`);
        from = at + p.length;
      }
    }
  }
});

test("seed 002's repeated block appears once, and the report accounts for the 59 dropped lines", () => {
  const first = readFileSync(join(REPO, 'seeds/002_5cdebd63ca8c3c85.txt'), 'utf8').split('\n')[0].trim();
  const text = epubText(join(out, `${SLUG}.zh-Hant.epub`));
  const probe = converter('s2tw')(converter('tw2s')(first)).slice(0, 30);
  assert.equal(text.split(probe).length - 1, 1, 'first paragraph of 002 appears exactly once');
  const dropped = report.dropped.filter((d: any) => d.source === '002_5cdebd63ca8c3c85.txt' && /dedupe/.test(d.reason));
  assert.equal(dropped.length, 59);
  // Lines 2–60 were scraped again as lines 61–119 (line 1 is not part of the repeat).
  assert.deepEqual([Math.min(...dropped.map((d: any) => d.line)), Math.max(...dropped.map((d: any) => d.line))], [61, 119]);
});

test('the zh-Hans edition holds no Traditional text; zh-Hant converted again by cn→tw changes < 0.5 % of Han characters', () => {
  const hans = epubText(join(out, `${SLUG}.zh-Hans.epub`));
  // A Traditional character is one tw→cn changes and cn→tw leaves alone (么 is changed both ways: it is Simplified).
  const traditional = [...new Set(hans)].filter((c) => converter('tw2s')(c) !== c && converter('s2tw')(c) === c);
  assert.deepEqual(traditional, [], 'no Traditional characters in the zh-Hans edition');
  const hant = epubText(join(out, `${SLUG}.zh-Hant.epub`));
  const again = [...converter('s2tw')(hant)];
  const changed = [...hant].filter((c, i) => c !== again[i]).length;
  assert.ok(changed / han(hant).length < 0.005, `${changed} of ${han(hant).length}`);
  assert.ok(!/[“”‘’]/.test(hant), 'zh-Hant uses corner quotes');
});

test('two builds of the same sources and SOURCE_DATE_EPOCH in different folders are byte-identical', () => {
  // The second build reads a copy of the sources from another folder and writes to another folder.
  const copy = mkdtempSync(join(tmpdir(), 'shufang-e2e-src-'));
  cpSync(join(REPO, 'seeds'), copy, { recursive: true });
  const other = mkdtempSync(join(tmpdir(), 'shufang-e2e-again-'));
  const run = runCli(['build', copy, '--out', other, '--no-cache'], { env: { SOURCE_DATE_EPOCH: EPOCH } });
  assert.equal(run.status, 0, run.stderr);
  for (const s of EDITIONS)
    for (const f of ['epub', 'pdf']) {
      const name = `${SLUG}.${s}.${f}`;
      assert.ok(readFileSync(join(out, name)).equals(readFileSync(join(other, name))), `${name} differs`);
    }
});

test('a rebuild from the cache gives the same bytes, and an edited chapter is rebuilt (incremental builds, docs/architecture.md#cache)', () => {
  const cache = mkdtempSync(join(tmpdir(), 'shufang-e2e-cache-'));
  const copy = mkdtempSync(join(tmpdir(), 'shufang-e2e-src-'));
  cpSync(join(REPO, 'seeds'), copy, { recursive: true });
  const build = (dir: string) => {
    const r = runCli(['build', copy, '--out', dir, '--cache', cache], { env: { SOURCE_DATE_EPOCH: EPOCH } });
    assert.equal(r.status, 0, r.stderr);
  };
  const [a, b, c] = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'shufang-e2e-cached-')));
  build(a);
  const entries = readdirSync(cache).length;
  assert.ok(entries > 0, 'the cache holds entries');
  build(b);
  for (const s of EDITIONS)
    for (const f of ['epub', 'pdf']) {
      const name = `${SLUG}.${s}.${f}`;
      assert.ok(readFileSync(join(out, name)).equals(readFileSync(join(b, name))), `${name}: cached rebuild equals the uncached build`);
    }
  appendFileSync(join(copy, '001_4bb44b02ccf2ee5e.txt'), '\n他又补了一句话。\n');
  build(c);
  assert.ok(
    !readFileSync(join(b, `${SLUG}.zh-Hans.epub`)).equals(readFileSync(join(c, `${SLUG}.zh-Hans.epub`))),
    'the edit reaches the edition',
  );
  assert.match(unzipEpub(readFileSync(join(c, `${SLUG}.zh-Hant.epub`))).get('OEBPS/c0002.xhtml')!, /他又補了一句話。/);
});

test('the Hong Kong edition (--scripts zh-Hant-HK) uses HK forms, an HK font and zh-Hant-HK tags (OCC-1, GLYPH-2)', () => {
  const hk = mkdtempSync(join(tmpdir(), 'shufang-e2e-hk-'));
  const r = runCli(['build', 'seeds', '--out', hk, '--scripts', 'zh-Hant-HK', '--no-cache'], { env: { SOURCE_DATE_EPOCH: EPOCH } });
  assert.equal(r.status, 0, r.stderr);
  const epub = join(hk, `${SLUG}.zh-Hant-HK.epub`);
  const check = epubcheck(epub);
  assert.deepEqual([check.fatals, check.errors, check.warnings], [0, 0, 0], check.output);
  const files = unzipEpub(readFileSync(epub));
  assert.match(files.get('OEBPS/content.opf')!, /<dc:language>zh-Hant-HK<\/dc:language>/);
  assert.match(files.get('OEBPS/c0002.xhtml')!, /lang="zh-Hant-HK"/);
  // OpenCC's HK forms: 着 and 衞 where Taiwan writes 著 and 衛, from a Simplified chapter and a Traditional one.
  assert.match(files.get('OEBPS/c0002.xhtml')!, /伴隨着/);
  assert.match(files.get('OEBPS/c0003.xhtml')!, /帶着/);
  const fonts = pdfFonts(join(hk, `${SLUG}.zh-Hant-HK.pdf`));
  assert.ok(fonts.every((f) => f.emb) && fonts.some((f) => /NotoSerifHK/.test(f.name)), fonts.map((f) => f.name).join(', '));
});
