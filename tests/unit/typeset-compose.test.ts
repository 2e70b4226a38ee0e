/** Tests the line composer with font-free metrics: prohibitions, push-in/push-out, compression, justification, 孤字 (LB-*, JUST-*, PARA-1). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isHan } from '../../src/rules/han.ts';
import { C, classOf, isNoEnd, isNoStart } from '../../src/typeset/classes.ts';
import {
  Composer,
  composeParagraph,
  F_COMPRESSED,
  F_HIDDEN,
  lineText,
  linesOf,
  Side,
  type ComposedParagraph,
  type ComposeOptions,
  type GlyphMetrics,
} from '../../src/typeset/compose.ts';
import type { CompressionStyle, ProhibitionLevel } from '../../src/config/template.ts';

/** Metrics shaped like Noto Serif SC/TC: full-width CJK, half-em Latin, `halt` sides per region (JUST-3 table). */
function metrics(region: 'SC' | 'TC'): GlyphMetrics {
  return {
    advance(cp) {
      if (cp === 0x110000) return 2;
      if (cp === 0x110001) return 1;
      const c = classOf(cp);
      if (c === C.SPACE) return 0.25;
      if (c === C.LATIN || c === C.DIGIT || c === C.NARROW_CLOSE || c === C.NARROW_OPEN || c === C.NARROW_SYM) return 0.5;
      if (cp === 0xb7) return 0.33;
      return 1;
    },
    blankSide(cp) {
      const c = classOf(cp);
      if (c === C.OPEN_Q || c === C.OPEN_BR) return Side.START;
      if (c === C.CLOSE_Q || c === C.CLOSE_BR) return Side.END;
      if (c === C.PAUSE) return region === 'SC' ? Side.END : Side.BOTH;
      return Side.NONE;
    },
  };
}

const SC = metrics('SC');
const TC = metrics('TC');
// Positions are stored as Float32 (about 10⁻⁶ em of error); 10⁻⁵ em is 0.0001 pt, far inside JUST-9's ±0.01 pt.
const EPS = 1e-5;

function opts(compression: CompressionStyle, measure: number, extra: Partial<ComposeOptions> = {}): ComposeOptions {
  return { measure, indent: 2, prohibition: 'basic', compression, metrics: compression === 'gb' ? SC : TC, ...extra };
}

const first = (s: string): number => s.codePointAt(0)!;
const last = (s: string): number => [...s].at(-1)!.codePointAt(0)!;

/** Every line of `p` obeys LB-1 (no NO_START first, no NO_END last) except at the paragraph's own edges. */
function assertProhibitions(p: ComposedParagraph, level: ProhibitionLevel, label: string): void {
  const lines = linesOf(p);
  lines.forEach((l, i) => {
    if (i > 0)
      assert.ok(!isNoStart(first(l), level) || l.startsWith('——'), `${label}: line ${i} starts with ${l[0]}: ${JSON.stringify(lines)}`);
    if (i < lines.length - 1)
      assert.ok(!isNoEnd(last(l), level), `${label}: line ${i} ends with ${[...l].at(-1)}: ${JSON.stringify(lines)}`);
  });
}

