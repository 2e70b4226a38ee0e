/**
 * Text fidelity benchmark: quote nesting errors per corpus novel, for the source text and for each
 * edition, and the zh-Hant edition's character error rate against the published Traditional 儒林外史 next to
 * plain OpenCC cn→tw and cn→twp. Usage: npx tsx scripts/bench-fidelity.ts [CORPUS_DIR] [--novels a,b] [--classes N] [--cer-all]
 * [--examples] [--split] [--dump FILE] [--fold tw,hk,jp]. --split adds the CER of the odd chapters (the half the layer's rules are developed
 * on) and of the even chapters (held out); --dump writes every substitution of the zh-Hant edition as TSV (chapter,
 * ours→published, context). --fold names the OpenCC variant tables folded before counting (default tw,hk: the Chinese
 * tables; `tw,hk,jp` adds JPVariants, whose Japanese pairs include distinct Chinese words such as 餘/余, an error class
 * this measure must count, and then prints the TW+HK figure beside it and what the wider fold absorbs).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as OpenCC from 'opencc-js';
import { type Book, type Chapter, blockText, mapBlocksContent, type Script } from '../src/model/book.ts';
import { mapTextNodes } from '../src/model/inline.ts';
import { DiagnosticsCollector } from '../src/model/diagnostics.ts';
import { ingestBytes } from '../src/ingest/index.ts';
import { BOOK_STAGES } from '../src/stages/index.ts';
import type { StageContext } from '../src/stages/context.ts';
import { convertScript } from '../src/stages/convert.ts';
import { converter } from '../src/opencc/converter.ts';
import { nestingFaults, type NestingFault } from '../src/rules/quote-nesting.ts';
import { HAN } from '../src/rules/han.ts';

/** The corpus novels: the Simplified file every edition is built from, and the published Traditional file. */
const NOVELS: Record<string, { hans: string; hant: string }> = {
  rulinwaishi: { hans: 'rulinwaishi.zhs.utf8.txt', hant: 'rulinwaishi.zht.utf8.txt' },
  hongloumeng: { hans: 'hongloumeng.zhs.utf8.txt', hant: 'hongloumeng.zht.utf8.txt' },
  sanguoyanyi: { hans: 'sanguoyanyi.zhs.utf8.txt', hant: 'sanguoyanyi.zht.utf8.txt' },
  shuihuzhuan: { hans: 'shuihuzhuan.zhs.utf8.txt', hant: 'shuihuzhuan.zht.utf8.txt' },
  xiyouji: { hans: 'xiyouji.zhs.utf8.txt', hant: 'xiyouji.zht.utf8.txt' },
};
/** The parallel text: one edition in both scripts (rulinwaishi/PROVENANCE.md, sources A and B). */
const PARALLEL = 'rulinwaishi';
const EDITIONS: readonly Script[] = ['zh-Hans', 'zh-Hant'];

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const novels = (flag('--novels') ?? Object.keys(NOVELS).join(',')).split(',');
const topClasses = Number(flag('--classes') ?? 12);
const cerAll = args.includes('--cer-all') && args.splice(args.indexOf('--cer-all'), 1).length > 0;
const showExamples = args.includes('--examples') && args.splice(args.indexOf('--examples'), 1).length > 0;
const split = args.includes('--split') && args.splice(args.indexOf('--split'), 1).length > 0;
const dumpFile = flag('--dump');
const foldTables = (flag('--fold') ?? 'tw,hk').split(',') as VariantTable[];
const corpus = resolve(args[0] ?? join(import.meta.dirname, '..', '..', 'shared', 'corpus'));

interface Prepared {
  /** Paragraph texts as ingested (the source's own marks), per chapter. */
  source: string[][];
  book: Book;
}

/** Ingest, then the stages every build runs (clean, dedupe, order), as `shufang build` does before converting. */
function prepare(file: string): Prepared {
  const ctx: StageContext = { settings: { scripts: EDITIONS } };
  const { chapters } = ingestBytes(readFileSync(file), { path: file }, new DiagnosticsCollector());
  const source = chapters.map((c) => paragraphsOf(c).flatMap((t) => (t.trim() ? [t.trim()] : [])));
  let book: Book = { meta: { title: '', author: '', slug: 'bench' }, chapters };
  for (const stage of BOOK_STAGES) book = stage.run(book, ctx).book;
  return { source, book };
}

