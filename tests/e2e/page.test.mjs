// The explorer page as a learner uses it: labelled fields, sliders,
// presets, the select, and what the results say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedLab, openPage, labAt, FIELD_LABELS, metricValues, writeRows, readPresets, lessonLine, consoleProblems,
  byLabel, slider, button, fill, choose, focus, press, countByRole, textOf, valueOf, inPage, until, message, axe,
} from './harness.mjs';

const lab = sharedLab();



test('the seed example is shown exactly, with a clean console', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  assert.deepEqual(await metricValues(browser), ['1', '13 s', '5 s', '26 s']);
  assert.deepEqual(await writeRows(browser), [
    ['18 s', 'Worker B / 2', 'Accepted', 'Increment applied under current-epoch enforcement.'],
    ['26 s', 'Worker A / 1', 'Rejected', 'Token 1 does not match registered epoch 2.'],
  ]);
  const values = await browser.execute((labels) => labels.map((text) =>
    [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === text)?.control?.value), FIELD_LABELS);
  assert.deepEqual(values, ['12', '10', '3', '4', '14', '5', '', '10']);
  const select = await byLabel(browser, 'Resource enforcement');
  assert.equal(await select.getValue(), 'current_epoch');
  assert.equal(await browser.execute((s) => s.selectedOptions[0].textContent.trim(), select), 'Registered current epoch');
  assert.deepEqual(await consoleProblems(browser), []);
});

test('every field has its own slider with a different name', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const counts = [];
  for (const label of FIELD_LABELS) {
    counts.push([label, await countByRole(browser, 'slider', `${label.split(' (')[0]} slider`), await countByRole(browser, 'textbox', label)]);
  }
  assert.deepEqual(counts, FIELD_LABELS.map((label) => [label, 1, 1]));
});

test('typing into a labelled field updates everything', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  await fill(browser, 'Pause duration (seconds)', '5');
  assert.deepEqual(await metricValues(browser), ['1', 'None', '0 s', '17 s']);
  assert.equal(await (await slider(browser, 'Pause duration slider')).getValue(), '5');
  await choose(browser, 'Resource enforcement', 'No enforcement');
  await fill(browser, 'Pause duration (seconds)', '14');
  assert.equal((await metricValues(browser))[0], '2');
});

test('moving a slider updates the field and the results', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  await focus(browser, await slider(browser, 'Pause duration slider'));
  await press(browser, 'Home');
  assert.equal(await valueOf(browser, 'Pause duration (seconds)'), '0');
  assert.equal((await metricValues(browser))[1], 'None');
  await press(browser, 'ArrowRight', 20);
  assert.equal(await valueOf(browser, 'Pause duration (seconds)'), '20');
  assert.equal((await metricValues(browser))[1], '13 s');
});

test('invalid input is explained at the field and the last result is kept', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const lease = await fill(browser, 'Lease / visibility duration (seconds)', '0');
  const read = () => browser.execute((field) => ({
    invalid: field.getAttribute('aria-invalid'),
    message: document.getElementById(field.getAttribute('aria-describedby').split(' ')[0]).innerText,
    stale: document.querySelector('.stale-notice').innerText,
  }), lease);
  assert.deepEqual(await read(), { invalid: 'true', message: 'Lease must be greater than 0 s', stale: (await read()).stale });
  assert.match((await read()).stale, /Out of date/);
  assert.deepEqual(await metricValues(browser), ['1', '13 s', '5 s', '26 s']);
  assert.equal(await valueOf(browser, 'Pause duration (seconds)'), '14');
  await fill(browser, lease, ' 20 ');
  assert.equal((await read()).invalid, 'false');
  assert.equal((await metricValues(browser))[1], 'None');
  assert.equal(await textOf(browser, '.stale-notice'), '');
  assert.deepEqual(await consoleProblems(browser), []);
});