const seedsDir = fileURLToPath(new URL('../../seeds/', import.meta.url));
const seedParagraphs = readdirSync(seedsDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .flatMap((f) =>
    readFileSync(seedsDir + f, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );

test('LB-3: 他说：“你好。”」她笑了。 never starts a line with ” or 」 nor ends one with “, at every measure from 3 to 30 em', () => {
  const text = '他说：“你好。”」她笑了。'.repeat(3);
  for (const compression of ['gb', 'tw-solid'] as const) {
    for (let m = 3; m <= 30; m++) {
      const lines = linesOf(composeParagraph(text, opts(compression, m, { indent: 0 })));
      for (const [i, l] of lines.entries()) {
        if (i > 0) assert.ok(!l.startsWith('”') && !l.startsWith('」'), `${compression} ${m} em: ${JSON.stringify(lines)}`);
        assert.ok(!l.endsWith('“'), `${compression} ${m} em: ${JSON.stringify(lines)}`);
      }
    }
  }
});

test('LB-2: 他顿了顿……不，不对。 never splits …… and never ends a line with a single …, at every measure from 3 to 20 em', () => {
  const text = '他顿了顿……不，不对。'.repeat(4);
  for (const compression of ['gb', 'tw-solid'] as const) {
    for (let m = 3; m <= 20; m++) {
      const lines = linesOf(composeParagraph(text, opts(compression, m, { indent: 0 })));
      for (const l of lines) {
        const run = l.match(/…+$/)?.[0].length ?? 0;
        assert.equal(run % 2, 0, `${compression} ${m} em: ${JSON.stringify(lines)}`);
        assert.ok(!/^…(?!…)/.test(l), `${compression} ${m} em: ${JSON.stringify(lines)}`);
      }
    }
  }
});

test('LB-2: —— is one 2 em unit drawn as one glyph, and 1949—1976 keeps its lone dash as a connector', () => {
  const p = composeParagraph('等等——走吧', opts('gb', 20, { indent: 0 }));
  assert.equal(p.codes.length, 5);
  assert.equal(p.width[2], 2);
  const q = composeParagraph('一九四九年1949—1976', opts('gb', 30, { indent: 0 }));
  assert.ok(lineText(q, 0).includes('—'));
});

test('LB-2: a Latin word and a digit run are never broken', () => {
  const text = '他掏出iPhone看了看，屏幕上显示着12345678这串数字和Wednesday这个单词。';
  for (let m = 8; m <= 30; m++) {
    for (const l of linesOf(composeParagraph(text, opts('gb', m, { indent: 0 })))) {
      for (const word of ['iPhone', '12345678', 'Wednesday']) {
        const cut = [...word].some((_, k) => k > 0 && (l.endsWith(word.slice(0, k)) || l.startsWith(word.slice(k))) && !l.includes(word));
        assert.ok(!cut, `${m} em: ${l}`);
      }
    }
  }
});

test('LB-1: the five measures of the LB-1 test over the seed chapters give no NO_START at a line start and no NO_END at a line end', () => {
  for (const compression of ['gb', 'tw-solid'] as const) {
    const composer = new Composer(opts(compression, 15));
    for (const m of [15, 20, 25, 28, 33]) {
      const c = new Composer({ ...composer.options, measure: m });
      for (const para of seedParagraphs) {
        const p = c.compose(para);
        assert.equal(p.forced, 0);
        assertProhibitions(p, 'basic', `${compression} ${m} em`);
      }
    }
  }
});

test('LB-1: level none lets a line start with a pause mark that basic pushes away', () => {
  const text = '一二三四五六七八九十，一二三四五六七八九十。';
  const none = linesOf(composeParagraph(text, opts('tw-solid', 10, { indent: 0, prohibition: 'none' })));
  const basic = linesOf(composeParagraph(text, opts('tw-solid', 10, { indent: 0 })));
  assert.ok(none[1].startsWith('，'), JSON.stringify(none));
  assert.ok(!basic[1].startsWith('，'), JSON.stringify(basic));
});

test('LB-1: strict keeps —— and …… off a line start that basic allows', () => {
  const text = '一二三四五六七八九十——一二三四五六七八九十……一二三四五。';
  const basic = linesOf(composeParagraph(text, opts('tw-solid', 10, { indent: 0 })));
  const strict = linesOf(composeParagraph(text, opts('tw-solid', 10, { indent: 0, prohibition: 'strict' })));
  assert.ok(
    basic.some((l) => l.startsWith('——')),
    JSON.stringify(basic),
  );
  assert.ok(
    strict.every((l) => !l.startsWith('——') && !l.startsWith('……')),
    JSON.stringify(strict),
  );
});

// LB-5 golden fixture (docs/rules/typography.md#lb-5): 19 Han + one ， fill 20 em exactly, and the next character is 。.
const LB5 = '一二三四五六七八九，十一二三四五六七八九。后来的字';

test('LB-5: in gb the 。 is pushed in: ， goes to 0.5 em, the line-end 。 is trimmed to 0.5 em, 21 glyphs fill 20 em', () => {
  const p = composeParagraph(LB5, opts('gb', 20, { indent: 0 }));
  assert.equal(lineText(p, 0), '一二三四五六七八九，十一二三四五六七八九。');
  const comma = 9;
  const stop = 20;
  assert.equal(p.width[comma], 0.5);
  assert.equal(p.width[stop], 0.5);
  assert.ok(Math.abs(p.x[stop] - 19.5) < EPS, `。 at ${p.x[stop]}`);
  assert.ok(Math.abs(p.lineWidth[0] - 20) < EPS);
});

test('LB-5: in tw-solid the last Han is pushed out: 19 glyphs spread over 20 em with 18 gaps of 1/18 em, and the next line starts with X。', () => {
  const p = composeParagraph(LB5, opts('tw-solid', 20, { indent: 0 }));
  assert.equal(lineText(p, 0), '一二三四五六七八九，十一二三四五六七八');
  assert.ok(lineText(p, 1).startsWith('九。'));
  for (let i = 1; i < 19; i++) assert.ok(Math.abs(p.x[i] - p.x[i - 1] - (1 + 1 / 18)) < EPS, `gap ${i}`);
  assert.ok(Math.abs(p.lineWidth[0] - 20) < EPS);
});

test('LB-5: with no adjustable punctuation in the line both styles take the push-out path', () => {
  const text = '一二三四五六七八九十一二三四五六七八九十。后来';
  for (const compression of ['gb', 'tw-solid'] as const) {
    const p = composeParagraph(text, opts(compression, 20, { indent: 0 }));
    assert.equal([...lineText(p, 0)].length, 19, compression);
    assert.ok(Math.abs(p.lineWidth[0] - 20) < EPS, compression);
  }
});

test('JUST-1: every line but the last is exactly the measure; the last is no longer and starts at the indent (PARA-1)', () => {
  for (const compression of ['gb', 'tw-solid'] as const) {
    const composer = new Composer(opts(compression, 27));
    for (const para of seedParagraphs) {
      const p = composer.compose(para);
      for (let l = 0; l < p.lines - 1; l++)
        assert.ok(Math.abs(p.lineWidth[l] - 27) < 1e-6, `${compression}: ${lineText(p, l)} is ${p.lineWidth[l]}`);
      assert.ok(p.lineWidth[p.lines - 1] <= 27 + 1e-9);
      const firstGlyph = [...p.flags].findIndex((f) => (f & F_HIDDEN) === 0);
      assert.ok(Math.abs(p.x[firstGlyph] - 2) < EPS || (p.flags[firstGlyph] & F_COMPRESSED) !== 0);
    }
  }
});

test('JUST-5: 。” and ”（ take 1.5 em in gb; 」（ takes 1.5 em in tw-solid while 。」 stays 2 em', () => {
  const gb = composeParagraph('“你好。”她说（注）', opts('gb', 30, { indent: 0 }));
  assert.equal(gb.width[3] + gb.width[4], 1.5);
  const pair = composeParagraph('“你好”（注）', opts('gb', 30, { indent: 0 }));
  assert.equal(pair.width[3] + pair.width[4], 1.5);
  // Three marks in a row: each adjacent pair loses one blank, so 。”（ takes 2 em.
  const three = composeParagraph('“你好。”（注）', opts('gb', 30, { indent: 0 }));
  assert.equal(three.width[3] + three.width[4] + three.width[5], 2);
  const tw = composeParagraph('「你好」（注）', opts('tw-solid', 30, { indent: 0 }));
  assert.equal(tw.width[3] + tw.width[4], 1.5);
  const solid = composeParagraph('「你好。」她说', opts('tw-solid', 30, { indent: 0 }));
  assert.equal(solid.width[3] + solid.width[4], 2);
});

test('JUST-6: in gb a line ending in a pause or closing mark has that mark at measure − 0.5 em, 0.5 em wide', () => {
  const composer = new Composer(opts('gb', 27));
  let seen = 0;
  for (const para of seedParagraphs) {
    const p = composer.compose(para);
    for (let l = 0; l < p.lines - 1; l++) {
      let g = p.lineStart[l + 1] - 1;
      while (p.flags[g] & F_HIDDEN) g--;
      const c = classOf(p.codes[g]);
      if (c !== C.PAUSE && c !== C.CLOSE_Q && c !== C.CLOSE_BR) continue;
      seen++;
      assert.ok(Math.abs(p.x[g] - 26.5) < 1e-6 && p.width[g] === 0.5, lineText(p, l));
    }
  }
  assert.ok(seen > 50, `only ${seen} lines end in punctuation`);
});

test('JUST-9: in a spread line the two halves of …… touch and every other gap is equal', () => {
  const text = '他顿了顿……一二三四五六七八九十一二三十。后面的字';
  const p = composeParagraph(text, opts('tw-solid', 20, { indent: 0 }));
  assert.ok(p.lines > 1 && Math.abs(p.lineWidth[0] - 20) < EPS, JSON.stringify(linesOf(p)));
  const n = p.lineStart[1];
  const gaps: number[] = [];
  for (let i = 1; i < n; i++) {
    const gap = p.x[i] - p.x[i - 1] - p.width[i - 1];
    if (p.codes[i] === 0x2026 && p.codes[i - 1] === 0x2026) assert.ok(Math.abs(gap) < EPS, 'gap inside ……');
    else gaps.push(gap);
  }
  assert.ok(Math.abs(gaps[0] - 1 / 17) < EPS, `gap ${gaps[0]}`);
  for (const g of gaps) assert.ok(Math.abs(g - gaps[0]) < EPS, `unequal gaps ${gaps}`);
});

test('JUST-10: 用iPhone打电话 puts 0.25 em between 用 and i, and iPhone， has no gap before ，', () => {
  const p = composeParagraph('用iPhone打电话', opts('gb', 30, { indent: 0 }));
  assert.ok(Math.abs(p.x[1] - 1.25) < EPS);
  const q = composeParagraph('用iPhone，打电话', opts('gb', 30, { indent: 0 }));
  assert.ok(Math.abs(q.x[7] - (q.x[6] + 0.5)) < EPS);
});

test('LB-8: a paragraph whose last line would hold one Han character pushes one more unit down', () => {
  // 8 + 10 + 1: at 10 em with a 2 em indent the natural break leaves 九。 alone.
  const text = '一二三四五六七八一二三四五六七八九十九。';
  const p = composeParagraph(text, opts('tw-solid', 10));
  const lines = linesOf(p);
  assert.equal(lines.at(-1), '十九。');
  assert.ok(Math.abs(p.lineWidth[p.lines - 2] - 10) < EPS, 'the line above is spread to the measure');
  assert.equal(p.orphan, false);
});

test('LB-8: no seed paragraph ends on a line with fewer than two Han characters, at any measure from 10 to 33 em', () => {
  for (const compression of ['gb', 'tw-solid'] as const) {
    for (let m = 10; m <= 33; m++) {
      const composer = new Composer(opts(compression, m));
      for (const para of seedParagraphs) {
        const p = composer.compose(para);
        if (p.lines < 2 || p.han < 2) continue;
        const han = [...lineText(p, p.lines - 1)].filter((ch) => isHan(ch.codePointAt(0)!)).length;
        assert.ok(han >= 2, `${compression} ${m} em: ${JSON.stringify(linesOf(p).slice(-2))}`);
      }
    }
  }
});

test('JUST-2: a measure that is not a whole number of em is refused', () => {
  assert.throws(() => new Composer(opts('gb', 26.5)), /whole number of em/);
});

test('LB-1: spaces after an opening mark do not let it end a line (「 then spaces, as scraped text has them)', () => {
  const text = '插翅虎」，「    跳涧虎」，「锦毛虎」，「花项虎」，「青眼虎」，「    笑面虎」，「矮脚虎」，「中箭虎」，若「病大虫」。';
  for (let m = 5; m <= 30; m++) {
    const p = composeParagraph(text, opts('tw-solid', m, { indent: 0 }));
    for (let l = 0; l < p.lines - 1; l++) {
      const shown = lineText(p, l).replace(/[\s\u3000]+$/, '');
      assert.ok(!/[「“『‘（《]$/.test(shown), `${m} em: line ${l} ends with an opening mark: ${shown}`);
    }
  }
});
