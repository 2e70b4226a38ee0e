/** Cuts the composed book into pages: front matter, contents, volume and chapter openers, and widow control (PARA-6, LB-8). */
import { volumeParts } from '../../model/book.ts';
import type { Template } from '../../config/template.ts';
import type { ChapterShape, LineShape } from './layout.ts';
import type { Geometry } from './geometry.ts';
import { isRecto } from './geometry.ts';
import { noteSlots } from './footnotes.ts';

export type Page =
  | { kind: 'title' | 'blank'; number: number }
  | { kind: 'toc'; number: number; first: boolean; from: number; to: number }
  | { kind: 'volume'; number: number; volume: string; chapter: number }
  | {
      kind: 'chapter';
      number: number;
      chapter: number;
      opener: boolean;
      from: number;
      to: number;
      startSlot: number;
      /** Footnote lines set at this page's foot (RICH-6). */
      notes?: NoteSlice[];
    };

/** Lines [from, to) of footnote `note` (an index into the chapter's notes). */
export interface NoteSlice {
  note: number;
  from: number;
  to: number;
}

/** A page of a chapter: body items [from, to), and the footnote lines at its foot when there are any. */
export type Cut = [from: number, to: number, notes?: NoteSlice[]];

/** The room footnotes take: lines of each note, and the body slots a block of k note lines needs (RICH-6). */
export interface NoteRoom {
  lines: readonly number[];
  slots(lines: number): number;
}

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
  /** Number of the body's first page (a volume or chapter opener): folio 1; the pages before it are front matter (folios.ts). */
  bodyStart: number;
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
  // The body's folios count from here, and it starts on a recto, so a folio's parity is its page's (PARA-7).
  const bodyStart = next();
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
    const room = ch.notes.length > 0 ? { lines: ch.notes, slots: (k: number) => noteSlots(g, k) } : undefined;
    const cut = cutChapter(ch.items, g.slots, ch.headingSlots, room);
    cut.forEach(([from, to, notes], k) => {
      pages.push({
        kind: 'chapter',
        number: next(),
        chapter: ch.index,
        opener: k === 0,
        from,
        to,
        startSlot: k === 0 ? ch.headingSlots : 0,
        ...(notes ? { notes } : {}),
      });
      if (k > 0 && startsWithWidow(ch.items, from)) widows++;
      if (to - from === 1 && !(k === 0 && cut.length === 1)) lonely++;
    });
  }
  return { pages, toc, widows, lonely, bodyStart };
}

/** True if items[from] is the last line of a paragraph whose earlier lines are on the page before. */
function startsWithWidow(items: readonly LineShape[], from: number): boolean {
  const it = items[from];
  return it !== undefined && it.kind === 'text' && it.last && !it.first;
}

/**
 * Page ranges [from, to) of a chapter's items. When a page would begin with the last line of a paragraph, or a
 * chapter would end with one line on a page, lines move over from the page before (LB-8 孤行不成页). A line that
 * keeps with the next (a section head, a picture and its caption) never ends a page (RICH-8, RICH-12). With notes,
 * each footnote goes to the foot of the page of its reference line and the body shortens by its lines; a note
 * longer than that page can hold continues at the foot of the next (RICH-6).
 */
export function cutChapter(items: readonly LineShape[], slots: number, headingSlots: number, notes?: NoteRoom): Cut[] {
  const ranges: Cut[] = [];
  let from = 0;
  let room = Math.max(1, slots - headingSlots);
  if (items.length === 0) return [[0, 0]];
  let carry: NoteSlice[] = [];
  while (from < items.length || carry.length > 0) {
    let to = notes ? fillWithNotes(items, from, room, carry, notes) : Math.min(items.length, from + room);
    for (let k = 0; k < MAX_PULL_BACK && to < items.length && to - 1 > from + 1; k++) {
      if (!startsWithWidow(items, to) && items.length - to > 1) break;
      to--;
    }
    to = keepBack(items, from, to, room, slots);
    if (notes) {
      const placed = placeNotes(items, from, to, room, carry, notes);
      carry = placed.carry;
      ranges.push(placed.here.length > 0 ? [from, to, placed.here] : [from, to]);
    } else ranges.push([from, to]);
    from = to;
    room = slots;
  }
  return ranges;
}

/** Pulls `to` back so the page does not end on a line that keeps with the next, unless the whole page is one chain. */
function keepBack(items: readonly LineShape[], from: number, to: number, room: number, slots: number): number {
  if (to >= items.length || to <= from || !keepsWithNext(items[to - 1])) return to;
  let start = to - 1;
  while (start > from && keepsWithNext(items[start - 1])) start--;
  if (start > from) return start;
  // The chain fills a short opening page by itself: it starts the next, full page instead if it fits there.
  let end = to;
  while (end < items.length && keepsWithNext(items[end - 1])) end++;
  return room < slots && end - from <= slots ? from : to;
}

const keepsWithNext = (it: LineShape): boolean => it.kind !== 'ornament' && it.keep === true;

/** Footnotes first referenced on items [from, to). */
function* notesIn(items: readonly LineShape[], from: number, to: number): Generator<number> {
  for (let i = from; i < to; i++) {
    const it = items[i];
    if (it.kind === 'text' && it.notes) yield* it.notes;
  }
}

const linesOf = (slices: readonly NoteSlice[]): number => slices.reduce((n, s) => n + s.to - s.from, 0);

/** The most body items from `from` that fit with their notes (and the carried note lines); at least one. */
function fillWithNotes(items: readonly LineShape[], from: number, room: number, carry: readonly NoteSlice[], notes: NoteRoom): number {
  let lines = linesOf(carry);
  let to = from;
  while (to < items.length) {
    let add = 0;
    for (const n of notesIn(items, to, to + 1)) add += notes.lines[n];
    if (to + 1 - from + notes.slots(lines + add) > room) break;
    lines += add;
    to++;
  }
  return Math.max(to, Math.min(items.length, from + 1));
}

/** Footnote lines at the foot of a page holding items [from, to): what fits of the carried and new notes, the rest carried on. */
function placeNotes(
  items: readonly LineShape[],
  from: number,
  to: number,
  room: number,
  carry: readonly NoteSlice[],
  notes: NoteRoom,
): { here: NoteSlice[]; carry: NoteSlice[] } {
  const queue = [...carry];
  for (const n of notesIn(items, from, to)) if (notes.lines[n] > 0) queue.push({ note: n, from: 0, to: notes.lines[n] });
  let capacity = 0;
  const body = to - from;
  while (capacity < linesOf(queue) && body + notes.slots(capacity + 1) <= room) capacity++;
  // A page with no body line always takes at least one note line, so a long note always moves on.
  if (capacity === 0 && body === 0 && queue.length > 0) capacity = 1;
  const here: NoteSlice[] = [];
  const rest: NoteSlice[] = [];
  for (const s of queue) {
    const take = Math.min(capacity, s.to - s.from);
    if (take > 0) here.push({ note: s.note, from: s.from, to: s.from + take });
    if (take < s.to - s.from) rest.push({ note: s.note, from: s.from + take, to: s.to });
    capacity -= take;
  }
  return { here, carry: rest };
}
