/**
 * book.yaml, defined once as a valibot schema (design.md §2, §8.7): the TypeScript types
 * are inferred from them (the constant and the type share one name), `npm run schema` turns them into
 * schema/book.schema.json, and their descriptions are the documentation editors show.
 */
import * as v from 'valibot';

/** A schema with the description editors show for it (kept in the JSON Schema). */
export const described = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

/** The script a book is written in (BCP 47). */
export const Language = v.picklist(['zh-Hans', 'zh-Hant']);
export type Language = v.InferOutput<typeof Language>;
/** An edition's script: Simplified, Traditional (Taiwan forms) or Traditional with Hong Kong forms (OCC-1). */
export const EditionScript = v.picklist(['zh-Hans', 'zh-Hant', 'zh-Hant-HK']);
export type EditionScript = v.InferOutput<typeof EditionScript>;
export const Format = v.picklist(['epub', 'pdf']);
export type Format = v.InferOutput<typeof Format>;
export const Encoding = v.picklist(['utf-8', 'gb18030', 'gbk', 'big5', 'utf-16le', 'utf-16be']);
/** A template's name: a folder under templates/. */
export const TemplateName = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'a template name (lower-case letters, digits and -)'));

const nonEmptyList = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.minLength(1, 'a non-empty list'));

/** One entry of the explicit chapter list: a file, optionally with the title to show. */
export const ChapterEntry = v.union([
  described(v.string(), 'A chapter file, relative to the book folder'),
  v.strictObject({
    file: described(v.string(), 'The chapter file, relative to the book folder'),
    title: v.optional(described(v.string(), 'The title to show instead of the one in the file')),
  }),
]);
export type ChapterEntry = v.InferOutput<typeof ChapterEntry>;

/** book.yaml: strict (unknown keys are errors, design.md §8.7); every key optional. */
export const BookConfig = v.strictObject({
  title: v.optional(described(v.string(), 'Title of every edition (default: the folder or file name)')),
  author: v.optional(described(v.string(), 'Author of every edition (default: 佚名)')),
  slug: v.optional(described(v.string(), 'File-name stem of the outputs (default: from the folder name)')),
  description: v.optional(described(v.string(), 'EPUB description')),
  publisher: v.optional(described(v.string(), 'EPUB publisher')),
  language: v.optional(described(Language, 'The script the book was written in; editions in the other script are conversions')),
  identifier: v.optional(described(v.string(), 'EPUB identifier (urn:uuid:…, urn:isbn:…); default: derived from the content')),
  encoding: v.optional(described(Encoding, 'Force the encoding of every source file (default: detected per file)')),
  template: v.optional(described(TemplateName, 'Typographic template (default: classic); --template overrides it')),
  scripts: v.optional(described(nonEmptyList(EditionScript), 'Editions to build (default: zh-Hans, zh-Hant); --scripts overrides it')),
  formats: v.optional(described(nonEmptyList(Format), 'Formats to build (default: epub, pdf); --formats overrides it')),
  cover: v.optional(described(v.string(), 'A .jpg or .png cover inside the book folder (default: a typographic cover)')),
  fonts: v.optional(
    described(
      v.strictObject({
        'zh-Hans': v.optional(v.string()),
        'zh-Hant': v.optional(v.string()),
        'zh-Hant-HK': v.optional(v.string()),
      }),
      'Body font (.ttf/.otf) per edition, relative to the book folder or absolute (default: Noto Serif SC/TC/HK)',
    ),
  ),
  dictionary: v.optional(described(v.string(), 'A user dictionary file, one `简体 繁體` pair a line, applied before OpenCC')),
  embedFonts: v.optional(described(v.boolean(), 'false leaves the EPUB fonts to the reading system (default: the template’s)')),
  chapters: v.optional(described(v.array(ChapterEntry), 'Explicit reading order; files not listed are not read')),
});
export type BookConfig = v.InferOutput<typeof BookConfig>;
