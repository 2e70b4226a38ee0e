// Worker thread entry: registers tsx (when the parent did not pass it on) and loads the TypeScript worker.
import { register } from 'tsx/esm/api';

if (!process.execArgv.some((a) => a.includes('tsx'))) register();
await import('./edition-worker.ts');
