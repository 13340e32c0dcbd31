// The move list: each position of the session's timeline, and for the
// position each move was played from, every legal move valued for the mover,
// best first. Every chip is a button (explore that move instead). The list is
// one tab stop: arrow keys move between rows (↑ ↓) and within a row (← →).
import { catsMoveText, catsMoveWords, holeNote, jointMoveName, moveText, moveWords, nodeShort } from '../../words/place-words.js';
import { endText } from '../../words/describe.js';
import { OUTCOMES, isOver, repeatIndex } from 'catmouse/rules';
import { capital, isMoveTo, moveValueText, plural, valueFor } from '../../model/values.js';
import { el, valueMark } from '../shell/dom.js';
import { valuesReady } from '../../model/history-steps.js';
export { moveListSheet } from './move-list-styles.js';

const BY = { you: 'your choice', computer: 'computer', set: 'placed' };
// The repeat's mark, for the eye: the words beside it say it ("repeated"), and a screen reader would read the glyph's name.
const loop = () => el('span', { ariaHidden: 'true' }, '↺ ');
export const CHIPS_SHOWN = 12; // a row's chips before "+N more"

// Row 0's button: the start, named by its text (the number is for the eye):
// "Start: mouse on 1, cat on 2, mouse to move".
function startButton(p, game) {
  const go = el('button', { className: 'go', type: 'button', tabIndex: -1, title: 'Go to the start' });
  const cats =
    p.cat2 === undefined
      ? `cat on ${nodeShort(game, p.cat)}, ${p.turn}`
      : `cat A on ${nodeShort(game, p.cat)}, cat B on ${nodeShort(game, p.cat2)}, ${p.turn === 'cat' ? 'cats' : 'mouse'}`;
  const start = `Start: mouse on ${nodeShort(game, p.mouse)}, ${cats} to move`;
  go.append(el('span', { className: 'num', ariaHidden: 'true' }, '0'), el('span', { className: 'what' }, start));
  return go;
}

// What endText needs to say how the line shown ends.
const endSummary = (timeline, game) => ({
  line: timeline.map((e) => e.position),
  hole: game.hole,
  variant: game.variant,
  outcome: timeline.at(-1).value.outcome,
  graph: game.graph,
  grid: game.grid,
  end: timeline.at(-1).end,
});

export class MoveList {
  #container;
  #list = null;
  #timeline = null;
  #game = null; // the solved game the list names places by (a grid names cells)
  #handlers;
  #marked = null; // what #mark last did, as "step:last": the element renders every animation frame
  #ready = () => true; // are an entry's values the ones given the game so far (history-steps.js valuesReady)?

  // onGo(i): show position i; onChoose(i, to): play `to` from position i; onHover(node | null)
  constructor(container, handlers) {
    this.#container = container;
    this.#handlers = handlers;
  }

