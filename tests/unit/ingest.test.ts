import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ingest, ingestBytes } from '../../src/ingest/index.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { dedupeChapters } from '../../src/stages/dedupe.ts';
import { orderChapters } from '../../src/stages/order.ts';
import { applyJunk } from '../../src/rules/junk.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { InputError } from '../../src/errors.ts';
import { run } from '../helpers/stages.ts';
import { type Book, blockText, type Chapter } from '../../src/model/book.ts';

const dir = fileURLToPath(new URL('../fixtures/ingest/', import.meta.url));
const read = (name: string) => readFileSync(dir + name);
function load(name: string) {
  const report = new DiagnosticsCollector();
  return { chapters: ingestBytes(read(name), { path: name }, report).chapters, report };
}
function prepare(chapters: Chapter[], report: DiagnosticsCollector): Chapter[] {
  const book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  return run(dedupeChapters, run(cleanBook, book, report), report).chapters;
}
const reasons = (r: DiagnosticsCollector) => [...new Set(r.dropped.map((d) => d.reason))].sort();

test('a whole novel in GBK (sanguoyanyi A excerpt) is split at `正文 第N回`; its site header stays out of chapter 1', () => {
  const { chapters, report } = load('sanguo-gbk-head.txt');
  assert.deepEqual(
    chapters.map((c) => [c.title, c.number, c.headingSource?.line]),
    [
      ['第一回　宴桃园豪杰三结义　斩黄巾英雄首立功', 1, 6],
      ['第二回　张翼德怒鞭督邮　何国舅谋诛宦竖', 2, 37],
      ['第三回　议温明董卓叱丁原　馈金珠李肃说吕布', 3, 59],
    ],
  );
  assert.deepEqual(reasons(report), ['clean.blank', 'junk.content-start', 'junk.disclaimer', 'junk.site-header']);
  assert.equal(report.decisions.find((d) => d.kind === 'encoding')?.data?.encoding, 'gb18030');
  assert.ok(report.warnings.some((w) => w.code === 'W_ENCODING_GUESSED'));
});

test('Big5 with CRLF and a front table of contents (sanguoyanyi C): the 60 TOC lines and the 簡介 blurb are skipped', () => {
  const { chapters, report } = load('sanguo-big5-head.txt');
  assert.deepEqual(
    chapters.map((c) => c.title),
    ['第一回　宴桃園豪傑三結義　斬黃巾英雄首立功', '第二回　張翼德怒鞭督郵　何國舅謀誅宦豎'],
  );
  assert.equal(report.dropped.filter((d) => d.reason === 'split.toc').length, 60);
  assert.ok(report.dropped.some((d) => d.reason === 'split.preamble' && d.text.includes('簡介')));
  assert.ok(chapters.every((c) => c.blocks.every((b) => b.kind === 'sceneBreak' || !blockText(b).includes('\r'))));
});

test('the malformed `第五十六  回吳用…` heading of shuihuzhuan C is found and its title set right', () => {
  const { chapters } = load('shuihuzhuan-big5-ch55-57.txt');
  assert.deepEqual(
    chapters.map((c) => [c.number, c.title]),
    [
      [55, '第五十五回　高太尉大興三路兵　呼延灼擺佈連環馬'],
      [56, '第五十六回　吳用使時遷盜甲　湯隆賺徐寧上山'],
      [57, '第五十七回　徐寧教使鉤鐮槍　宋江大破連環馬'],
    ],
  );
});

test('the hard-wrapped PG copy: wrapped lines are joined into paragraphs with endLine; lost `?` are reported by line', () => {
  const { chapters, report } = load('xiyouji-pg-head.txt');
  assert.deepEqual(
    chapters.map((c) => c.title),
    ['第一回　靈根育孕源流出　心性修持大道生', '第二回　悟徹菩提真妙理　斷魔歸本合元神'],
  );
  assert.equal(report.decisions.find((d) => d.kind === 'hard-wrap')?.data?.width, 70);
  const first = chapters[0].blocks.find((b) => b.kind === 'paragraph' && blockText(b).startsWith('蓋聞天地之數'))!;
  assert.deepEqual([first.source.line, first.source.endLine], [12, 31]);
  assert.ok(first.kind === 'paragraph' && blockText(first).includes('將一元分為十二會'));
  const lost = report.warnings.filter((w) => w.code === 'W_LOST_CHARACTER').map((w) => w.source?.line);
  assert.ok(lost.includes(61) && lost.includes(155), lost.join());
});

