// The published shape: the packed tarball installed into an empty folder
// works there, and publint and arethetypeswrong find nothing to complain of.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './helpers.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const dir = mkdtempSync(join(tmpdir(), 'catmouse-pack-'));
// --ignore-scripts: the build already ran (npm test builds first); prepack would rebuild.
const [{ filename, files }] = JSON.parse(
  execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }),
);
const tarball = join(dir, filename);

test('the tarball holds the built module and only what users need', () => {
  const paths = files.map((f) => f.path).sort();
  for (const needed of [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'dist/catmouse-core.wasm',
    'dist/catmouse-core-lite.wasm',
    'dist/catmouse-core.mjs',
    'dist/element.js',
    'dist/worker-thread.js',
    'dist/layout-worker.js',
    'dist/catmouse-core-threads.mjs',
    'dist/catmouse-core-threads.wasm',
    'dist/catmouse-core-threads.worker.mjs',
    'dist/cat-mouse-game.js',
    'dist/autoload.js',
    'dist/markdown-it.js',
    'dist/remark.js',
    'web/fences.d.ts',
    'web/react.d.ts',
    'wasm/index.d.ts',
    'wasm/worker.d.ts',
    'wasm/rules.d.ts',
    'web/element.d.ts',
    'bin/catmouse.js',
    'wasm/bin/catmouse.js',
    'wasm/src/node.js',
    'wasm/src/rules-entry.js',
  ]) {
    assert.ok(paths.includes(needed), `missing ${needed}`);
  }
  assert.deepEqual(
    paths.filter(
      (p) =>
        !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE|bin\/catmouse\.js|wasm\/(src|bin)\/|dist\/|wasm\/(index|worker|worker-thread|rules)\.d\.ts|web\/(element|fences|react)\.d\.ts)/.test(
          p,
        ),
    ),
    [],
  );
});

test('installed into an empty folder: import and npx both work', () => {
  const app = join(dir, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  execFileSync(npm, ['install', '--no-audit', '--no-fund', '--offline', tarball], { cwd: app, stdio: 'pipe' });
  writeFileSync(
    join(app, 'main.js'),
    [
      "import { createSolver } from 'catmouse';",
      "import { createSolverWorker } from 'catmouse/worker';",
      'const solver = await createSolver();',
      'const game = solver.solve([[1,3],[0],[3],[0,2]]);',
      'const worker = createSolverWorker();',
      'const viaWorker = await worker.solve([[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]);',
      'console.log(JSON.stringify([solver.catMouseGame([[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]), game.winner, game.plies, viaWorker.winner]));',
    ].join('\n'),
  );
  assert.equal(execFileSync(process.execPath, ['main.js'], { cwd: app, encoding: 'utf8' }).trim(), '[0,"mouse",1,"draw"]');
  const npx = spawnSync('npx', ['--offline', 'catmouse', 'solve'], { cwd: app, input: '[[1,3],[0],[3],[0,2]]', encoding: 'utf8' });
  assert.equal(npx.status, 0, npx.stderr);
  assert.equal(JSON.parse(npx.stdout).winner, 'mouse');
});

test('publint reports no problems', () => {
  const out = spawnSync('npx', ['--no-install', 'publint', '--strict', tarball], { cwd: root, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stdout + out.stderr);
  assert.doesNotMatch(out.stdout, /warning|error|suggestion/i);
});

test('arethetypeswrong reports no problems (ESM-only; the .wasm subpath is an asset, not a module)', () => {
  const out = spawnSync(
    'npx',
    ['--no-install', 'attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'catmouse.wasm', 'dist/*', '--format', 'ascii'],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(out.status, 0, out.stdout + out.stderr);
});

test('the hand-written declarations compile against real use (tsc)', () => {
  const out = spawnSync('npx', ['--no-install', 'tsc', '-p', 'tests/js/types'], { cwd: root, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stdout + out.stderr);
});
