/**
 * Measures what a user gets from one file whose chapters a scraper mangled (docs/rules/cleaning.md#duplicates-and-repeated-passages):
 * a chapter again from another site in the other script, a chapter re-appended, placeholder chapters, a second part
 * that numbers from 第一章 again, a heading whose first copy holds only a site's navigation, a chapter split into
 * pages, a chapter out of place. Each scenario is ten chapters of 三国演义 (or eight), through ingest, clean and dedupe;
 * it is right when the expected chapters come out, and the warnings are printed. Written from memory of scraped books
 * (session 36), not from any wild list.
 *
 *   npx tsx scripts/measure-chapters.ts /work/shared/corpus
 */
import { resolve } from 'node:path';
import { converter } from '../src/opencc/converter.ts';
import { cn } from '../tests/helpers/dirty-books.ts';
import { chaptersOf, storyLines } from './one-file-book.ts';

const corpus = resolve(process.argv[2] ?? '../shared/corpus');
const src = storyLines(corpus, 'sanguoyanyi/sanguoyanyi.zhs.utf8.txt');
const toHant = converter('s2tw');
const body = (n: number, k = 12) => Array.from({ length: k }, (_, j) => '　　' + src[(n * 53 + j * 3) % src.length]);
const chapter = (n: number, title = `题${n}`) => [`第${cn(n)}章 ${title}`, ...body(n)];
/** Chapters first … first + count - 1, in order. */
const chapters = (first: number, count: number) => Array.from({ length: count }, (_, i) => chapter(first + i)).flat();
const run = (name: string, lines: string[], expect: string[]) => {
  const { chapters, warnings } = chaptersOf(lines, 'drop');
  const titles = chapters.map((c) => c.title.replace(/\u3000.*/, ''));
  const ok = JSON.stringify(titles) === JSON.stringify(expect);
  const warns = warnings.join(',');
  console.log(`${ok ? 'ok ' : 'BAD'} ${name.padEnd(34)} ${titles.length} ${ok ? '' : JSON.stringify(titles)} ${warns}`);
  right += ok ? 1 : 0;
  total++;
};
let right = 0;
let total = 0;
const ten = (n: number) => Array.from({ length: n }, (_, i) => `第${cn(i + 1)}章`);
const base = chapters(1, 10);
// A: chapter 5 again from another site, in Traditional, a few sentences changed.
const dupT = [
  `第五章 題5`,
  ...body(5)
    .map((l, j) => (j % 5 === 0 ? l + '他道：「正是。」' : l))
    .map(toHant),
];
run('dup other site, Traditional', [...chapters(1, 5), ...dupT, ...chapters(6, 5)], ten(10));
// B: the same chapter re-appended at the end.
run('chapter 3 re-appended at end', [...base, ...chapter(3)], ten(10));
// C: placeholder variants before the real chapter.
for (const ph of ['今晚八点更新，敬请期待', '防盗章节，半小时后替换', '内容更新中...', '请假一天，明日补更']) {
  const lines = [...chapters(1, 2), `第三章 ${ph}`, '　　本章节正在更新，请稍后刷新。', ...chapters(3, 8)];
  run(`placeholder: ${ph}`, lines, ten(10));
}
// D: a second part restarting at 第一章.
run(
  '第二部 restarts at 第一章',
  [
    '第一部 起',
    ...chapters(1, 4),
    '第二部 承',
    ...Array.from({ length: 4 }, (_, i) => [`第${cn(i + 1)}章 续${i + 1}`, ...body(i + 20)]).flat(),
  ],
  [...ten(4), ...ten(4)],
);
// E: a stub: the heading first with only site nav, then the real copy.
run('stub heading with nav only', [...chapters(1, 3), '第四章 题4', '上一章 | 目录 | 下一章', ...chapters(4, 7)], ten(10));
// F: two pages of chapter 4 under its heading again with (1/2), (2/2).
run(
  'chapter split in pages (1/2)',
  [...chapters(1, 3), '第四章 题4（1/2）', ...body(4, 6), '第四章 题4（2/2）', ...body(44, 6), ...chapters(5, 6)],
  ten(10),
);
// G: a chapter out of place in one file (chapter 7 before 6): kept, in the file's order (a single file's order is its
// author's; the order stage, not run here, warns W_NUMBER_BACKWARDS).
run(
  'out of order 7 before 6',
  [...chapters(1, 5), ...chapter(7), ...chapter(6), ...chapters(8, 3)],
  ['第一章', '第二章', '第三章', '第四章', '第五章', '第七章', '第六章', '第八章', '第九章', '第十章'],
);
console.log(`${right}/${total} scenarios right`);
