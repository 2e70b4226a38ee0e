/** Renders a book to PDF: check glyph coverage, compose every line, paginate, then draw with pdfkit (byte-identical for the same input and `now`). */
import { basename } from 'node:path';
import PDFDocument from 'pdfkit';
import { type Book, blockText, blockTextLength, type Script } from '../../model/book.ts';
import type { DiagnosticsCollector } from '../../model/diagnostics.ts';
import type { Template } from '../../config/template.ts';
import { RenderError, ShufangError } from '../../errors.ts';
import { Composer } from '../../typeset/compose.ts';
import { checkCoverage, collectCodePoints, FontChain, loadFont, type FontPaths, type LoadedFont } from './fonts.ts';
import { geometryOf, type Geometry } from './geometry.ts';
import { makeComposers, shapeBook, type ChapterShape, type Composers, type LayoutOptions } from './layout.ts';
import { paginate, type Pagination } from './paginate.ts';
import { layoutToc, TOC_NEST, TOC_NUMBER_ROOM, TOC_TITLE, type TocLayout } from './toc.ts';
import { drawPages, ORNAMENT } from './draw.ts';
import { cidRanking, GlyphWriter, type PdfkitDoc } from './glyphs.ts';
import { deflateStreamsAt, STREAM_LEVEL } from './streams.ts';
import { drawCover } from './cover.ts';
import type { EditionCover } from '../renderer.ts';
import type { ImageSource } from './blocks.ts';
import { reportContent, type ContentTexts } from './content-report.ts';
import { imageInfo } from './images.ts';
import { verticalGeometry } from './vertical/geometry.ts';
import { drawVerticalPages } from './vertical/draw.ts';
import { verticalText } from '../epub/vertical.ts';
import { Structure } from './structure.ts';
import { escapeXml } from '../epub/escape.ts';
import { pageLabels } from './folios.ts';
import { type Memo, noMemo } from '../../util/cache.ts';

export { defaultFonts } from './fonts.ts';
export type { FontPaths } from './fonts.ts';

export interface PdfRenderOptions {
  /** Edition script; the book text is already converted to it. */
  script: Script;
  template: Template;
  /** Absolute font file paths. */
  fonts: FontPaths;
  /** From SOURCE_DATE_EPOCH; becomes CreationDate and ModDate, so the output is byte-identical. */
  now: Date;
  report: DiagnosticsCollector;
  /** Drawn as an unnumbered first page before the title page, when given. */
  cover?: EditionCover;
  /** Reads a picture by its `src` (relative to the book folder); undefined when it cannot (RICH-12). */
  readImage?: (src: string) => Uint8Array | undefined;
  /** The layout, when the edition's EPUB already needed it for its page list (it was reported then; layoutPdf otherwise). */
  layout?: PdfLayout;
  /** Whether the layout will be drawn (default): if not (the EPUB's page list alone), no composed paragraph is kept. */
  drawn?: boolean;
  /** Keeps each chapter's line shapes between builds (layout.ts shapeBook). */
  memo?: Memo;
}

/** PDF `/Lang` of each edition (EPUB-1 uses the same tags; PDF-1). */
const LANG: Record<Script, string> = { 'zh-Hans': 'zh-Hans-CN', 'zh-Hant': 'zh-Hant-TW', 'zh-Hant-HK': 'zh-Hant-HK' };

/** Everything decided before drawing; also what check-layout measures. */
export interface PdfLayout {
  /** The book as it is set: a vertical template's quotes are corner brackets (pdfBook); drawing reads this one. */
  book: Book;
  geometry: Geometry;
  composers: Composers;
  /** What drawing needs to compose each chapter again (layoutChapter) when its pages come. */
  layoutOptions: LayoutOptions;
  /** Line shapes only: no chapter's glyphs are kept between pagination and drawing. */
  chapters: ChapterShape[];
  toc: TocLayout;
  pagination: Pagination;
  fonts: LoadedFont[];
  bodyChain: FontChain;
  headChain: FontChain;
}