// Three presets by their buttons, to prove the wiring: every preset's
// metrics and decisions are checked word for word natively
// (tests/sentences.rs, "every_preset_shows_its_metrics_and_write_decisions"),
// that each preset's scenario is shown as that preset (pressed) by
// src/worksheet/mod.rs's the_preset_is_the_one_whose_scenario_is_current
// and tests/model.rs's a_preset_replaces_every_input_and_is_shown_as_chosen.
// The buttons themselves (one per preset in presets.rs, in order) are
// checked here for all; the "Look for" line for the three, which take both
// of present::presets::look_for's forms (with and without a source).
const EPOCH_OK = 'Increment applied under current-epoch enforcement.';
const EPOCH_NO = 'Token 1 does not match registered epoch 2.';
const WATERMARK_OK = (token) => `Increment applied under the last-write fencing watermark; watermark now ${token}.`;
const EXPECTED = {
  'watermark-race': {
    metrics: ['2', '13 s', '9 s', '22 s'],
    writes: [['22 s', 'Worker A / 1', 'Accepted', WATERMARK_OK(1)], ['23 s', 'Worker B / 2', 'Accepted', WATERMARK_OK(2)]],
  },
  'grace-too-short': {
    metrics: ['1', '16 s', '0 s', '9 s'],
    writes: [['21 s', 'Worker B / 2', 'Accepted', EPOCH_OK]],
  },
  'two-hour-lease': {
    metrics: ['1', '2 h 9 min 30 s', '1 h', '5 h 5 min'],
    writes: [['3 h 9 min 30 s', 'Worker B / 2', 'Accepted', EPOCH_OK], ['5 h 5 min', 'Worker A / 1', 'Rejected', EPOCH_NO]],
  },
};

test('one button per preset, in order; three load their scenario, are shown pressed and say what to look for', async () => {
  const { presets, slugEntries } = await readPresets();
  assert.equal(presets.length, slugEntries, 'every slug: entry in presets.rs was read');
  const browser = await labAt(lab.browser, lab.server.url);
  const shown = () => browser.execute(() => ({
    names: [...document.querySelectorAll('button.preset')].map((b) => b.innerText.trim()),
    pressed: [...document.querySelectorAll('button.preset')].map((b) => b.getAttribute('aria-pressed')),
    lesson: document.querySelector('.preset-lesson').innerText,
  }));
  assert.deepEqual((await shown()).names, presets.map((p) => p.name), 'one button per preset, in order');
  assert.deepEqual(Object.keys(EXPECTED).filter((slug) => !presets.some((p) => p.slug === slug)), [],
    'no expectations left for presets that no longer exist');
  const clicked = presets.filter((p) => p.slug in EXPECTED);
  assert.deepEqual([clicked.some((p) => p.source === null), clicked.some((p) => p.source !== null)], [true, true],
    'the clicked presets show the "Look for" line with a source and without');
  for (const preset of clicked) {
    await (await button(browser, preset.name)).click();
    const now = await shown();
    assert.deepEqual(now.pressed, presets.map((p) => String(p === preset)), `only ${preset.slug} is pressed`);
    assert.equal(now.lesson, lessonLine(preset), preset.slug);
    const expected = EXPECTED[preset.slug];
    assert.deepEqual(await metricValues(browser), expected.metrics, preset.slug);
    assert.deepEqual(await writeRows(browser), expected.writes, preset.slug);
  }
  assert.deepEqual(await consoleProblems(browser), []);
});

test('the shutdown slider returns to "no shutdown" by keyboard and by pointer', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#preset=gc-pause`);
  const field = 'Shutdown signal at (seconds, optional)';
  const shutdown = await slider(browser, 'Shutdown signal at slider');
  const state = () => browser.execute((s) => ({
    field: [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Shutdown signal at (seconds, optional)').control.value,
    valuetext: s.getAttribute('aria-valuetext'),
    atLeft: Number(s.value) === Number(s.min),
    headline: document.querySelector('.headline').innerText,
  }), shutdown);
  const none = await state();
  assert.deepEqual([none.field, none.valuetext, none.atLeft], ['', 'No shutdown', true], 'blank field, thumb at "none"');
  await focus(browser, shutdown);
  await press(browser, 'ArrowRight');
  const zero = await state();
  assert.deepEqual([zero.field, zero.valuetext, zero.atLeft], ['0', '0 s', false], 'one step right of "none" is 0 s');
  assert.notEqual(zero.headline, none.headline, 'a signal at 0 s changes the run');
  await press(browser, 'ArrowLeft');
  assert.deepEqual(await state(), none, 'one step left of 0 s is "no shutdown" again');
  await press(browser, 'ArrowRight', 5);
  await press(browser, 'Home');
  assert.deepEqual(await state(), none, 'Home is "no shutdown"');
  // The pointer: a click near the right end sets a time, one at the left
  // end (the "none" position) clears it.
  await browser.execute((s) => s.scrollIntoView({ block: 'center' }), shutdown);
  const half = Math.floor(await browser.execute((s) => s.getBoundingClientRect().width / 2, shutdown));
  await browser.action('pointer').move({ origin: shutdown, x: half - 6, y: 0 }).down().up().perform();
  assert.notEqual((await state()).field, '', 'a click on the track sets a time');
  await browser.action('pointer').move({ origin: shutdown, x: -half + 1, y: 0 }).down().up().perform();
  assert.deepEqual(await state(), none, 'a click at the left end is "no shutdown"');
  assert.equal(await valueOf(browser, field), '');
  assert.deepEqual(await consoleProblems(browser), []);
});

