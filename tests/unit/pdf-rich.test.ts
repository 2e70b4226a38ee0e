/** Renders books with every block and inline kind to PDF and reads the pages back: glyph boxes, pixels, fonts, images, links, outline (RICH-1…RICH-13). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFonts, layoutPdf, type PdfRenderOptions, renderPdf } from '../../src/render/pdf/index.ts';
import { layoutChapter } from '../../src/render/pdf/layout.ts';
import { blockLeft } from '../../src/render/pdf/geometry.ts';
import { DiagnosticsCollector, type Diagnostics } from '../../src/model/diagnostics.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { readBookFile } from '../../src/render/assets.ts';
import type { Book } from '../../src/model/book.ts';
import { readPdfLines, type PdfLine } from '../helpers/pdf-lines.ts';
import { fontCharacters, linkAnnotations } from '../helpers/pdf-objects.ts';
import { toolOutput } from '../helpers/tools.ts';
import { chapter, em, FIXTURES, filler, note, para, ref, richBook, ruby, t } from '../helpers/rich-book.ts';

const TEMPLATE = loadTemplate('classic');
const NOW = new Date(Date.UTC(2024, 0, 2));
let dir: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'shufang-pdf-rich-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function options(extra: Partial<PdfRenderOptions> = {}): PdfRenderOptions {
  return {
    script: 'zh-Hans',
    template: TEMPLATE,
    fonts: defaultFonts('zh-Hans'),
    now: NOW,
    report: new DiagnosticsCollector(),
    readImage: (src) => readBookFile(FIXTURES, src),
    ...extra,
  };
}

/** Renders `book` to a file; returns its path and the diagnostics. */
async function render(
  book: Book,
  name: string,
  extra: Partial<PdfRenderOptions> = {},
): Promise<{ file: string; diagnostics: Diagnostics }> {
  const o = options(extra);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderPdf(book, o));
  return { file, diagnostics: o.report.done() };
}

const lineWith = (lines: PdfLine[], text: string): PdfLine => {
  const l = lines.find((x) => x.text.includes(text));
  assert.ok(l, `no line contains ${text}`);
  return l;
};

/** The page rendered in grey at `dpi` as a pixel lookup (0 black … 255 white) in PDF points. */
function pagePixels(file: string, page: number, dpi: number): (x: number, y: number) => number {
  const prefix = join(dir, `px-${page}`);
  toolOutput('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const data = readFileSync(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 64).toString('latin1'))!;
  const [width, offset] = [Number(header[1]), header[0].length];
  const scale = dpi / 72;
  return (x, y) => data[offset + Math.floor(y * scale) * width + Math.floor(x * scale)];
}

/** Dark pixels in a box given in points. */
function darkIn(px: (x: number, y: number) => number, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = y0; y <= y1; y += 0.25) for (let x = x0; x <= x1; x += 0.25) if (px(x, y) < 128) n++;
  return n;
}

let rich: { file: string; diagnostics: Diagnostics };
before(async () => {
  rich = await render(richBook(), 'rich');
});

test('the book with every construct is a valid PDF that prints no Markdown syntax and no note ids', () => {
  toolOutput('qpdf', ['--check', rich.file]);
  const text = toolOutput('pdftotext', [rich.file, '-']);
  for (const syntax of ['**', '![', '[^', '## ', '](', '`']) assert.ok(!text.includes(syntax), `the PDF shows ${syntax}`);
  for (const id of ['rain', 'n1', 'n6']) assert.ok(!new RegExp(`\\b${id}\\b`).test(text), `note id ${id} printed`);
  assert.deepEqual(rich.diagnostics.warnings, []);
});

test('RICH-12: the picture is embedded once, scaled down to the measure with its aspect ratio, its caption centred below', () => {
  const list = toolOutput('pdfimages', ['-list', rich.file]).trim().split('\n').slice(2);
  assert.equal(list.length, 1, list.join('\n'));
  const [page, , type, width, height, , , , , , , , xppi, yppi] = list[0].trim().split(/\s+/);
  assert.deepEqual([type, width, height], ['image', '400', '240']);
  // 400 px across the 283.5 pt measure is 101.6 ppi both ways: the picture is exactly as wide as the block.
  assert.equal(xppi, '102');
  assert.equal(yppi, '102');
  const lines = readPdfLines(rich.file).filter((l) => l.page === Number(page));
  const caption = lineWith(lines, '书坊附近的地图');
  const left = blockLeft(layoutPdf(richBook(), options()).geometry, Number(page));
  const centre = (caption.xMin + caption.xMax) / 2;
  assert.ok(Math.abs(centre - (left + 283.5 / 2)) < 0.5, `caption centred at ${centre}`);
});

