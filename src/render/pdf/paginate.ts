/** Cuts the composed book into pages: front matter, contents, volume and chapter openers, and widow control (PARA-6, LB-8). */
import { volumeParts } from '../../model/book.ts';
import type { Template } from '../../config/template.ts';
import type { ChapterShape, LineShape } from './layout.ts';
import type { Geometry } from './geometry.ts';
import { isRecto } from './geometry.ts';

export type Page =
  | { kind: 'title' | 'blank'; number: number }
  | { kind: 'toc'; number: number; first: boolean; from: number; to: number }
  | { kind: 'volume'; number: number; volume: string; chapter: number }
  | { kind: 'chapter'; number: number; chapter: number; opener: boolean; from: number; to: number; startSlot: number };

/** One line of the contents: a volume or a chapter, with the page it starts on. */
export interface TocEntry {
  kind: 'volume' | 'chapter';
  title: string;
  chapter: number;
  /** Lines the entry takes (long titles wrap). */
  lines: number;
  page: number;
}

export interface Pagination {
  pages: Page[];
  toc: TocEntry[];
  /** Pages whose first line is a paragraph's last line although the paragraph began on the page before (LB-8, after the fix). */
  widows: number;
  /** Pages holding one body line (LB-8 'must avoid'). */
  lonely: number;
}

/** Most lines moved back to keep a paragraph's last line (or a chapter's last line) off a page by itself. */
const MAX_PULL_BACK = 3;

export interface PaginateOptions {
  geometry: Geometry;
  template: Template;
  /** Lines each contents entry needs, in entry order (the caller composes them). */
  tocEntries: Omit<TocEntry, 'page'>[];
  /** Body lines the contents heading takes on its first page. */
  tocHeadingSlots: number;
}

export function paginate(chapters: readonly ChapterShape[], o: PaginateOptions): Pagination {
  const { geometry: g, template: t } = o;
  const pages: Page[] = [];
  const next = (): number => pages.length + 1;
  const toRecto = (): void => {
    if (!isRecto(next())) pages.push({ kind: 'blank', number: next() });
  };
  pages.push({ kind: 'title', number: 1 }, { kind: 'blank', number: 2 });
  const toc: TocEntry[] = o.tocEntries.map((e) => ({ ...e, page: 0 }));
  if (t.toc && toc.length > 0) {
    let i = 0;
    let first = true;
    while (i < toc.length) {
      let room = g.slots - (first ? o.tocHeadingSlots : 0);
      const from = i;
      while (i < toc.length && (toc[i].lines <= room || i === from)) {
        room -= toc[i].lines;
        i++;
      }
      pages.push({ kind: 'toc', number: next(), first, from, to: i });
      first = false;
    }
  }
  toRecto(); // the first chapter opens on a recto whatever the template says
  let widows = 0;
  let lonely = 0;
  const opensVolume = new Set(volumeParts(chapters, (ch) => ch.chapter.volume).flatMap((p) => (p.volume ? [p.items[0].index] : [])));
  // Contents entries by kind and chapter: looking them up by scanning the whole list for every chapter was
  // quadratic (20,000 chapters: minutes per PDF).
  const entryOf = new Map<string, TocEntry[]>();
  for (const e of toc) entryOf.set(`${e.kind} ${e.chapter}`, [...(entryOf.get(`${e.kind} ${e.chapter}`) ?? []), e]);
  const setPage = (kind: TocEntry['kind'], chapter: number, page: number): void => {
    for (const e of entryOf.get(`${kind} ${chapter}`) ?? []) e.page = page;
  };
  for (const ch of chapters) {
    const v = ch.chapter.volume;
    if (v && opensVolume.has(ch.index)) {
      if (t.chapterOpener === 'recto') toRecto();
      pages.push({ kind: 'volume', number: next(), volume: v, chapter: ch.index });
      setPage('volume', ch.index, next() - 1);
    }
    if (t.chapterOpener === 'recto') toRecto();
    setPage('chapter', ch.index, next());
    const cut = cutChapter(ch.items, g.slots, ch.headingSlots);
    cut.forEach(([from, to], k) => {
      pages.push({
        kind: 'chapter',
        number: next(),
        chapter: ch.index,
        opener: k === 0,
        from,
        to,
        startSlot: k === 0 ? ch.headingSlots : 0,
      });
      if (k > 0 && startsWithWidow(ch.items, from)) widows++;
      if (to - from === 1 && !(k === 0 && cut.length === 1)) lonely++;
    });
  }
  return { pages, toc, widows, lonely };
}

/** True if items[from] is the last line of a paragraph whose earlier lines are on the page before. */
function startsWithWidow(items: readonly LineShape[], from: number): boolean {
  const it = items[from];
  return it !== undefined && it.kind === 'text' && it.last && !it.first;
}

/**
 * Page ranges [from, to) of a chapter's items. When a page would begin with the last line of a paragraph, or a
 * chapter would end with one line on a page, lines move over from the page before (LB-8 孤行不成页).
 */
export function cutChapter(items: readonly LineShape[], slots: number, headingSlots: number): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  let room = Math.max(1, slots - headingSlots);
  if (items.length === 0) return [[0, 0]];
  while (from < items.length) {
    let to = Math.min(items.length, from + room);
    for (let k = 0; k < MAX_PULL_BACK && to < items.length && to - 1 > from + 1; k++) {
      if (!startsWithWidow(items, to) && items.length - to > 1) break;
      to--;
    }
    ranges.push([from, to]);
    from = to;
    room = slots;
  }
  return ranges;
}
