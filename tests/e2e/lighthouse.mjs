// Lighthouse's mobile run of the built page, for `cargo xtask bench`: dist/
// served with gzip (so transfer sizes are what a host would send) and
// audited by lighthouse 12.2.3 (installed by xtask into target/tools; the
// last release that runs on Node 20) in Debian's Chromium. Prints one JSON
// object: the four category scores, FCP, LCP, TBT and TTI in ms, and CLS.
// (Its LCP-element audit fails with this Chromium: its "RootCauses"
// gatherer reads an undefined frame_sequence. A PerformanceObserver for
// 'largest-contentful-paint' in the page names the element: the privacy
// paragraph, painted first, at any CPU rate.)
// Usage: LIGHTHOUSE=<path to the lighthouse bin> node lighthouse.mjs
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { DIST } from './harness.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer(async (req, res) => {
  let file = normalize(join(DIST, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = gzipSync(await readFile(file), { level: 9 });
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync';
const { stdout } = await promisify(execFile)(process.env.LIGHTHOUSE, [url, '--output=json', '--quiet', `--chrome-flags=${flags}`], {
  env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
  maxBuffer: 64 * 1024 * 1024,
});
server.close();
const report = JSON.parse(stdout);
const audit = (id) => report.audits[id]?.numericValue ?? null;
const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
console.log(JSON.stringify({
  performance: score('performance'), accessibility: score('accessibility'),
  best_practices: score('best-practices'), seo: score('seo'),
  fcp_ms: audit('first-contentful-paint'), lcp_ms: audit('largest-contentful-paint'),
  tbt_ms: audit('total-blocking-time'), tti_ms: audit('interactive'),
  cls: audit('cumulative-layout-shift'),
}));
