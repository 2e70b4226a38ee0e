import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyJunk } from '../../src/rules/junk.ts';
import { repairMarkup } from '../../src/rules/markup.ts';
import { repairMojibake } from '../../src/ingest/mojibake.ts';
import { learnWatermarkNames } from '../../src/rules/watermark-names.ts';

// What saved chapter pages print beside the story (wild2, the development set since 2026-12-05, and variants written
// here): buttons, hints, identifiers, frames, statements, lists, offers. Each kind with story lines that must stay.
const rule = (line: string) => applyJunk(line).lineRule;
/** Lines a story writes with a page's words: no line rule takes them. */
const storyStays = (...lines: string[]) => {
  for (const line of lines) assert.equal(rule(line), undefined, line);
};

test('CLEAN-2 a page’s buttons printed as a line are navigation; a sentence with the same words is not', () => {
  for (const line of ['『加入书签，方便阅读』', '『点此报错』', '『章节错误,点此举报』', '登陆注册', '其他类型推荐阅读：', '【加入書籤】'])
    assert.equal(rule(line), 'junk.nav', line);
  storyStays('他把书签夹在第三页，合上了书。', '举报信送到了县衙。', '历史');
});

test('CLEAN-2 keyboard hints and bookmark prompts go; a character pressing a key stays', () => {
  for (const line of [
    '小提示：按 回车[Enter]键 返回书目，按 ←键 返回上一页， 按 →键 进入下一页。',
    '温馨提示：按 ←键 返回上一章',
    '按←键返回上一页，按→键进入下一页',
    '立刻按 ctrl+D收藏本页',
  ])
    assert.equal(rule(line), 'junk.nav', line);
  storyStays('他按下回车键，返回了桌面。', '她按了两下门铃键，没人应。');
});

test('CLEAN-2 identifiers alone on a line go; numbers a story prints stay', () => {
  for (const line of ['49883000000003', '7017k', 'ab123456']) assert.equal(rule(line), 'junk.id', line);
  storyStays('1984', '2333', 'AK47', 'iPhone15', '110');
});

test('CLEAN-2 a site’s framed rule, a date-first info line and a not-our-book statement go', () => {
  assert.equal(rule('---------------------------用户上传之内容结束--------------------------------'), 'junk.site-frame');
  assert.equal(rule('======本站txt下载======'), 'junk.site-frame');
  assert.equal(rule('———第一卷———'), undefined);
  assert.equal(rule('-----分割线-----'), undefined);
  assert.equal(rule('2022-09-21 作者： 最白的乌鸦'), 'junk.update-time');
  assert.equal(rule('2019.3.5 字数：3021'), 'junk.update-time');
  assert.equal(rule('2022-09-21，作者在日记里写道：“雨。”'), undefined);
  assert.equal(rule('声明：本书为八零电子书(txt02.com)的用户自网络收集整理制作,以上作品内容之版权与本站无任何关系。'), 'junk.disclaimer');
});

test('CLEAN-2 a labelled list of other books goes; a story’s own list stays', () => {
  assert.equal(rule('推荐阅读:唐枭、乘龙佳婿、长宁帝军、医妃惊世、重生民国娇小姐'), 'junk.book-list');
  assert.equal(rule('猜你喜欢：斗罗大陆 | 凡人修仙传 | 遮天'), 'junk.book-list');
  assert.equal(rule('他喜欢的食物：苹果、香蕉、橘子、葡萄'), undefined);
  assert.equal(rule('推荐：他'), undefined);
  // Under who reads them (wild6): titles between 、 may hold a comma; a person's reading list stays.
  assert.equal(rule('書迷正在閱讀:[原神同人] 只有旅者單身的世界、五年師尊,三年死遁、不笨、暗里窺視'), 'junk.book-list');
  assert.equal(rule('大家都在看：甲乙、丙丁、戊己、庚辛'), 'junk.book-list');
  assert.equal(rule('她正在看：红楼梦、西游记、水浒传、三国演义'), undefined);
  assert.equal(rule('他正在读的书：红楼梦、西游记、水浒传、三国演义'), undefined);
});

