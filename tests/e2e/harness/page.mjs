// Helpers that work on the page a session shows. WebDriver costs a round
// trip per command (a few ms in Chromium and WebKit, more in Firefox), so
// they read many things in one `browser.execute`, wait with a condition
// polled inside the page, and find controls by their accessible name in
// one script. In order:
// - pages: the viewport (WebKit's narrow ones shown in the test server's
//   exact-size frame), `openPage` (a fresh load, where loading is what a
//   test checks), `labAt`/`goTo` (the open page follows a link by
//   `hashchange`), `embeddedLab`, and the in-page waits: SETTLED, the one
//   meaning of "settled", with APPLY_LINK, `inPage`, `until`, `nextFrames`;
// - controls, found the way a learner or a screen reader finds them, and
//   used as a learner does (keys, fields, sliders, selects, the clipboard,
//   files, downloads), and axe-core's audit;
// - what the page shows, read in one script.
// Sessions come from sessions.mjs, which uses `nextFrames` from here; this
// module needs nothing from it and keeps no state of its own (what it
// remembers, such as the open page `labAt` may reuse, is on the session).
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Key } from 'webdriverio';
import { ENGINE } from './engine.mjs';
import { hostPage } from './server.mjs';

// ---------------------------------------------------------------------------
// Pages.

/** The smallest window WebKitGTK's MiniBrowser accepts is this wide; a
 *  narrower viewport is an iframe of that size (see VIEWPORT_PAGE in
 *  server.mjs). */
const WEBKIT_MIN_WIDTH = 447;

/** Sets the viewport to `width` x `height` CSS px. `phone` (Chromium only)
 *  adds touch and a device scale of 2; Firefox and WebKit run the same
 *  size without them. Returns true when the page must be shown in a frame
 *  of that size instead (WebKit below its smallest window). */
async function setViewport(browser, { width, height }, phone) {
  if (ENGINE === 'webkit') {
    const needsFrame = width < WEBKIT_MIN_WIDTH;
    // The window (or, for a frame, the window around it) gets a viewport
    // of this size; its toolbar and borders are measured, not assumed.
    const target = needsFrame ? [WEBKIT_MIN_WIDTH, height + 20] : [width, height];
    const measure = () => browser.execute(() => [
      [innerWidth, innerHeight], [outerWidth, outerHeight], [screen.width / 2, screen.height / 2], document.hasFocus()]);
    let [inner, outer, centre, active] = await measure();
    // Already so (the usual case between two tests): resizing costs three
    // round trips and a relayout, so it is skipped.
    if (active && inner[0] === target[0] && inner[1] === target[1]) return needsFrame;
    const roomy = [Math.max(width, WEBKIT_MIN_WIDTH) + 40, height + 200];
    await browser.setWindowSize(...roomy);
    // The resize reaches the page a moment later: measure once the window
    // has the size asked, or the toolbar's size comes out as nonsense.
    [inner, outer, centre, active] = await until(browser, (w, h) => outerWidth === w && outerHeight === h
      && innerWidth <= w && innerHeight <= h
      && [[innerWidth, innerHeight], [outerWidth, outerHeight], [screen.width / 2, screen.height / 2], document.hasFocus()], ...roomy);
    // With no window manager on the display, X gives the keyboard focus to
    // the top window under the pointer, which Xvfb leaves at the screen's
    // centre; any other window is never active (:focus and :focus-visible
    // never match, so no focus ring; document.hasFocus() is false). So the
    // window is placed with its toolbar, not the page, under that point,
    // and raised when it is not the active one (minimized; the resize below
    // restores it on top).
    if (!active) await browser.minimizeWindow();
    // The chrome around the page can change size meanwhile (a download
    // bar comes or goes): when the page misses the size, measure again
    // and set the window once more.
    for (let attempt = 1; ; attempt++) {
      await browser.setWindowRect(centre[0] - 10, centre[1] - 10, target[0] + outer[0] - inner[0], target[1] + outer[1] - inner[1]);
      const reached = await within(browser, 3000, (w, h) => innerWidth === w && innerHeight === h, ...target);
      if (reached) break;
      if (attempt === 3) throw new Error(`WebKit's window gives the page ${(await measure())[0].join(' x ')}, not ${target.join(' x ')}, after three tries`);
      [inner, outer] = await measure();
    }
    return needsFrame;
  }
  await browser.setViewport({ width, height, devicePixelRatio: phone && ENGINE === 'chromium' ? 2 : 1 });
  if (ENGINE === 'chromium') {
    await browser.sendCommandAndGetResult('Emulation.setTouchEmulationEnabled', { enabled: Boolean(phone), maxTouchPoints: phone ? 5 : 1 });
  }
  return false;
}

