/** Tests styled runs in the composer with font-free metrics: breaks across run boundaries, bold metrics, note marks and ruby groups (RICH-1, RICH-2, RICH-4). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { C, classOf, isNoStart } from '../../src/typeset/classes.ts';
import {
  Composer,
  type ComposedParagraph,
  type ComposeOptions,
  type GlyphMetrics,
  linesOf,
  MARK_SCALE,
  RUBY_SCALE,
  type RunSpec,
  Side,
} from '../../src/typeset/compose.ts';
import { RUBY_PAD } from '../../src/typeset/runs.ts';

/** Noto-like metrics: full-width CJK, `latin` em for Latin letters and digits, SC `halt` sides. */
function metrics(latin: number): GlyphMetrics {
  return {
    advance(cp) {
      if (cp === 0x110000) return 2;
      const c = classOf(cp);
      if (c === C.SPACE) return 0.25;
      if (c === C.LATIN || c === C.DIGIT || c === C.NARROW_CLOSE || c === C.NARROW_OPEN || c === C.NARROW_SYM) return latin;
      return 1;
    },
    blankSide(cp) {
      const c = classOf(cp);
      if (c === C.OPEN_Q || c === C.OPEN_BR) return Side.START;
      if (c === C.CLOSE_Q || c === C.CLOSE_BR || c === C.PAUSE) return Side.END;
      return Side.NONE;
    },
  };
}
const REGULAR = metrics(0.5);
/** Bold Latin is wider than regular in Noto Serif CJK; Han stays 1 em. */
const BOLD = metrics(0.6);

function composer(measure: number, extra: Partial<ComposeOptions> = {}): Composer {
  return new Composer({ measure, indent: 2, prohibition: 'basic', compression: 'gb', metrics: REGULAR, faces: [BOLD], ...extra });
}

/** Everything the composer decided about a paragraph, for exact comparison. */
const snapshot = (p: ComposedParagraph) => ({
  codes: [...p.codes],
  x: [...p.x],
  width: [...p.width],
  flags: [...p.flags],
  lineStart: [...p.lineStart],
  lineWidth: [...p.lineWidth],
});

const seedText = readFileSync(fileURLToPath(new URL('../../seeds/000_0d28f9fcae77b8ca.txt', import.meta.url)), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.length > 40)
  .slice(0, 12);

/** Cuts `text` into runs of regular face at every `step`-th UTF-16 unit (never inside a surrogate pair). */
function cut(text: string, step: number): RunSpec[] {
  const runs: RunSpec[] = [];
  for (let i = 0; i < text.length; i += step) runs.push({ text: text.slice(i, i + step) });
  return runs;
}

test('RICH-1: a paragraph cut into same-face runs composes exactly as the plain text, at every measure', () => {
  for (const text of seedText)
    for (let measure = 8; measure <= 30; measure += 2)
      for (const step of [1, 3, 7]) {
        const c = composer(measure);
        const plain = snapshot(c.compose(text));
        const runs = snapshot(c.composeRuns(cut(text, step)));
        assert.deepEqual(runs, plain, `measure ${measure}, runs of ${step}: ${text.slice(0, 20)}`);
      }
});

test('RICH-1: a prohibition holds across a run boundary: 。” in a bold run never starts a line after 好 in a regular one', () => {
  for (let measure = 4; measure <= 16; measure++) {
    const c = composer(measure);
    const runs: RunSpec[] = [{ text: '他笑着说了一声你好' }, { text: '。”', face: 1 }, { text: '她也笑了笑，转身走了。' }];
    const p = c.composeRuns(runs);
    const lines = linesOf(p);
    lines.forEach((l, i) => {
      if (i > 0) assert.ok(!isNoStart(l.codePointAt(0)!), `measure ${measure}: line ${i} starts with ${l[0]}: ${JSON.stringify(lines)}`);
    });
    assert.deepEqual(lines, linesOf(c.compose('他笑着说了一声你好。”她也笑了笑，转身走了。')), `measure ${measure}`);
  }
});

test('RICH-1: bold glyphs take the bold face’s advances and Han characters stay one em', () => {
  const c = composer(30);
  const p = c.composeRuns([{ text: '用' }, { text: 'iPhone', face: 1 }, { text: '打电话' }]);
  const plain = c.compose('用iPhone打电话');
  // The bold word is 6 × 0.6 em; the same word in the regular face is 6 × 0.5 em.
  const word = (q: ComposedParagraph) => q.x[7] - q.x[1];
  assert.ok(Math.abs(word(plain) - (3 + 0.25)) < 1e-5, `regular word ${word(plain)}`);
  assert.ok(Math.abs(word(p) - (3.6 + 0.25)) < 1e-5, `bold word ${word(p)}`);
  assert.equal(p.width[7], 1, 'a Han character after the bold run is 1 em');
  assert.deepEqual([...p.run!], [0, 1, 1, 1, 1, 1, 1, 2, 2, 2]);
});

