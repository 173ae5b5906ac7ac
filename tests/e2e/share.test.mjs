// Scenario links (issue 14), in a real browser: a fragment key alone, all
// keys together with `embed`, a refusal, markup in a fragment and
// `hashchange`, checked against the page's own JSON worksheet; the two copy
// buttons with the clipboard allowed and refused; and the privacy promise
// after both. (Every key and every kind of refusal is a table of native
// Rust tests of the fragment parser; the browser checks the wiring.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedLab, openPage, labAt, nextFrames, until, button, byLabel, fill, chooseValue, download, consoleProblems, ENGINE,
} from './harness.mjs';

const lab = sharedLab();

const DEFAULT = {
  original_work_s: 12, lease_s: 10, heartbeat_every_s: 3, pause_at_s: 4, pause_for_s: 14,
  replacement_work_s: 5, enforcement: 'current_epoch', shutdown_at_s: null, shutdown_grace_s: 10,
};
// The healthy preset, written out here so the test does not trust the page.
const HEALTHY = { ...DEFAULT, pause_for_s: 0 };

/** The page's JSON worksheet, downloaded as a learner would. */
async function worksheet(browser) {
  // In the compact embed layout the worksheet waits behind the disclosure.
  const closed = await browser.execute(() => {
    const more = document.querySelector('.embed-more');
    return Boolean(more && more.checkVisibility() && more.getAttribute('aria-expanded') === 'false');
  });
  if (closed) await (await browser.$('.embed-more')).click();
  return JSON.parse((await download(browser, 'Download JSON worksheet')).text);
}

/** What the page shows about its address: the notice, the embed layout,
 *  and the address itself (read in the page: in WebKit's narrow frame the
 *  driver's URL is the outer page's). */
const shown = (browser) => browser.execute(() => ({
  notice: document.querySelector('.hash-notice')?.textContent ?? '',
  embed: document.body.classList.contains('embed'),
  href: location.href,
}));

/** Nothing sent, stored or written to the address: no request reached the
 *  test server since `loaded` of them had, the page fetched nothing from
 *  another origin, and it keeps no storage. */
async function assertPrivate(browser, loaded, href) {
  assert.deepEqual(lab.server.requests.slice(loaded).map((r) => r.path), [], 'no request after load');
  const seen = await browser.execute((origin) => ({
    elsewhere: performance.getEntriesByType('resource').map((e) => e.name)
      .filter((name) => !name.startsWith(origin) && !/^(blob|data):/.test(name)),
    storage: [localStorage.length, sessionStorage.length, document.cookie],
    href: location.href,
  }), lab.server.origin);
  assert.deepEqual(seen, { elsewhere: [], storage: [0, 0, ''], href });
}

/** Lets the page write and the test read the clipboard. Chromium grants it
 *  per origin, so after a page of the test server is open; Firefox has
 *  the async clipboard allowed by prefs in the harness (it knows no
 *  clipboard permission names), and WebKit's MiniBrowser runs with
 *  --javascript-can-access-clipboard (WebKitWebDriver has no permissions
 *  command). */
async function allowClipboard(browser) {
  if (ENGINE !== 'chromium') return;
  await browser.setPermissions({ name: 'clipboard-read' }, 'granted');
  await browser.setPermissions({ name: 'clipboard-write' }, 'granted');
}

const readClipboard = (browser) => browser.execute(() => navigator.clipboard.readText());

const CASES = [
  // One key alone.
  ['lease_s=30', { lease_s: 30 }],
  // All together, in another order, with embed.
  ['shutdown_grace_s=4&shutdown_at_s=2&enforcement=none&replacement_work_s=9&pause_for_s=20&pause_at_s=10&heartbeat_every_s=5&lease_s=30&original_work_s=45&embed',
    { original_work_s: 45, lease_s: 30, heartbeat_every_s: 5, pause_at_s: 10, pause_for_s: 20, replacement_work_s: 9, enforcement: 'none', shutdown_at_s: 2, shutdown_grace_s: 4 }, { embed: true }],
  // A refusal: nothing changes, one notice names the key and the rule.
  ['lease_s=30&colour=red', {}, { notice: 'colour: not a key this page reads' }],
];

