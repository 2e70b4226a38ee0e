import { test } from 'node:test';
import { runFor } from '../helpers/stages.ts';
import assert from 'node:assert/strict';
import { parseDictionary, withTerms } from '../../src/opencc/user-dictionary.ts';
import { converter } from '../../src/opencc/converter.ts';
import { convertScript } from '../../src/stages/convert.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { ConfigError } from '../../src/errors.ts';
import { type Book, paragraph, blockText } from '../../src/model/book.ts';

const terms = parseDictionary('# 人名\n范闲 范閑\n范建\t范建\n', 'names.txt');

test('without a dictionary OpenCC turns the surname 范 into 範 (the problem)', () => {
  assert.equal(converter('s2tw')('范闲看着范建。'), '範閒看著範建。');
});

test('the user dictionary keeps 范 as a surname in the zh-Hant edition', () => {
  const book: Book = {
    meta: { title: '庆余年', author: '猫腻', slug: 'q' },
    chapters: [
      {
        id: 'c0001',
        title: '第一章　范闲',
        script: 'zh-Hans',
        sources: ['1.txt'],
        blocks: [paragraph('范闲看着范建，说这事的范围很大。', { path: '1.txt', line: 1 })],
      },
    ],
  };
  const hant = runFor(convertScript, book, new DiagnosticsCollector(), { script: 'zh-Hant', terms });
  assert.equal(hant.chapters[0].title, '第一章　范閑');
  const p = hant.chapters[0].blocks[0];
  assert.equal(blockText(p), '范閑看著范建，說這事的範圍很大。', '范圍 outside the names still becomes 範圍');
});

test('the dictionary works in the other direction too (Traditional source → zh-Hans edition)', () => {
  const toHans = withTerms(converter('tw2s'), terms, 'hant-to-hans');
  assert.equal(toHans('范閑說範圍'), '范闲说范围');
});

test('a malformed dictionary line is an error with file and line', () => {
  assert.throws(
    () => parseDictionary('范闲 范閑\n范建\n', 'names.txt'),
    (e: unknown) => e instanceof ConfigError && e.line === 2 && e.file === 'names.txt',
  );
});

test('noncharacters in the text next to a term survive as they are and never read as a term (U+FDD0… are the placeholders)', () => {
  const toHant = withTerms(converter('s2tw'), terms, 'hans-to-hant');
  // A forged placeholder (U+FDD0 U+FDD2 U+FDD1 is how term 0 is written) and lone placeholder characters.
  const cases: [string, string][] = [
    ['\uFDD0\uFDD2\uFDD1范建', '\uFDD0\uFDD2\uFDD1范建'],
    ['范闲\uFDD0', '范閑\uFDD0'],
    ['\uFDD1范闲\uFDEF范建\uFDD2', '\uFDD1范閑\uFDEF范建\uFDD2'],
    ['范\uFDD5闲', '範\uFDD5閒'],
  ];
  for (const [text, want] of cases) assert.equal(toHant(text), want, JSON.stringify(text));
});
