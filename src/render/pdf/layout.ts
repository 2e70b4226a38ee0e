/** Composes every text of the book into lines before any page exists, so pagination and the contents know every page number. */
import { HEADING_LABEL } from '../../rules/headings.ts';
import type { Book, Chapter, Script } from '../../model/book.ts';
import type { Template } from '../../config/template.ts';
import { Composer, type ComposedParagraph } from '../../typeset/compose.ts';
import { ChapterWalk, type ImageSource, type ImageUnit, type Place, type Role, type Sink, type TextUnit } from './blocks.ts';
import { chainMetrics, type FontChain } from './fonts.ts';
import type { Geometry } from './geometry.ts';
import { proseAt, type RunStyle } from './rich.ts';
import { type Memo, noMemo } from '../../util/cache.ts';

/** One composed line of a paragraph, as a page item. */
export interface TextItem {
  kind: 'text';
  para: ComposedParagraph;
  line: number;
  style: 'body' | 'note';
  /** First / last line of its paragraph (for widow control, LB-8). */
  first: boolean;
  last: boolean;
  /** Where the line goes; undefined for a body or note paragraph at the block edge (set as plain text always was). */
  place?: Place;
  /** Styles of the paragraph's runs, indexed by `para.run` (RICH-1). */
  styles?: RunStyle[];
  /** A list item's marker, drawn on the item's first line `left` pt from the block edge (RICH-11). */
  marker?: { para: ComposedParagraph; left: number };
  /** The line may not end a page (a section head, a picture's caption before its last line). */
  keep?: boolean;
  /** Footnotes first referenced on this line, as indices into the chapter's notes (RICH-6). */
  notes?: readonly number[];
  /** A section head's first line: its outline title (RICH-8). */
  outline?: string;
  /** The structure element the line belongs to, when it is not a paragraph's (PDF-2). */
  role?: Role;
}

/** A scene break: one line holding a centred ornament (PARA-8). */
export interface OrnamentItem {
  kind: 'ornament';
}

/** A blank line: above a section head, or one of the lines a picture covers. */
export interface SpaceItem {
  kind: 'space';
  keep?: boolean;
}

/** A picture, drawn from the top of its first line over `slots` lines (RICH-12). */
export interface ImageItem extends ImageUnit {
  kind: 'image';
}

export type BodyItem = TextItem | OrnamentItem | SpaceItem | ImageItem;

/** A line of a heading or other display text, composed but not justified. */
export interface DisplayLine {
  para: ComposedParagraph;
  line: number;
}

/** What pagination needs of a body line: its kind, whether it opens or closes its paragraph, its keep and its notes. */
export type LineShape =
  | { kind: 'ornament' }
  | { kind: 'space' | 'image'; keep?: boolean }
  | { kind: 'text'; first: boolean; last: boolean; keep?: boolean; notes?: readonly number[] };

/** A chapter as pagination sees it: its heading and the shape of every body line, without the composed glyphs. */
export interface ChapterShape {
  chapter: Chapter;
  index: number;
  heading: DisplayLine[];
  /** Body lines the heading block takes on the opening page: a whole number (PARA-6). */
  headingSlots: number;
  items: readonly LineShape[];
  /** Lines of each footnote, in number order (RICH-6); empty when the chapter has none or they are endnotes. */
  notes: readonly number[];
  /** Where the body lines come from in the source, by item (shapeBook only; the EPUB's page list reads it). */
  sources?: readonly LineSource[];
  /**
   * The chapter's text units as shapeBook composed them, in walk order (body, then each note), when it kept them
   * (`keepComposed`): layoutChapter then takes these instead of composing every paragraph a second time.
   */
  composed?: readonly ComposedParagraph[];
}

/** The source of a text unit's lines: one record per unit with a path, in item order. */
export interface LineSource {
  /** The unit's first item. */
  item: number;
  /** The block it is in (TextUnit.path). */
  path: readonly number[];
  /** Prose offset (see rich.ts proseAt) where each of its lines begins. */
  lines: readonly number[];
  /** Prose offset just after its last character. */
  end: number;
}

/** A chapter composed for drawing: every body line with its paragraph, and every footnote's lines. */
export interface ChapterLayout extends ChapterShape {
  items: BodyItem[];
  footnotes: BodyItem[][];
}

