// The embed view (frame.html): the board of a link at its moment, alone,
// for an <iframe> (Share › Embed on the page gives the snippet). The link
// is the page's own (hash.js), so the same board opens in the full page.
import { readHash } from './hash.js';
import { FIELD_OPTIONS } from './rule-fields.js';
import { RULE_OPTIONS } from 'catmouse/rules';
import { FRAME_NO_BOARD } from '../words/page-words.js';

const game = document.getElementById('board');
const problem = document.getElementById('frame-problem');
document.getElementById('open-full').href = `./${location.hash}`;

const read = await readHash().catch(() => null);
const messages = read?.problems.map((p) => p.message) ?? [];
if (!read || read.state.graph === undefined) {
  problem.textContent = messages.join(' ') || FRAME_NO_BOARD;
  problem.hidden = false;
} else {
  const s = read.state;
  if (messages.length) {
    problem.textContent = messages.join(' ');
    problem.hidden = false;
  }
  for (const option of [...FIELD_OPTIONS, ...RULE_OPTIONS.filter((o) => o.shorthandFor)])
    if (s[option.name] !== undefined) game.setAttribute(option.attribute, s[option.name]);
  // The moment (a step of the line, a game played) once the board has solved.
  if (s.moment) game.addEventListener('cat-mouse-solved', () => game.restore(s.moment), { once: true });
  game.setAttribute('graph', s.graph);
}
