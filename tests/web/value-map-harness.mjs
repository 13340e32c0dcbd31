// Shared by the value map tests (tests/web/value-map-*.test.mjs): the value
// map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted in a
// shadow root by a small harness page (tests/web/fixtures/value-map.html) and
// fed maps solved here by the npm package; and what a cell should be, worked
// out from the table alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { build } from 'esbuild';
import sirv from 'sirv';
import { root, launch } from './helpers.mjs';
import { createSolver } from '../../wasm/src/node.js';
import { gameOracle } from '../model/oracle.mjs';

export const solver = await createSolver();

// Registers the test file's before and after: the harness bundled next to the
// maps the tests write (env.out), served with the fixtures (env.url), and a
// browser (env.browser).
export function valueMapHarness({ before, after }) {
  const env = {};
  before(async () => {
    env.out = await mkdtemp(`${tmpdir()}/value-map-`);
    await build({
      stdin: {
        contents: `
          import { ValueMapView, VALUE_MAP_STYLES } from './web/src/element/value-map/value-map-view.js';
          import { STYLES } from './web/src/element/shell/styles.js';
          const host = document.getElementById('host');
          const shadow = host.attachShadow({ mode: 'open' });
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(STYLES + VALUE_MAP_STYLES + '.map { padding: 10px 16px 14px; }');
          shadow.adoptedStyleSheets = [sheet];
          const box = document.createElement('div');
          box.className = 'map';
          shadow.append(box);
          window.picks = [];
          window.loads = [];
          // Exact windows of an overview come from the test (window.nodeWindow, exposed by Playwright).
          window.fetches = [];
          const fetchWindow = async (turn, w) => {
            fetches.push(w);
            const d = await window.nodeWindow(turn, w);
            return { ...d, outcome: Uint8Array.from(d.outcome), remoteness: Int32Array.from(d.remoteness) };
          };
          const view = new ValueMapView(box, { onPick: (mouse, cat) => picks.push([mouse, cat]), onLoad: (p) => loads.push(p), fetchWindow });
          const bytes = async (url) => (await fetch(url)).arrayBuffer();
          window.view = view;
          window.shadow = shadow;
          // A map the test wrote next to the bundle: id.json, id.outcome, id.remoteness.
          window.showMap = async (id) => {
            const d = await (await fetch('./' + id + '.json')).json();
            const map = { nodeCount: d.nodeCount, hole: d.hole, turn: d.turn, outcome: new Uint8Array(await bytes('./' + id + '.outcome')), remoteness: new Int32Array(await bytes('./' + id + '.remoteness')) };
            const t0 = performance.now();
            view.show(map, { graph: d.graph, hole: d.hole, start: d.start });
            window.last = { map, graph: d.graph, hole: d.hole };
            return performance.now() - t0;
          };
          // An overview the test wrote: id.json (with its summary) and id.counts.
          window.showOverview = async (id) => {
            const d = await (await fetch('./' + id + '.json')).json();
            const Counts = { 1: Uint8Array, 2: Uint16Array, 4: Uint32Array }[d.bytes];
            const map = { nodeCount: d.nodeCount, hole: d.hole, turn: d.turn, summary: d.summary, overview: { block: d.block, blocks: d.blocks, counts: new Counts(await bytes('./' + id + '.counts')) } };
            view.show(map, { graph: d.graph, hole: d.hole, start: d.start });
            window.last = { map, graph: d.graph, hole: d.hole };
          };
          // The element re-renders with a new start: the same map, a copy of the graph.
          window.reshow = (start) => view.show(last.map, { graph: structuredClone(last.graph), hole: last.hole, start });
          // The colours of a 4 × 4 device-pixel patch near a cell's top left corner.
          window.sample = (mouse, cat) => {
            const canvas = shadow.querySelector('canvas');
            const rect = canvas.getBoundingClientRect();
            const p = view.cellCenter(mouse, cat);
            const s = view.state.cell;
            const dpr = devicePixelRatio;
            const x = Math.round((p.x - rect.left - s / 2 + Math.min(3, s * 0.15)) * dpr);
            const y = Math.round((p.y - rect.top - s / 2 + Math.min(3, s * 0.15)) * dpr);
            const data = canvas.getContext('2d').getImageData(x, y, 4, 4).data;
            const out = [];
            for (let i = 0; i < data.length; i += 4) out.push([data[i], data[i + 1], data[i + 2]]);
            return out;
          };
        `,
        resolveDir: root,
        sourcefile: 'harness-entry.js',
      },
      outfile: `${env.out}/harness.js`,
      bundle: true,
      format: 'esm',
      target: ['es2022'],
      logLevel: 'warning',
    });
    const fixtures = sirv(`${root}tests/web/fixtures`, { dev: true });
    const bundle = sirv(env.out, { dev: true });
    env.server = createServer((req, res) =>
      fixtures(req, res, () =>
        bundle(req, res, () => {
          res.statusCode = 404;
          res.end('not found');
        }),
      ),
    );
    await new Promise((resolve) => env.server.listen(0, '127.0.0.1', resolve));
    env.url = `http://127.0.0.1:${env.server.address().port}/value-map.html`;
    env.browser = await launch();
  });

  after(async () => {
    await env.browser?.close();
    await new Promise((r) => (env.server ? env.server.close(r) : r()));
    await rm(env.out, { recursive: true, force: true });
  });
  return env;
}

export const bytes = (typed) => Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
let maps = 0;
// The name of the next map written for the harness.
export const nextMapId = () => `map${++maps}`;

// Solves a graph here and writes its map where the harness fetches it; data.id names it.
export async function solved(env, graph, turn = 'mouse', options = {}) {
  const game = solver.solve(graph, options);
  const map = await gameOracle(game, solver).valueMap(turn);
  const id = nextMapId();
  const start = { mouse: game.start.mouse, cat: game.start.cat };
  await writeFile(`${env.out}/${id}.json`, JSON.stringify({ nodeCount: map.nodeCount, hole: map.hole, turn, graph: game.graph, start }));
  await writeFile(`${env.out}/${id}.outcome`, bytes(map.outcome));
  await writeFile(`${env.out}/${id}.remoteness`, bytes(map.remoteness));
  return { game, map, data: { id, start } };
}

// What a cell is, worked out from the table alone (not from the view's helpers).
export function expectedKind(game, mouse, cat, turn) {
  if (cat === game.hole) return 'none';
  const { outcome, plies } = game.value({ mouse, cat, turn });
  if (outcome === 0) return 'draw';
  if (plies === 0) return 'over';
  return outcome === 1 ? 'mouse' : 'cat';
}

// The default theme's colours, as the view mixes them from the custom properties.
const COLOURS = {
  mouse: [[63, 99, 224]],
  cat: [
    [238, 122, 28],
    [246, 191, 147],
  ],
  draw: [
    [245, 233, 202],
    [168, 124, 10],
  ],
  over: [[245, 246, 248]],
  none: [[220, 222, 227]],
};
export function kindOfPixels(pixels) {
  const votes = {};
  for (const [r, g, b] of pixels) {
    let best = null;
    let bestD = Infinity;
    for (const [kind, list] of Object.entries(COLOURS)) {
      for (const [R, G, B] of list) {
        const d = (r - R) ** 2 + (g - G) ** 2 + (b - B) ** 2;
        if (d < bestD) [best, bestD] = [kind, d];
      }
    }
    if (bestD < 40 ** 2) votes[best] = (votes[best] ?? 0) + 1;
  }
  return Object.entries(votes).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

export const liveText = (page) => page.evaluate(() => shadow.querySelector('[aria-live]').textContent);
