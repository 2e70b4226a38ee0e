/**
 * Composer goldens: line dumps of a few paragraphs composed with the bundled fonts' metrics, as the PDF renderer
 * composes them (LB-1/5/8, JUST-4…9). One line of the dump per composed line: its text, its right edge, and each
 * glyph as `char@x` (pen x in em), `:w` when its set width is not 1 em, `c` compressed, `t` trimmed at its end.
 */
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Composer, F_COMPRESSED, F_HIDDEN, F_TRIM_END, glyphText, lineText, type ComposedParagraph } from '../../src/typeset/compose.ts';
import { chainMetrics, defaultFonts, FontChain, loadFont } from '../../src/render/pdf/fonts.ts';
import type { CompressionStyle } from '../../src/config/template.ts';
import type { Script } from '../../src/model/book.ts';
import { REPO } from '../helpers/tools.ts';
import { expectGolden } from '../helpers/golden.ts';

const seedLine = (file: string, n: number) =>
  readFileSync(join(REPO, 'seeds', file), 'utf8')
    .split('\n')
    [n - 1].trim();

const CASES: { name: string; script: Script; compression: CompressionStyle; measure: number; text: string }[] = [
  {
    name: 'hans-gb-line-end-marks',
    script: 'zh-Hans',
    compression: 'gb',
    measure: 16,
    text: '他抬起头来，望着远处的群山。山那边，是他从未去过的地方。“你真的要走？”她问。他没有回答，只是点了点头，转身走进了夜色里。',
  },
  {
    name: 'hans-gb-dashes-ellipses',
    script: 'zh-Hans',
    compression: 'gb',
    measure: 16,
    text: '“我……我不是故意的——真的不是！”他结结巴巴地说，声音越来越低……最后，连他自己也听不见了——只剩下窗外的雨声。',
  },
  {
    name: 'hans-gb-latin-words',
    script: 'zh-Hans',
    compression: 'gb',
    measure: 16,
    text: '他打开MacBook Pro，登录了GitHub，输入git push --force之后，屏幕上跳出一行红字：error 403。他愣了3秒。',
  },
  {
    // 14 + 16 Han fill two lines; the 31st would stand alone with its 。 (孤字), so one more comes down (LB-8).
    name: 'hans-gb-one-character-last-line',
    script: 'zh-Hans',
    compression: 'gb',
    measure: 16,
    text: '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调。',
  },
  { name: 'hans-gb-seed-27em', script: 'zh-Hans', compression: 'gb', measure: 27, text: seedLine('000_0d28f9fcae77b8ca.txt', 14) },
  {
    name: 'hant-tw-solid-line-end-marks',
    script: 'zh-Hant',
    compression: 'tw-solid',
    measure: 16,
    text: '他抬起頭來，望著遠處的群山。山那邊，是他從未去過的地方。「你真的要走？」她問。他沒有回答，只是點了點頭，轉身走進了夜色裡。',
  },
  {
    name: 'hant-tw-solid-dashes-ellipses',
    script: 'zh-Hant',
    compression: 'tw-solid',
    measure: 16,
    text: '「我……我不是故意的——真的不是！」他結結巴巴地說，聲音越來越低……最後，連他自己也聽不見了——只剩下窗外的雨聲。',
  },
  {
    name: 'hant-tw-solid-latin-words',
    script: 'zh-Hant',
    compression: 'tw-solid',
    measure: 16,
    text: '他打開MacBook Pro，登入了GitHub，輸入git push --force之後，螢幕上跳出一行紅字：error 403。他愣了3秒。',
  },
  {
    name: 'hant-tw-solid-one-character-last-line',
    script: 'zh-Hant',
    compression: 'tw-solid',
    measure: 16,
    text: '天地玄黃宇宙洪荒日月盈昃辰宿列張寒來暑往秋收冬藏閏餘成歲律呂調。',
  },
  {
    name: 'hant-tw-solid-seed-27em',
    script: 'zh-Hant',
    compression: 'tw-solid',
    measure: 27,
    text: seedLine('002_5cdebd63ca8c3c85.txt', 7),
  },
];

/** Numbers in em to 3 decimals (positions are Float32: 10⁻⁶ em of noise), without trailing zeros. */
const em = (v: number) => String(Math.round(v * 1000) / 1000);

/** The dump: a header, then one line per composed line. */
export function dumpParagraph(p: ComposedParagraph, header: string[]): string {
  const out = [...header, `lines ${p.lines}, han ${p.han}, forced ${p.forced}, orphan ${p.orphan}`, ''];
  for (let l = 0; l < p.lines; l++) {
    const glyphs: string[] = [];
    for (let g = p.lineStart[l]; g < p.lineStart[l + 1]; g++) {
      const ch = glyphText(p.codes[g]).replace(' ', '␣');
      if (p.flags[g] & F_HIDDEN) {
        glyphs.push(`[${ch}]`);
        continue;
      }
      const flags = (p.flags[g] & F_COMPRESSED ? 'c' : '') + (p.flags[g] & F_TRIM_END ? 't' : '');
      glyphs.push(`${ch}@${em(p.x[g])}${Math.abs(p.width[g] - 1) > 1e-6 ? `:${em(p.width[g])}` : ''}${flags}`);
    }
    out.push(`${String(l + 1).padStart(2, '0')} ${lineText(p, l)}`, `   end ${em(p.lineWidth[l])} | ${glyphs.join(' ')}`);
  }
  return out.join('\n');
}

/** Metrics as the PDF renderer builds them: the edition's body font, then the other regions' as fallback. */
function metricsFor(script: Script) {
  const fonts = defaultFonts(script);
  return chainMetrics(new FontChain([fonts.body, ...(fonts.fallback ?? [])].map((f) => loadFont(f))));
}

for (const c of CASES) {
  test(`${c.name}: the composed lines match the golden dump`, () => {
    const composer = new Composer({
      measure: c.measure,
      indent: 2,
      prohibition: 'basic',
      compression: c.compression,
      interpunct: c.script === 'zh-Hans' ? 0.5 : 1,
      metrics: metricsFor(c.script),
    });
    const header = [`${c.script}, ${c.compression}, measure ${c.measure} em, indent 2 em, prohibition basic (bundled Noto Serif)`, c.text];
    expectGolden(dumpParagraph(composer.compose(c.text), header), `tests/golden/compose/${c.name}.txt`);
  });
}
