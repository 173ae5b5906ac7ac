// Instructors' uses: dist/ under any sub-path, inside an iframe on another
// origin, presets chosen by #preset=<name>, the compact #embed layout, and
// a print stylesheet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, serve, launch, openPage, metricValues, writeRows, readPresets, lessonLine, onlyIn } from './harness.mjs';

const SUB_PATH = '/courses/dist-sys/lab3/';

let lab;
let host;
let browser;
before(async () => {
  lab = await serve(DIST, SUB_PATH);
  const hostDir = await mkdtemp(join(tmpdir(), 'lease-lab-host-'));
  await writeFile(join(hostDir, "index.html"), `<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head><body style="margin:0">
    <iframe id="lab" title="Lease Lab" width="760" height="560" style="border:0"
      src="${lab.url}#preset=watermark-race&embed"></iframe></body></html>`);
  host = await serve(hostDir, '/');
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await lab?.close();
  await host?.close();
});

test('dist/ works unchanged under a nested sub-path', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const failures = [];
  page.on('response', (response) => { if (response.status() >= 400) failures.push(response.url()); });
  await page.goto(lab.url);
  await page.waitForSelector('body[data-ready]');
  assert.deepEqual(failures, []);
  assert.deepEqual(await metricValues(page), ['1', '13 s', '5 s', '26 s']);
  await context.close();
});

test('inside an iframe on another origin, #preset and #embed apply', async () => {
  const context = await browser.newContext({ viewport: { width: 760, height: 560 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  await page.goto(host.url);
  const frame = page.frameLocator('#lab');
  await frame.locator('body[data-ready]').waitFor();
  assert.notEqual(new URL(host.url).origin, new URL(lab.url).origin);
  assert.equal(await frame.locator('.metric-value').first().innerText(), '2');
  assert.equal(await frame.getByLabel('Resource enforcement').inputValue(), 'watermark');
  assert.ok(await frame.locator('body.embed').count() === 1);
  const frameHandle = page.frames().find((f) => f.url().startsWith(lab.url));
  const fits = await frameHandle.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  assert.ok(fits, 'no horizontal scrolling at 760 x 560');
  for (const visible of ['.controls', '.headline', '.timeline-svg', '.metrics', 'table.writes']) {
    assert.ok(await frame.locator(visible).isVisible(), `${visible} is shown in the embed layout`);
  }
  for (const hidden of ['table.events', 'table.contracts', '.worksheet', '.explain']) {
    assert.ok(!(await frame.locator(hidden).isVisible()), `${hidden} waits behind the disclosure`);
  }
  const more = frame.getByRole('button', { name: /Event log, contract comparison/ });
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await more.click();
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  assert.ok(await frame.locator('table.events').isVisible());
  assert.ok(frameHandle.url().endsWith('#preset=watermark-race&embed'), 'the fragment is never rewritten');
  assert.deepEqual(problems, []);
  await context.close();
});

test('every preset in presets.rs has a #preset= name that loads it', async () => {
  // Read from the source, so a new preset is covered without editing this test.
  const { presets, slugEntries } = await readPresets();
  assert.equal(presets.length, slugEntries, 'every slug: entry in presets.rs was read');
  const { page: reference, context: referenceContext } = await openPage(browser, lab.url);
  assert.deepEqual(await reference.locator('button.preset').allInnerTexts(), presets.map((p) => p.name));
  for (const preset of presets) {
    const { slug, name } = preset;
    await reference.getByRole('button', { name, exact: true }).click();
    const expected = { metrics: await metricValues(reference), writes: await writeRows(reference) };
    const { page, context, problems } = await openPage(browser, `${lab.url}#preset=${slug}`);
    assert.deepEqual({ metrics: await metricValues(page), writes: await writeRows(page) }, expected, slug);
    const pressed = await page.locator('button.preset').evaluateAll((all) => all.map((b) => b.getAttribute('aria-pressed')));
    assert.deepEqual(pressed, presets.map((p) => String(p === preset)), `only ${slug} is pressed`);
    assert.equal(await page.locator('.preset-lesson').innerText(), lessonLine(preset), slug);
    assert.equal(await page.locator('.hash-notice').innerText(), '', slug);
    assert.equal(new URL(page.url()).hash, `#preset=${slug}`);
    assert.deepEqual(problems, [], slug);
    await context.close();
  }
  await referenceContext.close();
});

test('an unknown preset name shows a notice and the default example', async () => {
  const { page, context, problems } = await openPage(browser, `${lab.url}#preset=no-such-thing`);
  assert.match(await page.locator('.hash-notice').innerText(), /no preset called "no-such-thing"/);
  assert.deepEqual(await metricValues(page), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('printing hides the controls and keeps table rows whole', onlyIn('chromium', 'print emulation needs CDP, which Firefox does not offer'), async () => {
  const { page, context } = await openPage(browser, lab.url);
  await page.emulateMedia({ media: 'print' });
  assert.ok(!(await page.getByRole('slider', { name: 'Lease / visibility duration slider' }).isVisible()));
  assert.ok(!(await page.getByRole('button', { name: 'Download JSON worksheet' }).isVisible()));
  assert.ok(!(await page.getByRole('button', { name: 'Try the watermark race' }).isVisible()));
  const row = await page.locator('table.events tbody tr').first().evaluate((tr) => getComputedStyle(tr).breakInside);
  assert.equal(row, 'avoid');
  const pauseFill = await page.locator('.timeline-svg .bar.paused rect').evaluate((r) => getComputedStyle(r).fill);
  assert.match(pauseFill, /url\(/, 'the pause keeps its hatching in print');
  assert.ok(await page.locator('table.writes').isVisible());
  await context.close();
});
