// Play against the computer, for a Session (session.js): a game's start at
// any position, the person's moves and the verdicts on them, the computer's
// answers, and the end by the rules. It changes the session's public state
// (mode, play, timeline, cursor, ...) and reaches the rest through `host`:
//   emit(reason)                  tell the views (the session's listeners)
//   ask(position, question, history)  the oracle's answer, or null when superseded or refused
//   played(i)                     the positions of the timeline up to i (the history at i + 1)
//   noted(text)                   text with the note on the values given the history, if any
//   undo: { remember(), forget(), clear() }  the session's undo stack
//   seq: { current(), next() }    the counter by which a newer intent supersedes an older one
//   settleStart(timeline)         the one-entry timeline with its start settled given no history
import { chooseComputerMove } from './computer.js';
import { after } from 'catmouse/rules';
import { endedByRepeat, entriesFrom, gameOver, moveFrom } from './timeline.js';
import * as words from '../words/session-words.js';

export class PlayMode {
  #session;
  #host;
  #random;
  #delay;

  // random: a () => [0, 1) source; delay: the pause before the computer's move, in ms.
  constructor(session, host, { random, delay }) {
    this.#session = session;
    this.#host = host;
    this.#random = random;
    this.#delay = delay;
  }

  // Whose turn it is for a person to act in play mode (null outside it).
  get humanToMove() {
    const s = this.#session;
    return s.mode === 'play' && !s.play.over && !s.busy && s.cursor === s.last && s.position?.turn === s.play.human;
  }

  // In play, the computer's turn at the game's last position with nobody
  // making its move: a game restored there (a link, Back) waits for the
  // person to let it move (resume), since a restore never plays.
  get computerWaits() {
    const s = this.#session;
    return s.mode === 'play' && !s.play.over && !s.busy && s.cursor === s.last && !!s.position && s.position.turn !== s.play.human;
  }

  // From the position at the cursor (restart from any position), the person
  // plays `human`; the computer takes a worse move with mistakeChance (0 = perfect).
  async start({ human = 'mouse', mistakeChance = 0 } = {}) {
    const s = this.#session;
    if (!s.entry) return;
    const seq = this.#host.seq.next();
    // The game starts here: no history before it (a fresh board's values).
    const first = s.cursor === 0;
    // (its prior values are of another timeline's game unless it was the start: settled by a solve)
    let start = [{ ...s.entry, move: null, by: 'start', given: first && s.entry.given, prior: first ? s.entry.prior : null }];
    if (!start[0].given && s.settling) start = await this.#host.settleStart(start);
    if (seq !== this.#host.seq.current()) return;
    this.#host.undo.clear();
    s.mode = 'play';
    s.play = { human, mistakeChance, over: null, feedback: null };
    s.timeline = start;
    s.cursor = 0;
    s.hint = null;
    s.message = null;
    s.busy = false;
    this.checkOver();
    this.#host.emit('play');
    await this.computerTurn();
  }

  setStrength(mistakeChance) {
    const s = this.#session;
    if (!s.play) return;
    s.play = { ...s.play, mistakeChance };
    this.#host.emit('strength');
  }

  // Back to replay, showing what perfect play does from the start of the game played.
  async replayPerfect() {
    const s = this.#session;
    const start = s.timeline[0]?.position;
    if (!start) return;
    const answer = await this.#host.ask(start);
    if (!answer) return;
    s.mode = 'replay';
    s.play = null;
    this.#host.undo.clear();
    s.timeline = entriesFrom(answer);
    s.cursor = 0;
    s.hint = null;
    s.message = { kind: 'info', text: 'Perfect play from the start of your game.' };
    this.#host.emit('replay');
  }

  // The person's move to `to` (cat B's to `to2`), judged, then the computer's answer.
  async humanMove(to, to2) {
    const s = this.#session;
    this.#host.undo.remember();
    if (!(await this.#advance({ to, to2 }, 'you'))) {
      this.#host.undo.forget();
      return;
    }
    const judged = words.feedbackAt(s.timeline, s.last, s.game);
    const yours = { ...judged, text: this.#host.noted(judged.text) };
    s.play = { ...s.play, feedback: yours };
    s.message = { kind: 'feedback', text: yours.text, verdict: yours.verdict };
    this.checkOver();
    this.#host.emit('move');
    await this.computerTurn();
  }

  // The computer makes its move in a game that waits for it (computerWaits).
  async resume() {
    if (!this.computerWaits) return;
    await this.computerTurn();
  }

  // The computer's move, if it is its turn in a game not over.
  async computerTurn() {
    const s = this.#session;
    const play = s.play;
    const entry = s.entry;
    if (s.mode !== 'play' || play.over || entry.position.turn === play.human) return;
    const seq = this.#host.seq.current();
    s.busy = true;
    this.#host.emit('thinking');
    if (this.#delay > 0) await new Promise((resolve) => setTimeout(resolve, this.#delay));
    if (seq !== this.#host.seq.current()) return;
    const choice = chooseComputerMove(entry.position.turn, entry.moves, play.mistakeChance, this.#random);
    if (!(await this.#advance(choice, 'computer', { mistake: choice.mistake }))) return;
    s.busy = false;
    // The verdict on the person's move stays first: it is about their move, not the computer's.
    const message = words.withAnswer(s.play.feedback, words.answerAt(s.timeline, s.last, s.game));
    s.message = { ...message, text: this.#host.noted(message.text) };
    this.checkOver();
    this.#host.emit('move');
  }

  // Appends the position after the move { to, to2 } from the last position.
  async #advance({ to, to2 }, by, extra = {}) {
    const s = this.#session;
    const from = s.timeline[s.last].position;
    const answer = await this.#host.ask(after(from, to, to2), 'lineFrom', this.#host.played(s.last));
    if (!answer) return false;
    const [entry] = entriesFrom(answer, { move: moveFrom(from, to, to2), by }, s.last + 1);
    const before = s.timeline.slice(0, s.last + 1);
    s.timeline = [
      ...before,
      endedByRepeat(
        { ...entry, ...extra },
        [...before, entry].map((e) => e.position),
      ),
    ];
    s.cursor = s.last;
    s.hint = null;
    return true;
  }

  // Ends the game in play at the rules' result: a decided position, or a
  // position that repeats an earlier one of this game (a draw).
  checkOver() {
    const s = this.#session;
    const over = gameOver(s.timeline);
    if (over) s.play = { ...s.play, over };
  }
}
