/** The seeds built by the CLI as tagged PDFs in three editions and the vertical (直排) zh-Hant one: language, structure tree against the EPUB's text, MCIDs, artifacts, links, and pdftotext in the tree's order (PDF-1…PDF-6). */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipEpub } from '../helpers/epub.ts';
import { pdfText, runCli, runTool } from '../helpers/tools.ts';
import { assertMcidsRoundTrip, childNodes, contentRefs, readTagged, type TaggedPdf, textOf, walkTree } from '../helpers/pdf-structure.ts';

const SLUG = 'datang-bianjun';
const EDITIONS = {
  'zh-Hans': 'zh-Hans-CN',
  'zh-Hant': 'zh-Hant-TW',
  'zh-Hant-HK': 'zh-Hant-HK',
  'zh-Hant vertical': 'zh-Hant-TW',
} as const;
type Edition = keyof typeof EDITIONS;
/** The build folder of each edition: the classic build, and a `--template vertical` one for the vertical edition. */
const outs = new Map<Edition, string>();
let report: { chapters: { id: string }[] };
const pdfs = new Map<Edition, TaggedPdf>();

const squash = (s: string): string => s.replace(/[\s\f]+/g, '');
const decode = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const script = (e: Edition): string => e.split(' ')[0];
const pdfPath = (e: Edition): string => join(outs.get(e)!, `${SLUG}.${script(e)}.pdf`);

function build(scripts: string[], extra: string[]): string {
  const out = mkdtempSync(join(tmpdir(), 'shufang-tagged-'));
  const run = runCli(['build', 'seeds', '--out', out, '--no-cache', '--scripts', scripts.join(','), ...extra], {
    env: { SOURCE_DATE_EPOCH: '1700000000' },
  });
  assert.equal(run.status, 0, run.stderr);
  return out;
}

before(() => {
  const classic = build(['zh-Hans', 'zh-Hant', 'zh-Hant-HK'], []);
  const vertical = build(['zh-Hant'], ['--template', 'vertical']);
  for (const e of Object.keys(EDITIONS) as Edition[]) outs.set(e, e.endsWith('vertical') ? vertical : classic);
  report = JSON.parse(readFileSync(join(classic, `${SLUG}.report.json`), 'utf8'));
  for (const e of Object.keys(EDITIONS) as Edition[]) pdfs.set(e, readTagged(pdfPath(e)));
});

/** Each chapter of the edition's EPUB: its h1 and its paragraphs, as text. */
function epubChapters(e: Edition): { title: string; paras: string[] }[] {
  const files = unzipEpub(readFileSync(join(outs.get(e)!, `${SLUG}.${script(e)}.epub`)));
  return report.chapters.map((c) => {
    const xhtml = files.get(`OEBPS/${c.id}.xhtml`)!;
    return {
      title: decode(/<h1>(.*?)<\/h1>/.exec(xhtml)![1]),
      // The page-break markers (EPUB-15) inside a paragraph are no text of it.
      paras: [...xhtml.matchAll(/<p>(.*?)<\/p>/g)].map((m) => squash(decode(m[1].replace(/<[^>]+>/g, '')))),
    };
  });
}

for (const e of Object.keys(EDITIONS) as Edition[]) {
  test(`${e}: /Lang ${EDITIONS[e]}, MarkInfo /Marked true, a StructTreeRoot, DisplayDocTitle, the title in Info and XMP; qpdf --check passes (PDF-1)`, () => {
    const pdf = pdfs.get(e)!;
    assert.equal(pdf.lang, EDITIONS[e]);
    assert.equal(pdf.marked, true);
    assert.equal(pdf.root.length, 1);
    assert.equal(pdf.displayDocTitle, true);
    const title = epubChapters(e).length ? textOf(childNodes(pdf.root[0])[0], pdf) : '';
    assert.equal(pdf.infoTitle, title, 'Info /Title is the title page’s');
    assert.ok(pdf.xmp.includes(`<rdf:li xml:lang="x-default">${title}</rdf:li>`), 'dc:title in XMP');
    runTool('qpdf', ['--check', pdfPath(e)]);
  });

  test(`${e}: one Sect per chapter, its H1 the chapter title and then exactly the EPUB's paragraphs as P, in order (PDF-2)`, () => {
    const pdf = pdfs.get(e)!;
    const sects = childNodes(pdf.root[0]).filter((n) => n.type === 'Sect');
    const chapters = epubChapters(e);
    assert.equal(sects.length, chapters.length + 1, 'the contents and each chapter');
    chapters.forEach((ch, i) => {
      const [head, ...rest] = childNodes(sects[i + 1]);
      assert.equal(head.type, 'H1');
      assert.equal(squash(textOf(head, pdf)), squash(ch.title));
      assert.ok(
        rest.every((n) => n.type === 'P'),
        rest.map((n) => n.type).join(','),
      );
      assert.deepEqual(
        rest.map((n) => squash(textOf(n, pdf))),
        ch.paras,
      );
    });
  });

  test(`${e}: every MCID is in the tree once and the ParentTree agrees; heads and folios are Pagination artifacts outside it (PDF-1, PDF-5)`, () => {
    const pdf = pdfs.get(e)!;
    assertMcidsRoundTrip(pdf);
    const folios = pdf.pages.flatMap((p) =>
      p.marked.filter((m) => m.tag === 'Artifact' && m.type === 'Pagination' && /^\d+$/.test(m.text)),
    );
    assert.ok(folios.length >= pdf.pages.length - 8, `${folios.length} folios on ${pdf.pages.length} pages`);
    const tree = walkTree(pdf.root).map((n) => n.type);
    assert.ok(!tree.includes('Artifact'));
  });

  test(`${e}: each contents entry is a TOCI → Link holding its text and its annotation, whose /StructParent leads back (PDF-3, PDF-6)`, () => {
    const pdf = pdfs.get(e)!;
    const toc = walkTree(pdf.root).find((n) => n.type === 'TOC')!;
    const items = childNodes(toc);
    assert.equal(items.length, report.chapters.length);
    for (const item of items) {
      const [link] = childNodes(item);
      assert.equal(link.type, 'Link');
      const annot = link.kids.find((k) => 'annot' in k) as { annot: string } | undefined;
      assert.ok(annot, 'an OBJR');
      assert.equal(pdf.parentTree.get(pdf.annotParent.get(annot.annot)!), link.ref);
    }
  });

  test(`${e}: pdftotext finds every piece of marked content in the structure tree's order`, () => {
    const pdf = pdfs.get(e)!;
    // pdftotext's default reading order takes a vertical contents page by rows (title, leader, number across the
    // columns); -raw reads the content stream's order, which is the columns' right to left.
    const text = squash(pdfText(pdfPath(e), e.endsWith('vertical') ? ['-raw'] : []));
    let from = 0;
    for (const r of contentRefs(pdf.root)) {
      const piece = squash(pdf.pages[r.page].marked.find((m) => m.mcid === r.mcid)!.text);
      if (!piece) continue;
      const at = text.indexOf(piece, from);
      assert.ok(at >= 0, `${r.node.type} on page ${r.page + 1} missing or out of order: ${piece.slice(0, 30)}`);
      from = at + piece.length;
    }
    assert.ok(from > text.length * 0.9, 'the tree reaches the end of the text');
  });
}
