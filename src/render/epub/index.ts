/** Renders one edition of a book as an EPUB 3 (with NCX for EPUB 2 readers) and returns its bytes. */
import { type Book, type Chapter, chapterText, type Script, visitInlines, volumeParts, walkBlocks } from '../../model/book.ts';
import { readImage } from '../../ingest/images.ts';
import type { Template } from '../../config/template.ts';
import { sha256 } from '../../util/hash.ts';
import { type Memo, noMemo } from '../../util/cache.ts';
import { accessibilityMetadata, contentFacts } from './a11y.ts';
import { DOCUMENT_LANGUAGE, OPF_LANGUAGE } from './lang.ts';
import { packageDocument, type ManifestItem } from './opf.ts';
import { landmarksNav, navBody, ncx, type TocEntry } from './toc.ts';
import { chapterXhtml, coverBody, plainMarkup, type Section, titlePageBody, volumeBody, xhtmlDocument, type TextMarkup } from './xhtml.ts';
import { escapeXml } from './escape.ts';
import { type PackedData, packEntry, writeOcfZip, type ZipEntry } from './zip.ts';
import { fontFaceCss, subsetForEpub } from './font.ts';
import { tateChuYoko, verticalText } from './vertical.ts';
import type { PageStarts } from '../page-starts.ts';
import { PageMarks, withoutMarks } from './page-list.ts';

export interface EpubRenderOptions {
  script: Script;
  template: Template;
  now: Date;
  /** From book.yaml; otherwise derived from the content, so it is stable across builds. */
  identifier?: string;
  /** Body font to embed as a subset when the template (or book.yaml) asks for it. */
  bodyFont?: string;
  /** The cover image (book.yaml `cover:`, or the generated typographic SVG); first in the spine. */
  cover?: EpubCover;
  /** The book folder, where the chapters' images are read from (MD-6). */
  root?: string;
  /** Where the printed (PDF) edition's pages begin: a page-break marker at each and a page list (page-list.ts). */
  pages?: PageStarts;
  /** Keeps each chapter's document between builds (docs/architecture.md#cache); none recomputes them. */
  memo?: Memo;
}

/** A cover file as the EPUB stores it. */
export interface EpubCover {
  fileName: string;
  mediaType: string;
  data: string | Uint8Array;
}

/** Word for "contents" in each script. */
const CONTENTS: Record<Script, string> = { 'zh-Hans': '目录', 'zh-Hant': '目錄', 'zh-Hant-HK': '目錄' };
/** The landmarks nav's label and its entry for the first chapter, each label used once (EPUB-14). */
const LANDMARKS: Record<Script, { label: string; bodymatter: string }> = {
  'zh-Hans': { label: '导览', bodymatter: '正文' },
  'zh-Hant': { label: '導覽', bodymatter: '正文' },
  'zh-Hant-HK': { label: '導覽', bodymatter: '正文' },
};

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

const XHTML = 'application/xhtml+xml';

