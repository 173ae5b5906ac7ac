// The one-file copy (dist/lease-lab-offline.html) opened straight from
// disk, as an instructor's attachment or USB stick would give it: it must
// work like the hosted page and ask the network for nothing at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST, ENGINE, sharedLab, openPage, metricValues, writeRows, nextFrames, consoleProblems, byLabel, button, fill,
  countByRole, download, openWorksheet, isShown, emulatePrint, skipIn,
} from './harness.mjs';

const FILE_URL = pathToFileURL(join(DIST, 'lease-lab-offline.html')).href;

const lab = sharedLab();

/** Opens the file with `fragment` in the shared session. In WebKit, whose
 *  driver has no console log and where no test server can add the console
 *  probe to a file, the page gets the same probe once it is ready: console
 *  errors and warnings, uncaught errors and policy violations from then on
 *  (the other engines report the whole load over BiDi). */
async function openOffline(fragment = '', options = {}) {
  const browser = await openPage(lab.browser, FILE_URL + fragment, options);
  if (ENGINE === 'webkit') {
    await browser.execute(() => {
      window.__problems = [];
      for (const level of ['error', 'warn']) {
        const original = console[level];
        console[level] = (...args) => { window.__problems.push(`${level}: ${args.map(String).join(' ')}`); original.apply(console, args); };
      }
      addEventListener('error', (e) => window.__problems.push(`pageerror: ${e.message}`));
      addEventListener('unhandledrejection', (e) => window.__problems.push(`pageerror: ${e.reason}`));
      addEventListener('securitypolicyviolation', (e) => window.__problems.push(`error: Content-Security-Policy blocked ${e.violatedDirective} ${e.blockedURI}`));
    });
  }
  return browser;
}

/** At the end of a test: nothing was fetched and nothing complained. The
 *  page's own resource timing lists every load it made (there is no server
 *  to ask): other than the document itself, only blob: and data: URLs,
 *  which are memory, not network (the page's own downloads, and a font
 *  Firefox itself decodes from a data: URL when it opens a local file). */
async function assertQuiet(browser) {
  await nextFrames(browser);
  const requests = await browser.execute((file) => performance.getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => url.split('#')[0] !== file && !/^(blob|data):/.test(url)), FILE_URL);
  assert.deepEqual(requests, [], 'no request at all');
  assert.deepEqual(await consoleProblems(browser), [], 'a clean console');
}

test('from disk it shows the seed example, takes a field change and a preset', async () => {
  const browser = await openOffline();
  assert.equal(await browser.execute(() => location.protocol), 'file:');
  assert.deepEqual(await metricValues(browser), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await writeRows(browser), [
    ['18 s', 'Worker B / 2', 'Accepted', 'Increment applied under current-epoch enforcement.'],
    ['26 s', 'Worker A / 1', 'Rejected', 'Token 1 does not match registered epoch 2.'],
  ]);
  await fill(browser, 'Pause duration (seconds)', '5');
  assert.deepEqual(await metricValues(browser), ['1', 'None', '0 s', '17 s']);
  await (await button(browser, 'Try the watermark race')).click();
  assert.deepEqual(await metricValues(browser), ['2', '13 s', '9 s', '22 s']);
  assert.equal(await (await byLabel(browser, 'Resource enforcement')).getValue(), 'watermark');
  assert.equal(await countByRole(browser, 'link', 'Download this lab as one file'), 0,
    'the copy does not offer a download of itself');
  assert.equal(await browser.execute(() => document.querySelector('nav.languages')?.checkVisibility() ?? false), false,
    'no language menu: the other pages are not beside the file');
  await assertQuiet(browser);
});

