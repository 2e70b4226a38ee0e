// Worker thread entry: loader hooks registered by the parent do not reach workers, so register tsx here.
import { register } from 'tsx/esm/api';

register();
// Not awaited at the top level: a module with top-level await evaluates asynchronously, and a process that ended
// while a worker was still evaluating one (an early error, the warm worker still loading) crashed in V8's teardown
// (`Check failed: (location_) != nullptr` in SourceTextModule::ExecuteAsyncModule, seen once in the test suite).
// A failure to load is still the worker's error event, as an unhandled rejection.
import('./edition-worker.ts');
