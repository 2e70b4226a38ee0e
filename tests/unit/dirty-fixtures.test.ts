import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ingestBytes } from '../../src/ingest/index.ts';
import { parseTocEntries } from '../../src/rules/toc-order.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { dedupeChapters } from '../../src/stages/dedupe.ts';
import { orderChapters } from '../../src/stages/order.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, blockText, type Chapter } from '../../src/model/book.ts';
import { run } from '../helpers/stages.ts';
import { naturalCompare } from '../../src/util/natural-sort.ts';

/** Fixtures written for the cleaner: tests/fixtures/dirty/README.md says what each holds. */
const dir = fileURLToPath(new URL('../fixtures/dirty/', import.meta.url));

/** A fixture file or folder through ingest, clean, dedupe and order, as a build runs them. */
function build(name: string, authorNotes: 'drop' | 'keep' = 'drop') {
  const report = new DiagnosticsCollector();
  const path = dir + name;
  const folder = statSync(path).isDirectory();
  // File-name order as the folder listing gives it (natural order sorts ⑩ before ②).
  const names = folder
    ? readdirSync(path)
        .filter((n) => !n.startsWith('目录'))
        .sort(naturalCompare)
    : [name];
  const chapters = names.flatMap((n) => ingestBytes(readFileSync(folder ? `${path}/${n}` : path), { path: n }, report).chapters);
  const toc = folder && names.length ? tocOf(path) : undefined;
  const ctx = { settings: { scripts: ['zh-Hans' as const], authorNotes, ...(toc ? { toc } : {}) } };
  let book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  for (const stage of [cleanBook, dedupeChapters, orderChapters]) book = run(stage, book, report, ctx);
  return { chapters: book.chapters, report };
}
function tocOf(path: string) {
  try {
    return { path: '目录.txt', entries: parseTocEntries(readFileSync(`${path}/目录.txt`, 'utf8')) };
  } catch {
    return undefined;
  }
}
/** The fixtures' story lines (xiyouji A excerpts), in the order the files use them. */
const S = [
  '盖闻天地之数，有十二万九千六百岁为一元。',
  '那猴在山中，却会行走跳跃，食草木，饮涧泉，采山花，觅树果。',
  '众猴拍手称扬道：“好水！好水！原来此处远通山脚之下，直接大海之波。”',
  '看罢多时，跳过桥中间，左右观看，只见正当中有一石碣。',
  '美猴王享乐天真，何期有三五百载。',
  '只见那班部中，忽跳出一个通背猿猴，厉声高叫道：“大王若是这般远虑，真所谓道心开发也！”',
];
const body = (c: Chapter) => c.blocks.filter((b) => b.kind === 'paragraph').map(blockText);
const notes = (c: Chapter) => c.blocks.filter((b) => b.kind === 'authorNote').map(blockText);
const allText = (chapters: Chapter[]) => chapters.flatMap((c) => [c.title, ...c.blocks.map(blockText)]).join('\n');
const dropped = (r: DiagnosticsCollector, reason: string) => r.dropped.filter((d) => d.reason === reason).map((d) => d.text);

test('HTML and script remnants go: entities (double-escaped, &1t;), tags, <br> splits, script lines, a comment with its hidden text', () => {
  const { chapters, report } = build('markup.txt');
  assert.deepEqual(body(chapters[0]), [...S.slice(0, 6), '今孔明长驱大进，必将割陇西小麦。']);
  const text = allText(chapters);
  for (const remnant of ['<', '>', '&', 'nbsp', '();', '$(', 'script', '认识']) assert.ok(!text.includes(remnant), remnant);
  assert.deepEqual(dropped(report, 'junk.script'), [
    'app2();read2();',
    'chaptererror();',
    '<script type="text/javascript">',
    '$(function(){',
    "$('#ad').hide();",
    '});',
    '</script>',
  ]);
  assert.ok(dropped(report, 'junk.markup').includes('<!--script>认识，“我们对任何一个命题都可以说出相反的命题来”。主<script-->'));
});

test('every advert family of scraped books goes, alone or glued to a story line; 且听下回分解 stays', () => {
  const { chapters, report } = build('ads.txt');
  assert.deepEqual(body(chapters[0]), [S[0], S[1], S[2]]);
  assert.deepEqual(body(chapters[1]), [S[3], '那祖师闻言，即命大众引孙悟空出二门外。', S[4], '且听下回分解。']);
  // The tail of an advert broken across two lines goes with it.
  assert.ok(report.dropped.some((d) => d.text === '体验。' && d.reason === 'junk.ad'));
  for (const line of ['（本章完）', 'B:如果发现未完……登录（爪机书屋）提供24小时循环更新！！', '（严禁未经本站允许私自转载，否则后果自负）'])
    assert.ok(
      report.dropped.some((d) => d.text === line),
      line,
    );
});

