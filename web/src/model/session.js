// One board's state, in plain JavaScript (no DOM): the solved game, the mode,
// the timeline of positions with a cursor, undo/redo, play against the
// computer, and what is selected. Views render from it and call its intents;
// it tells them with on(listener) → listener(reason, session).
//
// The timeline is what the board steps through. In replay mode it is the
// optimal line from the start, or, after a what-if, the moves chosen so far
// followed by optimal play from there. In play mode it is the game played.
// Each entry: { position, value: { outcome, plies }, moves (legal moves from
// it, best first for the side to move), move: { who, from, to } | null, by }.
import { chooseComputerMove, judgeMove } from './computer.js';
import { capital, samePosition, valueAfter } from './values.js';
import { after } from '../../../wasm/src/rules.js';
import { holeNote } from './rule-words.js';

// The game is over at a position decided before any move (the mouse in the
// hole, the mouse on the cat, a side with no legal move): the solver gives it
// remoteness 0.
export const isOver = (entry) => entry.value.outcome !== 0 && entry.value.plies === 0;

// Timeline entries from an oracle answer { outcome, plies, line, moves, end };
// the last entry keeps `end`, the core's reason the line stops there
// ('hole' | 'caught' | 'stuck' | null).
function entriesFrom({ outcome, plies, line, moves, end = null }, first = { move: null, by: 'start' }) {
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
      move = { who, from: before[who], to: position[who] };
      const taken = moves[i - 1].find((m) => m.to === position[who]);
      value = valueAfter(taken);
    }
    entries.push({ position, value, moves: moves[i], move, by, end: i === line.length - 1 ? end : null });
  }
  return entries;
}

export class Session {
  game = null; // { nodeCount, hole, holes, variant, graph, start, outcome, plies }
  mode = 'replay'; // 'replay' | 'play'
  timeline = [];
  cursor = 0;
  // The status line: { kind: 'info' | 'refused' | 'feedback' | 'error', text } or null.
  message = null;
  // While mode === 'play': { human, mistakeChance, over: null | { outcome, reason, repeats } , feedback }.
  play = null;
  hint = null; // the best moves' targets at the cursor, while a hint shows
  selected = null; // a node singled out (hovered chip, focused map cell)
  busy = false; // a query to the solver is running
  #oracle = null;
  #random;
  #delay;
  #listeners = new Set();
  #undo = [];
  #redo = [];
  #seq = 0;

  // random: a () => [0, 1) source (seed it in tests); computerDelayMs: the
  // pause before the computer's move, so a person sees their own move land.
  constructor({ random = Math.random, computerDelayMs = 0 } = {}) {
    this.#random = random;
    this.#delay = computerDelayMs;
  }

