/** What the PDF cannot set as written, said before drawing: pictures it cannot embed, notes that do not match, links it cannot follow (RICH-12, RICH-5, RICH-13). */
import { type Block, type Book, walkBlocks } from '../../model/book.ts';
import type { Inline } from '../../model/inline.ts';
import type { DiagnosticsCollector } from '../../model/diagnostics.ts';
import type { Script } from '../../model/book.ts';
import { BULLET, ENDNOTES_TITLE, IMAGE_LABEL, type ImageSource } from './blocks.ts';
import { isExternal } from './lines.ts';

/** Text the rich constructs add to the pages, for the glyph coverage check (GLYPH-3). */
export interface ContentTexts {
  /** Drawn in the body face: ruby annotations, list markers, placeholders of missing pictures. */
  body: string[];
  /** Drawn in the bold face: strong text, section heads, the endnotes heading. */
  head: string[];
}

/** The inline contents a block holds directly (nested blocks are visited by walkBlocks). */
function contentsOf(b: Block): readonly (readonly Inline[])[] {
  switch (b.kind) {
    case 'paragraph':
    case 'heading':
    case 'authorNote':
      return [b.content];
    case 'verse':
      return b.lines;
    case 'image':
      return b.caption ? [b.caption] : [];
    default:
      return [];
  }
}

function visitInlines(inlines: readonly Inline[], visit: (node: Inline, strong: boolean) => void, strong = false): void {
  for (const node of inlines) {
    visit(node, strong);
    if (node.kind === 'emphasis' || node.kind === 'link') visitInlines(node.children, visit, strong);
    else if (node.kind === 'strong') visitInlines(node.children, visit, true);
  }
}

const textOf = (node: Inline): string => (node.kind === 'text' || node.kind === 'code' ? node.text : node.kind === 'ruby' ? node.base : '');

/** Warns about pictures, notes and links the PDF cannot set as written; returns the extra text to check for glyphs. */
export function reportContent(book: Book, script: Script, images: ImageSource | undefined, report: DiagnosticsCollector): ContentTexts {
  const texts: ContentTexts = { body: [], head: [] };
  const local = new Set<string>();
  for (const ch of book.chapters) {
    const notes = new Set<string>();
    const refs = new Map<string, Block>();
    walkBlocks(ch.blocks, (b) => {
      if (b.kind === 'footnote') notes.add(b.id);
      if (b.kind === 'list') texts.body.push(BULLET, '0123456789.');
      if (b.kind === 'image' && !images?.info(b.src)) {
        texts.body.push(`［${IMAGE_LABEL[script]}：${b.alt || b.src}］`);
        report.warn(
          'W_IMAGE_MISSING',
          `picture ${b.src} cannot be embedded in the PDF (missing, outside the book folder, or not PNG/JPEG); its alt text is printed instead`,
          b.source,
          { src: b.src },
        );
      }
      for (const content of contentsOf(b)) {
        if (b.kind === 'heading') texts.head.push(content.map(textOf).join(''));
        visitInlines(content, (node, strong) => {
          if (strong || b.kind === 'heading') texts.head.push(textOf(node));
          if (node.kind === 'ruby') texts.body.push(node.annotation);
          if (node.kind === 'noteRef' && !refs.has(node.note)) refs.set(node.note, b);
          if (node.kind === 'link' && !isExternal(node.href)) local.add(node.href);
        });
      }
    });
    if (notes.size > 0 || refs.size > 0) texts.head.push(ENDNOTES_TITLE[script]);
    for (const [id, b] of refs) {
      if (!notes.has(id))
        report.warn('W_NOTE_MISSING', `note reference [^${id}] in “${ch.title}” has no footnote; its number is printed alone`, b.source, {
          note: id,
        });
    }
    for (const id of notes) {
      if (!refs.has(id))
        report.warn(
          'W_NOTE_UNREFERENCED',
          `footnote ${id} of “${ch.title}” is never referred to; it is set at the chapter end`,
          undefined,
          {
            note: id,
            chapter: ch.id,
          },
        );
    }
  }
  if (local.size > 0) {
    const hrefs = [...local].sort();
    report.decide(
      'pdf-link',
      hrefs[0],
      `${hrefs.length} link${hrefs.length > 1 ? 's are' : ' is'} not an absolute URL and set as plain text in the PDF: ${hrefs.join(', ')}`,
      { hrefs },
    );
  }
  return texts;
}
