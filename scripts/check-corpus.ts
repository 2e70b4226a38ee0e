/** Checks ingest + clean + dedupe + verse on every corpus file listed in the PROVENANCE tables; exits 1 on any failure. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Book, type Chapter, blockText } from '../src/model/book.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { reconcile } from '../src/ingest/accounting.ts';
import { cleanBook } from '../src/stages/clean.ts';
import { dedupeChapters } from '../src/stages/dedupe.ts';
import { verseStage } from '../src/stages/verse.ts';
import type { StageContext } from '../src/stages/context.ts';
import { applyJunk } from '../src/rules/junk.ts';
import { matchHeading } from '../src/rules/headings.ts';
import { converter } from '../src/opencc/converter.ts';

/**
 * True chapter structure per novel and source letter (the `from` column), from the PROVENANCE files:
 * 水浒传 A/B have a 楔子 before 120 回, C counts the 楔子 as 第一回 and merges old 70/71 (120 in all);
 * 西游记 A, B and D carry the 附录 (陈光蕊赴任逢灾) between 第八回 and 第九回, which C (PG) numbers 第九回.
 */
type Expectation = { numbered: number; unnumbered: string[] };
const EXPECTED: Record<string, Record<string, Expectation>> = {
  hongloumeng: {
    A: { numbered: 120, unnumbered: [] },
    B: { numbered: 120, unnumbered: [] },
    C: { numbered: 120, unnumbered: [] },
    D: { numbered: 120, unnumbered: [] },
  },
  // 正文 前言 (A) and 前言 after the 目錄 (B) head the modern preface (PROVENANCE: 洪江 一九九一年二月).
  rulinwaishi: { A: { numbered: 56, unnumbered: ['前言'] }, B: { numbered: 56, unnumbered: ['前言'] } },
  sanguoyanyi: { A: { numbered: 120, unnumbered: [] }, C: { numbered: 120, unnumbered: [] } },
  shuihuzhuan: {
    A: { numbered: 120, unnumbered: ['楔子'] },
    B: { numbered: 120, unnumbered: ['楔子'] },
    C: { numbered: 120, unnumbered: [] },
  },
  xiyouji: {
    A: { numbered: 100, unnumbered: ['附录'] },
    B: { numbered: 100, unnumbered: ['附录'] },
    C: { numbered: 100, unnumbered: [] },
    D: { numbered: 100, unnumbered: ['附錄'] },
  },
};

/**
 * The PG excerpts (rulinwaishi C) are not whole books: the header excerpt ends at its 第一回 heading (a chapter
 * with no text, left out with W_EMPTY_CHAPTER once the PG header is gone), the footer one has no heading.
 */
const EXPECTED_FILE: Record<string, Expectation> = {
  'rulinwaishi.pg24032.header-excerpt.txt': { numbered: 0, unnumbered: [] },
  'rulinwaishi.pg24032.footer-excerpt.txt': { numbered: 0, unnumbered: ['rulinwaishi.pg24032.footer-excerpt'] },
};

/**
 * Site and edition lines the PROVENANCE files list, as literal markers that must not survive in any kept text
 * (an independent check: the classifier's own verdict on its output proves nothing).
 */
const MARKERS = [
  '一鸣扫描', // rulinwaishi A, after every chapter
  '更新时间:', // sanguoyanyi/shuihuzhuan/hongloumeng A, after every heading
  '本章字数', // xiyouji/rulinwaishi A
  '章节内容开始', // A files
  '作品仅供', // A files' disclaimer
  'txt80', // hongloumeng A's last line
  'tianyabook', // shuihuzhuan B, first and last line
  'xstt5', // xiyouji B, first and last line
  '原创书库', // hongloumeng A's navigation bar before 第三十八回 and 第一一九回
  '本站', // hongloumeng A's 本站长期招收… notice
  'Project Gutenberg', // PG copies
  '<script', // sanguoyanyi A line 2123 (`<!--script>…<script-->`)
  '<!--',
];

interface Row {
  novel: string;
  file: string;
  source: string;
}

function listFiles(corpus: string): Row[] {
  const rows: Row[] = [];
  for (const novel of readdirSync(corpus).sort()) {
    const provenance = join(corpus, novel, 'PROVENANCE.md');
    if (!existsSync(provenance)) continue;
    for (const line of readFileSync(provenance, 'utf8').split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      if (cells.length < 4 || !/\.txt$/.test(cells[1])) continue;
      if (/CORRUPT/.test(cells[1])) continue; // a third party's faulty conversion, not a reference text
      rows.push({ novel, file: cells[1], source: cells[cells.length - 2] });
    }
  }
  return rows;
}

function countBy<T>(items: readonly T[], key: (t: T) => string): string {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return (
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || '—'
  );
}