for (const [fragment, changes, { embed = false, notice: why = null } = {}] of CASES) {
  test(`#${fragment}`, async () => {
    const browser = await openPage(lab.browser, `${lab.server.url}#${fragment}`);
    const sheet = await worksheet(browser);
    assert.deepEqual(sheet.scenario, { ...DEFAULT, ...changes });
    const now = await shown(browser);
    assert.equal(now.embed, embed);
    if (why === null) {
      assert.equal(now.notice, '');
    } else {
      assert.ok(now.notice.includes(why), now.notice);
      assert.match(now.notice, /showing (the default example|the preset "Healthy run")/);
    }
    // The page never writes its own address.
    assert.equal(new URL(now.href).hash, `#${fragment}`);
    assert.deepEqual(await consoleProblems(browser), []);
  });
}

test('a fragment is text, never markup', async () => {
  const key = encodeURIComponent('<img src=x onerror="window.hacked=1">');
  const browser = await openPage(lab.browser, `${lab.server.url}#${key}=1`);
  await nextFrames(browser);
  const seen = await browser.execute(() => ({
    notice: document.querySelector('.hash-notice').textContent,
    images: document.querySelectorAll('.hash-notice img').length,
    hacked: window.hacked === undefined ? 'undefined' : String(window.hacked),
  }));
  assert.ok(seen.notice.includes('<img src=x'), seen.notice);
  assert.deepEqual({ ...seen, notice: undefined }, { notice: undefined, images: 0, hacked: 'undefined' });
});

test('hashchange switches the scenario, and a refused one resets it with a notice', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  await browser.execute(() => { location.hash = 'lease_s=30&enforcement=none'; });
  await until(browser, () => document.querySelector('#lease_s-input')?.value === '30');
  assert.deepEqual((await worksheet(browser)).scenario, { ...DEFAULT, lease_s: 30, enforcement: 'none' });
  await browser.execute(() => { location.hash = 'preset=healthy&embed'; });
  await until(browser, () => document.body.classList.contains('embed'));
  assert.deepEqual((await worksheet(browser)).scenario, HEALTHY);
  await browser.execute(() => { location.hash = 'lease_s=0'; });
  await until(browser, () => document.querySelector('.hash-notice').textContent.includes('lease_s'));
  assert.deepEqual((await worksheet(browser)).scenario, DEFAULT);
  assert.equal((await shown(browser)).embed, false);
});

/** Sets a few inputs the way a learner would. */
async function customise(browser) {
  await fill(browser, 'Lease / visibility duration (seconds)', '8.25');
  await fill(browser, 'Shutdown signal at (seconds, optional)', '6');
  await chooseValue(browser, 'Resource enforcement', 'watermark');
  await nextFrames(browser);
}

test('a copied link and embed code reopen the identical worksheet', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await allowClipboard(browser);
  const loaded = lab.server.requests.length;
  await customise(browser);
  const original = await worksheet(browser);

  await (await button(browser, 'Copy link to this scenario')).click();
  await until(browser, () => document.querySelector('.share .status').textContent === 'Copied');
  const link = await readClipboard(browser);
  assert.equal(link, `${lab.server.url}#original_work_s=12&lease_s=8.25&heartbeat_every_s=3&pause_at_s=4&pause_for_s=14&replacement_work_s=5&enforcement=watermark&shutdown_at_s=6&shutdown_grace_s=10`);

  await (await button(browser, 'Copy embed code')).click();
  const code = await until(browser, async () => {
    const text = await navigator.clipboard.readText();
    return text.startsWith('<iframe') && text;
  });
  const frame = await browser.execute((html) => {
    const iframe = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    return { src: iframe.getAttribute('src'), title: iframe.title, width: iframe.width, height: iframe.height, style: iframe.getAttribute('style') };
  }, code);
  assert.deepEqual({ ...frame, title: undefined }, { src: `${link}&embed`, title: undefined, width: '760', height: '560', style: 'border:0' });
  assert.match(frame.title, /^Lease Lab: (No takeover|Takeover, stale write rejected|Takeover, original terminated|Duplicate increment)$/);

  // Privacy: no request, no storage, the address unchanged.
  await assertPrivate(browser, loaded, lab.server.url);

  for (const [url, embed] of [[link, false], [frame.src, true]]) {
    await openPage(browser, url);
    // The same worksheet, but for its link, which keeps the layout it was
    // downloaded in, as "Copy link to this scenario" does.
    const opened = await worksheet(browser);
    assert.deepEqual({ ...opened, link: null }, { ...original, link: null });
    assert.equal(opened.link, url);
    assert.equal((await shown(browser)).embed, embed);
  }
});

