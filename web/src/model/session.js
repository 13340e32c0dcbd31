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
//
// Two cats (game.twoCats): positions carry cat2 and on the cats' turn a
// move is joint, both cats move: { to (cat A's node), to2 (cat B's) }, and
// an entry's move is { who: 'cat', from, to, from2, to2 }. Intents take the
// joint move as choose(to, to2); a board click gives one node at a time, so
// on the cats' turn the first click picks cat A's node (kept as `pending`)
// and the second cat B's.
import { chooseComputerMove, judgeMove } from './computer.js';
import { capital, isMoveTo, valueAfter } from './values.js';
import { after, isOver as valueIsOver, repeatIndex } from 'catmouse/rules';
import { catsMoveText, holeNote, jointMoveName, moveText, nodeName, nodeShort } from './rule-words.js';
import { historyNote } from './history-words.js';

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
const pathStep = (move) => (move.to2 === undefined ? move.to : [move.to, move.to2]);

// Timeline entries from an oracle answer { outcome, plies, line, moves, end };
// the last entry keeps `end`, the core's reason the line stops there
// ('hole' | 'caught' | 'stuck' | null).
function entriesFrom({ outcome, plies, line, moves, end = null, fresh, historyFree }, first = { move: null, by: 'start' }) {
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
    entries.push({ position, value, moves: moves[i], move, by, end: i === line.length - 1 ? end : null });
    // Values given the game's history (model/history-answer.js): the fresh board's, to say where they differ.
    if (i === 0 && (fresh || historyFree)) Object.assign(entries[0], { fresh, historyFree });
  }
  return entries;
}

export class Session {
  game = null; // { nodeCount, hole, holes, variant, twoCats, graph, start, outcome, plies, grid (a LeetCode 1728 board, or null) }
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
  #random;
  #delay;
  #listeners = new Set();
  #undo = [];
  #redo = [];
  #seq = 0;
  #beforeQuiz = null; // the timeline the quiz replaced

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
    this.#fresh = reason === 'load';
    for (const listener of this.#listeners) listener(reason, this);
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
    return this.mode === 'play' && !this.play.over && !this.busy && this.cursor === this.last && this.position?.turn === this.play.human;
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

  // Why the side to move at the cursor cannot go to node `to` (with two
  // cats on their turn: cat A to `to`, cat B to `to2`), or null.
  refusal(to, to2) {
    const entry = this.entry;
    if (!entry) return 'there is no game yet';
    if (this.mode === 'play') {
      if (this.play.over) return 'the game is over: undo a move, restart or replay it';
      if (this.cursor !== this.last) return 'go to the last position to move';
      if (entry.position.turn !== this.play.human) return `it is the computer's turn (the ${entry.position.turn})`;
    }
    if (isOver(entry)) return 'the game is over at this position: nobody moves';
    if (entry.moves.some((m) => isMoveTo(m, to, to2))) return null;
    if (isJointTurn(entry.position)) {
      if (!entry.moves.some((m) => m.to === to))
        return `cat A may not go to node ${to} from node ${entry.position.cat}${holeNote(this.game, to, { comma: true })}`;
      return `with cat A going to node ${to}, cat B may not go to node ${to2} from node ${entry.position.cat2}${holeNote(this.game, to2, { comma: true })}`;
    }
    const who = entry.position.turn;
    const from = entry.position[who];
    // The words follow the game's variant (rule-words.js): passing, arcs, holes.
    if (to === from) return `the ${who} is already on node ${to}, and nobody may pass`;
    // A grid's moves are jumps (a grid allows staying, so this is a cell out of reach).
    if (this.game.grid) {
      const jump = this.game.grid[`${who}Jump`];
      return `the ${who} cannot reach ${nodeName(this.game, to)} from ${nodeName(this.game, from)}: a move is a jump of up to ${jump} cell${jump === 1 ? '' : 's'} in a straight line, never over a wall`;
    }
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
    if (this.mode === 'play') return this.#humanMove(to, to2);
    const next = this.timeline[this.cursor + 1];
    if (next?.move && isMoveTo(next.move, to, to2)) return this.goTo(this.cursor + 1); // the move already on the line
    const from = this.position;
    // (a quiz's puzzle has no history: its values are the fresh table's, as the puzzles were found)
    const answer = await this.#ask(after(from, to, to2), 'lineFrom', this.mode === 'quiz' ? [] : this.#played(this.cursor));
    if (!answer) return;
    this.#remember();
    const move = moveFrom(from, to, to2);
    this.timeline = this.timeline.slice(0, this.cursor + 1).concat(entriesFrom(answer, { move, by: 'you' }));
    this.cursor += 1;
    this.hint = null;
    const whatIf = this.#whatIfMessage(this.cursor);
    this.message = { ...whatIf, text: this.#noted(whatIf.text) };
    this.#emit('branch');
  }

  // The status line the timeline calls for: in play, what the last moves
  // said; in replay, the last what-if, if any. Undo, redo and a restore show
  // what the board showed when the timeline was played.
  #messageNow() {
    if (this.mode === 'play') return this.#playMessage();
    let chosen = 0;
    for (let i = this.last; i > 0 && !chosen; i--) if (this.timeline[i].by === 'you') chosen = i;
    return chosen ? this.#whatIfMessage(chosen) : null;
  }

  // The status line after a what-if that led to entry i.
  #whatIfMessage(i) {
    const move = this.timeline[i].move;
    const what = move.to2 === undefined ? `the ${move.who} goes ${move.from} → ${move.to}` : `the cats go ${catsMoveText(move, this.game)}`;
    return { kind: 'info', text: `What if: ${what}. The rest of the line is optimal play from here.` };
  }

