import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { isCodeLine, repairMarkup } from '../../src/rules/markup.ts';
import { learnMarkSignatures } from '../../src/rules/watermark-names.ts';
import { skeleton } from '../../src/rules/confusables.ts';
import { findUrls } from '../../src/rules/urls.ts';
import { isAuthorNote } from '../../src/rules/author-note.ts';
import { NOTE_START } from '../../src/rules/line-kinds.ts';

/** The text a line keeps (undefined when the whole line goes). */
const kept = (line: string) => {
  const r = applyJunk(line);
  return r.lineRule === undefined ? (r.text ?? line) : undefined;
};

test('an address in brackets with its site name and the slogan after it is cut from a verse line; both halves stay', () => {
  assert.equal(kept('春风得意马蹄疾，(www.qbxs.cc 全本小说网)，手机阅读更优质！一日看尽长安花。'), '春风得意马蹄疾，一日看尽长安花。');
  // The line's last colon is the story's: no cut reached that end (session 31; it was trimmed before).
  assert.equal(kept('(m.qbxs.cc 全本小说网)，全文免费在线阅读！众将领命，各自回营歇息：'), '众将领命，各自回营歇息：');
  // Decoys: an aside with an address but no site word, and a story sentence after an address, keep their words.
  assert.equal(kept('他在纸上写下(www.abc.com 我的博客)，然后合上电脑，走出房门。'), '他在纸上写下，然后合上电脑，走出房门。');
  assert.equal(kept('(m.qbxs.cc 全本小说网)，他笑着说道：“你先回去。”'), '他笑着说道：“你先回去。”');
});

test('a link whose text is only a number (a comment count, a note number) goes with its tags; a link with words keeps them', () => {
  assert.deepEqual(repairMarkup('<p>    众人大笑而散。<a href="12说.html#4">27</a></p>').parts, ['    众人大笑而散。']);
  assert.deepEqual(repairMarkup('行至半路<a class="note" href="#n3"> 3 </a>，忽见一人。').parts, ['行至半路，忽见一人。']);
  // Decoys: a link's words are kept when it holds more than a number; digits outside links stay.
  assert.deepEqual(repairMarkup('他翻到<a href="p.html">第3页</a>，又看了12行。').parts, ['他翻到第3页，又看了12行。']);
});

test('script broken across lines: a dangling assignment and a base64 string literal are code; prose with = or quotes is not', () => {
  assert.ok(isCodeLine('document.onload ='));
  assert.ok(isCodeLine("'bG9hZEFkdig3LDIpOw0KdmFyIHg9MTs=',"));
  for (const story of ['x = 1', 'a.b = c', '他说：“window.fkp =”是什么意思？', '"HelloWorldHelloWorldHelloWorld"', 'E = mc2'])
    assert.equal(isCodeLine(story), false, story);
});

test('a Latin copy mark with its id is cut from a story line or drops its own line; an English word in a story stays', () => {
  assert.equal(kept('他推门而入。77Please respect copyright.WRITERzk3Pq9XmWe'), '他推门而入。');
  assert.equal(kept('No Plagiarism!k2Jd8sLqPz0posted on STORYSITE众人一齐下马。'), '众人一齐下马。');
  assert.equal(kept('1204 copyright protection55STORYSITEab3Cd4Ef'), undefined);
  // Decoys: the word without an id, and an id without a word of copying.
  assert.equal(kept('他在合同上看到copyright字样，皱了皱眉。'), '他在合同上看到copyright字样，皱了皱眉。');
  assert.equal(kept('车牌号是A8K2M，他记了下来。'), '车牌号是A8K2M，他记了下来。');
});

