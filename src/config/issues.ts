/** Turns valibot issues into one error line that names the file, the line and the YAML path (vivliostyle's prettifySchemaError). */
import * as v from 'valibot';
import { dropNulls, lineOfPath, type ErrorClass, type PathKey } from './yaml.ts';

/** Where a value came from: the file as shown to the user and its text (for lines); no text for CLI values. */
export interface Where {
  file?: string;
  text?: string;
}

/**
 * Parses `value` with `schema`; on failure throws `Err` for the problem that comes first in the file. Null values of
 * mapping keys are dropped first: `title:` with nothing after it leaves the key unset.
 */
export function parseWith<S extends v.GenericSchema>(schema: S, value: unknown, where: Where, Err: ErrorClass): v.InferOutput<S> {
  const input = dropNulls(value);
  const result = v.safeParse(schema, input, { abortEarly: false });
  if (result.success) return result.output;
  const seen = new Set<string>();
  const problems = result.issues
    .map((issue) => describeIssue(issue, schema, input, where))
    .filter((p) => !seen.has(`${p.line}:${p.message}`) && seen.add(`${p.line}:${p.message}`));
  problems.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  throw new Err(first.message + more, { file: where.file, line: first.line });
}

interface Problem {
  message: string;
  line?: number;
}

type Issue = v.BaseIssue<unknown>;

function describeIssue(top: Issue, schema: v.GenericSchema, input: unknown, where: Where): Problem {
  const { issue, path } = leaf(top, keysOf(top));
  const lineOf = (p: PathKey[]) => (where.text === undefined ? undefined : (lineOfPath(where.text, p) ?? (p.length === 0 ? 1 : undefined)));
  const mustBe = (p: PathKey[], what: string, value: unknown): Problem => ({
    line: lineOf(p),
    message: `${p.length ? `\`${showPath(p)}\`` : 'the file'} must be ${what}, not ${describe(value)}`,
  });
  const parent = path.slice(0, -1);
  if (issue.type === 'strict_object') {
    // valibot's object schemas take a list for a mapping with keys 0, 1, …: the list is the problem.
    if (Array.isArray(valueAt(input, parent))) return mustBe(parent, 'a mapping of keys to values', valueAt(input, parent));
    if (issue.expected === 'never') {
      const known = Object.keys(entriesAt(schema, parent) ?? {});
      return { line: lineOf(path), message: `unknown key \`${showPath(path)}\`${known.length ? ` (known: ${known.join(', ')})` : ''}` };
    }
    if (issue.input === undefined && path.length > 0) {
      return {
        line: lineOf(path),
        message: `${parent.length ? `\`${showPath(parent)}\`` : 'the file'} needs a \`${String(path.at(-1))}\``,
      };
    }
  }
  return mustBe(path, expected(issue), issue.input);
}

function valueAt(value: unknown, path: readonly PathKey[]): unknown {
  return path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PathKey, unknown>)[k] : undefined), value);
}

const keysOf = (issue: Issue): PathKey[] => (issue.path ?? []).map((p) => p.key as PathKey);

/**
 * The issue to show for a union (a chapter entry: a path or `{ file, title }`): when one alternative had the right
 * type and failed inside, its own problem (at its own path); otherwise the union itself ("a string or a mapping").
 */
function leaf(issue: Issue, path: PathKey[]): { issue: Issue; path: PathKey[] } {
  if (issue.type !== 'union' || !issue.issues?.length) return { issue, path };
  const inner = issue.issues.find((i) => (i.path?.length ?? 0) > 0 || i.kind === 'validation');
  return inner ? leaf(inner, [...path, ...keysOf(inner)]) : { issue, path };
}

/** What the value should have been, in words. */
function expected(issue: Issue): string {
  if (issue.kind === 'validation') return issue.message;
  if (issue.type === 'union') return [...new Set((issue.issues ?? []).map(expected))].join(' or ');
  if (issue.type === 'picklist')
    return `one of ${(issue.expected ?? '')
      .replace(/^\(|\)$/g, '')
      .replace(/"/g, '')
      .split(' | ')
      .join(', ')}`;
  const words: Record<string, string> = {
    string: 'a string',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    strict_object: 'a mapping of keys to values',
    loose_object: 'a mapping of keys to values',
    object: 'a mapping of keys to values',
  };
  return words[issue.type] ?? issue.message;
}

/** `chapters[1].title`, `fonts.zh-Hans`. */
export function showPath(path: readonly PathKey[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

/** A value as a message shows it: `the string "abc"`, `the number 26.5`, `a list`, `a mapping`. */
export function describe(value: unknown): string {
  if (Array.isArray(value)) return value.length ? 'a list' : 'an empty list';
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `the string "${value.length > 30 ? value.slice(0, 30) + '…' : value}"`;
  return typeof value === 'object' ? 'a mapping' : `the ${typeof value} ${String(value)}`;
}

/** The keys an object schema at `path` allows (through optional wrappers, pipes, lists and unions), for "known: …". */
function entriesAt(schema: unknown, path: readonly PathKey[]): Record<string, unknown> | undefined {
  let node = unwrap(schema);
  for (const key of path) {
    if (node?.options) node = unwrap(node.options.find((o) => unwrap(o)?.entries || unwrap(o)?.item));
    if (typeof key === 'number') node = unwrap(node?.item);
    else node = unwrap(node?.entries?.[key]);
    if (node?.options) node = unwrap(node.options.find((o) => unwrap(o)?.entries));
  }
  return node?.entries;
}

interface SchemaNode {
  entries?: Record<string, unknown>;
  item?: unknown;
  options?: unknown[];
  wrapped?: unknown;
}
function unwrap(schema: unknown): SchemaNode | undefined {
  let node = schema as SchemaNode | undefined;
  while (node?.wrapped) node = node.wrapped as SchemaNode;
  return node;
}
