/** Reads a vertical PDF's columns back with `pdftotext -bbox-layout`: each word pdftotext finds, with its box and page, in its order (VERT-1, VERT-6). */
import { toolOutput } from './tools.ts';
import { unescapeXml } from './pdf-lines.ts';

export interface PdfColumn {
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

/** Every word of pages [first, last] (1-based PDF page indices) in pdftotext's reading order. */
export function readPdfWords(file: string, first?: number, last?: number): PdfColumn[] {
  const range = first ? ['-f', String(first), '-l', String(last ?? first)] : [];
  const xml = toolOutput('pdftotext', ['-bbox-layout', ...range, file, '-']);
  const out: PdfColumn[] = [];
  let page = (first ?? 1) - 1;
  const re = /<page width|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (let m: RegExpExecArray | null; (m = re.exec(xml)); ) {
    if (!m[1]) {
      page++;
      continue;
    }
    out.push({ page, xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4], text: unescapeXml(m[5]) });
  }
  return out;
}
