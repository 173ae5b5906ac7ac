// The pre-rendered page: the shipped HTML carries the full default example,
// it reads complete without JavaScript, and hydration takes it over without
// changing the DOM or shifting the layout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, BROWSER, sharedLab, openPage, metricValues, writeRows, nextFrames, onlyIn } from './harness.mjs';

/** Tests that turn scripts off run in Chromium only. */
const SCRIPTS_OFF = onlyIn('chromium', "Firefox's BiDi driver reads the page through page scripts, which this test turns off");

const lab = sharedLab();

const SEED_WRITES = [
  ['18 s', 'Worker B / 2', 'Accepted', 'Increment applied under current-epoch enforcement.'],
  ['26 s', 'Worker A / 1', 'Rejected', 'Token 1 does not match registered epoch 2.'],
];

test('dist/index.html carries the default example as text', async () => {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  assert.ok(html.includes('13 s'));
  assert.ok(html.includes('Token 1 does not match registered epoch 2'));
  const rows = [...html.matchAll(/<tr class="(accepted|rejected)">(.*?)<\/tr>/g)].map((m) => m[2].replace(/<[^>]+>/g, ''));
  assert.deepEqual(rows, [
    '18 sWorker B / 2AcceptedIncrement applied under current-epoch enforcement.',
    '26 sWorker A / 1RejectedToken 1 does not match registered epoch 2.',
  ]);
  assert.ok(html.includes('<svg'), 'the timeline is pre-rendered');
  assert.ok(html.includes('Same timeline, three contracts'));
});

test('without JavaScript the example reads complete and says why inputs are inert', SCRIPTS_OFF, async () => {
  const context = await lab.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(lab.server.url);
  assert.deepEqual(await metricValues(page), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await writeRows(page), SEED_WRITES);
  assert.equal(await page.locator('table.events tbody tr').count(), 8);
  assert.equal(await page.locator('table.contracts tbody tr').count(), 3);
  assert.ok(await page.locator('.timeline-svg').isVisible());
  assert.ok(await page.locator('.timeline-svg .mark.takeover').count() > 0);
  assert.equal(await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).inputValue(), '10');
  assert.equal(await page.getByLabel('Resource enforcement').inputValue(), 'current_epoch');
  assert.ok(await page.locator('.js-note').isVisible());
  assert.match(await page.locator('.js-note').innerText(), /JavaScript/);
  await context.close();
});

/** The app's DOM as markup, with Leptos's hydration comments removed. */
async function appMarkup(page) {
  return page.evaluate(() => document.querySelector('.page').outerHTML.replace(/<!--[^>]*-->/g, ''));
}

/** The page's markup as shipped, before any script: from a scripts-off
 *  load in Chromium; in Firefox, whose driver needs page scripts, from the
 *  shipped HTML parsed by DOMParser (which runs no script and, like a
 *  scripts-off load, parses <noscript> as markup). */
async function shippedMarkup() {
  if (BROWSER === 'firefox') {
    const { page, context } = await openPage(lab.browser, lab.server.url);
    const markup = await page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      const shipped = new DOMParser().parseFromString(html, 'text/html');
      return shipped.querySelector('.page').outerHTML.replace(/<!--[^>]*-->/g, '');
    });
    await context.close();
    return markup;
  }
  const context = await lab.browser.newContext({ javaScriptEnabled: false });
  const staticPage = await context.newPage();
  await staticPage.goto(lab.server.url);
  const markup = await appMarkup(staticPage);
  await context.close();
  return markup;
}

test('hydration keeps the pre-rendered DOM and shifts nothing', async () => {
  const prerendered = await shippedMarkup();

  const live = await lab.browser.newContext();
  const page = await live.newPage();
  await page.addInitScript(() => {
    window.__shift = 0;
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(lab.server.url);
  await page.waitForSelector('body[data-ready]');
  assert.equal(await appMarkup(page), prerendered);
  assert.equal(await page.evaluate(() => document.querySelectorAll('.workbench').length), 1, 'one app, not two');
  // Firefox has no layout-shift entries; there the shift is not measured.
  if (BROWSER === 'chromium') assert.ok((await page.evaluate(() => window.__shift)) < 0.01, 'no layout shift');

  await page.getByRole('slider', { name: 'Pause duration slider' }).fill('5');
  assert.deepEqual(await metricValues(page), ['1', 'None', '0 s', '17 s']);
  await live.close();
});

test('the hydrated page has a clean console', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  await page.getByLabel('Original active work (seconds)', { exact: true }).fill('30');
  // 4 s of work before the pause and 26 s after it resumes at 18 s.
  assert.equal((await metricValues(page))[3], '44 s', 'the page processed the input');
  // Two more frames: the map, redrawn a frame later, is done too.
  await nextFrames(page);
  assert.deepEqual(problems, []);
  await context.close();
});
