/** Build progress for people: one updating status line on a terminal, nothing under CI=true or --json. */

export interface Progress { step(label: string, step: string): void; done(): void }

export function progressReporter(options: { tty: boolean; quiet: boolean; write: (s: string) => void }): Progress {
  if (!options.tty || options.quiet) return { step() {}, done() {} };
  let shown = false;
  const started = Date.now();
  return {
    step(label, step) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const line = `${label}: ${step} (${seconds} s)`;
      options.write(`\r\u001b[2K${line.length > 100 ? line.slice(0, 99) + '…' : line}`);
      shown = true;
    },
    done() {
      if (shown) options.write('\r\u001b[2K');
      shown = false;
    },
  };
}
