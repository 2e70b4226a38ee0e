/**
 * Reuses a chapter's pages between builds: each page's content up to its folio, deflated (its folio and page
 * number are drawn afresh), and what drawing it did besides: the glyphs it registered, the fonts it named and the
 * structure calls it made, replayed in the same order so the document's objects come out the same.
 */
import type { GlyphUse, GlyphWriter } from './glyphs.ts';
import type { ArtifactKind, BlockKind, Structure, StructureCall } from './structure.ts';
import { type DeflatedHead, setHead } from './streams.ts';

/**
 * The calls a chapter page's body makes, as one string of space-separated words (a page's few hundred calls as
 * arrays were most of the time and garbage of reading a long book's records back): `m<kind>:<key>` marks content
 * of the chapter's n-th key, `d<key>` ends it, `a<type>:<Top|Bottom|>` draws an artifact, `f<id>` names a font in
 * the page's resources. Other calls (groups, options, annotations) are never made by a page body that is replayed.
 */
type Calls = string;

export interface PageRecord {
  /** The content before the folio: raw deflate (base64), its length and its Adler-32 (streams.ts DeflatedHead). */
  z: string;
  n: number;
  a: number;
  /** Section heads whose outline items point at the page (RICH-8). */
  outline: string[];
  /** Glyphs the page drew that no earlier page of its chapter had. */
  glyphs: GlyphUse;
  calls: Calls;
}

/** A chapter's pages as a build drew them, or `false` when they cannot be replayed (a picture or link on them). */
export interface ChapterRecord {
  pages: PageRecord[] | false;
}

/** The pdfkit internals a page's replay touches (pdfkit 0.20 PDFPage, PDFReference). */
interface PageDoc {
  page: {
    fonts: Record<string, unknown>;
    resources: { data: Record<string, unknown> };
    dictionary: { data: Record<string, unknown> };
    content: { buffer: Uint8Array[]; write?: (chunk: unknown) => void };
  };
}

/** Takes what the current page's content holds so far out of it (the part before the folio). */
export function takeContent(doc: unknown): Uint8Array {
  const content = (doc as PageDoc).page.content;
  const raw = Buffer.concat(content.buffer);
  content.buffer = [];
  return raw;
}

/** Puts a page's deflated start in front of whatever its content gets next. */
export function startContent(doc: unknown, head: DeflatedHead): void {
  setHead((doc as PageDoc).page.content, head);
}

/** Records the pages of one chapter while they are drawn, page body by page body. */
export class ChapterRecorder {
  private readonly keys = new Map<unknown, number>();
  private readonly pages: PageRecord[] = [];
  private calls: string[] = [];
  private glyphs: GlyphUse = [];
  private ok = true;

  constructor(
    private readonly doc: unknown,
    private readonly writer: GlyphWriter,
    private readonly s: Structure,
  ) {
    writer.nextGeneration();
  }

  /** Starts recording a page's body (after its outline items, before its folio). */
  begin(): void {
    this.calls = [];
    this.glyphs = [];
    this.s.log = (call) => this.log(call);
    this.writer.onFont = (id) => this.calls.push(`f${id}`);
    this.writer.recording = this.glyphs;
  }

  /** Ends the page body: `head` is its content deflated, `outline` its section heads. */
  end(head: DeflatedHead, outline: string[]): void {
    this.s.log = undefined;
    this.writer.onFont = undefined;
    this.writer.recording = undefined;
    const page = (this.doc as PageDoc).page;
    // Only text and rules are replayed: a picture (an XObject) or a link (an annotation) makes objects of its own.
    const plain = Object.keys(page.resources.data).every((k) => k === 'ProcSet' || k === 'Font') && !page.dictionary.data.Annots;
    if (!plain || this.glyphs.includes(-1)) this.ok = false;
    if (!this.ok) return;
    const z = Buffer.from(head.deflated.buffer, head.deflated.byteOffset, head.deflated.byteLength).toString('base64');
    this.pages.push({ z, n: head.length, a: head.adler, outline, glyphs: this.glyphs, calls: this.calls.join(' ') });
  }

  done(): ChapterRecord {
    return { pages: this.ok ? this.pages : false };
  }

  private key(k: unknown): number {
    let n = this.keys.get(k);
    if (n === undefined) this.keys.set(k, (n = this.keys.size));
    return n;
  }

  private log(call: StructureCall): void {
    if (call[0] === 'm' && call[3] === undefined) this.calls.push(`m${call[1]}:${this.key(call[2])}`);
    else if (call[0] === 'd') this.calls.push(`d${this.key(call[1])}`);
    else if (call[0] === 'a') this.calls.push(`a${call[1]}:${call[2] ?? ''}`);
    else this.ok = false;
  }
}

const nothing = (): void => {};

/** Replays a recorded chapter page by page: the same glyphs, fonts and structure calls, the content from the record. */
export class ChapterReplay {
  private readonly keys: object[] = [];

  constructor(
    private readonly doc: unknown,
    private readonly writer: GlyphWriter,
    private readonly s: Structure,
  ) {}

  /**
   * Whether `record` can be replayed into this document: a page for each of `pages`, and only calls and fonts it
   * knows (the cache is an optimisation: a record that does not fit is drawn again, never a failed build).
   */
  fits(record: ChapterRecord, pages: number): record is { pages: PageRecord[] } {
    if (!record.pages || record.pages.length !== pages) return false;
    return record.pages.every(
      (p) =>
        typeof p.z === 'string' &&
        Array.isArray(p.glyphs) &&
        Array.isArray(p.outline) &&
        typeof p.calls === 'string' &&
        (p.calls === '' ||
          p.calls
            .split(' ')
            .every(
              (c) =>
                /^(m[A-Za-z0-9]+:\d+|d\d+|a[A-Za-z]+:(Top|Bottom)?)$/.test(c) ||
                (c[0] === 'f' && this.writer.fontById(c.slice(1)) !== undefined),
            )),
    );
  }

  /** The body of the current page (its outline items are the caller's, before; its folio after). */
  page(record: PageRecord): void {
    const page = (this.doc as PageDoc).page;
    this.writer.include(record.glyphs);
    // The calls write their marked-content operators as they go; the recorded content already holds them.
    page.content.write = nothing;
    try {
      if (record.calls) for (const call of record.calls.split(' ')) this.call(call, page);
    } finally {
      delete page.content.write;
    }
    page.content.buffer = [];
    startContent(this.doc, { deflated: Buffer.from(record.z, 'base64'), length: record.n, adler: record.a });
  }

  private key(n: number): object {
    let k = this.keys[n];
    if (!k) this.keys[n] = k = {};
    return k;
  }

  private call(call: string, page: PageDoc['page']): void {
    const colon = call.indexOf(':');
    switch (call[0]) {
      case 'm':
        this.s.mark(call.slice(1, colon) as BlockKind, this.key(Number(call.slice(colon + 1))), nothing);
        break;
      case 'd':
        this.s.done(this.key(Number(call.slice(1))));
        break;
      case 'a':
        this.s.artifact(
          call.slice(1, colon) as ArtifactKind,
          nothing,
          (call.slice(colon + 1) || undefined) as 'Top' | 'Bottom' | undefined,
        );
        break;
      case 'f': {
        const id = call.slice(1);
        page.fonts[id] = this.writer.fontById(id)!.ref();
        break;
      }
      default:
        throw new Error(`a reused page holds an unknown call ${call}`);
    }
  }
}