test('disguised domains go (look-alike letters, circled digits, full width, spaces, slashes, 点), also inside story lines', () => {
  const { chapters, report } = build('domains.txt');
  assert.deepEqual(body(chapters[0]), [
    S[0],
    '那猴在山中，却会行走跳跃，食草木，饮涧泉。',
    '众猴拍手称扬道：“好水！好水！”',
    '看罢多时，跳过桥中间，左右观看。',
  ]);
  assert.ok(body(chapters[1]).includes('美猴王享乐天真，何期有三五百载。'));
  assert.deepEqual(
    report.dropped
      .filter((d) => d.reason === 'junk.url' || d.reason === 'junk.site-name' || d.reason === 'junk.remember-url')
      .map((d) => d.text),
    [
      'ШЩЩ.⑦⑨ＸＳ.сОМ',
      'wＷw．xiＡoshＵotxt.cＯm',
      'www/xiaoshuotxt/c o m',
      '请记住本站：ｗｗｗ。ｂｉｑｕｇｅ。ｃｏｍ',
      't,xt,小,说天,堂',
      '/tXt|?小说天堂',
      'www点biquge点la',
      'w w w . 2 1 c o m i n g . c o m',
    ],
  );
});

test('navigation bars and scan credits go; begging lines and a 作者有话要说 block become author notes; notice chapters are notices', () => {
  const { chapters, report } = build('nav-notes.txt', 'keep');
  assert.deepEqual(
    ['junk.site-header', 'junk.nav', 'junk.credits'].map((r) => dropped(report, r).length),
    [1, 3, 1],
  );
  assert.deepEqual(notes(chapters[0]), ['求推荐票！', '求月票！求收藏！', '第三更送上，求收藏！', 'PS：周一求推荐票~']);
  // 三更时分 is the third watch of the night: story.
  assert.deepEqual(body(chapters[1]).slice(-1), ['三更时分，窗外起了风。']);
  assert.deepEqual(notes(chapters[1]), ['作者有话要说：', '今天加班，晚了一点，谢谢大家的月票。', '下一章周五更新。']);
  assert.deepEqual(
    chapters.filter((c) => c.role === 'notice').map((c) => [c.title, notes(c).length, body(c).length]),
    [
      ['上架感言', 1, 0],
      ['请假条', 1, 0],
    ],
  );
});

test('authorNotes drop (the default): notes and notice chapters leave the book and are listed in the report', () => {
  const { chapters, report } = build('nav-notes.txt');
  assert.deepEqual(
    chapters.map((c) => c.title),
    ['第一章　石猴', '第二章　拜师', '第三章　学艺', '第四章　归山'],
  );
  assert.ok(chapters.every((c) => notes(c).length === 0));
  assert.deepEqual(dropped(report, 'clean.author-note').length, 7);
  // Each notice chapter: its heading, then its lines.
  assert.deepEqual(dropped(report, 'clean.notice-chapter'), [
    '上架感言',
    '感谢各位书友一路支持，本书明日上架，求首订！',
    '请假条',
    '家里有事，请假一天，明天补更。',
  ]);
});

test('a repeated heading whose first copy is site navigation is one chapter; a placeholder chapter goes with W_PLACEHOLDER_CHAPTER', () => {
  const { chapters, report } = build('stub-placeholder.txt');
  assert.deepEqual(
    chapters.map((c) => c.title),
    ['第一章　石猴', '第二章　拜师', '第三章　学艺'],
  );
  assert.deepEqual(dropped(report, 'split.repeated-heading'), ['第二章 拜师']);
  assert.deepEqual(
    report.warnings.map((w) => w.code),
    ['W_PLACEHOLDER_CHAPTER'],
  );
});

