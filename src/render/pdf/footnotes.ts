/** Notes of a chapter: numbers in order of first reference, and the room footnotes take at a page foot (RICH-5, RICH-6). */
import type { Block, Chapter } from '../../model/book.ts';
import type { Geometry } from './geometry.ts';

/** Note line pitch as a multiple of the note size (within PARA-3's 1.5–2 em). */
export const NOTE_PITCH = 1.6;
/** Space above the first footnote line, in note em: the separating rule sits in its middle (RICH-6). */
export const NOTE_RULE_GAP = 1;
/** Length of the separating rule as a share of the measure. */
export const NOTE_RULE_SHARE = 0.25;

/** Height of a footnote block of `lines` lines, from the top of its rule gap to the last line's em bottom. */
function noteHeight(g: Geometry, lines: number): number {
  return NOTE_RULE_GAP * g.noteSize + (lines - 1) * NOTE_PITCH * g.noteSize + g.noteSize;
}

/** Body slots a footnote block of `lines` lines takes at the page foot (RICH-6): the body shortens by this much. */
export function noteSlots(g: Geometry, lines: number): number {
  if (lines <= 0) return 0;
  return Math.max(1, Math.ceil((noteHeight(g, lines) - g.bodySize) / g.leading - 1e-9) + 1);
}

/** Baseline of footnote line `i` of `lines`, set flush with the bottom of the text block. */
export function noteBaseline(g: Geometry, lines: number, i: number, emTop: number): number {
  const bottom = g.top + (g.slots - 1) * g.leading + g.bodySize;
  const top = bottom - noteHeight(g, lines) + NOTE_RULE_GAP * g.noteSize;
  return top + i * NOTE_PITCH * g.noteSize + emTop * g.noteSize;
}

/** Where the separating rule is drawn for a block of `lines` lines. */
export function noteRuleY(g: Geometry, lines: number): number {
  const bottom = g.top + (g.slots - 1) * g.leading + g.bodySize;
  return bottom - noteHeight(g, lines) + (NOTE_RULE_GAP * g.noteSize) / 2;
}

/**
 * The notes of one chapter. Numbers restart in each chapter and follow the order of first reference (RICH-5);
 * a footnote nothing refers to is numbered after the referenced ones and set at the chapter end, so no text is lost.
 */
export class ChapterNotes {
  private readonly blocks = new Map<string, Block[]>();
  private readonly paths = new Map<string, number[]>();
  private readonly numbers = new Map<string, number>();
  /** Ids in number order. */
  readonly order: string[] = [];

  constructor(chapter: Chapter) {
    collect(chapter.blocks, this.blocks, this.paths, []);
  }

  /** The number of note `id`, and whether this is its first reference. */
  refer(id: string): { number: number; first: boolean } {
    const known = this.numbers.get(id);
    if (known !== undefined) return { number: known, first: false };
    this.order.push(id);
    const number = this.order.length;
    this.numbers.set(id, number);
    return { number, first: true };
  }

  /** The blocks of note `id` (empty for a reference to a note that does not exist). */
  content(id: string): Block[] {
    return this.blocks.get(id) ?? [];
  }

  /** Where note `id`'s footnote block is in the chapter's block tree (see TextUnit.path). */
  pathOf(id: string): number[] | undefined {
    return this.paths.get(id);
  }

  /** Footnotes never referenced, in source order (after every reference has been seen). */
  unreferenced(): string[] {
    return [...this.blocks.keys()].filter((id) => !this.numbers.has(id));
  }

  get size(): number {
    return this.blocks.size;
  }
}

function collect(blocks: readonly Block[], into: Map<string, Block[]>, paths: Map<string, number[]>, path: number[]): void {
  blocks.forEach((b, i) => {
    const at = [...path, i];
    if (b.kind === 'footnote') {
      if (!into.has(b.id)) {
        into.set(b.id, b.blocks);
        paths.set(b.id, at);
      }
    } else if (b.kind === 'quote') collect(b.blocks, into, paths, at);
    else if (b.kind === 'list') b.items.forEach((item, k) => collect(item, into, paths, [...at, k]));
  });
}
