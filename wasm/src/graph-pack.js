// A result's graph crosses from the worker in one shape, flat: `adjacency`,
// { offsets, targets } (two Int32Arrays, node a's neighbours
// targets[offsets[a] .. offsets[a + 1])), as the core hands it out
// (game.adjacencyArrays()), transferred, not cloned, and kept so on arrival:
// the board reads it as it is. Lists were built in the worker and cloned
// (a complete graph on 400 nodes, 159,600 numbers in 400 arrays, took 40 ms
// to clone on a quiet machine and 170-270 ms of the verdict's task under
// load), then packed and unpacked again; now `graph`, the same lists, is
// made here, the one place, when first read, and kept.
//
// A LeetCode 1728 grid's walls cross as its board's rows (text), not as an
// object per wall: a 2,000 × 2,000 board of walls has 4 million, and
// cloning them held the page's thread for seconds. On arrival `walls` is
// computed from the rows when first read (grid-walls.js; the board never reads it).
import { withWalls } from './grid-walls.js';

// A solved grid's board; parse() says only whether the text was a grid (grid: true).
const isBoard = (grid) => grid !== null && typeof grid === 'object';

// result ready to post (a grid's walls left behind), and the buffers to
// transfer: its flat graph's.
export function packGraph(result) {
  if (isBoard(result?.grid) && 'walls' in result.grid) result = { ...result, grid: withoutWalls(result.grid) };
  const flat = result?.adjacency;
  return [result, flat ? [flat.offsets.buffer, flat.targets.buffer] : []];
}

// The adjacency lists of a flat graph.
export function listsOf({ offsets, targets }) {
  const lists = new Array(offsets.length - 1);
  // plain loops: Array.from over a typed array goes through its iterator (4x slower here)
  for (let i = 0; i < lists.length; i++) {
    const list = new Array(offsets[i + 1] - offsets[i]);
    for (let j = 0, k = offsets[i]; j < list.length; j++, k++) list[j] = targets[k];
    lists[i] = list;
  }
  return lists;
}

// The result as the package's API gives it: `adjacency` as it came, and
// `graph`, its lists, made when first read.
export function unpackGraph(result) {
  if (isBoard(result?.grid) && !('walls' in result.grid)) withWalls(result.grid);
  if (!result?.adjacency) return result;
  let lists = null;
  return Object.defineProperty(result, 'graph', {
    enumerable: true,
    configurable: true,
    get: () => (lists ??= listsOf(result.adjacency)),
    set: (value) => (lists = value),
  });
}

// (the walls, if read, stay behind: the rows say where they are)
function withoutWalls(grid) {
  const { walls, ...rest } = Object.getOwnPropertyDescriptors(grid);
  return Object.defineProperties({}, rest);
}
