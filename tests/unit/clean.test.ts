import { test } from 'node:test';
import { run } from '../helpers/stages.ts';
import assert from 'node:assert/strict';
import { cleanBook } from '../../src/stages/clean.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Block, type Book, type Chapter, blockText, paragraph } from '../../src/model/book.ts';

/** A chapter of raw lines, as ingest makes it (line n of `path` is lines[n-1]). */
function raw(path: string, title: string, lines: string[]): Chapter {
  return {
    id: 'x',
    title,
    script: 'zh-Hans',
    sources: [path],
    headingSource: { path, line: 1 },
    blocks: lines.map((text, i) => paragraph(text, { path, line: i + 2 })),
  };
}
function clean(...chapters: Chapter[]) {
  return cleanWith('drop', ...chapters);
}
function cleanWith(authorNotes: 'drop' | 'keep', ...chapters: Chapter[]) {
  const report = new DiagnosticsCollector();
  const book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  const frozen = JSON.stringify(book);
  const out = run(cleanBook, book, report, { settings: { scripts: ['zh-Hans'], authorNotes } });
  assert.equal(JSON.stringify(book), frozen, 'the stage does not mutate its input');
  return { out: out.chapters, report };
}
const texts = (c: Chapter) =>
  c.blocks.map((b: Block) => (b.kind === 'sceneBreak' ? '§' : b.kind === 'authorNote' ? `note:${blockText(b)}` : blockText(b)));

test('CLEAN-8 indentation and blank lines go; CLEAN-1 invisible characters go and are reported', () => {
  const { out, report } = clean(raw('a.txt', '第一章', ['　　他来了。 ', '', '\u3000\u3000', '\u00a0她\u200b也来了。\ufeff']));
  assert.deepEqual(texts(out[0]), ['他来了。', '她也来了。']);
  assert.deepEqual(
    report.dropped.map((d) => [d.line, d.reason]),
    [
      [3, 'clean.blank'],
      [4, 'clean.blank'],
      [5, 'clean.invisible'],
    ],
  );
  assert.equal(report.dropped[2].text, 'U+200B U+FEFF');
});

test("CLEAN-1: a repost's blank letters (braille blank, Hangul fillers) are invisible: a line of them is a blank line; an image label alone goes", () => {
  const { out, report } = clean(
    raw('a.txt', '第一章', ['他来了。', '\u2800', '\u3164\u3164', '她\u2800也来了。', '插图p350', '图片上是他的脸。']),
  );
  assert.deepEqual(texts(out[0]), ['他来了。', '她也来了。', '图片上是他的脸。']);
  assert.deepEqual(
    report.dropped.map((d) => [d.line, d.reason]),
    [
      [3, 'clean.invisible'],
      [3, 'clean.blank'],
      [4, 'clean.invisible'],
      [4, 'clean.blank'],
      [5, 'clean.invisible'],
      [6, 'junk.markup'],
    ],
  );
});

test('site junk is dropped with file, line and rule; a junk span is cut from a kept line', () => {
  const { out, report } = clean(
    raw('a.txt', '第一章', [
      '    更新时间:2007-11-16 7:55:51 本章字数:4804',
      '他说完了。本章未完，请点击下一页继续阅读',
      '首页 | 上一章 | 目录 | 下一章',
    ]),
  );
  assert.deepEqual(texts(out[0]), ['他说完了。']);
  assert.deepEqual(
    report.dropped.map((d) => [d.source, d.line, d.reason]),
    [
      ['a.txt', 2, 'junk.update-time'],
      ['a.txt', 3, 'junk.unfinished'],
      ['a.txt', 4, 'junk.nav'],
    ],
  );
});

test('CLEAN-7 separator lines become scene breaks between paragraphs and are dropped at the edges', () => {
  const { out, report } = clean(raw('a.txt', '第一章', ['***', '正文。', '━━━━━', '◆◇◆', '正文二。', '---']));
  assert.deepEqual(texts(out[0]), ['正文。', '§', '正文二。']);
  assert.deepEqual(
    report.dropped.map((d) => d.reason),
    ['clean.separator-edge', 'clean.separator-repeat', 'clean.separator-edge'],
  );
});

