// Issue 9's tools end to end: the outcome map (click, keyboard, hover,
// nearest duplicate), the time cursor with playback, the survivable-pause
// readout and the real-system presets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedLab, openPage, metricValues, readPresets, lessonLine, nextFrames } from './harness.mjs';

const lab = sharedLab();

const field = (page, label) => page.getByLabel(label, { exact: true });

test('clicking a map cell sets both inputs and the readout names the outcome', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const map = page.locator('.map-svg');
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  // The plot square spans x 56..456 and y 8..408 of a 464 x 452 viewBox:
  // click the lower-left cell (pause at 0 s, lasting 0 s).
  await page.mouse.move(box.x + box.width * (57 / 464), box.y + box.height * (407 / 452));
  assert.match(await page.locator('#map-readout').innerText(), /^Pause start 0 s, pause duration 0 s: No takeover\.$/);
  await page.mouse.click(box.x + box.width * (57 / 464), box.y + box.height * (407 / 452));
  assert.equal(await field(page, 'Pause starts at (seconds)').inputValue(), '0');
  assert.equal(await field(page, 'Pause duration (seconds)').inputValue(), '0');
  assert.equal((await metricValues(page))[1], 'None');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Milliseconds written the way the page writes durations ("4.2 s",
 *  "1 min 0 s", "2 h 0 min 0 s"), and back. */
function parseDuration(text) {
  const m = text.match(/^(?:(\d+) h )?(?:(\d+) min )?(\d+(?:\.\d{1,3})?) s$/);
  assert.ok(m, `a duration: ${text}`);
  return (Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60) * 1000 + Math.round(Number(m[3]) * 1000);
}
function duration(ms) {
  const [hours, minutes, seconds] = [Math.floor(ms / 3_600_000), Math.floor((ms % 3_600_000) / 60_000), (ms % 60_000) / 1000];
  if (hours > 0) return `${hours} h ${minutes} min ${seconds} s`;
  if (minutes > 0) return `${minutes} min ${seconds} s`;
  return `${seconds} s`;
}

/** "Pause start 4.2 s, pause duration 13.8 s: <outcome>." as numbers. */
async function mapReadout(page) {
  const text = await page.locator('#map-readout').innerText();
  const m = text.match(/^Pause start (.+), pause duration (.+): (.+)\.$/);
  assert.ok(m, text);
  return { start: parseDuration(m[1]), duration: parseDuration(m[2]), outcome: m[3] };
}

/** The largest value on each axis of the default map (pause start, pause
 *  duration), read by moving the keyboard cursor to the top-right cell. */
async function mapMaxima() {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.locator('.map-focus').focus();
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
  }
  const { start, duration } = await mapReadout(page);
  await context.close();
  return { x: start, y: duration };
}

/** The 101 cells of an axis from 0 to `max`: the index of the cell nearest
 *  `value`, and the (whole-millisecond) value of cell `index`. */
const cellIndex = (value, max) => Math.floor((Math.min(value, max) * 100 + Math.floor(max / 2)) / max);
const cellValue = (index, max) => Math.floor((max * index) / 100);

test('the map works from the keyboard', async () => {
  const max = await mapMaxima();
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.locator('.map-focus').focus();
  // The cursor starts on the cell nearest the current scenario (pause at
  // 4 s for 14 s), whose pause outlives the lease.
  const [column, row] = [cellIndex(4000, max.x), cellIndex(14_000, max.y)];
  assert.deepEqual(await mapReadout(page),
    { start: cellValue(column, max.x), duration: cellValue(row, max.y), outcome: 'Takeover, stale write rejected' });
  // Ten cells up: a longer pause, and still a rejected zombie.
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp');
  const up = { start: cellValue(column, max.x), duration: cellValue(row + 10, max.y), outcome: 'Takeover, stale write rejected' };
  assert.deepEqual(await mapReadout(page), up);
  await page.keyboard.press('Enter');
  assert.equal(await field(page, 'Pause starts at (seconds)').inputValue(), String(up.start / 1000));
  assert.equal(await field(page, 'Pause duration (seconds)').inputValue(), String(up.duration / 1000));
  assert.equal(await page.locator('#map-readout').innerText(),
    `Pause start ${duration(up.start)}, pause duration ${duration(up.duration)}: Takeover, stale write rejected.`);
  await context.close();
});

