// The one-file copy (dist/lease-lab-offline.html) opened straight from
// disk, as an instructor's attachment or USB stick would give it: it must
// work like the hosted page and ask the network for nothing at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, serve, launch, metricValues, writeRows, nextFrames, onlyIn } from './harness.mjs';

const FILE_URL = pathToFileURL(join(DIST, 'lease-lab-offline.html')).href;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Opens the file with `fragment`, recording every request other than the
 *  document itself and every console error or warning. blob: and data: URLs
 *  are memory, not network: the page's own downloads, and a font Firefox
 *  itself decodes from a data: URL when it opens a local file. */
async function openOffline(fragment = '', options = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  const requests = [];
  const problems = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.split('#')[0] !== FILE_URL && !/^(blob|data):/.test(url)) requests.push(url);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(FILE_URL + fragment);
  await page.waitForSelector('body[data-ready]');
  return { page, context, requests, problems };
}

/** At the end of a test: nothing was fetched and nothing complained. */
async function assertQuiet(page, requests, problems) {
  await nextFrames(page);
  assert.deepEqual(requests, [], 'no request at all');
  assert.deepEqual(problems, [], 'a clean console');
}

test('from disk it shows the seed example, takes a field change and a preset', async () => {
  const { page, context, requests, problems } = await openOffline();
  assert.deepEqual(await metricValues(page), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await writeRows(page), [
    ['18 s', 'Worker B / 2', 'Accepted', 'Increment applied under current-epoch enforcement.'],
    ['26 s', 'Worker A / 1', 'Rejected', 'Token 1 does not match registered epoch 2.'],
  ]);
  await page.getByLabel('Pause duration (seconds)', { exact: true }).fill('5');
  assert.deepEqual(await metricValues(page), ['1', 'None', '0 s', '17 s']);
  await page.getByRole('button', { name: 'Try the watermark race', exact: true }).click();
  assert.deepEqual(await metricValues(page), ['2', '13 s', '9 s', '22 s']);
  assert.equal(await page.getByLabel('Resource enforcement').inputValue(), 'watermark');
  assert.equal(await page.getByRole('link', { name: 'Download this lab as one file' }).count(), 0,
    'the copy does not offer a download of itself');
  await assertQuiet(page, requests, problems);
  await context.close();
});

test('a worksheet downloaded from the file opens again in it', async () => {
  const { page, context, requests, problems } = await openOffline();
  await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).fill('7');
  await page.getByLabel('Your notes').fill('Read on the train, no network.');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON worksheet', exact: true }).click(),
  ]);
  const text = await readFile(await file.path(), 'utf8');
  const sheet = JSON.parse(text);
  assert.equal(sheet.scenario.lease_s, 7);
  assert.equal(sheet.notes, 'Read on the train, no network.');
  const changed = await metricValues(page);

  await page.getByRole('button', { name: 'Healthy run', exact: true }).click();
  await page.getByLabel('Your notes').fill('');
  assert.notDeepEqual(await metricValues(page), changed);
  await page.getByLabel('Open worksheet').setInputFiles({ name: 'train.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => (document.querySelector('[role=status]')?.textContent ?? '').includes('train.json'));
  assert.equal(await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).inputValue(), '7');
  assert.equal(await page.getByLabel('Your notes').inputValue(), 'Read on the train, no network.');
  assert.deepEqual(await metricValues(page), changed);
  await assertQuiet(page, requests, problems);
  await context.close();
});

test('#preset=watermark-race&embed gives the compact preset view', async () => {
  const { page, context, requests, problems } = await openOffline('#preset=watermark-race&embed', { viewport: { width: 760, height: 560 } });
  assert.equal(await page.locator('body.embed').count(), 1);
  assert.deepEqual(await metricValues(page), ['2', '13 s', '9 s', '22 s']);
  assert.equal(await page.getByLabel('Resource enforcement').inputValue(), 'watermark');
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  assert.ok(fits, 'no horizontal scrolling at 760 x 560');
  assert.ok(page.url().endsWith('#preset=watermark-race&embed'), 'the fragment is never rewritten');
  await assertQuiet(page, requests, problems);
  await context.close();
});

test('lesson mode and the scenario keys work from the file too', async () => {
  const { page, context, requests, problems } = await openOffline('#lease_s=7&predict');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.lesson), 'predict');
  assert.equal(await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).inputValue(), '7');
  assert.ok(!(await page.locator('.metrics').isVisible()), 'results wait for the reveal');
  await assertQuiet(page, requests, problems);
  await context.close();
});

test('after the wasm starts, the file shows what the hosted page shows', async () => {
  const server = await serve();
  const results = [];
  for (const url of [server.url, FILE_URL]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}#preset=gc-pause`);
    await page.waitForSelector('body[data-ready]');
    await nextFrames(page);
    results.push(await page.evaluate(() => document.getElementById('app').innerHTML));
    await context.close();
  }
  await server.close();
  assert.ok(results[0].length > 10_000);
  assert.equal(results[1], results[0]);
});

test('its policy allows no source at all, and the hosted page only links to it', async () => {
  const file = await readFile(join(DIST, 'lease-lab-offline.html'), 'utf8');
  const policy = file.match(/<meta content="([^"]*)" http-equiv=Content-Security-Policy>/)[1];
  assert.doesNotMatch(policy, /'self'|https?:|blob:|'unsafe-inline'|'unsafe-eval'/);
  assert.match(policy, /connect-src 'none'/);
  assert.doesNotMatch(file, /<(?:link|script|img|iframe)\b[^>]*\b(?:href|src)=(?!"?data:)/, 'nothing refers outside the file');
  const hosted = await readFile(join(DIST, 'index.html'), 'utf8');
  assert.match(hosted, /<a href="lease-lab-offline.html" download(?:="")?>Download this lab as one file<\/a>/);
});

test('print from the file uses the print layout', onlyIn('chromium', 'print emulation needs CDP, which Firefox does not offer'), async () => {
  const { page, context, requests, problems } = await openOffline();
  await page.emulateMedia({ media: 'print' });
  assert.ok(!(await page.locator('.controls input[type=range]').first().isVisible()), 'no sliders on paper');
  assert.ok(await page.locator('table.writes').isVisible());
  await assertQuiet(page, requests, problems);
  await context.close();
});
