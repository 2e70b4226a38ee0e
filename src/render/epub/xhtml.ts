/** XHTML content documents: the title page, volume pages and one file per chapter. */
import type { Block, Chapter } from '../../model/book.ts';
import type { Inline } from '../../model/inline.ts';
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

/** Inline content as XHTML: prose goes through `markup` (escaping, tate-chu-yoko); hrefs and code are escaped only. */
export function inlineXhtml(inlines: readonly Inline[], markup: TextMarkup): string {
  let out = '';
  for (const node of inlines) {
    switch (node.kind) {
      case 'text':
        out += markup(node.text);
        break;
      case 'emphasis':
        out += `<em>${inlineXhtml(node.children, markup)}</em>`;
        break;
      case 'strong':
        out += `<strong>${inlineXhtml(node.children, markup)}</strong>`;
        break;
      case 'link':
        out += `<a href="${x(node.href)}">${inlineXhtml(node.children, markup)}</a>`;
        break;
      case 'noteRef':
        out += `<a epub:type="noteref" href="#${x(node.note)}">${x(node.note)}</a>`;
        break;
      case 'ruby':
        out += `<ruby>${markup(node.base)}<rt>${x(node.annotation)}</rt></ruby>`;
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

/** One block as XHTML. Author notes are grouped by the caller. */
function blockXhtml(block: Block, markup: TextMarkup): string {
  const inner = (blocks: readonly Block[]) => blocks.map((b) => blockXhtml(b, markup)).join('\n');
  switch (block.kind) {
    case 'paragraph':
    case 'authorNote':
      return `<p>${inlineXhtml(block.content, markup)}</p>`;
    case 'heading':
      return `<h${block.level}>${inlineXhtml(block.content, markup)}</h${block.level}>`;
    case 'sceneBreak':
      return `<p class="scene" role="separator">${SCENE_BREAK_ORNAMENT}</p>`;
    case 'quote':
      return `<blockquote>\n${inner(block.blocks)}\n</blockquote>`;
    case 'verse':
      return `<div class="verse">\n${block.lines.map((l) => `<p>${inlineXhtml(l, markup)}</p>`).join('\n')}\n</div>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>\n${block.items.map((item) => `<li>${inner(item)}</li>`).join('\n')}\n</${tag}>`;
    }
    case 'image': {
      const caption = block.caption ? `<figcaption>${inlineXhtml(block.caption, markup)}</figcaption>` : '';
      return `<figure><img src="${x(block.src)}" alt="${x(block.alt)}"/>${caption}</figure>`;
    }
    case 'footnote':
      return `<aside epub:type="footnote" id="${x(block.id)}">\n${inner(block.blocks)}\n</aside>`;
  }
}

/** A chapter: its heading, its paragraphs, and its author's notes gathered at the end in an aside (CLEAN-4). */
export function chapterBody(chapter: Chapter, markup: TextMarkup = plainMarkup): string {
  // One pass over the blocks, the notes collected on the side.
  let body = '';
  let notes = '';
  for (const b of chapter.blocks) {
    if (b.kind === 'authorNote') notes += `\n${blockXhtml(b, markup)}`;
    else body += body ? `\n${blockXhtml(b, markup)}` : blockXhtml(b, markup);
  }
  const aside = notes ? `\n<aside class="author-note">${notes}\n</aside>` : '';
  return `<section epub:type="chapter" id="${chapter.id}">\n<h1>${markup(chapter.title)}</h1>\n${body}${aside}\n</section>`;
}

export function coverBody(href: string, title: string): string {
  return `<section class="cover" epub:type="cover">\n<img src="${href}" alt="${x(title)}"/>\n</section>`;
}

export function titlePageBody(title: string, author: string): string {
  return `<section class="title-page" epub:type="titlepage">\n<h1>${x(title)}</h1>\n<p>${x(author)}</p>\n</section>`;
}

export function volumeBody(id: string, volume: string): string {
  return `<section epub:type="part" id="${id}">\n<h2 class="volume">${x(volume)}</h2>\n</section>`;
}
