// Worksheets end to end: both downloads, re-import of an export, and every
// kind of bad file refused without changing anything on the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { sharedLab, openPage, nextFrames } from './harness.mjs';

const lab = sharedLab();

async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

async function open(page, name, text) {
  // Each file gets its own name, and the status names the file it is about.
  await page.getByLabel('Open worksheet').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction((n) => (document.querySelector('[role=status]')?.textContent ?? '').includes(n), name);
  return page.getByRole('status').innerText();
}

/** Everything a learner could lose: every field, the select, the notes,
 *  the results (headline, metrics, tables, timeline, readouts) and the map. */
async function snapshot(page) {
  // A map drawn during quick changes is a sketch until the inputs rest.
  await page.waitForFunction(() => !document.querySelector('.map-summary').textContent.includes('Refining'));
  return page.evaluate(() => {
    const text = (selector) => document.querySelector(selector)?.innerText;
    return {
      fields: [...document.querySelectorAll('input.number, select, textarea')].map((e) => e.value),
      metrics: [...document.querySelectorAll('.metric-value')].map((e) => e.textContent),
      tables: [...document.querySelectorAll('table')].map((t) => t.innerText),
      headline: text('.headline'),
      lesson: text('.preset-lesson'),
      survivable: text('.survivable'),
      timeline: document.querySelector('.timeline-svg')?.innerHTML,
      map: text('.map-summary'),
    };
  });
}

test('the JSON download carries the scenario, the outcome and the notes', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  await page.getByLabel('Your notes').fill('Our nightly billing job takes a lock file.');
  const { name, text } = await download(page, 'Download JSON worksheet');
  assert.equal(name, 'lease-lab-worksheet.json');
  const sheet = JSON.parse(text);
  assert.equal(sheet.format, 'lease-lab-worksheet');
  assert.equal(sheet.version, 2);
  assert.equal(sheet.prediction, null);
  assert.deepEqual(sheet.scenario, {
    original_work_s: 12, lease_s: 10, heartbeat_every_s: 3, pause_at_s: 4, pause_for_s: 14,
    replacement_work_s: 5, enforcement: 'current_epoch', shutdown_at_s: null, shutdown_grace_s: 10,
  });
  assert.equal(sheet.outcome.applied_increments, 1);
  assert.equal(sheet.outcome.takeover_at_s, 13);
  assert.equal(sheet.outcome.overlap_s, 5);
  assert.equal(sheet.outcome.overlap_includes_pause, true);
  assert.equal(sheet.outcome.original_ends_at_s, 26);
  assert.equal(sheet.outcome.original_end, 'wrote');
  assert.deepEqual(sheet.outcome.writes.map((w) => [w.at_s, w.worker, w.token, w.decision]), [[18, 'B', 2, 'accepted'], [26, 'A', 1, 'rejected']]);
  assert.equal(sheet.outcome.writes[1].evidence, 'Token 1 does not match registered epoch 2');
  assert.deepEqual(sheet.outcome.events.map((e) => [e.at_s, e.actor, e.kind]), [
    [0, 'A', 'lease_acquired'], [3, 'A', 'heartbeat_accepted'], [4, 'A', 'paused'], [13, 'B', 'takeover'],
    [18, 'A', 'resumed'], [18, 'A', 'heartbeat_rejected'], [18, 'B', 'write_accepted'], [26, 'A', 'write_rejected'],
  ]);
  assert.equal(sheet.notes, 'Our nightly billing job takes a lock file.');
  assert.match(await page.getByRole('status').innerText(), /Downloaded lease-lab-worksheet\.json/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Markdown download is a clean document with escaped notes', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.getByLabel('Your notes').fill('<script>alert(1)</script> | =SUM(A1)');
  const { name, text } = await download(page, 'Download Markdown worksheet');
  assert.equal(name, 'lease-lab-worksheet.md');
  assert.match(text, /^# Lease Lab worksheet\n/);
  assert.match(text, /\| 26 s \| Worker A \/ 1 \| Rejected \| Token 1 does not match registered epoch 2\. \|/);
  assert.ok(!text.includes('<script>'));
  assert.ok(text.includes('&lt;script&gt;alert(1)&lt;/script&gt; \\| =SUM(A1)'));
  await context.close();
});

test('an exported worksheet opens to the identical page', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.getByRole('button', { name: 'Try the watermark race', exact: true }).click();
  await page.getByLabel('Shutdown signal at (seconds, optional)', { exact: true }).fill('7.25');
  await page.getByLabel('Your notes').fill('Queue consumer in the mailer.\nSecond line.');
  await nextFrames(page);
  const before = await snapshot(page);
  const { text } = await download(page, 'Download JSON worksheet');

  const fresh = await openPage(lab.browser, lab.server.url);
  const status = await open(fresh.page, 'lease-lab-worksheet.json', text);
  assert.match(status, /Opened lease-lab-worksheet\.json/);
  // The map is redrawn a frame after the scenario changes.
  await nextFrames(fresh.page);
  assert.deepEqual(await snapshot(fresh.page), before);
  await fresh.context.close();
  await context.close();
});

