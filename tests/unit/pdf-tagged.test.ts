/** The tagged PDF of rich books read back through qpdf: headings, figures, captions, notes, links and volumes in the structure tree; MCIDs and the ParentTree agree (PDF-1…PDF-6). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFonts, type PdfRenderOptions, renderPdf } from '../../src/render/pdf/index.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { readBookFile } from '../../src/render/assets.ts';
import type { Book } from '../../src/model/book.ts';
import { Structure } from '../../src/render/pdf/structure.ts';
import { XMLValidator } from 'fast-xml-parser';
import { chapter, FIXTURES, filler, para, richBook, t } from '../helpers/rich-book.ts';
import {
  assertMcidsRoundTrip,
  childNodes,
  readTagged,
  type StructNode,
  type TaggedPdf,
  textOf,
  walkTree,
} from '../helpers/pdf-structure.ts';

/** Renders `book` (classic template, zh-Hans unless `extra` says otherwise) into this test's temporary folder. */
async function render(book: Book, name: string, extra: Partial<PdfRenderOptions> = {}): Promise<{ file: string; bytes: Uint8Array }> {
  const o: PdfRenderOptions = {
    script: 'zh-Hans',
    template: loadTemplate('classic'),
    fonts: defaultFonts('zh-Hans'),
    now: new Date(Date.UTC(2024, 0, 2)),
    report: new DiagnosticsCollector(),
    readImage: (src) => readBookFile(FIXTURES, src),
    ...extra,
  };
  const bytes = await renderPdf(book, o);
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { file, bytes };
}

const work = mkdtempSync(join(tmpdir(), 'shufang-pdf-tagged-'));
after(() => rmSync(work, { recursive: true, force: true }));
const squash = (s: string): string => s.replace(/\s+/g, '');
const byType = (nodes: StructNode[], type: string): StructNode[] => walkTree(nodes).filter((n) => n.type === type);

/** Every annotation is an OBJR of a Link whose ref its /StructParent leads to (PDF-6). */
function assertAnnotationsTagged(pdf: TaggedPdf): void {
  const links = byType(pdf.root, 'Link');
  for (const page of pdf.pages)
    for (const a of page.annots) {
      const key = pdf.annotParent.get(a);
      assert.ok(key !== undefined, `annotation ${a} has no /StructParent`);
      const link = links.find((l) => l.kids.some((k) => 'annot' in k && k.annot === a));
      assert.ok(link, `annotation ${a} is in no Link element`);
      assert.equal(pdf.parentTree.get(key!), link.ref);
    }
}

/** A folio and a running head as Pagination artifacts, and a drawn (textless) Layout artifact (PDF-5). */
function assertFurniture(pdf: TaggedPdf): void {
  const artifacts = pdf.pages.flatMap((p) => p.marked.filter((m) => m.tag === 'Artifact'));
  assert.ok(
    artifacts.some((a) => a.type === 'Pagination' && /^\d+$/.test(a.text)),
    'a folio artifact',
  );
  assert.ok(
    artifacts.some((a) => a.type === 'Pagination' && a.text === richBook().meta.title),
    'a running head artifact',
  );
  assert.ok(
    artifacts.some((a) => a.type === 'Layout' && a.text === ''),
    'a drawn (textless) layout artifact',
  );
}

let rich: TaggedPdf;
let richBytes: Uint8Array;
before(async () => {
  const r = await render(richBook(), 'rich');
  richBytes = r.bytes;
  rich = readTagged(r.file);
});

test('PDF-1: the catalog marks the PDF tagged, in the edition language, showing its title; XMP names the title and PDF/UA-1', () => {
  assert.equal(rich.marked, true);
  assert.equal(rich.lang, 'zh-Hans-CN');
  assert.equal(rich.displayDocTitle, true);
  const title = richBook().meta.title;
  assert.equal(rich.infoTitle, title);
  assert.match(rich.xmp, new RegExp(`<dc:title>\\s*<rdf:Alt>\\s*<rdf:li xml:lang="x-default">${title}</rdf:li>`));
  assert.match(rich.xmp, /<pdfuaid:part>1<\/pdfuaid:part>/);
});

test('PDF-1: a title with & and < still gives well-formed XMP with the title in it', async () => {
  const book = richBook();
  book.meta.title = '刀 & 剑 <外传>';
  const pdf = readTagged((await render(book, 'ampersand')).file);
  const xml = pdf.xmp.slice(pdf.xmp.indexOf('<x:xmpmeta'), pdf.xmp.indexOf('</x:xmpmeta>') + '</x:xmpmeta>'.length);
  assert.equal(XMLValidator.validate(xml), true);
  assert.ok(xml.includes('<rdf:li xml:lang="x-default">刀 &amp; 剑 &lt;外传&gt;</rdf:li>'), 'the escaped title');
  assert.equal(pdf.infoTitle, book.meta.title, 'Info keeps the title as it is');
});

