/** The table of contents as a tree (卷 → 章 → 节), rendered as the EPUB 3 nav document and the EPUB 2 NCX. */
import { escapeXml as x } from './escape.ts';

export interface TocEntry {
  title: string;
  href: string;
  children: TocEntry[];
}

export function navBody(entries: TocEntry[], heading: string): string {
  const list = (items: TocEntry[], indent: string): string =>
    `${indent}<ol>\n${items.map((e) => `${indent}  <li><a href="${e.href}">${x(e.title)}</a>${e.children.length ? `\n${list(e.children, indent + '    ')}\n${indent}  ` : ''}</li>`).join('\n')}\n${indent}</ol>`;
  return `<nav epub:type="toc" role="doc-toc" id="toc" aria-labelledby="toc-title">\n<h1 id="toc-title">${x(heading)}</h1>\n${list(entries, '')}\n</nav>`;
}

/** Landmarks: the contents and the first chapter, under a label of their own (the contents nav has its heading) (EPUB-14). */
export function landmarksNav(firstChapterHref: string, words: { contents: string; label: string; bodymatter: string }): string {
  return `<nav epub:type="landmarks" id="landmarks" aria-labelledby="landmarks-title" hidden="hidden">\n<h2 id="landmarks-title">${x(words.label)}</h2>\n<ol>\n  <li><a epub:type="toc" href="nav.xhtml">${x(words.contents)}</a></li>\n  <li><a epub:type="bodymatter" href="${firstChapterHref}">${x(words.bodymatter)}</a></li>\n</ol>\n</nav>`;
}

export function ncx(options: { identifier: string; title: string; lang: string; entries: TocEntry[] }): string {
  let order = 0;
  const depthOf = (items: TocEntry[]): number => (items.length ? 1 + Math.max(...items.map((e) => depthOf(e.children))) : 0);
  const depth = Math.max(1, depthOf(options.entries));
  const points = (items: TocEntry[], indent: string): string =>
    items
      .map((e) => {
        order++;
        const id = `np${order}`;
        const playOrder = order;
        const kids = e.children.length ? `\n${points(e.children, indent + '  ')}` : '';
        return `${indent}<navPoint id="${id}" playOrder="${playOrder}"><navLabel><text>${x(e.title)}</text></navLabel><content src="${e.href}"/>${kids}${kids ? `\n${indent}` : ''}</navPoint>`;
      })
      .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${options.lang}">
<head>
<meta name="dtb:uid" content="${x(options.identifier)}"/>
<meta name="dtb:depth" content="${depth}"/>
<meta name="dtb:totalPageCount" content="0"/>
<meta name="dtb:maxPageNumber" content="0"/>
</head>
<docTitle><text>${x(options.title)}</text></docTitle>
<navMap>
${points(options.entries, '  ')}
</navMap>
</ncx>
`;
}
