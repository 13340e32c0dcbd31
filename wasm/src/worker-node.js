// `catmouse/worker` in Node: the same API over worker_threads.
import { Worker } from 'node:worker_threads';
import { SolverWorker } from './worker-client.js';

export { CatMouseError, CancelledError } from './errors.js';

// Workers inherit the parent's flags, and refuse to start with those that
// are the whole process's (--max-old-space-size, --stack-size, --expose-gc:
// V8 applies them to the thread anyway) or make no sense for a file
// (--input-type, from `node -e` scripts). Node names no list of the flags a
// worker takes, so: the parent's flags when Node accepts them, none when it
// says they are invalid (by its error code).
function startThread(url) {
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
  try {
    return new Worker(url, { execArgv });
  } catch (error) {
    if (error?.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(url, { execArgv: [] });
  }
}

export function createSolverWorker() {
  return new SolverWorker(() => {
    const worker = startThread(new URL('./worker-thread-node.js', import.meta.url));
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
