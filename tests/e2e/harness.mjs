// Shared set-up for the end-to-end tests: a static server for dist/ and
// Debian's headless Chromium driven by playwright-core (which never
// downloads a browser).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { launchFirefox } from './firefox.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The rules every audit runs: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's
 *  best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations on the page, as "rule: targets" lines. */
export async function axe(page) {
  await page.addScriptTag({ url: '__axe.min.js' });
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
}

export const DIST = process.env.LEASE_LAB_DIST ?? new URL('../../dist', import.meta.url).pathname;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves `dir` under `prefix` (for example '/courses/lab3/') on a free port. */
export async function serve(dir = DIST, prefix = '/') {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    // axe-core, served from the page's own origin so the page's CSP lets
    // the audit run (no browser has to bypass the policy).
    if (path.endsWith('/__axe.min.js')) {
      res.writeHead(200, { 'content-type': TYPES['.js'] }).end(await readFile(AXE));
      return;
    }
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, port, close: () => new Promise((r) => server.close(r)) };
}

/** The browser named by LEASE_LAB_BROWSER: Chromium (the default, through
 *  playwright-core) or Firefox ESR (through `firefox.mjs`). */
export const BROWSER = process.env.LEASE_LAB_BROWSER ?? 'chromium';

/** Test options that skip a test in a browser whose driver cannot express
 *  it, with the reason shown in the report. */
export function onlyIn(browser, reason) {
  return { skip: BROWSER === browser ? false : `not in ${BROWSER}: ${reason}` };
}

export async function launch() {
  if (BROWSER === 'firefox') return launchFirefox();
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--no-first-run', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage',
    ],
    // playwright gives every launch a fresh, empty profile directory.
    headless: true,
  });
}

/** Opens the page and waits until the app is interactive. Collects console
 *  messages of type error or warning, and page errors, into `problems`. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]');
  return { page, context, problems };
}

/** The four metric values, in order. */
export async function metricValues(page) {
  return page.locator('.metric-value').allInnerTexts();
}

/** The write-decision table as arrays of cell texts. */
export async function writeRows(page) {
  return page.locator('table.writes tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.cells].map((cell) => cell.innerText.trim())));
}

/** One server for dist/ and one browser for the whole test file, started
 *  before its first test and closed after its last. */
export function sharedLab() {
  const lab = {};
  before(async () => {
    lab.server = await serve();
    lab.browser = await launch();
  });
  after(async () => {
    await lab.browser?.close();
    await lab.server?.close();
  });
  return lab;
}

/** Fills the fields with the largest valid scenario: a day-long run with a
 *  1 ms cadence. */
export async function setExtreme(page, { shutdown = '' } = {}) {
  const set = async (label, value) => page.getByLabel(label, { exact: true }).fill(value);
  await set('Original active work (seconds)', '86400');
  await set('Lease / visibility duration (seconds)', '86400');
  await set('Heartbeat cadence (seconds)', '0.001');
  await set('Pause starts at (seconds)', '43200');
  await set('Pause duration (seconds)', '86400');
  await set('Replacement work (seconds)', '86400');
  await set('Shutdown signal at (seconds, optional)', shutdown);
}

/** The source that defines the presets, as data. */
export const PRESETS_SOURCE = fileURLToPath(new URL('../../src/present/presets.rs', import.meta.url));

/** Every preset in `src/present/presets.rs`, in button order, read with a
 *  regex so that a new preset is tested without editing any test:
 *  `{ slug, name, lesson, source }` (`source` is null for `None`). Also
 *  returns how many `slug: "..."` entries the file has, so a preset the
 *  regex failed to read is noticed. */
export async function readPresets() {
  const text = await readFile(PRESETS_SOURCE, 'utf8');
  // A Rust string literal; its escapes (\" and \\) are JSON's too.
  const string = String.raw`"((?:[^"\\]|\\.)*)"`;
  const unquote = (body) => JSON.parse(`"${body}"`);
  const preset = new RegExp(
    String.raw`\bslug:\s*${string},\s*name:\s*${string},\s*lesson:\s*${string},\s*source:\s*(?:None|Some\(\s*${string}\s*\))`,
    'g',
  );
  const presets = [...text.matchAll(preset)].map(([, slug, name, lesson, source]) => ({
    slug: unquote(slug),
    name: unquote(name),
    lesson: unquote(lesson),
    source: source === undefined ? null : unquote(source),
  }));
  const slugEntries = [...text.matchAll(/\bslug:\s*"/g)].length;
  return { presets, slugEntries };
}

/** The text under the preset buttons when `preset` is loaded. */
export function lessonLine({ lesson, source }) {
  return source === null ? `Look for: ${lesson}` : `Look for: ${lesson} Source: ${source}`;
}

/** Resolves after the page has rendered two more frames: everything the
 *  last input queued (including work deferred to the next frame) is done. */
export async function nextFrames(page, count = 2) {
  await page.evaluate((n) => new Promise((resolve) => {
    const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  }), count);
}
