/** Build progress for people: one updating bar on a terminal, nothing under CI=true or --json. */

export interface Progress {
  step(label: string, step: string): void;
  done(): void;
}

/** The steps a build reports, in order; the bar fills by the step reached (rendering is the long one). */
const STEPS = ['resolve', 'ingest', 'clean', 'dedupe', 'order', 'rendering'];
const WIDTH = 20;

export function progressReporter(options: { tty: boolean; quiet: boolean; write: (s: string) => void }): Progress {
  if (!options.tty || options.quiet) return { step() {}, done() {} };
  let shown = false;
  const started = Date.now();
  return {
    step(label, step) {
      const i = STEPS.findIndex((s) => step.startsWith(s));
      const filled = Math.round((WIDTH * (i < 0 ? STEPS.length - 1 : i + 1)) / STEPS.length);
      const bar = `[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}]`;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const line = `${bar} ${label}: ${step} (${seconds} s)`;
      options.write(`\r\u001b[2K${line.length > 110 ? line.slice(0, 109) + '…' : line}`);
      shown = true;
    },
    done() {
      if (shown) options.write('\r\u001b[2K');
      shown = false;
    },
  };
}
