// Runs test files with node:test, two files at a time (one per core), the
// longest files first (tests/support/long-files.mjs: started last, one of
// them would run alone at the end), and lists the slowest tests and files at
// the end; with --browser, one Chromium is started
// for the whole run and every file's tests connect to it (tests/web/helpers.mjs
// `launch`), instead of one browser per file.
//
//   node scripts/run-tests.mjs [--browser] [--jobs N] [--slowest K] PATH...
//
// Each test still opens its own browser context, so no test sees another's
// pages, storage or workers, whichever file runs beside it.
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserOptions } from '../tests/support/browser.mjs';
import { LONG_FILES } from '../tests/support/long-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const browser = args.includes('--browser');
if (browser) args.splice(args.indexOf('--browser'), 1);
const jobs = Number(option('--jobs', Math.min(2, availableParallelism())));
const slowest = Number(option('--slowest', 10));
if (!args.length || !Number.isInteger(jobs) || jobs < 1) {
  console.error('usage: node scripts/run-tests.mjs [--browser] [--jobs N] [--slowest K] PATH...');
  process.exit(2);
}

// The test files under each path (a folder: its *.test.mjs files, recursively), the long ones first.
async function testFiles(paths) {
  const files = [];
  for (const path of paths) {
    if (!(await stat(path)).isDirectory()) files.push(path);
    else {
      const found = await readdir(path, { recursive: true });
      files.push(
        ...found
          .filter((f) => f.endsWith('.test.mjs') && !f.includes('node_modules'))
          .map((f) => `${path.replace(/\/$/, '')}/${f}`)
          .sort(),
      );
    }
  }
  for (const long of LONG_FILES) {
    if (!(await stat(`${root}${long}`).catch(() => null))) {
      console.error(`run-tests: ${long}, named in tests/support/long-files.mjs, is not there: update the list`);
      process.exit(2);
    }
  }
  const rank = (file) => {
    const at = LONG_FILES.findIndex((long) => file.endsWith(long));
    return at < 0 ? LONG_FILES.length : at;
  };
  return files.sort((a, b) => rank(a) - rank(b));
}
const files = await testFiles(args);

await mkdir(`${root}build`, { recursive: true });
const times = `${root}build/test-times-${process.pid}.jsonl`;
let server = null;
const env = { ...process.env };
if (browser) {
  server = await chromium.launchServer(browserOptions());
  env.CATMOUSE_BROWSER_WS = server.wsEndpoint();
}

const child = spawn(
  process.execPath,
  [
    '--test',
    `--test-concurrency=${jobs}`,
    // A test that hangs fails after 10 minutes instead of holding the run (and CI) for ever.
    '--test-timeout=600000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${root}tests/support/slowest-reporter.mjs`,
    `--test-reporter-destination=${times}`,
    ...files,
  ],
  { cwd: root, env, stdio: 'inherit' },
);
const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
await server?.close();

try {
  const rows = (await readFile(times, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .sort((a, b) => b.ms - a.ms);
  console.log(`\nslowest ${Math.min(slowest, rows.length)} of ${rows.length} tests (${jobs} at a time):`);
  for (const row of rows.slice(0, slowest))
    console.log(`${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.file?.replace(root, '') ?? '?'}: ${row.name}`);
  // And by file: what tests/support/long-files.mjs orders by.
  const byFile = new Map();
  for (const row of rows) byFile.set(row.file, (byFile.get(row.file) ?? 0) + row.ms);
  const fileRows = [...byFile].sort((a, b) => b[1] - a[1]);
  console.log(`slowest ${Math.min(slowest, fileRows.length)} of ${fileRows.length} files (the sum of their tests):`);
  for (const [file, ms] of fileRows.slice(0, slowest))
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file?.replace(root, '') ?? '?'}`);
} catch (error) {
  console.log(`(no test times: ${error.message})`);
}
await rm(times, { force: true });
process.exit(code);
