import { RULE_OPTIONS, holesOf, writeGraph } from 'catmouse/rules';
const n: number = RULE_OPTIONS.length + holesOf({ hole: 0 }).length;
console.log(n, writeGraph([[1],[0]], 'graph6'));
