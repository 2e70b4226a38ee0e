/**
 * Differential check of the compiled OpenCC tables against opencc-js on a corpus: every UTF-8 text
 * of CORPUS_DIR through every conversion the pipeline uses, whole and line by line (as the convert stage calls
 * it, one block at a time), with the first difference and both converters' speed. Exits 1 on any difference.
 *
 *   npx tsx scripts/check-opencc.ts /work/shared/corpus [--repeat N]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONVERSIONS, type Conversion, converter, referenceConverter } from '../src/opencc/converter.ts';

const [corpus, ...rest] = process.argv.slice(2);
if (!corpus) {
  console.error('usage: check-opencc.ts CORPUS_DIR [--repeat N]');
  process.exit(2);
}
const repeat = rest[0] === '--repeat' ? Number(rest[1]) : 3;

function utf8Files(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...utf8Files(path));
    else if (/utf8/.test(name) && name.endsWith('.txt')) files.push(path);
  }
  return files;
}

/** This thread's CPU time in seconds (the machine is shared: wall time measures the neighbours too). */
function cpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Least CPU time of `repeat` runs, in seconds: the least disturbed run. */
function best(run: () => void): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeat; i++) {
    const t = cpu();
    run();
    min = Math.min(min, cpu() - t);
  }
  return min;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 10), i + 10));
  return `at ${i}: opencc-js ${show(a)}, compiled ${show(b)}`;
}

const fmt = (n: number) => (n / 1e6).toFixed(2).padStart(6);
const texts = utf8Files(corpus).map((path) => ({ path, text: readFileSync(path, 'utf8').replace(/^\uFEFF/, '') }));

console.log('build (first call in this thread, CPU ms; s2hk shares the STPhrases tables s2tw built):');
for (const c of CONVERSIONS) {
  const t0 = cpu();
  referenceConverter(c)('');
  const t1 = cpu();
  converter(c)('');
  const t2 = cpu();
  console.log(
    `  ${c.padEnd(5)}  opencc-js ${((t1 - t0) * 1000).toFixed(0).padStart(4)}  compiled ${((t2 - t1) * 1000).toFixed(0).padStart(4)}`,
  );
}

let failures = 0;
const totals = new Map<Conversion, { chars: number; ref: number; ours: number }>();
console.log('\nfile  conversion  chars  identical(whole, lines)  M chars per CPU second, line by line: opencc-js → compiled');
for (const { path, text } of texts) {
  const lines = text.split('\n');
  for (const c of CONVERSIONS) {
    const ref = referenceConverter(c);
    const ours = converter(c);
    const whole = [ref(text), ours(text)];
    let refLines: string[] = [];
    let ourLines: string[] = [];
    const tRef = best(() => {
      refLines = lines.map(ref);
    });
    const tOurs = best(() => {
      ourLines = lines.map(ours);
    });
    const sameWhole = whole[0] === whole[1];
    const refJoined = refLines.join('\n');
    const ourJoined = ourLines.join('\n');
    const sameLines = refJoined === ourJoined;
    if (!sameWhole || !sameLines) failures++;
    const t = totals.get(c) ?? { chars: 0, ref: 0, ours: 0 };
    totals.set(c, { chars: t.chars + text.length, ref: t.ref + tRef, ours: t.ours + tOurs });
    const verdict = `${sameWhole ? 'yes' : 'NO'}, ${sameLines ? 'yes' : 'NO'}`;
    console.log(
      `${path.slice(corpus.length + 1)}  ${c.padEnd(5)}  ${String(text.length).padStart(8)}  ${verdict.padEnd(8)}  ${fmt(text.length / tRef)} → ${fmt(text.length / tOurs)}  (×${(tRef / tOurs).toFixed(1)})`,
    );
    if (!sameWhole) console.log(`    whole: ${firstDifference(whole[0], whole[1])}`);
    if (!sameLines) console.log(`    lines: ${firstDifference(refJoined, ourJoined)}`);
  }
}

console.log('\nall files, per conversion (M chars per CPU second, line by line):');
for (const [c, t] of totals)
  console.log(`  ${c.padEnd(5)}  ${fmt(t.chars / t.ref)} → ${fmt(t.chars / t.ours)}  (×${(t.ref / t.ours).toFixed(1)})`);
console.log(failures === 0 ? '\nidentical on every file and conversion' : `\n${failures} file × conversion pairs differ`);
process.exit(failures === 0 ? 0 : 1);
