// The values given the game's history at every step the board shows
// (issues 24 and 43): an entry of the timeline is worth what its position
// is worth given the positions before it on the timeline (history-values.js
// says why, and why it is exact). The first entry of each oracle answer is
// (entriesFrom marks it `given`: its question carried the history); the
// later steps of a line are the line's solve's values, which can say a move
// wins where it now goes back to a position of the line (a draw), and the
// positions a restored link played are history-free. The session settles
// every step near the cursor (the cursor's first, then SETTLE_REACH steps
// each way, nearest first: a 2,000-move game asks for the steps shown, not
// all of them), most without a solve (settleFromPrior), the rest one solve
// each; the views show a step not settled yet as pending, never a fresh
// value where a value given the history is due. This module says which
// entries and what the timeline becomes with an answer.
import { endAtRepeat, entriesFrom, followedEntries } from './timeline.js';
import { historyValues, sameValue } from './history-values.js';
import { positionKey, repeatIndex } from 'catmouse/rules';
import { isMoveTo } from './values.js';
import { historyApplies } from './history-answer.js';

// Does the session settle values at all for this game? One cat, up to
// HISTORY_NODE_LIMIT nodes (above, or with two cats, values stay
// history-free, as the board says).
export const settles = (game, oracle) => !!game && !oracle?.historyFree && historyApplies(game.nodeCount, game.twoCats);

// Steps settled on each side of the cursor: the rows and points around it.
export const SETTLE_REACH = 12;

// Are the values an entry shows the ones due there? Settled, or on a board
// whose values stay history-free (session.settling false: it says so).
export const valuesReady = (entry, session) => !!entry && (entry.given || !session.settling);

// The index of the entry to settle, or -1: the cursor's, if its values are
// not yet given its history, then the nearest within SETTLE_REACH (the
// later first at the same distance).
export function nextToSettle(timeline, cursor) {
  const open = (i) => !!timeline[i] && !timeline[i].given;
  if (open(cursor)) return cursor;
  for (let d = 1; d <= SETTLE_REACH; d++) {
    if (open(cursor + d)) return cursor + d;
    if (open(cursor - d)) return cursor - d;
  }
  return -1;
}

// Entry k's values given the positions before it, worked out from the
// prior values (timeline.js) of the steps since its game was solved, as an
// answer for settle(), or null when only a solve can say. Exact, by what
// drawing more positions can do to a solved game: it never makes a win
// (each side's wins only go), a draw stays a draw, and a win for w of
// remoteness r stays as it was when r is below the prior remoteness of
// every newly drawn position that w wins (w's fastest strategy from it
// meets only w's wins of smaller remoteness, none of them drawn now, and
// the loser's replies are the same positions). A move back to a position
// played is a draw, a repetition. Along an optimal line this settles
// every draw and most wins without asking the worker.
export function settleFromPrior(timeline, k) {
  const entry = timeline[k];
  const basis = entry?.prior?.basis;
  if (basis === undefined || basis > k) return null;
  const least = { 1: Infinity, 2: Infinity };
  for (let i = basis; i <= k; i++) {
    const prior = timeline[i].prior;
    if (prior?.basis !== basis) return null; // (another game's values: a solve says)
    if (prior.value.outcome !== 0) least[prior.value.outcome] = Math.min(least[prior.value.outcome], prior.value.plies);
  }
  const line = timeline.slice(0, k + 1).map((e) => e.position);
  if (repeatIndex(line) >= 0) return { ...repeatAnswer(entry.position), given: true };
  if (entry.position.cat2 !== undefined) return null;
  const played = new Set(line.map(positionKey));
  let unknown = false;
  const given = historyValues(line, entry.moves, (q) => {
    if (played.has(positionKey(q))) return { outcome: 0, plies: null };
    const move = entry.moves.find((m) => m.to === (q.turn === 'cat' ? q.mouse : q.cat));
    if (move.outcome !== 0 && move.plies - 1 >= least[move.outcome]) unknown = true;
    return { outcome: move.outcome, plies: move.plies === null ? null : move.plies - 1 };
  });
  if (unknown) return null;
  // (no moves: the game is over here, the same given any history)
  const value = given ?? entry.value;
  // The fresh board's values, for the words on what the history changed (history-words.js), as a
  // solve gives them: known here when the prior values are the fresh game's (basis 0).
  const fresh =
    basis === 0 && given ? { outcome: entry.prior.value.outcome, plies: entry.prior.value.plies, moves: entry.moves } : undefined;
  return {
    outcome: value.outcome,
    plies: value.plies,
    line: [entry.position],
    moves: [given?.moves ?? entry.moves],
    end: entry.end,
    given: true,
    ...(fresh && { fresh }),
  };
}

// The timeline with every step near the cursor that needs no solve
// settled, in nextToSettle's order up to the first that does; null if none.
export function settleNear(timeline, cursor, mode) {
  let settled = null;
  for (let k; (k = nextToSettle(timeline, cursor)) >= 0;) {
    const prior = settleFromPrior(timeline, k);
    const here = prior && settle(timeline, k, prior, mode, { keepLine: true });
    if (!here) break;
    timeline = settled = here.timeline;
  }
  return settled;
}

// The answer at a position that repeats one already played: the game ends
// there, a draw, with no move to make (history-answer.js gives the same).
export const repeatAnswer = (position) => ({ outcome: 0, plies: null, line: [position], moves: [[]], end: null });

