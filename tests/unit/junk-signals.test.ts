import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skeleton } from '../../src/rules/confusables.ts';
import { findUrls } from '../../src/rules/urls.ts';
import { isCodeLine, repairMarkup } from '../../src/rules/markup.ts';
import { repairMojibake } from '../../src/ingest/mojibake.ts';
import { LEXICON } from '../../src/rules/site-lexicon.ts';
import { PhraseIndex } from '../../src/rules/phrase-index.ts';
import { storyEvidence } from '../../src/rules/story-guard.ts';
import { mineRecurring } from '../../src/rules/recurrence.ts';
import { applyJunk, isAdContinuation } from '../../src/rules/junk.ts';
import { gutenbergBoilerplate } from '../../src/rules/gutenberg.ts';
import { isPlaceholderChapter } from '../../src/rules/placeholder.ts';
import { orderByToc, parseTocEntries } from '../../src/rules/toc-order.ts';

const spans = (line: string) => findUrls(line).map((s) => line.slice(s.start, s.end));

test('CLEAN-3 the skeleton folds look-alikes: Cyrillic and circled digits, full width, dots, isolating spaces [S35]', () => {
  assert.equal(skeleton('ШЩЩ.⑦⑨ＸＳ.сОМ').text, 'www.79xs.com');
  assert.equal(skeleton('wＷw．xiＡoshＵotxt.cＯm').text, 'www.xiaoshuotxt.com');
  assert.equal(skeleton('w w w . 2 1 c o m').text, 'www.21com');
  // A space between words stays: `at www…` is not one label.
  assert.equal(skeleton('online at www.x.org').text, 'online at www.x.org');
  assert.equal(skeleton('t,xt,小,说天,堂', true).text, 'txt小说天堂');
});

test('CLEAN-3 addresses, also disguised, are found and mapped back to the original characters', () => {
  assert.deepEqual(spans('他走过去ШЩЩ.⑦⑨ＸＳ.сОМ，看了一眼。'), ['ШЩЩ.⑦⑨ＸＳ.сОМ']);
  assert.deepEqual(spans('www/xiaoshuotxt/c o m'), ['www/xiaoshuotxt/c o m']);
  assert.deepEqual(spans('手机用户请浏览 m.xbiquge.la 阅读'), ['m.xbiquge.la']);
  assert.deepEqual(spans('第2040章 不宣于口！(www.zhuaji.org)'), ['(www.zhuaji.org)']);
  assert.deepEqual(spans('…免费阅读。https://'), ['https://']);
  assert.deepEqual(spans('www点biquge点la'), ['www点biquge点la']);
  for (const story of ['I love you. Come here', '3.14 and U.S. a.m. Mr.Li', '一点一点地走', 'OK，就这么办。'])
    assert.deepEqual(spans(story), [], story);
});

test('HTML: entities decoded once or twice escaped, the &1t; typo, bare nbsp;, tags stripped, <br> a paragraph break', () => {
  assert.deepEqual(repairMarkup('他走了。&1t;/p>').parts, ['他走了。']);
  assert.deepEqual(repairMarkup('他走了。/p&amp;gt;').parts, ['他走了。']);
  assert.deepEqual(repairMarkup('&amp;nbsp;&amp;nbsp;正文').parts, ['  正文']);
  assert.deepEqual(repairMarkup('nbsp;nbsp;他').parts, ['  他']);
  assert.deepEqual(repairMarkup('&#12288;&#x3000;他').parts, ['　　他']);
  assert.deepEqual(repairMarkup('第一段。<br/>第二段。<br />').parts, ['第一段。', '第二段。']);
  assert.deepEqual(repairMarkup('</div>').parts, []);
  // A `<` in a story is not a tag.
  assert.deepEqual(repairMarkup('1<2，他想。').parts, ['1<2，他想。']);
  // A tag pasted inside an attribute's value does not hide the end of the tag around it (wild2 [a]).
  assert.deepEqual(repairMarkup('<b>最新网址：<a href="http://www.x.com</b>" target="_blank">www.x.com</b></a>').parts, [
    '最新网址：www.x.com',
  ]);
  assert.deepEqual(repairMarkup('他说：“<b>好</b>”，又说"<i>走</i>"。').parts, ['他说：“好”，又说"走"。']);
  // A styled element that lost its `<`, spaces and quotes goes with the letters it hid (wild2 [v]).
  assert.deepEqual(repairMarkup('百單八位盡spanstyle>谷/spanstyle>英雄。').parts, ['百單八位盡英雄。']);
  assert.deepEqual(repairMarkup('他用span和div写网页，style很好。').parts, ['他用span和div写网页，style很好。']);
});

