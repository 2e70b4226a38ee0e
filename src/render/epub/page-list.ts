/**
 * The printed page numbers in the EPUB: a page-break marker where each PDF page begins (EPUB 3.3 §7.4.1.2
 * pagebreak; DPUB-ARIA doc-pagebreak, labelled with aria-label as the DAISY KB asks) and the page-list nav that
 * links them (EPUB 3.3 §7.3 page-list; doc-pagelist). Markers inside text are carried through the XHTML writer as
 * sentinel characters in the text and turned into elements afterwards, so xhtml.ts needs no page-list code.
 */
import type { Block, Chapter, Inline, Script } from '../../model/book.ts';
import type { PageStart, PageStarts } from '../page-starts.ts';
import { escapeXml as x } from './escape.ts';

/** Heading of the page list (hidden; reading systems show their own "go to page"). */
const PAGES: Record<Script, string> = { 'zh-Hans': '页码', 'zh-Hant': '頁碼', 'zh-Hant-HK': '頁碼' };

/**
 * Sentinels from the end of Supplementary Private Use Area-B (U+10FFF0, U+10FFF1, digits U+10FFE0…U+10FFE9),
 * which novels do not use (web novels' private-use glyphs are in the BMP); escapeXml keeps them, unlike noncharacters.
 */
const OPEN = String.fromCodePoint(0x10fff0);
const CLOSE = String.fromCodePoint(0x10fff1);
const DIGIT0 = 0x10ffe0;
const SENTINEL = /\u{10FFF0}([\u{10FFE0}-\u{10FFE9}]+)\u{10FFF1}/gu;
const ANY_SENTINEL = /\u{10FFF0}[\u{10FFE0}-\u{10FFE9}]*\u{10FFF1}/gu;
/** A footnote's number link and the blank after it, then sentinels: a marker at the very start of the note's text. */
const NOTE_START = /(<a class="noteback" [^>]*>[^<]*<\/a>\u3000?)((?:\u{10FFF0}[\u{10FFE0}-\u{10FFE9}]+\u{10FFF1})+)/gu;

/** `page-12`: the id of folio 12's marker. */
export const pageId = (folio: string): string => `page-${folio}`;

/** The marker of one page (empty: its label is in aria-label, not in the text a reader hears twice). */
export function pageBreakSpan(folio: string): string {
  return `<span epub:type="pagebreak" role="doc-pagebreak" id="${pageId(folio)}" aria-label="${x(folio)}"/>`;
}

const sentinel = (k: number): string =>
  OPEN +
  String(k)
    .split('')
    .map((d) => String.fromCodePoint(DIGIT0 + Number(d)))
    .join('') +
  CLOSE;

/** The markers of one edition: which chapter or volume document each page's marker is in. */
export class PageMarks {
  private readonly byChapter = new Map<number, { k: number; page: PageStart }[]>();

  constructor(readonly starts: PageStarts) {
    starts.pages.forEach((page, k) => {
      const list = this.byChapter.get(page.target.chapter) ?? [];
      list.push({ k, page });
      this.byChapter.set(page.target.chapter, list);
    });
  }

  /**
   * What chapter `index`'s documents take from the page starts: the folio and place of each page marker they hold
   * (and their volume's), in page order. Not the pages' indexes: a longer table of contents moves those, not the body.
   */
  of(index: number): readonly Omit<PageStart, 'page'>[] {
    return (this.byChapter.get(index) ?? []).map(({ page }) => ({ folio: page.folio, target: page.target }));
  }

  /** The chapter with a sentinel in its text at each page start inside it (a copy; the book is not changed). */
  markText(chapter: Chapter, index: number): Chapter {
    const inText = (this.byChapter.get(index) ?? []).filter((m) => m.page.target.at === 'text');
    if (inText.length === 0) return chapter;
    const blocks = structuredClone(chapter.blocks);
    // From the last offset back, so an inserted sentinel never moves a later one's offset; pages at one offset stay in order.
    const order = [...inText].sort((a, b) => offsetOf(b.page) - offsetOf(a.page) || b.k - a.k);
    for (const { k, page } of order) {
      const t = page.target;
      if (t.at !== 'text') continue;
      const inlines = inlinesAt(blocks, t.path);
      if (!inlines) continue;
      if (insertAt(inlines, t.offset, sentinel(k)) >= 0) inlines.push({ kind: 'text', text: sentinel(k) });
    }
    return { ...chapter, blocks };
  }

  /** Spans for the pages that open chapter `index` (before its heading) or its volume. */
  private spans(index: number, at: 'chapter' | 'volume'): string {
    return (this.byChapter.get(index) ?? [])
      .filter((m) => m.page.target.at === at)
      .map((m) => pageBreakSpan(m.page.folio))
      .join('');
  }

