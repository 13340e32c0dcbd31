// Dragging the value map's grid with the mouse scrolls it (a pan), and a
// drag is not a click. The map's input (value-map-input.js) asks down() on
// pointerdown, move() on pointermove (true: the pan took it) and
// clickWasPan() on click; placeTip() puts the hover tip beside the pointer.
export class GridPan {
  #grid;
  #canvas;
  #pan = null; // { x, y, left, top } where the drag started
  #panned = false;

  constructor(grid, canvas) {
    this.#grid = grid;
    this.#canvas = canvas;
  }

  // A primary mouse button down on a grid that scrolls starts a pan.
  down(event) {
    this.#panned = false;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const grid = this.#grid;
    if (grid.scrollWidth <= grid.clientWidth && grid.scrollHeight <= grid.clientHeight) return;
    this.#pan = { x: event.clientX, y: event.clientY, left: grid.scrollLeft, top: grid.scrollTop };
    this.#canvas.setPointerCapture?.(event.pointerId);
    const end = () => {
      this.#pan = null;
      grid.classList.remove('panning');
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }

  // Scrolls with a pan under way (past 5 px, so a click's jitter is no pan).
  move(event) {
    if (!this.#pan) return false;
    const dx = event.clientX - this.#pan.x;
    const dy = event.clientY - this.#pan.y;
    if (!this.#panned && Math.hypot(dx, dy) > 5) {
      this.#panned = true;
      this.#grid.classList.add('panning');
    }
    if (this.#panned) {
      this.#grid.scrollLeft = this.#pan.left - dx;
      this.#grid.scrollTop = this.#pan.top - dy;
    }
    return true;
  }

  // Was this click the end of a pan (then it picks nothing)?
  clickWasPan() {
    const panned = this.#panned;
    this.#panned = false;
    return panned;
  }
}

// The hover tip beside the pointer, kept inside its stage.
export function placeTip(tip, event) {
  const stage = tip.parentElement.getBoundingClientRect();
  const x = event.clientX - stage.left + 14;
  const y = event.clientY - stage.top + 16;
  tip.style.left = `${Math.max(0, Math.min(x, stage.width - tip.offsetWidth - 4))}px`;
  tip.style.top = `${y}px`;
}
