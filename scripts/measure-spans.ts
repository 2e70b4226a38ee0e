/**
 * Measures the cleaner on remember-the-site phrases of every shape glued to story lines (an opening, the verb, the
 * site or its name in any bracket, a separator, an address or none, an advert's tail), at the end, the start and
 * after the first comma: how many lines come out as the story exactly, how many lose story, how many keep junk.
 * A generator written for junk-rules.ts `junk.remember-url` of any shape; the names and addresses are made up.
 *
 *   npx tsx scripts/measure-spans.ts [--show 40]
 */
import { applyJunk } from '../src/rules/junk.ts';
const rnd = (() => {
  let s = 12345;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
})();
const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
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
const STORY = [
  '众将听令，各自回营歇息，一夜无话。',
  '他推开门，外面下着大雨，街上一个人也没有。',
  '宝玉听了，笑道：“你说的很是。”',
  '话说那日天色已晚，众人只得在山下安营。',
  '她回头看了一眼，终于还是走了。',
  '却说曹操引兵至城下，见城上遍插旗帜。',
];
let ok = 0,
  lost = 0,
  inside = 0;
const fails: string[] = [];
for (let i = 0; i < 3000; i++) {
  const site = pick(SITES);
  const junk = pick(PRE) + pick(OBJ).replace('{S}', site) + pick(SEP) + (rnd() < 0.7 ? pick(ADDR) : '') + pick(TAIL);
  const s = pick(STORY);
  const w = rnd();
  const at = s.indexOf('，') + 1;
  const line = w < 0.4 ? s + junk : w < 0.7 ? junk + s : s.slice(0, at) + junk + s.slice(at);
  const r = applyJunk(line);
  const out = r.lineRule ? '' : (r.text ?? line);
  if (out === s) ok++;
  else {
    const all = [...s].every((c) => out.includes(c));
    if (out.length < s.length || !all) {
      lost++;
      if (fails.length < 400) fails.push(`LOST ${line} → ${out}`);
    } else {
      inside++;
      if (fails.length < 400) fails.push(`IN   ${line} → ${out}`);
    }
  }
}
console.log({ ok, lost, inside });
const show = Number(process.argv[process.argv.indexOf('--show') + 1] ?? 0);
if (process.argv.includes('--show')) console.log(fails.slice(0, show).join('\n'));
