// The explorer page as a learner uses it: labelled fields, sliders,
// presets, the select, and what the results say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedLab, openPage, metricValues, writeRows } from './harness.mjs';

const lab = sharedLab();

const LABELS = [
  'Original active work (seconds)',
  'Lease / visibility duration (seconds)',
  'Heartbeat cadence (seconds)',
  'Pause starts at (seconds)',
  'Pause duration (seconds)',
  'Replacement work (seconds)',
  'Shutdown signal at (seconds, optional)',
  'Shutdown grace (seconds)',
];

test('the seed example is shown exactly, with a clean console', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  assert.deepEqual(await metricValues(page), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await writeRows(page), [
    ['18 s', 'Worker B / 2', 'Accepted', 'Increment applied under current-epoch enforcement.'],
    ['26 s', 'Worker A / 1', 'Rejected', 'Token 1 does not match registered epoch 2.'],
  ]);
  const values = [];
  for (const label of LABELS) values.push(await page.getByLabel(label, { exact: true }).inputValue());
  assert.deepEqual(values, ['12', '10', '3', '4', '14', '5', '', '10']);
  assert.equal(await page.getByLabel('Resource enforcement').inputValue(), 'current_epoch');
  assert.equal(await page.getByRole('combobox', { name: 'Resource enforcement' }).locator('option:checked').innerText(), 'Registered current epoch');
  await page.waitForTimeout(200);
  assert.deepEqual(problems, []);
  await context.close();
});

test('every field has its own slider with a different name', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  for (const label of LABELS) {
    const base = label.split(' (')[0];
    const slider = page.getByRole('slider', { name: `${base} slider`, exact: true });
    assert.equal(await slider.count(), 1, label);
    assert.equal(await page.getByLabel(label, { exact: true }).count(), 1, label);
  }
  await context.close();
});

test('typing into a labelled field updates everything', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.getByLabel('Pause duration (seconds)', { exact: true }).fill('5');
  assert.deepEqual(await metricValues(page), ['1', 'None', '0 s', '17 s']);
  assert.equal(await page.getByRole('slider', { name: 'Pause duration slider' }).inputValue(), '5');
  await page.getByLabel('Resource enforcement').selectOption({ label: 'No enforcement' });
  await page.getByLabel('Pause duration (seconds)', { exact: true }).fill('14');
  assert.equal((await metricValues(page))[0], '2');
  await context.close();
});

test('moving a slider updates the field and the results', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  const slider = page.getByRole('slider', { name: 'Pause duration slider' });
  await slider.focus();
  await page.keyboard.press('Home');
  assert.equal(await page.getByLabel('Pause duration (seconds)', { exact: true }).inputValue(), '0');
  assert.equal((await metricValues(page))[1], 'None');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByLabel('Pause duration (seconds)', { exact: true }).inputValue(), '20');
  assert.equal((await metricValues(page))[1], '13 s');
  await context.close();
});

test('invalid input is explained at the field and the last result is kept', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const lease = page.getByLabel('Lease / visibility duration (seconds)', { exact: true });
  await lease.fill('0');
  assert.equal(await lease.getAttribute('aria-invalid'), 'true');
  const describedBy = await lease.getAttribute('aria-describedby');
  const message = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText();
  assert.equal(message, 'Lease must be greater than 0 s');
  assert.deepEqual(await metricValues(page), ['1', '13 s', '5 s', '26 s']);
  assert.match(await page.locator('.stale-notice').innerText(), /Out of date/);
  assert.equal(await page.getByLabel('Pause duration (seconds)', { exact: true }).inputValue(), '14');
  await lease.fill(' 20 ');
  assert.equal(await lease.getAttribute('aria-invalid'), 'false');
  assert.equal((await metricValues(page))[1], 'None');
  assert.equal(await page.locator('.stale-notice').innerText(), '');
  assert.deepEqual(problems, []);
  await context.close();
});

const PRESET_EXPECTATIONS = [
  ['Paused zombie', ['1', '13 s', '5 s', '26 s']],
  ['Try the watermark race', ['2', '13 s', '9 s', '22 s']],
  ['No enforcement', ['2', '13 s', '5 s', '26 s']],
  ['Heartbeat at the boundary', ['1', '10 s', '2 s', '12 s']],
  ['Graceful shutdown', ['1', 'None', '0 s', '12 s']],
  ['Grace too short', ['1', '16 s', '0 s', '9 s']],
  ['Healthy run', ['1', 'None', '0 s', '12 s']],
];

test('every preset loads its scenario', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  for (const [name, metrics] of PRESET_EXPECTATIONS) {
    await page.getByRole('button', { name, exact: true }).click();
    assert.deepEqual(await metricValues(page), metrics, name);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the page fits narrow screens without sideways scrolling', async () => {
  for (const width of [320, 375]) {
    const { page, context } = await openPage(lab.browser, lab.server.url, { viewport: { width, height: 800 } });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${width} px wide`);
    await context.close();
  }
});
