/** Runs edition jobs on worker threads, as many at once as there are cores (and jobs), results in job order. */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { RenderError } from '../errors.ts';
import { renderEditionJob, type EditionJob, type EditionResult } from './edition.ts';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/** One job per script; with one core or one job there is nothing to gain, so it runs inline. */
export async function renderEditions(jobs: EditionJob[], options: { parallel?: number } = {}): Promise<EditionResult[]> {
  const width = Math.min(jobs.length, options.parallel ?? availableParallelism());
  if (width <= 1) {
    const results: EditionResult[] = [];
    for (const job of jobs) results.push(await renderEditionJob(job));
    return results;
  }
  const results = new Array<EditionResult>(jobs.length);
  let next = 0;
  const runWorker = async () => {
    const worker = new Worker(ENTRY);
    try {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await runOne(worker, jobs[index]);
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: width }, runWorker));
  return results;
}

function runOne(worker: Worker, job: EditionJob): Promise<EditionResult> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { ok: boolean; result?: EditionResult; error?: Record<string, unknown> }) => {
      worker.off('error', onError);
      if (msg.ok) resolve(msg.result!);
      else reject(revive(msg.error!));
    };
    const onError = (err: Error) => { worker.off('message', onMessage); reject(new RenderError(`edition worker failed: ${err.message}`, { cause: err })); };
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
