// Loading the solver's files (issue 21): what createSolverWorker() takes, the
// messages for a .wasm that cannot be fetched or is not WebAssembly, the
// public subpaths, and the web code reaching the package only through them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createSolverWorker } from 'catmouse/worker';
import * as rules from 'catmouse/rules';
import { compileWasm, fetchWasm } from '../../wasm/src/load-errors.js';
import { EXAMPLE_2, root } from './helpers.mjs';
import { EXAMPLE_1_TEXT } from '../fixtures/graphs.mjs';

const wasm = readFileSync(`${root}dist/catmouse-core.wasm`);

async function withServer(routes, body) {
  const server = createServer((req, res) => {
    const route = routes[req.url];
    if (!route) {
      res.statusCode = 404;
      res.statusMessage = 'Not Found';
      return res.end('no such file');
    }
    res.setHeader('Content-Type', route.type);
    res.end(route.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await body(`http://127.0.0.1:${server.address().port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('fetchWasm: the bytes, or a worker.unavailable error naming the URL and the status or what came back instead', async () => {
  await withServer(
    {
      '/ok.wasm': { type: 'application/octet-stream', body: wasm },
      '/page.wasm': { type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><body>Not here</body></html>' },
      '/text.wasm': { type: 'text/plain', body: 'hello' },
    },
    async (base) => {
      assert.equal(
        (await fetchWasm(`${base}/ok.wasm`)).length,
        wasm.length,
        'a wrong MIME type is no obstacle: the bytes are checked instead',
      );
      await assert.rejects(fetchWasm(`${base}/gone.wasm`), (error) => {
        assert.equal(error.code, 'worker.unavailable');
        assert.equal(error.url, `${base}/gone.wasm`);
        assert.equal(error.status, 404);
        assert.match(
          error.message,
          new RegExp(
            `^the solver's WebAssembly is not at ${base}/gone\\.wasm: the server answered HTTP 404 Not Found; copy the files of node_modules/catmouse/dist/`,
          ),
        );
        assert.match(error.message, /base-path/);
        return true;
      });
      await assert.rejects(fetchWasm(`${base}/page.wasm`), {
        code: 'worker.unavailable',
        message: new RegExp(`^${base}/page\\.wasm answered with an HTML page \\(content-type text/html; charset=utf-8\\), not WebAssembly`),
      });
      await assert.rejects(fetchWasm(`${base}/text.wasm`), {
        message: /answered with something that is not WebAssembly \(content-type text\/plain, first bytes 68 65 6c 6c\)/,
      });
    },
  );
  await assert.rejects(fetchWasm('http://127.0.0.1:9/x.wasm'), {
    code: 'worker.unavailable',
    message: /^could not fetch the solver's WebAssembly from http:\/\/127\.0\.0\.1:9\/x\.wasm/,
  });
});

test('compileWasm: damaged bytes are reported with where they came from', async () => {
  assert.ok((await compileWasm(wasm, 'x')) instanceof WebAssembly.Module);
  const damaged = Uint8Array.from(wasm.subarray(0, 200));
  await assert.rejects(compileWasm(damaged, 'https://example.org/catmouse-core.wasm'), {
    code: 'worker.unavailable',
    message: /^https:\/\/example\.org\/catmouse-core\.wasm could not be compiled \(.*\): the solver needs WebAssembly SIMD/,
  });
});

test('createSolverWorker options: wasmBinary and wasmUrl load the given module; shared workers use one thread with a game each', async () => {
  const fromBytes = createSolverWorker({ wasmBinary: new Uint8Array(wasm) });
  assert.equal((await fromBytes.solve(EXAMPLE_2)).winner, 'mouse');
  fromBytes.terminate();
  const fromUrl = createSolverWorker({ wasmUrl: new URL('../../dist/catmouse-core.wasm', import.meta.url) });
  assert.equal((await fromUrl.solve(EXAMPLE_2)).plies, 1);
  fromUrl.terminate();

  const a = createSolverWorker({ shared: true });
  const b = createSolverWorker({ shared: true });
  await Promise.all([a.solve(EXAMPLE_2), b.solve(EXAMPLE_1_TEXT)]);
  const [fromA, fromB] = await Promise.all([a.play({ mouse: 3, cat: 2 }), b.play({ mouse: 1, cat: 2 })]);
  assert.deepEqual([fromA.nodeCount, fromB.nodeCount], [4, 6], 'each keeps its own game');
  a.terminate();
  assert.equal((await b.play({ mouse: 4, cat: 2 })).nodeCount, 6, 'one leaving does not end the thread for the other');
  b.terminate();
});

test('createSolverWorker refuses options it cannot use, by code', () => {
  for (const [options, message] of [
    [
      { workerURL: 'x.js' },
      /unknown option 'workerURL' of createSolverWorker \(the options are workerUrl, wasmUrl, locateFile, wasmBinary, shared\)/,
    ],
    [{ wasmUrl: 42 }, /wasmUrl must be a URL or a string, got 42/],
    [{ locateFile: 'dist/' }, /locateFile must be a function/],
    [{ wasmBinary: 'bytes' }, /wasmBinary must be an ArrayBuffer or a Uint8Array/],
    [{ shared: 'yes' }, /shared must be true or false/],
    [null, /createSolverWorker\(options\) takes an object/],
  ]) {
    assert.throws(() => createSolverWorker(options), { name: 'CatMouseError', code: 'argument.type', message });
  }
  assert.throws(() => createSolverWorker({ wasmUrl: new URL('file:///nowhere/catmouse-core.wasm') }), {
    code: 'worker.unavailable',
    message: /cannot read the solver's WebAssembly from file:\/\/\/nowhere\/catmouse-core\.wasm/,
  });
});

