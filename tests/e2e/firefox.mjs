// The part of Playwright's API that these tests use, over puppeteer-core
// driving Debian's Firefox ESR through WebDriver BiDi. Playwright cannot
// drive stock Firefox (it needs its own patched build), so the same test
// files run in Firefox through this thin layer: `harness.mjs` hands it out
// when LEASE_LAB_BROWSER=firefox.
//
// Roles and labels are found with puppeteer's ARIA queries (the browser's
// own accessibility tree); a name given as a RegExp, or without `exact`,
// is matched in the page against the same kind of query's candidates.
import puppeteer from 'puppeteer-core';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POLL_MS = 50;
const TIMEOUT_MS = 30_000;

async function until(check, what, timeout = TIMEOUT_MS) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timeout ${timeout}ms exceeded waiting for ${what}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

const quote = (text) => JSON.stringify(String(text));

/** Matches a name as Playwright does: a RegExp, an exact string, or a
 *  case-insensitive substring with whitespace collapsed. */
function nameMatches(actual, wanted, exact) {
  const name = (actual ?? '').replace(/\s+/g, ' ').trim();
  if (wanted instanceof RegExp) return wanted.test(name);
  if (exact) return name === wanted;
  return name.toLowerCase().includes(String(wanted).toLowerCase());
}

/** The accessible name as the page's markup gives it (labelledby, label,
 *  aria-label, legend, text), for filtering candidates by a pattern. */
function nameOf(element) {
  const text = (e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const ids = element.getAttribute('aria-labelledby');
  if (ids) return ids.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
  if (element.getAttribute('aria-label')) return element.getAttribute('aria-label');
  if (element.id) {
    const label = document.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (label) return text(label);
  }
  const wrapping = element.closest('label');
  if (wrapping && wrapping !== element) return text(wrapping);
  if (element.tagName === 'FIELDSET') return text(element.querySelector('legend'));
  return text(element);
}

class Locator {
  constructor(page, find) {
    this.page = page;
    // () => Promise<ElementHandle[]>
    this.find = find;
  }

  async all() { return this.find(); }

  async one() {
    return until(async () => (await this.find())[0], 'a matching element');
  }

  locator(selector) {
    return new Locator(this.page, async () => {
      const parents = await this.find();
      return (await Promise.all(parents.map((p) => queryAll(p, selector)))).flat();
    });
  }

  getByRole(role, options = {}) { return byRole(this.page, () => this.find(), role, options); }
  getByLabel(text, options = {}) { return byLabel(this.page, () => this.find(), text, options); }
  getByText(text, options = {}) { return byText(this.page, () => this.find(), text, options); }

  first() { return this.nth(0); }
  nth(index) { return new Locator(this.page, async () => { const all = await this.find(); return all[index] ? [all[index]] : []; }); }

  async count() { return (await this.find()).length; }
  async evaluate(fn, arg) { return (await this.one()).evaluate(fn, arg); }
  async evaluateAll(fn, arg) {
    const handles = await this.find();
    if (handles.length === 0) return fn([], arg);
    // Gather the elements into one array in the page.
    const array = await this.page.raw.evaluateHandle((...els) => els, ...handles);
    return array.evaluate(fn, arg);
  }

  async innerText() { return this.evaluate((e) => e.innerText); }
  async innerHTML() { return this.evaluate((e) => e.innerHTML); }
  async scrollIntoViewIfNeeded() { await this.evaluate((e) => e.scrollIntoView({ block: 'nearest' })); }
  async hover() { await (await this.one()).hover(); }
  async textContent() { return this.evaluate((e) => e.textContent); }
  async inputValue() { return this.evaluate((e) => e.value); }
  async getAttribute(name) { return this.evaluate((e, n) => e.getAttribute(n), name); }
  async allInnerTexts() { return Promise.all((await this.find()).map((h) => h.evaluate((e) => e.innerText))); }
  async isVisible() {
    const [first] = await this.find();
    return first ? first.evaluate((e) => e.checkVisibility()) : false;
  }
  async isChecked() { return this.evaluate((e) => e.checked === true || e.getAttribute('aria-checked') === 'true'); }
  async isDisabled() { return this.evaluate((e) => e.disabled === true); }
  async isEnabled() { return !(await this.isDisabled()); }
  async boundingBox() {
    return this.evaluate((e) => {
      if (!e.checkVisibility()) return null;
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
  }
  async waitFor() { await until(() => this.isVisible(), 'a visible element'); }

  /** BiDi offers no accessibility tree, so this approximates what assistive
   *  technology is given: the rendered text plus every name, label, value
   *  text and title of rendered elements not hidden with aria-hidden. */
  async ariaSnapshot() {
    return this.evaluate((root) => {
      const parts = [root.innerText];
      for (const e of root.querySelectorAll('*')) {
        if (!e.checkVisibility() || e.closest('[aria-hidden="true"]')) continue;
        for (const attribute of ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder']) {
          if (e.getAttribute(attribute)) parts.push(e.getAttribute(attribute));
        }
        if (e.tagName === 'title' && e.parentElement.checkVisibility()) parts.push(e.textContent);
      }
      return parts.join('\n');
    });
  }
  async focus() { await this.evaluate((e) => e.focus()); }

  async click() {
    const handle = await this.one();
    await until(() => handle.evaluate((e) => e.checkVisibility() && !e.disabled), 'an enabled, visible element');
    if (handle.frame === this.page.raw.mainFrame()) {
      await handle.click();
      return;
    }
    // In an iframe puppeteer finds the frame's offset with a BiDi locator
    // Firefox ESR 140 lacks; add the iframe's position by hand.
    const point = await handle.evaluate((e) => {
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, href: location.href };
    });
    const offset = await this.page.raw.evaluate((href) => {
      const frame = [...document.querySelectorAll('iframe')].find((f) => f.src === href);
      const r = frame.getBoundingClientRect();
      return { x: r.x + frame.clientLeft, y: r.y + frame.clientTop };
    }, point.href);
    await this.page.raw.mouse.click(offset.x + point.x, offset.y + point.y);
  }
  async check() { if (!(await this.isChecked())) await this.click(); }
  async uncheck() { if (await this.isChecked()) await this.click(); }
  async press(key) { await this.focus(); await pressKeys(this.page.raw, key); }
  /** Real key presses, one per character (Playwright's `delay` is ignored). */
  async pressSequentially(text) { await this.focus(); await this.page.raw.keyboard.type(text); }

  /** Sets the value and fires `input` and `change`, as Playwright does. */
  async fill(value) {
    await this.evaluate((e, v) => {
      e.focus();
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e), 'value')?.set;
      if (setter) setter.call(e, v); else e.value = v;
      e.dispatchEvent(new Event('input', { bubbles: true }));
      e.dispatchEvent(new Event('change', { bubbles: true }));
    }, String(value));
  }

  async selectOption(choice) {
    await this.evaluate((e, c) => {
      const option = [...e.options].find((o) => (c.label !== undefined ? o.label === c.label : o.value === (c.value ?? c)));
      if (!option) throw new Error(`no option ${JSON.stringify(c)}`);
      e.value = option.value;
      e.dispatchEvent(new Event('input', { bubbles: true }));
      e.dispatchEvent(new Event('change', { bubbles: true }));
    }, typeof choice === 'string' ? { value: choice } : choice);
  }

  /** Files given as { name, mimeType, buffer } are written to a temporary
   *  folder under their own names first. */
  async setInputFiles(files) {
    const list = Array.isArray(files) ? files : [files];
    const dir = await mkdtemp(join(tmpdir(), 'lease-lab-upload-'));
    const paths = [];
    for (const file of list) {
      const path = join(dir, file.name);
      await writeFile(path, file.buffer);
      paths.push(path);
    }
    await (await this.one()).uploadFile(...paths);
  }
}