const paragraphsOf = (c: Chapter): string[] => c.blocks.flatMap((b) => (b.kind === 'paragraph' ? [blockText(b)] : []));
const edition = (book: Book, script: Script): Book => convertScript(book, { script, terms: [] }).book;

interface NestingRow {
  bad: number;
  paragraphs: number;
  faults: Record<NestingFault, number>;
  marks: Record<string, number>;
}

function nesting(chapters: readonly string[][]): NestingRow {
  const row: NestingRow = { bad: 0, paragraphs: 0, faults: { unopened: 0, mismatched: 0, unclosed: 0 }, marks: {} };
  for (const paragraphs of chapters) {
    const r = nestingFaults(paragraphs);
    row.bad += r.bad;
    row.paragraphs += r.paragraphs;
    for (const k of Object.keys(r.faults) as NestingFault[]) row.faults[k] += r.faults[k];
    for (const p of paragraphs) for (const m of p.match(/[“”‘’「」『』"'`]/g) ?? []) row.marks[m] = (row.marks[m] ?? 0) + 1;
  }
  return row;
}

const pct = (n: number, d: number, digits = 2) => (d ? `${((100 * n) / d).toFixed(digits)} %` : '—');

// ---- Character error rate against the published Traditional text (OCC-6 item 5) ----

type VariantTable = 'tw' | 'hk' | 'jp';
/** The default fold (the Chinese variant tables): printed beside a wider one given with --fold. */
const OLD_FOLD: readonly VariantTable[] = ['tw', 'hk'];

/**
 * OpenCC's single-character variant tables as opencc-js ships them: TWVariants and TWVariantsRev (the `tw` locale's
 * last groups), HKVariants and HKVariantsRev, JPVariants (the `jp` locale's only table; OpenCC builds JPVariantsRev
 * by reversing it, so it adds no pair). The *VariantsPhrases tables hold no single-character entry.
 */
function variantTables(which: readonly VariantTable[]): string[] {
  const locale = (OpenCC as unknown as { Locale: Record<'from' | 'to', Record<string, string[][]>> }).Locale;
  const tables: Record<VariantTable, string[]> = {
    tw: [locale.to.tw[0][1], locale.from.tw[0][1]],
    hk: [locale.to.hk[0][1], locale.from.hk[0][1]],
    jp: [locale.to.jp[0][0]],
  };
  return which.flatMap((t) => {
    if (!tables[t]) throw new Error(`unknown variant table ${t} (known: tw, hk, jp)`);
    return tables[t];
  });
}

/** OpenCC's variant tables as one folding: 爲/為, 裏/裡, 綫/線 count as the same character (a union of all pairs). */
function variantFolding(which: readonly VariantTable[]): (ch: string) => string {
  const parent = new Map<string, string>();
  const find = (c: string): string => {
    let r = c;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    return r;
  };
  for (const table of variantTables(which))
    for (const entry of table.split('|')) {
      const [k, ...vs] = entry.split(' ');
      for (const v of vs) {
        if ([...k].length !== 1 || [...v].length !== 1) continue;
        const a = find(k);
        const b = find(v);
        if (a === b) continue;
        const [root, child] = a < b ? [a, b] : [b, a];
        parent.set(child, root);
      }
    }
  return (ch) => find(ch);
}

/** Shared characters among the first 300 of two chapters: which of two candidates is the same chapter. */
function overlap(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a.slice(0, 300));
  return b.slice(0, 300).filter((c) => set.has(c)).length;
}

/** Myers' O(ND) diff of two sequences; returns the edit script as runs of equal, deleted and inserted items. */
function diff<T>(a: readonly T[], b: readonly T[], maxD = 20_000): { op: '=' | '-' | '+'; a: number; b: number; n: number }[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxD);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return undefined;
  const ops: { op: '=' | '-' | '+'; a: number; b: number; n: number }[] = [];
  const push = (op: '=' | '-' | '+', ai: number, bi: number) => {
    const last = ops[ops.length - 1];
    if (last && last.op === op && last.a === ai + (op === '+' ? 0 : 1) && last.b === bi + (op === '-' ? 0 : 1)) {
      last.a = ai;
      last.b = bi;
      last.n++;
    } else ops.push({ op, a: ai, b: bi, n: 1 });
  };
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const vd = trace[d];
    const k = x - y;
    const prevK = k === -d || (k !== d && vd[offset + k - 1] < vd[offset + k + 1]) ? k + 1 : k - 1;
    const prevX = vd[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) push('=', --x, --y);
    if (prevK === k + 1) push('+', x, --y);
    else push('-', --x, y);
  }
  while (x > 0 && y > 0) push('=', --x, --y);
  return ops.reverse();
}

