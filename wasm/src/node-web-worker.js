// Enough of a Web Worker over node:worker_threads for Emscripten's pthreads
// (the threaded module is built for web and worker environments: its pool
// calls new Worker(url) and posts { cmd } messages). Set as the global
// Worker only while the module starts, when its pool is made.
import { Worker as ThreadWorker } from 'node:worker_threads';

// The thread's first module: a worker's globals (self, postMessage,
// onmessage), then Emscripten's worker script (a classic script; the
// package's "type": "module" makes Node read it as a module, which it
// also is). Messages that come before it has set onmessage wait.
const BOOT = `
import { parentPort, workerData } from 'node:worker_threads';
globalThis.self = globalThis;
globalThis.postMessage = (message, transfer) => parentPort.postMessage(message, transfer);
const early = [];
parentPort.on('message', (data) => (globalThis.onmessage ? globalThis.onmessage({ data }) : early.push(data)));
await import(workerData.url);
for (const data of early.splice(0)) globalThis.onmessage({ data });
`;
const BOOT_URL = new URL(`data:text/javascript,${encodeURIComponent(BOOT)}`);

class NodeWebWorker {
  constructor(url) {
    this.thread = new ThreadWorker(BOOT_URL, { workerData: { url: String(url) } });
    // Held open until the thread has loaded the module; an idle pool then lets the process end.
    this.thread.on('message', (data) => {
      if (data?.cmd === 'loaded') this.thread.unref();
      this.onmessage?.({ data });
    });
    this.thread.on('error', (error) => this.onerror?.(error));
  }

  postMessage(message, transfer) {
    this.thread.postMessage(message, transfer);
  }

  terminate() {
    this.thread.terminate();
  }
}

// start() with a global Worker while it runs (none is left behind).
export async function withWebWorker(start) {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'Worker');
  globalThis.Worker = NodeWebWorker;
  try {
    return await start();
  } finally {
    if (had) Object.defineProperty(globalThis, 'Worker', had);
    else delete globalThis.Worker;
  }
}
