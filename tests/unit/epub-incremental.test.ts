// An EPUB rendered again with the memo of an earlier render reuses each unchanged chapter's zip entry and the font
// subset when no character is new, and gives the bytes of a render without a memo (docs/architecture.md#cache).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderEpub } from '../../src/render/epub/index.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { type Book, type Chapter, paragraph } from '../../src/model/book.ts';
import type { PageStart, PageStarts } from '../../src/render/page-starts.ts';
import { defaultFonts } from '../../src/render/pdf/fonts.ts';
import type { Memo } from '../../src/util/cache.ts';
import { prose } from '../helpers/books.ts';
import { unzipEpub } from '../helpers/epub.ts';

const template = loadTemplate('classic');
const now = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
const bodyFont = defaultFonts('zh-Hans').body;

function chapter(n: number, texts: string[]): Chapter {
  const id = `c${String(n).padStart(4, '0')}`;
  return {
    id,
    title: `第${n}章`,
    script: 'zh-Hans',
    sources: [`${id}.txt`],
    blocks: texts.map((text, i) => paragraph(text, { path: `${id}.txt`, line: i + 1 })),
  };
}

/** Two printed pages per chapter, one at its opener and one inside its second paragraph; `front` pages before the body. */
function pagesOf(chapters: Chapter[], front: number): PageStarts {
  const pages: PageStart[] = chapters.flatMap((_, i) => [
    { page: front + 2 * i + 1, folio: String(2 * i + 1), target: { at: 'chapter' as const, chapter: i } },
    { page: front + 2 * i + 2, folio: String(2 * i + 2), target: { at: 'text' as const, chapter: i, path: [1], offset: 5 } },
  ]);
  return { pages, source: '连载（某）, PDF' };
}

/** A memo over a Map that counts, per tag (its first part), how many values it computed. */
function countingMemo() {
  const store = new Map<string, string>();
  const computed = new Map<string, number>();
  const memo: Memo = (parts, compute) => {
    const key = JSON.stringify(parts);
    const found = store.get(key);
    if (found !== undefined) return JSON.parse(found);
    computed.set(String(parts[0]), (computed.get(String(parts[0])) ?? 0) + 1);
    const value = compute();
    store.set(key, JSON.stringify(value));
    return value;
  };
  return { memo, computed };
}

test('an EPUB rendered again reuses its unchanged chapters and font subset, and gives the bytes of a fresh render', async () => {
  const chapters = Array.from({ length: 6 }, (_, i) => chapter(i + 1, prose(3, (i + 1) * 7919, 400)));
  const render = (book: Book, front: number, memo?: Memo) =>
    renderEpub(book, { script: 'zh-Hans', template, now, bodyFont, pages: pagesOf(book.chapters, front), ...(memo ? { memo } : {}) });
  const meta = { title: '连载', author: '某', slug: 'serial' };
  const { memo, computed } = countingMemo();
  const count = () => ({ entries: computed.get('epub-chapter-entry') ?? 0, fonts: computed.get('epub-font') ?? 0 });

  await render({ meta, chapters }, 4, memo);
  assert.deepEqual(count(), { entries: 6, fonts: 1 }, 'the first render computes every chapter and the subset');

  // A chapter appended, with characters no other chapter has; the longer contents move every page's index, not its folio.
  const added: Book = { meta, chapters: [...chapters, chapter(7, ['鑫龘齉，后来的事。', ...prose(2, 99, 400)])] };
  const incremental = await render(added, 5, memo);
  assert.deepEqual(count(), { entries: 7, fonts: 2 }, 'only the new chapter and the new subset are computed');
  assert.deepEqual(incremental, await render(added, 5), 'byte-identical to a render without a memo');

  // A middle chapter edited with characters it has already: its entry alone is computed, the subset is kept.
  const third = added.chapters[2];
  const edited: Book = {
    meta,
    chapters: added.chapters.map((c) =>
      c === third ? { ...c, blocks: [...c.blocks, paragraph(prose(3, 3 * 7919, 400)[0], c.blocks[0].source)] } : c,
    ),
  };
  const again = await render(edited, 5, memo);
  assert.deepEqual(count(), { entries: 8, fonts: 2 }, 'one chapter entry computed, the font subset reused');
  assert.deepEqual(again, await render(edited, 5), 'byte-identical to a render without a memo');
  assert.match(unzipEpub(again).get('OEBPS/c0003.xhtml')!, /id="page-6"/, 'the edited chapter keeps its page markers');
});
