// Accessibility, proven (issue 16): axe-core with the WCAG 2.0, 2.1 and 2.2
// A and AA rules plus best practices in every state a learner can reach,
// and a keyboard-only walk of the whole page. docs/accessibility.md cites
// these tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedLab, openPage, nextFrames, axe, BROWSER } from './harness.mjs';

const lab = sharedLab();


const lease = (page) => page.getByLabel('Lease / visibility duration (seconds)', { exact: true });

// [state, fragment, context options, what the learner does first]
const STATES = [
  ['default, light', '', {}, null],
  ['default, dark', '', { colorScheme: 'dark' }, null],
  ['320 px wide', '', { viewport: { width: 320, height: 700 } }, null],
  ['375 px wide', '', { viewport: { width: 375, height: 800 } }, null],
  ['embed, 760 x 560', '#embed', { viewport: { width: 760, height: 560 } }, null],
  ['embed, disclosure open', '#embed', { viewport: { width: 760, height: 560 } },
    (page) => page.getByRole('button', { name: /Event log, contract comparison/ }).click()],
  ['a field in error (stale results)', '', {}, (page) => lease(page).fill('1O')],
  ['a field in error, dark', '', { colorScheme: 'dark' }, (page) => lease(page).fill('1O')],
  ['a refused worksheet', '', {}, async (page) => {
    await page.getByLabel('Open worksheet').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
    await page.waitForFunction(() => document.querySelector('.worksheet [role=status]').textContent.includes('bad.json'));
  }],
  ['lesson mode before the reveal', '#predict', {}, null],
  ['lesson mode after the reveal', '#predict', {}, async (page) => {
    for (const [group, option] of [['Will worker B take over?', 'No'], ['How many increments will the resource apply?', '1'], ["What happens to worker A's write?", 'Accepted']]) {
      await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Reveal the outcome' }).click();
  }],
  ['the map focused and moved', '', {}, async (page) => {
    await page.getByRole('group', { name: /^Outcome map/ }).focus();
    await page.keyboard.press('ArrowUp');
  }],
  ['the time cursor moved', '', {}, (page) => page.getByRole('slider', { name: 'Time cursor' }).fill('10')],
  ['print', '', {}, (page) => page.emulateMedia({ media: 'print' })],
];

for (const [state, hash, options, act] of STATES) {
  // Print media is emulated through CDP, which Firefox does not offer.
  const skip = state === 'print' && BROWSER !== 'chromium' ? `not in ${BROWSER}: print emulation needs CDP` : false;
  test(`axe-core finds no violation: ${state}`, { skip }, async () => {
    const { page, context, problems } = await openPage(lab.browser, lab.server.url + hash, options);
    if (act) await act(page);
    await nextFrames(page);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** The page's interactive elements a keyboard user should reach, in DOM
 *  order: visible, enabled, not taken out of the tab order. */
async function tabbable(page) {
  return page.evaluate(() => [...document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
  )].filter((e) => e.checkVisibility() && !e.disabled && !e.closest('[inert]'))
    .map((e, i) => { e.dataset.walk = String(i); return i; }));
}

/** Where focus is now: its walk index, and whether its focus indicator is
 *  an outline of at least 2 px with 3:1 contrast against the background it
 *  is drawn on. */
async function focused(page) {
  return page.evaluate(() => {
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
  });
}

for (const [where, hash, colorScheme] of [['the page', '', 'light'], ['the page in dark mode', '', 'dark'], ['the embed', '#embed', 'light']]) {
  test(`a keyboard-only walk of ${where} reaches every control in order, visibly, without a trap`, async () => {
    const viewport = hash ? { width: 760, height: 560 } : { width: 1280, height: 900 };
    const { page, context, problems } = await openPage(lab.browser, lab.server.url + hash, { viewport, colorScheme });
    const all = await tabbable(page);
    assert.ok(all.length >= 25, `${all.length} controls`);
    await page.evaluate(() => document.activeElement?.blur());
    const forward = [];
    for (let step = 0; step < all.length + 3; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now === null || (forward.length > 0 && now.index === forward[0].index)) break;
      forward.push(now);
    }
    const order = forward.map((f) => f.index);
    // Every control, in the page's reading order (no positive tabindex).
    assert.deepEqual(order, all, forward.map((f) => f.name).join('\n'));
    for (const stop of forward) {
      assert.ok(stop.outline, `${stop.name}: a visible focus outline`);
      assert.ok(stop.contrast >= 3, `${stop.name}: focus outline contrast ${stop.contrast.toFixed(2)}`);
    }
    // After the last control, Tab left the page (the walk above ended on
    // no element or wrapped to the first): nothing traps focus. From the
    // last control, Shift+Tab walks the same way back.
    const last = all[all.length - 1];
    await page.evaluate((i) => document.querySelector(`[data-walk="${i}"]`).focus(), last);
    const backward = [last];
    for (let step = 1; step < all.length; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const now = await focused(page);
      if (now === null) break;
      backward.push(now.index);
    }
    assert.deepEqual(backward, [...all].reverse());
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('every kind of control works from the keyboard alone', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  // A preset button: Space.
  await page.getByRole('button', { name: 'Healthy run' }).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.getByLabel('Pause duration (seconds)', { exact: true }).inputValue(), '0');
  // A slider: arrow keys.
  const slider = page.getByRole('slider', { name: 'Pause duration slider' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  assert.notEqual(await page.getByLabel('Pause duration (seconds)', { exact: true }).inputValue(), '0');
  // A field: typing.
  await lease(page).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12');
  assert.equal(await lease(page).inputValue(), '12');
  // The select: arrow keys.
  await page.getByLabel('Resource enforcement').focus();
  await page.keyboard.press('ArrowUp');
  assert.notEqual(await page.getByLabel('Resource enforcement').inputValue(), 'current_epoch');
  // The map: arrows and Enter load a cell.
  const before = await page.getByLabel('Pause starts at (seconds)', { exact: true }).inputValue();
  await page.getByRole('group', { name: /^Outcome map/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await nextFrames(page);
  assert.notEqual(await page.getByLabel('Pause starts at (seconds)', { exact: true }).inputValue(), before);
  // The time cursor and its Play button.
  const cursor = page.getByRole('slider', { name: 'Time cursor' });
  await cursor.focus();
  await page.keyboard.press('End');
  assert.notEqual(await cursor.inputValue(), '0');
  // Lesson mode: the switch with Space, radios with arrows, the buttons with Enter.
  await page.getByRole('switch', { name: 'Predict first' }).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('html').getAttribute('data-lesson'), 'predict');
  for (const group of ['Will worker B take over?', 'How many increments will the resource apply?', "What happens to worker A's write?"]) {
    await page.getByRole('radiogroup', { name: group }).getByRole('radio').first().focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Reveal the outcome' }).focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('html').getAttribute('data-lesson'), 'revealed');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('html').getAttribute('data-lesson'), 'predict', '"Predict again" has focus and works');
  // The assumptions disclosure.
  const summary = page.locator('details.assumptions summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('details.assumptions').getAttribute('open'), null);
  await page.keyboard.press('Space');
  assert.notEqual(await page.locator('details.assumptions').getAttribute('open'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Escape closes what opens: the embed disclosure and the copy-by-hand field', async () => {
  const context = await lab.browser.newContext({ viewport: { width: 760, height: 560 } });
  // No clipboard, so "Copy link" opens the field to copy by hand.
  await context.addInitScript(() => { Object.defineProperty(navigator, 'clipboard', { value: undefined }); });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  await page.goto(`${lab.server.url}#embed`);
  await page.waitForSelector('body[data-ready]');
  const more = page.getByRole('button', { name: /Event log, contract comparison/ });
  await more.focus();
  await page.keyboard.press('Enter');
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  assert.ok(await page.locator('table.events').isVisible());
  await page.keyboard.press('Escape');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.ok(!(await page.locator('table.events').isVisible()));
  assert.ok(await more.evaluate((e) => e === document.activeElement), 'focus stays on the button');

  const copy = page.getByRole('button', { name: 'Copy embed code', exact: true });
  await copy.focus();
  await page.keyboard.press('Enter');
  const field = page.locator('.share textarea');
  await field.waitFor({ state: 'visible' });
  assert.ok(await field.evaluate((e) => e === document.activeElement), 'the field has focus');
  await page.keyboard.press('Escape');
  assert.ok(!(await field.isVisible()), 'the field is closed');
  assert.ok(await copy.evaluate((e) => e === document.activeElement), 'focus is back on the button that opened it');
  assert.deepEqual(problems, []);
  await context.close();
});