test('CLEAN-4 with authorNotes: keep, author notes are kept but marked; 作者有话说 runs to the chapter end; 三更时分 is story', () => {
  const { out } = cleanWith(
    'keep',
    raw('a.txt', '第一章', ['三更时分，他出门了。', 'PS：求月票！', '他回来了。', '求收藏！', '作者有话要说：', '谢谢大家。']),
  );
  assert.deepEqual(texts(out[0]), [
    '三更时分，他出门了。',
    'note:PS：求月票！',
    '他回来了。',
    'note:求收藏！',
    'note:作者有话要说：',
    'note:谢谢大家。',
  ]);
});

test("after 作者有话要说 a site's lines still go (stamp, page marker, address); the author's words stay, advert words and all", () => {
  const { out, report } = cleanWith(
    'keep',
    raw('a.txt', '第一章', [
      '他回来了。',
      '作者有话要说：',
      '下一章周五更新，求收藏。',
      '读者群：123456789',
      '更新时间：2013-05-21 12:01:33',
      '第(3/3)页',
      '最新章节请到www.abcxs.cc阅读',
      '谢谢大家的支持，我会继续努力的！',
    ]),
  );
  assert.deepEqual(texts(out[0]), [
    '他回来了。',
    'note:作者有话要说：',
    'note:下一章周五更新，求收藏。',
    'note:读者群：123456789',
    'note:谢谢大家的支持，我会继续努力的！',
  ]);
  assert.deepEqual(
    report.dropped.filter((d) => d.reason.startsWith('junk.')).map((d) => d.text),
    ['更新时间：2013-05-21 12:01:33', '第(3/3)页', '最新章节请到www.abcxs.cc阅读'],
  );
});

test('authorNotes: drop (the default) leaves the notes out, each in the report as clean.author-note', () => {
  const { out, report } = clean(
    raw('a.txt', '第一章', ['三更时分，他出门了。', 'PS：求月票！', '他回来了。', '作者有话要说：', '谢谢大家。']),
  );
  assert.deepEqual(texts(out[0]), ['三更时分，他出门了。', '他回来了。']);
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'clean.author-note').map((d) => d.text),
    ['PS：求月票！', '作者有话要说：', '谢谢大家。'],
  );
});

test('CLEAN-4: a note mark high up in a chapter holds only the note lines after it; the story after it stays', () => {
  const story = Array.from({ length: 20 }, (_, i) => `第${i + 1}句故事，写得很长，足有二十多个字，不是作者的话。`);
  const { out, report } = clean(
    raw('a.txt', '第一章', ['他来了。', '【作家想说的话:】', '―――以下与正文无关―――', '嗨！', '感谢书友小明的打赏！', ...story]),
  );
  assert.deepEqual(texts(out[0]), ['他来了。', ...story]);
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'clean.author-note').map((d) => d.text),
    ['【作家想说的话：】', '―――以下与正文无关―――', '嗨！', '感谢书友小明的打赏！'],
  );
});

test('CLEAN-4: near the chapter end a note block ends at a line of verse, which stays story', () => {
  const { out } = clean(raw('a.txt', '第一章', ['他来了。', '作者有话要说：', '读者群：123456789', '铁笛一声山石裂，铜刀两口鬼神惊。']));
  assert.deepEqual(texts(out[0]), ['他来了。', '铁笛一声山石裂，铜刀两口鬼神惊。']);
});