test('after an address, a few letters that make no sentence go with it; a sentence around an address keeps its words', () => {
  for (const line of ['强牺 tianlaixw.com 读牺', '更┆多┆书┇本：woo18.vip(Woo18.vip)', '好 www.abc.com'])
    assert.equal(applyJunk(line).lineRule, 'junk.url', line);
  assert.equal(applyJunk('他打开 www.baidu.com 看了看。').text, '他打开  看了看。');
  assert.equal(applyJunk('“去www.abc.com。”她说。').text?.includes('她说'), true);
});

test('script fragments are lines of code; a story line that mentions code words is not', () => {
  for (const line of ['app2();read2();', 'chaptererror();', '$(function(){', '});', 'var a = document.getElementById("x");'])
    assert.ok(isCodeLine(line), line);
  for (const line of ['他说：“function”', '他把一行 var 写在纸上，看了很久。', '（一）']) assert.ok(!isCodeLine(line), line);
});

test('mojibake: GBK and UTF-8 read as Latin-1/cp1252 are decoded again; accented Latin text is left alone', () => {
  const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
  assert.equal(repairMojibake('µÚÈýÕÂ Áù¾äÕæÑÔ')?.text, '第三章 六句真言');
  const utf8 = latin1(new TextEncoder().encode('第一章 雨夜，他走了。'));
  assert.equal(repairMojibake(utf8)?.text, '第一章 雨夜，他走了。');
  for (const s of ['Café au lait, très été', 'naïve Zoë', '他说“好”。', 'Ã©tÃ©']) assert.equal(repairMojibake(s), undefined, s);
});

test('the site lexicon is data with a source per group; one pass finds every phrase (Aho–Corasick)', () => {
  for (const g of LEXICON) assert.ok(g.phrases.length > 0 && g.source.length > 10 && g.weight > 0, g.kind);
  const index = new PhraseIndex(['小说', '小说天堂', '天堂']);
  assert.deepEqual(
    index.find('txt小说天堂').map((h) => [h.phrase, h.start, h.end]),
    [
      [0, 3, 5],
      [1, 3, 7],
      [2, 5, 7],
    ],
  );
});

test('the story guard: dialogue and prose vetoes word-only verdicts; bracketed asides do not count as story', () => {
  assert.deepEqual(storyEvidence('“你在哪个网站看的小说？”他问。').dialogue, true);
  assert.deepEqual(storyEvidence('且听下回分解。').narrative, true);
  // A scraped line's ASCII closing quote ends prose too (the fragment after a cut `義士若能知此理，反躬逃難可無憂。"` stays).
  assert.deepEqual(storyEvidence('義士若能知此理，反躬逃難可無憂。"').narrative, true);
  assert.deepEqual(storyEvidence('（本章完）').narrative, false);
  assert.deepEqual(storyEvidence('高聲嚷道：').narrative, true);
  // A pair around a few letters is a quoted word, not speech: it does not veto a line of app prompts, and it still
  // keeps what a cut leaves of a story line (`“浪里白条”张顺`).
  assert.deepEqual(storyEvidence('控制栏“主题”可以切换皮肤').dialogue, false);
  assert.deepEqual(storyEvidence('控制栏“主题”可以切换皮肤').quoted, true);
  assert.deepEqual(storyEvidence('他说“好！”').dialogue, true);
  assert.deepEqual(storyEvidence('他喊了一声“回来吧孩子”').dialogue, true);
  assert.equal(applyJunk('点击屏幕中间,控制栏“主题”可以切换皮肤和字体大小!').lineRule, 'junk.ad');
  assert.equal(applyJunk('“浪里白条”张顺（本章未完，请点击下一页继续阅读）“立地太岁”阮小二').text, '“浪里白条”张顺“立地太岁”阮小二');
  for (const line of [
    '且听下回分解。',
    '他打开手机阅读小说。',
    '“你在哪个网站看的小说？”他问。',
    '本站到了，请下车的乘客从后门下车。',
    '三更时分，窗外起了风。',
  ])
    assert.deepEqual([applyJunk(line).lineRule, applyJunk(line).cuts.length], [undefined, 0], line);
});

