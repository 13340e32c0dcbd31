// Baseline (b): a careful pure-JavaScript retrograde solver, the way a good
// JavaScript programmer would write it: typed arrays, a flat FIFO queue, one
// byte of outcome, one int of remoteness and one int of move counter per state.
// State index: (turn * n + mouse) * n + cat, turn 0 = mouse to move (as the core).

export function csrOf(adjacency) {
  const n = adjacency.length;
  const offsets = new Int32Array(n + 1);
  adjacency.forEach((list, a) => (offsets[a + 1] = offsets[a] + list.length));
  const targets = new Int32Array(offsets[n]);
  adjacency.forEach((list, a) => targets.set(list, offsets[a]));
  return { n, offsets, targets };
}

// Returns { outcome: Uint8Array (0 draw, 1 mouse, 2 cat, 3 not a position), remoteness: Int32Array (-1 undecided) }.
export function solveBaseline({ n, offsets, targets }, hole) {
  const nn = n * n;
  const total = 2 * nn;
  const outcome = new Uint8Array(total);
  const remoteness = new Int32Array(total).fill(-1);
  const counter = new Int32Array(total);
  const queue = new Int32Array(total);
  let head = 0;
  let tail = 0;

  const catMoves = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    let k = 0;
    for (let e = offsets[c]; e < offsets[c + 1]; e++) if (targets[e] !== hole) k++;
    catMoves[c] = k;
  }

  for (let s = 0; s < total; s++) {
    const turn = s >= nn ? 1 : 0;
    const m = ((s - turn * nn) / n) | 0;
    const c = s % n;
    if (c === hole) {
      outcome[s] = 3;
      continue;
    }
    let decided = 0;
    if (m === hole) decided = 1;
    else if (m === c) decided = 2;
    else {
      const moves = turn === 0 ? offsets[m + 1] - offsets[m] : catMoves[c];
      if (moves > 0) {
        counter[s] = moves;
        continue;
      }
      decided = turn === 0 ? 2 : 1;
    }
    outcome[s] = decided;
    remoteness[s] = 0;
    queue[tail++] = s;
  }

  while (head < tail) {
    const s = queue[head++];
    const o = outcome[s];
    const r = remoteness[s] + 1;
    const turn = s >= nn ? 1 : 0;
    const m = ((s - turn * nn) / n) | 0;
    const c = s % n;
    if (turn === 0) {
      // The cat moved into s: parents are (m, c', cat to move), c' next to c, not the hole.
      for (let e = offsets[c]; e < offsets[c + 1]; e++) {
        const from = targets[e];
        if (from === hole) continue;
        const p = nn + m * n + from;
        if (outcome[p] !== 0) continue;
        if (o === 2 || --counter[p] === 0) {
          outcome[p] = o;
          remoteness[p] = r;
          queue[tail++] = p;
        }
      }
    } else {
      // The mouse moved into s: parents are (m', c, mouse to move), m' next to m.
      for (let e = offsets[m]; e < offsets[m + 1]; e++) {
        const p = targets[e] * n + c;
        if (outcome[p] !== 0) continue;
        if (o === 1 || --counter[p] === 0) {
          outcome[p] = o;
          remoteness[p] = r;
          queue[tail++] = p;
        }
      }
    }
  }
  return { outcome, remoteness };
}