test('a chapter titled as a notice whose lines are story is kept, with W_NOTICE_KEPT; a real notice goes', () => {
  const story = [
    '王老师批了他的假，让他回家看看母亲。',
    '他收拾好行李，天不亮就出了门。',
    '一路上他想着母亲的病，心里发慌。',
    '到家时已是黄昏。',
  ];
  const kept = clean({ ...raw('a.txt', '第十章 请假', story), role: 'notice' });
  assert.deepEqual(texts(kept.out[0]), story);
  assert.deepEqual(
    kept.report.warnings.map((w) => w.code),
    ['W_NOTICE_KEPT'],
  );
  const notice = ['各位书友，这两天家里有事，', '请假两天，周一恢复更新。', '欠的章节之后加更补上。', '谢谢大家的月票和推荐票！'];
  const gone = clean({ ...raw('b.txt', '请假条', notice), role: 'notice' });
  assert.deepEqual(gone.out, []);
  assert.deepEqual(
    gone.report.dropped.filter((d) => d.reason === 'clean.notice-chapter').map((d) => d.text),
    ['请假条', ...notice],
  );
});

test('a short chapter titled as a notice is one when a line talks to the readers; two lines of a poem under it are story', () => {
  const poem = ['江上孤舟载月归，', '渔歌一曲晚风微。'];
  const kept = clean({ ...raw('a.txt', '请假一章', poem), role: 'notice' });
  assert.deepEqual(texts(kept.out[0]), poem);
  const short = ['今天家里有事，请假一天，明天补更。'];
  assert.deepEqual(clean({ ...raw('b.txt', '请假一章', short), role: 'notice' }).out, []);
});

test('CLEAN-6 a chapter title repeated as the first line is dropped', () => {
  const { out, report } = clean(raw('a.txt', '第一章　风起', ['第一章 风起', '正文。']));
  assert.deepEqual([texts(out[0]), report.dropped[0].reason], [['正文。'], 'clean.repeated-title']);
});

test('CLEAN-16 censor masks are reported as W_CENSORED; 十有** is restored', () => {
  const { out, report } = clean(raw('a.txt', '第一章', ['四方盗贼如蚁聚，**奸雄皆鹰扬。', '这事十有**成了。']));
  assert.deepEqual(texts(out[0]), ['四方盗贼如蚁聚，**奸雄皆鹰扬。', '这事十有八九成了。']);
  assert.deepEqual(
    report.warnings.map((w) => [w.code, w.source?.line]),
    [['W_CENSORED', 2]],
  );
});

test('CLEAN-10/13/14 punctuation is normalized; a removed duplicate mark is in the report', () => {
  const { out, report } = clean(raw('a.txt', '第一章', ['他说:"好.."', '你好,世界!']));
  assert.deepEqual(texts(out[0]), ['他说：“好。”', '你好，世界！']);
  assert.deepEqual(
    report.dropped.map((d) => [d.line, d.text, d.reason]),
    [[2, '。', 'clean.punctuation']],
  );
});

test('CLEAN-15 one W_UNBALANCED_QUOTES per chapter lists the lines the repair could not mend', () => {
  const { out, report } = clean(raw('a.txt', '第一章', ['他说：“好。', '然后走了。', '你好』他说。', '将军"没羽箭张清。']));
  assert.deepEqual(texts(out[0]), ['他说：“好。”', '然后走了。', '你好』他说。', '将军“没羽箭张清。']);
  const w = report.warnings.filter((x) => x.code === 'W_UNBALANCED_QUOTES');
  assert.deepEqual([w.length, w[0].data?.lines], [1, [4, 5]]);
});

test('CLEAN-14/15 quote repairs are reported as decisions with a count per rule and an example', () => {
  const { report } = clean(raw('a.txt', '第一章', ['宝玉问道：“怎么了？"袭人道："没什么。"', '责之曰：据汝害民，今姑饶汝命。”督邮归告']));
  const rules = report.decisions.flatMap((d) => (d.kind === 'clean' ? [d] : []));
  assert.deepEqual(
    rules.map((d) => [d.data.rule, d.data.count]),
    [
      ['CLEAN-14 straight quote paired', 3],
      ['CLEAN-15 missing opening mark inserted after a colon', 1],
    ],
  );
  assert.match(rules[0].message, /line 2: /);
});

