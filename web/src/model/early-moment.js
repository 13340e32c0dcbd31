// A moment restored before the board's first game has solved (the element's
// restore(), as a page restores one it saved): nothing is on screen to
// restore it onto, so it waits for the game the board's attributes named
// when it came, and is restored once that game shows. It is dropped (its
// restore() answers false) when a later restore() or a person's choice of
// mode comes first (the latest wins), when the solve ends without a game
// (refused or cancelled), or when another game shows first: its path is
// node ids from a start, which on another graph, or from another start,
// name another game's moves, so it is never tried there.
import { RULE_OPTIONS, optionText, optionsFor } from 'catmouse/rules';

// The same game: its text and every rule option, the start included ({ graph, ...options }).
const sameGame = (a, b) => a.graph === b.graph && RULE_OPTIONS.every((o) => optionText(a[o.name]) === optionText(b[o.name]));

export class EarlyMoment {
  #waiting = null; // { moment, game, resolve }

  // game: { graph, ...options }, as the attributes name it now. A promise of
  // what restore() answers: the moment's own restore, or false if dropped.
  hold(moment, game) {
    this.drop();
    return new Promise((resolve) => (this.#waiting = { moment, game, resolve }));
  }

  drop() {
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.resolve(false);
  }

  // A game shows: shown is its { graph, ...options } as they apply to it
  // (grid: a grid's, whose board places the start). The moment waiting for
  // it is handed to restore(moment), whose answer its promise gives; one
  // waiting for another game is dropped. True if a moment was restored.
  apply(shown, grid, restore) {
    const waiting = this.#waiting;
    this.#waiting = null;
    if (!waiting) return false;
    if (!sameGame(optionsFor(waiting.game, grid), shown)) {
      waiting.resolve(false);
      return false;
    }
    waiting.resolve(restore(waiting.moment));
    return true;
  }
}
