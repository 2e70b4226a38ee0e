import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchHeading, headingEntries } from '../../src/rules/headings.ts';
import { splitNovel } from '../../src/ingest/split.ts';
import { splitLines } from '../../src/ingest/lines.ts';
import { isJunkLine } from '../../src/rules/junk.ts';

const split = (text: string) => splitNovel(splitLines(text), isJunkLine);
const para = (s: string) => `　　${s}，这是一段足够长的正文，用来说明这一章确实有内容。`;

test('CLEAN-9 headings of the corpus, with prefixes stripped and separators normalized to U+3000', () => {
  const cases: [string, string, number | undefined, string?][] = [
    ['    正文 第一回 宴桃园豪杰三结义 斩黄巾英雄首立功', '第一回　宴桃园豪杰三结义　斩黄巾英雄首立功', 1],
    ['    正文 第一百二十回　荐杜预老将献新谋　降孙皓三分归一统 ', '第一百二十回　荐杜预老将献新谋　降孙皓三分归一统', 120],
    ['    上卷 第一回　王教头私走延安府　九纹龙大闹史家村', '第一回　王教头私走延安府　九纹龙大闹史家村', 1, '上卷'],
    ['    下卷 第一百二十回  宋公明神聚蓼儿 徽宗帝梦游梁山泊', '第一百二十回　宋公明神聚蓼儿　徽宗帝梦游梁山泊', 120, '下卷'],
    ['《》目录 第一回　灵根育孕源流出　心性修持大道生', '第一回　灵根育孕源流出　心性修持大道生', 1],
    ['第一○○回     徑回東土　五聖成真', '第一○○回　徑回東土　五聖成真', 100],
    ['第九八回     猿熟馬馴方脫殼　功成行滿見真如', '第九八回　猿熟馬馴方脫殼　功成行滿見真如', 98],
    [' 第01回 王教头私走延安府 九纹龙大闹史家村', '第01回　王教头私走延安府　九纹龙大闹史家村', 1],
    ['第五十六  回吳用使時遷盜甲  湯隆賺徐寧上山', '第五十六回　吳用使時遷盜甲　湯隆賺徐寧上山', 56],
    ['第七十四回　燕青智扑“擎天柱”　李逵寿张乔坐衙', '第七十四回　燕青智扑“擎天柱”　李逵寿张乔坐衙', 74],
    ['第１２章：重逢', '第12章：重逢'.replace('12', '１２'), 12],
  ];
  for (const [line, title, number, volume] of cases) {
    const h = matchHeading(line);
    assert.ok(h, line);
    assert.deepEqual([h.kind, h.title, h.number, h.volume], ['chapter', title, number, volume], line);
  }
});

test('CLEAN-9 unnumbered headings (楔子, 附录, 番外…) and volumes (第一卷, 上卷)', () => {
  assert.deepEqual(matchHeading('    楔子　张天师祈禳瘟疫　洪太尉误走妖魔'), {
    kind: 'special',
    title: '楔子　张天师祈禳瘟疫　洪太尉误走妖魔',
    strong: true,
    shape: 'special',
    role: 'prologue',
  });
  assert.equal(matchHeading('　　上卷 附录　陈光蕊赴任逢灾　江流僧复仇报本')?.volume, '上卷');
  for (const s of ['序章', '后记', '尾声 大结局', '番外一 小白', '引子']) assert.equal(matchHeading(s)?.kind, 'special', s);
  for (const s of ['第一卷 风起', '第三部 北伐', '卷二', '下卷']) assert.equal(matchHeading(s)?.kind, 'volume', s);
});

test('CLEAN-9 false headings are rejected: body lines, over-long lines, 第X部门/部队/部分, 回合, 序齒', () => {
  for (const s of [
    '第四回中既将那厮打了，便走回来',
    '第三页纸上写着一行小字。',
    '第三部门的人都来了',
    '第二部队开拔',
    '第三回合，两人不分胜负',
    '序齒，禮拜猴王。安排酒果，',
    '第一章' + '很长的标题'.repeat(10),
    '第一节课上老师说了许多话',
  ])
    assert.equal(matchHeading(s), undefined, s);
});