test('CLEAN-2 offers of a site or app (rewards, accounts, browsers) go as adverts; a story’s red envelope stays', () => {
  for (const line of [
    '【看书福利】关注公众号每天看书抽现金/点币!',
    '内容不全？请换个浏览器试试(推荐使用谷歌浏览器)~',
    '没有弹窗,更新及时 !',
  ])
    assert.ok(rule(line), line);
  // Traditional is folded with OpenCC's TSCharacters: the offer is found; what follows it (已經發放到你的賬戶！) stays.
  assert.deepEqual(
    applyJunk('【領紅包】現金or點幣紅包已經發放到你的賬戶！').cuts.map((c) => c.text),
    ['【領紅包】現金or點幣紅包'],
  );
  storyStays('过年了，奶奶给了他一个红包，里面有两百块钱。', '他换了个浏览器，还是打不开那个网页。');
});

test('CLEAN-2 a piece that is only links, or a cut tag’s attributes, is markup; a link inside a sentence keeps its text', () => {
  for (const line of [
    '<a href="http://www.libaiwu.com/2hao/">二号首长</a>',
    '<p style="text-align:center;">&nbsp;<a href="javascript:postErrorChapter(1,2);">『章节错误,点此举报』</a></p>',
    '<a href="/1.html">上一章</a> | <a href="/">目录</a> | <a href="/3.html">下一章</a>',
    '<p>id=wzsy></a></p>',
  ])
    assert.deepEqual(repairMarkup(line).parts, [], line);
  assert.deepEqual(repairMarkup('他说<a href="x">这里</a>有人。').parts, ['他说这里有人。']);
  assert.deepEqual(repairMarkup('a=b>c，他笑了。').parts, ['a=b>c，他笑了。']);
});

test('mojibake: UTF-8 read as GBK is decoded again; rare characters in real text are left alone', () => {
  assert.deepEqual(repairMojibake('銆愯瘽璇达紝鐩鍓嶆湕璇诲惉涔︽渶濂界敤鐨刟pp锛屽挭鍜闃呰伙紝 瀹夎呮渶鏂扮増銆傘'), {
    // The closing 】 was cut with the odd last byte: its first byte is left, and the line opens 【, so it goes back.
    text: '【话说，\ufffd前朗读听书最好用的app，咪\ufffd阅\ufffd， 安\ufffd最新版。】',
    encoding: 'utf-8 read as gbk',
  });
  // Written as UTF-8 and read as GBK: the pairs GBK could not read are lost (章, 。), the rest comes back.
  const garbled = new TextDecoder('gbk').decode(new TextEncoder().encode('第一章 雨夜，他来了。'));
  assert.ok(garbled.includes('\ufffd'), garbled);
  assert.equal(repairMojibake(garbled)?.text, '第一\ufffd 雨夜，他来了');
  for (const line of ['鍙鍙鍙鍙', '却说玄德既得涪水关，与庞统商议进取雒城。', '锟斤拷锟斤拷烫烫烫'])
    assert.equal(repairMojibake(line), undefined, line);
});

test('CLEAN-2 the biquge watermark is cut whole from a story line; story before a line rule’s advert stays', () => {
  assert.deepEqual(applyJunk('且说贾母两日高兴，落日余晖提示您：看后求收藏(归云文学网)，接着再看更方便。第二天便觉着胸口饱闷。').cuts, [
    { rule: 'junk.watermark', text: '提示您：看后求收藏(归云文学网)，接着再看更方便。' },
  ]);
  // A list of names the watermark was glued to stays, though the cut is longer than what is left.
  assert.equal(
    applyJunk('正將五員：林沖、楊志、張橫、穆弘、楊雄提示您：看后求收藏（笔趣阁），接着再看更方便。').text,
    '正將五員：林沖、楊志、張橫、穆弘、楊雄',
  );
  assert.equal(applyJunk('只為奸邪屈有才，天教惡曜下凡來。查找最新章节！').text, '只為奸邪屈有才，天教惡曜下凡來。');
  assert.equal(rule('查找最新章节！'), 'junk.latest-chapter');
});

