/** The schema-first config (docs/architecture.md#configuration): YAML paths to lines, template inheritance, rules, the inline layer, the JSON Schema. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lineOfPath } from '../../src/config/yaml.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { MIN_CHARS_PER_LINE } from '../../src/config/template.ts';
import { resolveConfig, type BuildOptions } from '../../src/config/resolve.ts';
import { prepare } from '../../src/pipeline.ts';
import { parseCli } from '../../src/cli/args.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { ConfigError, TemplateError, UsageError } from '../../src/errors.ts';
import { parseYaml } from '../../src/config/yaml.ts';
import { TOC_NEST, TOC_NUMBER_ROOM } from '../../src/render/pdf/toc.ts';
import { schemaFiles } from '../../scripts/schema.ts';
import { REPO } from '../helpers/tools.ts';

function bookDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-schema-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
const CHAPTER = '第1章　开端\n天地玄黄，宇宙洪荒。\n';
const resolve = (dir: string, extra: Partial<BuildOptions> = {}) =>
  resolveConfig({ input: dir, out: join(dir, 'out'), cwd: dir, ...extra }, new DiagnosticsCollector());
/** Asserts `fn` throws `Err` whose one-line form matches `re`. */
function throwsLine(fn: () => unknown, Err: new (...a: never[]) => Error, re: RegExp) {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof Err, `${(e as Error).name}: ${(e as Error).message}`);
    assert.match((e as ConfigError).format(), re);
    return true;
  });
}

test('lineOfPath finds keys, list items and nested keys in block YAML, and the nearest line for flow values and missing keys', () => {
  const text = [
    '# a comment',
    'title: 书',
    'fonts:',
    '  zh-Hans: a.ttf',
    '  zh-Hant: b.ttf',
    'chapters:',
    '  - 1.txt',
    '  - file: 2.txt',
    '    title: 第二章',
    '  -',
    '    file: 3.txt',
    'scripts: [zh-Hans, zh-CN]',
    'rules:',
    '- id: a',
    '  pattern: x',
    '"quoted": 1',
  ].join('\n');
  const cases: [(string | number)[], number | undefined][] = [
    [['title'], 2],
    [['fonts', 'zh-Hant'], 5],
    [['chapters', 0], 7],
    [['chapters', 1], 8],
    [['chapters', 1, 'title'], 9],
    [['chapters', 2, 'file'], 11],
    [['chapters', 1, 'titel'], 8],
    [['scripts', 1], 12],
    [['rules', 0, 'pattern'], 15],
    [['quoted'], 16],
    [['nope'], undefined],
  ];
  for (const [path, line] of cases) assert.equal(lineOfPath(text, path), line, path.join('.'));
});

test('book.yaml: a misspelt key inside a chapters entry is reported as itself, at its own line', () => {
  const dir = bookDir({
    'book.yaml': 'title: 书\nchapters:\n  - file: 1.txt\n  - file: 2.txt\n    titel: 第二章\n',
    '1.txt': CHAPTER,
    '2.txt': CHAPTER,
  });
  throwsLine(() => resolve(dir), ConfigError, /book\.yaml:5: unknown key `chapters\[1\]\.titel` \(known: file, title\)$/);
});

test('book.yaml: a path in chapters that leaves the folder names the line of its entry', () => {
  const dir = bookDir({ 'book.yaml': 'chapters:\n  - 1.txt\n  - ../x.txt\n', '1.txt': CHAPTER });
  throwsLine(() => resolve(dir), ConfigError, /book\.yaml:3: path `\.\.\/x\.txt` leaves the book folder/);
});

test('book.yaml: the first problem in the file is reported, with a count of the others', () => {
  const dir = bookDir({ 'book.yaml': 'title: 3\nautor: x\nformats: [mobi]\n', '1.txt': CHAPTER });
  throwsLine(() => resolve(dir), ConfigError, /book\.yaml:1: `title` must be a string, not the number 3 \(and 2 more problems\)$/);
});

