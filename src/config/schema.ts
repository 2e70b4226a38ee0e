/**
 * book.yaml and the CLI's inline config, defined once as valibot schemas (docs/architecture.md#configuration): the TypeScript types
 * are inferred from them (the constant and the type share one name), `npm run schema` turns them into
 * schema/book.schema.json, and their descriptions are the documentation editors show.
 */
import * as v from 'valibot';
import { WARNING_CODES } from '../model/diagnostics.ts';
import { FORMATS } from '../constants.ts';

/** A schema with the description editors show for it (kept in the JSON Schema). */
export const described = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

/** JavaScript regular expressions with the `u` flag (whole code points, `\p{Script=Han}`): how patterns are compiled. */
export const PATTERN_FLAGS = 'u';

/** A string that compiles as a regular expression; the message names the compiler's complaint. */
export const Pattern = v.pipe(
  v.string(),
  v.check(
    (s) => regexError(s) === undefined,
    (issue) => `a regular expression (${regexError(String(issue.input))})`,
  ),
);

function regexError(source: string): string | undefined {
  try {
    new RegExp(source, PATTERN_FLAGS);
    return undefined;
  } catch (err) {
    return (err as Error).message.replace(/^Invalid regular expression: \/.*\/\w*: /, '');
  }
}

/** The script a book is written in (BCP 47). */
export const Language = v.picklist(['zh-Hans', 'zh-Hant']);
export type Language = v.InferOutput<typeof Language>;
/** An edition's script: Simplified, Traditional (Taiwan forms) or Traditional with Hong Kong forms (OCC-1). */
export const EditionScript = v.picklist(['zh-Hans', 'zh-Hant', 'zh-Hant-HK']);
export type EditionScript = v.InferOutput<typeof EditionScript>;
export const Format = v.picklist(FORMATS);
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

/** A cleaning rule of the book's own: a line that matches is dropped, or a span is cut or replaced. */
export const Rule = v.strictObject({
  id: described(v.pipe(v.string(), v.minLength(1, 'a non-empty id')), 'Reported as the reason of every change the rule makes'),
  pattern: described(Pattern, 'A JavaScript regular expression (u flag)'),
  replace: v.optional(described(v.string(), 'Replacement for each match ($1 for a group); without it a match is removed')),
  scope: described(v.picklist(['line', 'span']), '`line`: drop every line that matches; `span`: cut or replace only the match'),
});
export type Rule = v.InferOutput<typeof Rule>;

/** book.yaml: strict (unknown keys are errors, docs/architecture.md#configuration); every key optional. */
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
  pageList: v.optional(described(v.boolean(), 'false: no page list or page-break markers in the EPUB (default: the template’s)')),
  chapters: v.optional(described(v.array(ChapterEntry), 'Explicit reading order; files not listed are not read')),
  rules: v.optional(
    described(
      v.union([v.array(Rule), v.string()]),
      'Cleaning rules run before the built-in ones: a list, or a file of them (YAML/JSON) or a legado 替换净化 JSON export',
    ),
  ),
  chapterPattern: v.optional(
    described(Pattern, 'A regular expression a chapter heading line matches (a named group `number` or the first group gives the number)'),
  ),
  authorNotes: v.optional(
    described(v.picklist(['drop', 'keep']), 'Author’s notes (PS：…, 求月票): left out of the editions or kept as asides'),
  ),
});
export type BookConfig = v.InferOutput<typeof BookConfig>;

/**
 * Settings given on the command line or by a library caller (the InlineConfig layer): they override book.yaml.
 * Paths are relative to the working directory.
 */
export const InlineConfig = v.strictObject({
  title: v.optional(v.string()),
  author: v.optional(v.string()),
  cover: v.optional(v.string()),
  language: v.optional(Language),
  chapterPattern: v.optional(Pattern),
  template: v.optional(v.string()),
  scripts: v.optional(nonEmptyList(EditionScript)),
  formats: v.optional(nonEmptyList(Format)),
  strict: v.optional(v.boolean()),
  /** Warning codes that --strict lets through (`--allow W_ENCODING_GUESSED,W_CENSORED`). */
  allow: v.optional(v.array(v.picklist(WARNING_CODES))),
});
export type InlineConfig = v.InferOutput<typeof InlineConfig>;

/** One replace rule of legado's 替换净化 export (its other fields, such as `group` and `order`, are ignored). */
export const LegadoRule = v.looseObject({
  name: v.optional(v.string()),
  pattern: v.string(),
  replacement: v.optional(v.string()),
  isRegex: v.optional(v.boolean()),
  isEnabled: v.optional(v.boolean()),
});
export type LegadoRule = v.InferOutput<typeof LegadoRule>;
