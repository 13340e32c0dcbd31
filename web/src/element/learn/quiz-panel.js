// The quiz mode and the Hide values switch, one mechanism: whether the
// values are hidden (model/values-hidden.js valuesHidden) is written into
// session.valuesHidden before each render, and every view reads it there.
// The quiz itself (quiz-run.js: its puzzles, score and words) is a chunk of
// the one-file build loaded when a quiz is first opened (the Quiz radio, a
// link's quiz moment), as lazy-panel.js loads the panels: until then this
// panel keeps the switch, the Quiz radio and the panel's first words
// ("Finding puzzles…"), and a chunk that cannot come says why in the panel
// (panel.unavailable), as a quiz whose puzzles cannot come does.
import { valuesHidden } from '../../model/values-hidden.js';
import { PANEL_UNAVAILABLE } from './lazy-panel.js';

export class QuizPanel {
  #$;
  #host; // { session, player, flow (solve-flow.js: its oracle()), result(), announcer, render(), moment(reason), waitsForSolve() }
  #p; // the panel's parts
  #hide = false; // the Hide values switch (play)
  #run = null; // the quiz, once its code has come (quiz-run.js)
  #loading = null;
  #state = 'off'; // before the quiz's code has come: 'off' | 'loading' | 'failed'
  #failure = '';
  #seq = 0; // a start waiting for the code is dropped if the quiz is left meanwhile
  #rendered = false; // the board rendered since the quiz was left (leave)

  constructor($, root, host) {
    this.#$ = $;
    this.#host = host;
    const q = (s) => $.quiz.querySelector(s);
    this.#p = {
      progress: q('.quiz-progress'),
      prompt: q('.quiz-prompt'),
      result: q('.quiz-result'),
      why: q('.quiz-why'),
      next: q('.quiz-next'),
      again: q('.quiz-again'),
      off: root.querySelector('.quiz-off'),
      radio: $.modes.find((r) => r.value === 'quiz'),
      game: root.querySelector('.game'),
    };
    $.hideValues.onchange = () => {
      this.#hide = $.hideValues.checked;
      host.render();
      host.moment('values');
    };
    // Made before the element's own listener: the quiz hears each change first (speaks()).
    // A new game: a quiz whose code could not come hides; one whose code is coming opens on the new game.
    host.session.on((reason) => {
      if (reason === 'load' && this.#state === 'failed') this.#state = 'off';
      this.#run?.changed(reason);
    });
  }

  // The Quiz radio stays checked from the moment it is chosen (its code or its puzzles loading, or none).
  get active() {
    return this.#run ? this.#run.active : this.#state !== 'off';
  }

  // A quiz being opened from a link: no browser history entries for its steps.
  get quiet() {
    return !!this.#run?.quiet;
  }

  get quiz() {
    return this.#run?.quiz ?? null;
  }

  // The Hide values switch, for the link (play mode).
  get hideValues() {
    return this.#hide;
  }
  set hideValues(on) {
    this.#hide = !!on;
    this.#$.hideValues.checked = this.#hide;
  }

  // The session's moment with the quiz's (a link's): { mode: 'quiz', puzzle,
  // right, answered, path (the answer given), ply }; in play, hideValues.
  moment(moment) {
    const quiz = this.#run?.moment(moment);
    if (quiz) return quiz;
    return moment.mode === 'play' && this.#hide ? { ...moment, hideValues: true } : moment;
  }

