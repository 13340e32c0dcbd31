// A page that enforces Trusted Types (require-trusted-types-for 'script')
// refuses a plain URL for new Worker(). This policy, named "catmouse" so a
// page's `trusted-types` directive can allow it, passes only the worker
// URLs catmouse is given (its own files, or those the page named with
// setBasePath(), base-path or workerUrl), nothing else.
//
// The policy lives on globalThis under a registered symbol: the element's
// bundle and the worker module may each carry a copy of this file, and a
// page's `trusted-types catmouse` allows the name once (no 'allow-duplicates').
const KEY = Symbol.for('catmouse.trusted-types');

function shared() {
  globalThis[KEY] ??= { asked: new Set(), policy: null };
  return globalThis[KEY];
}

// url: a URL, a string (resolved against the document), or a
// TrustedScriptURL the page made itself (passed through as it is).
export function trustedScriptURL(url) {
  const types = globalThis.trustedTypes;
  if (types?.isScriptURL?.(url)) return url;
  const href = new URL(String(url), globalThis.location?.href).href;
  if (!types?.createPolicy) return href;
  const state = shared();
  state.asked.add(href);
  state.policy ??= types.createPolicy('catmouse', {
    createScriptURL: (asked) => {
      if (!state.asked.has(asked)) throw new TypeError(`catmouse's Trusted Types policy passes only its own worker scripts, not ${asked}`);
      return asked;
    },
  });
  return state.policy.createScriptURL(href);
}

// Starts a module worker from a URL the bundler cannot see (one the page
// gave), through the policy when the page has Trusted Types.
export function startModuleWorker(url, name) {
  return new Worker(trustedScriptURL(url), { type: 'module', name });
}