test('the PG footer is junk and the 335 blank lines before it are dropped; 第一○○回 is chapter 100', () => {
  const { chapters, report } = load('xiyouji-pg-tail.txt');
  assert.deepEqual(
    chapters.map((c) => [c.title, c.number]),
    [['第一○○回　徑回東土　五聖成真', 100]],
  );
  const out = prepare(chapters, report);
  assert.ok(report.dropped.some((d) => d.reason === 'junk.pg-footer'));
  assert.ok(!out[0].blocks.some((b) => b.kind !== 'sceneBreak' && /Gutenberg/.test(blockText(b))));
});

test('tianya: the site line glued to the last poem line is cut, the poem line kept', () => {
  const { chapters, report } = load('tianya-tail.txt');
  const out = prepare(chapters, report);
  const last = out[out.length - 1].blocks.at(-1)!;
  assert.ok(last.kind === 'paragraph' && blockText(last) === '千古蓼埋玉地，落花啼鸟总关愁。');
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'junk.site-name').map((d) => d.text),
    ['天涯在线书库《www.tianyabook.com》'],
  );
});

test('tianya head: 楔子 before 第01回; the site line and the book title are preamble', () => {
  const { chapters, report } = load('tianya-head.txt');
  assert.deepEqual(
    chapters.map((c) => [c.title, c.number]),
    [
      ['楔子　张天师祈禳瘟疫　洪太尉误走妖魔', undefined],
      ['第01回　王教头私走延安府　九纹龙大闹史家村', 1],
    ],
  );
  assert.deepEqual(
    report.dropped.filter((d) => d.line < 6 && d.reason !== 'clean.blank').map((d) => d.reason),
    ['junk.site-name', 'split.preamble'],
  );
});

test('UTF-8 with BOM (xstt5): `《》目录 第N回` headings; the site advert is junk', () => {
  const { chapters, report } = load('xstt5-bom-head.txt');
  assert.deepEqual(
    chapters.map((c) => c.number),
    [1, 2],
  );
  assert.equal(report.decisions.find((d) => d.kind === 'encoding')?.data?.how, 'bom');
  assert.ok(report.dropped.some((d) => d.line === 2 && d.reason === 'junk.site-name'));
});

test('xiyouji A: `上卷 附录` is an unnumbered chapter between 第八回 and 第九回, volume 上卷', () => {
  const { chapters } = load('xiyouji-gbk-appendix.txt');
  assert.deepEqual(
    chapters.map((c) => [c.title, c.number, c.volume]),
    [
      ['附录　陈光蕊赴任逢灾　江流僧复仇报本', undefined, '上卷'],
      ['第九回　袁守诚妙算无私曲　老龙王拙计犯天条', 9, '上卷'],
    ],
  );
});

test('a Markdown chapter: front matter gives title and number; a leading `---` scene break stays body', () => {
  const report = new DiagnosticsCollector();
  const [md] = ingestBytes(
    Buffer.from('---\ntitle: 第二章 夜行\nnumber: 02\n---\n他走了。\n***\n她来了。\n'),
    { path: 'b.md' },
    report,
  ).chapters;
  assert.deepEqual([md.title, md.number, md.blocks[0].source.line], ['第二章 夜行', 2, 5]);
  const [scene] = ingestBytes(Buffer.from('---\n他推开门。\n---\n第二场景。\n'), { path: 'c.md', title: '第三章' }, report).chapters;
  assert.deepEqual([scene.title, scene.blocks.length], ['第三章', 4]);
  const out = prepare([scene], report);
  assert.deepEqual(
    out[0].blocks.map((b) => b.kind),
    ['paragraph', 'sceneBreak', 'paragraph'],
  );
});

