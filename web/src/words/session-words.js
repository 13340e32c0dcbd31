// The session's status lines in words, each a function of the timeline and
// the game alone (so a restored game, an undo or a redo says what the
// played one said): a what-if, the verdict on a person's move, the
// computer's answer, a hint, cat A's node picked, a link's move refused.
import { judgeMove } from '../model/computer.js';
import { isMoveTo } from '../model/values.js';
import { catsMoveWords, jointMoveName, moveWords, nodeName, nodeShort } from './place-words.js';
import { isJointTurn } from '../model/timeline.js';

// The status line after a what-if that led to entry i.
export function whatIfMessage(timeline, i, game) {
  const move = timeline[i].move;
  const what =
    move.to2 === undefined
      ? `the ${move.who} ${move.from === move.to ? moveWords(move.from, move.to, game) : `goes ${moveWords(move.from, move.to, game)}`}`
      : `the cats go: ${catsMoveWords(move, game)}`;
  return { kind: 'info', text: `What if: ${what}. The rest of the line is optimal play from here.` };
}

// The verdict on the person's move that led to timeline entry i: "Your
// move from 1 to 5: Best move…", or a pass: "Your move (you stay on 1)"; a
// grid names cells (place-words.js); the two cats: "Your move cat A from 1
// to 5, cat B from 3 to 4". Words, not arrows: a screen reader reads them.
export function feedbackAt(timeline, i, game) {
  const before = timeline[i - 1];
  const move = timeline[i].move;
  const chosen = before.moves.find((m) => isMoveTo(m, move.to, move.to2));
  const judged = judgeMove(before.position.turn, before.moves, chosen, game);
  const what =
    move.to2 !== undefined
      ? catsMoveWords(move, game)
      : move.from === move.to
        ? `(you stay on ${nodeShort(game, move.to)})`
        : moveWords(move.from, move.to, game);
  // (judged: the verdict alone, at: the entry, for words that name the move their own way)
  return { verdict: judged.verdict, judged: judged.text, at: i, text: `Your move ${what}: ${judged.text}` };
}

// The verdict on the person's move in short lines (the status line at a game's
// end): the move and its verdict, then what the values given the history say
// (the note the session adds after the verdict, if any).
export function feedbackLines(feedback) {
  if (!feedback) return [];
  const cut = feedback.judged ? feedback.text.indexOf(feedback.judged) : -1;
  if (cut < 0) return [feedback.text];
  const end = cut + feedback.judged.length;
  return [feedback.text.slice(0, end), feedback.text.slice(end).trim()].filter(Boolean);
}

// The computer's move that led to entry i, in words.
export function answerAt(timeline, i, game) {
  const { who, from, to, to2 } = timeline[i].move;
  return to2 === undefined
    ? from === to
      ? `The computer keeps the ${who} on ${nodeShort(game, to)}.`
      : `The computer moves the ${who} ${moveWords(from, to, game)}.`
    : `The computer moves the cats: ${catsMoveWords(timeline[i].move, game)}.`;
}

// The status line once the computer answered: the verdict on the person's
// move stays first (it is about their move, not the computer's).
export const withAnswer = (feedback, answer) =>
  feedback
    ? { kind: 'feedback', verdict: feedback.verdict, text: answer ? `${feedback.text} ${answer}` : feedback.text }
    : answer
      ? { kind: 'computer', text: answer }
      : null;

// The status line after the last move of a game in play, and the verdict on
// the person's last move (or null): { message, feedback }.
// noteAt(i): what entry i's values given the history say that a fresh
// board's would not ('' if nothing), said after the move that led to it, as
// in the game played.
export function playStatus(timeline, game, noteAt = () => '') {
  const last = timeline.length - 1;
  let mine = -1;
  for (let i = last; i > 0 && mine < 0; i--) if (timeline[i].by === 'you') mine = i;
  const noted = (text, i) => [text, noteAt(i)].filter(Boolean).join(' ');
  const answer = timeline[last].by === 'computer' ? answerAt(timeline, last, game) : null;
  const judged = mine > 0 ? feedbackAt(timeline, mine, game) : null;
  const feedback = judged && { ...judged, text: noted(judged.text, mine) };
  const message = withAnswer(feedback, answer);
  return { message: answer ? { ...message, text: noted(message.text, last) } : message, feedback };
}

// The status line of a replay: the last what-if, if any, with what its
// entry's values given the history say that a fresh board's would not
// (noteAt, as playStatus), as the what-if said it when it was made.
export function replayStatus(timeline, game, noteAt = () => '') {
  let chosen = 0;
  for (let i = timeline.length - 1; i > 0 && !chosen; i--) if (timeline[i].by === 'you') chosen = i;
  if (!chosen) return null;
  const message = whatIfMessage(timeline, chosen, game);
  return { ...message, text: [message.text, noteAt(chosen)].filter(Boolean).join(' ') };
}

// The hint's words for the best moves at `entry`.
export function hintText(entry, best) {
  const where = isJointTurn(entry.position)
    ? best.map((m) => jointMoveName(m)).join(' or ')
    : `to node ${best.map((m) => m.to).join(' or ')}`;
  return `Hint: the best ${best.length === 1 ? 'move is' : 'moves are'} ${where}.`;
}

// Cat A's node picked on the cats' turn, waiting for cat B's.
export const pickedCatAText = (game, to, from2) =>
  `Cat A goes to ${nodeName(game, to)}: now pick cat B's node (cat B is on ${nodeName(game, from2)}).`;

// A link's move `played + 1` that is not a legal move at `position`.
// A link whose moves go on after the game ended by a repetition.
export function linkPastEnd(at, repeats, moves) {
  const earlier = repeats === 0 ? 'the start' : `the position after move ${repeats}`;
  return `The game ended at move ${at}: it repeats ${earlier}, a draw by the rules. The link's ${moves - at} later move${moves - at === 1 ? '' : 's'} cannot be played, so the board stops there.`;
}

export function linkMoveRefused(game, position, played, step) {
  // A joint move of the two cats is [to, to2]; any other move a node.
  const [to, to2] = Array.isArray(step) ? step : [step, undefined];
  // Two cats move together: a single node where their joint move was due says how to write one.
  const joint =
    game?.twoCats && position.turn === 'cat' && to2 === undefined
      ? ` The two cats move together: their move is written as cat A's node _ cat B's (such as 4_6).`
      : '';
  return `The link's move ${played + 1} (to node ${to2 === undefined ? to : `${to} and ${to2}`}) is not a legal move here: it shows the position before it.${joint}`;
}