test('PDF-1: every MCID is in the tree once and the ParentTree agrees; artifacts carry none; no text is untagged', () => {
  assertMcidsRoundTrip(rich);
});

test('PDF-2: Document → title paragraphs, the contents Sect, one Sect per chapter opening with its H1', () => {
  assert.deepEqual(
    rich.root.map((n) => n.type),
    ['Document'],
  );
  const doc = rich.root[0];
  const kids = childNodes(doc);
  const book = richBook();
  assert.deepEqual(
    kids.map((k) => k.type),
    ['P', 'P', 'Sect', ...book.chapters.map(() => 'Sect')],
  );
  assert.equal(textOf(kids[0], rich), book.meta.title);
  book.chapters.forEach((ch, i) => {
    const sect = kids[3 + i];
    assert.equal(sect.title, ch.title);
    const first = childNodes(sect)[0];
    assert.equal(first.type, 'H1');
    assert.equal(squash(textOf(first, rich)), squash(ch.title));
  });
});

test('PDF-2: section heads are H2 in their chapter, a caption follows its figure, hard line breaks stay in order', () => {
  const sect = childNodes(rich.root[0])[3];
  const kids = childNodes(sect);
  const h2 = kids.filter((k) => k.type === 'H2').map((k) => textOf(k, rich));
  assert.ok(h2.includes('第二节　城门'), h2.join(' | '));
  const fig = kids.findIndex((k) => k.type === 'Figure');
  assert.ok(fig > 0, 'a Figure in chapter 1');
  assert.equal(kids[fig + 1].type, 'Caption');
  assert.equal(textOf(kids[fig + 1], rich), '书坊附近的地图');
  const text = squash(textOf(sect, rich));
  assert.ok(text.indexOf('第一行') < text.indexOf('第二行紧跟着'), 'lines after a hard break follow in the tree');
  assert.ok(text.includes('床前明月光，疑是地上霜。举头望明月，低头思故乡。'), 'verse lines in order');
});

test('PDF-4: the figure has its alt text and a BBox on the page', () => {
  const figures = byType(rich.root, 'Figure');
  assert.equal(figures.length, 1);
  assert.equal(figures[0].alt, '书坊地图');
  const [x1, y1, x2, y2] = figures[0].bbox ?? [];
  assert.ok(x2 > x1 && y2 > y1, `BBox ${figures[0].bbox}`);
  assert.ok(
    figures[0].kids.some((k) => 'mcid' in k),
    'the figure holds the image content',
  );
});

test('PDF-3: footnotes are Note elements holding their number and text, after the paragraph that refers to them', () => {
  const sects = childNodes(rich.root[0]);
  const one = childNodes(sects[3]);
  const notes = one.filter((k) => k.type === 'Note');
  assert.equal(notes.length, 1);
  assert.equal(squash(textOf(notes[0], rich)), '1那一年的雨下了整整四十天，城里的老人都说从来没有见过。');
  const ref = one.findIndex((k) => textOf(k, rich).includes('那天夜里下着'));
  assert.ok(ref >= 0 && ref < one.indexOf(notes[0]), 'the note comes after its reference');
  const two = childNodes(sects[4]).filter((k) => k.type === 'Note');
  assert.equal(two.length, 6, 'chapter 2: six footnotes');
  two.forEach((n, k) => assert.ok(squash(textOf(n, rich)).startsWith(String(k + 1)), `note ${k + 1} starts with its number`));
  const ids = byType(rich.root, 'Note').map((n) => n.id);
  assert.ok(
    ids.every((id) => id),
    'every Note has an /ID',
  );
  assert.equal(new Set(ids).size, ids.length, 'Note /IDs are unique');
});

test('PDF-6: the URL link and each contents entry are Link elements holding their annotation, which points back', () => {
  assertAnnotationsTagged(rich);
  const links = byType(rich.root, 'Link');
  const url = links.find((l) => !l.kids.some((k) => 'mcid' in k) && l.kids.some((k) => 'annot' in k));
  assert.ok(url, 'a Link with only its annotation (the URL run)');
  const holder = byType(rich.root, 'P').find((p) => childNodes(p).includes(url));
  assert.ok(holder && textOf(holder, rich).includes('书坊的招牌'), 'the URL Link is inside the paragraph with the linked text');
  const toc = byType(rich.root, 'TOC')[0];
  const items = childNodes(toc);
  assert.equal(items.length, richBook().chapters.length);
  for (const item of items) {
    assert.equal(item.type, 'TOCI');
    const [link] = childNodes(item);
    assert.equal(link.type, 'Link');
    assert.ok(link.kids.some((k) => 'mcid' in k) && link.kids.some((k) => 'annot' in k), 'entry text and its annotation');
  }
});

