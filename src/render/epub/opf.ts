/** The package document (content.opf): metadata, manifest and spine. */
import { type AccessibilityMetadata, accessibilityMetaXml } from './a11y.ts';
import { escapeXml as x } from './escape.ts';

export interface ManifestItem {
  id: string;
  href: string;
  mediaType: string;
  properties?: string;
  inSpine: boolean;
}

export interface PackageOptions {
  identifier: string;
  title: string;
  author: string;
  language: string;
  /** `dcterms:modified`, `YYYY-MM-DDThh:mm:ssZ`. */
  modified: string;
  description?: string;
  publisher?: string;
  items: ManifestItem[];
  /** `rtl` for vertical editions (VERT-1); omitted for horizontal ones (EPUB-2). */
  pageProgression?: 'rtl';
  /** Apple Books honours embedded fonts only with ibooks:specified-fonts (EPUB-5). */
  specifiedFonts?: boolean;
  /** schema.org accessibility metadata (EPUB-13). */
  accessibility?: AccessibilityMetadata;
  /** Further metadata elements, written as they are after the others (the page list's, page-list.ts). */
  metadata?: string[];
}

const IBOOKS = 'http://vocabulary.itunes.apple.com/rdf/ibooks/vocabulary-extensions-1.0/';

export function packageDocument(o: PackageOptions): string {
  const optional = [
    o.description ? `<dc:description>${x(o.description)}</dc:description>` : '',
    o.publisher ? `<dc:publisher>${x(o.publisher)}</dc:publisher>` : '',
    ...(o.accessibility ? accessibilityMetaXml(o.accessibility) : []),
  ]
    .filter(Boolean)
    .map((l) => `    ${l}\n`)
    .join('');
  const manifest = o.items
    .map(
      (i) => `    <item id="${i.id}" href="${i.href}" media-type="${i.mediaType}"${i.properties ? ` properties="${i.properties}"` : ''}/>`,
    )
    .join('\n');
  const spine = o.items
    .filter((i) => i.inSpine)
    .map((i) => `    <itemref idref="${i.id}"/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${o.language}"${o.specifiedFonts ? ` prefix="ibooks: ${IBOOKS}"` : ''}>
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${x(o.identifier)}</dc:identifier>
    <dc:title>${x(o.title)}</dc:title>
    <dc:creator>${x(o.author)}</dc:creator>
    <dc:language>${o.language}</dc:language>
    <dc:date>${o.modified.slice(0, 10)}</dc:date>
${optional}    <meta property="dcterms:modified">${o.modified}</meta>
${o.specifiedFonts ? '    <meta property="ibooks:specified-fonts">true</meta>\n' : ''}${(o.metadata ?? []).map((m) => `    ${m}\n`).join('')}
  </metadata>
  <manifest>
${manifest}
  </manifest>
  <spine toc="ncx"${o.pageProgression ? ` page-progression-direction="${o.pageProgression}"` : ''}>
${spine}
  </spine>
</package>
`;
}
