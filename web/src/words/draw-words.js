// A draw explained in plain words, from the facts of explainDraw (draw.js).
// Pure: paragraphs of parts, each part a string, { text, jump } where jump
// is a timeline index a view makes clickable ("after move 5" goes there), or
// { text, said }: text for the eye, said for the ear.
// A move is one player's step everywhere; "wins in 3 moves" counts from the
// position shown, the losing move itself included.
import { other, plural } from '../model/values.js';

const LIMIT = 4; // positions listed before "and N more"

// The words as seen, and as a screen reader says them.
export const plainText = (parts) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
export const saidText = (parts) => parts.map((p) => (typeof p === 'string' ? p : (p.said ?? p.text))).join('');

// "the start" | "move 3", as a clickable part.
const at = (index) => ({ text: index === 0 ? 'the start' : `move ${index}`, jump: index });
const after = (index) => (index === 0 ? [at(0)] : ['after ', at(index)]);

// "3", "3 or 4", "1, 3 or 4".
export function orList(items) {
  const list = items.map(String);
  return list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
}

// The nodes one side visits round the loop, repeats of a standing token merged: 3 → 4 → 3.
export function loopPath(positions, who) {
  const path = [];
  for (const p of positions) if (path.at(-1) !== p[who]) path.push(p[who]);
  return path;
}

// A side's path round the loop in plain words, "3 to 4 to 3", the same to
// the eye and the ear (a screen reader says "→" as "right arrow", if at all,
// and a sentence reads better without it).
const pathParts = (nodes) => [nodes.join(' to ')];

// Losing moves grouped by how fast they lose, slowest first (the order they come in):
// [{ to: [nodes], moves, atOnce, onto }].
function lossGroups(lose, position, mover) {
  const groups = [];
  for (const m of lose) {
    const onto = mover === 'mouse' && m.to === position.cat;
    const group = groups.find((g) => g.moves === m.moves && !g.onto && !onto);
    if (group) group.to.push(m.to);
    else groups.push({ to: [m.to], moves: m.moves, onto });
  }
  return groups;
}

function lossText(group, mover) {
  const winner = other(mover);
  if (group.onto) return `going to ${group.to[0]}, onto the cat, loses at once`;
  if (group.moves === 1) return `going to ${orList(group.to)} loses at once`;
  return `going to ${orList(group.to)} loses (the ${winner} wins in ${plural(group.moves, 'move')})`;
}

// { title, kind, paragraphs: [{ key: 'cycle' | 'moves' | 'avoid' | 'kind', parts }] }
// for explainDraw(timeline, cursor), or null when that is null (not a draw).
// hideMover: the side to move is a person playing, whose move it is: the
// words do not give the answer away (which moves keep the draw, forced
// moves of theirs); they say how many moves keep it and lose.
export function drawWords(why, timeline, cursor, { hideMover = false } = {}) {
  if (!why) return null;
  const position = timeline[cursor].position;
  const { mover } = why;
  // Slips and forced moves only where the game is still a draw (in play, a
  // game may go on past the draw after a mistake).
  const drawn = (t) => timeline[t.index]?.value.outcome === 0;
  const avoid = why.avoid.filter(drawn);
  const forced = why.forced.filter(drawn).filter((f) => !(hideMover && f.index === cursor));
  const kind = why.traps.some(drawn) ? 'tense' : 'safe';
  const paragraphs = [
    { key: 'cycle', parts: cycleParts(why.cycle) },
    { key: 'moves', parts: [hideMover && why.lose.length > 0 ? hiddenMovesText(why) : movesText(why, position)] },
    { key: 'avoid', parts: avoidParts(avoid, mover) },
    { key: 'kind', parts: kind === 'safe' ? [SAFE] : tenseParts(forced) },
  ];
  return { title: 'Why it is a draw', kind, paragraphs };
}

