// By hand (not part of npm test): where the page's long tasks go after a
// 10,000-node solve and when a K400 link opens, from Chromium's trace.
//   CATMOUSE_NO_MINIFY=1 node scripts/build-web.mjs   (readable function names)
//   node tests/web/longtasks.manual.mjs [sparse|k400|small] ...
// For each main-thread task over 50 ms after the mark: its length and what
// filled it (trace events by name, script by function), so a fix is aimed
// at a function, not at a time the machine's load inflates.
import { loadavg } from 'node:os';
import { startServer, launch } from './helpers.mjs';
import { encodeGraph } from '../../web/src/page/graph-code.js';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'].join(',');
const complete = (n) => JSON.stringify(Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => j).filter((j) => j !== i)));

async function traced(page, run) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

// The tasks of the renderer's main thread after the mark, each with its parts.
function analyse(events, markName) {
  const threads = new Map();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const main = (e) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
  const mark = events.find((e) => e.name === markName && main(e));
  const from = mark ? mark.ts : 0;
  const onMain = events.filter((e) => main(e) && e.ph === 'X' && e.ts + e.dur >= from);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').filter((e) => e.dur > 50000);
  return tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const parts = {};
    for (const e of inside) {
      const name =
        e.name === 'FunctionCall' ? `FunctionCall ${e.args?.data?.functionName || '?'}:${e.args?.data?.lineNumber ?? ''}` : e.name;
      parts[name] = (parts[name] ?? 0) + e.dur / 1000;
    }
    const top = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([n, ms]) => `${n} ${Math.round(ms)}`);
    return { at: Math.round((task.ts - from) / 1000), ms: Math.round(task.dur / 1000), top, ts: task.ts, dur: task.dur };
  });
}

// Inside one task: the CPU profile's time by function, counting callees
// (inclusive), from the samples taken in the task's window (the trace and
// the profile share Chromium's clock), so the long task's parts are named.
let lastProfile = null;
function inside(profile, from, to) {
  if (!profile) return [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < from || t > to) return;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n).callFrame;
      if (!f.url) continue;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + dt);
    }
  });
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18)
    .map(([k, ms]) => `${Math.round(ms)} ${k}`);
}

// The CPU profile's self time by function over a window (which functions, how much).
async function profiled(page, run) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = await cdp.send('Profiler.stop');
  lastProfile = profile;
  const dt = profile.timeDeltas;
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  return [...self]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, ms]) => `${Math.round(ms)} ms ${k}`);
}

// Each long task; the longest three with their functions (inclusive ms).
function report(tasks) {
  for (const { ts, dur, ...t } of tasks) console.log(JSON.stringify(t));
  const longest = [...tasks].sort((a, b) => b.dur - a.dur).slice(0, 3);
  for (const t of longest) console.log(`# task of ${t.ms} ms at ${t.at}:\n  ${inside(lastProfile, t.ts, t.ts + t.dur).join('\n  ')}`);
  console.log(
    `# longest task ${longest[0]?.ms ?? 0} ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

async function openLink(browser, url, label) {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await page.goto('about:blank');
  let prof;
  const events = await traced(page, async () => {
    prof = await profiled(page, async () => {
      await page.goto(url);
      await page.evaluate(() => performance.mark('opened'));
      await page
        .getByRole('status')
        .filter({ hasText: /wins|Draw/ })
        .waitFor({ timeout: 180000 });
      await page.locator('cat-mouse-game').evaluate(
        (el) =>
          new Promise((resolve) => {
            const wait = () => (el.layoutRunning ? setTimeout(wait, 100) : resolve());
            wait();
          }),
      );
      await page.waitForTimeout(500);
    });
  });
  console.log(`## ${label}`);
  report(analyse(events, 'opened'));
  console.log(prof.join('\n'));
  await context.close();
}

async function sparse(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: 30000 });
  await page.evaluate(() =>
    document.querySelector('cat-mouse-game').addEventListener('cat-mouse-solved', () => performance.mark('solved'), { once: true }),
  );
  await page.getByRole('combobox', { name: 'Examples' }).selectOption('sparse-10000');
  await page.getByRole('progressbar', { name: 'Solving progress' }).waitFor({ timeout: 30000 });
  // the solve itself runs in the worker: trace from near its end
  await page
    .getByText(/Solving 200,000,000 positions… (9\d)%/)
    .waitFor({ timeout: 400000 })
    .catch(() => {});
  let prof;
  const events = await traced(page, async () => {
    prof = await profiled(page, async () => {
      await page.getByRole('status').filter({ hasText: 'Mouse wins in 19 moves' }).waitFor({ timeout: 400000 });
      await page.waitForTimeout(5000);
    });
  });
  console.log('## sparse-10000, after the verdict');
  report(analyse(events, 'solved'));
  console.log(prof.join('\n'));
  await context.close();
}

const which = process.argv.slice(2);
const server = await startServer();
const browser = await launch();
try {
  for (const w of which.length ? which : ['small', 'k400', 'sparse']) {
    if (w === 'small')
      await openLink(
        browser,
        `${server.url}#g1=${await encodeGraph('[[1,2],[0,2],[0,1]]')}&mouse=1&cat=2&hole=0`,
        '3-node link (baseline)',
      );
    if (w === 'k400') await openLink(browser, `${server.url}#g1=${await encodeGraph(complete(400))}&mouse=1&cat=2&hole=0`, 'K400 link');
    if (w === 'sparse') await sparse(browser, server.url);
  }
} finally {
  await browser.close();
  await server.close();
}
