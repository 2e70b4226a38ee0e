import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { CONVERSIONS, converter, referenceConverter } from '../../src/opencc/converter.ts';
import { withTerms } from '../../src/opencc/user-dictionary.ts';

// The compiled phrase tables must give opencc-js's output byte for byte (OCC-1, OCC-2).
const FIXTURES = new URL('../fixtures/opencc/', import.meta.url);
const excerpts = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.excerpt.txt'))
  .map((f) => ({ name: f, text: readFileSync(new URL(f, FIXTURES), 'utf8') }));

/** Asserts that every conversion gives opencc-js's output for `text`, naming the first differing position. */
function assertSame(text: string, label = JSON.stringify(text)): void {
  for (const c of CONVERSIONS) {
    const expected = referenceConverter(c)(text);
    const actual = converter(c)(text);
    if (actual === expected) continue;
    let i = 0;
    while (actual[i] === expected[i]) i++;
    assert.fail(
      `${c} on ${label}: at ${i} opencc-js gives ${JSON.stringify(expected.slice(i, i + 8))}, ours ${JSON.stringify(actual.slice(i, i + 8))}`,
    );
  }
}

test('the fixtures cover all five corpus novels in both scripts', () => {
  assert.equal(excerpts.length, 10);
  for (const novel of ['hongloumeng', 'rulinwaishi', 'sanguoyanyi', 'shuihuzhuan', 'xiyouji']) {
    assert.ok(excerpts.some((e) => e.name.startsWith(`${novel}.zhs`)));
    assert.ok(excerpts.some((e) => e.name.startsWith(`${novel}.zht`)));
  }
});

test('converts every corpus excerpt exactly as opencc-js does, whole and line by line, in all four conversions', () => {
  for (const { name, text } of excerpts) {
    assertSame(text, name);
    for (const [i, line] of text.split('\n').entries()) assertSame(line, `${name}:${i + 1}`);
  }
});

test('the excerpts really are converted (the check is not vacuous)', () => {
  const hans = excerpts.find((e) => e.name === 'xiyouji.zhs.excerpt.txt')!.text;
  const hant = excerpts.find((e) => e.name === 'xiyouji.zht.excerpt.txt')!.text;
  assert.notEqual(converter('s2tw')(hans), hans);
  assert.notEqual(converter('s2hk')(hans), hans);
  assert.notEqual(converter('tw2s')(hant), hant);
  assert.notEqual(converter('tw2hk')(hant), hant);
});

test('an empty string stays empty', () => {
  for (const c of CONVERSIONS) assert.equal(converter(c)(''), '');
});

test('Latin letters, digits and punctuation pass through as opencc-js passes them', () => {
  for (const text of ['Hello, world! 123', '“引号”‘单引’「」『』——……《》〈〉', 'a\tb\r\nc', ' ', '\u3000\u3000', '！？；：、，。']) {
    assertSame(text);
  }
  assert.equal(converter('s2tw')('OpenCC 1.4.2: “后来”'), 'OpenCC 1.4.2: “後來”');
});

test('surrogate pairs: CJK Extension B keys, values and phrases convert as opencc-js converts them', () => {
  assert.equal(converter('s2tw')('㓆'), '𠗣', 'STCharacters maps a BMP character to Extension B');
  assert.equal(converter('s2tw')('灰面𫛭鹰'), '灰面鵟鷹', 'an STPhrases key with an astral character');
  for (const text of ['𠀾𪚥𠮷', '𠮷后𠮷', '二噁英', '㗲𠵾', '灰面𫛭', '𫛭鹰', '周𫖮说', '😀后来😀']) assertSame(text);
});

test('lone surrogates are kept and never matched as part of a pair', () => {
  for (const text of ['\uD800', '\uDC00', '\uD800后来', '后来\uD800', '后\uDC00来', '\uDBFF\uDBFF\uDFFF后', '㓆\uD800']) assertSame(text);
  assert.equal(converter('s2tw')('\uD800后'), '\uD800後');
});

test('text that starts or ends inside a phrase converts as opencc-js converts it', () => {
  // 头发 / 干净 / 覆𫗧 are phrase keys; cut them at every position, alone and with neighbours.
  for (const phrase of ['头发', '干净', '一了百当', '覆𫗧', '上梁不正下梁歪', '一口吃成', '喫茶小舖', '北港島線']) {
    for (let cut = 1; cut < phrase.length; cut++) {
      const head = phrase.slice(0, cut);
      const tail = phrase.slice(cut);
      for (const text of [head, tail, `他${head}`, `${tail}了`, `${tail}${head}`]) assertSame(text);
    }
  }
});

test('Ideographic Description Sequences are stepped over whole, complete or cut short', () => {
  for (const text of ['⿰木木', '⿰后后来', '⿱⿰木木后', '⿰后', '⿲后后', '后⿰', '⿰𠮷后', '⿻']) assertSame(text);
});

test('CJK compatibility ideographs are normalised first, as opencc-js does', () => {
  assert.equal(converter('tw2s')('\uF900'), converter('tw2s')('豈'));
  for (const text of ['\uF900\uF901', '\uFA0E后', '\u{2F800}', '丽\uF900']) assertSame(text);
});

test('the user dictionary placeholders (noncharacters) come through untouched', () => {
  const terms = [{ hans: '范闲', hant: '范閑' }];
  const ours = withTerms(converter('s2tw'), terms, 'hans-to-hant');
  const theirs = withTerms(referenceConverter('s2tw'), terms, 'hans-to-hant');
  for (const text of ['范闲看着范建。', '范闲范闲', '范围内的范闲']) assert.equal(ours(text), theirs(text));
  assertSame('\uFDD0\uFDD2\uFDD1后');
});

test('one converter serves long and short texts in turn (its buffers grow and are reused)', () => {
  const long = excerpts.map((e) => e.text).join('');
  for (const text of [long, '后', long.slice(0, 5000), '', long.repeat(3), '后来']) assertSame(text, `${text.length} chars`);
});