  on(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(reason) {
    for (const listener of this.#listeners) listener(reason, this);
  }

  get entry() {
    return this.timeline[this.cursor] ?? null;
  }

  get position() {
    return this.entry?.position ?? null;
  }

  get last() {
    return Math.max(0, this.timeline.length - 1);
  }

  get canUndo() {
    return this.#undo.length > 0;
  }

  get canRedo() {
    return this.#redo.length > 0;
  }

  // What the verdict heading stands for: while replaying, the start's value
  // (the game's verdict); in play, once a move is made, the value of the
  // position reached (a person's move may have changed who wins), and the
  // end once the game is over. { value, here, over }.
  get standing() {
    const entry = this.entry;
    if (!entry) return null;
    if (this.mode !== 'play' || this.cursor === 0) return { value: this.timeline[0].value, here: false, over: null };
    return { value: entry.value, here: true, over: this.play.over };
  }

  // Whose turn it is for a person to act in play mode (null outside it).
  get humanToMove() {
    return this.mode === 'play' && !this.play.over && !this.busy && this.cursor === this.last
      && this.position?.turn === this.play.human;
  }

  // ---- loading

  // A new solved game (the worker's snapshot) with the oracle to ask about it.
  // Discards any game in play: the caller asks the person first.
  load(snapshot, oracle) {
    this.#seq++;
    this.#oracle = oracle;
    const { nodeCount, hole, holes, variant, graph, start, outcome, plies } = snapshot;
    this.game = { nodeCount, hole, holes, variant, graph, start, outcome, plies };
    this.timeline = entriesFrom(snapshot);
    this.cursor = 0;
    this.mode = 'replay';
    this.play = null;
    this.hint = null;
    this.message = null;
    this.busy = false;
    this.#undo = [];
    this.#redo = [];
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

  // Why the side to move at the cursor cannot go to node `to`, or null.
  refusal(to) {
    const entry = this.entry;
    if (!entry) return 'there is no game yet';
    if (this.mode === 'play') {
      if (this.play.over) return 'the game is over: undo a move, restart or replay it';
      if (this.cursor !== this.last) return 'go to the last position to move';
      if (entry.position.turn !== this.play.human) return `it is the computer's turn (the ${entry.position.turn})`;
    }
    if (isOver(entry)) return 'the game is over at this position: nobody moves';
    if (entry.moves.some((m) => m.to === to)) return null;
    const who = entry.position.turn;
    const from = entry.position[who];
    // The words follow the game's variant (rule-words.js): passing, arcs, holes.
    if (to === from) return `the ${who} is already on node ${to}, and nobody may pass`;
    if (!this.game.graph[from]?.includes(to)) {
      return this.game.variant?.directed
        ? `no arc leads from the ${who}'s node ${from} to node ${to}: a move follows an arc, in its direction`
        : `node ${to} is not next to the ${who}'s node ${from}: a move follows one edge`;
    }
    return `the ${who} may not move to node ${to}${holeNote(this.game, to, { comma: true })}`;
  }

  // The side to move at the cursor goes to node `to`: in replay, a what-if
  // (the rest of the line becomes optimal play from there); in play mode,
  // the person's move, answered by the computer.
  async choose(to) {
    const why = this.refusal(to);
    if (why) return this.#refuse(`${capital(why)}.`);
    if (this.mode === 'play') return this.#humanMove(to);
    const next = this.timeline[this.cursor + 1];
    if (next?.move?.to === to) return this.goTo(this.cursor + 1); // the move already on the line
    const from = this.position;
    const answer = await this.#ask(after(from, to));
    if (!answer) return;
    this.#remember();
    const who = from.turn;
    this.timeline = this.timeline.slice(0, this.cursor + 1).concat(entriesFrom(answer, { move: { who, from: from[who], to }, by: 'you' }));
    this.cursor += 1;
    this.hint = null;
    this.message = { kind: 'info', text: `What if: the ${who} goes ${from[who]} → ${to}. The rest of the line is optimal play from here.` };
    this.#emit('branch');
  }

  // Puts the tokens on other nodes, by default with the same side to move (a
  // drag on the board). The position becomes the start of the timeline; the
  // core checks it with the same rules and messages as the options fields.
  async setPosition({ mouse, cat, turn = this.position?.turn ?? 'mouse' }) {
    const answer = await this.#ask({ mouse, cat, turn }, 'startFrom');
    if (!answer) return false;
    this.#remember();
    this.timeline = entriesFrom(answer, { move: null, by: 'set' });
    this.cursor = 0;
    this.hint = null;
    this.message = null;
    if (this.mode === 'play') {
      this.play = { ...this.play, over: null, feedback: null };
      this.#checkOver();
      this.#emit('set');
      await this.#computerTurn();
      return true;
    }
    this.#emit('set');
    return true;
  }

  showHint() {
    const entry = this.entry;
    if (!entry || isOver(entry) || entry.moves.length === 0) return;
    const best = entry.moves.filter((m) => m.outcome === entry.moves[0].outcome && m.plies === entry.moves[0].plies);
    this.hint = best.map((m) => m.to);
    this.message = { kind: 'info', text: `Hint: the best ${best.length === 1 ? 'move is' : 'moves are'} to node ${best.map((m) => m.to).join(' or ')}.` };
    this.#emit('hint');
  }

  // ---- undo / redo (of what-ifs, drags and moves in play)

  #snapshot() {
    return { timeline: this.timeline, cursor: this.cursor, play: this.play && { ...this.play } };
  }

  #remember() {
    this.#undo.push(this.#snapshot());
    this.#redo = [];
  }

  #restore(s, reason) {
    this.#seq++; // a computer move still pending belongs to the other branch
    this.busy = false;
    this.timeline = s.timeline;
    this.cursor = s.cursor;
    if (this.mode === 'play' && s.play) this.play = s.play;
    this.hint = null;
    this.message = null;
    this.#emit(reason);
  }