interface Cer {
  /** Han characters in the reference. */
  han: number;
  substitutions: number;
  /** Substitutions between two readings of one Simplified character (a conversion error). */
  conversion: number;
  /** Han characters in unequal runs (the two texts differ there: wording, a lost glyph). */
  indels: number;
  classes: Map<string, number>;
  /** Up to three contexts per class (our Han characters around the substitution). */
  examples: Map<string, string[]>;
  unaligned: number;
  /** Every substitution: chapter number, class, context (ten of our Han characters either side). */
  all: [number, string, string][];
}

/**
 * Aligns the chapters by number, diffs each chapter's Han characters (Myers) and counts substitutions: runs of
 * k deleted and k inserted characters between equal ones. A class is "ours→published" before folding back.
 */
function cer(
  ours: Book,
  ref: Book,
  fold: (c: string) => string,
  toHans: (t: string) => string,
  keep: (chapter: number) => boolean = () => true,
): Cer {
  const out: Cer = { han: 0, substitutions: 0, conversion: 0, indels: 0, classes: new Map(), examples: new Map(), unaligned: 0, all: [] };
  const byNumber = new Map(ref.chapters.filter((c) => c.number !== undefined).map((c) => [c.number, c]));
  const raw = (c: Chapter) => [...paragraphsOf(c).join('')].filter((ch) => HAN.test(ch));
  for (const chapter of ours.chapters) {
    if (chapter.number === undefined || !keep(chapter.number)) continue;
    // The same number, or a neighbour when the editions count differently (水浒传 C numbers the 楔子 第一回):
    // the candidate whose opening shares most characters.
    const a = raw(chapter);
    const candidates = [0, 1, -1].flatMap((d) => byNumber.get(chapter.number! + d) ?? []).map((c) => ({ c, b: raw(c) }));
    const best = candidates.sort((x, y) => overlap(a, y.b) - overlap(a, x.b))[0];
    if (!best) continue;
    const b = best.b;
    out.han += b.length;
    // Two versions of one chapter differ in a few per cent of their characters at most; more is another chapter.
    const ops = diff(a.map(fold), b.map(fold), Math.max(500, Math.ceil(0.1 * (a.length + b.length))));
    if (!ops) {
      out.unaligned++;
      continue;
    }
    for (let i = 0; i < ops.length; i++) {
      const o = ops[i];
      if (o.op === '=') continue;
      const next = ops[i + 1];
      const pair = next && next.op !== '=' && next.op !== o.op ? next : undefined;
      const del = o.op === '-' ? o : pair;
      const ins = o.op === '+' ? o : pair;
      if (pair) i++;
      if (del && ins && del.n === ins.n) {
        for (let t = 0; t < del.n; t++) {
          const x = a[del.a + t];
          const y = b[ins.b + t];
          out.substitutions++;
          if (toHans(x) === toHans(y)) out.conversion++;
          const key = `${x}→${y}`;
          out.classes.set(key, (out.classes.get(key) ?? 0) + 1);
          const at = del.a + t;
          out.all.push([chapter.number, key, `${a.slice(Math.max(0, at - 10), at).join('')}[${x}]${a.slice(at + 1, at + 11).join('')}`]);
          const seen = out.examples.get(key) ?? [];
          if (seen.length < 3)
            out.examples.set(key, [
              ...seen,
              `${a.slice(del.a + t - 5, del.a + t).join('')}[${x}]${a.slice(del.a + t + 1, del.a + t + 6).join('')}`,
            ]);
        }
      } else out.indels += Math.max(del?.n ?? 0, ins?.n ?? 0);
    }
  }
  return out;
}