// The steps of a restored game in play (its timeline) to settle before it
// shows: the cursor's (ply), the last (the game goes on from it), the one
// before the person's last move (the words judge that move by its moves)
// and the one after it (the words say how its history changed its value).
export function restoredSteps(timeline, ply) {
  const last = timeline.length - 1;
  const mine = timeline.findLastIndex((e, i) => i > 0 && e.by === 'you');
  const steps = new Set([Math.min(ply, last), last, mine - 1, mine]);
  return [...steps].filter((k) => k >= 0 && !timeline[k].given).sort((a, b) => a - b);
}

const sameMoves = (a, b) => a.length === b.length && a.every((m, i) => m.to === b[i].to && m.to2 === b[i].to2 && sameValue(m, b[i]));

// The timeline with entry k settled by `answer` (the oracle's lineFrom for
// its position given the positions before it): its value and moves are the
// answer's; when only the line follows it (mode 'replay') and its value
// changed or the line's next move is no longer a best one, the rest of the
// line is the answer's line from there (never through a repeated
// position). A line keeps its way otherwise: along an optimal line a
// position's value never changes by the line's own positions being played
// (the winner's line only goes down in remoteness, so no move back to them
// is the loser's), only some moves' values do. Returns { timeline, changed }.
export function settle(timeline, k, answer, mode, { keepLine = false } = {}) {
  const entry = timeline[k];
  const [first, ...rest] = entriesFrom(answer, { move: entry.move, by: entry.by }, k);
  const settled = { ...entry, value: first.value, moves: first.moves, given: true };
  if (first.fresh || first.historyFree) Object.assign(settled, { fresh: first.fresh, historyFree: first.historyFree });
  const changed = !sameValue(entry.value, first.value) || !sameMoves(entry.moves, first.moves);
  const next = timeline.slice(0, k).concat(settled);
  const after = timeline.slice(k + 1);
  const lineOnly = mode !== 'play' && after.length > 0 && after.every((e) => e.by === 'line');
  const taken = lineOnly && first.moves.find((m) => isMoveTo(m, after[0].move.to, after[0].move.to2));
  if (lineOnly && (!sameValue(entry.value, first.value) || !taken || !sameValue(taken, first.moves[0]))) {
    if (keepLine) return null; // (a line to find: only a solve has it)
    settled.end = rest.length === 0 ? first.end : null;
    return { timeline: next.concat(rest), changed: true };
  }
  return { timeline: next.concat(after), changed };
}

export async function settleSteps(timeline, ks, mode, ask) {
  let changed = false;
  for (const k of ks) {
    const prior = settleFromPrior(timeline, k);
    const here = prior && settle(timeline, k, prior, mode, { keepLine: true });
    if (here) {
      timeline = here.timeline;
      changed ||= here.changed;
      continue;
    }
    const history = timeline.slice(0, k).map((e) => e.position);
    const answer = await Promise.resolve()
      .then(() => ask(timeline[k].position, history))
      .catch(() => null);
    if (!answer) return { timeline, changed, answered: false };
    const done = settle(timeline, k, answer, mode);
    timeline = done.timeline;
    changed ||= done.changed;
  }
  return { timeline, changed, answered: true };
}

// Settles a session's entries near the cursor (nextToSettle), those that
// need no solve at once, the rest one solve at a time, while the cursor
// moves. board: the session (its timeline, cursor, mode and game, read
// afresh at each step; it takes the timeline settled, and a hint shown at
// the cursor is asked again when its values change); ask: its oracle's
// lineFrom; changed(): steps were settled (a pending row shows its values).
export class Settler {
  #board;
  #ask;
  #changed;
  #running = null;

  constructor(board, ask, changed) {
    this.#board = board;
    this.#ask = ask;
    this.#changed = changed;
  }

  // Resolves once nothing is left to settle near the cursor.
  get done() {
    return this.#running ?? Promise.resolve();
  }

  steps(timeline, ks, mode) {
    return settleSteps(timeline, ks, mode, this.#ask);
  }

  soon() {
    const board = this.#board;
    if (this.#running || !board.settling) return;
    this.#running = (async () => {
      for (;;) {
        const cursorEntry = board.entry;
        const near = settleNear(board.timeline, board.cursor, board.mode);
        if (near) board.timeline = near;
        const k = nextToSettle(board.timeline, board.cursor);
        if (k >= 0) {
          const before = board.timeline;
          const done = await this.steps(before, [k], board.mode);
          if (!done.answered) break;
          if (board.timeline !== before) continue; // the timeline moved on: look again
          board.timeline = done.timeline;
        }
        if (board.entry !== cursorEntry) board.refreshHint();
        if (near || k >= 0) board.refreshMessage();
        if (near || k >= 0) this.#changed();
        if (k < 0) break;
      }
    })().finally(() => (this.#running = null));
  }
}

// The entries of a restored moment (the oracle's follow answer, timeline.js
// followedEntries). A game in play is its moves alone, and it goes on from
// its last position and its words judge the person's last move: those
// steps and the cursor's (ply) get their values given the history before
// the board shows them (settler: the session's Settler).
export async function restoredEntries(answer, { mode, human, ply }, settling, settler) {
  let entries = followedEntries(answer, mode, human);
  // A game over is over: a path through a repeated position stops there, the line after it too.
  // A game over is over: a path through a repeated position stops there (the line after it too).
  entries = endAtRepeat(entries);
  if (mode !== 'play') return entries;
  const played = entries.slice(0, Math.min(answer.played, entries.length - 1) + 1);
  return settling ? (await settler.steps(played, restoredSteps(played, ply), 'play')).timeline : played;
}
