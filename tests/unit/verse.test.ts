import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listLike, looseVerse, regularVerse, startsVerse, verseIntro } from '../../src/rules/verse.ts';
import { findVerse, verseStage } from '../../src/stages/verse.ts';
import { type Block, blockText, paragraph } from '../../src/model/book.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { ingestBytes } from '../../src/ingest/index.ts';
import { run } from '../helpers/stages.ts';

const paras = (...texts: string[]): Block[] => texts.map((t, i) => paragraph(t, { path: 'a.txt', line: i * 2 + 1 }));
const shape = (blocks: readonly Block[]) => blocks.map((b) => (b.kind === 'verse' ? `verse:${b.lines.length}` : b.kind));

test('VERSE-2: regular verse is equal clauses of Han characters paired into couplets', () => {
  assert.deepEqual(regularVerse('混沌未分天地乱，茫茫渺渺无人见。自从盘古破鸿蒙，开辟从兹清浊辨。'), {
    clause: 7,
    couplets: ['混沌未分天地乱，茫茫渺渺无人见。', '自从盘古破鸿蒙，开辟从兹清浊辨。'],
  });
  assert.equal(regularVerse('满纸荒唐言，一把辛酸泪！')?.clause, 5);
  for (const prose of [
    '他笑了笑，说道：“走吧。”',
    '众人大喜，各自散去，回家去了。',
    '混沌未分天地乱，茫茫渺渺无人见',
    '第二天一早就走，他们都没回来。',
    '“花谢花飞花满天，红消香断有谁怜？”',
  ])
    assert.equal(regularVerse(prose), undefined, prose);
});

test('VERSE-1 and VERSE-3: the formulas that announce a poem, shi or ci', () => {
  assert.deepEqual(
    ['有诗为证：', '好猴精！有诗为证。诗曰：', '后人有诗叹曰：', '其词曰：', '听他歌道是：', '他说道：', '诗曰是假的。'].map(verseIntro),
    ['shi', 'shi', 'shi', 'ci', 'ci', undefined, undefined],
  );
  assert.ok(looseVerse('[枉凝眉]一个是阆苑仙葩，一个是美玉无瑕。若说'));
  assert.ok(!looseVerse('宝玉道：“这是什么曲子？”'));
});

test('VERSE-1: regular lines after a formula become one verse block of couplets, the formula stays prose', () => {
  const out = findVerse(
    paras('卢俊义看时，大书四个青字。诗曰：', '太平天子当中坐，清慎官员四海分。', '但见肥羊宁父老，不闻嘶马动将军。', '且说次日。'),
  );
  assert.deepEqual(shape(out), ['paragraph', 'verse:2', 'paragraph']);
  const verse = out[1] as Extract<Block, { kind: 'verse' }>;
  assert.deepEqual(verse.source, { path: 'a.txt', line: 3, endLine: 5 });
  assert.equal(blockText(verse), '太平天子当中坐，清慎官员四海分。\n但见肥羊宁父老，不闻嘶马动将军。');
});

test('VERSE-2: without a formula it takes two paragraphs (or two couplets) of five- or seven-character lines', () => {
  assert.deepEqual(shape(findVerse(paras('只见：', '月明风冷醮坛深，鸾鹤空中送好音。', '地煞天罡排姓字，激昂忠义一生心。'))), [
    'paragraph',
    'verse:2',
  ]);
  // One couplet alone, or four-character clauses, could be prose: left as they are.
  const alone = paras('他想了一想。', '月明风冷醮坛深，鸾鹤空中送好音。', '次日天明。');
  assert.equal(findVerse(alone), alone);
  const four = paras('众人大喜，各自散去。', '次日天明，又来相见。');
  assert.equal(findVerse(four), four);
});

test('VERSE-2: a roster of names in seven-character clauses is a list, not verse (儒林外史 第五十六回)', () => {
  const roster = paras('第十八名尤扶徕，南直隶江阴县人。', '第十九名鲍文卿，南直隶江宁县人。', '第二十名甘露僧，南直隶芜湖县人。');
  assert.ok(listLike(roster.map(blockText)));
  assert.equal(findVerse(roster), roster);
});

test('VERSE-4: inside a 曲 after its formula, a line cut in mid-clause continues on the next one (红楼梦 …春流到 / 夏！)', () => {
  const out = findVerse(
    paras(
      '一面耳聆其歌曰：',
      '[枉凝眉]一个是阆苑仙葩，一个是美玉无瑕。若说',
      '没奇缘，今生偏又遇着他。一个是水中月，一个是镜中',
      '花。想眼中能有多少泪珠儿，怎经得秋流到冬尽，春流到',
      '夏！',
      '宝玉听了此曲，散漫无稽，不见得好处，但其声韵凄惋，竟能销魂醉魄。因又看下道：',
    ),
  );
  assert.deepEqual(shape(out), ['paragraph', 'verse:1', 'paragraph']);
  assert.match(blockText(out[1]), /^\[枉凝眉\]一个是.*若说没奇缘.*镜中花。.*春流到夏！$/);
});

test('VERSE-4: a hard-wrapped file does not join the first line of a poem to the prose before it', () => {
  const full = '打得那九曜星閉門閉戶，四天王無影無形。好猴精，有詩為證。詩曰：'.padStart(35, '甲');
  const wrapped = Array.from({ length: 60 }, (_, i) => (i % 6 === 5 ? '' : `${'乙'.repeat(34)}。`));
  const text = ['第一回　開篇', ...wrapped, full, '混元體正合先天，萬劫千番只自然。', '渺渺無為渾太乙，如如不動號初玄。', ''].join('\n');
  assert.ok(startsVerse(full, '混元體正合先天，萬劫千番只自然。'));
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(Buffer.from(text), { path: 'pg.txt' }, report);
  const texts = chapters.flatMap((c) => c.blocks.map(blockText));
  assert.ok(texts.includes('混元體正合先天，萬劫千番只自然。'), 'the poem starts its own block');
  assert.ok(
    texts.some((t) => t.endsWith('詩曰：')),
    'the prose ends at the formula',
  );
});

test('the verse stage reports what it found per file and leaves chapters without verse untouched', () => {
  const report = new DiagnosticsCollector();
  const verseChapter = {
    id: '',
    title: '甲',
    script: 'zh-Hans' as const,
    sources: ['a.txt'],
    blocks: paras('诗曰：', '一片两片三四片，五片六片七八片。'),
  };
  const proseChapter = { ...verseChapter, title: '乙', blocks: paras('他走了。') };
  const book = run(verseStage, { meta: { title: 't', author: 'a', slug: 's' }, chapters: [verseChapter, proseChapter] }, report);
  assert.equal(book.chapters[1], proseChapter);
  assert.deepEqual(
    report.decisions.map((d) => [d.kind, d.source, d.data]),
    [['verse', 'a.txt', { blocks: 1, lines: 1 }]],
  );
});
