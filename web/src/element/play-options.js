// Play against the computer: the mode radios, the side the person plays,
// the computer's strength, and starting a game (the session plays it).
export class PlayOptions {
  #$; // the element's parts: modes, side, strength, mistakes, mistakesLabel, mistakesOut, restart
  #session;
  #player;
  #req; // the element's SolveRequests: Play chosen during a solve waits for it
  #note;

  constructor($, { session, player, requests, note }) {
    this.#$ = $;
    this.#session = session;
    this.#player = player;
    this.#req = requests;
    this.#note = (text) => note(text);
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
  }

  // How often the computer errs: the weaker strength's slider, else never.
  mistakeChance() {
    return this.#$.strength.value === 'weaker' ? Number(this.#$.mistakes.value) / 100 : 0;
  }

  setMode(mode) {
    this.#player.pause();
    this.#req.playWaits = mode === 'play' && !!this.#req.solving;
    if (this.#req.playWaits) return this.#note('The game starts as soon as the solve finishes.');
    if (mode === 'play') this.startPlay();
    else this.#session.stopPlay();
  }

  startPlay() {
    this.#player.pause();
    return this.#session.startPlay({ human: this.#$.side.value, mistakeChance: this.mistakeChance() });
  }
}
