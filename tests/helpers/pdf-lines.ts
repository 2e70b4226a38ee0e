/** Reads a PDF's text lines with `pdftotext -bbox-layout` and checks them: prohibitions, flush right edges, 孤字 last lines (LB-1, LB-2, JUST-1, LB-8). */
import { isHan } from '../../src/rules/han.ts';
import { isNoEnd, isNoStart } from '../../src/typeset/classes.ts';
import type { ProhibitionLevel } from '../../src/config/template.ts';
import { toolOutput } from './tools.ts';

export interface PdfWord {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

/** One printed line: pdftotext's lines on one baseline merged, words in x order. */
export interface PdfLine {
  page: number;
  pageWidth: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  height: number;
  text: string;
  words: PdfWord[];
}

export const unescapeXml = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

/** Every text line of the PDF in reading order (page, then top to bottom). */
export function readPdfLines(file: string): PdfLine[] {
  const xml = toolOutput('pdftotext', ['-bbox-layout', file, '-']);
  const lines: PdfLine[] = [];
  let page = 0;
  let pageWidth = 0;
  const re =
    /<page width="([\d.]+)"|<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  let current: PdfLine | undefined;
  for (let m: RegExpExecArray | null; (m = re.exec(xml)); ) {
    if (m[1]) {
      page++;
      pageWidth = Number(m[1]);
      continue;
    }
    if (m[2]) {
      current = { page, pageWidth, xMin: +m[2], yMin: +m[3], xMax: +m[4], yMax: +m[5], height: +m[5] - +m[3], text: '', words: [] };
      lines.push(current);
      continue;
    }
    current?.words.push({ xMin: +m[6], yMin: +m[7], xMax: +m[8], yMax: +m[9], text: unescapeXml(m[10]) });
  }
  return mergeBaselines(lines);
}

/** pdftotext splits a line at wide gaps (U+3000, centred ornaments); put the pieces on one baseline back together. */
function mergeBaselines(lines: PdfLine[]): PdfLine[] {
  const out: PdfLine[] = [];
  const sorted = [...lines].sort((a, b) => a.page - b.page || a.yMax - b.yMax || a.xMin - b.xMin);
  for (const l of sorted) {
    const prev = out[out.length - 1];
    if (prev && prev.page === l.page && Math.abs(prev.yMax - l.yMax) < 0.5 && Math.abs(prev.height - l.height) < 0.5) {
      prev.words.push(...l.words);
      prev.xMin = Math.min(prev.xMin, l.xMin);
      prev.xMax = Math.max(prev.xMax, l.xMax);
    } else out.push({ ...l, words: [...l.words] });
  }
  for (const l of out) {
    l.words.sort((a, b) => a.xMin - b.xMin);
    l.text = l.words.map((w) => w.text).join('');
  }
  return out;
}

export interface CheckOptions {
  /** Prohibition level to check against (LB-1); default basic. */
  level?: ProhibitionLevel;
  /** Flush tolerance in pt (default 1). */
  tolerance?: number;
  /** Paragraph indent in em (default 2, PARA-1). */
  indent?: number;
  /** Line height ÷ font size of the body font as pdftotext reports it (Noto CJK: ascent 1.151 + descent 0.286). */
  heightRatio?: number;
}

/** A body or note line with the role the geometry gives it. */
export interface BodyLine extends PdfLine {
  size: number;
  first: boolean;
  final: boolean;
}

export interface Finding {
  page: number;
  text: string;
}

export interface CheckReport {
  pages: number;
  /** Paragraph lines found in the text block (body and notes). */
  lines: number;
  nonFinal: number;
  /** Lines after a break that start with a NO_START mark, or end before a break with a NO_END mark (LB-1, LB-3). */
  noStart: Finding[];
  noEnd: Finding[];
  /** Paragraphs whose own text starts with a NO_START mark or ends with a NO_END mark (a source problem, not a break). */
  sourceNoStart: Finding[];
  sourceNoEnd: Finding[];
  /** `——` or `……` split over two lines (LB-2). */
  splitUnits: Finding[];
  notFlush: Finding[];
  oneHanLast: Finding[];
  /** Pages that begin with a paragraph's last line although the paragraph began earlier (LB-8 widow). */
  widowPages: Finding[];
  body: BodyLine[];
}

const round = (v: number, step = 0.5): number => Math.round(v / step) * step;

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  let n = 0;
  for (const [v, c] of counts)
    if (c > n || (c === n && best !== undefined && v < best)) {
      best = v;
      n = c;
    }
  return best;
}