test('templates: charsPerLine 26.5 is a template error at its line, not a render error (JUST-2)', () => {
  const dir = bookDir({ 'templates/mine/template.yaml': 'extends: classic\nbodySize: 10\ncharsPerLine: 26.5\n' });
  throwsLine(() => loadTemplate('mine', dir), TemplateError, /mine\/template\.yaml:3: `charsPerLine` must be a whole number/);
});

test('templates: margins that leave fewer than 3 lines are a template error naming template.yaml and the margins line', () => {
  const dir = bookDir({ 'templates/mine/template.yaml': 'extends: classic\nmargins:\n  top: 100\n  bottom: 100\n' });
  throwsLine(() => loadTemplate('mine', dir), TemplateError, /mine\/template\.yaml:2: the text block holds only 1 line/);
});

test('templates: a measure wider than the page is a template error at charsPerLine, in the file that set it', () => {
  // charsPerLine comes from classic (27 em); mine's larger body makes it too wide, so the error names classic's line.
  const dir = bookDir({ 'templates/mine/template.yaml': 'extends: classic\nbodySize: 14\n' });
  throwsLine(() => loadTemplate('mine', dir), TemplateError, /templates\/classic\/template\.yaml:\d+: charsPerLine × bodySize \(378 pt\)/);
});

test('templates: extends inherits values — bodySize alone gets classic’s page, margins, measure and stylesheet', () => {
  const classic = loadTemplate('classic');
  const dir = bookDir({ 'templates/mine/template.yaml': 'extends: classic\nbodySize: 10\nmargins:\n  top: 30\n' });
  const mine = loadTemplate('mine', dir);
  assert.equal(mine.bodySize, 10);
  assert.deepEqual(mine.page, classic.page);
  assert.equal(mine.margins.top, (30 * 72) / 25.4, 'its own top margin');
  assert.equal(mine.margins.inner, classic.margins.inner, 'classic’s inner margin: mappings merge key by key');
  assert.equal(mine.margins.outer, classic.page.width - classic.margins.inner - 27 * 10);
  assert.deepEqual(
    [mine.charsPerLine, mine.leading, mine.compression, mine.epubCss],
    [classic.charsPerLine, classic.leading, classic.compression, classic.epubCss],
  );
});

test('templates: inheritance goes through several levels, and each level may override a file', () => {
  const dir = bookDir({
    'templates/a/template.yaml': 'extends: classic\nleading: 20\n',
    'templates/a/epub.css': 'p { line-height: {{lineHeight}}; }\n',
    'templates/b/template.yaml': 'extends: a\nlineHeight: 2\n',
  });
  const b = loadTemplate('b', dir);
  assert.equal(b.leading, 20);
  assert.equal(b.bodySize, 10.5);
  assert.equal(b.epubCss, 'p { line-height: 2; }\n');
});

test('templates: an extends cycle is an error naming the file whose extends closes it', () => {
  const dir = bookDir({ 'templates/a/template.yaml': 'extends: b\n', 'templates/b/template.yaml': 'bodySize: 11\nextends: a\n' });
  throwsLine(() => loadTemplate('a', dir), TemplateError, /b\/template\.yaml:2: `extends:` goes round in a circle: a → b → a/);
  const self = bookDir({ 'templates/a/template.yaml': 'extends: a\n' });
  throwsLine(() => loadTemplate('a', self), TemplateError, /a → a/);
});

test('templates: a template without extends must set every value', () => {
  const dir = bookDir({ 'templates/bare/template.yaml': 'bodySize: 10\n', 'templates/bare/epub.css': '' });
  throwsLine(() => loadTemplate('bare', dir), TemplateError, /template `bare` sets no page, margins, leading/);
});

test('templates: the fewest characters a line leaves the PDF contents at least 1 em beside page numbers and nesting', () => {
  assert.ok(MIN_CHARS_PER_LINE - TOC_NUMBER_ROOM - TOC_NEST >= 1);
});

