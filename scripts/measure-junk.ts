/**
 * Measures the cleaner on generated dirty books (tests/helpers/dirty-books.ts): precision and recall of
 * junk removal, story lines lost, notes recognised and chapters found (after dedupe, as a user gets them), for the train and held-out halves
 * (docs/rules/cleaning.md#measuring-the-cleaner). Story lines come from the corpus.
 *
 *   npx tsx scripts/measure-junk.ts /work/shared/corpus [--books 40] [--split heldOut[,fresh…]] [--errors 20] [--hash] [--dump wild4-21]
 *
 * --hash also prints, per split, the sha256 of every book's ingest and clean output (the cleaned Book and both
 * stages' diagnostics), so that a change meant to keep the cleaner's output can show that it does.
 */
import { createHash, type Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Book, blockText } from '../src/model/book.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { dedupeChapters } from '../src/stages/dedupe.ts';
import type { StageContext } from '../src/stages/context.ts';
import { foldKey } from '../src/rules/fold.ts';
import { type DirtyBook, type LineLabel, type Split, type StoryPool, generateBook, listSplit, rng } from '../tests/helpers/dirty-books.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const corpus = resolve(args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && a !== flag('split', '')) ?? '../shared/corpus');
const books = Number(flag('books', '40'));
// `wild`, `wildHeld`, `wild2`, `wild3`, `wild4`, `wild5`, `wild6`, `wild7` and `wild8` are run only when named: kept out of
// `all`, so that no run with --errors shows their misses (`wildDev` is the half of the wild lists that may be read, and wild2,
// wild4, wild5, wild6 and wild7 are development sets: wild7's misses may be read since 2026-12-08, when wild8 took its place,
// wild2's were read in session 31; wild3 and wild8 are held out: run them for their figures only).
const splits: Split[] =
  flag('split', 'all') === 'all' ? ['train', 'heldOut', 'fresh', 'blind'] : (flag('split', 'train').split(',') as Split[]);
const showErrors = Number(flag('errors', '0'));
const hashing = args.includes('--hash');
/** --dump NAME prints that book's lines with their labels (like --errors, only for the splits that may be read). */
const dump = flag('dump', '');

/**
 * Story lines per split from different novels (train: 西游记, 红楼梦, 儒林外史; held out: 三国演义, 水浒传), from
 * their cleanest copies, chosen without the cleaner: long prose lines inside chapters. Decoys are story lines
 * with words a keyword list would take for a site's (书, 网, 更, 手机, 阅读, 小说, 第…回…, 收藏, 推荐, 首页 …).
 */
/** The blind split's editions, which every wild split draws its story lines from. */
const WILD_EDITIONS = [
  'sanguoyanyi/sanguoyanyi.zhs.utf8.txt',
  'hongloumeng/hongloumeng.zhs.utf8.txt',
  'shuihuzhuan/shuihuzhuan.zht.utf8.txt',
];
const NOVELS: Record<ReturnType<typeof listSplit>, string[]> = {
  train: ['xiyouji/xiyouji.zhs.utf8.txt', 'hongloumeng/hongloumeng.zht.utf8.txt', 'rulinwaishi/rulinwaishi.zhs.utf8.txt'],
  heldOut: ['sanguoyanyi/sanguoyanyi.zht.utf8.txt', 'shuihuzhuan/shuihuzhuan.zhs.utf8.txt'],
  // Editions no other split drew from (the PG copies and the Big5 edition of 儒林外史).
  fresh: ['xiyouji/xiyouji.zht.pg23962.utf8.txt', 'hongloumeng/hongloumeng.zht.pg24264.utf8.txt', 'rulinwaishi/rulinwaishi.zht.utf8.txt'],
  // Editions no other split drew from: the GBK-site copies of 三国演义 and 红楼梦, the Big5 水浒传.
  blind: ['sanguoyanyi/sanguoyanyi.zhs.utf8.txt', 'hongloumeng/hongloumeng.zhs.utf8.txt', 'shuihuzhuan/shuihuzhuan.zht.utf8.txt'],
  // The blind split's editions again, sampled with another seed: the wild split measures junk, not story text.
  wild: WILD_EDITIONS,
  // The wild split's editions and story sample (the same pool seed): wild2 differs from wild in its junk only.
  wild2: WILD_EDITIONS,
  // The same editions and story sample again: wild3 differs from wild and wild2 in its junk (and its book seeds) only.
  wild3: WILD_EDITIONS,
  // The same editions and story sample again: wild4 differs from the other wild splits in its junk and book seeds only.
  wild4: WILD_EDITIONS,
  // The same editions and story sample again: wild5 differs from the other wild splits in its junk and book seeds only.
  wild5: WILD_EDITIONS,
  // The same editions and story sample again: wild6 differs from the other wild splits in its junk and book seeds only.
  wild6: WILD_EDITIONS,
  // The same editions and story sample again: wild7 differs from the other wild splits in its junk and book seeds only.
  wild7: WILD_EDITIONS,
  // The same editions and story sample again: wild8 differs from the other wild splits in its junk and book seeds only.
  wild8: WILD_EDITIONS,
};
const DECOY = /书|網|网|更|手机|阅读|閱讀|小说|小說|收藏|推荐|推薦|首页|目录|目錄|扫|校对|记住|記住|下载|^第.{1,4}回|下回分解|本章|站/;
/**
 * Lines no story line may contain: the corpus's own site lines (PROVENANCE), so a pool holds story only. `本站`, a
 * bar of `|` and an HTML comment are the GBK-site copies' navigation, recruiting notice and the comment hiding text
 * in sanguoyanyi A line 2123: drawn as story, the cleaner's right removal of them was counted as story lost.
 */
