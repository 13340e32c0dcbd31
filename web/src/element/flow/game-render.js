// What the element shows besides its views, written from the session on
// every render: the playback controls, the verdict with LeetCode's line, the
// position line and the message (the board's scene: board-scene.js).
import { OUTCOMES, headingText } from '../../words/describe.js';
import { movedWords, positionLine, stepFacts } from '../../words/step-words.js';
import { leetcodeWords } from '../../words/leetcode-words.js';
import { feedbackLines } from '../../words/session-words.js';
import { icon } from '../shell/dom.js';
import { shareEvent, shares } from './transport.js';
import { isOver } from 'catmouse/rules';
import { thousands } from '../../words/numbers.js';

// The buttons and the step slider: what can be done from the cursor.
export function renderControls($, session, p, ready, focused) {
  const cursor = session.cursor;
  const last = session.last;
  for (const b of [$.first, $.back]) b.disabled = !ready || cursor === 0;
  for (const b of [$.forward, $.last]) b.disabled = !ready || cursor >= last;
  $.play.disabled = !ready || last === 0;
  $.undo.disabled = !session.canUndo;
  $.redo.disabled = !session.canRedo;
  $.hint.disabled = !ready || !session.entry.moves.length || isOver(session.entry.value) || session.valuesHidden;
  // A focused button that just disabled itself (First, Last, the end of
  // the line) would drop the focus to <body>: hand it to Play instead.
  if (focused instanceof HTMLButtonElement && focused.disabled) ($.play.disabled ? $.canvas : $.play).focus();
  // Only when it changes: rewriting the icon every animation frame replaced
  // the node under the pointer between mousedown and mouseup, and the
  // browser then dropped the click (Pause pressed mid-glide did nothing).
  const playLabel = p.playing ? 'Pause' : 'Play';
  if ($.play.getAttribute('aria-label') !== playLabel) {
    $.play.setAttribute('aria-label', playLabel);
    $.play.title = `${playLabel} (Space)`;
    $.play.replaceChildren(icon(p.playing ? 'pause' : 'play'));
  }
  $.step.max = String(last);
  $.step.value = String(cursor);
  $.step.setAttribute('aria-valuetext', `move ${cursor} of ${last}`);
  $.stepOut.textContent = `${cursor} / ${last}`;
}

const QUIZ_VERDICT = 'Quiz: find the best move';

