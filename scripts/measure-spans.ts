/**
 * Measures the cleaner on remember-the-site phrases of every shape glued to story lines (an opening, the verb, the
 * site or its name in any bracket, a separator, an address or none, an advert's tail), at the end, the start and
 * after the first comma: how many lines come out as the story exactly, how many lose story, how many keep junk.
 * A generator written for junk-rules.ts `junk.remember-url` of any shape; the names and addresses are made up.
 * A second set glues ten other shapes of site signature (a latest-address line, a domain pair, a search prompt, a
 * bracketed name and address, a watermark with 提示您, a request to bookmark) at four positions, mid-word included,
 * and prints each shape's counts. A third set glues addresses of 48 shapes (bare, with a scheme or a path, bracketed,
 * quoted, framed by a repeated symbol, full-width, spaced, with 点 or 。 for dots, look-alike and fancy-text letters,
 * a spelled dot, a Han label, a short link, a page verb before them, an aside of the site's talk around them) of seven names and thirteen top-level domains at three positions, and prints the shapes that are not all exact. A fourth set makes
 * 300 books of 40 story lines, each with a site's insert (a made-up name, an address in one of those shapes, a slogan)
 * glued into 3 to 8 of its lines at the start, the end, after a mark or inside a word, learns the book's names and
 * inserts as the clean stage does (site-names.ts, recurring-inserts.ts) and scores every line; its decoy books name
 * one address in story lines of their own words, which must come out unchanged. A fifth set does the same with an
 * insert that holds no address (a made-up name with a site's ending and an advert slogan, `某某看书网最快更新最新章节！`),
 * printed by slogan; its decoy books write a sentence about a bookshop (`他走进某某书屋新到了几本书。`) in 3 to 8 lines.
 * A sixth set glues one of the second set's signatures, the same text in every line of a book, into 3 to 8 lines.
 * A seventh glues 40 "not finished, turn the page" notices to story lines (half of them held out: figures only) and
 * checks 20 story sentences that use their words. An eighth reads 40 whole lines of a site's or an author's talk (half
 * held out) and 16 story lines with their words. A ninth glues random ASCII noise (a development and a held-out draw)
 * and checks 12 story lines with ASCII of their own. A tenth spells site names letter by letter with mixed marks (a
 * development and a held-out draw) and checks 6 enumerations that end like a site's name.
 *
 *   npx tsx scripts/measure-spans.ts [--show 40]
 */
import { readNote } from '../src/rules/author-note.ts';
import { applyJunk } from '../src/rules/junk.ts';
import { NOTE_START } from '../src/rules/line-kinds.ts';
import { ASCII_DECOYS, PAGER_DECOYS, PAGER_NOTICES, TALK_DECOYS, TALK_LINES, developmentHalf } from '../tests/helpers/span-sets.ts';
import { learnRecurringInserts } from '../src/rules/recurring-inserts.ts';
import { learnSiteNames } from '../src/rules/site-names.ts';

/** A seeded draw in [0, 1) (a linear congruential generator: the same seed gives the same lines). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}
const picker =
  (draw: () => number) =>
  <T>(a: readonly T[]) =>
    a[Math.floor(draw() * a.length)];

const STORY = [
  '众将听令，各自回营歇息，一夜无话。',
  '他推开门，外面下着大雨，街上一个人也没有。',
  '宝玉听了，笑道：“你说的很是。”',
  '话说那日天色已晚，众人只得在山下安营。',
  '她回头看了一眼，终于还是走了。',
  '却说曹操引兵至城下，见城上遍插旗帜。',
];

/** Counts of what became of the story lines, with a few examples of each miss. */
interface Tally {
  ok: number;
  lost: number;
  inside: number;
  ex: string[];
}
const newTally = (): Tally => ({ ok: 0, lost: 0, inside: 0, ex: [] });

