/**
 * Runs edition jobs on worker threads, one per core, results in job order. The workers live as long as the
 * process (unref'd, so they never keep it alive): a catalog build pays for starting them, loading fonts and
 * building OpenCC's converters once, not once per book.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RenderError, reviveError, type SerializedError } from '../errors.ts';
import type { Script } from '../model/book.ts';
import type { EditionJob, EditionResult } from './edition-key.ts';

/**
 * The worker's module, beside this one: compiled, dist/render/edition-worker.js loads as it is; from src/ under
 * tsx, worker-entry.mjs registers tsx in the worker first (a parent's loader hooks do not reach workers).
 */
const ENTRY = new URL(import.meta.url.endsWith('.ts') ? './worker-entry.mjs' : './edition-worker.js', import.meta.url);

interface Slot {
  worker: Worker;
  script: Script;
  queue: Promise<unknown>;
  /** A kept worker is replaced when it dies; an isolated one ends with its job. */
  kept: boolean;
}
const slots: Slot[] = [];

type Reply = { ok: true; result: EditionResult } | { ok: false; error: SerializedError };

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
    // Loaded only here: when workers render, this thread never loads the renderers (pdfkit, fontkit).
    const { runEdition } = await import('./edition.ts');
    const results: EditionResult[] = [];
    for (const job of jobs) results.push(await runEdition(job));
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

const SCRIPT_ORDER: readonly Script[] = ['zh-Hans', 'zh-Hant', 'zh-Hant-HK'];

/**
 * One job at a time, each in a worker of its own that ends with it: its parsed fonts (~100 MB of decoded tables
 * per face) and its PDF layout are freed before the next edition starts. For very long books.
 */
async function renderIsolated(jobs: EditionJob[]): Promise<EditionResult[]> {
  const warm = takeWarm(jobs[0]?.script);
  const results: EditionResult[] = [];
  for (const [i, job] of jobs.entries()) {
    const worker = (i === 0 && warm) || new Worker(ENTRY);
    const slot: Slot = { worker, script: job.script, queue: Promise.resolve(), kept: false };
    try {
      results.push(await runOne(slot, job));
    } finally {
      await slot.worker.terminate();
    }
  }
  return results;
}

/**
 * Takes the kept workers out of the pool: the one warmed for `script` is returned to render the first isolated
 * job, ready, and the others end now. Left idle they held their fonts and converters (a few hundred MB) beside the
 * worker rendering, the peak of a 10 M-character book. A later book starts kept workers again.
 */
function takeWarm(script: Script | undefined): Worker | undefined {
  let warm: Worker | undefined;
  for (const slot of slots.splice(0)) {
    if (!warm && slot.script === script) warm = slot.worker;
    else void slot.worker.terminate();
  }
  return warm;
}

/** Starts the workers ahead of time, so they load while the main thread reads the first book. */
export function startWorkers(width = Math.min(availableParallelism(), 2)): void {
  while (slots.length < width) {
    const script = SCRIPT_ORDER[slots.length];
    slots.push({ worker: spawn(script), script, queue: Promise.resolve(), kept: true });
  }
}

function spawn(script: Script): Worker {
  const worker = new Worker(ENTRY, { workerData: { warmUp: script } });
  worker.unref();
  return worker;
}

/** Posts one job to the slot's worker; a worker that fails or exits rejects the job and is replaced. */
function runOne(slot: Slot, job: EditionJob): Promise<EditionResult> {
  const worker = slot.worker;
  return new Promise((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (reply: Reply) => {
      settle();
      if (reply.ok) resolve(reply.result);
      else reject(reviveError(reply.error));
    };
    const replace = () => {
      // Later jobs still need somewhere to run.
      if (slot.kept && slot.worker === worker) slot.worker = spawn(slot.script);
    };
    const onError = (err: Error) => {
      settle();
      replace();
      reject(new RenderError(`edition worker failed: ${err.message}`, { cause: err }));
    };
    const onExit = (code: number) => {
      settle();
      replace();
      reject(new RenderError(`edition worker exited (code ${code}) while rendering the ${job.script} edition`));
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(job);
  });
}