/** CSS, with Playwright's `:visible` suffix understood. */
async function queryAll(root, selector) {
  const visibleOnly = selector.endsWith(':visible');
  const css = visibleOnly ? selector.slice(0, -':visible'.length) : selector;
  const handles = await root.$$(css);
  if (!visibleOnly) return handles;
  const keep = await Promise.all(handles.map((h) => h.evaluate((e) => e.checkVisibility())));
  return handles.filter((_, i) => keep[i]);
}

function roots(page, parents) {
  return parents ? parents() : Promise.resolve([page.raw]);
}

function filtered(page, parents, selectorFor, wanted, exact) {
  return new Locator(page, async () => {
    const exactQuery = typeof wanted === 'string' && exact;
    const found = (await Promise.all((await roots(page, parents)).map((r) => r.$$(selectorFor(exactQuery ? wanted : null))))).flat();
    if (exactQuery || wanted === undefined) return found;
    const names = await Promise.all(found.map((h) => h.evaluate(nameOf)));
    return found.filter((_, i) => nameMatches(names[i], wanted, exact));
  });
}

function byRole(page, parents, role, { name, exact } = {}) {
  return filtered(page, parents, (n) => (n === null ? `::-p-aria([role=${quote(role)}])` : `::-p-aria([name=${quote(n)}][role=${quote(role)}])`), name, exact);
}

/** Elements named by a label: form controls and ARIA-named elements, never
 *  the label itself or an option that repeats its text. */
function byLabel(page, parents, text, { exact } = {}) {
  const named = filtered(page, parents, (n) => (n === null ? 'input, select, textarea, [aria-label], [aria-labelledby]' : `::-p-aria(${quote(n)})`), text, exact);
  return new Locator(page, async () => {
    const found = await named.find();
    const keep = await Promise.all(found.map((h) => h.evaluate((e) => !['LABEL', 'OPTION'].includes(e.tagName))));
    return found.filter((_, i) => keep[i]);
  });
}

