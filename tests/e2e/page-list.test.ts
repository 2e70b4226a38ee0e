import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epubcheck, unzipEpub } from '../helpers/epub.ts';
import { checkPageList, pageLabels, PREFIX, type PageListReport } from '../helpers/page-list.ts';
import { REPO, runCli } from '../helpers/tools.ts';
import { prose } from '../helpers/books.ts';

const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };

function build(input: string, extra: string[] = []): string {
  const out = mkdtempSync(join(tmpdir(), 'shufang-pagelist-'));
  const run = runCli(['build', input, '--out', out, '--no-cache', ...extra], { env: EPOCH });
  assert.equal(run.status, 0, run.stderr);
  return out;
}

/** Every body page listed once, every marker's text at the top of its PDF page, every chapter's folio the same three ways. */
function assertAgrees(r: PageListReport, what: string, chapters: number): void {
  assert.ok(r.bodyPages > 0, `${what}: the PDF has body pages labelled 1, 2, …`);
  assert.equal(r.listed, r.bodyPages, `${what}: one page-list entry per body page`);
  assert.equal(r.markers, r.bodyPages, `${what}: one marker per body page`);
  assert.deepEqual(r.unlisted, [], `${what}: body pages without a marker`);
  assert.deepEqual(r.unknown, [], `${what}: markers without a PDF page of that label`);
  assert.equal(r.compared + r.blank, r.markers);
  assert.ok(r.compared >= r.bodyPages - r.blank && r.compared > 0);
  assert.deepEqual(r.mismatches, [], `${what}: pages whose top is not the text after the marker (first ${PREFIX} characters)`);
  assert.equal(r.chapters.length, chapters, `${what}: chapters and volumes in the outline`);
  for (const c of r.chapters) {
    assert.ok(c.toc !== undefined, `${what}: ${c.title} is in the PDF contents`);
    assert.equal(c.toc, c.label, `${what}: ${c.title}: contents folio = the page label of its outline page`);
    assert.equal(c.epub, c.label, `${what}: ${c.title}: the EPUB marker before the heading = the PDF page label`);
  }
}

test('seeds: the EPUB page list is the PDF folios, marker by marker; epubcheck 0 errors 0 warnings', () => {
  const out = build(join(REPO, 'seeds'));
  for (const s of ['zh-Hans', 'zh-Hant']) {
    const pdf = join(out, `datang-bianjun.${s}.pdf`);
    const epub = join(out, `datang-bianjun.${s}.epub`);
    assertAgrees(checkPageList(pdf, epub), `seeds ${s}`, 4);
    const r = epubcheck(epub);
    assert.deepEqual([r.fatals, r.errors, r.warnings], [0, 0, 0], r.output);
    const opf = unzipEpub(readFileSync(epub)).get('OEBPS/content.opf')!;
    assert.match(opf, /<meta property="schema:accessibilityFeature">printPageNumbers<\/meta>/);
    assert.match(opf, new RegExp(`<dc:source id="page-source">[^<]*datang-bianjun\\.${s}\\.pdf[^<]*</dc:source>`));
    assert.match(opf, /<meta refines="#page-source" property="source-of">pagination<\/meta>/);
  }
});

