// The quiz itself, its code loaded when a quiz is first opened (quiz-panel.js,
// which keeps the Hide values switch and whether the values are hidden, and
// hands the quiz's calls here once this module has come). The quiz asks the board's worker for its puzzles (the package's
// worker.puzzles(), through the board's oracle), shows one at a time as the
// session's position (session.showPuzzle), takes the person's move there as
// the answer (a what-if: the line after it is the "why"), and keeps the
// score (model/quiz.js Quiz).
import { Quiz, NO_PUZZLES, feedbackText, progressText, progressWords, promptText, scoreText } from '../../model/quiz.js';

const COUNT = 12; // puzzles a quiz asks, spread from the easiest to the hardest
// What the panel says of a quiz chosen before there is a game to ask (start's waitForSolve):
// while a solve runs, and when none runs and none has brought a game (it failed or was cancelled).
const QUIZ_WAITS = 'The quiz opens as soon as the game is solved.';
const NO_GAME = 'There is no game to quiz on: no graph has been solved. The quiz opens once one is.';

export class QuizRun {
  #$;
  #host; // { session, player, flow (solve-flow.js: its oracle()), result(), announcer, render(), moment(reason) }
  #p; // the panel's parts (quiz-panel.js)
  #quiz = null;
  #state = 'off'; // 'off' | 'waiting' (for the solve) | 'no game' (none solved) | 'loading' | 'on' | 'empty' | 'failed'
  #waits = null; // the start's options while it waits for a game ('waiting', 'no game')
  #failure = '';
  #linkProblem = ''; // a link's puzzle past this game's puzzles: said until the first answer
  #seq = 0;
  #restoring = false;
  #ending = false; // a game in play being ended as the quiz opens (endGame)
  #keepFocus = false; // the quiz's start leaves the focus where it is (start)
  #cache = null; // { result, puzzles }: the puzzles of the game on screen
  #said = false; // the panel spoke for the last change: the live region says nothing more

  // parts: the panel's (quiz-panel.js). The session's changes come through changed(), from the
  // panel's listener, made with the element's (so the quiz speaks first: speaks()).
  constructor($, parts, host) {
    this.#$ = $;
    this.#host = host;
    this.#p = parts;
    parts.why.onclick = () => this.why();
    parts.next.onclick = () => this.next();
    parts.again.onclick = () => this.start();
  }

  // The Quiz radio stays checked from the moment it is chosen (its puzzles loading, or none).
  get active() {
    return this.#state !== 'off';
  }

  // A quiz being opened from a link: no browser history entries for its steps.
  get quiet() {
    return this.#restoring || this.#ending;
  }

  get quiz() {
    return this.#quiz;
  }

  // The session's moment with the quiz's (a link's): { mode: 'quiz', puzzle,
  // right, answered, path (the answer given), ply }; null when no quiz is on.
  moment(moment) {
    if (this.#state === 'on' && this.#quiz) {
      const { puzzle, right, answered, answer } = this.#quiz.moment;
      const inQuiz = moment.mode === 'quiz';
      return {
        mode: 'quiz',
        puzzle,
        right,
        answered,
        path: answer === null ? [] : [answer],
        ply: inQuiz && answer !== null ? moment.ply : 0,
      };
    }
    return null;
  }

