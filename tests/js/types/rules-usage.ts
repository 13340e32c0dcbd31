import { RULE_OPTIONS, holesOf, writeGraph } from 'catmouse/rules';
const n: number = RULE_OPTIONS.length + holesOf({ hole: 0 }).length;
console.log(n, writeGraph([[1], [0]], 'graph6'));
import { CELL_KINDS, NOT_A_POSITION, OUTCOMES, cellKindIndex, isLeetCodeGame, isOver, repeatIndex, samePosition } from 'catmouse/rules';
const start = { mouse: 1, cat: 2, turn: 'mouse' as const };
const kind: 'mouse' | 'cat' | 'draw' | 'over' | 'none' = CELL_KINDS[cellKindIndex(NOT_A_POSITION, -1)];
const facts: [string, boolean, boolean, number, boolean] = [
  OUTCOMES[0],
  isOver({ outcome: 1, plies: 0 }),
  samePosition(start, start),
  repeatIndex([start, start]),
  isLeetCodeGame({ hole: 0 }),
];
console.log(kind, facts);