/** Cleans one line and counts it: the story exactly, story lost (a letter gone or the line dropped), or junk left inside. */
function score(t: Tally, line: string, story: string, keep: number, sites: readonly string[] = []): void {
  const r = applyJunk(line, sites);
  // The clean stage then drops spaces beside Chinese letters and marks (CLEAN-8), as it does after every cut.
  const out = r.lineRule ? '' : (r.text ?? line).replace(/ +(?=[^\x00-\x7f])|(?<=[^\x00-\x7f]) +/g, '');
  if (out === story) t.ok++;
  else if (out.length < story.length || ![...story].every((c) => out.includes(c))) {
    t.lost++;
    if (t.ex.length < keep) t.ex.push(`LOST ${line} → ${out}`);
  } else {
    t.inside++;
    if (t.ex.length < keep) t.ex.push(`IN   ${line} → ${out}`);
  }
}

const show = process.argv.includes('--show') ? Number(process.argv[process.argv.indexOf('--show') + 1] ?? 0) : 0;

// The remember phrases: every opening, object, separator, address and tail combined.
const rnd = lcg(12345);
const pick = picker(rnd);
const PRE = ['一秒记住', '天才一秒记住', '记住', '请记住', '牢记', '一秒钟记住', '天才壹秒記住', '请您牢记'];
const OBJ = ['本站地址', '本站域名', '本书首发域名', '【{S}】', '「{S}」', '{S}网址', '本站', '『{S}』'];
const SEP = ['：', ':', ' ', '', '，'];
const SITES = ['笔趣阁', '顶点小说', '八一中文网', '书海阁', '飘天文学', '爱上中文', '新笔趣阁'];
const ADDR = [
  'www.biqu.com',
  'm.dingdian.la',
  'ｗｗｗ．ｂｉｑｕ．ｃｏｍ',
  'https://www.81zw.cc/',
  'biqu.com',
  'www．aszw．org',
  'wap.xs.net',
];
const TAIL = ['', '，精彩小说无弹窗免费阅读！', '。手机版阅读网址：m.biqu.com', '，为您提供精彩小说阅读。', '，最快更新！', '。'];
const remember = newTally();
for (let i = 0; i < 3000; i++) {
  const site = pick(SITES);
  const junk = pick(PRE) + pick(OBJ).replace('{S}', site) + pick(SEP) + (rnd() < 0.7 ? pick(ADDR) : '') + pick(TAIL);
  const s = pick(STORY);
  const w = rnd();
  const at = s.indexOf('，') + 1;
  score(remember, w < 0.4 ? s + junk : w < 0.7 ? junk + s : s.slice(0, at) + junk + s.slice(at), s, 400);
}
console.log({ ok: remember.ok, lost: remember.lost, inside: remember.inside });
if (show) console.log(remember.ex.slice(0, show).join('\n'));

// The second set: other signature shapes, each counted on its own (draws of their own seed).
const rnd2 = lcg(987);
const pick2 = picker(rnd2);
const JUNK = [
  () =>
    `天才一秒记住「${pick2(['顶点小说', '笔趣阁', '69书吧', '新笔趣阁'])}」地址：${pick2(['www.23us.so', 'm.69shu.com', 'ｗｗｗ．ｂｉｑｕ．ｃｏｍ', 'w w w. b i q u. c o m', 'biquge点info'])}`,
  () => `最新网址：${pick2(['www.biquge.info', 'm.xbiquge.la', 'https://www.ptwxz.com/'])}`,
  () => `本站域名：${pick2(['www.xxbiquge.com', 'biquge.tw'])}，手机版：${pick2(['m.xxbiquge.com', 'wap.biquge.tw'])}`,
  () => `百度搜索${pick2(['笔趣阁', '顶点', '飘天'])}${pick2(['', '小说网', '文学'])}，${pick2(['最快更新', '无弹窗', '免费阅读'])}！`,
  () => `【${pick2(['笔趣阁', '顶点小说'])} ${pick2(['www.biquge.info', 'm.23us.so'])}】`,
  () => `手机阅读本站请访问：${pick2(['m.biquge.info', 'wap.23us.so'])}`,
  () => `记住本站地址：${pick2(['ｂｉｑｕ．ｃｏｍ', 'biqu.com'])}`,
  () => `(天才一秒记住本站地址：${pick2(['www.biquge.info', 'biquge.tw'])})`,
  () =>
    `${pick2(['笔趣阁', '顶点小说网'])}${pick2(['提醒您', '提示您'])}：${pick2(['看完记得收藏', '看后求收藏'])}（${pick2(['biqu.com', '23us.so'])}），接着再看更方便。`,
  () => `请大家收藏：${pick2(['(m.biquge.info)', '（www.23us.so）'])}${pick2(['顶点小说', '笔趣阁'])}更新速度最快。`,
];
const STORY2 = [...STORY, '醉來打殺山中虎，揚得聲名滿四方。', '黛玉听了，也不言语。'];
const byShape = new Map<number, Tally>();
for (let i = 0; i < 4000; i++) {
  const k = Math.floor(rnd2() * JUNK.length);
  const junk = JUNK[k]();
  const s = pick2(STORY2);
  const w = rnd2();
  const at = s.indexOf('，') + 1;
  const cut = Math.floor(s.length / 2);
  const line =
    w < 0.3 ? s + junk : w < 0.55 ? junk + s : w < 0.8 ? s.slice(0, at) + junk + s.slice(at) : s.slice(0, cut) + junk + s.slice(cut);
  const t = byShape.get(k) ?? newTally();
  byShape.set(k, t);
  score(t, line, s, 3);
}
for (const [k, t] of [...byShape].sort((a, b) => a[0] - b[0])) {
  console.log(`shape ${k}: exact ${t.ok}, story lost ${t.lost}, junk inside ${t.inside}`);
  if (show) for (const e of t.ex) console.log('   ', e);
}

