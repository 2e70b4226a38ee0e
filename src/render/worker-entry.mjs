// Worker thread entry: loader hooks registered by the parent do not reach workers, so register tsx here.
import { register } from 'tsx/esm/api';

register();
await import('./edition-worker.ts');