test('W_MOJIBAKE: stray kana or Cyrillic from a mojibake run is reported once per chapter with its lines', () => {
  const { report } = clean(raw('a.txt', '第一章', ['宝玉听了，不禁又も了两声。', '只见黑аа的来了。', '好。']));
  const w = report.warnings.filter((x) => x.code === 'W_MOJIBAKE');
  assert.deepEqual([w.length, w[0].data?.count, w[0].data?.lines], [1, 2, [2, 3]]);
});

test('W_WATERMARK_NAME: a watermark cut after letters that may be its reader’s name; a name the book shows twice goes', () => {
  const mark = '提示您：看后求收藏（笔趣阁），接着再看更方便。';
  const once = clean(raw('a.txt', '第一章', [`且说贾母两日高兴，落日余晖${mark}第二天便觉着胸口饱闷。`, '众人都散了。']));
  assert.deepEqual(texts(once.out[0]), ['且说贾母两日高兴，落日余晖第二天便觉着胸口饱闷。', '众人都散了。']);
  const w = once.report.warnings.filter((x) => x.code === 'W_WATERMARK_NAME');
  assert.deepEqual([w.length, w[0]?.data?.lines, w[0]?.data?.samples], [1, [2], ['落日余晖']]);
  const twice = clean(
    raw('a.txt', '第一章', [`且说贾母两日高兴，落日余晖${mark}第二天便觉着胸口饱闷。`]),
    raw('b.txt', '第二章', [`宝玉听了落日余晖${mark}便去了。`]),
  );
  assert.deepEqual(twice.out.map(texts), [['且说贾母两日高兴，第二天便觉着胸口饱闷。'], ['宝玉听了便去了。']]);
  assert.ok(!twice.report.warnings.some((x) => x.code === 'W_WATERMARK_NAME'));
});

test('a site line recurring in most chapters is mined as junk; story formulas that recur are kept', () => {
  const chapters = [1, 2, 3, 4, 5].map((n) =>
    raw(`${n}.txt`, `第${n}章`, ['詩曰：', `正文${'甲乙丙丁戊'[n - 1]}的内容。`, '且听下回分解。', `欢迎光临青云阁${n}`]),
  );
  const { out, report } = clean(...chapters);
  assert.deepEqual(texts(out[0]), ['詩曰：', '正文甲的内容。', '且听下回分解。']);
  assert.deepEqual(
    report.dropped.map((d) => d.reason),
    Array(5).fill('junk.recurring'),
  );
});

test('a chapter with nothing left is left out with W_EMPTY_CHAPTER; its heading line is in the report', () => {
  const { out, report } = clean(raw('a.txt', '第一章', ['', '本章字数:100']), raw('b.txt', '第二章', ['正文。']));
  assert.deepEqual(
    out.map((c) => c.title),
    ['第二章'],
  );
  assert.deepEqual(
    report.warnings.map((w) => w.code),
    ['W_EMPTY_CHAPTER'],
  );
  assert.deepEqual(
    report.dropped.map((d) => [d.line, d.reason]),
    [
      [2, 'clean.blank'],
      [3, 'junk.word-count'],
      [1, 'clean.empty-chapter'],
    ],
  );
});

