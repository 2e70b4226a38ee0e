/**
 * Runs edition jobs on worker threads, one per core, results in job order. The workers live as long as the
 * process (unref'd, so they never keep it alive): a catalog build pays for starting them, loading fonts and
 * building OpenCC's converters once, not once per book.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { RenderError } from '../errors.ts';
import { renderEditionJob, type EditionJob, type EditionResult } from './edition.ts';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface Slot {
  worker: Worker;
  queue: Promise<unknown>;
}
const slots: Slot[] = [];

/**
 * Renders every job; with one core (or `parallel: 1`) they run inline on this thread. A job goes to the worker
 * of its script (zh-Hans to one, zh-Hant to the other), so each worker loads one region's fonts and builds only
 * the converters its script needs.
 */
export async function renderEditions(
  jobs: EditionJob[],
  options: { parallel?: number; isolated?: boolean } = {},
): Promise<EditionResult[]> {
  if (options.isolated) return renderIsolated(jobs);
  const width = Math.min(options.parallel ?? availableParallelism(), jobs.length);
  if (width <= 1 || jobs.length === 0) {
    const results: EditionResult[] = [];
    for (const job of jobs) results.push(await renderEditionJob(job));
    return results;
  }
  startWorkers(width);
  return Promise.all(
    jobs.map((job) => {
      const slot = slots[SCRIPT_ORDER.indexOf(job.script) % slots.length];
      const run = slot.queue.then(() => runOne(slot, job));
      slot.queue = run.catch(() => undefined);
      return run;
    }),
  );
}

const SCRIPT_ORDER = ['zh-Hans', 'zh-Hant', 'zh-Hant-HK'] as const;

/**
 * One job at a time, each in a worker of its own that ends with it: its parsed fonts (~100 MB of decoded tables
 * per face) and its PDF layout are freed before the next edition starts. For very long books.
 */
async function renderIsolated(jobs: EditionJob[]): Promise<EditionResult[]> {
  const results: EditionResult[] = [];
  for (const job of jobs) {
    const slot: Slot = { worker: new Worker(ENTRY), queue: Promise.resolve() };
    try {
      results.push(await runOne(slot, job));
    } finally {
      await slot.worker.terminate();
    }
  }
  return results;
}

/** Starts the workers ahead of time, so they load while the main thread reads the first book. */
export function startWorkers(width = Math.min(availableParallelism(), 2)): void {
  while (slots.length < width) slots.push({ worker: spawn(SCRIPT_ORDER[slots.length]), queue: Promise.resolve() });
}

function spawn(script: (typeof SCRIPT_ORDER)[number]): Worker {
  const worker = new Worker(ENTRY, { workerData: { warmUp: script } });
  worker.unref();
  return worker;
}

function runOne(slot: Slot, job: EditionJob): Promise<EditionResult> {
  const worker = slot.worker;
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { ok: boolean; result?: EditionResult; error?: Record<string, unknown> }) => {
      worker.off('error', onError);
      if (msg.ok) resolve(msg.result!);
      else reject(revive(msg.error!));
    };
    const onError = (err: Error) => {
      worker.off('message', onMessage);
      // A worker that died is replaced, so later jobs still have somewhere to run.
      slot.worker = spawn(job.script);
      reject(new RenderError(`edition worker failed: ${err.message}`, { cause: err }));
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(job);
  });
}

/** Typed errors cross the thread boundary as plain data; rebuild one that formats the same way. */
function revive(e: Record<string, unknown>): Error {
  const err = new RenderError(String(e.message), {
    file: e.file as string | undefined,
    line: e.line as number | undefined,
    hint: e.hint as string | undefined,
  });
  if (typeof e.code === 'string') Object.defineProperty(err, 'code', { value: e.code });
  if (typeof e.exitCode === 'number') Object.defineProperty(err, 'exitCode', { value: e.exitCode });
  return err;
}
