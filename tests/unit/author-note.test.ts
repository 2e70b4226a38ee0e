import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAuthorNote, leansToNote, noteSignals, readNote } from '../../src/rules/author-note.ts';
import { NOTE_TO_END } from '../../src/rules/line-kinds.ts';

// CLEAN-4 by signals (src/rules/author-note.ts). The first lines are wild2's notes (tests/helpers/dirty-books-wild2.ts,
// its development set since 2026-12-05); the rest are variants written here, in other words and scripts.
const NOTES = [
  '11月份，雄起！求保底月票',
  '双倍月票最后一天了',
  '今天的三更完毕',
  '感谢书友那不是爱、是依赖提供的打油诗一首：',
  '感谢我的责编飞羽,他对我的支持蛮多。',
  '恭喜八夫读者小赛赛手术顺利出院,祝她早日康复,回到我们狼女的怀抱。',
  '新一卷的开头没理清楚,今天请假一天,算是我国庆休息一天吧,各位见谅。',
  '九月十号,人间上架,开始付费模式,意味着长亭可能会丢失好些正版读者了,但没办法,现如今的大环境就是这样,长亭也能理解。',
  '祝大家国庆快乐。',
  // Variants: Traditional script, other trade words, other courtesies.
  '感謝書友「星河」的萬賞，今晚加更一章！',
  '明天上架，首訂很重要，拜託各位了',
  '今天家里停电，码字不易，晚点还有一章~',
  '二更送上，求推荐票！',
  '本章说里有人问女主什么时候出场，下一章就来了哈哈',
  '谢谢大家的营养液和霸王票，么么哒',
  // Terse update notes: a date and an update word, no one named (wild2's, then variants).
  '今天再请一天假',
  '今天就这一章了',
  '明天请假一天',
  '今晚就这一章',
  // wild4's (real notes of other sites), then variants: thanks for support far from its 感谢, the platform's
  // lists and slang, Traditional forms, greetings.
  '说这么多,其实就是一个意思:感谢大家从发书这二十多天来不离不弃的支持。',
  '六月依旧在总榜前五，鞠躬感谢大家，今天依旧三更，不是补更，是答谢。',
  '今天有点卡文，晚上那章会比较迟，大家见谅。',
  '由於各位讀者的支持,本書才能順利推出,在此致上由衷的謝意。',
  '尊敬的各位读者,你们好:',
  '明天第一章十二点半更新',
  '签约了，感谢编辑大大，以后每天两更。',
];

// Story lines with some of the same words: dialogue, classical text, and modern narration.
const STORY = [
  '感谢大家今天来参加我的生日宴会。',
  '“今天的月票你投了吗？”她笑着问。',
  '他今天请了一天假，去医院看望母亲。',
  '三更时分，众人都睡了。',
  '宝玉道：“今天大家都在，正好商量。”',
  '万象更新，诸位且饮此杯。',
  '作者自云：曾历过一番梦幻之后，故将真事隐去。',
  '我把那本书收藏在箱底，今天才翻出来。',
  '明天一早，大家都到城门口去迎接将军。',
  '各位父老，今年的收成不好，还望见谅。',
  // Terse story lines with a date and an update word: they name their actor.
  '他今天请了假。',
  '我明天请假。',
  '她今天读完了这一章。',
  // Words of the new signals in the corpus's own story (红楼梦: 宝玉的事已经完结, 你们好生; 三国演义: 三江口).
  '贾政禀称：“宝玉的事，已经依了老太太完结，只求老太太训诲。”今日大家都来送行。',
  '你们好生看守，今日不许放一个人进来。',
  '周瑜今日引兵至三江口，大家都来看。',
];

test('CLEAN-4 by signals: trade words with thanks, dates or an audience make an author note', () => {
  for (const line of NOTES) assert.ok(isAuthorNote(line), `${line} is a note (signals: ${noteSignals(line).join(', ')})`);
});

test('CLEAN-4 by signals: story lines sharing some of those words stay story', () => {
  for (const line of STORY) assert.ok(!isAuthorNote(line), `${line} is story (signals: ${noteSignals(line).join(', ')})`);
});

