// What a screen reader hears for one step of the line, and the board's name.
// Plain words, no "·" or arrows read as symbols in odd ways ("→" is read
// "right arrow" by some readers, so a move is "from 7 to 5").
import { capital, endText, positionText } from './describe.js';
import { catsMoveWords, holeNote, holesText, moveWords, nodeWords } from './place-words.js';
import { outcomeWords } from '../model/values.js';
import { isOver, repeatIndex } from 'catmouse/rules';
import { valuesReady } from '../model/history-steps.js';

// game: the solved result ({ hole, variant }), so every hole is named.
export function placeText(p, game) {
  // Two cats: cat A and cat B, and on their turn "cats to move".
  if (p.cat2 !== undefined) {
    return `mouse on ${nodeWords(game, p.mouse)}${holeNote(game, p.mouse, { comma: true })}, cat A on ${nodeWords(game, p.cat)}${holeNote(game, p.cat, { comma: true })}, cat B on ${nodeWords(game, p.cat2)}${holeNote(game, p.cat2, { comma: true })}, ${p.turn === 'cat' ? 'cats' : 'mouse'} to move`;
  }
  return `mouse on ${nodeWords(game, p.mouse)}${holeNote(game, p.mouse, { comma: true })}, cat on ${nodeWords(game, p.cat)}${holeNote(game, p.cat, { comma: true })}, ${p.turn} to move`;
}

// The canvas's accessible name: what it shows and the keys it takes.
export function boardLabel(result) {
  const start = result.line[0];
  const board = result.grid
    ? `a LeetCode 1728 grid of ${result.grid.rows} rows and ${result.grid.columns} columns, ${result.nodeCount} open cells`
    : `a graph of ${result.nodeCount} node${result.nodeCount === 1 ? '' : 's'}`;
  return (
    `Game board: ${board}, ${holesText(result)}${result.variant?.directed ? ', moves follow the arrows' : ''}; ` +
    `the mouse starts on ${nodeWords(result, start.mouse)}, ${start.cat2 === undefined ? `the cat on ${nodeWords(result, start.cat)}` : `two cats: cat A on ${nodeWords(result, start.cat)}, cat B on ${nodeWords(result, start.cat2)}`}. Space plays or pauses, the arrow keys step, a node's number then Enter moves there${result.variant?.pass ? ', P passes (the side to move stays)' : ''}.`
  );
}

// ---- the step shown, seen and heard from the same facts

// The facts of the step at a session's cursor: where it is, the move that
// led to it, the position, its value, and why the game ends there (a
// decided position, or one that repeats an earlier one of the line: a draw
// by the rules whatever the table says). result: the solved game.
export function stepFacts(session, result) {
  const { timeline, cursor } = session;
  const entry = timeline[cursor];
  const line = timeline.slice(0, cursor + 1).map((e) => e.position);
  const repeats = repeatIndex(line);
  const over = isOver(entry.value);
  const summary = {
    line,
    hole: result.hole,
    holes: result.holes,
    variant: result.variant,
    graph: result.graph,
    grid: result.grid,
    outcome: repeats >= 0 ? 0 : entry.value.outcome,
    end: entry.end,
    repeats,
    movesBefore: timeline[cursor - 1]?.moves,
  };
  return {
    game: result,
    index: cursor,
    last: session.last,
    position: entry.position,
    before: cursor > 0 ? line[cursor - 1] : null,
    value: entry.value,
    // Its values given the game so far yet (history-steps.js)? Until then the value is not said.
    ready: valuesReady(entry, session),
    ending: over || repeats >= 0 ? endText(summary) : null,
    // The same without who wins, where the verdict says it (heardAfter).
    endingHow: over || repeats >= 0 ? endText(summary, { winner: false }) : null,
    outcome: summary.outcome, // who wins the line shown, a repeat a draw (0, 1, 2)
    quiz: session.mode === 'quiz', // the first position is a puzzle's, not the game's start
  };
}

// The step's value in words, or that it is being worked out given the game so far (never a fresh value where that is due).
const valueOrPending = (facts) => (facts.ready ? outcomeWords(facts.value) : 'its value given the game so far is being worked out');

const whereText = ({ index, last, quiz }) => (index === 0 ? (quiz ? 'Puzzle' : 'Start') : `Move ${index} of ${last}`);

// The position line: "Move 3 of 24: mouse on 6, cat on 5 · mouse to move ·
// the cat wins in 21 moves", or where the game ends, why. value: false
// leaves the value out (the values hidden: model/quiz.js valuesHidden).
export function positionLine(facts, { value: shown = true } = {}) {
  const where = whereText(facts);
  if (facts.ending) return `${where}: ${facts.ending}`;
  const value = facts.index > 0 && shown ? ` · ${valueOrPending(facts)}` : '';
  return `${where}: ${positionText(facts.position, facts.game)}${value}`;
}

