// One board's state, in plain JavaScript (no DOM): the solved game, the mode,
// the timeline of positions with a cursor, undo/redo, play against the
// computer, and what is selected. Views render from it and call its intents;
// it tells them with on(listener) → listener(reason, session).
// The timeline is what the board steps through: in replay the optimal line
// from the start, or the moves chosen so far (what-ifs) followed by optimal
// play from there; in play the game played. Its entries: timeline.js.
// Refusals and status lines in words: move-refusal.js, session-words.js.
// Two cats: on the cats' turn a move is joint, choose(to, to2); a board
// click gives one node at a time, cat A's first (kept as `pending`).
// Play against the computer: play.js.
import { capital, isMoveTo } from './values.js';
import { after } from 'catmouse/rules';
import { historyNote } from '../words/history-words.js';
import { endAtRepeat, entriesFrom, firstRepeat, isJointTurn, isOver, momentOf, moveFrom } from './timeline.js';
import { moveRefusal } from '../words/move-refusal.js';
import * as words from '../words/session-words.js';
import { Settler, restoredEntries, settleNear, settles } from './history-steps.js';
import { UndoStack } from './undo-stack.js';
import { PlayMode } from './play.js';

// The timeline's entries as data live in timeline.js; views import them from here too.
export { isJointTurn, isOver, moveFrom };
// Changes after which the steps near the cursor are settled (history-steps.js). At a load those that need
// no solve are settled before the first render, so a board asks its worker again only where a solve must
// say (embed.html's drawn example: never; a line whose winner has slower wins to spare: once a step).
const SETTLE_AFTER = new Set(['load', 'cursor', 'branch', 'move', 'set', 'play', 'replay', 'undo', 'redo', 'restore']);

