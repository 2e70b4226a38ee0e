// The vertical template's PDF (直排, VERT-6): glyph boxes read back with pdftotext -bbox-layout, the catalog with qpdf.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNoEnd, isNoStart } from '../../src/typeset/classes.ts';
import { readPdfWords, type PdfColumn } from '../helpers/pdf-columns.ts';
import { bookFolder } from '../helpers/book-folder.ts';
import { qdf } from '../helpers/pdf-objects.ts';
import { REPO, runCli, runTool } from '../helpers/tools.ts';

const ENV = { SOURCE_DATE_EPOCH: '1700000000' };
/** vertical template: 10.5 pt body, 18 pt column pitch (templates/vertical/template.yaml). */
const EM = 10.5;
const PITCH = 18;

function build(input: string, name: string): string {
  const out = mkdtempSync(join(tmpdir(), `shufang-vertical-${name}-`));
  const r = runCli(['build', input, '--out', out, '--template', 'vertical', '--formats', 'pdf'], { env: ENV });
  assert.equal(r.status, 0, r.stderr);
  return out;
}

const seeds = build(join(REPO, 'seeds'), 'seeds');
const hant = join(seeds, 'datang-bianjun.zh-Hant.pdf');
const words = readPdfWords(hant);

/** Body columns: one em wide and taller than wide (headings are larger, furniture smaller, folios are set across). */
const bodyColumns = (ws: PdfColumn[]): PdfColumn[] => ws.filter((w) => Math.abs(w.xMax - w.xMin - EM) < 0.05 && w.yMax - w.yMin > 1.5 * EM);

