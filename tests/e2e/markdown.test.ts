import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epubcheck, unzipEpub, withoutPageBreaks } from '../helpers/epub.ts';
import { runCli, REPO } from '../helpers/tools.ts';

const BOOK = join(REPO, 'tests/fixtures/books/markdown-all');
const SLUG = 'markdown-all';
const EDITIONS = ['zh-Hans', 'zh-Hant'] as const;
let out: string;
let report: any;

/** The text a reader sees in the chapters: tags stripped, entities decoded. */
function chapterText(epub: string): string {
  return [...unzipEpub(readFileSync(epub))]
    .filter(([p]) => /OEBPS\/c\d{4}\.xhtml$/.test(p))
    .map(([, x]) =>
      x
        .replace(/<title>.*?<\/title>/s, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}

before(() => {
  out = mkdtempSync(join(tmpdir(), 'shufang-md-'));
  const run = runCli(['build', BOOK, '--out', out, '--no-cache'], { env: { SOURCE_DATE_EPOCH: '1700000000' } });
  assert.equal(run.status, 0, run.stderr);
  report = JSON.parse(readFileSync(join(out, `${SLUG}.report.json`), 'utf8'));
});

test('the Markdown book builds in both scripts and epubcheck reports 0 errors and 0 warnings', () => {
  assert.deepEqual(
    report.chapters.map((c: any) => c.title),
    ['第一章　雨夜', '第二章　风起'],
  );
  for (const s of EDITIONS) {
    const r = epubcheck(join(out, `${SLUG}.${s}.epub`));
    assert.deepEqual([r.fatals, r.errors, r.warnings], [0, 0, 0], r.output);
  }
});

test('no Markdown syntax reaches the EPUB text, and no raw HTML', () => {
  for (const s of EDITIONS) {
    const text = chapterText(join(out, `${SLUG}.${s}.epub`));
    for (const syntax of ['**', '![', '[^', '## ', '<span', '<div', '{巷', '](']) assert.ok(!text.includes(syntax), `${s}: ${syntax}`);
    assert.ok(!/(^|\n)\s*(#|>|-|\d+\.)\s/.test(text), `${s}: a line starting with Markdown block syntax`);
  }
});

test('every construct renders: emphasis, sections in the nav, quote, verse, lists, image, footnotes, ruby, links', () => {
  const f = unzipEpub(readFileSync(join(out, `${SLUG}.zh-Hant.epub`)));
  // Page-break markers (EPUB-15) may fall anywhere in the text: left out here.
  const unmarked = withoutPageBreaks;
  const c1 = unmarked(f.get('OEBPS/c0001.xhtml')!);
  const c2 = unmarked(f.get('OEBPS/c0002.xhtml')!);
  assert.match(c1, /<strong>真，<\/strong>她想/);
  assert.match(c1, /<strong>「敬惜字紙」<\/strong>/);
  assert.match(c1, /<em>「明天再說」<\/em>/);
  assert.match(c1, /四個大字，旁邊一行小字/, 'the soft break joined without a space');
  assert.match(c1, /<h2 id="s1">書坊<\/h2>/);
  assert.match(f.get('OEBPS/nav.xhtml')!, /c0001.xhtml#s1">書坊</);
  assert.match(c1, /<blockquote>\n<p>書是給人讀的/);
  assert.match(c1, /<div class="verse">\n<p>書山有路勤為徑，<\/p>\n<p>學海無涯苦作舟。<\/p>/);
  assert.match(c2, /<div class="verse">\n<p>滿紙荒唐言，<\/p>/);
  assert.match(c1, /<ol>\n<li><p>不許在店裡吃東西；<\/p><\/li>/);
  assert.match(c1, /<img src="images\/img001.png" alt="書坊一帶的地圖"\/>/, 'alt text converted with the prose');
  assert.ok(f.has('OEBPS/images/img001.png'));
  assert.match(
    c1,
    /<aside epub:type="footnote" role="doc-footnote" class="footnote" id="n2">\n<p><a class="noteback" role="doc-backlink" href="#r2">2<\/a>　這副對聯/,
  );
  assert.match(c2, /id="r1" href="#n1">1<\/a>/, 'notes are numbered again in chapter 2');
  assert.match(c1, /<ruby>巷<rp>（<\/rp><rt>xiàng<\/rt>/);
  assert.match(c2, /<a href="https:\/\/example.org\/shufang">https:\/\/example.org\/shufang<\/a>/);
  assert.match(c2, /<p class="scene" role="separator">/);
});

test('the report names the dropped raw HTML and keeps no false W_CENSORED for **', () => {
  const codes = report.warnings.map((w: any) => w.code);
  assert.deepEqual(codes, ['W_RAW_HTML']);
  assert.deepEqual(
    report.dropped.filter((d: any) => d.reason === 'markdown.raw-html').map((d: any) => [d.source, d.line, d.text]),
    [
      ['chapters/02-feng-qi.md', 3, '<span style="color:red">'],
      ['chapters/02-feng-qi.md', 3, '</span>'],
      ['chapters/02-feng-qi.md', 5, '<div class="note">'],
      ['chapters/02-feng-qi.md', 7, '</div>'],
    ],
  );
});

test('a single-file book with # chapters takes its title and author from the front matter; a missing image fails with file:line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-md-single-'));
  cpSync(join(BOOK, 'images'), join(dir, 'images'), { recursive: true });
  writeFileSync(
    join(dir, 'novel.md'),
    '---\ntitle: 一本书\nauthor: 某人\n---\n\n# 第一章 甲\n\n正文*一*。\n\n![图](images/map.png)\n\n# 第二章 乙\n\n正文二[^1]。\n\n[^1]: 注。\n',
  );
  const o = mkdtempSync(join(tmpdir(), 'shufang-md-single-out-'));
  const ok = runCli(['build', join(dir, 'novel.md'), '--out', o, '--no-cache', '--formats', 'epub'], {
    env: { SOURCE_DATE_EPOCH: '1700000000' },
  });
  assert.equal(ok.status, 0, ok.stderr);
  const r = JSON.parse(readFileSync(join(o, 'novel.report.json'), 'utf8'));
  assert.deepEqual([r.book.title, r.book.author, r.chapters.length], ['一本书', '某人', 2]);
  const check = epubcheck(join(o, 'novel.zh-Hans.epub'));
  assert.deepEqual([check.fatals, check.errors, check.warnings], [0, 0, 0], check.output);
  writeFileSync(join(dir, 'novel.md'), '# 第一章 甲\n\n正文。\n\n![图](images/none.png)\n');
  const bad = runCli(['build', join(dir, 'novel.md'), '--out', o, '--no-cache'], { env: { SOURCE_DATE_EPOCH: '1700000000' } });
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /novel\.md:5: image `images\/none\.png` does not exist/);
});
