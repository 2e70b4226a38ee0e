/**
 * The typographic cover drawn when a book has none: title and author set as vector outlines taken from the font,
 * so it shows the same without any font installed. Apart from cover.ts, which the main thread reads covers with,
 * since it loads fontkit.
 */
import * as fontkit from 'fontkit';
import { FontError } from '../errors.ts';
import { readFontFile } from './font-file.ts';
import type { CoverDesign, CoverRect, CoverShape } from './cover.ts';

/** House colours: a dark ink-blue ground, a warm paper colour for text and rules. */
const GROUND = '#1f2d3d';
const PAPER = '#f3ead8';
const ACCENT = '#b8860b';

type Font = {
  unitsPerEm: number;
  layout(text: string): { glyphs: { path: { toSVG(): string }; codePoints: number[] }[]; positions: { xAdvance: number }[] };
  hasGlyphForCodePoint(cp: number): boolean;
};

function openFont(path: string): Font {
  // Read as a regular file first (non-blocking open, fstat): fontkit.openSync would wait for ever on a FIFO.
  const data = readFontFile(path, 'the cover font');
  try {
    return fontkit.create(data) as unknown as Font;
  } catch (err) {
    throw new FontError(`cannot open the cover font`, { file: path, cause: err });
  }
}

/** Lays `text` out centred on `centreX` with its baseline at `baseline`; glyph outlines in font units, y up. */
function setLine(font: Font, text: string, size: number, centreX: number, baseline: number, fill: string): CoverShape[] {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const width = run.positions.reduce((w, p) => w + p.xAdvance, 0) * scale;
  let x = centreX - width / 2;
  const shapes: CoverShape[] = [];
  run.glyphs.forEach((g, i) => {
    const d = g.path.toSVG();
    if (d) shapes.push({ d, x, y: baseline, scale, fill });
    x += run.positions[i].xAdvance * scale;
  });
  return shapes;
}

/** Splits a title into lines of at most `perLine` characters, breaking at a space or 　 where one is near. */
function titleLines(title: string, perLine: number): string[] {
  const parts = title.split(/[\s\u3000]+/).filter(Boolean);
  const lines: string[] = [];
  for (const part of parts) {
    for (let i = 0; i < part.length; i += perLine) lines.push(part.slice(i, i + perLine));
  }
  return lines.length ? lines : [title];
}

/** The cover for a page of `width` × `height` points. */
export function coverDesign(options: { title: string; author: string; width: number; height: number; fontPath: string }): CoverDesign {
  const { width, height } = options;
  const font = openFont(options.fontPath);
  const margin = width * 0.1;
  const perLine = 6;
  const lines = titleLines(options.title, perLine);
  const longest = Math.max(...lines.map((l) => [...l].length));
  const titleSize = Math.min(width * 0.14, (width - 2 * margin) / Math.max(longest, 1));
  const shapes: CoverShape[] = [];
  let baseline = height * 0.34;
  for (const line of lines) {
    shapes.push(...setLine(font, line, titleSize, width / 2, baseline, PAPER));
    baseline += titleSize * 1.3;
  }
  const ruleY = baseline - titleSize * 0.3 + height * 0.03;
  shapes.push(...setLine(font, options.author, titleSize * 0.38, width / 2, ruleY + height * 0.08, PAPER));
  const frame = width * 0.04;
  const line = Math.max(0.8, width * 0.004);
  const rects: CoverRect[] = [
    // A thin double frame and a short rule between title and author.
    { x: frame, y: frame, width: width - 2 * frame, height: line, fill: ACCENT },
    { x: frame, y: height - frame - line, width: width - 2 * frame, height: line, fill: ACCENT },
    { x: frame, y: frame, width: line, height: height - 2 * frame, fill: ACCENT },
    { x: width - frame - line, y: frame, width: line, height: height - 2 * frame, fill: ACCENT },
    { x: width / 2 - width * 0.08, y: ruleY, width: width * 0.16, height: line, fill: ACCENT },
  ];
  return { width, height, background: GROUND, rects, shapes };
}
