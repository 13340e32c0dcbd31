// How the solver decides a game, step by step, read back from its answer.
// Retrograde analysis decides the terminal positions at step 0 (the mouse in
// a hole, the cat on the mouse, a side with no legal move), then at step k
// every position whose game ends in k moves: a win once one move reaches a
// position lost at step k - 1, a loss once its last move is refuted (its
// children decided as wins for the opponent number its moves). So a
// position's step is its remoteness, and the solved table (the worker's
// valueMap planes, one per side to move) gives every step without solving
// again. What is never decided is a draw.
//
// Beside it, the popular 2n-turn cutoff (LeetCode 913's commonly copied
// memoized recursion on (t, mouse, cat), `if t == 2n return 0` before any
// other test): by induction on the turns left, it answers the exact outcome
// of a position reached after t plies when its remoteness is below 2n - t,
// and a draw otherwise (a win on ply 2n itself is cut off too: the counter is
// checked before the game's end). tests/model/solve-steps.test.mjs checks
// both against plain implementations written in the test.
import { NOT_A_POSITION, OUTCOMES, catOnHoleOf, isHole } from 'catmouse/rules';
import { nodeShort } from '../words/place-words.js';
import { thousands } from '../words/numbers.js';

export const TURNS = ['mouse', 'cat'];
export const DRAWN = -1; // level of a position never decided
export const NO_POSITION = -2; // level of a cell that is not a position (the cat on a hole it may not enter)

// The state of a position at a step, as stateCodes() writes it (the grid's colours).
export const STATE = Object.freeze({ none: 0, open: 1, waiting: 2, mouse: 3, cat: 4, mouseNew: 5, catNew: 6, draw: 7 });

// Positions are numbered turn * n² + mouse * n + cat (turn 0 the mouse to move, 1 the cat).
export const positionIndex = (n, { mouse, cat, turn }) => (turn === 'cat' ? n * n : 0) + mouse * n + cat;
export function positionAt(n, index) {
  const nn = n * n;
  const turn = index >= nn ? 'cat' : 'mouse';
  const i = index % nn;
  return { mouse: Math.floor(i / n), cat: i % n, turn };
}

// Does the side to move lose in this position (outcome 1 mouse, 2 cat)?
const losesAt = (outcome, catMoves) => outcome === (catMoves ? 1 : 2);

// Each position's step and outcome, from the planes: { level, outcome, last }.
function levelsOf(planes, n) {
  const nn = n * n;
  const level = new Int32Array(2 * nn);
  const outcome = new Uint8Array(2 * nn);
  let last = 0;
  TURNS.forEach((turn, t) => {
    const plane = planes[turn];
    for (let i = 0; i < nn; i++) {
      const o = plane.outcome[i];
      const at = t * nn + i;
      outcome[at] = o === NOT_A_POSITION ? 0 : o;
      level[at] = o === NOT_A_POSITION ? NO_POSITION : o === 0 ? DRAWN : plane.remoteness[i];
      if (level[at] > last) last = level[at];
    }
  });
  return { level, outcome, last };
}

// How a terminal position (step 0) at index `at` ended, in the rules' order
// (rules.hpp): the cat on the mouse, the mouse on a hole, the cat on a hole
// (catOnHole 'wins'), no move.
function terminalKind(at, o, n, game) {
  const i = at % (n * n);
  const m = Math.floor(i / n);
  const c = i % n;
  if (m === c) return 'caught';
  if (isHole(game, m)) return 'hole';
  if (o === 2 && catOnHoleOf(game) === 'wins' && isHole(game, c)) return 'catOnHole';
  return 'stuck';
}

// Per step: decided positions by winner and by how (a winning move found,
// or every move refuted), the terminal positions by kind, and the positions
// the 2n-turn cutoff gets wrong.
function countSteps({ level, outcome, last }, n, game) {
  const nn = n * n;
  const size = last + 1;
  const counts = {
    mouseWins: new Int32Array(size),
    catWins: new Int32Array(size),
    found: new Int32Array(size),
    refuted: new Int32Array(size),
    terminal: { hole: 0, caught: 0, catOnHole: 0, stuck: 0 },
    horizon: 2 * n,
    wrong: { mouse: 0, cat: 0 },
    positions: 0,
    draws: 0,
  };
  for (let at = 0; at < 2 * nn; at++) {
    const k = level[at];
    if (k === NO_POSITION) continue;
    counts.positions++;
    if (k === DRAWN) {
      counts.draws++;
      continue;
    }
    const catMoves = at >= nn;
    const o = outcome[at];
    (o === 1 ? counts.mouseWins : counts.catWins)[k]++;
    (losesAt(o, catMoves) ? counts.refuted : counts.found)[k]++;
    if (k >= counts.horizon) counts.wrong[catMoves ? 'cat' : 'mouse']++;
    if (k === 0) counts.terminal[terminalKind(at, o, n, game)]++;
  }
  return counts;
}

