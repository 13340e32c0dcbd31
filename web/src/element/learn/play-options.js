// Play against the computer: the mode radios (Watch, Play, Quiz: the quiz
// is quiz-panel.js), the side the person plays, the computer's strength,
// starting a game (the session plays it), and the question a new graph
// asks in the middle of a game.
//
// The radios are one group: the arrow keys move through it and check each
// radio they pass (the ARIA radio group pattern). Watch and Quiz apply at
// once; Play arrowed onto only chooses Play: the game waits for the person
// (Space on the radio, or Start the game), so arrowing from Watch to Quiz
// starts no game on the way, and nothing is said but the radio itself.
const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
export const PLAY_HINT = 'Play chosen: pick your side, then press Start the game, or Space here.';
const RESTART = 'Restart from this position';
const START = 'Start the game';

export class PlayOptions {
  #$; // the element's parts: modes, side, strength, mistakes, mistakesLabel, mistakesOut, restart
  #session;
  #player;
  #req; // the element's SolveRequests: Play chosen during a solve waits for it
  #note;
  #quiz; // the quiz panel: the Quiz radio (quiz-panel.js)
  #starting = false; // Play chosen, its game not yet started (it may first settle the start's values)
  #armed = false; // Play arrowed onto: its game waits for the person (Space, or Start the game)
  #arrowing = false; // the radio group's change comes from an arrow key
  #chosen; // a person chose a mode: a moment waiting for the first solve gives way (the latest wins)

