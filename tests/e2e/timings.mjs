// A node:test reporter that writes one JSON line per finished test (file,
// name, outcome, duration, skip reason), so `cargo xtask test` can print
// each engine's ten slowest tests and every skip with its reason.
// run.mjs wraps each test file in a suite named after the file, so a test
// is an entry at nesting 1, under the file's suite (deeper ones are
// subtests, counted in their parent).
// Usage: node --test-reporter=./timings.mjs --test-reporter-destination=<file> run.mjs
export default async function* timings(source) {
  let file = null;
  for await (const event of source) {
    const { name, nesting, details, skip } = event.data ?? {};
    if (event.type === 'test:start' && nesting === 0) file = name;
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const outcome = event.type === 'test:fail' ? 'fail' : skip !== undefined ? 'skip' : 'pass';
    if (nesting === 0) {
      // A file's suite fails on its own only when its set-up or import did.
      if (outcome === 'fail') yield `${JSON.stringify({ file: name, name: '(loading the file)', nesting: 1, outcome, skip: null, ms: 0 })}\n`;
      continue;
    }
    yield `${JSON.stringify({
      file,
      name,
      nesting,
      outcome,
      skip: typeof skip === 'string' ? skip : null,
      ms: Math.round(details?.duration_ms ?? 0),
    })}\n`;
  }
}
