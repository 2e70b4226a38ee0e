// The book's own cleaning settings through the CLI (docs/rules/cleaning.md#user-rules): rules inline, in a file
// and as a legado 替换净化 export, chapterPattern and --chapter-pattern, authorNotes, the inline flags over
// book.yaml, --strict --allow, a 目录.txt folder, and `shufang init` followed by a build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookFolder } from '../helpers/book-folder.ts';
import { runCli } from '../helpers/tools.ts';
import type { ReportJson } from '../../src/report-json.ts';

const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };
const P = [
  '盖闻天地之数，有十二万九千六百岁为一元。',
  '那猴在山中，却会行走跳跃，食草木，饮涧泉，采山花，觅树果。',
  '看罢多时，跳过桥中间，左右观看，只见正当中有一石碣。',
  '美猴王享乐天真，何期有三五百载。',
];

/** A book folder holding `files` (string = UTF-8 text, Uint8Array = raw bytes). */
const book = (files: Record<string, string | Uint8Array>): string => bookFolder(files, 'shufang-cleaning-');
/** `shufang check --json DIR args…`: exit status and the report. */
function check(dir: string, ...args: string[]): { status: number; report: ReportJson; stderr: string } {
  const run = runCli(['check', dir, '--json', '--no-cache', ...args], { env: EPOCH });
  return {
    status: run.status,
    report: run.status === 0 ? (JSON.parse(run.stdout) as ReportJson) : (undefined as never),
    stderr: run.stderr,
  };
}
const reasons = (r: ReportJson) => r.dropped.map((d) => d.reason);
const CHAPTER = ['第一章 石猴', P[0], '本书首发于某某网，请支持正版。', `${P[1]}（求收藏）`, '孙行者道：“我去也。”', P[2]].join('\n');

test('book.yaml rules inline: a line rule drops, a span rule cuts, a replace rule replaces; each is reported by its id', () => {
  const yaml = [
    'title: 规则',
    'rules:',
    "  - { id: site-line, pattern: '^本书首发于.*$', scope: line }",
    "  - { id: beg-mark, pattern: '（求收藏）', scope: span }",
    "  - { id: rename, pattern: '孙行者', replace: '孙悟空', scope: span }",
  ].join('\n');
  const { status, report } = check(book({ 'book.yaml': yaml, 'chapters/1.txt': CHAPTER }));
  assert.equal(status, 0);
  assert.deepEqual(
    report.dropped.filter((d) => ['site-line', 'beg-mark'].includes(d.reason)).map((d) => [d.reason, d.text]),
    [
      ['site-line', '本书首发于某某网，请支持正版。'],
      ['beg-mark', '（求收藏）'],
    ],
  );
  assert.ok(report.decisions.some((d) => d.kind === 'clean' && (d.data as { rule: string }).rule === 'rename'));
  assert.equal(report.chapters[0].paragraphs, 4);
});

test('book.yaml rules from a YAML file, and from a legado 替换净化 JSON export (disabled entries skipped, non-regex escaped)', () => {
  const rulesYaml = "- { id: site-line, pattern: '^本书首发于.*$', scope: line }\n";
  const yamlBook = check(book({ 'book.yaml': 'rules: rules.yaml\n', 'rules.yaml': rulesYaml, 'chapters/1.txt': CHAPTER }));
  assert.equal(yamlBook.status, 0);
  assert.ok(reasons(yamlBook.report).includes('site-line'));
  const legado = JSON.stringify([
    { name: '首发', pattern: '本书首发于.*?。', replacement: '', isRegex: true, isEnabled: true },
    { name: '收藏', pattern: '（求收藏）', replacement: '', isRegex: false, isEnabled: true },
    { name: '关掉的', pattern: '石碣', replacement: '', isRegex: true, isEnabled: false },
  ]);
  const legadoBook = check(book({ 'book.yaml': 'rules: legado.json\n', 'legado.json': legado, 'chapters/1.txt': CHAPTER }));
  assert.equal(legadoBook.status, 0, legadoBook.stderr);
  assert.deepEqual(
    legadoBook.report.dropped.filter((d) => d.reason.startsWith('legado:')).map((d) => [d.reason, d.text]),
    [
      ['legado:首发', '本书首发于某某网，请支持正版。'],
      ['legado:收藏', '（求收藏）'],
    ],
  );
  assert.ok(!reasons(legadoBook.report).includes('legado:关掉的'));
});

test('chapterPattern in book.yaml splits on headings detection would not see; --chapter-pattern overrides it', () => {
  const text = ['【第1话】雨夜', P[0], P[1], '【第2话】初见', P[2], P[3]].join('\n');
  const byYaml = check(book({ 'book.yaml': "chapterPattern: '^【第(?<number>\\d+)话】'\n", 'novel.txt': text }));
  assert.deepEqual(
    byYaml.report.chapters.map((c) => [c.title, c.number]),
    [
      ['【第1话】雨夜', 1],
      ['【第2话】初见', 2],
    ],
  );
  const flagged = check(book({ 'book.yaml': "chapterPattern: '^never$'\n", 'novel.txt': text }), '--chapter-pattern', '^【第(\\d+)话】');
  assert.deepEqual(
    flagged.report.chapters.map((c) => c.number),
    [1, 2],
  );
});

