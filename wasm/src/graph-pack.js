// A result's graph crosses from the worker as two typed arrays, transferred,
// instead of as arrays of arrays, cloned: the page deserialises a message in
// the task that receives it, and a complete graph on 400 nodes (159,600
// numbers in 400 arrays) took 40 ms to clone on a quiet machine and 170-270 ms
// of the verdict's task under load. Unpacked into arrays on arrival (a few ms).
//
// A LeetCode 1728 grid's walls cross as its board's rows (text), not as an
// object per wall: a 2,000 × 2,000 board of walls has 4 million, and
// cloning them held the page's thread for seconds. On arrival `walls` is
// computed from the rows when first read (grid-walls.js; the board never reads it).
import { withWalls } from './grid-walls.js';

// A solved grid's board; parse() says only whether the text was a grid (grid: true).
const isBoard = (grid) => grid !== null && typeof grid === 'object';

// result with `graph` replaced by packedGraph { offsets, targets }: node i's
// list is targets[offsets[i]..offsets[i + 1]]; and the buffers to transfer.
export function packGraph(result) {
  if (isBoard(result?.grid) && 'walls' in result.grid) result = { ...result, grid: withoutWalls(result.grid) };
  if (!Array.isArray(result?.graph)) return [result, []];
  const { graph, ...rest } = result;
  const offsets = new Int32Array(graph.length + 1);
  let total = 0;
  graph.forEach((list, i) => {
    offsets[i] = total;
    total += list.length;
  });
  offsets[graph.length] = total;
  const targets = new Int32Array(total);
  let at = 0;
  for (const list of graph) for (const to of list) targets[at++] = to;
  return [{ ...rest, packedGraph: { offsets, targets } }, [offsets.buffer, targets.buffer]];
}

// The result as the package's API gives it: `graph` as arrays again.
export function unpackGraph(result) {
  if (isBoard(result?.grid) && !('walls' in result.grid)) withWalls(result.grid);
  if (!result?.packedGraph) return result;
  const {
    packedGraph: { offsets, targets },
    ...rest
  } = result;
  const graph = new Array(offsets.length - 1);
  // plain loops: Array.from over a typed array goes through its iterator (4x slower here)
  for (let i = 0; i < graph.length; i++) {
    const list = new Array(offsets[i + 1] - offsets[i]);
    for (let j = 0, k = offsets[i]; j < list.length; j++, k++) list[j] = targets[k];
    graph[i] = list;
  }
  return { ...rest, graph };
}

// (the walls, if read, stay behind: the rows say where they are)
function withoutWalls(grid) {
  const { walls, ...rest } = Object.getOwnPropertyDescriptors(grid);
  return Object.defineProperties({}, rest);
}
