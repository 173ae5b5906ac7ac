// Browser sessions: one WebDriver session in the engine this process
// drives, through WebdriverIO, with Debian's drivers and browsers given by
// path (no driver downloads anything), its own download folder and its
// console errors and warnings collected, for an option set (colour scheme,
// reduced motion, scripts off); and the process's shared lab, the one
// server and the sessions every test file reuses (`sharedLab`), opened once
// per option set, replaced at the start of a file when a download spoiled
// one, and closed by `closeLab` after the last file. The lab's state (LAB)
// lives here and nowhere else. Setting a session's viewport belongs to
// opening a page and shares its in-page waits, so it is in page.mjs with
// `openPage`; this module uses `nextFrames` from there, and page.mjs
// imports nothing from here.
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before } from 'node:test';
import { remote } from 'webdriverio';
import { ENGINE } from './engine.mjs';
import { serve } from './server.mjs';
import { nextFrames } from './page.mjs';

/** Where the drivers and browsers are. xtask installs them; these are
 *  Debian's paths, and geckodriver's cargo install. */
const BINARIES = {
  chromium: process.env.LEASE_LAB_CHROMIUM ?? '/usr/bin/chromium',
  chromedriver: process.env.LEASE_LAB_CHROMEDRIVER ?? '/usr/bin/chromedriver',
  firefox: process.env.LEASE_LAB_FIREFOX ?? '/usr/bin/firefox-esr',
  geckodriver: process.env.LEASE_LAB_GECKODRIVER ?? join(process.env.CARGO_HOME ?? join(process.env.HOME ?? '/root', '.cargo'), 'bin', 'geckodriver'),
  minibrowser: process.env.LEASE_LAB_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  webkitdriver: process.env.LEASE_LAB_WEBKITDRIVER ?? '/usr/bin/WebKitWebDriver',
};

const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage', '--window-size=1280,900',
];

/** Where the drivers' own logs are written, one file per session. */
export const DRIVER_LOGS = process.env.LEASE_LAB_DRIVER_LOGS ?? join(tmpdir(), 'lease-lab-driver-logs');

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts WebKitWebDriver on a free port with its own home folder (where
 *  MiniBrowser saves downloads) and GTK settings (reduced motion), and
 *  collects MiniBrowser's console messages from its output. */
