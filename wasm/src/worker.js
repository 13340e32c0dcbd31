// `catmouse/worker` in browsers: solves in a module Web Worker.
import { SolverWorker } from './worker-client.js';
import { workerScriptURL } from './trusted-url.js';

export { CatMouseError, CancelledError } from './errors.js';

export function createSolverWorker() {
  return new SolverWorker(() => {
    const worker = new Worker(workerScriptURL(new URL('./worker-thread.js', import.meta.url)), { type: 'module' });
    return {
      post: (message) => worker.postMessage(message),
      onMessage: (handler) => worker.addEventListener('message', (event) => handler(event.data)),
      onError: (handler) => worker.addEventListener('error', (event) => {
        event.preventDefault();
        // No error object: the script itself did not load (404, wrong MIME type).
        handler(event.error ?? Object.assign(new Error(event.message || 'the worker script could not be loaded'), { code: 'worker.unavailable' }));
      }),
      terminate: () => worker.terminate(),
    };
  });
}