// The third set: addresses of many shapes glued to story lines (every name, top-level domain and position).
const FULL = (t: string) => t.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const NAMES = ['biquge', 'dingdian', '81zw', 'qu.la', 'xs8888', 'aszw520', 'shuhaige'];
const TLDS = ['com', 'net', 'la', 'cc', 'org', 'info', 'vip', 'top', 'xyz', 'me', 'com.cn', 'tw', 'so'];
const ADDRESS: readonly [string, (d: string, t: string) => string][] = [
  ['www', (d, t) => `www.${d}.${t}`],
  ['bare', (d, t) => `${d}.${t}`],
  ['m.', (d, t) => `m.${d}.${t}`],
  ['http', (d, t) => `http://www.${d}.${t}`],
  ['https and path', (d, t) => `https://www.${d}.${t}/book/12345/678.html`],
  ['(www)', (d, t) => `(www.${d}.${t})`],
  ['（www）', (d, t) => `（www.${d}.${t}）`],
  ['【www】', (d, t) => `【www.${d}.${t}】`],
  ['[www]', (d, t) => `[www.${d}.${t}]`],
  ['full-width', (d, t) => FULL(`www.${d}.${t}`)],
  ['（full-width）', (d, t) => `（${FULL(`www.${d}.${t}`)}）`],
  ['spaced', (d, t) => `w w w . ${d.split('').join(' ')} . ${t.split('').join(' ')}`],
  ['点', (d, t) => `www点${d}点${t}`],
  ['。', (d, t) => `www。${d}。${t}`],
  ['·', (d, t) => `www·${d}·${t}`],
  ['．', (d, t) => `www．${d}．${t}`],
  ['upper case', (d, t) => `WWW.${d.toUpperCase()}.${t.toUpperCase()}`],
  ['mixed case', (d, t) => `www.${d}.${t}`.replace(/[a-z]/g, (c, i) => (i % 2 ? c.toUpperCase() : c))],
  ['http：', (d, t) => `http：//www.${d}.${t}`],
  ['name and address', (d, t) => `笔趣阁 www.${d}.${t}`],
  ['【name address】', (d, t) => `【看书网 www.${d}.${t}】`],
  ['※framed※', (d, t) => `※www.${d}.${t}※`],
  ['=framed=', (d, t) => `=www.${d}.${t}=`],
  ['～framed～', (d, t) => `～www.${d}.${t}～`],
  ['address。', (d, t) => `www.${d}.${t}。`],
  ['<address>', (d, t) => `<www.${d}.${t}>`],
  ['《address》', (d, t) => `《www.${d}.${t}》`],
  ['「address」', (d, t) => `「www.${d}.${t}」`],
  ['(scheme and path)', (d, t) => `(https://m.${d}.${t}/12_12345/)`],
  ['circled letters', () => 'ⓦⓦⓦ.ⓑⓘⓠⓤⓖⓔ.ⓒⓞⓜ'],
  ['look-alikes', () => 'ωωω.ｂiｑuｇе.сом'],
  ['@address', (d, t) => `@www.${d}.${t}`],
  ['spaces around', (d, t) => ` www.${d}.${t} `],
  ['spaces inside', (d) => `ww w.${d}.c om`],
  ['digits in the name', (_d, t) => `www.8888xs.${t}`],
  // Shapes written before the cleaner read them (fancy-text generators, short links, spelled dots): docs/rules/cleaning.md, 2026-12-07.
  ['math bold', (d, t) => mathLetters(`www.${d}.${t}`, 0x1d41a, 0x1d7ce)],
  ['math monospace', (d, t) => mathLetters(`www.${d}.${t}`, 0x1d68a, 0x1d7f6)],
  ['squared capitals', (d, t) => squared(`www.${d}.${t}`)],
  ['underscores', (d, t) => `www_${d.replace('.', '_')}_${t}`],
  ['dot spelled', (d, t) => `${d} dot ${t}`],
  ['(dot)', (d, t) => `www(dot)${d}(dot)${t}`],
  ['Han label', (_d, t) => `www.三五中文网.${t}`],
  ['short link', (d) => `bit.ly/${d.replace('.', '')}X9`],
  // A page verb glued before the name or address (`收藏书迷楼(www…)`, wild2's mirror), written before the cleaner read it (2026-12-07).
  ['收藏 name (address)', (d, t) => `收藏书迷楼(www.${d}.${t})`],
  ['搜索 address', (d, t) => `搜索www.${d}.${t}`],
  ['访问 address', (d, t) => `访问：${d}.${t}`],
  // An aside of the site's talk around its address (wild2's `[求书网qiushu.cc更新快，…]`), in wordings of our own (2026-12-07).
  ['（address talk）', (d, t) => `（${d}.${t} 本站无广告，更新速度最快，欢迎收藏）`],
  ['【talk address talk】', (d, t) => `【本站网址${d}.${t}，手机阅读更方便，记得收藏哦】`],
];
/** Latin letters and digits as mathematical alphanumerics (a–z from `a`, 0–9 from `zero`). */
function mathLetters(text: string, a: number, zero: number): string {
  return text.replace(/[a-z0-9]/g, (c) => String.fromCodePoint(/[a-z]/.test(c) ? a + c.charCodeAt(0) - 97 : zero + c.charCodeAt(0) - 48));
}
/** Latin letters as squared capitals (🄰, U+1F130 on). */
function squared(text: string): string {
  return text.replace(/[a-z]/g, (c) => String.fromCodePoint(0x1f130 + c.charCodeAt(0) - 97));
}
const STORY3 = STORY.slice(0, 4);
const byAddress = new Map<string, Tally>();
for (const [name, address] of ADDRESS) {
  const t = newTally();
  byAddress.set(name, t);
  for (const d of NAMES)
    for (const tld of TLDS)
      for (const s of STORY3) {
        const junk = address(d, tld);
        const at = s.indexOf('，') + 1;
        for (const line of [s + junk, junk + s, s.slice(0, at) + junk + s.slice(at)]) score(t, line, s, 3);
      }
}
const addressTotal = [...byAddress.values()].reduce((a, t) => ({ ok: a.ok + t.ok, lost: a.lost + t.lost, inside: a.inside + t.inside }), {
  ok: 0,
  lost: 0,
  inside: 0,
});
console.log(`addresses (${ADDRESS.length} shapes):`, addressTotal);
for (const [name, t] of byAddress) {
  if (t.lost + t.inside === 0) continue;
  console.log(`  ${name}: exact ${t.ok}, story lost ${t.lost}, junk inside ${t.inside}`);
  if (show) for (const e of t.ex) console.log('   ', e);
}