// planes: { mouse, cat }, the worker's valueMap answers (full planes) for
// each side to move; game: the solved result ({ hole, holes?, variant? }),
// for naming the terminal positions.
export function solveSteps(planes, game = {}) {
  const n = planes.mouse.nodeCount;
  const levels = levelsOf(planes, n);
  const { last } = levels;
  const { mouseWins, catWins, found, refuted, terminal, horizon, wrong, positions, draws } = countSteps(levels, n, game);
  const size = last + 1;
  // Waiting at step k: the losses with a child decided after step k, so a
  // move not yet refuted: those decided at step k + 2 or later (a loss at
  // step k + 1 has every move refuted by step k; it is decided next).
  const waiting = new Int32Array(size + 1);
  for (let k = size - 1; k >= 0; k--) waiting[k] = waiting[k + 1] + (k + 2 < size ? refuted[k + 2] : 0);
  const decided = new Int32Array(size + 1);
  for (let k = 0; k < size; k++) decided[k] = (k ? decided[k - 1] : 0) + mouseWins[k] + catWins[k];
  decided[size] = decided[size - 1];
  return {
    nodeCount: n,
    level: levels.level,
    outcome: levels.outcome,
    last,
    end: last + 1, // the step where nothing more is decided: the rest are draws
    positions,
    draws,
    mouseWins,
    catWins,
    found,
    refuted,
    waiting,
    decided,
    terminal,
    horizon,
    wrong: { ...wrong, total: wrong.mouse + wrong.cat },
  };
}

// The step at which a position is decided, or null for a draw (or not a position).
export function decidedAt(steps, index) {
  const k = steps.level[index];
  return k >= 0 ? k : null;
}

// Is a position waiting at step k: its side to move will lose, but one of
// its moves leads to a position decided after step k (not yet refuted)?
export function isWaiting(steps, index, k) {
  const level = steps.level[index];
  return level > k + 1 && losesAt(steps.outcome[index], index >= steps.nodeCount ** 2);
}

// The cutoff recursion's answer (0 draw, 1 mouse, 2 cat) for a position
// reached after `plies` plies (0: the position is the start).
export function cutoffAnswer(steps, index, plies = 0) {
  const k = steps.level[index];
  return k >= 0 && k < steps.horizon - plies ? steps.outcome[index] : 0;
}

// Does the cutoff get this position wrong, taken as the start?
export const cutoffWrong = (steps, index) => steps.level[index] >= steps.horizon;

// Every position's STATE at step k into out (a Uint8Array of 2n²): one pass,
// for the grid's bitmap.
export function stateCodes(steps, k, out = new Uint8Array(steps.level.length)) {
  const { level, outcome } = steps;
  const nn = steps.nodeCount ** 2;
  const end = k >= steps.end;
  for (let at = 0; at < level.length; at++) {
    const l = level[at];
    if (l === NO_POSITION) out[at] = STATE.none;
    else if (l >= 0 && l <= k) out[at] = outcome[at] === 1 ? (l === k ? STATE.mouseNew : STATE.mouse) : l === k ? STATE.catNew : STATE.cat;
    else if (end) out[at] = STATE.draw;
    else out[at] = l > k + 1 && losesAt(outcome[at], at >= nn) ? STATE.waiting : STATE.open;
  }
  return out;
}

// ---- words ---------------------------------------------------------------
const count = (n, one, many = `${one}s`) => `${thousands(n)} ${n === 1 ? one : many}`;
const WINNER = (outcome) => `the ${OUTCOMES[outcome]} wins`;

// "mouse 1, cat 2, the mouse to move" (a grid's cells as (row,col)).
export function positionText(game, { mouse, cat, turn }) {
  return `mouse ${nodeShort(game, mouse)}, cat ${nodeShort(game, cat)}, the ${turn} to move`;
}

