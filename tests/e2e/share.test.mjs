// Scenario links (issue 14): every fragment key alone and together, with and
// without `preset=` and `embed`, each kind of refusal and `hashchange`,
// checked against the page's own JSON worksheet; the two copy buttons with
// the clipboard allowed and refused; and the privacy promise after both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { sharedLab, openPage, nextFrames } from './harness.mjs';

const lab = sharedLab();

const DEFAULT = {
  original_work_s: 12, lease_s: 10, heartbeat_every_s: 3, pause_at_s: 4, pause_for_s: 14,
  replacement_work_s: 5, enforcement: 'current_epoch', shutdown_at_s: null, shutdown_grace_s: 10,
};
// The healthy preset, written out here so the test does not trust the page.
const HEALTHY = { ...DEFAULT, pause_for_s: 0 };

async function worksheet(page) {
  // In the compact embed layout the worksheet waits behind the disclosure.
  const more = page.locator('.embed-more');
  if (await more.isVisible() && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON worksheet', exact: true }).click(),
  ]);
  return JSON.parse(await readFile(await file.path(), 'utf8'));
}

async function notice(page) {
  return (await page.locator('.hash-notice').textContent()) ?? '';
}

const CASES = [
  // Every key alone.
  ['original_work_s=20', { original_work_s: 20 }],
  ['lease_s=30', { lease_s: 30 }],
  ['heartbeat_every_s=2.5', { heartbeat_every_s: 2.5 }],
  ['pause_at_s=6', { pause_at_s: 6 }],
  ['pause_for_s=0', { pause_for_s: 0 }],
  ['replacement_work_s=7.125', { replacement_work_s: 7.125 }],
  ['enforcement=watermark', { enforcement: 'watermark' }],
  ['shutdown_at_s=5', { shutdown_at_s: 5 }],
  ['shutdown_grace_s=3', { shutdown_grace_s: 3 }],
  // All together, in another order, with embed.
  ['shutdown_grace_s=4&shutdown_at_s=2&enforcement=none&replacement_work_s=9&pause_for_s=20&pause_at_s=10&heartbeat_every_s=5&lease_s=30&original_work_s=45&embed',
    { original_work_s: 45, lease_s: 30, heartbeat_every_s: 5, pause_at_s: 10, pause_for_s: 20, replacement_work_s: 9, enforcement: 'none', shutdown_at_s: 2, shutdown_grace_s: 4 }, { embed: true }],
  // The example.
  ['lease_s=30&original_work_s=45&pause_at_s=10&pause_for_s=20&enforcement=watermark&embed',
    { lease_s: 30, original_work_s: 45, pause_at_s: 10, pause_for_s: 20, enforcement: 'watermark' }, { embed: true }],
  // Missing keys from the preset; an empty shutdown is none.
  ['preset=healthy&lease_s=8', { ...HEALTHY, lease_s: 8 }],
  ['lease_s=8&preset=healthy&embed', { ...HEALTHY, lease_s: 8 }, { embed: true }],
  ['shutdown_at_s=&preset=healthy', HEALTHY],
  // Percent-encoding is decoded.
  ['lease%5Fs=12%2E5&enforcement=current%5Fepoch', { lease_s: 12.5 }],
  // Refusals: nothing changes, one notice names the key and the rule.
  ['lease_s=0', {}, { notice: 'lease_s: must be greater than 0 s' }],
  ['lease_s=30&lease_s=31', {}, { notice: 'lease_s: given twice' }],
  ['lease_s=30&colour=red', {}, { notice: 'colour: not a key this page reads' }],
  ['enforcement=maybe', {}, { notice: 'enforcement: must be' }],
  ['pause_for_s=1.2345', {}, { notice: 'pause_for_s: use at most 3 decimal places' }],
  ['pause_for_s=86400.5', {}, { notice: 'pause_for_s:' }],
  ['heartbeat_every_s=abc', {}, { notice: 'heartbeat_every_s:' }],
  ['preset=nope&lease_s=30', {}, { notice: 'there is no preset called "nope"' }],
  ['preset=healthy&lease_s=-1&embed', HEALTHY, { notice: 'lease_s:', embed: true }],
];