/** Loads the fonts, reports coverage (W_MISSING_GLYPH), composes every text and paginates. */
export function layoutPdf(source: Book, options: Omit<PdfRenderOptions, 'now'>): PdfLayout {
  const { script, template, report } = options;
  const book = pdfBook(source, template, script);
  // The one switch between horizontal and vertical (VERT-6): a vertical edition's lines are its columns.
  const geometry = isVertical(template) ? verticalGeometry(template) : geometryOf(template);
  const body = loadFont(options.fonts.body);
  const bold = options.fonts.bold ? loadFont(options.fonts.bold) : body;
  const fallback = (options.fonts.fallback ?? []).map(loadFont);
  const unique = (list: LoadedFont[]): LoadedFont[] => list.filter((f, i) => list.findIndex((g) => g.path === f.path) === i);
  const bodyChain = new FontChain(unique([body, ...fallback]));
  const headChain = new FontChain(unique([bold, body, ...fallback]));
  const images = options.readImage ? imageSource(options.readImage) : undefined;
  const extra = reportContent(book, script, images, report);
  // A vertical book's chapters are made anew (pdfBook) and have no name a key could hash cheaply: no memo for them.
  reportCoverage(book, script, bodyChain, headChain, report, extra, book === source ? options.memo : undefined);
  const o = {
    geometry,
    template,
    script,
    bodyChain,
    headChain,
    ...(images ? { images } : {}),
    ...(options.memo ? { memo: options.memo } : {}),
  };
  const composers = makeComposers(o);
  const chapters = shapeBook(book, o, composers, options.drawn !== false && bookChars(book) <= KEEP_COMPOSED_CHARS);
  const tocOptions = { ...composers.plain.options, align: 'start' as const, indent: 0 };
  const toc = layoutToc(chapters, {
    script,
    composers: {
      entry: new Composer({ ...tocOptions, measure: geometry.measureEm - TOC_NUMBER_ROOM }),
      nested: new Composer({ ...tocOptions, measure: geometry.measureEm - TOC_NUMBER_ROOM - TOC_NEST }),
      heading: composers.heading,
    },
    headingSize: template.headingSize,
    leading: geometry.leading,
  });
  const pagination = paginate(chapters, { geometry, template, tocEntries: toc.entries, tocHeadingSlots: toc.headingSlots });
  return {
    book,
    geometry,
    composers,
    layoutOptions: o,
    chapters,
    toc,
    pagination,
    fonts: unique([body, bold, ...fallback]),
    bodyChain,
    headChain,
  };
}

/**
 * Books up to this many characters keep every paragraph as pagination composed it, for drawing (about 20 bytes a
 * glyph: 18 MB for 红楼梦's 0.9 M characters), instead of composing the book twice; longer ones compose each chapter
 * again while drawing it, so memory stays bounded (the 10 M-character novel).
 */
const KEEP_COMPOSED_CHARS = 2_000_000;

function bookChars(book: Book): number {
  let n = 0;
  for (const ch of book.chapters) for (const b of ch.blocks) n += blockTextLength(b);
  return n;
}

/** The book as the PDF sets it: a vertical template's quotes are corner brackets, as in its EPUB (VERT-3). */
function pdfBook(book: Book, template: Template, script: Script): Book {
  return isVertical(template) ? verticalText(book, script) : book;
}