test('the tail of an advert broken across lines is found by the phrase it completes', () => {
  assert.ok(isAdContinuation('手机用户请浏览阅读，更优质的阅读', '<p>体验。</p>'.replace(/<\/?p>/g, '')));
  assert.ok(!isAdContinuation('手机用户请浏览阅读，更优质的阅读', '他笑了。'));
});

test('recurrence: a line at most chapters’ edges is a signature; 且听下回分解。, 詩曰：, separators and notes are not', () => {
  const chapters = [1, 2, 3, 4, 5, 6].map((n) => [
    '詩曰：',
    `正文${n}的内容，说了一些事情。`,
    '且听下回分解。',
    '------',
    '求月票！',
    `欢迎光临青云阁${n}`,
  ]);
  assert.deepEqual([...mineRecurring(chapters)], ['欢迎光临青云阁#']);
});

test('Project Gutenberg’s header and licence are found by their markers', () => {
  const lines = [
    'The Project Gutenberg EBook of X',
    '',
    '*** START OF THIS PROJECT GUTENBERG EBOOK X ***',
    '',
    'Produced by Y',
    '第一回',
    '正文。',
    'End of the Project Gutenberg EBook of X',
    '*** END OF THIS PROJECT GUTENBERG EBOOK X ***',
    'licence',
  ];
  assert.deepEqual(gutenbergBoilerplate(lines), { header: [0, 1, 2, 4], footer: [7, 8, 9] });
  assert.deepEqual(gutenbergBoilerplate(['第一回', '正文。']), { header: [], footer: [] });
});

test('placeholders: a title or a short body announcing the text; a real chapter with such a word is not one', () => {
  assert.ok(isPlaceholderChapter('第三章 22点准时更新，敬请期待！', ''));
  assert.ok(isPlaceholderChapter('第三章 学艺', '本章正在手打中，请稍后刷新。'));
  assert.ok(!isPlaceholderChapter('第三章 敬请期待', '他走进屋里。'.repeat(80)));
  assert.ok(!isPlaceholderChapter('第三章 学艺', '他走进屋里。'));
});

test('a table of contents names files or titles, also as Markdown links; chapters take its order', () => {
  const entries = parseTocEntries('目录\n- [第二章 拜师](b.txt)\n第一章 石猴\n3. c.txt\n第九章 不存在\n');
  const chapters = [
    { title: '第一章　石猴', sources: ['a.txt'] },
    { title: '拜师', sources: ['b.txt'] },
    { title: '归山', sources: ['c.txt'] },
    { title: '外篇', sources: ['d.txt'] },
  ];
  assert.deepEqual(orderByToc(entries, chapters), { order: [2, 1, 3, undefined], unmatched: ['第九章 不存在'] });
});