test('a chapter from another site under the same number, reworded and in Traditional, is one chapter; the book-script copy stays', () => {
  const { chapters, report } = build('folder-dup');
  assert.deepEqual(
    chapters.map((c) => [c.title, c.sources]),
    [
      ['第一章　石猴', ['001.txt']],
      ['第二章　拜师', ['002.txt', '002-other-site.txt']],
    ],
  );
  const near = report.warnings.find((w) => w.code === 'W_NEAR_DUPLICATE_CHAPTER');
  assert.ok(near && (near.data?.similarity as number) < 0.8, 'below the near-duplicate threshold: found by the same number');
  assert.ok(report.warnings.some((w) => w.code === 'W_PLACEHOLDER_CHAPTER' && /003\.txt/.test(w.message)));
});

test('a folder’s 目录.txt gives the order (file names sort ⑩ before ② naturally)', () => {
  assert.deepEqual(['①.txt', '②.txt', '⑩.txt'].sort(naturalCompare), ['①.txt', '⑩.txt', '②.txt'], 'the trap the list avoids');
  const { chapters, report } = build('folder-toc');
  assert.deepEqual(
    chapters.map((c) => c.sources[0]),
    ['①.txt', '②.txt', '⑩.txt'],
  );
  assert.deepEqual(report.warnings, []);
});

const shapes: [string, string[], (number | undefined)[], string?][] = [
  ['hash-index.txt', ['第1章', '第2章', '第3章'], [1, 2, 3]],
  ['hashes.txt', ['第一章', '第二章', '第三章'], [1, 2, 3]],
  ['dashes-zhengwen.txt', ['第一章　我要减肥！', '第二章　山门！', '第三章　归途！'], [1, 2, 3]],
  ['volume-url.txt', ['第2040章　不宣于口！', '第2041章　夜行！', '第2042章　渡口！'], [2040, 2041, 2042], '第十三卷　灯火阑珊'],
  ['bracket.txt', ['【001】雨夜', '【002】初见', '【003】风起'], [1, 2, 3]],
  ['list.txt', ['1.　雨夜', '2.　初见', '3.　风起'], [1, 2, 3]],
  ['english.txt', ['Prelude 1', 'Chapter 1', 'Chapter 2', 'Interlude 2', 'Chapter 3'], [undefined, 1, 2, undefined, 3]],
  ['circled.txt', ['①即便如此…', '②雨夜', '③风起'], [1, 2, 3]],
  ['mojibake.txt', ['第一章　石猴', '第二章　拜师', '第三章　六句真言'], [1, 2, 3]],
];
for (const [file, titles, numbers, volume] of shapes) {
  test(`CLEAN-9 heading shape of ${file}: every chapter found, titles and numbers right`, () => {
    const { chapters, report } = build(`headings/${file}`);
    assert.deepEqual(
      chapters.map((c) => [c.title, c.number]),
      titles.map((t, i) => [t, numbers[i]]),
    );
    if (volume) assert.ok(chapters.every((c) => c.volume === volume));
    assert.ok(!report.warnings.some((w) => w.code === 'W_NO_CHAPTERS' || w.code === 'W_CHAPTERS_AMBIGUOUS'));
    // No heading line is left in a chapter's text.
    for (const c of chapters) for (const t of body(c)) assert.ok(!titles.some((h) => t.includes(h.split('　')[0])), t);
  });
}

test('mojibake headings are decoded again and reported once as W_MOJIBAKE', () => {
  const { report } = build('headings/mojibake.txt');
  const w = report.warnings.filter((x) => x.code === 'W_MOJIBAKE');
  assert.deepEqual([w.length, w[0]?.data?.lines, w[0]?.data?.encoding], [1, 3, 'gb18030']);
});

test('序章, 引子, 幕间, 番外, 外传, 尾声, 后记 are headings with their roles; order puts each in its place', () => {
  const { chapters } = build('headings/specials.txt');
  assert.deepEqual(
    chapters.map((c) => [c.title.split('　')[0], c.role]),
    [
      ['序章', 'prologue'],
      ['引子', 'prologue'],
      ['第一章', undefined],
      ['幕间', 'interlude'],
      ['第二章', undefined],
      ['番外', 'extra'],
      ['外传', 'extra'],
      ['尾声', 'epilogue'],
      ['后记', 'epilogue'],
    ],
  );
});

test('a 第二部 that restarts at 第一章 is two volumes, not duplicates: no warning, four chapters in order', () => {
  const { chapters, report } = build('headings/restart.txt');
  assert.deepEqual(
    chapters.map((c) => [c.volume, c.number]),
    [
      ['第一部　花果山', 1],
      ['第一部　花果山', 2],
      ['第二部　天宫', 1],
      ['第二部　天宫', 2],
    ],
  );
  assert.deepEqual(report.warnings, []);
});
