// Guarantees proven in a real browser: every field refuses bad input at the
// field without losing anything; the page makes no network request after
// loading, stores nothing and never touches its URL; it runs under a strict
// CSP; and bursts of input leave it consistent and responsive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedLab, setExtreme, openPage, metricValues, nextFrames } from './harness.mjs';

const lab = sharedLab();

const FIELDS = [
  ['Original active work (seconds)', '12', { positive: false, optional: false }],
  ['Lease / visibility duration (seconds)', '10', { positive: true, optional: false }],
  ['Heartbeat cadence (seconds)', '3', { positive: true, optional: false }],
  ['Pause starts at (seconds)', '4', { positive: false, optional: false }],
  ['Pause duration (seconds)', '14', { positive: false, optional: false }],
  ['Replacement work (seconds)', '5', { positive: false, optional: false }],
  ['Shutdown signal at (seconds, optional)', '', { positive: false, optional: true }],
  ['Shutdown grace (seconds)', '10', { positive: false, optional: false }],
];

const SHORT = {
  'Lease / visibility duration (seconds)': 'Lease',
  'Heartbeat cadence (seconds)': 'Heartbeat cadence',
};

/** Each bad value and the rule its message must state. */
function badValues(label, { positive, optional }) {
  const cases = [
    ['-1', 'Use 0 s or more'],
    ['abc', 'Enter plain seconds'],
    ['1e999', 'Enter plain seconds'],
    ['NaN', 'Enter plain seconds'],
    ['Infinity', 'Enter plain seconds'],
    ['0.0001', 'Use at most 3 decimal places'],
    ['86400.001', 'At most 86 400 s'],
    ['5,5', 'Use a point for decimals'],
  ];
  if (!optional) cases.push(['', 'Enter a number of seconds']);
  if (positive) cases.push(['0', `${SHORT[label]} must be greater than 0 s`]);
  return cases;
}

async function allValues(page) {
  return page.evaluate(() => [...document.querySelectorAll('.controls input.number, .controls select')].map((e) => e.value));
}

test('every field explains every bad value and keeps everything else', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const results = () => page.evaluate(() => [...document.querySelectorAll('.metric-value, table')].map((e) => e.textContent));
  const validResults = await results();
  let tried = 0;
  for (const [index, [label, valid, rules]] of FIELDS.entries()) {
    const field = page.getByLabel(label, { exact: true });
    for (const [bad, rule] of badValues(label, rules)) {
      await field.fill(bad);
      tried += 1;
      assert.equal(await field.getAttribute('aria-invalid'), 'true', `${label} ${bad}`);
      const describedBy = (await field.getAttribute('aria-describedby')).split(' ');
      const message = await page.locator(`[id="${describedBy[0]}"]`).innerText();
      assert.ok(message.includes(rule), `${label} given ${JSON.stringify(bad)}: ${message}`);
      assert.ok(await page.locator(`[id="${describedBy[0]}"]`).isVisible());
      const values = await allValues(page);
      const expected = FIELDS.map(([, v]) => v);
      expected[index] = bad;
      expected.splice(6, 0, 'current_epoch');
      assert.deepEqual(values, expected, 'other fields keep their values');
      assert.deepEqual(await results(), validResults, 'the last valid result stays');
      assert.ok(await page.locator('.results.stale').isVisible(), 'marked out of date');
    }
    await field.fill(` ${valid || '5'} `);
    assert.equal(await field.getAttribute('aria-invalid'), 'false', `${label} accepts surrounding spaces`);
    await field.fill(valid);
    assert.equal(await page.locator('.results.stale').count(), 0);
    const slider = page.getByRole('slider', { name: `${label.split(' (')[0]} slider` });
    if (valid) assert.equal(Number(await slider.inputValue()), Number(valid), 'slider agrees with the field');
  }
  assert.deepEqual(await results(), validResults);
  console.log(`# bad inputs tried: ${tried}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('sliders and fields never disagree', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  for (const [label] of FIELDS) {
    const field = page.getByLabel(label, { exact: true });
    const slider = page.getByRole('slider', { name: `${label.split(' (')[0]} slider` });
    for (const value of ['0.5', '7.25', '59.999', '120', '7213.5', '86400']) {
      await field.fill(value);
      assert.equal(await slider.inputValue(), value, `${label} field ${value}`);
      assert.ok(Number(await slider.getAttribute('max')) >= Number(value));
    }
    await slider.fill('30');
    assert.equal(await field.inputValue(), '30', `${label} slider 30`);
  }
  await context.close();
});

test('no network after load, nothing stored, URL untouched', async () => {
  const context = await lab.browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url(), afterLoad: loaded }));
  let loaded = false;
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  await page.goto(lab.server.url);
  await page.waitForSelector('body[data-ready]');
  await page.waitForLoadState('networkidle');
  loaded = true;
  const startUrl = page.url();
  const origin = new URL(lab.server.url).origin;

  // Exercise every control, preset, download and import.
  for (const [label] of FIELDS) {
    await page.getByLabel(label, { exact: true }).fill('7');
    await page.getByRole('slider', { name: `${label.split(' (')[0]} slider` }).fill('9');
  }
  for (const option of ['No enforcement', 'Last-write fencing watermark', 'Registered current epoch']) {
    await page.getByLabel('Resource enforcement').selectOption({ label: option });
  }
  for (const name of await page.locator('button.preset').allInnerTexts()) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await page.getByLabel('Your notes').fill('private thoughts');
  let json = '';
  for (const name of ['Download JSON worksheet', 'Download Markdown worksheet']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    if (name.includes('JSON')) json = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
  }
  await page.getByLabel('Open worksheet').setInputFiles({ name: 'w.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await page.waitForFunction(() => document.querySelector('[role=status]').textContent.includes('w.json'));
  // The import is done; two more frames let anything it deferred run.
  await nextFrames(page);

  const network = requests.filter((r) => !r.url.startsWith('blob:') && !r.url.startsWith('data:'));
  assert.deepEqual(network.filter((r) => r.afterLoad).map((r) => r.url), [], 'no request after load');
  assert.deepEqual(network.filter((r) => !r.url.startsWith(origin)).map((r) => r.url), [], 'no other origin');
  const storage = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    indexedDB: (await indexedDB.databases()).length,
    cookie: document.cookie,
    caches: (await caches.keys()).length,
  }));
  assert.deepEqual(storage, { local: 0, session: 0, indexedDB: 0, cookie: '', caches: 0 });
  assert.deepEqual(await context.cookies(), []);
  assert.equal(page.url(), startUrl, 'URL and hash unchanged');
  assert.deepEqual(problems, []);
  console.log(`# requests after load: ${network.filter((r) => r.afterLoad).length}; storage entries: 0`);
  await context.close();
});