async function startWebKitDriver({ home, reducedMotion }) {
  if (!process.env.DISPLAY) throw new Error('WebKit needs a display: run under Xvfb (cargo xtask test starts one) with DISPLAY set');
  const config = join(home, '.config');
  await mkdir(join(config, 'gtk-3.0'), { recursive: true });
  await writeFile(join(config, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`);
  await writeFile(join(config, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${join(home, 'Downloads')}"\n`);
  const port = await freePort();
  // WEBKIT_DISABLE_COMPOSITING_MODE: Xvfb has no GPU, so WebKitGTK's
  // accelerated compositing runs through Mesa's software GL. Without it the
  // page is laid out and painted the same, for 40 % less of the CPU the
  // three engines share in `cargo xtask test` (layout.test.mjs alone: 29-33
  // CPU seconds, 15-20 without).
  const driver = spawn(BINARIES.webkitdriver, [`--port=${port}`], {
    env: {
      ...process.env, HOME: home, XDG_CONFIG_HOME: config, XDG_DOWNLOAD_DIR: join(home, 'Downloads'),
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { lines: [] };
  const collect = (chunk) => { output.lines.push(...String(chunk).split('\n').filter(Boolean)); };
  driver.stdout.on('data', collect);
  driver.stderr.on('data', collect);
  // Ready once it answers /status.
  for (let tries = 0; ; tries++) {
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/status`);
      if (reply.ok) break;
    } catch { /* not listening yet */ }
    if (tries > 200) throw new Error(`WebKitWebDriver did not start on port ${port}: ${output.lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { port, output, stop: () => driver.kill() };
}

/** One WebDriver session in the current engine. `options`:
 *  `colorScheme` ('dark' | 'light'), `reducedMotion` (true), `javaScript`
 *  (false turns scripts off). Each session has its own download folder
 *  (`browser.downloads`) and collects console errors and warnings into
 *  `browser.problems` (cleared by `openPage`). */
export async function startBrowser({ colorScheme = 'light', reducedMotion = false, javaScript = true } = {}) {
  const downloads = await mkdtemp(join(tmpdir(), `lease-lab-${ENGINE}-`));
  // Driver output (Firefox's chatter included) goes to a log file per
  // session in DRIVER_LOGS, not into the test report.
  const common = { logLevel: 'warn', outputDir: DRIVER_LOGS, connectionRetryCount: 0, waitforInterval: 20, waitforTimeout: 10_000 };
  let browser;
  let stopDriver = () => {};
  if (ENGINE === 'chromium') {
    const prefs = { 'download.default_directory': downloads, 'download.prompt_for_download': false };
    if (!javaScript) prefs['profile.managed_default_content_settings.javascript'] = 2;
    browser = await remote({
      ...common,
      capabilities: {
        browserName: 'chrome',
        webSocketUrl: true,
        'goog:chromeOptions': { binary: BINARIES.chromium, args: CHROMIUM_ARGS, prefs },
        'wdio:chromedriverOptions': { binary: BINARIES.chromedriver },
      },
    });
    const features = [{ name: 'prefers-color-scheme', value: colorScheme }];
    if (reducedMotion) features.push({ name: 'prefers-reduced-motion', value: 'reduce' });
    browser.emulation = features;
  } else if (ENGINE === 'firefox') {
    browser = await remote({
      ...common,
      capabilities: {
        browserName: 'firefox',
        webSocketUrl: true,
        'moz:firefoxOptions': {
          binary: BINARIES.firefox,
          args: ['-headless', '-width=1280', '-height=900'],
          prefs: {
            'browser.download.folderList': 2,
            'browser.download.dir': downloads,
            'browser.download.useDownloadDir': true,
            'browser.download.always_ask_before_handling_new_types': false,
            'browser.download.manager.showWhenStarting': false,
            'browser.helperApps.neverAsk.saveToDisk': 'application/json,text/markdown,text/html,application/octet-stream',
            // The async clipboard's readText, for tests that read what a
            // copy button wrote.
            'dom.events.asyncClipboard.readText': true,
            'dom.events.testing.asyncClipboard': true,
            'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
            'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
            'javascript.enabled': javaScript,
          },
        },
        'wdio:geckodriverOptions': { binary: BINARIES.geckodriver },
      },
    });
  } else {
    const home = downloads;
    const driver = await startWebKitDriver({ home, reducedMotion });
    stopDriver = driver.stop;
    const args = ['--automation', '--javascript-can-access-clipboard=true'];
    if (colorScheme === 'dark') args.push('--dark-mode');
    if (!javaScript) args.push('--enable-javascript=false');
    browser = await remote({
      ...common,
      hostname: '127.0.0.1',
      port: driver.port,
      path: '/',
      capabilities: { 'webkitgtk:browserOptions': { binary: BINARIES.minibrowser, args } },
    });
    // A navigation waits until the page has loaded; a script does not. The
    // first script in a new scripts-off MiniBrowser, sent while its start
    // page was still loading, hung until the HTTP client gave up
    // (UND_ERR_HEADERS_TIMEOUT), three times in full runs of the suite on
    // a loaded machine and never in a file run alone: loading a page first
    // leaves nothing for the script to race.
    await browser.url('about:blank');
  }
  browser.engine = ENGINE;
  browser.scriptsOff = !javaScript;
  browser.downloads = ENGINE === 'webkit' ? join(downloads, 'Downloads') : downloads;
  await mkdir(browser.downloads, { recursive: true });
  browser.problems = [];
  if (ENGINE !== 'webkit') {
    browser.on('log.entryAdded', (entry) => {
      if (entry.level === 'error' || entry.level === 'warn') browser.problems.push(`${entry.level}: ${entry.text}`);
    });
    await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  }
  const close = browser.deleteSession.bind(browser);
  browser.close = async () => {
    try { await close(); } finally { stopDriver(); await rm(downloads, { recursive: true, force: true }); }
  };
  return browser;
}

/** The console errors and warnings since the last `openPage`, after two
 *  more frames (so work the page deferred has run). In Chromium and Firefox
 *  they come over BiDi; in WebKit from the console probe the test server
 *  adds to the page (a page not from the test server, such as a file:
 *  URL, has none, and there this returns null). */
export async function consoleProblems(browser) {
  await nextFrames(browser);
  if (ENGINE !== 'webkit') return browser.problems;
  return browser.execute(() => window.__problems ?? null);
}

/** The one server for dist/ and the browser sessions of this process,
 *  shared by every test file that `run.mjs` imports: a session is opened
 *  once per option set (`lab.session(options)`: dark, reduced motion,
 *  scripts off) and closed by `closeLab` when the last file has run. */
const LAB = { sessions: new Map(), server: null, browser: null };
let labStarting = null;

LAB.session = async (options = {}) => {
  const key = JSON.stringify(options);
  if (!LAB.sessions.has(key)) LAB.sessions.set(key, startBrowser(options));
  return LAB.sessions.get(key);
};

/** The process's lab (`lab.server`, `lab.browser`, `lab.session`), started
 *  before the calling file's first test. */
export function sharedLab() {
  before(async () => {
    labStarting ??= (async () => {
      LAB.server = await serve();
    })();
    await labStarting;
    // A session a download spoiled (see `download` in page.mjs) is
    // replaced here, at the start of a file, so no file inherits it.
    for (const [key, pending] of [...LAB.sessions]) {
      const session = await pending;
      if (session.spoiled) {
        await session.close();
        LAB.sessions.delete(key);
      }
    }
    LAB.browser = await LAB.session();
  });
  return LAB;
}

/** Closes every session and the server (run.mjs, after the last file). */
export async function closeLab() {
  for (const session of LAB.sessions.values()) await (await session).close();
  LAB.sessions.clear();
  await LAB.server?.close();
}
