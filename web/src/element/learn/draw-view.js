// Why the position shown is a draw, in plain words (words/draw-words.js):
// the loop the line repeats (its positions clickable), which moves of the
// side to move keep the draw and which lose, what the opponent must avoid,
// and whether the draw is safe or tense. Empty unless the value at the
// cursor is a draw. While it shows, the board rings the loop's nodes
// (onHighlight(cycle)); a toggle turns that off.
//
// A view of the session: it keeps only view state (whether the ring is wanted).
import { explainDraw } from '../../model/draw.js';
import { drawWords } from '../../words/draw-words.js';

let uid = 0;

const html = (tag, cls, text = '') => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text) node.textContent = text;
  return node;
};

const ICON = { cycle: '↻', moves: '→', avoid: '⚠', kind: '=' };
const LABEL = { cycle: 'The loop', moves: 'To move', avoid: 'The other side', kind: 'Safe or tense' };

export class DrawView {
  #root;
  #onJump;
  #onHighlight;
  #ring = true; // whether the board should ring the loop while a draw is explained
  #highlighted = null; // the key of the cycle last sent to onHighlight ('' for null)
  #shown = null; // the key of what is drawn, so a re-render with nothing new keeps the DOM (and the focus)
  #id = ++uid;

  constructor(container, { onJump = () => {}, onHighlight = () => {} } = {}) {
    this.#root = container;
    this.#onJump = onJump;
    this.#onHighlight = onHighlight;
  }