test('bad files are refused with a message and nothing changes', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  await page.getByLabel('Your notes').fill('keep me');
  await page.getByLabel('Pause duration (seconds)', { exact: true }).fill('9');
  await nextFrames(page);
  const before = await snapshot(page);
  const good = JSON.parse((await download(page, 'Download JSON worksheet')).text);
  const variant = (edit) => { const copy = structuredClone(good); edit(copy); return JSON.stringify(copy); };
  // A valid worksheet whose lease_s is the bare JSON number `number`
  // (written as text: it means nothing to JavaScript's own parser).
  const rawLease = (number) => variant((s) => { s.scenario.lease_s = '@LEASE@'; }).replace('"@LEASE@"', number);
  // [file text, what the message must say, answered within this many ms]
  const cases = [
    ['not json', 'not valid JSON'],
    [variant((s) => { s.format = 'other'; }), 'format'],
    [variant((s) => { s.version = 3; }), 'version'],
    [variant((s) => { delete s.prediction; }), 'prediction: missing'],
    [variant((s) => { delete s.scenario.lease_s; }), 'lease_s: missing'],
    [variant((s) => { s.scenario.surprise = 1; }), 'surprise: unknown field'],
    [variant((s) => { s.scenario.lease_s = 'ten'; }), 'lease_s: must be a number'],
    [variant((s) => { s.scenario.lease_s = 0; }), 'lease_s: must be greater than 0 s'],
    [variant((s) => { s.scenario.pause_at_s = 1.0005; }), 'pause_at_s: use at most 3 decimal places'],
    [variant((s) => { s.scenario.enforcement = 'strict'; }), 'enforcement'],
    ['['.repeat(5000) + ']'.repeat(5000), 'nests more than'],
    [' '.repeat(1_000_001), 'larger than 1 MB'],
    // Hostile exponents: refused at once for the right reason, not after
    // building a number with billions of digits.
    [rawLease('1e99999999999999999999'), 'lease_s: at most 86 400 s', 1000],
    [rawLease('1e9223372036854775807'), 'lease_s: at most 86 400 s', 1000],
  ];
  assert.match(cases.at(-1)[0], /"lease_s":1e9223372036854775807,/);
  for (const [i, [text, message, withinMs]] of cases.entries()) {
    // Timed in the page, from the file input's change to the status naming
    // the file, so the driver's own latency (larger over BiDi) is not in it.
    await page.evaluate((name) => {
      window.__answered = new Promise((resolve) => {
        document.querySelector('input[type=file]').addEventListener('change', () => {
          const changed = performance.now();
          const status = document.querySelector('[role=status]');
          const observer = new MutationObserver(() => {
            if (!status.textContent.includes(name)) return;
            observer.disconnect();
            resolve(performance.now() - changed);
          });
          observer.observe(status, { subtree: true, childList: true, characterData: true });
        }, { capture: true, once: true });
      });
    }, `bad-${i}.json`);
    const status = await open(page, `bad-${i}.json`, text);
    const elapsed = Math.round(await page.evaluate(() => window.__answered));
    assert.ok(status.includes(message), `${message} not in ${status}`);
    assert.ok(status.includes('Nothing was changed'), status);
    if (withinMs !== undefined) {
      assert.ok(elapsed < withinMs, `${message}: answered after ${elapsed} ms`);
      console.log(`# bad-${i}.json (${message}) answered in ${elapsed} ms`);
    }
    // The refusal is shown; two more frames and still nothing has changed.
    await nextFrames(page);
    assert.deepEqual(await snapshot(page), before, message);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a note with HTML is shown as text, never as markup', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  const { text } = await download(page, 'Download JSON worksheet');
  const sheet = JSON.parse(text);
  sheet.notes = '<img src=x onerror="window.pwned=1"><b>bold</b>';
  await open(page, 'html.json', JSON.stringify(sheet));
  assert.equal(await page.getByLabel('Your notes').inputValue(), sheet.notes);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.equal(await page.locator('.worksheet b').count(), 0);
  await context.close();
});
