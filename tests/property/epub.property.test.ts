import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { renderEpub } from '../../src/render/epub/index.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { type Book, paragraph } from '../../src/model/book.ts';
import { firstXmlError, unzipEpub } from '../helpers/epub.ts';

const template = { ...loadTemplate('classic'), embedFonts: false };
const vertical = { ...loadTemplate('vertical'), embedFonts: false };
const now = new Date(Date.UTC(2024, 0, 1));
/** What no document may hold (XML 1.0 §2.2), plus C1 controls and noncharacters, which are no text either. */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]|\p{Noncharacter_Code_Point}/gu;
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

// Text that mixes Han, markup characters, controls, lone surrogates, emoji and private-use characters.
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        ']]>',
        '\u0001',
        '\u000B',
        '\uD800',
        '\uDC00',
        '\uFFFE',
        '\uFDD0',
        '\u{1FFFF}',
        '\u0085',
        '\uFFFD',
        '\uE000',
        '😀',
        '𠀀',
        '——',
        '……',
        '“',
        '”',
        '12',
      ),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.constantFrom('天', '地', '玄', '黄', '，', '。'),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

test('property: any paragraph text gives well-formed EPUB documents that keep every valid character (EPUB, docs/architecture.md#guarantees)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 5 }), hostile, fc.boolean(), async (paragraphs, title, isVertical) => {
      const book: Book = {
        meta: { title: title || '书', author: '人', slug: 'p' },
        chapters: [
          {
            id: 'c0001',
            title: title || '章',
            script: 'zh-Hans',
            sources: ['a.txt'],
            blocks: paragraphs.map((text, i) => paragraph(text, { path: 'a.txt', line: i + 1 })),
          },
        ],
      };
      const files = unzipEpub(await renderEpub(book, { script: 'zh-Hans', template: isVertical ? vertical : template, now }));
      assert.equal(firstXmlError(files), undefined);
      if (isVertical) return; // vertical text adds TCY spans and corner quotes; the horizontal case checks the text
      const xhtml = files.get('OEBPS/c0001.xhtml')!;
      const got = [...xhtml.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => unescapeXml(m[1]));
      assert.deepEqual(
        got,
        paragraphs.map((p) => p.replace(NOT_TEXT, '\uFFFD')),
      );
    }),
    { numRuns: 150 },
  );
});
