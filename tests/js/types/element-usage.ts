// Compiled by `tsc -p tests/js/types` in the tests (tests/js/pack.test.mjs): web/element.d.ts,
// the types of `catmouse/element`, must describe how a page uses <cat-mouse-game>.
// (tsconfig.json maps catmouse/element to web/element.d.ts, as the package's exports do.)
import {
  setBasePath,
  getBasePath,
  CatMouseGame,
  type CatMouseErrorDetail,
  type CatMouseGameMoment,
  type CatMouseSolvedEvent,
} from 'catmouse/element';
import type { CatMouseErrorCode, Turn } from 'catmouse';
import type { WorkerGame } from 'catmouse/worker';

// The files live where the page copied node_modules/catmouse/dist/.
setBasePath('/vendor/catmouse/');
setBasePath(new URL('https://cdn.example/catmouse/'));
const base: string | undefined = getBasePath();
// @ts-expect-error a base path is a string or a URL
setBasePath(42);

// The tag map types both lookups and creation.
const found = document.querySelector('cat-mouse-game');
if (found) {
  const board: CatMouseGame = found;
  board.graph = '0 1\n1 2\n2 3';
  const text: string = board.graph;
  board.mouse = 1;
  board.cat = 2;
  board.first = 'cat';
  board.holes = [0, 4];
  board.catOnHole = 'guards';
  board.pass = true;
  board.speed = 2;
  board.keyboard = 'document';
  board.basePath = '/other/';
  board.ownWorker = true;
  console.log(text, base, board.cat2 ?? 'one cat', board.turnLimit);
}
const created = document.createElement('cat-mouse-game');
const sameClass: CatMouseGame = created;
created.graph = [[1, 3], [0], [3], [0, 2]];
created.graph = [Int32Array.of(1, 3), Uint16Array.of(0), [3], [0, 2]];
created.autoplay = true;
created.controls = true;
created.moveList = true;
created.compact = false;
created.noAlert = false;
created.cat2 = 4;
created.turnLimit = 1000;
document.body.append(created);
console.log(sameClass instanceof CatMouseGame);

// A property that reads back what it was set to (a bad attribute reads as its text, and is reported).
const first = created.first;
if (first === 'mouse' || first === 'cat') {
  const turn: Turn = first;
  console.log(turn);
}
const speed: 0.5 | 1 | 2 | 4 | 8 = created.speed;
const keys: 'document' | 'element' = created.keyboard;
const hole: number = created.hole;
console.log(speed, keys, hole);

// Events: typed details on the element, and on a container they bubble to.
created.addEventListener('cat-mouse-solved', (event) => {
  const game: WorkerGame = event.detail;
  const winner: 'draw' | 'mouse' | 'cat' = event.detail.winner;
  const plies: number | null = event.detail.plies;
  console.log(game.format, game.warnings.length, winner, plies, event.detail.line[0].mouse);
  // @ts-expect-error a misspelt field of the detail
  console.log(event.detail.winer);
});
created.addEventListener('cat-mouse-error', (event) => {
  const detail: CatMouseErrorDetail = event.detail;
  const code: CatMouseErrorCode | undefined = detail.code;
  if (code === 'rules.cat-on-hole') console.log(detail.options?.includes('cat'), detail.line, detail.column, detail.message);
  // @ts-expect-error not an error code
  if (code === 'rules.cat-in-hole') console.log(code);
});
created.addEventListener('cat-mouse-edit', (event) => {
  // a page that keeps the text elsewhere takes the edit itself
  event.preventDefault();
  const { graph, mouse, cat, hole: smallest, holes, note } = event.detail;
  console.log(graph.length, mouse, cat, smallest, holes.join(', '), note ?? '');
  // @ts-expect-error the detail names the graph `graph`, not `text`
  console.log(event.detail.text);
});
created.addEventListener('cat-mouse-start', (event) =>
  console.log(event.detail.mouse, event.detail.cat, event.detail.cat2, event.detail.turn),
);
created.addEventListener('cat-mouse-busy', (event) => console.log(event.detail.busy ? 'solving' : 'done'));
created.addEventListener('cat-mouse-solving', (event) => console.log(event.detail.graph.length, event.detail.mouse));
created.addEventListener('cat-mouse-moment', (event) => {
  const moment: CatMouseGameMoment = event.detail.moment;
  history.pushState(moment, '');
  console.log(event.detail.reason === 'undo');
});
document.addEventListener('cat-mouse-solved', (event: CatMouseSolvedEvent) => console.log(event.detail.outcome));
document.body.addEventListener('cat-mouse-error', (event) => console.log(event.detail.code));
// Other events keep the DOM's types; unknown names are plain Events.
created.addEventListener('click', (event) => console.log(event.clientX));
created.addEventListener('something-else', (event) => console.log(event.type));

// Methods.
const svg: string | null = created.boardSvg();
const png: Promise<Blob | null> = created.boardPng({ scale: 1 });
const parsed = await created.readText('0 1\n1 2');
const restored: boolean = await created.restore({ mode: 'replay', path: [3, [4, 6]], ply: 2 });
created.editing = true;
const editing: boolean = created.editing;
console.log(
  svg,
  png,
  parsed.format,
  parsed.rules.mouse,
  restored,
  editing,
  created.step,
  created.position?.turn,
  created.shown?.graph,
  created.busy,
);
const worker = created.solverWorker;
if (worker) console.log(await worker.valueMap('mouse'));
const unmount = created.mountView({ render: (session) => console.log(session.cursor, session.timeline.length) });
unmount();
created.cancel();
created.play();
created.pause();

// Wrong uses are refused.
// @ts-expect-error a node id is a number, not text
created.mouse = '3';
// @ts-expect-error not a side
created.first = 'dog';
// @ts-expect-error not a cat-on-hole rule
created.catOnHole = 'sometimes';
// @ts-expect-error holes is a list of node ids
created.holes = 0;
// @ts-expect-error a speed the element does not offer
created.speed = 3;
// @ts-expect-error a boolean attribute's property takes a boolean
created.ownWorker = 'yes';
// @ts-expect-error the graph is text or an adjacency list
created.graph = 42;
// @ts-expect-error the result is read-only
created.result = null;
// @ts-expect-error a solved event's detail is the game, not an error
created.addEventListener('cat-mouse-solved', (event: CustomEvent<CatMouseErrorDetail>) => console.log(event.detail.message));
