// The value chart's facts, in plain JavaScript (no DOM): where each point of
// the timeline sits, which moves changed the value for the worse, and the
// chart in words. A point is the value of the position after each move (one
// player's step, a ply); index 0 is the start.
//
// Mouse wins are drawn up, cat wins down, draws on the axis. The height of a
// win is how near its end is: the game's last position (plies 0) is full
// height, the slowest win of the timeline the lowest (never on the axis).
import { winCode } from 'catmouse/rules';
import { OUTCOMES, capital, plural } from './values.js';
import { cycleStart } from './draw.js';
import { moveWords } from '../words/place-words.js';

const RANK = { loss: 0, draw: 1, win: 2 };
const FLOOR = 0.2; // the height of the slowest win, so it never looks like a draw
const SPAN = 10; // remoteness of the lowest height when every win in the timeline is quicker

export const moveName = (i) => (i === 0 ? 'the start' : `move ${i}`);

// 'a draw' | 'a cat win in 3 moves': a position value as a noun.
export function valueNoun({ outcome, plies }) {
  if (outcome === 0) return 'a draw';
  return plies === 0 ? `a ${OUTCOMES[outcome]} win at once` : `a ${OUTCOMES[outcome]} win in ${plural(plies, 'move')}`;
}

// 'a draw' | 'the cat wins in 3 moves' | 'the cat has won'.
export function valueWords({ outcome, plies }) {
  if (outcome === 0) return 'a draw';
  if (plies === 0) return `the ${OUTCOMES[outcome]} has won`;
  return `the ${OUTCOMES[outcome]} wins in ${plural(plies, 'move')}`;
}

// How a position value looks to one side: 'win' | 'draw' | 'loss'.
const kindFor = (who, { outcome }) => (outcome === 0 ? 'draw' : outcome === winCode(who) ? 'win' : 'loss');

// The moves that did worse than best play for the side that made them:
// [{ index, who, by, from, to, after, best, kind: 'outcome' | 'slower' | 'sooner' }]
// where `after` is the value the move led to and `best` the value the best
// move would have led to (the position's value one move nearer its end).
// With the table's values nothing can do better than best play, so every
// other move keeps the value.
// ready(entry): are the entry's values the ones given the game so far
// (history-steps.js valuesReady)? A step not yet settled is a pending
// point, named so, and judges no move: never the fresh board's value.
const ALL_READY = () => true;
const PENDING = 'value being worked out';

export function valueChanges(timeline, ready = ALL_READY) {
  const changes = [];
  for (let i = 1; i < timeline.length; i++) {
    if (!ready(timeline[i - 1]) || !ready(timeline[i])) continue;
    const before = timeline[i - 1].value;
    const after = timeline[i].value;
    const { who, from, to } = timeline[i].move ?? {};
    if (!who) continue; // a position set by hand, not a move
    const best = before.outcome === 0 ? { outcome: 0, plies: null } : { outcome: before.outcome, plies: Math.max(0, before.plies - 1) };
    const was = kindFor(who, before);
    const now = kindFor(who, after);
    let kind = null;
    if (RANK[now] < RANK[was]) kind = 'outcome';
    else if (now === was && now === 'win' && after.plies > best.plies) kind = 'slower';
    else if (now === was && now === 'loss' && after.plies < best.plies) kind = 'sooner';
    if (kind) changes.push({ index: i, who, by: timeline[i].by, from, to, after, best, kind });
  }
  return changes;
}

// The points of the chart: [{ index, side: 'mouse' | 'cat' | 'draw', plies,
// level (0..1, the height), x (0..1, left to right), y (-1..1, up for the
// mouse), by, who, change (from valueChanges, or null) }].
export function chartPoints(timeline, ready = ALL_READY) {
  const longest = Math.max(0, ...timeline.filter((e) => e.value.outcome !== 0 && ready(e)).map((e) => e.value.plies));
  const scale = Math.max(longest, SPAN);
  const changes = new Map(valueChanges(timeline, ready).map((c) => [c.index, c]));
  const last = timeline.length - 1;
  return timeline.map((entry, index) => {
    const { outcome, plies } = ready(entry) ? entry.value : { outcome: 0, plies: null };
    const side = ready(entry) ? OUTCOMES[outcome] : 'pending';
    const level = outcome === 0 ? 0 : FLOOR + (1 - FLOOR) * (1 - plies / scale);
    return {
      index,
      side,
      plies: outcome === 0 ? null : plies,
      level,
      x: last === 0 ? 0.5 : index / last,
      y: outcome === 1 ? level : outcome === 2 ? -level : 0,
      by: entry.by,
      who: entry.move?.who ?? null,
      change: changes.get(index) ?? null,
    };
  });
}

