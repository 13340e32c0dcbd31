// What the element's restore() does (cat-mouse-game.js): a moment restored
// onto the game on screen (a quiz's by the quiz panel, any other by the
// session), or, before the first game has solved, held until it has
// (model/early-moment.js), a quiz or a Play chosen meanwhile giving way to
// it at once (the latest wins).
import { EarlyMoment } from '../../model/early-moment.js';

export class RestoreFlow {
  #host; // { session, quiz (quiz-panel.js), req (SolveRequests), game() ({ graph, ...options } as the attributes name it), render() }
  #early = new EarlyMoment();

  constructor(host) {
    this.#host = host;
  }

  restore(moment) {
    return this.#host.session.entry ? this.#now(moment) : this.#hold(moment);
  }

  #now(moment) {
    const { quiz, session } = this.#host;
    return quiz.restore(moment, () => session.restore(moment)); // a quiz's moment, or the session's
  }

  // No game yet: false at once if none is on its way.
  #hold(moment) {
    const { quiz, req } = this.#host;
    if (!req.solving && !req.queued) return Promise.resolve(false);
    req.playWaits = false;
    quiz.leave({ quietly: true }, () => this.#host.render());
    return this.#early.hold(moment, this.#host.game());
  }

  // A game solved, shown ({ graph, ...options } as they apply to it; grid: a
  // grid's): the moment waiting for it is restored (true), one waiting for another dropped.
  solved(shown, grid) {
    return this.#early.apply(shown, grid, (moment) => this.#now(moment));
  }

  // A solve is over: with no game on screen (it failed or was cancelled), a moment waiting for it is dropped.
  ended() {
    if (!this.#host.session.entry) this.#early.drop();
  }

  // A person chose a mode: it is later than a moment waiting for the first solve.
  chosen() {
    this.#early.drop();
  }
}