  render(session) {
    if (session.timeline !== this.#timeline || !this.#list?.isConnected) {
      // A list rebuilt under the person's keys (a step's values settled, history-steps.js) keeps
      // their place: the same button stays the tab stop, and keeps the focus it had.
      const place = this.#place();
      this.#build(session);
      this.#marked = null;
      this.#mark(session.cursor, session);
      this.#marked = `${session.cursor}:${session.last}`;
      this.#return(place);
    }
    // Marking queries the whole list and reads its layout: with hundreds of
    // moves a row (a dense graph) that took 100 ms a frame. Only on change.
    const marked = `${session.cursor}:${session.last}`;
    if (marked === this.#marked) return;
    this.#marked = marked;
    this.#mark(session.cursor, session);
  }

  #build(session) {
    const { timeline, game } = session;
    this.#ready = (entry) => valuesReady(entry, session);
    this.#timeline = timeline;
    this.#game = game;
    const list = el('ol', { className: 'moves' });
    list.setAttribute('aria-label', 'Moves: use the arrow keys to move between rows and choices, Enter to go');
    const lastValue = timeline.at(-1).value;
    const ended = session.mode !== 'play' || session.play?.over;
    const repeats = ended && lastValue.outcome === 0 ? repeatIndex(timeline.map((e) => e.position)) : -1;
    timeline.forEach((entry, i) => {
      const row = el('li', { className: `row by-${entry.by}` });
      row.dataset.step = i;
      if (i === 0) row.append(startButton(entry.position, game));
      else row.append(...this.#moveParts(entry, i, timeline, game));
      if (i === repeats && i < timeline.length - 1)
        row.append(el('span', { className: 'badge repeat' }, loop(), `repeated at the end (move ${timeline.length - 1})`));
      if (i === timeline.length - 1 && ended && (lastValue.outcome === 0 ? repeats >= 0 : isOver(lastValue))) {
        row.classList.add('last');
        row.append(
          el(
            'p',
            { className: `end ${OUTCOMES[lastValue.outcome]}` },
            repeats >= 0 && repeats < i ? loop() : '',
            endText(endSummary(timeline, game)),
          ),
        );
      }
      list.append(row);
    });
    this.#listen(list);
    this.#container.replaceChildren(list);
    this.#list = list;
  }

  // Row i's button to go to its position, named in words, and its chips.
  #moveParts(entry, i, timeline, game) {
    const go = el('button', { className: 'go', type: 'button', tabIndex: -1, title: `Go to move ${i}` });
    const { who, from, to, to2 } = entry.move;
    // The two cats' joint move: "Cats cat A 2 to 4, cat B 5 to 3".
    const what = to2 === undefined ? ` ${moveText(from, to, game)}${holeNote(game, to)}` : ` ${catsMoveText(entry.move, game)}`;
    // Named by its text, the arrow and the number for the eye, words for the ear (the
    // visible words stay in the name): "Move 1: Mouse from 1 to 6, your choice".
    const words =
      to2 === undefined ? ` ${moveWords(from, to, game)}${holeNote(game, to, { comma: true })}` : ` ${catsMoveWords(entry.move, game)}`;
    // One hidden text holds the name (screen readers put spaces around
    // each hidden piece: "Mouse to 3 : draw"); the rest is for the eye.
    const name = `Move ${i}: ${to2 === undefined ? capital(who) : 'Cats'}${words}${BY[entry.by] ? `, ${BY[entry.by]}` : ''}`;
    const seen = (props, ...children) => el('span', { ...props, ariaHidden: 'true' }, ...children);
    go.append(
      el('span', { className: 'visually-hidden' }, name),
      seen({ className: 'num' }, String(i)),
      seen({ className: 'what' }, el('span', { className: `who ${who}` }, to2 === undefined ? capital(who) : 'Cats'), what),
      BY[entry.by] ? seen({ className: `by ${entry.by}` }, BY[entry.by]) : '',
    );
    const options = el('ul', { className: 'options' });
    options.setAttribute('aria-label', `Legal moves of the ${who} from ${nodeShort(game, from)}, best first`);
    this.#fillOptions(options, i, timeline, false);
    return [go, options];
  }

