/** Renders the seed chapters to PDF in both editions and checks the files with poppler and qpdf (GLYPH-2, LB-1/2/8, JUST-1, PARA-6/7/8). */
import { textRun } from '../../src/model/inline.ts';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPdf, defaultFonts, type PdfRenderOptions } from '../../src/render/pdf/index.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { FontError } from '../../src/errors.ts';
import type { Template } from '../../src/config/template.ts';
import { type Block, type Book, type Chapter, type Script, blockText, paragraph } from '../../src/model/book.ts';
import { checkLines, readPdfLines, summarize, type CheckReport, type PdfLine } from '../helpers/pdf-lines.ts';
import { toolOutput as runTool } from '../helpers/tools.ts';

const MM = 72 / 25.4;
/** The classic template (A5, 10.5 pt on 18 pt, 27 characters, basic, gb / tw-solid), written out so the test does not depend on the loader. */
const TEMPLATE: Template = {
  name: 'classic',
  page: { width: 148 * MM, height: 210 * MM },
  margins: { top: 20 * MM, bottom: 22 * MM, inner: 24 * MM, outer: 148 * MM - 24 * MM - 27 * 10.5 },
  bodySize: 10.5,
  leading: 18,
  indent: 2,
  charsPerLine: 27,
  prohibition: 'basic',
  compression: { 'zh-Hans': 'gb', 'zh-Hant': 'tw-solid', 'zh-Hant-HK': 'gb' },
  headingSize: 16,
  chapterOpener: 'page',
  runningHeads: true,
  toc: true,
  writingMode: 'horizontal',
  embedFonts: false,
  epubCss: '',
};
const NOW = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const seeds = fileURLToPath(new URL('../../seeds/', import.meta.url));
const seedFiles = readdirSync(seeds)
  .filter((f) => f.endsWith('.txt'))
  .sort();

