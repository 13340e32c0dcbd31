// Words for a solver that stopped for a reason other than the graph: its
// files could not be loaded (the usual fault of a copied embed), or the
// tab ran out of memory. Each needs a different fix, so they are told apart.
const LOAD = /fetch|network|load|import|mime|compile|instantiate|404|script/i;
const MEMORY = /memory|allocat|array buffer|out of/i;

export function failureText(error) {
  const message = String(error?.message ?? error);
  if (error?.name === 'RangeError' || MEMORY.test(message)) {
    return `The solver stopped: ${message}. The graph may need more memory than this browser tab can give.`;
  }
  if (error?.name === 'TypeError' || error?.name === 'CompileError' || LOAD.test(message)) {
    return `Could not load the solver (catmouse-core.wasm and worker-thread.js): ${message}; check that both files are served next to cat-mouse-game.js.`;
  }
  return `The solver stopped: ${message}.`;
}
