/** Where each body page of the PDF begins in the source (page-starts.ts), read off the pagination and the line sources shapeBook noted. */
import type { PageStart, PageStarts, PageTarget } from '../page-starts.ts';
import { folioOf } from './folios.ts';
import type { ChapterShape, LineSource } from './layout.ts';
import type { Page, Pagination } from './paginate.ts';
import { firstIndexWhere } from '../../util/search.ts';

export interface PageStartsOptions {
  /** A cover page precedes the pagination's pages in the file. */
  cover: boolean;
  /** Describes the edition (pageBreakSource). */
  source: string;
}

/** Every body page, blank ones included (a blank page takes the target of the page after it). */
export function pdfPageStarts(pagination: Pagination, chapters: readonly ChapterShape[], o: PageStartsOptions): PageStarts {
  const shift = o.cover ? 1 : 0;
  const out: PageStart[] = [];
  const blanks: number[] = [];
  for (const page of pagination.pages) {
    if (page.number < pagination.bodyStart) continue;
    if (page.kind === 'blank') {
      blanks.push(page.number);
      continue;
    }
    const target = targetOf(page, chapters);
    if (!target) continue;
    for (const n of [...blanks, page.number]) out.push({ page: n + shift, folio: folioOf(pagination, n), target });
    blanks.length = 0;
  }
  return { pages: out, source: o.source };
}

function targetOf(page: Page, chapters: readonly ChapterShape[]): PageTarget | undefined {
  switch (page.kind) {
    case 'volume':
      return { at: 'volume', chapter: page.chapter };
    case 'chapter': {
      if (page.opener) return { at: 'chapter', chapter: page.chapter };
      return locate(chapters[page.chapter], page.from) ?? { at: 'chapter', chapter: page.chapter };
    }
    default:
      return undefined;
  }
}

/**
 * Where item `i` of a chapter begins: the start of its line, or, for an item that is no text of the source (an
 * ornament, a blank line, a picture, a heading the PDF adds), the end of the source text before it, so the text
 * after the marker is what the page shows first.
 */
function locate(ch: ChapterShape, i: number): PageTarget | undefined {
  const sources = ch.sources ?? [];
  const k = lastAtOrBefore(sources, i);
  if (k < 0) return undefined;
  const s = sources[k];
  const offset = i - s.item < s.lines.length ? s.lines[i - s.item] : s.end;
  return { at: 'text', chapter: ch.index, path: s.path, offset };
}

/** Index of the last source whose first item is ≤ i, or -1. */
const lastAtOrBefore = (sources: readonly LineSource[], i: number) => firstIndexWhere(sources.length, (k) => sources[k].item > i) - 1;