test('CLEAN-4: the marks that open a note to the chapter end, framed or not', () => {
  for (const mark of [
    '作者有话要说：',
    '【作家想说的话:】',
    '―――――――――以下与正文无关―――――――――',
    '===以下為作者的話===',
    '以下內容與正文無關',
  ])
    assert.ok(NOTE_TO_END.test(mark), mark);
  for (const line of ['作者是谁，无人知道。', '以下是正文。', '他想说的话都说完了。']) assert.ok(!NOTE_TO_END.test(line), line);
});

test('the author or translator speaking of the work is a note; a story whose people read or discuss books is not', () => {
  for (const note of ['这本书完结了，谢谢大家。', '新的看官你们好，初次见面。', '开坑公告：这本书完结了，大家多多支持。'])
    assert.ok(isAuthorNote(note), note);
  for (const story of [
    '今天大家都在讨论那部小说的结局。',
    '他合上那本小说，走出了图书馆。',
    '她是出版社的编辑，今天来谈合同。',
    '这本书我看了三遍，结局还是让我哭了。',
  ])
    assert.equal(isAuthorNote(story), false, story);
});

test('an author introducing themself, short thanks to the readers and update jargon are notes; a character doing so is not', () => {
  for (const note of [
    '大家好，我是某某。',
    '哈喽大家好，这里是某某。',
    '这里是某某，祝各位新年快乐。',
    '谢谢你们。',
    '总之，谢谢大家。',
    '明天应该双更，毕竟第二章要结束了。',
  ])
    assert.ok(isAuthorNote(note), note);
  for (const story of ['“大家好，我是新来的班主任。”', '他对众人说，谢谢大家。', '大家好像都没有听见。', '谢谢你们的好意，他心里想。'])
    assert.equal(isAuthorNote(story), false, story);
});

test("the readers' group (qq群, 读者群, 建群) is the trade's word; a story's group, or a story's book, is not (wild6)", () => {
  for (const note of ['本书一直没有建群，大家也提过几次。', '第一件事，是简单说一下qq群和新书的事。', '至于读者群，能不建就不建吧。'])
    assert.ok(isAuthorNote(note), `${note} (signals: ${noteSignals(note).join(', ')})`);
  for (const story of ['他建了一个群，拉大家进来。', '“加我的qq群吧。”她笑着说。', '我的第二本书丢在了火车上。'])
    assert.ok(!isAuthorNote(story), `${story} (signals: ${noteSignals(story).join(', ')})`);
});

test('thanks to the readers or the editor by their role, and a farewell until the next book, are notes; a character thanking is not (wild5, wild6)', () => {
  for (const note of ['那么,感謝編輯,感謝讀者。', '感谢书友们的支持', '我们下本书再见。', '新書再見！'])
    assert.ok(isAuthorNote(note), `${note} (signals: ${noteSignals(note).join(', ')})`);
  for (const story of ['她感谢编辑的耐心。', '他谢谢读者来信，又把信收好。', '“感谢读者？”他冷笑一声。', '新书再见了旧书，便不再回头。'])
    assert.ok(!isAuthorNote(story), `${story} (signals: ${noteSignals(story).join(', ')})`);
});

test('CLEAN-4 JJWXC’s anti-piracy notice is a note (v章, the VIP chapters bought); a Roman chapter number 第V章 is no trade word', () => {
  assert.equal(readNote('购买v章小于30%的读者, 请在3个小时后再来看呦~么啾~').note, true);
  for (const line of ['第V章 重逢', '请看第V章的内容。', '他在第 V章里写到了她。']) assert.equal(readNote(line).note, false, line);
});