test('RICH-12: a picture that cannot be read prints its alt text and warns W_IMAGE_MISSING', async () => {
  const book: Book = {
    meta: { title: '缺图', author: '某', slug: 'x' },
    chapters: [
      chapter(1, '第一章', [
        para(t('前文。')),
        { kind: 'image', src: 'images/none.png', alt: '一张地图', source: { path: 'a.md', line: 3 } },
      ]),
    ],
  };
  const out = await render(book, 'missing-image');
  const warn = out.diagnostics.warnings.find((w) => w.code === 'W_IMAGE_MISSING');
  assert.ok(warn && warn.source?.line === 3, JSON.stringify(out.diagnostics.warnings));
  assert.ok(toolOutput('pdftotext', [out.file, '-']).includes('［图：一张地图］'));
  assert.equal(toolOutput('pdfimages', ['-list', out.file]).trim().split('\n').length, 2, 'no picture embedded');
});

test('RICH-3: a dot sits under each emphasised character and none under its punctuation or the plain text', async () => {
  const book: Book = {
    meta: { title: '着重', author: '某', slug: 'x' },
    chapters: [chapter(1, '第一章', [para(t('他说'), em(t('很大的雨，真大')), t('。'))])],
  };
  const out = await render(book, 'emphasis');
  const line = lineWith(readPdfLines(out.file), '他说很大的雨，真大。');
  const size = 10.5;
  const baseline = line.yMax - 0.286 * size;
  const px = pagePixels(out.file, line.page, 288);
  // A one-line paragraph is not spread: every character here is 1 em from the first glyph's edge.
  [...'他说很大的雨，真大。'].forEach((ch, k) => {
    const cx = line.xMin + (k + 0.5) * size;
    const dots = darkIn(px, cx - 0.12 * size, baseline + 0.17 * size, cx + 0.12 * size, baseline + 0.37 * size);
    const expected = k >= 2 && k <= 8 && ch !== '，';
    assert.equal(dots > 0, expected, `${ch} (${k}): ${dots} dark pixels under it`);
    // Centred: as much ink left of the centre as right of it.
    if (expected) {
      const l = darkIn(px, cx - 0.12 * size, baseline + 0.17 * size, cx - 0.02 * size, baseline + 0.37 * size);
      const r = darkIn(px, cx + 0.02 * size, baseline + 0.17 * size, cx + 0.12 * size, baseline + 0.37 * size);
      assert.ok(Math.abs(l - r) <= 3, `${ch}: dot off centre (${l} left, ${r} right)`);
    }
  });
});

test('RICH-4: each ruby syllable is centred over its character above the line, and the pitch is unchanged', () => {
  const book = richBook();
  const layout = layoutPdf(book, options());
  const ch = layoutChapter(book.chapters[0], 0, layout.layoutOptions, layout.composers);
  const item = ch.items.find((it) => it.kind === 'text' && it.styles?.some((s) => s.ruby !== undefined) && it.line === 1);
  assert.ok(item && item.kind === 'text', 'no second line with ruby in chapter 1');
  const runOf = item.styles!.findIndex((s) => s.ruby !== undefined);
  const glyphs = [...item.para.run!.keys()].filter((i) => item.para.run![i] === runOf);
  const lines = readPdfLines(rich.file);
  const base = lineWith(lines, '门外是书坊的招牌');
  const left = blockLeft(layout.geometry, base.page);
  const size = 10.5;
  ['shū', 'fāng'].forEach((syllable, k) => {
    const word = lines.flatMap((l) => l.words).find((w) => w.text === syllable);
    assert.ok(word, `no ${syllable}`);
    const centre = left + (item.para.x[glyphs[k]] + 0.5) * size;
    assert.ok(
      Math.abs((word.xMin + word.xMax) / 2 - centre) < 0.3,
      `${syllable} centred at ${(word.xMin + word.xMax) / 2}, base at ${centre}`,
    );
    assert.ok(word.yMax < base.yMax - 0.286 * size - 0.8 * size, `${syllable} is not above the base`);
  });
  // The line with ruby keeps the 18 pt pitch to the line above it.
  const above = lines.find((l) => l.page === base.page && l.text.startsWith('那天夜里'))!;
  assert.ok(Math.abs(base.yMax - above.yMax - 18) < 0.01, `pitch ${base.yMax - above.yMax}`);
});

