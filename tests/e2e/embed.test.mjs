// Instructors' uses: dist/ under any sub-path, inside an iframe on another
// origin, presets chosen by #preset=<name>, the compact #embed layout, and
// a print stylesheet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DIST, serve, hostPage, sharedLab, openPage, until, metricValues, readPresets, lessonLine,
  consoleProblems, emulatePrint, skipIn, byRole, button, isShown, textOf,
} from './harness.mjs';

const SUB_PATH = '/courses/dist-sys/lab3/';

const shared = sharedLab();
let lab;
let host;
let browser;
before(async () => {
  // The process's session; this file's own server under a sub-path.
  browser = shared.browser;
  lab = await serve(DIST, SUB_PATH);
  host = await hostPage(`<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course</title></head><body style="margin:0">
    <iframe id="lab" title="Lease Lab" width="760" height="560" style="border:0"
      src="${lab.url}#preset=watermark-race&embed"></iframe></body></html>`);
});
after(async () => {
  await browser?.switchFrame(null).catch(() => {});
  await lab?.close();
  await host?.close();
});

/** In the page: the metric values and the write-decision table's cells
 *  (what `metricValues` and `writeRows` read), in one script. */
function results() {
  return {
    metrics: [...document.querySelectorAll('.metric-value')].map((e) => e.innerText.trim()),
    writes: [...document.querySelectorAll('table.writes tbody tr')].map((row) => [...row.cells].map((cell) => cell.innerText.trim())),
  };
}

/** Loads `url` afresh in the page `openPage` set up (same viewport, no
 *  window resizing, which is slow in WebKit) and waits until it is ready.
 *  The caller makes sure `url` differs from the current address in more
 *  than its fragment, so this is a new load, not a `hashchange`. Console
 *  problems count from here. */
async function reload(browser, url) {
  browser.problems.length = 0;
  await browser.url(url);
  await until(browser, (expected) => location.href === expected && document.body?.hasAttribute('data-ready'), url);
}

/** Whether the test server answered `path` with a file (200): the path is
 *  under the sub-path and names a file of dist/ (a folder: its index.html),
 *  or is one of the harness's own helpers. Anything else got 404. */
async function served(path) {
  if (!path.startsWith(SUB_PATH)) return false;
  if (/\/__(axe\.min|console|viewport)\.(js|html)$/.test(path)) return true;
  let file = join(DIST, path.slice(SUB_PATH.length));
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

test('dist/ works unchanged under a nested sub-path', async () => {
  lab.requests.length = 0;
  await openPage(browser, lab.url);
  // Every request reached the server under the sub-path and was answered
  // with a file; and the page saw every resource it loaded succeed.
  const paths = lab.requests.map((r) => r.path);
  assert.ok(paths.some((p) => p.endsWith('.wasm')), `the wasm was fetched: ${paths}`);
  const failed = [];
  for (const path of paths) if (!(await served(path))) failed.push(path);
  assert.deepEqual(failed, []);
  const resources = await browser.execute(() => performance.getEntriesByType('resource')
    .map((e) => ({ name: e.name, status: e.responseStatus ?? null })));
  assert.ok(resources.length >= 3, JSON.stringify(resources));
  for (const { name, status } of resources) {
    assert.ok(name.startsWith(lab.url), `${name} is under ${lab.url}`);
    // responseStatus is not in every engine; where it is, nothing failed.
    if (status !== null) assert.ok(status < 400, `${name}: ${status}`);
  }
  assert.deepEqual(await metricValues(browser), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await consoleProblems(browser), []);
});

test('inside an iframe on another origin, #preset and #embed apply', async () => {
  await openPage(browser, host.url, { viewport: { width: 760, height: 560 }, ready: false });
  assert.notEqual(new URL(host.url).origin, new URL(lab.url).origin);
  await browser.switchFrame(await browser.$('#lab'));
  try {
    await until(browser, () => document.body?.hasAttribute('data-ready'));
    const seen = await browser.execute((visible, hidden) => {
      const shown = (s) => {
        const e = document.querySelector(s);
        return Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
      };
      return {
        origin: location.origin,
        metric: document.querySelector('.metric-value').innerText,
        embed: document.querySelectorAll('body.embed').length,
        fits: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        visible: visible.filter((s) => !shown(s)),
        hidden: hidden.filter(shown),
      };
    }, ['.controls', '.headline', '.timeline-svg', '.metrics', 'table.writes'], ['table.events', 'table.contracts', '.worksheet', '.explain']);
    assert.equal(seen.origin, new URL(lab.url).origin, 'the driver is in the lab frame');
    assert.equal(seen.metric, '2');
    assert.equal(seen.embed, 1);
    assert.ok(seen.fits, 'no horizontal scrolling at 760 x 560');
    assert.deepEqual(seen.visible, [], 'shown in the embed layout');
    assert.deepEqual(seen.hidden, [], 'these wait behind the disclosure');
    assert.equal(await (await byRole(browser, 'combobox', 'Resource enforcement')).getValue(), 'watermark');
    const more = await byRole(browser, 'button', /Event log, contract comparison/);
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    await more.click();
    assert.equal(await more.getAttribute('aria-expanded'), 'true');
    assert.ok(await isShown(browser, 'table.events'));
    const href = await browser.execute(() => location.href);
    assert.ok(href.endsWith('#preset=watermark-race&embed'), `the fragment is never rewritten: ${href}`);
    assert.deepEqual(await consoleProblems(browser), []);
  } finally {
    await browser.switchFrame(null);
  }
});

// Issue 40: the compact layout hides the drawing's caption for room, but
// with a run pinned the captions are what tell the two drawings apart.
test('in the embed a pinned run keeps the captions "Current run" and "Pinned run"; alone the drawing needs none', async () => {
  const captions = async (hash) => {
    await openPage(browser, lab.url + hash, { viewport: { width: 760, height: 560 } });
    return browser.execute(() => [...document.querySelectorAll('.timeline figcaption')]
      .filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 20)
      .map((e) => e.textContent.trim()));
  };
  assert.deepEqual(await captions('#preset=paused-zombie&lease_s=30&pin.preset=paused-zombie&embed'), ['Current run', 'Pinned run']);
  assert.deepEqual(await captions('#preset=paused-zombie&embed'), []);
});

