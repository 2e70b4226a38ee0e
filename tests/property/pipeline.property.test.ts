// Property tests over decode → clean → dedupe → order → convert → EPUB (docs/architecture.md#guarantees): for any file made of
// realistic and hostile pieces, in any of the encodings with a BOM, the pipeline either throws one of its typed
// errors or produces a book in which every input line is kept or reported, and every EPUB document is
// well-formed XML.
import { run, runFor } from '../helpers/stages.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ingestBytes } from '../../src/ingest/index.ts';
import { reconcile } from '../../src/ingest/accounting.ts';
import { cleanBook } from '../../src/stages/clean.ts';
import { dedupeChapters } from '../../src/stages/dedupe.ts';
import { orderChapters } from '../../src/stages/order.ts';
import { convertScript } from '../../src/stages/convert.ts';
import { renderEpub } from '../../src/render/epub/index.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { ShufangError } from '../../src/errors.ts';
import type { Book } from '../../src/model/book.ts';
import { firstXmlError, unzipEpub } from '../helpers/epub.ts';

const template = { ...loadTemplate('classic'), embedFonts: false };
const now = new Date(Date.UTC(2024, 0, 1));

// Lines a scraped novel really holds, plus hostile ones.
const line = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '他说：“你好。”',
      '天地玄黄，宇宙洪荒。',
      '「他來了。」她說。',
      '日月盈昃，辰宿列张……',
      '这是第三页纸上的字。',
      '十有**是真的。',
    ),
  },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 30 }).map((n) => `第${n}章　风起${n}`) },
  { weight: 2, arbitrary: fc.constantFrom('', '   ', '\u3000\u3000', '━━━━━━', '***') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '本章未完，请点击下一页继续阅读',
      '天才一秒记住本站地址：www.biquge.com',
      '更新时间:2007-11-16 7:55:51 本章字数:4804',
      'PS：求月票！',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('a<b&c]]>d', '控制\u0001符', '替换\uFFFD', '私用\uE000', '😀𠀀', '"引号\'', 'x,y.z:;!?', '...--'),
  },
);

const file = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 40 }),
  encoding: fc.constantFrom('utf-8', 'utf-8-bom', 'utf-16le-bom', 'utf-16be-bom'),
  crlf: fc.boolean(),
});

function encode(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  const le = Buffer.from(text, 'utf16le');
  return encoding === 'utf-16le-bom'
    ? Buffer.concat([Buffer.from([0xff, 0xfe]), le])
    : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]);
}

test('property: typed errors only, every input line accounted for, well-formed EPUB documents', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(file, { minLength: 1, maxLength: 3 }), async (files) => {
      const report = new DiagnosticsCollector();
      let book: Book;
      try {
        const chapters = files.flatMap(
          (f, i) => ingestBytes(encode(f.lines.join(f.crlf ? '\r\n' : '\n'), f.encoding), { path: `${i + 1}.txt` }, report).chapters,
        );
        book = { meta: { title: '书', author: '人', slug: 'p' }, chapters };
        for (const stage of [cleanBook, dedupeChapters, orderChapters]) book = run(stage, book, report);
      } catch (err) {
        // A book of only blank or junk lines is refused with a typed error: that is a valid outcome.
        assert.ok(err instanceof ShufangError, `untyped error: ${(err as Error).stack}`);
        return;
      }
      for (const account of reconcile(book.chapters, report.done())) {
        assert.deepEqual(account.missing, [], `${account.path ?? ''} lines neither kept nor reported`);
        assert.ok(account.balanced);
      }
      for (const script of ['zh-Hans', 'zh-Hant'] as const) {
        const edition = runFor(convertScript, book, report, { script, terms: [] });
        const docs = unzipEpub(await renderEpub(edition, { script, template, now }));
        assert.equal(firstXmlError(docs), undefined);
      }
    }),
    { numRuns: 60 },
  );
});
