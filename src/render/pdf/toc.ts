/** The table of contents: entries composed before pagination (so its page count is known), drawn after it (with page numbers and links). */
import type { Composer, ComposedParagraph } from '../../typeset/compose.ts';
import { type Script, volumeParts } from '../../model/book.ts';
import type { ChapterShape, DisplayLine } from './layout.ts';
import { HEADING_AFTER, HEADING_DROP, HEADING_PITCH, headingLines } from './layout.ts';
import type { TocEntry } from './paginate.ts';

/** 目录 / 目錄, the heading of the contents page. */
export const TOC_TITLE: Record<Script, string> = { 'zh-Hans': '目录', 'zh-Hant': '目錄', 'zh-Hant-HK': '目錄' };

/** Room kept at the right of an entry for the leader and the page number, in em. */
export const TOC_NUMBER_ROOM = 4;
/** Chapters under a volume are indented this many em. */
export const TOC_NEST = 2;

export interface TocLayout {
  heading: DisplayLine[];
  headingSlots: number;
  entries: Omit<TocEntry, 'page'>[];
  /** Composed title of each entry, same order. */
  paras: ComposedParagraph[];
  /** Start offset of each entry in em. */
  indent: number[];
}

export interface TocComposers {
  /** Contents lines: body size, unjustified, measure = body measure − number room. */
  entry: Composer;
  nested: Composer;
  heading: Composer;
}

export interface TocOptions {
  script: Script;
  composers: TocComposers;
  headingSize: number;
  leading: number;
}

/** Entries for every volume and chapter, composed. */
export function layoutToc(chapters: readonly ChapterShape[], o: TocOptions): TocLayout {
  const c = o.composers;
  const entries: Omit<TocEntry, 'page'>[] = [];
  const paras: ComposedParagraph[] = [];
  const indent: number[] = [];
  for (const part of volumeParts(chapters, (ch) => ch.chapter.volume)) {
    const v = part.volume;
    if (v) {
      const para = c.entry.compose(v, 0);
      entries.push({ kind: 'volume', title: v, chapter: part.items[0].index, lines: para.lines });
      paras.push(para);
      indent.push(0);
    }
    for (const ch of part.items) {
      const para = (v ? c.nested : c.entry).compose(ch.chapter.title.trim(), 0);
      entries.push({ kind: 'chapter', title: ch.chapter.title, chapter: ch.index, lines: para.lines });
      paras.push(para);
      indent.push(v ? TOC_NEST : 0);
    }
  }
  const heading = headingLines(TOC_TITLE[o.script], c.heading);
  const headingSlots = HEADING_DROP + Math.ceil((heading.length * o.headingSize * HEADING_PITCH) / o.leading - 1e-9) + HEADING_AFTER;
  return { heading, headingSlots, entries, paras, indent };
}