test('a worksheet downloaded from the file opens again in it', async () => {
  const browser = await openOffline();
  await fill(browser, 'Lease / visibility duration (seconds)', '7');
  await fill(browser, 'Your notes', 'Read on the train, no network.');
  const { text } = await download(browser, 'Download JSON worksheet');
  const sheet = JSON.parse(text);
  assert.equal(sheet.scenario.lease_s, 7);
  assert.equal(sheet.notes, 'Read on the train, no network.');
  const changed = await metricValues(browser);

  await (await button(browser, 'Healthy run')).click();
  await fill(browser, 'Your notes', '');
  assert.notDeepEqual(await metricValues(browser), changed);
  await openWorksheet(browser, 'train.json', text);
  const values = await browser.execute(() => ['Lease / visibility duration (seconds)', 'Your notes']
    .map((text) => [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === text)?.control?.value));
  assert.deepEqual(values, ['7', 'Read on the train, no network.']);
  assert.deepEqual(await metricValues(browser), changed);
  await assertQuiet(browser);
});

test('#preset=watermark-race&embed gives the compact preset view', async () => {
  const browser = await openOffline('#preset=watermark-race&embed', { viewport: { width: 760, height: 560 } });
  const shown = await browser.execute(() => ({
    embed: document.querySelectorAll('body.embed').length,
    // No horizontal scrolling at 760 x 560.
    fits: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    width: innerWidth,
    href: location.href,
  }));
  assert.deepEqual({ ...shown, href: undefined }, { embed: 1, fits: true, width: 760, href: undefined });
  assert.ok(shown.href.endsWith('#preset=watermark-race&embed'), `the fragment is never rewritten: ${shown.href}`);
  assert.deepEqual(await metricValues(browser), ['2', '13 s', '9 s', '22 s']);
  assert.equal(await (await byLabel(browser, 'Resource enforcement')).getValue(), 'watermark');
  await assertQuiet(browser);
});

test('lesson mode and the scenario keys work from the file too', async () => {
  const browser = await openOffline('#lease_s=7&predict');
  assert.equal(await browser.execute(() => document.documentElement.dataset.lesson), 'predict');
  assert.equal(await (await byLabel(browser, 'Lease / visibility duration (seconds)')).getValue(), '7');
  assert.ok(!(await isShown(browser, '.metrics')), 'results wait for the reveal');
  await assertQuiet(browser);
});

test('after the wasm starts, the file shows what the hosted page shows', async () => {
  const results = [];
  for (const url of [lab.server.url, FILE_URL]) {
    const browser = await openPage(lab.browser, `${url}#preset=gc-pause`);
    await nextFrames(browser);
    results.push(await browser.execute(() => document.getElementById('app').innerHTML));
  }
  assert.ok(results[0].length > 10_000);
  // But for the hidden language menu (its pages are not beside the file).
  assert.equal(results[1], results[0].replace('<nav aria-label="Language" class="languages">', '<nav hidden="" aria-label="Language" class="languages">'));
});

test('its policy allows no source at all, and the hosted page only links to it', async () => {
  const file = await readFile(join(DIST, 'lease-lab-offline.html'), 'utf8');
  const policy = file.match(/<meta content="([^"]*)" http-equiv=Content-Security-Policy>/)[1];
  // Only the figure's PNG export loads a blob: URL, as an image.
  assert.match(policy, /; img-src data: blob:;/);
  assert.doesNotMatch(policy.replace('img-src data: blob:', ''), /'self'|https?:|blob:|'unsafe-inline'|'unsafe-eval'/);
  assert.match(policy, /connect-src 'none'/);
  assert.doesNotMatch(file, /<(?:link|script|img|iframe)\b[^>]*\b(?:href|src)=(?!"?data:)/, 'nothing refers outside the file');
  const hosted = await readFile(join(DIST, 'index.html'), 'utf8');
  assert.match(hosted, /<a href="lease-lab-offline.html" download(?:="")?>Download this lab as one file<\/a>/);
});

test('print from the file uses the print layout',
  skipIn(['firefox', 'webkit'], 'print media emulation needs CDP (Emulation.setEmulatedMedia), which only Chromium offers'),
  async () => {
    const browser = await openOffline();
    await emulatePrint(browser);
    const shown = await browser.execute(() => {
      const visible = (e) => Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
      return { slider: visible(document.querySelector('.controls input[type=range]')), writes: visible(document.querySelector('table.writes')) };
    });
    assert.deepEqual(shown, { slider: false, writes: true }, 'no sliders on paper, the writes table is');
    await emulatePrint(browser, false);
    await assertQuiet(browser);
  });
