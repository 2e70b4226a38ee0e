/** EPUB Accessibility 1.1 discovery metadata (schema.org terms in the OPF), derived from what an edition really holds (EPUB-13). */
import { type Book, type Script, visitInlines, walkBlocks } from '../../model/book.ts';
import { escapeXml as x } from './escape.ts';

/** What an edition contains, as far as its accessibility metadata depends on it. */
export interface ContentFacts {
  /** Images in the text, the cover excluded. */
  images: number;
  /** Of those, how many have a non-empty `alt`. */
  imagesWithAlt: number;
  /** A cover image (its `alt` is the title). */
  cover: boolean;
  /** Any ruby (pinyin, zhuyin) in the text. */
  ruby: boolean;
  vertical: boolean;
  /**
   * A page-list nav of the print edition's page numbers. The EPUB writer has none yet: whoever adds it sets
   * `EpubRenderOptions.pageList`, and the features gain `printPageNumbers` and `pageNavigation`.
   */
  pageList: boolean;
}

/** The values written as `schema:` and `dcterms:` metadata. */
export interface AccessibilityMetadata {
  accessModes: string[];
  /** Each entry is one comma-separated set of modes that suffices on its own. */
  accessModesSufficient: string[];
  features: string[];
  hazards: string[];
  summary: string;
  /** Set only when every image has a text alternative (EPUB Accessibility 1.1 §2, WCAG 1.1.1). */
  conformsTo?: string;
}

/** The conformance identifier EPUB Accessibility 1.1 defines (`EPUB Accessibility 1.1 - WCAG 2.X Level (A|AA|AAA)`). */
export const CONFORMS_TO = 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA';

/** Counts images, alt texts and ruby in the chapters. */
export function contentFacts(book: Book, options: { cover: boolean; vertical: boolean; pageList: boolean }): ContentFacts {
  let images = 0;
  let imagesWithAlt = 0;
  let ruby = false;
  for (const chapter of book.chapters) {
    walkBlocks(chapter.blocks, (b) => {
      if (b.kind !== 'image') return;
      images++;
      if (b.alt.trim()) imagesWithAlt++;
    });
    visitInlines(chapter.blocks, (n) => {
      if (n.kind === 'ruby') ruby = true;
    });
  }
  return { images, imagesWithAlt, ruby, ...options };
}

/**
 * The metadata for those facts: textual always, visual when there is any image; textual suffices only when
 * every image has alt text, and only then is conformance claimed. Navigation features are structural (every
 * chapter is a section with a heading, the nav holds the contents, the spine is the reading order).
 */
export function accessibilityMetadata(facts: ContentFacts, script: Script): AccessibilityMetadata {
  const visual = facts.images > 0 || facts.cover;
  const allAlt = facts.imagesWithAlt === facts.images;
  const features = ['structuralNavigation', 'tableOfContents', 'readingOrder', 'displayTransformability'];
  if (facts.images > 0 && allAlt) features.push('alternativeText');
  if (facts.ruby) features.push('rubyAnnotations');
  features.push(facts.vertical ? 'verticalWriting' : 'horizontalWriting');
  if (facts.pageList) features.push('printPageNumbers', 'pageNavigation');
  return {
    accessModes: visual ? ['textual', 'visual'] : ['textual'],
    accessModesSufficient: [...(allAlt ? ['textual'] : []), ...(visual ? ['textual,visual'] : [])],
    features,
    hazards: ['none'],
    summary: summary(facts, script),
    ...(allAlt ? { conformsTo: CONFORMS_TO } : {}),
  };
}

/** Words of the summary per script; zh-Hant-HK reads the Traditional text. */
const WORDS = {
  'zh-Hans': {
    base: '本书是可重排的文字电子书：每章有标题，附目录，按阅读顺序排列',
    alt: '图片均有替代文字',
    noAlt: '有的图片没有替代文字',
    ruby: '部分文字有注音',
    vertical: '正文竖排',
    pages: '附纸书页码',
    end: '不含闪烁、动态或声音内容。',
  },
  'zh-Hant': {
    base: '本書是可重排的文字電子書：每章有標題，附目錄，按閱讀順序排列',
    alt: '圖片均有替代文字',
    noAlt: '有的圖片沒有替代文字',
    ruby: '部分文字有注音',
    vertical: '正文直排',
    pages: '附紙本頁碼',
    end: '不含閃爍、動態或聲音內容。',
  },
} as const;

function summary(facts: ContentFacts, script: Script): string {
  const w = WORDS[script === 'zh-Hans' ? 'zh-Hans' : 'zh-Hant'];
  const parts: string[] = [w.base];
  if (facts.images > 0) parts.push(facts.imagesWithAlt === facts.images ? w.alt : w.noAlt);
  if (facts.ruby) parts.push(w.ruby);
  if (facts.vertical) parts.push(w.vertical);
  if (facts.pageList) parts.push(w.pages);
  return `${parts.join('；')}。${w.end}`;
}

/** The metadata as OPF `<meta>` elements, one a line, in a fixed order. */
export function accessibilityMetaXml(m: AccessibilityMetadata): string[] {
  const meta = (property: string, value: string) => `<meta property="${property}">${x(value)}</meta>`;
  return [
    ...m.accessModes.map((v) => meta('schema:accessMode', v)),
    ...m.accessModesSufficient.map((v) => meta('schema:accessModeSufficient', v)),
    ...m.features.map((v) => meta('schema:accessibilityFeature', v)),
    ...m.hazards.map((v) => meta('schema:accessibilityHazard', v)),
    meta('schema:accessibilitySummary', m.summary),
    ...(m.conformsTo ? [meta('dcterms:conformsTo', m.conformsTo)] : []),
  ];
}