test('RICH-1: a run naming a face the composer does not have is refused', () => {
  assert.throws(() => composer(20, { faces: [] }).composeRuns([{ text: '粗', face: 1 }]), /face 1/);
});

test('RICH-2: a note mark is set at 0.6 em with no gap before it and never starts a line', () => {
  // 9 Han fill a 9 em line exactly: the mark after the ninth must pull it down rather than start line 2.
  const c = composer(9, { indent: 0 });
  const p = c.composeRuns([{ text: '一二三四五六七八九' }, { text: '1', mark: true }, { text: '十十十。' }]);
  const lines = linesOf(p);
  assert.deepEqual(lines, ['一二三四五六七八', '九1十十十。'], JSON.stringify(lines));
  const mark = 9;
  assert.ok(Math.abs(p.width[mark] - 0.5 * MARK_SCALE) < 1e-6, `mark width ${p.width[mark]}`);
  assert.ok(Math.abs(p.x[mark] - (p.x[mark - 1] + 1)) < 1e-6, 'the mark touches the character before it');
  assert.ok(Math.abs(p.x[mark + 1] - (p.x[mark] + 0.5 * MARK_SCALE)) < 1e-6, 'no Han–Western gap after the mark either');
});

test('RICH-2: the same paragraph with the mark as plain digits would have broken before them', () => {
  // Control for the test above: plain 1 after 九 takes the JUST-10 gap and may start the next line.
  const c = composer(9, { indent: 0 });
  const p = c.compose('一二三四五六七八九1十十十。');
  assert.notEqual(linesOf(p)[1][0], '九');
});

test('RICH-4: a ruby base is one unit: it is never broken at any measure it fits in', () => {
  // 长安城 under 12 letters at half size is 3.1 em wide: from 4 em on it fits a line.
  for (let measure = 4; measure <= 12; measure++) {
    const c = composer(measure, { indent: 0 });
    const p = c.composeRuns([{ text: '他来到' }, { text: '长安城', ruby: 'chángānchéng' }, { text: '的时候天已经黑了。' }]);
    const lines = linesOf(p);
    assert.ok(
      lines.some((l) => l.includes('长安城')),
      `measure ${measure}: 长安城 split: ${JSON.stringify(lines)}`,
    );
  }
});

test('RICH-4: a base narrower than its annotation is widened to it, its characters centred in equal boxes', () => {
  const c = composer(30, { indent: 0 });
  const annotation = 'zhongguoren'; // one word: group ruby, 11 × 0.5 em at half size
  const p = c.composeRuns([{ text: '中国', ruby: annotation }, { text: '人' }]);
  const total = annotation.length * 0.5 * RUBY_SCALE + RUBY_PAD;
  assert.ok(Math.abs(p.width[0] + p.width[1] - total) < 1e-6, `group width ${p.width[0] + p.width[1]}`);
  // Each glyph's pen is offset by half its extra room, so the ink is centred in its box.
  const extra = (total - 2) / 2;
  assert.ok(Math.abs(p.x[0] - extra / 2) < 1e-6);
  assert.ok(Math.abs(p.x[2] - total) < 1e-6, '人 starts where the widened group ends');
});

test('RICH-4: with one syllable per character (mono ruby) only the characters whose syllable is wider grow', () => {
  const c = composer(30, { indent: 0 });
  // "a" (0.25 + pad) fits over 一 ; "zhuang" (6 × 0.25 + pad = 1.6 em) widens 壮.
  const p = c.composeRuns([{ text: '一壮', ruby: 'a zhuang' }]);
  assert.equal(p.width[0], 1);
  assert.ok(Math.abs(p.width[1] - (6 * 0.5 * RUBY_SCALE + RUBY_PAD)) < 1e-6, `壮 box ${p.width[1]}`);
});

test('RICH-4: a line never ends between a ruby base’s characters where plain text would break', () => {
  // 甲乙甲乙丙 fills the 5 em line, so plain text breaks between 丙 and 丁; as one ruby unit they move down together.
  const c = composer(5, { indent: 0 });
  assert.deepEqual(linesOf(c.compose('甲乙甲乙丙丁戊己')), ['甲乙甲乙丙', '丁戊己']);
  const p = c.composeRuns([{ text: '甲乙甲乙' }, { text: '丙丁', ruby: 'bing ding' }, { text: '戊己' }]);
  assert.deepEqual(linesOf(p), ['甲乙甲乙', '丙丁戊己']);
});
