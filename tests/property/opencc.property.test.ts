import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as OpenCC from 'opencc-js';
import * as core from 'opencc-js/core';
import { compile, TableCache } from '../../src/opencc/compile.ts';
import { type LocaleData, planOf } from '../../src/opencc/plan.ts';
import { CONVERSIONS, converter, referenceConverter } from '../../src/opencc/converter.ts';

// The compiled tables follow opencc-js's matching rules on any dictionaries, not only on its own data.
const { ConverterBuilder } = core as unknown as {
  ConverterBuilder(preset: LocaleData): (o: { from: string; to: string }) => (s: string) => string;
};

// A small alphabet, so that generated keys overlap and keys meet in generated text: Han in both scripts,
// Extension B, lone surrogates, an Ideographic Description Character and Latin.
const ALPHABET = ['后', '後', '发', '髮', '干', '乾', '里', '裡', '𠮷', '𫛭', '\uD842', '\uDFB7', '⿰', '⿱', 'a', '。'];
const chars = (min: number, max: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { minLength: min, maxLength: max }).map((a) => a.join(''));
const entry = fc.tuple(chars(1, 4), chars(0, 3));
/** A dictionary in opencc-js's string form: `key value|key value` (duplicate keys allowed: the later wins). */
const dict = fc.array(entry, { minLength: 1, maxLength: 12 }).map((es) => es.map(([k, v]) => `${k} ${v}`).join('|'));
const group = fc.array(dict, { minLength: 1, maxLength: 3 });
const preset = fc.record({
  normalization: fc.option(group, { nil: undefined }),
  segmentation: fc.option(fc.array(dict, { minLength: 1, maxLength: 2 }), { nil: undefined }),
  chain: fc.array(group, { minLength: 1, maxLength: 3 }),
});

test('random dictionaries and texts: the compiled plan gives what opencc-js ConverterBuilder gives', () => {
  fc.assert(
    fc.property(preset, fc.array(chars(0, 40), { minLength: 1, maxLength: 6 }), (p, texts) => {
      const locale: LocaleData = {
        from: { cn: p.chain },
        to: { tw: [] },
        configs: {
          s2tw: {
            normalizationChain: p.normalization ? [p.normalization] : undefined,
            segmentation: p.segmentation,
            conversionChain: p.chain,
          },
        },
      };
      const theirs = ConverterBuilder(locale)({ from: 'cn', to: 'tw' });
      const ours = compile(planOf('cn', 'tw', locale), new TableCache());
      for (const text of texts) assert.equal(ours(text), theirs(text), JSON.stringify(text));
    }),
    { numRuns: 300 },
  );
});

test('random presets shaped like s2tw (phrases segment, characters convert): one segmenting pass gives opencc-js output', () => {
  const single = fc.array(fc.tuple(chars(1, 1), chars(0, 2)), { minLength: 1, maxLength: 10 });
  const characters = single.map((es) => es.map(([k, v]) => `${k} ${v}`).join('|'));
  fc.assert(
    fc.property(
      fc.array(dict, { minLength: 1, maxLength: 2 }),
      characters,
      group,
      fc.array(chars(0, 40), { minLength: 1, maxLength: 6 }),
      (phrases, chars1, second, texts) => {
        const first = [...phrases, chars1];
        const locale: LocaleData = {
          from: { cn: [] },
          to: { tw: [] },
          configs: { s2tw: { segmentation: phrases, conversionChain: [first, second] } },
        };
        const tables = new TableCache();
        const ours = compile(planOf('cn', 'tw', locale), tables);
        const theirs = ConverterBuilder(locale)({ from: 'cn', to: 'tw' });
        for (const text of texts) assert.equal(ours(text), theirs(text), JSON.stringify(text));
      },
    ),
    { numRuns: 300 },
  );
});

test('the real s2tw and s2hk plans qualify for the one-pass segmentation', () => {
  const tables = new TableCache();
  const locale = (OpenCC as unknown as { Locale: LocaleData }).Locale;
  for (const [from, to] of [
    ['cn', 'tw'],
    ['cn', 'hk'],
  ]) {
    const plan = planOf(from, to, locale);
    assert.ok(plan.segmentation, `${from}→${to} segments`);
    assert.notEqual(tables.segmentingTable(plan.chain[0], plan.segmentation!), null, `${from}→${to} fuses`);
  }
});

test('random dictionaries without a preset config: the from and to groups are chained as opencc-js chains them', () => {
  fc.assert(
    fc.property(group, group, fc.array(chars(0, 40), { minLength: 1, maxLength: 6 }), (from, to, texts) => {
      const locale: LocaleData = { from: { tw: [from] }, to: { hk: [to] }, configs: {} };
      const theirs = ConverterBuilder(locale)({ from: 'tw', to: 'hk' });
      const ours = compile(planOf('tw', 'hk', locale), new TableCache());
      for (const text of texts) assert.equal(ours(text), theirs(text), JSON.stringify(text));
    }),
    { numRuns: 200 },
  );
});

test('random text over the characters of the real phrase tables converts as opencc-js converts it', () => {
  // Characters of phrases where the scripts differ, so random strings often start, end or cross real keys.
  const han = [...new Set([...'头发干净后来里面一了百当上梁不正下梁歪覆𫗧灰面𫛭鹰周𫖮頭髮乾淨後來裡麵喫茶小舖北港島線二噁英㓆豈\uF900⿰'])];
  const text = fc.array(fc.constantFrom(...han, '\uD800', '，', 'x'), { maxLength: 60 }).map((a) => a.join(''));
  fc.assert(
    fc.property(text, (t) => {
      for (const c of CONVERSIONS) assert.equal(converter(c)(t), referenceConverter(c)(t), `${c} ${JSON.stringify(t)}`);
    }),
    { numRuns: 400 },
  );
});
