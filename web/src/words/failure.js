// Words for a solver that stopped for a reason other than the graph, by the
// error's code: its files could not be loaded (worker.unavailable, the usual
// fault of a copied embed or a bundler's config), or its thread failed while working
// (worker.failed, most often a tab out of memory). Each needs a different fix.
// twoCats: the solve was of a two-cat game, whose 2 n³ positions (8 bytes
// each at the peak) are by far the likeliest to exhaust a tab.
export function failureText(error, { twoCats = false } = {}) {
  const message = String(error?.message ?? error);
  if (error?.code === 'worker.unavailable') {
    // The package's message names the URL tried, the status or reason, and what to do (load-errors.js).
    return `Could not load the solver: ${message.replace(/^(could not load the solver|the solver could not start): /i, '')}${/[.!]$/.test(message) ? '' : '.'}`;
  }
  if (error?.code === 'worker.failed') {
    if (twoCats)
      return `The solver stopped: ${message}. Two cats on this graph may need more memory than this browser tab can give (2 n³ positions, 8 bytes each: about 123 MB at 200 nodes, 977 MB at 400): try a smaller graph, or one cat.`;
    return `The solver stopped: ${message}. The graph may need more memory than this browser tab can give.`;
  }
  return `The solver stopped: ${message}.`;
}
