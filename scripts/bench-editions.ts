/**
 * CPU time of each step of each edition, in one thread, without workers or cache: the per-edition stages and
 * each renderer, first run and best of the repeats. CPU time, not wall time: the machine is shared, and a
 * neighbour's load inflates wall time. `--cpu-prof` on this gives a one-thread profile of the rendering.
 *
 *   npx tsx scripts/bench-editions.ts INPUT [--scripts zh-Hans,zh-Hant] [--formats epub,pdf] [--repeat 3]
 */
import type { Format } from '../src/config/resolve.ts';
import type { Script } from '../src/model/book.ts';
import { prepare } from '../src/pipeline.ts';
import { renderContext } from '../src/render/edition.ts';
import { renderers } from '../src/render/index.ts';
import { EDITION_STAGES } from '../src/stages/index.ts';
import { noMemo } from '../src/util/cache.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const scripts = option('scripts', 'zh-Hans,zh-Hant').split(',') as Script[];
const formats = option('formats', 'epub,pdf').split(',') as Format[];
const repeat = Number(option('repeat', '3'));
const [input] = args;
if (!input) {
  console.error('usage: bench-editions.ts INPUT [--scripts …] [--formats …] [--repeat N]');
  process.exit(2);
}

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const runs = new Map<string, number[]>();
async function timed<T>(step: string, run: () => T | Promise<T>): Promise<T> {
  const t = cpu();
  const result = await run();
  const list = runs.get(step) ?? [];
  list.push(cpu() - t);
  runs.set(step, list);
  return result;
}

const { book, config } = await timed('prepare', () => prepare({ input, out: 'unused', cwd: process.cwd(), sourceDateEpoch: '1700000000' }));
const sizes = new Map<string, number>();
for (let r = 0; r < repeat; r++) {
  for (const script of scripts) {
    let edition = book;
    for (const stage of EDITION_STAGES) {
      edition = (await timed(`${stage.name} ${script}`, () => stage.run(edition, { script, terms: config.terms, memo: noMemo }))).book;
    }
    const ctx = renderContext(edition, script, config);
    for (const format of formats) {
      const rendered = await timed(`${format} ${script}`, () => renderers[format](edition, ctx));
      sizes.set(`${format} ${script}`, rendered.bytes.length);
    }
  }
}

console.log(`${input}: CPU ms, first run and best of ${repeat}`);
for (const [step, list] of runs) {
  const size = sizes.has(step) ? `  ${sizes.get(step)!.toLocaleString('en')} bytes` : '';
  console.log(
    `  ${step.padEnd(16)} ${list[0].toFixed(0).padStart(6)} ${Math.min(...list)
      .toFixed(0)
      .padStart(6)}${size}`,
  );
}