test('seeds --template vertical: the EPUB page list is the vertical PDF folios; each page top, and each page’s first column (top right), is the text after its marker', () => {
  const out = build(join(REPO, 'seeds'), ['--template', 'vertical']);
  for (const s of ['zh-Hans', 'zh-Hant']) {
    const pdf = join(out, `datang-bianjun.${s}.pdf`);
    const epub = join(out, `datang-bianjun.${s}.epub`);
    assertAgrees(checkPageList(pdf, epub), `vertical ${s} (pdftotext -raw)`, 4);
    // vertical template: 10.5 pt body (templates/vertical/template.yaml).
    const columns = checkPageList(pdf, epub, { columnEm: 10.5 });
    assertAgrees(columns, `vertical ${s} (first columns)`, 4);
    assert.equal(columns.blank, 0, `vertical ${s}: every body page has a first column`);
    const r = epubcheck(epub);
    assert.deepEqual([r.fatals, r.errors, r.warnings], [0, 0, 0], r.output);
  }
  // The corpus excerpt has no title but its file name: a Latin running head, turned, in the outer margin.
  const excerpt = build(join(REPO, 'tests/fixtures/ingest/shuihuzhuan-big5-ch55-57.txt'), [
    '--scripts',
    'zh-Hant',
    '--template',
    'vertical',
  ]);
  const pdf = join(excerpt, 'shuihuzhuan-big5-ch55-57.zh-Hant.pdf');
  const epub = join(excerpt, 'shuihuzhuan-big5-ch55-57.zh-Hant.epub');
  assertAgrees(checkPageList(pdf, epub), 'vertical 水浒传 (pdftotext -raw)', 3);
  const columns = checkPageList(pdf, epub, { columnEm: 10.5 });
  assertAgrees(columns, 'vertical 水浒传 (first columns)', 3);
  assert.equal(columns.blank, 0, 'vertical 水浒传: every body page has a first column');
});

test('corpus excerpt (水浒传 ch. 55–57, Big5): the page list agrees with the PDF; front matter roman, the body from 1', () => {
  const out = build(join(REPO, 'tests/fixtures/ingest/shuihuzhuan-big5-ch55-57.txt'), ['--scripts', 'zh-Hant']);
  const pdf = join(out, 'shuihuzhuan-big5-ch55-57.zh-Hant.pdf');
  const epub = join(out, 'shuihuzhuan-big5-ch55-57.zh-Hant.epub');
  const r = checkPageList(pdf, epub);
  assertAgrees(r, '水浒传', 3);
  assert.ok(r.bodyPages >= 20, `${r.bodyPages} body pages`);
  // The viewer: the cover named, title page and contents i, ii, …, the first chapter's page 1.
  const labels = pageLabels(pdf);
  assert.equal(labels[0], '封面');
  assert.deepEqual(labels.slice(1, 3), ['r1', 'r2']);
  assert.equal(labels[labels.length - r.bodyPages], '1');
  assert.equal(
    labels.length - r.bodyPages - 1,
    labels.filter((l) => /^r\d+$/.test(l)).length,
    'every page between the cover and 1 is roman',
  );
  const r2 = epubcheck(epub);
  assert.deepEqual([r2.fatals, r2.errors, r2.warnings], [0, 0, 0], r2.output);
});

test('rich Markdown (ruby, notes, emphasis, verse, lists, pictures): markers at the PDF page starts', () => {
  const out = build(join(REPO, 'tests/fixtures/books/markdown-all'), ['--scripts', 'zh-Hans']);
  const r = checkPageList(join(out, 'markdown-all.zh-Hans.pdf'), join(out, 'markdown-all.zh-Hans.epub'));
  assertAgrees(r, 'markdown-all', 2);
  const r2 = epubcheck(join(out, 'markdown-all.zh-Hans.epub'));
  assert.deepEqual([r2.fatals, r2.errors, r2.warnings], [0, 0, 0], r2.output);
});

/** A Markdown chapter whose every paragraph mixes strong, emphasis, ruby, note references and code, over many pages. */
function richChapter(n: number): string {
  const paras = prose(60, 101 * n).map((p, i) => {
    const c = [...p];
    const at = (k: number) => c.slice(k, k + 6).join('');
    return `${at(0)}**${at(6)}**${at(12)}*${at(18)}*{${c[24]}${c[25]}|zhù yīn}${at(26)}[^n${i}]${at(32)}\`x${i}\`${c.slice(38).join('')}`;
  });
  const notes = paras.map((_, i) => `[^n${i}]: ${prose(1, 7 * i + n)[0]}`);
  const verse = prose(6, 13 * n)
    .map((l) => l.slice(0, 14))
    .join('\\\n');
  return `---\ntitle: 第${n}章　杂色\n---\n\n${paras.slice(0, 30).join('\n\n')}\n\n> ${paras[30]}\n\n${verse}\n\n- ${paras[31]}\n- ${paras[32]}\n\n***\n\n${paras.slice(33).join('\n\n')}\n\n${notes.join('\n\n')}\n`;
}

