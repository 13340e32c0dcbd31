// `catmouse/element`: the <cat-mouse-game> custom element (web/src/element/shell/cat-mouse-game.js).
// Importing the module defines the element (once per page).
//
// Hand-written, as wasm/index.d.ts and wasm/worker.d.ts are; tests/js/types/element-usage.ts
// compiles real use against it (tsc, in tests/js/pack.test.mjs), and tests/js/options.test.mjs
// checks that every attribute of the options schema and of OBSERVED_ATTRIBUTES has a property
// here, and that every event the element fires is in CatMouseGameEventMap.
//
// The types it shares with the package are imported from its declarations, not restated
// (relative paths: the same files as 'catmouse' and 'catmouse/worker', under every module resolution).
import type {
  CatMouseError,
  CatMouseErrorCode,
  CatOnHole,
  Ending,
  GameOptions,
  GraphInput,
  Move,
  Outcome,
  ParsedText,
  Position,
  Turn,
} from '../wasm/index.js';
import type { SolverWorker, WorkerGame } from '../wasm/worker.js';

/**
 * Where the element's worker script, layout worker and `catmouse-core.wasm` are served from, for
 * pages that copy `node_modules/catmouse/dist/` somewhere; a trailing slash is implied. Applies to
 * every board on the page that has no `base-path` of its own; set it before the first board solves.
 */
export function setBasePath(url: string | URL): void;
/** The page's base path as setBasePath() set it, or undefined when none was set (the files are found next to the module). */
export function getBasePath(): string | undefined;

/** The playback speeds the element offers (moves a second, relative to 1). */
export type CatMouseGameSpeed = 0.5 | 1 | 2 | 4 | 8;

/** A move of the line as a moment's path holds it: the node moved to, or [cat A's node, cat B's node] for the two cats' joint move. */
export type MomentStep = number | [number, number];

/** A moment of the game, as data for links and the browser's history: the element's `moment`, `restore()` and the `cat-mouse-moment` event. */
export interface CatMouseGameMoment {
  /** Watch, Play the computer, or the quiz. */
  mode: 'replay' | 'play' | 'quiz';
  /** The nodes moved to from the first position, up to the last move a person chose (in play, every move); in the quiz, the move given to the puzzle (none before the answer). */
  path: MomentStep[];
  /** The move shown: 0 is the start. */
  ply: number;
  /** In play only: the side the person plays. */
  human?: Turn;
  /** In play only: how often the computer plays a weaker move, from 0 to 1. */
  mistakeChance?: number;
  /** In play only: the Hide values switch is on (no value shown until the game is over). */
  hideValues?: boolean;
  /** In the quiz only: the puzzle shown (its index, from 0). */
  puzzle?: number;
  /** In the quiz only: the score before that puzzle, right of answered. */
  right?: number;
  answered?: number;
}

/** What a person did that a `cat-mouse-moment` reports ('cursor': the move shown changed). */
export type CatMouseMomentReason =
  | 'branch'
  | 'set'
  | 'move'
  | 'play'
  | 'replay'
  | 'undo'
  | 'redo'
  | 'cursor'
  | 'strength'
  /** A puzzle of the quiz shown. */
  | 'quiz'
  /** The Hide values switch turned on or off. */
  | 'values';

/** The graph text and options of the board on screen (the last that solved): the element's `shown`. */
export interface CatMouseGameShown {
  graph: string;
  mouse?: number;
  cat?: number;
  cat2?: number;
  hole?: number;
  first?: Turn;
  holes?: number[];
  catOnHole?: CatOnHole;
  pass?: boolean;
  directed?: boolean;
  turnLimit?: number;
  onlyApplicable?: boolean;
  allowIsolated?: boolean;
}

