/**
 * Writes a single-file Markdown book from corpus novels, for measuring the Markdown reader: book-level front
 * matter, a `#` heading per chapter, and Markdown sprinkled over the real text at fixed intervals (emphasis,
 * strong next to CJK punctuation, footnotes, quotes, ruby, links, sections, scene breaks, soft-wrapped lines).
 * Deterministic: the same inputs give the same file. Usage:
 *   npx tsx scripts/make-markdown-book.ts OUT.md MIN_CHARS CORPUS_FILE…
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { blockText } from '../src/model/book.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { cleanBook } from '../src/stages/clean.ts';

const [out, minChars, ...files] = process.argv.slice(2);
if (!out || !minChars || files.length === 0) {
  console.error('usage: make-markdown-book.ts OUT.md MIN_CHARS CORPUS_FILE…');
  process.exit(2);
}

/** One paragraph of prose with Markdown sprinkled in by its index (every rule fires somewhere in each chapter). */
function sprinkle(text: string, i: number, notes: string[]): string {
  let t = text;
  // Strong ending in CJK punctuation before a Han character: the case CommonMark's flanking rule gets wrong.
  if (i % 7 === 3) t = t.replace(/^(.{2,12}?[，。！？；：])/u, '**$1**');
  else if (i % 11 === 5) t = t.replace(/(“[^”]{1,20}”)/u, '*$1*');
  else if (i % 13 === 6) t = t.replace(/([\p{Script=Han}]{3})/u, '**$1**');
  if (i % 17 === 8) {
    notes.push(`注释第 ${notes.length + 1} 条：${t.slice(0, 18)}。`);
    t = t.replace(/([。！？])/u, `$1[^n${notes.length}]`);
  }
  if (i % 29 === 14) t = t.replace(/([\p{Script=Han}])/u, '{$1|zhù}');
  if (i % 31 === 15) t += ' 参见<https://example.org/note>与[此处](https://example.com/a "说明")。';
  // Soft-wrap long paragraphs at about 40 characters, as editors do; CJK soft breaks join without a space.
  if (i % 3 === 0 && t.length > 80) t = t.replace(/(.{40})/gu, '$1\n').trimEnd();
  if (i % 23 === 11) t = `> ${t.replace(/\n/g, '\n> ')}`;
  return t;
}

const parts = ['---', 'title: 生成的书', 'author: 佚名', 'description: 由语料章节生成的 Markdown 书', '---', ''];
let chars = 0;
let round = 0;
while (chars < Number(minChars)) {
  for (const file of files) {
    const report = new DiagnosticsCollector();
    const { chapters } = ingestBytes(readFileSync(file), { path: basename(file) }, report);
    const book = cleanBook({ meta: { title: '', author: '', slug: '' }, chapters }, { settings: { scripts: ['zh-Hans'] } }).book;
    for (const chapter of book.chapters) {
      const notes: string[] = [];
      parts.push(`# ${chapter.title}${round ? `（${round + 1}）` : ''}`, '');
      chapter.blocks.forEach((b, i) => {
        if (b.kind === 'sceneBreak') return void parts.push('***', '');
        const text = blockText(b);
        if (i > 0 && i % 40 === 0) parts.push(`## 第${i / 40}节`, '');
        if (i > 0 && i % 57 === 0) parts.push('***', '');
        parts.push(sprinkle(text, i, notes), '');
        chars += text.length;
      });
      notes.forEach((n, k) => parts.push(`[^n${k + 1}]: ${n}`, ''));
      if (chars >= Number(minChars)) break;
    }
    if (chars >= Number(minChars)) break;
  }
  round++;
}
writeFileSync(out, parts.join('\n'));
console.log(`${out}: ${chars.toLocaleString('en')} characters of prose, ${readFileSync(out, 'utf8').length.toLocaleString('en')} in all`);
