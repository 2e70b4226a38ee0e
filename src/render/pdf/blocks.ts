/**
 * Walks a chapter's blocks into the units pagination and drawing see — text to compose (with its measure, indent,
 * place and keeps), ornaments, blank lines and pictures — for a sink that either counts lines or composes them.
 * One walk serves both, so the lines drawn are the lines paginated (PARA-6/8, RICH-10, RICH-11, RICH-8, RICH-12, RICH-5).
 */
import type { Block, Chapter, Script } from '../../model/book.ts';
import type { Inline } from '../../model/inline.ts';
import type { Composer } from '../../typeset/compose.ts';
import { ChapterNotes } from './footnotes.ts';
import { EM_TOP, type Geometry } from './geometry.ts';
import { type ImageInfo, imageSize } from './images.ts';
import { type RunStyle, type Segment, segmentsOf } from './rich.ts';

/** Where the lines of a unit are set on the text block. */
export interface Place {
  /** Start of the line box from the text block's left edge, in pt. */
  left: number;
  /** Width of the line box in pt (centred lines are centred in it). */
  width: number;
  /** Points per em of the unit's composer: the size of its face 0. */
  size: number;
  /** Face 0 is the bold (heading) face rather than the body face. */
  head: boolean;
  centre: boolean;
  /** Baseline shift from the slot's body baseline in pt: a larger head sits centred on the body em box. */
  dy: number;
}

/** One text to compose: a paragraph, a verse line, a heading, a caption or a note paragraph. */
export interface TextUnit {
  seg: Segment;
  composer: Composer;
  /** First-line indent in em; the composer's own when undefined. */
  indent?: number;
  style: 'body' | 'note';
  /** Undefined for a body or note paragraph at the block edge: drawn exactly as plain text always was. */
  place?: Place;
  /** `all`: no line may end a page (headings); `last`: all but the last line keep with the next (captions). */
  keep?: 'all' | 'last';
  /** A list item's marker, drawn at `left` pt from the block edge on the item's first line. */
  marker?: { text: string; left: number };
  /** A section heading's text, for the outline (RICH-8). */
  outline?: string;
  /** What the text is in the PDF's structure (PDF-2); undefined for a paragraph, each segment its own P. */
  role?: Role;
  /**
   * Where the text is in the chapter: indices down the block tree (chapter.blocks, then a quote's blocks, a list's
   * item and block, a verse line, a footnote's blocks; an image's caption is the image's own path). With the
   * segment's `at`, it locates a page start in the source for the EPUB's page list. Absent for text the PDF adds.
   */
  path?: readonly number[];
}

/**
 * A text unit's structure element (PDF-2): a section head at its level, a picture's caption, or the text of a note.
 * The units of one head, caption or note share one Role object, which identifies their element while drawing.
 */
export type Role = { kind: 'heading'; level: 2 | 3 | 4 } | { kind: 'caption' } | { kind: 'note'; id: string };

/** A picture set on its own lines (RICH-12). */
export interface ImageUnit {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Body lines it takes. */
  slots: number;
  /** Left edge in pt from the block's left edge (centred in its frame). */
  left: number;
  /** It keeps with the line after it (its caption). */
  keep: boolean;
}

/** What a walk produces into: counted shapes for pagination, or composed items for drawing. */
export interface Sink {
  text(u: TextUnit): void;
  /** Lines a unit would take (captions are measured before their picture is sized). */
  lines(u: TextUnit): number;
  ornament(): void;
  /** A blank line; `keep` ties it to the next one (the lines a picture covers). */
  space(keep: boolean): void;
  image(u: ImageUnit): void;
  /** Items emitted so far. */
  readonly count: number;
}

/** The pictures of the book, looked up by their `src`. */
export interface ImageSource {
  /** Format and displayed pixel size, or undefined when the file is missing or not PNG/JPEG. */
  info(src: string): ImageInfo | undefined;
  data(src: string): Uint8Array | undefined;
}