  // One listener each for the whole list: a chip plays its move, a row's button goes there.
  #listen(list) {
    list.addEventListener('click', (event) => {
      const more = event.target.closest('.more');
      if (more) return this.#showAll(more);
      const chip = event.target.closest('.chip');
      if (chip)
        return this.#handlers.onChoose(
          Number(chip.dataset.from),
          Number(chip.dataset.to),
          chip.dataset.to2 === undefined ? undefined : Number(chip.dataset.to2),
        );
      const row = event.target.closest('.row');
      if (row && event.target.closest('.go')) this.#handlers.onGo(Number(row.dataset.step));
    });
    list.addEventListener('pointerover', (event) => {
      const chip = event.target.closest('.chip');
      this.#handlers.onHover(chip ? Number(chip.dataset.to) : null);
    });
    list.addEventListener('pointerleave', () => this.#handlers.onHover(null));
    list.addEventListener('keydown', (event) => this.#key(event));
  }

  // The chips of row i: every legal move of its mover, best first. On a
  // dense graph a row would hold hundreds (a complete graph on 400 nodes:
  // 399 a row, and building them froze the page), so a row shows the best
  // CHIPS_SHOWN and the move played, then a button that shows the rest.
  #fillOptions(options, i, timeline, all) {
    const { who, to, to2 } = timeline[i].move;
    const moves = timeline[i - 1].moves;
    const here = timeline[i - 1].position[who];
    // A pass (a move to the mover's own node) reads "stays on 3", not "to 3".
    const at = (node) => nodeShort(this.#game, node);
    const named = (node) => (node === here ? `${capital(who)} stays on ${at(node)}` : `${capital(who)} to ${at(node)}`);
    const played = (m) => isMoveTo(m, to, to2);
    const shown = all || moves.length <= CHIPS_SHOWN + 1 ? moves : moves.filter((m, k) => k < CHIPS_SHOWN || played(m));
    // Values not yet given the game so far (history-steps.js) are pending, never the fresh board's.
    const ready = this.#ready(timeline[i - 1]);
    const items = shown.map((move) => {
      const value = ready ? valueFor(who, move) : { kind: 'pending' };
      // In words for the eye too: "to 4", "stay 3"; the two cats' joint move
      // "A to 4, B to 6" (its name in full: "Cat A to 4 and cat B to 6").
      const joint = move.to2 !== undefined;
      const name = joint ? capital(jointMoveName(move)) : named(move.to);
      const mark = joint ? `A to ${at(move.to)}, B to ${at(move.to2)}` : move.to === here ? `stay ${at(move.to)}` : `to ${at(move.to)}`;
      // The value as the board says it once the move is played (values.js
      // moveValueText): "Mouse to 4: cat wins in 3 moves (played)".
      const said = ready ? moveValueText(move) : 'value being worked out';
      // Named by one hidden text (screen readers put spaces around each hidden
      // piece): "Mouse to 4: cat wins in 3 moves (played)". A row holds many
      // chips: the eye gets the count beside the arrow (the mark and colour say
      // win, draw or loss for the mover), the tooltip the winner too.
      const count = !ready ? '…' : move.outcome === 0 ? 'draw' : move.plies === 1 ? 'now' : plural(move.plies - 1, 'move');
      const chip = el(
        'button',
        {
          type: 'button',
          tabIndex: -1,
          className: `chip ${value.kind}${played(move) ? ' chosen' : ''}`,
          title: `${name}: ${said}`,
        },
        valueMark(value.kind),
        el('span', { className: 'visually-hidden' }, `${name}: ${said}${played(move) ? ' (played)' : ''}`),
        el('b', { ariaHidden: 'true' }, mark),
        el('span', { className: 'count', ariaHidden: 'true' }, ` ${count}`),
      );
      chip.dataset.to = move.to;
      if (joint) chip.dataset.to2 = move.to2;
      chip.dataset.from = i - 1;
      return el('li', {}, chip);
    });
    if (shown.length < moves.length) {
      const all = `Show all ${moves.length} moves of the ${who} from ${at(timeline[i].move.from)}`;
      const more = el('button', { type: 'button', tabIndex: -1, className: 'more', title: all }, `+${moves.length - shown.length} more`);
      more.setAttribute('aria-label', `${all} (${moves.length - shown.length} more)`);
      more.dataset.step = i;
      items.push(el('li', {}, more));
    }
    options.replaceChildren(...items);
  }

  // "+N more": the row's every move; the focus goes to the first one it adds.
  #showAll(more) {
    const i = Number(more.dataset.step);
    const options = more.closest('.options');
    const before = options.querySelectorAll('.chip').length;
    const hadFocus = more.tabIndex === 0 || options.getRootNode().activeElement === more;
    this.#fillOptions(options, i, this.#timeline, true);
    const next = options.querySelectorAll('.chip')[before];
    if (next && hadFocus) this.#focus(next);
  }

  // The list's tab stop as a place that survives a rebuild: its row, and its chip's move (or none: the row's button).
  #place() {
    const stop = this.#list?.isConnected ? this.#list.querySelector('button[tabindex="0"]') : null;
    if (!stop) return null;
    const focused = this.#list.getRootNode().activeElement === stop;
    return { step: stop.closest('.row')?.dataset.step, to: stop.dataset.to, to2: stop.dataset.to2, focused };
  }

  #return(place) {
    if (!place?.focused) return;
    const row = this.#list.querySelector(`.row[data-step="${place.step}"]`);
    if (!row) return;
    const chip =
      place.to === undefined
        ? null
        : [...row.querySelectorAll('.chip')].find((c) => c.dataset.to === place.to && c.dataset.to2 === place.to2);
    this.#focus(chip ?? row.querySelector('.go'));
  }

  // Roving focus: one button of the list is in the tab order at a time.
  #key(event) {
    const buttons = (row) => [...row.querySelectorAll('button')];
    const current = event.target.closest('button');
    const row = current?.closest('.row');
    if (!row) return;
    const rows = [...this.#list.children];
    let target = null;
    const r = rows.indexOf(row);
    const inRow = buttons(row);
    const c = inRow.indexOf(current);
    if (event.key === 'ArrowDown') target = rows[r + 1] && buttons(rows[r + 1])[0];
    else if (event.key === 'ArrowUp') target = rows[r - 1] && buttons(rows[r - 1])[0];
    else if (event.key === 'ArrowRight') target = inRow[c + 1];
    else if (event.key === 'ArrowLeft') target = inRow[c - 1];
    else if (event.key === 'Home') target = buttons(rows[0])[0];
    else if (event.key === 'End') target = buttons(rows.at(-1))[0];
    else return;
    event.preventDefault();
    event.stopPropagation();
    if (target) this.#focus(target);
  }

  #focus(button) {
    for (const b of this.#list.querySelectorAll('button[tabindex="0"]')) b.tabIndex = -1;
    button.tabIndex = 0;
    button.focus();
    if (button.dataset.to !== undefined) this.#handlers.onHover(Number(button.dataset.to));
  }

  // Marks step i as current and keeps it in view inside the list (not the
  // page); at the end of a draw, the position it repeats is marked too.
  #mark(i, session) {
    const list = this.#list;
    list.querySelector('.row.current')?.classList.remove('current');
    list.querySelector('.row.echo')?.classList.remove('echo');
    const row = list.children[i];
    if (!row) return;
    row.classList.add('current');
    row.querySelector('.go')?.setAttribute('aria-current', 'step');
    for (const other of list.querySelectorAll('.go[aria-current]'))
      if (other.closest('.row') !== row) other.removeAttribute('aria-current');
    // The tab stop follows the current row unless focus is inside the list.
    if (!list.contains(list.getRootNode().activeElement)) {
      for (const b of list.querySelectorAll('button[tabindex="0"]')) b.tabIndex = -1;
      row.querySelector('.go').tabIndex = 0;
    }
    let echoRow = null;
    if (i === session.last) {
      const first = repeatIndex(session.timeline.slice(0, i + 1).map((e) => e.position));
      if (first >= 0) {
        echoRow = list.children[first];
        echoRow.classList.add('echo');
      }
    }
    // Measuring forces a layout of the page: in the frame's own layout, not
    // in this task (a new graph's verdict task spent 60-80 ms here).
    cancelAnimationFrame(this.#scrollFrame);
    this.#scrollFrame = requestAnimationFrame(() => this.#scrollTo(row, echoRow));
  }

  #scrollFrame = 0;

  // Keeps row (and the earlier row its position repeats, if both fit) in view inside the list.
  #scrollTo(row, echoRow) {
    const list = this.#list;
    if (!row.isConnected) return;
    const box = list.parentElement;
    if (box.scrollHeight <= box.clientHeight) return;
    const top = (r) => r.offsetTop + list.offsetTop;
    const bottom = top(row) + row.offsetHeight;
    if (echoRow && bottom - top(echoRow) <= box.clientHeight) {
      box.scrollTop = Math.min(Math.max(box.scrollTop, bottom - box.clientHeight), top(echoRow));
      return;
    }
    if (top(row) < box.scrollTop || bottom > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top(row) - box.clientHeight / 3);
    }
  }
}
