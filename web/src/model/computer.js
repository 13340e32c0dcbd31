// The computer's choice of move in play mode, and the verdict on a person's move.
import { bestMoves, outcomeWords, plural, sameMove, valueAfter, valueFor } from './values.js';
import { jointMoveName, nodeName } from '../words/place-words.js';

// Perfect play takes a best move, a random one among equals so games vary.
// With mistakeChance p (0 to 1), it takes a worse move with probability p
// whenever one exists (uniformly among the worse moves).
export function chooseComputerMove(mover, moves, mistakeChance, random) {
  if (moves.length === 0) return null;
  const best = bestMoves(mover, moves);
  const worse = moves.filter((m) => !best.includes(m));
  const pick = (list) => list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  if (worse.length > 0 && random() < mistakeChance) return { ...pick(worse), mistake: true };
  return { ...pick(best), mistake: false };
}

// Whether the move kept the value of the position for its mover, and if not,
// what it threw away, in words: "that move lets the cat win in 6 moves; node 4
// would have drawn" ("cell (1,2)" on a grid game). 'best' | 'kept' (same
// outcome, slower) | 'worse'.
export function judgeMove(mover, moves, chosen, game = null) {
  const best = bestMoves(mover, moves);
  const top = valueFor(mover, moves[0]);
  const got = valueFor(mover, chosen);
  // "node 4" / "cell (1,2)", or the two cats' joint move: "cat A to 4 and cat B to 6".
  const alternative = best[0].to2 === undefined ? nodeName(game, best[0].to) : jointMoveName(best[0]);
  // Every count is from the position the move leads to, as the board says it once played.
  const after = valueAfter(chosen);
  if (best.some((m) => sameMove(m, chosen))) {
    const words = `${outcomeWords(after)}${after.plies ? ' from here' : ''}`;
    return { verdict: 'best', text: top.kind === 'loss' ? bestOfLosses(moves, best, words) : `Best move: ${words}.` };
  }
  // "in 2 moves" | "at once", for a count of moves after a move.
  const within = (n) => (n === 0 ? 'at once' : `in ${plural(n, 'move')}`);
  if (got.kind === top.kind) {
    const text =
      got.kind === 'win'
        ? `Still a win, but ${outcomeWords(after)} instead of ${within(top.moves - 1)}: ${alternative} was faster.`
        : got.kind === 'loss'
          ? `Still lost, but sooner: ${outcomeWords(after)}; ${alternative} would have held out for ${plural(top.moves - 1, 'move')}.`
          : `Still a draw.`;
    return { verdict: got.kind === 'draw' ? 'best' : 'kept', text };
  }
  const would = top.kind === 'win' ? `would have won ${within(top.moves - 1)}` : 'would have drawn';
  const consequence =
    got.kind === 'draw'
      ? 'That move only draws'
      : after.plies === 0
        ? 'That move loses at once'
        : `That move lets the ${chosen.outcome === 1 ? 'mouse' : 'cat'} win ${within(after.plies)}`;
  return { verdict: 'worse', text: `${consequence}; ${alternative} ${would}.` };
}

// When every move loses, the best one is not good: it is the one that
// holds out longest, and the verdict says so ("Best move" would praise a
// loss). "Holds out longest: every move loses, and the cat wins in 3 moves
// from here."; when every move loses as soon, or there is only one, that.
function bestOfLosses(moves, best, words) {
  if (moves.length === 1) return `The only move, and it loses: ${words}.`;
  if (best.length === moves.length) return `Every move loses as soon: ${words}.`;
  return `Holds out longest: every move loses, and ${words}.`;
}
