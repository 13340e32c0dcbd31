// The arguments every call checks before the core sees them: positions
// ({ mouse, cat, turn }, and cat2 in a two-cat game), node ids, an option's
// own value. The wrapper's errors about JavaScript values: code argument.type.
import { CatMouseError } from './errors.js';
import { shown } from './shown.js';
import { TURNS } from './options.js';

export const INT32_MAX = 0x7fffffff; // embind converts ids to C++ int: larger ones would wrap

// The wrapper's own errors are about JavaScript values the core cannot be
// handed (a string for a node id, say): code argument.type.
export const argumentError = (message, details) => new CatMouseError(message, { code: 'argument.type', ...details });

export function checkNode(what, value, details) {
  if (!Number.isInteger(value) || value < 0 || value > INT32_MAX) {
    throw argumentError(`${what} must be a node id (a whole number from 0), got ${shown(value)}`, details);
  }
}

function checkTurn(turn) {
  if (!TURNS.includes(turn)) throw argumentError(`the side to move must be 'mouse' or 'cat', got ${shown(turn)}`);
}

// A position as every call takes it: { mouse, cat, turn } (turn 'mouse'
// when left out), own properties only; a two-cat game's also has cat2
// (twoCats: cat B's node, required). Positions were separate arguments
// before 0.2.0 (game.value(1, 2, 'mouse')): such a call is refused with
// the new form, never read as something else.
export function positionArgument(call, args, twoCats = false) {
  const [position] = args;
  if (typeof position === 'number' || args.length > 1) {
    throw argumentError(
      `${call}() takes one position object since catmouse 0.2.0: write ${call}({ mouse: ${shown(args[0])}, cat: ${shown(args[1])}, turn: ${shown(args[2] ?? 'mouse')} }), not ${call}(${args.map(shown).join(', ')})`,
    );
  }
  if (position === null || typeof position !== 'object')
    throw argumentError(`${call}() takes a position like { mouse: 1, cat: 2, turn: 'mouse' }, got ${shown(position)}`);
  const mouse = ownOption(position, 'mouse');
  const cat = ownOption(position, 'cat');
  const turn = ownOption(position, 'turn', 'mouse');
  checkNode('mouse', mouse);
  checkNode('cat', cat);
  checkTurn(turn);
  if (!twoCats) return { mouse, cat, turn };
  const cat2 = ownOption(position, 'cat2');
  if (cat2 === undefined)
    throw argumentError(`${call}() of a two-cat game takes a position like { mouse: 1, cat: 2, cat2: 3, turn: 'mouse' }: cat2 is missing`);
  checkNode('cat2', cat2);
  return { mouse, cat, cat2, turn };
}

// What a two-cat game cannot give: its table is n^2 (n + 1) entries (2 n^3 positions, the cats swapped sharing one), kept in the core.
export const twoCatTableError = (call) =>
  new CatMouseError(
    `${call}() is for one-cat games: a two-cat game's table (n^2 (n + 1) entries) stays in the core; ask value(), moves() and lineFrom()`,
    { code: 'game.two-cats' },
  );

// An option's own value, or the default: a property inherited from a
// prototype (a polluted Object.prototype, say) is not an option.
export const ownOption = (options, key, fallback) => (Object.hasOwn(options, key) && options[key] !== undefined ? options[key] : fallback);