function numberingAnomalies(chapters: Chapter[], numbered: number): string[] {
  const numbers = chapters.map((c) => c.number).filter((n): n is number => n !== undefined);
  const out: string[] = [];
  numbers.forEach((n, i) => {
    if (n !== i + 1) out.push(`#${i + 1} is ${n}`);
  });
  if (numbers.length !== numbered) out.push(`${numbers.length} numbered, expected ${numbered}`);
  return out.slice(0, 8);
}

function check(corpus: string, row: Row): boolean {
  const path = join(corpus, row.novel, row.file);
  const expected = EXPECTED_FILE[row.file] ?? EXPECTED[row.novel]?.[row.source];
  const report = new DiagnosticsCollector();
  const ctx: StageContext = { settings: { scripts: ['zh-Hans', 'zh-Hant'] } };
  const t0 = performance.now();
  const { chapters } = ingestBytes(readFileSync(path), { path: row.file }, report);
  let book: Book = { meta: { title: row.novel, author: '', slug: row.novel }, chapters };
  for (const stage of [cleanBook, dedupeChapters, verseStage]) {
    const staged = stage(book, ctx);
    book = staged.book;
    report.absorb(staged.diagnostics);
  }
  const ms = performance.now() - t0;
  const out = book.chapters;
  const encoding = report.decisions.find((d) => d.kind === 'encoding');
  const unnumbered = out.filter((c) => c.number === undefined).map((c) => c.title.split('\u3000')[0]);
  const anomalies = expected ? numberingAnomalies(out, expected.numbered) : ['no expectation'];
  const countOk =
    !!expected && out.length === expected.numbered + expected.unnumbered.length && unnumbered.join() === expected.unnumbered.join();
  const texts = out.flatMap((c) => [c.title, ...c.blocks.map((b) => (b.kind === 'sceneBreak' ? '' : blockText(b)))]);
  const junkLeft = texts.filter((t) => t && (applyJunk(t).lineRule || applyJunk(t).cuts.length));
  const markersLeft = texts.filter((t) => MARKERS.some((m) => t.includes(m)));
  const headingsLeft = out.flatMap((c) => c.blocks).filter((b) => b.kind === 'paragraph' && matchHeading(blockText(b))?.strong);
  const [account] = reconcile(out, report.done());
  const droppedLines = new Set(report.dropped.map((d) => `${d.line}`)).size;
  const ok =
    countOk &&
    anomalies.length === 0 &&
    junkLeft.length === 0 &&
    markersLeft.length === 0 &&
    headingsLeft.length === 0 &&
    !!account?.balanced;
  const say = (k: string, v: string) => console.log(`  ${k.padEnd(18)} ${v}`);
  console.log(`${ok ? 'PASS' : 'FAIL'} ${row.novel}/${row.file} (source ${row.source})`);
  say('encoding', `${encoding?.data?.encoding} (${encoding?.data?.how})`);
  say(
    'chapters',
    `${out.length} found, expected ${expected ? `${expected.numbered} numbered${expected.unnumbered.length ? ` + ${expected.unnumbered.join(', ')}` : ''} = ${expected.numbered + expected.unnumbered.length}` : '?'}${countOk ? '' : ' ✗'}`,
  );
  say('first / last', `${out[0]?.title} / ${out[out.length - 1]?.title}`);
  say('volumes', [...new Set(out.map((c) => c.volume).filter(Boolean))].join(', ') || '—');
  say('numbering in order', anomalies.length ? `no: ${anomalies.join('; ')}` : 'yes');
  say(
    'dropped by reason',
    countBy(report.dropped, (d) => d.reason),
  );
  say('junk left', `${junkLeft.length}${junkLeft.length ? ` e.g. ${junkLeft[0].slice(0, 30)}` : ''}`);
  say('site lines left', `${markersLeft.length}${markersLeft.length ? ` e.g. ${markersLeft[0].slice(0, 30)}` : ''}`);
  say('headings in body', `${headingsLeft.length}${headingsLeft.length ? ` e.g. ${blockText(headingsLeft[0]).slice(0, 30)}` : ''}`);
  say(
    'warnings by code',
    countBy(report.warnings, (w) => w.code),
  );
  say(
    'accounting',
    account
      ? `${account.lines} lines = ${account.kept} kept (${account.edited} edited) + ${account.consumed} consumed + ${account.dropped} dropped: ${account.balanced ? 'yes' : `no, missing ${account.missing.slice(0, 5).join(',')}`}`
      : 'no account',
  );
  say('time', `${ms.toFixed(0)} ms (ingest + clean + dedupe, ${droppedLines} distinct dropped lines)`);
  return ok;
}

const corpus = resolve(process.argv[2] ?? '../shared/corpus');
// OpenCC tables load once per process (≈0.5 s for cn→tw); load them before timing the first file.
converter('s2tw')('预热');
converter('tw2s')('預熱');
const rows = listFiles(corpus);
let failed = 0;
for (const row of rows) if (!check(corpus, row)) failed++;
console.log(`\n${rows.length - failed} of ${rows.length} files pass`);
process.exitCode = failed || rows.length === 0 ? 1 : 0;
