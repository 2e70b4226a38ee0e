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

interface Slot { worker: Worker; busy: boolean }
const slots: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];

/** Renders every job; with one core (or `parallel: 1`) they run inline on this thread. */
export async function renderEditions(jobs: EditionJob[], options: { parallel?: number } = {}): Promise<EditionResult[]> {
  const width = options.parallel ?? availableParallelism();
  if (width <= 1 || jobs.length === 0) {
    const results: EditionResult[] = [];
    for (const job of jobs) results.push(await renderEditionJob(job));
    return results;
  }
  while (slots.length < width) slots.push({ worker: spawn(), busy: false });
  return Promise.all(jobs.map(async (job) => {
    const slot = await acquire();
    try {
      return await runOne(slot.worker, job);
    } finally {
      release(slot);
    }
  }));
}

function spawn(): Worker {
  const worker = new Worker(ENTRY);
  worker.unref();
  return worker;
}

function acquire(): Promise<Slot> {
  const free = slots.find((s) => !s.busy);
  if (free) { free.busy = true; return Promise.resolve(free); }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: Slot): void {
  const next = waiting.shift();
  if (next) next(slot);
  else slot.busy = false;
}

function runOne(worker: Worker, job: EditionJob): Promise<EditionResult> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { ok: boolean; result?: EditionResult; error?: Record<string, unknown> }) => {
      worker.off('error', onError);
      if (msg.ok) resolve(msg.result!);
      else reject(revive(msg.error!));
    };
    const onError = (err: Error) => {
      worker.off('message', onMessage);
      // A worker that died is replaced, so later jobs still have somewhere to run.
      const i = slots.findIndex((s) => s.worker === worker);
      if (i >= 0) slots[i] = { worker: spawn(), busy: true };
      reject(new RenderError(`edition worker failed: ${err.message}`, { cause: err }));
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(job);
  });
}

/** Typed errors cross the thread boundary as plain data; rebuild one that formats the same way. */
function revive(e: Record<string, unknown>): Error {
  const err = new RenderError(String(e.message), { file: e.file as string | undefined, line: e.line as number | undefined, hint: e.hint as string | undefined });
  if (typeof e.code === 'string') Object.defineProperty(err, 'code', { value: e.code });
  if (typeof e.exitCode === 'number') Object.defineProperty(err, 'exitCode', { value: e.exitCode });
  return err;
}
