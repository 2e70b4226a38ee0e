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
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ingestBytes } from '../src/ingest/index.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { dedupeChapters } from '../src/stages/dedupe.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { converter } from '../src/opencc/converter.ts';
import type { StageContext } from '../src/stages/context.ts';

const corpus = resolve(process.argv[2] ?? '../shared/corpus');
const src = readFileSync(join(corpus, 'sanguoyanyi', 'sanguoyanyi.zhs.utf8.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.length > 40 && !/第.{1,5}回/.test(l));
const CN = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const toHant = converter('s2tw');
const body = (n: number, k = 12) => Array.from({ length: k }, (_, j) => '　　' + src[(n * 53 + j * 3) % src.length]);
const chapter = (n: number, title = `题${n}`) => [`第${CN[n]}章 ${title}`, ...body(n)];
const run = (name: string, lines: string[], expect: string[]) => {
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(lines.join('\n') + '\n'), { path: 'book.txt' }, report);
  const ctx: StageContext = { settings: { scripts: ['zh-Hans'], authorNotes: 'drop' } };
  const cleaned = cleanBook({ meta: { title: 'x', author: '', slug: 'x' }, chapters }, ctx);
  const d = dedupeChapters(cleaned.book, ctx);
  const titles = d.book.chapters.map((c) => c.title.replace(/\u3000.*/, ''));
  const ok = JSON.stringify(titles) === JSON.stringify(expect);
  const warns = [...new Set(JSON.stringify([report.done(), cleaned.diagnostics, d.diagnostics]).match(/W_[A-Z_]+/g) ?? [])]
    .filter((w) => w !== 'W_PRIVATE_USE' && w !== 'W_CENSORED')
    .join(',');
  console.log(`${ok ? 'ok ' : 'BAD'} ${name.padEnd(34)} ${titles.length} ${ok ? '' : JSON.stringify(titles)} ${warns}`);
  right += ok ? 1 : 0;
  total++;
};
let right = 0;
let total = 0;
const ten = (n: number) => Array.from({ length: n }, (_, i) => `第${CN[i + 1]}章`);
const base = Array.from({ length: 10 }, (_, i) => chapter(i + 1)).flat();
// A: chapter 5 again from another site, in Traditional, a few sentences changed.
const dupT = [
  `第五章 題5`,
  ...body(5)
    .map((l, j) => (j % 5 === 0 ? l + '他道：「正是。」' : l))
    .map(toHant),
];
run(
  'dup other site, Traditional',
  [...Array.from({ length: 5 }, (_, i) => chapter(i + 1)).flat(), ...dupT, ...Array.from({ length: 5 }, (_, i) => chapter(i + 6)).flat()],
  ten(10),
);
// B: the same chapter re-appended at the end.
run('chapter 3 re-appended at end', [...base, ...chapter(3)], ten(10));
// C: placeholder variants before the real chapter.
for (const ph of ['今晚八点更新，敬请期待', '防盗章节，半小时后替换', '内容更新中...', '请假一天，明日补更']) {
  const lines = [
    ...Array.from({ length: 2 }, (_, i) => chapter(i + 1)).flat(),
    `第三章 ${ph}`,
    '　　本章节正在更新，请稍后刷新。',
    ...Array.from({ length: 8 }, (_, i) => chapter(i + 3)).flat(),
  ];
  run(`placeholder: ${ph}`, lines, ten(10));
}
// D: a second part restarting at 第一章.
run(
  '第二部 restarts at 第一章',
  [
    '第一部 起',
    ...Array.from({ length: 4 }, (_, i) => chapter(i + 1)).flat(),
    '第二部 承',
    ...Array.from({ length: 4 }, (_, i) => [`第${CN[i + 1]}章 续${i + 1}`, ...body(i + 20)]).flat(),
  ],
  [...ten(4), ...ten(4)],
);
// E: a stub: the heading first with only site nav, then the real copy.
run(
  'stub heading with nav only',
  [
    ...Array.from({ length: 3 }, (_, i) => chapter(i + 1)).flat(),
    '第四章 题4',
    '上一章 | 目录 | 下一章',
    ...Array.from({ length: 7 }, (_, i) => chapter(i + 4)).flat(),
  ],
  ten(10),
);
// F: two pages of chapter 4 under its heading again with (1/2), (2/2).
run(
  'chapter split in pages (1/2)',
  [
    ...Array.from({ length: 3 }, (_, i) => chapter(i + 1)).flat(),
    '第四章 题4（1/2）',
    ...body(4, 6),
    '第四章 题4（2/2）',
    ...body(44, 6),
    ...Array.from({ length: 6 }, (_, i) => chapter(i + 5)).flat(),
  ],
  ten(10),
);
// G: a chapter out of place in one file (chapter 7 before 6): kept, in the file's order (a single file's order is its
// author's; the order stage, not run here, warns W_NUMBER_BACKWARDS).
run(
  'out of order 7 before 6',
  [
    ...Array.from({ length: 5 }, (_, i) => chapter(i + 1)).flat(),
    ...chapter(7),
    ...chapter(6),
    ...Array.from({ length: 3 }, (_, i) => chapter(i + 8)).flat(),
  ],
  ['第一章', '第二章', '第三章', '第四章', '第五章', '第七章', '第六章', '第八章', '第九章', '第十章'],
);
console.log(`${right}/${total} scenarios right`);