/** The composers a walk derives its measures from. */
export interface WalkComposers {
  body: Composer;
  note: Composer;
  /** Section heads: the bold face as face 0 and as face 1. */
  section: Composer;
}

export interface WalkOptions {
  geometry: Geometry;
  script: Script;
  /** The chapter head size: section heads stay below it (RICH-8). */
  headingSize: number;
  notes: 'footnotes' | 'endnotes';
  composers: WalkComposers;
  images?: ImageSource;
}

/** Verse lines start this many em in from their frame (RICH-10); a wrapped verse line hangs a further VERSE_HANG. */
export const VERSE_INDENT = 4;
export const VERSE_HANG = 2;
/** A quotation is narrowed by this many em on each side (RICH-9). */
export const QUOTE_INDENT = 2;
/** List markers sit at the paragraph indent; the item text starts MARKER_BOX em after them (RICH-11). */
export const LIST_INDENT = 2;
export const MARKER_BOX = 2;
/** Section head sizes by level, as multiples of the body size (RICH-8), never above the chapter head. */
export const SECTION_SCALE: Record<2 | 3 | 4, number> = { 2: 1.2, 3: 1.1, 4: 1 };
/** The unordered list marker: a full-width black circle (● U+25CF), as Chinese books set one; • is too small beside Han. */
export const BULLET = '●';
/** Heading of a chapter's endnotes (RICH-7). */
export const ENDNOTES_TITLE: Record<Script, string> = { 'zh-Hans': '注释', 'zh-Hant': '註釋', 'zh-Hant-HK': '註釋' };
/** Printed in place of a picture that cannot be embedded (with its alt text); W_IMAGE_MISSING says why. */
export const IMAGE_LABEL: Record<Script, string> = { 'zh-Hans': '图', 'zh-Hant': '圖', 'zh-Hant-HK': '圖' };

const BOLD: RunStyle = { bold: true, emphasis: false, mark: false };

/** A poem of up to this many lines is kept on one page (RICH-10, convention: a 绝句 or a couplet is never split). */
export const VERSE_TOGETHER = 4;

/**
 * How verse line k of n keeps with the next: a short poem keeps every line but its last; a longer one may break
 * between lines, but never after its first line or before its last (no single verse line alone on a page).
 */
function verseKeep(k: number, n: number): TextUnit['keep'] {
  if (k === n - 1) return 'last';
  return n <= VERSE_TOGETHER || k === 0 || k === n - 2 ? 'all' : 'last';
}

/** A frame: how far the current block is indented from each side of the text block, in body em. */
interface Frame {
  left: number;
  right: number;
}
const FULL: Frame = { left: 0, right: 0 };

/** Walks one chapter: its body, then its notes (footnotes to `notes`, endnotes into the body). */
export class ChapterWalk {
  readonly notes: ChapterNotes;
  private readonly g: Geometry;
  private readonly derived = new Map<string, Composer>();

  constructor(
    readonly chapter: Chapter,
    private readonly o: WalkOptions,
  ) {
    this.notes = new ChapterNotes(chapter);
    this.g = o.geometry;
  }

  /** The body into `sink` (endnotes included); returns the ids of the notes to set as footnotes, in number order. */
  body(sink: Sink): string[] {
    this.collecting = true;
    this.blocks(this.chapter.blocks, FULL, 'body', sink, []);
    this.collecting = false;
    const referenced = [...this.notes.order];
    const unreferenced = this.notes.unreferenced();
    // Notes nothing refers to are numbered after the rest and set at the chapter end, so no text is lost.
    for (const id of unreferenced) this.notes.refer(id);
    const endnotes = this.o.notes === 'endnotes' ? [...referenced, ...unreferenced] : unreferenced;
    if (endnotes.length > 0) {
      this.heading(ENDNOTES_TITLE[this.o.script], 2, FULL, sink);
      for (const id of endnotes) this.note(id, sink);
    }
    return this.o.notes === 'endnotes' ? [] : referenced;
  }

