// The Web Worker's script.
import { createSolver } from './browser.js';
import { serve } from './worker-service.js';

const handle = serve(createSolver(), (message, transfer) => self.postMessage(message, transfer ?? []));
self.addEventListener('message', (event) => handle(event.data));
