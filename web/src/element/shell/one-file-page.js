// The page's part of the one-file build (one-file.js loads it, never in a
// worker): the element, and the solver's client for createSolverWorker().
// Its files are the build's folder (one-file-folder.js, first: before the
// element is defined and its boards ask for a worker).
import './one-file-folder.js';

export { CatMouseGame, getBasePath, setBasePath } from './cat-mouse-game.js';
export { createSolverWorker, CatMouseError, CancelledError } from 'catmouse/worker';
export { solverAssets } from './assets.js';