const WATERMARK = '提醒你：看后求收藏123读书网，接着再看好方便。';
test('CLEAN-2 the reader’s name before a watermark: kept and reported unless its letters or the book delimit it', () => {
  // Han letters before the watermark stay, after a comma, a full stop or at the line's start: the story's last
  // letters look the same (the wildDev split glues the watermark after `。是以有非` and into verse lines).
  for (const [line, text, glued] of [
    [`因此，老鹰吃小鸡${WATERMARK}贾政命人各处选拔精工名匠。`, '因此，老鹰吃小鸡贾政命人各处选拔精工名匠。', '老鹰吃小鸡'],
    [`爪牙可任。至老鹰吃小鸡${WATERMARK}`, '爪牙可任。至老鹰吃小鸡', '至老鹰吃小鸡'],
    [`落日帶煙生碧霧${WATERMARK}，斷霞映水散紅光。`, '落日帶煙生碧霧，斷霞映水散紅光。', '落日帶煙生碧霧'],
  ]) {
    const verdict = applyJunk(line);
    assert.equal(verdict.text, text, line);
    assert.deepEqual(verdict.glued, [{ rule: 'junk.watermark', text: glued }], line);
  }
  // Latin letters and digits glued to Han letters are a name by their script; a name the book taught goes too.
  assert.equal(applyJunk(`他转身走了abc123${WATERMARK}她也来了。`).text, '他转身走了她也来了。');
  assert.equal(applyJunk(`爪牙可任。至老鹰吃小鸡${WATERMARK}`, [], ['老鹰吃小鸡']).text, '爪牙可任。至');
  // Nothing before the cut, or a mark: nothing reported.
  assert.equal(applyJunk(`他转身走了。${WATERMARK}`).glued, undefined);
});

test('CLEAN-2 a book teaches its watermark name where the same letters stand before two watermarks with others before them', () => {
  const book = (...lines: string[]) => learnWatermarkNames([lines]);
  assert.deepEqual(book(`因此，老鹰吃小鸡${WATERMARK}贾政命人。`, `爪牙可任。至老鹰吃小鸡${WATERMARK}`), ['老鹰吃小鸡']);
  assert.deepEqual(book(`老鹰吃小鸡${WATERMARK}`, `他说老鹰吃小鸡${WATERMARK}`), ['老鹰吃小鸡']);
  // Story before each watermark differs, or shares fewer than three letters, or the name stands once: nothing learned.
  assert.deepEqual(book(`落日帶煙生碧霧${WATERMARK}`, `是以有非${WATERMARK}`), []);
  assert.deepEqual(book(`天下之人${WATERMARK}`, `江湖之人${WATERMARK}`), []);
  assert.deepEqual(book(`因此，老鹰吃小鸡${WATERMARK}`), []);
  // After a mark in two places: the mark delimits it, the places differ.
  assert.deepEqual(book(`因此，老鹰吃小鸡${WATERMARK}`, `何处，老鹰吃小鸡${WATERMARK}`), ['老鹰吃小鸡']);
  // The same story twice (a repeated line) is one context, not a name.
  assert.deepEqual(book(`他说老鹰吃小鸡${WATERMARK}`, `他说老鹰吃小鸡${WATERMARK}`), []);
});

test('the sign-off of biquge copies goes, the story before it stays; a story that asks to keep a memory is story', () => {
  assert.equal(applyJunk('喜欢剑来请大家收藏：(www.abc.com)剑来笔下文学更新速度最快。').lineRule, 'junk.sign-off');
  assert.equal(applyJunk('他走出门去，回头看了一眼。喜欢斗破苍穹请大家收藏：斗破苍穹更新速度最快。').text, '他走出门去，回头看了一眼。');
  assert.equal(applyJunk('她很喜欢他，请大家收藏这份记忆。').text, '她很喜欢他，请大家收藏这份记忆。');
  // A Traditional page's watermark (接著, which fold() leaves as it is) goes too.
  assert.equal(applyJunk('他走了。蘿蔔絲端子提示您:看後求收藏(品書網www.vodtw.tw),接著再看更方便。').cuts[0].rule, 'junk.watermark');
});

