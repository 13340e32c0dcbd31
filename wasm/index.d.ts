// Hand-written declarations for the `catmouse` package (Emscripten 3.1.6 cannot generate them).

/** 0 draw, 1 mouse wins, 2 cat wins (LeetCode 913's codes). */
export type Outcome = 0 | 1 | 2;
export type Winner = 'draw' | 'mouse' | 'cat';
export type Turn = 'mouse' | 'cat';
/** Why a position ends the game: the mouse reached a hole, the cat caught it, the side to move cannot move, or (catOnHole 'wins') the cat reached a hole. */
export type Ending = 'hole' | 'caught' | 'stuck' | 'cat-in-hole';
/** What a cat on a hole means ('barred' is LeetCode 913's); each in words: RULE_WORDS.catOnHole in catmouse/rules. */
export type CatOnHole = 'barred' | 'guards' | 'wins';

/** The variant a game is played by, as the core holds it. */
export interface Variant {
  /** The graph is directed: each move goes along an arc, tail to head (in words: RULE_WORDS.directed in catmouse/rules). */
  readonly directed: boolean;
  /** Every hole, ascending. */
  readonly holes: readonly number[];
  readonly catOnHole: CatOnHole;
  /** Passing (in words: RULE_WORDS.pass in catmouse/rules). */
  readonly pass: boolean;
}

/** One node's neighbours: an array of node ids, or a typed array of them (Int32Array, Uint16Array, ...). */
export type AdjacencyRow =
  | readonly number[]
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array;

/** An adjacency list (`graph[a]` lists every `b` joined to `a`), or text in any format catmouse reads (see TextFormat; a lone UTF-16 surrogate is refused as parse.bad-encoding). */
export type GraphInput = readonly AdjacencyRow[] | string;

/** The formats text is read in: LeetCode's adjacency list, an edge list, nauty's graph6 and sparse6, catmouse's JSON game file, a LeetCode 1728 grid (`grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2`, or its rows alone). */
export type GraphFormat = 'adjacency' | 'edges' | 'graph6' | 'sparse6' | 'json' | 'grid';
/** A format to read text in; 'auto' (the default) tells them apart by how the text starts. */
export type TextFormat = 'auto' | GraphFormat;

/** Something about the text that did not stop it from being read. */
export interface ImportWarning {
  /** 'parse.mixed-directions': an edge list gives some edges both ways and others once (docs/errors.md). */
  code: 'parse.mixed-directions';
  message: string;
  line?: number;
  column?: number;
}

/** The rules a text gave (a JSON game file); each is left out when the text did not give it. */
export interface TextRules {
  mouse?: number;
  cat?: number;
  hole?: number;
  first?: Turn;
  holes?: number[];
  catOnHole?: CatOnHole;
  pass?: boolean;
  /** Cat B's start: the game file is a two-cat game. */
  cat2?: number;
  /** A grid's game file: the turn limit it was written with. */
  turnLimit?: number;
}

/** What solver.parse() read. */
export interface ParsedText {
  format: GraphFormat;
  /** The graph is directed (an edge list with -> arcs, a game file that says so, or the option directed). */
  directed: boolean;
  /** Sorted adjacency lists. */
  graph: number[][];
  rules: TextRules;
  /** The text is a grid's game file ({"grid": [...]}): its board places the pieces. */
  grid: boolean;
  warnings: ImportWarning[];
  /** The answer a pasted LeetCode example states (its "Output: 0" line after "Input: graph = …"); null without one. */
  expectedOutput: Outcome | null;
}

export interface Position {
  mouse: number;
  /** The cat (cat A in a two-cat game). */
  cat: number;
  /** A two-cat game's cat B (game.twoCats); absent with one cat. */
  cat2?: number;
  /** The side to move ('cat': both cats move, with two). */
  turn: Turn;
}

/** A position as the queries take it: turn may be left out ('mouse'). Separate arguments (the form before 0.2.0) are refused with argument.type. */
export interface PositionQuery {
  mouse: number;
  cat: number;
  /** Cat B: required by a two-cat game (argument.type without it), ignored by a one-cat game. */
  cat2?: number;
  /** The side to move (default 'mouse'). */
  turn?: Turn;
}

