/**
 * The typographic template, defined once as valibot schemas: template.yaml as written (every key optional, since
 * `extends:` supplies the rest), the complete settings after inheritance, and the Template the renderers read
 * (points, the EPUB stylesheet). One set of values drives both the EPUB stylesheet and the PDF layout.
 */
import * as v from 'valibot';
import { described, TemplateName } from './schema.ts';
import type { Script } from '../model/book.ts';

/** Prohibition (kinsoku) level, clreq LB-1. */
export const ProhibitionLevel = v.picklist(['none', 'basic', 'strict']);
export type ProhibitionLevel = v.InferOutput<typeof ProhibitionLevel>;
/** Punctuation compression style, JUST-4: `gb` compresses (mainland), `tw-solid` keeps 1 em (Taiwan). */
export const CompressionStyle = v.picklist(['gb', 'tw-solid']);
export type CompressionStyle = v.InferOutput<typeof CompressionStyle>;

/** Trim sizes in mm (PARA-5): A5, 小32开 and B6. */
export const PAGE_SIZES = {
  A5: { width: 148, height: 210 },
  '32k': { width: 130, height: 184 },
  B6: { width: 125, height: 176 },
} as const;

/**
 * Fewest characters a line: the PDF contents set an entry in the measure less 4 em for its page number and 2 em
 * of nesting under a volume (render/pdf/toc.ts), and that must leave at least 1 em.
 */
export const MIN_CHARS_PER_LINE = 7;

/** A number from `min` to `max`, with the range in the message and in the JSON Schema. */
const range = (min: number, max: number) => {
  const words = `a number from ${min} to ${max}`;
  return v.pipe(v.number(), v.minValue(min, words), v.maxValue(max, words));
};
const mm = (min: number) => v.pipe(v.number(), v.minValue(min, `a number of mm, at least ${min}`));

const Page = v.union([
  described(v.picklist(Object.keys(PAGE_SIZES) as (keyof typeof PAGE_SIZES)[]), 'A trim size: A5, 32k (小32开) or B6'),
  v.strictObject({ width: described(mm(50), 'Page width in mm'), height: described(mm(50), 'Page height in mm') }),
]);
const Margins = v.strictObject({
  top: described(mm(0), 'Top margin in mm'),
  bottom: described(mm(0), 'Bottom margin in mm'),
  inner: described(mm(0), 'Binding-side margin in mm; the outer margin is what the measure leaves'),
});
const Compression = v.strictObject({
  'zh-Hans': CompressionStyle,
  'zh-Hant': CompressionStyle,
  'zh-Hant-HK': v.optional(CompressionStyle),
});

/** What each setting means (the JSON Schema's descriptions, shown by editors). */
const MEANING = {
  page: 'Trim size: A5 | 32k | B6, or { width, height } in mm',
  margins: 'Margins in mm (top, bottom, inner)',
  bodySize: 'Body size in pt (五号 = 10.5, PARA-4)',
  leading: 'Line pitch in pt, baseline to baseline (PARA-3)',
  charsPerLine: 'Characters per line; the measure is charsPerLine × bodySize (JUST-2)',
  indent: 'First-line indent in em (PARA-1)',
  prohibition: 'Line-breaking prohibitions: none | basic | strict (LB-1)',
  compression: 'Punctuation compression per edition: gb | tw-solid (JUST-4); zh-Hant-HK defaults to gb',
  headingSize: 'Chapter heading size in pt (PARA-6)',
  chapterOpener: 'Each chapter on a new page, or on a new odd page (recto)',
  runningHeads: 'Book title on versos, chapter title on rectos (PARA-7)',
  toc: 'A table of contents in the PDF',
  notes: 'PDF notes: footnotes at the foot of the page that refers to them, or endnotes after each chapter (RICH-6, RICH-7)',
  pageList: "The EPUB's page list and page-break markers at the PDF edition's page starts, so the e-book cites the printed folios",
  lineHeight: 'EPUB line-height (PARA-3)',
  writingMode: 'vertical sets the EPUB and the PDF top to bottom, right to left (VERT-1, VERT-6)',
  embedFonts: 'Embed a subset of the body font in the EPUB (EPUB-5/6)',
  emphasis: 'Emphasis as 着重号 dots under the characters (beside them in vertical text), or a slant: dots | italic (EPUB-9)',
} as const;

