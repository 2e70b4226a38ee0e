/** The PDF's logical structure (PDF-1…PDF-6): structure elements, marked content and artifacts, opened and closed by whatever draws the pages. */

/** Grouping elements (ISO 32000-1 §14.8.4.2, §14.8.4.3): they hold other elements, never content. */
export type GroupKind = 'Document' | 'Part' | 'Sect' | 'TOC' | 'TOCI';
/** Elements that hold the page content they are drawn with (§14.8.4.3–§14.8.4.5). */
export type BlockKind = 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6' | 'P' | 'Caption' | 'Figure' | 'Note' | 'Link';
/** Artifact types (§14.8.2.2.2): running heads and folios are Pagination; ornaments, rules, leaders and the cover Layout. */
export type ArtifactKind = 'Pagination' | 'Layout';

export interface BlockOptions {
  /** Alternate description, required on a Figure (PDF-4). */
  alt?: string;
  /** The element's box in pdfkit's top-down points [left, top, right, bottom] (a Figure's Layout BBox). */
  bbox?: [number, number, number, number];
}

/** A call that shapes the structure, as `Structure.log` receives it (`x`: an annotation, which cannot be replayed). */
export type StructureCall =
  | ['m', BlockKind, unknown, BlockOptions | undefined]
  | ['d', unknown]
  | ['a', ArtifactKind, 'Top' | 'Bottom' | undefined]
  | ['b', GroupKind, string | undefined]
  | ['e', GroupKind]
  | ['x'];

/** pdfkit's structure element (pdfkit 0.20 PDFStructureElement). */
interface StructElem {
  add(child: unknown): StructElem;
  end(): void;
  dictionary: { data: Record<string, unknown> };
}

/** The pdfkit calls this module makes (pdfkit 0.20, mixins/markings.js). */
interface MarkingDoc {
  struct(type: string, options?: { title?: string; lang?: string; alt?: string; bbox?: number[] }): StructElem;
  addStructure(elem: StructElem): unknown;
  markStructureContent(tag: string): unknown;
  markContent(tag: string, options?: { type?: string; attached?: string[] }): unknown;
  endMarkedContent(): unknown;
}

interface Group {
  kind: GroupKind;
  elem: StructElem;
  /** Blocks still open in this group, by the key their drawer gave them. */
  blocks: Map<unknown, Block>;
}

interface Block {
  kind: BlockKind;
  elem: StructElem;
}

/**
 * The structure of one document, in reading order. Groups nest (`begin`/`end`); inside the innermost group a
 * block is found again by its key, so the lines of a paragraph broken over a page stay one P. Content of one block
 * drawn in a row on a page is one marked-content sequence (one MCID), not one per line. Untagged, every call only draws.
 */
export class Structure {
  private readonly groups: Group[] = [];
  /** The block whose marked-content sequence is open on the current page. */
  private marked: Block | undefined;
  /** Notes made so far: the next one's /ID is note-(notes + 1). */
  private notes = 0;
  private readonly doc: MarkingDoc | undefined;
  /** While set, receives every call below in order (page-cache.ts records a chapter's pages with it). */
  log: ((call: StructureCall) => void) | undefined;

  /** `doc` is a pdfkit document made with `tagged: true`, or undefined for an untagged PDF. */
  constructor(doc?: unknown) {
    this.doc = doc as MarkingDoc | undefined;
  }

  get tagged(): boolean {
    return this.doc !== undefined;
  }

  /** Opens a grouping element inside the current one (the first becomes the root's child). */
  begin(kind: GroupKind, title?: string): void {
    this.log?.(['b', kind, title]);
    const doc = this.doc;
    if (!doc) return;
    this.unmark();
    const elem = doc.struct(kind, title ? { title } : {});
    const parent = this.groups[this.groups.length - 1];
    if (parent) parent.elem.add(elem);
    else doc.addStructure(elem);
    this.groups.push({ kind, elem, blocks: new Map() });
  }

  /** Ends the innermost open `kind` with everything inside it; nothing when none is open. */
  end(kind: GroupKind): void {
    this.log?.(['e', kind]);
    let at = this.groups.length - 1;
    while (at >= 0 && this.groups[at].kind !== kind) at--;
    if (at < 0) return;
    this.unmark();
    while (this.groups.length > at) this.groups.pop()!.elem.end();
  }

  isOpen(kind: GroupKind): boolean {
    return this.groups.some((g) => g.kind === kind);
  }