test('RICH-1: strong text is drawn from the Bold face, embedded as a subset that holds only what is bold', () => {
  const fonts = toolOutput('pdffonts', [rich.file]);
  assert.match(fonts, /[A-Z]{6}\+NotoSerifSC-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  assert.doesNotMatch(fonts, /NotoSerifTC|NotoSerifHK/, 'unused fallback faces are not embedded');
  const chars = fontCharacters(rich.file);
  const bold = chars.get('NotoSerifSC-Bold')!;
  for (const ch of '我不走了') assert.ok(bold.has(ch), `${ch} of the strong text is not in the Bold subset`);
  for (const ch of '霜疑举') assert.ok(!bold.has(ch), `${ch}, never bold, is in the Bold subset`);
  assert.ok(chars.get('NotoSerifSC-Regular')!.has('霜'), '霜 is not in the regular subset');
});

test('RICH-6: every footnote is at the foot of the page of its reference, below the body, at the note size', () => {
  const lines = readPdfLines(rich.file);
  for (let k = 1; k <= 6; k++) {
    const refLine = lineWith(lines, `第${k}处注释引用`);
    const noteLine = lineWith(lines, `第${k}条脚注`);
    assert.equal(noteLine.page, refLine.page, `note ${k}`);
    const body = lines.filter((l) => l.page === refLine.page && Math.abs(l.height - 15.09) < 0.3);
    assert.ok(Math.max(...body.map((l) => l.yMax)) < noteLine.yMin, `note ${k} overlaps the body`);
    assert.ok(noteLine.height < 14, `note ${k} is set at body size`);
  }
  const rain = lineWith(lines, '那一年的雨下了整整四十天');
  assert.equal(rain.page, lineWith(lines, '不走了').page);
});

test('RICH-7: with notes: endnotes the notes follow their chapter under 注释, each with its number', async () => {
  const out = await render(richBook(), 'endnotes', { template: { ...TEMPLATE, notes: 'endnotes' } });
  const lines = readPdfLines(out.file);
  // Chapters 1 and 2 have notes, so two 注释 heads; the second is chapter 2's.
  const heads = lines.filter((l) => l.text === '注释');
  assert.equal(heads.length, 2);
  const head = heads[1];
  const last = lineWith(lines, '第6条脚注');
  assert.ok(head.page < last.page || (head.page === last.page && head.yMax < last.yMin), `head on ${head.page}, last note on ${last.page}`);
  const chapter3 = lines.find((l) => l.text.startsWith('第三章') && l.height > 20)!; // the opener, not the contents line
  assert.ok(last.page < chapter3.page, `last note on ${last.page}, chapter 3 on ${chapter3.page}`);
  // The last body paragraph of the chapter comes before the endnotes.
  assert.ok(lineWith(lines, '第6处注释引用').page <= head.page, 'the endnotes come before the last reference');
});

test('RICH-5: a footnote nothing refers to is set at its chapter end and reported', async () => {
  const book: Book = {
    meta: { title: '注', author: '某', slug: 'x' },
    chapters: [chapter(1, '第一章', [para(t('正文有注'), ref('a'), t('。')), note('a', t('甲注。')), note('b', t('乙注无人引用。'))])],
  };
  const out = await render(book, 'orphan-note');
  const codes = out.diagnostics.warnings.map((w) => w.code);
  assert.deepEqual(codes, ['W_NOTE_UNREFERENCED']);
  const text = toolOutput('pdftotext', ['-layout', out.file, '-']);
  assert.match(text, /注释/);
  assert.match(text, /乙注无人引用/);
});

test('RICH-10: verse lines start at the same 4 em indent and are not spread; the quotation is narrowed 2 em a side', () => {
  const lines = readPdfLines(rich.file);
  const verse = ['床前明月光', '疑是地上霜', '举头望明月', '低头思故乡'].map((v) => lineWith(lines, v));
  const first = lineWith(lines, '城门下站着几个兵');
  const left = first.xMin - 2 * 10.5;
  for (const v of verse) {
    assert.ok(Math.abs(v.xMin - (left + 4 * 10.5)) < 0.01, `${v.text} at ${v.xMin - left}`);
    // Natural width: six characters, the last comma trimmed at the line end in gb (JUST-6), nowhere near the measure.
    assert.ok(Math.abs(v.xMax - v.xMin - 5.5 * 10.5) < 0.01, `${v.text} set ${(v.xMax - v.xMin) / 10.5} em wide`);
  }
  const quote = lineWith(lines, '国分争');
  assert.ok(Math.abs(quote.xMin - (left + 2 * 10.5)) < 0.01, `quote left edge ${quote.xMin - left}`);
  assert.ok(Math.abs(quote.xMax - (left + 25 * 10.5)) < 0.01, `quote right edge ${quote.xMax - left}`);
});

test('RICH-13: the link is a URI annotation over its text', () => {
  const links = linkAnnotations(rich.file);
  assert.equal(links.length, 1);
  assert.equal(links[0].uri, 'https://example.org/shufang');
  const line = lineWith(readPdfLines(rich.file), '门外是书坊的招牌');
  const [x1, y1, x2, y2] = links[0].rect;
  const pageHeight = TEMPLATE.page.height;
  assert.ok(x1 >= line.xMin && x2 <= line.xMax && x2 - x1 > 20 && x2 - x1 < 23, JSON.stringify(links[0].rect));
  assert.ok(pageHeight - y2 >= line.yMin && pageHeight - y1 <= line.yMax, JSON.stringify(links[0].rect));
});

test('RICH-8: the section head is a second outline level under its chapter, and chapters keep their entries', () => {
  const outline = JSON.parse(toolOutput('qpdf', ['--json', '--json-key=outlines', rich.file])).outlines as {
    title: string;
    kids: { title: string }[];
  }[];
  assert.deepEqual(
    outline.map((o) => o.title),
    ['目录', '第一章　雨夜', '第二章　注释', '第三章　平文'],
  );
  assert.deepEqual(
    outline[1].kids.map((k) => k.title),
    ['第二节　城门'],
  );
  assert.deepEqual(outline[2].kids, []);
});

test('RICH-2: note marks are superscript: read inline after their character, and smaller and raised at the note', () => {
  const lines = readPdfLines(rich.file);
  assert.ok(lineWith(lines, '第1处注释引用').text.includes('在这里1，后面'), 'the mark does not follow its character');
  const noteLine = lineWith(lines, '第1条脚注');
  const mark = lines.find((l) => l.page === noteLine.page && l.text === '1' && Math.abs(l.yMax - noteLine.yMax) < 6);
  assert.ok(mark, 'no number before the note');
  assert.ok(mark.height < 0.7 * noteLine.height && mark.yMax < noteLine.yMax - 2, JSON.stringify([mark, noteLine]));
  assert.ok(mark.xMax <= noteLine.xMin + 0.01, 'the number is not before the note text');
});

test('a plain paragraph in a rich book is set exactly as in a plain book (RICH-1)', async () => {
  const plain: Book = {
    meta: { title: '平', author: '某', slug: 'x' },
    chapters: [chapter(1, '第一章', filler(5))],
  };
  const mixed: Book = {
    meta: { title: '平', author: '某', slug: 'x' },
    chapters: [chapter(1, '第一章', [...filler(5), para(t('后记'), ref('z')), note('z', t('注。'))])],
  };
  const a = readPdfLines((await render(plain, 'plain')).file).filter((l) => l.page === 5);
  const b = readPdfLines((await render(mixed, 'mixed')).file).filter((l) => l.page === 5);
  assert.deepEqual(
    b.slice(0, a.length - 1).map((l) => [l.text, l.xMin, l.xMax, l.yMax]),
    a.slice(0, a.length - 1).map((l) => [l.text, l.xMin, l.xMax, l.yMax]),
  );
});

test('W_NOTE_MISSING: a reference to a note that does not exist prints its number and warns', async () => {
  const book: Book = {
    meta: { title: '注', author: '某', slug: 'x' },
    chapters: [chapter(1, '第一章', [para(t('正文'), ref('nowhere'), t('。'), ruby('长安', 'cháng ān'))])],
  };
  const out = await render(book, 'missing-note');
  assert.deepEqual(
    out.diagnostics.warnings.map((w) => w.code),
    ['W_NOTE_MISSING'],
  );
});