export class Session {
  // { nodeCount, hole, holes, variant, twoCats, graph, start, outcome, plies, grid (a LeetCode 1728 board, or null) }:
  // start, outcome and plies are the game's start and its value as solved, which a restart in play or a
  // puzzle leaves as they are (the timeline's first position is then another); a token dropped makes a new start.
  game = null;
  mode = 'replay'; // 'replay' | 'play' | 'quiz' (a puzzle's position: showPuzzle)
  valuesHidden = false; // no value shown anywhere (model/quiz.js valuesHidden: the quiz before an answer, Hide values in play)
  timeline = [];
  cursor = 0;
  // The status line: { kind: 'info' | 'refused' | 'feedback' | 'error', text } or null.
  message = null;
  // While mode === 'play': { human, mistakeChance, over: null | { outcome, reason, repeats } , feedback }.
  play = null;
  hint = null; // the best moves' targets at the cursor, while a hint shows (both cats' nodes on a joint turn)
  hintMoves = null; // the best moves themselves, while a hint shows
  #pending = null; // { entry, to }: cat A's node picked on a joint turn, cat B's to come
  selected = null; // a node singled out (hovered chip, focused map cell)
  busy = false; // a query to the solver is running
  // While a moment (a link's) is being replayed: { ply, moves, fromLoad
  // (asked right after a load: what shows is the start, not a moment) }.
  restoring = null;
  #fresh = false; // nothing happened since the last load
  #oracle = null;
  #playMode; // play against the computer (play.js)
  #listeners = new Set();
  #stack = new UndoStack();
  #seq = 0;
  #beforeQuiz = null; // the timeline the quiz replaced
  #fromTimeline = null; // the status line as the timeline said it (#messageNow), while it shows: refreshMessage() redoes it
  // Gives the entry at the cursor its values given the history (history-steps.js).
  #settler = new Settler(
    this,
    (p, history) => this.#oracle.lineFrom(p, history),
    () => this.#emit('values'),
  );

  // random: a () => [0, 1) source (seed it in tests); computerDelayMs: the
  // pause before the computer's move, so a person sees their own move land.
  constructor({ random = Math.random, computerDelayMs = 0 } = {}) {
    // What play.js reaches of the session beyond its public state.
    const host = {
      emit: (reason) => this.#emit(reason),
      ask: (position, question, history) => this.#ask(position, question, history),
      played: (i) => this.#played(i),
      noted: (text) => this.#noted(text),
      undo: { remember: () => this.#remember(), forget: () => this.#stack.forget(), clear: () => this.#stack.clear() },
      seq: { current: () => this.#seq, next: () => ++this.#seq },
      settleStart: async (timeline) => (await this.#settler.steps(timeline, [0], 'play')).timeline,
    };
    this.#playMode = new PlayMode(this, host, { random, delay: computerDelayMs });
  }

  on(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(reason) {
    this.#fresh = reason === 'load';
    for (const listener of this.#listeners) listener(reason, this);
    if (SETTLE_AFTER.has(reason)) this.#settler.soon();
  }

  get entry() {
    return this.timeline[this.cursor] ?? null;
  }

  get position() {
    return this.entry?.position ?? null;
  }

  // Cat A's node picked on the cats' turn at the cursor, waiting for cat B's (or null).
  get pending() {
    return this.#pending && this.#pending.entry === this.entry ? this.#pending.to : null;
  }

  get last() {
    return Math.max(0, this.timeline.length - 1);
  }

  get canUndo() {
    return this.#stack.canUndo;
  }

  get canRedo() {
    return this.#stack.canRedo;
  }

  // What the verdict heading stands for: while replaying, the start's value
  // (the game's verdict); in play, once a move is made, the value of the
  // position reached (a person's move may have changed who wins), and the
  // end once the game is over. { value, here, over, whatIf }.
  get standing() {
    const entry = this.entry;
    if (!entry) return null;
    // whatIf: a move a person chose (or a game played, left for explore) is in the line shown, which
    // then is not the start's optimal line: the heading says plainly that its value is the start's
    // (describe.js headingText).
    if (this.mode !== 'play' || this.cursor === 0) {
      const whatIf = this.mode !== 'play' && this.timeline.some((e) => e.by === 'you' || e.by === 'computer');
      return { value: this.timeline[0].value, here: false, over: null, whatIf };
    }
    return { value: entry.value, here: true, over: this.play.over };
  }

  // Does this board give values given the game's history (history-steps.js settles)? One cat, up to
  // HISTORY_NODE_LIMIT nodes, and an oracle that answers given a history (the worker's does).
  get settling() {
    return settles(this.game, this.#oracle);
  }

  // Resolves once the steps near the cursor have their values given the history (history-steps.js).
  get settled() {
    return this.#settler.done;
  }

  // Whose turn it is for a person to act in play mode (null outside it).
  get humanToMove() {
    return this.#playMode.humanToMove;
  }

  // ---- loading

  // A new solved game (the worker's snapshot) with the oracle to ask about it.
  // Discards any game in play: the caller asks the person first.
  load(snapshot, oracle) {
    this.#seq++;
    this.#oracle = oracle;
    const { nodeCount, hole, holes, variant, twoCats = false, graph, start, outcome, plies, grid = null } = snapshot;
    this.game = { nodeCount, hole, holes, variant, twoCats, graph, start, outcome, plies, grid };
    this.restoring = null;
    const fresh = entriesFrom(snapshot);
    this.timeline = (this.settling && settleNear(fresh, 0, 'replay')) || fresh;
    this.cursor = 0;
    this.mode = 'replay';
    this.play = null;
    this.hint = null;
    this.message = null;
    this.busy = false;
    this.#stack.clear();
    this.#emit('load');
  }

  // ---- the cursor

  goTo(i) {
    const to = Math.max(0, Math.min(this.last, i));
    if (to === this.cursor) return;
    this.cursor = to;
    this.hint = null;
    if (this.message?.kind === 'refused') this.message = null;
    this.#emit('cursor');
  }

  step(delta) {
    this.goTo(this.cursor + delta);
  }

  select(node) {
    if (node === this.selected) return;
    this.selected = node;
    this.#emit('select');
  }

  // ---- moves

  // Why the side to move at the cursor cannot go to node `to` (with two
  // cats on their turn: cat A to `to`, cat B to `to2`), or null (move-refusal.js).
  refusal(to, to2) {
    return moveRefusal({ mode: this.mode, play: this.play, atLast: this.cursor === this.last }, this.entry, this.game, to, to2);
  }

  // The side to move at the cursor goes to node `to`: in replay, a what-if
  // (the rest of the line becomes optimal play from there); in play mode,
  // the person's move, answered by the computer.
  // On the two cats' turn, choose(to) alone (a click on the board) picks
  // cat A's node first and cat B's next.
  async choose(to, to2) {
    if (to2 === undefined && this.entry && isJointTurn(this.entry.position)) {
      const first = this.pending;
      if (first === null) return this.#pickCatA(to);
      this.#pending = null;
      return this.choose(first, to);
    }
    this.#pending = null;
    const why = this.refusal(to, to2);
    if (why) return this.#refuse(`${capital(why)}.`);
    if (this.mode === 'play') return this.#playMode.humanMove(to, to2);
    const next = this.timeline[this.cursor + 1];
    if (next?.move && isMoveTo(next.move, to, to2)) return this.goTo(this.cursor + 1); // the move already on the line
    const from = this.position;
    // (a quiz's puzzle has no history: its values are the fresh table's, as the puzzles were found)
    const answer = await this.#ask(after(from, to, to2), 'lineFrom', this.mode === 'quiz' ? [] : this.#played(this.cursor));
    if (!answer) return;
    this.#remember();
    const move = moveFrom(from, to, to2);
    // (a game over is over: on a board whose values are history-free the line may come back to a position played)
    this.timeline = endAtRepeat(this.timeline.slice(0, this.cursor + 1).concat(entriesFrom(answer, { move, by: 'you' }, this.cursor + 1)));
    this.cursor += 1;
    this.hint = null;
    const whatIf = words.whatIfMessage(this.timeline, this.cursor, this.game);
    this.message = this.#fromTimeline = { ...whatIf, text: this.#noted(whatIf.text) };
    this.#emit('branch');
  }

  // The status line the timeline calls for: in play, what the last moves
  // said; in replay, the last what-if, if any. Undo, redo and a restore show
  // what the board showed when the timeline was played (session-words.js).
  #messageNow() {
    const noteAt = (i) => historyNote(this.timeline[i], this.#played(i - 1), this.game);
    if (this.mode !== 'play') return words.replayStatus(this.timeline, this.game, noteAt);
    const { message, feedback } = words.playStatus(this.timeline, this.game, noteAt);
    this.play = { ...this.play, feedback };
    return message;
  }

  // Cat A's half of a joint move picked on the board: kept until cat B's.
  #pickCatA(to) {
    const why = this.refusal(to, this.entry.moves.find((m) => m.to === to)?.to2);
    if (why) return this.#refuse(`${capital(why)}.`);
    this.#pending = { entry: this.entry, to };
    const from2 = this.entry.position.cat2;
    this.message = { kind: 'info', text: words.pickedCatAText(this.game, to, from2) };
    this.#emit('pending');
  }

  // Puts the tokens on other nodes, by default with the same side to move (a
  // drag on the board). The position becomes the start of the timeline; the
  // core checks it with the same rules and messages as the options fields.
  async setPosition({ mouse, cat, cat2 = this.position?.cat2, turn = this.position?.turn ?? 'mouse' }) {
    const answer = await this.#ask(cat2 === undefined ? { mouse, cat, turn } : { mouse, cat, cat2, turn }, 'startFrom');
    if (!answer) return false;
    this.#remember();
    this.game = { ...this.game, start: answer.line[0], outcome: answer.outcome, plies: answer.plies };
    const entries = entriesFrom(answer, { move: null, by: 'set' });
    // In play the game starts again here: its timeline is what has been
    // played, the start alone (play.js judges the game's end by the last
    // entry and by repeats, so the optimal line would end it at once).
    this.timeline = this.mode === 'play' ? entries.slice(0, 1) : entries;
    this.cursor = 0;
    this.hint = null;
    this.message = null;
    if (this.mode === 'play') {
      this.play = { ...this.play, over: null, feedback: null };
      this.#playMode.checkOver();
    }
    this.#emit('set');
    if (this.mode === 'play') await this.#playMode.computerTurn();
    return true;
  }

  // The quiz (model/quiz.js): the puzzle's position alone, its moves to
  // choose from; a move chosen is a what-if, the line after it shows why.
  // stopPlay() goes back to the timeline from before the quiz.
  async showPuzzle(position) {
    const answer = await this.#ask(position);
    if (!answer) return false;
    if (this.mode !== 'quiz') this.#beforeQuiz = this.#snapshot();
    this.mode = 'quiz';
    this.play = null;
    this.#stack.clear();
    this.timeline = entriesFrom({ ...answer, line: answer.line.slice(0, 1), end: answer.line.length > 1 ? null : answer.end });
    this.cursor = 0;
    this.hint = null;
    this.message = null;
    this.#emit('quiz');
    return true;
  }

  showHint() {
    if (this.#hintAtCursor()) this.#emit('hint');
  }

  // The cursor's values were settled given the history (history-steps.js):
  // a hint showing becomes the best moves as they stand now.
  refreshHint() {
    if (!this.hint || this.#hintAtCursor()) return;
    this.hint = this.hintMoves = null;
    if (this.message?.kind === 'info') this.message = null;
  }

  // Steps were settled given the history (history-steps.js): a status line
  // that the timeline said (a what-if, a restored game's last words) says
  // again what the values given the history change (its note), as it would
  // have, had they been settled when it was made.
  refreshMessage() {
    if (!this.message || this.message !== this.#fromTimeline) return;
    const now = this.#messageNow();
    if (now?.text !== this.message.text) this.message = this.#fromTimeline = now;
  }

  #hintAtCursor() {
    const entry = this.entry;
    if (!entry || isOver(entry) || entry.moves.length === 0) return false;
    const best = entry.moves.filter((m) => m.outcome === entry.moves[0].outcome && m.plies === entry.moves[0].plies);
    this.hintMoves = best;
    this.hint = [...new Set(best.flatMap((m) => (m.to2 === undefined ? [m.to] : [m.to, m.to2])))];
    this.message = { kind: 'info', text: words.hintText(entry, best) };
    return true;
  }

  // ---- undo / redo (of what-ifs, drags and moves in play)

  #snapshot() {
    return { game: this.game, timeline: this.timeline, cursor: this.cursor, play: this.play && { ...this.play } };
  }

  #remember() {
    this.#stack.remember(this.#snapshot());
  }

  #restore(s, reason) {
    this.#seq++; // a computer move still pending belongs to the other branch
    this.busy = false;
    this.game = s.game; // (an undone drop gives the start back)
    this.timeline = s.timeline;
    this.cursor = s.cursor;
    if (this.mode === 'play' && s.play) this.play = s.play;
    this.hint = null;
    this.message = this.#fromTimeline = this.#messageNow();
    this.#emit(reason);
  }

  undo() {
    const s = this.#stack.undo(this.#snapshot());
    if (s) this.#restore(s, 'undo');
  }

  redo() {
    const s = this.#stack.redo(this.#snapshot());
    if (s) this.#restore(s, 'redo');
  }

  // ---- play against the computer (play.js)

  // From the position at the cursor (restart from any position), the person
  // plays `human`; the computer takes a worse move with mistakeChance (0 = perfect).
  startPlay(options) {
    return this.#playMode.start(options);
  }

  setStrength(mistakeChance) {
    this.#playMode.setStrength(mistakeChance);
  }

  // Back to replay, showing what perfect play does from the start of the game played.
  replayPerfect() {
    return this.#playMode.replayPerfect();
  }

  // In play, the computer's turn at the game's last position with nobody making its move (a restored game).
  get computerWaits() {
    return this.#playMode.computerWaits;
  }

  // The computer makes its move in a game that waits for it (computerWaits).
  resume() {
    return this.#playMode.resume();
  }

  // Back to replay from play or the quiz (the quiz gives back the timeline from before it).
  stopPlay() {
    if (this.mode === 'replay') return;
    this.#seq++;
    if (this.mode === 'quiz') ({ timeline: this.timeline, cursor: this.cursor } = this.#beforeQuiz);
    this.mode = 'replay';
    this.play = null;
    this.busy = false;
    this.message = null;
    this.#stack.clear();
    this.#emit('replay');
  }

  // ---- a moment of the game as data (for links and the browser's history)

  // { mode, path (the nodes moved to from the first position, up to the last
  // move a person chose or, in play, every move), ply, human, mistakeChance }.
  get moment() {
    return momentOf(this.timeline, this.mode, this.cursor, this.play);
  }

  // Replays a moment from the first position of the timeline; false (with a
  // refusal message) if the path is not a line of legal moves. The oracle
  // plays the whole path in one request (follow); meanwhile `restoring` says
  // so (a board just loaded shows that it is getting there, not the start).
  async restore({ mode = 'replay', path = [], ply = 0, human = 'mouse', mistakeChance = 0 }) {
    if (!this.entry) return false;
    const seq = ++this.#seq;
    const restoring = { ply, moves: path.length, fromLoad: this.#fresh };
    this.restoring = restoring;
    this.#emit('restoring');
    const first = (this.mode === 'quiz' ? this.#beforeQuiz.timeline : this.timeline)[0].position; // a quiz's puzzle is no start
    const answer = await this.#oracle.follow(first, path).catch(() => null);
    const play = mode === 'play';
    // (in play, the steps it goes on from given their history first: history-steps.js)
    const entries = answer && (await restoredEntries(answer, { mode, human, ply }, this.settling, this.#settler));
    if (this.restoring === restoring) this.restoring = null;
    if (seq !== this.#seq || !answer) {
      if (seq === this.#seq) this.#emit('restoring');
      return false;
    }
    const { played } = answer;
    const ended = firstRepeat(entries);
    if (ended && ended.at < path.length) this.#refuse(words.linkPastEnd(ended.at, ended.repeats, path.length));
    else if (played < path.length) this.#refuse(words.linkMoveRefused(this.game, entries[played].position, played, path[played]));
    this.#stack.clear();
    this.mode = play ? 'play' : 'replay';
    this.play = play ? { human, mistakeChance, over: null, feedback: null } : null;
    this.timeline = entries;
    if (play) this.#playMode.checkOver();
    // What the game said after its last move (a refusal of the link's move stays).
    if (played === path.length && !(ended && ended.at < path.length)) this.message = this.#fromTimeline = this.#messageNow();
    this.cursor = Math.max(0, Math.min(this.last, ply));
    this.busy = false;
    // The computer never moves on a restore: the moment is what was on
    // screen, and Back must not grow the history with a move of its own
    // (computerWaits says when it is the computer's turn; resume() plays it).
    this.#emit('restore');
    return true;
  }

  // ---- asking the solver

  // The positions of the timeline up to i: the game's history at the next
  // position, whose values the oracle gives given it (model/history-answer.js).
  #played(i) {
    return this.timeline.slice(0, i + 1).map((e) => e.position);
  }

  // text, then what the entry at the cursor's values given the history say
  // that a fresh board's would not (words/history-words.js).
  #noted(text) {
    const note = historyNote(this.entry, this.#played(this.cursor - 1), this.game);
    return note ? `${text} ${note}` : text;
  }

  // The oracle's answer for a position, or null when it was superseded or
  // refused (the refusal is the status message).
  async #ask(position, question = 'lineFrom', history) {
    const seq = ++this.#seq;
    this.busy = true;
    try {
      const answer = await this.#oracle[question](position, history);
      if (seq !== this.#seq) return null;
      this.busy = false;
      return answer;
    } catch (error) {
      if (seq !== this.#seq) return null;
      this.busy = false;
      this.#refuse(capitalise(error.message));
      return null;
    }
  }

  #refuse(text) {
    this.message = { kind: 'refused', text };
    this.#emit('refused');
  }
}

const capitalise = (text) => (text ? capital(text) : 'The solver could not answer');
