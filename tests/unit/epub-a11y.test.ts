// The EPUB's accessibility metadata follows what the edition holds, and its documents carry the ARIA roles, labels, titles and languages Ace checks (EPUB-13, EPUB-14).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderEpub } from '../../src/render/epub/index.ts';
import { accessibilityMetadata, CONFORMS_TO, type ContentFacts } from '../../src/render/epub/a11y.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import type { Book } from '../../src/model/book.ts';
import { unzipEpub } from '../helpers/epub.ts';
import { FIXTURES, richBook } from '../helpers/rich-book.ts';

const template = loadTemplate('classic');
const now = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const cover = { fileName: 'cover.svg', mediaType: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const metas = (opf: string, property: string) =>
  [...opf.matchAll(new RegExp(`<meta property="${property}">([^<]*)</meta>`, 'g'))].map((m) => m[1]);

/** The rich book (an image with alt, ruby, footnotes) with every image's alt replaced. */
function withAlt(book: Book, alt: string): Book {
  return {
    ...book,
    chapters: book.chapters.map((c) => ({ ...c, blocks: c.blocks.map((b) => (b.kind === 'image' ? { ...b, alt } : b)) })),
  };
}

async function files(book: Book, options: { script?: 'zh-Hans' | 'zh-Hant' | 'zh-Hant-HK'; pageList?: boolean } = {}) {
  return unzipEpub(
    await renderEpub(book, {
      script: options.script ?? 'zh-Hans',
      template,
      now,
      root: FIXTURES,
      cover,
      // A one-page print edition: the EPUB then carries a page-list (EPUB-15).
      ...(options.pageList
        ? { pages: { pages: [{ page: 3, folio: '1', target: { at: 'chapter', chapter: 0 } }], source: 'test print' } }
        : {}),
    }),
  );
}

const facts = (over: Partial<ContentFacts>): ContentFacts => ({
  images: 0,
  imagesWithAlt: 0,
  cover: false,
  ruby: false,
  vertical: false,
  pageList: false,
  ...over,
});

test('EPUB-13: text only: textual mode, textual suffices, structural features, no hazard, conformance claimed', () => {
  const m = accessibilityMetadata(facts({}), 'zh-Hans');
  assert.deepEqual(m.accessModes, ['textual']);
  assert.deepEqual(m.accessModesSufficient, ['textual']);
  assert.deepEqual(m.features, ['structuralNavigation', 'tableOfContents', 'readingOrder', 'displayTransformability', 'horizontalWriting']);
  assert.deepEqual(m.hazards, ['none']);
  assert.equal(m.conformsTo, CONFORMS_TO);
  assert.equal(CONFORMS_TO, 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA');
});

test('EPUB-13: one image without alt drops alternativeText, textual sufficiency and the conformance claim', () => {
  const all = accessibilityMetadata(facts({ images: 2, imagesWithAlt: 2, cover: true }), 'zh-Hans');
  assert.deepEqual(all.accessModes, ['textual', 'visual']);
  assert.deepEqual(all.accessModesSufficient, ['textual', 'textual,visual']);
  assert.ok(all.features.includes('alternativeText'));
  const some = accessibilityMetadata(facts({ images: 2, imagesWithAlt: 1, cover: true }), 'zh-Hans');
  assert.deepEqual(some.accessModesSufficient, ['textual,visual']);
  assert.ok(!some.features.includes('alternativeText'));
  assert.equal(some.conformsTo, undefined);
  assert.match(some.summary, /有的图片没有替代文字/);
});

test('EPUB-13: ruby, vertical writing and a page-list add their features; the summary is in the edition’s script', () => {
  const m = accessibilityMetadata(facts({ ruby: true, vertical: true, pageList: true }), 'zh-Hant-HK');
  for (const f of ['rubyAnnotations', 'verticalWriting', 'printPageNumbers', 'pageNavigation']) assert.ok(m.features.includes(f), f);
  assert.ok(!m.features.includes('horizontalWriting'));
  assert.equal(
    m.summary,
    '本書是可重排的文字電子書：每章有標題，附目錄，按閱讀順序排列；部分文字有注音；正文直排；附紙本頁碼。不含閃爍、動態或聲音內容。',
  );
});

test('EPUB-13: renderEpub derives the metadata from the book: the alt texts, the ruby, a page-list', async () => {
  const opf = (await files(richBook())).get('OEBPS/content.opf')!;
  assert.deepEqual(metas(opf, 'schema:accessModeSufficient'), ['textual', 'textual,visual']);
  assert.ok(metas(opf, 'schema:accessibilityFeature').includes('alternativeText'));
  assert.ok(metas(opf, 'schema:accessibilityFeature').includes('rubyAnnotations'));
  assert.ok(!metas(opf, 'schema:accessibilityFeature').includes('printPageNumbers'));
  assert.deepEqual(metas(opf, 'dcterms:conformsTo'), [CONFORMS_TO]);
  const blank = (await files(withAlt(richBook(), '  '))).get('OEBPS/content.opf')!;
  assert.deepEqual(metas(blank, 'schema:accessModeSufficient'), ['textual,visual']);
  assert.deepEqual(metas(blank, 'dcterms:conformsTo'), []);
  const paged = (await files(richBook(), { pageList: true })).get('OEBPS/content.opf')!;
  assert.ok(metas(paged, 'schema:accessibilityFeature').includes('printPageNumbers'));
  // Declared once, by the accessibility metadata (the page list adds only its source).
  assert.equal(metas(paged, 'schema:accessibilityFeature').filter((f) => f === 'printPageNumbers').length, 1);
});

test('EPUB-1: dc:language is zh-Hant-HK for the Hong Kong edition, and its documents say zh-Hant-HK', async () => {
  const f = await files(richBook(), { script: 'zh-Hant-HK' });
  assert.match(f.get('OEBPS/content.opf')!, /<dc:language>zh-Hant-HK<\/dc:language>/);
  assert.match(f.get('OEBPS/content.opf')!, /<package [^>]*xml:lang="zh-Hant-HK"/);
  assert.match(f.get('OEBPS/toc.ncx')!, /<ncx [^>]*xml:lang="zh-Hant-HK"/);
  assert.match(f.get('OEBPS/c1.xhtml')!, /<html [^>]*lang="zh-Hant-HK" xml:lang="zh-Hant-HK"/);
});

test('EPUB-14: every epub:type with a DPUB-ARIA twin has that role, never on <body>; navs are labelled by their headings', async () => {
  const f = await files({ ...richBook(), chapters: richBook().chapters.map((c, i) => (i < 2 ? { ...c, volume: '上卷' } : c)) });
  const roles: Record<string, string> = {
    chapter: 'doc-chapter',
    part: 'doc-part',
    toc: 'doc-toc',
    noteref: 'doc-noteref',
    footnote: 'doc-footnote',
  };
  const seen = new Set<string>();
  for (const [path, text] of f) {
    if (!path.endsWith('.xhtml')) continue;
    assert.match(text, /<title>[^<]+<\/title>/, `${path} has a title`);
    assert.match(text, /<html [^>]*lang="zh-Hans-CN" xml:lang="zh-Hans-CN"/, path);
    assert.doesNotMatch(text, /<body[^>]* role=/, `${path}: ARIA allows no role on body`);
    for (const m of text.matchAll(/<(\w+) ([^>]*)epub:type="([^"]+)"([^>]*)>/g)) {
      const [, tag, before, type, after] = m;
      if (tag === 'body' || !(type in roles) || /landmarks/.test(text.slice(0, m.index).split('<nav').at(-1) ?? '')) continue;
      assert.match(`${before}${after}`, new RegExp(`role="${roles[type]}"`), `${path}: <${tag} epub:type="${type}">`);
      seen.add(type);
    }
  }
  assert.deepEqual([...seen].sort(), Object.keys(roles).sort(), 'the book shows every kind');
  const nav = f.get('OEBPS/nav.xhtml')!;
  assert.match(nav, /<nav epub:type="toc" role="doc-toc" id="toc" aria-labelledby="toc-title">\n<h1 id="toc-title">目录<\/h1>/);
  assert.match(
    nav,
    /<nav epub:type="landmarks" id="landmarks" aria-labelledby="landmarks-title" hidden="hidden">\n<h2 id="landmarks-title">导览<\/h2>/,
  );
  assert.match(nav, /<a epub:type="bodymatter" href="c1.xhtml">正文<\/a>/);
  assert.match(f.get('OEBPS/c1.xhtml')!, /<a class="noteback" role="doc-backlink" href="#r1">1<\/a>/);
  assert.match(f.get('OEBPS/cover.xhtml')!, /<img role="doc-cover" src="cover.svg" alt="书坊测试"\/>/);
});
