// Issue 41's byte budget for one live autoplay board, as files: what the
// one-file build fetches before the verdict (its entry and the chunks the
// entry imports, the solver's worker script, the light .wasm), each gzipped
// at level 9 as a CDN serves it, with 300 bytes of response headers apiece,
// must stay within 200 KiB. `npm run wire` measures the same in Chromium
// (BENCHMARKS.md: 197.5 KiB at aaa88fc); this test keeps a change from
// spending the margin unnoticed. Bytes, not time: nothing here depends on load.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { root } from './helpers.mjs';

const BUDGET = 200 * 1024;
const HEADERS = 300; // a response's headers as bench/wire.mjs's server sends them (about 250 bytes)

// The entry and every chunk it imports statically (not those it loads on first use).
function entryFiles() {
  const { outputs } = JSON.parse(readFileSync(`${root}build/metafile-one-file.json`, 'utf8'));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, kind } of outputs[file].imports) if (kind === 'import-statement') visit(path);
  };
  visit('dist/cat-mouse-game.js');
  return [...seen];
}

test('one live autoplay board fetches at most 200 KiB (gzip -9, with headers) before its verdict', () => {
  const files = [...entryFiles(), 'dist/worker-thread.js', 'dist/catmouse-core-lite.wasm'];
  const sizes = files.map((file) => [file, gzipSync(readFileSync(`${root}${file}`), { level: 9 }).length + HEADERS]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const listed = sizes.map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KiB`).join(', ');
  assert.ok(total <= BUDGET, `${(total / 1024).toFixed(1)} KiB, over 200 KiB: ${listed}`);
  // The parts that must come before any verdict are all counted.
  assert.ok(
    files.some((file) => file.includes('/chunks/')),
    'the entry imports chunks',
  );
  assert.ok(sizes.find(([file]) => file.endsWith('.wasm'))[1] > 50 * 1024, 'the light .wasm is counted');
});