// Three presets by link, to prove the wiring; that every slug in
// presets.rs loads its preset is a native table (present::fragment ›
// every_preset_has_a_link_that_loads_it).
const LINKED = ['watermark-race', 'gc-pause', 'two-hour-lease'];

test('a #preset= link loads its preset, shown pressed, under the sub-path', async () => {
  const { presets, slugEntries } = await readPresets();
  assert.equal(presets.length, slugEntries, 'every slug: entry in presets.rs was read');
  const linked = LINKED.map((slug) => presets.find((p) => p.slug === slug));
  assert.ok(linked.every(Boolean), `presets.rs still has ${LINKED.join(', ')}`);
  // What each preset's button shows, on one page.
  await openPage(browser, lab.url);
  assert.deepEqual(await browser.execute(() => [...document.querySelectorAll('button.preset')].map((b) => b.innerText.trim())),
    presets.map((p) => p.name));
  const expected = {};
  for (const { slug, name } of linked) {
    await (await button(browser, name)).click();
    expected[slug] = await browser.execute(results);
  }
  // Then each #preset= link, opened afresh: the fragment is read at load.
  // The links alternate between the folder and its index.html (both the
  // lab's address), so each is a new document, not a hashchange.
  for (const [i, preset] of linked.entries()) {
    const { slug } = preset;
    await reload(browser, `${lab.url}${i % 2 ? '' : 'index.html'}#preset=${slug}`);
    const shown = await browser.execute(() => ({
      metrics: [...document.querySelectorAll('.metric-value')].map((e) => e.innerText.trim()),
      writes: [...document.querySelectorAll('table.writes tbody tr')].map((row) => [...row.cells].map((cell) => cell.innerText.trim())),
      pressed: [...document.querySelectorAll('button.preset')].map((b) => b.getAttribute('aria-pressed')),
      lesson: document.querySelector('.preset-lesson').innerText,
      notice: document.querySelector('.hash-notice').innerText,
      hash: location.hash,
    }));
    assert.deepEqual({ metrics: shown.metrics, writes: shown.writes }, expected[slug], slug);
    assert.deepEqual(shown.pressed, presets.map((p) => String(p === preset)), `only ${slug} is pressed`);
    assert.equal(shown.lesson, lessonLine(preset), slug);
    assert.equal(shown.notice, '', slug);
    assert.equal(shown.hash, `#preset=${slug}`);
    assert.deepEqual(await consoleProblems(browser), [], slug);
  }
});

test('an unknown preset name shows a notice and the default example', async () => {
  await openPage(browser, `${lab.url}#preset=no-such-thing`);
  assert.match(await textOf(browser, '.hash-notice'), /no preset called "no-such-thing"/);
  assert.deepEqual(await metricValues(browser), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await consoleProblems(browser), []);
});

test('printing hides the controls and keeps table rows whole',
  skipIn(['firefox', 'webkit'], 'print media emulation needs CDP (Emulation.setEmulatedMedia); neither WebDriver BiDi in Firefox ESR nor classic WebKitWebDriver has a command to emulate print media'),
  async () => {
    await openPage(browser, lab.url);
    const controls = await Promise.all([
      byRole(browser, 'slider', 'Lease / visibility duration slider'),
      byRole(browser, 'button', 'Download JSON worksheet'),
      byRole(browser, 'button', 'Try the watermark race'),
    ]);
    const read = () => browser.execute((...elements) => ({
      controls: elements.map((e) => e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0),
      row: getComputedStyle(document.querySelector('table.events tbody tr')).breakInside,
      pauseFill: getComputedStyle(document.querySelector('.timeline-svg .bar.paused rect')).fill,
      writes: document.querySelector('table.writes').checkVisibility({ visibilityProperty: true }),
      print: matchMedia('print').matches,
    }), ...controls);
    const screen = await read();
    assert.deepEqual([screen.print, screen.controls], [false, [true, true, true]], 'on screen the controls are shown');
    await emulatePrint(browser);
    try {
      const printed = await read();
      assert.equal(printed.print, true, 'print media is emulated');
      assert.deepEqual(printed.controls, [false, false, false], 'slider, worksheet button and preset are hidden');
      assert.equal(printed.row, 'avoid');
      assert.match(printed.pauseFill, /url\(/, 'the pause keeps its hatching in print');
      assert.equal(printed.writes, true);
    } finally {
      await emulatePrint(browser, false);
    }
  });