  /**
   * The lines of note `id`, its number set first (RICH-5); a note first referenced inside it follows it in the same
   * block, so it lands on the same page.
   */
  note(id: string, sink: Sink): void {
    const pending = [id];
    while (pending.length > 0) {
      const next = pending.shift()!;
      if (this.walked.has(next)) continue;
      this.walked.add(next);
      const seen = this.notes.order.length;
      this.noteBlocks(next, sink);
      pending.push(...this.notes.order.slice(seen));
    }
  }

  private noteBlocks(id: string, to: Sink): void {
    const sink = new RoleSink(to, { kind: 'note', id });
    const before = sink.count;
    const mark: Inline = { kind: 'noteRef', note: id };
    const blocks = this.notes.content(id);
    const path = this.notes.pathOf(id);
    const first = blocks[0];
    // The number mark adds no prose, so offsets in the first paragraph stay those of the note's own content.
    if (first && (first.kind === 'paragraph' || first.kind === 'authorNote')) {
      this.blocks([{ ...first, kind: 'paragraph', content: [mark, ...first.content] }, ...blocks.slice(1)], FULL, 'note', sink, path);
    } else this.blocks(blocks, FULL, 'note', sink, path);
    if (sink.count === before) this.text([mark], FULL, 'note', sink);
  }

  /** True while the body is walked: only references there are placed as footnotes. */
  private collecting = false;
  private readonly walked = new Set<string>();

  private resolve = (id: string): { number: number; first: boolean } => {
    const ref = this.notes.refer(id);
    return { number: ref.number, first: ref.first && this.collecting };
  };

  /** Walks `blocks`, the children of the block at `path` (undefined: text the PDF adds); block k's path is path + (from + k). */
  private blocks(
    blocks: readonly Block[],
    frame: Frame,
    style: 'body' | 'note',
    sink: Sink,
    path: readonly number[] | undefined,
    from = 0,
  ): void {
    blocks.forEach((block, k) => {
      const at = path && [...path, from + k];
      switch (block.kind) {
        case 'paragraph':
          this.text(block.content, frame, style, sink, at);
          break;
        case 'authorNote':
          this.text(block.content, frame, 'note', sink, at);
          break;
        case 'heading':
          this.heading(block.content, block.level, frame, sink, at);
          break;
        case 'sceneBreak':
          sink.ornament();
          break;
        case 'quote':
          this.blocks(block.blocks, { left: frame.left + QUOTE_INDENT, right: frame.right + QUOTE_INDENT }, style, sink, at);
          break;
        case 'verse':
          block.lines.forEach((line, j) => this.verseLine(line, frame, style, sink, verseKeep(j, block.lines.length), at && [...at, j]));
          break;
        case 'list':
          this.list(block, frame, style, sink, at);
          break;
        case 'image':
          this.image(block, frame, sink, at);
          break;
        case 'footnote':
          break; // set at the page foot or the chapter end, where it is referenced from
      }
    });
  }

  /** The composer for `style` at a frame, derived once per measure (JUST-2: whole em). */
  private composer(style: 'body' | 'note', frame: Frame, changes: { indent?: number; align?: 'start'; shrink?: number } = {}): Composer {
    const base = style === 'note' ? this.o.composers.note : this.o.composers.body;
    const size = style === 'note' ? this.g.noteSize : this.g.bodySize;
    const width = this.width(frame) - (changes.shrink ?? 0) * this.g.bodySize;
    const measure = frame === FULL && !changes.shrink ? base.options.measure : Math.max(2, Math.floor(width / size + 1e-9));
    return this.derive(base, style, measure, changes.indent, changes.align);
  }