test('a signature after copy marks is learned where the book shows it twice with different story after it', () => {
  const mark = (id: string) => `5150 copyright protection12SITE${id}`;
  const lines = [`${mark('aB3dE')} 小熊且说宋江回营。`, `前军已到，${mark('xY7zQ')} 小熊众人大喜。`, `${mark('pQ2rS')} 小熊`];
  const names = learnMarkSignatures([lines]);
  assert.deepEqual(names, ['小熊']);
  assert.equal(applyJunk(lines[0], [], names).text, '且说宋江回营。');
  // Once only, or always before the same letters, the letters after a mark are the story's.
  assert.deepEqual(learnMarkSignatures([[`${mark('aB3dE')} 小熊且说`]]), []);
  assert.deepEqual(learnMarkSignatures([[`${mark('aB3dE')} 却说曹操`, `${mark('cD4eF')} 却说曹操`]]), []);
});

test('a forum jammer of one- and two-character tokens is cut; a sum, initials and English words are not', () => {
  assert.equal(kept('二人吃了酒。# q3 W* x& k- 7 b$ p次日天明'), '二人吃了酒。次日天明');
  assert.equal(kept('h4 ^ j& K* s1 % u'), undefined);
  for (const story of ['1 + 2 + 3 = 6，他算了出来。', '他看见a b c d e几个字母。', 'I am OK, he said to me. 他笑了。'])
    assert.equal(kept(story), story, story);
});

test('symbols of non-emoji blocks strewn in a word are cut; an author’s emoji stays', () => {
  assert.equal(kept('他第一\u{1F740}\u{1F311}眼就看见了那人，心中一惊。'), '他第一眼就看见了那人，心中一惊。');
  assert.equal(kept('马上\u{1F03A}\u{1F4A7}奔来一员大将，手持长枪。'), '马上奔来一员大将，手持长枪。');
  for (const story of ['我好开心😊😊你呢？', '太好了🎉🎊我们赢了！', '它🚗🌙🏠脸上']) assert.equal(kept(story), story, story);
});

test('a site name strewn one letter after each symbol is cut without a closing symbol; arrows of a route stay', () => {
  assert.equal(kept('众人回到船上。∵八∵一∵中∵文，当夜无话。'), '众人回到船上。当夜无话。');
  for (const story of ['北京→上海→广州→深圳，一路南下。', '比分是甲×乙×丙×丁的排列。']) assert.equal(kept(story), story, story);
});

test('a page’s info lines go: labelled fields, a time stamp to the second, a bare count of characters, a shelf’s update line', () => {
  for (const junk of [
    '作者：南山客 更新：2020-01-09',
    '作者:某甲字数:3302更新时间:2020/2/2 08:15:09',
    '• 2019-12-31 23:59:01',
    '2019/12/31 23:59:01',
    // A numeric date alone is a page's stamp (stamp-line.ts); a diary writes its date in Han (below).
    '2019-12-31',
    '本章 4410 字',
    '· 3021字',
    '最新更新 第88章 夜宴·3天前',
    '最新章节：后记·2020-08-01',
  ])
    assert.equal(kept(junk), undefined, junk);
  // Decoys: a writer in a story, a diary's date, a count told in a sentence, a game's status panel.
  for (const story of ['作者：他说要改结局。', '2019年12月31日 晴', '他写了3000字', '状态：昏迷 来源：医院', '最新更新的消息是他走了。'])
    assert.equal(kept(story), story, story);
});

test('the unfinished notice with one bracket lost is cut; the story after it stays; the words in a sentence stay', () => {
  assert.equal(kept('众将听令，齐声应诺：(未完待续!'), '众将听令，齐声应诺');
  assert.equal(kept('未完待续)却说那人回到家中，闭门不出。'), '却说那人回到家中，闭门不出。');
  assert.equal(kept('二人对饮至三更。（未完待续！次日天明'), '二人对饮至三更。次日天明');
  for (const story of ['这段缘分未完待续，他想。', '“未完待续？”她笑了。']) assert.equal(kept(story), story, story);
});