test('an app’s or reading page’s prompt as a line of its own goes; a story’s line that starts with the same verbs stays (wild6)', () => {
  for (const line of [
    '安装客户端，阅读更方便！',
    '下載 APP 解鎖更多精彩章節',
    '点击书封阅读本书',
    '>>> 戳我直接看全本<<<<',
    '想要觀看更多精彩內容',
  ])
    assert.equal(rule(line), 'junk.reader-call', line);
  storyStays('点击了发送，页面跳了出来', '打开窗户，外面的阳光很精彩。', '下载完这本书，他就睡了。', '想要继续下去，就得先活着。');
});

test('a page’s request after its own condition goes (`若浏览器显示…，请尝试点击…`); a story’s condition before a request stays (wild6)', () => {
  for (const line of [
    '本章未完,请点击下一章继续阅读!若浏览器显示没有新章节了,请尝试点击右上角↗️或右下角↘️的菜单,退出阅读模式即可,谢谢!',
    '如果章节内容错误，请点击报错。',
    '若是页面显示不全，请刷新。',
  ])
    assert.equal(rule(line), 'junk.reader-call', line);
  storyStays('如果你累了，请点击这里休息。', '如果他来了，请告诉我。', '要是下雨了，请带上伞。');
});

test('a page’s request after a label and its purpose goes; a chapter-end mark or a downloader’s notice glued after a sentence goes (wild5)', () => {
  assert.equal(rule('阅读提示：为防止内容获取不全，请勿使用浏览器阅读模式。'), 'junk.reader-call');
  assert.equal(rule('为了你好，请收藏这封信。'), undefined);
  for (const mark of ['本章完', '本话完', '章节下载失败']) {
    const r = applyJunk(`跳澗虎稱多膂力，卻將陳達比姜維。${mark}`);
    assert.equal(r.text, '跳澗虎稱多膂力，卻將陳達比姜維。', mark);
    assert.equal(r.cuts[0]?.rule, 'junk.chapter-mark', mark);
  }
  // Glued before a line's story (the downloader joined the mark to the next chapter's first line), and a failure anywhere.
  for (const [line, story] of [
    ['本话完話說當下宋江不合將五兩銀子繼發了那個教師。', '話說當下宋江不合將五兩銀子繼發了那個教師。'],
    ['章节下载失败這馬兵都頭姓朱名仝，身長八尺四五。', '這馬兵都頭姓朱名仝，身長八尺四五。'],
    ['嵩州兵馬都監周信章节下载失败', '嵩州兵馬都監周信'],
    ['宝玉听了，章節內容加載失敗，請稍後重試！便走了。', '宝玉听了，便走了。'],
  ]) {
    const r = applyJunk(line);
    assert.equal(r.text, story, line);
    assert.equal(r.cuts[0]?.rule, 'junk.chapter-mark', line);
  }
  // At a line's start 完 may begin a word: those lines are the story's.
  for (const line of ['本章完成了，他松了一口气。', '本章完毕，众人散去。', '本章完了没有？他问。'])
    assert.equal(applyJunk(line).text, line, line);
  assert.equal(rule('本章节需要密码，已跳过'), 'junk.chapter-mark');
  assert.equal(rule('因版权问题，文库不再提供该小说的阅读！'), 'junk.ad');
  for (const line of ['他说本章完了。', '他已跳过了那道沟。']) assert.equal(applyJunk(line).text, line, line);
  // After a verse line's full stop (．) too.
  assert.equal(applyJunk('苔锁石纹容睡鹤，井飘桐露湿栖鸦．章节下载失败').text, '苔锁石纹容睡鹤，井飘桐露湿栖鸦．');
  // A JSON record's key left in the text is markup; a story's quoted words with a comma are not.
  assert.ok(applyJunk('","message":"已经订阅 先定个小目标').cuts.some((c) => c.rule === 'junk.markup' && c.text === '","message":"'));
  assert.equal(applyJunk('他说："好的","再见"').cuts.length, 0);
});

