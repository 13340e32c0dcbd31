// Why a move the board was asked for is not made, in words: a pure function
// of the mode, the entry at the cursor, the game and whose turn it is.
import { NO_PASS_WORDS, moveRuleWords } from 'catmouse/rules';
import { isMoveTo } from '../model/values.js';
import { holeNote, nodeName } from './place-words.js';
import { isJointTurn, isOver } from '../model/timeline.js';

// Why the side to move at `entry` cannot go to node `to` (with two cats on
// their turn: cat A to `to`, cat B to `to2`), or null. at: { mode, play
// (while mode === 'play'), atLast (the cursor is on the last position) }.
export function moveRefusal({ mode, play, atLast }, entry, game, to, to2) {
  if (!entry) return 'there is no game yet';
  if (mode === 'play') {
    if (play.over) return 'the game is over: undo a move, restart or replay it';
    if (!atLast) return 'go to the last position to move';
    if (entry.position.turn !== play.human) return `it is the computer's turn (the ${entry.position.turn})`;
  }
  if (isOver(entry)) return 'the game is over at this position: nobody moves';
  if (entry.moves.some((m) => isMoveTo(m, to, to2))) return null;
  if (isJointTurn(entry.position)) {
    if (!entry.moves.some((m) => m.to === to))
      return `cat A may not go to node ${to} from node ${entry.position.cat}${holeNote(game, to, { comma: true })}`;
    return `with cat A going to node ${to}, cat B may not go to node ${to2} from node ${entry.position.cat2}${holeNote(game, to2, { comma: true })}`;
  }
  const who = entry.position.turn;
  const from = entry.position[who];
  // The words follow the game's variant (place-words.js): passing, arcs, holes.
  if (to === from) return `the ${who} is already on node ${to}, and ${NO_PASS_WORDS}`;
  // A grid's moves are jumps (a grid allows staying, so this is a cell out of reach).
  if (game.grid) return `the ${who} cannot reach ${nodeName(game, to)} from ${nodeName(game, from)}: ${moveRuleWords(game, who)}`;
  if (!game.graph[from]?.includes(to)) {
    return game.variant?.directed
      ? `no arc leads from the ${who}'s node ${from} to node ${to}: ${moveRuleWords(game, who)}`
      : `node ${to} is not next to the ${who}'s node ${from}: ${moveRuleWords(game, who)}`;
  }
  return `the ${who} may not move to node ${to}${holeNote(game, to, { comma: true })}`;
}
