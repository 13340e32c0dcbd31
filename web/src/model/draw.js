// Why a drawn position is a draw, in facts a view can put into words: the
// cycle optimal play repeats, which moves keep the draw and which lose, what
// the opponent must avoid, and whether the draw is safe or tense.
import { repeatIndex } from 'catmouse/rules';
import { groupMoves, other } from './values.js';

// Index of an earlier entry with the same position as the last, or -1.
export const cycleStart = (timeline) => repeatIndex(timeline.map((e) => e.position));

// null unless the position at `cursor` is a draw. Only entries from the
// cursor on are read as optimal play (what the timeline holds after a what-if).
export function explainDraw(timeline, cursor) {
  const here = timeline[cursor];
  if (!here || here.value.outcome !== 0) return null;
  const mover = here.position.turn;
  const groups = groupMoves(mover, here.moves);
  const ahead = timeline.slice(cursor);
  // The loop optimal play falls into: ahead of the cursor, or, when the
  // cursor is already inside it, starting before it.
  const start = cycleStart(timeline);
  const loop = start < 0 ? [] : timeline.slice(start);
  const cycle =
    start < 0
      ? null
      : {
          from: start,
          to: timeline.length - 1,
          positions: loop.map((e) => e.position),
          mouseNodes: [...new Set(loop.map((e) => e.position.mouse))],
          catNodes: [...new Set(loop.map((e) => e.position.cat))],
        };
  // Every position play goes through from here (the line ahead, and the
  // whole loop it ends in), once each, and where the side to move has a
  // losing move: the traps of this draw.
  const seen = new Set();
  const along = [];
  for (const [i, e] of [...ahead.map((e, k) => [cursor + k, e]), ...loop.map((e, k) => [start + k, e])]) {
    const key = `${e.position.mouse},${e.position.cat},${e.position.turn}`;
    if (seen.has(key)) continue;
    seen.add(key);
    along.push([i, e]);
  }
  const traps = [];
  const forced = [];
  for (const [index, e] of along) {
    const who = e.position.turn;
    const g = groupMoves(who, e.moves);
    if (g.loss.length) traps.push({ index, who, position: e.position, losing: g.loss, drawing: g.draw });
    if (g.draw.length === 1 && g.loss.length) forced.push({ index, who, to: g.draw[0].to });
  }
  return {
    mover,
    keep: groups.draw,
    lose: groups.loss,
    cycle,
    // For the opponent: the positions on the line where its moves lose.
    avoid: traps.filter((t) => t.who === other(mover)),
    traps,
    forced,
    kind: traps.length === 0 ? 'safe' : 'tense',
  };
}
