/**
 * Checks an EPUB's page list against the PDF of the same edition: each marker's following text against the top of
 * the PDF page with that label (pdftotext; for a vertical PDF optionally its first column, top right), and each chapter's folio in the PDF contents, the outline's page label
 * and the EPUB marker before the chapter heading.
 */
import { readFileSync } from 'node:fs';
import { unzipEpub } from './epub.ts';
import { runTool, toolOutput } from './tools.ts';
import { readPdfWords } from './pdf-columns.ts';

/** Characters compared at each page top (after whitespace is removed). */
export const PREFIX = 12;

export interface Mismatch {
  folio: string;
  pdf: string;
  epub: string;
}

export interface PageListReport {
  /** Pages in the PDF file. */
  pdfPages: number;
  /** PDF pages labelled with an arabic folio (the body). */
  bodyPages: number;
  /** Entries of the EPUB page list, and markers in its documents. */
  listed: number;
  markers: number;
  /** Markers whose page top was compared, and blank pages (no text in the PDF). */
  compared: number;
  blank: number;
  mismatches: Mismatch[];
  /** Body folios with no marker, and markers with no PDF page of that label. */
  unlisted: string[];
  unknown: string[];
  /** Per chapter and volume of the outline (section heads left out): the contents' folio, the label of the outline's page, the marker before the heading. */
  chapters: { title: string; toc?: string; label?: string; epub?: string }[];
}

/** Whitespace removed; a private-use character (in no font) as the 〓 the PDF prints for it (W_MISSING_GLYPH). */
const squash = (s: string): string => s.replace(/\s+/gu, '').replace(/[\uE000-\uF8FF]/g, '〓');

const noAscii = (s: string): string => s.replace(/[\x21-\x7e]/g, '');

/** Text of XHTML with markers kept as \u0001folio\u0002: ruby annotations and tags dropped, entities decoded. */
function markedText(xhtml: string): string {
  const body = xhtml.includes('<body') ? xhtml.slice(xhtml.indexOf('<body')) : xhtml;
  return body
    .replace(/<span epub:type="pagebreak"[^>]*aria-label="([^"]*)"[^>]*\/>/g, '\u0001$1\u0002')
    .replace(/<rt>[\s\S]*?<\/rt>|<rp>[\s\S]*?<\/rp>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The PDF's page labels, by 0-based page index (qpdf --json): `12` for arabic, `r3` for roman iii, the cover's prefix alone. */
export function pageLabels(pdf: string): string[] {
  const json = JSON.parse(toolOutput('qpdf', ['--json', '--json-key=pagelabels', '--json-key=pages', pdf]));
  const count: number = json.pages.length;
  const ranges: { index: number; label: { '/S'?: string; '/P'?: string; '/St'?: number } }[] = json.pagelabels;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = [...ranges].reverse().find((x) => x.index <= i);
    if (!r) {
      out.push(String(i + 1));
      continue;
    }
    const n = (r.label['/St'] ?? 1) + i - r.index;
    const prefix = (r.label['/P'] ?? '').replace(/^u:/, '');
    const style = r.label['/S'];
    // Arabic labels as the viewer shows them; others by style and number (`r3`: the third lowercase roman page).
    out.push(prefix + (style === '/D' ? String(n) : style ? `${style.slice(1)}${n}` : ''));
  }
  return out;
}

/**
 * Each page's first column of a vertical PDF (VERT-6), whitespace removed: the rightmost word box at least `em`
 * wide (body text or a heading, not the smaller running head, nor the folio set across), with every word
 * overlapping its axis above the block's foot, top to bottom. '' for a page with no such column. ASCII is left
 * out: pdftotext boxes a run turned 90° (Latin, `**`) about an em further down the column than it is drawn (seen on
 * the seeds: 的**。 boxed as 的。**), so its place among the upright characters cannot be read from the boxes.
 */
export function firstColumns(pdf: string, em: number): string[] {
  const pages: string[] = [];
  const words = readPdfWords(pdf);
  const count = Math.max(0, ...words.map((w) => w.page));
  for (let p = 1; p <= count; p++) {
    const on = words.filter((w) => w.page === p);
    // An ASCII-only word (a turned Latin running head, boxed wider than an em) cannot start the comparison.
    const wide = on.filter((w) => w.xMax - w.xMin >= em - 0.05 && noAscii(squash(w.text)) !== '');
    if (wide.length === 0) {
      pages.push('');
      continue;
    }
    const first = wide.reduce((a, b) => (b.xMax > a.xMax ? b : a));
    const axis = (first.xMin + first.xMax) / 2;
    // The folio, set across below the block's foot, may lie on the axis too.
    const foot = Math.max(...wide.map((w) => w.yMax));
    const column = on.filter((w) => w.xMin <= axis && axis <= w.xMax && w.yMin < foot).sort((a, b) => a.yMin - b.yMin);
    pages.push(noAscii(squash(column.map((w) => w.text).join(''))));
  }
  return pages;
}

/**
 * Compares `epub` with `pdf` (the running heads dropped from the page tops are the EPUB's book and chapter titles).
 * With `columnEm`, the PDF is vertical: a page's top is its first column (firstColumns), which must be the start
 * of the text after the marker as a whole, not only its first PREFIX characters.
 */
