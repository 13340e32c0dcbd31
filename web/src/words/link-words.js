// What the page says of a link it cannot use (web/src/page/hash.js reads
// it, graph-code.js and graph-compact.js unpack its graph): each problem is
// shown at its field. DOM-free: tested in Node (tests/page/page-words.test.mjs).
import { thousands } from './numbers.js';

const quoted = (value) => JSON.stringify(value);

// The graph: given under several keys, a key given twice, or packed graphs that do not unpack.
export const graphGivenTimesWords = (keys) => `The link gives the graph ${keys.length} times (${keys.join(', ')}): none of them is used.`;
export const graphUnreadWords = (why) => `The link's graph cannot be read: ${why}.`;
export function repeatedKeyWords(key, values, isGraph) {
  const shown = isGraph ? `${values.length} times` : `${values.length} times (${values.map(quoted).join(', ')})`;
  return `The link gives ${key} ${shown}: none of them is used.`;
}
// A rules value (`problem`: start-text.js's words) and the holes given twice over.
export const ruleProblemWords = (problem) => `In the link, ${problem}.`;
// `short`, `long`: each as the link gives it ("hole=3", "holes=0,5").
export const bothHolesWords = (short, long) =>
  `The link gives both ${short} and ${long}, which both say where the holes are: neither is used; set the holes here.`;
// The moment: the link then opens at the start.
export const momentProblemWords = (problem) => `In the link, ${problem}: it opens at the start.`;

// Why a moment cannot be read (momentProblemWords says each).
export const MOMENT_WORDS = {
  mode: (mode) => `mode must be "play", "replay" or "quiz", not ${quoted(mode)}`,
  path: (text, twoCats) =>
    `path must be node ids joined by dots (such as 6.7.2)${twoCats ? ", the two cats' moves as cat A's node _ cat B's (such as 6.4_7.2)" : ''}, not ${quoted(text)}`,
  ply: (text) => `ply must be a whole number from 0, not ${quoted(text)}`,
  longPath: (moves, most) => `path has ${thousands(moves)} moves; a link holds at most ${thousands(most)}`,
  pastPath: (ply, moves) => `ply (${ply}) is past the ${moves} move${moves === 1 ? '' : 's'} of the path`,
  side: (side) => `side must be "mouse" or "cat", not ${quoted(side)}`,
  mistakes: (text) => `mistakes must be a whole percentage from 0 to 100, not ${quoted(text)}`,
  hide: (text) => `hide must be 1 (values hidden) or 0, not ${quoted(text)}`,
  // The quiz's counts, each with what it counts.
  count: (key, least, value) => `${key} must be a whole number from ${least} (${QUIZ_COUNTS[key]}), not ${quoted(value)}`,
  rightOverAnswered: (right, answered) => `right (${right}) cannot be more than answered (${answered})`,
  answeredOverPuzzle: (answered, puzzle) =>
    `answered (${answered}) counts the puzzles before this one, so it cannot be more than ${puzzle - 1} (puzzle=${puzzle})`,
  quizPath: (text) => `a quiz's path is the one move given to the puzzle, not ${quoted(text)}`,
};
const QUIZ_COUNTS = { puzzle: 'the puzzle shown, from 1', right: 'puzzles answered right', answered: 'puzzles answered' };

// Why a packed graph (g1=, g2=) does not unpack: graphUnreadWords says each.
export const PACKED_WORDS = {
  cutShort: 'the graph in the link is cut short',
  damaged: (why) => `the graph in the link is damaged${why ? ` (${why})` : ''}`,
  numberOutOfRange: 'a number out of range',
  notUtf8: 'not UTF-8 text',
  morePlaces: 'more places than numbers',
  fewerPlaces: 'fewer places than numbers',
  checksum: 'its checksum does not match',
  notBase64: 'not base64url',
  header: 'its header does not read',
  listWriting: 'its header does not say how the list is written',
  graph6Word: (n) => `a graph6 word of ${n} nodes is never stored as a graph`,
  edgeOutOfRange: 'an edge out of range',
  doesNotUnpack: 'the graph in the link is damaged or cut short (it does not unpack)',
  tooManyCharacters: (millions) => `the graph in the link unpacks to more than ${millions} million characters`,
  tooManyBytes: (mb) => `the graph in the link unpacks to more than ${mb} MB`,
};
