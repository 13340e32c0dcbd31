// Loading the solver's files with errors a person can act on: the URL
// tried, the HTTP status or the reason (HTML served instead of the file, a
// wrong MIME type, a Content-Security-Policy), and what to do. Emscripten's
// own message for a missing .wasm ("Aborted(CompileError: ... expected magic
// word 00 61 73 6d ...)") names none of these.
import { CatMouseError } from './errors.js';
import { isCrossOrigin } from './policy-worker.js';
import { quoted } from './shown.js';
import { blobWorkerRefused } from './csp-reports.js';

// (what a page needs before anything fails is csp-reports.js's: this module is loaded on the page only once a worker did not start)
export { blobWorkerRefused, policyViolations } from './csp-reports.js';

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];
const REHOME =
  "copy the files of node_modules/catmouse/dist/ to where the page can fetch them and point the element's base-path attribute (or setBasePath(), or createSolverWorker({ workerUrl, wasmUrl })) at them";

const unavailable = (message, details = {}) => Object.assign(new CatMouseError(message, { code: 'worker.unavailable' }), details);

// A Content-Security-Policy refusal is the page's for as long as it is open
// (a policy can only be tightened), so such an error carries `csp`, the
// directive: the engine then tries no new worker for it (worker-client.js).
// A refused fetch rejects before its report comes (a task later): waited for this long at most.
const REPORT_WAIT = 250;
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // 'blob', 'inline', 'eval': no origin
  }
};
const directiveOf = (violation) => violation.effectiveDirective || violation.violatedDirective;
// The directives that govern starting a worker (worker-src falls back to
// child-src, script-src, then default-src): a report under another (an
// img-src refusing some blob: image) is not about the solver's worker.
const WORKER_DIRECTIVES = new Set(['worker-src', 'child-src', 'script-src', 'script-src-elem', 'default-src']);
const aboutWorkers = (violation) => WORKER_DIRECTIVES.has(directiveOf(violation));
// error.csp names one of index.d.ts's three: a worker refused, whatever
// directive the policy fell back to, is allowed in worker-src.
const WORKER_CSP = 'worker-src';

// Listens, from before a fetch of `url`, for this global's report that its
// policy's connect-src refused it (the page's reach its window; a worker,
// which keeps the page's policy, gets its own fetches' reports, never the
// page). refused() resolves with whether one came, waiting briefly.
function watchConnect(url) {
  const target = globalThis.addEventListener ? globalThis : null;
  let stop;
  const heard = new Promise((resolve) => {
    const listen = (event) => event.effectiveDirective === 'connect-src' && originOf(event.blockedURI) === originOf(url) && resolve(true);
    target?.addEventListener('securitypolicyviolation', listen);
    stop = () => {
      target?.removeEventListener('securitypolicyviolation', listen);
      resolve(false);
    };
  });
  return { stop, refused: () => (target ? (setTimeout(stop, REPORT_WAIT), heard) : false) };
}

// The page's policy refuses to fetch from `url`'s origin (a worker keeps the page's policy).
const connectRefused = (url, what, also = '') => {
  const origin = originOf(url);
  return `the page's Content-Security-Policy (connect-src) refuses ${quoted(origin)}, where ${what} is (${quoted(url)}): add ${quoted(origin)} to its connect-src${also}, or ${REHOME}`;
};

const looksLikeHtml = (bytes, type) =>
  /html/i.test(type) || /^\s*<(!doctype|html|head|body|!--)/i.test(new TextDecoder().decode(bytes.subarray(0, 64)));

const hex = (bytes) => [...bytes.subarray(0, 4)].map((b) => b.toString(16).padStart(2, '0')).join(' ');

