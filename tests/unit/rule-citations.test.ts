/** Every rule id, source tag and docs/ section the repository cites is defined in docs/, and nothing cites a document outside it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = join(ROOT, 'docs');
/** Where citations live: the code, the tests (fixtures included), the scripts, the templates, and the top-level guides. */
const SCANNED = ['src', 'tests', 'scripts', 'templates', 'README.md', 'CONTRIBUTING.md'];

/** A rule definition is a heading that is only the id (`### LB-5`); a source definition the same in sources.md (`### S24`). */
const RULE_HEADING = /^#{2,4}\s+([A-Z]+-\d+[a-z]?)\s*$/;
const SOURCE_HEADING = /^#{2,4}\s+(S\d+[a-z]?)\s*$/;
/** Research notes the rules were written from, cited by bare file name; under docs/ the same names are ours. */
const OUTSIDE_DOCUMENT = /(?<!docs\/(?:rules\/)?)\b(?:typography|design|libraries|anchors)\.md\b/;
/** An issue of the tracker cited as a document (the word, then its number). Upstream issues are cited as owner/repo#N. */
const ISSUE = /\bissues?\s*#?\d+/i;
const DOCS_LINK = /\bdocs\/[\w./-]*?\.md(?:#[^\s)\]'"`,;]+)?/g;
/**
 * Comments that are copied into every EPUB (a template's epub.css becomes each book's style.css): rewording one
 * changes the bytes of every edition, so they are reworded with the next change that alters the EPUB on purpose.
 * Only citations of outside documents are excused here, and an entry that no longer matches fails the test.
 */
const SHIPPED_COMMENTS = new Set<string>();

interface Definitions {
  rules: Map<string, string>;
  sources: Map<string, string>;
  /** Heading anchors of every docs file, by path relative to the root (`docs/architecture.md`). */
  anchors: Map<string, Set<string>>;
  duplicates: string[];
}

interface Problem {
  where: string;
  message: string;
}

function walk(path: string, out: string[] = []): string[] {
  if (!existsSync(path)) return out;
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name), out);
  else out.push(path);
  return out;
}

/** The text of a file, or undefined for binary or non-UTF-8 files (the Big5 and GBK fixtures). */
function readText(path: string): string | undefined {
  const bytes = readFileSync(path);
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** GitHub's heading anchor: lower case, punctuation dropped (CJK kept), each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

function readDefinitions(): Definitions {
  const defs: Definitions = { rules: new Map(), sources: new Map(), anchors: new Map(), duplicates: [] };
  for (const file of walk(DOCS).filter((f) => f.endsWith('.md'))) {
    const rel = relative(ROOT, file);
    const anchors = new Set<string>();
    defs.anchors.set(rel, anchors);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const heading = /^#{1,6}\s+(.*)$/.exec(line);
        if (heading) anchors.add(slug(heading[1]));
        const where = `${rel}:${i + 1}`;
        const rule = RULE_HEADING.exec(line)?.[1];
        const source = rel === 'docs/sources.md' ? SOURCE_HEADING.exec(line)?.[1] : undefined;
        for (const [id, map] of [
          [rule, defs.rules],
          [source, defs.sources],
        ] as const) {
          if (!id) continue;
          if (map.has(id)) defs.duplicates.push(`${id} at ${map.get(id)} and ${where}`);
          else map.set(id, where);
        }
      });
  }
  return defs;
}

/** Rule ids cited on a line, with lists and ranges expanded: `CLEAN-1/4/7`, `LB-1…LB-9`, `VERT-1…4`. */
export function ruleIds(line: string, prefixes: readonly string[]): string[] {
  const p = prefixes.join('|');
  const cite = new RegExp(`\\b(${p})-(\\d+)([a-z]?)\\b((?:/\\d+[a-z]?\\b)*)(?:\\s*(?:…|\\.\\.\\.|–)\\s*(?:\\1-)?(\\d+)\\b)?`, 'g');
  const ids: string[] = [];
  for (const m of line.matchAll(cite)) {
    const [, prefix, first, suffix, list, last] = m;
    ids.push(`${prefix}-${first}${suffix}`);
    for (const n of list.split('/').filter(Boolean)) ids.push(`${prefix}-${n}`);
    if (last) for (let n = Number(first) + 1; n <= Number(last); n++) ids.push(`${prefix}-${n}`);
  }
  return ids;
}

/** Source tags cited on a line: every `Sxx` of a bracket that starts with one (`[S23 "unuse_content", S24]`). */
export function sourceTags(line: string): string[] {
  const tags: string[] = [];
  for (const m of line.matchAll(/\[(S\d+[a-z]?\b[^\]]*)\]/g))
    for (const part of m[1].split(/[,;]/)) {
      const tag = /^\s*(S\d+[a-z]?)\b/.exec(part)?.[1];
      if (tag) tags.push(tag);
    }
  return tags;
}