test('catalog: /ViewerPreferences with /Direction /R2L (pages read right to left); fonts written vertically (Identity-V)', () => {
  const text = qdf(hant);
  const ref = /\/ViewerPreferences (\d+) 0 R/.exec(text);
  assert.ok(ref, 'the catalog names a ViewerPreferences dictionary');
  const prefs = new RegExp(`\\n${ref[1]} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(text)![1];
  assert.match(prefs, /\/Direction \/R2L/);
  const fonts = runTool('pdffonts', [hant]).stdout;
  assert.match(fonts, /Identity-V/);
  runTool('qpdf', ['--check', hant]);
});

test('columns: characters stack downwards in one column (box 1 em wide, about 1 em tall per character), columns run right to left', () => {
  const pages = new Map<number, PdfColumn[]>();
  // Chapter pages only: pdftotext orders the contents' pieces (label, title, number) by its own rules.
  const tocPage = words.find((w) => w.text === '目錄')!.page;
  for (const w of bodyColumns(words)) if (w.page !== tocPage) pages.set(w.page, [...(pages.get(w.page) ?? []), w]);
  assert.ok(pages.size >= 20, `body pages with columns: ${pages.size}`);
  let columns = 0;
  for (const [page, cols] of pages) {
    for (const c of cols) {
      const chars = [...c.text].length;
      // Han text only: a column of n characters is n em tall (justified columns stretch a little).
      if (/^[\p{Script=Han}\p{P}]+$/u.test(c.text)) assert.ok(c.yMax - c.yMin >= (chars - 1) * EM - 0.1, `page ${page}: ${c.text}`);
      columns++;
    }
    // In reading order each column is left of the one before, by whole pitches; a column that goes on down the same x is a piece of it.
    for (let i = 1; i < cols.length; i++) {
      const step = cols[i - 1].xMin - cols[i].xMin;
      if (Math.abs(step) < 0.05) {
        assert.ok(cols[i].yMin >= cols[i - 1].yMax - 0.1, `page ${page}: pieces of one column go downwards`);
        continue;
      }
      assert.ok(step > 0, `page ${page}: column ${i} “${cols[i].text.slice(0, 6)}” is not left of the one before`);
      assert.ok(
        Math.abs(step / PITCH - Math.round(step / PITCH)) < 0.01,
        `page ${page}: column step ${step} is not a multiple of ${PITCH}`,
      );
    }
  }
  assert.ok(columns > 300, `columns: ${columns}`);
});

test('kinsoku in columns (LB-1): no column starts with a closing mark or ends with an opening one', () => {
  // A column is the words at one x on a page (pdftotext splits a column at a wide gap, e.g. around a dash).
  const byColumn = new Map<string, PdfColumn[]>();
  // Single characters too: pdftotext cuts a justified column wherever its spacing grew (see the note in VERT-6).
  const oneEm = words.filter((w) => Math.abs(w.xMax - w.xMin - EM) < 0.05);
  for (const w of oneEm) byColumn.set(`${w.page} ${w.xMin}`, [...(byColumn.get(`${w.page} ${w.xMin}`) ?? []), w]);
  let checked = 0;
  for (const [key, ws] of byColumn) {
    ws.sort((a, b) => a.yMin - b.yMin);
    if (ws.at(-1)!.yMax - ws[0].yMin < 1.5 * EM) continue; // a folio, a contents number
    const text = ws.map((w) => w.text).join('');
    const first = text.codePointAt(0)!;
    const last = [...text].at(-1)!.codePointAt(0)!;
    // —— (DASH2) may start a line at `basic`; isNoStart reads a single U+2014 as a connector (CLS-2).
    const dash2 = text.startsWith('——');
    assert.ok(dash2 || !isNoStart(first, 'basic'), `column ${key} starts with ${String.fromCodePoint(first)}: ${text.slice(0, 10)}`);
    assert.ok(!isNoEnd(last, 'basic'), `column ${key} ends with ${String.fromCodePoint(last)}: ${text.slice(-10)}`);
    checked++;
  }
  assert.ok(checked > 300, `columns checked: ${checked}`);
});

test('extracted text is in reading order and has no vertical presentation forms (VERT-2)', () => {
  const text = runTool('pdftotext', [hant, '-']).stdout.replace(/\s+/g, '');
  assert.ok(
    text.includes('十里外樹林內的席萬里看得清楚，他一揮手，「第三軍出擊！」一支五千人的騎兵無聲無息從樹林內出來'),
    'paragraphs in order',
  );
  // A paragraph running over a column break reads on.
  assert.ok(text.includes('他們在日軍身後數里外出現，切斷了日軍撤回上京的退路。'));
  assert.equal(/[\uFE10-\uFE4F]/u.test(text), false, 'no U+FE10–FE4F in the text');
});

test('the outline lists the contents and the chapters, each pointing at its page; contents entries link to their chapter', () => {
  const json = JSON.parse(runTool('qpdf', ['--json', '--json-key=outlines', hant]).stdout) as {
    outlines: { title: string; destpageposfrom1: number }[];
  };
  assert.deepEqual(
    json.outlines.map((o) => o.title),
    ['目錄', '第一章　陌刀破陣', '第二章　渤海潰敗', '第三章　騎兵止步', '第四章　契丹北撤'],
  );
  // Each chapter's item opens the page its heading is on.
  for (const o of json.outlines.slice(1)) {
    const label = o.title.split('　')[1];
    assert.ok(
      words.some((w) => w.page === o.destpageposfrom1 && w.text === label),
      `${o.title} on page ${o.destpageposfrom1}`,
    );
  }
  const named = qdf(hant).match(/\/D \(chapter-\d+\)/g) ?? [];
  assert.equal(new Set(named).size, 4, 'one link per contents entry, to its chapter');
});

test('front matter: the contents heading and entries are columns, page numbers at their feet; openers have no running head', () => {
  const toc = words.filter((w) => w.text === '目錄');
  assert.equal(toc.length, 1);
  const tocPage = words.filter((w) => w.page === toc[0].page);
  const entry = tocPage.find((w) => w.text === '陌刀破陣')!;
  assert.ok(entry.yMax - entry.yMin > 3 * EM, 'an entry runs down its column');
  const opener = words.find((w) => w.text === '十里外樹林內的席萬里看得清楚，他一揮手，「第三軍出擊！」')!;
  // The opener's heading column is right of its first text column; no book title on that page.
  const heading = words.find((w) => w.page === opener.page && w.text === '第一章')!;
  assert.ok(heading.xMin > opener.xMax, 'heading right of the text');
  assert.equal(words.filter((w) => w.page === opener.page && w.text === '大唐邊軍').length, 0);
  // A verso carries the book title as a column in its outer (right) margin, beyond the text block.
  const head = words.find((w) => w.text === '大唐邊軍' && w.page === opener.page + 1)!;
  assert.ok(head && head.xMin > opener.xMax + PITCH, 'running head in the outer margin of the next page (a verso)');
});

test('mixed text: Latin words and 4 digits turned, 1–3 digits 縱中橫 inside the column, brackets with vertical forms; same bytes twice', () => {
  const book = bookFolder({
    'book.yaml': 'title: 直排測試\nauthor: 測試者\nslug: mix\nlanguage: zh-Hans\nchapters:\n  - file: 1.txt\n    title: 第一章　数字\n',
    '1.txt': '他在2024年买了iPhone，花了12元，第3天到货，共128件。\n他沉默了许久……终于开口——《红楼梦》（曹雪芹）。\n',
  });
  const a = build(book, 'mix-a');
  const b = build(book, 'mix-b');
  for (const s of ['zh-Hans', 'zh-Hant']) {
    assert.ok(readFileSync(join(a, `mix.${s}.pdf`)).equals(readFileSync(join(b, `mix.${s}.pdf`))), `${s}: deterministic`);
  }
  const ws = readPdfWords(join(a, 'mix.zh-Hant.pdf'));
  const text = ws.map((w) => w.text).join('');
  assert.ok(text.includes('他在2024年買了iPhone，花了12元，第3天到貨，共128件。'), text);
  const year = ws.find((w) => w.text === '2024')!;
  assert.ok(year.yMax - year.yMin > 2 * EM && year.xMax - year.xMin < 1.6 * EM, 'a 4-digit number runs down the column');
  const iphone = ws.find((w) => w.text === 'iPhone')!;
  assert.ok(iphone.yMax - iphone.yMin > 3 * EM, 'a Latin word runs down the column');
  // 12 sits inside its column's text (ActualText) rather than as a word across it.
  assert.ok(ws.some((w) => w.text.startsWith('12元，第3天')));
  assert.equal(/[\uFE10-\uFE4F]/u.test(text), false);
});

test('rich content (the Markdown fixture: pictures, notes, ruby, emphasis, lists) renders vertically without losing text', () => {
  const out = build(join(REPO, 'tests/fixtures/books/markdown-all'), 'rich');
  const pdfs = runTool('ls', [out])
    .stdout.split('\n')
    .filter((f) => f.endsWith('.pdf'));
  assert.ok(pdfs.length > 0);
  for (const f of pdfs) runTool('qpdf', ['--check', join(out, f)]);
  const text = runTool('pdftotext', [join(out, 'markdown-all.zh-Hant.pdf'), '-']).stdout.replace(/\s+/g, '');
  // Body with emphasis and a note mark, a turned Latin title, a footnote column, a list, a picture's caption, ruby.
  for (const piece of [
    '「比別處的乾淨」1',
    'Moby-Dick',
    '所謂「乾淨」，是說書裡沒有錯字',
    '1.不許在店裡吃東西',
    '書坊一帶的地圖',
    'xiàng',
  ]) {
    assert.ok(text.includes(piece), `${piece} in the text`);
  }
});