  private derive(base: Composer, name: string, measure: number, indent?: number, align?: 'start'): Composer {
    if (measure === base.options.measure && indent === undefined && align === undefined) return base;
    const key = `${name}:${measure}:${indent}:${align}`;
    let c = this.derived.get(key);
    if (!c) this.derived.set(key, (c = base.derive({ measure, ...(indent === undefined ? {} : { indent }), ...(align ? { align } : {}) })));
    return c;
  }

  private width(frame: Frame): number {
    return (this.g.measureEm - frame.left - frame.right) * this.g.bodySize;
  }

  private place(frame: Frame, style: 'body' | 'note', extra: Partial<Place> = {}): Place | undefined {
    if (frame === FULL && Object.keys(extra).length === 0) return undefined;
    return {
      left: frame.left * this.g.bodySize,
      width: this.width(frame),
      size: style === 'note' ? this.g.noteSize : this.g.bodySize,
      head: false,
      centre: false,
      dy: 0,
      ...extra,
    };
  }

  private text(content: readonly Inline[], frame: Frame, style: 'body' | 'note', sink: Sink, path?: readonly number[]): void {
    const composer = this.composer(style, frame);
    const place = this.place(frame, style);
    segmentsOf(content, this.resolve).forEach((seg, k) => {
      // A hard line break starts a new line at the frame edge, not a new indented paragraph.
      const indent = k === 0 ? undefined : 0;
      sink.text({
        seg,
        composer,
        style,
        ...(indent === undefined ? {} : { indent }),
        ...(place ? { place } : {}),
        ...(path ? { path } : {}),
      });
    });
  }

  /** RICH-10: each line flush at the verse indent, never justified; a line too long for the measure hangs. */
  private verseLine(
    content: readonly Inline[],
    frame: Frame,
    style: 'body' | 'note',
    sink: Sink,
    keep: TextUnit['keep'],
    path: readonly number[] | undefined,
  ): void {
    const composer = this.composer(style, frame, { indent: -VERSE_HANG, align: 'start', shrink: VERSE_INDENT + VERSE_HANG });
    const place = this.place(frame, style, { left: (frame.left + VERSE_INDENT + VERSE_HANG) * this.g.bodySize });
    for (const seg of segmentsOf(content, this.resolve))
      sink.text({ seg, composer, style, place: place!, ...(keep ? { keep } : {}), ...(path ? { path } : {}) });
  }

  /** RICH-8: a head smaller than the chapter's, centred, in the bold face, a blank line above it, kept with what follows. */
  private heading(content: readonly Inline[] | string, level: 2 | 3 | 4, frame: Frame, sink: Sink, path?: readonly number[]): void {
    const inlines: Inline[] = typeof content === 'string' ? [{ kind: 'text', text: content }] : [...content];
    const size = Math.min(SECTION_SCALE[level] * this.g.bodySize, Math.max(this.g.bodySize, this.o.headingSize));
    const width = this.width(frame);
    const composer = this.derive(this.o.composers.section, 'section', Math.max(1, Math.floor(width / size + 1e-9)), 0, 'start');
    const place: Place = {
      left: frame.left * this.g.bodySize,
      width,
      size,
      head: true,
      centre: true,
      dy: (EM_TOP - 0.5) * (size - this.g.bodySize),
    };
    const segs = segmentsOf(inlines, this.resolve, BOLD);
    if (segs.length === 0) return;
    if (sink.count > 0) sink.space(false);
    const outline = segs.map((s) => s.text).join(' ');
    const role: Role = { kind: 'heading', level };
    segs.forEach((seg, k) =>
      sink.text({ seg, composer, style: 'body', place, keep: 'all', role, ...(k === 0 ? { outline } : {}), ...(path ? { path } : {}) }),
    );
  }

