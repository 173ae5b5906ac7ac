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
import { readFileSync } from 'node:fs';
import { sharedLab, openPage, fill, consoleProblems } from './harness.mjs';

const lab = sharedLab();

const LOCALES = [
  { tag: 'en', folder: '', dir: 'ltr' },
  { tag: 'es', folder: 'es/', dir: 'ltr' },
  { tag: 'de', folder: 'de/', dir: 'ltr' },
  { tag: 'zh-Hans', folder: 'zh-Hans/', dir: 'ltr' },
  { tag: 'ar', folder: 'ar/', dir: 'rtl' },
];

/** The message `id` of `tag`'s catalog, as written (the messages read
 *  here have no arguments, terms or markup). */
function message(tag, id) {
  for (const file of ['page.ftl', 'sentences.ftl']) {
    const source = readFileSync(new URL(`../../src/locales/${tag}/${file}`, import.meta.url), 'utf8');
    const line = source.split('\n').find((l) => l.startsWith(`${id} = `));
    if (line) return line.slice(id.length + 3);
  }
  throw new Error(`${tag} has no ${id}`);
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
    // Time runs left to right in every language.
    assert.equal(page.timelineDirection, 'ltr');
    assert.deepEqual(await consoleProblems(browser), []);
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