// Issue 40, point 7: the first screen says what to do first; on a phone a
// link brings the learner to the controls in one tap, below the pinned
// results, while the results still show on the first screen.
test('the first screen says what to do first, and on a phone one tap reaches the controls', async () => {
  const laptop = await labAt(lab.browser, lab.server.url, { viewport: { width: 1366, height: 768 } });
  const first = await laptop.execute(() => {
    const step = document.querySelector('.first-step');
    const jump = [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === 'Jump to the controls');
    return { step: step.getBoundingClientRect().bottom <= innerHeight && step.checkVisibility(), text: step.textContent, jump: jump.checkVisibility() };
  });
  assert.ok(first.step, 'the first step is on the first screen');
  assert.match(first.text, /pick a preset or move a value/);
  assert.equal(first.jump, false, 'beside the controls, no jump is needed');

  const phone = await labAt(lab.browser, lab.server.url, { viewport: { width: 375, height: 812 }, phone: true });
  const jump = await phone.execute(() => {
    const a = [...document.querySelectorAll('a')].find((e) => e.textContent.trim() === 'Jump to the controls');
    const r = a.getBoundingClientRect();
    const headline = document.querySelector('.headline').getBoundingClientRect();
    return { inView: a.checkVisibility() && r.bottom <= innerHeight, headline: headline.bottom <= innerHeight };
  });
  assert.deepEqual(jump, { inView: true, headline: true }, 'the link and the results on the first screen');
  const link = await phone.$('a.jump-to-controls');
  await link.click();
  const landed = await phone.execute(async () => {
    await new Promise((resolve) => { setTimeout(resolve, 300); });
    const heading = document.getElementById('controls-title');
    const r = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
    return { inView: r.top >= 0 && r.bottom <= innerHeight, uncovered: heading.contains(hit) };
  });
  assert.deepEqual(landed, { inView: true, uncovered: true });
  // Back from the heading to the link the page applied keeps the
  // learner's edits (found by a walk).
  await phone.execute(() => { location.hash = 'lease_s=25'; });
  await phone.execute(inPage(async () => { await settled(); }));
  const lease = await byLabel(phone, 'Lease / visibility duration (seconds)');
  await phone.execute((e) => { e.value = '26'; e.dispatchEvent(new Event('input', { bubbles: true })); }, lease);
  await (await phone.$('a.jump-to-controls')).click();
  // The address keeps the link, so a reload or a copied address keeps the
  // lesson (found by a walk: it held #controls-title).
  await until(phone, () => location.hash === '#lease_s=25');
  assert.equal(await lease.getValue(), '26', 'the edit survives the jump');
  assert.ok(await phone.execute(() => {
    const r = document.getElementById('controls-title').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  }), 'the controls stay in view');
  await phone.execute(inPage(async () => { history.back(); await new Promise((r) => { setTimeout(r, 200); }); await settled(); }));
  assert.equal(await lease.getValue(), '26', 'the edit survives Back');
  assert.deepEqual(await consoleProblems(phone), []);
});