  // keepFocus: the Quiz radio was arrowed onto (play-options.js), see quiz-run.js.
  // During a solve, or before any game, the quiz waits for it (quiz-run.js).
  async start(options) {
    const run = await this.#open();
    return !!run && run.start({ ...options, waitForSolve: this.#host.waitsForSolve() });
  }

  // A solve ended: a quiz chosen during it opens.
  solveEnded() {
    this.#run?.solveEnded();
  }

  // Back to Watch or Play: the board shows again what it showed before the quiz.
  // change(): what comes of leaving (a game ended or started, a link's moment),
  // run here. One render hides the panel: the first that comes, the session's
  // (the quiz's timeline given back, a game ended or started, a moment being
  // restored), else this one (no puzzle on the board nor a game to end, a
  // game whose start is settled first, a moment before the first solve has
  // ended: nothing else would render the panel away). quietly: the quiz's
  // timeline stays for the change to replace (a link's moment).
  leave({ quietly = false } = {}, change = () => {}) {
    const open = this.active;
    this.#seq++;
    this.#state = 'off';
    this.#rendered = false;
    this.#run?.leave({ quietly });
    const result = change();
    if (open && !this.#rendered) this.#host.render();
    return result;
  }

  // Did the panel speak for this change (the element's live region then says nothing)?
  speaks() {
    return !!this.#run?.speaks();
  }

  next() {
    return this.#run?.next();
  }

  why() {
    return this.#run?.why();
  }

  // A moment (a link's, Back): with the Hide values switch; a quiz's is the
  // same puzzle, the score before it, the answer given and the step shown;
  // any other is the session's (otherwise()), the quiz left quietly.
  async restore(moment, otherwise) {
    this.hideValues = !!moment.hideValues;
    if (moment.mode !== 'quiz') return this.leave({ quietly: true }, otherwise);
    const run = await this.#open();
    return !!run && run.restore(moment);
  }

  // The quiz, once its code has come; null (the panel says why) if it cannot.
  async #open() {
    if (this.#run) return this.#run;
    const seq = ++this.#seq;
    this.#host.player.pause();
    this.#state = 'loading';
    this.#host.render();
    this.#loading ??= import('./quiz-run.js').then(({ QuizRun }) => new QuizRun(this.#$, this.#p, this.#host));
    try {
      const run = await this.#loading;
      this.#run ??= run;
    } catch (error) {
      this.#loading = null; // the radio chosen again tries again (the connection may be back)
      if (seq !== this.#seq) return null;
      this.#state = 'failed';
      this.#failure = `The quiz could not start (${PANEL_UNAVAILABLE}): ${String(error?.message ?? error).slice(0, 300)}. Check the connection and reload the page; a site that serves catmouse itself needs the chunks/ folder beside cat-mouse-game.js.`;
      this.#host.render();
      this.#host.announcer.say(this.#failure);
      return null;
    }
    this.#state = 'off';
    return seq === this.#seq ? this.#run : null;
  }

  // Before the element's views render: whether the values are hidden (the
  // one mechanism), then the panel, the Quiz radio and the switch.
  render(session) {
    this.#rendered = true;
    const hidden = !!session.entry && valuesHidden(session, { quiz: this.quiz, hide: this.#hide });
    session.valuesHidden = hidden;
    this.#p.game.classList.toggle('values-hidden', hidden);
    const result = this.#host.result();
    // Two cats: the package's puzzles are for one-cat games.
    const twoCats = !!result?.twoCats;
    const off = twoCats ? 'Quiz: for games with one cat only (this game has two cats).' : '';
    this.#p.radio.disabled = twoCats;
    this.#p.off.hidden = !off;
    if (this.#p.off.textContent !== off) this.#p.off.textContent = off;
    if (this.#$.hideValues.checked !== this.#hide) this.#$.hideValues.checked = this.#hide;
    if (this.#run && this.#state === 'off') return this.#run.renderPanel(session, result);
    // Before the quiz's code has come: off, its puzzles being looked for, or why it could not start.
    const p = this.#p;
    this.#$.quiz.hidden = this.#state === 'off';
    const prompt = this.#state === 'loading' ? 'Finding puzzles in the solved game…' : this.#state === 'failed' ? this.#failure : '';
    if (p.prompt.textContent !== prompt) p.prompt.textContent = prompt;
    for (const part of [p.result, p.progress, p.why, p.next, p.again]) part.hidden = true;
  }
}