test('a story line cut off mid-sentence keeps its story when an address is glued to it (many Han letters no advert word covers)', () => {
  // An address's Latin letters do not make the story before it a fragment of the advert.
  const tail = applyJunk('那猴在山中，却会行走跳跃，食草木，饮涧泉，采山花，觅树一秒记住https://m.example.vip/book/1234.html');
  assert.equal(tail.text, '那猴在山中，却会行走跳跃，食草木，饮涧泉，采山花，觅树');
  // Advert words left around the cut (记住…网址：) do not outweigh the story on both sides of it.
  const mid = applyJunk('他们走到山前，只见一座石碣，记住某某小说网址：https://m.example.vip/book/9.html上有一行大字，写得分明');
  assert.ok(mid.text?.startsWith('他们走到山前，只见一座石碣，'), JSON.stringify(mid));
  assert.ok(mid.text?.endsWith('上有一行大字，写得分明'), JSON.stringify(mid));
  // A site line is still one after its address is cut.
  assert.equal(applyJunk('手机用户请浏览 m.example.vip 阅读，更优质的阅读体验。').lineRule !== undefined, true);
});

test('an advert clause is cut from its first advert word to its last: the story letters at its edge stay', () => {
  const r = applyJunk('请记住某某小说网去。”宝玉听了，忙的自己又亲检了一遍。');
  assert.ok(r.text?.startsWith('去。”宝玉听了'), JSON.stringify(r));
});

test('CLEAN-4 a bracketed update mark that begs is an author note, not a chapter-state mark; site sign-offs are adverts', () => {
  assert.equal(applyJunk('（第三更到，求收藏）').lineRule, undefined);
  assert.equal(applyJunk('（第一更）').lineRule, 'junk.chapter-mark');
  assert.notEqual(applyJunk('请您收藏本站，方便下次阅读。').lineRule, undefined);
  assert.notEqual(applyJunk('某某小说每日更新数千章节。').lineRule, undefined);
  assert.equal(applyJunk('他每日更新账本，从不马虎，连一文钱也记得清清楚楚。').lineRule, undefined);
});

test('markup of scraped pages: a bare statement `readx;` is script, a piece of misspelt tags is markup, `<他>` in a sentence stays (docs/rules/cleaning.md#markup-and-script-left-in-the-text)', () => {
  for (const line of ['readx;', 'readx();', 'show_ad; readx;']) assert.equal(isCodeLine(line), true, line);
  for (const line of ['他说：好;', '好的;', 'ok']) assert.equal(isCodeLine(line), false, line);
  assert.deepEqual(repairMarkup('&lt;center&gt; &lt;fon color=red&gt;').parts, []);
  assert.deepEqual(repairMarkup('<fon color=red>').parts, []);
  assert.deepEqual(repairMarkup('他说<他>走了').parts, ['他说<他>走了']);
  assert.deepEqual(repairMarkup('x<y 且 y>z，他算道').parts, ['x<y 且 y>z，他算道']);
});