test('CLEAN-4 a notice heading inside a file with story under it is the note of the chapter before, not a chapter', async () => {
  const { ingestBytes } = await import('../../src/ingest/index.ts');
  const story = [
    '王老师批了他的假，让他回家看看母亲。',
    '他收拾好行李，天不亮就出了门。',
    '一路上他想着母亲的病，心里发慌。',
    '到家时已是黄昏。',
  ];
  const text = ['第一章 归家', '他站在门口。', '上架感言', ...story, '第二章 母亲', '母亲睡着了。'].join('\n');
  for (const authorNotes of ['drop', 'keep'] as const) {
    const report = new DiagnosticsCollector();
    const { chapters } = ingestBytes(new TextEncoder().encode(text), { path: 'book.txt' }, report);
    assert.equal(chapters[1].role, 'notice', 'the splitter reads 上架感言 as a notice heading');
    const { out, report: r } = cleanWith(authorNotes, ...chapters);
    assert.deepEqual(
      out.map((c) => c.title),
      ['第一章　归家', '第二章　母亲'],
      authorNotes,
    );
    const note = authorNotes === 'keep' ? ['note:上架感言'] : [];
    assert.deepEqual(texts(out[0]), ['他站在门口。', ...note, ...story], authorNotes);
    assert.deepEqual(
      r.dropped.map((d) => [d.line, d.reason]),
      authorNotes === 'drop' ? [[3, 'clean.author-note']] : [],
      authorNotes,
    );
    assert.match(r.decisions.map((d) => d.message).join('\n'), /line 3 “上架感言” is an author's note inside “第一章　归家”/);
  }
  // The same notice as a file of its own stays a chapter (W_NOTICE_KEPT says it reads as story).
  const own = clean(raw('a.txt', '第一章 归家', ['他站在门口。']), { ...raw('b.txt', '上架感言', story), role: 'notice' });
  assert.deepEqual(
    own.out.map((c) => c.title),
    ['第一章 归家', '上架感言'],
  );
});

test('CLEAN-15 a paragraph with markup keeps its length: an unclosed speech there gets no closing mark (it crashed the build)', () => {
  const src = { path: 'a.md', line: 2 };
  const marked: Block = {
    kind: 'paragraph',
    content: [
      { kind: 'text', text: '他道：“' },
      { kind: 'strong', children: [{ kind: 'text', text: '好' }] },
      { kind: 'text', text: '？' },
    ],
    source: src,
  };
  const plain = paragraph('她道：“来了。', { path: 'a.md', line: 4 });
  const { out } = clean({ id: 'x', title: '第一章', script: 'zh-Hans', sources: ['a.md'], blocks: [marked, plain] });
  assert.deepEqual(out[0].blocks[0], marked);
  // The plain paragraph still gets its closing mark.
  assert.equal(blockText(out[0].blocks[1]), '她道：“来了。”');
});

test('CLEAN-4: a line that leans to the author’s voice is a note beside a note, before or after it; beside story it stays', () => {
  // wild6's 感言 lines: each alone shows too little to be a note; beside `求月票` they are the same note.
  const leaning = ['這是我的第二本書，當然，我不是在為我的老書打廣告。', '这本书的构思其实在很久之前就有了，是高中时突然出现的灵感。'];
  const { out, report } = clean(raw('a.txt', '第一章', ['他来了。', leaning[0], 'PS：求月票！', leaning[1], '她也来了。']));
  assert.deepEqual(texts(out[0]), ['他来了。', '她也来了。']);
  // Dropped in the order they were taken: the note, the line before it taken back, the line after it.
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'clean.author-note').map((d) => d.line),
    [3, 4, 5],
  );
  // With notes kept they are notes in place.
  const kept = cleanWith('keep', raw('a.txt', '第一章', ['他来了。', leaning[0], 'PS：求月票！', leaning[1]]));
  assert.deepEqual(texts(kept.out[0]), ['他来了。', `note:${leaning[0]}`, 'note:PS：求月票！', `note:${leaning[1]}`]);
  // The same lines among story lines only are story.
  assert.deepEqual(texts(clean(raw('a.txt', '第一章', ['他来了。', ...leaning, '她也来了。'])).out[0]), [
    '他来了。',
    ...leaning,
    '她也来了。',
  ]);
});

test('CLEAN-4: beside a note, a wrapped line of dialogue (你, a third person, quote marks) stays story', () => {
  const story = [
    '梁女國。我們這一國盡是女人，更無男子，故此見了你們歡喜。你師父吃的那',
    '宋江道：“大家且听我说，这本书我读过。”',
    '他说这本小说的结局不好。',
  ];
  for (const line of story) {
    const { out } = clean(raw('a.txt', '第一章', [line, 'PS：求月票！']));
    assert.deepEqual(texts(out[0]), [line], line);
  }
});