// The loop: where the line shown repeats a position, and each side's path round it.
function cycleParts(cycle) {
  if (!cycle)
    return ['Neither side can force a win from here: with best play by both, a position repeats, and a repeated position is a draw.'];
  const from = cycle.from === 0 ? 'From the start' : `From move ${cycle.from}`;
  return [
    `${from} the game loops: the mouse goes `,
    ...pathParts(loopPath(cycle.positions, 'mouse')),
    ' while the cat goes ',
    ...pathParts(loopPath(cycle.positions, 'cat')),
    '. The position ',
    ...after(cycle.to),
    ' repeats the one ',
    ...(cycle.from === 0 ? ['at ', at(0)] : after(cycle.from)),
    ', and a repeated position is a draw.',
  ];
}

// The side to move: which moves keep the draw, which lose and how fast.
function movesText({ mover, keep, lose }, position) {
  const keepTo = keep.map((m) => m.to);
  // (a position played before ends the game: a draw, no move left to make)
  if (keepTo.length === 0 && lose.length === 0)
    return 'The game ends here: this position was played before, and a repeated position is a draw.';
  if (lose.length === 0)
    return keepTo.length === 1
      ? `The ${mover}, to move, has one move, to ${keepTo[0]}, and it keeps the draw.`
      : `Every move of the ${mover}, to move, keeps the draw: going to ${orList(keepTo)}.`;
  const head =
    keepTo.length === 1
      ? `The ${mover}, to move, keeps the draw only by going to ${keepTo[0]}`
      : `The ${mover}, to move, keeps the draw by going to ${orList(keepTo)}`;
  const losses = lossGroups(lose, position, mover).map((g) => lossText(g, mover));
  if (losses.length === 2) return `${head}; ${losses[0]}, and ${losses[1]}.`;
  if (losses.length > 2) return `${head}; ${losses.slice(0, -1).join('; ')}; and ${losses.at(-1)}.`;
  return `${head}; ${losses[0]}.`;
}

// The same for a person playing the side to move: only how many moves keep the draw and lose.
function hiddenMovesText({ mover, keep, lose }) {
  return `Your move (the ${mover}): ${plural(keep.length, 'move')} ${keep.length === 1 ? 'keeps' : 'keep'} the draw and ${lose.length} ${lose.length === 1 ? 'loses' : 'lose'}. A hint shows the best.`;
}

// The opponent: the positions ahead (and round the loop) where a move of theirs loses.
function avoidParts(avoid, mover) {
  const them = other(mover);
  const traps = [...avoid].sort((a, b) => a.index - b.index);
  if (traps.length === 0) return [`The ${them} has no losing move along this line.`];
  const parts = [`The ${them} must avoid: `];
  traps.slice(0, LIMIT).forEach((t, k) => {
    if (k > 0) parts.push('; ');
    const p = t.position;
    const how = t.losing.map((m) => `${m.to} (${m.moves === 1 ? 'loses at once' : `the ${mover} wins in ${plural(m.moves, 'move')}`})`);
    parts.push(...after(t.index), ` (mouse ${p.mouse}, cat ${p.cat}), going to ${orList(how)}`);
  });
  if (traps.length > LIMIT) parts.push(`; and at ${plural(traps.length - LIMIT, 'more position')}`);
  parts.push('.');
  return parts;
}

const SAFE = 'A safe draw: along this line no move of either side loses, so nobody can slip.';

// A tense draw, and where a move is forced (forced: those the words may give away).
function tenseParts(forced) {
  const parts = ['A tense draw: one wrong move loses.'];
  const list = [...forced].sort((a, b) => a.index - b.index);
  if (!list.length) return parts;
  parts.push(' Forced: ');
  list.slice(0, LIMIT).forEach((f, k) => {
    if (k > 0) parts.push('; ');
    parts.push(...(f.index === 0 ? ['at ', at(0)] : after(f.index)), ` the ${f.who} must go to ${f.to}`);
  });
  if (list.length > LIMIT) parts.push(`; and ${plural(list.length - LIMIT, 'more forced move')}`);
  parts.push('.');
  return parts;
}