test('第N部分 is a weak heading: a TXT splitter’s run of them splits a book, one such line in a story does not', () => {
  assert.equal(matchHeading('第一部分')?.strong, false);
  // Chapters of a few paragraphs each (single lines under headings read as a table of contents).
  const body = (s: string) => [para(s), para('甲'), para('乙')];
  const parts = split(['第1部分', ...body('一'), '第2部分', ...body('二'), '第3部分', ...body('三')].join('\n'));
  assert.deepEqual(
    parts.chapters.map((c) => c.title),
    ['第1部分', '第2部分', '第3部分'],
  );
  const story = split(['第一章 雨夜', ...body('一'), '第一部分', ...body('二'), '第二章 长街', ...body('三')].join('\n'));
  assert.deepEqual(
    story.chapters.map((c) => c.title),
    ['第一章　雨夜', '第二章　长街'],
  );
});

test('a table-of-contents line holds several entries (sanguoyanyi C)', () => {
  assert.equal(headingEntries('第001回　宴桃園豪傑三結義　斬黃巾英雄首立功 第002回　張翼德怒鞭督郵　何國舅謀誅宦豎 '), 2);
  assert.equal(headingEntries('第一回　宴桃園豪傑三結義'), 1);
  // Volumes listed on one line are a contents line too; a volume and its chapter on one line are one heading.
  assert.equal(headingEntries('第一卷 初入江湖 第二卷 风云再起'), 2);
  assert.equal(headingEntries('第一卷 第二章 归来'), 1);
});

test('a volume and a chapter on one line split the book with no title mark after them (第一卷 第二章 归来)', () => {
  // Written for this test: the shape that only split when its title ended in ！ (a contents line was read before).
  const text = [
    '第一卷 第一章 雨夜',
    para('雨'),
    '第一卷 第二章 归来',
    para('归'),
    '第二卷 第三章 初见',
    para('见'),
    '第二卷 第四章 风起',
    para('风'),
  ].join('\n');
  const book = split(text);
  assert.deepEqual(
    book.chapters.map((c) => [c.title, c.volume]),
    [
      ['第一章　雨夜', '第一卷'],
      ['第二章　归来', '第一卷'],
      ['第三章　初见', '第二卷'],
      ['第四章　风起', '第二卷'],
    ],
  );
});

test('numbers in round brackets and Ch. headings split a book; a list of points with sentence marks does not', () => {
  // Three paragraphs to a chapter: a family shape with one line under each is a list, not chapters.
  const titles = (lines: string[]) =>
    split(lines.flatMap((h, i) => [h, para(`${i}甲`), para(`${i}乙`), para(`${i}丙`)]).join('\n')).chapters.map((c) => c.title);
  const names = ['雨夜', '归来', '初见', '风起', '夜宴'];
  const cn = ['一', '二', '三', '四', '五'];
  // A family shape splits in a run of them (split.ts chooseFamilies).
  const round = names.map((t, i) => `（${cn[i]}）${t}`);
  assert.deepEqual(titles(round), round);
  const ch = names.map((t, i) => `Ch.${i + 1} ${t}`);
  assert.deepEqual(titles(ch), ch);
  assert.deepEqual(titles(names.map((t, i) => `（${cn[i]}）不许${t}；`)), []);
});

test('the preamble (site header, blurb) stays out of chapter 1 and a front table of contents is skipped', () => {
  const text = [
    '[某书 / 某人 著 ]',
    '书籍介绍:',
    '一部好书。',
    '目录',
    '第一章 甲',
    '第二章 乙',
    '第三章 丙',
    '－－－－－－',
    '第一章 甲',
    para('甲'),
    '第二章 乙',
    para('乙'),
    '第三章 丙',
    para('丙'),
  ].join('\n');
  const r = split(text);
  assert.deepEqual(
    r.chapters.map((c) => [c.title, c.number, c.heading?.n]),
    [
      ['第一章　甲', 1, 9],
      ['第二章　乙', 2, 11],
      ['第三章　丙', 3, 13],
    ],
  );
  assert.deepEqual(
    r.toc.map((l) => l.n),
    [5, 6, 7],
  );
  assert.deepEqual(
    r.preamble.map((l) => l.n),
    [1, 2, 3, 4, 8],
  );
});