test('reading-app prompts and the app advert of pirated copies are adverts; a story that names an app is not', () => {
  for (const line of [
    '文学作品阅读有话要说:点击屏幕中间,控制栏可以直接切换白天和夜间模式!',
    '广个告，【 某某阅读app　】真心不错，值得装个，竟然安卓苹果手机都支持！',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.ad', line);
  for (const line of ['她把手机调成夜间模式，躺下看书。', '他说这个软件值得装，安卓苹果都能用。'])
    assert.equal(applyJunk(line).text, line, line);
});

test('a sentence spoken inside quotes keeps a site-like word; two signals, an address or a cut after the speech still go', () => {
  // Decoys: speech that ends a sentence, one site-like word in it (a site's name, 小说, 书城, 网), in “”, 「」 and 『』.
  for (const line of [
    '他喊道：「你好？小说网！」',
    '他喊道：“你好？小说网！”',
    '『你好？小说网！』',
    '“你好？笔趣阁！”',
    '“我不看笔趣阁！”她说。',
    '王伦道：“你好。”又道：“中文网！”',
    '她说：“去书城吧！”',
    '他说：“那是个小说网。”',
    '“我在起点中文网写书呢！”他得意地说。',
    // ASCII quotes, as scraped lines write them (open and close alike: their parity tells).
    '他喊道:"你好?小说网!"',
    '"你好？小说网！"他喊道。',
  ])
    assert.deepEqual(applyJunk(line), { text: line, cuts: [] }, line);
  // True positives: more than one signal in the speech, an address, a name glued after the speech or bare at the end.
  const cut = (line: string) => applyJunk(line).cuts.map((c) => c.text);
  assert.deepEqual(cut('她说：“请记住本站域名！”'), ['请记住本站域名']);
  assert.deepEqual(cut('他说：“快去www.biquge.com看！”'), ['www.biquge.com']);
  assert.deepEqual(cut('“走吧。”小说网首发'), ['小说网首发']);
  assert.deepEqual(cut('他说:"好的。"请记住本站域名'), ['请记住本站域名']);
  assert.equal(applyJunk('……」小说网首发').lineRule, 'junk.site-name');
  assert.equal(applyJunk('请记住本站域名').lineRule, 'junk.remember-url');
  assert.deepEqual(cut('宋江便离了酒店，投东而去，行不多时。笔趣阁'), ['笔趣阁']);
  assert.deepEqual(cut('一頭想：「那晁蓋倒去落了草，直如此大弄！」轉不過兩個灣，只聽得背後有人叫一聲：「押司，那裡去來？」夜读书屋'), [
    '夜读书屋',
  ]);
});

test('a sentence whose actor is a third person is story though an advert uses its words; a line of advert words is not', () => {
  for (const line of ['她点击屏幕，切换到下一页。', '他打开浏览器，点开了书签。', '她们都在书城里看小说。'])
    assert.deepEqual(applyJunk(line), { text: line, cuts: [] }, line);
  assert.equal(applyJunk('点击屏幕中间,控制栏“主题”可以切换皮肤和字体大小!').lineRule, 'junk.ad');
});

test('CLEAN-3: the quotes or the frame around an address that hold nothing else go with it (measure-spans URL shapes)', () => {
  const story = '众将听令，各自回营歇息，一夜无话。';
  for (const [open, close] of [
    ['「', '」'],
    ['『', '』'],
    ['〔', '〕'],
    ['“', '”'],
    ['※', '※'],
    ['=', '='],
    ['～', '～'],
    ['★★', '★★'],
    ['--', '--'],
  ]) {
    const junk = `${open}www.biquge.com${close}`;
    for (const line of [story + junk, junk + story, `众将听令，${junk}各自回营歇息，一夜无话。`])
      assert.equal(applyJunk(line).text, story, line);
  }
  // Only a frame with the same mark on both sides: a dash before an address and a comma after it are the story's.
  assert.equal(applyJunk('他说——www.biquge.com，然后走了。').text, '他说——，然后走了。');
  // A quote that holds more than the address is the story's: the address alone is cut.
  assert.equal(applyJunk('他说：“去www.biquge.com看看。”').text, '他说：“去看看。”');
});

test('a cut after a quote closed on a sentence end takes the marks after it (…很是。”www.x.com。)', () => {
  assert.equal(applyJunk('宝玉听了，笑道：“你说的很是。”www.biquge.com。').text, '宝玉听了，笑道：“你说的很是。”');
  // After a quote that closes no sentence, the mark after the cut is the story's.
  assert.equal(applyJunk('他叫了一声“好”www.biquge.com，就走了。').text, '他叫了一声“好”，就走了。');
});

test('BBCode of forum posts loses its tags and keeps its text; a picture element goes whole; a programmer’s a[i] stays (wild6)', () => {
  assert.deepEqual(repairMarkup('[align=left]飄揚旗幟驚鳥雀，紛紜矛盾生光芒。[/align]').parts, ['飄揚旗幟驚鳥雀，紛紜矛盾生光芒。']);
  assert.deepEqual(repairMarkup('[b]他[/b]说：[color=red]好[/color]。').parts, ['他说：好。']);
  assert.deepEqual(repairMarkup('[img]http://x.com/a.jpg[/img]他来了。').parts, ['他来了。']);
  assert.deepEqual(repairMarkup('[url=http://x.com]点这里[/url]').parts, ['点这里']);
  for (const line of ['for (i = 0; i < n; i++) a[i] = 0;', '他说[i]是第一个。', '[注]此处原文缺字。'])
    assert.deepEqual(repairMarkup(line).parts, [line]);
});

test('CLEAN-3: a www address with a space inside www and inside a common top-level domain is found (ww w.biquge.c om; measure-spans)', () => {
  assert.equal(applyJunk('众将听令，ww w.biquge.c om各自回营歇息，一夜无话。').text, '众将听令，各自回营歇息，一夜无话。');
  assert.equal(applyJunk('她回头看了一眼，终于还是走了。w ww.qu.la.n et').text, '她回头看了一眼，终于还是走了。');
  // A www alone, with nothing of an address after it, is no address.
  assert.equal(applyJunk('他说ww w，好').text, '他说ww w，好');
});

test('CLEAN-3: fancy-text letters, underscores, a spelled dot, a Han label and a short link are addresses too (measure-spans, session 30)', () => {
  // Mathematical bold and monospace letters and squared capitals: code points of two units, read as their letter.
  assert.deepEqual(spans('他走进门来，𝐰𝐰𝐰.𝐛𝐢𝐪𝐮𝐠𝐞.𝐜𝐨𝐦说道'), ['𝐰𝐰𝐰.𝐛𝐢𝐪𝐮𝐠𝐞.𝐜𝐨𝐦']);
  assert.deepEqual(spans('他走进门来，𝚠𝚠𝚠.𝚋𝚒𝚚𝚞𝚐𝚎.𝚌𝚘𝚖说道'), ['𝚠𝚠𝚠.𝚋𝚒𝚚𝚞𝚐𝚎.𝚌𝚘𝚖']);
  assert.deepEqual(spans('他走进门来，🄱🄸🅀🅄🄶🄴.🄲🄾🄼说道'), ['🄱🄸🅀🅄🄶🄴.🄲🄾🄼']);
  assert.deepEqual(spans('他走进门来，www_biquge_com说道'), ['www_biquge_com']);
  assert.deepEqual(spans('他走进门来，biquge dot com说道'), ['biquge dot com']);
  assert.deepEqual(spans('他走进门来，www(dot)biquge(dot)net说道'), ['www(dot)biquge(dot)net']);
  assert.deepEqual(spans('他走进门来，www.三五中文网.com说道'), ['www.三五中文网.com']);
  assert.deepEqual(spans('他走进门来，bit.ly/3xYzAb说道'), ['bit.ly/3xYzAb']);
  // The Han label counts as an address's letters, not as story the cut took: the sentence around it stays.
  assert.equal(applyJunk('他走进门来，www.三五中文网.com说道').text, '他走进门来，说道');
  // Not addresses: a dot in English, a fraction, a name and a version number before a slash.
  for (const line of ['I saw a dot in the sky，他说', '他说3.14/2是对的', '他看了看Mr.Li/张三', '版本v1.2/abc更新'])
    assert.deepEqual(spans(line), [], line);
});

test('CLEAN-3: an address label at the line’s end whose address was lost goes, with the name before it; a story’s 地址： or 网址： stays', () => {
  const cut = (line: string) => applyJunk(line);
  assert.deepEqual(cut('他说完了。书客居手机版阅读网址：'), {
    text: '他说完了。',
    cuts: [{ rule: 'junk.url', text: '书客居手机版阅读网址：' }],
  });
  assert.equal(cut('已经订阅 先定个小目标，比如1秒记住：书客居手机版阅读网址：').text, '已经订阅 先定个小目标，比如');
  assert.equal(cut('请记住本站最新域名：').lineRule, 'junk.url');
  for (const story of ['她在纸上写下新家的地址：', '他把网址发给了我，网址：', '他把域名发给了我，域名：'])
    assert.deepEqual(cut(story), { text: story, cuts: [] }, story);
});