test('the CSP allows only the page itself and the page works under it', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  assert.deepEqual(directives['default-src'], ["'none'"]);
  assert.deepEqual(directives['style-src'], ["'self'"]);
  assert.deepEqual(directives['connect-src'], ["'self'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.deepEqual(directives['frame-src'], ["'none'"]);
  assert.deepEqual(directives['base-uri'], ["'none'"]);
  const scripts = directives['script-src'];
  assert.deepEqual(scripts.slice(0, 2), ["'self'", "'wasm-unsafe-eval'"]);
  assert.ok(scripts.slice(2).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s)), 'inline script only by hash');
  assert.ok(!csp.includes('unsafe-inline') && !csp.includes("'unsafe-eval'"));
  // The policy is live: an injected inline script does not run.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
  });
  assert.equal(await page.evaluate(() => window.__injected), undefined);
  // Chromium says "Content Security Policy", Firefox "Content-Security-Policy".
  assert.equal(problems.filter((p) => !/Content.Security.Policy/.test(p)).length, 0);
  await context.close();
});

test('bursts of input leave the page consistent and responsive', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const slider = page.getByRole('slider', { name: 'Pause duration slider' });
  await slider.focus();
  const ROUNDS = 12;
  let presses = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // 14 s up to 24 s and back: never reaches the slider's ends.
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
    presses += 20;
  }
  await page.keyboard.press('ArrowRight');
  // One frame later the page already shows the final value: nothing queued.
  const state = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve({
    field: document.querySelector('#pause_for_s-input').value,
    metrics: [...document.querySelectorAll('.metric-value')].map((e) => e.textContent),
  }))));
  assert.equal(state.field, '15');
  const reference = await openPage(lab.browser, lab.server.url);
  await reference.page.getByLabel('Pause duration (seconds)', { exact: true }).fill('15');
  assert.deepEqual(state.metrics, await metricValues(reference.page));
  await reference.context.close();

  const field = page.getByLabel('Original active work (seconds)', { exact: true });
  const VALUES = 80;
  let typed = 0;
  for (; typed < VALUES; typed++) {
    await field.pressSequentially(String(10 + (typed % 40)), { delay: 0 });
    await field.fill('');
  }
  await field.fill('31.5');
  const final = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(
    [...document.querySelectorAll('.metric-value')].map((e) => e.textContent)))));
  const check = await openPage(lab.browser, lab.server.url);
  await check.page.getByLabel('Pause duration (seconds)', { exact: true }).fill('15');
  await check.page.getByLabel('Original active work (seconds)', { exact: true }).fill('31.5');
  assert.deepEqual(final, await metricValues(check.page));
  await check.context.close();
  console.log(`# slider key presses: ${presses}; typed values: ${typed}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the largest valid scenario renders with short tables', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  await setExtreme(page, { shutdown: '21600' });
  const set = async (label, value) => page.getByLabel(label, { exact: true }).fill(value);
  await set('Shutdown grace (seconds)', '86400');
  assert.equal(await page.locator('.results.stale').count(), 0);
  assert.ok((await page.locator('table.events tbody tr').count()) <= 12);
  assert.ok((await page.locator('.timeline-svg .mark').count()) < 40);
  assert.match(await page.locator('table.events').innerText(), /renewals/);
  assert.deepEqual(problems, []);
  await context.close();
});
