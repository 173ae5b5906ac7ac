// The explorer page as a learner uses it: labelled fields, sliders,
// presets, the select, and what the results say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedLab, openPage, metricValues, writeRows, readPresets, lessonLine, nextFrames } from './harness.mjs';

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
  // Two frames after the last check: anything the page deferred has run.
  await nextFrames(page);
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

// What each preset must show, by slug. The presets themselves (slug, name,
// lesson, source) are read from src/present/presets.rs, so a new preset is
// tested at once: until its expected outcome is written here, the test
// fails and names it.
const EPOCH_OK = 'Increment applied under current-epoch enforcement.';
const EPOCH_NO = 'Token 1 does not match registered epoch 2.';
const WATERMARK_OK = (token) => `Increment applied under the last-write fencing watermark; watermark now ${token}.`;
const WATERMARK_NO = 'Token 1 is older than watermark 2.';
const UNCHECKED = 'Increment applied with no enforcement; the token was not checked.';
const EXPECTED = {
  'paused-zombie': {
    metrics: ['1', '13 s', '5 s', '26 s'],
    writes: [['18 s', 'Worker B / 2', 'Accepted', EPOCH_OK], ['26 s', 'Worker A / 1', 'Rejected', EPOCH_NO]],
  },
  'watermark-race': {
    metrics: ['2', '13 s', '9 s', '22 s'],
    writes: [['22 s', 'Worker A / 1', 'Accepted', WATERMARK_OK(1)], ['23 s', 'Worker B / 2', 'Accepted', WATERMARK_OK(2)]],
  },
  'no-enforcement': {
    metrics: ['2', '13 s', '5 s', '26 s'],
    writes: [['18 s', 'Worker B / 2', 'Accepted', UNCHECKED], ['26 s', 'Worker A / 1', 'Accepted', UNCHECKED]],
  },
  'boundary-heartbeat': {
    metrics: ['1', '10 s', '2 s', '12 s'],
    writes: [['12 s', 'Worker A / 1', 'Rejected', EPOCH_NO], ['15 s', 'Worker B / 2', 'Accepted', EPOCH_OK]],
  },
  'graceful-shutdown': {
    metrics: ['1', 'None', '0 s', '12 s'],
    writes: [['12 s', 'Worker A / 1', 'Accepted', EPOCH_OK]],
  },
  'grace-too-short': {
    metrics: ['1', '16 s', '0 s', '9 s'],
    writes: [['21 s', 'Worker B / 2', 'Accepted', EPOCH_OK]],
  },
  healthy: {
    metrics: ['1', 'None', '0 s', '12 s'],
    writes: [['12 s', 'Worker A / 1', 'Accepted', EPOCH_OK]],
  },
  'gc-pause': {
    metrics: ['1', '14 s', '4 s', '50 s'],
    writes: [['18 s', 'Worker B / 2', 'Accepted', WATERMARK_OK(2)], ['50 s', 'Worker A / 1', 'Rejected', WATERMARK_NO]],
  },
  'kubernetes-lease': {
    metrics: ['1', '49 s', '0 s', '35 s'],
    writes: [['1 min 29 s', 'Worker B / 2', 'Accepted', EPOCH_OK]],
  },
  'sqs-visibility': {
    metrics: ['2', '30 s', '15 s', '45 s'],
    writes: [['45 s', 'Worker A / 1', 'Accepted', UNCHECKED], ['1 min 15 s', 'Worker B / 2', 'Accepted', UNCHECKED]],
  },
  'sidekiq-shutdown': {
    metrics: ['1', '1 min 30 s', '0 s', '35 s'],
    writes: [['2 min 10 s', 'Worker B / 2', 'Accepted', EPOCH_OK]],
  },
  'two-hour-lease': {
    metrics: ['1', '2 h 9 min 30 s', '1 h 0 min 0 s', '5 h 5 min 0 s'],
    writes: [['3 h 9 min 30 s', 'Worker B / 2', 'Accepted', EPOCH_OK], ['5 h 5 min 0 s', 'Worker A / 1', 'Rejected', EPOCH_NO]],
  },
};

test('every preset in presets.rs loads its scenario, is shown pressed and says what to look for', async () => {
  const { presets, slugEntries } = await readPresets();
  assert.equal(presets.length, slugEntries, 'every slug: entry in presets.rs was read');
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const buttons = page.locator('button.preset');
  assert.deepEqual(await buttons.allInnerTexts(), presets.map((p) => p.name), 'one button per preset, in order');
  const pressed = () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-pressed')));
  for (const preset of presets) {
    const expected = EXPECTED[preset.slug];
    assert.ok(expected, `write the expected outcome of the new preset "${preset.slug}" in EXPECTED`);
    await page.getByRole('button', { name: preset.name, exact: true }).click();
    assert.deepEqual(await metricValues(page), expected.metrics, preset.slug);
    assert.deepEqual(await writeRows(page), expected.writes, preset.slug);
    assert.deepEqual(await pressed(), presets.map((p) => String(p === preset)), `only ${preset.slug} is pressed`);
    assert.equal(await page.locator('.preset-lesson').innerText(), lessonLine(preset), preset.slug);
  }
  assert.deepEqual(Object.keys(EXPECTED).filter((slug) => !presets.some((p) => p.slug === slug)), [],
    'no expectations left for presets that no longer exist');
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