function paragraphs(file: string): Block[] {
  return readFileSync(join(seeds, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((text, i) => paragraph(text, { path: file, line: i + 1 }));
}

function chapter(n: number, title: string, script: Script, blocks: Block[], volume?: string): Chapter {
  return { id: `c${n}`, title, script, blocks, sources: [], ...(volume ? { volume } : {}) };
}

/** zh-Hans: seeds 000, 001, 003 as three chapters in two volumes, with a scene break and an author's note. */
function hansBook(): Book {
  const [a, b, c] = seedFiles.filter((f) => !f.startsWith('002')).map(paragraphs);
  a.splice(6, 0, { kind: 'sceneBreak', source: { path: 'x', line: 0 } });
  b.push({
    kind: 'authorNote',
    content: textRun('PS：作者的话——今天有事，更新晚了，抱歉。明天照常两更，请大家继续支持，多多投票！'),
    source: { path: 'x', line: 0 },
  });
  return {
    meta: { title: '大唐边军', author: '测试作者', slug: 'datang' },
    chapters: [
      chapter(1, '第一章　陌刀', 'zh-Hans', a, '第一卷　辽东'),
      chapter(2, '第二章　破城', 'zh-Hans', b, '第一卷　辽东'),
      chapter(3, '第三章　契丹', 'zh-Hans', c, '第二卷　草原'),
    ],
  };
}

/** zh-Hant: seed 002 (Traditional) as two chapters. */
function hantBook(): Book {
  const all = paragraphs(seedFiles.find((f) => f.startsWith('002'))!);
  return {
    meta: { title: '大唐邊軍', author: '測試作者', slug: 'datang' },
    chapters: [chapter(1, '第四章　圓陣', 'zh-Hant', all.slice(0, 59)), chapter(2, '第五章　騎兵', 'zh-Hant', all.slice(59))],
  };
}

function options(script: Script, report = new DiagnosticsCollector()): PdfRenderOptions {
  return { script, template: TEMPLATE, fonts: defaultFonts(script), now: NOW, report };
}

const dir = mkdtempSync(join(tmpdir(), 'shufang-pdf-'));
const editions: Record<
  Script,
  { book: Book; file: string; bytes: Uint8Array; report: DiagnosticsCollector; lines: PdfLine[]; check: CheckReport }
> = {} as never;

/** SHUFANG_KEEP_PDF=1 keeps the rendered files for a look (pdftoppm -r 80 -png …). */
after(() => (process.env.SHUFANG_KEEP_PDF ? console.log(`PDFs kept in ${dir}`) : rmSync(dir, { recursive: true, force: true })));

before(async () => {
  for (const [script, book] of [
    ['zh-Hans', hansBook()],
    ['zh-Hant', hantBook()],
  ] as const) {
    const report = new DiagnosticsCollector();
    const bytes = await renderPdf(book, options(script, report));
    const file = join(dir, `${script}.pdf`);
    writeFileSync(file, bytes);
    const lines = readPdfLines(file);
    editions[script] = { book, file, bytes, report, lines, check: checkLines(lines) };
  }
});

const squash = (s: string): string => s.replace(/[\s\u3000]+/g, '');
const bodyText = (book: Book): string =>
  squash(book.chapters.flatMap((c) => c.blocks.map((b) => (b.kind === 'sceneBreak' ? '' : blockText(b)))).join(''));

for (const script of ['zh-Hans', 'zh-Hant'] as const) {
  test(`${script}: every font is embedded as a subset, and it is the ${script === 'zh-Hans' ? 'SC' : 'TC'} regional font (GLYPH-2)`, () => {
    const rows = runTool('pdffonts', [editions[script].file]).trim().split('\n').slice(2);
    assert.ok(rows.length >= 2, rows.join('\n'));
    for (const row of rows) assert.match(row, /\s+yes\s+yes\s+yes\s+\d+\s+\d+$/, `not embedded: ${row}`);
    assert.ok(
      rows.every((r) => r.includes(script === 'zh-Hans' ? 'NotoSerifSC' : 'NotoSerifTC')),
      rows.join('\n'),
    );
  });

  test(`${script}: qpdf --check finds no errors`, () => {
    const out = runTool('qpdf', ['--check', editions[script].file]);
    assert.match(out, /No syntax or stream encoding errors/);
  });

  test(`${script}: the body text comes back from the page geometry in reading order, character for character`, () => {
    const { check, book } = editions[script];
    const extracted = squash(check.body.map((l) => l.text).join(''));
    assert.equal(extracted, bodyText(book));
  });

  test(`${script}: pdftotext gives each chapter heading before its first paragraph`, () => {
    const text = squash(runTool('pdftotext', [editions[script].file, '-']));
    for (const ch of editions[script].book.chapters) {
      const heading = text.indexOf(squash(ch.title));
      const para = ch.blocks.find((b) => b.kind === 'paragraph')!;
      const body = text.indexOf(squash(blockText(para)).slice(0, 20), heading);
      assert.ok(heading >= 0 && body > heading, `${ch.title}: heading at ${heading}, body at ${body}`);
    }
  });

  test(`${script}: no line breaks a prohibition, splits ——/……, ends a paragraph on one Han character, or misses the right edge (LB-1, LB-2, LB-8, JUST-1)`, () => {
    const r = editions[script].check;
    assert.ok(r.lines > 300 && r.nonFinal > 200, summarize(r));
    assert.deepEqual([r.noStart, r.noEnd, r.splitUnits, r.oneHanLast, r.notFlush, r.widowPages], [[], [], [], [], [], []], summarize(r));
  });

  test(`${script}: the same book and the same now give byte-identical PDFs`, async () => {
    const again = await renderPdf(editions[script].book, options(script));
    assert.ok(Buffer.from(again).equals(Buffer.from(editions[script].bytes)));
  });

  test(`${script}: title, author, dates from now and the language tag are in the document`, () => {
    const info = runTool('pdfinfo', ['-isodates', editions[script].file]);
    assert.match(info, new RegExp(`Title:\\s+${editions[script].book.meta.title}`));
    assert.match(info, new RegExp(`Author:\\s+${editions[script].book.meta.author}`));
    assert.match(info, /CreationDate:\s+2024-01-02T03:04:05/);
    assert.match(info, /ModDate:\s+2024-01-02T03:04:05/);
    assert.ok(Buffer.from(editions[script].bytes).includes(`/Lang (${script === 'zh-Hans' ? 'zh-Hans-CN' : 'zh-Hant-TW'})`));
  });

  test(`${script}: running heads carry the book title on versos and the chapter title on rectos, none on chapter openers; folios sit on the outer edge (PARA-7)`, () => {
    const { lines, check, book } = editions[script];
    const top = Math.min(...check.body.map((l) => l.yMin));
    const bottom = Math.max(...check.body.map((l) => l.yMax));
    const openers = new Set<number>();
    for (const ch of book.chapters) {
      const l = lines.find((x) => squash(x.text) === squash(ch.title) || (squash(ch.title).startsWith(squash(x.text)) && x.height > 20));
      if (l) openers.add(l.page);
    }
    assert.equal(openers.size, book.chapters.length);
    const bodyPages = new Set(check.body.map((l) => l.page));
    // Folios count from the body's first page (folio 1, a recto): the first volume's page, else the first chapter's
    // opener; the front matter before it is roman (folios.ts).
    const first = Math.min(...openers) - (book.chapters[0].volume ? 1 : 0);
    assert.equal(first % 2, 1);
    for (const page of bodyPages) {
      const head = lines.find((l) => l.page === page && l.yMax < top);
      const folio = lines.find((l) => l.page === page && l.yMin > bottom);
      assert.ok(folio && folio.text === String(page - first + 1), `page ${page}: folio ${folio?.text}`);
      const recto = page % 2 === 1;
      assert.ok(
        recto ? folio.xMax > folio.pageWidth / 2 : folio.xMin < folio.pageWidth / 2,
        `folio of page ${page} is not on the outer edge`,
      );
      if (openers.has(page)) {
        assert.equal(head, undefined, `opener page ${page} has a head`);
        continue;
      }
      assert.ok(head, `page ${page} has no running head`);
      if (!recto) assert.equal(squash(head.text), squash(book.meta.title));
      else
        assert.ok(
          book.chapters.some((c) => squash(c.title) === squash(head.text)),
          `recto ${page}: ${head.text}`,
        );
    }
  });

  test(`${script}: each chapter opens a new page with its heading centred above the body (PARA-6)`, () => {
    const { lines, book } = editions[script];
    for (const ch of book.chapters) {
      const heading = lines.find((l) => squash(l.text) === squash(ch.title));
      assert.ok(heading, ch.title);
      const page = lines.filter((l) => l.page === heading.page && l.height < 20 && l.yMin > heading.yMax);
      assert.ok(page.length > 0);
      const centre = (heading.xMin + heading.xMax) / 2;
      const block = (Math.min(...page.map((l) => l.xMin)) + Math.max(...page.map((l) => l.xMax))) / 2;
      assert.ok(Math.abs(centre - block) < 1, `${ch.title} centred at ${centre}, block at ${block}`);
      const earlier = lines.filter((l) => l.page === heading.page && l.yMax <= heading.yMin);
      assert.deepEqual(earlier, [], `text above the heading of ${ch.title}`);
    }
  });

  test(`${script}: the outline lists the contents, then volumes with their chapters`, () => {
    const json = JSON.parse(runTool('qpdf', ['--json', '--json-key=outlines', editions[script].file])) as {
      outlines: { title: string; kids: { title: string }[] }[];
    };
    const book = editions[script].book;
    const titles = json.outlines.map((o) => o.title);
    assert.equal(titles[0], script === 'zh-Hans' ? '目录' : '目錄');
    if (script === 'zh-Hans') {
      assert.deepEqual(titles.slice(1), ['第一卷　辽东', '第二卷　草原']);
      assert.deepEqual(
        json.outlines[1].kids.map((k) => k.title),
        ['第一章　陌刀', '第二章　破城'],
      );
    } else
      assert.deepEqual(
        titles.slice(1),
        book.chapters.map((c) => c.title),
      );
  });
}

test('zh-Hans: the scene break is a centred ornament line and the author’s note is set smaller on the same grid (PARA-8)', () => {
  const { lines, check } = editions['zh-Hans'];
  const ornament = lines.find((l) => squash(l.text) === '＊＊＊');
  assert.ok(ornament);
  const page = check.body.filter((l) => l.page === ornament.page);
  const centre = (Math.min(...page.map((l) => l.xMin)) + Math.max(...page.map((l) => l.xMax))) / 2;
  assert.ok(Math.abs((ornament.xMin + ornament.xMax) / 2 - centre) < 1);
  const note = check.body.filter((l) => l.text.includes('PS：') || l.text.includes('多多投票'));
  assert.ok(note.length >= 2 && note.every((l) => l.height < 14), JSON.stringify(note.map((l) => l.height)));
});

test('a character no font has is reported once as W_MISSING_GLYPH and printed as 〓; one only the fallback has is drawn from it', async () => {
  const report = new DiagnosticsCollector();
  const book: Book = {
    meta: { title: '缺字測試', author: '某', slug: 'x' },
    chapters: [
      chapter(1, '第一章', 'zh-Hant', [paragraph('這裡有一個罕見字𠀀，還有簡體的树字和表情😀。'.repeat(3), { path: 'x', line: 1 })]),
    ],
  };
  const bytes = await renderPdf(book, options('zh-Hant', report));
  const missing = report.warnings.filter((w) => w.code === 'W_MISSING_GLYPH');
  assert.equal(missing.length, 1);
  assert.deepEqual(missing[0].data?.characters, ['😀', '𠀀']); // sorted by code point
  assert.ok(report.decisions.some((d) => d.kind === 'pdf-font-fallback' && d.message.includes('树')));
  const file = join(dir, 'missing.pdf');
  writeFileSync(file, bytes);
  const fonts = runTool('pdffonts', [file]);
  assert.match(fonts, /NotoSerifSC-Regular/);
  const text = runTool('pdftotext', [file, '-']);
  assert.ok(text.includes('树') && text.includes('〓'), text);
});

test('an unreadable font file makes renderPdf throw FontError naming the file', async () => {
  const bad = join(dir, 'missing-font.ttf');
  await assert.rejects(
    renderPdf(hantBook(), { ...options('zh-Hant'), fonts: { body: bad } }),
    // The file is the error's own field (the CLI prints `error E_FONT: <path>: the font file does not exist`).
    (e: unknown) => e instanceof FontError && e.file === bad && /does not exist/.test(e.message),
  );
});

test('without contents or running heads and with recto openers, chapters open on odd pages and carry no heads', async () => {
  const template: Template = { ...TEMPLATE, toc: false, runningHeads: false, chapterOpener: 'recto' };
  const book = hansBook();
  const bytes = await renderPdf(book, { ...options('zh-Hans'), template });
  const file = join(dir, 'recto.pdf');
  writeFileSync(file, bytes);
  const lines = readPdfLines(file);
  const check = checkLines(lines);
  const top = Math.min(...check.body.map((l) => l.yMin));
  for (const ch of book.chapters) {
    const heading = lines.find((l) => squash(l.text) === squash(ch.title));
    assert.ok(heading && heading.page % 2 === 1, `${ch.title} on page ${heading?.page}`);
  }
  assert.deepEqual(
    lines.filter((l) => l.yMax < top && l.page > 1),
    [],
  );
  assert.ok(!lines.some((l) => squash(l.text) === '目录'));
  assert.deepEqual([check.noStart, check.noEnd, check.notFlush, check.oneHanLast], [[], [], [], []]);
});