// A panic aborts the wasm (WebKitGTK's compiled code has panicked where
// the module cannot: README), and the page stops following its
// values. It then says so first on the page rather than keep results that
// look current. `show_stopped` marks the root element and scrolls to the
// start as this test does (its component test in tests/browser.rs checks
// that); this checks what the page then shows. In the page's flow, the
// notice covers nothing: laid over the window's foot, it hid the band where
// a focused control lands on a phone (found by a walk).
test('a stopped app says so first on the page, covering nothing', async () => {
  for (const [viewport, phone] of [[{ width: 375, height: 812 }, true], [{ width: 1280, height: 800 }, false]]) {
    const page = await labAt(lab.browser, lab.server.url, { viewport, phone });
    assert.equal(await page.execute(() => document.querySelector('.stopped').checkVisibility()), false, 'hidden while the app runs');
    const shown = await page.execute(inPage(async () => {
      document.documentElement.setAttribute('data-stopped', '');
      scrollTo(0, 0);
      await settled();
      const notice = [...document.querySelectorAll('[role="alert"]')].filter((e) => e.checkVisibility());
      const r = notice[0].getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const intro = document.querySelector('.intro').getBoundingClientRect();
      // At 1000 px and wider the language menu is laid over the page's top
      // (found in a screenshot: it sat on the notice's first line).
      const menu = document.querySelector('.languages').getBoundingClientRect();
      return {
        clearOfMenu: menu.bottom <= r.top || menu.top >= r.bottom,
        notices: notice.length,
        text: notice[0].textContent,
        inView: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && Math.round(r.right) <= innerWidth,
        uncovered: notice[0].contains(hit),
        aboveThePage: r.bottom <= intro.top,
        fixed: getComputedStyle(notice[0]).position !== 'static',
      };
    }));
    const violations = viewport.width > 600 ? await axe(page) : [];
    await page.execute(() => document.documentElement.removeAttribute('data-stopped'));
    assert.deepEqual(shown, {
      clearOfMenu: true, notices: 1, text: message('en', 'stopped'), inView: true, uncovered: true, aboveThePage: true, fixed: false,
    }, `at ${viewport.width} px`);
    assert.deepEqual(violations, [], 'axe-core with the notice shown');
  }
});

// Issue 40, point 5: the teaching guide ships as a page of its own, linked
// from the lab, except while a lesson is on (it gives the answers away).
test('the lab links to the teaching guide, a page of its own, except in a lesson', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const link = await browser.execute(() => {
    const a = [...document.querySelectorAll('a')].find((e) => e.textContent.trim() === 'teaching guide');
    return a && { href: a.href, shown: a.checkVisibility() };
  });
  assert.ok(link?.shown, 'the link is on the page');
  assert.match(link.href, /\/teaching\.html$/);
  for (const hash of ['#preset=paused-zombie&predict', '#hidden=contracts', '#preset=paused-zombie&ask1=Why%20was%20A%27s%20write%20refused%3F']) {
    await labAt(lab.browser, lab.server.url + hash);
    const shown = await browser.execute(() => [...document.querySelectorAll('a')]
      .some((e) => e.textContent.trim() === 'teaching guide' && e.checkVisibility()));
    assert.equal(shown, false, `no guide link in the lesson ${hash}`);
  }
  await openPage(browser, link.href, { ready: false });
  const guide = await browser.execute(() => ({
    title: document.title,
    headings: [...document.querySelectorAll('h2')].map((h) => h.textContent),
    back: [...document.querySelectorAll('a')].some((a) => a.textContent === 'Back to the lab'),
  }));
  assert.equal(guide.title, 'Lease Lab: teaching guide');
  assert.ok(guide.headings.includes('The presets, in an order a class can follow'), guide.headings.join(' | '));
  assert.ok(guide.back);
  assert.deepEqual(await consoleProblems(browser), []);
});

// Issue 41: the pre-rendered page is whole without the wasm, which starts
// downloading only after the first paint (Trunk.toml's loader); only the
// small glue module is preloaded.
test('the wasm is fetched after the first paint, and only the glue is preloaded', async () => {
  const browser = lab.browser;
  await openPage(browser, `${lab.server.url}?fresh=${Date.now()}`, { viewport: { width: 412, height: 823 }, phone: true });
  const seen = await browser.execute(() => {
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('_bg.wasm'));
    const paint = performance.getEntriesByType('paint')[0];
    return {
      preloads: [...document.querySelectorAll('link[rel=preload], link[rel=modulepreload]')].map((l) => l.getAttribute('href').replace(/-[0-9a-f]{1,16}(?=\.js$)/, '')),
      wasmAt: wasm?.startTime ?? null,
      paintAt: paint?.startTime ?? null,
    };
  });
  // Trunk writes the hash in hex without leading zeros: 15 digits, now and then.
  assert.deepEqual(seen.preloads, ['./lease-lab.js']);
  assert.ok(seen.wasmAt !== null, 'the wasm was fetched');
  // WebKit reports no paint timing; there the loader waits for a frame.
  if (seen.paintAt !== null) assert.ok(seen.wasmAt >= seen.paintAt, JSON.stringify(seen));
});