test('rights notes of wikis and reposts, a forum post’s device signature and a pager naming its chapter go (wild5)', () => {
  assert.equal(rule('遵守CC BY-SA 4.0协议,部分内容可能有所改动。'), 'junk.disclaimer');
  assert.equal(rule('本条目部分或全部内容搬运自外部资源。'), 'junk.disclaimer');
  assert.equal(rule('Editing and re-posting are prohibited // 無断転載、無断使用禁止です'), 'junk.disclaimer');
  assert.equal(rule('—— 来自 HUAWEI TAH-AN00m, Android 12上的 S1N'), 'junk.credits');
  assert.equal(rule('• 一颗猪心向太阳/倚天屠猪记下一章:第 9 章'), 'junk.nav');
  storyStays('他来自北方，手机却是南方的号码。', '“下一章：第九章，你看了吗？”', '这些信来自她的手机。');
});

test('a page’s title between spaced hyphens, its reading settings, its loading sign and its requests in its own voice go (wild4)', () => {
  assert.equal(rule('海棠文学 - 历史小说 - 争霸天下在线阅读 - 第1节'), 'junk.nav');
  for (const line of ['选择背景色:', '浏览字体:[ ]', '电脑版', 'Loading...']) assert.equal(rule(line), 'junk.nav', line);
  assert.equal(rule('请安装我们的客户端'), 'junk.reader-call');
  assert.equal(rule('请点击,然后点击“添加到主屏幕”'), 'junk.reader-call');
  storyStays('他说 - 我说 - 你说', '“请安装我们的客户端。”他说。', '请你相信我们的网站。', '她按下“确定”，然后点击了发送。');
});

test('a page’s advice on browsers and a mirror’s name ending in 笔阁 go; a story that tries or advises stays (wild4)', () => {
  assert.equal(rule('尝试更换【Firefox浏览器】or【Chrome谷歌浏览器】打开多多收藏!'), 'junk.reader-call');
  assert.equal(rule('為達最佳瀏覽效果，建議使用 Chrome、Firefox 或 Microsoft Edge 的瀏覽器。'), 'junk.reader-call');
  assert.equal(rule('四妙笔阁'), 'junk.ad');
  storyStays('他尝试使用新的方法。', '她尝试更换了灯泡，屋里亮了。', '我建议使用他的方法。');
});

test('a watermark that fills its line after a reader’s name of up to eight letters goes whole; a clause before it stays (wild2)', () => {
  assert.equal(rule('蘿蔔絲端子提示您:看後求收藏(品書網www.vodtw.tw),接著再看更方便。'), 'junk.watermark');
  assert.equal(applyJunk('宝玉听了笑道提示您:看後求收藏(品書網www.vodtw.tw),接著再看更方便。').text, '宝玉听了笑道');
});

test('a slogan that sends the reader to find books at a site goes; a story that goes to town for a book stays (wild2)', () => {
  assert.equal(rule('想要找书就要到 新城书站'), 'junk.slogan');
  storyStays('他想要找书，就要到城里去。', '找书就到书城');
});

test("a site's footer links on a line go, the site's name beside them too; a sentence about us stays", () => {
  for (const line of [
    '精華區beta TypeMoon 關於我們 聯絡資訊',
    '关于我们 | 联系我们 | 隐私政策 | 免责声明',
    '網站地圖｜隱私權政策｜服務條款',
  ])
    assert.equal(rule(line), 'junk.nav', line);
  storyStays('关于我们的事，联系我们吧。', '关于我们 你知道多少', '他们谈起友情链接这回事，都笑了。');
});

test('a line a site labels as its advert or promotion goes; a system panel or a story’s billboard stays', () => {
  for (const line of [
    '广告:欢迎有日语基础、亦或正在日语学习途中的童鞋们加入汉化组的翻译~',
    '(快訊) 金馬影迷新世代青春徵文活動 團體獎學校出爐嘍,恭喜得獎學校!!',
    '【金石堂選書】本月推薦您這些好書👉 快來看看',
    '廣告：全場八折',
  ])
    assert.equal(rule(line), 'junk.ad', line);
  storyStays('【系统公告】恭喜玩家获得称号。', '广告牌上写着：今日特价。', '【推荐】他看了一眼面板上的字，没有说话。');
});