/** A graph flat: two Int32Arrays, node a's neighbours `targets[offsets[a] .. offsets[a + 1])`. */
export interface AdjacencyArrays {
  offsets: Int32Array;
  targets: Int32Array;
}

/** A graph as catmouse hands it out: a sorted adjacency list, frozen. */
export type Adjacency = readonly (readonly number[])[];

export interface PositionValue {
  outcome: Outcome;
  /** Plies (single moves) to the end under optimal play; null for a draw. */
  plies: number | null;
}

export interface Move {
  /** The node the side to move goes to (cat A's, for the cats' move of a two-cat game). */
  to: number;
  /** A two-cat game's cats' move only: the node cat B goes to. */
  to2?: number;
  /** Who wins if the side to move plays it (with best play after). */
  outcome: Outcome;
  /** From the mover's side: plies to the end if the side to move plays it, this move included (the remoteness of the position it leads to, + 1); null for a draw. The best move's plies equal value() of the position it is played from. */
  plies: number | null;
}

export interface Progress {
  /** Positions decided so far, reaching total at the end. A two-cat solve, whose time goes into the cats' joint moves, reports its work done so far against its estimate instead, scaled to total, so decided / total is the share done either way. */
  decided: number;
  /** Positions in all (2 n²; two cats: n² (n + 1) entries). */
  total: number;
}

export interface GameOptions {
  /** The mouse's start node (default 1). */
  mouse?: number;
  /** The cat's start node (default 2). */
  cat?: number;
  /** A second cat's start node: a two-cat game (cops and robbers): both cats move on the cats' turn and either catches the mouse; positions carry cat2; at most 400 nodes (2 n³ positions, limits.memory names the MB). Refused for a grid (grid.two-cats); on one node with cat: rules.same-cat-start. The <cat-mouse-game> attribute and the page link's key are cat2 (empty or left out: one cat). */
  cat2?: number;
  /** The hole (default 0): the one-hole shorthand of holes; giving both is refused (rules.conflicting-options, naming both). */
  hole?: number;
  /** Who moves first (default 'mouse'). */
  first?: Turn;
  /** The holes, when several: the mouse wins on reaching any (distinct node ids, else rules.duplicate-hole; default: [hole]). */
  holes?: readonly number[];
  /** What a cat on a hole means (default 'barred'). */
  catOnHole?: CatOnHole;
  /** Passing, instead of moving (default false; in words: RULE_WORDS.pass in catmouse/rules). */
  pass?: boolean;
  /** Read the graph as directed: an adjacency list's lists are the arcs leaving each node, an edge list's "0 1" an arc (default false; an edge list with "->" arcs is directed anyway; graph6 and sparse6 refuse it with rules.conflicting-options). */
  directed?: boolean;
  /** A LeetCode 1728 grid's cat jump, 1 to 8 (overrides the text's catJump; grid.bad-jump outside; grid.option-for-graph for a graph). */
  catJump?: number;
  /** A grid's mouse jump, 1 to 8 (overrides the text's mouseJump). */
  mouseJump?: number;
  /** A grid's turn limit in plies (default 1000, LeetCode 1728's): what game.turnLimit and game.differences judge by. */
  turnLimit?: number;
  /** A game's history: the positions already visited, each a draw if reached again (the repetition rule), so the values are those of the game as it stands. Each is checked as a query's position is (argument.type, position.node-out-of-range, position.cat-on-hole, naming its index; options ['visited']). A visited position's own value() is then a draw and it has no moves(): the value of the position to move from, when it is visited too, is the best of its moves' values (each move's value() of the position it leads to). One cat only (rules.visited-two-cats). */
  visited?: readonly PositionQuery[];
  /** Leave out, instead of refusing (grid.placed-by-board, grid.option-for-graph), each option that does not apply to the kind of game the text is: a grid's mouse, cat, hole, holes, catOnHole, pass and directed; a graph's catJump, mouseJump and turnLimit (default false). For a form that gives every option whatever the text. */
  onlyApplicable?: boolean;
  /** Take a graph with nodes that have no edges (default false: refused as graph.isolated-node, naming them, since they are nearly always a gap in the ids; LeetCode 913 graphs have none). */
  allowIsolated?: boolean;
  /** How to read text (default 'auto'). A JSON game file's rules apply where these options leave a rule out. */
  format?: TextFormat;
  /** The longest a two-cat solve may be estimated to take, in seconds (default 300; 0: no limit). The estimate comes from the degrees before anything is allocated (two cats on any graph of up to 400 nodes, the most allowed, take seconds natively, a little longer in WebAssembly, so only a lowered limit refuses a game); a longer one is refused with limits.time, whose message gives the estimated time, work and memory. validate() checks it too. One-cat solves do not use it. */
  maxSeconds?: number;
  /** Called now and then during the solve; return false to cancel it (the solve then throws CancelledError, code 'cancelled'). */
  onProgress?: (progress: Progress) => boolean | void;
}

