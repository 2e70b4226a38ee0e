import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { renderEpub } from '../../src/render/epub/index.ts';
import { fillStylesheet, loadTemplate } from '../../src/config/load-template.ts';
import type { Block, Book, Chapter } from '../../src/model/book.ts';
import { InputError } from '../../src/errors.ts';
import { firstXmlError, unzipEpub } from '../helpers/epub.ts';

const template = loadTemplate('classic');
const now = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const ROOT = fileURLToPath(new URL('../fixtures/books/markdown-all/', import.meta.url));
const src = (line: number) => ({ path: 'chapters/01.md', line });
const t = (text: string) => ({ kind: 'text' as const, text });

function chapter(id: string, blocks: Block[]): Chapter {
  return { id, title: `第${id.slice(-1)}章`, script: 'zh-Hans', sources: ['chapters/01.md'], blocks };
}

const rich: Block[] = [
  {
    kind: 'paragraph',
    content: [
      t('下着'),
      { kind: 'emphasis', children: [t('很大')] },
      t('的雨'),
      { kind: 'noteRef', note: 'fnB' },
      t('，'),
      { kind: 'strong', children: [t('真')] },
    ],
    source: src(1),
  },
  { kind: 'heading', level: 2, content: [t('书坊')], source: src(3) },
  {
    kind: 'paragraph',
    content: [t('又'), { kind: 'noteRef', note: 'fnA' }, t('再'), { kind: 'noteRef', note: 'fnB' }, t('。')],
    source: src(5),
  },
  { kind: 'heading', level: 3, content: [t('小节')], source: src(7) },
  { kind: 'quote', blocks: [{ kind: 'paragraph', content: [t('引文。')], source: src(9) }], source: src(9) },
  { kind: 'verse', lines: [[t('满纸荒唐言，')], [t('一把辛酸泪。')]], source: { ...src(11), endLine: 12 } },
  { kind: 'list', ordered: false, items: [[{ kind: 'paragraph', content: [t('纸')], source: src(14) }]], source: src(14) },
  { kind: 'image', src: 'images/map.png', alt: '地图', caption: [t('河在南')], source: src(16) },
  {
    kind: 'paragraph',
    content: [
      { kind: 'ruby', base: '巷', annotation: 'xiàng' },
      { kind: 'link', href: 'https://example.org/?a=1&b=2', children: [t('网')] },
    ],
    source: src(18),
  },
  { kind: 'footnote', id: 'fnA', blocks: [{ kind: 'paragraph', content: [t('注甲。')], source: src(20) }], source: src(20) },
  { kind: 'footnote', id: 'fnB', blocks: [{ kind: 'paragraph', content: [t('注乙。')], source: src(22) }], source: src(22) },
];
const book: Book = {
  meta: { title: '书', author: '某', slug: 's' },
  chapters: [chapter('c0001', rich), chapter('c0002', rich.slice(0, 1).concat(rich.slice(-1)))],
};

async function files(b: Book = book, tpl = template) {
  return unzipEpub(await renderEpub(b, { script: 'zh-Hans', template: tpl, now, root: ROOT }));
}

test('EPUB-10: footnotes are numbered per chapter in citation order, with noteref links, asides and back links to the first reference', async () => {
  const f = await files();
  const c1 = f.get('OEBPS/c0001.xhtml')!;
  assert.equal(firstXmlError(f), undefined);
  // fnB is cited first, so it is note 1; its second citation gets its own id.
  assert.deepEqual(
    [...c1.matchAll(/<a epub:type="noteref" role="doc-noteref" class="noteref" id="([^"]+)" href="#([^"]+)">(\d+)<\/a>/g)].map((m) =>
      m.slice(1),
    ),
    [
      ['r1', 'n1', '1'],
      ['r2', 'n2', '2'],
      ['r1-2', 'n1', '1'],
    ],
  );
  assert.match(
    c1,
    /<aside epub:type="footnote" role="doc-footnote" class="footnote" id="n1">\n<p><a class="noteback" role="doc-backlink" href="#r1">1<\/a>　注乙。<\/p>\n<\/aside>/,
  );
  assert.ok(c1.indexOf('id="n1"') < c1.indexOf('id="n2"'), 'asides in number order');
  assert.ok(c1.lastIndexOf('</aside>') > c1.indexOf('<figure>'), 'notes after the text');
  // Numbering starts again in the next chapter.
  assert.match(f.get('OEBPS/c0002.xhtml')!, /id="r1" href="#n1">1<\/a>/);
});

