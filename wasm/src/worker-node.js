// `catmouse/worker` in Node: the same API over worker_threads.
import { Worker } from 'node:worker_threads';
import { SolverWorker } from './worker-client.js';

export { CatMouseError, CancelledError } from './errors.js';

export function createSolverWorker() {
  return new SolverWorker(() => {
    // Workers inherit the parent's flags; --input-type (from `node -e` scripts) makes a file-based worker fail to start.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    const worker = new Worker(new URL('./worker-thread-node.js', import.meta.url), { execArgv });
    // An idle solver worker must not keep the process alive; a busy one must.
    let inFlight = 0;
    worker.unref();
    return {
      post: (message) => {
        worker.postMessage(message);  // throws before anything is in flight if the message cannot be sent
        if (inFlight++ === 0) worker.ref();
      },
      onMessage: (handler) => worker.on('message', (message) => {
        if (message.type !== 'progress' && --inFlight === 0) worker.unref();
        handler(message);
      }),
      onError: (handler) => worker.on('error', handler),
      terminate: () => void worker.terminate(),
    };
  });
}
