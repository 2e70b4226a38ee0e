/** The renderer registry: one entry per output format (adding a format is adding a row), each adapting the common context. */
import type { Format } from '../config/resolve.ts';
import { DiagnosticsCollector, mergeDiagnostics, NO_DIAGNOSTICS } from '../model/diagnostics.ts';
import { coverSvg, sniffImage } from './cover.ts';
import { type EpubCover, renderEpub } from './epub/index.ts';
import { renderPdf } from './pdf/index.ts';
import type { EditionCover, Renderer } from './renderer.ts';
import { InputError } from '../errors.ts';
import { readRegularFile } from '../util/fs.ts';
import { printedPageStarts, sharedLayout } from './shared-layout.ts';

export const renderers: Record<Format, Renderer> = {
  epub: async (book, ctx) => ({
    bytes: await renderEpub(book, {
      script: ctx.script,
      template: ctx.template,
      now: ctx.now,
      identifier: ctx.identifier,
      bodyFont: ctx.fonts.body,
      ...(ctx.root ? { root: ctx.root } : {}),
      ...(ctx.cover ? { cover: epubCover(ctx.cover, book.meta.title) } : {}),
      pages: printedPageStarts(book, ctx),
      ...(ctx.memo ? { memo: ctx.memo } : {}),
    }),
    diagnostics: NO_DIAGNOSTICS,
  }),
  pdf: async (book, ctx) => {
    const shared = (ctx.layout ?? sharedLayout(book, ctx))();
    const report = new DiagnosticsCollector();
    const bytes = await renderPdf(book, {
      script: ctx.script,
      template: ctx.template,
      fonts: ctx.fonts,
      now: ctx.now,
      report,
      cover: ctx.cover,
      layout: shared.layout,
    });
    return { bytes, diagnostics: mergeDiagnostics([shared.diagnostics, report.done()]) };
  },
};

/** The EPUB's cover file: book.yaml's image as it is, or the typographic cover as SVG outlines. */
function epubCover(cover: EditionCover, title: string): EpubCover {
  if ('design' in cover) return { fileName: 'cover.svg', mediaType: 'image/svg+xml', data: coverSvg(cover.design, title) };
  // The type its bytes show, not its name (the driver has checked the file and warned about a name that lies).
  const data = readRegularFile(cover.image, { Err: InputError, shownAs: cover.image, what: 'the cover image' });
  const png = sniffImage(data) === 'png';
  return { fileName: png ? 'cover.png' : 'cover.jpg', mediaType: png ? 'image/png' : 'image/jpeg', data };
}

export type { EditionCover, RenderContext, Rendered, Renderer } from './renderer.ts';