const whose = (by, who) => (by === 'you' ? `you, the ${who}` : by === 'computer' ? `the computer, the ${who}` : `the ${who}`);

// One change in words (no arrow: a point's name says it): "at move 3 (you, the mouse from 3 to 1): a cat win in 2 moves instead of a draw".
export function changeWords(change) {
  const { index, who, by, from, to, after, best } = change;
  return `at move ${index} (${whose(by, who)} ${moveWords(from, to)}): ${valueNoun(after)} instead of ${valueNoun(best)}`;
}

// What one point says, its accessible name: "Move 3, the mouse from 3 to 4 (you): the cat wins in 21 moves."
// `change` is the point's entry of valueChanges (found here when not given).
export function pointLabel(
  timeline,
  index,
  change = valueChanges(timeline.slice(0, index + 1)).find((c) => c.index === index),
  ready = ALL_READY,
) {
  const entry = timeline[index];
  if (!entry) return '';
  const { who, from, to } = entry.move ?? {};
  const by = entry.by === 'you' ? ' (you)' : entry.by === 'computer' ? ' (computer)' : '';
  const head = index === 0 || !who ? capital(moveName(index)) : `Move ${index}, the ${who} ${moveWords(from, to)}${by}`;
  const worse = change ? ` ✗ worse than best play: ${valueNoun(change.after)} instead of ${valueNoun(change.best)}.` : '';
  return `${head}: ${ready(entry) ? valueWords(entry.value) : PENDING}.${worse}`;
}

// Runs of points with the same outcome: [{ from, to, outcome, first, last }]
// (first/last: the plies at either end of the run).
export function runs(timeline, ready = ALL_READY) {
  const out = [];
  timeline.forEach((entry, i) => {
    const { outcome, plies } = ready(entry) ? entry.value : { outcome: -1, plies: null };
    const run = out.at(-1);
    if (run && run.outcome === outcome) {
      run.to = i;
      run.last = plies;
    } else out.push({ from: i, to: i, outcome, first: plies, last: plies });
  });
  return out;
}

const span = (from, to) => (from === to ? `at ${moveName(from)}` : `from ${moveName(from)} to ${moveName(to)}`);

function runWords({ outcome, first, last }, throughout) {
  if (outcome === -1) return 'values being worked out';
  if (outcome === 0) return throughout ? 'a draw throughout' : 'a draw';
  const who = `the ${OUTCOMES[outcome]} wins${throughout ? ' throughout,' : ''}`;
  if (first === last) return `${who} in ${plural(first, 'move')}`;
  return `${who} from ${plural(first, 'move')} down to ${last}`;
}

// Where the timeline ends by repeating a position (a draw): { from, to }, or null.
export function repeatSpan(timeline) {
  const from = cycleStart(timeline);
  return from < 0 ? null : { from, to: timeline.length - 1 };
}

const after = (i) => (i === 0 ? 'the start' : `the one after move ${i}`);

// The chart in one paragraph: "Value after each move: the cat wins
// throughout, from 24 moves down to 0." and, with changes, where the value
// turned for the worse.
export function chartSummary(timeline, ready = ALL_READY) {
  if (timeline.length === 0) return 'Value after each move: no game yet.';
  const parts = runs(timeline, ready);
  const moves = timeline.length - 1;
  let text;
  if (parts.length === 1) {
    text = `Value after each move (${plural(moves, 'move')}): ${runWords(parts[0], true)}.`;
  } else {
    text = `Value after each move (${plural(moves, 'move')}): ${parts.map((r) => `${span(r.from, r.to)}, ${runWords(r, false)}`).join('; ')}.`;
  }
  const repeat = repeatSpan(timeline);
  if (repeat) text += ` The position after move ${repeat.to} repeats ${after(repeat.from)}.`;
  const changes = valueChanges(timeline, ready);
  if (changes.length) {
    text += ` The value changed for the worse ${changes.length === 1 ? 'once' : `${changes.length} times`}: ${changes.map(changeWords).join('; ')}.`;
  }
  return text;
}
