import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ingestBytes } from '../../src/ingest/index.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, blockText } from '../../src/model/book.ts';
import { repairMojibake } from '../../src/ingest/mojibake.ts';
import { run } from '../helpers/stages.ts';

// A line garbled upstream is judged after its repair like any other: the adverts below are written as UTF-8 and read
// as GBK here (what a scraper did to wild2's app advert), not pasted as garbage.
const garble = (text: string) => new TextDecoder('gbk').decode(new TextEncoder().encode(text));

/** A two-chapter .txt book with `middle` among chapter one's story lines, through ingest and clean. */
function build(middle: string[]) {
  const story = ['　　他来了，站在门口看了很久。', ...middle, '　　她也来了，手里提着一盏灯。'];
  const text = ['第一章 雨夜', ...story, '第二章 风起', '　　风起了，吹得窗纸哗哗作响。', '　　他走了，再也没有回来。'].join('\n');
  const report = new DiagnosticsCollector();
  const chapters = ingestBytes(new TextEncoder().encode(text), { path: 'a.txt' }, report).chapters;
  const book = run(cleanBook, { meta: { title: 't', author: 'a', slug: 's' }, chapters } as Book, report, {
    settings: { scripts: ['zh-Hans'], authorNotes: 'drop' },
  });
  return { body: book.chapters[0].blocks.map(blockText), report };
}

const ADVERTS = [
  '【话说，目前朗读听书最好用的app，换源app，安装最新版。】',
  '【认识十年的老书友给我推荐的追书app，野果阅读！真特么好用，这里可以下载 】',
  '本章未完，请点击下一页继续阅读',
  '手机用户请浏览m.biquge.com阅读，更优质的阅读体验。',
];

test('mojibake: an advert garbled as GBK is repaired, then dropped as the advert is; no bracket is left open', () => {
  for (const advert of ADVERTS)
    for (const line of [garble(advert), `　　${garble(advert)}`]) {
      const { body, report } = build([line]);
      assert.deepEqual(body, ['他来了，站在门口看了很久。', '她也来了，手里提着一盏灯。'], advert);
      assert.ok(
        report.dropped.some((d) => d.text.startsWith(advert.slice(0, 6))),
        advert,
      );
      const codes = report.warnings.map((w) => w.code);
      assert.ok(codes.includes('W_MOJIBAKE'), advert);
      assert.ok(!codes.includes('W_UNBALANCED_QUOTES'), advert);
    }
});

test('mojibake: an author’s note garbled as GBK is a note after its repair', () => {
  const { body, report } = build([garble('作者有话要说：今天晚了，抱歉。')]);
  assert.equal(body.length, 2);
  assert.ok(report.dropped.some((d) => d.reason === 'clean.author-note'));
});

test('mojibake: story garbled as GBK comes back and stays; a quote cut at the end is closed again', () => {
  const lines = ['他笑着说：“好，明天见。”', '众人听了，都不言语，各自散去了。'];
  const { body } = build(lines.map(garble));
  assert.deepEqual(body.slice(1, 3), ['他笑着说：“好，明天见。”', '众人听了，都不言语，各自散去了']);
  // The lost last character is put back only where it closes what the line opened and its cut bytes fit.
  assert.equal(
    repairMojibake(garble('【话说，目前朗读听书最好用的app，安装最新版。】'))?.text,
    '【话说，目前朗读听书最好用的app，安装最新版。】',
  );
  assert.equal(repairMojibake(garble('他说了一句话，【注】没人听见。'))?.text, '他说了一句话，【注】没人听见');
  assert.equal(repairMojibake(garble('「他走了，我们也走吧。」'))?.text, '「他走了，我们也走吧。」');
});
