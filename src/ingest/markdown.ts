/** Markdown front matter (MD-5): chapter keys, book keys and the keys book tools write, read with gray-matter, checked by hand. */
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { FrontMatterError } from '../errors.ts';
import { parseChineseNumber } from '../rules/numerals.ts';

export interface FrontMatter {
  /** A chapter file's title, or the book's title in a file that holds the whole book. */
  title?: string;
  order?: number;
  number?: number;
  volume?: string;
  /** Book metadata, used when book.yaml does not set it. */
  author?: string;
  description?: string;
  publisher?: string;
}

export interface MarkdownChapter {
  front: FrontMatter;
  /** Text after the front matter (all of it when there is none). */
  body: string;
  /** File line of the body's first line. */
  bodyLine: number;
  /** Keys the pipeline does not know (reported, not fatal). */
  unknownKeys: string[];
}

/** Keys this pipeline reads: a chapter's and the book's (MD-5). */
export const CHAPTER_KEYS = ['title', 'order', 'number', 'volume'] as const;
export const BOOK_KEYS = ['author', 'description', 'publisher'] as const;
/**
 * Keys other book and site tools write, accepted without a warning and not used, so a manuscript moves over
 * as it is. Sources: pandoc's metadata variables (subtitle, date, lang, keywords, rights, …), Hugo and Jekyll
 * front matter (tags, categories, draft, weight, slug, layout, permalink, …), Hexo (updated, comments) and
 * Obsidian properties (aliases, cssclasses).
 */
const BOOK_TOOL_KEYS = new Set([
  'subtitle',
  'date',
  'lang',
  'language',
  'keywords',
  'subject',
  'rights',
  'identifier',
  'abstract',
  'summary',
  'tags',
  'categories',
  'draft',
  'weight',
  'slug',
  'layout',
  'permalink',
  'published',
  'lastmod',
  'updated',
  'aliases',
  'comments',
  'excerpt',
  'cssclasses',
  'cover',
  'type',
  'url',
  'authors',
  'creator',
  'series',
]);
const KNOWN = new Set<string>([...CHAPTER_KEYS, ...BOOK_KEYS]);
const DELIMITER = /^---[ \t]*$/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/;
const KEY_LINE = /^[A-Za-z_][\w-]*[ \t]*:(?:[ \t]|$)/;
const FULL_WIDTH_KEY = /^[A-Za-z_][\w-]*[ \t]*：/;

/**
 * Splits and validates front matter (gray-matter's pitfalls, docs/libraries.md#gray-matter-and-js-yaml):
 * - a body that starts with a `---` scene break is not front matter (gray-matter would take the first scene
 *   as a string), and neither is a leading `---` with no closing line;
 * - YAML is read with the failsafe schema, so every scalar is a string and numbers are converted here:
 *   `010` is 10, not octal 8; `"008"` is 8; `2024-01-01` stays a string;
 * - gray-matter's cache is bypassed (options are always passed) and its errors get the file and line.
 */
export function parseMarkdown(text: string, file: string): MarkdownChapter {
  const lines = text.split(/\r\n|\n|\r/);
  const none: MarkdownChapter = { front: {}, body: text, bodyLine: 1, unknownKeys: [] };
  if (!DELIMITER.test(lines[0] ?? '')) return none;
  const close = lines.findIndex((l, i) => i > 0 && CLOSING.test(l));
  if (close === -1) return none;
  const block = lines.slice(1, close);
  const keyLine = block.findIndex((l) => KEY_LINE.test(l));
  if (keyLine === -1) {
    const wide = block.findIndex((l) => FULL_WIDTH_KEY.test(l));
    if (wide !== -1)
      throw new FrontMatterError('front matter key followed by a full-width colon `：`', {
        file,
        line: wide + 2,
        hint: 'write `title: …` with an ASCII colon',
      });
    const list = block.findIndex((l) => /^[ \t]*- /.test(l));
    if (list !== -1)
      throw new FrontMatterError('front matter is a list, not `key: value` pairs', {
        file,
        line: list + 2,
        hint: 'write `title: …`, `number: …`',
      });
    // `---` / prose / `---`: scene breaks around the first scene, not YAML.
    return none;
  }
  const data = parseYaml(lines.slice(0, close + 1).join('\n') + '\n', file);
  const front: FrontMatter = {};
  const unknownKeys: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const line =
      2 +
      Math.max(
        0,
        block.findIndex((l) => l.startsWith(key)),
      );
    if (BOOK_TOOL_KEYS.has(key)) continue;
    if (!KNOWN.has(key)) unknownKeys.push(key);
    else if (key !== 'order' && key !== 'number') front[key as 'title'] = text_(value, key, file, line);
    else front[key as 'order' | 'number'] = number_(value, key, file, line);
  }
  return { front, body: lines.slice(close + 1).join('\n'), bodyLine: close + 2, unknownKeys };
}

function parseYaml(source: string, file: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = matter(source, {
      language: 'yaml',
      engines: { yaml: (s: string) => yaml.load(s, { schema: yaml.FAILSAFE_SCHEMA }) as object },
    }).data;
  } catch (cause) {
    const mark = (cause as { mark?: { line?: number } }).mark;
    const reason = (cause as { reason?: string }).reason ?? (cause as Error).message;
    // The YAML handed to the engine starts right after the opening `---`, so its line 0 is file line 1.
    throw new FrontMatterError(`invalid YAML front matter: ${reason}`, { file, line: mark?.line !== undefined ? mark.line + 1 : 2, cause });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontMatterError(`front matter must be \`key: value\` pairs, found ${Array.isArray(data) ? 'a list' : typeof data}`, {
      file,
      line: 2,
    });
  }
  return data as Record<string, unknown>;
}

function text_(value: unknown, key: string, file: string, line: number): string {
  if (typeof value !== 'string') throw new FrontMatterError(`front matter \`${key}\` must be text`, { file, line });
  return value.trim();
}

/** `010` → 10 and `"008"` → 8 (decimal, never octal); Chinese numerals (`十二`) are accepted too. */
function number_(value: unknown, key: string, file: string, line: number): number {
  const s = typeof value === 'string' ? value.trim() : '';
  const n = /^[+-]?\d+$/.test(s) ? Number.parseInt(s, 10) : parseChineseNumber(s);
  if (n === undefined || !Number.isSafeInteger(n)) {
    throw new FrontMatterError(`front matter \`${key}\` must be a whole number, found ${JSON.stringify(value)}`, { file, line });
  }
  return n;
}