test('nearest duplicate jumps under no enforcement and says none exist under the epoch', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.getByRole('button', { name: 'Nearest duplicate' }).click();
  assert.match(await page.locator('.map-message').innerText(), /No scenario on this map applies the increment twice/);
  await page.getByRole('button', { name: 'Healthy run', exact: true }).click();
  await page.getByLabel('Resource enforcement').selectOption('watermark');
  await page.getByRole('button', { name: 'Nearest duplicate' }).click();
  assert.match(await page.locator('.map-message').innerText(), /Moved to the nearest scenario/);
  assert.equal((await metricValues(page))[0], '2');
  await context.close();
});

/** A duration as the page writes it, as a regex source. */
const DURATION = String.raw`(?:\d+ h )?(?:\d+ min )?\d+(?:\.\d{1,3})? s`;

const CLASSES = ['No takeover', 'Takeover, stale write rejected', 'Takeover, original terminated', 'Duplicate increment'];

/** The share a summary line must state for `count` (> 0) of `total` runs:
 *  never "0%" for a class that occurs, never "100%" for one that misses a run. */
function share(count, total) {
  const percent = Math.floor((count * 100) / total);
  if (count === total) return '100%';
  if (percent === 0) return '<1%';
  if (percent >= 99) return '>99%';
  return `${percent}%`;
}

/** The map summary as { class: [count, nearest cell] }, checking each line's
 *  wording and share on the way. */
async function mapSummary(page, cellWords) {
  const lines = await page.locator('.map-summary li').allInnerTexts();
  const summary = {};
  for (const line of lines) {
    const m = line.match(new RegExp(`^(${CLASSES.join('|')}): (\\d+) of 10201 runs \\(([^)]*)\\); nearest here at (${cellWords})\\.$`));
    assert.ok(m, `summary line: ${line}`);
    const count = Number(m[2]);
    assert.ok(count > 0, line);
    assert.equal(m[3], share(count, 10201), line);
    summary[m[1]] = [count, m[4]];
  }
  assert.equal(Object.values(summary).reduce((sum, [count]) => sum + count, 0), 10201, 'every run counted once');
  return summary;
}

test('the map summary counts every run once and names the nearest of each outcome', async () => {
  const max = await mapMaxima();
  const { page, context } = await openPage(lab.browser, lab.server.url);
  const summary = await mapSummary(page, `pause start ${DURATION}, pause duration ${DURATION}`);
  // The current scenario's own cell is the nearest of its outcome.
  const here = [cellValue(cellIndex(4000, max.x), max.x), cellValue(cellIndex(14_000, max.y), max.y)];
  assert.equal(summary['Takeover, stale write rejected'][1], `pause start ${duration(here[0])}, pause duration ${duration(here[1])}`);
  assert.ok('No takeover' in summary, 'a short enough pause keeps the lease');
  assert.equal(summary['Duplicate increment'], undefined, 'the registered epoch never applies a write twice');
  await context.close();
});

test('the map can use any two inputs', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  await page.getByLabel('Map horizontal axis').selectOption('lease_s');
  await page.getByLabel('Map vertical axis').selectOption('heartbeat_every_s');
  assert.match(await page.locator('.map-svg').innerHTML(), /Lease \/ visibility duration \(seconds\) →/);
  const summary = await mapSummary(page, `lease ${DURATION}, heartbeat cadence ${DURATION}`);
  assert.ok(Object.keys(summary).length >= 2, Object.keys(summary).join(', '));
  await context.close();
});

