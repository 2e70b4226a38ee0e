/**
 * The order a folder's 目录.txt gives (docs/rules/cleaning.md#chapter-order-and-numbering): each entry names a
 * chapter file (`001.txt`, `第一章.txt`, `[第一章 雨夜](a3f9.txt)`) or a chapter title (`第一章 雨夜`), and the
 * chapters take the entries' order; sorting by file name would put `⑩` before `①`.
 */
import { foldKey } from './fold.ts';

/** File names a folder's table of contents may have. */
export const TOC_FILE_NAMES: readonly string[] = [
  '目录.txt',
  '目录.md',
  '目錄.txt',
  '目錄.md',
  'index.txt',
  'index.md',
  'toc.txt',
  'toc.md',
];

/** Entries of a table-of-contents file: non-blank lines without list markers; a Markdown link gives text and target. */
export function parseTocEntries(text: string): { text: string; target?: string }[] {
  const out: { text: string; target?: string }[] = [];
  for (const raw of text.split(/\r\n|\n|\r/)) {
    let line = raw.trim().replace(/^\ufeff/, '');
    if (line === '' || /^#{1,6}\s/.test(line) || /^(?:目录|目錄|contents|table of contents)$/i.test(line)) continue;
    line = line.replace(/^(?:[-*+]\s+|\d{1,5}[.、)]\s+)/, '');
    const link = /^\[([^\]]*)\]\(([^)]*)\)$/.exec(line);
    out.push(link ? { text: link[1].trim(), target: decodeURI(link[2].trim()) } : { text: line });
  }
  return out;
}

interface Orderable {
  title: string;
  sources: string[];
}

export interface TocOrder {
  /** For each chapter (by index), its 1-based place in the table of contents, or undefined. */
  order: (number | undefined)[];
  /** Entries that named no chapter. */
  unmatched: string[];
}

/** Places chapters by the entries: a file name (with or without extension) or a title (folded, spacing ignored). */
export function orderByToc(entries: readonly { text: string; target?: string }[], chapters: readonly Orderable[]): TocOrder {
  const byFile = new Map<string, number[]>();
  const byTitle = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  chapters.forEach((c, i) => {
    const file = (c.sources[0] ?? '').split('/').pop() ?? '';
    add(byFile, file, i);
    add(byFile, file.replace(/\.[^.]+$/, ''), i);
    add(byTitle, foldKey(c.title), i);
  });
  const order: (number | undefined)[] = chapters.map(() => undefined);
  const unmatched: string[] = [];
  let place = 0;
  for (const e of entries) {
    const file = (e.target ?? e.text).split('/').pop() ?? '';
    const hit = byFile.get(file) ?? byFile.get(file.replace(/\.[^.]+$/, '')) ?? byTitle.get(foldKey(e.text));
    const free = hit?.filter((i) => order[i] === undefined) ?? [];
    if (free.length === 0) {
      unmatched.push(e.text);
      continue;
    }
    // A file holding several chapters keeps their order inside it.
    for (const i of free) order[i] = ++place;
  }
  return { order, unmatched };
}