/**
 * Finds the paragraph lines from geometry alone and checks them. The body size is the most common line height;
 * the text block is where body lines sit (left edge = leftmost common start, right edge = most common end, per
 * page side). A line starting one indent in begins a paragraph, so the line before it ends one; so do lines
 * before a heading (larger), an ornament (centred), a size change, or the end. Heads and folios lie outside the
 * block or are smaller and outside it, and are ignored.
 */
export function checkLines(all: PdfLine[], o: CheckOptions = {}): CheckReport {
  const level = o.level ?? 'basic';
  const tol = o.tolerance ?? 1;
  const indent = o.indent ?? 2;
  const ratio = o.heightRatio ?? 1.437;
  const pages = all.reduce((m, l) => Math.max(m, l.page), 0);
  const bodyHeight = mode(all.map((l) => round(l.height, 0.1)));
  const report: CheckReport = {
    pages,
    lines: 0,
    nonFinal: 0,
    noStart: [],
    noEnd: [],
    sourceNoStart: [],
    sourceNoEnd: [],
    splitUnits: [],
    notFlush: [],
    oneHanLast: [],
    widowPages: [],
    body: [],
  };
  if (bodyHeight === undefined) return report;
  const isBody = (l: PdfLine): boolean => Math.abs(l.height - bodyHeight) < 0.3;
  const edges = [0, 1].map((parity) => {
    const lines = all.filter((l) => isBody(l) && l.page % 2 === parity);
    // The commonest start is the block edge, unless it is the indent (dialogue-heavy text) and the edge is common too.
    const starts = lines.map((l) => round(l.xMin, 0.1));
    const first = mode(starts) ?? 0;
    const shifted = round(first - indent * (bodyHeight / ratio), 0.1);
    const left = starts.filter((x) => Math.abs(x - shifted) < 0.15).length >= Math.min(3, lines.length) ? shifted : first;
    return {
      left,
      right: mode(lines.map((l) => round(l.xMax, 0.1))) ?? 0,
      top: Math.min(...lines.map((l) => l.yMin)),
      bottom: Math.max(...lines.map((l) => l.yMax)),
    };
  });
  type Kind = 'first' | 'cont' | 'boundary' | 'skip';
  const classified: { line: PdfLine; kind: Kind; size: number }[] = [];
  for (const l of all) {
    const e = edges[l.page % 2];
    // The right edge is not part of the test, so a line running past the measure is still checked (and fails).
    const inBlock = l.xMin >= e.left - tol && l.xMin < e.right && l.yMin >= e.top - tol && l.yMax <= e.bottom + tol;
    if (!inBlock) {
      classified.push({ line: l, kind: 'skip', size: 0 });
      continue;
    }
    const size = l.height / ratio;
    if (l.height > bodyHeight + 0.3 || isContentsEntry(l, size)) {
      classified.push({ line: l, kind: 'boundary', size });
      continue;
    }
    const kind: Kind =
      Math.abs(l.xMin - e.left) <= tol ? 'cont' : Math.abs(l.xMin - (e.left + indent * size)) <= tol ? 'first' : 'boundary';
    classified.push({ line: l, kind, size });
  }
  const text = classified.filter((c) => c.kind !== 'skip');
  let paraHan = 0;
  let paraStartPage = 0;
  const firstOnPage = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c.kind === 'boundary') {
      paraHan = 0;
      paraStartPage = c.line.page;
      continue;
    }
    const next = text[i + 1];
    const final = !next || next.kind === 'boundary' || next.kind === 'first' || Math.abs(next.size - c.size) > 0.2;
    const l = c.line;
    const chars = [...l.text.replace(/\s+/g, '')];
    const han = chars.filter((ch) => isHan(ch.codePointAt(0)!)).length;
    // A mark the text itself puts at a paragraph's start or end involves no line break: counted apart.
    if (chars.length > 0 && startsProhibited(chars, level))
      (c.kind === 'first' ? report.sourceNoStart : report.noStart).push({ page: l.page, text: l.text });
    if (chars.length > 0 && isNoEnd(chars[chars.length - 1].codePointAt(0)!, level))
      (final ? report.sourceNoEnd : report.noEnd).push({ page: l.page, text: l.text });
    if (c.kind === 'first') {
      paraHan = 0;
      paraStartPage = l.page;
    }
    paraHan += han;
    report.lines++;
    report.body.push({ ...l, size: c.size, first: c.kind === 'first', final });
    if (!firstOnPage.has(l.page)) {
      firstOnPage.add(l.page);
      if (final && c.kind === 'cont' && paraStartPage < l.page) report.widowPages.push({ page: l.page, text: l.text });
    }
    if (!final) {
      report.nonFinal++;
      const right = edges[l.page % 2].right;
      if (Math.abs(l.xMax - right) > tol) report.notFlush.push({ page: l.page, text: l.text });
      const last = chars[chars.length - 1];
      const nextFirst = next ? [...next.line.text.replace(/\s+/g, '')][0] : undefined;
      if ((last === '…' || last === '—' || last === '⋯') && nextFirst === last && trailingRun(chars, last) % 2 === 1) {
        report.splitUnits.push({ page: l.page, text: `${l.text} | ${next.line.text}` });
      }
    } else if (han < 2 && paraHan >= 2) {
      report.oneHanLast.push({ page: l.page, text: l.text });
    }
  }
  return report;
}