/** One position of the board's timeline (the line, and the moves a person chose). */
export interface CatMouseTimelineEntry {
  position: Position;
  /** The position's value from the side to move. */
  value: { outcome: Outcome; plies: number | null };
  /** Every legal move from the position, best first for the side to move. */
  moves: Move[];
  /** The move that led here; null at the start. */
  move: { who: Turn; from: number; to: number; from2?: number; to2?: number } | null;
  /** Who made the move: 'start', 'line' (the optimal line), 'you', 'computer'. */
  by: string;
  /** Why the game ends here, on the timeline's last position; else null. */
  end: Ending | null;
}

/** The state the board renders (web/src/model/session.js), for views and tests; read it, change it through the element. Its shape may grow. */
export interface CatMouseGameSession {
  /** The solved game the timeline is of, or null before one solved. */
  readonly game: object | null;
  /** 'quiz': the timeline is a puzzle's position (and, once answered, the move given and the line after it). */
  readonly mode: 'replay' | 'play' | 'quiz';
  /** No value is shown anywhere (the quiz before an answer, Hide values in play until the game is over). */
  readonly valuesHidden: boolean;
  readonly timeline: readonly CatMouseTimelineEntry[];
  /** The index in the timeline of the position shown. */
  readonly cursor: number;
  /** The timeline's last index. */
  readonly last: number;
  /** The timeline entry shown, or null before anything solved. */
  readonly entry: CatMouseTimelineEntry | null;
  /** The position shown, or null before anything solved. */
  readonly position: Position | null;
  /** The status line, or null. */
  readonly message: { kind: 'info' | 'refused' | 'feedback' | 'error'; text: string } | null;
  /** While mode is 'play': the person's side, the computer's mistake chance, and how the game ended (null while it goes on). */
  readonly play: {
    human: Turn;
    mistakeChance: number;
    over: { outcome: Outcome; reason: 'end' | 'repeat'; repeats?: number } | null;
    feedback: { verdict: string; text: string } | null;
  } | null;
  /** A query to the solver is running. */
  readonly busy: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly moment: CatMouseGameMoment;
  /** Calls listener(reason, session) on every change; returns a function that stops it. */
  on(listener: (reason: string, session: CatMouseGameSession) => void): () => void;
}

/** The graph drawn in edit mode (web/src/model/graph-draft.js), for tests: selection, keyboard focus, undo steps. */
export interface CatMouseGameDraft {
  /** The node or edge selected, or null. */
  readonly selected: { node: number } | { edge: [number, number] } | null;
  /** The node the keyboard is on, or null. */
  readonly focus: number | null;
  readonly nodeCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** What the last intent did or why it was refused, or null. */
  readonly message: { kind: 'info' | 'refused'; text: string } | null;
}

/** A view mounted with mountView(): render(session) is called on every change. */
export interface CatMouseGameView {
  render(session: CatMouseGameSession): void;
}

/** `cat-mouse-solved`'s detail: the game the board now shows, as the worker gives it (format and warnings included). */
export type CatMouseSolvedDetail = WorkerGame;

/** `cat-mouse-solving`'s detail: the graph text and the rules options of a board whose checks passed and whose solve starts now. */
export type CatMouseSolvingDetail = { graph: string } & Omit<GameOptions, 'onProgress'>;

/** `cat-mouse-error`'s detail: the error's code, words and place. */
export interface CatMouseErrorDetail {
  /** The error's code; undefined for an error that is not a CatMouseError (the message then says what went wrong). */
  code: CatMouseErrorCode | undefined;
  /** What went wrong, in words for people (the board's alert shows the same, unless `no-alert`). */
  message: string;
  /** 1-based line and column in the graph text, when the error points into it. */
  line: number | undefined;
  column: number | undefined;
  /** The rules options concerned (their attributes are named as these options: 'catOnHole' is cat-on-hole). */
  options: CatMouseError['options'];
}

/** `cat-mouse-start`'s detail: the new start, after a token was dropped on the board or such a drop was undone or redone (the attributes already follow it). */
export type CatMouseStartDetail = Position;

/** `cat-mouse-busy`'s detail: a solve longer than a moment started (true) or ended (false). */
export interface CatMouseBusyDetail {
  busy: boolean;
}