test("CLEAN-4 the author asking the readers about the serial, and tickets at any length, are notes; a site's page prompt and a classical 更 are not", () => {
  // wild5's `向大家请假一晚`, and variants: an address or a courtesy with a serial word, no third person, no speech.
  for (const line of [
    '思路上有些卡，需要些时间构思一下，向大家请假一晚！',
    '各位，最近家里事多，更新会慢一些，见谅。',
    '这个月的月票榜实在太激烈了，拜托了，能投的都投一下吧，我在这里先鞠躬',
  ])
    assert.ok(isAuthorNote(line), line);
  for (const line of [
    // A reading page's prompt says 本章 and 谢谢 too: the site's (junk.reader-call), not the author's.
    '本章未完,请点击下一章继续阅读!若浏览器显示没有新章节了,请尝试点击右上角的菜单,退出阅读模式即可,谢谢!',
    // 更 is "again" and a night watch in classical lines: no update word counts alone in a long line.
    '未知怎生伐吴，且看下文分解。正是：汉家城郭已非旧，吴国江山将复更。',
    '煙凝山紫歸鴉倦，遠路行人投旅店。渡頭新雁宿汀沙，銀河現，催更籌，孤村燈',
    // A third person's act: the story's.
    '大家都说他的新书写得好，他却不以为然。',
  ])
    assert.equal(isAuthorNote(line), false, line);
});

test('CLEAN-4: a line leans to the author’s voice with a signal of the book or its readers and a second signal or 我', () => {
  const leaning = (t: string) => leansToNote(readNote(t), t);
  for (const line of [
    '這是我的第二本書，當然，我不是在為我的老書打廣告。',
    '这本书的构思其实在很久之前就有了，是高中时突然出现的灵感。',
    '如果要寫故，大多數作者都要面對呢個問題，我自然亦唔例外',
  ])
    assert.ok(leaning(line) && !isAuthorNote(line), line);
  for (const line of [
    // A note already, a third person, quote marks, a second person, or a courtesy (求) with 我 and nothing of the book.
    'PS：求月票！',
    '他说这本小说的结局不好。',
    '宋江道：“大家且听我说。”',
    '梁女國。我們這一國盡是女人，故此見了你們歡喜。',
    '東土尋取經人求經，要我們苦歷千山，詢求諸國。',
    '大家都笑了。',
  ])
    assert.ok(!leaning(line), line);
});

test('CLEAN-4: a very short line of the writing trade’s jargon that names no one is a note; wuxia and shop words are not', () => {
  // wild7's notice lines (a development set since 2026-12-08), and 停更 beside 断更.
  for (const line of ['存稿已到', '欠一章', '停更一天。', '说十更，那就是十更。']) assert.ok(isAuthorNote(line), line);
  // A story's short lines: the writer named, a night watch, a debt, a wuxia leader, goods on a shelf.
  for (const line of ['他又卡文了', '三更时分，他悄悄出门。', '他欠一章书钱没还。', '盟主驾到！', '上架了', '夜已五更。'])
    assert.ok(!isAuthorNote(line), line);
});

test('CLEAN-4: an author back after a while, and a book promoted by its title, are notes; a character’s greeting is not', () => {
  // wild5's (a light novel's 后记 and a serial's tail).
  for (const line of ['好久不见,我是咖啡中毒的松智洋。各位过得好吗?', '最后，就是推一推新书《人在高武，言出法随》了。'])
    assert.ok(isAuthorNote(line), line);
  for (const line of ['好久不见，我是你表哥啊！他笑道。', '他推一推桌上的书《论语》。']) assert.ok(!isAuthorNote(line), line);
});

test('CLEAN-4: three words of the serial and the work in one line, and 大家好。我是…, are the author’s; a reader of a novel is not', () => {
  // wild6's notice chapter and an author's pinned post (development sets).
  for (const line of ['本文的任何作者因事暂停的更新,遇到的紧急状况,或者任何要和读者说明的事情,都会在此发布。', '大家好。我是艾莉。'])
    assert.ok(isAuthorNote(line), line);
  // A story's line with two such words, or a third person's.
  for (const line of ['她读完那本小说的结局，作者的名字她已忘了。', '本文纯属虚构。', '他是这本小说的作者，也是读者最爱的人。'])
    assert.ok(!isAuthorNote(line), line);
});
