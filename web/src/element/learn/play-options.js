// Play against the computer: the mode radios (Watch, Play, Quiz: the quiz
// is quiz-panel.js), the side the person plays, the computer's strength,
// starting a game (the session plays it), and the question a new graph
// asks in the middle of a game.
export class PlayOptions {
  #$; // the element's parts: modes, side, strength, mistakes, mistakesLabel, mistakesOut, restart
  #session;
  #player;
  #req; // the element's SolveRequests: Play chosen during a solve waits for it
  #note;
  #quiz; // the quiz panel: the Quiz radio (quiz-panel.js)
  #starting = false; // Play chosen, its game not yet started (it may first settle the start's values)

  // update(queued, { discard }): the element's solve flow, for "End the game and solve".
  constructor($, { session, player, requests, quiz, update, note }) {
    this.#$ = $;
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
    for (const radio of $.modes) radio.onchange = () => this.setMode(radio.value);
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
    $.restart.onclick = () => this.startPlay();
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
    const mode = this.#req.playWaits || this.#starting ? 'play' : this.#quiz.active ? 'quiz' : session.mode;
    for (const radio of $.modes) if (radio.checked !== (radio.value === mode)) radio.checked = radio.value === mode;
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

  setMode(mode) {
    this.#player.pause();
    this.#starting = false; // a mode chosen since Play: the radio follows it
    if (mode === 'quiz') return this.#quiz.start();
    this.#quiz.leave();
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
