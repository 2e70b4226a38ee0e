/** A PDF rendered with a memo reuses each unchanged chapter's pages (page-cache.ts) and is byte-identical to a cold render. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultFonts, layoutPdf, renderPdf } from '../../src/render/pdf/index.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import type { Book, Chapter } from '../../src/model/book.ts';
import type { Memo } from '../../src/util/cache.ts';
import { CID_NUMBERING } from '../../src/render/pdf/glyphs.ts';
import { chapter, filler, para, t } from '../helpers/rich-book.ts';

const template = loadTemplate('classic');
const NOW = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const options = { script: 'zh-Hans' as const, template, fonts: defaultFonts('zh-Hans'), now: NOW };

/** Twenty chapters: the contents fill most of one page (26 lines, 21 of them for entries). */
const BASE: Chapter[] = Array.from({ length: 20 }, (_, i) => chapter(i + 1, `第${i + 1}章　连载`, filler(12, i * 5)));
const book = (chapters: Chapter[]): Book => ({ meta: { title: '连载', author: '某', slug: 'serial' }, chapters });

/** A memo over a map that stores values as JSON, as the disk cache does; `drawn` counts the chapters whose pages were drawn. */
function jsonMemo(): { memo: Memo; drawn: () => number; tails: () => number } {
  const store = new Map<string, string>();
  let drawn = 0;
  let tails = 0;
  const memo: Memo = (parts, compute) => {
    const key = JSON.stringify(parts);
    const hit = store.get(key);
    if (hit !== undefined) return JSON.parse(hit);
    if (parts[0] === 'pdf-pages') drawn++;
    if (parts[0] === 'pdf-tail') tails++;
    const value = compute();
    store.set(key, JSON.stringify(value));
    return value;
  };
  return {
    memo,
    drawn: () => {
      const n = drawn;
      drawn = 0;
      return n;
    },
    tails: () => {
      const n = tails;
      tails = 0;
      return n;
    },
  };
}

const render = (b: Book, memo?: Memo) =>
  renderPdf(b, { ...options, report: new DiagnosticsCollector(), ...(memo ? { memo } : {}) }).then((bytes) => Buffer.from(bytes));

const tocPages = (b: Book): number =>
  layoutPdf(b, { ...options, report: new DiagnosticsCollector() }).pagination.pages.filter((p) => p.kind === 'toc').length;

/** With a chapter of `blocks` in place of chapter n (1-based). */
function edited(n: number, blocks: Chapter['blocks']): Chapter[] {
  return BASE.map((c, i) => (i === n - 1 ? { ...c, blocks } : c));
}

test('a rebuild draws only the chapter that changed, and its bytes are those of a cold render', async () => {
  const { memo, drawn } = jsonMemo();
  const first = await render(book(BASE), memo);
  assert.equal(drawn(), 20, 'the first render draws every chapter');
  assert.ok(first.equals(await render(book(BASE))), 'recording changes nothing');
  assert.ok((await render(book(BASE), memo)).equals(first), 'an unchanged book gives the same bytes from its records');
  assert.equal(drawn(), 0, 'an unchanged book draws no chapter');

  // Characters no earlier chapter has: new glyphs in the subsets and in the contents, drawn before every chapter.
  const added = book([...BASE, chapter(21, '第21章　鑫龘', [para(t('鑫龘齉，新来的字。')), ...filler(6, 3)])]);
  const addedBytes = await render(added, memo);
  assert.equal(drawn(), 1, 'only the new chapter is drawn');
  assert.ok(addedBytes.equals(await render(added)), 'one chapter added: the bytes of a cold render');

  // One character swapped for one no chapter had: the same lines, a new glyph.
  const blocks = filler(12, 45);
  const swapped = book(edited(10, [para(t('鬱')), ...blocks.slice(1)]));
  const swappedBytes = await render(swapped, memo);
  assert.equal(drawn(), 1, 'only the edited chapter is drawn');
  assert.ok(swappedBytes.equals(await render(swapped)), 'one chapter edited: the bytes of a cold render');

  // A longer chapter in the middle moves the pages and folios of every chapter after it.
  const longer = book(edited(10, [...blocks, ...filler(9, 7)]));
  const longerBytes = await render(longer, memo);
  assert.ok(drawn() < 20, 'chapters after a longer one are not all drawn again');
  assert.ok(longerBytes.equals(await render(longer)), 'one chapter lengthened: the bytes of a cold render');
});