test('a heading repeated after site junk is merged into one chapter', () => {
  const r = split(['第一章 风起', '天才一秒记住本站地址：www.biquge.la', '第一章 风起', para('风'), '第二章 云涌', para('云')].join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.title),
    ['第一章　风起', '第二章　云涌'],
  );
  assert.deepEqual(
    r.repeatedHeadings.map((l) => l.n),
    [3],
  );
  assert.deepEqual(
    r.chapters[0].lines.map((l) => l.n),
    [2, 4],
  );
});

test('volumes (卷/部, 上卷/下卷) name the chapters after them (two-level TOC)', () => {
  const r = split(['第一卷 潜龙', '第一章 甲', para('甲'), '第二章 乙', para('乙'), '第二卷 飞龙', '第三章 丙', para('丙')].join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.volume),
    ['第一卷　潜龙', '第一卷　潜龙', '第二卷　飞龙'],
  );
  assert.deepEqual(
    r.volumes.map((v) => v.line.n),
    [1, 6],
  );
});

test('a weak heading (title glued to 第N回) counts only where its number fits the sequence', () => {
  const lines = [
    '第一回　甲',
    para('甲'),
    '第二回乙丙丁',
    para('乙'),
    '第三回　丙',
    para('丙'),
    '第九回戊己庚',
    para('丁'),
    '第四回　丁',
    para('丁'),
  ];
  const r = split(lines.join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4],
  );
});

test('a file with fewer than two headings is not split', () => {
  assert.equal(split(['第一章 风起', para('风')].join('\n')).chapters.length, 0);
});

test('CLEAN-9 a file whose headings are all glued to their titles (ptwxz [wild2 b]) is split by their numbered run', () => {
  const titles = ['雨夜', '老贼，休想乱我道心', '陌生记忆', '剧本不对', '积善之家', '归来！'];
  const numerals = ['一', '二', '三', '四', '五', '六'];
  const text = titles
    .map((t, i) => [`第${numerals[i]}章${t}`, para('他走了'), para('雨停了'), para('天亮了'), para('又黑了')].join('\n'))
    .join('\n');
  const r = split(text);
  assert.deepEqual(
    r.chapters.map((c) => [c.title, c.number]),
    titles.map((t, i) => [`第${numerals[i]}章　${t}`, i + 1]),
  );
  // Two glued lines are no run: a story that mentions 第一章 and 第二章 stays one text.
  const two = split(
    [`第一章雨夜`, para('他走了'), para('雨停了'), para('天亮了'), `第二章陌生记忆`, para('又黑了'), para('雨停了'), para('天亮了')].join(
      '\n',
    ),
  );
  assert.equal(two.chapters.length, 0);
});

test('CLEAN-9 a stray glued 第N章 line inside a glued run costs no heading around it', () => {
  const numerals = ['一', '二', '三', '四', '五', '六'];
  const lines: string[] = [];
  numerals.forEach((n, i) => {
    lines.push(`第${n}章远行${n}`, para('他走了'), para('雨停了'), para('天亮了'));
    if (i === 3) lines.push('第二章说的事情', para('又黑了'));
  });
  const r = split(lines.join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4, 5, 6],
  );
});

test('CLEAN-9 a line the junk classifier takes for a site line heads no chapter, even shaped like one (a pager [wild2])', () => {
  const pager = (t: string) => /点击下一页/.test(t);
  const lines: string[] = [];
  ['一', '二', '三', '四'].forEach((n, i) => {
    lines.push(`${i + 1}. 远行${n}`, para('他走了'), para('雨停了'), para('天亮了'));
    if (i < 2) lines.push(`第${n}章 远行${n}（1/2）点击下一页继续阅读`, para('又黑了'));
  });
  const r = splitNovel(splitLines(lines.join('\n')), pager);
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4],
  );
});

