// The page in each language (issue 42), in a real browser: each locale's
// page is pre-rendered in its language with its lang, dir, title and
// hreflang links; the page says its run-time sentences in that language
// (they reach it as data, so a run computed in the page proves the
// delivery); and the language menu carries the scenario to the other page,
// warning once first where a learner's notes would be lost. What each
// sentence says is checked natively against every catalog
// (tests/i18n.rs); here each locale is one in-page script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedLab, openPage, fill, consoleProblems, axe, download, byLabel, until, message, secondsIn, tidied } from './harness.mjs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lab = sharedLab();

const LOCALES = [
  { tag: 'en', folder: '', dir: 'ltr' },
  { tag: 'es', folder: 'es/', dir: 'ltr' },
  { tag: 'de', folder: 'de/', dir: 'ltr' },
  { tag: 'zh-Hans', folder: 'zh-Hans/', dir: 'ltr' },
  { tag: 'ar', folder: 'ar/', dir: 'rtl' },
];

/** The message `id` of `tag`'s catalog with its arguments written in
 *  (`args`: name to text; a message read here has no select). */
function said(tag, id, args = {}) {
  return tidied(tag, message(tag, id).replace(/\{ \$([a-z]+) \}/g, (_, name) => {
    if (!(name in args)) throw new Error(`${tag} ${id}: no argument ${name}`);
    return args[name];
  }));
}

// The healthy preset: no takeover (the default example has one).
const HEALTHY = 'original_work_s=12&lease_s=10&heartbeat_every_s=3&pause_at_s=4&pause_for_s=0&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10';

for (const locale of LOCALES) {
  test(`the ${locale.tag} page is written and run in its language`, async () => {
    const browser = await openPage(lab.browser, `${lab.server.url}${locale.folder}#${HEALTHY}`);
    const page = await browser.execute(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      alternates: [...document.querySelectorAll('link[rel=alternate]')].map((l) => [l.hreflang, new URL(l.href).pathname]),
      headline: document.querySelector('.headline')?.textContent.trim(),
      menu: [...document.querySelectorAll('nav.languages a')].map((a) => [a.lang, a.getAttribute('aria-current')]),
      timelineDirection: getComputedStyle(document.querySelector('.timeline-frame')).direction,
      presets: [...document.querySelectorAll('.presets h4, button.preset')].slice(0, 3).map((e) => e.textContent.trim()),
      cursor: [document.querySelector('.cursor-control > span')?.textContent.trim(), document.querySelector('.cursor-control input')?.getAttribute('aria-label'), document.querySelector('button.play')?.textContent.trim()],
      copyButtons: [...document.querySelectorAll('.share .worksheet-actions button')].map((b) => b.textContent.trim()),
      firstChoice: [...document.querySelectorAll('.customize-inputs fieldset:first-child :is(legend, label)')].map((e) => e.textContent.trim()),
      sections: [...document.querySelectorAll('.customize-sections label')].slice(0, 2).map((e) => e.textContent.trim()),
      tables: [...document.querySelectorAll('table.writes:not(.pinned-writes), table.events, table.contracts')].map((table) => ({
        caption: table.caption.textContent.trim(),
        columns: [...table.tHead.rows[0].cells].map((c) => c.textContent.trim()),
        first: [...table.tBodies[0].rows[0].cells].map((c) => c.textContent.trim()),
      })),
    }));
    assert.equal(page.lang, locale.tag);
    assert.equal(page.dir, locale.dir);
    assert.equal(page.title, message(locale.tag, 'head-title').replace('&amp;', '&'));
    const root = new URL(lab.server.url).pathname;
    assert.deepEqual(page.alternates, [
      ...LOCALES.map((l) => [l.tag, `${root}${l.folder}`]),
      ['x-default', root],
    ]);
    // Computed in the page from the link: the catalog's words reached it.
    assert.equal(page.headline, message(locale.tag, 'headline-no-takeover'));
    assert.deepEqual(page.menu, LOCALES.map((l) => [l.tag, l === locale ? 'page' : null]));
    // The write decision and the event log of the run, and the three
    // contracts' table, in the page's language.
    const [writes, events, contracts] = page.tables;
    const m = (id, args) => said(locale.tag, id, args);
    assert.deepEqual(writes, {
      caption: m('table-writes'),
      columns: ['column-time', 'column-worker-token', 'column-decision', 'column-evidence'].map((id) => m(id)),
      first: [secondsIn(locale.tag, 12), `${m('worker-a')} / 1`, m('write-accepted'), m('evidence-matches-epoch')],
    });
    assert.deepEqual(events, {
      caption: m('table-events'),
      columns: ['column-time', 'column-actor', 'column-event'].map((id) => m(id)),
      first: [secondsIn(locale.tag, 0), m('worker-a'), m('event-lease-acquired', { token: '1', expires: secondsIn(locale.tag, 10) })],
    });
    assert.equal(contracts.caption, m('table-contracts'));
    assert.deepEqual(contracts.first.slice(0, 2), [m('enforcement-none'), '1']);
    // The preset row: its first heading and buttons.
    assert.deepEqual(page.presets, ['preset-group-core', 'preset-healthy', 'preset-boundary-heartbeat'].map((id) => m(id)));
    // The time cursor: its label, its slider's name and Play.
    assert.deepEqual(page.cursor, ['timeline-time-cursor', 'timeline-time-cursor', 'cursor-play'].map((id) => m(id)));
    // Sharing and customizing: the copy buttons, an input's three choices
    // and the sections' names.
    assert.deepEqual(page.copyButtons, ['share-copy-link', 'share-copy-embed-code'].map((id) => m(id)));
    assert.deepEqual(page.firstChoice, ['field-original-work', 'customize-adjustable', 'customize-fixed', 'customize-hidden'].map((id) => m(id)));
    assert.deepEqual(page.sections, ['controls-presets', 'customize-section-timeline'].map((id) => m(id)));
    // Time runs left to right in every language.
    assert.equal(page.timelineDirection, 'ltr');
    // The teaching guide the page links is its language's own, beside it.
    const guide = await browser.execute(async () => {
      const link = document.querySelector('.guide-link a');
      const html = await (await fetch(link.href)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return {
        path: new URL(link.href).pathname,
        frame: [doc.documentElement.lang, doc.documentElement.dir, doc.title, doc.querySelector('a[href="./"]')?.textContent],
      };
    });
    assert.equal(guide.path, `${root}${locale.folder}teaching.html`);
    assert.deepEqual(guide.frame, [locale.tag, locale.dir === 'rtl' ? 'rtl' : '', message(locale.tag, 'guide-title'), message(locale.tag, 'guide-back')]);
    assert.deepEqual(await consoleProblems(browser), []);
    assert.deepEqual(await axe(browser), [], `${locale.tag}: axe-core`);
    // A refused value: the field says why, and the results that they wait
    // for a valid one, in the page's language. (This page is not left
    // for another test to reuse.)
    browser.opened = null;
    await fill(browser, message(locale.tag, 'field-lease'), '0');
    const refused = await until(browser, () => {
      const error = document.querySelector('.field.invalid .error')?.textContent.trim();
      return error && [error, document.querySelector('.stale-notice').textContent.trim()];
    });
    assert.deepEqual(refused, [m('refusal-lease-not-positive'), m('results-stale')]);
  });
}