/** Every value a template sets, once `extends:` has filled in what its own file leaves out. */
export const TemplateSettings = v.strictObject({
  page: described(Page, MEANING.page),
  margins: described(Margins, MEANING.margins),
  bodySize: described(range(6, 30), MEANING.bodySize),
  leading: described(range(6, 60), MEANING.leading),
  charsPerLine: described(
    v.pipe(range(MIN_CHARS_PER_LINE, 80), v.integer('a whole number (the measure is whole em, JUST-2)')),
    MEANING.charsPerLine,
  ),
  indent: described(range(0, 4), MEANING.indent),
  prohibition: described(ProhibitionLevel, MEANING.prohibition),
  compression: described(Compression, MEANING.compression),
  headingSize: described(range(6, 60), MEANING.headingSize),
  chapterOpener: described(v.picklist(['page', 'recto']), MEANING.chapterOpener),
  runningHeads: described(v.boolean(), MEANING.runningHeads),
  toc: described(v.boolean(), MEANING.toc),
  notes: v.optional(described(v.picklist(['footnotes', 'endnotes']), MEANING.notes), 'footnotes'),
  pageList: v.optional(described(v.boolean(), MEANING.pageList), true),
  lineHeight: described(range(1, 3), MEANING.lineHeight),
  writingMode: described(v.picklist(['horizontal', 'vertical']), MEANING.writingMode),
  embedFonts: described(v.boolean(), MEANING.embedFonts),
  /** Optional: `dots` when no template of the chain sets it. */
  emphasis: v.optional(described(v.picklist(['dots', 'italic']), MEANING.emphasis)),
});
export type TemplateSettings = v.InferOutput<typeof TemplateSettings>;

/**
 * template.yaml as written: any of the settings, plus `description` and `extends`. Margins and compression may set
 * some of their keys only; the rest comes from the template extended (values are inherited, not only files).
 */
export const TemplateYaml = v.strictObject({
  description: v.optional(described(v.string(), 'What the template is for')),
  extends: v.optional(described(TemplateName, 'A template whose values and files this one inherits')),
  ...v.partial(TemplateSettings).entries,
  margins: v.optional(described(v.partial(Margins), MEANING.margins)),
  compression: v.optional(described(v.partial(Compression), MEANING.compression)),
});
export type TemplateYaml = v.InferOutput<typeof TemplateYaml>;

/** The template the renderers read: the settings in points, with the EPUB stylesheet filled in. */
export interface Template
  extends Omit<TemplateSettings, 'page' | 'margins' | 'compression' | 'lineHeight' | 'emphasis' | 'notes' | 'pageList'> {
  /** The EPUB's page list (page-list.md); on when a hand-built template leaves it out. */
  pageList?: TemplateSettings['pageList'];
  /** Emphasis as 着重号 dots or a slant (EPUB-9); `dots` when absent (templates built by hand in tests). */
  emphasis?: TemplateSettings['emphasis'];
  name: string;
  /** Where the PDF sets notes (RICH-6, RICH-7); footnotes when a hand-built template leaves it out. */
  notes?: TemplateSettings['notes'];
  /** Trim size in points (A5 = 419.53 × 595.28). */
  page: { width: number; height: number };
  /** Margins in points; inner is the binding side. */
  margins: { top: number; bottom: number; inner: number; outer: number };
  compression: Record<Script, CompressionStyle>;
  /** EPUB stylesheet (the template's epub.css), with the values above substituted. */
  epubCss: string;
}

/** Body lines the text block holds: the first line's em box at the top margin, then one per leading (PARA-3). */
export function textBlockLines(t: Pick<Template, 'page' | 'margins' | 'bodySize' | 'leading'>): number {
  return Math.floor((t.page.height - t.margins.top - t.margins.bottom - t.bodySize) / t.leading) + 1;
}

/**
 * The first geometric problem of a template, with the key to fix, or undefined: every check the PDF layout relies on,
 * made when the template is resolved (before anything is rendered) and again by the layout for hand-built templates.
 */
export function templateProblem(t: Template): { key: keyof TemplateSettings; message: string } | undefined {
  if (!Number.isInteger(t.charsPerLine))
    return { key: 'charsPerLine', message: `charsPerLine must be a whole number (JUST-2), got ${t.charsPerLine}` };
  const measure = t.charsPerLine * t.bodySize;
  if (t.margins.inner + measure > t.page.width + 0.01) {
    return {
      key: 'charsPerLine',
      message: `charsPerLine × bodySize (${measure} pt) and the inner margin (${round(t.margins.inner)} pt) do not fit the page width (${round(t.page.width)} pt)`,
    };
  }
  const lines = textBlockLines(t);
  if (lines < 3)
    return {
      key: 'margins',
      message: `the text block holds only ${lines} line(s) of ${t.leading} pt; the margins or the leading leave no room (3 lines at least)`,
    };
  return undefined;
}

const round = (pt: number) => Math.round(pt * 100) / 100;