  undo() {
    if (!this.#undo.length) return;
    this.#redo.push(this.#snapshot());
    this.#restore(this.#undo.pop(), 'undo');
  }

  redo() {
    if (!this.#redo.length) return;
    this.#undo.push(this.#snapshot());
    this.#restore(this.#redo.pop(), 'redo');
  }

  // ---- play against the computer

  // From the position at the cursor (restart from any position), the person
  // plays `human`; the computer takes a worse move with mistakeChance (0 = perfect).
  async startPlay({ human = 'mouse', mistakeChance = 0 } = {}) {
    if (!this.entry) return;
    this.#seq++;
    this.#undo = [];
    this.#redo = [];
    this.mode = 'play';
    this.play = { human, mistakeChance, over: null, feedback: null };
    this.timeline = [{ ...this.entry, move: null, by: 'start' }];
    this.cursor = 0;
    this.hint = null;
    this.message = null;
    this.busy = false;
    this.#checkOver();
    this.#emit('play');
    await this.#computerTurn();
  }

  setStrength(mistakeChance) {
    if (!this.play) return;
    this.play = { ...this.play, mistakeChance };
    this.#emit('strength');
  }

  // Back to replay, showing what perfect play does from the start of the game played.
  async replayPerfect() {
    const start = this.timeline[0]?.position;
    if (!start) return;
    const answer = await this.#ask(start);
    if (!answer) return;
    this.mode = 'replay';
    this.play = null;
    this.#undo = [];
    this.#redo = [];
    this.timeline = entriesFrom(answer);
    this.cursor = 0;
    this.hint = null;
    this.message = { kind: 'info', text: 'Perfect play from the start of your game.' };
    this.#emit('replay');
  }

  stopPlay() {
    if (this.mode !== 'play') return;
    this.#seq++;
    this.mode = 'replay';
    this.play = null;
    this.busy = false;
    this.message = null;
    this.#undo = [];
    this.#redo = [];
    this.#emit('replay');
  }

  async #humanMove(to) {
    const entry = this.entry;
    const chosen = entry.moves.find((m) => m.to === to);
    const judged = judgeMove(entry.position.turn, entry.moves, chosen);
    this.#remember();
    if (!(await this.#advance(to, 'you'))) {
      this.#undo.pop();
      return;
    }
    const { from } = this.entry.move;
    const yours = { ...judged, text: `Your move ${from} → ${to}: ${judged.text}` };
    this.play = { ...this.play, feedback: yours };
    this.message = { kind: 'feedback', text: yours.text, verdict: yours.verdict };
    this.#checkOver();
    this.#emit('move');
    await this.#computerTurn();
  }

  async #computerTurn() {
    const play = this.play;
    const entry = this.entry;
    if (this.mode !== 'play' || play.over || entry.position.turn === play.human) return;
    const seq = this.#seq;
    this.busy = true;
    this.#emit('thinking');
    if (this.#delay > 0) await new Promise((resolve) => setTimeout(resolve, this.#delay));
    if (seq !== this.#seq) return;
    const choice = chooseComputerMove(entry.position.turn, entry.moves, play.mistakeChance, this.#random);
    if (!(await this.#advance(choice.to, 'computer', { mistake: choice.mistake }))) return;
    this.busy = false;
    const { who, from, to } = this.entry.move;
    // The verdict on the person's move stays first: it is about their move, not the computer's.
    const answer = `The computer moves the ${who} ${from} → ${to}.`;
    this.message = this.play.feedback
      ? { kind: 'feedback', verdict: this.play.feedback.verdict, text: `${this.play.feedback.text} ${answer}` }
      : { kind: 'computer', text: answer };
    this.#checkOver();
    this.#emit('move');
  }

  // Appends the position after the move to `to` from the last position.
  async #advance(to, by, extra = {}) {
    const from = this.timeline[this.last].position;
    const answer = await this.#ask(after(from, to));
    if (!answer) return false;
    const who = from.turn;
    const [entry] = entriesFrom(answer, { move: { who, from: from[who], to }, by });
    this.timeline = [...this.timeline.slice(0, this.last + 1), { ...entry, ...extra }];
    this.cursor = this.last;
    this.hint = null;
    return true;
  }

  // Ends the game in play at the rules' result: a decided position, or a
  // position that repeats an earlier one of this game (a draw).
  #checkOver() {
    const entry = this.timeline[this.last];
    if (isOver(entry)) {
      this.play = { ...this.play, over: { outcome: entry.value.outcome, reason: 'end' } };
      return;
    }
    const repeats = this.timeline.findIndex((e) => samePosition(e.position, entry.position));
    if (repeats < this.last) this.play = { ...this.play, over: { outcome: 0, reason: 'repeat', repeats } };
  }

  // ---- a moment of the game as data (for links and the browser's history)

  // { mode, path (the nodes moved to from the first position, up to the last
  // move a person chose or, in play, every move), ply, human, mistakeChance }.
  get moment() {
    let chosen = 0;
    this.timeline.forEach((e, i) => {
      if (i > 0 && (this.mode === 'play' || e.by !== 'line')) chosen = i;
    });
    const path = this.timeline.slice(1, chosen + 1).map((e) => e.move.to);
    const moment = { mode: this.mode, path, ply: this.cursor };
    if (this.play) Object.assign(moment, { human: this.play.human, mistakeChance: this.play.mistakeChance });
    return moment;
  }

  // Replays a moment from the first position of the timeline; false (with a
  // refusal message) if the path is not a line of legal moves.
  async restore({ mode = 'replay', path = [], ply = 0, human = 'mouse', mistakeChance = 0 }) {
    if (!this.entry) return false;
    const seq = ++this.#seq;
    let position = this.timeline[0].position;
    const entries = [{ ...this.timeline[0], move: null, by: 'start' }];
    let continuation = null;
    for (let i = 0; i < path.length; i++) {
      const here = entries[i];
      if (!here.moves.some((m) => m.to === path[i]) || isOver(here)) {
        this.#refuse(`The link's move ${i + 1} (to node ${path[i]}) is not a legal move here: it shows the position before it.`);
        break;
      }
      const next = after(position, path[i]);
      const answer = await this.#oracle.lineFrom(next).catch(() => null);
      if (seq !== this.#seq || !answer) return false;
      const who = position.turn;
      const by = mode === 'play' ? (who === human ? 'you' : 'computer') : 'you';
      const [entry, ...rest] = entriesFrom(answer, { move: { who, from: position[who], to: path[i] }, by });
      entries.push(entry);
      continuation = rest;
      position = next;
    }
    if (mode !== 'play' && entries.length === 1) {
      // No moves: the optimal line from the first position.
      const answer = await this.#oracle.lineFrom(entries[0].position).catch(() => null);
      if (seq !== this.#seq || !answer) return false;
      continuation = entriesFrom(answer).slice(1);
    }
    this.#undo = [];
    this.#redo = [];
    if (mode === 'play') {
      this.mode = 'play';
      this.play = { human, mistakeChance, over: null, feedback: null };
      this.timeline = entries;
      this.#checkOver();
    } else {
      this.mode = 'replay';
      this.play = null;
      this.timeline = entries.concat(continuation ?? []);
    }
    this.cursor = Math.max(0, Math.min(this.last, ply));
    this.busy = false;
    this.#emit('restore');
    if (mode === 'play') await this.#computerTurn();
    return true;
  }

  // ---- asking the solver

  // The oracle's answer for a position, or null when it was superseded or
  // refused (the refusal is the status message).
  async #ask(position, question = 'lineFrom') {
    const seq = ++this.#seq;
    this.busy = true;
    try {
      const answer = await this.#oracle[question](position);
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
