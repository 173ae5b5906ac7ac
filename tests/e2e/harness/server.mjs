// The static server the tests load the lab from: a folder (dist/ unless
// told) under a path prefix on a free port, recording every request. Where
// classic WebDriver lacks what BiDi gives (WebKit), it stands in with pages
// of its own served beside the lab: the console probe it adds to HTML pages
// (read by `consoleProblems` in sessions.mjs), and the exact-size viewport
// frame page for viewports narrower than MiniBrowser's smallest window
// (used by `openPage` in page.mjs). It also serves axe-core from the page's
// own origin, and `hostPage` puts a course page on an origin of its own.
// It drives no browser and imports nothing of the harness but the engine.
import { createServer } from 'node:http';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import { ENGINE } from './engine.mjs';

// dist/ at the repository's root: this file is in tests/e2e/harness/.
export const DIST = process.env.LEASE_LAB_DIST ?? new URL('../../../dist', import.meta.url).pathname;

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A page of the test server's own that shows `src` in an iframe of
 *  exactly `w` x `h` at the top left, for viewports narrower than the
 *  engine's smallest window (WebKitGTK's MiniBrowser window is at least
 *  447 px wide). Same origin as the lab, so the frame is the viewport. */
const VIEWPORT_PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>viewport</title>
<script src="__viewport.js"></script></head><body style="margin:0"></body></html>`;
const VIEWPORT_SCRIPT = `const p = new URLSearchParams(location.hash.slice(1));
addEventListener('DOMContentLoaded', () => {
  const f = document.createElement('iframe');
  f.id = 'viewport'; f.title = 'Lease Lab'; f.width = p.get('w'); f.height = p.get('h');
  f.style.cssText = 'border:0;display:block'; f.src = p.get('src');
  document.body.append(f);
});`;

/** WebKitWebDriver offers no console log (classic WebDriver, and
 *  MiniBrowser in automation mode does not print it), so in WebKit the
 *  server adds this script, allowed by the page's `script-src 'self'`, as
 *  the first thing in every HTML page's <head>: it records console errors
 *  and warnings, uncaught errors and policy violations in
 *  `window.__problems`, which `consoleProblems` (sessions.mjs) reads. */
const CONSOLE_PROBE = `window.__problems = [];
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = (...args) => { window.__problems.push(level + ': ' + args.map(String).join(' ')); original.apply(console, args); };
}
addEventListener('error', (e) => window.__problems.push('pageerror: ' + e.message));
addEventListener('unhandledrejection', (e) => window.__problems.push('pageerror: ' + e.reason));
addEventListener('securitypolicyviolation', (e) => window.__problems.push('error: Content-Security-Policy blocked ' + e.violatedDirective));`;
const PROBE_TAG = '<script src="__console.js"></script>';

/** Serves `dir` under `prefix` (for example '/courses/lab3/') on a free
 *  port. Every request is recorded in `requests` (path and the time it
 *  arrived); a path matching `refuse` gets 404 (a page whose scripts fail
 *  to load). In WebKit, HTML pages get the console probe (see
 *  CONSOLE_PROBE) unless `probe` is false. */
export async function serve(dir = DIST, prefix = '/', { refuse = null, probe = ENGINE === 'webkit' } = {}) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push({ path, at: Date.now() });
    if (!path.startsWith(prefix) || (refuse && refuse.test(path))) {
      res.writeHead(404).end();
      return;
    }
    // axe-core, served from the page's own origin so the page's CSP lets
    // the audit run (no browser has to bypass the policy).
    if (path.endsWith('/__axe.min.js')) {
      res.writeHead(200, { 'content-type': TYPES['.js'] }).end(await readFile(AXE));
      return;
    }
    if (path.endsWith('/__viewport.html')) {
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(VIEWPORT_PAGE);
      return;
    }
    if (path.endsWith('/__console.js')) {
      res.writeHead(200, { 'content-type': TYPES['.js'] }).end(CONSOLE_PROBE);
      return;
    }
    if (path.endsWith('/__viewport.js')) {
      res.writeHead(200, { 'content-type': TYPES['.js'] }).end(VIEWPORT_SCRIPT);
      return;
    }
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      let body = await readFile(file);
      if (probe && extname(file) === '.html') body = String(body).replace(/<meta charset[^>]*>|<head[^>]*>|<html[^>]*>/i, (tag) => tag + PROBE_TAG);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    // Also ends the browser's open keep-alive (and pre-connected) sockets,
    // which would otherwise hold close() up for a minute.
    close: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }),
  };
}

/** A directory served on its own origin holding one `index.html`: a course
 *  page that embeds the lab. */
export async function hostPage(html) {
  const dir = await mkdtemp(join(tmpdir(), 'lease-lab-host-'));
  await writeFile(join(dir, 'index.html'), html);
  return serve(dir, '/');
}
