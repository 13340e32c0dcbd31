// The values given the game's history at every step the board shows
// (issue 24): an entry of the timeline is worth what its position is worth
// given the positions before it on the timeline (history-values.js says
// why, and why it is exact). The first entry of each oracle answer is
// (entriesFrom marks it `given`: its question carried the history); the
// later steps of a line are the line's solve's values, which can say a move
// wins where it now goes back to a position of the line (a draw), and the
// positions a restored link played are history-free. The session settles
// such an entry when the cursor reaches it, one solve each (and a restored
// game in play the steps it goes on from first): this module says which
// entries and what the timeline becomes with an answer.
import { entriesFrom, followedEntries } from './timeline.js';
import { sameValue } from './history-values.js';
import { isMoveTo } from './values.js';
import { historyApplies } from './history-answer.js';

// Does the session settle values at all for this game? One cat, up to
// HISTORY_NODE_LIMIT nodes (above, or with two cats, values stay
// history-free, as the board says).
export const settles = (game) => !!game && historyApplies(game.nodeCount, game.twoCats);

// The index of the entry to settle, or -1: the cursor's, if its values
// are not yet given its history. One solve a step, so only where the board
// looks (a restored path of 2,000 moves is not solved 2,000 times).
export const nextToSettle = (timeline, cursor) => (timeline[cursor] && !timeline[cursor].given ? cursor : -1);

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
export function settle(timeline, k, answer, mode) {
  const entry = timeline[k];
  const [first, ...rest] = entriesFrom(answer, { move: entry.move, by: entry.by });
  const settled = { ...entry, value: first.value, moves: first.moves, given: true };
  if (first.fresh || first.historyFree) Object.assign(settled, { fresh: first.fresh, historyFree: first.historyFree });
  const changed = !sameValue(entry.value, first.value) || !sameMoves(entry.moves, first.moves);
  const next = timeline.slice(0, k).concat(settled);
  const after = timeline.slice(k + 1);
  const lineOnly = mode !== 'play' && after.length > 0 && after.every((e) => e.by === 'line');
  const taken = lineOnly && first.moves.find((m) => isMoveTo(m, after[0].move.to, after[0].move.to2));
  if (lineOnly && (!sameValue(entry.value, first.value) || !taken || !sameValue(taken, first.moves[0]))) {
    settled.end = rest.length === 0 ? first.end : null;
    return { timeline: next.concat(rest), changed: true };
  }
  return { timeline: next.concat(after), changed };
}

export async function settleSteps(timeline, ks, mode, ask) {
  let changed = false;
  for (const k of ks) {
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

// Settles a session's entry at the cursor, one solve at a time, while the
// cursor moves. board: the session (its timeline, cursor, mode and game,
// read afresh at each step; it takes the timeline settled, and a hint shown
// at the cursor is asked again when its values change); ask: its oracle's lineFrom;
// changed(): a value or the line changed.
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

  // Resolves once nothing is left to settle at the cursor.
  get done() {
    return this.#running ?? Promise.resolve();
  }

  steps(timeline, ks, mode) {
    return settleSteps(timeline, ks, mode, this.#ask);
  }

  soon() {
    const board = this.#board;
    if (this.#running || !settles(board.game)) return;
    this.#running = (async () => {
      for (let k; (k = nextToSettle(board.timeline, board.cursor)) >= 0;) {
        const before = board.timeline;
        const done = await this.steps(before, [k], board.mode);
        if (!done.answered) break;
        if (board.timeline !== before) continue; // the timeline moved on: look again
        board.timeline = done.timeline;
        if (!done.changed) continue;
        if (k === board.cursor) board.refreshHint();
        this.#changed();
      }
    })().finally(() => (this.#running = null));
  }
}

// The entries of a restored moment (the oracle's follow answer, timeline.js
// followedEntries). A game in play is its moves alone, and it goes on from
// its last position and its words judge the person's last move: those
// steps and the cursor's (ply) get their values given the history before
// the board shows them (settler: the session's Settler).
export async function restoredEntries(answer, { mode, human, ply }, game, settler) {
  const entries = followedEntries(answer, mode, human);
  if (mode !== 'play') return entries;
  const played = entries.slice(0, answer.played + 1);
  return settles(game) ? (await settler.steps(played, restoredSteps(played, ply), 'play')).timeline : played;
}
