// createSolver(options), checked before the module loads, and the module
// started with its failures as CatMouseErrors: Emscripten's own are a raw
// TypeError (locateFile: 5) or RuntimeError ("Aborted(CompileError ...)")
// that name no option.
import { CatMouseError } from './errors.js';
import { shown } from './shown.js';

const argumentError = (message) => new CatMouseError(message, { code: 'argument.type' });
const ownOption = (options, key) => (Object.hasOwn(options, key) ? options[key] : undefined);

// What the module reads of its options object (wasm/wasm.cmake, INCOMING_MODULE_JS_API).
const MODULE_HOOKS = ['wasmBinary', 'locateFile', 'instantiateWasm', 'print', 'printErr'];
const FUNCTION_HOOKS = ['locateFile', 'instantiateWasm', 'print', 'printErr'];

// An ArrayBuffer or a view onto one with bytes in it: a buffer transferred
// to another thread (detached) has none left, and reads as empty.
function checkWasmBinary(bytes) {
  if (!(bytes instanceof ArrayBuffer || ArrayBuffer.isView(bytes))) {
    throw argumentError(`wasmBinary must be the bytes of catmouse-core.wasm, an ArrayBuffer or a Uint8Array, got ${shown(bytes)}`);
  }
  if (bytes.byteLength === 0) {
    throw argumentError(
      'wasmBinary is empty: its buffer was transferred to another thread (detached) or never filled; pass the bytes of catmouse-core.wasm',
    );
  }
}

// An object whose own maxMemory (if any) is valid; threads is handed back
// for threads.js; the rest of its own properties go to the Emscripten
// module (wasmBinary, locateFile, ...).
export function solverOptions(options) {
  if (options === null || typeof options !== 'object')
    throw argumentError(`createSolver(options) takes an object like { maxMemory }, got ${shown(options)}`);
  const { maxMemory: _, threads: __, ...moduleOptions } = options; // a rest copy: own properties only
  const maxMemory = ownOption(options, 'maxMemory');
  // Whole bytes that a double holds exactly (and the core's 64-bit limit too):
  // 0.5 must not become 0 (no cap), 2 ** 64 must not reach the cast.
  if (maxMemory !== undefined && !(Number.isSafeInteger(maxMemory) && maxMemory >= 1)) {
    throw argumentError(`maxMemory must be a whole number of bytes from 1 to ${Number.MAX_SAFE_INTEGER}, got ${shown(maxMemory)}`);
  }
  for (const name of FUNCTION_HOOKS) {
    const hook = ownOption(options, name);
    if (hook !== undefined && typeof hook !== 'function') throw argumentError(`${name} must be a function, got ${shown(hook)}`);
  }
  if (ownOption(options, 'wasmBinary') !== undefined) checkWasmBinary(options.wasmBinary);
  // Emscripten reads Module[name] for the hooks it takes (wasm.cmake's
  // INCOMING_MODULE_JS_API): each is an own property here, undefined unless
  // given, so a name set on Object.prototype is not read. (The object keeps
  // its prototype: the module calls its hasOwnProperty.)
  const hooks = Object.fromEntries(MODULE_HOOKS.map((name) => [name, undefined]));
  // threads: checked by threads.js's threadsFor (undefined: every core the context allows).
  return { memoryLimit: maxMemory ?? 0, moduleOptions: { ...hooks, ...moduleOptions }, threads: ownOption(options, 'threads') };
}

// The module made by `factory` (Emscripten's) from checked moduleOptions.
// What a caller's hook throws surfaces as it is (Emscripten catches a
// throwing instantiateWasm, prints it and never settles: the race below
// settles it); anything else that stops the module (bytes that are not
// catmouse's WebAssembly, a .wasm that cannot be read) is
// solver.unavailable, its reason in the message rather than printed as
// "Aborted(...)" on the console.
export async function startModule(factory, moduleOptions) {
  let failHook;
  const hookFailed = new Promise((_, reject) => (failHook = reject));
  let hookError = null;
  const options = { ...moduleOptions };
  for (const name of FUNCTION_HOOKS) {
    const hook = options[name];
    if (typeof hook !== 'function') continue;
    options[name] = function (...args) {
      try {
        return hook.apply(this, args);
      } catch (error) {
        hookError ??= { error };
        failHook(error);
        throw error;
      }
    };
  }
  // Until the module has started, what it prints about failing is the error's, not the console's.
  let started = false;
  if (typeof options.printErr !== 'function') options.printErr = (text) => started && console.warn(text);
  try {
    const module = await Promise.race([factory(options), hookFailed]);
    started = true;
    return module;
  } catch (error) {
    if (hookError) throw hookError.error;
    const reason = String(error?.message ?? error)
      .replace(/^Aborted\((.*)\)[^)]*$/s, '$1')
      .slice(0, 300);
    throw new CatMouseError(
      `the solver's WebAssembly could not be started (${reason}): wasmBinary (or the file locateFile names) must be catmouse-core.wasm from this catmouse version`,
      { code: 'solver.unavailable' },
    );
  }
}
