// A framework that renders pages on a server (Docusaurus, Next.js, Nuxt,
// SvelteKit) imports the element in Node, where there is no DOM: every entry
// of the packed tarball imports there without throwing and without starting
// anything (no worker, no timer keeps the process alive), with Node's
// conditions and with the browser's (what a server bundle may resolve).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { installedTarball } from './helpers.mjs';

const ENTRIES = [
  'catmouse',
  'catmouse/worker',
  'catmouse/rules',
  'catmouse/element',
  'catmouse/dist/cat-mouse-game.js',
  'catmouse/autoload',
  'catmouse/prerendered',
];
// What the import left running, by Node's own names: a worker, a port, a
// timer, a socket or a child process (a file read still closing is not).
const PROBE = `
const m = await import(process.argv[1]);
const resources = process.getActiveResourcesInfo().filter((name) => /Worker|Port|Time|Immediate|TCP|UDP|Process/.test(name));
console.log(JSON.stringify({ keys: Object.keys(m).sort(), element: typeof m.CatMouseGame, resources,
  defined: typeof customElements !== 'undefined' }));
`;

test('every entry imports in Node without a DOM, throws nothing and starts nothing, with Node and browser conditions', () => {
  const app = installedTarball('catmouse-ssr-');
  for (const conditions of [[], ['--conditions=browser']]) {
    for (const entry of ENTRIES) {
      const where = `${entry} ${conditions.join(' ') || '(Node conditions)'}`;
      // A timeout: an import that started a worker or a timer would keep the process alive.
      const run = spawnSync(process.execPath, [...conditions, '--input-type=module', '-e', PROBE, entry], {
        cwd: app,
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(run.error, undefined, `${where}: ${run.error}`);
      assert.equal(run.status, 0, `${where}: ${run.stderr}`);
      const seen = JSON.parse(run.stdout);
      assert.ok(seen.keys.length > 0, `${where}: exports`);
      assert.deepEqual(seen.resources, [], `${where}: left running`);
      assert.equal(seen.defined, false, `${where}: no customElements made up`);
      if (entry.includes('element') || entry.includes('cat-mouse-game')) assert.equal(seen.element, 'function', `${where}: CatMouseGame`);
    }
  }
});