  // update(queued, { discard }): the element's solve flow, for "End the game and solve".
  // chosen(): called as a person chooses a mode.
  constructor($, { session, player, requests, quiz, update, note, chosen }) {
    this.#$ = $;
    this.#chosen = chosen;
    this.#session = session;
    this.#player = player;
    this.#req = requests;
    this.#quiz = quiz;
    this.#note = (text) => note(text);
    $.discard.onclick = () => {
      $.ask.hidden = true;
      update(this.#req.release(), { discard: true });
    };
    $.keep.onclick = () => {
      $.ask.hidden = true;
      this.#req.release();
      this.#note('The game goes on: the board keeps its graph and rules until the game ends or you change them again.');
    };
    const group = $.modes[0].closest('[role=radiogroup]');
    group.addEventListener('keydown', (event) => {
      this.#arrowing = ARROWS.has(event.key);
      // Space on the chosen Play starts its game (a checked radio fires no click for Space).
      if (event.key === ' ' && this.#armed && event.target.value === 'play') {
        event.preventDefault();
        this.setMode('play');
      }
    });
    // Until the key is let go: the arrow's click and change both come before.
    group.addEventListener('keyup', () => (this.#arrowing = false));
    group.addEventListener('pointerdown', () => (this.#arrowing = false));
    for (const radio of $.modes) {
      radio.onchange = () =>
        radio.value === 'play' && this.#arrowing ? this.#arm() : this.setMode(radio.value, { arrowed: this.#arrowing });
      // The chosen Play radio clicked again: no change, but the person acts.
      // (A block: an onclick handler that returns false cancels the click, and the radio's check with it.)
      radio.addEventListener('click', () => {
        if (radio.value === 'play' && this.#armed && !this.#arrowing) this.setMode('play');
      });
    }
    $.side.onchange = () => this.#session.mode === 'play' && this.startPlay();
    $.strength.onchange = () => {
      $.mistakesLabel.hidden = $.strength.value !== 'weaker';
      this.#session.setStrength(this.mistakeChance());
    };
    $.mistakes.oninput = () => {
      $.mistakesOut.textContent = `${$.mistakes.value}%`;
      $.mistakes.setAttribute('aria-valuetext', `${$.mistakes.value}% of its moves`);
      this.#session.setStrength(this.mistakeChance());
    };
    $.restart.onclick = () => (this.#armed ? this.setMode('play') : this.startPlay());
    $.computerMove.onclick = () => {
      this.#player.pause();
      // The button hides once the computer moves: the focus waits on the moves
      // from here, which take it to your next move (moves-here.js).
      $.here.focus();
      this.#session.resume();
    };
  }

  // The controls say what the session plays (a link or Back may have set
  // it): the mode, and in play the side and the computer's strength. A
  // Play chosen during a solve keeps its radio until the game starts.
  render(session) {
    const $ = this.#$;
    if (session.mode === 'play') this.#starting = false;
    // Play arrowed onto holds until the person acts, or anything else sets the mode
    // (a game started, a quiz, a new graph's solve checking Watch, a link, Back).
    const play = $.modes.find((r) => r.value === 'play');
    if (this.#armed && (session.mode !== 'replay' || this.#quiz.active || !play.checked)) this.#disarm();
    const armed = this.#armed;
    const mode = this.#req.playWaits || this.#starting || armed ? 'play' : this.#quiz.active ? 'quiz' : session.mode;
    for (const radio of $.modes) if (radio.checked !== (radio.value === mode)) radio.checked = radio.value === mode;
    // The play options show while Play waits too: the side and the computer are chosen before the game starts.
    if (armed) $.playOptions.hidden = false;
    if ($.playHint.hidden === armed) $.playHint.hidden = !armed;
    const restart = armed ? START : RESTART;
    if ($.restart.textContent !== restart) $.restart.textContent = restart;
    const waits = session.computerWaits;
    if ($.computerMove.hidden === waits) $.computerMove.hidden = !waits;
    if (session.mode !== 'play') return;
    const { human, mistakeChance } = session.play;
    if ($.side.value !== human) $.side.value = human;
    const strength = mistakeChance > 0 ? 'weaker' : 'perfect';
    if ($.strength.value !== strength) $.strength.value = strength;
    $.mistakesLabel.hidden = strength !== 'weaker';
    const percent = String(Math.round(mistakeChance * 100));
    if (strength === 'weaker' && $.mistakes.value !== percent) {
      $.mistakes.value = percent;
      $.mistakesOut.textContent = `${percent}%`;
      $.mistakes.setAttribute('aria-valuetext', `${percent}% of its moves`);
    }
  }

  // How often the computer errs: the weaker strength's slider, else never.
  mistakeChance() {
    return this.#$.strength.value === 'weaker' ? Number(this.#$.mistakes.value) / 100 : 0;
  }

  // Play arrowed onto: a quiz left as Watch would leave it, the play options
  // shown, and the radio described by the hint (only now: a description is
  // read even from a hidden element).
  #arm() {
    this.#chosen();
    this.#player.pause();
    this.#starting = false;
    this.#req.playWaits = false;
    this.#armed = true; // first: leaving the quiz renders, and the radio must stay on Play
    this.#quiz.leave();
    this.#$.modes.find((r) => r.value === 'play').setAttribute('aria-describedby', this.#$.playHint.id);
    this.render(this.#session);
  }

  #disarm() {
    this.#armed = false;
    this.#$.modes.find((r) => r.value === 'play').removeAttribute('aria-describedby');
  }

  // arrowed: chosen by the arrow keys, so the focus stays on the radio (the quiz does not take it).
  setMode(mode, { arrowed = false } = {}) {
    this.#chosen();
    this.#player.pause();
    if (this.#armed) this.#disarm();
    this.#starting = false; // a mode chosen since Play: the radio follows it
    if (mode === 'quiz') {
      this.#req.playWaits = false; // (a Play chosen during the solve gives way)
      return this.#quiz.start({ keepFocus: arrowed });
    }
    // A quiz left: the mode's change renders its panel away, in one render (quiz-panel.js).
    this.#quiz.leave({}, () => this.#choose(mode));
  }

  // Watch, or Play (its game started, or waiting for the solve).
  #choose(mode) {
    this.#req.playWaits = mode === 'play' && !!this.#req.solving;
    if (this.#req.playWaits) return this.#note('The game starts as soon as the solve finishes.');
    if (mode !== 'play') return this.#session.stopPlay();
    // The radio stays on Play while the game starts; if it never does (another
    // action came first), it says the session's mode again.
    this.#starting = true;
    this.startPlay().finally(() => {
      if (!this.#starting) return;
      this.#starting = false;
      this.render(this.#session);
    });
  }

  startPlay() {
    this.#player.pause();
    return this.#session.startPlay({ human: this.#$.side.value, mistakeChance: this.mistakeChance() });
  }
}