/** Gives the page the keyboard back where a Tab past the last control or
 *  a download's panel left it in the browser's own UI, and no page load
 *  takes it back: in Firefox switching to the window does; in Chromium
 *  `Page.bringToFront` does (a page loaded without it has
 *  `document.hasFocus()` false, so `:focus` never matches and the
 *  controls' focus scroll margins are not applied: the screens tests
 *  failed whenever they ran right after the keyboard walks). */
export async function keyboardToPage(browser) {
  if (ENGINE === 'firefox') await browser.switchToWindow(await browser.getWindowHandle());
  if (ENGINE === 'chromium') await browser.sendCommandAndGetResult('Page.bringToFront', {});
}

/** Opens `url` in the session and waits until the app is interactive
 *  (`body[data-ready]`; `ready: false` for a page whose scripts cannot
 *  run). `viewport` defaults to 1280 x 900; `phone` asks for touch and a
 *  device scale of 2 where the engine can emulate them. Always a fresh
 *  load, also when only the fragment differs from the current address:
 *  use it where loading is what a test checks, or for a page of its own;
 *  `goTo` switches the open page to another link. */
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 }, phone = false, ready = true } = {}) {
  await browser.switchFrame(null).catch(() => {});
  await keyboardToPage(browser);
  const inFrame = await setViewport(browser, viewport, phone);
  if (browser.emulation) {
    await browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', { media: '', features: browser.emulation });
  }
  browser.problems.length = 0;
  let target = url;
  if (inFrame) {
    const page = new URL('__viewport.html', url);
    page.hash = new URLSearchParams({ w: viewport.width, h: viewport.height, src: url }).toString();
    target = page.href;
  }
  // Navigating to the open document with another fragment would only be a
  // hashchange, and a reload restores scroll and form state (and hung
  // WebKitWebDriver once): the open document's address first gets a query
  // (history.replaceState, no navigation), so going to the target is a
  // new load like any other.
  const current = await browser.getUrl().catch(() => '');
  const withoutHash = (address) => address.split('#')[0];
  if (target.startsWith('file:') || (browser.scriptsOff && withoutHash(current) === withoutHash(target))) {
    // Firefox, coming from another page, showed the one-file copy without
    // applying its fragment: from an empty page it applies it, as a
    // learner's double-click on the file does. With scripts off the page
    // is left for an empty one too, instead of the script below: a script
    // sent to a scripts-off WebKit page hung its driver in a full run
    // (UND_ERR_HEADERS_TIMEOUT after 120 s).
    await browser.url('about:blank');
  } else if (withoutHash(current) === withoutHash(target)) {
    await browser.execute(() => history.replaceState(null, '', '?reload'));
  }
  await browser.url(target);
  if (inFrame) {
    const frame = await browser.$('#viewport');
    await frame.waitForExist();
    await browser.switchFrame(frame);
  }
  if (ready) await until(browser, () => document.body?.hasAttribute('data-ready'));
  // What `labAt` may reuse: this document, at this viewport, scripts on.
  browser.opened = ready && !inFrame ? { url: withoutHash(url), layout: JSON.stringify([viewport, phone]) } : null;
  return browser;
}

/** The lab at the link `url` (its address and fragment), as the other
 *  tests need it: when the session already shows that lab (same address,
 *  viewport and device, not in a frame), the open page follows the link
 *  (`goTo`: one `hashchange`, applied like a link at load), with nothing
 *  focused, scrolled to the top and its console problems counted afresh;
 *  otherwise `openPage` loads it. For tests that check what a page does,
 *  not how it loads: a load costs a second or more in every engine, a
 *  link a few frames. What a link does not set (notes, answers, the map's
 *  axes) may stay from an earlier test; a test that needs it clean says so
 *  by loading with `openPage`. */
