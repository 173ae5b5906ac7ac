// Accessibility, proven (issue 16): axe-core with the WCAG 2.0, 2.1 and 2.2
// A and AA rules plus best practices in every state a learner can reach,
// and a keyboard-only walk of the whole page. docs/accessibility.md cites
// these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Key } from 'webdriverio';
import {
  sharedLab, openPage, labAt, keyboardToPage, nextFrames, axe, ENGINE, until, byRole, byLabel, button, slider, fill, slide, focus,
  openWorksheet, emulatePrint, consoleProblems, skipIn, radio, valueOf,
} from './harness.mjs';

const lab = sharedLab();

const LEASE = 'Lease / visibility duration (seconds)';

// [state, fragment, options (session: the session's options; viewport),
// what the learner does first], grouped by session and viewport so that
// each is set once.
const STATES = [
  ['default, light', '', {}, null],
  ['a field in error (stale results)', '', {}, (browser) => fill(browser, LEASE, '1O')],
  ['a refused worksheet', '', {}, (browser) => openWorksheet(browser, 'bad.json', 'not json')],
  ['lesson mode before the reveal', '#predict', {}, null],
  ['lesson mode after the reveal', '#predict', {}, async (browser) => {
    for (const [group, option] of [['Will worker B take over?', 'No'], ['How many increments will the resource apply?', '1'], ["What happens to worker A's write?", 'Accepted']]) {
      await (await radio(browser, group, option)).click();
    }
    await (await button(browser, 'Reveal the outcome')).click();
  }],
  ['the map focused and moved', '', {}, async (browser) => {
    await focus(browser, await byRole(browser, 'group', /^Outcome map/));
    await browser.keys('ArrowUp');
  }],
  // Playwright's fill() on a range input: set the value, fire input and change.
  ['the time cursor moved', '', {}, (browser) => slide(browser, 'Time cursor', 10)],
  ['print', '', {}, (browser) => emulatePrint(browser)],
  ['default, dark', '', { session: { colorScheme: 'dark' } }, null],
  ['a field in error, dark', '', { session: { colorScheme: 'dark' } }, (browser) => fill(browser, LEASE, '1O')],
  ['320 px wide', '', { viewport: { width: 320, height: 700 } }, null],
  ['375 px wide', '', { viewport: { width: 375, height: 800 } }, null],
  ['embed, 760 x 560', '#embed', { viewport: { width: 760, height: 560 } }, null],
  ['embed, disclosure open', '#embed', { viewport: { width: 760, height: 560 } },
    async (browser) => (await button(browser, /Event log, contract comparison/)).click()],
];

for (const [state, hash, { session, viewport }, act] of STATES) {
  // Print media is emulated through CDP, which only Chromium offers.
  const options = state === 'print' ? skipIn(['firefox', 'webkit'], 'print media emulation needs CDP (Emulation.setEmulatedMedia)') : {};
  test(`axe-core finds no violation: ${state}`, options, async () => {
    const browser = await labAt(session ? await lab.session(session) : lab.browser, lab.server.url + hash, viewport ? { viewport } : {});
    if (act) await act(browser);
    await nextFrames(browser);
    if (session?.colorScheme === 'dark') {
      assert.ok(await browser.execute(() => matchMedia('(prefers-color-scheme: dark)').matches), 'the page is in dark mode');
    }
    if (state === 'print') assert.ok(await browser.execute(() => matchMedia('print').matches), 'print media is on');
    assert.deepEqual(await axe(browser), []);
    assert.deepEqual(await consoleProblems(browser), []);
  });
}

/** The page's interactive elements a keyboard user should reach, in DOM
 *  order: visible, enabled, not taken out of the tab order. */
async function tabbable(browser) {
  return browser.execute(() => [...document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
  )].filter((e) => e.checkVisibility() && !e.disabled && !e.closest('[inert]'))
    .map((e, i) => { e.dataset.walk = String(i); return i; }));
}

/** Where focus is now: its walk index, and whether its focus indicator is
 *  an outline of at least 2 px with 3:1 contrast against the background it
 *  is drawn on. */
