// The game's facts that the package, the element and the page all ask, each
// said once: what an outcome code is called, when two positions are the same,
// where a line of positions repeats, when a value means "the game is over
// here", and how a value-map cell is classed. Public as `catmouse/rules`.
// (A line's repeat and end may later come from the core's line queries in
// the bindings; until then repeatIndex is the one JavaScript answer.)

import { GAME_OPTIONS } from './options.js';

// An outcome code's name: 0 a draw, 1 the mouse wins, 2 the cat wins.
// The names are the core's (winnerName; tests/js/game-facts.test.mjs checks).
export const OUTCOMES = Object.freeze(['draw', 'mouse', 'cat']);
// The outcome code of a win for `side` ('mouse' 1, 'cat' 2).
export const winCode = (side) => OUTCOMES.indexOf(side);

// The value map's outcome plane marks the cat on the hole with this code:
// not a position of the game.
export const NOT_A_POSITION = 3;

// A value-map cell's kind, in this order (the worker's counts and the map's
// pixels index by it): a side wins in one or more moves, a draw, decided
// before any move, not a position.
export const CELL_KINDS = Object.freeze(['mouse', 'cat', 'draw', 'over', 'none']);

// Index into CELL_KINDS of a cell with this outcome code and remoteness.
export function cellKindIndex(outcome, remoteness) {
  if (outcome === NOT_A_POSITION) return 4;
  if (outcome === 0) return 2;
  return remoteness === 0 ? 3 : outcome - 1;
}

// Is this LeetCode 913's own game: every variant option (the schema's) at
// its default, one hole? A game without a variant is.
const VARIANT_OPTIONS = GAME_OPTIONS.filter((o) => o.variant && o.name !== 'holes');
export function isLeetCodeGame(game) {
  const variant = game.variant;
  return !variant || (variant.holes.length === 1 && VARIANT_OPTIONS.every((o) => (variant[o.name] ?? o.default) === o.default));
}

// Is a value ({ outcome, plies }) a game already over: decided, no move left?
export const isOver = (value) => value.outcome !== 0 && value.plies === 0;

// (a two-cat game's positions carry cat2: undefined in a one-cat game's)
export function samePosition(a, b) {
  return a.mouse === b.mouse && a.cat === b.cat && a.cat2 === b.cat2 && a.turn === b.turn;
}

// One string per position (nodes, cat B if any, side to move): two
// positions have the same key exactly when samePosition says they are the same.
export const positionKey = (p) => `${p.turn} ${p.mouse} ${p.cat} ${p.cat2 ?? ''}`;

// The first position of a line, up to index `last`, that repeats an earlier
// one: { at, repeats } (their indexes), or null when none does.
export function firstRepeat(line, last = line.length - 1) {
  const seen = new Map();
  for (let i = 0; i <= last && i < line.length; i++) {
    const key = positionKey(line[i]);
    if (seen.has(key)) return { at: i, repeats: seen.get(key) };
    seen.set(key, i);
  }
  return null;
}

// Index of the earlier occurrence of a line's last position (the repeat that
// ends a drawn game), or -1 when the last position is new.
export function repeatIndex(line) {
  const end = line.at(-1);
  if (!end) return -1;
  const first = line.findIndex((p) => samePosition(p, end));
  return first < line.length - 1 ? first : -1;
}