// ---- Run ----

if (!existsSync(corpus)) {
  console.error(`no corpus at ${corpus}: pass the corpus folder`);
  process.exit(2);
}
console.log(`shufang fidelity benchmark — corpus ${corpus}\n`);
console.log('Quote nesting errors: paragraphs holding a closing mark with nothing open or of the wrong kind, or leaving a');
console.log('mark open at their end that the next paragraph does not reopen (PARA-9); ’ between Latin letters is an apostrophe.');
console.log('“source” counts the marks as ingested (ASCII quotes are not marks there); editions are built as `shufang build` does.\n');
const header = ['novel', 'file', 'text', 'paragraphs', 'bad', 'rate', 'unopened', 'mismatched', 'unclosed', '“ ‘ 「 『 " \' `'];
const rows: string[][] = [];
const built = new Map<string, { hans: Prepared; hant?: Prepared }>();
for (const name of novels) {
  const files = NOVELS[name];
  if (!files) throw new Error(`unknown novel ${name} (known: ${Object.keys(NOVELS).join(', ')})`);
  for (const which of ['hans', 'hant'] as const) {
    const file = join(corpus, name, files[which]);
    if (!existsSync(file)) continue;
    const prepared = prepare(file);
    const entry = built.get(name) ?? { hans: prepared };
    if (which === 'hans') entry.hans = prepared;
    else entry.hant = prepared;
    built.set(name, entry);
    const texts: [string, string[][]][] = [['source', prepared.source]];
    for (const script of EDITIONS) texts.push([script, edition(prepared.book, script).chapters.map((c) => paragraphsOf(c))]);
    for (const [label, chapters] of texts) {
      const r = nesting(chapters);
      const m = (k: string) => String(r.marks[k] ?? 0);
      rows.push([
        name,
        files[which].replace(`${name}.`, ''),
        label,
        String(r.paragraphs),
        String(r.bad),
        pct(r.bad, r.paragraphs),
        String(r.faults.unopened),
        String(r.faults.mismatched),
        String(r.faults.unclosed),
        ['“', '‘', '「', '『', '"', "'", '`'].map(m).join(' '),
      ]);
    }
  }
}
printTable(header, rows);

// The parallel text always; with --cer-all also the other novels, whose Traditional files are other editions
// (their text differs, so only the "conversion" substitutions say something): novels the rules were not tuned on.
const fold = variantFolding(foldTables);
const oldFold = variantFolding(OLD_FOLD);
const sameFold = foldTables.length === OLD_FOLD.length && OLD_FOLD.every((t) => foldTables.includes(t));
const tw2s = converter('tw2s');
for (const name of cerAll ? novels : [PARALLEL]) {
  const pair = built.get(name);
  if (pair?.hant) characterErrors(name, pair.hans.book, pair.hant.book);
}

