// Shared by the JavaScript tests: seeded random graphs, a ring with chords, a cycle, the native CLI
// and the packed tarball installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const nativeCli = `${root}build/native/catmouse`;
export const npmCli = `${root}bin/catmouse.js`;

export { EXAMPLE_1, EXAMPLE_2, REGRESSIONS } from '../fixtures/graphs.mjs';

// mulberry32: a tiny seeded generator, so failures reproduce.
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomGraph(rand, n, p) {
  const graph = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (rand() < p) {
        graph[a].push(b);
        graph[b].push(a);
      }
    }
  }
  return graph;
}

// A ring with chords (each node joined to its neighbours and the node
// opposite): large enough that a solve takes a while and reports progress,
// and at 1,200 nodes its table's JSON (about 18 MB) dwarfs a write buffer.
export function ring(n) {
  return Array.from({ length: n }, (_, i) => [...new Set([(i + n - 1) % n, (i + 1) % n, (i + n / 2) % n])].sort((a, b) => a - b));
}

// A plain cycle of n nodes, each joined to the one before and the one after.
export function cycle(n) {
  return Array.from({ length: n }, (_, i) => [(i + n - 1) % n, (i + 1) % n].sort((a, b) => a - b));
}

export function runNative(args, input) {
  return spawnSync(nativeCli, args, { input, encoding: 'utf8' });
}

export function runNpmCli(args, input) {
  return spawnSync(process.execPath, [npmCli, ...args], { input, encoding: 'utf8' });
}

export function nativeTable(graph, hole) {
  return JSON.parse(
    execFileSync(nativeCli, ['table', '--hole', String(hole), '--allow-isolated'], { input: JSON.stringify(graph), encoding: 'utf8' }),
  );
}

// A board of n × n walls with a few open cells in the middle (the core caps open cells, not walls).
export function wallGrid(n) {
  const rows = Array.from({ length: n }, () => '#'.repeat(n).split(''));
  const m = n >> 1;
  for (let c = m; c < m + 12; c++) rows[m][c] = '.';
  for (let r = m; r < m + 6; r++) rows[r][m + 11] = '.';
  rows[m][m] = 'M';
  rows[m][m + 4] = 'C';
  rows[m + 5][m + 11] = 'F';
  return `grid = [${rows.map((r) => JSON.stringify(r.join(''))).join(',')}], catJump = 1, mouseJump = 2`;
}

// An app folder with the packed tarball installed (npm pack of what is built, then
// npm install, offline), as a user's project gets catmouse; its path.
export function installedTarball(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }),
  );
  const app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(dir, filename)], { cwd: app, stdio: 'pipe' });
  return app;
}