test('an address in fancy letters (dingbat digits, mathematical letters, look-alikes of other scripts) is found, with its banner', () => {
  assert.equal(skeleton('❽𝟖𝔹𝕀ℚ𝕌.ℂ๏ᗰ').text, '88biqu.com');
  const line = '他走了。➆➆𝕏𝕊.C๏ᗰ，又回来了。';
  assert.deepEqual(
    findUrls(line).map((s) => line.slice(s.start, s.end)),
    ['➆➆𝕏𝕊.C๏ᗰ'],
  );
  assert.equal(kept('只见那人回头一笑。°º¤ø,¸¸,ø¤º° ➆➆𝕏𝕊.C๏ᗰ °º¤ø,¸¸,ø¤º°'), '只见那人回头一笑。');
  // Decoys: mathematical letters in a sentence are no address; dots after an address are not a banner.
  assert.equal(kept('他在黑板上写下𝐀𝐁𝐂三个字母。'), '他在黑板上写下𝐀𝐁𝐂三个字母。');
  assert.equal(kept('他去了www.abc.com... 然后回家。'), '他去了... 然后回家。');
});

test('the tail of a comment that lost its start goes; a dash and an arrow in a sentence stay', () => {
  assert.deepEqual(repairMarkup('两军对垒。--a81k2x0091-->次日再战。').parts, ['两军对垒。次日再战。']);
  assert.deepEqual(repairMarkup('他说--好吧-->走').parts, ['他说--好吧-->走']);
});

test('repost credits, a piece label of a cut-up book and a reader’s name alone before a watermark are site lines', () => {
  for (const junk of ['简体版 转自 某某书库', '图源：某某扫图组', '分卷阅读 18', '青山提示您：看后求收藏（某某小说网），接着再看更方便。'])
    assert.equal(kept(junk), undefined, junk);
  // Decoys: a sentence that starts with 转自, a reading that is split, a list of names before the watermark.
  assert.equal(kept('转自他乡，他回到了故里。'), '转自他乡，他回到了故里。');
  assert.equal(kept('他开始分卷阅读12本书。'), '他开始分卷阅读12本书。');
  assert.equal(kept('地空星小霸王周通提示您：看后求收藏（某某小说网），接着再看更方便。'), '地空星小霸王周通');
});

test('a mirror’s category menu, script switch and reading-bar settings are menus; the same words in a sentence are story', () => {
  for (const junk of ['网游竞技', '玄幻奇幻 | 武侠仙侠', '简体版 繁体版', '默认 宋体', '楷体冷灰'])
    assert.equal(kept(junk), undefined, junk);
  for (const story of [
    '他默认了，走向菜单。',
    '她喜欢游戏，也喜欢魔法。',
    '冷灰色的天空下，他独自走着。',
    '军事',
    '小说 电影 游戏',
    '他的排序是：历史 > 数学 > 语文',
  ])
    assert.equal(kept(story), story, story);
});

test('a reading page’s loading notice, install prompts and list labels are adverts; a sentence about loading is not', () => {
  for (const junk of ['正文加载中，请稍候……', '扫描二维码，终身免费', '最近更新', '请继续往下阅读', '请关闭阅读模式后刷新页面'])
    assert.equal(kept(junk), undefined, junk);
  for (const story of ['他盯着屏幕上的加载中三个字，心急如焚。', '“请稍候。”护士说。']) assert.equal(kept(story), story, story);
});

test('an author’s words about the serial (网文, 更新频率, the 感言 chapters) with readers addressed make a note', () => {
  assert.ok(isAuthorNote('请大家放心，忙完这阵子我就提高更新频率。'));
  assert.ok(isAuthorNote('写完完本感言，感谢大家一路陪伴。'));
  // Decoys: classical 弃文 (弃文就武) and 写书 (a letter) are no note words; a story about a writer does not talk to readers.
  assert.equal(isAuthorNote('他决定弃文就武，请大家今天随他投奔边关。'), false);
  assert.equal(isAuthorNote('宋江今天写书一封，谢谢众兄弟。'), false);
  assert.equal(isAuthorNote('他在网文里读到一句话。'), false);
});

// Session 32: lines written as a new user's book would hold them, before trying the cleaner on them.
test('a notice spaced letter by letter is judged closed up, and goes when closed up it is junk; a spaced story line stays', () => {
  assert.equal(applyJunk('（ 本 章 完 ）').lineRule, 'junk.chapter-mark');
  assert.equal(applyJunk('（ 未 完 待 续 ）').lineRule, 'junk.chapter-mark');
  for (const story of ['春 眠 不 觉 晓', '我 爱 你', '第 一 章']) assert.equal(kept(story), story);
});

