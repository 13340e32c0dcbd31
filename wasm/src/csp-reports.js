// What a page's Content-Security-Policy refused, kept from the start (a
// worker that does not start is explained later, by load-errors.js's
// workerScriptProblem, which the page loads only then: worker.js).
import { quoted } from './shown.js';

// Why a worker from another origin (started through a blob: module) was refused.
export const blobWorkerRefused = (url, directive = 'worker-src') =>
  `the page's Content-Security-Policy (${directive}) does not allow blob: workers, which catmouse needs to start its worker from another origin (${quoted(url)}): add blob: to the page's worker-src, or serve catmouse's files from the page's own origin (copy node_modules/catmouse/dist/ beside the page and point base-path at it)`;

// Content-Security-Policy reports in this document, kept for workerScriptProblem.
export function policyViolations() {
  const key = Symbol.for('catmouse.csp-violations');
  if (!globalThis[key]) {
    const seen = [];
    globalThis[key] = seen;
    globalThis.document?.addEventListener?.('securitypolicyviolation', (event) => {
      seen.push({ blockedURI: event.blockedURI, violatedDirective: event.violatedDirective, effectiveDirective: event.effectiveDirective });
      if (seen.length > 20) seen.shift();
    });
  }
  return globalThis[key];
}
