/**
 * CLI goldens in pandoc's command-test style: one file per error case under
 * tests/golden/cli/, holding the input files, the command, its stderr (`2> ` lines), what it wrote to --out and
 * `=> exit code`. `[ROOT]` stands for the case's temporary folder, `[PKG]` for the package.
 */
import { test } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, REPO } from '../helpers/tools.ts';
import { expectGolden } from '../helpers/golden.ts';

/** Distinct short chapters (two alike would be deduplicated), lines of 千字文. */
const LINES = [
  '天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。',
  '寒来暑往，秋收冬藏。闰余成岁，律吕调阳。',
  '云腾致雨，露结为霜。金生丽水，玉出昆冈。',
];
const chapter = (n: number) => `第${n}章　第${n}章\n${LINES[(n - 1) % 3]}\n${LINES[n % 3]}${n}。\n`;
const classic = (changes: string) => `extends: classic\n${changes}`;
/** A template with every key of classic's but `changes` (today a template must give every key; it borrows classic's epub.css). */
const fullTemplate = (changes: Record<string, string>) =>
  Object.entries({
    extends: 'classic',
    page: 'A5',
    margins: '\n  top: 20\n  bottom: 22\n  inner: 24',
    bodySize: '10.5',
    leading: '18',
    charsPerLine: '27',
    indent: '2',
    prohibition: 'basic',
    compression: '\n  zh-Hans: gb\n  zh-Hant: tw-solid',
    headingSize: '16',
    chapterOpener: 'page',
    runningHeads: 'true',
    toc: 'true',
    lineHeight: '1.7',
    writingMode: 'horizontal',
    embedFonts: 'true',
    ...changes,
  })
    .map(([k, v]) => `${k}:${v.startsWith('\n') ? '' : ' '}${v}`)
    .join('\n') + '\n';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

interface Case {
  name: string;
  title: string;
  /** Files of `[ROOT]/book` (a string is UTF-8 text); a symlink is `{ link: target }`. */
  files?: Record<string, string | Uint8Array | { link: string }>;
  /** Arguments after `shufang`; `[ROOT]` is replaced by the case folder. */
  args: string[];
  env?: Record<string, string>;
}