for (const [fragment, changes, { embed = false, notice: why = null } = {}] of CASES) {
  test(`#${fragment}`, async () => {
    const { page, context, problems } = await openPage(lab.browser, `${lab.server.url}#${fragment}`);
    const sheet = await worksheet(page);
    assert.deepEqual(sheet.scenario, { ...DEFAULT, ...changes });
    assert.equal(await page.evaluate(() => document.body.classList.contains('embed')), embed);
    const shown = await notice(page);
    if (why === null) {
      assert.equal(shown, '');
    } else {
      assert.ok(shown.includes(why), shown);
      assert.match(shown, /showing (the default example|the preset "Healthy run")/);
    }
    // The page never writes its own address.
    assert.equal(new URL(page.url()).hash, `#${fragment}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a fragment is text, never markup', async () => {
  const key = encodeURIComponent('<img src=x onerror="window.hacked=1">');
  const { page, context } = await openPage(lab.browser, `${lab.server.url}#${key}=1`);
  assert.ok((await notice(page)).includes('<img src=x'));
  assert.equal(await page.locator('.hash-notice img').count(), 0);
  assert.equal(await page.evaluate(() => window.hacked), undefined);
  await context.close();
});

test('hashchange switches the scenario, and a refused one resets it with a notice', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.evaluate(() => { location.hash = 'lease_s=30&enforcement=none'; });
  await page.waitForFunction(() => document.querySelector('#lease_s-input')?.value === '30');
  assert.deepEqual((await worksheet(page)).scenario, { ...DEFAULT, lease_s: 30, enforcement: 'none' });
  await page.evaluate(() => { location.hash = 'preset=healthy&embed'; });
  await page.waitForFunction(() => document.body.classList.contains('embed'));
  assert.deepEqual((await worksheet(page)).scenario, HEALTHY);
  await page.evaluate(() => { location.hash = 'lease_s=0'; });
  await page.waitForFunction(() => document.querySelector('.hash-notice').textContent.includes('lease_s'));
  assert.deepEqual((await worksheet(page)).scenario, DEFAULT);
  assert.equal(await page.evaluate(() => document.body.classList.contains('embed')), false);
  await context.close();
});

/** Sets a few inputs the way a learner would. */
async function customise(page) {
  await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).fill('8.25');
  await page.getByLabel('Shutdown signal at (seconds, optional)', { exact: true }).fill('6');
  await page.getByLabel('Resource enforcement', { exact: true }).selectOption('watermark');
  await nextFrames(page);
}

test('a copied link and embed code reopen the identical worksheet', async () => {
  const context = await lab.browser.newContext({ acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(lab.server.url).origin });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(lab.server.url);
  await page.waitForSelector('body[data-ready]');
  const loaded = requests.length;
  await customise(page);
  const original = await worksheet(page);

  await page.getByRole('button', { name: 'Copy link to this scenario', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.share .status').textContent === 'Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, `${lab.server.url}#original_work_s=12&lease_s=8.25&heartbeat_every_s=3&pause_at_s=4&pause_for_s=14&replacement_work_s=5&enforcement=watermark&shutdown_at_s=6&shutdown_grace_s=10`);

  await page.getByRole('button', { name: 'Copy embed code', exact: true }).click();
  await page.waitForFunction(async () => (await navigator.clipboard.readText()).startsWith('<iframe'));
  const code = await page.evaluate(() => navigator.clipboard.readText());
  const frame = await page.evaluate((html) => {
    const iframe = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    return { src: iframe.getAttribute('src'), title: iframe.title, width: iframe.width, height: iframe.height, style: iframe.getAttribute('style') };
  }, code);
  assert.deepEqual({ ...frame, title: undefined }, { src: `${link}&embed`, title: undefined, width: '760', height: '560', style: 'border:0' });
  assert.match(frame.title, /^Lease Lab: (No takeover|Takeover, stale write rejected|Takeover, original terminated|Duplicate increment)$/);

  // Privacy: no request, no storage, the address unchanged.
  assert.equal(requests.length, loaded);
  assert.equal(page.url(), lab.server.url);
  assert.deepEqual(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]), [0, 0, '']);

  for (const [url, embed] of [[link, false], [frame.src, true]]) {
    const other = await context.newPage();
    await other.goto(url);
    await other.waitForSelector('body[data-ready]');
    assert.deepEqual(await worksheet(other), original);
    assert.equal(await other.evaluate(() => document.body.classList.contains('embed')), embed);
    await other.close();
  }
  await context.close();
});

