// Entry of dist/worker-thread.js: the solver worker on its own.
import { startSolverThread } from './worker-thread.js';

startSolverThread();