test('the shipped templates resolve to the values their files held before extends inherited values', () => {
  // pocket and screen repeated every value of classic's; they now set only what differs. Their resolved values are pinned.
  const pocket = loadTemplate('pocket');
  const screen = loadTemplate('screen');
  assert.deepEqual(
    [pocket.bodySize, pocket.leading, pocket.charsPerLine, pocket.headingSize, pocket.runningHeads, pocket.compression['zh-Hant']],
    [10.5, 17, 24, 15, true, 'tw-solid'],
  );
  assert.deepEqual(
    [screen.bodySize, screen.leading, screen.charsPerLine, screen.headingSize, screen.runningHeads],
    [12, 24, 22, 18, false],
  );
  assert.match(screen.epubCss, /line-height: 1\.9/);
});

test('inline config: CLI values override book.yaml, which overrides the schema defaults', () => {
  const dir = bookDir({ 'book.yaml': 'title: 书名\nauthor: 作者\nchapterPattern: "^第"\nscripts: [zh-Hant]\n', '1.txt': CHAPTER });
  const fromYaml = resolve(dir);
  assert.deepEqual(
    [fromYaml.meta.title, fromYaml.meta.author, fromYaml.chapterPattern, fromYaml.scripts],
    ['书名', '作者', '^第', ['zh-Hant']],
  );
  const fromCli = resolve(dir, { title: '新名', language: 'zh-Hant', chapterPattern: '^卷', scripts: ['zh-Hans'] });
  assert.deepEqual(
    [fromCli.meta.title, fromCli.meta.author, fromCli.meta.language, fromCli.chapterPattern, fromCli.scripts],
    ['新名', '作者', 'zh-Hant', '^卷', ['zh-Hans']],
  );
  const defaults = resolve(bookDir({ '1.txt': CHAPTER }));
  assert.deepEqual(
    [defaults.meta.author, defaults.scripts, defaults.formats, defaults.rules],
    ['佚名', ['zh-Hans', 'zh-Hant'], ['epub', 'pdf'], []],
  );
});

test('inline config: --title and --author win over a single file’s site header', async () => {
  const dir = bookDir({
    'novel.txt': `[红楼梦 / 曹雪芹 著 ]\n\n第一回　开端\n${'天地玄黄，宇宙洪荒。\n'.repeat(3)}第二回　续篇\n日月盈昃，辰宿列张。\n`,
  });
  const file = join(dir, 'novel.txt');
  const header = await prepare({ input: file, out: join(dir, 'out'), cwd: dir });
  assert.deepEqual([header.book.meta.title, header.book.meta.author], ['红楼梦', '曹雪芹']);
  const flags = await prepare({ input: file, out: join(dir, 'out'), cwd: dir, title: '石头记', author: '曹霑' });
  assert.deepEqual([flags.book.meta.title, flags.book.meta.author], ['石头记', '曹霑']);
});

test('inline config: a bad value names its flag', () => {
  const dir = bookDir({ '1.txt': CHAPTER });
  throwsLine(() => resolve(dir, { chapterPattern: '第(' }), UsageError, /`--chapter-pattern` must be a regular expression/);
  throwsLine(() => resolve(dir, { language: 'en' as never }), UsageError, /`--language` must be one of zh-Hans, zh-Hant/);
});

test('CLI: --title, --author, --cover, --language and --chapter-pattern reach the build options', () => {
  const [b] = parseCli(
    ['build', 'book', '--title', 'T', '--author', 'A', '--cover', 'c.jpg', '--language', 'zh-Hant', '--chapter-pattern', '^第'],
    { cwd: '/x' },
  ).books;
  assert.deepEqual([b.title, b.author, b.cover, b.language, b.chapterPattern], ['T', 'A', 'c.jpg', 'zh-Hant', '^第']);
});

test('--cover takes an image relative to the working directory, over book.yaml’s cover', () => {
  const dir = bookDir({ 'book.yaml': 'cover: a.png\n', 'a.png': 'x', '1.txt': CHAPTER, 'elsewhere/b.jpg': 'y' });
  assert.equal(resolve(dir).coverImage, join(dir, 'a.png'));
  assert.equal(resolve(dir, { cover: 'elsewhere/b.jpg' }).coverImage, join(dir, 'elsewhere/b.jpg'));
});

