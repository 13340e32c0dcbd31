// The worker_threads script for Node.
import { parentPort } from 'node:worker_threads';
import { createSolver } from './node.js';
import { serve } from './worker-service.js';

const load = ({ wasmBinary }) => createSolver(wasmBinary ? { wasmBinary } : {});
const handle = serve(load, (message, transfer) => parentPort.postMessage(message, transfer ?? []));
parentPort.on('message', handle);