test('a chapter file without a heading takes the book.yaml title, else its file name', () => {
  const report = new DiagnosticsCollector();
  assert.equal(ingestBytes(Buffer.from('他走了。\n'), { path: 'x/0012.txt', title: '第十二章 远行' }, report).chapters[0].number, 12);
  assert.equal(ingestBytes(Buffer.from('他走了。\n'), { path: 'x/0012.txt' }, report).chapters[0].title, '0012');
});

test('a scraped folder (hash names, six encodings and line endings, ads, a repeated run, a chapter twice, one missing) builds each chapter once, in order', async () => {
  const root = dir + 'scraped';
  const report = new DiagnosticsCollector();
  const files = readdirSync(root)
    .sort()
    .map((path) => ({ path }));
  const ingested = await ingest({ root, files });
  report.absorb(ingested.diagnostics);
  const { chapters } = ingested;
  const encodings = Object.fromEntries(report.decisions.filter((d) => d.kind === 'encoding').map((d) => [d.source, d.data?.encoding]));
  assert.deepEqual(encodings, {
    '3f9a1c.txt': 'utf-8',
    '5b61f0.txt': 'big5',
    '92f0d4.txt': 'utf-8',
    'a07e55.txt': 'gb18030',
    'c4d2e8.txt': 'utf-8',
    'e913b7.txt': 'utf-16le',
  });
  let book: Book = { meta: { title: 't', author: 'a', slug: 's' }, chapters };
  book = run(orderChapters, run(dedupeChapters, run(cleanBook, book, report), report), report);
  assert.deepEqual(
    book.chapters.map((c) => c.number),
    [1, 2, 3, 5, 6],
  );
  assert.deepEqual(book.chapters[2].sources, ['c4d2e8.txt', '5b61f0.txt']);
  assert.equal(book.chapters[2].script, 'zh-Hans');
  assert.ok(
    report.warnings.some((w) => w.code === 'W_NEAR_DUPLICATE_CHAPTER' && /5b61f0\.txt/.test(w.message) && /c4d2e8\.txt/.test(w.message)),
  );
  assert.deepEqual(report.warnings.find((w) => w.code === 'W_CHAPTER_GAP')?.data?.missing, [4]);
  assert.equal(report.dropped.filter((d) => d.reason === 'dedupe.repeated-run').length, 3);
  // The author's begging note is left out (authorNotes: drop, the default) and listed.
  assert.deepEqual(book.chapters[0].blocks.filter((b) => b.kind === 'authorNote').map(blockText), []);
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'clean.author-note').map((d) => d.text),
    ['PS：求月票！求收藏！'],
  );
  for (const c of book.chapters)
    for (const b of c.blocks) if (b.kind !== 'sceneBreak') assert.deepEqual(applyJunk(blockText(b)).cuts, [], blockText(b));
});

test('an unreadable file is an InputError naming the file', async () => {
  await assert.rejects(
    ingest({ root: dir, files: [{ path: 'missing.txt' }] }),
    (e: unknown) => e instanceof InputError && e.file === 'missing.txt',
  );
});

test('user rules apply to a .txt source and bypass a Markdown one, which the report says (README: Your own rules)', () => {
  const rules = [{ id: 'site-line', pattern: '^本书首发于.*$', scope: 'line' as const }];
  const text = '# 第一章 石猴\n\n盖闻天地之数，有十二万九千六百岁为一元。\n\n本书首发于某某网。\n';
  const bytes = new TextEncoder().encode(text);
  const txt = new DiagnosticsCollector();
  const fromTxt = ingestBytes(bytes, { path: 'a.txt' }, txt, undefined, { rules });
  assert.ok(txt.dropped.some((d) => d.reason === 'site-line'));
  assert.ok(!fromTxt.chapters.flatMap((c) => c.blocks.map(blockText)).some((t) => t.includes('本书首发于')));
  const md = new DiagnosticsCollector();
  const fromMd = ingestBytes(bytes, { path: 'a.md' }, md, undefined, { rules });
  assert.ok(!md.dropped.some((d) => d.reason === 'site-line'));
  assert.ok(fromMd.chapters.flatMap((c) => c.blocks.map(blockText)).some((t) => t.includes('本书首发于')));
  assert.ok(md.done().decisions.some((d) => d.message.includes('not applied to a Markdown source')));
});

