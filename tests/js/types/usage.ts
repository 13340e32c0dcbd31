// Compiled by `tsc -p tests/js/types` in the tests: the declarations must describe real use.
import {
  createSolver,
  CatMouseError,
  CancelledError,
  writeGraph,
  gameJson,
  lineText,
  GRAPH_FORMATS,
  type CatMouseErrorCode,
  type Game,
  type GraphFormat,
  type Outcome,
} from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';

const solver = await createSolver();
const code: Outcome = solver.catMouseGame([[1, 3], [0], [3], [0, 2]]);
const game: Game = solver.solve('0 1\n1 2\n2 3', { mouse: 1, cat: 2, hole: 0, first: 'cat' });
solver.validate([Int32Array.of(1, 3), Uint16Array.of(0), [3], [0, 2]]);
const plies: number | null = game.plies;
const first = game.moves({ mouse: 1, cat: 2, turn: 'mouse' })[0];
const to: number = first.to;
const table = game.table();
const r: number = table.remoteness[table.index({ mouse: 1, cat: 2, turn: 'cat' })];
const view = game.tableView();
const viewed: number = view.remoteness(view.index({ mouse: 1, cat: 2, turn: 'cat' })) + view.outcome(0) + view.size;
console.log(viewed, game.ending({ mouse: 1, cat: 2 }));
const facts = game.lineFacts(game.line);
const again: number | undefined = facts.repeat?.again;
const endingCat: 'cat' | 'cat2' | null | undefined = facts.end?.endingCat;
console.log(again, endingCat);
game.dispose();
try {
  solver.solve('[[1]');
} catch (error) {
  if (error instanceof CatMouseError) console.log(error.line, error.column);
  // Codes are a union: a switch over them is checked, and a typo is an error.
  if (error instanceof CatMouseError && error.code === 'parse.unexpected-token') console.log(error.code);
  if (error instanceof CancelledError) {
    const cancelled: 'cancelled' = error.code;
    console.log(cancelled);
  }
}
const someCode: CatMouseErrorCode = 'rules.cat-on-hole';
// @ts-expect-error not a code
const notACode: CatMouseErrorCode = 'rules.cat-in-hole';
console.log(someCode, notACode);
const worker = createSolverWorker();
const result = await worker.solve([[1, 3], [0], [3], [0, 2]], {}, { onProgress: (p) => console.log(p.fraction) });
const checked: true = await worker.validate('[[1,3],[0],[3],[0,2]]', { mouse: 1, cat: 2 });
void checked;
const workerParsed = await worker.parse('{"graph": [[1,2],[0,2],[0,1]], "mouse": 1}', { format: 'json' });
const parsedFormat: string = workerParsed.format;
console.log(parsedFormat, workerParsed.graph.length);
console.log(code, plies, to, r, result.moves[0][0].plies);
// A link's whole path in one request: the positions it reaches, then optimal play.
const followed = await worker.follow({ mouse: 1, cat: 2, turn: 'mouse' }, [3, [0, 2]]);
const played: number = followed.played;
console.log(played, followed.line.length, followed.moves.length);
const workerFacts = await worker.lineFacts(followed.line);
console.log(workerFacts.end?.winner);
// @ts-expect-error a path is moves, not text
worker.follow({ mouse: 1, cat: 2 }, '3.0');
// @ts-expect-error turn must be 'mouse' or 'cat'
game.value({ mouse: 1, cat: 2, turn: 'dog' });

// Import and export.
const parsed = solver.parse('IheA@GUAo', { format: 'graph6' });
const readAs: GraphFormat = parsed.format;
const warned: string[] = parsed.warnings.map((w) => `${w.code} ${w.line ?? 0}`);
const fromJson = solver.solve('{"graph": [[1,3],[0],[3],[0,2]], "mouse": 1}', { format: 'json', cat: 2 });
// A game's history: positions that are draws if reached again (turn defaults to the mouse).
const history = game.line.slice(0, 2);
const givenHistory: Game = solver.solve('0 1\n1 2\n2 3', { visited: [...history, { mouse: 1, cat: 2 }] });
givenHistory.dispose();
const written: string[] = GRAPH_FORMATS.map((format) => writeGraph(fromJson.graph, format));
console.log(readAs, warned, written, gameJson(fromJson), lineText(fromJson), fromJson.format, parsed.rules.mouse);
// @ts-expect-error not a format
solver.parse('0 1', { format: 'dot' });
const worker2 = createSolverWorker();
const solved = await worker2.solve('0 1\n1 2\n2 0\n', { format: 'edges' });
console.log(gameJson(solved), lineText(solved), solved.format, solved.warnings.length);

// LeetCode 1728 grids: the board, the turn-limit answer and where it differs.
const gridGame = solver.solve('["M.C...F"]', { catJump: 1, mouseJump: 4, turnLimit: 1000, format: 'grid' });
const leetcodeAnswer: boolean | undefined = gridGame.turnLimit?.mouseWins;
const foodCell: { row: number; col: number } | undefined = gridGame.grid?.cells[gridGame.grid.food];
const slow: number | undefined = gridGame.differences?.slowMouseWins;
const gridCode: CatMouseErrorCode = 'grid.placed-by-board';
const workerGrid = await worker2.solve('grid = ["M.C...F"], catJump = 1, mouseJump = 4');
console.log(leetcodeAnswer, foodCell, slow, gridCode, workerGrid.grid?.walls.length, workerGrid.turnLimit?.turns);
// @ts-expect-error a jump is a number
solver.solve('["M.C...F"]', { catJump: '1' });

// 0.2.0: one position object everywhere (turn optional), graph a frozen property, solver.dispose().
// @ts-expect-error positions are objects, not separate arguments
game.value(1, 2, 'mouse');
const frozen: readonly (readonly number[])[] = fromJson.graph;
// @ts-expect-error the graph is frozen
fromJson.graph[0].push(2);
console.log(frozen, fromJson.ending({ mouse: 1, cat: 2 }));
solver.dispose();
const gone: boolean = solver.disposed;
const disposedCode: CatMouseErrorCode = 'solver.disposed';
console.log(gone, disposedCode);

// The variants (issue 14): options in, the variant back, the exports write it.
const variantGame: Game = solver.solve('0 -> 1\n1 -> 2\n2 -> 0\n', { holes: [0], catOnHole: 'guards', pass: true, directed: true });
const holes: readonly number[] = variantGame.holes;
const catRule: 'barred' | 'guards' | 'wins' = variantGame.variant.catOnHole;
console.log(
  holes,
  catRule,
  variantGame.variant.directed,
  gameJson(variantGame),
  writeGraph(variantGame.graph, 'edges', { directed: true }),
);
// @ts-expect-error not a cat-on-hole rule
solver.validate('0 1', { catOnHole: 'sometimes' });
variantGame.dispose();

// Two cats: cat2 in, positions and moves carry it back.
const twoCats: Game = solver.solve('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]', { cat2: 4 });
const both: boolean = twoCats.twoCats;
const catB: number | undefined = twoCats.start.cat2;
const [firstMove] = twoCats.moves({ mouse: 3, cat: 2, cat2: 4, turn: 'cat' });
const catBTo: number | undefined = firstMove.to2;
const twoCatCode: CatMouseErrorCode = 'rules.same-cat-start';
console.log(both, catB, catBTo, twoCatCode, twoCats.lineFrom({ mouse: 1, cat: 2, cat2: 4 }));
// @ts-expect-error cat2 is a node id
solver.validate('0 1', { cat2: 'three' });
twoCats.dispose();
