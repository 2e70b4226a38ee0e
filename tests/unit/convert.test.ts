import { test } from 'node:test';
import { runFor } from '../helpers/stages.ts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { convertScript } from '../../src/stages/convert.ts';
import { restyleQuotes, QUOTE_STYLES } from '../../src/rules/quotes.ts';
import { converter } from '../../src/opencc/converter.ts';
import { detectScript } from '../../src/opencc/detect.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { type Book, blockText, type Script, paragraph } from '../../src/model/book.ts';

function bookOf(texts: string[], script: Script, title = '第一章'): Book {
  return {
    meta: { title: '书', author: '人', slug: 'b' },
    chapters: [
      {
        id: 'c0001',
        title,
        script,
        sources: ['a.txt'],
        blocks: texts.map((text, i) => paragraph(text, { path: 'a.txt', line: i + 1 })),
      },
    ],
  };
}
const paragraphs = (b: Book) => b.chapters[0].blocks.map((x) => (x.kind === 'paragraph' ? blockText(x) : ''));

test('TRAD-3: zh-Hant maps quotes by depth, not by glyph', () => {
  assert.equal(restyleQuotes('他说：“她说‘好’。”', QUOTE_STYLES['zh-Hant']), '他说：「她说『好』。」');
  assert.equal(restyleQuotes('“一‘二“三”二’一”', QUOTE_STYLES['zh-Hant']), '「一『二「三」二』一」');
  assert.equal(restyleQuotes('「她說『好』。」', QUOTE_STYLES['zh-Hans']), '“她說‘好’。”');
});

test('TRAD-3: a multi-paragraph quote opens again in each paragraph (PARA-9)', () => {
  const out = paragraphs(
    runFor(convertScript, bookOf(['“第一段。', '“第二段。”'], 'zh-Hans'), new DiagnosticsCollector(), { script: 'zh-Hant', terms: [] }),
  );
  assert.deepEqual(out, ['「第一段。', '「第二段。」']);
});

test('a closing quote with nothing open closes a quote from an earlier paragraph; an apostrophe is left alone', () => {
  assert.equal(restyleQuotes('详细方案如下”', QUOTE_STYLES['zh-Hant']), '详细方案如下」');
  assert.equal(restyleQuotes('Tom’s 书', QUOTE_STYLES['zh-Hant']), 'Tom’s 书');
});

test('the zh-Hans edition keeps Simplified chapters verbatim and converts Traditional ones', () => {
  const r = new DiagnosticsCollector();
  assert.deepEqual(paragraphs(runFor(convertScript, bookOf(['他说：“后来干净了。”'], 'zh-Hans'), r, { script: 'zh-Hans', terms: [] })), [
    '他说：“后来干净了。”',
  ]);
  assert.deepEqual(paragraphs(runFor(convertScript, bookOf(['他說：「後來乾淨了。」'], 'zh-Hant'), r, { script: 'zh-Hans', terms: [] })), [
    '他说：“后来干净了。”',
  ]);
});

test('the zh-Hant edition uses cn→tw, not twp: 的士兵 stays 的士兵 (OCC-3)', () => {
  const out = paragraphs(
    runFor(convertScript, bookOf(['他的士兵来了。'], 'zh-Hans'), new DiagnosticsCollector(), { script: 'zh-Hant', terms: [] }),
  );
  assert.deepEqual(out, ['他的士兵來了。']);
});

test('titles from book.yaml are converted whatever the chapter script is', () => {
  const hant = runFor(convertScript, bookOf(['王源帶著騎兵。'], 'zh-Hant', '第三章　骑兵止步'), new DiagnosticsCollector(), {
    script: 'zh-Hant',
    terms: [],
  });
  assert.equal(hant.chapters[0].title, '第三章　騎兵止步');
});

test('seed 002: over-converted Traditional is repaired (地麵, 怎麽迴事, 隻能) and a decision is reported', () => {
  const text = readFileSync(new URL('../../seeds/002_5cdebd63ca8c3c85.txt', import.meta.url), 'utf8');
  const r = new DiagnosticsCollector();
  const out = paragraphs(
    runFor(convertScript, bookOf(text.split('\n').filter(Boolean), 'zh-Hant'), r, { script: 'zh-Hant', terms: [] }),
  ).join('\n');
  for (const bad of ['地麵', '怎麽', '迴事', '隻能', '幹淨', '山穀']) assert.equal(out.includes(bad), false, bad);
  for (const good of ['地面', '怎麼回事', '只能', '乾淨', '山谷']) assert.ok(out.includes(good), good);
  assert.equal(r.decisions.filter((d) => d.kind === 'convert.repair').length, 1);
  // The repaired edition is stable under cn→tw: fewer than 0.5 % of Han characters would change again.
  const again = converter('s2tw')(out);
  const han = [...out].filter((c) => /\p{Script=Han}/u.test(c)).length;
  const changed = [...out].filter((c, i) => c !== [...again][i]).length;
  assert.ok(changed / han < 0.005, `${changed}/${han}`);
});

test('genuine Traditional text is not round-tripped: 范, 於 and 乾坤 survive', () => {
  const out = paragraphs(
    runFor(convertScript, bookOf(['范疆於是說乾坤之事。'], 'zh-Hant'), new DiagnosticsCollector(), { script: 'zh-Hant', terms: [] }),
  );
  assert.deepEqual(out, ['范疆於是說乾坤之事。']);
});

test('CLEAN-17: the script detector labels the seeds right with high confidence', () => {
  const read = (f: string) => readFileSync(new URL(`../../seeds/${f}`, import.meta.url), 'utf8');
  const hans = detectScript(read('000_0d28f9fcae77b8ca.txt'));
  const hant = detectScript(read('002_5cdebd63ca8c3c85.txt'));
  assert.equal(hans.script, 'zh-Hans');
  assert.equal(hant.script, 'zh-Hant');
  assert.ok(hant.confidence >= 0.9 && hans.confidence >= 0.9);
});