export function checkPageList(pdf: string, epub: string, options: { columnEm?: number } = {}): PageListReport {
  const files = unzipEpub(readFileSync(epub));
  const opf = files.get('OEBPS/content.opf')!;
  const hrefs = new Map([...opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => hrefs.get(m[1])!).filter((h) => h !== 'nav.xhtml');
  const nav = files.get('OEBPS/nav.xhtml')!;
  const listNav = nav.slice(nav.indexOf('epub:type="page-list"'));
  const listed = nav.includes('epub:type="page-list"') ? [...listNav.matchAll(/<li><a href="[^"#]+#page-([^"]+)">/g)].map((m) => m[1]) : [];

  // The marked reading order, and the markers before each chapter's heading.
  const stream = spine.map((h) => markedText(files.get(`OEBPS/${h}`) ?? '')).join('\n');
  const beforeHeading = new Map<string, string>();
  for (const h of spine) {
    const doc = files.get(`OEBPS/${h}`) ?? '';
    // A chapter's heading is its h1, a volume's its h2 (xhtml.ts).
    const tag = doc.includes('epub:type="chapter"') ? 'h1' : doc.includes('epub:type="part"') ? 'h2' : undefined;
    const h1 = tag ? doc.search(new RegExp(`<${tag}[\\s>]`)) : -1;
    if (!tag || h1 < 0) continue;
    const labels = [...doc.slice(0, h1).matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
    const title = squash(markedText(doc.slice(h1, doc.indexOf(`</${tag}>`, h1))));
    if (labels.length) beforeHeading.set(title, labels[labels.length - 1]);
    else beforeHeading.set(title, '');
  }
  const after = new Map<string, string>();
  for (const m of stream.matchAll(/\u0001([^\u0002]*)\u0002/g)) {
    const rest = stream.slice(m.index! + m[0].length, m.index! + m[0].length + 400).replace(/\u0001[^\u0002]*\u0002/g, '');
    after.set(m[1], squash(rest));
  }

  const labels = pageLabels(pdf);
  // -raw keeps the content stream's order: a page's body lines first, its running head and folio after them (draw.ts).
  const texts = toolOutput('pdftotext', ['-raw', pdf, '-']).split('\f');
  const title = /<dc:title>([^<]*)<\/dc:title>/.exec(opf)?.[1] ?? '';
  const drop = new Set([squash(markedText(title)), ...beforeHeading.keys()]);
  const columns = options.columnEm ? firstColumns(pdf, options.columnEm) : undefined;
  const top = (i: number): string => {
    if (columns) return columns[i] ?? '';
    const lines = (texts[i] ?? '').split('\n').map(squash).filter(Boolean);
    if (lines.length && lines[lines.length - 1] === labels[i]) lines.pop();
    return lines.join('');
  };
  // What the PDF prints that the EPUB's text has not: a running head (book or chapter title) on every page but
  // an opener, which pdftotext may run into the first line; the endnotes heading (注释, RICH-7), which the EPUB
  // has not; a list item's marker (● or 1.), which the EPUB's list style draws.
  const withoutHead = (text: string): string => {
    const head = [...drop].find((d) => d && text.startsWith(d));
    return (head ? text.slice(head.length) : text).replace(/^(?:注释|註釋)/, '').replace(/^(?:●|\d+\.)/, '');
  };
  const report: PageListReport = {
    pdfPages: labels.length,
    bodyPages: labels.filter((l) => /^\d+$/.test(l)).length,
    listed: listed.length,
    markers: after.size,
    compared: 0,
    blank: 0,
    mismatches: [],
    unlisted: [],
    unknown: [],
    chapters: [],
  };
  const indexOf = new Map(labels.map((l, i) => [l, i]));
  for (const [folio, epubText] of after) {
    const i = indexOf.get(folio);
    if (i === undefined) {
      report.unknown.push(folio);
      continue;
    }
    const pdfText = top(i);
    if (pdfText === '') {
      report.blank++;
      continue;
    }
    report.compared++;
    // A page shorter than the prefix (a volume divider) must be all of it.
    const epubTop = columns ? noAscii(epubText) : epubText;
    const want = epubTop.slice(0, columns ? pdfText.length : Math.min(PREFIX, pdfText.length));
    if (!pdfText.startsWith(want) && !withoutHead(pdfText).startsWith(want))
      report.mismatches.push({ folio, pdf: pdfText.slice(0, 30), epub: epubTop.slice(0, 30) });
  }
  for (const l of labels) if (/^\d+$/.test(l) && !after.has(l)) report.unlisted.push(l);

  // The contents (pdftotext -layout keeps each entry's title and folio on one line), the outline, the EPUB.
  const tocFolio = new Map<string, string>();
  labels.forEach((l, i) => {
    if (!/^r\d+$/.test(l)) return;
    const page = runTool('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), pdf, '-']).stdout;
    // A long title wraps: its folio is on the entry's last line, after the title's tail.
    let pending = '';
    for (const line of page.split('\n')) {
      const text = squash(line);
      if (!text || /^[ivxlcdm]+$/.test(text) || text === '目录' || text === '目錄') continue;
      const m = /^\s*(\S.*?)\s{2,}(\d+)\s*$/.exec(line);
      if (m) {
        tocFolio.set(pending + squash(m[1]), m[2]);
        pending = '';
      } else pending += text;
    }
  });
  const outline = JSON.parse(toolOutput('qpdf', ['--json', '--json-key=outlines', pdf])).outlines as OutlineItem[];
  const walk = (items: OutlineItem[]): void => {
    for (const o of items) {
      const label = labels[o.destpageposfrom1 - 1];
      const t = squash(o.title);
      // Chapters and volumes (the EPUB's h1 and volume h2), not the section heads under them.
      if (beforeHeading.has(t)) {
        report.chapters.push({ title: o.title, toc: tocFolio.get(t), label, epub: beforeHeading.get(t) });
      }
      walk(o.kids);
    }
  };
  walk(outline);
  return report;
}

interface OutlineItem {
  title: string;
  destpageposfrom1: number;
  kids: OutlineItem[];
}
