// What a click or a drag on the board means outside edit mode: a move, a
// pass, a token put on another node (a new start), or why the rules refuse it.
import { startProblem } from 'catmouse/rules';

// The words for a refused token drop, by the rules' code.
const DROP_REFUSALS = {
  // Neither may start on a hole, whatever the variant lets the cat do later (Rules::checkStart).
  'rules.cat-on-hole': () => 'The cat cannot start on a hole',
  'rules.mouse-on-hole': () => 'The mouse cannot start on a hole',
  'rules.same-start': (who) => `The ${who} cannot start on the ${who === 'mouse' ? 'cat' : 'mouse'}`,
};
const GRID_DROP = 'A grid places the pieces: edit its text (M, C) to move them';

export class BoardIntents {
  #host; // { session, result(), user(intent), note(text) }

  constructor(host) {
    this.#host = host;
  }

  get #session() {
    return this.#host.session;
  }
  get #result() {
    return this.#host.result();
  }
  #user(intent) {
    return this.#host.user(intent);
  }
  #note(text) {
    return this.#host.note(text);
  }

  // While a token is dragged: why the rules forbid who to stand on node (a
  // short preview from catmouse/rules, the core's mirror), or null. The
  // drop itself is checked by the core, with the options fields' messages.
  dropRefusal(who, node) {
    const pos = this.#session.position;
    if (!pos || !this.#result) return null;
    if (this.#result.grid) return GRID_DROP;
    const problem = startProblem(this.#result, { mouse: pos.mouse, cat: pos.cat, [who]: node });
    return problem ? (DROP_REFUSALS[problem.code]?.(who) ?? 'The rules do not allow that start') : null;
  }

  // A click on a node plays the move there, if it is one; otherwise the
  // status says why. A click on the mover's own node (its token) is a pass
  // when the rules allow one, and nothing otherwise (it may be a drag begun).
  nodeClick(node) {
    const session = this.#session;
    if (!session.entry) return;
    // (cat B's node, picked after cat A's, may be any: the cats may share a node)
    if (session.pending === null && node === session.position[session.position.turn] && !this.mayPass()) return;
    this.#user(() => session.choose(node));
  }

  // May the side to move stay where it is (the variant's pass, a grid's rule)?
  mayPass() {
    const pos = this.#session.position;
    return !!pos && !!this.#session.entry?.moves.some((m) => m.to === pos[pos.turn]);
  }

  // Dropping a token on a node puts it there with the same side to move;
  // the core checks the position with the rules of the options fields.
  dropToken(who, node) {
    if (this.#result?.grid) return this.#note(`${GRID_DROP}.`);
    if (this.#session.mode === 'quiz') return this.#note('In the quiz the puzzle places the tokens: choose Watch to move them.');
    const pos = this.#session.position;
    if (!pos || pos[who] === node) return;
    this.#user(() => this.#session.setPosition({ mouse: pos.mouse, cat: pos.cat, [who]: node }));
  }
}
