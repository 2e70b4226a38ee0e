/** XHTML content documents: the title page, volume pages and one file per chapter. */
import type { Block, Chapter } from '../../model/book.ts';
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

/** One block as XHTML. Author notes are grouped by the caller. */
function blockXhtml(block: Block, markup: TextMarkup): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${markup(block.text)}</p>`;
    case 'sceneBreak':
      return `<p class="scene" role="separator">${SCENE_BREAK_ORNAMENT}</p>`;
    case 'authorNote':
      return `<p>${markup(block.text)}</p>`;
  }
}

/** A chapter: its heading, its paragraphs, and its author's notes gathered at the end in an aside (CLEAN-4). */
export function chapterBody(chapter: Chapter, markup: TextMarkup = plainMarkup): string {
  const body = chapter.blocks.filter((b) => b.kind !== 'authorNote').map((b) => blockXhtml(b, markup));
  const notes = chapter.blocks.filter((b) => b.kind === 'authorNote').map((b) => blockXhtml(b, markup));
  const aside = notes.length ? `\n<aside class="author-note">\n${notes.join('\n')}\n</aside>` : '';
  return `<section epub:type="chapter" id="${chapter.id}">\n<h1>${markup(chapter.title)}</h1>\n${body.join('\n')}${aside}\n</section>`;
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