// The fourth set: books with a site's insert glued into several lines, learned from the book as the clean stage does.
const rnd4 = lcg(4242);
const pick4 = picker(rnd4);
const HAN = '书路云海墨香青竹雪夜星辰听雨小楼明月清风烟波长歌九州';
const hanName = () => Array.from({ length: 2 + Math.floor(rnd4() * 3) }, () => HAN[Math.floor(rnd4() * HAN.length)]).join('');
const WRAP: readonly [string, string][] = [
  ['（', '）'],
  ['(', ')'],
  ['【', '】'],
  ['[', ']'],
  ['《', '》'],
  ['', ''],
  [' ', ' '],
];
const SLOGANS = ['最快更新！', '无弹窗', '首发', '', '全文阅读', '更新最快。', '手机阅读'];
const STORY4 = [
  ...STORY,
  '醉來打殺山中虎，揚得聲名滿四方。',
  '黛玉听了，也不言语。',
  '次日天明，众人起身赶路，行了数十里。',
  '那人笑道：“你们且慢，听我说来。”',
];
/** What a set of glued books' decoy books showed: their lines, and those the learning changed. */
interface Decoys {
  lines: number;
  changed: string[];
}

/**
 * 300 books of 40 story lines: a book's `insert` glued into 3 to 8 of its lines at the end, the start, after the
 * first comma or inside a word, or (a decoy book, one in five) lines of the story's own words (`said`) instead. Each
 * book's names and inserts are learned as the clean stage does; every glued line is scored into the book's
 * `tallies`, and every line of a decoy book is compared with its verdict without the learning.
 */