export interface SolutionTable {
  nodeCount: number;
  hole: number;
  /** Per state: 0 draw, 1 mouse wins, 2 cat wins, 3 not a position (the cat on the hole). */
  outcome: Uint8Array;
  /** Per state: plies to the end, -1 for draws and non-positions. */
  remoteness: Int32Array;
  /** The state index of a position: ((turn === 'cat' ? n : 0) + mouse) * n + cat. Throws CatMouseError (argument.type) for a node outside the graph or a bad turn. */
  index(position: PositionQuery): number;
}

/** The entries of table(), decoded by the core on demand, a small chunk at a time (no copy of the whole table). */
export interface TableView {
  nodeCount: number;
  hole: number;
  /** 2 n², the number of state indexes. */
  size: number;
  /** The state index of a position: ((turn === 'cat' ? n : 0) + mouse) * n + cat. Throws CatMouseError (argument.type) for a node outside the graph or a bad turn. */
  index(position: PositionQuery): number;
  /** 0 draw, 1 mouse wins, 2 cat wins, 3 not a position (the cat on the hole). */
  outcome(index: number): number;
  /** Plies to the end, -1 for draws and non-positions. */
  remoteness(index: number): number;
}

/** A grid cell: row and column from 0, top left (LeetCode's grid[row][col]). */
export interface GridCell {
  row: number;
  col: number;
}

/** A LeetCode 1728 grid's board. Nodes are the open cells, numbered row by row. */
export interface GridInfo {
  rows: number;
  columns: number;
  /** The rows as text ("#.CMF"). */
  board: string[];
  /** cells[node]: where the node is. */
  cells: GridCell[];
  /** Every wall's cell (each '#' of board), row by row; made when first read (a giant board has millions). */
  walls: GridCell[];
  /** The food's node: the game's hole (the cat wins by reaching it first). */
  food: number;
  /** The start nodes the board gives. */
  mouse: number;
  cat: number;
  catJump: number;
  mouseJump: number;
}

/** Who wins the start when the mouse must reach the food within the turn limit (a draw is then the cat's). */
export interface TurnLimitAnswer {
  /** The limit in plies (LeetCode 1728: 1000). */
  turns: number;
  outcome: 1 | 2;
  winner: 'mouse' | 'cat';
  /** LeetCode 1728's return value. */
  mouseWins: boolean;
}

/** A position still in play where the exact value and the turn limit's differ. */
export interface TurnLimitDifference extends Position {
  exact: PositionValue & { winner: Winner };
  turnLimit: { outcome: 1 | 2; winner: 'mouse' | 'cat' };
}

/** Where the exact game and the turn limit differ, as `catmouse solve GRID --json` says (positions as nodes). */
export interface TurnLimitDifferences {
  /** draws + slowMouseWins. */
  count: number;
  /** Positions in play that are exact draws (the cat's under the limit). */
  draws: number;
  /** Mouse wins that take more plies than the limit. */
  slowMouseWins: number;
  /** The most plies any forced mouse win takes (0 when there is none). */
  longestMouseWin: number;
  /** Up to 5: the start first when it differs, then in state-index order. */
  examples: TurnLimitDifference[];
}