const BUILD = ['build', '[ROOT]/book', '--out', '[ROOT]/out'];
const EPUB = [...BUILD, '--formats', 'epub'];
const CASES: Case[] = [
  // book.yaml (E_CONFIG_INVALID, exit 6)
  {
    name: 'book-yaml-unknown-key',
    title: 'book.yaml: a misspelt key',
    files: { 'book.yaml': 'title: 书\nautor: 某\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-wrong-type',
    title: 'book.yaml: a string where a list belongs',
    files: { 'book.yaml': 'title: 书\nchapters: 1.txt\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-bad-enum-in-list',
    title: 'book.yaml: an unknown script inside a list, on line 3',
    files: { 'book.yaml': 'title: 书\nauthor: 某\nscripts: [zh-Hans, zh-CN]\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-chapter-entry-unknown-key',
    title: 'book.yaml: a misspelt key inside a chapters: entry',
    files: {
      'book.yaml': 'title: 书\nchapters:\n  - file: 1.txt\n    title: 第一章\n  - file: 2.txt\n    titel: 第二章\n',
      '1.txt': chapter(1),
      '2.txt': chapter(2),
    },
    args: EPUB,
  },
  {
    name: 'book-yaml-chapter-entry-wrong-type',
    title: 'book.yaml: a chapters: entry whose title is a number',
    files: { 'book.yaml': 'chapters:\n  - 1.txt\n  - file: 2.txt\n    title: 2\n', '1.txt': chapter(1), '2.txt': chapter(2) },
    args: EPUB,
  },
  {
    name: 'book-yaml-chapter-entry-without-file',
    title: 'book.yaml: a chapters: entry without file:',
    files: { 'book.yaml': 'chapters:\n  - 1.txt\n  - title: 第二章\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-nested-unknown-key',
    title: 'book.yaml: an unknown script under fonts:',
    files: { 'book.yaml': 'title: 书\nfonts:\n  zh-Hans: a.ttf\n  zh-TW: b.ttf\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-malformed',
    title: 'book.yaml: not YAML',
    files: { 'book.yaml': 'title: 书\n  author: [x\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-list',
    title: 'book.yaml: a list, not a mapping',
    files: { 'book.yaml': '- title\n- author\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-path-leaves-folder',
    title: 'book.yaml: a chapter path that leaves the book folder',
    files: { 'book.yaml': 'chapters: [../../etc/passwd]\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-cover-not-image',
    title: 'book.yaml: a cover that is not a JPEG or PNG',
    files: { 'book.yaml': 'cover: 1.txt\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-symlink-out-of-folder',
    title: 'a chapter file that is a symlink out of the book folder',
    files: { '1.txt': chapter(1), '2.txt': { link: '/etc/passwd' } },
    args: EPUB,
  },
  // Templates (E_TEMPLATE, exit 5)
  {
    name: 'template-unknown',
    title: '--template names no template',
    files: { '1.txt': chapter(1) },
    args: [...EPUB, '--template', 'nope'],
  },
  {
    name: 'template-bad-name',
    title: '--template with characters a name may not have',
    files: { '1.txt': chapter(1) },
    args: [...EPUB, '--template', 'My_Template'],
  },
  {
    name: 'template-unknown-key',
    title: "a book's template with a key templates do not have",
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': fullTemplate({ fontSize: '11' }), '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'template-fractional-chars-per-line',
    title: 'charsPerLine: 26.5 (the measure must be whole em, JUST-2)',
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': fullTemplate({ charsPerLine: '26.5' }), '1.txt': chapter(1) },
    args: [...BUILD, '--scripts', 'zh-Hans'],
  },
  {
    name: 'template-no-text-area',
    title: 'margins that leave no room for a text block',
    files: {
      'book.yaml': 'template: mine\n',
      'templates/mine/template.yaml': fullTemplate({ margins: '\n  top: 100\n  bottom: 100\n  inner: 24' }),
      '1.txt': chapter(1),
    },
    args: [...BUILD, '--scripts', 'zh-Hans'],
  },
  {
    name: 'template-measure-too-wide',
    title: 'a measure wider than the page',
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': fullTemplate({ charsPerLine: '60' }), '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'template-out-of-range',
    title: 'a body size outside 6–30 pt',
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': fullTemplate({ bodySize: '45' }), '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'template-extends-partial',
    title: 'a template that extends classic and sets only bodySize',
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': classic('bodySize: 12\n'), '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'template-extends-cycle',
    title: 'two templates that extend each other',
    files: {
      'book.yaml': 'template: mine\n',
      'templates/mine/template.yaml': 'extends: other\nbodySize: 12\n',
      'templates/other/template.yaml': '# other extends mine back\nextends: mine\n',
      '1.txt': chapter(1),
    },
    args: EPUB,
  },
  {
    name: 'template-extends-unknown',
    title: 'a template that extends one that does not exist',
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': 'description: mine\nextends: nope\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'template-yaml-malformed',
    title: 'a template.yaml that is not YAML',
    files: { 'book.yaml': 'template: mine\n', 'templates/mine/template.yaml': 'extends: classic\nmargins: [top: 3\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'template-extends-bad-margin-key',
    title: 'a template that extends classic with a misspelt margin',
    files: {
      'book.yaml': 'template: mine\n',
      'templates/mine/template.yaml': 'extends: classic\nmargins:\n  top: 30\n  outer: 20\n',
      '1.txt': chapter(1),
    },
    args: EPUB,
  },
  // book.yaml keys for the user's cleaning rules: what they do comes with the cleaning work; their values are checked now
  {
    name: 'book-yaml-rule-bad-pattern',
    title: 'book.yaml: a rule whose pattern is not a regular expression',
    files: {
      'book.yaml':
        'title: 书\nrules:\n  - id: ads\n    pattern: 本站\n    scope: line\n  - id: broken\n    pattern: "(未完"\n    scope: span\n',
      '1.txt': chapter(1),
    },
    args: EPUB,
  },
  {
    name: 'book-yaml-rule-without-scope',
    title: 'book.yaml: a rule without its scope',
    files: { 'book.yaml': 'rules:\n  - id: ads\n    pattern: 本站\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-rules-file-missing',
    title: 'book.yaml: a rules file that does not exist',
    files: { 'book.yaml': 'title: 书\nrules: rules.yaml\n', '1.txt': chapter(1) },
    args: EPUB,
  },
  {
    name: 'book-yaml-chapter-pattern-and-notes',
    title: 'book.yaml: a chapterPattern that does not compile and an authorNotes value that is not drop or keep',
    files: { 'book.yaml': "title: 书\nauthorNotes: hide\nchapterPattern: '^第(\\d+章'\n", '1.txt': chapter(1) },
    args: EPUB,
  },
  // Input (E_INPUT 4, E_DECODE_FAILED 9, E_FRONT_MATTER 8)
  { name: 'input-missing', title: 'an input that does not exist', args: ['build', '[ROOT]/no-such-book', '--out', '[ROOT]/out'] },
  {
    name: 'input-not-a-source',
    title: 'an input file that is not .txt or .md',
    files: { 'a.pdf': '%PDF-1.4\n' },
    args: ['build', '[ROOT]/book/a.pdf'],
  },
  { name: 'input-only-empty-files', title: 'a book whose files are all empty', files: { '1.txt': '', '2.txt': '\n\n' }, args: EPUB },
  {
    name: 'encoding-invalid-utf8',
    title: 'invalid UTF-8 in a file book.yaml declares UTF-8',
    files: {
      'book.yaml': 'encoding: utf-8\n',
      '1.txt': Uint8Array.from([...Buffer.from('第1章\n天地'), 0xe5, 0x28, ...Buffer.from('玄黄\n')]),
    },
    args: EPUB,
  },
  { name: 'encoding-binary-as-txt', title: 'a PNG named .txt', files: { '1.txt': chapter(1), '2.txt': PNG }, args: EPUB },
  {
    name: 'front-matter-malformed',
    title: 'front matter that is not YAML',
    files: { '1.md': '---\ntitle: 第一章: 决战\n---\n正文。\n' },
    args: EPUB,
  },
  { name: 'front-matter-list', title: 'front matter that is a list', files: { '1.md': '---\n- a\n- b\n---\n正文。\n' }, args: EPUB },
  {
    name: 'front-matter-full-width-colon',
    title: 'front matter written with a full-width colon',
    files: { '1.md': '---\ntitle：第五章\n---\n正文。\n' },
    args: EPUB,
  },
  // --strict (E_WARNINGS_AS_ERRORS, exit 3)
  {
    name: 'strict-build',
    title: 'build --strict with a chapter gap',
    files: { '1.txt': chapter(1), '2.txt': chapter(3) },
    args: [...EPUB, '--strict'],
  },
  {
    name: 'strict-check',
    title: 'check --strict with a chapter gap',
    files: { '1.txt': chapter(1), '2.txt': chapter(3) },
    args: ['check', '[ROOT]/book', '--strict'],
  },
  // Flags and environment (E_USAGE, exit 2)
  { name: 'flag-unknown', title: 'an unknown flag', files: { '1.txt': chapter(1) }, args: [...EPUB, '--frobnicate'] },
  {
    name: 'flag-bad-formats',
    title: '--formats with a format shufang does not write',
    files: { '1.txt': chapter(1) },
    args: [...BUILD, '--formats', 'epub,mobi'],
  },
  {
    name: 'flag-bad-scripts',
    title: '--scripts with an unknown script',
    files: { '1.txt': chapter(1) },
    args: [...EPUB, '--scripts', 'zh-CN'],
  },
  {
    name: 'flag-bad-language',
    title: '--language with a script a book cannot be written in',
    files: { '1.txt': chapter(1) },
    args: [...EPUB, '--language', 'zh-Hant-HK'],
  },
  {
    name: 'flag-bad-chapter-pattern',
    title: '--chapter-pattern that does not compile',
    files: { '1.txt': chapter(1) },
    args: [...EPUB, '--chapter-pattern', '第(\\d+'],
  },
  {
    name: 'flag-cover-not-image',
    title: '--cover with a file that is not a JPEG or PNG',
    files: { '1.txt': chapter(1) },
    args: [...EPUB, '--cover', '[ROOT]/book/1.txt'],
  },
  { name: 'flag-bad-shard', title: '--shard out of range', files: { '1.txt': chapter(1) }, args: [...EPUB, '--shard', '4/3'] },
  { name: 'command-unknown', title: 'an unknown command', args: ['publish', '[ROOT]/book'] },
  {
    name: 'env-bad-source-date-epoch',
    title: 'SOURCE_DATE_EPOCH that is not whole seconds',
    files: { '1.txt': chapter(1) },
    args: EPUB,
    env: { SOURCE_DATE_EPOCH: 'yesterday' },
  },
  // Fonts and output (E_FONT 7, E_OUTPUT 10)
  {
    name: 'font-missing',
    title: 'book.yaml names a font file that does not exist',
    files: { 'book.yaml': 'fonts:\n  zh-Hans: none.ttf\n', '1.txt': chapter(1) },
    args: [...BUILD, '--formats', 'pdf', '--scripts', 'zh-Hans'],
  },
  {
    name: 'out-not-a-folder',
    title: '--out names a file',
    files: { '1.txt': chapter(1), occupied: 'a file\n' },
    args: ['build', '[ROOT]/book', '--out', '[ROOT]/book/occupied', '--formats', 'epub'],
  },
];

/** Files longer than this are listed by size only; shorter text files are shown, so the golden reads on its own. */
const SHOWN = 400;

/** The case's files as the golden shows them. */
function describeFiles(files: NonNullable<Case['files']>): string[] {
  const lines = ['Files in [ROOT]/book:'];
  for (const [name, data] of Object.entries(files)) {
    if (typeof data === 'object' && 'link' in data) lines.push(`    ${name} -> ${data.link}`);
    else if (typeof data === 'string' && Buffer.byteLength(data) <= SHOWN && !/^第\d+章/.test(data))
      lines.push(
        `    ${name}`,
        ...data
          .replace(/\n$/, '')
          .split('\n')
          .map((l) => `        ${l}`),
      );
    else lines.push(`    ${name}  (${typeof data === 'string' ? `${Buffer.byteLength(data)} bytes of text` : `${data.length} bytes`})`);
  }
  return lines;
}

/** Runs the CLI without blocking, so cases run side by side. */
function runAsync(args: string[], root: string, env: Record<string, string>): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    // In the checkout, where `--import tsx` resolves; the cases name their files by absolute path.
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO,
      env: { ...process.env, SOURCE_DATE_EPOCH: '1700000000', SHUFANG_CACHE: join(root, 'cache'), CI: 'true', ...env },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? -1, stderr }));
  });
}

async function runCase(c: Case): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'shufang-cli-'));
  for (const [name, data] of Object.entries(c.files ?? {})) {
    const path = join(root, 'book', name);
    mkdirSync(join(path, '..'), { recursive: true });
    if (typeof data === 'object' && 'link' in data) symlinkSync(data.link, path);
    else writeFileSync(path, data);
  }
  const r = await runAsync(
    c.args.map((a) => a.replaceAll('[ROOT]', root)),
    root,
    c.env ?? {},
  );
  const clean = (s: string) => s.replaceAll(root, '[ROOT]').replaceAll(REPO, '[PKG]/').replaceAll(REPO.replace(/\/$/, ''), '[PKG]');
  const out = join(root, 'out');
  const written = existsSync(out) ? readdirSync(out).sort().join(' ') || '(nothing)' : '(nothing)';
  const env = Object.entries(c.env ?? {}).map(([k, v]) => `${k}=${v} `);
  const stderr = clean(r.stderr).replace(/\n$/, '');
  return [
    `<!-- tests/golden/cli.test.ts writes this file; UPDATE_GOLDENS=1 rewrites it. -->`,
    `# ${c.title}`,
    '',
    ...(c.files ? [...describeFiles(c.files), ''] : []),
    '```',
    `% ${env.join('')}shufang ${c.args.join(' ')}`,
    ...(stderr ? stderr.split('\n').map((l) => `2> ${l}`) : []),
    `-- out: ${written}`,
    `=> ${r.status}`,
    '```',
  ].join('\n');
}

/** Every case starts at once, three processes at a time; each test then waits for its own. */
function runAll(cases: Case[], lanes = 3): Promise<string>[] {
  // A chain per lane; case i waits for case i − lanes to finish (Node 20 has no Promise.withResolvers).
  const runs: Promise<string>[] = [];
  cases.forEach((c, i) => {
    const before = runs[i - lanes] ?? Promise.resolve('');
    runs.push(
      before.then(
        () => runCase(c),
        () => runCase(c),
      ),
    );
  });
  return runs;
}

const results = runAll(CASES);
CASES.forEach((c, i) => {
  test(`${c.name}: ${c.title} — stderr, outputs and exit code match the golden`, async () => {
    expectGolden(await results[i], `tests/golden/cli/${c.name}.md`);
  });
});
