/** Golden files: compare text output with a committed file; `UPDATE_GOLDENS=1` rewrites it. */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO } from './tools.ts';
import type { Book } from '../../src/model/book.ts';
import { type Diagnostics, DiagnosticsCollector, mergeDiagnostics } from '../../src/model/diagnostics.ts';
import { prepare } from '../../src/pipeline.ts';
import { resolveConfig, type BuildOptions } from '../../src/config/resolve.ts';
import { ingest } from '../../src/ingest/index.ts';
import { BOOK_STAGES, EDITION_STAGES } from '../../src/stages/index.ts';

/** True when the run should rewrite goldens instead of comparing with them. */
export const UPDATING = process.env.UPDATE_GOLDENS === '1';

/**
 * Compares `actual` with the golden file at `golden` (a path relative to the repository, `tests/golden/…`).
 * Under UPDATE_GOLDENS=1 the file is (re)written and the change is announced on stderr; review it with git diff.
 */
export function expectGolden(actual: string, golden: string): void {
  const path = join(REPO, golden);
  const text = actual.endsWith('\n') ? actual : `${actual}\n`;
  const expected = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (UPDATING) {
    if (expected === text) return;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    process.stderr.write(`UPDATE_GOLDENS: ${expected === undefined ? 'created' : 'rewrote'} ${golden}\n`);
    return;
  }
  if (expected === undefined) {
    assert.fail(
      `golden file ${golden} does not exist: create it with UPDATE_GOLDENS=1 and the same test command, then review and commit it`,
    );
  }
  if (expected !== text) {
    assert.fail(
      `output differs from ${golden} (- golden, + now):\n${lineDiff(expected, text)}\n` +
        `If the change is intended, rerun with UPDATE_GOLDENS=1 and review \`git diff ${golden}\` before committing.`,
    );
  }
}

/** The differing middle of two texts, line by line with 2 lines of context (enough to see what moved; git diff shows the rest). */
function lineDiff(a: string, b: string, limit = 40): string {
  const x = a.split('\n');
  const y = b.split('\n');
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head++;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  const from = Math.max(0, head - 2);
  const lines = [
    `@@ line ${head + 1} @@`,
    ...x.slice(from, head).map((l) => `  ${l}`),
    ...x.slice(head, x.length - tail).map((l) => `- ${l}`),
    ...y.slice(head, y.length - tail).map((l) => `+ ${l}`),
    ...x.slice(x.length - tail, x.length - tail + 2).map((l) => `  ${l}`),
  ];
  return lines.length > limit ? [...lines.slice(0, limit), `… ${lines.length - limit} more lines`].join('\n') : lines.join('\n');
}

/**
 * Stable, reviewable JSON: object keys sorted, one value a line; an object or list holding only scalars is written on
 * one line (a source ref, a dropped line, a list of paths), so a diff shows whole entries.
 */
export function stableJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  const isList = Array.isArray(value);
  const entries: [string, unknown][] = isList
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const [open, close] = isList ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return open + close;
  const item = ([k, v]: [string, unknown], ind: string) => (isList ? '' : `${JSON.stringify(k)}: `) + stableJson(v, ind);
  if (entries.every(([, v]) => v === null || typeof v !== 'object'))
    return `${open} ${entries.map((e) => item(e, '')).join(', ')} ${close}`;
  return `${open}\n${entries.map((e) => inner + item(e, inner)).join(',\n')}\n${indent}${close}`;
}

/** Inline XHTML elements: printed within their line, as a reader sees them run on. */
const INLINE = new Set(['a', 'b', 'br', 'em', 'i', 'rb', 'rp', 'rt', 'ruby', 'small', 'span', 'strong', 'sub', 'sup', 'code']);
type XmlNode = { tag: string; open: string; close: string; children: XmlNode[] } | string;

/**
 * An XML document re-indented for review: one element a line, nested by depth; an element holding only text and
 * inline elements stays on one line, its content verbatim. Whitespace between elements is layout and is dropped
 * (the EPUB tree golden lists every file's size, so a whitespace change still shows there).
 */