/** The composers of one edition. */
export interface Composers {
  body: Composer;
  note: Composer;
  heading: Composer;
  /** Section heads (RICH-8): the bold face, with bold as face 1 too. */
  section: Composer;
  /** Unjustified text at any size in the body font: contents, heads, folios, ornament. */
  plain: Composer;
  /** Same, in the heading font: title page and volume pages. */
  display: Composer;
}

/** Blank body lines above a chapter heading (the 'drop'), and below it. */
export const HEADING_DROP = 2;
export const HEADING_AFTER = 1;
/** Heading line pitch as a multiple of its size. */
export const HEADING_PITCH = 1.5;

export interface LayoutOptions {
  geometry: Geometry;
  template: Template;
  script: Script;
  bodyChain: FontChain;
  headChain: FontChain;
  /** The book's pictures (RICH-12); without it every picture is printed as its alt text. */
  images?: ImageSource;
  /** Keeps each chapter's line shapes between builds (docs/architecture.md#cache); its keys hold the fonts and template. */
  memo?: Memo;
}

export function makeComposers(o: LayoutOptions): Composers {
  const { template: t, script, geometry: g } = o;
  const compression = t.compression[script];
  const common = { prohibition: t.prohibition, compression, interpunct: script === 'zh-Hans' ? 0.5 : 1 } as const;
  const body = chainMetrics(o.bodyChain);
  const head = chainMetrics(o.headChain);
  // Face 1 of the text composers is bold (strong, RICH-1); plain text never touches it.
  return {
    body: new Composer({ ...common, measure: g.measureEm, indent: t.indent, metrics: body, faces: [head] }),
    note: new Composer({ ...common, measure: g.noteMeasureEm, indent: t.indent, metrics: body, faces: [head] }),
    heading: new Composer({
      ...common,
      measure: Math.max(1, Math.floor(g.measure / t.headingSize)),
      indent: 0,
      metrics: head,
      align: 'start',
    }),
    section: new Composer({ ...common, measure: g.measureEm, indent: 0, metrics: head, faces: [head], align: 'start' }),
    plain: new Composer({ ...common, measure: 1000, indent: 0, metrics: body, align: 'start' }),
    display: new Composer({ ...common, measure: 1000, indent: 0, metrics: head, align: 'start' }),
  };
}

/** Composes every chapter of the book (all of it stays in memory: for measuring; the renderer uses shapeBook and layoutChapter). */
export function layoutBook(book: Book, o: LayoutOptions, c: Composers = makeComposers(o)): ChapterLayout[] {
  return book.chapters.map((chapter, index) => layoutChapter(chapter, index, o, c));
}

function walkOf(chapter: Chapter, o: LayoutOptions, c: Composers): ChapterWalk {
  return new ChapterWalk(chapter, {
    geometry: o.geometry,
    script: o.script,
    headingSize: o.template.headingSize,
    notes: o.template.notes ?? 'footnotes',
    composers: c,
    ...(o.images ? { images: o.images } : {}),
  });
}

/** Composes one chapter for drawing; `composed` are its units as shapeBook kept them (the same walk, the same order). */
export function layoutChapter(
  chapter: Chapter,
  index: number,
  o: LayoutOptions,
  c: Composers,
  composed?: readonly ComposedParagraph[],
): ChapterLayout {
  const walk = walkOf(chapter, o, c);
  const replay = composed ? { paras: composed, at: 0 } : undefined;
  const body = new ComposeSink(c, replay);
  const footnotes = walk.body(body).map((id) => {
    const sink = new ComposeSink(c, replay);
    walk.note(id, sink);
    return sink.items;
  });
  return { ...headingOf(chapter, index, o, c), items: body.items, notes: footnotes.map((f) => f.length), footnotes };
}

const ORNAMENT_LINE: OrnamentItem = { kind: 'ornament' };
/** Shared line shapes: a book of a million lines holds a million references, not a million objects. */
const SHAPES = {
  mid: { kind: 'text', first: false, last: false },
  first: { kind: 'text', first: true, last: false },
  last: { kind: 'text', first: false, last: true },
  only: { kind: 'text', first: true, last: true },
} as const satisfies Record<string, LineShape>;

/** The shape of line `line` of `lines`, shared unless it keeps or carries notes. */
function shapeOf(line: number, lines: number, keep: boolean, notes: readonly number[] | undefined): LineShape {
  const first = line === 0;
  const last = line === lines - 1;
  if (!keep && !notes) return first ? (last ? SHAPES.only : SHAPES.first) : last ? SHAPES.last : SHAPES.mid;
  return { kind: 'text', first, last, ...(keep ? { keep } : {}), ...(notes ? { notes } : {}) };
}