test('rules: inline, from a YAML file of the same entries, and from a legado export (escaped, disabled ones left out)', () => {
  const inline = resolve(bookDir({ 'book.yaml': 'rules:\n  - id: ad\n    pattern: 本站\n    scope: line\n', '1.txt': CHAPTER }));
  assert.deepEqual(
    inline.rules.map(({ from: _, ...r }) => r),
    [{ id: 'ad', pattern: '本站', scope: 'line' }],
  );
  assert.match(inline.rules[0].from, /book\.yaml$/);
  const file = resolve(
    bookDir({
      'book.yaml': 'rules: my-rules.yaml\n',
      'my-rules.yaml': '- id: more\n  pattern: "（本章完）"\n  replace: ""\n  scope: span\n',
      '1.txt': CHAPTER,
    }),
  );
  assert.deepEqual(
    file.rules.map(({ id, pattern, replace, scope }) => ({ id, pattern, replace, scope })),
    [{ id: 'more', pattern: '（本章完）', replace: '', scope: 'span' }],
  );
  const legado = JSON.stringify([
    { id: 1, name: '去广告', group: 'ads', pattern: '笔趣阁.{0,5}', replacement: '', isRegex: true, isEnabled: true, order: 1 },
    { name: '句号', pattern: '(未完待续。)', replacement: '', isRegex: false, isEnabled: true },
    { name: '停用', pattern: 'x', replacement: 'y', isRegex: false, isEnabled: false },
  ]);
  const fromLegado = resolve(bookDir({ 'book.yaml': 'rules: legado.json\n', 'legado.json': legado, '1.txt': CHAPTER }));
  assert.deepEqual(
    fromLegado.rules.map(({ id, pattern, replace, scope }) => ({ id, pattern, replace, scope })),
    [
      { id: 'legado:去广告', pattern: '笔趣阁.{0,5}', replace: '', scope: 'span' },
      { id: 'legado:句号', pattern: '\\(未完待续。\\)', replace: '', scope: 'span' },
    ],
  );
});

test('rules: a legado pattern JavaScript cannot compile is an error naming the entry and its line', () => {
  const legado =
    '[\n  {"name": "ok", "pattern": "a", "replacement": "", "isRegex": true},\n  {"name": "java", "pattern": "(?<!x", "replacement": "", "isRegex": true}\n]\n';
  const dir = bookDir({ 'book.yaml': 'rules: legado.json\n', 'legado.json': legado, '1.txt': CHAPTER });
  throwsLine(() => resolve(dir), ConfigError, /legado\.json:3: legado rule 2 \(java\): `pattern` must be a regular expression/);
});

test('book.yaml: a rule file entry with a problem names the rule file and line', () => {
  const dir = bookDir({
    'book.yaml': 'rules: r.yaml\n',
    'r.yaml': '- id: a\n  pattern: x\n  scope: line\n- id: b\n  pattern: y\n  scope: page\n',
    '1.txt': CHAPTER,
  });
  throwsLine(() => resolve(dir), ConfigError, /r\.yaml:6: `\[1\]\.scope` must be one of line, span/);
});

// ——— The published JSON Schema ———

type JsonSchema = Record<string, unknown>;
/** Keywords the generated schemas use; the checker below implements each, and fails on any other. */
const KNOWN = new Set([
  '$schema',
  'title',
  'description',
  // An annotation (the value a key left out takes, e.g. template notes): nothing to check.
  'default',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'minLength',
  'pattern',
]);