export function prettyXml(text: string): string {
  const root: XmlNode = { tag: '', open: '', close: '', children: [] };
  const stack = [root];
  for (const [token] of text.matchAll(/<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/g)) {
    const top = stack[stack.length - 1];
    if (token.startsWith('</')) {
      top.close = token;
      stack.pop();
      stack[stack.length - 1].children.push(top);
    } else if (token.startsWith('<') && !/^<[?!]/.test(token) && !token.endsWith('/>')) {
      stack.push({ tag: tagOf(token), open: token, close: '', children: [] });
    } else top.children.push(token);
  }
  const flat = (n: XmlNode): string => (typeof n === 'string' ? n : n.open + n.children.map(flat).join('') + n.close);
  const isInline = (n: XmlNode): boolean =>
    typeof n === 'string' ? !n.startsWith('<') || (!/^<[?!]/.test(n) && INLINE.has(tagOf(n))) : INLINE.has(n.tag);
  const print = (n: XmlNode, indent: string): string[] => {
    if (typeof n === 'string') return n.trim() ? [indent + n.trim()] : [];
    if (n.children.every(isInline)) return [indent + flat(n)];
    return [indent + n.open, ...n.children.flatMap((c) => print(c, `${indent}  `)), indent + n.close];
  };
  return `${root.children.flatMap((c) => print(c, '')).join('\n')}\n`;
}

const tagOf = (token: string): string => /^<\/?([^\s>/]+)/.exec(token)![1];

/** The Book after one stage and the diagnostics that stage returned. */
export interface StageSnapshot {
  stage: string;
  book: Book;
  diagnostics: Diagnostics;
}

/**
 * THE ADAPTER between the goldens and the pipeline's stage API — the one place to change when that API changes.
 * Runs the stages of the pipeline one at a time on `input` (ingest, then BOOK_STAGES, then EDITION_STAGES once per
 * edition script) and returns the Book after each with what it reported. It checks that the book stages end
 * exactly where `prepare` (the real driver) ends, so the snapshots cannot drift from what a build does.
 */
export async function stageSnapshots(input: string, extra: Partial<BuildOptions> = {}): Promise<StageSnapshot[]> {
  const options: BuildOptions = { input, out: 'out', cwd: REPO, sourceDateEpoch: '1700000000', ...extra };
  const prepared = await prepare(options);
  const resolving = new DiagnosticsCollector();
  const config = resolveConfig(options, resolving);
  const ingested = await ingest({ root: config.root, files: config.files, encoding: config.book.encoding });
  // The driver settles title and author from the site header right after ingest (a `metadata` decision).
  const metadata = { warnings: [], dropped: [], decisions: prepared.diagnostics.decisions.filter((d) => d.kind === 'metadata') };
  const parts = [mergeDiagnostics([resolving.done(), ingested.diagnostics, metadata])];
  let book: Book = { meta: prepared.book.meta, chapters: ingested.chapters };
  const snapshots: StageSnapshot[] = [{ stage: 'ingest', book, diagnostics: parts[0] }];
  const ctx = { settings: { scripts: config.scripts, encoding: config.book.encoding } };
  for (const stage of BOOK_STAGES) {
    const staged = await stage.run(book, ctx);
    book = staged.book;
    parts.push(staged.diagnostics);
    snapshots.push({ stage: stage.name, book, diagnostics: staged.diagnostics });
  }
  assert.deepEqual(book, prepared.book, 'the stages run one by one end where prepare() ends');
  assert.deepEqual(mergeDiagnostics(parts), prepared.diagnostics, 'and report what it reports');
  for (const script of config.scripts) {
    for (const stage of EDITION_STAGES) {
      const staged = stage.run(book, { script, terms: config.terms });
      snapshots.push({ stage: `${stage.name}.${script}`, book: staged.book, diagnostics: staged.diagnostics });
    }
  }
  return snapshots;
}