/** `cat-mouse-moment`'s detail: the moment of the game after a person did something. */
export interface CatMouseMomentDetail {
  moment: CatMouseGameMoment;
  reason: CatMouseMomentReason;
}

/** `cat-mouse-edit`'s detail: the graph drawn in edit mode, written as text, with the start and holes following their nodes. */
export interface CatMouseEditDetail {
  /** The new graph text (the old text's format when it can be kept). */
  graph: string;
  mouse: number;
  cat: number;
  /** The smallest hole. */
  hole: number;
  /** Every hole, ascending. */
  holes: number[];
  /** Why the text changed format or what to check in it, or null. */
  note: string | null;
}

export type CatMouseSolvingEvent = CustomEvent<CatMouseSolvingDetail>;
export type CatMouseSolvedEvent = CustomEvent<CatMouseSolvedDetail>;
export type CatMouseErrorEvent = CustomEvent<CatMouseErrorDetail>;
export type CatMouseStartEvent = CustomEvent<CatMouseStartDetail>;
export type CatMouseBusyEvent = CustomEvent<CatMouseBusyDetail>;
export type CatMouseMomentEvent = CustomEvent<CatMouseMomentDetail>;
/** Cancelable: preventDefault() keeps the element from setting its own attributes (the page that keeps the text elsewhere sets them itself). */
export type CatMouseEditEvent = CustomEvent<CatMouseEditDetail>;
/** Which Share button was pressed: the one beside the controls, or the one at the end of a game played. */
export interface CatMouseShareDetail {
  from: 'controls' | 'over';
}
export type CatMouseShareEvent = CustomEvent<CatMouseShareDetail>;

/** The events <cat-mouse-game> fires; each bubbles and crosses shadow roots (composed). */
export interface CatMouseGameEvents {
  /** A new graph or rules passed their checks and their solve starts (detail: the text and options): a page's link can hold the board before the solve ends. */
  'cat-mouse-solving': CatMouseSolvingEvent;
  /** A game solved, or the board shows another start of it (detail: the game as the board shows it). */
  'cat-mouse-solved': CatMouseSolvedEvent;
  /** The graph text or a rules attribute was refused, or the solve failed; the last good board stays. */
  'cat-mouse-error': CatMouseErrorEvent;
  /** A token dropped on the board set a new start. */
  'cat-mouse-start': CatMouseStartEvent;
  /** The busy card showed (a solve longer than 200 ms) or the solve ended. */
  'cat-mouse-busy': CatMouseBusyEvent;
  /** A person moved, went back or forth, or switched between replay and play. */
  'cat-mouse-moment': CatMouseMomentEvent;
  /** A Share button was pressed (the `share` attribute): beside the controls, or at the end of a game played. */
  'cat-mouse-share': CatMouseShareEvent;
  /** An edit in edit mode (cancelable). */
  'cat-mouse-edit': CatMouseEditEvent;
}

/** Every event a <cat-mouse-game> dispatches or receives, for its typed addEventListener(). */
export interface CatMouseGameEventMap extends HTMLElementEventMap, CatMouseGameEvents {}

/**
 * The board, the verdict and the optimal line of the cat-and-mouse game on a graph, solved exactly
 * in a Web Worker. Every attribute is also a property; the rules properties are named as the
 * package's options (`cat-on-hole` is `catOnHole`).
 *
 * Each rules property (mouse, cat, cat2, hole, first, holes, catOnHole, pass, directed, turnLimit) reads its
 * attribute as the options schema does: the default when the attribute is absent; a node id that cannot be
 * read is NaN, and any other attribute that is none of its option's values reads as its text as written
 * (typed here as the values a setter takes: the board reports such text with `cat-mouse-error`, 'argument.type').
 */
export class CatMouseGame extends HTMLElement {
  /** The attributes whose changes the element acts on. */
  static readonly observedAttributes: readonly string[];

  // ---- attributes, as properties