/** One of game.puzzles(): the position, its one value-keeping move, and how hard it is. */
export interface Puzzle {
  position: Position;
  /** The node the side to move must go to: the only move that keeps its win (or its draw). */
  answer: number;
  /** The position's value: 1 the mouse wins, 2 the cat wins, 0 a draw (for the side to move, a win or a draw). */
  outcome: 0 | 1 | 2;
  /** Plies to the end under best play; null for a draw. */
  plies: number | null;
  /** The other legal moves, each giving the value away. */
  tempting: number;
  /** Plies one must look ahead to tell the answer from the best other move: a win's plies; for a draw, one more than the slowest loss among the other moves. */
  depth: number;
  /** depth + tempting: puzzles come easiest first by it. */
  difficulty: number;
  /** Does the game's start lead to this position under its rules (some line of legal moves from game.start reaches it)? false for a position the game never arises at (a graph in pieces, a bipartite graph's parity, a grid's walls); null when not known: a game too big to search whole (the search has the puzzles' budget of moves looked at, and stops once it has reached every puzzle given). */
  reachable: boolean | null;
}

/** game.lineFacts(): where a position repeats and where the game ended. */
export interface LineFacts {
  /** positions[again] is the first position equal to an earlier one, positions[first] (a draw by repetition); null when none repeats. */
  repeat: { first: number; again: number } | null;
  /** positions[at] is the first position that ends the game; null when none does. */
  end: LineEnd | null;
}

export interface LineEnd {
  at: number;
  /** Why it ends, as ending() says. */
  ending: Ending;
  outcome: 1 | 2;
  winner: 'mouse' | 'cat';
  /** The cat that caught the mouse or reached a hole ('cat' is cat A, the one cat of a one-cat game; 'cat2' cat B), cat A when both did; null when the mouse won or a side was stuck. */
  endingCat: 'cat' | 'cat2' | null;
}

/** A solved game. Holds wasm memory until dispose() (or, failing that, garbage collection). */
export interface Game {
  readonly nodeCount: number;
  /** The smallest hole (the hole, for a game with one). */
  readonly hole: number;
  /** Every hole, ascending. */
  readonly holes: readonly number[];
  /** The variant the game is played by. */
  readonly variant: Variant;
  /** A two-cat game (options.cat2 or a game file's cat2): positions are { mouse, cat, cat2, turn }; table(), tableView() and tableFile() throw game.two-cats. */
  readonly twoCats: boolean;
  /** The start solved from: the options, else the text's rules (a JSON game file), else the defaults. */
  readonly start: Position;
  /** The format the text was read as; null when the graph was given as number[][]. */
  readonly format: GraphFormat | null;
  readonly warnings: ImportWarning[];
  /** The answer a pasted LeetCode example states (its "Output: 0" line); null without one. Compare it with outcome. */
  readonly expectedOutput: Outcome | null;
  /** The value of the start position. */
  readonly outcome: Outcome;
  readonly winner: Winner;
  readonly plies: number | null;
  /** The optimal line from the start to the end; a draw ends on its first repeated position. */
  readonly line: Position[];
  /** A LeetCode 1728 grid's board (format 'grid' only). */
  readonly grid?: GridInfo;
  /** A grid only: what the turn limit (LeetCode's 1,000 turns by default) says at the start, beside the exact value. */
  readonly turnLimit?: TurnLimitAnswer;
  /** A grid only: the positions where the exact value and the turn limit differ. */
  readonly differences?: TurnLimitDifferences;
  /** True after dispose(), or after the solver's dispose(). */
  readonly disposed: boolean;
  /** The value of any position: who wins and in how many plies from it. */
  value(position: PositionQuery): PositionValue;
  /** Legal moves, best first for the side to move: fastest wins, then draws, then slowest losses; ties by lowest id. Plies count from the mover's side (see Move). */
  moves(position: PositionQuery): Move[];
  /** The optimal line from another start. */
  lineFrom(position: PositionQuery): Position[];
  /** The graph flat, a fresh copy at each call: node a's neighbours, ascending, are `targets[offsets[a] .. offsets[a + 1])`. */
  adjacencyArrays(): AdjacencyArrays;
  /** Why the position ends the game: the mouse in the hole, the cat on the mouse, the side to move stuck; null if play goes on. */
  ending(position: PositionQuery): Ending | null;
  /** What the rules say of a line of positions (the game so far, as a board holds it), answered by the core. Each position is checked (CatMouseError position.* naming its index; argument.type for a value that is not a position); whether each follows from the one before by a legal move is not. */
  lineFacts(positions: readonly PositionQuery[]): LineFacts;
  /** The optimal line from a position (lineFrom()) and the rules' facts of it (lineFacts()), in one call to the core. */
  lineWithFacts(position: PositionQuery): { line: Position[]; facts: LineFacts };
  /** "Find the best move" puzzles for a quiz: positions where exactly one move keeps a win or a draw for the side to move, every other move giving it away; easiest first (difficulty = depth + tempting), at most `count` (default 20, 0 to 100000) spread from the easiest to the hardest; `side` for one side's only. One-cat games only (else game.two-cats); bad options are argument.type. */
  puzzles(options?: { count?: number; side?: 'mouse' | 'cat' }): Puzzle[];
  /** The graph as a sorted adjacency list: a frozen array, the same one at every read (copy it to change it). */
  readonly graph: Adjacency;
  /** The whole solution, decoded by the core and copied out of wasm memory. */
  table(): SolutionTable;
  /** The table in the compact binary format (docs/table-format.md), to save; solver.readTable() reads it back. Throws CatMouseError table.unsupported-variant for several holes or catOnHole guards or wins (a grid's too), which the format cannot hold; limits.memory when the file and its copy would pass createSolver({ maxMemory }). */
  tableFile(): Uint8Array;
  /** The same entries without copying them all out: each read decodes (and keeps) only a small chunk. Throws once the game is disposed. */
  tableView(): TableView;
  /** Frees the game's wasm memory now. Further queries throw. */
  dispose(): void;
}

