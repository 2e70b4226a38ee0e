/** The PDF's fonts: subsets made by harfbuzz with their glyph ids kept, and a CIDToGIDMap from CIDs to those glyphs. */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { subsetGlyphs } from '../../src/render/pdf/hb-subset.ts';
import { defaultFonts, renderPdf } from '../../src/render/pdf/index.ts';
import { loadTemplate } from '../../src/config/load-template.ts';
import { DiagnosticsCollector } from '../../src/model/diagnostics.ts';
import { textRun } from '../../src/model/inline.ts';
import type { Book } from '../../src/model/book.ts';
import { pdfFonts, pdfText, toolOutput } from '../helpers/tools.ts';

const fonts = defaultFonts('zh-Hans');
const original = fontkit.create(readFileSync(fonts.body)) as Font;
const outline = (f: Font, gid: number) => f.getGlyph(gid).path.toSVG();
/** The edition's font files by PostScript name (the name after the subset tag in /BaseFont). */
const sources = new Map(
  [fonts.body, fonts.bold!, ...(fonts.fallback ?? [])].map((path) => {
    const f = fontkit.create(readFileSync(path)) as Font;
    return [f.postscriptName, f] as const;
  }),
);

/** Parses an sfnt's table directory. */
function tables(font: Uint8Array): string[] {
  const b = Buffer.from(font);
  return Array.from({ length: b.readUInt16BE(4) }, (_, i) => b.toString('latin1', 12 + 16 * i, 16 + 16 * i)).sort();
}

