/** Worker thread: converts the book into one edition's script and renders its formats, returning bytes and diagnostics. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderEditionJob, warmUp, type EditionJob } from './edition.ts';

// Load this worker's fonts and converters while the main thread is still reading the book.
if (workerData?.warmUp) warmUp(workerData.warmUp);

parentPort!.on('message', async (job: EditionJob) => {
  try {
    parentPort!.postMessage({ ok: true, result: await renderEditionJob(job) });
  } catch (err) {
    const e = err as Error & { code?: string; exitCode?: number; file?: string; line?: number; hint?: string };
    parentPort!.postMessage({
      ok: false,
      error: {
        name: e.name,
        message: e.message,
        code: e.code,
        exitCode: e.exitCode,
        file: e.file,
        line: e.line,
        hint: e.hint,
        stack: e.stack,
      },
    });
  }
});
