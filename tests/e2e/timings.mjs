// A node:test reporter that writes one JSON line per finished test (file,
// name, outcome, duration, skip reason), so `cargo xtask test` can print
// each engine's ten slowest tests, every skip with its reason and every
// failure with the first lines of its error (CI keeps only that summary).
// run.mjs wraps each test file in a suite named after the file, so a test
// is an entry at nesting 1, under the file's suite (deeper ones are
// subtests, counted in their parent).
// Usage: node --test-reporter=./timings.mjs --test-reporter-destination=<file> run.mjs
export default async function* timings(source) {
  let file = null;
  let failedInFile = false;
  for await (const event of source) {
    const { name, nesting, details, skip } = event.data ?? {};
    if (event.type === 'test:start' && nesting === 0) {
      file = name;
      failedInFile = false;
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const outcome = event.type === 'test:fail' ? 'fail' : skip !== undefined ? 'skip' : 'pass';
    if (nesting === 0) {
      // A file's suite also fails when one of its tests did; it is news only
      // when none did, that is, when its set-up or import failed.
      if (outcome === 'fail' && !failedInFile) yield `${JSON.stringify({ file: name, name: '(loading the file)', nesting: 1, outcome, skip: null, ms: 0 })}\n`;
      continue;
    }
    if (outcome === 'fail') failedInFile = true;
    yield `${JSON.stringify({
      file,
      name,
      nesting,
      outcome,
      skip: typeof skip === 'string' ? skip : null,
      ms: Math.round(details?.duration_ms ?? 0),
      error: outcome === 'fail' ? reason(details?.error) : null,
    })}\n`;
  }
}

/** The first lines of a failure: node:test wraps the thrown error as the
 *  `cause` of its own. */
function reason(error) {
  const cause = error?.cause ?? error;
  const text = String(cause?.message ?? cause ?? 'no message');
  return text.split('\n').slice(0, 12).join('\n').slice(0, 1200);
}