function gluedBooks(draw: () => number, book: () => { insert: string; tallies: readonly Tally[]; said: () => string }): Decoys {
  const pickHere = picker(draw);
  const decoys: Decoys = { lines: 0, changed: [] };
  for (let b = 0; b < 300; b++) {
    const { insert, tallies, said } = book();
    const decoy = draw() < 0.2;
    const lines: { line: string; story: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const s = pickHere(STORY4);
      lines.push({ line: s, story: s });
    }
    const n = 3 + Math.floor(draw() * 6);
    for (let k = 0; k < n; k++) {
      const at = Math.floor(draw() * lines.length);
      const s = lines[at].story;
      if (decoy) {
        const line = said();
        lines[at] = { line, story: line };
        continue;
      }
      const w = draw();
      const comma = s.indexOf('，') + 1;
      const mid = 1 + Math.floor(draw() * (s.length - 2));
      const line =
        w < 0.25
          ? s + insert
          : w < 0.45
            ? insert + s
            : w < 0.75
              ? s.slice(0, comma) + insert + s.slice(comma)
              : s.slice(0, mid) + insert + s.slice(mid);
      lines[at] = { line, story: s };
    }
    const texts = [lines.map((l) => l.line)];
    const sites = [...learnSiteNames(texts), ...learnRecurringInserts(texts)].sort((x, y) => y.length - x.length || (x < y ? -1 : 1));
    if (decoy) {
      for (const l of lines) {
        decoys.lines++;
        const [learned, alone] = [applyJunk(l.line, sites), applyJunk(l.line)];
        if (learned.lineRule !== alone.lineRule || learned.text !== alone.text)
          decoys.changed.push(`${l.line} → ${learned.lineRule ?? learned.text}`);
      }
      continue;
    }
    for (const l of lines) if (l.line !== l.story) for (const t of tallies) score(t, l.line, l.story, t === tallies[0] ? 3 : show, sites);
  }
  return decoys;
}

const glued = newTally();
const decoys4 = gluedBooks(rnd4, () => {
  const [open, close] = pick4(WRAP);
  const [, address] = ADDRESS[Math.floor(rnd4() * ADDRESS.length)];
  const insert = `${hanName()}${open}${address(pick4(NAMES), pick4(TLDS))}${close}${pick4(SLOGANS)}`;
  // A story that names the address in its own words: what the learning changes in such a line is counted (the
  // address itself is cut in any line, CLEAN-3).
  const said = () =>
    `${pick4(['他打开', '她说', '网址是', '上面写着'])}${address('baidu', 'com')}${pick4(['看了看。', '，很好用。', '，你记住。'])}`;
  return { insert, tallies: [glued], said };
});
console.log('books with an insert, glued lines:', { ok: glued.ok, lost: glued.lost, inside: glued.inside });
if (show) for (const e of glued.ex) console.log('   ', e);
console.log(`decoy books: ${decoys4.changed.length} of ${decoys4.lines} lines changed by what was learned`);
if (show) for (const e of decoys4.changed.slice(0, show)) console.log('   ', e);