test('authorNotes: begging notes and notice chapters are left out by default and listed; keep keeps them', () => {
  const text = [
    '第一章 石猴',
    P[0],
    '求月票！求收藏！',
    '第二章 拜师',
    P[1],
    '上架感言',
    '感谢各位书友，明日上架，求首订！',
    '第三章 学艺',
    P[2],
  ].join('\n');
  const dropped = check(book({ 'novel.txt': text }));
  assert.deepEqual(
    dropped.report.chapters.map((c) => c.title),
    ['第一章　石猴', '第二章　拜师', '第三章　学艺'],
  );
  assert.deepEqual(
    dropped.report.dropped.filter((d) => d.reason.startsWith('clean.notice') || d.reason === 'clean.author-note').map((d) => d.reason),
    ['clean.author-note', 'clean.notice-chapter', 'clean.notice-chapter'],
  );
  const kept = check(book({ 'book.yaml': 'authorNotes: keep\n', 'novel.txt': text }));
  assert.deepEqual(
    kept.report.chapters.map((c) => c.title),
    ['第一章　石猴', '第二章　拜师', '上架感言', '第三章　学艺'],
  );
});

test('--title, --author and --language override book.yaml', () => {
  const dir = book({ 'book.yaml': 'title: 旧名\nauthor: 旧人\nlanguage: zh-Hans\n', 'chapters/1.txt': CHAPTER });
  const { report } = check(dir, '--title', '新名', '--author', '新人', '--language', 'zh-Hant');
  assert.deepEqual([report.book.title, report.book.author], ['新名', '新人']);
});

test('--cover puts the given image on the cover instead of book.yaml’s', () => {
  const dir = book({ 'book.yaml': 'cover: old.png\n', 'old.png': png(0), 'new.png': png(1), 'chapters/1.txt': CHAPTER });
  const out = join(dir, 'out');
  const built = runCli(
    ['build', dir, '--out', out, '--formats', 'epub', '--scripts', 'zh-Hans', '--cover', join(dir, 'new.png'), '--no-cache'],
    {
      env: EPOCH,
    },
  );
  assert.equal(built.status, 0, built.stderr);
  const epub = unzipSync(readFileSync(join(out, `${readdirSync(out).find((f) => f.endsWith('.epub'))}`)));
  const images = Object.entries(epub).filter(([name]) => name.endsWith('.png'));
  assert.deepEqual(
    images.map(([, bytes]) => Buffer.from(bytes).equals(Buffer.from(png(1)))),
    [true],
  );
});

test('--strict fails on warnings; --allow lets the named codes through; an unknown code is a usage error', () => {
  // A chapter in GBK: W_ENCODING_GUESSED.
  const dir = book({ 'chapters/1.txt': gbkOf(['第一章 石猴', ...P].join('\n')) });
  assert.equal(runCli(['check', dir, '--strict', '--no-cache'], { env: EPOCH }).status, 3);
  const allowed = runCli(['check', dir, '--strict', '--allow', 'W_ENCODING_GUESSED', '--no-cache'], { env: EPOCH });
  assert.equal(allowed.status, 0, allowed.stderr);
  const typo = runCli(['check', dir, '--strict', '--allow', 'W_ENCODING_GUESSD', '--no-cache'], { env: EPOCH });
  assert.equal(typo.status, 2);
  assert.match(typo.stderr, /--allow/);
});

test('a folder’s 目录.txt orders its chapter files', () => {
  const dir = book({ '⑩.txt': `归山\n${P[3]}`, '①.txt': `石猴\n${P[0]}`, '②.txt': `拜师\n${P[1]}`, '目录.txt': '①.txt\n②.txt\n⑩.txt\n' });
  const { report } = check(dir);
  assert.deepEqual(
    report.chapters.map((c) => c.sources[0]),
    ['①.txt', '②.txt', '⑩.txt'],
  );
  assert.ok(!report.book.input.includes('目录.txt'), 'the list is not read as a chapter');
});

test('shufang init writes a commented book.yaml, an example chapter and a .gitignore; build then works; init never overwrites', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'shufang-init-')), 'mybook');
  const init = runCli(['init', dir]);
  assert.equal(init.status, 0, init.stderr);
  assert.deepEqual(readdirSync(dir).sort(), ['.gitignore', 'book.yaml', 'chapters']);
  const out = join(dir, 'out');
  const built = runCli(['build', dir, '--out', out, '--formats', 'epub', '--scripts', 'zh-Hans', '--no-cache'], { env: EPOCH });
  assert.equal(built.status, 0, built.stderr);
  assert.ok(existsSync(join(out, 'mybook.zh-Hans.epub')));
  const again = runCli(['init', dir]);
  assert.equal(again.status, 10);
  assert.match(again.stderr, /already exist/);
});

/** A valid 1×1 PNG whose one grey pixel is `shade` (two covers must differ byte for byte). */
function png(shade: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, shade]))),
    chunk('IEND', new Uint8Array()),
  ]);
}
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Text in GBK, for the encoding warning (Node's TextDecoder reads GBK; this inverts it for the few characters used). */
function gbkOf(text: string): Uint8Array {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(table.get(ch) ?? [0x3f]));
  }
  return new Uint8Array(bytes);
}