/** Waits for the page in `tag` to load and start: a click on a menu link
 *  navigates, and a script running while the old document goes away
 *  fails (Chromium), so each look is a fresh one. */
async function arrivedAt(browser, tag) {
  const end = Date.now() + 15000;
  while (Date.now() < end) {
    const there = await browser
      .execute((t) => document.documentElement.lang === t && Boolean(document.body?.hasAttribute('data-ready')), tag)
      .catch(() => false);
    if (there) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ${tag} page never loaded`);
}

test('the language menu carries the scenario, and warns once before notes would be lost', async () => {
  const browser = await openPage(lab.browser, `${lab.server.url}#${HEALTHY}`);
  const pick = (tag) => browser.execute((t) => document.querySelector(`nav.languages a[lang="${t}"]`).click(), tag);
  await pick('es');
  await arrivedAt(browser, 'es');
  const spanish = await browser.execute(() => ({
    hash: location.hash.slice(1),
    headline: document.querySelector('.headline').textContent.trim(),
  }));
  assert.equal(spanish.hash, HEALTHY);
  assert.equal(spanish.headline, message('es', 'headline-no-takeover'));
  // Notes only this page holds: the first pick warns and stays.
  await fill(browser, await browser.$('#notes-input'), 'la tarea zombi escribió');
  await pick('de');
  const warned = await browser.execute(() => ({
    lang: document.documentElement.lang,
    warning: document.querySelector('.language-warning').textContent,
    shown: document.querySelector('.language-warning').checkVisibility(),
  }));
  assert.equal(warned.lang, 'es');
  assert.ok(warned.shown);
  assert.ok(warned.warning.includes('Deutsch'), warned.warning);
  await pick('de');
  await arrivedAt(browser, 'de');
  assert.equal(await browser.execute(() => location.hash.slice(1)), HEALTHY);
  browser.opened = null;
});