test('a book’s name before every heading is cut and reported; an uploader’s tag after a title too; a story line starting with a name stays', () => {
  const lines = [1, 2, 3, 4].flatMap((n) => [`完美世界 第${'一二三四'[n - 1]}章 魔王发威${n}【${n % 2 ? '首发' : '手打'}】`, para('正文')]);
  const result = split([...lines, '完美世界 第五章的故事，他读了三遍。'].join('\n'));
  assert.deepEqual(
    result.chapters.map((c) => c.title),
    ['第一章　魔王发威1', '第二章　魔王发威2', '第三章　魔王发威3', '第四章　魔王发威4'],
  );
  assert.deepEqual(result.chapters[0].headingCut, [
    { text: '完美世界', rule: 'junk.title-frame' },
    { text: '【首发】', rule: 'junk.title-note' },
  ]);
  // Twice is not a frame: a story may name a book before a chapter twice.
  const twice = split(['三国 第一回 宴桃园', para('正文'), '三国 第二回 斩黄巾', para('正文')].join('\n'));
  assert.ok(twice.chapters.every((c) => !c.headingCut?.some((cut) => cut.rule === 'junk.title-frame')));
  assert.equal(matchHeading('第八百零八章 魔王发威（无错）')?.title, '第八百零八章　魔王发威');
  assert.equal(matchHeading('第十章 首发')?.title, '第十章　首发');
});

/** Chapters 第1章…第N章 with a body each; `extra` puts lines after the body of the chapter with that number. */
function numberedBook(n: number, extra: Record<number, string[]> = {}): string {
  const lines: string[] = [];
  for (let k = 1; k <= n; k++) lines.push(`第${k}章 远行${k}`, para('他走了'), para('雨停了'), ...(extra[k] ?? []), para('天亮了'));
  return lines.join('\n');
}

test('CLEAN-9 an afterword or preface word between two chapters that follow one another is text of the chapter before, warned', () => {
  // wild5: a translator's note opening with 後記 in the middle of a chapter split the book into one chapter too many.
  const r = split(numberedBook(4, { 2: ['後記', para('翻译的时候')] }));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4],
  );
  assert.ok(r.chapters[1].lines.some((l) => l.text === '後記'));
  assert.match(
    r.notices.map((n) => n.message).join('\n'),
    /1 line\(s\) read as an opening's or an ending's heading .*line 8 “後記”.* kept as text .* set chapterPattern/,
  );
  // After the last chapter, and before a volume that numbers from 1 again, it is the book's or the volume's afterword.
  const end = split(`${numberedBook(3)}\n后记\n${para('写完了')}`);
  assert.deepEqual(
    end.chapters.map((c) => c.title),
    ['第1章　远行1', '第2章　远行2', '第3章　远行3', '后记'],
  );
  const volumes = split(`第一卷\n${numberedBook(2)}\n后记\n${para('第一卷写完了')}\n第二卷\n${numberedBook(2)}`);
  assert.ok(volumes.chapters.some((c) => c.title === '后记'));
  assert.equal(volumes.notices.length, 0);
});

test('CLEAN-9 a heading whose number has no room between two consecutive chapters is a site line, dropped and warned', () => {
  // A site's list of its latest chapters, each entry a line of its own.
  const text = numberedBook(6, { 2: ['第八百零二章 风雨欲来'], 4: ['第1203章 归来 3分钟前'] });
  const r = split(text);
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4, 5, 6],
  );
  assert.deepEqual(
    r.strayHeadings.map((l) => l.text),
    ['第八百零二章 风雨欲来', '第1203章 归来 3分钟前'],
  );
  assert.equal(r.notices.length, 1);
  assert.match(r.notices[0].message, /^2 line\(s\) read as chapter headings, but their numbers have no place .* set chapterPattern/);
  // Every other line stays in its chapter.
  assert.equal(r.chapters[1].lines.length, 3);
});