test('a modern story’s line about a serial’s latest chapter stays; a site’s line or insert with it still goes', () => {
  storyStays('他刷新了一下，最新章节还没出来。', '她每天晚上都等着最新的章节更新。', '“最新章节我看了，写得真好。”她说。');
  assert.equal(rule('最新章节：第三十章 雨夜'), 'junk.latest-chapter');
  assert.equal(
    applyJunk('他推开门，外面下着大雨某某看书网最快更新最新章节！街上一个人也没有。').text,
    '他推开门，外面下着大雨街上一个人也没有。',
  );
});

test('Weibo, Tieba and e-text furniture (wild7, a development set since 2026-12-08): controls glued or alone, link placeholders, start and end marks', () => {
  // Controls, alone or glued where a copy lost their spaces.
  for (const line of ['只看楼主收藏 回复', '转发微博', '展开全文', '上一节', '底部', '隐藏此楼查看此楼'])
    assert.notEqual(rule(line), undefined, line);
  // Weibo's link icon copied as O, at either end of a line.
  assert.equal(applyJunk('鐵鎖星橋爛不收，翠華深夜幸青樓。O网页链接').text, '鐵鎖星橋爛不收，翠華深夜幸青樓。');
  assert.equal(applyJunk('O网页链接瑞氣盤纏繞鄆城，此鄉生降宋公明。').text, '瑞氣盤纏繞鄆城，此鄉生降宋公明。');
  // An e-text's marks of where its text starts and ends, framed by dashes; 全文完 stays, as the bracketed rule keeps it.
  for (const line of ['-正文-', '-开始-', '-结束-', '―END―', '——结束——']) assert.equal(rule(line), 'junk.chapter-mark', line);
  storyStays('—全文完—', '——开始了——', '他点开了网页链接。', '收藏', '她把收藏的信回复了。');
});

test('e-text sites’ credits and rights notes, and apps’ prompts (wild7): a library’s name before its address, 切勿商用, 请支持正版', () => {
  for (const line of [
    '【新语丝电子文库(www.xys.org)】',
    '----〖新语丝电子文库(www.xys.org)〗',
    '切勿商用',
    '不得用作商业用途',
    '仅供试阅',
    '您下载的文件来自',
    '请支持正版',
    '请申请授权！',
  ])
    assert.notEqual(rule(line), undefined, line);
  storyStays('他去申请授权。', '她说要支持正版，不买盗版书。', '这些货物不得用作商业用途，他说。');
});

test('a page header’s stamp, a Weibo topic, a genre menu item, a pinyin site name, a breadcrumb led by home (wild7)', () => {
  // 起点's saved header: the stamp goes; the titles before it stay, where a mark ends them (never lost silently).
  assert.equal(
    applyJunk('明克街13号 第两百三十八章 海神的陨落！ 首发时间：2022-02-22 00:34:52 章节字数：5303').text,
    '明克街13号 第两百三十八章 海神的陨落！',
  );
  for (const line of ['#微博辟谣#', '修真小说', '玄幻魔法', '都市 言情', 'qisuwang', 'txtgogo', 'ÁÁÁÁÁÁÁÁÁÁ：doosho.com'])
    assert.notEqual(rule(line), undefined, line);
  for (const line of ['首页 理论教育 《孙子算经》:中国古代重要的数学典籍', '首頁 幹宋']) assert.equal(rule(line), 'junk.nav', line);
  storyStays('穿越', '# 第一章', 'hello', 'shouda8', '首页 他回来了');
  // A comment's time stamp stays the comment rule's.
  assert.equal(rule('[3楼] 网友：写得真好 发表时间：2020-01-01 12:00:00'), 'junk.comment');
});

test('a site’s name alone on its line, a web or e-book site’s, goes; a net or a story’s word does not', () => {
  // wild6's page title and wild7's e-text credits.
  for (const line of ['书阅网', '瑶池电子书', '我的书城网', '书快电子书']) assert.equal(rule(line), 'junk.site-name', line);
  storyStays('天罗地网', '渔网', '读书', '上网', '电子书');
});
