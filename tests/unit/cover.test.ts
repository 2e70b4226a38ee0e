import { test } from 'node:test';
import assert from 'node:assert/strict';
import { XMLValidator } from 'fast-xml-parser';
import { coverSvg } from '../../src/render/cover.ts';
import { coverDesign } from '../../src/render/cover-design.ts';
import { FontError } from '../../src/errors.ts';

const BOLD_SC = new URL('../../node_modules/@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf', import.meta.url).pathname;

test('the typographic cover draws title and author as outlines: one path per glyph, no text to need a font', () => {
  const design = coverDesign({ title: '大唐边军', author: '佚名', width: 419.53, height: 595.28, fontPath: BOLD_SC });
  assert.equal(design.shapes.length, 6);
  for (const s of design.shapes) assert.match(s.d, /^M[\d.-]+ [\d.-]+/);
  const svg = coverSvg(design, '大唐边军');
  assert.equal(XMLValidator.validate(svg), true);
  assert.doesNotMatch(svg, /<text/);
  assert.match(svg, /viewBox="0 0 419.53 595.28"/);
  const titleShapes = design.shapes.slice(0, 4);
  assert.ok(
    titleShapes.every((s, i) => i === 0 || s.x > titleShapes[i - 1].x),
    'title glyphs run left to right',
  );
  const mid = (titleShapes[0].x + titleShapes[3].x + titleShapes[3].scale * 1000) / 2;
  assert.ok(Math.abs(mid - 419.53 / 2) < 1, `title centred (${mid})`);
});

test('a long title wraps; a missing font is a FontError naming the file', () => {
  const design = coverDesign({ title: '这是一个非常非常长的书名用来测试', author: '某', width: 400, height: 600, fontPath: BOLD_SC });
  const baselines = new Set(design.shapes.map((s) => s.y));
  assert.ok(baselines.size >= 3, 'title on two or more lines plus the author line');
  assert.throws(
    () => coverDesign({ title: 't', author: 'a', width: 1, height: 1, fontPath: '/no/such/font.ttf' }),
    (e: unknown) => e instanceof FontError && e.file === '/no/such/font.ttf',
  );
});