  /** RICH-11: a marker at the paragraph indent, the item's text hanging after it; nested lists step further in. */
  private list(
    block: Extract<Block, { kind: 'list' }>,
    frame: Frame,
    style: 'body' | 'note',
    sink: Sink,
    path: readonly number[] | undefined,
  ): void {
    const inner: Frame = { left: frame.left + LIST_INDENT + MARKER_BOX, right: frame.right };
    block.items.forEach((item, k) => {
      const marker = { text: block.ordered ? `${k + 1}.` : BULLET, left: (frame.left + LIST_INDENT) * this.g.bodySize };
      const [first, ...rest] = item;
      const itemPath = path && [...path, k];
      if (first && (first.kind === 'paragraph' || first.kind === 'authorNote')) {
        const composer = this.composer(style, inner, { indent: 0 });
        const place = this.place(inner, style)!;
        const at = itemPath && { path: [...itemPath, 0] };
        segmentsOf(first.content, this.resolve).forEach((seg, j) =>
          sink.text({ seg, composer, style, indent: 0, place, ...(j === 0 ? { marker } : {}), ...at }),
        );
        this.blocks(rest, inner, style, sink, itemPath, 1);
      } else {
        // An item that opens with a quote or a list still shows its marker, on a line of its own.
        sink.text({
          seg: { text: marker.text },
          composer: this.composer(style, frame, { indent: 0 }),
          style,
          indent: 0,
          place: this.place(frame, style, { left: marker.left })!,
        });
        this.blocks(item, inner, style, sink, itemPath);
      }
    });
  }

  /** RICH-12: a picture on its own lines, scaled into its frame and the page, its caption centred below it. */
  private image(block: Extract<Block, { kind: 'image' }>, frame: Frame, sink: Sink, path: readonly number[] | undefined): void {
    const g = this.g;
    const width = this.width(frame);
    const captionComposer = this.composer('note', frame, { indent: 0, align: 'start' });
    const captionPlace = this.place(frame, 'note', { centre: true })!;
    const info = this.o.images?.info(block.src);
    const caption: Inline[] = info
      ? (block.caption ?? [])
      : [
          { kind: 'text', text: `［${IMAGE_LABEL[this.o.script]}：${block.alt || block.src}］` },
          ...(block.caption ? [{ kind: 'text' as const, text: ' ' }, ...block.caption] : []),
        ];
    const role: Role = { kind: 'caption' };
    // A caption printed after the label the PDF adds has no offsets in the source's caption: no path.
    const at = info && path ? { path } : {};
    const units: TextUnit[] = segmentsOf(caption, this.resolve).map((seg) => ({
      seg,
      composer: captionComposer,
      style: 'note',
      indent: 0,
      place: captionPlace,
      role,
      ...at,
    }));
    if (info) {
      const captionLines = units.reduce((n, u) => n + sink.lines(u), 0);
      const area = (g.slots - 1) * g.leading + g.bodySize;
      const size = imageSize(info, { width, height: Math.max(g.bodySize, area - captionLines * g.leading) });
      const slots = Math.max(1, Math.ceil((size.height - g.bodySize) / g.leading - 1e-9) + 1);
      const captioned = units.length > 0;
      sink.image({
        src: block.src,
        alt: block.alt,
        ...size,
        slots,
        left: frame.left * g.bodySize + (width - size.width) / 2,
        keep: slots > 1 || captioned,
      });
      for (let k = 1; k < slots; k++) sink.space(k < slots - 1 || captioned);
    }
    units.forEach((u) => sink.text({ ...u, keep: 'last' }));
  }
}

/** Passes a walk on to `sink` with every text unit given `role` (a note's lines, whatever blocks the note holds). */
class RoleSink implements Sink {
  constructor(
    private readonly sink: Sink,
    private readonly role: Role,
  ) {}
  get count(): number {
    return this.sink.count;
  }
  text(u: TextUnit): void {
    this.sink.text({ ...u, role: this.role });
  }
  lines(u: TextUnit): number {
    return this.sink.lines(u);
  }
  ornament(): void {
    this.sink.ornament();
  }
  space(keep: boolean): void {
    this.sink.space(keep);
  }
  image(u: ImageUnit): void {
    this.sink.image(u);
  }
}
