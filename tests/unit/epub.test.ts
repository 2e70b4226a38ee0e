import { test } from 'node:test';
import { textRun } from '../../src/model/inline.ts';
import assert from 'node:assert/strict';
import { renderEpub } from '../../src/render/epub/index.ts';
import { distinctChars } from '../../src/render/epub/font.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { type Book, type Chapter, paragraph } from '../../src/model/book.ts';
import { firstXmlError, unzipEpub } from '../helpers/epub.ts';

const template = loadTemplate('classic');
const now = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));

function chapter(id: string, title: string, texts: string[], volume?: string): Chapter {
  return {
    id,
    title,
    script: 'zh-Hans',
    sources: [`${id}.txt`],
    ...(volume ? { volume } : {}),
    blocks: texts.map((text, i) => paragraph(text, { path: `${id}.txt`, line: i + 1 })),
  };
}

const book: Book = {
  meta: { title: '测试<书>&', author: '某人', slug: 'test' },
  chapters: [
    chapter('c0001', '第一章　若x<y则', ['若x<y则，甲<乙 & 丙>丁。', '包含]]>与控制\u0001字符。']),
    {
      ...chapter('c0002', '第二章　分隔', ['前。', '后。']),
      blocks: [
        paragraph('前。', { path: 'c0002.txt', line: 1 }),
        { kind: 'sceneBreak', source: { path: 'c0002.txt', line: 2 } },
        paragraph('后。', { path: 'c0002.txt', line: 3 }),
        { kind: 'authorNote' as const, content: textRun('PS：求月票！'), source: { path: 'c0002.txt', line: 4 } },
      ],
    },
  ],
};

test('the EPUB starts with an uncompressed mimetype entry (OCF)', async () => {
  const bytes = await renderEpub(book, { script: 'zh-Hans', template, now });
  assert.equal(String.fromCharCode(...bytes.slice(30, 38)), 'mimetype');
  assert.equal(bytes[8] | (bytes[9] << 8), 0, 'compression method of the first entry is STORE');
  assert.equal(new TextDecoder().decode(bytes.slice(38, 58)), 'application/epub+zip');
});

test('text holding <, &, ]]> and control characters stays well-formed and is not lost', async () => {
  const files = unzipEpub(await renderEpub(book, { script: 'zh-Hans', template, now }));
  assert.equal(firstXmlError(files), undefined);
  const c1 = files.get('OEBPS/c0001.xhtml')!;
  assert.match(c1, /若x&lt;y则，甲&lt;乙 &amp; 丙&gt;丁。/);
  assert.match(c1, /包含\]\]&gt;与控制\uFFFD字符。/);
  assert.match(files.get('OEBPS/content.opf')!, /<dc:title>测试&lt;书&gt;&amp;<\/dc:title>/);
});

test('language tags: dc:language is the script, every document root carries the region-qualified tag (EPUB-1)', async () => {
  for (const [script, opf, doc] of [
    ['zh-Hans', 'zh-Hans', 'zh-Hans-CN'],
    ['zh-Hant', 'zh-Hant', 'zh-Hant-TW'],
    ['zh-Hant-HK', 'zh-Hant-HK', 'zh-Hant-HK'],
  ] as const) {
    const files = unzipEpub(await renderEpub(book, { script, template, now }));
    assert.match(files.get('OEBPS/content.opf')!, new RegExp(`<dc:language>${opf}</dc:language>`));
    assert.match(files.get('OEBPS/content.opf')!, new RegExp(`<package [^>]*xml:lang="${opf}"`));
    for (const [path, text] of files) {
      if (path.endsWith('.xhtml')) assert.match(text, new RegExp(`<html [^>]*lang="${doc}" xml:lang="${doc}"`), path);
    }
  }
});

test('scene breaks are visible ornaments and author notes go to an aside at the chapter end (PARA-8, CLEAN-4)', async () => {
  const c2 = unzipEpub(await renderEpub(book, { script: 'zh-Hans', template, now })).get('OEBPS/c0002.xhtml')!;
  assert.match(c2, /<p class="scene" role="separator">＊　＊　＊<\/p>/);
  assert.match(c2, /<aside class="author-note">\n<p>PS：求月票！<\/p>\n<\/aside>\n<\/section>/);
});

test('volumes become the first level of the nav and the NCX', async () => {
  const vbook: Book = {
    ...book,
    chapters: [
      chapter('c0001', '第一回', ['甲。'], '上卷'),
      chapter('c0002', '第二回', ['乙。'], '上卷'),
      chapter('c0003', '第三回', ['丙。'], '下卷'),
    ],
  };
  const files = unzipEpub(await renderEpub(vbook, { script: 'zh-Hans', template, now }));
  const nav = files.get('OEBPS/nav.xhtml')!;
  assert.match(
    nav,
    /<li><a href="v001.xhtml">上卷<\/a>\n\s*<ol>\n\s*<li><a href="c0001.xhtml">第一回<\/a><\/li>\n\s*<li><a href="c0002.xhtml">第二回<\/a><\/li>/,
  );
  assert.match(nav, /<a href="v002.xhtml">下卷<\/a>/);
  assert.match(files.get('OEBPS/toc.ncx')!, /<meta name="dtb:depth" content="2"\/>/);
  assert.equal(firstXmlError(files), undefined);
});

