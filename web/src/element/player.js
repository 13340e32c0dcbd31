// Steps through the optimal line: play/pause, step, jump, speed, and the
// glide of the token that moves (a jump under prefers-reduced-motion, at the
// same pace: without the glide each position is simply held longer).
const GLIDE_MS = 620;
const HOLD_MS = 330;

export class Player {
  line = [];
  index = 0;
  playing = false;
  speed = 1;
  glide = null; // { who, from, to, t }
  onEnd = null;
  #onChange;
  #timer = 0;
  #frame = 0;
  #motion = window.matchMedia('(prefers-reduced-motion: reduce)');

  constructor(onChange) {
    this.#onChange = onChange;
  }

  get last() {
    return Math.max(0, this.line.length - 1);
  }

  load(line, { play = false } = {}) {
    this.#stopTimers();
    this.line = line;
    this.index = 0;
    this.glide = null;
    this.playing = false;
    this.#onChange();
    if (play) this.play();
  }

  // Moves to step i; a single step forward or back glides.
  goTo(i, { animate = true } = {}) {
    i = Math.max(0, Math.min(this.last, i));
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.glide = null;
    const from = this.index;
    this.index = i;
    if (animate && Math.abs(i - from) === 1 && !this.#motion.matches) {
      const a = this.line[from], b = this.line[i];
      const who = (i > from ? a : b).turn; // the side that made the move between them
      this.glide = { who, from: a[who], to: b[who], t: 0 };
      const start = performance.now();
      const duration = GLIDE_MS / this.speed;
      const tick = (now) => {
        this.glide.t = Math.min(1, (now - start) / duration);
        if (this.glide.t >= 1) {
          this.glide = null;
          this.#frame = 0;
        } else {
          this.#frame = requestAnimationFrame(tick);
        }
        this.#onChange();
      };
      this.#frame = requestAnimationFrame(tick);
    }
    this.#onChange();
  }

  step(delta) {
    this.pause();
    this.goTo(this.index + delta);
  }

  jump(i) {
    this.pause();
    this.goTo(i, { animate: false });
  }

  play() {
    if (this.line.length < 2) return;
    if (this.index >= this.last) this.goTo(0, { animate: false });
    this.playing = true;
    this.#onChange();
    this.#schedule(HOLD_MS / this.speed);
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    clearTimeout(this.#timer);
    this.#onChange();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed) {
    this.speed = speed;
  }

  #schedule(delay) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!this.playing) return;
      if (this.index >= this.last) {
        this.playing = false;
        this.#onChange();
        this.onEnd?.();
        return;
      }
      this.goTo(this.index + 1);
      // The same interval with or without motion: reduced motion
      // drops the glide, never the time to take in the position.
      this.#schedule((GLIDE_MS + HOLD_MS) / this.speed);
    }, delay);
  }

  #stopTimers() {
    clearTimeout(this.#timer);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}