// The verdict, LeetCode's line, the position line, the message and the
// play options. over: the position shown ends the game; verdictSaysEnd:
// the verdict's words changed (a status region: a screen reader says them)
// to name who wins the line shown where it ends (step-words.js heardAfter).
export function renderVerdict($, session, result, overText) {
  const entry = session.entry;
  const playing = session.mode === 'play';
  // The verdict: the value of the first position, with LeetCode's code
  // (in play, who can win from the position reached: session.standing);
  // the position line gives the value of the position shown.
  const standing = session.standing;
  // Values hidden (the quiz before an answer, Hide values in play: model/quiz.js): none here either.
  const hidden = session.valuesHidden;
  // The quiz's verdict stays one line for the whole quiz: the panel says
  // each puzzle and each answer (quiz-panel.js), and the verdict is a status
  // region that would say its change again with every puzzle.
  const quiz = session.mode === 'quiz';
  const verdict = quiz ? QUIZ_VERDICT : hidden ? 'Values hidden' : headingText(standing);
  const verdictChanged = $.verdict.textContent !== verdict;
  if (verdictChanged) $.verdict.textContent = verdict;
  // Only on change: the verdict is a status region, and a rewrite is a mutation screen readers may speak.
  const verdictClass = `verdict ${quiz || hidden ? 'hidden' : OUTCOMES[standing.over ? standing.over.outcome : standing.value.outcome]}`;
  if ($.verdict.className !== verdictClass) $.verdict.className = verdictClass;
  // LeetCode's answer is the game's start's as solved (session.game), in every mode: the timeline's
  // first position may be another (a restart in play, a puzzle), and the badge says "for this start".
  const leetcode = leetcodeWords(result, session.game);
  if ($.leetcode.textContent !== leetcode.text) $.leetcode.textContent = leetcode.text;
  $.leetcode.setAttribute('aria-label', leetcode.label);
  $.leetcode.title = leetcode.title;
  $.leetcode.classList.toggle('differs', !!leetcode.differs);
  const over = isOver(entry.value);
  // The same facts make what the live region says (step-words.js).
  const facts = stepFacts(session, result);
  const line = positionLine(facts, { value: !hidden });
  if ($.position.textContent !== line) $.position.textContent = line;
  // A game's end in short lines: how it ended, your last move and its verdict, the note on the values given the history.
  const overLines = playing && session.play.over ? [overText(), ...feedbackLines(session.play.feedback)] : null;
  let message = overLines ? { kind: 'over', text: overLines.join(' '), lines: overLines } : session.message;
  // The quiz says its own words (quiz-panel.js); hidden values leave the verdict on your move out.
  if (session.mode === 'quiz' && message?.kind !== 'refused') message = null;
  else if (hidden && (message?.kind === 'feedback' || message?.kind === 'computer')) message = computerMove(session, result);
  $.message.hidden = !message;
  writeMessage($.message, message);
  $.message.className = `message ${message?.kind ?? ''} ${message?.verdict ?? ''}`;
  // Play mode controls.
  $.playOptions.hidden = !playing;
  $.replayPerfect.hidden = !(playing && session.play.over);
  $.here.classList.toggle('thinking', playing && session.busy);
  // A played game that ended (a repetition too) shows no moves on its last position.
  // Who the verdict names as the winner: the game's start (explore, its optimal line), the game played (over);
  // after a what-if the start's value is not the line's, so it names no winner of the line.
  const named =
    quiz || hidden ? null : standing.over ? standing.over.outcome : standing.here || standing.whatIf ? null : standing.value.outcome;
  const verdictSaysEnd = verdictChanged && !!facts.ending && named === facts.outcome;
  return { over: over || (playing && !!session.play.over && session.cursor === session.last), verdictSaysEnd };
}

// The status line: its text, or its lines one under the other (a space
// between them, so its text reads as sentences); rewritten only on change.
const written = new WeakMap();
// A game's end on a host with the share attribute ends with a Share button.
function writeMessage(box, message) {
  const lines = message?.lines ?? [message?.text ?? ''];
  const share = message?.kind === 'over' && shares(box);
  const key = `${share}\n${lines.join('\n')}`;
  if (written.get(box) === key) return;
  written.set(box, key);
  if (lines.length === 1 && !share) return void (box.textContent = lines[0]);
  box.replaceChildren(
    ...lines.flatMap((line, i) => {
      const span = Object.assign(document.createElement('span'), { className: 'line', textContent: line });
      return i ? [' ', span] : [span];
    }),
  );
  if (share) {
    const button = Object.assign(document.createElement('button'), {
      type: 'button',
      className: 'share-over',
      textContent: 'Share this game',
    });
    button.setAttribute('part', 'button');
    button.onclick = () => shareEvent(box.getRootNode(), 'over');
    box.append(' ', button);
  }
}

// The status line in play with the values hidden: the computer's last move
// in words (as the live region says it), without the verdict on yours or a
// note on the values given the history; nothing after your own move.
function computerMove(session, result) {
  const entry = session.timeline[session.last];
  if (entry?.by !== 'computer') return null;
  const words = movedWords({ before: session.timeline[session.last - 1].position, position: entry.position, game: result });
  return { kind: 'computer', text: `The computer moves the ${words}.` };
}

// Under a dense graph's board: how many of its edges are drawn (board.js onEdges).
export function renderEdgeNote(note, { drawn, total }) {
  note.hidden = drawn === total;
  note.textContent =
    drawn === total
      ? ''
      : `A dense graph: ${thousands(drawn)} of its ${thousands(total)} edges are drawn, faded. The moves from the position shown are all drawn.`;
}