export interface Solver {
  /** LeetCode 913's function: the outcome from the default start. */
  catMouseGame(graph: readonly AdjacencyRow[]): Outcome;
  /** Solves every position of the game. Throws CatMouseError for bad input. */
  solve(graph: GraphInput, options?: GameOptions): Game;
  /** Throws the CatMouseError that solve() would throw for bad input, without solving (cheap: no table); a two-cat game estimated past maxSeconds too (limits.time). */
  validate(graph: GraphInput, options?: Omit<GameOptions, 'onProgress'>): void;
  /** Reads text without checking the rules or solving. Throws the CatMouseError solve() would throw for the text. */
  parse(text: string, options?: { format?: TextFormat; directed?: boolean }): ParsedText;
  /** A table saved with game.tableFile() or `catmouse table --binary`, as game.table() gives it. Reads format versions 1 and 2. Throws CatMouseError (table.bad-file, with the index of an impossible entry in its message; table.bad-checksum; table.unsupported-version; limits.memory, asked of the header before anything is copied, when the file, the table and the arrays given would pass createSolver({ maxMemory })). */
  readTable(bytes: Uint8Array): SolutionTable;
  /** Bytes of wasm memory this solver holds (grows, never shrinks). */
  memoryBytes(): number;
  /** Bytes of that memory currently allocated: games not yet disposed, mostly. */
  heapBytesInUse(): number;
  /** The largest node count the solver accepts. */
  readonly maxNodes: number;
  /** The threads each solve runs on: 1 (the single-thread module), or more with the threaded one (createSolver's threads). */
  readonly threads: number;
  /** Lets go of the wasm instance and all its memory (which never shrinks otherwise), games included. Every later call on the solver or its games throws CatMouseError solver.disposed; createSolver() makes a fresh solver. */
  dispose(): void;
  readonly disposed: boolean;
}

export interface CreateSolverOptions {
  /** The module's bytes, when you load them yourself. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where to fetch `catmouse-core.wasm` from, in browsers. */
  locateFile?: (name: string, prefix: string) => string;
  /** Bytes one solve may reserve, a whole number from 1 to Number.MAX_SAFE_INTEGER (else argument.type); larger graphs get a CatMouseError (limits.memory) naming what they need. Reading counts too: a text longer than this as UTF-8 (256 MB without maxMemory) is limits.input, a graph (graph6, sparse6, adjacency list or edge list) whose rows would pass it limits.memory. */
  maxMemory?: number;
  /** Threads a solve may use, a whole number from 1 (else argument.type). Default: every core, up to 8, where memory can be shared between threads (Node; a cross-origin isolated page or worker, served with `Cross-Origin-Opener-Policy: same-origin` and `Cross-Origin-Embedder-Policy: require-corp`) and the threaded module's files (`dist/catmouse-core-threads.mjs`, `.wasm`, `.worker.js`) are beside the package's; elsewhere 1, without an error. 1 loads the single-thread module. Tables are the same byte for byte either way. */
  threads?: number;
}

