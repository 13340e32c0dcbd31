// Issue 42, item 4: the Trusted Types policy "catmouse" mints worker URLs
// only, and only inside the package. In 0.2.0 catmouse/worker exported
// trustedScriptURL(), which minted a TrustedScriptURL for any URL it was
// given, and kept the policy on a global registered symbol
// (Symbol.for('catmouse.trusted-types'): { asked, policy }), so any page
// script could load an arbitrary same-origin script under the strict CSP of
// docs/embedding.md. Node has no Trusted Types: a stand-in for the browser's
// API (one policy per name, a TrustedScriptURL only from a policy) and for
// Worker lets the browser entry start its worker through the policy here.
import test from 'node:test';
import assert from 'node:assert/strict';

const minted = new WeakSet(); // the TrustedScriptURLs the stand-in made
const policies = [];
globalThis.trustedTypes = {
  createPolicy(name, rules) {
    if (policies.some((p) => p.name === name)) throw new TypeError(`a policy named ${name} exists`);
    const policy = {
      name,
      createScriptURL(url) {
        const value = { url: rules.createScriptURL(url), toString: () => String(value.url) };
        minted.add(value);
        return value;
      },
    };
    policies.push(policy);
    return policy;
  },
  isScriptURL: (value) => minted.has(value),
};
const started = [];
globalThis.Worker = class {
  constructor(url, options) {
    started.push({ url, options });
  }
  postMessage() {}
  terminate() {}
  addEventListener() {}
  removeEventListener() {}
};

const EVIL = 'https://page.example/evil.js';

test('catmouse/worker hands a page no TrustedScriptURL for a URL of its choosing, and keeps the policy off globalThis', async () => {
  const worker = await import('../../wasm/src/worker.js');
  // The package's own worker starts through its policy (else the checks below prove nothing).
  const solver = worker.createSolverWorker();
  solver.validate([[1], [0]]).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(
    started.some(({ url }) => minted.has(url)),
    `the package's worker started from a TrustedScriptURL (${started.map(({ url }) => String(url)).join(', ')})`,
  );
  assert.deepEqual(
    policies.map((p) => p.name),
    ['catmouse'],
  );
  // No exported function mints: called with a URL of the page's choosing, none returns a TrustedScriptURL.
  for (const [name, value] of Object.entries(worker)) {
    if (typeof value !== 'function' || /^class\b/.test(Function.prototype.toString.call(value))) continue;
    let result;
    try {
      result = value(EVIL);
    } catch {
      continue;
    }
    assert.ok(!minted.has(result), `catmouse/worker's ${name}('${EVIL}') returned a TrustedScriptURL`);
  }
  // Nothing on globalThis under a symbol holds the policy (another script could mint with it).
  const [policy] = policies;
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    const held = globalThis[key];
    const reaches = held === policy || (held && typeof held === 'object' && Object.values(held).includes(policy));
    assert.ok(!reaches, `globalThis[${String(key)}] holds the catmouse policy`);
  }
  // And the policy itself passes no other URL.
  assert.throws(() => policy.createScriptURL(EVIL));
  solver.terminate?.();
});

// The rest of item 4: the exported CatMouseWorker minted a TrustedScriptURL for
// whatever URL it was given, so `new CatMouseWorker('/evil.js')` (or
// createSolverWorker({ workerUrl })) started any same-origin script under the
// strict policy. Now only the package's own worker files pass the policy.
test("CatMouseWorker mints only the package's own worker files; another URL goes to the browser as given", async () => {
  const { CatMouseWorker, createSolverWorker } = await import('../../wasm/src/worker.js');
  const startedFrom = (url) => {
    started.length = 0;
    new CatMouseWorker(url, { type: 'module' });
    return started[0].url;
  };
  const own = [
    'https://page.example/node_modules/catmouse/dist/worker-thread.js', // as dist/ names them
    'https://cdn.example/catmouse@0.2.0/dist/layout-worker.js',
    'https://page.example/catmouse/cat-mouse-game.js', // the one-file build is its own worker
    'https://page.example/assets/worker-thread-C1X0CXFz.js', // Vite, Rollup
    'https://page.example/_next/static/media/layout-worker.03g0q8ied5y3k.js', // Next.js
  ];
  for (const url of own) assert.ok(minted.has(startedFrom(url)), `${url} started from a TrustedScriptURL`);
  const others = [
    EVIL,
    'https://page.example/uploads/my-worker-thread.js',
    'https://page.example/worker-thread.js/evil.js',
    'https://page.example/worker-thread.evil.js.map',
    'data:text/javascript,postMessage(1)//worker-thread.js',
  ];
  for (const url of others) {
    const given = startedFrom(url);
    assert.ok(!minted.has(given), `${url} was minted`);
    assert.equal(String(given), url, 'the URL goes to the browser unchanged, for its Trusted Types to judge');
  }
  // The same through createSolverWorker({ workerUrl }).
  started.length = 0;
  const solver = createSolverWorker({ workerUrl: EVIL });
  solver.validate([[1], [0]]).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(started.length, 1);
  assert.ok(!minted.has(started[0].url), "a page's own workerUrl is not minted");
  solver.terminate?.();
});