/** Whether line `line` of a unit of `lines` lines keeps with the next. */
const keeps = (u: TextUnit, line: number, lines: number): boolean => u.keep === 'all' || (u.keep === 'last' && line < lines - 1);

/** What both sinks share: blank lines, ornaments and line counts. */
abstract class ItemSink<T extends LineShape> implements Sink {
  readonly items: T[] = [];
  get count(): number {
    return this.items.length;
  }
  lines(u: TextUnit): number {
    return u.seg.runs ? u.composer.countRuns(u.seg.runs, u.indent) : u.composer.countLines(u.seg.text, u.indent);
  }
  ornament(): void {
    this.items.push(ORNAMENT_LINE as T);
  }
  space(keep: boolean): void {
    this.items.push((keep ? { kind: 'space', keep } : { kind: 'space' }) as T);
  }
  abstract text(u: TextUnit): void;
  abstract image(u: ImageUnit): void;
}

/**
 * Counts lines into shapes (pagination's pre-pass), noting where each unit's lines begin in the source; with
 * `kept`, composes each unit instead of only counting and keeps it there (the composer's line buffers are the same).
 */
class ShapeSink extends ItemSink<LineShape> {
  readonly sources: LineSource[] = [];
  constructor(private readonly kept?: ComposedParagraph[]) {
    super();
  }
  text(u: TextUnit): void {
    let lines: number;
    if (this.kept) {
      const para = u.seg.runs ? u.composer.composeRuns(u.seg.runs, u.indent) : u.composer.compose(u.seg.text, u.indent);
      this.kept.push(para);
      lines = para.lines;
    } else lines = this.lines(u);
    if (u.path) {
      const seg = u.seg;
      const starts = u.composer.lineOffsets().map((t) => proseAt(seg, t));
      this.sources.push({ item: this.items.length, path: u.path, lines: starts, end: proseAt(seg, seg.text.length) });
    }
    // After countRuns the composer still holds the breaks: read which line each first note reference fell on.
    const byLine = u.seg.runs && u.seg.notes.length ? notesByLine(u.seg.notes, (r) => u.composer.lineOfRun(r)) : undefined;
    for (let line = 0; line < lines; line++) this.items.push(shapeOf(line, lines, keeps(u, line, lines), byLine?.get(line)));
  }
  image(u: ImageUnit): void {
    this.items.push(u.keep ? { kind: 'image', keep: true } : { kind: 'image' });
  }
}

/** Composes lines into drawable items. */
class ComposeSink extends ItemSink<BodyItem> {
  constructor(
    private readonly c: Composers,
    private readonly replay?: { paras: readonly ComposedParagraph[]; at: number },
  ) {
    super();
  }
  text(u: TextUnit): void {
    const { seg, place, style } = u;
    const kept = this.replay?.paras[this.replay.at++];
    const para = kept ?? (seg.runs ? u.composer.composeRuns(seg.runs, u.indent) : u.composer.compose(seg.text, u.indent));
    const byLine = seg.runs && seg.notes.length ? notesByLine(seg.notes, (r) => lineOfGlyphRun(para, r)) : undefined;
    const marker = u.marker ? { para: this.c.plain.compose(u.marker.text, 0), left: u.marker.left } : undefined;
    const plain = !place && !seg.runs && !marker && !u.keep && !u.outline && !u.role;
    for (let line = 0; line < para.lines; line++) {
      const item: TextItem = { kind: 'text', para, line, style, first: line === 0, last: line === para.lines - 1 };
      // A plain paragraph's lines are only these six fields (a novel has a million of them).
      if (!plain) {
        const notes = byLine?.get(line);
        if (place) item.place = place;
        if (seg.runs) item.styles = seg.styles;
        if (marker && line === 0) item.marker = marker;
        if (keeps(u, line, para.lines)) item.keep = true;
        if (notes) item.notes = notes;
        if (u.outline && line === 0) item.outline = u.outline;
        if (u.role) item.role = u.role;
      }
      this.items.push(item);
    }
  }
  image(u: ImageUnit): void {
    this.items.push({ kind: 'image', ...u });
  }
}

/** Line of the first glyph of run `r` in a composed paragraph. */
function lineOfGlyphRun(p: ComposedParagraph, r: number): number {
  const run = p.run!;
  for (let i = 0; i < run.length; i++) {
    if (run[i] !== r) continue;
    for (let l = 0; l < p.lines; l++) if (i < p.lineStart[l + 1]) return l;
  }
  return -1;
}

