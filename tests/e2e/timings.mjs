// A node:test reporter that writes one JSON line per finished test (file,
// name, outcome, duration, skip reason), so `cargo xtask test` can print
// each engine's ten slowest tests and every skip with its reason.
// Usage: node --test --test-reporter=./timings.mjs --test-reporter-destination=<file>
export default async function* timings(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, file, nesting, details, skip } = event.data;
    // Only whole tests: the file-level wrapper has no name of its own here.
    if (details?.type === 'suite') continue;
    yield `${JSON.stringify({
      file: file ? file.split('/').at(-1) : null,
      name,
      nesting,
      outcome: event.type === 'test:fail' ? 'fail' : skip !== undefined ? 'skip' : 'pass',
      skip: typeof skip === 'string' ? skip : null,
      ms: Math.round(details?.duration_ms ?? 0),
    })}\n`;
  }
}
