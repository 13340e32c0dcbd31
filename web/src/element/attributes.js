// The attributes <cat-mouse-game> watches: the graph, one per rules option
// of the schema (catmouse/rules: RULE_OPTIONS), and its own display settings. Kept
// out of the element's module so Node tests can read it without a DOM.
import { RULE_OPTIONS } from 'catmouse/rules';

export const OBSERVED_ATTRIBUTES = Object.freeze(['graph', ...RULE_OPTIONS.map((o) => o.attribute), 'speed', 'keyboard', 'move-list', 'autoplay', 'base-path', 'own-worker']);