function focusedInPage() {
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const rgb = (css) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
  const luminance = ([r, g, b]) => {
    const c = [r, g, b].map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  // The outline is drawn outside the element, over its parent's background.
  let back = e.parentElement;
  while (back && (rgb(getComputedStyle(back).backgroundColor)[3] === 0)) back = back.parentElement;
  const backColor = rgb(getComputedStyle(back ?? document.documentElement).backgroundColor);
  // An SVG mark on the timeline shows focus as a ring stroked around it
  // (its `.hit` shape) instead of an outline.
  const style = getComputedStyle(e);
  const ring = e.querySelector(':scope > .hit');
  const ringStyle = ring && getComputedStyle(ring);
  const [color, width] = style.outlineStyle !== 'none'
    ? [style.outlineColor, parseFloat(style.outlineWidth)]
    : ringStyle && ringStyle.stroke !== 'none' ? [ringStyle.stroke, parseFloat(ringStyle.strokeWidth)] : ['rgb(0,0,0,0)', 0];
  const [l1, l2] = [luminance(rgb(color)), luminance(backColor)].sort((a, b) => b - a);
  return {
    index: Number(e.dataset.walk ?? -1),
    name: `${e.tagName.toLowerCase()}#${e.id || ''} ${e.getAttribute('aria-label') ?? e.textContent.trim().slice(0, 30)}`,
    outline: width >= 2,
    contrast: (l1 + 0.05) / (l2 + 0.05),
  };
}

/** A script that records, in the page, where focus lands from now on, in
 *  `window.__walk` (what `focusedInPage` says at each `focusin`, and null
 *  when focus leaves the document), so a whole walk is one WebDriver
 *  action and one read, not two round trips a stop. */
const RECORD_FOCUS = `const focused = ${focusedInPage};
  window.__walk = [];
  if (!window.__walkRecording) {
    window.__walkRecording = true;
    document.addEventListener('focusin', () => window.__walk.push(focused()));
    addEventListener('blur', () => window.__walk.push(null));
  }`;

/** Presses Tab (Shift+Tab with `back`) `times` times in one action, each
 *  press whole, and returns the stops focus made, in order, up to the
 *  first time it left the page or came round to the first stop again. */
async function walk(browser, times, { back = false, from = null } = {}) {
  await browser.execute(RECORD_FOCUS);
  const action = browser.action('key');
  for (let i = 0; i < times; i += 1) {
    if (back) action.down(Key.Shift);
    action.down(Key.Tab).up(Key.Tab);
    if (back) action.up(Key.Shift);
  }
  await action.perform();
  const stops = [];
  let at = from;
  for (const now of await browser.execute(() => window.__walk)) {
    // Focus arriving again where it already is (a window that takes the
    // keyboard only at the first key refires the start's focusin) is no
    // step.
    if (now !== null && now.index === at) continue;
    if (now === null || (stops.length > 0 && now.index === stops[0].index)) break;
    stops.push(now);
    at = now.index;
  }
  return stops;
}

for (const [where, hash, colorScheme] of [['the page', '', 'light'], ['the page in dark mode', '', 'dark'], ['the embed', '#embed', 'light']]) {
  test(`a keyboard-only walk of ${where} reaches every control in order, visibly, without a trap`, async () => {
    const viewport = hash ? { width: 760, height: 560 } : { width: 1280, height: 900 };
    // A fresh load: the walk starts where a newly opened page starts (a
    // blurred control stays the place Tab continues from, in Firefox).
    const browser = await openPage(await lab.session(colorScheme === 'dark' ? { colorScheme } : {}), lab.server.url + hash, { viewport });
    const all = await tabbable(browser);
    assert.ok(all.length >= 25, `${all.length} controls`);
    await browser.execute(() => document.activeElement?.blur());
    // One press past the last control: focus leaves the page or comes
    // round to the first.
    const forward = await walk(browser, all.length + 1);
    const order = forward.map((f) => f.index);
    // Every control, in the page's reading order (no positive tabindex).
    assert.deepEqual(order, all, forward.map((f) => f.name).join('\n'));
    for (const stop of forward) {
      assert.ok(stop.outline, `${stop.name}: a visible focus outline`);
      assert.ok(stop.contrast >= 3, `${stop.name}: focus outline contrast ${stop.contrast.toFixed(2)}`);
    }
    // After the last control, Tab left the page (the walk above ended on
    // no element or wrapped to the first): nothing traps focus. From the
    // last control, Shift+Tab walks the same way back (the keyboard given
    // back to the page first: Firefox left it in its own UI).
    await keyboardToPage(browser);
    const last = all[all.length - 1];
    await browser.execute((i) => document.querySelector(`[data-walk="${i}"]`).focus(), last);
    const backward = [last, ...(await walk(browser, all.length - 1, { back: true, from: last })).map((stop) => stop.index)];
    assert.deepEqual(backward, [...all].reverse());
    assert.deepEqual(await consoleProblems(browser), []);
  });
}

test('every kind of control works from the keyboard alone', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const lesson = () => browser.execute(() => document.documentElement.getAttribute('data-lesson'));
  // A preset button: Space.
  await focus(browser, await button(browser, 'Healthy run'));
  await browser.keys('Space');
  assert.equal(await valueOf(browser, 'Pause duration (seconds)'), '0');
  // A slider: arrow keys.
  await focus(browser, await slider(browser, 'Pause duration slider'));
  await browser.keys('ArrowRight');
  assert.notEqual(await valueOf(browser, 'Pause duration (seconds)'), '0');
  // A field: typing.
  await focus(browser, await byLabel(browser, LEASE));
  await browser.keys(['Control', 'a']);
  await browser.keys(['1', '2']);
  assert.equal(await valueOf(browser, LEASE), '12');
  // The select: arrow keys.
  const select = await byLabel(browser, 'Resource enforcement');
  await focus(browser, select);
  await browser.keys('ArrowUp');
  assert.notEqual(await select.getValue(), 'current_epoch');
  // The map: arrows and Enter load a cell.
  const before = await valueOf(browser, 'Pause starts at (seconds)');
  await focus(browser, await byRole(browser, 'group', /^Outcome map/));
  await browser.keys('ArrowRight');
  await browser.keys('ArrowRight');
  await browser.keys('Enter');
  await nextFrames(browser);
  assert.notEqual(await valueOf(browser, 'Pause starts at (seconds)'), before);
  // The time cursor and its Play button.
  const cursor = await slider(browser, 'Time cursor');
  await focus(browser, cursor);
  await browser.keys('End');
  assert.notEqual(await cursor.getValue(), '0');
  // Lesson mode: the switch with Space, radios with arrows, the buttons with Enter.
  await focus(browser, await byRole(browser, 'switch', 'Predict first'));
  await browser.keys('Space');
  assert.equal(await lesson(), 'predict');
  for (const group of ['Will worker B take over?', 'How many increments will the resource apply?', "What happens to worker A's write?"]) {
    const first = await browser.execute((name) => [...document.querySelectorAll('[role=radiogroup]')]
      .find((g) => document.getElementById(g.getAttribute('aria-labelledby'))?.textContent.trim() === name)
      ?.querySelector('input[type=radio]') ?? null, group);
    assert.ok(first, `a first radio in "${group}"`);
    await focus(browser, first);
    await browser.keys('Space');
  }
  await focus(browser, await button(browser, 'Reveal the outcome'));
  await browser.keys('Enter');
  assert.equal(await lesson(), 'revealed');
  await browser.keys('Enter');
  assert.equal(await lesson(), 'predict', '"Predict again" has focus and works');
  // The assumptions disclosure.
  const open = () => browser.execute(() => document.querySelector('details.assumptions').getAttribute('open'));
  await browser.execute(() => document.querySelector('details.assumptions summary').focus());
  await browser.keys('Enter');
  assert.equal(await open(), null);
  await browser.keys('Space');
  assert.notEqual(await open(), null);
  assert.deepEqual(await consoleProblems(browser), []);
});