export function createSolver(options?: CreateSolverOptions): Promise<Solver>;

/**
 * Why a call failed, stable across releases (docs/errors.md gives each one's meaning).
 * Decide by the code; the message is for people and may be reworded.
 */
export type CatMouseErrorCode =
  // reading text
  | 'parse.unexpected-token'
  | 'parse.bad-number'
  | 'parse.negative-id'
  | 'parse.bad-encoding'
  | 'parse.empty'
  | 'parse.bad-graph6'
  | 'parse.bad-field'
  // a LeetCode 1728 grid
  | 'grid.not-rectangular'
  | 'grid.bad-cell'
  | 'grid.repeated-piece'
  | 'grid.missing-piece'
  | 'grid.bad-jump'
  | 'grid.missing-jump'
  | 'grid.placed-by-board'
  | 'grid.option-for-graph'
  | 'grid.two-cats'
  // the graph
  | 'graph.node-out-of-range'
  | 'graph.self-loop'
  | 'graph.duplicate-edge'
  | 'graph.not-undirected'
  | 'graph.too-small'
  | 'graph.too-large'
  | 'graph.isolated-node'
  // the rules: hole and starts
  | 'rules.node-out-of-range'
  | 'rules.cat-on-hole'
  | 'rules.mouse-on-hole'
  | 'rules.same-start'
  | 'rules.same-cat-start'
  | 'rules.duplicate-hole'
  | 'rules.conflicting-options'
  // a queried position
  | 'position.node-out-of-range'
  | 'position.bad-turn'
  | 'position.cat-on-hole'
  // a saved table file
  | 'table.bad-file'
  | 'table.bad-checksum'
  | 'table.unsupported-variant'
  | 'table.unsupported-version'
  // resources and control
  | 'limits.memory'
  | 'limits.input'
  | 'cancelled'
  // the JavaScript API
  | 'argument.type'
  | 'argument.unknown-option'
  | 'game.disposed'
  | 'game.two-cats'
  | 'solver.disposed'
  | 'solver.aborted'
  | 'solver.unavailable'
  | 'export.not-representable'
  // catmouse/worker
  | 'worker.failed'
  | 'worker.unavailable'
  | 'worker.no-game'
  | 'limits.value-map'
  | 'worker.bad-request';

/** A game to export: a package Game, or a worker's WorkerGame (any object with these fields). */
export interface ExportableGame {
  graph: Adjacency;
  hole: number;
  /** The variant (gameJson and edgeListText write it; a game without one is LeetCode 913's). */
  variant?: Variant;
  start: Position;
  outcome?: Outcome;
  plies?: number | null;
  line?: Position[];
  /** Why the line's last position ends the game (a WorkerGame has it; a Game answers ending()). */
  end?: Ending | null;
  ending?(position: PositionQuery): Ending | null;
  /** A LeetCode 1728 grid's board: gameJson writes its rows, jumps and turn limit instead of the graph. */
  grid?: { board: string[]; catJump: number; mouseJump: number };
  turnLimit?: { turns: number };
}

