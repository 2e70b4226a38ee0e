/** Hard-wrapped text (the Project Gutenberg copy wraps at 70 columns): detect it and join lines into paragraphs. */
import { displayWidth, isBlank, isIndented, type SourceLine } from './lines.ts';

export interface HardWrap {
  /** The wrap width in display columns (a CJK character is 2). */
  width: number;
  /** Share of non-blank lines within 4 columns of the width. */
  share: number;
}

const MIN_LINES = 40;
const MIN_WIDTH = 40;
/** Lines within this many columns of the width are full: the wrapper pushed a character over (kinsoku, 「). */
const SLACK = 4;

/**
 * A file is hard-wrapped when at least half of its non-blank lines are within SLACK columns of the most
 * common width and almost none (≤ 2 %) is wider. A file of one paragraph per line has a long tail of long
 * lines (tianya's poem lines are all 44 columns wide, but its prose lines run to 1,000), so it does not qualify.
 */
export function detectHardWrap(lines: readonly SourceLine[]): HardWrap | undefined {
  const widths = lines.filter((l) => !isBlank(l.text)).map((l) => displayWidth(l.text));
  if (widths.length < MIN_LINES) return undefined;
  const counts = new Map<number, number>();
  for (const w of widths) if (w >= MIN_WIDTH) counts.set(w, (counts.get(w) ?? 0) + 1);
  let width = 0;
  let best = 0;
  for (const [w, c] of counts) if (c > best || (c === best && w > width)) [width, best] = [w, c];
  if (width === 0) return undefined;
  const near = widths.filter((w) => w >= width - SLACK && w <= width).length / widths.length;
  const over = widths.filter((w) => w > width + 2).length / widths.length;
  return near >= 0.5 && over <= 0.02 ? { width, share: Math.round(near * 1000) / 1000 } : undefined;
}

/** True when `next` continues the paragraph that `prev` is part of: `prev` is full and `next` is not indented. */
export function continues(prev: string, next: string, wrap: HardWrap): boolean {
  return !isBlank(prev) && !isBlank(next) && !isIndented(next) && displayWidth(prev) >= wrap.width - SLACK;
}

/** Joins a wrapped line to its paragraph; Latin words cut at the line end keep a space between them. */
export function joinWrapped(paragraph: string, next: string): string {
  const left = paragraph.trimEnd();
  return /[A-Za-z0-9]$/.test(left) && /^[A-Za-z0-9]/.test(next) ? `${left} ${next}` : left + next;
}
