// Words for a solver that stopped for a reason other than the graph, by the
// error's code: its files could not be loaded (worker.unavailable, the usual
// fault of a copied embed), or its thread failed while working
// (worker.failed, most often a tab out of memory). Each needs a different fix.
export function failureText(error) {
  const message = String(error?.message ?? error);
  if (error?.code === 'worker.unavailable') {
    return `Could not load the solver (catmouse-core.wasm and worker-thread.js): ${message}; check that both files are served next to cat-mouse-game.js.`;
  }
  if (error?.code === 'worker.failed') {
    return `The solver stopped: ${message}. The graph may need more memory than this browser tab can give.`;
  }
  return `The solver stopped: ${message}.`;
}