// On a phone the menu is the page's last part: the warning opens under the
// links, scrolled into view, and covers nothing (laid over what was above
// the menu, it hid both share buttons until the learner switched).
test('on a phone the language warning shows whole under the links and leaves the share buttons free', async () => {
  const browser = await openPage(lab.browser, lab.server.url, { viewport: { width: 375, height: 812 }, phone: true });
  await fill(browser, await browser.$('#notes-input'), 'zombie write');
  const link = await browser.$('nav.languages a[lang="de"]');
  // The links at the screen's bottom edge, where a learner scrolling to
  // the end finds them.
  await browser.execute((a) => a.scrollIntoView({ block: 'end' }), link);
  await link.click();
  await until(browser, () => document.querySelector('.language-warning').textContent !== '');
  await until(browser, () => document.querySelector('.language-warning').getBoundingClientRect().bottom <= innerHeight);
  const seen = await browser.execute((names) => {
    const box = (e) => e.getBoundingClientRect();
    const warning = box(document.querySelector('.language-warning'));
    const links = box(document.querySelector('nav.languages ul'));
    const free = [...document.querySelectorAll('.share button')].filter((b) => names.includes(b.textContent.trim())).map((b) => {
      b.scrollIntoView({ block: 'center' });
      const r = box(b);
      return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    return { lang: document.documentElement.lang, warningTop: warning.top, linksBottom: links.bottom, linksTop: links.top, free };
  }, [message('en', 'share-copy-link'), message('en', 'share-copy-embed-code')]);
  assert.equal(seen.lang, 'en');
  assert.ok(seen.linksTop >= 0 && seen.warningTop >= seen.linksBottom, JSON.stringify(seen));
  assert.equal(seen.free.length, 2);
  assert.ok(seen.free.every(Boolean), JSON.stringify(seen));
  browser.opened = null;
});

// A worksheet keeps numbers, keys and enumerated values in one format for
// every language: saved from the German page, it opens in the Arabic one,
// whose sentences are then the Arabic ones, recomputed from the scenario.
// The learner switches with the menu (the same window: WebKit's download
// bar leaves a window that cannot be resized again), changes a value and
// opens the file, which brings back the saved value and notes.
test('a worksheet downloaded in de opens in ar, its run said in Arabic', async () => {
  const browser = await openPage(lab.browser, `${lab.server.url}de/#${HEALTHY.replace('lease_s=10', 'lease_s=2.5')}`);
  await fill(browser, await browser.$('#notes-input'), 'Notiz zur Lease');
  const { name, text } = await download(browser, message('de', 'worksheet-download-json-worksheet'));
  assert.equal(JSON.parse(text).scenario.lease_s, 2.5);
  // German shows the decimal comma in the field; the file keeps the dot.
  assert.equal(await (await byLabel(browser, message('de', 'field-lease'))).getValue(), '2,5');
  browser.opened = null;
  const pick = (tag) => browser.execute((t) => document.querySelector(`nav.languages a[lang="${t}"]`).click(), tag);
  await pick('ar');
  await pick('ar');
  await arrivedAt(browser, 'ar');
  await fill(browser, message('ar', 'field-lease'), '10');
  await until(browser, (healthy) => document.querySelector('.headline').textContent.trim() === healthy, message('ar', 'headline-no-takeover'));
  const folder = await mkdtemp(join(tmpdir(), 'lease-lab-locale-'));
  const path = join(folder, name);
  await writeFile(path, text);
  await (await byLabel(browser, message('ar', 'worksheet-open-worksheet'))).addValue(path);
  await until(browser, () => document.querySelector('#notes-input').value !== '');
  const opened = await browser.execute(() => ({
    notes: document.querySelector('#notes-input').value,
    headline: document.querySelector('.headline').textContent.trim(),
    decisions: [...document.querySelectorAll('table.writes tbody tr')].map((row) => row.cells[2].textContent.trim()),
    lang: document.documentElement.lang,
  }));
  assert.equal(opened.lang, 'ar');
  assert.equal(opened.notes, 'Notiz zur Lease');
  assert.equal(await (await byLabel(browser, message('ar', 'field-lease'))).getValue(), '2.5');
  // A lease of 2.5 s with heartbeats every 3 s is never renewed: a
  // takeover, and the resource rejects the original's stale write.
  assert.equal(opened.headline, message('ar', 'headline-original-rejected'));
  assert.deepEqual(opened.decisions, [message('ar', 'write-accepted'), message('ar', 'write-rejected')]);
});