export async function labAt(browser, url, options = {}) {
  const { viewport = { width: 1280, height: 900 }, phone = false } = options;
  const [address, hash = ''] = url.split(/#(.*)/s);
  await browser.switchFrame(null).catch(() => {});
  await keyboardToPage(browser);
  // The window as it is now: a download bar, for one, shrinks WebKit's;
  // and in WebKit only the window under Xvfb's pointer has the keyboard
  // (see setViewport), so another session's window may have taken it.
  const [href, width, height, active] = await browser.execute(() => [location.href, innerWidth, innerHeight, document.hasFocus()])
    .catch(() => ['', 0, 0, false]);
  const reusable = browser.opened?.url === address && browser.opened.layout === JSON.stringify([viewport, phone])
    && href.split('#')[0] === address && width === viewport.width && height === viewport.height && active;
  if (!reusable) return openPage(browser, url, options);
  if (browser.emulation) {
    await browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', { media: '', features: browser.emulation });
  }
  browser.problems.length = 0;
  await goTo(browser, hash);
  await browser.execute(() => {
    document.activeElement?.blur?.();
    scrollTo({ left: 0, top: 0, behavior: 'instant' });
    if (window.__problems) window.__problems.length = 0;
  });
  return browser;
}

/** In the page (given to `browser.execute` as source, so in-page scripts
 *  can call it): resolves once the page has settled, that is after
 *  `count` more animation frames (or 100 ms each, should a frame never
 *  come) and then, while the page still scrolls or `element` still moves,
 *  frame by frame until both hold still (at most 30 more). Everything the
 *  last input queued (Leptos' effects, work deferred to a frame, smooth
 *  scrolling, the page's own reaction to a focus) is then done and drawn.
 *  The one meaning of "settled" in these tests. */
export const SETTLED = String(async function settled(element = null, count = 2) {
  const frame = () => new Promise((resolve) => { requestAnimationFrame(() => resolve()); setTimeout(resolve, 100); });
  const state = () => [scrollX, scrollY, element ? element.getBoundingClientRect().top : 0].join();
  let last = state();
  for (let i = 0; i < count; i++) await frame();
  for (let i = 0; i < 30; i++) {
    const now = state();
    if (now === last) return;
    last = now;
    await frame();
  }
});

/** In the page (given as source, with SETTLED): makes `hash` the fragment,
 *  as following a link to it does, and resolves once the lab has applied
 *  it (its `hashchange` listener has run) and the page has settled. The
 *  same fragment again fires no `hashchange`, so it first steps off it
 *  without one: the link is applied anew either way. */
export const APPLY_LINK = String(async function applyLink(hash) {
  const wanted = hash.replace(/^#/, '');
  if (location.hash.replace(/^#/, '') === wanted) history.replaceState(null, '', '#__apply');
  const changed = new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
  location.hash = wanted;
  await changed;
  await settled();
});

/** A script for `browser.execute` that runs `fn`, an in-page function,
 *  with the execute's arguments and with `settled` (SETTLED) and
 *  `applyLink` (APPLY_LINK) in scope, so in-page code stays a function. */
export const inPage = (fn) => `const settled = ${SETTLED}; const applyLink = ${APPLY_LINK}; return (${fn}).apply(null, arguments);`;

/** Switches the open lab (the page, or the frame the session is in) to the
 *  link `#hash` as a learner following it does: one `hashchange`, which
 *  the page applies like a link at load (scenario, preset, lesson, embed,
 *  pin, step, customization), then waits until it has settled. Whatever a
 *  link does not set (notes, answers, the map's axes) stays: a test that
 *  needs a clean page loads one with `openPage`. */
export async function goTo(browser, hash) {
  await browser.execute(inPage((h) => applyLink(h)), hash);
  return browser;
}

/** Switches print media on or off (Chromium only: CDP). */
export async function emulatePrint(browser, on = true) {
  await browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', { media: on ? 'print' : '', features: browser.emulation });
}

/** Polls `condition(...args)` inside the page every few ms for up to `ms`;
 *  returns its first truthy value, or false when time runs out. */
async function within(browser, ms, condition, ...args) {
  return browser.execute(`return (async (args, ms) => {
    const condition = ${String(condition)};
    const end = Date.now() + ms;
    for (;;) {
      const value = await condition(...args);
      if (value) return value;
      if (Date.now() > end) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })(arguments[0], arguments[1]);`, args, ms);
}

/** Polls `condition(...args)` inside the page every few ms until it returns
 *  something truthy, and returns that. One WebDriver round trip, however
 *  long it waits. `condition` runs in the page, so it sees only `args`. */
export async function until(browser, condition, ...args) {
  const source = String(condition);
  return browser.execute(`return (async (args) => {
    const condition = ${source};
    const end = Date.now() + 10000;
    for (;;) {
      const value = await condition(...args);
      if (value) return value;
      if (Date.now() > end) throw new Error('timed out after 10 s waiting for ' + ${JSON.stringify(source.slice(0, 200))});
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })(arguments[0]);`, args);
}

/** Resolves once the page has settled (SETTLED): `count` more frames,
 *  then until nothing scrolls. */
export async function nextFrames(browser, count = 2) {
  await browser.execute(inPage((n) => settled(null, n)), count);
}

/** Opens the lab of `lab` (a `sharedLab()`) in an iframe of `width` x
 *  `height` on another origin (a second local server) filling a viewport
 *  of that size, switches into the frame and waits until the lab is
 *  ready. Returns the browser (in the frame) and `close`, which switches
 *  back and stops the host. */
export async function embeddedLab(lab, width, height, hash) {
  const host = await hostPage(`<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course</title></head>
    <body style="margin:0"><iframe title="Lease Lab" width="${width}" height="${height}" style="border:0;display:block"
    src="${lab.server.url}${hash}"></iframe></body></html>`);
  const browser = await openPage(lab.browser, host.url, { viewport: { width, height }, ready: false });
  await browser.switchFrame(await browser.$('iframe'));
  await until(browser, () => document.body?.hasAttribute('data-ready'));
  return {
    browser,
    close: async () => { await browser.switchFrame(null); await host.close(); },
  };
}

// ---------------------------------------------------------------------------
// Controls, found the way a learner or a screen reader finds them.

/** In the page: the elements of `role` whose accessible name is `name`
 *  (a string, matched exactly after trimming, or a RegExp given as
 *  `{ source, flags }`). A small, explicit subset of the ARIA rules: an
 *  element's role is its `role` attribute or the implicit role of its tag,
 *  and its name comes from aria-labelledby, aria-label, its <label>s, or
 *  its text, in that order. */
function findByRole(role, name, within) {
  const implicit = (e) => {
    const tag = e.tagName.toLowerCase();
    const type = (e.getAttribute('type') ?? '').toLowerCase();
    if (tag === 'button' || (tag === 'input' && ['button', 'submit', 'reset'].includes(type))) return 'button';
    if (tag === 'a' && e.hasAttribute('href')) return 'link';
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') return { range: 'slider', checkbox: 'checkbox', radio: 'radio', file: 'file' }[type] ?? 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'table') return 'table';
    if (tag === 'fieldset') return 'group';
    return null;
  };
  const text = (e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (e) => {
    const labelledBy = e.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ').trim();
    const label = e.getAttribute('aria-label');
    if (label) return label.trim();
    if (e.labels && e.labels.length) return [...e.labels].map(text).join(' ');
    if (e.tagName === 'FIELDSET') return text(e.querySelector('legend'));
    return text(e);
  };
  const matches = typeof name === 'string'
    ? (n) => n === name
    : (n) => new RegExp(name.source, name.flags).test(n);
  const root = within ?? document;
  return [...root.querySelectorAll('*')].filter((e) => (e.getAttribute('role') ?? implicit(e)) === role && matches(accessibleName(e)));
}

function nameArg(name) {
  return name instanceof RegExp ? { source: name.source, flags: name.flags } : name;
}

/** The one element of `role` named `name` (in `within`, an element, when
 *  given), as a WebdriverIO element. Fails unless exactly one matches. */
export async function byRole(browser, role, name, within = null) {
  const found = await browser.execute(
    `const findByRole = ${findByRole}; return findByRole(arguments[0], arguments[1], arguments[2]);`,
    role, nameArg(name), within,
  );
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role} named ${name} (expected one)`);
  return browser.$(found[0]);
}

/** How many elements of `role` are named `name`. */
export async function countByRole(browser, role, name) {
  return browser.execute(
    `const findByRole = ${findByRole}; return findByRole(arguments[0], arguments[1]).length;`,
    role, nameArg(name),
  );
}

/** The form control whose label is exactly `label` (a field, a slider, the
 *  select, the notes, the file input). */
export async function byLabel(browser, label) {
  const found = await browser.execute((text) => [...document.querySelectorAll('input, select, textarea')].filter((e) => {
    const name = e.getAttribute('aria-label')
      ?? (e.labels && e.labels.length ? [...e.labels].map((l) => l.textContent.replace(/\s+/g, ' ').trim()).join(' ') : null);
    return name === text;
  }), label);
  if (found.length !== 1) throw new Error(`${found.length} controls labelled "${label}" (expected one)`);
  return browser.$(found[0]);
}

/** In the page: the radio labelled `option` in the radio group named
 *  `group` (by its aria-labelledby), or null. */
export function findRadio(group, option) {
  const text = (e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const fieldset = [...document.querySelectorAll('[role=radiogroup]')].find((g) => (g.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/).map((id) => text(document.getElementById(id))).join(' ') === group);
  return [...(fieldset?.querySelectorAll('input[type=radio]') ?? [])].find((r) => [...r.labels].map(text).join(' ') === option) ?? null;
}

/** The radio `option` of the radio group named `group`, as a WebdriverIO
 *  element. Fails when there is none. */
export async function radio(browser, group, option) {
  const found = await browser.execute(findRadio, group, option);
  if (!found) throw new Error(`no radio "${option}" in "${group}"`);
  return browser.$(found);
}

/** The value of the control labelled `label`. */
export async function valueOf(browser, label) {
  return (await byLabel(browser, label)).getValue();
}

/** The button named `name`. */
export const button = (browser, name) => byRole(browser, 'button', name);

/** Lets the page write and the test read the clipboard (Chromium grants it
 *  by permission; the other engines allow it through the harness's
 *  preferences and flags). */
export async function allowClipboard(browser) {
  if (ENGINE === 'chromium') {
    await browser.setPermissions({ name: 'clipboard-read' }, 'granted');
    await browser.setPermissions({ name: 'clipboard-write' }, 'granted');
  }
}

/** Clicks the copy button named `name` and returns what it put on the
 *  clipboard (emptied first, so an old copy never passes). */
export async function copiedBy(browser, name) {
  await browser.execute(() => navigator.clipboard.writeText(''));
  await (await button(browser, name)).click();
  return until(browser, async () => (await navigator.clipboard.readText()) || false);
}
/** The slider named `name`. */
export const slider = (browser, name) => byRole(browser, 'slider', name);

/** Presses each key of `keys` (characters, key names such as
 *  'ArrowRight', or WebDriver key codes such as `Key.ArrowRight`) in turn,
 *  each released before the next goes down, in one WebDriver command.
 *  (`browser.keys(array)` holds them all down as one chord, and WebKit then
 *  takes a repeated key only once.) */
export async function pressEach(browser, keys) {
  const action = browser.action('key');
  for (const key of keys) {
    const code = key.length > 1 ? Key[key] ?? key : key;
    action.down(code).up(code);
  }
  await action.perform();
}

/** Replaces the text of the field labelled `label` (or the element given)
 *  with `value` as a learner does: focus it, select everything, type the
 *  new text (a line break is the Enter key), or delete for an empty value.
 *  Real key events, through the driver. */
export async function fill(browser, label, value) {
  const field = typeof label === 'string' ? await byLabel(browser, label) : label;
  await field.click();
  await browser.execute((e) => e.select(), field);
  await pressEach(browser, value === '' ? [Key.Backspace] : [...value].map((c) => (c === '\n' ? Key.Enter : c)));
  return field;
}

/** Sets a slider (a range input) to `value` and fires `input` and
 *  `change`, as a pointer drag ending there would. */
export async function slide(browser, name, value) {
  const range = typeof name === 'string' ? await slider(browser, name) : name;
  await browser.execute((e, v) => {
    e.focus();
    e.value = v;
    e.dispatchEvent(new Event('input', { bubbles: true }));
    e.dispatchEvent(new Event('change', { bubbles: true }));
  }, range, String(value));
  return range;
}

/** Chooses the option with visible text `text` in the select labelled
 *  `label`. */
export async function choose(browser, label, text) {
  const select = await byLabel(browser, label);
  await select.selectByVisibleText(text);
  return select;
}

/** Chooses the option whose value is `value` in the select labelled
 *  `label`. */
export async function chooseValue(browser, label, value) {
  const select = await byLabel(browser, label);
  await select.selectByAttribute('value', value);
  return select;
}

/** Presses `keys` (a WebDriver key name such as 'ArrowRight', 'Home',
 *  'Tab', or an array pressed together as a chord, such as
 *  ['Shift', 'Tab']) `times` times, on whatever has focus. */
export async function press(browser, keys, times = 1) {
  if (!Array.isArray(keys)) {
    await pressEach(browser, Array(times).fill(keys));
    return;
  }
  for (let i = 0; i < times; i++) await browser.keys(keys);
}

/** Focuses an element from the page (a WebdriverIO element). */
export async function focus(browser, element) {
  await browser.execute((e) => e.focus(), element);
}

/** Gives `path` to the file input labelled "Open worksheet", as a learner
 *  choosing that file would. */
export async function openWorksheet(browser, name, text) {
  const dir = await mkdtemp(join(tmpdir(), 'lease-lab-upload-'));
  const path = join(dir, name);
  await writeFile(path, text);
  const input = await byLabel(browser, 'Open worksheet');
  await input.addValue(path);
  await until(browser, (n) => (document.querySelector('.worksheet [role=status]')?.textContent ?? '').includes(n), name);
  return browser.execute(() => document.querySelector('.worksheet [role=status]').innerText);
}

/** Clicks the button named `name` and returns the file it downloads:
 *  `{ name, text }`, read from the session's download folder once the
 *  browser has finished writing it (a file that is not empty). */
export async function download(browser, name) {
  // WebKit's download bar shrinks the window, and resizing it afterwards
  // times out or loses the session: the next file gets a new session.
  if (ENGINE === 'webkit') browser.spoiled = true;
  for (const entry of await readdir(browser.downloads)) await rm(join(browser.downloads, entry), { force: true, recursive: true });
  await (await button(browser, name)).click();
  const end = Date.now() + 10_000;
  let last = null;
  for (;;) {
    const files = (await readdir(browser.downloads)).filter((f) => !/\.(crdownload|part|download)$/.test(f) && !f.startsWith('.'));
    if (files.length === 1) {
      const size = (await stat(join(browser.downloads, files[0]))).size;
      // Written once the size has held still for one poll. Firefox makes
      // the file, empty, before it writes it; no download here is empty.
      if (size > 0 && last === size) {
        const bytes = await readFile(join(browser.downloads, files[0]));
        return { name: files[0], text: bytes.toString('utf8'), bytes };
      }
      last = size;
    }
    if (Date.now() > end) throw new Error(`no download after clicking "${name}" (folder: ${files.join(', ') || 'empty'})`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** The rules every audit runs: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's
 *  best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations on the page, as "rule: targets" lines. */
export async function axe(browser) {
  await browser.execute(() => new Promise((resolve, reject) => {
    if (window.axe) { resolve(); return; }
    const script = document.createElement('script');
    script.src = '__axe.min.js';
    script.onload = resolve;
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  }));
  return browser.execute(async (tags) => {
    // Only violations are read: axe then keeps one node per passing or
    // inapplicable rule instead of every node, a large share of its work.
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
}

// ---------------------------------------------------------------------------
// What the page shows, read in one script.

/** The four metric values, in order. */
export async function metricValues(browser) {
  return browser.execute(() => [...document.querySelectorAll('.metric-value')].map((e) => e.innerText.trim()));
}

/** The write-decision table as arrays of cell texts. */
export async function writeRows(browser) {
  return browser.execute(() => [...document.querySelectorAll('table.writes tbody tr')]
    .map((row) => [...row.cells].map((cell) => cell.innerText.trim())));
}

/** The inner text of the first element matching `selector` ('' when
 *  there is none). */
export async function textOf(browser, selector) {
  return browser.execute((s) => document.querySelector(s)?.innerText ?? '', selector);
}

/** Whether the first element matching `selector` is rendered and visible. */
export async function isShown(browser, selector) {
  return browser.execute((s) => {
    const e = document.querySelector(s);
    return Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
  }, selector);
}

/** Everything a learner could lose: every field, the select, the notes,
 *  the results (headline, metrics, tables, timeline, readouts) and the
 *  map, once the map is exact (a map drawn during quick changes is a
 *  sketch until the inputs rest). */
export async function learnerView(browser) {
  await until(browser, () => !document.querySelector('.map-summary').textContent.includes('Refining'));
  return browser.execute(() => {
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

/** Fills the fields with the largest valid scenario: a day-long run with a
 *  1 ms cadence. */
export async function setExtreme(browser, { shutdown = '' } = {}) {
  await fill(browser, 'Original active work (seconds)', '86400');
  await fill(browser, 'Lease / visibility duration (seconds)', '86400');
  await fill(browser, 'Heartbeat cadence (seconds)', '0.001');
  await fill(browser, 'Pause starts at (seconds)', '43200');
  await fill(browser, 'Pause duration (seconds)', '86400');
  await fill(browser, 'Replacement work (seconds)', '86400');
  await fill(browser, 'Shutdown signal at (seconds, optional)', shutdown);
}