function byText(page, parents, text, { exact } = {}) {
  return filtered(page, parents, (n) => (n === null ? 'p, span, li, div, button, td, th, strong' : `::-p-text(${n})`), text, exact);
}

/** The locator calls on a frame's document, found by `root`. */
function queriesIn(page, root) {
  return {
    locator: (css) => new Locator(page, async () => (await Promise.all((await root()).map((r) => queryAll(r, css)))).flat()),
    getByRole: (role, options) => byRole(page, root, role, options),
    getByLabel: (text, options) => byLabel(page, root, text, options),
  };
}

/** Playwright key names ("Control+A", "Shift+Tab", "Space") for puppeteer. */
async function pressKeys(raw, combo) {
  const keys = combo.split('+').map((k) => (k === 'Space' ? ' ' : k));
  const key = keys.pop();
  for (const modifier of keys) await raw.keyboard.down(modifier);
  await raw.keyboard.press(key);
  for (const modifier of keys.reverse()) await raw.keyboard.up(modifier);
}

class Page {
  constructor(raw, context) {
    this.raw = raw;
    this.context = context;
    this.keyboard = {
      press: (key) => pressKeys(raw, key),
      type: (text) => raw.keyboard.type(text),
    };
    this.mouse = {
      move: (x, y) => raw.mouse.move(x, y),
      click: (x, y) => raw.mouse.click(x, y),
    };
    this.downloads = [];
  }

  on(event, listener) {
    if (event === 'console') {
      // Playwright calls console.warn messages 'warning'.
      this.raw.on('console', (msg) => listener({ type: () => (msg.type() === 'warn' ? 'warning' : msg.type()), text: () => msg.text() }));
    } else if (event === 'pageerror') {
      this.raw.on('pageerror', listener);
    } else {
      this.raw.on(event, listener);
    }
  }

  async goto(url) { await this.raw.goto(url); }
  async close() { await this.raw.close(); }
  async addInitScript(script) { await this.raw.evaluateOnNewDocument(script); }
  url() { return this.raw.url(); }
  async waitForSelector(selector) { await this.raw.waitForSelector(selector, { timeout: TIMEOUT_MS }); }
  async evaluate(fn, arg) { return this.raw.evaluate(fn, arg); }
  /** Polls with `evaluate`: puppeteer's own waitForFunction builds its
   *  poller with `Function()`, which a page's CSP refuses in a file://
   *  page (the one-file copy). */
  async waitForFunction(fn, arg) { await until(() => this.raw.evaluate(fn, arg), `the function ${fn}`); }
  /** Only 'networkidle' is asked for: no request for half a second. */
  async waitForLoadState(state) {
    if (state !== 'networkidle') throw new Error(`waitForLoadState(${state}) is not supported in Firefox here`);
    await this.raw.waitForNetworkIdle({ idleTime: 500, timeout: TIMEOUT_MS });
  }
  async waitForTimeout(ms) { await new Promise((r) => setTimeout(r, ms)); }
  async screenshot(options = {}) { return this.raw.screenshot(options); }
  async addScriptTag(options) { return this.raw.addScriptTag(options); }

  locator(selector) { return new Locator(this, () => queryAll(this.raw, selector)); }

  /** The document inside the iframe matched by `selector`. */
  frameLocator(selector) {
    const page = this;
    // Found by its address among the page's frames: ElementHandle's
    // contentFrame() needs a BiDi locator that Firefox ESR 140 lacks.
    const frameRoot = async () => {
      const frame = await until(async () => {
        const src = await (await page.raw.$(selector))?.evaluate((e) => e.src);
        return src && page.raw.frames().find((f) => f.url() === src);
      }, `the frame ${selector}`);
      return [await until(() => frame.$('html'), `the document of ${selector}`)];
    };
    return queriesIn(page, frameRoot);
  }

  /** Each frame with the calls the tests make on Playwright's Frame. */
  frames() {
    return this.raw.frames().map((frame) => {
      const root = async () => [await until(() => frame.$('html'), 'the frame document')];
      return {
        url: () => frame.url(),
        evaluate: (fn, arg) => frame.evaluate(fn, arg),
        waitForSelector: (selector) => until(() => frame.$(selector), selector),
        waitForFunction: (fn, arg) => until(() => frame.evaluate(fn, arg), `the function ${fn}`),
        ...queriesIn(this, root),
      };
    });
  }

  async emulateMedia(options) {
    throw new Error(`emulateMedia(${JSON.stringify(options)}) needs CDP, which Firefox does not offer`);
  }