// The fifth set: books with a site's insert that holds no address (a made-up name with a site's ending and a slogan,
// `恋上你看书网最快更新最新章节！`), glued as the fourth set's; the book teaches it around its run of advert words
// (recurring-inserts.ts advertRuns). Its decoy books write one sentence about a bookshop three to eight times.
const rnd5 = lcg(5151);
const pick5 = picker(rnd5);
const ENDINGS = ['看书网', '小说网', '中文网', '书屋', '文学', '书阁', '阅读网'];
const AD_SLOGANS = ['最快更新最新章节！', '最新章节免费阅读', '无弹窗全文阅读。', '首发最快更新', '手机版阅读网址'];
const hanName5 = () => Array.from({ length: 1 + Math.floor(rnd5() * 3) }, () => HAN[Math.floor(rnd5() * HAN.length)]).join('');
const unanchored = newTally();
/** The fifth set's tallies by slogan (the run of advert words each insert is learned around). */
const bySlogan = new Map<string, Tally>(AD_SLOGANS.map((a) => [a, newTally()]));
const decoys5 = gluedBooks(rnd5, () => {
  const slogan = pick5(AD_SLOGANS);
  const insert = `${hanName5()}${pick5(ENDINGS)}${slogan}`;
  const said = () =>
    `${pick5(['他走进', '她说起', '那家', '街口的'])}${hanName5()}书屋${pick5(['新到了几本书。', '，生意很好。', '的掌柜姓王。'])}`;
  return { insert, tallies: [unanchored, bySlogan.get(slogan)!], said };
});
console.log('books with an insert without an address, glued lines:', {
  ok: unanchored.ok,
  lost: unanchored.lost,
  inside: unanchored.inside,
});
for (const [slogan, t] of bySlogan) {
  console.log(`  ${slogan}: exact ${t.ok}, story lost ${t.lost}, junk inside ${t.inside}`);
  if (show) for (const e of t.ex) console.log('   ', e);
}
console.log(`decoy bookshop books: ${decoys5.changed.length} of ${decoys5.lines} lines changed by what was learned`);
if (show) for (const e of decoys5.changed.slice(0, show)) console.log('   ', e);

// The sixth set: books with one signature of the second set (drawn once per book, so each book glues the same text)
// in 3 to 8 lines, learned as the clean stage does: learning must not take story letters around a signature. Its
// decoy books are story lines alone, which nothing learned may change.
const rnd6 = lcg(6161);
const signed = newTally();
const decoys6 = gluedBooks(rnd6, () => {
  const insert = JUNK[Math.floor(rnd6() * JUNK.length)]();
  return { insert, tallies: [signed], said: () => pick(STORY2) };
});
console.log('books with a signature, glued lines:', { ok: signed.ok, lost: signed.lost, inside: signed.inside });
if (show) for (const e of signed.ex) console.log('   ', e);
console.log(`books of story alone: ${decoys6.changed.length} of ${decoys6.lines} lines changed by what was learned`);