test('the time cursor reads out the state at any instant', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  const cursor = page.getByRole('slider', { name: 'Time cursor' });
  await cursor.fill('14');
  const readout = await page.locator('.cursor-readout').innerText();
  assert.match(readout, /Worker B \(token 2\), renewed until it writes/);
  assert.match(readout, /Registered epoch 2/);
  assert.match(readout, /paused, and its lease has been taken over/);
  assert.match(await page.locator('.timeline-overlay .cursor-label').textContent(), /^14 s$/);
  await cursor.fill('2');
  assert.match(await page.locator('.cursor-readout').innerText(), /Worker A \(token 1\), valid until 10 s/);
  await cursor.focus();
  await page.keyboard.press('End');
  assert.equal(await cursor.inputValue(), '30');
  await context.close();
});

test('play moves the cursor; reduced motion jumps between events instead', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url);
  const cursor = page.getByRole('slider', { name: 'Time cursor' });
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(() => Number(document.querySelector('input[aria-label="Time cursor"]').value) > 1);
  const play = page.getByRole('button', { name: 'Play' });
  assert.equal(await play.getAttribute('aria-pressed'), 'true');
  await play.click();
  // The page has processed the second press once the button is released.
  assert.equal(await play.getAttribute('aria-pressed'), 'false');
  const stopped = await cursor.inputValue();
  // Playback ticks every 50 ms; 12 frames (about 200 ms at 60 Hz) would
  // show several more ticks if it were still running.
  await nextFrames(page, 12);
  assert.equal(await cursor.inputValue(), stopped, 'pressing Play again pauses');
  await context.close();

  const reduced = await openPage(lab.browser, lab.server.url, { reducedMotion: 'reduce' });
  await reduced.page.getByRole('button', { name: 'Play' }).click();
  assert.equal(await reduced.page.getByRole('slider', { name: 'Time cursor' }).inputValue(), '3');
  await reduced.context.close();
});

test('the survivable-pause readout, and every preset names its source when it has one', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  assert.equal(await page.locator('.survivable').innerText(),
    'With a 10 s lease and a heartbeat every 3 s, the original survives any pause up to 6 s, wherever it starts. '
    + 'The worst start is exactly at a heartbeat (first at 3 s): the pause swallows that renewal.');
  await field(page, 'Heartbeat cadence (seconds)').fill('10');
  assert.equal(await page.locator('.survivable').innerText(),
    'With a 10 s lease and a heartbeat every 10 s, no renewal can arrive before the lease expires (one exactly at expiry is too late). '
    + 'Pause or not, any job that is not finished before 10 s loses the lease then: renew more often than the lease lasts.');
  // Every preset from presets.rs: those modelled on a real system name
  // their source, the teaching ones do not.
  const { presets, slugEntries } = await readPresets();
  assert.equal(presets.length, slugEntries, 'every slug: entry in presets.rs was read');
  for (const preset of presets) {
    await page.getByRole('button', { name: preset.name, exact: true }).click();
    const lesson = await page.locator('.preset-lesson').innerText();
    assert.equal(lesson, lessonLine(preset), preset.slug);
    assert.equal(lesson.includes('Source: '), preset.source !== null, preset.slug);
  }
  await page.getByRole('button', { name: 'Two-hour lease', exact: true }).click();
  assert.equal((await metricValues(page))[1], '2 h 9 min 30 s');
  assert.equal(await page.locator('.survivable').innerText(),
    'With a 2 h 0 min 0 s lease and a heartbeat every 30 s, the original survives any pause up to 1 h 59 min 0 s, wherever it starts. '
    + 'The worst start is exactly at a heartbeat (first at 30 s): the pause swallows that renewal.');
  await page.getByRole('button', { name: 'SQS-style visibility timeout', exact: true }).click();
  assert.equal(await page.locator('.survivable').innerText(),
    'With a 30 s lease and a heartbeat every 24 h 0 min 0 s, no renewal can arrive before the lease expires (one exactly at expiry is too late). '
    + 'Pause or not, any job that is not finished before 30 s loses the lease then: renew more often than the lease lasts.');
  assert.deepEqual(problems, []);
  await context.close();
});
