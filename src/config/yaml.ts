/** Parses YAML config files into plain data, and finds the line a value stands on (for errors that name file:line). */
import yaml from 'js-yaml';
import { ConfigError, type ErrorOptions, type ShufangError } from '../errors.ts';

/** The error class a file's problems are reported with: ConfigError for book.yaml, TemplateError for template.yaml. */
export type ErrorClass = new (message: string, options?: ErrorOptions) => ShufangError;

/** Parses `text` (the contents of `file`); throws `Err` with the file and 1-based line on a syntax error. */
export function parseYaml(text: string, file: string, Err: ErrorClass = ConfigError): unknown {
  try {
    // JSON_SCHEMA: no Date objects from `2024-01-01`, no octal from `010` (docs/libraries.md#gray-matter-and-js-yaml).
    return yaml.load(text.replace(/^\uFEFF/, ''), { filename: file, schema: yaml.JSON_SCHEMA });
  } catch (err) {
    const e = err as { mark?: { line: number }; reason?: string; message: string };
    throw new Err(`invalid YAML: ${e.reason ?? e.message}`, { file, line: e.mark ? e.mark.line + 1 : undefined, cause: err });
  }
}

/** A key of a mapping or an index into a list. */
export type PathKey = string | number;

interface ContentLine {
  /** 1-based line number. */
  n: number;
  text: string;
  /** Column of the first non-blank character (a `-` of a list item counts). */
  lead: number;
  /** Column where the line's content starts once list dashes (`- `, `- - `) are passed. */
  content: number;
}

/**
 * 1-based line of the value at `path` in a YAML text (`['chapters', 1, 'title']`), or of its deepest ancestor the
 * text shows (a missing key points at its mapping, a value inside `[a, b]` at the line of its key). Reads block
 * style by indentation; flow collections and scalars are leaves. undefined when not even the first key is there.
 */
export function lineOfPath(text: string, path: readonly PathKey[]): number | undefined {
  const lines: ContentLine[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((t, i) => {
      const lead = t.search(/\S/);
      if (lead < 0 || t[lead] === '#' || /^(?:---|\.\.\.)(?:\s|$)/.test(t)) return;
      const content = lead + /^(?:-(?:[ \t]+|$))*/.exec(t.slice(lead))![0].length;
      lines.push({ n: i + 1, text: t, lead, content });
    });
  // The node being searched: content lines [from, to), whose keys start (or list dashes stand) at column `col`.
  let from = 0;
  let to = lines.length;
  let col = lines[0]?.lead ?? 0;
  let found: number | undefined;
  for (const key of path) {
    if (from >= to) break;
    const i = typeof key === 'string' ? findKey(lines, from, to, col, key) : findItem(lines, from, to, col, key);
    if (i < 0) break;
    found = lines[i].n;
    if (typeof key === 'string') {
      // `key: value` on one line is a leaf (a scalar, `[a, b]`, `{ a: 1 }`, or a `|` block scalar).
      if (valueAfterColon(lines[i].text, lines[i].content) !== '') break;
      from = i + 1;
      to = endOfBlock(lines, from, to, lines[i].content);
      col = lines[from]?.lead ?? 0;
    } else {
      const dash = lines[i];
      const end = endOfBlock(lines, i + 1, to, dash.lead, true);
      const rest = dash.text.slice(dash.content);
      if (rest === '') {
        // `-` alone: the item is the block below it.
        [from, to, col] = [i + 1, end, lines[i + 1]?.lead ?? 0];
      } else if (isKeyLine(rest)) {
        // `- file: a.txt`: a mapping whose first key is on the dash line.
        [from, to, col] = [i, end, dash.content];
      } else break;
    }
  }
  return found;
}

/** The key's line among [from, to): a line whose content starts at `col` with `key:`. */
function findKey(lines: ContentLine[], from: number, to: number, col: number, key: string): number {
  const quoted = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^(?:${quoted}|"${quoted}"|'${quoted}')[ \\t]*:(?:[ \\t]|$)`);
  for (let i = from; i < to; i++) if (lines[i].content === col && re.test(lines[i].text.slice(col))) return i;
  return -1;
}

/** The `index`-th list item among [from, to): lines with a `-` at column `col`. */
function findItem(lines: ContentLine[], from: number, to: number, col: number, index: number): number {
  let seen = -1;
  for (let i = from; i < to; i++) {
    const l = lines[i];
    if (l.lead === col && l.text[col] === '-' && /^-(?:\s|$)/.test(l.text.slice(col)) && ++seen === index) return i;
  }
  return -1;
}

/**
 * First line at or after `from` that is no longer inside a node whose content starts at `col`: a line indented no
 * deeper. A key's list may stand at the key's own indentation (`chapters:` then `- a`), so dashes at `col` stay in.
 */
function endOfBlock(lines: ContentLine[], from: number, to: number, col: number, isItem = false): number {
  const sameIndentList = !isItem && from < to && lines[from].lead === col && lines[from].text[col] === '-';
  for (let i = from; i < to; i++) {
    const l = lines[i];
    if (l.lead > col) continue;
    if (sameIndentList && l.lead === col && l.text[col] === '-') continue;
    return i;
  }
  return to;
}

const isKeyLine = (s: string): boolean => /^(?:[^\s"'#:][^:#]*?|"[^"]*"|'[^']*')[ \t]*:(?:[ \t]|$)/.test(s);

/** What follows `key:` on its line, comments removed ('' when the value is on the lines below). */
function valueAfterColon(text: string, col: number): string {
  const rest = text.slice(col).replace(/^(?:"[^"]*"|'[^']*'|[^:]*?)[ \t]*:/, '');
  return rest.replace(/(?:^|[ \t])#.*$/, '').trim();
}

/** Removes keys whose value is null (`title:` with nothing after it means the key is not set), at every depth. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, dropNulls(v)]),
  );
}