test('EPUB-11: sections get ids, and level-2 ones are listed under their chapter in the nav and the NCX', async () => {
  const f = await files();
  assert.match(f.get('OEBPS/c0001.xhtml')!, /<h2 id="s1">书坊<\/h2>[\s\S]*<h3 id="s2">小节<\/h3>/);
  assert.match(f.get('OEBPS/nav.xhtml')!, /<a href="c0001.xhtml">第1章<\/a>\n\s*<ol>\n\s*<li><a href="c0001.xhtml#s1">书坊<\/a><\/li>/);
  assert.ok(!f.get('OEBPS/nav.xhtml')!.includes('小节'), 'level 3 stays out of the nav');
  assert.match(f.get('OEBPS/toc.ncx')!, /<meta name="dtb:depth" content="2"\/>/);
  assert.match(f.get('OEBPS/toc.ncx')!, /<content src="c0001.xhtml#s1"\/>/);
});

test('EPUB-12: quotes, verse, lists, figures, ruby and links are their HTML elements', async () => {
  const c1 = (await files()).get('OEBPS/c0001.xhtml')!;
  for (const re of [
    /<p>下着<em>很大<\/em>的雨/,
    /<strong>真<\/strong>/,
    /<blockquote>\n<p>引文。<\/p>\n<\/blockquote>/,
    /<div class="verse">\n<p>满纸荒唐言，<\/p>\n<p>一把辛酸泪。<\/p>\n<\/div>/,
    /<ul>\n<li><p>纸<\/p><\/li>\n<\/ul>/,
    /<figure>\n<img src="images\/img001.png" alt="地图"\/>\n<figcaption>河在南<\/figcaption>\n<\/figure>/,
    /<ruby>巷<rp>（<\/rp><rt>xiàng<\/rt><rp>）<\/rp><\/ruby>/,
    /<a href="https:\/\/example.org\/\?a=1&amp;b=2">网<\/a>/,
  ])
    assert.match(c1, re);
});

test('EPUB-12: an image is copied once into the container with a manifest entry and the media type of its bytes', async () => {
  const f = await files();
  assert.ok(f.has('OEBPS/images/img001.png'));
  assert.equal([...f.keys()].filter((k) => k.startsWith('OEBPS/images/')).length, 1);
  assert.match(f.get('OEBPS/content.opf')!, /<item id="img001" href="images\/img001.png" media-type="image\/png"\/>/);
});

test('MD-6: a missing image fails the EPUB with the Markdown file and line', async () => {
  const missing: Book = { ...book, chapters: [chapter('c0001', [{ kind: 'image', src: 'images/none.png', alt: '', source: src(16) }])] };
  await assert.rejects(
    renderEpub(missing, { script: 'zh-Hans', template, now, root: ROOT }),
    (e: unknown) => e instanceof InputError && e.file === 'chapters/01.md' && e.line === 16,
  );
});

test('EPUB-9: emphasis is 着重号 inside @supports under a dots template, and a slant only under an italic one', () => {
  assert.match(
    template.epubCss,
    /em \{ font-style: italic; \}\n[\s\S]*@supports \(text-emphasis: filled dot\) or \(-webkit-text-emphasis: filled dot\) \{\n\s*em \{/,
  );
  assert.match(template.epubCss, /text-emphasis-position: under right/);
  const css = '/* {{#emphasis=dots}} */\nDOTS\n/* {{/emphasis}} */\nem { x: {{indent}}; }\n';
  assert.equal(fillStylesheet(css, { emphasis: 'dots', indent: '2' }), 'DOTS\nem { x: 2; }\n');
  assert.equal(fillStylesheet(css, { emphasis: 'italic', indent: '2' }), 'em { x: 2; }\n');
  assert.equal(template.emphasis, 'dots');
  assert.equal(loadTemplate('vertical').emphasis, 'dots');
});

test('EPUB-3: each prefixed text-emphasis property has its unprefixed twin after it, and verse is never justified', () => {
  for (const name of ['classic', 'vertical']) {
    const css = loadTemplate(name).epubCss;
    for (const m of css.matchAll(/-webkit-(text-emphasis[a-z-]*): ([^;)]+);/g))
      assert.ok(css.includes(` ${m[1]}: ${m[2]};`, m.index), `${name}: ${m[0]} without ${m[1]} after it`);
    assert.match(css, /div\.verse p \{[^}]*text-align: (?:left|start)/, name);
  }
});