test('a harfbuzz subset keeps the chosen glyphs at their ids, empties the rest, and keeps only the tables a PDF uses', () => {
  const keep = ['后', '来', '。', '𠀾'].map((c) => original.glyphForCodePoint(c.codePointAt(0)!).id).filter((g) => g > 0);
  const subset = fontkit.create(Buffer.from(subsetGlyphs(readFileSync(fonts.body), keep))) as Font;
  for (const gid of keep) assert.equal(outline(subset, gid), outline(original, gid), `glyph ${gid}`);
  const dropped = original.glyphForCodePoint('前'.codePointAt(0)!).id;
  assert.ok(outline(original, dropped).length > 0);
  assert.equal(outline(subset, dropped), '', 'a glyph not asked for has no outline');
  assert.equal(outline(subset, 0), outline(original, 0), '.notdef keeps its outline');
  assert.deepEqual(tables(subsetGlyphs(readFileSync(fonts.body), keep)), ['glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'prep']);
});

/** The PDF's objects as qpdf decodes them (streams inline, base64). */
type QpdfObject = { value?: Record<string, unknown>; stream?: { dict: Record<string, unknown>; data?: string } };

const book: Book = {
  meta: { title: '测试', author: '作者', slug: 't' },
  chapters: [
    {
      id: 'c1',
      title: '第一章　后来',
      script: 'zh-Hans',
      sources: [],
      blocks: [
        { kind: 'paragraph', content: textRun('他说：“后来，干净了。”——好。𠀾字也有。'), source: { path: 'a', line: 1 } },
        { kind: 'paragraph', content: textRun('「括号」、顿号，逗号。'), source: { path: 'a', line: 2 } },
      ],
    },
  ],
};
let file = '';
let objects: Record<string, QpdfObject> = {};

before(async () => {
  const bytes = await renderPdf(book, {
    script: 'zh-Hans',
    template: { ...loadTemplate('classic'), toc: false },
    fonts,
    now: new Date(Date.UTC(2024, 0, 1)),
    report: new DiagnosticsCollector(),
  });
  file = join(mkdtempSync(join(tmpdir(), 'shufang-embed-')), 't.pdf');
  writeFileSync(file, bytes);
  const json = JSON.parse(toolOutput('qpdf', ['--json', '--json-key=qpdf', '--json-stream-data=inline', file])) as {
    qpdf: [unknown, Record<string, QpdfObject>];
  };
  objects = json.qpdf[1];
});

const object = (ref: unknown) => objects[`obj:${ref as string}`];
const data = (ref: unknown) => Buffer.from(object(ref).stream!.data!, 'base64');

test('pdffonts lists every font as an embedded subset with a ToUnicode map, and qpdf finds no errors', () => {
  const rows = pdfFonts(file);
  assert.ok(rows.length >= 2);
  for (const r of rows) assert.ok(r.emb && r.sub && /^[A-Z]{6}\+NotoSerif(SC|TC)-/.test(r.name), JSON.stringify(r));
  assert.match(toolOutput('qpdf', ['--check', file]), /No syntax or stream encoding errors/);
});

test('each CID is drawn by the glyph the font has for its ToUnicode character, through the CIDToGIDMap', () => {
  const descendants = Object.values(objects).filter((o) => o.value?.['/Subtype'] === '/CIDFontType2');
  assert.ok(descendants.length >= 2);
  let checked = 0;
  for (const d of descendants) {
    const v = d.value!;
    // Stable CIDs are numbered by a character ranking (glyphs.ts CidNumbering), so the map is no longer /Identity.
    const identity = v['/CIDToGIDMap'] === '/Identity';
    const map = identity ? undefined : data(v['/CIDToGIDMap']);
    const descriptor = object(v['/FontDescriptor']).value!;
    const program = data(descriptor['/FontFile2']);
    assert.equal(object(descriptor['/FontFile2']).stream!.dict['/Length1'], program.length, 'Length1 is the decoded program length');
    const embedded = fontkit.create(program) as Font;
    const source = sources.get((v['/BaseFont'] as string).split('+')[1])!;
    const type0 = Object.values(objects).find(
      (o) =>
        (o.value?.['/DescendantFonts'] as string[] | undefined)?.[0] ===
        Object.keys(objects)
          .find((k) => objects[k] === d)!
          .slice(4),
    )!;
    const cmap = data(type0.value!['/ToUnicode']).toString('latin1');
    // pdfkit writes `<first> <last> [<u> <u> …]` ranges: CID first+i stands for the i-th UTF-16 sequence.
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
      // An entry is `<hhhh>` or, for —— and astral characters, several units: `<hhhh hhhh>`.
      [...list.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, hex], i) => {
        const cid = parseInt(first, 16) + i;
        if (cid === 0) return;
        const text = String.fromCharCode(...hex.split(' ').map((h) => parseInt(h, 16)));
        const gid = map ? map.readUInt16BE(cid * 2) : cid;
        if (text !== '—' && text !== '——') assert.equal(gid, source.glyphForCodePoint(text.codePointAt(0)!).id, `CID ${cid} (${text})`);
        assert.equal(outline(embedded, gid), outline(source, gid), `the outline of ${text}`);
        checked++;
      });
    }
  }
  assert.ok(checked > 20, `${checked} CIDs checked`);
});

test('/W lists only the widths other than /DW 1000: every ideograph is one em and is left out', () => {
  const descendants = Object.values(objects).filter((o) => o.value?.['/Subtype'] === '/CIDFontType2');
  for (const d of descendants) {
    assert.equal(d.value!['/DW'], 1000);
    const w = d.value!['/W'] as (number | number[])[];
    const listed = w.filter((x): x is number[] => Array.isArray(x)).flat();
    assert.ok(
      listed.every((x) => x !== 1000),
      JSON.stringify(w),
    );
  }
});

test('the commonest characters have the smallest codes: ， is CID 1, 。 CID 2, whatever the book drew first', () => {
  const bodies = Object.values(objects).filter(
    (o) => (o.value?.['/BaseFont'] as string | undefined)?.endsWith('NotoSerifSC-Regular') && o.value?.['/ToUnicode'],
  );
  assert.equal(bodies.length, 1);
  const cmap = data(bodies[0].value!['/ToUnicode']).toString('latin1');
  assert.match(cmap, /<0000> <0002> \[<0000> <ff0c> <3002>\]/, 'CIDs 0 (.notdef), 1 and 2');
});

test('pdftotext gives the text back, Extension B included', () => {
  const text = pdfText(file).replace(/\s+/g, '');
  assert.ok(text.includes('他说：“后来，干净了。”——好。𠀾字也有。'), text);
  assert.ok(text.includes('「括号」、顿号，逗号。'));
});
