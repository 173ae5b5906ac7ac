// The pre-rendered page: the shipped HTML carries the full default example,
// it reads complete without JavaScript, and hydration takes it over without
// changing the DOM or shifting the layout.
//
// With scripts off (`lab.session({ javaScript: false })`) every engine's
// driver still runs its own scripts, so `browser.execute` reads the page
// while the page's scripts stay off: the <noscript> note is shown, which
// only happens when scripting is off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DIST, ENGINE, sharedLab, openPage, metricValues, writeRows, nextFrames, consoleProblems, fill, slide, isShown,
} from './harness.mjs';

const lab = sharedLab();

const SEED_WRITES = [
  ['18 s', 'Worker B / 2', 'Accepted', 'Increment applied under current-epoch enforcement.'],
  ['26 s', 'Worker A / 1', 'Rejected', 'Token 1 does not match registered epoch 2.'],
];

/** The page loaded in the scripts-off session. */
async function staticPage() {
  return openPage(await lab.session({ javaScript: false }), lab.server.url, { ready: false });
}

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

test('without JavaScript the example reads complete and says why inputs are inert', async () => {
  const browser = await staticPage();
  assert.deepEqual(await metricValues(browser), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await writeRows(browser), SEED_WRITES);
  const page = await browser.execute(() => {
    const control = (text) => [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === text)?.control?.value;
    return {
      events: document.querySelectorAll('table.events tbody tr').length,
      contracts: document.querySelectorAll('table.contracts tbody tr').length,
      takeoverMarks: document.querySelectorAll('.timeline-svg .mark.takeover').length > 0,
      lease: control('Lease / visibility duration (seconds)'),
      enforcement: [...document.querySelectorAll('select')].find((s) => s.labels[0]?.textContent.trim() === 'Resource enforcement')?.value,
      note: document.querySelector('.js-note')?.innerText,
    };
  });
  const { note, ...rest } = page;
  assert.deepEqual(rest, { events: 8, contracts: 3, takeoverMarks: true, lease: '10', enforcement: 'current_epoch' });
  assert.ok(await isShown(browser, '.timeline-svg'));
  assert.ok(await isShown(browser, '.js-note'), 'the <noscript> note is shown: scripts are off');
  assert.match(note, /JavaScript/);
});

/** The app's DOM as markup, with Leptos's hydration comments removed and
 *  the timeline's two drawings emptied: once it runs, the app lays them out
 *  again at the width they are shown at (the pre-rendered page guesses
 *  960 px), so only their box, not their markup, must stay as shipped. */
async function appMarkup(browser) {
  return browser.execute(() => {
    const page = document.querySelector('.page').cloneNode(true);
    for (const drawing of page.querySelectorAll('.timeline-drawing, .timeline-cursor')) drawing.replaceChildren();
    return page.outerHTML.replace(/<!--[^>]*-->/g, '');
  });
}

test('hydration keeps the pre-rendered DOM and shifts nothing', async () => {
  // The page's markup as shipped, before any script: a scripts-off load.
  const scriptsOff = await staticPage();
  const prerendered = await appMarkup(scriptsOff);
  assert.ok(await isShown(scriptsOff, '.js-note'), 'scripts are off there');

  const browser = await openPage(lab.browser, lab.server.url);
  assert.equal(await appMarkup(browser), prerendered);
  // Layout shifts since the page started, from the buffered entries
  // (Chromium only: Firefox and WebKit have no layout-shift entries, and
  // there the shift is not measured).
  const { count, shift, supported } = await browser.execute(() => {
    const supported = PerformanceObserver.supportedEntryTypes.includes('layout-shift');
    let entries = [];
    if (supported) {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      entries = observer.takeRecords();
      observer.disconnect();
    }
    return {
      count: document.querySelectorAll('.workbench').length,
      shift: entries.reduce((sum, e) => sum + e.value, 0),
      supported,
    };
  });
  assert.equal(count, 1, 'one app, not two');
  // The drawing is laid out 1:1 at its shown width, in a box of the
  // height the stylesheet fixed for it.
  const drawing = await browser.execute(() => {
    const svg = document.querySelector('.timeline-svg');
    const box = svg.getBoundingClientRect();
    return { width: box.width, height: box.height, viewBox: [svg.viewBox.baseVal.width, svg.viewBox.baseVal.height] };
  });
  assert.ok(Math.abs(drawing.width - drawing.viewBox[0]) < 1, JSON.stringify(drawing));
  assert.equal(drawing.height, drawing.viewBox[1], JSON.stringify(drawing));
  if (ENGINE === 'chromium') {
    assert.ok(supported, 'Chromium reports layout shifts');
    assert.ok(shift < 0.01, `no layout shift (${shift})`);
  }

  await slide(browser, 'Pause duration slider', 5);
  assert.deepEqual(await metricValues(browser), ['1', 'None', '0 s', '17 s']);
});

test('the hydrated page has a clean console', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await fill(browser, 'Original active work (seconds)', '30');
  // 4 s of work before the pause and 26 s after it resumes at 18 s.
  assert.equal((await metricValues(browser))[3], '44 s', 'the page processed the input');
  // Two more frames: the map, redrawn a frame later, is done too.
  await nextFrames(browser);
  assert.deepEqual(await consoleProblems(browser), []);
});