/** A small JSON Schema (draft-07) check for the keywords above: returns the problems, empty when `value` conforms. */
function jsonSchemaProblems(schema: JsonSchema, value: unknown, at = '$'): string[] {
  for (const k of Object.keys(schema)) if (!KNOWN.has(k)) throw new Error(`the checker does not implement ${k} (at ${at})`);
  const typeOf = (x: unknown) => (Array.isArray(x) ? 'array' : x === null ? 'null' : Number.isInteger(x) ? 'integer' : typeof x);
  const t = typeOf(value);
  if (schema.type && !(schema.type === t || (schema.type === 'number' && t === 'integer'))) return [`${at}: ${t}, not ${schema.type}`];
  if (schema.anyOf) {
    const options = (schema.anyOf as JsonSchema[]).map((s) => jsonSchemaProblems(s, value, at));
    return options.some((p) => p.length === 0) ? [] : [`${at}: matches no alternative (${options.flat().join('; ')})`];
  }
  const out: string[] = [];
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) out.push(`${at}: not one of ${(schema.enum as unknown[]).join(', ')}`);
  if (typeof schema.minimum === 'number' && (value as number) < schema.minimum) out.push(`${at}: below ${schema.minimum}`);
  if (typeof schema.maximum === 'number' && (value as number) > schema.maximum) out.push(`${at}: above ${schema.maximum}`);
  if (typeof schema.minLength === 'number' && (value as string).length < schema.minLength) out.push(`${at}: too short`);
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value as string))
    out.push(`${at}: does not match ${schema.pattern}`);
  if (t === 'array') {
    if (typeof schema.minItems === 'number' && (value as unknown[]).length < schema.minItems)
      out.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.items) (value as unknown[]).forEach((v, i) => out.push(...jsonSchemaProblems(schema.items as JsonSchema, v, `${at}[${i}]`)));
  }
  if (t === 'object') {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const r of (schema.required ?? []) as string[]) if (!(r in (value as object))) out.push(`${at}: lacks ${r}`);
    for (const [k, v] of Object.entries(value as object)) {
      if (props[k]) out.push(...jsonSchemaProblems(props[k], v, `${at}.${k}`));
      else if (schema.additionalProperties === false) out.push(`${at}: unknown key ${k}`);
    }
  }
  return out;
}

test('schema/*.schema.json are what `npm run schema` generates from the valibot schemas', () => {
  for (const [name, text] of Object.entries(schemaFiles())) {
    assert.equal(readFileSync(join(REPO, 'schema', name), 'utf8'), text, `schema/${name} is stale: run npm run schema`);
  }
});

test('the sample book.yaml and every shipped template.yaml conform to the published JSON Schemas', () => {
  const book = JSON.parse(schemaFiles()['book.schema.json']);
  const template = JSON.parse(schemaFiles()['template.schema.json']);
  const seeds = parseYaml(readFileSync(join(REPO, 'seeds/book.yaml'), 'utf8'), 'seeds/book.yaml');
  assert.deepEqual(jsonSchemaProblems(book, seeds), []);
  for (const name of readdirSync(join(REPO, 'templates'))) {
    const yaml = parseYaml(readFileSync(join(REPO, 'templates', name, 'template.yaml'), 'utf8'), name);
    assert.deepEqual(jsonSchemaProblems(template, yaml), [], name);
  }
});

test('the JSON Schemas reject what shufang rejects: unknown keys, wrong types, values out of range', () => {
  const book = JSON.parse(schemaFiles()['book.schema.json']);
  const template = JSON.parse(schemaFiles()['template.schema.json']);
  const rejected: [JsonSchema, unknown, RegExp][] = [
    [book, { autor: 'x' }, /unknown key autor/],
    [book, { chapters: 'a.txt' }, /string, not array/],
    [book, { chapters: [{ file: 'a.txt', titel: 'x' }] }, /unknown key titel/],
    [book, { scripts: ['zh-CN'] }, /not one of/],
    [book, { scripts: [] }, /fewer than 1/],
    [book, { template: 'My_Template' }, /does not match/],
    [book, { rules: [{ id: 'a', pattern: 'x' }] }, /lacks scope/],
    [template, { charsPerLine: 26.5 }, /number, not integer/],
    [template, { bodySize: 45 }, /above 30/],
    [template, { margins: { outer: 3 } }, /unknown key outer/],
  ];
  for (const [schema, value, re] of rejected) assert.match(jsonSchemaProblems(schema, value).join('; '), re, JSON.stringify(value));
});
