/** XHTML content documents: the title page, volume pages and one file per chapter. */
import { type Block, type Chapter, visitInlines, walkBlocks } from '../../model/book.ts';
import { type Inline, plainText } from '../../model/inline.ts';
import { escapeXml as x } from './escape.ts';

/** The ornament a scene break shows; never an empty element, so it survives a page edge (PARA-8). */
export const SCENE_BREAK_ORNAMENT = '＊　＊　＊';

/** Wraps a body in an XHTML5 document with the edition's language on the root (EPUB-1). */
export function xhtmlDocument(options: { lang: string; title: string; body: string; css?: string; epubType?: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${options.lang}" xml:lang="${options.lang}">
<head>
<meta charset="UTF-8"/>
<title>${x(options.title)}</title>
<link rel="stylesheet" type="text/css" href="${options.css ?? 'style.css'}"/>
</head>
<body${options.epubType ? ` epub:type="${options.epubType}"` : ''}>
${options.body}
</body>
</html>
`;
}

/** Turns plain text into element content; vertical editions also mark tate-chu-yoko digits. */
export type TextMarkup = (text: string) => string;
export const plainMarkup: TextMarkup = x;

/** How a chapter's blocks are written: text markup, where each image went in the container, note numbers. */
interface Writer {
  markup: TextMarkup;
  /** Book-relative image path → its href inside the EPUB. */
  images: ReadonlyMap<string, string>;
  /** Footnote id → its number in the chapter (EPUB-10). */
  notes: ReadonlyMap<string, number>;
  /** References written so far per note, for unique ids (`r1`, `r1-2`). */
  refs: Map<string, number>;
  /** Section headings written so far (EPUB-11). */
  sections: Section[];
}

/** A section heading of a chapter, as the nav lists it. */
export interface Section {
  id: string;
  title: string;
}

/** Inline content as XHTML: prose goes through `markup` (escaping, tate-chu-yoko); hrefs and code are escaped only. */
function inlineXhtml(inlines: readonly Inline[], w: Writer): string {
  let out = '';
  for (const node of inlines) {
    switch (node.kind) {
      case 'text':
        out += w.markup(node.text);
        break;
      case 'emphasis':
        out += `<em>${inlineXhtml(node.children, w)}</em>`;
        break;
      case 'strong':
        out += `<strong>${inlineXhtml(node.children, w)}</strong>`;
        break;
      case 'link':
        out += `<a href="${x(node.href)}">${inlineXhtml(node.children, w)}</a>`;
        break;
      case 'noteRef': {
        // EPUB-10: a numbered noteref to the chapter's aside; each reference gets its own id for the back link.
        const n = w.notes.get(node.note);
        if (n === undefined) break;
        const seen = (w.refs.get(node.note) ?? 0) + 1;
        w.refs.set(node.note, seen);
        out += `<a epub:type="noteref" role="doc-noteref" class="noteref" id="${refId(n, seen)}" href="#${noteAnchor(n)}">${n}</a>`;
        break;
      }
      case 'ruby':
        // <rp> shows the annotation in parentheses where ruby is not supported.
        out += `<ruby>${w.markup(node.base)}<rp>（</rp><rt>${x(node.annotation)}</rt><rp>）</rp></ruby>`;
        break;
      case 'lineBreak':
        out += '<br/>';
        break;
      case 'code':
        out += `<code>${x(node.text)}</code>`;
        break;
    }
  }
  return out;
}

const noteAnchor = (n: number) => `n${n}`;
const refId = (n: number, seen: number) => (seen === 1 ? `r${n}` : `r${n}-${seen}`);

/** One block as XHTML. Author notes and footnotes are gathered by the caller. */
function blockXhtml(block: Block, w: Writer): string {
  const inner = (blocks: readonly Block[]) => blocks.map((b) => blockXhtml(b, w)).join('\n');
  switch (block.kind) {
    case 'paragraph':
    case 'authorNote':
      return `<p>${inlineXhtml(block.content, w)}</p>`;
    case 'heading': {
      // EPUB-11: section headings get ids; level-2 ones are listed under their chapter in the nav.
      const id = `s${w.sections.length + 1}`;
      if (block.level === 2) w.sections.push({ id, title: plainText(block.content) });
      return `<h${block.level} id="${id}">${inlineXhtml(block.content, w)}</h${block.level}>`;
    }
    case 'sceneBreak':
      return `<p class="scene" role="separator">${SCENE_BREAK_ORNAMENT}</p>`;
    case 'quote':
      return `<blockquote>\n${inner(block.blocks)}\n</blockquote>`;
    case 'verse':
      // EPUB-12: verse keeps its lines, each a line of its own, never justified into prose.
      return `<div class="verse">\n${block.lines.map((l) => `<p>${inlineXhtml(l, w)}</p>`).join('\n')}\n</div>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>\n${block.items.map((item) => `<li>${inner(item)}</li>`).join('\n')}\n</${tag}>`;
    }
    case 'image': {
      const caption = block.caption ? `<figcaption>${inlineXhtml(block.caption, w)}</figcaption>` : '';
      return `<figure>\n<img src="${x(w.images.get(block.src) ?? block.src)}" alt="${x(block.alt)}"/>${caption ? `\n${caption}` : ''}\n</figure>`;
    }
    case 'footnote':
      return footnoteXhtml(block, w);
  }
}

/** EPUB-10: an EPUB 3 footnote aside (pop-up in Apple Books and Kobo), its number linking back to the first reference. */
function footnoteXhtml(note: Extract<Block, { kind: 'footnote' }>, w: Writer): string {
  const n = w.notes.get(note.id)!;
  const back = `<a class="noteback" role="doc-backlink" href="#${refId(n, 1)}">${n}</a>`;
  const [first, ...rest] = note.blocks;
  const lead =
    first?.kind === 'paragraph'
      ? `<p>${back}　${inlineXhtml(first.content, w)}</p>`
      : `<p>${back}</p>\n${first ? blockXhtml(first, w) : ''}`;
  const body = [lead, ...rest.map((b) => blockXhtml(b, w))].join('\n');
  return `<aside epub:type="footnote" role="doc-footnote" class="footnote" id="${noteAnchor(n)}">\n${body}\n</aside>`;
}

/** Footnotes numbered 1, 2, … in the order the chapter first cites them; uncited ones follow (EPUB-10). */
function numberNotes(blocks: readonly Block[]): Map<string, number> {
  const order = new Map<string, number>();
  visitInlines(blocks, (node) => {
    if (node.kind === 'noteRef' && !order.has(node.note)) order.set(node.note, order.size + 1);
  });
  walkBlocks(blocks, (b) => {
    if (b.kind === 'footnote' && !order.has(b.id)) order.set(b.id, order.size + 1);
  });
  return order;
}

export interface ChapterXhtml {
  body: string;
  /** The chapter's level-2 section headings, for the nav. */
  sections: Section[];
}

/**
 * A chapter: its heading, its blocks, its author's notes gathered at the end in an aside (CLEAN-4), then its
 * footnotes in the order they are cited (EPUB-10).
 */
export function chapterXhtml(
  chapter: Chapter,
  markup: TextMarkup = plainMarkup,
  images: ReadonlyMap<string, string> = new Map(),
): ChapterXhtml {
  const notes = numberNotes(chapter.blocks);
  const w: Writer = { markup, images, notes, refs: new Map(), sections: [] };
  const main = chapter.blocks.filter((b) => b.kind !== 'authorNote' && b.kind !== 'footnote');
  const body = main.map((b) => blockXhtml(b, w));
  const authorNotes = chapter.blocks.filter((b) => b.kind === 'authorNote').map((b) => blockXhtml(b, w));
  const aside = authorNotes.length ? `\n<aside class="author-note">\n${authorNotes.join('\n')}\n</aside>` : '';
  const footnotes = chapter.blocks
    .filter((b): b is Extract<Block, { kind: 'footnote' }> => b.kind === 'footnote')
    .sort((a, b) => notes.get(a.id)! - notes.get(b.id)!)
    .map((b) => blockXhtml(b, w));
  const notesPart = footnotes.length ? `\n${footnotes.join('\n')}` : '';
  return {
    body: `<section epub:type="chapter" role="doc-chapter" id="${chapter.id}">\n<h1>${markup(chapter.title)}</h1>\n${body.join('\n')}${aside}${notesPart}\n</section>`,
    sections: w.sections,
  };
}

/** The chapter's body alone (see chapterXhtml). */
export function chapterBody(chapter: Chapter, markup: TextMarkup = plainMarkup): string {
  return chapterXhtml(chapter, markup).body;
}

export function coverBody(href: string, title: string): string {
  return `<section class="cover" epub:type="cover">\n<img role="doc-cover" src="${href}" alt="${x(title)}"/>\n</section>`;
}

export function titlePageBody(title: string, author: string): string {
  return `<section class="title-page" epub:type="titlepage">\n<h1>${x(title)}</h1>\n<p>${x(author)}</p>\n</section>`;
}

export function volumeBody(id: string, volume: string): string {
  return `<section epub:type="part" role="doc-part" id="${id}">\n<h2 class="volume">${x(volume)}</h2>\n</section>`;
}