// The seventh set: a page's "not finished, turn the page" notices and chapter-state marks glued to story lines, written
// from memory of novel mirrors' pages before the cleaner was changed for them (2026-12-07), in Simplified and
// Traditional, with their decorations. Every other notice is held out: its figures are printed, its misses never shown.
// Its decoys are story sentences that use the same words (a page turned in a book, a matter not finished), which must
// come out unchanged.
const pagerDev = newTally();
const pagerHeld = newTally();
const pagerDecoys = newTally();
/** The development half's tallies by notice (shown with --show; the held-out half's never are). */
const pagerByNotice = new Map<string, Tally>();
for (const [i, notice] of PAGER_NOTICES.entries()) {
  const own = newTally();
  if (i % 2 === 0) pagerByNotice.set(notice, own);
  for (const s of STORY) {
    const at = s.indexOf('，') + 1;
    for (const line of [s + notice, notice + s, s.slice(0, at) + notice + s.slice(at)]) {
      score(i % 2 ? pagerHeld : pagerDev, line, s, 0);
      score(own, line, s, 3);
    }
  }
}
for (const d of PAGER_DECOYS) score(pagerDecoys, d, d, PAGER_DECOYS.length);
const counts = (t: Tally) => ({ ok: t.ok, lost: t.lost, inside: t.inside });
console.log(`pager notices (${PAGER_NOTICES.length}), development half:`, counts(pagerDev));
if (show)
  for (const [notice, t] of pagerByNotice) {
    if (t.lost + t.inside === 0) continue;
    console.log(`  ${notice}: exact ${t.ok}, story lost ${t.lost}, junk inside ${t.inside}`);
    for (const e of t.ex) console.log('   ', e);
  }
console.log('pager notices, held-out half:', counts(pagerHeld));
console.log(`pager decoys: ${pagerDecoys.ok} of ${PAGER_DECOYS.length} unchanged`);
if (show) for (const e of pagerDecoys.ex) console.log('   ', e);

// The eighth set: whole lines of a site's or an author's talk (offers, credits of translation groups, begging,
// thanks for tips, recommendations, reading-group invitations), written from memory of serial sites and fan
// translations before the cleaner was changed for them (2026-12-07). A line counts as removed when the classifier
// drops it or the clean stage would take it for an author's note (readNote, or a note mark opening it). Every other
// line is held out (figures only). Its decoys are story lines with the same words, which must be neither.
/** Whether the cleaner leaves a line out of the editions: dropped as junk, or read as an author's note. */
const leftOut = (line: string) => applyJunk(line).lineRule !== undefined || NOTE_START.test(line) || readNote(line).note;
const talkDev = developmentHalf(TALK_LINES);
const talkHeld = TALK_LINES.filter((_, i) => i % 2 === 1);
console.log(
  `site and author talk (${TALK_LINES.length} lines), development half: ${talkDev.filter(leftOut).length} of ${talkDev.length} left out`,
);
if (show) for (const l of talkDev.filter((l) => !leftOut(l))) console.log('    KEPT', l);
console.log(`site and author talk, held-out half: ${talkHeld.filter(leftOut).length} of ${talkHeld.length} left out`);
const talkTaken = TALK_DECOYS.filter(leftOut);
console.log(`talk decoys: ${TALK_DECOYS.length - talkTaken.length} of ${TALK_DECOYS.length} kept`);
if (show) for (const l of talkTaken) console.log('    TAKEN', l);

// The ninth set: random anti-copy noise (letters, digits and symbols, three to nine characters, a symbol inside) glued
// after, before and inside story lines, drawn with a seed (written with noise-token.ts in session 30; the held-out draw's
// misses are never shown), and story lines that write ASCII of their own, which must stay.
const NOISE_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789~$&#`^%{}@|_;*[]';
const NOISE_INSIDE = '~$&#`^%{}@|';
/** 200 noise runs drawn with `seed`, each glued after, before and inside a story line. */
function noiseSet(seed: number): Tally {
  const draw = lcg(seed);
  const t = newTally();
  for (let n = 0; n < 200; n++) {
    const length = 3 + Math.floor(draw() * 7);
    const chars = Array.from({ length }, () => NOISE_ALPHABET[Math.floor(draw() * NOISE_ALPHABET.length)]);
    chars[1 + Math.floor(draw() * (length - 2))] = NOISE_INSIDE[Math.floor(draw() * NOISE_INSIDE.length)];
    if (!chars.some((c) => /[a-z0-9]/i.test(c))) chars[0] = 'x';
    const noise = chars.join('');
    const s = STORY[n % STORY.length];
    const at = s.indexOf('，') + 1;
    for (const line of [s + noise, noise + s, s.slice(0, at) + noise + s.slice(at)]) score(t, line, s, 20);
  }
  return t;
}
/**
 * Prints a drawn set: the development draw (its misses shown with --show), a held-out draw (figures only), and its
 * decoys, which must come out unchanged.
 */
