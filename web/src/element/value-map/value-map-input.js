// The value map's grid input (value-map-view.js owns one): the keys (arrows
// and the rest of moveFocus, model/value-map.js, move the focus cell; + - 0
// zoom; Enter or Space picks), the pointer (hover tip, drag to pan, click to
// pick, Ctrl or ⌘ + wheel to zoom) and what the focused cell reads as: said
// once through the polite live region, and in the readout. It holds the
// focused and hovered cells; the view holds the rest and draws.
//
//   const input = new MapInput(els, { map(), node(i), hole(), windows, page(),
//     zoom(factor, anchor), reveal(cell), draw(), schedule(), pointCell(event), onPick });
import { cellText, moveFocus, blockAt, blockText } from '../../model/value-map.js';
import { GridPan, placeTip } from './value-map-pan.js';

export class MapInput {
  focus = { row: 0, col: 0 }; // display indices
  hover = null; // { row, col } under the mouse, or null
  #els;
  #host;
  #pan;

  constructor(els, host) {
    this.#els = els;
    this.#host = host;
    this.#pan = new GridPan(els.grid, els.canvas);
    els.grid.addEventListener('keydown', (event) => this.#key(event));
    els.grid.addEventListener('focus', () => {
      this.#announce();
      host.schedule();
    });
    els.grid.addEventListener('blur', () => host.schedule());
    els.canvas.addEventListener('pointermove', (event) => this.#pointerMove(event));
    els.canvas.addEventListener('pointerleave', () => this.#setHover(null));
    els.canvas.addEventListener('pointerdown', (event) => this.#pan.down(event));
    els.canvas.addEventListener('click', (event) => this.#click(event));
    els.canvas.addEventListener(
      'wheel',
      (event) => {
        if (!event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        host.zoom(event.deltaY < 0 ? 2 : 0.5, host.pointCell(event));
      },
      { passive: false },
    );
  }

  hasFocus() {
    return this.#els.root.getRootNode().activeElement === this.#els.grid;
  }

  #key(event) {
    const host = this.#host;
    const map = host.map();
    if (!map || event.altKey) return;
    if (event.key === '+' || event.key === '=') return this.#consume(event, () => host.zoom(2));
    if (event.key === '-' || event.key === '_') return this.#consume(event, () => host.zoom(0.5));
    if (event.key === '0') return this.#consume(event, () => host.zoom(0));
    if (event.key === 'Enter' || event.key === ' ') return this.#consume(event, () => this.#pick(this.focus));
    const next = moveFocus(this.focus, event.key, { size: map.nodeCount, page: host.page(), ctrl: event.ctrlKey || event.metaKey });
    if (!next) return;
    this.#consume(event, () => {
      this.focus = next;
      host.reveal(next);
      this.#announce();
      host.draw();
    });
  }

  #consume(event, action) {
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  #text({ row, col }) {
    const host = this.#host;
    const mouse = host.node(row);
    const cat = host.node(col);
    const exact = host.windows.exactMap(mouse, cat);
    return exact ? cellText(exact, mouse, cat, host.hole()) : blockText(blockAt(host.map(), mouse, cat));
  }

  #announce() {
    const host = this.#host;
    if (!host.map()) return;
    const focus = { ...this.focus };
    const mouse = host.node(focus.row);
    const cat = host.node(focus.col);
    if (!host.windows.exactMap(mouse, cat) && host.windows.canFetch) {
      // An overview's cell not fetched yet: its block for now, the cell's
      // own value (announced) once its window is here.
      this.#els.readout.textContent = `${this.#text(focus)} (reading mouse ${mouse}, cat ${cat}…)`;
      host.windows.around(focus.row, focus.col, () => {
        if (this.focus.row === focus.row && this.focus.col === focus.col) this.#announce();
      });
      return;
    }
    const text = this.#text(focus);
    this.#els.live.textContent = text;
    this.#els.readout.textContent = text;
  }

  #pick({ row, col }) {
    const host = this.#host;
    const mouse = host.node(row);
    const cat = host.node(col);
    this.focus = { row, col };
    this.#els.readout.textContent = this.#text({ row, col });
    host.draw();
    host.onPick(mouse, cat, host.map().turn);
  }

  #setHover(hit) {
    const same = hit === this.hover || (hit && this.hover && hit.row === this.hover.row && hit.col === this.hover.col);
    if (same) return;
    this.hover = hit;
    const tip = this.#els.tip;
    const map = this.#host.map();
    if (!hit) {
      tip.hidden = true;
      if (map && !this.hasFocus()) this.#els.readout.textContent = '';
      else if (map) this.#els.readout.textContent = this.#text(this.focus);
    } else {
      const text = this.#text(hit);
      this.#els.readout.textContent = text;
      tip.textContent = text;
      tip.hidden = false;
    }
    this.#host.schedule();
  }

  #pointerMove(event) {
    if (this.#pan.move(event) || event.pointerType !== 'mouse') return;
    const hit = this.#host.pointCell(event);
    this.#setHover(hit);
    if (hit) placeTip(this.#els.tip, event);
  }

  #click(event) {
    if (this.#pan.clickWasPan()) return;
    const hit = this.#host.pointCell(event);
    if (!hit) return;
    this.#els.grid.focus({ preventScroll: true });
    this.#pick(hit);
  }
}