const SITE =
  /作品仅供|更新时间|本章字数|字数:|扫描|校对|www|http|章节|正文|本站|<!--|[|｜].*[|｜]|^\[|^(?:\S{1,3}[ \u3000])?第[^，。；]{1,6}[回章卷]|^[-=—*]{3}|^(?:\S{1,3}[ \u3000])?(?:楔子|附[录錄])|書籍介紹|书籍介绍/;

/**
 * Modern story lines written for this measurement (the corpus is classical, web novels are not): everyday
 * words that also appear in adverts — phones, websites, updates, novels. Marked `modern` in the results.
 */
const MODERN_DECOYS = [
  '她低头看了一眼手机，屏幕上是一条未读消息。',
  '“你在哪个网站看的小说？”他问。',
  '他每天晚上都要更新一章，读者催得很紧。',
  '系统提示：软件已更新到最新版本。',
  '她把那本小说推荐给了室友，说结局写得最好。',
  '手机没电了，他只好借了同事的。',
  '“别看了，这种网文都是注水的。”',
  '他在书店里翻到第三页，看见一行小字。',
  '网吧里烟雾缭绕，键盘声噼里啪啦地响。',
  '下载完成的提示音响起，他才松了一口气。',
  '她收藏了那张照片很多年。',
  '“记住，明天早上八点，车站见。”',
  '三更时分，窗外起了风。',
  '本站到了，请下车的乘客从后门下车。',
  '他打开浏览器，输入了那个熟悉的网址，却什么也没有。',
  '老陈是个书虫，一屋子的书没地方放。',
  '她在日记里写道：今天又没有更新。',
  '目录上写着十二个章节，最后一章却被撕掉了。',
];

/** Modern story lines for the fresh split, written with it (see MODERN_DECOYS). */
/** Modern story lines for the blind split, written with it. */
const BLIND_MODERN_DECOYS = [
  '她在网上订了两张火车票，一张给自己，一张给母亲。',
  '“这本书我看过，结局不好。”他合上书说。',
  '电脑屏幕亮了一下，弹出一条更新提示，他没理会。',
  '群里有人发了一张截图，大家都不说话了。',
  '他把那篇文章转发给了老同学，附了一句：还记得吗？',
  '书架最上层放着一套旧版的小说，封面已经发黄。',
];

/** Modern story lines for the wild split, written with it: site words used as narrative and dialogue. */
const WILD_MODERN_DECOYS = [
  '她把手机倒扣在桌上，说：“这一章我看了三遍，还是没看懂。”',
  '小说网站关停的那天，他在论坛上发了最后一个帖子。',
  '“你收藏的那些章节，我都帮你存到网盘里了。”',
  '更新提示弹出来的时候，地铁刚好进站。',
  '他推荐给我的那本书，我到现在都没读完。',
  '网吧老板记住了他，每次都给他留靠窗的位置。',
  '她在目录页上用铅笔写下：第三章以后都是假的。',
  '下一页是空白的，只在角落里写着一个电话号码。',
];

const FRESH_MODERN_DECOYS = [
  '他在论坛上看到一条帖子，说那家书店明天关门。',
  '“你的小说更新了没有？”编辑在电话里问。',
  '她把手机调成静音，放进了口袋。',
  '网站首页上挂着一张旧照片，是二十年前的校门。',
  '他每天晚上都会收藏几篇好文章，留着周末慢慢读。',
  '窗外的雨下了一整夜，第二天早上才停。',
];

function poolOf(split: Split): StoryPool {
  const lines: string[] = [];
  const decoys: string[] = [];
  for (const rel of NOVELS[listSplit(split)]) {
    const text = readFileSync(join(corpus, rel), 'utf8');
    for (const raw of text.split(/\r?\n/)) {
      const t = raw.trim();
      const han = t.match(/\p{Script=Han}/gu)?.length ?? 0;
      if (han < 12 || t.length > 220 || SITE.test(t) || /[?□*\ufffd\ue000-\uf8ff]/.test(t)) continue;
      (DECOY.test(t) ? decoys : lines).push(t);
    }
  }
  // Every line is story whether or not it looks risky; the pools are sampled deterministically.
  const r = rng(
    { train: 7, heldOut: 11, fresh: 13, blind: 17, wild: 19, wild2: 19, wild3: 19, wild4: 19, wild5: 19, wild6: 19, wild7: 19, wild8: 19 }[
      listSplit(split)
    ],
  );
  const sample = (xs: string[], n: number) => xs.filter(() => r() < n / xs.length);
  return {
    lines: sample(lines, 4000),
    decoys: [
      ...sample(decoys, 1500),
      ...{
        train: MODERN_DECOYS.slice(0, 9),
        heldOut: MODERN_DECOYS,
        fresh: FRESH_MODERN_DECOYS,
        blind: BLIND_MODERN_DECOYS,
        wild: WILD_MODERN_DECOYS,
        wild2: WILD_MODERN_DECOYS,
        wild3: WILD_MODERN_DECOYS,
        wild4: WILD_MODERN_DECOYS,
        wild5: WILD_MODERN_DECOYS,
        wild6: WILD_MODERN_DECOYS,
        wild7: WILD_MODERN_DECOYS,
        wild8: WILD_MODERN_DECOYS,
      }[listSplit(split)],
    ],
  };
}

interface Tally {
  junkLines: number;
  junkRemoved: number;
  spans: number;
  spansCut: number;
  story: number;
  storyKept: number;
  /** Story lines not kept exactly, by what happened: characters of the story lost, junk left inside it, quote marks changed. */
  fates: Record<Exclude<Fate, 'kept'>, number>;
  decoys: number;
  decoysKept: number;
  notes: number;
  notesMarked: number;
  books: number;
  chaptersRight: number;
  /** Books whose chapters came out wrong that carry a warning of it (W_NO_CHAPTERS or W_CHAPTERS_AMBIGUOUS): not silent. */
  chaptersWarned: number;
  byFamily: Map<string, { n: number; ok: number }>;
  /** Story lines that lost characters or became notes, by what stood on their line (`story`, `decoy` or a span's family): an aggregate a held-out split may print. */
  lostBy: Map<string, number>;
  errors: string[];
}

/** `noted`: the story line came out as an author's note, which the default `authorNotes: drop` leaves out. */
type Fate = 'kept' | 'lost' | 'junk-inside' | 'quotes' | 'noted';
const QUOTE_MARKS = /[“”「」『』‘’"']/g;
/** True when every character of `part` occurs in `whole` in order. */
function subsequence(part: string, whole: string): boolean {
  let j = 0;
  for (let i = 0; i < whole.length && j < part.length; i++) if (whole[i] === part[j]) j++;
  return j === part.length;
}
/**
 * What became of a story line (folded keys): kept whole; its characters all there in order with junk left
 * between them (a recall miss, no story lost); only quote marks changed (CLEAN-14/15 repair a fragment's
 * unbalanced quotes, which the PG pools' hard-wrapped lines have); or story characters lost.
 */
function fate(key: string, story: string): Fate {
  if (key.includes(story)) return 'kept';
  const bare = key.replace(QUOTE_MARKS, '');
  const storyBare = story.replace(QUOTE_MARKS, '');
  if (!subsequence(storyBare, bare)) return 'lost';
  return bare.includes(storyBare) ? 'quotes' : 'junk-inside';
}

function score(book: DirtyBook, t: Tally, hash?: Hash): void {
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(new TextEncoder().encode(book.text), { path: `${book.name}.txt` }, report);
  const ingestReport = report.done();
  // Notes are kept, so that the score can see which lines were recognised as notes.
  const ctx: StageContext = { settings: { scripts: ['zh-Hans'], authorNotes: 'keep' } };
  const result = cleanBook({ meta: { title: book.name, author: '', slug: book.name }, chapters }, ctx);
  const cleaned: Book = result.book;
  // Chapters are counted after dedupe, as a user gets them: a site's next page under its heading again is one
  // chapter. Lines are scored on the cleaner's output: dedupe keeps one of two copies of a line the generator drew twice.
  const deduped = dedupeChapters(cleaned, ctx).book.chapters;
  const chapterCount = deduped.length;
  hash?.update(`${JSON.stringify({ ingest: ingestReport, book: cleaned, clean: result.diagnostics })}\n`);
  // What each input line became: the texts of the blocks that came from it, and whether it was a note.
  const out = new Map<number, { text: string; note: boolean }[]>();
  const headings = new Set<number>();
  for (const c of cleaned.chapters) {
    if (c.headingSource) headings.add(c.headingSource.line);
    for (const b of c.blocks) {
      if (b.kind === 'sceneBreak') continue;
      for (let n = b.source.line; n <= (b.source.endLine ?? b.source.line); n++) {
        const list = out.get(n) ?? [];
        list.push({ text: blockText(b), note: b.kind === 'authorNote' });
        out.set(n, list);
      }
    }
  }
  const family = (name: string, ok: boolean) => {
    const f = t.byFamily.get(name) ?? { n: 0, ok: 0 };
    f.n++;
    if (ok) f.ok++;
    t.byFamily.set(name, f);
  };
  const err = (s: string) => {
    if (t.errors.length < showErrors) t.errors.push(`${book.name} (${book.shape}): ${s}`);
  };
  let numbered = 0;
  book.labels.forEach((label, i) => {
    const n = i + 1;
    const got = out.get(n) ?? [];
    const key = foldKey(got.map((g) => g.text).join(''));
    switch (label.kind) {
      case 'junk': {
        t.junkLines++;
        const ok = got.length === 0;
        if (ok) t.junkRemoved++;
        else err(`junk kept [${label.family}] ${JSON.stringify(label.text)} → ${JSON.stringify(got.map((g) => g.text).join(' / '))}`);
        family(label.family, ok);
        break;
      }
      case 'mixed': {
        const noted = got.some((g) => g.note);
        const ok = key === foldKey(label.story) && !noted;
        if (label.junk) {
          t.spans++;
          if (ok) t.spansCut++;
          family(label.family, ok);
        }
        t.story++;
        const f = ok ? 'kept' : noted ? 'noted' : fate(key, foldKey(label.story));
        if (f === 'kept') t.storyKept++;
        else t.fates[f]++;
        if (f === 'lost' || f === 'noted') t.lostBy.set(label.family, (t.lostBy.get(label.family) ?? 0) + 1);
        if (!ok)
          err(
            `${f === 'kept' ? 'mixed' : f} [${label.family}] ${JSON.stringify(label.text)} → ${JSON.stringify(got.map((g) => g.text).join(' / '))}`,
          );
        if (!label.junk) family(label.family, ok);
        break;
      }
      case 'story': {
        t.story++;
        const noted = got.some((g) => g.note);
        const ok = key === foldKey(label.text) && !noted;
        const f = ok ? 'kept' : noted ? 'noted' : fate(key, foldKey(label.text));
        if (ok) t.storyKept++;
        else t.fates[f as Exclude<Fate, 'kept'>]++;
        if (f === 'lost' || f === 'noted') {
          const by = label.decoy ? 'decoy' : 'story';
          t.lostBy.set(by, (t.lostBy.get(by) ?? 0) + 1);
        }
        if (label.decoy) {
          t.decoys++;
          if (ok) t.decoysKept++;
        }
        if (!ok) err(`story ${f} ${JSON.stringify(label.text)} → ${JSON.stringify(got.map((g) => g.text).join(' / '))}`);
        break;
      }
      case 'note': {
        t.notes++;
        const ok = got.length > 0 && got.every((g) => g.note);
        if (ok) t.notesMarked++;
        else err(`note not marked ${JSON.stringify(label.text)} → ${got.length ? 'kept as story' : 'dropped'}`);
        break;
      }
      case 'heading':
        if (headings.has(n)) numbered++;
        else err(`heading missed ${JSON.stringify(label.text)}`);
        break;
      default:
        break;
    }
  });
  t.books++;
  if (numbered === book.chapters && chapterCount === book.chapters) t.chaptersRight++;
  else {
    if (/W_NO_CHAPTERS|W_CHAPTERS_AMBIGUOUS/.test(JSON.stringify(ingestReport.warnings))) t.chaptersWarned++;
    err(`chapters: ${chapterCount} found, ${numbered} headings hit, expected ${book.chapters} (${book.shape})`);
    // A chapter the user gets whose heading line is no heading of the book: what started it.
    for (const c of deduped) {
      const at = c.headingSource?.line;
      const label = at === undefined ? undefined : book.labels[at - 1];
      if (label?.kind !== 'heading')
        err(`extra chapter ${JSON.stringify(c.title)} from ${at === undefined || !label ? 'no line' : `line ${at} (${labelName(label)})`}`);
    }
  }
}

/** A line's label as the errors and --dump show it: its kind, and its family where it has one. */
const labelName = (l: LineLabel) => `${l.kind}${'family' in l ? ` ${l.family}` : ''}`;

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((a / b) * 100).toFixed(2)}%`);
for (const split of splits) {
  const pool = poolOf(split);
  const t: Tally = {
    junkLines: 0,
    junkRemoved: 0,
    spans: 0,
    spansCut: 0,
    story: 0,
    storyKept: 0,
    fates: { lost: 0, 'junk-inside': 0, quotes: 0, noted: 0 },
    decoys: 0,
    decoysKept: 0,
    notes: 0,
    notesMarked: 0,
    books: 0,
    chaptersRight: 0,
    chaptersWarned: 0,
    byFamily: new Map(),
    lostBy: new Map(),
    errors: [],
  };
  // The two halves never share a seed either.
  // The wild halves keep wild's seeds: each book is the wild book of that seed with half of the lists.
  const seed = {
    train: 1000,
    heldOut: 5000,
    fresh: 9000,
    blind: 13000,
    wild: 17000,
    wild2: 21000,
    wild3: 25000,
    wild4: 29000,
    wild5: 33000,
    wild6: 37000,
    wild7: 41000,
    wild8: 45000,
  }[listSplit(split)];
  const hash = hashing ? createHash('sha256') : undefined;
  for (let b = 0; b < books; b++) {
    const book = generateBook(`${split}-${b}`, { seed: seed + b, split, pool });
    if (book.name === dump) for (const [i, l] of book.labels.entries()) console.log(`${i + 1}\t${labelName(l)}\t${l.text}`);
    score(book, t, hash);
  }
  const tp = t.junkRemoved + t.spansCut;
  const fn = t.junkLines - t.junkRemoved + (t.spans - t.spansCut);
  // Precision counts story characters lost; junk left inside a story line is a recall miss, counted there.
  // A story line taken for an author's note is lost too under the default `authorNotes: drop`.
  const fp = t.fates.lost + t.fates.noted;
  console.log(`\n== ${split}: ${t.books} books, story lines from ${NOVELS[listSplit(split)].join(', ')}`);
  console.log(`junk recall        ${pct(tp, tp + fn)}  (${tp} of ${tp + fn} junk lines and glued spans removed)`);
  console.log(`  whole lines      ${pct(t.junkRemoved, t.junkLines)}  (${t.junkRemoved}/${t.junkLines})`);
  console.log(`  glued spans      ${pct(t.spansCut, t.spans)}  (${t.spansCut}/${t.spans}, story part kept exactly)`);
  console.log(
    `junk precision     ${pct(tp, tp + fp)}  (story lines that lost characters or became notes: ${fp} of ${t.story}; decoys kept ${t.decoysKept}/${t.decoys})`,
  );
  console.log(
    `story not exact    ${t.story - t.storyKept}  (lost ${t.fates.lost}, taken for notes ${t.fates.noted}, junk left inside ${t.fates['junk-inside']}, only quote marks changed ${t.fates.quotes})`,
  );
  console.log(`notes marked       ${pct(t.notesMarked, t.notes)}  (${t.notesMarked}/${t.notes})`);
  console.log(
    `chapters right     ${t.chaptersRight}/${t.books} books  (of the others, ${t.chaptersWarned} warned: W_NO_CHAPTERS or W_CHAPTERS_AMBIGUOUS)`,
  );
  console.log(
    'by family          ' +
      [...t.byFamily]
        .sort()
        .map(([f, { n, ok }]) => `${f} ${ok}/${n}`)
        .join(', '),
  );
  if (t.lostBy.size)
    console.log(
      'lost by line       ' +
        [...t.lostBy]
          .sort()
          .map(([f, n]) => `${f} ${n}`)
          .join(', '),
    );
  for (const e of t.errors) console.log(`  ${e}`);
  if (hash) console.log(`hash               ${hash.digest('hex')}`);
}