export async function renderEpub(source: Book, options: EpubRenderOptions): Promise<Uint8Array> {
  let book = source;
  const lang = DOCUMENT_LANGUAGE[options.script];
  const identifier = options.identifier ?? derivedIdentifier(book, options.script);
  const doc = (title: string, body: string, epubType?: string) => xhtmlDocument({ lang, title, body, epubType });
  const entries: ZipEntry[] = [{ path: 'META-INF/container.xml', data: CONTAINER }];
  const items: ManifestItem[] = [];
  const add = (id: string, href: string, data: string | PackedData, mediaType = XHTML, inSpine = true, properties?: string) => {
    entries.push(typeof data === 'string' ? { path: `OEBPS/${href}`, data } : { path: `OEBPS/${href}`, packed: data });
    items.push({ id, href, mediaType, inSpine, ...(properties ? { properties } : {}) });
  };

  const vertical = options.template.writingMode === 'vertical';
  if (vertical) book = verticalText(book, options.script);
  const markup: TextMarkup = vertical ? (t) => tateChuYoko(escapeXml(t)) : plainMarkup;
  let css = options.template.epubCss;
  if (options.template.embedFonts && options.bodyFont) {
    const font = await subsetForEpub(options.bodyFont, editionText(book), options.memo);
    entries.push({ path: 'OEBPS/fonts/body.woff', data: font.woff }, { path: 'OEBPS/fonts/OFL.txt', data: font.license });
    items.push(
      { id: 'font-body', href: 'fonts/body.woff', mediaType: 'font/woff', inSpine: false },
      { id: 'font-license', href: 'fonts/OFL.txt', mediaType: 'text/plain', inSpine: false },
    );
    css += fontFaceCss('fonts/body.woff');
  }
  add('css', 'style.css', css, 'text/css', false);
  if (options.cover) {
    const { fileName, mediaType, data } = options.cover;
    entries.push({ path: `OEBPS/${fileName}`, data });
    items.push({ id: 'cover-image', href: fileName, mediaType, inSpine: false, properties: 'cover-image' });
    add('cover', 'cover.xhtml', doc(book.meta.title, coverBody(fileName, book.meta.title), 'cover'));
  }
  add('title', 'title.xhtml', doc(book.meta.title, titlePageBody(book.meta.title, book.meta.author)));
  const images = addImages(book, options.root, entries, items);
  const marks = options.pages && options.pages.pages.length > 0 ? new PageMarks(options.pages) : undefined;
  const memo = options.memo ?? noMemo;
  const imageKey = [...images];
  const chapters = new Map(
    book.chapters.map((c, i) => {
      // A chapter's zip entry (its document deflated, with its CRC) depends on the chapter, its page markers, the
      // writing mode, the image names and the document language only, so a serial's unchanged chapters keep theirs
      // when a chapter is added. zlib's version is in the key: another zlib may deflate to other bytes.
      const kept = memo(['epub-chapter-entry', vertical, imageKey, lang, process.versions.zlib, c, marks?.of(i) ?? null], () => {
        const x = chapterDocument(c, i, marks, markup, images);
        const packed = packEntry(`OEBPS/${c.id}.xhtml`, doc(c.title, x.body));
        return { sections: x.sections, packed: { ...packed, body: Buffer.from(packed.body).toString('base64') } };
      });
      const packed: PackedData = { ...kept.packed, body: Buffer.from(kept.packed.body, 'base64') };
      return [c.id, { sections: kept.sections, packed }];
    }),
  );
  const toc = tableOfContents(book.chapters, (c) => chapters.get(c.id)!.sections);
  const firstHref = book.chapters.length ? `${book.chapters[0].id}.xhtml` : 'title.xhtml';
  const contents = CONTENTS[options.script];
  const volumeOf = new Map(toc.parts.flatMap((p) => (p.volumeId ? [[book.chapters.indexOf(p.chapters[0]), p.volumeId] as const] : [])));
  const pageList = marks
    ? `\n${marks.nav(options.script, (p) => (p.target.at === 'volume' ? volumeOf.get(p.target.chapter)! : book.chapters[p.target.chapter].id) + '.xhtml')}`
    : '';
  add(
    'nav',
    'nav.xhtml',
    doc(contents, `${navBody(toc.entries, contents)}\n${landmarksNav(firstHref, { contents, ...LANDMARKS[options.script] })}${pageList}`),
    XHTML,
    true,
    'nav',
  );
  for (const part of toc.parts) {
    if (part.volumeId) {
      const body = volumeBody(part.volumeId, part.volume!);
      const first = book.chapters.indexOf(part.chapters[0]);
      add(part.volumeId, `${part.volumeId}.xhtml`, doc(part.volume!, marks ? marks.volumeBody(body, first) : body));
    }
    for (const chapter of part.chapters) add(chapter.id, `${chapter.id}.xhtml`, chapters.get(chapter.id)!.packed);
  }
  add(
    'ncx',
    'toc.ncx',
    ncx({ identifier, title: book.meta.title, lang: OPF_LANGUAGE[options.script], entries: toc.entries }),
    'application/x-dtbncx+xml',
    false,
  );

  const opf = packageDocument({
    identifier,
    title: book.meta.title,
    author: book.meta.author,
    language: OPF_LANGUAGE[options.script],
    modified: options.now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...(book.meta.description ? { description: book.meta.description } : {}),
    ...(book.meta.publisher ? { publisher: book.meta.publisher } : {}),
    items,
    ...(vertical ? { pageProgression: 'rtl' as const } : {}),
    specifiedFonts: options.template.embedFonts && options.bodyFont !== undefined,
    accessibility: accessibilityMetadata(
      contentFacts(book, { cover: options.cover !== undefined, vertical, pageList: marks !== undefined }),
      options.script,
    ),
    ...(marks ? { metadata: marks.metadata() } : {}),
  });
  entries.splice(1, 0, { path: 'OEBPS/content.opf', data: opf });
  return writeOcfZip(entries, options.now);
}

