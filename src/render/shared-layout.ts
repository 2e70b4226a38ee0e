/**
 * One PDF layout per edition, laid out at most once: the PDF draws it and the EPUB's page list reads its page
 * starts; with the EPUB alone it is laid out for the page list only (measured in docs/architecture.md#page-list).
 */
import { type Diagnostics, DiagnosticsCollector } from '../model/diagnostics.ts';
import type { Book } from '../model/book.ts';
import { readBookFile } from './assets.ts';
import type { PageStarts } from './page-starts.ts';
import { layoutPdf, type PdfLayout } from './pdf/index.ts';
import { pdfPageStarts } from './pdf/page-starts.ts';
import type { RenderContext } from './renderer.ts';

export interface SharedLayout {
  layout: PdfLayout;
  /** What laying out reported (coverage, fallback fonts): the PDF's diagnostics, never the EPUB's. */
  diagnostics: Diagnostics;
  /** Milliseconds the layout took. */
  ms: number;
}

/**
 * A memoised layout of `book` for the context's script and template. `drawn`: the PDF will be drawn from it, so
 * pagination may keep the composed paragraphs for drawing (layoutPdf); an EPUB alone only reads page starts.
 */
export function sharedLayout(book: Book, ctx: Omit<RenderContext, 'layout'>, drawn = true): () => SharedLayout {
  let done: SharedLayout | undefined;
  return () => {
    if (done) return done;
    const t0 = performance.now();
    const report = new DiagnosticsCollector();
    const layout = layoutPdf(book, {
      script: ctx.script,
      template: ctx.template,
      fonts: ctx.fonts,
      report,
      drawn,
      ...(ctx.cover ? { cover: ctx.cover } : {}),
      ...(ctx.root ? { readImage: (src: string) => readBookFile(ctx.root!, src) } : {}),
      ...(ctx.memo ? { memo: ctx.memo } : {}),
    });
    done = { layout, diagnostics: report.done(), ms: performance.now() - t0 };
    return done;
  };
}

/** The printed page starts of the edition's PDF, or undefined when the template turns the page list off. */
export function printedPageStarts(book: Book, ctx: RenderContext): PageStarts | undefined {
  if (ctx.template.pageList === false) return undefined;
  const { layout } = (ctx.layout ?? sharedLayout(book, ctx, false))();
  const date = ctx.now.toISOString().slice(0, 10);
  const { width, height } = ctx.template.page;
  const mm = (pt: number) => Math.round((pt / 72) * 25.4);
  const source = `${book.meta.title}（${book.meta.author}）, shufang PDF edition ${book.meta.slug}.${ctx.script}.pdf, template ${ctx.template.name}, ${mm(width)}×${mm(height)} mm, ${date}`;
  return pdfPageStarts(layout.pagination, layout.chapters, { cover: ctx.cover !== undefined, source });
}
