/** Worker thread: runs edition jobs (the same edition pipeline the main thread runs) and posts bytes and diagnostics back. */
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError } from '../errors.ts';
import { type EditionJob, runEdition, warmUp } from './edition.ts';

// Load this worker's fonts and converters while the main thread is still reading the book.
if (workerData?.warmUp) warmUp(workerData.warmUp);

parentPort!.on('message', async (job: EditionJob) => {
  try {
    const result = await runEdition(job);
    // Move the edition bytes instead of copying them, when each file owns its whole buffer (pooled Buffers do not).
    const transfer = result.files.map((f) => f.bytes).filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength);
    parentPort!.postMessage({ ok: true, result }, [...new Set(transfer.map((b) => b.buffer as ArrayBuffer))]);
  } catch (err) {
    parentPort!.postMessage({ ok: false, error: serializeError(err) });
  }
});