// The move that led to the step, in plain words: "mouse from 1 to 6", "cats: cat A from 2 to 4, cat B from 5 to 3".
export function movedWords({ before, position, game }) {
  const who = before.turn;
  if (who === 'cat' && position.cat2 !== undefined)
    return `cats: ${catsMoveWords({ from: before.cat, to: position.cat, from2: before.cat2, to2: position.cat2 }, game)}`;
  return `${who} ${moveWords(before[who], position[who], game)}${holeNote(game, position[who], { comma: true })}`;
}

// The same step for the live region, from the same facts, in plain words
// (no "·" or arrows): "Move 3 of 24: cat from 7 to 5. Mouse on 6, cat on 5,
// mouse to move. The cat wins in 21 moves." move: false leaves the move out
// (said already by the words before it).
// where: false leaves out "Move 3 of 24" too; value: false the value (said
// already); winner: false who wins in the ending (said by the verdict),
// never the ending itself.
export function stepHeard(facts, { where = true, move = true, value = true, winner = true } = {}) {
  const moved = move && facts.index > 0 ? `: ${movedWords(facts)}.` : '.';
  const head = where ? `${whereText(facts)}${moved}` : '';
  const place = `${capital(placeText(facts.position, facts.game))}.`;
  const ending = winner ? facts.ending : facts.endingHow;
  const after = ending ? `${ending}.` : value && facts.index > 0 ? `${capital(valueOrPending(facts))}.` : '';
  return [head, place, after].filter(Boolean).join(' ');
}

// The end of a game played, from the person's side.
export function overWords(play) {
  const over = play?.over;
  if (!over) return '';
  if (over.outcome === 0) return 'Game over: a position repeated, so it is a draw.';
  return over.outcome === (play.human === 'mouse' ? 1 : 2) ? 'Game over: you win!' : 'Game over: the computer wins.';
}

// What the live region says after a change of the session (its reason, as
// session.on gives it), built from the facts the board shows: the step
// (stepFacts), the verdict on the person's move, the computer's answer.
// Each is said once: the computer's answer does not repeat the verdict on
// the move before it, and the end of a game played is the verdict's to say
// (a status region: "Game over: Cat won"), except at a start already over,
// where the verdict stays the game's (overWords here). verdictSpoken: the
// verdict changed in the render before to name the winner of the step's
// ending (renderVerdict), so the ending is heard without it: "The cat
// catches the mouse on node 3." beside "Game over: Cat won", "The mouse
// cannot move (node 4 has no edges)." beside "Cat wins before any move".
// '' for a change that says nothing new.
export function heardAfter(reason, session, result, { verdictSpoken = false } = {}) {
  if (!session.entry) return '';
  if (reason === 'refused' || reason === 'hint' || reason === 'pending') return session.message?.text ?? '';
  if (['load', 'select', 'strength', 'thinking', 'restoring', 'values'].includes(reason)) return '';
  // A new start ('set': a drop, a pick on the value map) falls through to
  // the step's words: where the tokens stand, as its position line shows
  // (no value at a start; the ending where the start is already over).
  const facts = stepFacts(session, result);
  const entry = session.entry;
  const atEnd = session.cursor === session.last;
  const join = (...parts) => parts.filter(Boolean).join(' ');
  // Values hidden (model/quiz.js valuesHidden): no value, no verdict on a move.
  const shown = !session.valuesHidden;
  const winner = !(verdictSpoken && facts.ending);
  if (reason === 'move' && session.mode === 'play' && atEnd && facts.index > 0) {
    if (entry.by === 'you' && session.play.feedback?.at === session.cursor) {
      const verdict = shown ? session.play.feedback.judged : '';
      return join(`Your move: ${movedWords(facts)}.`, verdict, stepHeard(facts, { where: false, value: false, winner }));
    }
    if (entry.by === 'computer')
      return join(`The computer moves the ${movedWords(facts)}.`, stepHeard(facts, { where: false, value: shown, winner }));
  }
  if (reason === 'branch' && facts.index > 0)
    return join(
      `What if: the ${movedWords(facts)}. The rest of the line is optimal play from here.`,
      stepHeard(facts, { move: false, winner }),
    );
  // A game played from a start already over: the heading keeps the game's verdict ("Cat wins before any move").
  const overAtStart = session.mode === 'play' && atEnd && !session.standing.here ? overWords(session.play) : '';
  // A game begun (Play, Restart, another side) is said, with where it starts: from the position
  // already shown, the step's words alone would repeat the last said, and say nothing.
  const begun = reason === 'play' && session.mode === 'play' ? `A game against the computer: you play the ${session.play.human}.` : '';
  return join(begun, stepHeard(facts, { value: shown, winner }), overAtStart);
}