function characterErrors(name: string, hans: Book, published: Book): void {
  const cnTo = (to: string) =>
    (OpenCC as unknown as { Converter(o: { from: string; to: string }): (t: string) => string }).Converter({ from: 'cn', to });
  const plain = (convert: (t: string) => string): Book => ({
    ...hans,
    chapters: hans.chapters.map((c) => ({ ...c, blocks: mapBlocksContent(c.blocks, (content) => mapTextNodes(content, convert)) })),
  });
  const columns: [string, Book][] = [
    ['OpenCC cn→tw', plain(cnTo('tw'))],
    ['OpenCC cn→twp', plain(cnTo('twp'))],
    ['shufang zh-Hant', edition(hans, 'zh-Hant')],
  ];
  const same = name === PARALLEL ? 'the same edition' : 'another edition: only "conversion" counts';
  console.log(`\nzh-Hant ${name} against the published Traditional text (${NOVELS[name].hant}, ${same}), chapters aligned by number,`);
  const names: Record<VariantTable, string> = { tw: 'TWVariants(Rev)', hk: 'HKVariants(Rev)', jp: 'JPVariants' };
  console.log(`Myers diff over Han characters after folding OpenCC variants (${foldTables.map((t) => names[t]).join(', ')}).`);
  console.log('Substitution = k Han characters replaced by k; "conversion" = both read back to one Simplified character (tw2s).\n');
  const results = columns.map(([label, book]) => ({
    label,
    book,
    r: cer(book, published, fold, tw2s),
    old: sameFold ? undefined : cer(book, published, oldFold, tw2s),
  }));
  const halves: [string, (n: number) => boolean][] = split
    ? [
        ['odd ch. (dev)', (n) => n % 2 === 1],
        ['even ch. (held out)', (n) => n % 2 === 0],
      ]
    : [];
  const rowsOf = [
    ...halves.flatMap(([half, keep]) =>
      results.map(({ label, book }) => ({
        label: `${label}, ${half}`,
        r: cer(book, published, fold, tw2s, keep),
        old: sameFold ? undefined : cer(book, published, oldFold, tw2s, keep),
      })),
    ),
    ...results.map(({ label, r, old }) => ({ label: split ? `${label}, all` : label, r, old })),
  ];
  if (dumpFile && name === PARALLEL)
    writeFileSync(dumpFile, results[results.length - 1].r.all.map((row) => `${row.join('\t')}\n`).join(''));
  printTable(
    [
      'converter',
      'ref Han',
      'substitutions',
      'CER',
      'conversion',
      'conv. CER',
      'indel Han',
      'unaligned ch.',
      ...(sameFold ? [] : ['TW+HK fold']),
    ],
    rowsOf.map(({ label, r, old }) => [
      label,
      String(r.han),
      String(r.substitutions),
      pct(r.substitutions, r.han, 3),
      String(r.conversion),
      pct(r.conversion, r.han, 3),
      String(r.indels),
      String(r.unaligned),
      ...(old ? [`${old.substitutions} = ${pct(old.substitutions, old.han, 3)}`] : []),
    ]),
  );
  // What the wider fold absorbs, so a change of fold never moves the figure silently.
  for (const { label, old } of sameFold ? [] : results) {
    const absorbed = [...old!.classes].filter(([k]) => fold(k[0]) === fold(k[k.length - 1])).sort((x, y) => y[1] - x[1]);
    const n = absorbed.reduce((s, [, c]) => s + c, 0);
    console.log(`${label}: the fold beyond TW+HK absorbs ${n}: ${absorbed.map(([k, c]) => `${k} ${c}`).join(', ') || 'none'}`);
  }
  const base = results[0].r.classes;
  for (const { label, r } of results) {
    const top = [...r.classes].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    console.log(
      `\n${label}: top substitutions (ours→published): ${top
        .slice(0, topClasses)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    if (showExamples && r === results[results.length - 1].r)
      for (const [k] of top.slice(0, topClasses)) console.log(`    ${k}: ${(r.examples.get(k) ?? []).join('  ')}`);
    if (r !== results[0].r) {
      const fresh = top.filter(([k]) => !base.has(k));
      console.log(`  classes not in OpenCC cn→tw: ${fresh.length ? fresh.map(([k, n]) => `${k} ${n}`).join(', ') : 'none'}`);
      if (showExamples) for (const [k] of fresh.slice(0, topClasses)) console.log(`    ${k}: ${(r.examples.get(k) ?? []).join('  ')}`);
    }
  }
}

function printTable(head: string[], body: string[][]): void {
  const width = (s: string) => [...s].reduce((w, c) => w + (/[\u1100-\uffff]/.test(c) && !/[“”‘’]/.test(c) ? 2 : 1), 0);
  const widths = head.map((h, i) => Math.max(width(h), ...body.map((r) => width(r[i]))));
  const line = (cells: string[]) => cells.map((c, i) => c + ' '.repeat(widths[i] - width(c))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}
