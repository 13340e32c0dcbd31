// The board's view gliding to another over 350 ms (at once when the reader
// prefers reduced motion), one glide at a time: a new one replaces the last.
import { between } from './camera.js';

export class ViewGlide {
  #frame = 0;

  // Calls apply(view) each frame, from `from` to `to`.
  run(from, to, apply) {
    const start = performance.now();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cancelAnimationFrame(this.#frame);
    const step = () => {
      const t = reduce ? 1 : Math.min(1, (performance.now() - start) / 350);
      apply(between(from, to, t));
      if (t < 1) this.#frame = requestAnimationFrame(step);
    };
    step();
  }
}