// The .wasm's bytes, or a worker.unavailable CatMouseError that says why not.
// fromPage: the page's response for it (light-handover.js), checked the same
// way; null where the page could not fetch it, and it is fetched here.
export async function fetchWasm(url, fromPage = null) {
  const watch = watchConnect(url);
  let response;
  try {
    response = (await fromPage) ?? (await fetch(url, { credentials: 'same-origin' }));
  } catch (error) {
    if (await watch.refused()) throw unavailable(connectRefused(url, "the solver's WebAssembly"), { url, csp: 'connect-src' });
    throw unavailable(
      `could not fetch the solver's WebAssembly from ${quoted(url)} (${quoted(error?.message ?? error)}): the server is unreachable, the URL is on another origin without CORS, or the page's Content-Security-Policy (connect-src) blocks it; ${REHOME}`,
      { url },
    );
  }
  watch.stop();
  if (!response.ok) {
    throw unavailable(
      `the solver's WebAssembly is not at ${quoted(url)}: the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}; ${REHOME}`,
      { url, status: response.status },
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (!WASM_MAGIC.every((b, i) => bytes[i] === b)) {
    const what = looksLikeHtml(bytes, type)
      ? `an HTML page (content-type ${type || 'not given'}), not WebAssembly: the file is probably missing and the server sent its fallback page`
      : `something that is not WebAssembly (content-type ${type || 'not given'}, first bytes ${hex(bytes) || 'none'})`;
    throw unavailable(`${quoted(url)} answered with ${what}; ${REHOME}`, { url, status: response.status });
  }
  return bytes;
}

// A module that compiled but is not this catmouse's solver.
export const notCatmouse = (url, reason) =>
  unavailable(
    `${quoted(url)} is WebAssembly, but not this catmouse's solver (${quoted(reason)}): it must be the catmouse-core.wasm of the same catmouse version as the page's script; ${REHOME}`,
    { url },
  );

// Compiles the bytes, saying why a browser refused: the page's CSP without
// 'wasm-unsafe-eval', or an engine without WebAssembly SIMD.
export async function compileWasm(bytes, url) {
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    const reason = String(error?.message ?? error);
    if (/unsafe-eval|content security policy|CSP/i.test(reason)) {
      throw unavailable(
        `this page's Content-Security-Policy does not allow WebAssembly (${quoted(reason)}): add 'wasm-unsafe-eval' to its script-src`,
        { url, csp: 'script-src' },
      );
    }
    throw unavailable(
      `${quoted(url)} could not be compiled (${quoted(reason)}): the solver needs WebAssembly SIMD (Chrome/Edge 91, Firefox 89, Safari 16.4 and later), and the file must come from the same catmouse version as the page's script`,
      { url },
    );
  }
}

// Whether the worker's own request for `url` had an answer from a server
// (Resource Timing's responseStatus, where the browser gives it): then no
// policy refused it. A worker's import refused by the page's policy is
// reported to no script, so this is what the page can see of it.
const importAnswered = (url) =>
  globalThis.performance?.getEntriesByName?.(url).some((entry) => entry.initiatorType !== 'fetch' && entry.responseStatus > 0) ?? false;
// Whether this browser says if a request was answered at all (responseStatus:
// Chromium and Firefox, not Safari); where it does not, nothing is inferred.
const answersKnown = () =>
  typeof globalThis.PerformanceResourceTiming === 'function' && 'responseStatus' in globalThis.PerformanceResourceTiming.prototype;

// Why a worker script did not start (the error event of a Worker carries
// nothing): asks the server for it and reads any CSP report about it.
// { message, status, csp } (status: the HTTP status when the server
// answered with an error; csp: the directive of the page's policy that refused it).
export async function workerScriptProblem(url, violations = []) {
  // A script on another origin starts through a blob: module (policy-worker.js) that imports it.
  const crossOrigin = isCrossOrigin(url);
  const blob = crossOrigin && violations.find((v) => aboutWorkers(v) && /^blob/.test(v.blockedURI ?? ''));
  if (blob) return { message: blobWorkerRefused(url, directiveOf(blob)), csp: WORKER_CSP };
  const blocked = violations.find((v) => v.blockedURI && aboutWorkers(v) && url.startsWith(v.blockedURI.replace(/\/$/, '')));
  if (blocked) {
    return {
      message: `the page's Content-Security-Policy (${directiveOf(blocked)}) blocks the worker script ${quoted(url)}: allow its origin in worker-src (or script-src), or serve it from the page's own origin`,
      csp: WORKER_CSP,
    };
  }
  // No report comes for it: a worker from another origin whose import had
  // no answer, while the page fetches the script, was most likely refused
  // by worker-src (read before the fetch below, the page's own request for
  // it). Only inferred (a full timing buffer keeps no entry either), so it
  // is said as likely, and not remembered as a refusal (no csp).
  const unanswered = crossOrigin && answersKnown() && !importAnswered(url);
  const origin = quoted(originOf(url));
  const viaBlob = "(the worker's blob: module imports the script from there)";
  const watch = watchConnect(url);
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    if (await watch.refused()) {
      const also = unanswered ? ` and to its worker-src beside blob: ${viaBlob}` : '';
      return { message: connectRefused(url, 'the worker script', also), csp: 'connect-src' };
    }
    return { message: `the worker script ${quoted(url)} could not be fetched (${quoted(error?.message ?? error)}); ${REHOME}` };
  }
  watch.stop();
  const { status } = response;
  if (!response.ok)
    return {
      status,
      message: `the worker script ${quoted(url)} is not there: the server answered HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}; ${REHOME}`,
    };
  const type = response.headers.get('content-type') ?? '';
  if (/html/i.test(type))
    return {
      message: `the worker script ${quoted(url)} came back as an HTML page (content-type ${type}), not JavaScript: the file is probably missing and the server sent its fallback page; ${REHOME}`,
    };
  if (!/javascript|ecmascript/i.test(type))
    return {
      message: `the worker script ${quoted(url)} is served as ${type || 'no content-type'}; browsers run module workers only when served as text/javascript: fix the server's MIME type for .js`,
    };
  if (unanswered)
    return {
      message: `the worker script ${quoted(url)} is there, but the worker's import of it got no answer: the page's Content-Security-Policy (worker-src) most likely refuses ${origin} ${viaBlob}: add ${origin} to its worker-src beside blob:, or ${REHOME}`,
    };
  return {
    message: `the worker script ${quoted(url)} loaded but did not start: a Content-Security-Policy (worker-src or script-src) may block it, or it is not catmouse's worker script`,
  };
}
