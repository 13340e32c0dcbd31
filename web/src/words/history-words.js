// What the board says where the values given the game's history differ
// from a fresh board's (issue 24): "The mouse wins in 6 moves on a fresh
// board, but the cat's move to node 2 repeats the start: a draw now."; and,
// on a graph too big to re-solve at every move (entry.historyFree 'size')
// or with two cats ('two-cats'), that its values are history-free. The entry is a timeline entry made from history-answer.js's
// answer: its value and moves are the history's, `fresh` the fresh board's.
import { HISTORY_NODE_LIMIT } from '../model/history-answer.js';
import { after, sameValue } from '../model/history-values.js';
import { capital, outcomeWords } from '../model/values.js';
import { nodeName } from './place-words.js';
import { thousands } from './numbers.js';

const key = (p) => `${p.turn} ${p.mouse} ${p.cat}`;

// "the start" or "the position after move 3": where `position` was played.
function whereWords(played, position) {
  const at = played.findIndex((p) => key(p) === key(position));
  return at === 0 ? 'the start' : `the position after move ${at}`;
}

// The plain words for an entry whose values differ given the history, or ''.
// played: the positions of the game before the entry's, oldest first.
export function historyNote(entry, played, game) {
  if (entry.historyFree === 'two-cats') {
    return 'Values here are history-free: the two-cat game is not solved again for the positions already played, so a repetition they would allow is not counted.';
  }
  if (entry.historyFree) {
    return `Values here are history-free: on a graph of over ${thousands(HISTORY_NODE_LIMIT)} nodes the board does not solve again for the positions already played, so a repetition they would allow is not counted.`;
  }
  const fresh = entry.fresh;
  if (!fresh || sameValue(fresh, entry.value)) return '';
  const mover = entry.position.turn;
  // The moves whose value changed, those that repeat a position first.
  const changed = entry.moves.filter(
    (m) =>
      !sameValue(
        m,
        fresh.moves.find((f) => f.to === m.to),
      ),
  );
  const repeating = changed.filter((m) => played.some((p) => key(p) === key(after(entry.position, m.to))));
  const reason =
    repeating.length > 0
      ? repeating
          .map((m) => `the ${mover}'s move to ${nodeName(game, m.to)} repeats ${whereWords(played, after(entry.position, m.to))}`)
          .join(', and ')
      : 'the way to it passes a position already played, which would repeat';
  return `${capital(outcomeWords(fresh))} on a fresh board, but ${reason}: ${outcomeWords(entry.value)} now.`;
}