  getByRole(role, options) { return byRole(this, null, role, options); }
  getByLabel(text, options) { return byLabel(this, null, text, options); }
  getByText(text, options) { return byText(this, null, text, options); }

  /** Downloads are caught where the page starts them: a click on an
   *  `<a download>` with a blob URL (see `Context.newPage`). */
  async waitForEvent(event) {
    if (event !== 'download') throw new Error(`waitForEvent(${event}) is not supported in Firefox here`);
    const seen = await this.raw.evaluate(() => window.__downloads.length);
    await until(() => this.raw.evaluate((n) => window.__downloads.length > n, seen), 'a download');
    const { name, text } = await this.raw.evaluate((n) => window.__downloads[n], seen);
    const dir = await mkdtemp(join(tmpdir(), 'lease-lab-download-'));
    const path = join(dir, name);
    await writeFile(path, text);
    return { suggestedFilename: () => name, path: async () => path };
  }

  async route(pattern, handler) {
    await this.raw.setRequestInterception(true);
    this.raw.on('request', (request) => {
      if (pattern.test(request.url())) {
        handler({ abort: () => request.abort() });
      } else {
        request.continue();
      }
    });
  }
}

/** Records each download the page starts, with its text: the blob behind
 *  each object URL is kept, and a click on an `<a download>` reads it (no
 *  fetch, which the page's CSP would refuse for a blob: URL). */
function catchDownloads() {
  window.__downloads = [];
  const blobs = new Map();
  const create = URL.createObjectURL;
  URL.createObjectURL = (blob) => {
    const url = create(blob);
    blobs.set(url, blob);
    return url;
  };
  const click = HTMLElement.prototype.click;
  HTMLElement.prototype.click = function () {
    const blob = this instanceof HTMLAnchorElement && this.download ? blobs.get(this.href) : undefined;
    if (!blob) return click.call(this);
    const name = this.download;
    blob.text().then((text) => window.__downloads.push({ name, text }));
    return undefined;
  };
}

/** Sets the viewport. Puppeteer sends BiDi's screen-orientation override
 *  with it, which Firefox ESR 140 does not know; the viewport command itself
 *  works there, so that one error is waited out, not raised. */
async function setViewport(raw, viewport) {
  try {
    await raw.setViewport(viewport);
  } catch (error) {
    if (!String(error?.message).includes('setScreenOrientationOverride')) throw error;
    await until(() => raw.evaluate((width) => innerWidth === width, viewport.width), 'the viewport width');
  }
}

class Context {
  constructor(raw, options) {
    this.raw = raw;
    this.options = options;
    this.scripts = [catchDownloads];
  }

  async addInitScript(script) { this.scripts.push(script); }

  /** The clipboard is open to test pages by preference at launch (see
   *  `launchFirefox`); no other permission is asked for by these tests. */
  async grantPermissions(permissions) {
    const unknown = permissions.filter((p) => !p.startsWith('clipboard-'));
    if (unknown.length) throw new Error(`permissions ${unknown} are not supported in Firefox here`);
  }

  async newPage() {
    const raw = await this.raw.newPage();
    await setViewport(raw, this.options.viewport ?? { width: 1280, height: 720 });
    for (const script of this.scripts) await raw.evaluateOnNewDocument(script);
    return new Page(raw, this);
  }

  async cookies() { return this.raw.cookies(); }
  async close() { await this.raw.close(); }
}

/** Firefox cannot emulate `prefers-color-scheme` or reduced motion, or turn
 *  scripts off, per page over BiDi, so a browser is launched for each combination asked for,
 *  with the preferences set. */
export async function launchFirefox() {
  const browsers = new Map();
  const browserFor = async ({ colorScheme = 'light', javaScriptEnabled = true, reducedMotion = 'no-preference' }) => {
    const key = `${colorScheme} ${javaScriptEnabled} ${reducedMotion}`;
    if (!browsers.has(key)) {
      browsers.set(key, puppeteer.launch({
        browser: 'firefox',
        executablePath: '/usr/bin/firefox-esr',
        headless: true,
        extraPrefsFirefox: {
          'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
          'javascript.enabled': javaScriptEnabled,
          'ui.prefersReducedMotion': reducedMotion === 'reduce' ? 1 : 0,
          // Lets a test read back what the page copied, as Chromium's
          // clipboard-read permission does.
          'dom.events.asyncClipboard.readText': true,
          'dom.events.testing.asyncClipboard': true,
        },
      }));
    }
    return browsers.get(key);
  };
  return {
    name: 'firefox',
    async newContext(options = {}) {
      const browser = await browserFor(options);
      return new Context(await browser.createBrowserContext(), options);
    },
    async newPage() { return (await this.newContext()).newPage(); },
    async close() { await Promise.all([...browsers.values()].map(async (b) => (await b).close())); },
  };
}
