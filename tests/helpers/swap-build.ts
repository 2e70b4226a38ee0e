/**
 * Builds a book through the library and, when the build reaches stage STAGE (after resolve has checked every
 * path), replaces FILE with a FIFO: what a race with another process looks like. Prints the error line the CLI
 * would print and exits 1, or exits 0 when the build succeeds. Tests run it with a timeout, so a read that
 * blocks on the FIFO fails the test instead of hanging it.
 *
 * Usage: node --import tsx tests/helpers/swap-build.ts BOOK OUT FILE STAGE [FORMATS]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ShufangError } from '../../src/errors.ts';
import { build } from '../../src/pipeline.ts';

const [input, out, file, stage, formats = 'epub,pdf'] = process.argv.slice(2);
let swapped = false;
try {
  await build({
    input,
    out,
    cwd: process.cwd(),
    sourceDateEpoch: '1700000000',
    scripts: ['zh-Hans'],
    formats: formats.split(',') as ('epub' | 'pdf')[],
    onProgress: (step) => {
      if (swapped || !step.startsWith(stage)) return;
      swapped = true;
      rmSync(file);
      execFileSync('mkfifo', [file]);
    },
  });
  if (!swapped) throw new Error(`the build never reached stage ${stage}`);
} catch (err) {
  process.stderr.write(`${err instanceof ShufangError ? err.format() : `error E_INTERNAL: ${(err as Error).stack}`}\n`);
  process.exitCode = 1;
}