  /** A chapter document's body with its markers: sentinels turned into spans, opener pages before the first h1. */
  chapterBody(body: string, index: number): string {
    // A page that begins with a note begins with its number: the marker goes before the note's back link (xhtml.ts).
    const withNotes = body.replace(NOTE_START, '$2$1');
    return beforeFirst(withNotes, /<h1[\s>]/, this.spans(index, 'chapter')).replace(SENTINEL, (_, digits: string) => {
      const k = Number([...digits].map((d) => d.codePointAt(0)! - DIGIT0).join(''));
      return pageBreakSpan(this.starts.pages[k].folio);
    });
  }

  /** A volume document's body with the marker of its divider page before its heading. */
  volumeBody(body: string, firstChapter: number): string {
    return beforeFirst(body, /<h2[\s>]/, this.spans(firstChapter, 'volume'));
  }

  /** The page-list nav: one link per page, in page order; `hrefOf` names the document of a page's chapter or volume. */
  nav(script: Script, hrefOf: (page: PageStart) => string): string {
    const items = this.starts.pages.map((p) => `  <li><a href="${hrefOf(p)}#${pageId(p.folio)}">${x(p.folio)}</a></li>`);
    return `<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden="hidden">\n<h2>${PAGES[script]}</h2>\n<ol>\n${items.join('\n')}\n</ol>\n</nav>`;
  }

  /**
   * Package metadata: schema:accessibilityFeature printPageNumbers (EPUB Accessibility 1.1 §2.1) and the source of
   * the pagination as dc:source refined by source-of "pagination" (EPUB 3.3 §D.3 source-of). EPUB Accessibility 1.1
   * prefers `pageBreakSource`, but EPUBCheck 4.2.6 (Debian's) rejects it as an undefined property (OPF-027).
   */
  metadata(): string[] {
    // printPageNumbers itself is declared with the other accessibility features (a11y.ts, EPUB-13).
    return [
      `<dc:source id="page-source">${x(this.starts.source)}</dc:source>`,
      '<meta refines="#page-source" property="source-of">pagination</meta>',
    ];
  }
}

/** Text without the sentinels (section titles for the nav). */
export const withoutMarks = (text: string): string => text.replace(ANY_SENTINEL, '');

const offsetOf = (p: PageStart): number => (p.target.at === 'text' ? p.target.offset : -1);

function beforeFirst(body: string, tag: RegExp, insert: string): string {
  if (!insert) return body;
  const m = tag.exec(body);
  return m ? body.slice(0, m.index) + insert + body.slice(m.index) : insert + body;
}

/** The inline content at `path` in the block tree (see PageTarget), or undefined. */
function inlinesAt(blocks: Block[], path: readonly number[]): Inline[] | undefined {
  let list: Block[] | undefined = blocks;
  for (let d = 0; d < path.length; d++) {
    const b: Block | undefined = list?.[path[d]];
    if (!b) return undefined;
    const last = d === path.length - 1;
    switch (b.kind) {
      case 'paragraph':
      case 'heading':
      case 'authorNote':
        return last ? b.content : undefined;
      case 'image':
        return last ? (b.caption ??= []) : undefined;
      case 'verse':
        return d === path.length - 2 ? b.lines[path[d + 1]] : undefined;
      case 'quote':
      case 'footnote':
        list = b.blocks;
        break;
      case 'list':
        d++;
        list = b.items[path[d]];
        break;
      default:
        return undefined;
    }
  }
  return undefined;
}

/**
 * Puts `mark` before the prose character at `offset` (text, code and ruby bases count; a ruby is never split, the
 * mark goes before it). Returns -1 when placed, else the offset left over past the end of `inlines`.
 */
function insertAt(inlines: Inline[], offset: number, mark: string): number {
  for (let i = 0; i < inlines.length; i++) {
    const n = inlines[i];
    switch (n.kind) {
      case 'text':
      case 'code':
        if (offset < n.text.length) {
          const parts: Inline[] = offset === 0 ? [] : [{ ...n, text: n.text.slice(0, offset) }];
          inlines.splice(i, 1, ...parts, { kind: 'text', text: mark }, { ...n, text: n.text.slice(offset) });
          return -1;
        }
        offset -= n.text.length;
        break;
      case 'ruby':
        if (offset < n.base.length) {
          inlines.splice(i, 0, { kind: 'text', text: mark });
          return -1;
        }
        offset -= n.base.length;
        break;
      case 'emphasis':
      case 'strong':
      case 'link':
        offset = insertAt(n.children, offset, mark);
        if (offset < 0) return -1;
        break;
      default:
        break;
    }
  }
  return offset;
}
