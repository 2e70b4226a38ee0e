/** Tests the PDF font layer on the bundled Noto Serif files: regional choice, glyph positions, halt sides, coverage, errors (GLYPH-1/2, JUST-11). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCoverage, chooseGlyph, collectCodePoints, defaultFonts, FontChain, haltSide, loadFont } from '../../src/render/pdf/fonts.ts';
import { DASH2_GLYPH, Side } from '../../src/typeset/compose.ts';
import { FontError } from '../../src/errors.ts';
import { readFontFile } from '../../src/render/font-file.ts';

const sc = defaultFonts('zh-Hans');
const tc = defaultFonts('zh-Hant');

test('GLYPH-2: zh-Hans gets the SC font and zh-Hant the TC font, each with the other region as fallback', () => {
  assert.match(sc.body, /NotoSerifSC_400Regular\.ttf$/);
  assert.match(sc.bold!, /NotoSerifSC_700Bold\.ttf$/);
  assert.match(sc.fallback![0], /NotoSerifTC_400Regular\.ttf$/);
  assert.match(tc.body, /NotoSerifTC_400Regular\.ttf$/);
  assert.match(tc.fallback![0], /NotoSerifSC_400Regular\.ttf$/);
  for (const p of [sc.body, sc.bold!, tc.body, tc.bold!]) assert.ok(existsSync(p), p);
});

test('GLYPH-1: the TC font centres 。 and ，; the SC font keeps them in the lower left', () => {
  const tcFont = loadFont(tc.body).font;
  const scFont = loadFont(sc.body).font;
  for (const ch of '。，') {
    const cp = ch.codePointAt(0)!;
    const t = tcFont.glyphForCodePoint(cp).bbox;
    assert.ok(Math.abs((t.minX + t.maxX) / 2 - 500) < 100, `TC ${ch} centre ${(t.minX + t.maxX) / 2}`);
    const s = scFont.glyphForCodePoint(cp).bbox;
    assert.ok(s.maxX < 500 && s.maxY < 500, `SC ${ch} ink ${JSON.stringify(s)}`);
  }
});

test('JUST-11: halt gives SC pause marks an end blank, opening brackets a start blank, TC pause marks both, with the ink inside the half box', () => {
  const scFont = loadFont(sc.body).font;
  const tcFont = loadFont(tc.body).font;
  for (const ch of '，。、：；！？”’」』）》') assert.equal(haltSide(scFont, ch.codePointAt(0)!), Side.END, `SC ${ch}`);
  for (const ch of '“‘「『（《') assert.equal(haltSide(scFont, ch.codePointAt(0)!), Side.START, `SC ${ch}`);
  for (const ch of '，。、：；！') assert.equal(haltSide(tcFont, ch.codePointAt(0)!), Side.BOTH, `TC ${ch}`);
  for (const ch of '」』）“「') assert.notEqual(haltSide(tcFont, ch.codePointAt(0)!), Side.BOTH, `TC ${ch}`);
  assert.equal(haltSide(scFont, '汉'.codePointAt(0)!), Side.NONE);
});

test('LB-2 / GLYPH-3: —— is drawn as the font’s full-width two-em dash, one glyph with no gap', () => {
  const chain = new FontChain([loadFont(sc.body)]);
  const g = chooseGlyph(chain, DASH2_GLYPH);
  assert.equal(g.advance, 2);
  assert.deepEqual(g.unicode, [0x2014, 0x2014]);
});

test('coverage: a Simplified character the TC font lacks comes from the SC fallback; one no font has is reported missing', () => {
  const chain = new FontChain([loadFont(tc.body), loadFont(tc.fallback![0])]);
  const cover = checkCoverage(
    chain,
    ['树', '樹', '𠀀'].map((c) => c.codePointAt(0)!),
  );
  assert.deepEqual([...cover.fromFallback.values()].flat(), ['树'.codePointAt(0)]);
  assert.deepEqual(cover.missing, ['𠀀'.codePointAt(0)]);
});

test('a missing or damaged font file throws FontError naming the file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-font-'));
  const missing = join(dir, 'nope.ttf');
  assert.throws(
    () => loadFont(missing),
    // Named as the error's file (the line reads `error E_FONT: <path>: the font file does not exist`).
    (e: unknown) => e instanceof FontError && e.file === missing && /does not exist/.test(e.message),
  );
  const junk = join(dir, 'junk.ttf');
  writeFileSync(junk, Buffer.from('this is not a font at all, just some bytes'));
  assert.throws(
    () => loadFont(junk),
    (e: unknown) => e instanceof FontError && e.message.includes(junk),
  );
  const cut = join(dir, 'cut.ttf');
  writeFileSync(cut, readFileSync(sc.body).subarray(0, 4096));
  assert.throws(
    () => loadFont(cut),
    (e: unknown) => e instanceof FontError && e.message.includes(cut),
  );
  rmSync(dir, { recursive: true, force: true });
});

test('collectCodePoints: each character once, in first-use order, astral ones whole, zero-width ones left out; each call on its own', () => {
  const cps = (s: Iterable<string>, into?: Set<number>) => [...collectCodePoints(s, into)].map((c) => String.fromCodePoint(c)).join('');
  assert.equal(cps(['宝玉笑道：\u200b宝玉', '𠀀笑𠀀a']), '宝玉笑道：𠀀a');
  // A second call judges every character afresh (a character seen by the first call is not skipped).
  assert.equal(cps(['玉宝']), '玉宝');
  // Given a set, it adds to it: what the set holds keeps its place.
  assert.equal(cps(['道宝林'], new Set([0x6797])), '林道宝');
});

test('a font file is read once per thread while it is unchanged, and afresh once it changes; a missing one is a FontError naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shufang-font-file-'));
  try {
    const path = join(dir, 'face.ttf');
    writeFileSync(path, 'first');
    const first = readFontFile(path, 'the font file');
    assert.equal(readFontFile(path, 'the body font'), first, 'the same bytes object: not read again');
    writeFileSync(path, 'second, longer');
    assert.equal(readFontFile(path, 'the font file').toString(), 'second, longer');
    assert.throws(
      () => readFontFile(join(dir, 'none.ttf'), 'the cover font'),
      (e: unknown) => e instanceof FontError && /the cover font/.test(e.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
