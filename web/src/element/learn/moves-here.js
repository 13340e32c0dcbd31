// The legal moves from the position shown, in three groups (winning,
// drawing, losing for the side to move), best first, each a button that
// plays the move (a what-if in replay, your move in play).
import { MARK, capital, groupMoves, isMoveTo, moveValueText } from '../../model/values.js';
import { valuesReady } from '../../model/history-steps.js';
import { isJointTurn, isOver } from '../../model/timeline.js';
import { el, valueMark } from '../shell/dom.js';
import { samePosition } from 'catmouse/rules';
import { jointMoveName, nodeName, nodeShort } from '../../words/place-words.js';

const HEADINGS = { win: 'Winning', draw: 'Drawing', loss: 'Losing', move: 'Legal' };
export const CHOICES_SHOWN = 24; // a group's moves before "Show all"

export class MovesHere {
  #container;
  #onChoose;
  #onHover;
  #keepFocus = false; // the focus was on a move when the list was rebuilt: put it back
  #drawn = null; // what the list shows now: the element renders every animation frame

  #onFocusLost;

  // onFocusLost(): the list hid (the game ended) while it held the focus.
  constructor(container, { onChoose, onHover = () => {}, onFocusLost = () => {} }) {
    this.#container = container;
    this.#onFocusLost = onFocusLost;
    container.tabIndex = -1; // holds the focus while the computer thinks
    this.#onChoose = onChoose;
    this.#onHover = onHover;
    container.addEventListener('click', (e) => {
      const button = e.target.closest('button[data-to]');
      // (data-to2: the two cats' joint move, cat B's node)
      if (button) this.#onChoose(Number(button.dataset.to), button.dataset.to2 === undefined ? undefined : Number(button.dataset.to2));
    });
    container.addEventListener('pointerover', (e) =>
      this.#onHover(e.target.closest('button[data-to]') ? Number(e.target.closest('button[data-to]').dataset.to) : null),
    );
    container.addEventListener('pointerleave', () => this.#onHover(null));
    container.addEventListener('focusin', (e) => e.target.dataset.to && this.#onHover(Number(e.target.dataset.to)));
    container.addEventListener('focusout', () => this.#onHover(null));
  }

  render(session) {
    const entry = session.entry;
    const box = this.#container;
    const active = box.getRootNode().activeElement;
    this.#keepFocus = (this.#keepFocus && (active === null || active === box || active === document.body)) || box.contains(active);
    if (!entry || isOver(entry) || entry.moves.length === 0 || session.play?.over) return this.#hide();
    box.hidden = false;
    const view = hereView(session, entry);
    const drawn = { entry, playing: view.playing, yours: view.yours, next: view.next, hint: session.hint, hidden: view.hidden };
    const same = this.#drawn && Object.keys(drawn).every((k) => this.#drawn[k] === drawn[k]);
    if (same) return;
    const before = this.#drawn?.entry?.position;
    this.#drawn = drawn;
    const parts = [el('p', { className: 'here-title' }, hereTitle(session, entry, view))];
    // Values hidden (model/quiz.js valuesHidden): one group, in node order, no value.
    const groups = view.hidden
      ? { move: [...entry.moves].sort((a, b) => a.to - b.to || (a.to2 ?? 0) - (b.to2 ?? 0)) }
      : groupMoves(view.who, entry.moves);
    for (const kind of view.hidden ? ['move'] : ['win', 'draw', 'loss'])
      if (groups[kind].length) parts.push(moveGroup(kind, groups[kind], view, session.game, entry));
    const focused = box.getRootNode().activeElement;
    const at = focused && box.contains(focused) && focused !== box ? `${focused.dataset.to}:${focused.dataset.to2}` : null;
    box.replaceChildren(...parts);
    if (this.#keepFocus) this.#refocus(before, entry, at);
  }

  // No moves to show (no game, or it is over): the list hides, and gives back a focus it held.
  #hide() {
    const box = this.#container;
    box.replaceChildren();
    box.hidden = true;
    this.#drawn = null;
    if (this.#keepFocus) {
      this.#keepFocus = false;
      this.#onFocusLost();
    }
  }

  // A keyboard user who just played a move keeps the focus here: in the
  // same position (a hint, the computer done thinking) on the same move if
  // it is still there (at, its "to:to2"); in a new position on its best move
  // (a move to the same node there is another move, not where the person
  // was); else (the computer is thinking) on the list itself.
  #refocus(before, entry, at) {
    const box = this.#container;
    const buttons = [...box.querySelectorAll('button:not(:disabled)')];
    const stayed = before && samePosition(before, entry.position);
    const target = (stayed && buttons.find((b) => `${b.dataset.to}:${b.dataset.to2}` === at)) || buttons[0] || box;
    target.focus({ preventScroll: true });
  }
}

// What the list shows of the session at entry: who moves, whether the values
// are hidden, whose move it is, the line's next move and the hinted ones.
function hereView(session, entry) {
  const who = entry.position.turn;
  // (values not yet given the game so far are hidden too: history-steps.js; never the fresh board's meanwhile)
  const hidden = session.valuesHidden || !valuesReady(entry, session);
  const playing = session.mode === 'play';
  const nextMove = session.timeline[session.cursor + 1]?.move;
  const joint = isJointTurn(entry.position);
  return {
    who,
    hidden,
    playing,
    joint,
    quiz: session.mode === 'quiz' && hidden,
    yours: !playing || session.humanToMove,
    next: nextMove?.to,
    isNext: (m) => !!nextMove && isMoveTo(m, nextMove.to, nextMove.to2),
    hinted: (m) => (joint ? !!session.hint && !!session.hintMoves?.some((h) => isMoveTo(h, m.to, m.to2)) : !!session.hint?.includes(m.to)),
  };
}

// The list's title: what the moves are (a quiz's answer, your move, the computer's, a what-if).
function hereTitle(session, entry, { who, quiz, joint, playing, yours, hidden }) {
  if (quiz) return `Your answer: the ${who}'s moves from ${nodeName(session.game, entry.position[who])}`;
  if (joint)
    return playing
      ? yours
        ? "Your move (the cats: both move): pick a joint move, or on the board cat A's node then cat B's"
        : 'The computer (the cats) is to move'
      : `What if? The cats' joint moves from ${nodeName(session.game, entry.position.cat)} (cat A) and ${nodeName(session.game, entry.position.cat2)} (cat B), best first`;
  return playing
    ? yours
      ? `Your move (the ${who}): pick a ${session.game?.grid ? 'cell' : 'node'}`
      : `The computer (the ${who}) is to move`
    : `What if? The ${who}'s moves from ${nodeName(session.game, entry.position[who])}${hidden ? '' : ', best first'}`;
}

// One group of moves (winning, drawing, losing, or all when the values are
// hidden) under its heading. A dense graph has hundreds of moves a side: the
// best CHOICES_SHOWN of a group (with the line's and the hinted moves), then "Show all".
function moveGroup(kind, moves, view, game, entry) {
  const list = el('ul', { className: `here-group ${kind}` });
  list.setAttribute('aria-label', `${HEADINGS[kind]} moves`);
  const button = (move) => moveButton(move, kind, view, game, entry);
  const keep = (m, k) => k < CHOICES_SHOWN || view.isNext(m) || view.hinted(m);
  const shown = moves.length <= CHOICES_SHOWN + 1 ? moves : moves.filter(keep);
  list.append(...shown.map(button));
  if (shown.length < moves.length) {
    const more = el('button', { type: 'button', className: 'more' }, `Show all ${moves.length}`);
    more.setAttribute('aria-label', `Show all ${moves.length} ${HEADINGS[kind].toLowerCase()} moves`);
    more.addEventListener('click', () => {
      list.replaceChildren(...moves.map(button));
      list.querySelectorAll('button')[shown.length]?.focus();
    });
    list.append(el('li', {}, more));
  }
  const heading = view.hidden ? 'Moves' : `${MARK[kind]} ${HEADINGS[kind]}`;
  return el('div', { className: 'here-row' }, el('span', { className: `here-kind ${kind}` }, heading), list);
}

// A move's button, in its list item: it plays the move (data-to, and data-to2 for the two cats' joint move).
function moveButton(move, kind, { who, hidden, playing, yours, isNext, hinted }, game, entry) {
  const hint = hinted(move);
  const onLine = isNext(move) && !playing;
  // The value as the board says it once the move is played (values.js moveValueText).
  const label = hidden ? '' : moveValueText(move);
  const notes = `${onLine ? ' (the line shown)' : ''}${hint ? ' (hint: a best move)' : ''}`;
  // Named by one hidden text (screen readers put spaces around each hidden
  // piece: "Mouse to 3 : draw"); the node and the value are for the eye.
  // The two cats' joint move shows "A to 4, B to 6", named "Cat A to 4 and cat B to 6".
  const named =
    move.to2 !== undefined
      ? capital(jointMoveName(move))
      : `${capital(who)} ${move.to === entry.position[who] ? 'stays on' : 'to'} ${nodeShort(game, move.to)}`;
  const target = move.to2 === undefined ? nodeShort(game, move.to) : `A to ${nodeShort(game, move.to)}, B to ${nodeShort(game, move.to2)}`;
  const b = el(
    'button',
    { type: 'button', className: `choice ${kind}${onLine ? ' on-line' : ''}${hint ? ' hinted' : ''}` },
    ...(kind === 'move' ? [] : [valueMark(kind)]),
    el('span', { className: 'visually-hidden' }, `${named}${label ? `: ${label}` : ''}${notes}`),
    el('span', { ariaHidden: 'true' }, target, ...(label ? [' ', el('span', { className: 'val' }, label)] : [])),
  );
  b.dataset.to = move.to;
  if (move.to2 !== undefined) b.dataset.to2 = move.to2;
  b.disabled = !yours;
  return el('li', {}, b);
}
