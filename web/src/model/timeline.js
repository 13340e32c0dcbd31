// The timeline's entries as data (no state): what an entry is, how a move
// is recorded, and the entries made from an oracle answer. Each entry:
// { position, value: { outcome, plies }, moves (legal moves from it, best
// first for the side to move), move: { who, from, to } | null, by, end }.
// With two cats a cats' move is joint: { who: 'cat', from, to, from2, to2 }.
import { isMoveTo, valueAfter } from './values.js';
import { firstRepeat as firstRepeatIn, isOver as valueIsOver, repeatIndex } from 'catmouse/rules';

// The game is over at a position decided before any move (the mouse in the
// hole, the mouse on the cat, a side with no legal move): the solver gives it
// remoteness 0.
export const isOver = (entry) => valueIsOver(entry.value);

// Is the side to move at `position` the two cats, moving together?
export const isJointTurn = (position) => position?.turn === 'cat' && position.cat2 !== undefined;

// The timeline's record of the move (to, to2) from `position`.
export function moveFrom(position, to, to2) {
  const who = position.turn;
  const move = { who, from: position[who], to };
  if (isJointTurn(position)) Object.assign(move, { from2: position.cat2, to2 });
  return move;
}

// A move of the timeline as the moment's path holds it: a node, or [to, to2] for the two cats.
export const pathStep = (move) => (move.to2 === undefined ? move.to : [move.to, move.to2]);

// Timeline entries from an oracle answer { outcome, plies, line, moves, end };
// the last entry keeps `end`, the core's reason the line stops there
// ('hole' | 'caught' | 'stuck' | null). `at`: the timeline index the first
// entry takes. Each entry keeps `prior`: { basis, value }, the game its
// answer's values are of (the timeline's positions before index `basis`
// drawn; 0: the fresh game; an answer given the history at `at` was solved
// with positions 0 to `at` drawn, so its whole line has basis at + 1) and
// its value there; settling leaves it, and history-steps.js settles an
// entry from the prior values of the steps before it, without a solve,
// where the rules allow it.
export function entriesFrom(
  { outcome, plies, line, moves, end = null, fresh, historyFree, given },
  first = { move: null, by: 'start' },
  at = 0,
) {
  const basis = given ? at + 1 : 0;
  const entries = [];
  let value = { outcome, plies };
  for (let i = 0; i < line.length; i++) {
    const position = line[i];
    let move = null;
    let by = 'line';
    if (i === 0) ({ move, by } = first);
    else {
      const before = line[i - 1];
      const who = before.turn;
      const to2 = isJointTurn(before) ? position.cat2 : undefined;
      move = moveFrom(before, position[who], to2);
      const taken = moves[i - 1].find((m) => isMoveTo(m, position[who], to2));
      value = valueAfter(taken);
    }
    // given: the answer's first position has its values given the history (history-answer.js), its later steps not (history-steps.js).
    entries.push({
      position,
      value,
      moves: moves[i],
      move,
      by,
      end: i === line.length - 1 ? end : null,
      given: i === 0 && !!given,
      prior: { basis, value },
    });
    // Values given the game's history (model/history-answer.js): the fresh board's, to say where they differ.
    if (i === 0 && (fresh || historyFree)) Object.assign(entries[0], { fresh, historyFree });
  }
  // A drawn line stops at its first repeated position, where the game is over.
  return endAtRepeat(entries);
}

// Timeline entries from a followed path (the oracle's follow: the path's
// `played` moves, then the line): each move played is the person's, or in
// play the computer's when it was not the person's side (`human`).
export function followedEntries(answer, mode, human) {
  const entries = entriesFrom(answer);
  for (let i = 1; i <= Math.min(answer.played, entries.length - 1); i++) {
    const who = entries[i - 1].position.turn;
    entries[i] = { ...entries[i], by: mode === 'play' ? (who === human ? 'you' : 'computer') : 'you' };
  }
  return entries;
}

// A moment of the game as data (for links and the browser's history):
// { mode, path (the nodes moved to from the first position, up to the last
// move a person chose or, in play, every move), ply, human, mistakeChance }.
export function momentOf(timeline, mode, cursor, play) {
  let chosen = 0;
  timeline.forEach((e, i) => {
    if (i > 0 && (mode === 'play' || e.by !== 'line')) chosen = i;
  });
  const path = timeline.slice(1, chosen + 1).map((e) => pathStep(e.move));
  const moment = { mode, path, ply: cursor };
  if (play) Object.assign(moment, { human: play.human, mistakeChance: play.mistakeChance });
  return moment;
}

// A game over is over: the entry at a position that repeats one played
// before it ends the game, a draw with no move to make, whatever the
// oracle said of the position alone (its fresh values, on a board whose
// values are history-free). entries[i] is the entry; line its positions
// from the first up to it.
export function endedByRepeat(entry, line) {
  return repeatIndex(line) >= 0 ? { ...entry, value: { outcome: 0, plies: null }, moves: [], end: null, given: true } : entry;
}

// The first entry, up to index `last`, whose position repeats an earlier
// one: { at, repeats } or null.
export function firstRepeat(entries, last = entries.length - 1) {
  return firstRepeatIn(
    entries.map((e) => e.position),
    last,
  );
}

// The entries up to the first that repeats an earlier position, that one
// ended there (endedByRepeat); the same array when none repeats.
export function endAtRepeat(entries) {
  const ended = firstRepeat(entries);
  if (!ended) return entries;
  const kept = entries.slice(0, ended.at + 1);
  kept[ended.at] = endedByRepeat(
    kept[ended.at],
    kept.map((e) => e.position),
  );
  return kept;
}

// How a game in play (the whole timeline) has ended by the rules, or null:
// at a decided position { outcome, reason: 'end' }, or at a position that
// repeats an earlier one of this game, a draw { outcome: 0, reason:
// 'repeat', repeats (the index of the earlier one) }.
export function gameOver(timeline) {
  const entry = timeline.at(-1);
  if (isOver(entry)) return { outcome: entry.value.outcome, reason: 'end' };
  const repeats = repeatIndex(timeline.map((e) => e.position));
  return repeats >= 0 ? { outcome: 0, reason: 'repeat', repeats } : null;
}
