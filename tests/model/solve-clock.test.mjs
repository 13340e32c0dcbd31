// The elapsed time and the estimate of a long solve (web/src/model/solve-clock.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { startClock, tick, reading, clockText, duration, ESTIMATE_SPAN_MS } from '../../web/src/model/solve-clock.js';

// Reports every `every` ms from a solve whose fraction at time t is shape(t).
function run(shape, { until, every = 250 }) {
  let clock = startClock(1000);
  const seen = [];
  for (let t = every; t <= until; t += every) {
    clock = tick(clock, { now: 1000 + t, fraction: shape(t) });
    seen.push({ t, ...reading(clock, 1000 + t) });
  }
  return seen;
}

test('estimating at first, then the time left at a steady rate', () => {
  const seen = run((t) => t / 40000, { until: 20000 });
  const early = seen.filter((s) => s.t < 250 + ESTIMATE_SPAN_MS);
  assert.ok(
    early.every((s) => s.left === null),
    'no figure in the first seconds',
  );
  assert.equal(clockText(early[0]), '0 s, estimating…');
  const late = seen.at(-1);
  assert.equal(late.elapsed, 20000);
  assert.ok(Math.abs(late.left - 20000) < 200, `a steady 40 s solve at 20 s has 20 s left, not ${late.left}`);
  assert.equal(clockText(late), '20 s, about 20 s left');
});

test('a change of pace moves the figure gradually: never negative, never back and forth', () => {
  // fast for 10 s (half done), then four times slower
  const shape = (t) => (t <= 10000 ? t / 20000 : 0.5 + (t - 10000) / 80000);
  const seen = run(shape, { until: 40000 }).filter((s) => s.left !== null);
  for (let i = 1; i < seen.length; i++) {
    assert.ok(seen[i].left >= 0);
    // between two reports 250 ms apart the figure moves by far less than the gap between the two rates
    assert.ok(Math.abs(seen[i].left - seen[i - 1].left) < 2500, `a jump of ${seen[i].left - seen[i - 1].left} ms at ${seen[i].t}`);
  }
  // once the slow pace has held a while, the figure says so: 30 s in, 75% done at 1/80,000 a ms → 20 s
  const at30 = seen.find((s) => s.t === 30000);
  assert.ok(Math.abs(at30.left - 20000) < 20000 * 0.15, `${at30.left} near 20 s`);
  // a lull between reports: the figure counts down, and stops at zero
  let clock = startClock(0);
  for (const [now, fraction] of [
    [1000, 0.1],
    [2000, 0.2],
    [3000, 0.3],
  ])
    clock = tick(clock, { now, fraction });
  assert.ok(reading(clock, 3000).left > 0);
  assert.equal(reading(clock, 3000 + 60000).left, 0);
});

test('a setup with nothing decided does not count: progress that then runs fast gets a short estimate', () => {
  // what a 5,000-node solve does in Node: 4.7 s with nothing decided, then all of it in a few seconds
  const shape = (t) => (t < 4700 ? 0 : Math.min(0.999, (t - 4700) / 3000));
  const seen = run(shape, { until: 7600, every: 100 });
  assert.ok(
    seen.filter((s) => s.t < 4700 + ESTIMATE_SPAN_MS).every((s) => s.left === null),
    'estimating… through the setup and the first of the progress',
  );
  const late = seen.filter((s) => s.left !== null);
  assert.ok(late.length > 5);
  for (const s of late) {
    const actual = 7700 - s.t;
    assert.ok(Math.abs(s.left - actual) < 500, `${Math.round(s.left)} ms left at ${s.t}, when ${actual} is`);
  }
});

test('done is zero; words', () => {
  const clock = tick(startClock(0), { now: 12000, fraction: 1 });
  assert.deepEqual(reading(clock, 12000), { elapsed: 12000, left: 0 });
  assert.equal(duration(125000), '2 min 05 s');
  assert.equal(clockText({ elapsed: 5000, left: 90000 }), '5 s, about 1½ min left');
  assert.equal(clockText({ elapsed: 5000, left: 7000 }), '5 s, a few seconds left');
  assert.equal(clockText({ elapsed: 5000, left: 1200000 }), '5 s, about 20 min left');
});
