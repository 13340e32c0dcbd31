// The game with its history, stated again for the tests (docs/rules.md),
// independently of the core: an exhaustive search whose states are
// (position, set of positions visited), so a repetition is a draw by the
// rules' own words (history-values.test.mjs and history-steps.test.mjs
// check the board's values against it), and the small graphs and random
// games they are checked on.
import { after } from '../../web/src/model/history-values.js';

// A small deterministic generator, so a failure names a reproducible case.
export function generator(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

// The rules, stated again for the reference (docs/rules.md): the cat on the
// mouse wins (on a hole too), the mouse on a hole wins, with catOnHole
// 'wins' the cat on a hole wins, a side with no legal move loses.
export function referenceRules(arcs, { holes = [0], catOnHole = 'barred', pass = false }) {
  const isHole = (node) => holes.includes(node);
  const mayStand = (who, node) => !(who === 'cat' && catOnHole === 'barred' && isHole(node));
  const stepsOf = (who, node) => [...new Set([...arcs[node], ...(pass ? [node] : [])])].filter((to) => mayStand(who, to));
  const known = new Map();
  const steps = (who, node) => {
    const k = `${who}${node}`;
    if (!known.has(k)) known.set(k, stepsOf(who, node));
    return known.get(k);
  };
  const movesOf = (p) => steps(p.turn, p.turn === 'mouse' ? p.mouse : p.cat);
  // { outcome, plies: 0 } when the game is over at p, else null.
  const ending = (p) => {
    if (p.mouse === p.cat) return { outcome: 2, plies: 0 };
    if (isHole(p.mouse)) return { outcome: 1, plies: 0 };
    if (catOnHole === 'wins' && isHole(p.cat)) return { outcome: 2, plies: 0 };
    if (movesOf(p).length === 0) return { outcome: p.turn === 'mouse' ? 2 : 1, plies: 0 };
    return null;
  };
  return { movesOf, ending };
}

export const key = (p) => `${p.turn[0]}${p.mouse}.${p.cat}`;
const DRAW = Object.freeze({ outcome: 0, plies: null });

// The value of the game at p (not over, not visited) when the positions of
// `visited` (a Set of keys) have been played: every move to a visited
// position, or back to p, ends the game as a draw; otherwise the game goes
// on with p visited too. The mover takes a win by the fewest plies, else a
// draw, else the loss by the most plies.
export function referenceSearch(rules) {
  const memo = new Map();
  // A visited set is a bit mask (a BigInt) of positions, each given its bit at first sight.
  // A search's memo key is the mask shifted, with the position's index below.
  const bits = new Map();
  const index = new Map();
  const bit = (p) => {
    const k = key(p);
    if (!bits.has(k)) {
      if (bits.size === 255) throw new Error('the reference search is for small graphs (under 256 positions)');
      index.set(k, BigInt(bits.size));
      bits.set(k, 1n << BigInt(bits.size));
    }
    return bits.get(k);
  };
  const moveValue = (p, to, visited) => {
    const q = after(p, to);
    const over = rules.ending(q);
    if (over) return over;
    if (visited & bit(q)) return DRAW;
    return search(q, visited);
  };
  function search(p, before) {
    const visited = before | bit(p);
    const memoKey = (visited << 8n) | index.get(key(p));
    if (memo.has(memoKey)) return memo.get(memoKey);
    const mine = p.turn === 'mouse' ? 1 : 2;
    let win = null;
    let draw = false;
    let loss = -1;
    for (const to of rules.movesOf(p)) {
      const v = moveValue(p, to, visited);
      if (v.outcome === mine) win = win === null ? v.plies + 1 : Math.min(win, v.plies + 1);
      else if (v.outcome === 0) draw = true;
      else loss = Math.max(loss, v.plies + 1);
    }
    const value = win !== null ? { outcome: mine, plies: win } : draw ? DRAW : { outcome: 3 - mine, plies: loss };
    memo.set(memoKey, value);
    return value;
  }
  // What the board asks: the value of the line's last position and of each
  // of its moves, given the line.
  return (line) => {
    const p = line.at(-1);
    const before = line.slice(0, -1).reduce((mask, q) => mask | bit(q), 0n);
    const visited = before | bit(p);
    const moves = rules.movesOf(p).map((to) => ({ to, ...moveValue(p, to, visited) }));
    for (const m of moves) if (m.plies !== null) m.plies += 1;
    return { value: search(p, before), moves };
  };
}

// A random game from the start: random legal moves until it ends, repeats,
// or reaches `length` plies.
export function randomLine(rules, start, length, pick) {
  const line = [start];
  const seen = new Set([key(start)]);
  while (line.length <= length && !rules.ending(line.at(-1))) {
    const moves = rules.movesOf(line.at(-1));
    const next = after(line.at(-1), moves[pick(moves.length)]);
    line.push(next);
    if (seen.has(key(next))) break;
    seen.add(key(next));
  }
  return line;
}

// The graph of edge mask `mask` on n nodes (edge i is the i-th pair a < b).
export function graphOfMask(n, mask) {
  const graph = Array.from({ length: n }, () => []);
  let bit = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++, bit++) {
      if (mask & (1 << bit)) {
        graph[a].push(b);
        graph[b].push(a);
      }
    }
  }
  return graph;
}

// The starts a game may have (the rules' checks: the mouse not on a hole,
// the cat not on a hole nor on the mouse).
export function starts(n, holes) {
  const list = [];
  for (let mouse = 0; mouse < n; mouse++)
    for (let cat = 0; cat < n; cat++)
      if (mouse !== cat && !holes.includes(mouse) && !holes.includes(cat))
        for (const turn of ['mouse', 'cat']) list.push({ mouse, cat, turn });
  return list;
}