/** A contents line: it ends in a page number set well apart from the title (the leader is drawn, not text). */
function isContentsEntry(l: PdfLine, size: number): boolean {
  const last = l.words[l.words.length - 1];
  const before = l.words[l.words.length - 2];
  return !!last && !!before && /^\d+$/.test(last.text) && last.xMin - before.xMax > 2 * size;
}

/** LB-1 at a line start; `——`/`……` are DASH2/ELLIPSIS2 units (only `strict` forbids them), a lone `—` is a connector (CLS-2). */
function startsProhibited(chars: string[], level: ProhibitionLevel): boolean {
  const c = chars[0];
  if (c === '—' || c === '…' || c === '⋯' || c === '⸺') {
    const unit = c === '⸺' || chars[1] === c;
    return unit ? level === 'strict' : c === '—' ? isNoStart(0x2014, level) : level === 'strict';
  }
  return isNoStart(c.codePointAt(0)!, level);
}

function trailingRun(chars: string[], ch: string): number {
  let n = 0;
  for (let i = chars.length - 1; i >= 0 && chars[i] === ch; i--) n++;
  return n;
}

/** Reads and checks a PDF file in one go. */
export function checkPdf(file: string, o: CheckOptions = {}): CheckReport {
  return checkLines(readPdfLines(file), o);
}

/** One-line summary of a report's counts. */
export function summarize(r: CheckReport): string {
  const pct = r.nonFinal ? ((100 * r.notFlush.length) / r.nonFinal).toFixed(3) : '0.000';
  return (
    `pages ${r.pages}, lines ${r.lines}, no-start ${r.noStart.length}, no-end ${r.noEnd.length}, split —— / …… ${r.splitUnits.length} ` +
    `(in the source text: paragraph starts with a no-start mark ${r.sourceNoStart.length}, paragraph ends with a no-end mark ${r.sourceNoEnd.length}), ` +
    `non-final not flush ${r.notFlush.length}/${r.nonFinal} (${pct} %), one-Han last lines ${r.oneHanLast.length}, widow pages ${r.widowPages.length}`
  );
}