/** Renders the book; resolves to the PDF bytes. */
export async function renderPdf(source: Book, options: PdfRenderOptions): Promise<Uint8Array> {
  // The layout holds the book as it is set, converted once whether the EPUB's page list laid it out or not.
  const layout = options.layout ?? layoutPdf(source, options);
  const { book } = layout;
  const { meta } = book;
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.7',
    lang: LANG[options.script],
    displayTitle: true,
    // PDF-1: a tagged PDF (MarkInfo /Marked true, a StructTreeRoot) identifying itself as PDF/UA-1 in its XMP.
    // pdfkit 0.20 has the PDF/UA subset; @types/pdfkit 0.17 lists only PDF/A.
    tagged: true,
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    fontLayoutCache: false,
    info: {
      Title: meta.title,
      Author: meta.author,
      ...(meta.description ? { Subject: meta.description } : {}),
      Creator: 'shufang',
      Producer: 'shufang (pdfkit)',
      CreationDate: options.now,
      ModDate: options.now,
    },
  });
  // The layout's memo: the renderer is handed the layout, not the memo that shaped it.
  deflateStreamsAt(doc, STREAM_LEVEL, layout.layoutOptions.memo ?? options.memo);
  escapeInfoInXmp(doc, [meta.title, meta.author, meta.description ?? '']);
  const sink = new Sink();
  doc.on('data', (chunk: Buffer) => sink.write(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // Drawing runs without yielding, so the stream would hold every chunk until it ends; read them out as pages are done.
  const drain = (): void => {
    while (doc.read() !== null) {
      /* each read emits 'data' */
    }
  };
  try {
    const structure = new Structure(doc);
    if (options.cover) drawCover(doc, options.cover, layout.geometry.width, layout.geometry.height, structure);
    // Stable CIDs for horizontal pages, so a page's content can be reused (page-cache.ts); the vertical writer numbers its own.
    const ranking = isVertical(options.template) ? undefined : cidRanking(options.script);
    const writer = new GlyphWriter(doc as unknown as PdfkitDoc, layout.fonts, ranking);
    writer.chains = [layout.bodyChain, layout.headChain];
    const context = { doc, writer, script: options.script, template: options.template, ...layout, drain, structure };
    if (isVertical(options.template)) {
      readRightToLeft(doc);
      drawVerticalPages(context);
    } else drawPages(context);
    // The viewer shows the printed folios: the cover named, front matter roman, the body from 1 (pdfkit has no API for it).
    (doc as unknown as { _root: { data: Record<string, unknown> } })._root.data.PageLabels = pageLabels(layout.pagination, !!options.cover);
    doc.end();
  } catch (cause) {
    if (cause instanceof ShufangError) throw cause;
    throw new RenderError(`PDF rendering of “${meta.title}” failed: ${(cause as Error).message}`, { cause });
  }
  await finished;
  return sink.bytes();
}

/** A vertical template sets the PDF in columns too (VERT-6), not only the EPUB (VERT-1). */
export const isVertical = (t: Template): boolean => t.writingMode === 'vertical';

/** `/ViewerPreferences << /Direction /R2L >>` (ISO 32000-1 §12.2, table 150): spreads and page order right to left. */
function readRightToLeft(doc: PDFKit.PDFDocument): void {
  const root = (doc as unknown as { _root: { data: { ViewerPreferences?: { data: Record<string, unknown> } } } })._root;
  const prefs = root.data.ViewerPreferences;
  if (!prefs) throw new Error('pdfkit made no ViewerPreferences dictionary (displayTitle is set)');
  prefs.data.Direction = 'R2L';
}

/**
 * pdfkit 0.20 copies the Info title, author and subject into the XMP unescaped (`_addInfo`), so a title with `&` or
 * `<` made the metadata ill-formed and lost the dc:title PDF-1 needs; each value is escaped where it stands
 * between tags. A value with nothing to escape is left as it was, so such books keep their bytes.
 */
function escapeInfoInXmp(doc: unknown, values: string[]): void {
  const d = doc as { appendXML(xml: string, newline?: boolean): void };
  const append = d.appendXML.bind(d);
  const swaps = values.filter((v) => v && escapeXml(v) !== v).map((v) => [`>${v}<`, `>${escapeXml(v)}<`] as const);
  if (swaps.length)
    d.appendXML = (xml, newline) =>
      append(
        swaps.reduce((s, [raw, safe]) => s.replaceAll(raw, safe), xml),
        newline,
      );
}

/** The book's pictures, each read and measured once (RICH-12). */
function imageSource(read: (src: string) => Uint8Array | undefined): ImageSource {
  const cache = new Map<string, { data: Uint8Array; info: ReturnType<typeof imageInfo> } | null>();
  const load = (src: string) => {
    let hit = cache.get(src);
    if (hit === undefined) {
      const data = read(src);
      hit = data ? { data, info: imageInfo(data) } : null;
      cache.set(src, hit);
    }
    return hit;
  };
  return {
    info: (src) => load(src)?.info,
    data: (src) => {
      const hit = load(src);
      return hit?.info ? hit.data : undefined;
    },
  };
}

/**
 * Collects the output in 4 MB blocks. pdfkit's chunks are often tiny views into much larger buffers (a deflated
 * page stream is a slice of zlib's 16 kB output buffer), so keeping the chunks themselves would keep those too.
 */
class Sink {
  private static readonly BLOCK = 4 << 20;
  private readonly blocks: Uint8Array[] = [];
  private block = new Uint8Array(0);
  private used = 0;
  private length = 0;

  write(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.used === this.block.length) {
        if (this.block.length) this.blocks.push(this.block);
        this.block = new Uint8Array(Sink.BLOCK);
        this.used = 0;
      }
      const n = Math.min(chunk.length - at, this.block.length - this.used);
      this.block.set(chunk.subarray(at, at + n), this.used);
      this.used += n;
      at += n;
    }
    this.length += chunk.length;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const b of this.blocks) {
      out.set(b, at);
      at += b.length;
    }
    out.set(this.block.subarray(0, this.used), at);
    return out;
  }
}

