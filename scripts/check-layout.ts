/** Composes and renders whole-novel text files to PDF and prints the layout checker's counts and the timings (docs/rules/typography.md#acceptance-figures). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Book, type Block, type Chapter, type Script, paragraph } from '../src/model/book.ts';
import type { Template } from '../src/config/template.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { MM } from '../src/constants.ts';
import { defaultFonts, layoutPdf, renderPdf } from '../src/render/pdf/index.ts';
import { layoutBook, makeComposers } from '../src/render/pdf/layout.ts';
import { checkPdf, summarize } from '../tests/helpers/pdf-lines.ts';

const USAGE = 'usage: npx tsx scripts/check-layout.ts [--out DIR] [--paragraphs N] [--script zh-Hans|zh-Hant] FILE.txt ...';

/** The classic template's values (templates/classic/template.yaml), so this script does not depend on the loader. */
function classicTemplate(): Template {
  const width = 148 * MM;
  return {
    name: 'classic',
    page: { width, height: 210 * MM },
    margins: { top: 20 * MM, bottom: 22 * MM, inner: 24 * MM, outer: width - 24 * MM - 27 * 10.5 },
    bodySize: 10.5,
    leading: 18,
    indent: 2,
    charsPerLine: 27,
    prohibition: 'basic',
    compression: { 'zh-Hans': 'gb', 'zh-Hant': 'tw-solid', 'zh-Hant-HK': 'gb' },
    headingSize: 16,
    chapterOpener: 'page',
    runningHeads: true,
    toc: true,
    writingMode: 'horizontal',
    embedFonts: false,
    epubCss: '',
  };
}

/** A rough book: every non-empty line is a paragraph, chapters of `per` paragraphs (check-layout only needs volume of text). */
function roughBook(file: string, script: Script, per: number): { book: Book; chars: number } {
  const text = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split('\n')
    .map((l) => l.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter(Boolean);
  const chapters: Chapter[] = [];
  let chars = 0;
  for (let i = 0; i < paragraphs.length; i += per) {
    const n = chapters.length + 1;
    const blocks: Block[] = paragraphs.slice(i, i + per).map((p, k) => {
      chars += [...p].length;
      return paragraph(p, { path: basename(file), line: i + k + 1 });
    });
    chapters.push({
      id: `c${String(n).padStart(4, '0')}`,
      title: `第${n}${script === 'zh-Hans' ? '节' : '節'}`,
      script,
      blocks,
      sources: [basename(file)],
    });
  }
  const title = basename(file).split('.')[0];
  return { book: { meta: { title, author: 'check-layout', slug: title }, chapters }, chars };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, paragraphs: { type: 'string' }, script: { type: 'string' } },
  });
  if (positionals.length === 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const out = values.out ?? join(tmpdir(), 'shufang-check-layout');
  mkdirSync(out, { recursive: true });
  const template = classicTemplate();
  for (const file of positionals) {
    const script = (values.script ?? (/\.zht\./.test(basename(file)) ? 'zh-Hant' : 'zh-Hans')) as Script;
    const { book, chars } = roughBook(file, script, Number(values.paragraphs ?? 200));
    const report = new DiagnosticsCollector();
    const fonts = defaultFonts(script);
    const cpuMs = (since: NodeJS.CpuUsage): number => {
      const u = process.cpuUsage(since);
      return (u.user + u.system) / 1000;
    };
    // The whole PDF first, while this edition's fonts are not yet read (file reading and parsing are in the time).
    let t0 = performance.now();
    let c0 = process.cpuUsage();
    const bytes = await renderPdf(book, { script, template, fonts, now: new Date(0), report });
    const pdfMs = performance.now() - t0;
    const pdfCpu = cpuMs(c0);
    // Composition alone ('cold' = fresh composers with empty metric caches): fonts loaded and metrics read by layoutPdf, then every paragraph composed by fresh composers.
    const layout = layoutPdf(book, { script, template, fonts, report: new DiagnosticsCollector() });
    const o = { geometry: layout.geometry, template, script, bodyChain: layout.bodyChain, headChain: layout.headChain };
    const composers = makeComposers(o);
    t0 = performance.now();
    c0 = process.cpuUsage();
    const composed = layoutBook(book, o, composers);
    const coldMs = performance.now() - t0;
    const coldCpu = cpuMs(c0);
    t0 = performance.now();
    c0 = process.cpuUsage();
    layoutBook(book, o, composers);
    const warmMs = performance.now() - t0;
    const warmCpu = cpuMs(c0);
    let forced = 0;
    let orphans = 0;
    let composedLines = 0;
    for (const ch of composed) composedLines += ch.items.filter((it) => it.kind === 'text').length;
    const seen = new Set<object>();
    for (const ch of composed)
      for (const it of ch.items) {
        if (it.kind !== 'text' || seen.has(it.para)) continue;
        seen.add(it.para);
        forced += it.para.forced;
        if (it.para.orphan) orphans++;
      }
    const pdfFile = join(out, `${basename(file).replace(/\.txt$/, '')}.pdf`);
    writeFileSync(pdfFile, bytes);
    const r = checkPdf(pdfFile);
    const rate = (ms: number): string => `${Math.round(chars / (ms / 1000)).toLocaleString('en-US')} chars/s`;
    console.log(
      `\n${basename(file)} (${script}): ${chars.toLocaleString('en-US')} chars, ${book.chapters.length} chapters, ${bytes.length.toLocaleString('en-US')} bytes → ${pdfFile}`,
    );
    console.log(`  ${summarize(r)}`);
    console.log(
      `  composer: ${composedLines} lines, forced breaks ${forced}, paragraphs left with a one-Han last line ${orphans}; paginator: widows ${layout.pagination.widows}, one-line pages ${layout.pagination.lonely}`,
    );
    console.log(
      `  composition (wall / CPU): cold ${coldMs.toFixed(0)} ms (${rate(coldMs)}) / ${coldCpu.toFixed(0)} ms (${rate(coldCpu)}); ` +
        `warm ${warmMs.toFixed(0)} ms (${rate(warmMs)}) / ${warmCpu.toFixed(0)} ms (${rate(warmCpu)})`,
    );
    console.log(
      `  whole PDF incl. fonts, subsetting, compression (wall / CPU): ${pdfMs.toFixed(0)} ms (${rate(pdfMs)}) / ${pdfCpu.toFixed(0)} ms (${rate(pdfCpu)})`,
    );
    for (const w of report.warnings) console.log(`  ${w.code}: ${w.message.slice(0, 300)}`);
    for (const d of report.decisions) console.log(`  decision ${d.kind}: ${d.message.slice(0, 200)}`);
    const show = (name: string, list: { page: number; text: string }[]): void => {
      for (const f of list.slice(0, 5)) console.log(`    ${name} p.${f.page}: ${f.text}`);
    };
    show('no-start', r.noStart);
    show('no-end', r.noEnd);
    show('split', r.splitUnits);
    show('not-flush', r.notFlush);
    show('one-Han', r.oneHanLast);
    show('source no-start', r.sourceNoStart.slice(0, 2));
    show('source no-end', r.sourceNoEnd.slice(0, 2));
  }
}

await main();