  /** The graph (attribute `graph`): text in any input format; set it to text or an adjacency list (number[][], rows may be typed arrays). '' when absent. */
  get graph(): string;
  set graph(value: GraphInput);
  /** The mouse's start node (attribute `mouse`, default 1); NaN when the attribute is not a node id. */
  get mouse(): number;
  set mouse(value: number);
  /** The cat's start node (attribute `cat`, default 2); NaN when the attribute is not a node id. */
  get cat(): number;
  set cat(value: number);
  /** A second cat's start node (attribute `cat2`); undefined (empty or absent) for one cat; NaN when the attribute is not a node id. Remove the attribute to go back to one cat. */
  get cat2(): number | undefined;
  set cat2(value: number);
  /** The hole (attribute `hole`, default 0); NaN when the attribute is not a node id. */
  get hole(): number;
  set hole(value: number);
  /** Who moves first (attribute `first`, default 'mouse'). */
  get first(): Turn;
  set first(value: Turn);
  /** Several holes (attribute `holes`, "0, 5"); undefined when absent (the one hole applies). */
  get holes(): number[] | undefined;
  set holes(value: readonly number[]);
  /** What a cat on a hole means (attribute `cat-on-hole`, default 'barred'). */
  get catOnHole(): CatOnHole;
  set catOnHole(value: CatOnHole);
  /** Passing (attribute `pass`, default false; a bare attribute is true; in words: RULE_WORDS.pass in catmouse/rules). */
  get pass(): boolean;
  set pass(value: boolean);
  /** Read the graph as directed (attribute `directed`, default false; a bare attribute is true). */
  get directed(): boolean;
  set directed(value: boolean);
  /** A LeetCode 1728 grid's turn limit in plies (attribute `turn-limit`, default 1000); a graph leaves it out. */
  get turnLimit(): number;
  set turnLimit(value: number);
  /** Plays the line on a loop (attribute `autoplay`). */
  get autoplay(): boolean;
  set autoplay(value: boolean);
  /** Shows the playback, play and edit controls (attribute `controls`). */
  get controls(): boolean;
  set controls(value: boolean);
  /** Shows the move list (attribute `move-list`). */
  get moveList(): boolean;
  set moveList(value: boolean);
  /** The move list and the explanations fold, closed until opened (attribute `compact`). */
  get compact(): boolean;
  set compact(value: boolean);
  /** A Share button beside the board's controls and one at the end of a game played (attribute `share`): each fires `cat-mouse-share`, and the page shares the board its own way. */
  get share(): boolean;
  set share(value: boolean);
  /** Errors are not written into the board's alert region (attribute `no-alert`); `cat-mouse-error` still fires. */
  get noAlert(): boolean;
  set noAlert(value: boolean);
  /** The playback speed (attribute `speed`, default 1; any other value reads as 1). */
  get speed(): CatMouseGameSpeed;
  set speed(value: CatMouseGameSpeed);
  /** Where the keys work (attribute `keyboard`): 'document', anywhere on the page except where a person types; 'element' (the default), with the focus in the board. */
  get keyboard(): 'document' | 'element';
  set keyboard(value: 'document' | 'element');
  /** Where this board's worker script, layout worker and `catmouse-core.wasm` are served from (attribute `base-path`; a trailing slash is implied); undefined: the page's setBasePath(), else next to the module. */
  get basePath(): string | undefined;
  set basePath(value: string | URL);
  /** 'lazy', as on an `<img>`: the board starts nothing (no worker, no `.wasm`) until it comes within 200 px of the viewport (attribute `loading`); 'eager' (the default, and any other value): at once. */
  get loading(): 'lazy' | 'eager';
  set loading(value: 'lazy' | 'eager');
  /** This board gets a solver worker of its own instead of sharing the page's one (attribute `own-worker`). */
  get ownWorker(): boolean;
  set ownWorker(value: boolean);
  /** The colours (attribute `theme`): 'light' or 'dark' forces that palette; undefined (left out): the reader's prefers-color-scheme decides (docs/theming.md). */
  get theme(): 'light' | 'dark' | undefined;
  set theme(value: 'light' | 'dark' | undefined);