test('a follow-us banner of a WeChat article goes; a story that clicks or follows stays', () => {
  assert.equal(kept('↑↑↑↑↑ 点击上方蓝字关注我们 ↑↑↑↑↑'), undefined);
  assert.equal(kept('长按二维码关注公众号'), undefined);
  for (const story of ['他点击上方蓝字关注了我们。', '我们点击上方的链接，发现了他。']) assert.equal(kept(story), story);
});

test('a call to join a group or follow an account goes whole, with the book named or the offer of more before it', () => {
  assert.equal(kept('喜欢三国演义的朋友请加QQ群：123456789'), undefined);
  assert.equal(kept('更多精彩内容，请关注微信公众号：三国书院'), undefined);
  for (const story of ['喜欢她的朋友请加入我们。', '更多精彩内容，请看下回。', '他对喜欢下棋的朋友说：“请加一子。”'])
    assert.equal(kept(story), story);
});

test('a mirror site’s tail naming its mobile and desktop sites goes whole once its address is cut; a story’s 手机站 or 无广告 stays', () => {
  assert.equal(kept('手机站全新改版升级地址：http://m.xbiquge.la，数据和书签与电脑站同步，无广告清新阅读！'), undefined);
  for (const story of ['他打开手机站看了看，什么也没有。', '这部电影无广告，真难得。', '他说：“电脑站那边怎么样了？”'])
    assert.equal(kept(story), story);
});

test('CLEAN-4: a note label in a site’s brackets opens a note (【作者题外话】：); 题外话 is a label only bracketed or before a colon', () => {
  for (const note of ['【作者题外话】：这两天感冒了，更新慢一些，见谅。', '【ps：今天只有一更】', '题外话：今天停更', 'ps：明天见'])
    assert.ok(NOTE_START.test(note), note);
  assert.ok(!NOTE_START.test('题外话不提，且说宝玉。'));
});

test('a notice the site signs as itself (本站提醒：…) goes whole; a story’s 本站 stays', () => {
  assert.equal(applyJunk('本站提醒：请勿沉迷网络小说，注意劳逸结合。').lineRule, 'junk.disclaimer');
  assert.equal(applyJunk('【本站公告】：服务器升级').lineRule, 'junk.disclaimer');
  for (const story of ['本站到了，请下车。', '本站是终点站：请所有乘客下车。']) assert.equal(kept(story), story);
});

test('a reading page’s scrolling hint goes, bracketed or not; a story that double-clicks stays', () => {
  assert.equal(kept('(双击鼠标开启屏幕滚动,鼠标上下控制速度) 返回首页'), undefined);
  assert.equal(kept('双击鼠标开启屏幕滚动，鼠标上下控制速度'), undefined);
  for (const story of ['他双击鼠标，打开了那份文件。', '她双击屏幕，滚屏停了下来。']) assert.equal(kept(story), story);
});

test('a reading page’s tip for when it fails to load goes whole, its bracketed buttons too; a story whose page fails stays', () => {
  for (const tip of [
    '移動流量偶爾打不開,可以切換電信、聯通、Wifi。',
    '未載入完,嘗試【重新整理】or【關閉小說模式】or【關閉廣告遮蔽】。',
    '页面加载太慢，请刷新重试',
    '若无法载入，请关闭阅读模式或更换浏览器',
  ])
    assert.equal(applyJunk(tip).lineRule, 'junk.reader-call', tip);
  for (const story of ['手机流量用完了，网页打不开。', '他切换到wifi，刷新了页面。', '“流量不够，打不开。”她说。'])
    assert.equal(kept(story), story);
  // A long story line that an address was cut from is no tip, whatever words of a connection it holds: only the address goes.
  const story = '宋江道：这里的路很远，大家走三天三夜才到。其实路上也没什么可说的，切换一下话题，刷新心情，还是讲讲这城里的事情罢。';
  assert.equal(kept(`${story}www.biquge.com`), story);
});