test('in the embed layout the share buttons are on the page and the link keeps embed', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#preset=healthy&embed`, { viewport: { width: 760, height: 560 } });
  await allowClipboard(browser);
  // No disclosure to open first.
  await (await button(browser, 'Copy link to this scenario')).click();
  await until(browser, () => document.querySelector('.share .status').textContent === 'Copied');
  assert.equal(await readClipboard(browser), `${lab.server.url}#original_work_s=12&lease_s=10&heartbeat_every_s=3&pause_at_s=4&pause_for_s=0&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10&embed`);
});

// How the clipboard is taken away. In Chromium and Firefox a BiDi preload
// script does it before any of the page's scripts run. WebKitWebDriver has
// no preload scripts (classic WebDriver only), so there the same change is
// made once the page is ready and before the click: the page looks up
// `navigator.clipboard.writeText` when the button is clicked, not at load
// (dist's wasm-bindgen glue calls `navigator.clipboard.writeText(...)`),
// so it meets the same refused or missing clipboard either way.
const REFUSALS = [
  ['refused', () => { Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } }); }],
  ['missing', () => { Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined }); }],
];

for (const [refusal, script] of REFUSALS) {
  test(`with the clipboard ${refusal}, the text is shown selected to copy by hand`, async () => {
    const preload = ENGINE === 'webkit' ? null : await lab.browser.addInitScript(script);
    try {
      const browser = await openPage(lab.browser, `${lab.server.url}#preset=healthy&lease_s=9`);
      if (preload === null) await browser.execute(script);
      const loaded = lab.server.requests.length;
      const expected = `${lab.server.url}#original_work_s=12&lease_s=9&heartbeat_every_s=3&pause_at_s=4&pause_for_s=0&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10`;
      const visible = () => document.getElementById('share-text').checkVisibility() && document.getElementById('share-text').getClientRects().length > 0;
      assert.equal(await browser.execute(visible), false);
      await (await button(browser, 'Copy link to this scenario')).click();
      await until(browser, visible);
      const asLink = await browser.execute(() => {
        const f = document.getElementById('share-text');
        return {
          value: f.value,
          state: [document.activeElement === f, f.selectionStart, f.selectionEnd, f.readOnly],
          status: document.querySelector('.share .status').textContent,
        };
      });
      assert.equal(asLink.value, expected);
      assert.deepEqual(asLink.state, [true, 0, expected.length, true]);
      assert.notEqual(asLink.status, 'Copied');
      assert.equal(await (await byLabel(browser, 'Link to this scenario')).getValue(), expected);
      await (await button(browser, 'Copy embed code')).click();
      await until(browser, () => document.getElementById('share-text').value.startsWith('<iframe'));
      const field = await byLabel(browser, 'Embed code');
      assert.ok((await field.getValue()).includes(`src="${expected}&embed"`));
      // Still nothing sent, stored or written to the address.
      await assertPrivate(browser, loaded, `${lab.server.url}#preset=healthy&lease_s=9`);
    } finally {
      await preload?.remove();
      // The page's clipboard stays taken away: no later test reuses it.
      lab.browser.opened = null;
    }
  });
}

test('while a field is invalid, both buttons wait and say why', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const names = ['Copy link to this scenario', 'Copy embed code'];
  for (const name of names) await button(browser, name);
  // Waits for the state rather than reading it once: how soon results
  // follow a key is guarantees.test.mjs's question; this one asks what the
  // buttons do (once, in WebKitGTK under the full suite's load, a single
  // read failed here and could not be reproduced). The buttons are found
  // in the page: WebKitWebDriver does not hand over elements nested in
  // the arguments' arrays.
  const settlesTo = (disabled, why) => until(browser, (names, d, w) => {
    const buttons = names.map((n) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === n));
    const now = buttons.map((b) => b?.disabled);
    const said = document.getElementById('share-why').innerText;
    return (JSON.stringify(now) === JSON.stringify(d) && (w === '' ? said === '' : said.includes(w))) || false;
  }, names, disabled, why);
  await fill(browser, 'Lease / visibility duration (seconds)', '0');
  assert.ok(await settlesTo([true, true], 'Fix the highlighted field'));
  await fill(browser, 'Lease / visibility duration (seconds)', '10');
  assert.ok(await settlesTo([false, false], ''));
});