test('a folder whose chapter headings carry the frame of the page title (第一章 雨夜_书名_站名 [wild2 a]) loses the frame, reported', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const root = mkdtempSync(join(tmpdir(), 'shufang-frame-'));
  const titles = ['雨夜', '归来', '血战', '终章'];
  titles.forEach((t, i) => writeFileSync(join(root, `${i + 1}.txt`), `第${i + 1}章 ${t}_全球高武_新笔趣阁\n他走了，雨停了。\n`));
  const ingested = await ingest({ root, files: titles.map((_, i) => ({ path: `${i + 1}.txt` })) });
  assert.deepEqual(
    ingested.chapters.map((c) => c.title),
    titles.map((t, i) => `第${i + 1}章　${t}`),
  );
  const dropped = ingested.diagnostics.dropped.filter((d) => d.reason === 'junk.title-frame');
  assert.deepEqual(
    dropped.map((d) => [d.source, d.line, d.text]),
    titles.map((_, i) => [`${i + 1}.txt`, 1, '_全球高武_新笔趣阁']),
  );
});

test('CLEAN-9 a whole-novel file’s heading lines out of its sequence are dropped as split.out-of-sequence, with a warning naming them', () => {
  const body = '　　他走了，雨停了，天亮了，这是一段足够长的正文。';
  const lines: string[] = [];
  for (let k = 1; k <= 5; k++) lines.push(`第${k}章 远行${k}`, body, ...(k === 3 ? ['第八百零二章 风雨欲来'] : []), body);
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(Buffer.from(lines.join('\n')), { path: 'a.txt' }, report);
  assert.equal(chapters.length, 5);
  assert.deepEqual(
    report.dropped.filter((d) => d.reason === 'split.out-of-sequence').map((d) => [d.source, d.line, d.text]),
    [['a.txt', 9, '第八百零二章 风雨欲来']],
  );
  const warning = report.warnings.find((w) => w.code === 'W_CHAPTERS_AMBIGUOUS');
  assert.deepEqual(warning?.source, { path: 'a.txt', line: 9 });
  assert.match(warning!.message, /line 9 “第八百零二章　风雨欲来”/);
});

test('a UTF-8 file with a damaged byte and a GBK line is read (W_ENCODING_REPAIRED names the lines); the bad bytes stay as U+FFFD, warned on their line', () => {
  const gbkLine = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xca, 0xc0, 0xbd, 0xe7, 0xa1, 0xa3]); // 你好，世界。 in GBK
  const body = Buffer.from('第一章 开始\n　　他走进门来，说道：“我回来了。”\n'.repeat(1) + '第二章 再会\n');
  const damaged = Buffer.from('　　窗外下着雨，雨声很大。\n');
  damaged[damaged.indexOf(Buffer.from('雨声'))] = 0xfe;
  const bytes = Buffer.concat([body, gbkLine, Buffer.from('\n'), damaged, Buffer.from('　　他坐下来喝茶。\n')]);
  const report = new DiagnosticsCollector();
  const { chapters } = ingestBytes(bytes, { path: 'mixed.txt' }, report);
  const warning = report.warnings.find((w) => w.code === 'W_ENCODING_REPAIRED');
  assert.ok(warning, JSON.stringify(report.warnings));
  assert.deepEqual(warning.data?.lines, [
    { line: 4, as: 'gb18030' },
    { line: 5, as: 'replaced' },
  ]);
  assert.match(warning.message, /read as GB18030 \(line 4\).*replaced by U\+FFFD \(line 5\)/);
  assert.equal(warning.source?.line, 4);
  const clean = prepare(chapters, report);
  const text = clean[1].blocks.map(blockText).join('|');
  // As in any file with U+FFFD (rules/lost.ts): the loss stays visible where it happened, and is warned.
  assert.equal(text, '你好，世界。|窗外下着雨，\ufffd\ufffd\ufffd声很大。|他坐下来喝茶。');
  assert.ok(report.warnings.some((w) => w.code === 'W_REPLACEMENT_CHARACTER' && w.source?.line === 5));
});