function notesByLine(notes: readonly { run: number; note: number }[], lineOf: (run: number) => number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const n of notes) {
    const line = Math.max(0, lineOf(n.run));
    const list = out.get(line) ?? [];
    list.push(n.note);
    out.set(line, list);
  }
  return out;
}

/**
 * Counts the lines of every chapter: enough to paginate and number the contents. Without `keepComposed` no
 * composed paragraph is kept and layoutChapter composes each chapter again, with the same composers, when its
 * pages are drawn (memory bounded for any length); with it, each chapter keeps its composed units for drawing.
 */
export function shapeBook(book: Book, o: LayoutOptions, c: Composers = makeComposers(o), keepComposed = false): ChapterShape[] {
  const memo = o.memo ?? noMemo;
  return book.chapters.map((chapter, index) => {
    if (keepComposed) {
      // Composed units are kept for drawing (typed arrays, not cached): the chapter is composed here, once. Its
      // shape is cached all the same: a later build that reuses its pages (page-cache.ts) never composes it.
      let composed: ComposedParagraph[] | undefined;
      const shaped = memo(['pdf-shape', o.script, chapter], () => shapeChapter(chapter, o, c, (composed = [])));
      const items = composed ? shaped.items : shaped.items.map(shared);
      return { ...headingOf(chapter, index, o, c), items, notes: shaped.notes, sources: shaped.sources, ...(composed ? { composed } : {}) };
    }
    // A chapter's lines depend on the chapter, the fonts and the template only, not on where its pages fall.
    const shaped = memo(['pdf-shape', o.script, chapter], () => shapeChapter(chapter, o, c));
    return { ...headingOf(chapter, index, o, c), items: shaped.items.map(shared), notes: shaped.notes, sources: shaped.sources };
  });
}

/** One chapter's line shapes: body items, the line count of each note, the body's sources; `kept` receives the composed units. */
function shapeChapter(chapter: Chapter, o: LayoutOptions, c: Composers, kept?: ComposedParagraph[]) {
  const walk = walkOf(chapter, o, c);
  const body = new ShapeSink(kept);
  const notes = walk.body(body).map((id) => {
    const sink = new ShapeSink(kept);
    walk.note(id, sink);
    return sink.items.length;
  });
  return { items: body.items, notes, sources: body.sources };
}

/** A line shape read back from the cache as the shared object it was (plain lines are millions of references). */
function shared(shape: LineShape): LineShape {
  if (shape.kind !== 'text' || shape.keep || shape.notes) return shape;
  return shape.first ? (shape.last ? SHAPES.only : SHAPES.first) : shape.last ? SHAPES.last : SHAPES.mid;
}

function headingOf(chapter: Chapter, index: number, o: LayoutOptions, c: Composers): Omit<ChapterShape, 'items' | 'notes'> {
  const heading = headingLines(chapter.title, c.heading);
  const pitch = o.template.headingSize * HEADING_PITCH;
  const headingSlots = HEADING_DROP + Math.ceil((heading.length * pitch) / o.geometry.leading - 1e-9) + HEADING_AFTER;
  return { chapter, index, heading, headingSlots };
}

/**
 * Breaks a heading at its own word gaps (U+3000 or spaces between 回目 halves) rather than anywhere: whole segments
 * are packed greedily, with a leading chapter label on its own line when the title needs more than one.
 */
export function headingLines(title: string, composer: Composer): DisplayLine[] {
  const segments = title
    .trim()
    .split(/[\u3000 \t]+/)
    .filter(Boolean);
  if (segments.length === 0) return [];
  const fits = (s: string): boolean => composer.compose(s, 0).lines === 1;
  const joined = segments.join('\u3000');
  let packed: string[];
  if (fits(joined)) packed = [joined];
  else {
    packed = [];
    let rest = segments;
    if (HEADING_LABEL.test(segments[0]) && segments.length > 1) {
      packed.push(segments[0]);
      rest = segments.slice(1);
    }
    let cur = '';
    for (const seg of rest) {
      const cand = cur ? `${cur}\u3000${seg}` : seg;
      if (!cur || fits(cand)) cur = cand;
      else {
        packed.push(cur);
        cur = seg;
      }
    }
    if (cur) packed.push(cur);
  }
  const lines: DisplayLine[] = [];
  for (const text of packed) {
    const para = composer.compose(text, 0);
    for (let line = 0; line < para.lines; line++) lines.push({ para, line });
  }
  return lines;
}