test('a reused page whose folio is unchanged takes its deflated folio from the memo; a moved one deflates it again', async () => {
  const { memo, tails } = jsonMemo();
  const first = await render(book(BASE), memo);
  assert.ok(tails() >= 20, 'the first render deflates a folio for every chapter page');
  assert.ok((await render(book(BASE), memo)).equals(first), 'an unchanged book: the same bytes');
  assert.equal(tails(), 0, 'an unchanged book deflates no folio');
  // A longer chapter 10 moves the folio of every page after it: those are deflated afresh, the bytes are a cold render's.
  const longer = book(edited(10, [...filler(12, 45), ...filler(9, 7)]));
  const longerBytes = await render(longer, memo);
  assert.ok(tails() > 0, 'moved folios are deflated again');
  assert.ok(longerBytes.equals(await render(longer)), 'the bytes of a cold render');
});

test('a chapter whose title gives the contents a second page: the other chapters are reused, the bytes are a cold render’s', async () => {
  const { memo, drawn } = jsonMemo();
  await render(book(BASE), memo);
  drawn();
  const long = book([...BASE, chapter(21, `第21章　${'长'.repeat(30)}的标题`, filler(8, 11))]);
  assert.equal(tocPages(book(BASE)), 1);
  assert.equal(tocPages(long), 2, 'the contents gained a page');
  const bytes = await render(long, memo);
  assert.equal(drawn(), 1, 'only the new chapter is drawn');
  assert.ok(bytes.equals(await render(long)), 'the bytes of a cold render');
});

test('a record that does not fit the document (a font it does not have) is drawn again, not a failed render', async () => {
  const { memo } = jsonMemo();
  const cold = await render(book(BASE), memo);
  // The same records, each page naming a font this document never registered.
  const spoiled: Memo = (parts, compute) => {
    const value = memo(parts, compute) as { pages?: { calls: string }[] | false };
    if (parts[0] !== 'pdf-pages' || !value.pages) return value as never;
    return { pages: value.pages.map((p) => ({ ...p, calls: `${p.calls} fF99`.trim() })) } as never;
  };
  assert.ok((await render(book(BASE), spoiled)).equals(cold));
});

test('pages are recorded under the CID numbering they were drawn in, so records of another numbering are never replayed', async () => {
  const keys: unknown[][] = [];
  const memo: Memo = (parts, compute) => {
    keys.push(parts);
    return compute();
  };
  await render(book(BASE.slice(0, 2)), memo);
  const pages = keys.filter((k) => k[0] === 'pdf-pages');
  assert.equal(pages.length, 2);
  for (const k of pages) assert.equal(k[1], CID_NUMBERING);
});

test('the coverage report read from the memo lists the same characters in the same order as a cold layout', () => {
  // Simplified characters in a zh-Hant edition come from the fallback font, in the order the book first uses them
  // (the book's title first).
  const chapters = ['树们', '这树', '们个这'].map((s, i) => chapter(i + 1, `第${i + 1}章　${s}`, [para(t(`${s}字，又是${s}。`))]));
  const hant = { ...options, script: 'zh-Hant' as const, fonts: defaultFonts('zh-Hant') };
  const layOut = (memo?: Memo) => {
    const report = new DiagnosticsCollector();
    layoutPdf(book(chapters), { ...hant, report, ...(memo ? { memo } : {}) });
    return report.done();
  };
  const cold = layOut();
  assert.ok(
    cold.decisions.some((d) => d.kind === 'pdf-font-fallback' && d.message.includes('连载树们这')),
    JSON.stringify(cold.decisions),
  );
  const { memo } = jsonMemo();
  assert.deepEqual(layOut(memo), cold, 'recording');
  assert.deepEqual(layOut(memo), cold, 'from the memo');
});