test('CLEAN-9 a chapter out of place keeps its heading: its own number, within the book’s, over a body of its own', () => {
  // A scraper's order (第5章 … 第7章 … 第6章 … 第8章), written for this test: 第7章 was dropped as a site line and its
  // text read as chapter 5's. The order stage warns of the numbering going back (W_NUMBER_BACKWARDS).
  const lines: string[] = [];
  for (const n of [1, 2, 3, 4, 5, 7, 6, 8]) lines.push(`第${n}章 题${n}`, para(`${n}甲`), para(`${n}乙`), para(`${n}丙`));
  const r = split(lines.join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4, 5, 7, 6, 8],
  );
  assert.deepEqual(r.strayHeadings, []);
  // With one line under it, or a number the book has already, it is still a stray.
  const thin = lines.filter((l) => !/7[乙丙]/.test(l)).join('\n');
  assert.deepEqual(
    split(thin).strayHeadings.map((l) => l.text),
    ['第7章 题7'],
  );
});

test('CLEAN-9 a chapter far longer than the others is warned of: headings of another shape may hide in it', () => {
  // Written for this test: 第1章…第4章, then the headings change shape (5. 题5 …) inside what becomes chapter 4.
  const long = (n: number) => Array.from({ length: 30 }, (_, k) => para(`${n}之${k}，这一段写得长一些，好让每一章都有足够的字数`));
  const lines: string[] = [];
  for (let n = 1; n <= 4; n++) lines.push(`第${n}章 题${n}`, ...long(n));
  for (let n = 5; n <= 9; n++) lines.push(`${n}、题${n}`, ...long(n));
  const r = split(lines.join('\n'));
  const warned = r.notices.filter((x) => /median chapter/.test(x.message));
  assert.equal(warned.length, 1);
  assert.match(warned[0].message, /^“第4章　题4” holds [\d,]+ characters, [\d.]+× the median chapter: .* set chapterPattern if so$/);
  // A book of even chapters has none.
  const even: string[] = [];
  for (let n = 1; n <= 6; n++) even.push(`第${n}章 题${n}`, ...long(n));
  assert.deepEqual(
    split(even.join('\n')).notices.filter((x) => /median chapter/.test(x.message)),
    [],
  );
});

test('CLEAN-9 two site lines around one chapter cannot hide it: the book’s sequence is its longest run', () => {
  const r = split(numberedBook(5, { 2: ['第999章 别处'], 3: ['第999章 别处'] }));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4, 5],
  );
  assert.equal(r.strayHeadings.length, 2);
});

test('CLEAN-9 a number that only jumps stays a heading: a gap, a typo where a number is missing, a small jump at the end', () => {
  // 第4章 … 第41章 … 第6章: 41 stands where 5 is missing.
  const typo = numberedBook(6).replace('第5章 远行5', '第41章 远行5');
  assert.deepEqual(
    split(typo).chapters.map((c) => c.number),
    [1, 2, 3, 4, 41, 6],
  );
  const gap = numberedBook(6).replace('第3章 远行3', '第9章 远行3').replace('第4章 远行4', '第10章 远行4');
  assert.equal(split(gap).chapters.length, 6);
  const end = `${numberedBook(6)}\n第8章 远行8\n${para('又黑了')}`;
  assert.deepEqual(split(end).strayHeadings, []);
  assert.equal(split(end).chapters.length, 7);
  // Out of the book's scale after its last chapter: a site's latest chapter.
  const latest = `${numberedBook(6)}\n第592章 远方\n${para('又黑了')}`;
  assert.deepEqual(
    split(latest).strayHeadings.map((l) => l.text),
    ['第592章 远方'],
  );
  assert.equal(split(latest).chapters.length, 6);
});