/** Chapter `index`'s body and section headings, with the markers of the printed pages that begin in it. */
function chapterDocument(c: Chapter, index: number, marks: PageMarks | undefined, markup: TextMarkup, images: Map<string, string>) {
  if (!marks) return chapterXhtml(c, markup, images);
  const x = chapterXhtml(marks.markText(c, index), markup, images);
  return { body: marks.chapterBody(x.body, index), sections: x.sections.map((s) => ({ ...s, title: withoutMarks(s.title) })) };
}

interface Part {
  volume?: string;
  volumeId?: string;
  chapters: Chapter[];
}

/**
 * Copies every image the chapters show into the container once, as `images/imgNNN.<ext>` in order of first
 * use (plain ASCII names, whatever the source file is called), with its media type sniffed from its bytes (MD-6).
 */
function addImages(book: Book, root: string | undefined, entries: ZipEntry[], items: ManifestItem[]): Map<string, string> {
  const hrefs = new Map<string, string>();
  for (const chapter of book.chapters)
    walkBlocks(chapter.blocks, (b) => {
      if (b.kind !== 'image' || hrefs.has(b.src)) return;
      const image = readImage(root ?? '.', b.src, b.source);
      const id = `img${String(hrefs.size + 1).padStart(3, '0')}`;
      const href = `images/${id}.${image.extension}`;
      hrefs.set(b.src, href);
      entries.push({ path: `OEBPS/${href}`, data: image.bytes });
      items.push({ id, href, mediaType: image.mediaType, inSpine: false });
    });
  return hrefs;
}

/** A volume gets its own page and a TOC level (卷 → 章); a chapter's section headings are the level below it (EPUB-11). */
function tableOfContents(chapters: Chapter[], sectionsOf: (c: Chapter) => Section[]): { parts: Part[]; entries: TocEntry[] } {
  const parts: Part[] = volumeParts(chapters, (c) => c.volume).map((p, i) => ({
    volume: p.volume,
    ...(p.volume ? { volumeId: `v${String(i + 1).padStart(3, '0')}` } : {}),
    chapters: p.items,
  }));
  const chapterEntry = (c: Chapter): TocEntry => ({
    title: c.title,
    href: `${c.id}.xhtml`,
    children: sectionsOf(c).map((s) => ({ title: s.title, href: `${c.id}.xhtml#${s.id}`, children: [] })),
  });
  const entries = parts.flatMap((p): TocEntry[] =>
    p.volumeId ? [{ title: p.volume!, href: `${p.volumeId}.xhtml`, children: p.chapters.map(chapterEntry) }] : p.chapters.map(chapterEntry),
  );
  return { parts, entries };
}

/** Every character the edition shows: metadata, titles, text and ruby annotations. */
function editionText(book: Book): string {
  return [
    book.meta.title,
    book.meta.author,
    ...book.chapters.map((c) => `${c.title}${c.volume ?? ''}${chapterText(c)}${annotations(c)}`),
  ].join('');
}

/** The ruby annotations of a chapter (pinyin or zhuyin), which chapterText leaves out. */
function annotations(chapter: Chapter): string {
  let out = '';
  visitInlines(chapter.blocks, (n) => {
    if (n.kind === 'ruby') out += n.annotation;
  });
  return out;
}

/** `urn:uuid:` from a hash of the edition's metadata and text: the same book always gets the same id. */
function derivedIdentifier(book: Book, script: Script): string {
  const h = sha256(
    [script, book.meta.title, book.meta.author, ...book.chapters.map((c) => c.title + '\n' + chapterText(c))].join('\u0000'),
  );
  // Shape it as an RFC 4122 name-based (v5-style) UUID so validators accept it.
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