/** Problems in one file's text: undefined ids, tags and docs sections, and (outside docs/) citations of outside documents. */
export function checkText(text: string, file: string, defs: Definitions): Problem[] {
  const problems: Problem[] = [];
  const prefixes = [...new Set([...defs.rules.keys()].map((id) => id.replace(/-.*/, '')))];
  const inDocs = file.startsWith('docs/');
  text.split('\n').forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    for (const id of ruleIds(line, prefixes))
      if (!defs.rules.has(id)) problems.push({ where, message: `rule ${id} is not defined in docs/` });
    for (const tag of sourceTags(line))
      if (!defs.sources.has(tag)) problems.push({ where, message: `source [${tag}] is not in docs/sources.md` });
    for (const m of line.matchAll(DOCS_LINK)) {
      const [path, anchor] = m[0].split('#');
      const anchors = defs.anchors.get(path);
      if (!anchors) problems.push({ where, message: `${path} does not exist` });
      else if (anchor && !anchors.has(anchor)) problems.push({ where, message: `${path} has no section #${anchor}` });
    }
    if (inDocs) return;
    const outside = OUTSIDE_DOCUMENT.exec(line) ?? ISSUE.exec(line);
    if (outside)
      problems.push({ where, message: `cites "${outside[0]}", which is not in the repository: cite the rule id or a docs/ section` });
  });
  return problems;
}

/** Relative links between the docs files themselves: `[x](../sources.md)`, `[x](conversion.md#trad-3)`. */
function checkDocLinks(text: string, file: string, defs: Definitions): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const rel = path ? relative(ROOT, resolve(ROOT, dirname(file), path)) : file;
      const anchors = defs.anchors.get(rel);
      const where = `${file}:${i + 1}`;
      if (!anchors) {
        if (!existsSync(join(ROOT, rel))) problems.push({ where, message: `link to ${target}: no such file` });
      } else if (anchor && !anchors.has(anchor)) problems.push({ where, message: `link to ${target}: no such section` });
    }
  });
  return problems;
}

const defs = readDefinitions();
const format = (ps: Problem[]) => ps.map((p) => `${p.where}: ${p.message}`).join('\n');

test('docs/ defines the rules and sources, each once', () => {
  assert.ok(defs.rules.size >= 77, `only ${defs.rules.size} rule headings found in docs/`);
  assert.ok(defs.sources.size >= 40, `only ${defs.sources.size} source headings found in docs/sources.md`);
  assert.deepEqual(defs.duplicates, []);
});

test('every rule id, source tag and docs/ section cited in src, tests, scripts and templates is defined in docs/', () => {
  const problems: Problem[] = [];
  for (const file of SCANNED.flatMap((p) => walk(join(ROOT, p)))) {
    const text = readText(file);
    if (text !== undefined) problems.push(...checkText(text, relative(ROOT, file), defs));
  }
  const excused = (p: Problem) => SHIPPED_COMMENTS.has(p.where) && p.message.startsWith('cites ');
  assert.equal(format(problems.filter((p) => !excused(p))), '');
  assert.deepEqual(
    [...SHIPPED_COMMENTS].filter((where) => !problems.some((p) => p.where === where && excused(p))),
    [],
  );
});

test('the docs cite only rules, sources and sections that exist, and their links resolve', () => {
  const problems: Problem[] = [];
  for (const file of walk(DOCS).filter((f) => f.endsWith('.md'))) {
    const rel = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    problems.push(...checkText(text, rel, defs), ...checkDocLinks(text, rel, defs));
  }
  assert.equal(format(problems), '');
});

test('the checker names the file and line of an undefined id, tag or section and of an outside citation', () => {
  // Built from pieces, so this file itself cites nothing undefined.
  const bogusRule = ['LB', '99'].join('-');
  const nowhere = ['docs', 'nowhere.md'].join('/');
  const text = [
    `// ${bogusRule}: no such rule`,
    `// ${'CLEAN'}-2/3/77 and ${'VERT'}-1…9 (a list and a range)`,
    `// pattern from [S24, S${'99'}]`,
    `// see ${'docs/architecture.md'}#no-such-section and ${nowhere}`,
    `// as ${'typography'}.md §6 says, and ${'Issue'} 4's bar`,
    '// LB-5, [S1 §first_line_indents], docs/architecture.md#cache and docs/rules/cleaning.md are fine',
  ].join('\n');
  assert.equal(
    format(checkText(text, 'src/example.ts', defs)),
    [
      `src/example.ts:1: rule ${bogusRule} is not defined in docs/`,
      `src/example.ts:2: rule ${'CLEAN'}-77 is not defined in docs/`,
      `src/example.ts:2: rule ${'VERT'}-8 is not defined in docs/`,
      `src/example.ts:2: rule ${'VERT'}-9 is not defined in docs/`,
      `src/example.ts:3: source [S${'99'}] is not in docs/sources.md`,
      'src/example.ts:4: docs/architecture.md has no section #no-such-section',
      `src/example.ts:4: ${nowhere} does not exist`,
      `src/example.ts:5: cites "${'typography'}.md", which is not in the repository: cite the rule id or a docs/ section`,
    ].join('\n'),
  );
  assert.equal(
    format(checkText(`// ${'Issue'} 4's bar`, 'scripts/x.ts', defs)),
    `scripts/x.ts:1: cites "${'Issue'} 4", which is not in the repository: cite the rule id or a docs/ section`,
  );
});

test('lists and ranges of rule ids are read in full', () => {
  const prefixes = ['LB', 'CLEAN', 'PARA'];
  assert.deepEqual(ruleIds('PARA-1/2/3/8 and LB-1…LB-3; CLEAN-10 (LB-5.1)', prefixes), [
    'PARA-1',
    'PARA-2',
    'PARA-3',
    'PARA-8',
    'LB-1',
    'LB-2',
    'LB-3',
    'CLEAN-10',
    'LB-5',
  ]);
  assert.deepEqual(sourceTags('MyNovelReader [S24]; BAAI [S23 "unuse_content", S24] and [S1 §first_line_indents]'), [
    'S24',
    'S23',
    'S24',
    'S1',
  ]);
});