test('in the embed layout the share buttons are on the page and the link keeps embed', async () => {
  const context = await lab.browser.newContext({ viewport: { width: 760, height: 560 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(lab.server.url).origin });
  const page = await context.newPage();
  await page.goto(`${lab.server.url}#preset=healthy&embed`);
  await page.waitForSelector('body[data-ready]');
  // No disclosure to open first.
  await page.getByRole('button', { name: 'Copy link to this scenario', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.share .status').textContent === 'Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, `${lab.server.url}#original_work_s=12&lease_s=10&heartbeat_every_s=3&pause_at_s=4&pause_for_s=0&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10&embed`);
  await context.close();
});

for (const [refusal, script] of [
  ['refused', () => { Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } }); }],
  ['missing', () => { Object.defineProperty(navigator, 'clipboard', { value: undefined }); }],
]) {
  test(`with the clipboard ${refusal}, the text is shown selected to copy by hand`, async () => {
    const context = await lab.browser.newContext();
    await context.addInitScript(script);
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${lab.server.url}#preset=healthy&lease_s=9`);
    await page.waitForSelector('body[data-ready]');
    const loaded = requests.length;
    const field = page.locator('.share textarea');
    assert.equal(await field.isVisible(), false);
    const expected = `${lab.server.url}#original_work_s=12&lease_s=9&heartbeat_every_s=3&pause_at_s=4&pause_for_s=0&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10`;
    await page.getByRole('button', { name: 'Copy link to this scenario', exact: true }).click();
    await field.waitFor({ state: 'visible' });
    assert.equal(await field.inputValue(), expected);
    assert.deepEqual(await field.evaluate((f) => [document.activeElement === f, f.selectionStart, f.selectionEnd, f.readOnly]),
      [true, 0, expected.length, true]);
    assert.equal(await page.getByLabel('Link to this scenario', { exact: true }).inputValue(), expected);
    assert.notEqual(await page.locator('.share .status').textContent(), 'Copied');
    await page.getByRole('button', { name: 'Copy embed code', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.share textarea').value.startsWith('<iframe'));
    assert.ok((await field.inputValue()).includes(`src="${expected}&embed"`));
    assert.equal(await page.getByLabel('Embed code', { exact: true }).count(), 1);
    // Still nothing sent, stored or written to the address.
    assert.equal(requests.length, loaded);
    assert.equal(new URL(page.url()).hash, '#preset=healthy&lease_s=9');
    assert.deepEqual(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]), [0, 0, '']);
    await context.close();
  });
}

test('while a field is invalid, both buttons wait and say why', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  const buttons = ['Copy link to this scenario', 'Copy embed code'].map((name) => page.getByRole('button', { name, exact: true }));
  await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).fill('0');
  for (const button of buttons) assert.equal(await button.isDisabled(), true);
  assert.match(await page.locator('#share-why').innerText(), /Fix the highlighted field/);
  await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).fill('10');
  for (const button of buttons) assert.equal(await button.isDisabled(), false);
  assert.equal(await page.locator('#share-why').innerText(), '');
  await context.close();
});
