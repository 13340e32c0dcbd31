// A node:test reporter (beside spec) that writes each test's time to the file
// it is given as destination, one JSON line a test: scripts/run-suites.mjs
// lists the slowest from them.
export default async function* slowest(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, nesting, file, details } = event.data;
    // Suites and files report too; a file's own line has nesting 0 and the file's name.
    if (details?.type === 'suite' || typeof details?.duration_ms !== 'number') continue;
    yield `${JSON.stringify({ name, nesting, file, ms: Math.round(details.duration_ms), passed: event.type === 'test:pass' })}\n`;
  }
}
