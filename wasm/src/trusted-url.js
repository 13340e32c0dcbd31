// A page that enforces Trusted Types (require-trusted-types-for 'script')
// refuses a plain URL for new Worker(). This policy, named "catmouse" so a
// page's `trusted-types` directive can allow it, passes only the URLs this
// package's own code asks for (its worker scripts), nothing else.
const asked = new Set();
let policy = null;

export function workerScriptURL(url) {
  const types = globalThis.trustedTypes;
  if (!types?.createPolicy) return url;
  asked.add(url.href);
  policy ??= types.createPolicy('catmouse', {
    createScriptURL: (href) => {
      if (!asked.has(href)) throw new TypeError(`catmouse's Trusted Types policy passes only its own worker scripts, not ${href}`);
      return href;
    },
  });
  return policy.createScriptURL(url.href);
}
