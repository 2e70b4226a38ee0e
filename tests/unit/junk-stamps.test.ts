/** Stamp lines and machine shards are judged by what they are made of (stamp-line.ts, machine-shard.ts), not by templates. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { fold } from '../../src/rules/fold.ts';
import { isStampLine } from '../../src/rules/stamp-line.ts';
import { isMachineShard } from '../../src/rules/machine-shard.ts';
import { isSceneBreak } from '../../src/rules/line-kinds.ts';

const stamp = (line: string) => isStampLine(fold(line.trim()));
const shard = (line: string) => isMachineShard(fold(line.trim()));

test('forum, blog and chapter-page stamps of shapes no rule lists are stamps', () => {
  for (const line of [
    '本帖最后由 某某某 于 2021-3-4 09:12 编辑',
    '*本帖最後由 xyz_99 於 2018-11-02 23:40 編輯*',
    '2017-06-30 08:05 1203 查看',
    '查看: 812|回复: 37',
    '阅读：1,204　评论：16',
    '##### 12#  发表于 2023-1-9 21:03',
    '5樓 發表於:2020-07-18 14:22:09 作者:小白_兔',
    '> **作者**: 张三 | **发布时间**: 2019-02-01 10:00:00 | **分类**: 『小说连载』',
    'Posted by lonewolf on Tuesday, 3 March 2020',
    'Saturday, 1 May 2021',
    '2022/11/5',
    '2019.12.31',
    '发布于 2020年3月4日 18:30',
    '更新时间 2016-08-09',
  ])
    assert.ok(stamp(line), line);
});

test('dates in a story, a diary heading, a time beside story words, and counts in prose are not stamps', () => {
  for (const line of [
    '2019-9-25 16:31，他醒了过来。',
    '2019年5月3日',
    '2019年5月3日 晴',
    '二〇一九年五月三日，阴。',
    '10:30 起床',
    '“2019-9-25，你还记得吗？”',
    '他看了看表，已经是2021-3-4了',
    '查看了一遍，回复说不行',
    '那天是1999-12-31，世纪末的最后一天，街上挤满了等待倒数的人群，谁也不想回家',
  ])
    assert.equal(stamp(line), false, line);
});

test('machine shards with no Chinese letter go; pauses, dividers, numbers and English phrases stay', () => {
  for (const line of ['1();2();3();', "('body')", '<<-BQ', '(.)u', '20-25(2 / 2)', '{0}', 'a8f3e2c1d0.jpg', 'IMG_2041.PNG', 'page_3.html'])
    assert.ok(shard(line), line);
  for (const line of [
    '……',
    '——',
    '？？？',
    '*****',
    '=-=-=-=',
    '666',
    'OK',
    '[Level Up!]',
    'I love you / me too',
    '(ಥ_ಥ)',
    'QAQ',
    '3……2……1……',
  ])
    assert.equal(shard(line), false, line);
});

test('the classifier drops both whole and names the rule', () => {
  assert.equal(applyJunk('本帖最后由 某某某 于 2021-3-4 09:12 编辑').lineRule, 'junk.stamp');
  assert.equal(applyJunk('1();2();3();').lineRule, 'junk.shard');
  assert.equal(applyJunk('他推开门，已是2021-3-4 09:12，窗外下着雨。').lineRule, undefined);
});

test('credit fields and English credits of fan editions are credits; a sentence naming a role is not', () => {
  for (const line of [
    '翻译：某某',
    '翻譯:小明Kirito',
    '扫图：abc12345',
    'WEB翻译：甲、乙、foo_99',
    '图片来自画师：SomeArtist',
    '现接坑翻译：光与影的黑与白、时坠',
    '译名整合：甲整合，并参考乙老师(某出版社官方翻译)',
    '嵌字 : 阿飞',
    'Written by SomeAuthor',
    'Translation by 某某',
    'Illust: @someone commissioned by somebody. Pixiv',
    'Editing and re-posting are prohibited',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.credits', line);
  for (const line of [
    '他翻译了三本书，都没有出版。',
    '翻译：“你好”的意思是问候。',
    '她是一名画师，住在城东。',
    'He wrote it by hand.',
    '“Written by me,” he said.',
    '插图的事，明天再说吧。',
  ])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test('a sentence with an actor before a role and a colon is no credit field', () => {
  assert.equal(applyJunk('他开始整理：衣服、书本、钥匙').lineRule, undefined);
});

test('an aside a cut opened that closes further on and talks to the reader goes whole; one that holds story stays', () => {
  const kept = (line: string) => applyJunk(line).text;
  assert.equal(
    kept('英雄聚会本无期，(未完待续。如果您喜欢这部作品，欢迎您来某站（）投推荐票、月票，您的支持，就是我最大的动力。)水浒山崖任指挥。'),
    '英雄聚会本无期，水浒山崖任指挥。',
  );
  assert.equal(kept('众将听令。(未完待续。众人散去，各自回营歇息，一夜无话。)'), '众将听令。众人散去，各自回营歇息，一夜无话。)');
});

test('a remember-the-site phrase of any shape goes with its object; the story glued around it stays whole', () => {
  const kept = (line: string) => {
    const r = applyJunk(line);
    return r.lineRule === undefined ? r.text : undefined;
  };
  assert.equal(kept('宝玉听了，请记住本站地址，最快更新！笑道：“你说的很是。”'), '宝玉听了，笑道：“你说的很是。”');
  assert.equal(kept('牢记【飘天文学】 www.biqu.com，最快更新！宝玉听了，笑道：“你说的很是。”'), '宝玉听了，笑道：“你说的很是。”');
  assert.equal(kept('众将听令，请您牢记本站域名：wap.xs.net，各自回营歇息，一夜无话。'), '众将听令，各自回营歇息，一夜无话。');
  assert.equal(kept('众将听令，各自回营歇息，一夜无话。一秒钟记住「爱上中文」 biqu.com'), '众将听令，各自回营歇息，一夜无话。');
  // A story's 记住 has another object.
  for (const story of ['记住，你要小心。', '你记住【规则一】：不要回头。', '他牢记着师父的话，一路向西。', '我会永远记住这个地方。'])
    assert.equal(kept(story), story, story);
});

test('a line of a page’s controls goes; a control’s word in a story or alone where a story may write it stays', () => {
  for (const line of [
    '显示全部楼层',
    '只看該作者',
    '打印 上一主题 下一主题',
    '關燈 巨大 直達底部',
    'TOP↑',
    '[复制链接]',
    '上篇鏈接:',
    '字号',
    '夜間',
    '点评 回复 举报',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.nav', line);
  for (const line of ['回复', '巨大', '打印', '他回复了一条消息。', '楼主说得对，我也这么想。', '夜间的风很冷'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test('a divider framed by dashes around a symbol or a divider’s word is a scene break; dialogue between dashes is not', () => {
  for (const line of ['——小猫^>ω◕^滚卧——', '——性转♂ = ♀转场——', '——分割线——', '==☆==', '***']) assert.ok(isSceneBreak(line), line);
  for (const line of ['——我不知道——', '——下午三点——', '——完——', '——“走！”——']) assert.equal(isSceneBreak(line), false, line);
});

test('a short slogan around an address that speaks to the reader goes whole; a character speaking beside one stays', () => {
  assert.equal(applyJunk('最新最全的日本动漫轻小说 某某文库(http://www.example.com) 为你一网打尽！').lineRule !== undefined, true);
  assert.equal(applyJunk('更多精彩好书，某某书屋 www.example.net 为您提供！').lineRule !== undefined, true);
  for (const story of [
    '的手段，【纸上书屋】且上前來，我說與你聽：',
    '他打开www.example.com，对你说了一句话。',
    '可喜你天生成百媚娇，(www.example.la)恰便似活神仙离碧霄。',
  ])
    assert.equal(applyJunk(story).lineRule, undefined, story);
});

test('an advert’s tail two separators from its cut goes with it; a story sentence after the tail keeps the line', () => {
  assert.equal(applyJunk('一秒记住飘天文学网址 ，最快更新！宝玉听了，笑道：“你说的很是。”').text, '宝玉听了，笑道：“你说的很是。”');
  // A sentence that speaks to the reader outside speech marks is the advert's own.
  assert.notEqual(applyJunk('【领红包】现金or点币红包已经发放到你的账户！微信关注公.众.号【书粉基地】领取！').lineRule, undefined);
});

test('a site’s request to the reader to use the page goes; a story’s request and a request glued into a story do not take the story', () => {
  for (const line of ['阅读提示：请勿使用浏览器阅读模式。', '欢迎点击收藏本书。', '建议使用Chrome浏览器打开。'])
    assert.notEqual(applyJunk(line).lineRule, undefined, line);
  assert.equal(applyJunk('他推门进来。请点击下一页继续阅读。').text, '他推门进来。');
  for (const story of ['请太太放心，这里的人都不依。', '梁公请救赴京师，玉殿丝纶传睿旨。', '“请您点击这里。”他说。'])
    assert.equal(applyJunk(story).lineRule, undefined, story);
});

test('an author asking the readers is a note, not a site’s call', () => {
  assert.equal(applyJunk('请大家多多投推荐票收藏！').lineRule, undefined);
});

test('a speaker before a colon is no label of a reader call: the story before it stays', () => {
  assert.ok(
    (applyJunk('宝玉听了，笑道：请大家收藏：（www.example.so）某某小说更新速度最快。“你说的很是。”').text ?? '').startsWith(
      '宝玉听了，笑道：',
    ),
  );
});

test('the 提示您 watermark in the wording 看完记得收藏 goes like 看后求收藏', () => {
  assert.equal(
    applyJunk('众将听令，abc提醒您：看完记得收藏（example.so），接着再看更方便。各自回营歇息。').text,
    '众将听令，各自回营歇息。',
  );
});

test("a makers' field, byline or biography label of a bookstore or repost page is a credit; a story's line about an author is not (wild6)", () => {
  for (const line of [
    '作者:王米米 寐语者',
    '作者：曹雪芹',
    '原著：某某',
    '文/李翌',
    '图／阿青',
    '鹹魚飛行家 作品',
    '某某 著',
    '繪者簡介',
    '作者簡介:',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.credits', line);
  // A sentence after 作者: (names have no pronoun or particle), a sentence about an author, speech.
  for (const line of ['作者：我也不知道他写了什么', '他是这本书的作者。', '作者说：“写完了。”', '文和图都很好。'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test('counts and their labels alone are a page counter; reading-time and word-count lines are stamps; a sentence with a count stays (wild6)', () => {
  for (const line of [
    '199 回覆',
    '48 Like 4 Dislike',
    '章节字数:969',
    '本文共计7892字',
    '预计阅读时长需要20分钟',
    '更新於 發佈於 閱讀時間約 10 分鐘',
    '(首次發表於20240411,於20241118修訂)',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.stamp', line);
  for (const line of ['他等了20分钟。', '本文共有三个部分，第一部分讲他的童年', '第3楼', '2016年4月5日 星期二'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test("a site's chrome alone on its line (account, menu and reading controls) and a breadcrumb are navigation; a story's comparison is not (wild6)", () => {
  for (const line of [
    '忘記密碼',
    '首頁',
    '網站功能選單',
    '會員登入',
    '舊版',
    '滚屏速度: 保存设置 开始滚屏',
    '收起/展开 收藏本版 (9) |订阅',
    '龍騰世紀 > 玄幻魔法 > 魔法大陸創世記',
    '当前位置: 华文世界 > 动物',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.nav', line);
  for (const line of ['他说a > b > c，然后笑了。', '前往京城。', '他打开设置，切换了模式。', '首页上写着他的名字'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test("a reading panel's font, size and colour choices are navigation, alone or together; a story's size or date stays (wild4)", () => {
  for (const line of [
    '啟體',
    '冷灰',
    '24号文字',
    '字体: 16 + -',
    '字體：宋體 黑體 楷體',
    '背景颜色：默认 冷灰 明黄 淡绿',
    '16px',
    '字号 A+ A-',
  ])
    assert.equal(applyJunk(line).lineRule, 'junk.nav', line);
  // A bare number with 号 may be a day of the month (`24号`), and the panel's words in a sentence are the story's.
  for (const line of ['24号', '那天是24号', '他把字体调成了24号。', '白天', '字体', '24'])
    assert.equal(applyJunk(line).lineRule, undefined, line);
});

test('a token repeated as a rule between parts is a shard; a laugh and short words are not', () => {
  // wild7's pinyin separator (我是分隔符号).
  assert.ok(shard('woshifengeshuhao woshifengeshuhaowoshifengeshuhaowoshifengeshuhao'));
  assert.ok(shard('xyz123xyz123xyz123'));
  for (const line of ['hahahahahahahahahahahaha', 'no no no', 'OK OK OK', 'abcdef abcdef']) assert.ok(!shard(line), line);
});