  // ---- state (read-only unless said)

  /** The game on screen as the worker gave it, or null before anything solved. */
  readonly result: WorkerGame | null;
  /** The graph text and options of the board on screen (the last that solved), which may differ from the attributes while they are bad or solving; null before anything solved. A copy. */
  readonly shown: CatMouseGameShown | null;
  /** The index of the move shown (0: the start). */
  readonly step: number;
  /** The position shown, or null before anything solved. */
  readonly position: Position | null;
  /** A solve is running. */
  readonly busy: boolean;
  /** Edit mode (drawing the graph) is on; set it to turn edit mode on or off (the first time, on once its code has loaded: a moment later in the one-file build). */
  get editing(): boolean;
  set editing(on: boolean);
  /** A moment of the game (mode, moves chosen, ply), for links; restore() replays one. */
  readonly moment: CatMouseGameMoment;
  /** The board's solver worker, for views that ask it directly (the value map); null before the first request. */
  readonly solverWorker: SolverWorker | null;

  // ---- methods

  /** Reads text as the package's parse() does, in the board's worker (while it solves, in a reader worker of its own), without solving. */
  readText(text: string): Promise<ParsedText>;
  /**
   * Replays a moment (from `moment` or `cat-mouse-moment`) from the start shown; false (with a refusal in the status line) if its path is not a line of legal moves.
   * Before the first solve has ended, it waits for the game the attributes name and answers once restored; false if a later restore() or a person's choice of mode comes first, that solve fails or is cancelled, or another game shows first. A board whose solve has not started (loading="lazy" out of view, a pre-rendered board before Explore) holds it until it starts.
   */
  restore(moment: Partial<CatMouseGameMoment>): Promise<boolean>;
  /** The board as shown, legend included, as an SVG file's text; null before anything solved. */
  boardSvg(): string | null;
  /** The board as shown, as a PNG Blob (scale: pixels per CSS pixel, default 2); null before anything solved. */
  boardPng(options?: { scale?: number }): Promise<Blob | null>;
  /** Stops a running solve; the last good board stays. */
  cancel(): void;
  /** Starts playback of the line. */
  play(): void;
  /** Pauses playback. */
  pause(): void;
  /** Adds a view whose render(session) is called on every change; returns a function that removes it. */
  mountView(view: CatMouseGameView): () => void;

  // ---- for tests and tools (their shapes may change)

  /** The state the board renders (timeline, cursor, mode, ...). */
  readonly session: CatMouseGameSession;
  /** The graph drawn in edit mode; null until edit mode is first opened (its code loads then). */
  readonly draft: CatMouseGameDraft | null;
  /** A step between two positions is gliding on the board. */
  readonly gliding: boolean;
  /** Where node n is drawn, [x, y] in CSS pixels from the board's top left corner. */
  boardPoint(node: number): [number, number];
  /** What the board draws besides the graph (label size, node radius, highlight, hover, zoom, ...). */
  readonly boardState: Record<string, unknown>;
  /** The graph's layout is still running. */
  readonly layoutRunning: boolean;

  // ---- lifecycle (called by the browser)

  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, before: string | null, after: string | null): void;

  // ---- typed events

  addEventListener<K extends keyof CatMouseGameEventMap>(
    type: K,
    listener: (this: CatMouseGame, event: CatMouseGameEventMap[K]) => any,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof CatMouseGameEventMap>(
    type: K,
    listener: (this: CatMouseGame, event: CatMouseGameEventMap[K]) => any,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'cat-mouse-game': CatMouseGame;
  }
  // The events bubble and are composed: a listener on a container, the document or the window
  // hears them too (as Shoelace declares its events).
  interface GlobalEventHandlersEventMap extends CatMouseGameEvents {}
}