// The step's summary: { title, text, short } (short: what the live region says).
export function stepSummary(steps, k) {
  const waits = steps.waiting[Math.min(k, steps.end)];
  const next = k + 1 < steps.end ? steps.refuted[k + 1] : 0;
  const waiting = `${
    waits
      ? `${count(waits, 'position is', 'positions are')} waiting: their side to move will lose, but has a move not yet refuted.`
      : 'No position is waiting.'
  }${next ? ` ${count(next, 'other has', 'others have')} every move refuted: lost at step ${k + 1}.` : ''}`;
  const so = `Decided so far: ${thousands(steps.decided[Math.min(k, steps.end)])} of ${count(steps.positions, 'position')}.`;
  if (k >= steps.end) {
    const title = `The end (step ${k})`;
    const text = `Nothing is decided at step ${k}, so the solver stops. ${
      steps.draws
        ? `The ${count(steps.draws, 'position')} never decided ${steps.draws === 1 ? 'is a draw' : 'are draws'}.`
        : 'Every position was decided: no draws.'
    }`;
    return { title, text: `${text} ${so}`, short: `${title}: ${text}` };
  }
  const wins = `${count(steps.mouseWins[k], 'mouse win')}, ${count(steps.catWins[k], 'cat win')}`;
  const decided = steps.mouseWins[k] + steps.catWins[k];
  let what;
  if (k === 0) {
    const t = steps.terminal;
    const kinds = [
      [t.hole, 'the mouse in a hole'],
      [t.caught, 'the cat on the mouse'],
      [t.catOnHole, 'the cat on a hole'],
      [t.stuck, 'a side with no legal move'],
    ]
      .filter(([n]) => n)
      .map(([n, words]) => `${words}: ${thousands(n)}`);
    what = `${count(decided, 'position is', 'positions are')} over before any move (${kinds.join('; ')}): ${wins}.`;
  } else {
    const how = [
      steps.found[k] && `${count(steps.found[k], 'has', 'have')} a move to a position lost at step ${k - 1}`,
      steps.refuted[k] && `${count(steps.refuted[k], 'has', 'have')} every move refuted`,
    ].filter(Boolean);
    what = `${count(decided, 'position', 'positions')} decided, each ending in ${count(k, 'move')}: ${wins} (${how.join('; ')}).`;
  }
  const beyond =
    k >= steps.horizon
      ? ` The 2n cutoff (${steps.horizon} plies) never sees this step: it calls ${decided === 1 ? 'it' : 'them'} draws.`
      : '';
  const title = `Step ${k}`;
  return {
    title,
    text: `${what} ${waiting}${beyond} ${so}`,
    short: `${title}: ${what} ${waits ? `${thousands(waits)} waiting.` : 'None waiting.'}${beyond}`,
  };
}

// The start's line: { text, when } (when: 'later' | 'now' | 'earlier' | 'draw', from step k's view).
export function startSummary(steps, game, start, k) {
  const index = positionIndex(steps.nodeCount, start);
  const at = decidedAt(steps, index);
  const where = `The start (${positionText(game, start)})`;
  if (at === null) return { text: `${where} is never decided: a draw.`, when: 'draw', step: steps.end };
  const outcome = WINNER(steps.outcome[index]);
  const when = at === k ? 'now' : at < k ? 'earlier' : 'later';
  const note = when === 'now' ? ' (this step)' : when === 'later' ? ` (${count(at - k, 'step')} from here)` : '';
  return { text: `${where} is decided at step ${at}${note}: ${outcome}.`, when, step: at };
}

const answerWords = (outcome, plies) =>
  outcome === 0 ? 'a draw' : `${WINNER(outcome)}${plies === null ? '' : ` in ${count(plies, 'move')}`}`;

// The cutoff beside the exact answer, in words: { exact, cutoff, wrongStart, wrong }.
export function cutoffSummary(steps, start) {
  const index = positionIndex(steps.nodeCount, start);
  const exact = steps.outcome[index];
  const at = decidedAt(steps, index);
  const cutoff = cutoffAnswer(steps, index);
  const { wrong, horizon } = steps;
  return {
    exact: answerWords(exact, at),
    cutoff: answerWords(cutoff, null),
    wrongStart: cutoff !== exact,
    wrong: wrong.total
      ? `It gets ${count(wrong.total, 'position')} of ${thousands(steps.positions)} wrong: each one decided at step ${horizon} or later (${thousands(wrong.mouse)} with the mouse to move, ${thousands(wrong.cat)} with the cat to move), which it calls draws.`
      : `It gets every position right here: no win takes ${horizon} moves or more.`,
  };
}

// A cell's words at step k: "mouse 6, cat 7, the cat to move: decided at step 23, the cat wins".
export function cellSummary(steps, game, index, k, { cutoff = false } = {}) {
  const position = positionAt(steps.nodeCount, index);
  const level = steps.level[index];
  const where = positionText(game, position);
  if (level === NO_POSITION)
    return `mouse ${nodeShort(game, position.mouse)}, cat ${nodeShort(game, position.cat)}: not a position (the cat may not stand on a hole)`;
  let state;
  if (level >= 0 && level <= k)
    state = `decided at step ${level}: ${WINNER(steps.outcome[index])}${level ? ` in ${count(level, 'move')}` : ''}`;
  else if (k >= steps.end) state = 'never decided: a draw';
  else if (isWaiting(steps, index, k))
    state = `waiting: the ${position.turn} will lose (decided at step ${level}), but a move is not yet refuted`;
  else if (level === k + 1)
    state = losesAt(steps.outcome[index], position.turn === 'cat')
      ? `not decided yet: every move is refuted, so it is lost at step ${level}`
      : `not decided yet: a move reaches a position lost at step ${k}, so it is won at step ${level}`;
  else state = 'not decided yet';
  const cut = cutoff && cutoffWrong(steps, index) ? '; the 2n cutoff wrongly says a draw' : '';
  return `${where}: ${state}${cut}`;
}
