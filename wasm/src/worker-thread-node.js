// The worker_threads script for Node.
import { parentPort } from 'node:worker_threads';
import { createSolver } from './node.js';
import { serve } from './worker-service.js';

const handle = serve(createSolver(), (message) => parentPort.postMessage(message));
parentPort.on('message', handle);