  // keepFocus: the Quiz radio was arrowed onto (play-options.js): the focus
  // stays in the radio group, which the arrows go on moving through; the
  // puzzle is said, and Tab reaches its moves. waitForSolve ('solving' or
  // 'no game', the host's waitsForSolve()): a solve runs, or no game has
  // solved yet: the puzzles asked now would be the old game's, or none, and
  // the new game's load would end the quiz, so it opens when a solve brings
  // a game (solveEnded), the panel saying so meanwhile.
  async start({ at = 0, right = 0, answered = 0, keepFocus = false, waitForSolve = '' } = {}) {
    const { session, player } = this.#host;
    player.pause();
    this.#keepFocus = keepFocus;
    const seq = ++this.#seq;
    this.#state = waitForSolve === 'solving' ? 'waiting' : waitForSolve ? 'no game' : 'loading';
    this.#waits = waitForSolve ? { at, right, answered, keepFocus } : null;
    this.#quiz = null;
    if (!this.#endGame()) this.#host.render();
    if (waitForSolve) return false;
    // The same game's puzzles once (Back and Forward through a quiz ask again).
    const result = this.#host.result();
    let puzzles = this.#cache?.result === result ? this.#cache.puzzles : null;
    try {
      puzzles ??= await this.#host.flow.oracle().puzzles({ count: COUNT });
      this.#cache = { result, puzzles };
    } catch (error) {
      if (seq !== this.#seq) return false;
      this.#state = 'failed';
      this.#failure = `The quiz could not start: ${error.message}`;
      this.#host.render();
      this.#host.announcer.say(this.#failure);
      return false;
    }
    if (seq !== this.#seq) return false;
    if (!puzzles.length) {
      this.#state = 'empty';
      if (session.mode !== 'replay') session.stopPlay();
      this.#host.render();
      if (!this.#restoring) this.#host.announcer.say(NO_PUZZLES);
      return false;
    }
    // A link's puzzle past the game's (at = puzzles.length is the quiz over): said, never turned silently into another.
    this.#linkProblem =
      at > puzzles.length
        ? `This link's puzzle ${at + 1} is past the ${puzzles.length} puzzle${puzzles.length === 1 ? '' : 's'} of this game: the quiz starts again at puzzle 1.`
        : '';
    if (this.#linkProblem) [at, right, answered] = [0, 0, 0];
    this.#quiz = new Quiz(puzzles, { puzzle: at, right, answered });
    if (this.#linkProblem && !this.#restoring) this.#say(this.#linkProblem); // (a restore says it with the puzzle)
    this.#state = 'on';
    return this.#show();
  }

  // A solve ended: a quiz waiting for a game opens on the game on screen;
  // with none (the first solve failed or was cancelled) the panel says so at
  // once, and the quiz, while still chosen, opens when a later solve brings one.
  solveEnded() {
    if (this.#state !== 'waiting' && this.#state !== 'no game') return;
    if (this.#host.session.entry) return this.start(this.#waits);
    this.#state = 'no game';
    this.#host.render();
  }

  // A game in play ends as the quiz opens, whether its puzzles come or not, as
  // a puzzle shown ends it (session.showPuzzle): the board keeps its moves, and
  // Watch or Play afterwards is as after any quiz. Quietly: the Quiz radio is
  // what is heard, and the quiz's own moment is the link's. True if it rendered.
  #endGame() {
    const session = this.#host.session;
    if (session.mode !== 'play') return false;
    this.#ending = true;
    this.#said = true; // (the live region says nothing of the game's end)
    try {
      session.stopPlay();
    } finally {
      this.#ending = false;
    }
    return true;
  }

  // Back to Watch or Play: the board shows again what it showed before the
  // quiz (quietly: a link's moment replaces the quiz's timeline itself).
  leave({ quietly = false } = {}) {
    this.#seq++;
    this.#state = 'off';
    this.#quiz = null;
    if (!quietly && this.#host.session.mode === 'quiz') this.#host.session.stopPlay();
  }

  // Did the panel speak for this change (the element's live region then says nothing)?
  speaks() {
    const said = this.#said;
    this.#said = false;
    return said;
  }

  async next() {
    if (!this.#quiz) return;
    this.#quiz.next();
    this.#host.player.pause();
    return this.#show();
  }

  // "Show me why": the line after the move given, played from the position it leads to.
  async why() {
    const { session, player } = this.#host;
    const given = this.#quiz?.answered;
    if (!given || session.mode !== 'quiz') return;
    player.pause();
    if (session.timeline[1]?.move?.to !== given.to) {
      session.goTo(0);
      await session.choose(given.to);
    }
    session.goTo(session.last > 1 ? 1 : 0);
    player.play();
  }

  // A quiz's moment (a link's, Back): the same puzzle, the score before it,
  // the answer given and the step shown (quiz-panel.js restores the others).
  async restore(moment) {
    const { puzzle = 0, right = 0, answered = 0, path = [], ply = 0 } = moment;
    this.#restoring = true;
    try {
      if (!(await this.start({ at: puzzle, right, answered }))) return this.#state === 'empty';
      const session = this.#host.session;
      if (path.length && !this.#quiz.finished && typeof path[0] === 'number') {
        await session.choose(path[0]);
        session.goTo(ply);
      }
      // Said once: the puzzle, and the answer given if any (not through #say: the next change speaks as usual).
      const quiz = this.#quiz;
      if (quiz && !quiz.finished && session.mode === 'quiz') {
        const words = [
          this.#linkProblem,
          progressWords(quiz),
          promptText(quiz.puzzle, this.#host.result()),
          quiz.answered ? this.#feedback() : '',
        ];
        this.#host.announcer.say(words.filter(Boolean).join(' '));
      }
      return true;
    } finally {
      this.#restoring = false;
    }
  }

  async #show() {
    const quiz = this.#quiz;
    if (quiz.finished) {
      this.#host.render();
      if (!this.#restoring) {
        this.#host.announcer.say(`The quiz is over: ${scoreText(quiz.score)}.`);
        this.#p.again.focus();
      }
      return true;
    }
    const shown = await this.#host.session.showPuzzle(quiz.puzzle.position);
    const keepFocus = this.#keepFocus;
    this.#keepFocus = false; // the first puzzle's only: Next puzzle goes on to the moves
    if (shown && !this.#restoring && this.#quiz === quiz && !keepFocus) {
      // On to the first move to choose (the list of the moves from here).
      this.#$.here.querySelector('button:not(:disabled)')?.focus();
    }
    return shown;
  }

  // The session changed (quiz-panel.js passes each change on).
  changed(reason) {
    const session = this.#host.session;
    if (reason === 'load') {
      this.#seq++;
      if (this.#state !== 'waiting' && this.#state !== 'no game') this.#state = 'off'; // (one waiting opens on the new game: solveEnded)
      this.#quiz = null;
      return;
    }
    const quiz = this.#quiz;
    if (session.mode !== 'quiz' || !quiz || quiz.finished) return;
    // A quiz opened from a link or by Back: its steps say nothing one by one (the board said the
    // puzzle's position, then its answer as a what-if); restore() says the puzzle once at the end.
    if (this.#restoring) this.#said = true;
    if (reason === 'quiz' && !this.#restoring) this.#say(`${progressWords(quiz)} ${promptText(quiz.puzzle, this.#host.result())}`);
    // The person's move from the puzzle's position is the answer (the first counts).
    const move = session.timeline[1]?.move;
    if (reason !== 'branch' || quiz.answered || session.cursor !== 1 || session.timeline[1].by !== 'you') return;
    quiz.answer(move.to);
    if (this.#restoring) return;
    this.#say(`${this.#feedback()} ${progressWords(quiz)}`);
    // After the renders this change makes (the moves from here keep a focus of their own).
    setTimeout(() => this.#p.next.focus());
  }

  #say(text) {
    this.#said = true;
    this.#host.announcer.say(text);
  }

  #feedback() {
    const quiz = this.#quiz;
    const given = quiz.answered;
    const first = this.#host.session.timeline[0];
    const chosen = first.moves.find((m) => m.to === given.to);
    return feedbackText(quiz.puzzle, given, chosen, this.#host.result());
  }

  // The panel, rendered by quiz-panel.js after it wrote whether the values are hidden.
  renderPanel(session, result) {
    const p = this.#p;
    const quiz = this.#quiz;
    this.#$.quiz.hidden = this.#state === 'off';
    const texts = { progress: '', prompt: '', result: '' };
    let why = false;
    let next = false;
    let again = false;
    if (this.#state === 'waiting') texts.prompt = QUIZ_WAITS;
    else if (this.#state === 'no game') texts.prompt = NO_GAME;
    else if (this.#state === 'loading') texts.prompt = 'Finding puzzles in the solved game…';
    else if (this.#state === 'empty') texts.prompt = NO_PUZZLES;
    else if (this.#state === 'failed') texts.prompt = this.#failure;
    else if (quiz?.finished) {
      texts.progress = `Quiz over · Score ${quiz.score.right}/${quiz.score.answered}`;
      texts.result = `The quiz is over: ${scoreText(quiz.score)}.`;
      again = true;
    } else if (quiz) {
      texts.progress = progressText(quiz);
      texts.prompt = promptText(quiz.puzzle, result);
      const given = quiz.answered;
      if (given) this.#linkProblem = '';
      if (given && session.mode === 'quiz') texts.result = this.#feedback();
      else if (this.#linkProblem) texts.result = this.#linkProblem;
      why = !!given;
      next = true;
      p.next.textContent =
        quiz.index + 1 < quiz.size ? (given ? 'Next puzzle' : 'Skip this puzzle') : given ? 'See your score' : 'Skip and finish';
      p.result.className = `quiz-result ${given ? (given.right ? 'right' : 'wrong') : ''}`;
    }
    // A puzzle waiting for its answer: nothing to step through or play yet, and the prompt names the
    // position, so the controls and the position line make way for the question (styles-learn.js).
    p.game.classList.toggle('quiz-asking', !!quiz && !quiz.finished && !quiz.answered && session.mode === 'quiz');
    for (const [key, text] of Object.entries(texts)) if (p[key].textContent !== text) p[key].textContent = text;
    p.result.hidden = !texts.result;
    p.progress.hidden = !texts.progress;
    p.why.hidden = !why;
    p.next.hidden = !next;
    p.again.hidden = !again;
  }
}