function drawnSet(
  label: string,
  decoyLabel: string,
  set: (seed: number) => Tally,
  seeds: [number, number],
  decoys: readonly string[],
): void {
  const dev = set(seeds[0]);
  const held = set(seeds[1]);
  const kept = decoys.filter((d) => (applyJunk(d).text ?? '') === d);
  console.log(`${label}, development draw:`, counts(dev));
  if (show) for (const e of dev.ex) console.log('   ', e);
  console.log(`${label}, held-out draw:`, counts(held));
  console.log(`${decoyLabel}: ${kept.length} of ${decoys.length} unchanged`);
  if (show) for (const d of decoys.filter((x) => !kept.includes(x))) console.log('    CHANGED', d);
}
drawnSet('noise glued into story lines (600)', 'ASCII decoys', noiseSet, [9191, 9292], ASCII_DECOYS);

// The tenth set: a site's name spelled letter by letter with marks between (story marks, symbols, digits, mixed),
// with a broken address after it or not, glued after, before, inside and mid-clause into story lines, drawn with a seed
// (written in session 31 after interleaved-name.ts, from wild2's `。长.风。文学` and `～≯长～≯风～≯文～≯学，w⊥↓＋et` shapes;
// the held-out draw's misses are never shown), and story enumerations that end like a site's name, which must stay.
const SPELL_PREFIX = '长风毛线八一青云墨香夜读星河书海飞卢紫竹';
const SPELL_ENDINGS = ['文学', '中文网', '小说网', '书屋', '书阁', '看书网', '小说', '读书网'];
const SPELL_KNOWN = ['笔趣阁', '顶点小说', '飘天文学', '千千小说', '思兔阅读'];
const SPELL_MARKS = ['。', '.', '？', '?', '～', '≯', '6', '8', '_', '|', '{', '}', '‘', '’', '*', '＋', '♂', '·.', '～≯', '}{'];
const SPELL_SHARDS = ['', '', '，w↘□□et', ' cfwx. net', 'w⊥↓＋et', ' w w w.cf', '，ｗｗｗ．ｃｏｍ'];
function spelledNameSet(seed: number): Tally {
  const draw = lcg(seed);
  const pick = picker(draw);
  const t = newTally();
  for (let n = 0; n < 150; n++) {
    const name =
      draw() < 0.3
        ? pick(SPELL_KNOWN)
        : Array.from({ length: 1 + Math.floor(draw() * 2) }, () => pick([...SPELL_PREFIX])).join('') + pick(SPELL_ENDINGS);
    // One mark for the whole name, or a mark drawn for each letter; the last two letters stay together half the time.
    const same = draw() < 0.5 ? pick(SPELL_MARKS) : undefined;
    const letters = [...name];
    const parts = draw() < 0.5 ? [...letters.slice(0, -2), letters.slice(-2).join('')] : letters;
    const spelled = parts.map((p) => (same ?? pick(SPELL_MARKS)) + p).join('') + pick(SPELL_SHARDS);
    const s = STORY[n % STORY.length];
    const at = s.indexOf('，') + 1;
    for (const line of [s + spelled, spelled + s, s.slice(0, at) + spelled + s.slice(at), s.slice(0, 2) + spelled + s.slice(2)])
      score(t, line, s, 20);
  }
  return t;
}
const SPELL_DECOYS = [
  '他精通琴、棋、书、画、文学。',
  '三國指的是魏，蜀，吳。小說通篇精巧敘述謀略。',
  '老者道：“好！好！好！笔墨纸砚都备下了。”',
  '东、西、南、北、中文网站他都看过。',
  '他连说三声“是、是、是”，才退了出去。',
  '甲。乙。丙。丁。四人各有所长。',
];
drawnSet('names spelled apart glued into story lines (600)', 'spelled-name decoys', spelledNameSet, [1010, 2020], SPELL_DECOYS);
