// The options of createSolverWorker(), browser and Node alike: where the
// worker script and the .wasm come from, and whether the thread is shared.
import { CatMouseError } from './errors.js';
import { shown } from './shown.js';
import { WASM_FILE } from './light-handover.js';

const argumentError = (message) => new CatMouseError(message, { code: 'argument.type' });
const OPTION_NAMES = ['workerUrl', 'wasmUrl', 'locateFile', 'wasmBinary', 'shared'];

// Where the files come from: { workerUrl, wasmUrl, wasmBinary } (undefined: the package's own).
// base: what relative URLs are resolved against (the page; in Node, the working folder).
export function workerAssets(options, workerFile, base) {
  if (options === null || typeof options !== 'object')
    throw argumentError(`createSolverWorker(options) takes an object like { workerUrl, wasmUrl }, got ${shown(options)}`);
  for (const key of Object.keys(options)) {
    if (!OPTION_NAMES.includes(key))
      throw argumentError(`unknown option '${key}' of createSolverWorker (the options are ${OPTION_NAMES.join(', ')})`);
  }
  const own = (key) => (Object.hasOwn(options, key) ? options[key] : undefined);
  const { workerUrl, wasmUrl, locateFile, wasmBinary, shared } = Object.fromEntries(OPTION_NAMES.map((key) => [key, own(key)]));
  const isUrl = (value) => typeof value === 'string' || value instanceof URL || !!globalThis.trustedTypes?.isScriptURL?.(value);
  if (workerUrl !== undefined && !isUrl(workerUrl)) throw argumentError(`workerUrl must be a URL or a string, got ${shown(workerUrl)}`);
  if (wasmUrl !== undefined && !isUrl(wasmUrl)) throw argumentError(`wasmUrl must be a URL or a string, got ${shown(wasmUrl)}`);
  if (locateFile !== undefined && typeof locateFile !== 'function')
    throw argumentError(`locateFile must be a function (name) => URL, got ${shown(locateFile)}`);
  if (wasmBinary !== undefined && !(wasmBinary instanceof ArrayBuffer || ArrayBuffer.isView(wasmBinary)))
    throw argumentError(`wasmBinary must be an ArrayBuffer or a Uint8Array, got ${shown(wasmBinary)}`);
  if (shared !== undefined && typeof shared !== 'boolean') throw argumentError(`shared must be true or false, got ${shown(shared)}`);
  const located = (name, given) => given ?? (locateFile ? locateFile(name) : undefined);
  const resolve = (url, what) => {
    if (url === undefined) return undefined;
    try {
      return new URL(String(url), base).href;
    } catch {
      throw argumentError(`${what} is not a URL: ${shown(url)}`);
    }
  };
  const worker = located(workerFile, workerUrl);
  return {
    workerUrl: worker === undefined || globalThis.trustedTypes?.isScriptURL?.(worker) ? worker : resolve(worker, 'workerUrl'),
    wasmUrl: resolve(located(WASM_FILE, wasmUrl), 'wasmUrl'),
    wasmBinary:
      wasmBinary &&
      new Uint8Array(
        wasmBinary instanceof ArrayBuffer
          ? wasmBinary
          : wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength),
      ),
    shared: shared ?? false,
  };
}

// The key of a shared engine: its files. Shared engines for a wasmBinary are told apart by the buffer given.
const binaryIds = new WeakMap();
let nextBinaryId = 1;
const binaryId = (value) => {
  if (!binaryIds.has(value)) binaryIds.set(value, nextBinaryId++);
  return binaryIds.get(value);
};

export const engineKey = (workerUrl, wasmUrl, wasmBinary) =>
  [String(workerUrl ?? ''), wasmUrl ?? '', wasmBinary ? binaryId(wasmBinary) : ''].join('\n');
