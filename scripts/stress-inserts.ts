/**
 * Stress check of the junk classifier against an earlier checkout (docs/rules/cleaning.md#measuring-the-cleaner): corpus
 * story lines, each with one or two inserts from the development span lists glued at random places (a third of them
 * inside the story's own brackets, some beside a Latin token), classified by this checkout and by BASE. Prints the
 * lines where this checkout loses story letters that BASE keeps ("worse"), and the count the other way ("better").
 * A story is kept when its Han letters all stand, in order, in what is left (junk left inside is not counted here).
 *
 *   npx tsx scripts/stress-inserts.ts /work/shared/corpus BASE_CHECKOUT [--seed 1] [--lines 20000]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyJunk } from '../src/rules/junk.ts';
import { repairMarkup } from '../src/rules/markup.ts';
import { rng } from '../tests/helpers/dirty-books.ts';
import { WILD_SPAN_JUNK } from '../tests/helpers/dirty-books-wild.ts';
import { WILD2_SPAN_JUNK } from '../tests/helpers/dirty-books-wild2.ts';
import { WILD4_SPAN_JUNK } from '../tests/helpers/dirty-books-wild4.ts';
import { WILD5_SPAN_JUNK } from '../tests/helpers/dirty-books-wild5.ts';
import { WILD6_SPAN_JUNK } from '../tests/helpers/dirty-books-wild6.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const [corpus, base] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')).map((a) => resolve(a));
if (!corpus || !base) throw new Error('usage: stress-inserts.ts CORPUS BASE_CHECKOUT [--seed N] [--lines N]');
const baseJunk: typeof applyJunk = (await import(pathToFileURL(join(base, 'src/rules/junk.ts')).href)).applyJunk;

// Development lists only: wild3's and wild8's are held out (wild7, a development set since 2026-12-08, is not added yet).
const inserts = [WILD_SPAN_JUNK, WILD2_SPAN_JUNK, WILD4_SPAN_JUNK, WILD5_SPAN_JUNK, WILD6_SPAN_JUNK].flatMap((o) =>
  Object.values(o).flat(),
);
const random = rng(Number(flag('seed', '1')));
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const FILES = [
  'sanguoyanyi/sanguoyanyi.zhs.utf8.txt',
  'shuihuzhuan/shuihuzhuan.zht.utf8.txt',
  'hongloumeng/hongloumeng.zhs.utf8.txt',
  'xiyouji/xiyouji.zhs.utf8.txt',
];
/** Story lines only: the corpus's own headings and site lines (PROVENANCE) are left out. */
const SITE = /第.{1,5}[回章]|更新时间|本章字数|http|www/;
const pool = FILES.flatMap((f) =>
  readFileSync(join(corpus, f), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 20 && l.length < 200 && !SITE.test(l)),
);
const han = (s: string) => [...s].filter((c) => /\p{Script=Han}/u.test(c));
function keeps(story: string, verdict: ReturnType<typeof applyJunk>): boolean {
  if (verdict.lineRule !== undefined) return false;
  const want = han(story);
  let i = 0;
  for (const c of han(verdict.text ?? '')) if (c === want[i]) i++;
  return i === want.length;
}

let worse = 0;
let better = 0;
const lines = Number(flag('lines', '20000'));
for (let k = 0; k < lines; k++) {
  const shape = k % 6; // 0 one insert; 1, 2 two; 3 two inside brackets; 4 one inside brackets; 5 two beside a Latin token
  let story = pick(pool);
  if (shape === 3 || shape === 4) story = story.replace('，', '（').replace('，', '）');
  if (shape === 5) story = story.replace('，', '，No.1 ');
  const at = Math.floor(random() * story.length);
  const to = Math.min(story.length, at + Math.floor(random() * 8));
  const [first, second] = [pick(inserts), pick(inserts)];
  const line =
    shape === 0 || shape === 4
      ? story.slice(0, at) + first + story.slice(at)
      : story.slice(0, at) + first + story.slice(at, to) + second + story.slice(to);
  const text = repairMarkup(line).parts.join('');
  const clean = repairMarkup(story).parts.join('');
  const [now, then] = [keeps(clean, applyJunk(text)), keeps(clean, baseJunk(text))];
  if (then && !now && ++worse <= 20) console.log('worse:', JSON.stringify(line), '→', applyJunk(text).lineRule ?? applyJunk(text).text);
  if (now && !then) better++;
}
console.log({ lines, worse, better });