  /** Draws content of the block `key` in the current group: a new `kind` element on first use, the same one after. */
  mark(kind: BlockKind, key: unknown, draw: () => void, options?: BlockOptions): void {
    this.log?.(['m', kind, key, options]);
    const doc = this.doc;
    if (!doc) {
      draw();
      return;
    }
    const group = this.groups[this.groups.length - 1];
    if (!group) throw new Error(`${kind} content drawn outside any structure element`);
    let block = group.blocks.get(key);
    if (!block) {
      const elem = doc.struct(kind, {
        ...(options?.alt !== undefined ? { alt: options.alt } : {}),
        ...(options?.bbox ? { bbox: options.bbox } : {}),
      });
      // PDF-3: a Note carries an /ID unique in the document (pdfkit's options have no key for it).
      if (kind === 'Note') elem.dictionary.data.ID = new String(`note-${++this.notes}`);
      group.elem.add(elem);
      block = { kind, elem };
      group.blocks.set(key, block);
    }
    if (this.marked !== block) {
      this.unmark();
      block.elem.add(doc.markStructureContent(kind));
      this.marked = block;
    }
    draw();
  }

  /** Ends block `key` of the current group (its element is written out); later content with that key starts a new one. */
  done(key: unknown): void {
    this.log?.(['d', key]);
    const group = this.groups[this.groups.length - 1];
    const block = group?.blocks.get(key);
    if (!block) return;
    if (this.marked === block) this.unmark();
    block.elem.end();
    group.blocks.delete(key);
  }

  /** Draws content that is not part of the text (PDF-5): /Artifact BDC … EMC, outside every element. */
  artifact(type: ArtifactKind, draw: () => void, attached?: 'Top' | 'Bottom'): void {
    this.log?.(['a', type, attached]);
    const doc = this.doc;
    if (!doc) {
      draw();
      return;
    }
    this.unmark();
    doc.markContent('Artifact', { type, ...(attached ? { attached: [attached] } : {}) });
    draw();
    doc.endMarkedContent();
  }

  /**
   * Makes an annotation on the current page part of the structure (PDF-6): `annotate` gets pdfkit's options that
   * put its object reference in the Link block being drawn, else in a new Link inside the block being drawn, and
   * give it `contents` as /Contents. The new Link ends here, while its page is current (pdfkit takes an object
   * reference's /Pg from the current page when the element is written).
   */
  annotation(contents: string, annotate: (options?: PDFKit.Mixins.AnnotationOption) => void): void {
    this.log?.(['x']);
    const doc = this.doc;
    const block = this.marked;
    if (!doc || !block) {
      annotate();
      return;
    }
    // pdfkit writes a String object as a PDF string, a plain string as a name.
    const options = (parent: StructElem) =>
      ({ structParent: parent, Contents: new String(contents) }) as unknown as PDFKit.Mixins.AnnotationOption;
    if (block.kind === 'Link') {
      annotate(options(block.elem));
      return;
    }
    const link = doc.struct('Link');
    block.elem.add(link);
    annotate(options(link));
    link.end();
  }

  /** Closes what is open on the page: called before the next page is added. */
  pageEnd(): void {
    this.unmark();
  }

  /** Ends every open element: called once, after the last page. */
  finish(): void {
    this.unmark();
    while (this.groups.length > 0) this.groups.pop()!.elem.end();
  }

  private unmark(): void {
    if (!this.marked) return;
    this.doc!.endMarkedContent();
    this.marked = undefined;
  }
}

/**
 * The book's outline as structure (PDF-2): Document → Part per volume → Sect per chapter, the contents a Sect
 * with its heading and a TOC. Headings are numbered by depth: H1 on a volume, H2 on its chapters, H3 on their
 * sections; in a book without volumes the chapters take H1.
 */
export class BookStructure {
  private volume: string | undefined;

  constructor(
    readonly s: Structure,
    private readonly hasVolumes: boolean,
  ) {}

  /** Heading kind at depth `level`: 0 a volume or the contents, 1 a chapter, 2–4 a chapter's section heads. */
  heading(level: number): BlockKind {
    const n = Math.min(6, Math.max(1, level + (this.hasVolumes ? 1 : 0)));
    return `H${n}` as BlockKind;
  }

  /** Title page and anything before the contents: directly in the Document. */
  front(): void {
    if (!this.s.isOpen('Document')) this.s.begin('Document');
  }

  /** The contents: a Sect of its own at the volumes' level; its TOC opens after its heading (`list`). */
  contents(title: string): void {
    this.front();
    this.leaveVolume();
    this.s.begin('Sect', title);
  }

  /** The TOC element, after the contents heading. */
  list(): void {
    this.s.begin('TOC');
  }

  /** A volume divider: a new Part. */
  part(title: string): void {
    this.front();
    this.leaveVolume();
    this.s.begin('Part', title.trim());
    this.volume = title;
  }

  /** A chapter opener: a new Sect, in a new Part when its volume has no divider page of its own here. */
  chapter(title: string, volume: string | undefined): void {
    this.front();
    this.s.end('Sect');
    if (volume !== this.volume) {
      if (volume) this.part(volume);
      else this.leaveVolume();
    }
    this.s.begin('Sect', title.trim());
  }

  private leaveVolume(): void {
    this.s.end('Sect');
    this.s.end('Part');
    this.volume = undefined;
  }
}