  render(session) {
    const timeline = session?.timeline ?? [];
    const cursor = session?.cursor ?? 0;
    const why = timeline[cursor] ? explainDraw(timeline, cursor) : null;
    // A person to move in a game in play is not told the answer (a hint is).
    const play = session?.mode === 'play' && session.play;
    const hideMover = !!play && !play.over && cursor === timeline.length - 1 && why?.mover === play.human;
    const words = why && drawWords(why, timeline, cursor, { hideMover });
    if (!words) {
      this.#highlight(null);
      if (this.#shown !== '') this.#root.replaceChildren();
      this.#shown = '';
      return;
    }
    this.#highlight(this.#ring ? why.cycle : null);
    const key = JSON.stringify([words, this.#ring]);
    if (key === this.#shown) return;
    this.#shown = key;
    const hadFocus = this.#focused();
    this.#build(words, why);
    if (hadFocus) this.#root.querySelector(`[data-focus-key="${hadFocus}"]`)?.focus();
  }

  #focused() {
    const active = this.#root.getRootNode?.()?.activeElement;
    return active && this.#root.contains(active) ? (active.dataset.focusKey ?? null) : null;
  }

  #highlight(cycle) {
    const key = cycle ? `${cycle.from}-${cycle.to}-${cycle.mouseNodes}-${cycle.catNodes}` : '';
    if (key === this.#highlighted) return;
    this.#highlighted = key;
    this.#onHighlight(cycle ?? null);
  }

  #build(words, why) {
    const section = html('section', `dv ${words.kind}`);
    const titleId = `dv-title-${this.#id}`;
    section.setAttribute('aria-labelledby', titleId);
    section.append(drawHead(words, titleId));
    const list = html('ul', 'dv-list');
    let jumps = 0; // (each jump's focus key, to find it again after a rebuild)
    const jump = (part, key) => {
      const button = html('button', 'dv-jump', part.text);
      button.type = 'button';
      button.dataset.focusKey = `jump-${key}-${jumps++}`;
      button.title = `Go to the position ${part.jump === 0 ? 'at the start' : `after move ${part.jump}`}`;
      button.addEventListener('click', () => this.#onJump(part.jump));
      return button;
    };
    for (const { key, parts } of words.paragraphs) list.append(paragraphItem(key, parts, jump));
    section.append(list);
    if (why.cycle) section.append(this.#ringToggle(words, why));
    this.#root.replaceChildren(section);
  }

  // The switch for the board's ring round the loop.
  #ringToggle(words, why) {
    const toggle = html('button', 'dv-ring', 'Ring the loop on the board');
    toggle.type = 'button';
    toggle.dataset.focusKey = 'ring';
    toggle.setAttribute('aria-pressed', String(this.#ring));
    toggle.addEventListener('click', () => {
      this.#ring = !this.#ring;
      toggle.setAttribute('aria-pressed', String(this.#ring));
      this.#highlight(this.#ring ? why.cycle : null);
      this.#shown = JSON.stringify([words, this.#ring]);
    });
    return toggle;
  }
}

// The title and the safe or tense badge. The mark is for the eye (never the
// colour alone); a screen reader hears the words once, without it.
function drawHead(words, titleId) {
  const head = html('div', 'dv-head');
  const title = html('h3', 'dv-title');
  title.id = titleId;
  const eq = html('span', 'dv-eq', '=');
  eq.setAttribute('aria-hidden', 'true');
  title.append(eq, document.createTextNode(` ${words.title}`));
  const badge = html('span', `dv-badge ${words.kind}`);
  const mark = html('span', 'dv-mark', words.kind === 'safe' ? '✓ ' : '! ');
  mark.setAttribute('aria-hidden', 'true');
  badge.append(mark, words.kind === 'safe' ? 'safe draw' : 'tense draw');
  head.append(title, badge);
  return head;
}

// One paragraph of the words, with its icon and its label for the ear; a
// part that jumps is a button, jump(part, key).
function paragraphItem(key, parts, jump) {
  const item = html('li', `dv-item ${key}`);
  const icon = html('span', 'dv-icon', ICON[key]);
  icon.setAttribute('aria-hidden', 'true');
  const body = html('p', 'dv-text');
  body.append(html('span', 'visually-hidden dv-label', `${LABEL[key]}: `));
  for (const part of parts) {
    if (typeof part === 'string') body.append(document.createTextNode(part));
    else if (part.said !== undefined) {
      // An arrow for the eye, words for the ear.
      const seen = html('span', '', part.text);
      seen.setAttribute('aria-hidden', 'true');
      body.append(html('span', 'visually-hidden', part.said), seen);
    } else body.append(jump(part, key));
  }
  item.append(icon, body);
  return item;
}

export const DRAW_VIEW_STYLES = `
.dv { display: flex; flex-direction: column; gap: 8px; padding: 10px 12px 12px; border: 1px solid var(--line); border-left: 4px solid var(--draw); border-radius: 10px; }
.dv-head { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
.dv-title { margin: 0; font-size: 1em; font-weight: 700; display: flex; align-items: center; gap: 8px; }
.dv-eq { display: inline-grid; place-items: center; width: 1.4em; height: 1.4em; border-radius: 50%; border: 2px solid var(--draw); font-weight: 800; line-height: 1; }
.dv-badge { font-size: .78em; font-weight: 600; border-radius: 999px; padding: 1px 9px; border: 1px solid var(--line); color: var(--ink); }
.dv-badge.tense .dv-mark { font-weight: 800; }
.dv-badge.tense { border-color: var(--loss); }
.dv-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.dv-item { display: grid; grid-template-columns: 1.3em 1fr; gap: 6px; align-items: baseline; }
.dv-icon { color: var(--muted); font-weight: 700; text-align: center; }
.dv-text { margin: 0; font-size: .92em; line-height: 1.5; color: var(--ink); }
.dv-jump { display: inline; border: 0; background: none; padding: 0 1px; border-radius: 3px; font: inherit; color: inherit; font-weight: 600; text-decoration: underline; text-decoration-thickness: 1px; text-underline-offset: 2px; cursor: pointer; }
.dv-jump:hover:not(:disabled) { background: color-mix(in srgb, var(--ink) 8%, transparent); border-color: transparent; }
.dv-ring { align-self: flex-start; font-size: .85em; padding: 4px 10px; border-radius: 999px; display: inline-flex; gap: 6px; align-items: center; }
.dv-ring::before { content: ""; width: 10px; height: 10px; border-radius: 50%; border: 2px solid var(--ink); }
.dv-ring[aria-pressed="true"]::before { background: var(--ink); box-shadow: inset 0 0 0 2px var(--bg); }
.dv .visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
