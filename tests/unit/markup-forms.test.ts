import { test } from 'node:test';
import assert from 'node:assert/strict';
import { repairMarkup } from '../../src/rules/markup.ts';
import { repairLines } from '../../src/ingest/repair.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';

const STORY = '她回头看了一眼，终于还是走了。';
const repaired = (line: string) => repairMarkup(line).parts.join('|');

test('markup written other ways: an escaped slash, full-width brackets, a namespaced tag, a ruby reading, JSON escapes', () => {
  assert.equal(repaired(`${STORY}<\\/p>`), STORY);
  assert.equal(repaired(`${STORY}＜/p＞`), STORY);
  assert.equal(repaired(`${STORY}<o:p></o:p>`), STORY);
  assert.equal(repaired(`${STORY}<ruby>漢<rt>kan</rt></ruby>`), `${STORY}漢`);
  assert.equal(repaired('\\u5979\\u56de\\u5934'), '她回头');
  // A story's angle brackets and a lone backslash stay.
  assert.equal(repaired('他写下＜他＞二字。'), '他写下＜他＞二字。');
});

test('a wiki’s links, templates and bold or italic quotes, and a style sheet’s rule, lose their markup', () => {
  assert.equal(repaired(`${STORY}[[第二章]]`), `${STORY}第二章`);
  assert.equal(repaired(`${STORY}[[目标|第三章]]`), `${STORY}第三章`);
  assert.equal(repaired(`{{cite web|url=x}}${STORY}`), STORY);
  assert.equal(repaired(`'''${STORY}'''`), STORY);
  assert.equal(repaired(`${STORY}.content{font-size:16px;}`), STORY);
  // A single quote pair is speech, braces around a Han letter are the story's.
  assert.equal(repaired("他说：'好'，便走了。"), "他说：'好'，便走了。");
  assert.equal(repaired(`{他}${STORY}`), `{他}${STORY}`);
});

test('a script statement glued to either end of a line of text goes and is reported; the text and an address stay', () => {
  const report = new DiagnosticsCollector();
  const lines = [
    `${STORY}(adsbygoogle = window.adsbygoogle || []).push({});`,
    `document.write("x");${STORY}`,
    `${STORY} Hello world, he said.`,
    '更┆多┆书┇本：woo18.vip(Woo18.vip)',
  ].map((text, i) => ({ n: i + 1, text }));
  const out = repairLines(lines, 'a.txt', report, { markup: true }).map((l) => l.text);
  assert.deepEqual(out, [STORY, STORY, `${STORY} Hello world, he said.`, '更┆多┆书┇本：woo18.vip(Woo18.vip)']);
  const dropped = report
    .done()
    .dropped.filter((d) => d.reason === 'junk.script')
    .map((d) => d.text);
  assert.deepEqual(dropped, ['(adsbygoogle = window.adsbygoogle || []).push({});', 'document.write("x");']);
});

test('opening tags that lost their `<` go where no story word can end so (div>, span>); a comparison a>b stays', () => {
  assert.deepEqual(repairMarkup('div>div>div>武大還了酒錢挑了擔兒。').parts, ['武大還了酒錢挑了擔兒。']);
  assert.deepEqual(repairMarkup('他走了。span>').parts, ['他走了。']);
  for (const line of ['若a>b，则b<a。', '他写下x>y这个式子。']) assert.deepEqual(repairMarkup(line).parts, [line], line);
});

test('nbsp typed with a letter dropped or two swapped decodes as a space, escaped or not; a story’s & stays', () => {
  // wild7's Traditional mirror: `&amp;nbp;` four times before each verse line.
  assert.equal(repaired('&amp;nbp;&amp;nbp;&amp;nbp;&amp;nbp;珍重宋江真智士，呼延頃刻入囊中。').trim(), '珍重宋江真智士，呼延頃刻入囊中。');
  for (const typo of ['&nsbp;', '&nbps;', '&bnsp;', '&nbs;']) assert.equal(repaired(`${typo}${STORY}`).trim(), STORY, typo);
  assert.equal(repaired('他写下 A&nbp 两个词。'), '他写下 A&nbp 两个词。');
});
