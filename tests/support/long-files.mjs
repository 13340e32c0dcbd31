// The test files that take longest, longest first (each the sum of its
// tests, from the "slowest files" list scripts/run-tests.mjs prints; these
// from a run on 2026-11-29): run first, two at a time, so that none of them
// starts last and runs alone while the other core idles. A file named here
// that is gone stops the run.
export const LONG_FILES = [
  'tests/web/theme.test.mjs', // 51 s
  'tests/web/a11y.test.mjs', // 49 s
  'tests/web/grid.test.mjs', // 43 s
  'tests/web/page.test.mjs', // 42 s
  'tests/web/removal.test.mjs', // 41 s
  'tests/web/learn.test.mjs', // 35 s
  'tests/web/history-board.test.mjs', // 34 s
  'tests/web/large.test.mjs', // 33 s
  'tests/web/link-timing.test.mjs', // 32 s
  'tests/web/editing.test.mjs', // 31 s
  'tests/model/history-steps.test.mjs', // 44 s in Node
  'tests/js/malformed.test.mjs', // 15 s in Node
];