test('CLEAN-9 volumes that number from 1 again keep every chapter: a restart is no stray', () => {
  const volume = (v: string) => [`${v}`, ...numberedBook(3).split('\n')];
  const r = split([...volume('第一卷 风起'), ...volume('第二卷 云涌')].join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 1, 2, 3],
  );
  assert.deepEqual(r.strayHeadings, []);
});

test('CLEAN-9 a family that numbers its way through the file outvotes standing headings that make no sequence', () => {
  const lines: string[] = [];
  for (let k = 1; k <= 6; k++) {
    lines.push(`${k}. 远行${k}`, para('他走了'), para('雨停了'), para('天亮了'));
    if (k % 2 === 0) lines.push(`第${700 + k * 37}章 风雨`);
    // A site line of the family's own shape stands out of its run.
    if (k === 3) lines.push('5.21.130.7 访问受限');
  }
  const r = split(lines.join('\n'));
  assert.deepEqual(
    r.chapters.map((c) => c.number),
    [1, 2, 3, 4, 5, 6],
  );
  assert.ok(
    r.chapters[2].lines.some((l) => l.text === '5.21.130.7 访问受限'),
    'the stray member is a line of text',
  );
  assert.match(r.notices.map((n) => n.message).join('\n'), /which number their way through the file; 3 standing heading\(s\)/);
  // Standing headings in a sequence of their own still win over the family (a numbered list inside chapters).
  const standing = numberedBook(6, {
    3: ['1. 第一件事', para('一'), para('二'), para('三'), '2. 第二件事', para('四'), para('五'), para('六'), '3. 第三件事'],
  });
  assert.deepEqual(
    split(standing).chapters.map((c) => c.number),
    [1, 2, 3, 4, 5, 6],
  );
});

test('CLEAN-9 before the first chapter only a number out of the book’s scale is a stray: a small one is a placeholder for dedupe', () => {
  const header = split(`第1589章 最新一章\n${numberedBook(6)}`);
  assert.deepEqual(
    header.strayHeadings.map((l) => l.text),
    ['第1589章 最新一章'],
  );
  assert.deepEqual(split(`第三章 晚上十点更新\n${numberedBook(6)}`).strayHeadings, []);
});

test('a site’s label before the chapters its update lines name is no book name: those lines head no chapter', () => {
  const shelf = (n: number, t: string) => `最新章节 第${n}章 ${t}·${n}天前`;
  const lines = [1, 2, 3].flatMap((n) => [`第${n}章 起程`, para('正文'), shelf(400 + n, '后会有期')]);
  const result = split(lines.join('\n'));
  assert.deepEqual(
    result.chapters.map((c) => c.title),
    ['第1章　起程', '第2章　起程', '第3章　起程'],
  );
  // A book's name before every heading is still cut (the prefix is no site's words).
  const named = split([1, 2, 3].flatMap((n) => [`山河志 第${n}章 起程`, para('正文')]).join('\n'));
  assert.deepEqual(
    named.chapters.map((c) => c.title),
    ['第1章　起程', '第2章　起程', '第3章　起程'],
  );
});

test('a diary’s or a countdown’s days (第一日, 第三天) are chapters as a family; a story’s 第二天，… is a line of it (wild6)', () => {
  const days = [
    '第一日',
    '他醒了。',
    '窗外下雨。',
    '他又睡了。',
    '第二日',
    '雨停了。',
    '他出门。',
    '街上没人。',
    '第三日',
    '他回来了。',
    '天晴了。',
    '他笑了。',
  ];
  const split = splitNovel(splitLines(days.join('\n')), () => false);
  assert.deepEqual(
    split.chapters.map((c) => [c.title, c.number]),
    [
      ['第一日', 1],
      ['第二日', 2],
      ['第三日', 3],
    ],
  );
  // One day alone is no family; a sentence after the day is story.
  assert.equal(splitNovel(splitLines(['第二天', '他醒了。', '窗外下雨。'].join('\n')), () => false).chapters.length, 0);
  assert.equal(matchHeading('第二天，他们出发了。'), undefined);
  assert.equal(matchHeading('第三日本人来了'), undefined);
});
