/**
 * Measures chapter detection on heading shapes written from memory of web-novel txt files, not from any wild list
 * (docs/rules/cleaning.md#heading-shapes-and-families): each shape makes a book of 12 chapters (15 story lines of
 * 红楼梦 each) as one file, which goes through ingest, clean and dedupe as a user's does; a shape is right when 12
 * chapters come out. `development` is the set the splitter was fixed on (session 36); `held` was written after those
 * fixes and measured only (do not change the splitter for it without writing a new held set).
 *
 *   npx tsx scripts/measure-headings.ts /work/shared/corpus
 */
import { resolve } from 'node:path';
import { cn } from '../tests/helpers/dirty-books.ts';
import { chaptersOf, storyLines } from './one-file-book.ts';

const corpus = resolve(process.argv[2] ?? '../shared/corpus');
const src = storyLines(corpus, 'hongloumeng/hongloumeng.zhs.utf8.txt');
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const TITLES = ['雨夜', '归来', '初见', '风起', '夜宴', '别离', '重逢', '暗流', '山门', '试炼', '血战', '尾声'];
const pad = (n: number, w = 3) => String(n).padStart(w, '0');
const DEVELOPMENT: Record<string, (n: number, t: string) => string> = {
  cn章: (n, t) => `第${cn(n)}章 ${t}`,
  'n章:': (n, t) => `第${n}章：${t}`,
  pad章: (n, t) => `第${pad(n)}章 ${t}`,
  'Chapter n': (n, t) => `Chapter ${n} ${t}`,
  'Chapter n:': (n, t) => `Chapter ${n}: ${t}`,
  'CHAPTER roman': (n) => `CHAPTER ${ROMAN[n]}`,
  'n. t': (n, t) => `${n}. ${t}`,
  'n、t': (n, t) => `${n}、${t}`,
  '（cn）t': (n, t) => `（${cn(n)}）${t}`,
  '【第n章】t': (n, t) => `【第${n}章】${t}`,
  cn回: (n, t) => `第${cn(n)}回 ${t}`,
  cn节: (n, t) => `第${cn(n)}节 ${t}`,
  n话: (n, t) => `第${n}话 ${t}`,
  '正文 第n章': (n, t) => `正文 第${n}章 ${t}`,
  't（cn）': (n, t) => `${t}（${cn(n)}）`,
  '## 第n章': (n, t) => `## 第${n}章 ${t}`,
  '☆、第n章': (n, t) => `☆、第${n}章 ${t}`,
  '第n章.t': (n, t) => `第${n}章.${t}`,
  'cn、t': (n, t) => `${cn(n)}、${t}`,
  '卷+章': (n, t) => `第${cn(Math.ceil(n / 6))}卷 第${cn(n)}章 ${t}`,
  'pad t': (n, t) => `${pad(n)} ${t}`,
  第n幕: (n, t) => `第${n}幕 ${t}`,
  'VIP卷 第n章': (n, t) => `VIP卷 第${n}章 ${t}`,
  '第n章 t（求收藏）': (n, t) => `第${n}章 ${t}（求收藏）`,
  '===第n章===': (n, t) => `===第${n}章 ${t}===`,
  第cn部分: (n, t) => `第${cn(n)}部分 ${t}`,
  'cn alone': (n) => cn(n),
  'Episode n': (n, t) => `Episode ${n} ${t}`,
  '#n': (n) => `#${n}`,
  '第n章(t)': (n, t) => `第${n}章(${t})`,
  '第n章t nospace': (n, t) => `第${n}章${t}`,
  'n alone': (n) => String(n),
  '【n】t': (n, t) => `【${pad(n)}】${t}`,
  'Ch.n': (n, t) => `Ch.${n} ${t}`,
  '第n章 t 更新时间': (n, t) => `第${n}章 ${t} 更新时间：2021-03-0${(n % 9) + 1} 12:00`,
  '卷一 t / cn': (n, t) => `卷${cn(Math.ceil(n / 6))} 第${cn(n)}章 ${t}`,
  'n-t': (n, t) => `${n}-${t}`,
  '第n章 t（上）': (n, t) => `第${n}章 ${t}（${n % 2 ? '上' : '下'}）`,
};
/** Written after the development set's fixes; measured only. */
const HELD: Record<string, (n: number, t: string) => string> = {
  第全角n章: (n, t) => `第${String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}章 ${t}`,
  '卷cn 第n章': (n, t) => `卷${cn(Math.ceil(n / 6))} 第${n}章 ${t}`,
  '【第cn卷】第n章': (n, t) => `【第${cn(Math.ceil(n / 6))}卷】第${n}章 ${t}`,
  'pad alone': (n) => pad(n),
  '第n章 t 作者': (n, t) => `第${n}章 ${t} 作者：某某`,
  'Chapter n - t': (n, t) => `Chapter ${n} - ${t}`,
  '第 n 章 t': (n, t) => `第 ${n} 章 ${t}`,
  'ＣＨＡＰＴＥＲ n': (n) => `ＣＨＡＰＴＥＲ ${n}`,
  '第n节：t': (n, t) => `第${n}节：${t}`,
  '〔n〕t': (n, t) => `〔${n}〕${t}`,
  'n　t': (n, t) => `${n}\u3000${t}`,
  '第n章 t（第一更）': (n, t) => `第${n}章 ${t}（第一更）`,
  '第cn回 t 上': (n, t) => `第${cn(n)}回 ${t} 上`,
  'VOL.1 CH.n': (n, t) => `VOL.1 CH.${n} ${t}`,
  '第n章 t——新': (n, t) => `第${n}章 ${t}——新`,
  番外cn: (n, t) => `番外${cn(n)} ${t}`,
};
for (const [set, shapes] of Object.entries({ development: DEVELOPMENT, held: HELD })) {
  let ok = 0;
  for (const [name, make] of Object.entries(shapes)) {
    const lines: string[] = [];
    for (let n = 1; n <= 12; n++) {
      lines.push(make(n, TITLES[n - 1]));
      for (let k = 0; k < 15; k++) lines.push(src[(n * 37 + k * 11) % src.length]);
    }
    const { chapters: deduped, warnings } = chaptersOf(lines, 'keep');
    const good = deduped.length === 12;
    if (good) ok++;
    console.log(
      `${good ? 'ok ' : 'BAD'} ${String(deduped.length).padStart(3)} ${name.padEnd(20)} first: ${JSON.stringify(deduped[0]?.title ?? '')} ${good ? '' : warnings.join(',')}`,
    );
  }
  console.log(`${set}: ${ok}/${Object.keys(shapes).length} shapes split right\n`);
}
