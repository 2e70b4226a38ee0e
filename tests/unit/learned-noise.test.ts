import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cutNoiseTokens, learnNoiseTokens } from '../../src/rules/learned-noise.ts';
import { ingestBytes } from '../../src/ingest/index.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, blockText } from '../../src/model/book.ts';
import { run } from '../helpers/stages.ts';

// docs/rules/cleaning.md#noise-tokens-learned-from-the-book

/** Story lines (水浒传, 红楼梦) and where a site scattered `狞贱` and `跋规摇` through them (wild5's shape). */
const STORY = [
  '且說西門慶和那婆娘，終朝取樂，任意歌飲。',
  '這條街上遠近人家，無有一人不知此事。',
  '第四日飯時候，魯智深徑尋到林沖家相探。',
  '六街三市盡回首，屍橫骸臥如豬狗。',
  '瘦臂長腰真勇漢，楊春綽號白花蛇。',
  '才離寂寞神堂路，又守蕭條草料場。',
  '话说凤姐儿自贾琏送黛玉往扬州去后，心中实在无趣。',
];
const NOISY = [
  `${STORY[0]}狞贱`,
  `${STORY[1]}跋规摇`,
  `第四日飯時候，狞贱魯智深徑尋到林沖家相探。`,
  `${STORY[3]}跋规摇`,
  `${STORY[4]}狞贱`,
  `${STORY[5]}跋规摇`,
  `话说凤姐儿自贾琏送黛玉往扬州去后，心中实在无趣。狞贱`,
];

/** The rest of the book: lines that end on a mark, as paragraphs do (a book of mostly open ends is hard-wrapped). */
const REST = Array.from({ length: 24 }, (_, i) => `宋江与众头领第${i + 1}回商议已定，各自回寨去了。`);

test('a token that ends three lines after a sentence or clause mark, and a good share of its occurrences, is learned', () => {
  assert.deepEqual(learnNoiseTokens([NOISY, REST]), ['跋规摇', '狞贱']);
  // Two such lines are not enough evidence, and the same line three times is one line.
  assert.deepEqual(learnNoiseTokens([NOISY.slice(0, 2), REST]), []);
  assert.deepEqual(learnNoiseTokens([[NOISY[0], NOISY[0], NOISY[0]], REST]), []);
  // Where most lines end on a letter the copy is hard-wrapped and its line ends prove nothing.
  const wrapped = REST.map((l) => l.replace('，各自回寨去了。', '，各自回寨'));
  assert.deepEqual(learnNoiseTokens([NOISY, wrapped]), []);
});

test('letters the book uses nowhere else need two line ends, if the token stands three times; a word of the story needs three', () => {
  // 鸅萤 is drawn from the whole block: its letters stand only in it. 琵琶 ends two lines too, but 琵 stands elsewhere.
  const rare = [`${STORY[0]}鸅萤`, `${STORY[1]}鸅萤`, `六街三市盡回首，鸅萤屍橫骸臥如豬狗。`];
  assert.deepEqual(learnNoiseTokens([rare, REST]), ['鸅萤']);
  assert.deepEqual(learnNoiseTokens([rare.slice(0, 2), REST]), [], 'two occurrences in all');
  const word = [`${STORY[0]}琵琶`, `${STORY[1]}琵琶`, '她抱着琵琶坐下。', '琵琶声响了。'];
  assert.deepEqual(learnNoiseTokens([word, ['她又弹起了琵笛。'], REST]), []);
});

test('a name that ends some wrapped lines but stands everywhere else in the story is not learned', () => {
  // 宋江 ends three lines after a full stop (a hard-wrapped copy) and appears in twenty more: 3 of 23 is under the share.
  const wrapped = ['众人都散了。宋江', '天色已晚。宋江', '酒过三巡。宋江'];
  const elsewhere = Array.from({ length: 20 }, (_, i) => `宋江道：“兄弟第${i}回且慢。”`);
  assert.deepEqual(learnNoiseTokens([[...wrapped, ...elsewhere], REST]), []);
  // A list's last name after 、 is no evidence at all.
  assert.deepEqual(learnNoiseTokens([['孙二娘、扈三娘', '石勇、扈三娘', '时迁、扈三娘'], REST]), []);
});

test('every occurrence of a learned token is cut, each one listed', () => {
  assert.deepEqual(cutNoiseTokens('狞贱花谢花飞狞贱花满天', ['狞贱']), { text: '花谢花飞花满天', cuts: ['狞贱', '狞贱'] });
  assert.deepEqual(cutNoiseTokens('花谢花飞花满天', ['狞贱']), { text: '花谢花飞花满天', cuts: [] });
});

test('a book with a site’s noise tokens comes out with the story exact and every token in the report', () => {
  const text = ['第一章 雨夜', ...NOISY.slice(0, 4), '跋规摇', '第二章 晨光', ...NOISY.slice(4), ...REST].join('\n');
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(text), { path: 'b.txt' }, report);
  const book: Book = run(cleanBook, { meta: { title: 't', author: 'a', slug: 's' }, chapters }, report);
  assert.deepEqual(
    book.chapters.map((c) => c.blocks.map(blockText)),
    [STORY.slice(0, 4), [...STORY.slice(4), ...REST]],
  );
  const cut = report.dropped.filter((d) => d.reason === 'junk.noise-token');
  // Seven lines with a token and a line that was only one: eight cuts, each at its line.
  assert.equal(cut.length, 8, JSON.stringify(report.dropped));
  assert.deepEqual(
    cut.map((d) => d.line),
    [2, 3, 4, 5, 6, 8, 9, 10],
  );
});