/** One option of solve() and validate(), as the schema in wasm/src/options.js declares it (tests/js/options.test.mjs checks GameOptions against it). */
export interface GameOptionSpec {
  readonly name: keyof GameOptions;
  /** 'node': a node id; 'nodes': an array of node ids; 'choice': one of values; 'boolean'; 'function'. */
  readonly type: 'node' | 'nodes' | 'choice' | 'boolean' | 'function';
  readonly default: number | string | boolean | undefined;
  /** One of the variants (issue 14): a page link leaves it out at its default. */
  readonly variant: boolean;
  /** The option is a short form of this one (hole of holes). */
  readonly shorthandFor: keyof GameOptions | null;
  readonly values: readonly string[] | null;
  /** The <cat-mouse-game> attribute that sets it, or null. */
  readonly attribute: string | null;
  /** The page link's key for it, or null. */
  readonly linkKey: string | null;
  /** Handed to the core (not a JavaScript callback). */
  readonly core: boolean;
  /** Only picks the start: changing it needs no new solve. */
  readonly start: boolean;
  readonly label: string;
  /** The page's rules field: its label, the token's dot, a placeholder, a hint, an aside after its words, a live note; null without a field. */
  readonly field: {
    readonly label: string;
    readonly dot?: 'mouse' | 'cat' | 'hole';
    readonly placeholder?: string;
    readonly hint?: string;
    readonly aside?: string;
    readonly note?: boolean;
  } | null;
  /** The rule in words (a choice: one phrase per value), or null: catmouse/rules' RULE_WORDS. */
  readonly words: string | Readonly<Record<string, string>> | null;
  /** The line's text export's shorter form of `words`, or null. */
  readonly lineWords: string | null;
  readonly description: string;
}

/** Every option of solve(), each declared once: name, type, default, values, attribute, link key, description. */
export const GAME_OPTIONS: readonly GameOptionSpec[];

/** The formats writeGraph() writes: ['adjacency', 'edges', 'graph6', 'sparse6', 'json']. */
export const GRAPH_FORMATS: readonly GraphFormat[];
/** The graph in one format; solver.parse() reads it back (a directed adjacency list says so: ", directed = true"). Throws CatMouseError (export.not-representable for an edge list of a graph whose last nodes have no edge, and for a directed graph as graph6 or sparse6). */
export function writeGraph(graph: Adjacency, format: GraphFormat, options?: { header?: boolean; directed?: boolean }): string;
/** LeetCode's form: [[1,3],[0],[3],[0,2]]; directed: "graph = [[1],[2],[0]], directed = true", read back as directed. */
export function adjacencyText(graph: Adjacency, options?: { directed?: boolean }): string;
/** One edge per line, each once ("0 1"); a directed graph's arcs as "0 -> 1" (options.directed, or a game's variant). */
export function edgeListText(graph: Adjacency, options?: { directed?: boolean }): string;
/** nauty's graph6, with the >>graph6<< header when asked. */
export function graph6Text(graph: Adjacency, options?: { header?: boolean }): string;
/** nauty's sparse6, with the >>sparse6<< header when asked. */
export function sparse6Text(graph: Adjacency, options?: { header?: boolean }): string;
/** catmouse's JSON game file: graph, mouse, cat, hole, first, the variant's fields that differ from LeetCode 913's (directed, holes, catOnHole, pass), and the value and line when the game has them; a grid's: grid (its rows), catJump, mouseJump, turnLimit, first. */
export function gameJson(game: ExportableGame): string;
/** The line as text, one move a line ("1. mouse 1 → 3"), and the value. */
export function lineText(game: ExportableGame & { outcome: Outcome; plies: number | null; line: Position[] }): string;

/** Bad input: message says where and what; line and column (1-based) point into typed text. */
export class CatMouseError extends Error {
  name: 'CatMouseError';
  code: CatMouseErrorCode;
  line?: number;
  column?: number;
  /** For problems with the rules: the options concerned, e.g. ['cat', 'hole']. */
  options?: Array<
    | 'mouse'
    | 'cat'
    | 'cat2'
    | 'hole'
    | 'first'
    | 'holes'
    | 'catOnHole'
    | 'pass'
    | 'directed'
    | 'format'
    | 'catJump'
    | 'mouseJump'
    | 'turnLimit'
    | 'visited'
  >;
  /** worker.unavailable: the URL of the file that could not be loaded or started. */
  url?: string;
  /** worker.unavailable: the HTTP status, where the server answered with an error. */
  status?: number;
  /** worker.unavailable: the directive of the page's Content-Security-Policy that refused the solver's files. */
  csp?: 'worker-src' | 'connect-src' | 'script-src';
}

export class CancelledError extends Error {
  name: 'CancelledError';
  code: 'cancelled';
}
