// Playback of the session's timeline: play/pause and speed, and the glide of
// the token that moved between two neighbouring positions. The session owns
// the cursor; the player only moves it on a timer and animates the change.
const GLIDE_MS = 620;
const HOLD_MS = 330;

export class Player {
  playing = false;
  speed = 1;
  glide = null; // { who, from, to, t }, and for the two cats' move from2, to2 (cat B)
  onEnd = null;
  #session;
  #onChange;
  #timer = 0;
  #frame = 0;
  #motion = window.matchMedia('(prefers-reduced-motion: reduce)');

  constructor(session, onChange) {
    this.#session = session;
    this.#onChange = onChange;
  }

  get reducedMotion() {
    return this.#motion.matches;
  }

  // The cursor moved from entry a to entry b: a single move glides (never
  // under prefers-reduced-motion), anything else jumps.
  moved(from, to) {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.glide = null;
    const timeline = this.#session.timeline;
    if (Math.abs(to - from) !== 1 || this.#motion.matches) return;
    const a = timeline[Math.min(from, to)],
      b = timeline[Math.max(from, to)];
    if (!a || !b?.move) return;
    const { who } = b.move;
    const [start, end] = to > from ? [a.position[who], b.position[who]] : [b.position[who], a.position[who]];
    this.glide = { who, from: start, to: end, t: 0 };
    // The two cats' joint move: cat B glides too (from2 → to2).
    if (b.move.to2 !== undefined)
      Object.assign(
        this.glide,
        to > from ? { from2: a.position.cat2, to2: b.position.cat2 } : { from2: b.position.cat2, to2: a.position.cat2 },
      );
    const began = performance.now();
    const duration = GLIDE_MS / this.speed;
    const tick = (now) => {
      if (!this.glide) return;
      this.glide.t = Math.min(1, (now - began) / duration);
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

  play() {
    const session = this.#session;
    if (session.timeline.length < 2) return;
    if (session.cursor >= session.last) session.goTo(0);
    this.playing = true;
    this.#onChange();
    this.#schedule(this.#hold());
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

  stop() {
    this.pause();
    clearTimeout(this.#timer);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.glide = null;
  }

  // Reduced motion makes playback calmer, not faster: no glide, and the
  // pause between moves is at least what a glide and a hold would take.
  #hold() {
    return (this.#motion.matches ? GLIDE_MS + 2 * HOLD_MS : HOLD_MS) / this.speed;
  }

  #schedule(delay) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!this.playing) return;
      const session = this.#session;
      if (session.cursor >= session.last) {
        this.playing = false;
        this.#onChange();
        this.onEnd?.();
        return;
      }
      session.step(1);
      this.#schedule((this.#motion.matches ? 0 : GLIDE_MS / this.speed) + this.#hold());
    }, delay);
  }
}