test('PDF-5: folios, running heads, the ornament and the footnote rule are artifacts, and only artifacts hold them', () => {
  assertFurniture(rich);
  const tree = walkTree(rich.root)
    .filter((n) => n.type === 'P')
    .map((n) => textOf(n, rich));
  assert.ok(!tree.some((t) => /^\d+$/.test(t)), 'no folio in the tree');
});

test('vertical template (直排, VERT-6): the same structure as the horizontal PDF — title P, contents Sect with TOCI → Link, Sect per chapter, H2, Figure + Caption, Notes, the URL Link; artifacts; no untagged text', async () => {
  const v = readTagged((await render(richBook(), 'vertical', { template: loadTemplate('vertical') })).file);
  assert.equal(v.marked, true);
  assert.equal(v.lang, 'zh-Hans-CN');
  assertMcidsRoundTrip(v);
  assertAnnotationsTagged(v);
  // A footnote's Note follows the page's last paragraph, and the columns break pages elsewhere than the lines:
  // Notes are compared apart from the rest. Texts as their Han characters only: the vertical book has corner
  // quotes (VERT-3), other folios, and a ruby annotation after the glyphs of its column rather than of its line.
  const han = (t: string): string => t.replace(/[^\p{Script=Han}]/gu, '');
  const GROUPS = new Set(['Document', 'Part', 'Sect', 'TOC', 'TOCI']);
  const elements = (pdf: TaggedPdf, note: boolean): string[] =>
    walkTree(pdf.root)
      .filter((n) => (n.type === 'Note') === note)
      .map((n) => (GROUPS.has(n.type) ? n.type : `${n.type} ${han(textOf(n, pdf))}`));
  assert.deepEqual(elements(v, false), elements(rich, false), 'element for element (type and text) the horizontal tree');
  assert.deepEqual(elements(v, true), elements(rich, true), 'the same Notes in the same order');
  assert.equal(elements(v, true).length, 7);
  const [figure] = byType(v.root, 'Figure');
  assert.equal(figure.alt, '书坊地图');
  const [x1, y1, x2, y2] = figure.bbox ?? [];
  assert.ok(x2 > x1 && y2 > y1, `BBox ${figure.bbox}`);
  assertFurniture(v);
});

test('PDF-1: the same book and now give the same bytes, tagged', async () => {
  const again = await render(richBook(), 'rich-again');
  assert.ok(Buffer.from(again.bytes).equals(Buffer.from(richBytes)));
});

test('PDF-2: a book in volumes is Document → Part per volume (H1) → Sect per chapter (H2)', async () => {
  const book: Book = {
    meta: { title: '分卷', author: '佚名', language: 'zh-Hans' },
    chapters: [
      { ...chapter(1, '第一回　甲', [para(t('第一回的正文。')), ...filler(2)]), volume: '上卷' },
      { ...chapter(2, '第二回　乙', [para(t('第二回的正文。'))]), volume: '上卷' },
      { ...chapter(3, '第三回　丙', [para(t('第三回的正文。'))]), volume: '下卷' },
    ],
  } as Book;
  const pdf = readTagged((await render(book, 'volumes')).file);
  assertMcidsRoundTrip(pdf);
  const parts = childNodes(pdf.root[0]).filter((k) => k.type === 'Part');
  assert.deepEqual(
    parts.map((p) => p.title),
    ['上卷', '下卷'],
  );
  for (const part of parts) {
    const [head, ...sects] = childNodes(part);
    assert.equal(head.type, 'H1');
    assert.equal(textOf(head, pdf), part.title);
    assert.ok(sects.length > 0 && sects.every((s) => s.type === 'Sect' && childNodes(s)[0].type === 'H2'));
  }
  assert.equal(childNodes(childNodes(parts[0])[1])[0].type, 'H2');
  assert.equal(byType(pdf.root, 'H1').length, 3, 'the contents heading and the two volumes');
});

test('an untagged Structure only draws: nothing is opened or marked', () => {
  const s = new Structure();
  let drawn = 0;
  s.begin('Document');
  s.mark('P', 1, () => drawn++);
  s.artifact('Pagination', () => drawn++);
  s.annotation('x', (o) => {
    assert.equal(o, undefined);
    drawn++;
  });
  s.finish();
  assert.equal(drawn, 3);
  assert.equal(s.tagged, false);
});