test('the same book and date give byte-identical EPUBs; the identifier follows the content', async () => {
  const a = await renderEpub(book, { script: 'zh-Hans', template, now });
  const b = await renderEpub(book, { script: 'zh-Hans', template, now });
  assert.deepEqual(a, b);
  const changed = { ...book, chapters: [chapter('c0001', '第一章', ['别的文字。'])] };
  const idOf = (bytes: Uint8Array) =>
    /<dc:identifier id="book-id">(urn:uuid:[0-9a-f-]{36})</.exec(unzipEpub(bytes).get('OEBPS/content.opf')!)![1];
  assert.notEqual(idOf(a), idOf(await renderEpub(changed, { script: 'zh-Hans', template, now })));
  assert.match(unzipEpub(a).get('OEBPS/content.opf')!, /<meta property="dcterms:modified">2024-01-02T03:04:05Z<\/meta>/);
});

const TC_FONT = new URL('../../node_modules/@expo-google-fonts/noto-serif-tc/400Regular/NotoSerifTC_400Regular.ttf', import.meta.url)
  .pathname;

test('VERT-1/3/4: the vertical template gives an rtl spine, vertical-rl with prefixes, corner quotes and TCY for 1–3 digits', async () => {
  const vbook: Book = { ...book, chapters: [chapter('c0001', '第1回', ['他说：“她说‘好’。”第12回有100人，2024年。'])] };
  const files = unzipEpub(await renderEpub(vbook, { script: 'zh-Hans', template: loadTemplate('vertical'), now }));
  assert.match(files.get('OEBPS/content.opf')!, /<spine toc="ncx" page-progression-direction="rtl">/);
  const css = files.get('OEBPS/style.css')!;
  assert.ok(
    css.indexOf('-epub-writing-mode: vertical-rl') < css.indexOf('-webkit-writing-mode: vertical-rl') &&
      css.indexOf('-webkit-writing-mode') < css.indexOf('  writing-mode: vertical-rl'),
    'prefixed forms first, unprefixed last (EPUB-3)',
  );
  const c1 = files.get('OEBPS/c0001.xhtml')!;
  assert.match(c1, /他说：『她说「好」。』第<span class="tcy">12<\/span>回有<span class="tcy">100<\/span>人，2024年。/);
  assert.doesNotMatch(c1, /[\uFE10-\uFE4F]/, 'no vertical presentation forms in the text (VERT-2)');
  assert.equal(firstXmlError(files), undefined);
  const horizontal = unzipEpub(await renderEpub(vbook, { script: 'zh-Hans', template, now }));
  assert.doesNotMatch(horizontal.get('OEBPS/content.opf')!, /page-progression-direction/);
});

test('EPUB-5/6/7: the embedded font is a subset covering every character, with vert/halt/chws kept and the OFL beside it', async () => {
  const fontkit = await import('fontkit');
  const tbook: Book = {
    ...book,
    meta: { ...book.meta, title: '測試' },
    chapters: [chapter('c0001', '第一回', ['「你好」，世界。——測試……'])],
  };
  const files = unzipEpub(await renderEpub(tbook, { script: 'zh-Hant', template, now, bodyFont: TC_FONT }));
  const raw = (await import('fflate')).unzipSync(await renderEpub(tbook, { script: 'zh-Hant', template, now, bodyFont: TC_FONT }))[
    'OEBPS/fonts/body.woff'
  ];
  const font = fontkit.create(Buffer.from(raw)) as any;
  for (const ch of '測試第一回你好世界「」，。——……') assert.ok(font.hasGlyphForCodePoint(ch.codePointAt(0)), ch);
  const full = fontkit.openSync(TC_FONT) as any;
  assert.ok(font.numGlyphs < 1000 && full.numGlyphs > 10_000, `subset has ${font.numGlyphs} glyphs of ${full.numGlyphs}`);
  const gsub = new Set(font.GSUB.featureList.map((f: any) => f.tag));
  const gpos = new Set(font.GPOS.featureList.map((f: any) => f.tag));
  for (const tag of ['vert', 'vrt2']) assert.ok(gsub.has(tag), tag);
  for (const tag of ['halt', 'chws', 'vhal']) assert.ok(gpos.has(tag), tag);
  assert.match(files.get('OEBPS/fonts/OFL.txt')!, /SIL Open Font License/);
  assert.match(files.get('OEBPS/style.css')!, /@font-face \{ font-family: "shufang-body"; src: url\(fonts\/body.woff\)/);
  const noEmbed = unzipEpub(
    await renderEpub(tbook, { script: 'zh-Hant', template: { ...template, embedFonts: false }, now, bodyFont: TC_FONT }),
  );
  assert.equal(noEmbed.has('OEBPS/fonts/body.woff'), false);
});

test('the font subset gets the distinct characters of the text, as a Set of its code points sorted would give them', () => {
  const text = '红楼梦，红楼梦。\u{20000}\u{20000}𪚥a\ud800b\udc00\uffff';
  assert.deepEqual(distinctChars(text), [...new Set(text)].sort());
  assert.equal(distinctChars(text).includes('\u{20000}'), true);
  assert.equal(distinctChars('').length, 0);
});