  // Cat A's half of a joint move picked on the board: kept until cat B's.
  #pickCatA(to) {
    const why = this.refusal(to, this.entry.moves.find((m) => m.to === to)?.to2);
    if (why) return this.#refuse(`${capital(why)}.`);
    this.#pending = { entry: this.entry, to };
    const from2 = this.entry.position.cat2;
    this.message = {
      kind: 'info',
      text: `Cat A goes to ${nodeName(this.game, to)}: now pick cat B's node (cat B is on ${nodeName(this.game, from2)}).`,
    };
    this.#emit('pending');
  }

  // Puts the tokens on other nodes, by default with the same side to move (a
  // drag on the board). The position becomes the start of the timeline; the
  // core checks it with the same rules and messages as the options fields.
  async setPosition({ mouse, cat, cat2 = this.position?.cat2, turn = this.position?.turn ?? 'mouse' }) {
    const answer = await this.#ask(cat2 === undefined ? { mouse, cat, turn } : { mouse, cat, cat2, turn }, 'startFrom');
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

  // The quiz (model/quiz.js): the puzzle's position alone, its moves to
  // choose from; a move chosen is a what-if, the line after it shows why.
  // stopPlay() goes back to the timeline from before the quiz.
  async showPuzzle(position) {
    const answer = await this.#ask(position);
    if (!answer) return false;
    if (this.mode !== 'quiz') this.#beforeQuiz = this.#snapshot();
    this.mode = 'quiz';
    this.play = null;
    this.#undo = [];
    this.#redo = [];
    this.timeline = entriesFrom({ ...answer, line: answer.line.slice(0, 1), end: answer.line.length > 1 ? null : answer.end });
    this.cursor = 0;
    this.hint = null;
    this.message = null;
    this.#emit('quiz');
    return true;
  }

  showHint() {
    const entry = this.entry;
    if (!entry || isOver(entry) || entry.moves.length === 0) return;
    const best = entry.moves.filter((m) => m.outcome === entry.moves[0].outcome && m.plies === entry.moves[0].plies);
    this.hintMoves = best;
    this.hint = [...new Set(best.flatMap((m) => (m.to2 === undefined ? [m.to] : [m.to, m.to2])))];
    const where = isJointTurn(entry.position)
      ? best.map((m) => jointMoveName(m)).join(' or ')
      : `to node ${best.map((m) => m.to).join(' or ')}`;
    this.message = { kind: 'info', text: `Hint: the best ${best.length === 1 ? 'move is' : 'moves are'} ${where}.` };
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
    this.message = this.#messageNow();
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
    if (this.mode === 'replay') return;
    this.#seq++;
    if (this.mode === 'quiz') ({ timeline: this.timeline, cursor: this.cursor } = this.#beforeQuiz);
    this.mode = 'replay';
    this.play = null;
    this.busy = false;
    this.message = null;
    this.#undo = [];
    this.#redo = [];
    this.#emit('replay');
  }

  async #humanMove(to, to2) {
    this.#remember();
    if (!(await this.#advance({ to, to2 }, 'you'))) {
      this.#undo.pop();
      return;
    }
    const judged = this.#feedbackAt(this.last);
    const yours = { ...judged, text: this.#noted(judged.text) };
    this.play = { ...this.play, feedback: yours };
    this.message = { kind: 'feedback', text: yours.text, verdict: yours.verdict };
    this.#checkOver();
    this.#emit('move');
    await this.#computerTurn();
  }

  // The verdict on the person's move that led to timeline entry i: "Your
  // move 1 → 5: Best move…", or a pass: "Your move (you stay on 1)"; a grid
  // names cells (rule-words.js); the two cats: "Your move cat A 1 → 5, cat B 3 → 4".
  // A function of the timeline alone, so a restored game says what the played one said.
  #feedbackAt(i) {
    const before = this.timeline[i - 1];
    const move = this.timeline[i].move;
    const chosen = before.moves.find((m) => isMoveTo(m, move.to, move.to2));
    const judged = judgeMove(before.position.turn, before.moves, chosen, this.game);
    const what =
      move.to2 !== undefined
        ? catsMoveText(move, this.game)
        : move.from === move.to
          ? `(you stay on ${nodeShort(this.game, move.to)})`
          : moveText(move.from, move.to, this.game);
    // (judged: the verdict alone, at: the entry, for words that name the move their own way)
    return { verdict: judged.verdict, judged: judged.text, at: i, text: `Your move ${what}: ${judged.text}` };
  }

  // The computer's move that led to entry i, in words.
  #answerAt(i) {
    const { who, from, to, to2 } = this.timeline[i].move;
    return to2 === undefined
      ? `The computer moves the ${who} ${from} → ${to}.`
      : `The computer moves the cats: ${catsMoveText(this.timeline[i].move, this.game)}.`;
  }

  // The status line after the last move of the game in play: the verdict on
  // the person's last move first (it is about their move), then the
  // computer's answer if it came after it.
  #playMessage() {
    let mine = -1;
    for (let i = this.last; i > 0 && mine < 0; i--) if (this.timeline[i].by === 'you') mine = i;
    const answer = this.timeline[this.last].by === 'computer' ? this.#answerAt(this.last) : null;
    const feedback = mine > 0 ? this.#feedbackAt(mine) : null;
    this.play = { ...this.play, feedback };
    if (feedback) return { kind: 'feedback', verdict: feedback.verdict, text: answer ? `${feedback.text} ${answer}` : feedback.text };
    return answer ? { kind: 'computer', text: answer } : null;
  }

  // In play, the computer's turn at the game's last position with nobody
  // making its move: a game restored there (a link, Back) waits for the
  // person to let it move (resume), since a restore never plays.
  get computerWaits() {
    return (
      this.mode === 'play' &&
      !this.play.over &&
      !this.busy &&
      this.cursor === this.last &&
      !!this.position &&
      this.position.turn !== this.play.human
    );
  }

  // The computer makes its move in a game that waits for it (computerWaits).
  async resume() {
    if (!this.computerWaits) return;
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
    if (!(await this.#advance(choice, 'computer', { mistake: choice.mistake }))) return;
    this.busy = false;
    // The verdict on the person's move stays first: it is about their move, not the computer's.
    const answer = this.#answerAt(this.last);
    this.message = this.play.feedback
      ? { kind: 'feedback', verdict: this.play.feedback.verdict, text: `${this.play.feedback.text} ${answer}` }
      : { kind: 'computer', text: answer };
    this.message.text = this.#noted(this.message.text);
    this.#checkOver();
    this.#emit('move');
  }

  // Appends the position after the move { to, to2 } from the last position.
  async #advance({ to, to2 }, by, extra = {}) {
    const from = this.timeline[this.last].position;
    const answer = await this.#ask(after(from, to, to2), 'lineFrom', this.#played(this.last));
    if (!answer) return false;
    const [entry] = entriesFrom(answer, { move: moveFrom(from, to, to2), by });
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
    const repeats = repeatIndex(this.timeline.slice(0, this.last + 1).map((e) => e.position));
    if (repeats >= 0) this.play = { ...this.play, over: { outcome: 0, reason: 'repeat', repeats } };
  }

  // ---- a moment of the game as data (for links and the browser's history)

  // { mode, path (the nodes moved to from the first position, up to the last
  // move a person chose or, in play, every move), ply, human, mistakeChance }.
  get moment() {
    let chosen = 0;
    this.timeline.forEach((e, i) => {
      if (i > 0 && (this.mode === 'play' || e.by !== 'line')) chosen = i;
    });
    const path = this.timeline.slice(1, chosen + 1).map((e) => pathStep(e.move));
    const moment = { mode: this.mode, path, ply: this.cursor };
    if (this.play) Object.assign(moment, { human: this.play.human, mistakeChance: this.play.mistakeChance });
    return moment;
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
    if (this.restoring === restoring) this.restoring = null;
    if (seq !== this.#seq || !answer) {
      if (seq === this.#seq) this.#emit('restoring');
      return false;
    }
    const { played } = answer;
    const entries = entriesFrom(answer);
    for (let i = 1; i <= played; i++) {
      const who = entries[i - 1].position.turn;
      entries[i] = { ...entries[i], by: mode === 'play' ? (who === human ? 'you' : 'computer') : 'you' };
    }
    if (played < path.length) {
      // A joint move of the two cats is [to, to2]; any other move a node.
      const [to, to2] = Array.isArray(path[played]) ? path[played] : [path[played], undefined];
      const position = entries[played].position;
      // Two cats move together: a single node where their joint move was due says how to write one.
      const joint =
        this.game?.twoCats && position.turn === 'cat' && to2 === undefined
          ? ` The two cats move together: their move is written as cat A's node _ cat B's (such as 4_6).`
          : '';
      this.#refuse(
        `The link's move ${played + 1} (to node ${to2 === undefined ? to : `${to} and ${to2}`}) is not a legal move here: it shows the position before it.${joint}`,
      );
    }
    this.#undo = [];
    this.#redo = [];
    if (mode === 'play') {
      this.mode = 'play';
      this.play = { human, mistakeChance, over: null, feedback: null };
      this.timeline = entries.slice(0, played + 1);
      this.#checkOver();
      // What the game said after its last move (a refusal of the link's move stays).
      if (played === path.length) this.message = this.#messageNow();
    } else {
      this.mode = 'replay';
      this.play = null;
      this.timeline = entries;
      if (played === path.length) this.message = this.#messageNow();
    }
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
  // that a fresh board's would not (model/history-words.js).
  #noted(text) {
    const note = historyNote(this.entry, this.#played(this.cursor - 1), this.game);
    return note ? `${text} ${note}` : text;
  }

  // The oracle's answer for a position, or null when it was superseded or
  // refused (the refusal is the status message).
  async #ask(position, question = 'lineFrom', history = []) {
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
