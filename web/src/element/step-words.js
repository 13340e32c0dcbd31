// What a screen reader hears for one step of the line, and the board's name.
// Plain words, no "·" or arrows read as symbols in odd ways ("→" is read
// "right arrow" by some readers, so a move is "from 7 to 5").
import { capital, endText } from './describe.js';
import { catsMoveWords, holeNote, holesText, moveWords, nodeWords } from '../model/rule-words.js';

// game: the solved result ({ hole, variant }), so every hole is named.
export function placeText(p, game) {
  // Two cats: cat A and cat B, and on their turn "cats to move".
  if (p.cat2 !== undefined) {
    return `mouse on ${nodeWords(game, p.mouse)}${holeNote(game, p.mouse, { comma: true })}, cat A on ${nodeWords(game, p.cat)}${holeNote(game, p.cat, { comma: true })}, cat B on ${nodeWords(game, p.cat2)}${holeNote(game, p.cat2, { comma: true })}, ${p.turn === 'cat' ? 'cats' : 'mouse'} to move`;
  }
  return `mouse on ${nodeWords(game, p.mouse)}${holeNote(game, p.mouse, { comma: true })}, cat on ${nodeWords(game, p.cat)}${holeNote(game, p.cat, { comma: true })}, ${p.turn} to move`;
}

// "Move 3 of 24: cat from 7 to 5. Mouse on 6, cat on 5, mouse to move."
export function stepText(result, index) {
  const { line } = result;
  const last = line.length - 1;
  const p = line[index];
  if (!p) return '';
  const ending = index === last && (last > 0 || result.outcome !== 0) ? ` ${endText(result)}.` : '';
  if (index === 0) return `Start: ${placeText(p, result)}.${ending}`;
  const before = line[index - 1];
  const who = before.turn;
  // The two cats' joint move: "cats: cat A from 2 to 4, cat B from 5 to 3".
  const move =
    who === 'cat' && p.cat2 !== undefined
      ? `cats: ${catsMoveWords({ from: before.cat, to: p.cat, from2: before.cat2, to2: p.cat2 }, result)}`
      : `${who} ${moveWords(before[who], p[who], result)}${holeNote(result, p[who], { comma: true })}`;
  return `Move ${index} of ${last}: ${move}. ${capital(placeText(p, result))}.${ending}`;
}

// The canvas's accessible name: what it shows and the keys it takes.
export function boardLabel(result) {
  const start = result.line[0];
  const board = result.grid
    ? `a LeetCode 1728 grid of ${result.grid.rows} rows and ${result.grid.columns} columns, ${result.nodeCount} open cells`
    : `a graph of ${result.nodeCount} node${result.nodeCount === 1 ? '' : 's'}`;
  return (
    `Game board: ${board}, ${holesText(result)}${result.variant?.directed ? ', moves follow the arrows' : ''}; ` +
    `the mouse starts on ${nodeWords(result, start.mouse)}, ${start.cat2 === undefined ? `the cat on ${nodeWords(result, start.cat)}` : `two cats: cat A on ${nodeWords(result, start.cat)}, cat B on ${nodeWords(result, start.cat2)}`}. Space plays or pauses, the arrow keys step, a node's number then Enter moves there${result.variant?.pass ? ', P passes (the side to move stays)' : ''}.`
  );
}