// No clipboard, so "Copy link to this scenario" opens the field to copy by hand. In
// Chromium and Firefox a BiDi preload script removes navigator.clipboard
// before any of the page's scripts run. WebKitWebDriver has no preload
// scripts (classic WebDriver only), so there the same property is removed
// once the page is ready, before the key press: the page looks the
// clipboard up when the button is used, not at load (dist's wasm-bindgen
// glue calls `navigator.clipboard.writeText(...)` in the handler), so it
// meets the same missing clipboard either way.
const NO_CLIPBOARD = () => { Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined }); };

test('Escape closes what opens: the embed disclosure and the copy-by-hand field', async () => {
  const preload = ENGINE === 'webkit' ? null : await lab.browser.addInitScript(NO_CLIPBOARD);
  try {
    const browser = await openPage(lab.browser, `${lab.server.url}#embed`, { viewport: { width: 760, height: 560 } });
    if (preload === null) await browser.execute(NO_CLIPBOARD);
    assert.equal(await browser.execute(() => typeof navigator.clipboard), 'undefined', 'no clipboard');
    const more = await button(browser, /Event log, contract comparison/);
    const disclosure = () => browser.execute((b) => ({
      expanded: b.getAttribute('aria-expanded'),
      events: document.querySelector('table.events').checkVisibility({ visibilityProperty: true }),
      focused: b === document.activeElement,
    }), more);
    await focus(browser, more);
    await browser.keys('Enter');
    assert.deepEqual(await disclosure(), { expanded: 'true', events: true, focused: true });
    await browser.keys('Escape');
    assert.deepEqual(await disclosure(), { expanded: 'false', events: false, focused: true }, 'closed; focus stays on the button');

    // The compact layout offers the link only (issue 27).
    const copy = await button(browser, 'Copy link to this scenario');
    await focus(browser, copy);
    await browser.keys('Enter');
    const field = () => {
      const f = document.getElementById('share-text');
      return { shown: f.checkVisibility({ visibilityProperty: true }) && f.getClientRects().length > 0, focused: f === document.activeElement };
    };
    await until(browser, () => document.getElementById('share-text').checkVisibility({ visibilityProperty: true }));
    assert.deepEqual(await browser.execute(field), { shown: true, focused: true }, 'the field is shown and has focus');
    await browser.keys('Escape');
    assert.deepEqual(await browser.execute(field), { shown: false, focused: false }, 'the field is closed');
    assert.ok(await browser.execute((e) => e === document.activeElement, copy), 'focus is back on the button that opened it');
    assert.deepEqual(await consoleProblems(browser), []);
  } finally {
    await preload?.remove();
    // The page's clipboard stays taken away: no later test reuses it.
    lab.browser.opened = null;
  }
});