/** The texts of a chapter the body font draws: its title, its volume's and its blocks' (a scene break has none). */
function chapterBodyTexts(ch: Book['chapters'][number]): string[] {
  const texts = [ch.title, ...(ch.volume ? [ch.volume] : [])];
  for (const b of ch.blocks) if (b.kind !== 'sceneBreak') texts.push(blockText(b));
  return texts;
}

/** Checks every character against the fonts before anything is drawn; no silent .notdef boxes (GLYPH-3; pdfkit has no fallback: docs/libraries.md#pdfkit-and-fontkit). */
function reportCoverage(
  book: Book,
  script: Script,
  bodyChain: FontChain,
  headChain: FontChain,
  report: DiagnosticsCollector,
  extra: ContentTexts,
  memo: Memo = noMemo,
): void {
  const bodyCodes = collectCodePoints([book.meta.title, book.meta.author, ORNAMENT, '0123456789ivxlcdm', ...extra.body]);
  const headTexts: string[] = [book.meta.title, TOC_TITLE[script], ...extra.head];
  for (const ch of book.chapters) {
    headTexts.push(ch.title);
    if (ch.volume) headTexts.push(ch.volume);
    // A chapter's code points in first-use order (the fallback report lists them so), kept between builds: a
    // serial's unchanged chapters are not scanned again. Added in chapter order, the set's order is the book's.
    const own = memo(['pdf-codepoints', ch], () => [...collectCodePoints(chapterBodyTexts(ch))]);
    for (const cp of own) bodyCodes.add(cp);
  }
  const bodyCover = checkCoverage(bodyChain, bodyCodes);
  const headCover = checkCoverage(headChain, collectCodePoints(headTexts));
  const missing = [...new Set([...bodyCover.missing, ...headCover.missing])].sort((a, b) => a - b);
  for (const [font, cps] of bodyCover.fromFallback) {
    report.decide(
      'pdf-font-fallback',
      font,
      `${cps.length} characters are drawn from the fallback font ${font}: ${cps.map((c) => String.fromCodePoint(c)).join('')}`,
      { characters: cps.map((c) => String.fromCodePoint(c)) },
    );
  }
  if (missing.length > 0) {
    const chars = missing.map((c) => String.fromCodePoint(c));
    const fonts = bodyChain.fonts.map((f) => basename(f.path)).join(', ');
    report.warn(
      'W_MISSING_GLYPH',
      `${missing.length} character${missing.length > 1 ? 's are' : ' is'} in no PDF font (${fonts}) and will print as 〓: ${missing.map((c) => `${String.fromCodePoint(c)} U+${c.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}`,
      undefined,
      {
        characters: chars,
        codePoints: missing.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`),
      },
    );
  }
}
