// How long a solve has run and about how long it has left, from the
// worker's progress reports (decided positions out of all). Plain functions
// with the clock passed in, tested in Node (tests/model/solve-clock.test.mjs).
//
// The estimate is the time left at the rate of the last WINDOW_MS (the rate
// changes as the solve goes from level to level), counted from the first
// report of progress: a solve first sets up for a while with nothing
// decided (seconds, for 5,000 nodes), and that time says nothing about the
// rest. Until progress has run ESTIMATE_SPAN_MS and decided a few percent
// there is no estimate ("estimating…"). After that each new figure is
// blended with the last one carried forward (counted down by the time
// since): a burst or a lull in the rate moves the figure gradually (faster
// when little is left), never below zero and never back and forth from one
// report to the next. Positions that end as draws are only counted at the
// very end, so with many draws the figure errs long.

export const ESTIMATE_SPAN_MS = 1500;
export const ESTIMATE_AFTER_FRACTION = 0.02;
// The smoothing's time constant, at most: a new rate takes about this long to show fully.
export const SMOOTH_MS = 3000;
export const WINDOW_MS = 8000;

// The clock of a solve started at `now`.
export const startClock = (now) => ({ started: now, at: now, left: null, samples: [] });

// The clock after a progress report { now, fraction } (0..1).
export function tick(clock, { now, fraction }) {
  if (fraction >= 1) return { ...clock, at: now, left: 0 };
  // only reports since progress began count (the window keeps at least that first one)
  const kept = clock.samples.filter((p, i) => i === 0 || now - p.t <= WINDOW_MS);
  const samples = kept.length || fraction > 0 ? [...kept, { t: now, f: fraction }] : [];
  const next = { ...clock, samples, at: now };
  const first = samples[0];
  if (!first || now - first.t < ESTIMATE_SPAN_MS || !(fraction >= ESTIMATE_AFTER_FRACTION)) return { ...next, left: null };
  const windowed = samples.length > 2 ? samples[1] : first;
  const from = now - windowed.t >= 1000 ? windowed : first;
  const rate = (fraction - from.f) / (now - from.t);
  const carried = clock.left === null ? null : Math.max(0, clock.left - (now - clock.at));
  const raw = rate > 0 ? (1 - fraction) / rate : carried;
  if (raw === null) return { ...next, left: null };
  if (carried === null) return { ...next, left: raw };
  const tau = Math.min(SMOOTH_MS, Math.max(300, carried / 3));
  const weight = 1 - Math.exp(-Math.max(0, now - clock.at) / tau);
  return { ...next, left: Math.max(0, carried + weight * (raw - carried)) };
}

// What the clock says at `now` (between reports the estimate counts down):
// { elapsed, left } in ms, left null while estimating.
export function reading(clock, now) {
  const elapsed = Math.max(0, now - clock.started);
  const left = clock.left === null ? null : Math.max(0, clock.left - (now - clock.at));
  return { elapsed, left };
}

// "12 s", "2 min 05 s".
export function duration(ms) {
  const s = Math.floor(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

// The time left in round figures: "a few seconds", "about 35 s", "about 4 min".
function roughly(ms) {
  const s = ms / 1000;
  if (s < 10) return 'a few seconds left';
  if (s < 60) return `about ${Math.round(s / 5) * 5} s left`;
  if (s < 600) return `about ${Math.round(s / 30) / 2} min left`.replace('.5 min', '½ min');
  return `about ${Math.round(s / 60)} min left`;
}

// "12 s, about 30 s left" or "2 s, estimating…".
export function clockText({ elapsed, left }) {
  return `${duration(elapsed)}, ${left === null ? 'estimating…' : roughly(left)}`;
}
