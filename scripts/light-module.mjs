// Makes dist/catmouse-core-lite.wasm run under the full module's glue
// (dist/catmouse-core.mjs), so the package ships one glue for both modules.
// Emscripten minifies the names of a module's imports (the glue's
// JavaScript functions) per link: the light module's "a.n" is the full
// module's "a.j", both __embind_register_class, and names its exports on
// from there (so one import fewer shifts every export's name). This renames
// each import of the light .wasm to the full module's name for the same
// function, read from the two glues' import tables, and each export to the
// name the full module's glue reads it by (its memory, table, malloc...).
// It refuses when the light module imports a function the full one does not
// give, or lacks an export the glue needs: it may lack only a dynCall_ that
// the full module has (the glue calls one only through a table function of
// its signature, which the light module then has none of).
//   node scripts/light-module.mjs FULL.mjs LIGHT.mjs LIGHT.wasm OUT.wasm
import { readFileSync, writeFileSync } from 'node:fs';

const [fullGlue, lightGlue, lightWasm, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node scripts/light-module.mjs FULL.mjs LIGHT.mjs LIGHT.wasm OUT.wasm');
  process.exit(2);
}

// The glue's import table: { minified name: JavaScript function's name }.
function importTable(glue) {
  const table = glue.match(/var asmLibraryArg=\{([^}]*)\}/)?.[1];
  if (!table) throw new Error('no asmLibraryArg in the glue (has Emscripten changed its output?)');
  return Object.fromEntries(table.split(',').map((pair) => pair.split(':').map((s) => s.replace(/"/g, ''))));
}

const full = readFileSync(fullGlue, 'utf8');
const light = readFileSync(lightGlue, 'utf8');
const fullName = Object.fromEntries(Object.entries(importTable(full)).map(([name, fn]) => [fn, name]));
const rename = {};
for (const [name, fn] of Object.entries(importTable(light))) {
  if (!fullName[fn]) throw new Error(`the light module imports ${fn}, which the full module's glue does not give`);
  rename[name] = fullName[fn];
}

// The glue's reads of the module's exports: { what it holds (wasmMemory, _malloc...): minified name }.
function exportTable(glue) {
  const table = {};
  for (const [, variable, property, name] of glue.matchAll(/(?:([\w$]+)|Module\["([\w$]+)"\])=Module\["asm"\]\["([\w$]+)"\]/g))
    table[variable ?? property] = name;
  if (!table.wasmMemory || !table._malloc)
    throw new Error("no reads of the module's exports in the glue (has Emscripten changed its output?)");
  return table;
}
const fullExports = exportTable(full);
const lightExports = exportTable(light);
const renameExport = {};
for (const [what, name] of Object.entries(lightExports)) {
  if (!fullExports[what]) throw new Error(`the light module exports ${what}, which the full module's glue does not read`);
  renameExport[name] = fullExports[what];
}
const missing = Object.keys(fullExports).filter((what) => !lightExports[what] && !what.startsWith('dynCall_'));
if (missing.length) throw new Error(`the light module lacks ${missing.join(', ')}, which the full module's glue reads`);

// The .wasm with its import section rewritten (names renamed; the other sections as they are).
const bytes = readFileSync(lightWasm);
const leb = (n) => {
  const b = [];
  do {
    let x = n & 127;
    n >>>= 7;
    if (n) x |= 128;
    b.push(x);
  } while (n);
  return b;
};
let p = 8;
const readLeb = () => {
  let r = 0;
  let s = 0;
  let x;
  do {
    x = bytes[p++];
    r += (x & 127) * 2 ** s;
    s += 7;
  } while (x & 128);
  return r;
};
// A name as the binary format writes it (its length, then its UTF-8), read at p or made.
function readName() {
  const length = readLeb();
  const name = bytes.subarray(p, p + length).toString();
  p += length;
  return name;
}
const nameBytes = (name) => [...leb(Buffer.byteLength(name)), ...Buffer.from(name)];
// The export section, each name renamed (kind and index as they are).
function renamedExports(end) {
  const body = [];
  const count = readLeb();
  body.push(...leb(count));
  for (let i = 0; i < count; i++) {
    const name = readName();
    const kind = bytes[p++];
    const index = readLeb();
    const renamedTo = renameExport[name];
    if (!renamedTo) throw new Error(`the light module's export ${name} is not read by its glue`);
    body.push(...nameBytes(renamedTo), kind, ...leb(index));
  }
  if (p !== end) throw new Error('the export section did not end where its size says');
  return Buffer.from([7, ...leb(body.length), ...body]);
}
// The import section, each of the glue's functions named as the full module's glue names it.
let renamed = 0;
function renamedImports(end) {
  const body = [];
  const count = readLeb();
  body.push(...leb(count));
  for (let i = 0; i < count; i++) {
    const moduleName = readName();
    let field = readName();
    const kindStart = p;
    const kind = bytes[p++];
    if (kind === 0) readLeb();
    else if (kind === 1) {
      p++;
      if (readLeb() & 1) readLeb();
      readLeb();
    } else if (kind === 2) {
      if (readLeb() & 1) readLeb();
      readLeb();
    } else if (kind === 3) p += 2;
    else throw new Error(`import kind ${kind} not understood`);
    if (moduleName === 'a' && kind === 0) {
      if (!rename[field]) throw new Error(`the light module's import a.${field} is not in its glue's table`);
      field = rename[field];
      renamed++;
    }
    body.push(...nameBytes(moduleName), ...nameBytes(field));
    body.push(...bytes.subarray(kindStart, p));
  }
  if (p !== end) throw new Error('the import section did not end where its size says');
  return Buffer.from([2, ...leb(body.length), ...body]);
}
const parts = [bytes.subarray(0, 8)];
while (p < bytes.length) {
  const start = p;
  const id = bytes[p++];
  const size = readLeb();
  const end = p + size;
  if (id === 2) parts.push(renamedImports(end));
  else if (id === 7) parts.push(renamedExports(end));
  else {
    parts.push(bytes.subarray(start, end));
    p = end;
  }
}
writeFileSync(out, Buffer.concat(parts));
console.log(
  `light-module: ${out}, ${renamed} imports and ${Object.keys(renameExport).length} exports named as the full module's glue names them`,
);