for (const notes of ['footnotes', 'endnotes'] as const)
  test(`page breaks inside rich paragraphs (strong, emphasis, ruby, ${notes}, code, quote, verse, list): markers at the PDF page starts`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'shufang-pagelist-rich-'));
    mkdirSync(join(dir, 'chapters'));
    mkdirSync(join(dir, 'templates', 'rich'), { recursive: true });
    writeFileSync(join(dir, 'templates', 'rich', 'template.yaml'), `extends: classic\nnotes: ${notes}\n`);
    writeFileSync(join(dir, 'book.yaml'), 'title: 杂色\nauthor: 测试\nslug: rich\ntemplate: rich\n');
    for (const n of [1, 2]) writeFileSync(join(dir, 'chapters', `0${n}.md`), richChapter(n));
    const out = build(dir, ['--scripts', 'zh-Hans']);
    const r = checkPageList(join(out, 'rich.zh-Hans.pdf'), join(out, 'rich.zh-Hans.epub'));
    assert.ok(r.bodyPages >= 10, `${r.bodyPages} body pages`);
    assertAgrees(r, `rich ${notes}`, 2);
    const epub = unzipEpub(readFileSync(join(out, 'rich.zh-Hans.epub')));
    const c1 = epub.get('OEBPS/c0001.xhtml')!;
    // Most page turns fall inside a paragraph, not before one.
    const inside = [...c1.matchAll(/[^>]<span epub:type="pagebreak"/g)].length;
    assert.ok(inside >= 3, `${inside} markers inside text`);
    const e = epubcheck(join(out, 'rich.zh-Hans.epub'));
    assert.deepEqual([e.fatals, e.errors, e.warnings], [0, 0, 0], e.output);
  });

test('an EPUB built alone is byte-identical to one built beside its PDF (the PDF is laid out for its page list)', () => {
  const both = build(join(REPO, 'seeds'), ['--scripts', 'zh-Hans']);
  const alone = build(join(REPO, 'seeds'), ['--scripts', 'zh-Hans', '--formats', 'epub']);
  const a = readFileSync(join(both, 'datang-bianjun.zh-Hans.epub'));
  const b = readFileSync(join(alone, 'datang-bianjun.zh-Hans.epub'));
  assert.ok(a.equals(b));
  assert.match(unzipEpub(b).get('OEBPS/nav.xhtml')!, /epub:type="page-list"/);
});

for (const where of ['template', 'book.yaml'] as const)
  test(`pageList: false in the ${where} leaves the EPUB without page list, markers or page metadata`, () => {
    const book = mkdtempSync(join(tmpdir(), 'shufang-pagelist-book-'));
    cpSync(join(REPO, 'seeds'), book, { recursive: true });
    const yaml = readFileSync(join(book, 'book.yaml'), 'utf8');
    if (where === 'template') {
      mkdirSync(join(book, 'templates', 'nolist'), { recursive: true });
      writeFileSync(join(book, 'templates', 'nolist', 'template.yaml'), 'extends: classic\npageList: false\n');
      writeFileSync(join(book, 'book.yaml'), `${yaml}\ntemplate: nolist\n`);
    } else writeFileSync(join(book, 'book.yaml'), `${yaml}\npageList: false\n`);
    const out = build(book, ['--scripts', 'zh-Hans', '--formats', 'epub']);
    const files = unzipEpub(readFileSync(join(out, 'datang-bianjun.zh-Hans.epub')));
    assert.doesNotMatch(files.get('OEBPS/nav.xhtml')!, /page-list/);
    assert.doesNotMatch(files.get('OEBPS/content.opf')!, /printPageNumbers|page-source/);
    for (const [path, text] of files) if (path.endsWith('.xhtml')) assert.doesNotMatch(text, /pagebreak/, path);
  });
