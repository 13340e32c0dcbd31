// The layout worker's script (dist/layout-worker.js): layout-thread.js on its own.
import { startLayoutThread } from './layout-thread.js';

startLayoutThread();