test('catmouse/rules exports exactly what its declarations name', () => {
  const declared = readFileSync(`${root}wasm/rules.d.ts`, 'utf8');
  const names = new Set([...declared.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]));
  for (const m of declared.matchAll(/^export \{([^}]*)\} from/gm))
    for (const name of m[1].split(',')) if (name.trim()) names.add(name.trim());
  assert.deepEqual(Object.keys(rules).sort(), [...names].sort());
});

// The layers' imports, read from the source: every `import … from`, `export … from`, bare
// `import '…'` and dynamic `import('…')` specifier of each .js file under a folder.
function jsFiles(dir) {
  return readdirSync(`${root}${dir}`, { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${dir}/${name}`);
}
const SPECIFIER = /(?:^\s*(?:import|export)\b[^'"]*?\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)*)'([^']+)'/gm;
const specifiersOf = (text) => [...text.matchAll(SPECIFIER)].map((m) => m[1]);

// The package's own names and the dist/ files, each with the source it comes from: an
// export's types say which layer it belongs to (web/element.d.ts: the element), and
// scripts/build-package.mjs's entry points say what each dist/ bundle is built from.
const packageJson = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const exportedNames = Object.keys(packageJson.exports).map((key) => key.replace(/^\./, 'catmouse'));
const webExports = Object.entries(packageJson.exports)
  .filter(([, target]) => typeof target === 'object' && target.types?.startsWith('./web/'))
  .map(([key]) => key.replace(/^\./, 'catmouse'));
const distSources = new Map(
  [...readFileSync(`${root}scripts/build-package.mjs`, 'utf8').matchAll(/(['"]?)([\w-]+)\1:\s*`\$\{root\}([^`]+)`/g)].map(
    ([, , name, source]) => [`dist/${name}.js`, source],
  ),
);

// Where a specifier of `file` leads in the repository (a dist/ bundle: the source it is built
// from), or the package name it asks for.
function target(file, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const path = join(dirname(file), specifier);
  return distSources.get(path) ?? path;
}

// The imports of `files` ({ file, text }) that run up from wasm/ into web/: a path into web/,
// a dist/ bundle built from web/, or a catmouse/… name that is the element's or the fences'.
function upwardImports(files) {
  const found = [];
  for (const { file, text } of files) {
    for (const specifier of specifiersOf(text)) {
      const to = target(file, specifier);
      if (to.startsWith('web/') || webExports.includes(to)) found.push(`${file}: ${specifier}`);
    }
  }
  return found;
}

test('the page and the element reach the package only through its public exports', () => {
  const files = jsFiles('web/src');
  const reaches = [];
  for (const file of files) {
    for (const specifier of specifiersOf(readFileSync(`${root}${file}`, 'utf8'))) {
      if (specifier.includes('wasm/') || (specifier.startsWith('catmouse') && !exportedNames.includes(specifier)))
        reaches.push(`${file}: ${specifier}`);
    }
  }
  assert.ok(files.length > 40);
  assert.deepEqual(reaches, []);
});

test('the package never imports from web/: no path into it, no dist/ bundle built from it, no name of the element', () => {
  const files = [...jsFiles('wasm/src'), ...jsFiles('wasm/bin')].map((file) => ({ file, text: readFileSync(`${root}${file}`, 'utf8') }));
  assert.ok(files.length > 30, `${files.length} files`);
  assert.ok(distSources.get('dist/element.js')?.startsWith('web/src/element/'), 'build-package.mjs names the element entry');
  assert.deepEqual(upwardImports(files), []);
  // and the check can fail: each way up, planted in a file of the package, is found
  const planted = [
    "import { CatMouseGame } from '../../web/src/element/shell/cat-mouse-game.js';",
    "export { verdictText } from '../../web/src/words/describe.js';",
    "import '../../web/src/element/shell/one-file.js';",
    "const { runRender } = await import('../../dist/render.js');",
    "const element = await import(/* @vite-ignore */ 'catmouse/element');",
  ];
  for (const line of planted) assert.deepEqual(upwardImports([{ file: 'wasm/src/api.js', text: line }]).length, 1, line);
  assert.deepEqual(upwardImports([{ file: 'wasm/src/api.js', text: "import { rulesText } from './rule-words.js';" }]), []);
});

// (issue 42 item 4: the declarations named trustedScriptURL, a minting function no longer exported)
test('catmouse/worker exports exactly what its declarations name, in browsers and in Node', async () => {
  const declared = readFileSync(`${root}wasm/worker.d.ts`, 'utf8');
  const names = [...declared.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]);
  for (const m of declared.matchAll(/^export \{([^}]*)\} from/gm))
    for (const name of m[1].split(',')) if (name.trim()) names.push(name.trim());
  for (const file of ['worker.js', 'worker-node.js']) {
    const module = await import(`../../wasm/src/${file}`);
    assert.deepEqual(Object.keys(module).sort(), [...new Set(names)].sort(), file);
  }
});
