// The value map's facts: every (mouse, cat) pair for one side to move, as
// the worker's planes { nodeCount, hole, turn, outcome, remoteness } indexed
// mouse * n + cat; outcome 3 marks the cat on the hole (not a position).
import { outcomeWords } from './values.js';

export const NOT_A_POSITION = 3;

export function cellValue(map, mouse, cat) {
  const i = mouse * map.nodeCount + cat;
  const outcome = map.outcome[i];
  return outcome === NOT_A_POSITION ? null : { outcome, plies: outcome === 0 ? null : map.remoteness[i] };
}

// "mouse 3, cat 5: the cat wins in 4 moves"
export function cellText(map, mouse, cat) {
  const value = cellValue(map, mouse, cat);
  const where = `mouse ${mouse}, cat ${cat}`;
  if (!value) return `${where}: not a position (the cat may never stand on the hole)`;
  if (value.outcome !== 0 && value.plies === 0) return `${where}: ${value.outcome === 1 ? 'the mouse has won' : 'the cat has won'} before any move`;
  return `${where}: ${outcomeWords(value)}`;
}

// Counts over the positions of the plane: wins for each side, draws, those
// decided before any move; the longest win; positions by remoteness.
export function summarize(map) {
  const n = map.nodeCount;
  const counts = { mouse: 0, cat: 0, draw: 0, over: 0 };
  const byRemoteness = [];
  let longest = null;
  for (let mouse = 0; mouse < n; mouse++) {
    for (let cat = 0; cat < n; cat++) {
      const i = mouse * n + cat;
      const outcome = map.outcome[i];
      if (outcome === NOT_A_POSITION) continue;
      if (outcome === 0) {
        counts.draw++;
        continue;
      }
      const plies = map.remoteness[i];
      if (plies === 0) {
        counts.over++;
        continue;
      }
      counts[outcome === 1 ? 'mouse' : 'cat']++;
      byRemoteness[plies] = (byRemoteness[plies] ?? 0) + 1;
      if (!longest || plies > longest.plies) longest = { mouse, cat, turn: map.turn, outcome, plies };
    }
  }
  for (let r = 1; r < byRemoteness.length; r++) byRemoteness[r] ??= 0;
  return { counts, longest, byRemoteness: byRemoteness.slice(1) };
}

// Rows and columns in node id order, or by distance from the hole (ties by
// id; nodes that cannot reach the hole last), so structure shows.
export function nodeOrder(graph, hole, by = 'id') {
  const ids = graph.map((_, i) => i);
  if (by !== 'distance') return ids;
  const distance = new Array(graph.length).fill(Infinity);
  distance[hole] = 0;
  const queue = [hole];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const next of graph[node]) {
      if (distance[next] === Infinity) {
        distance[next] = distance[node] + 1;
        queue.push(next);
      }
    }
  }
  return ids.sort((a, b) => distance[a] - distance[b] || a - b);
}
