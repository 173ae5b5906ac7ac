// Step through the run (issue 29): three presets walked forward and back,
// each step checked against the page's own event log (caption, time and
// actor, the cursor, one highlighted mark under the cursor, the log's row);
// `#step=` links and their refusals; leaving by Escape, by a button and by
// changing an input; keyboard-only use; the 760 x 560 frame, a phone, a
// laptop and lesson mode; the copied link; the one-file copy; reduced
// motion; no JavaScript; axe-core while stepping.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  inPage, sharedLab, openPage, labAt, until, button, fill, axe, embeddedLab, readPresets, radio, ENGINE, nextFrames, DIST,
} from './harness.mjs';

const lab = sharedLab();

/** In the page: walks the run loaded now from "Step through the run" to the
 *  last step and back, pressing the buttons as a learner would, and returns
 *  every way a step disagrees with the event log. */
function walkInPage() {
  const problems = [];
  const rows = [...document.querySelectorAll('table.events tbody tr')]
    .map((tr) => [...tr.cells].map((cell) => cell.textContent.trim()));
  const count = rows.length;
  const named = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
  // Leptos applies a change in a task of its own: the next task sees it
  // (the walk reads the DOM, not what is drawn, so it waits no frame).
  const applied = () => new Promise((resolve) => setTimeout(resolve, 0));
  const text = (selector) => document.querySelector(selector)?.textContent.trim() ?? '';
  const check = (index) => {
    const [time, actor, what] = rows[index];
    const where = `step ${index + 1}`;
    const expect = (ok, message) => { if (!ok) problems.push(`${where}: ${message}`); };
    expect(text('.step-title strong') === `Step ${index + 1} of ${count}`, `title "${text('.step-title strong')}"`);
    expect(text('.step-when') === `${time} · ${actor}`, `when "${text('.step-when')}" for ${time} ${actor}`);
    expect(text('.step-what') === what, `what "${text('.step-what')}" for "${what}"`);
    expect(text('.step-why').length > 20 && text('.step-why').endsWith('.'), `why "${text('.step-why')}"`);
    const cursor = document.querySelector('input[aria-label="Time cursor"]');
    expect(cursor.getAttribute('aria-valuetext') === time, `cursor at ${cursor.getAttribute('aria-valuetext')}, not ${time}`);
    const marks = document.querySelectorAll('.timeline-svg [aria-current="step"]');
    expect(marks.length === 1, `${marks.length} marks are the current step`);
    const ring = document.querySelector('.timeline-svg .step-ring');
    const line = document.querySelector('.timeline-overlay line');
    // A mark's ring is centred on its instant, where the cursor now is (a
    // dense run of renewals is a band, outlined instead).
    if (ring) expect(Math.abs(ring.getAttribute('cx') - line.getAttribute('x1')) < 0.11, `ring at ${ring.getAttribute('cx')}, cursor at ${line.getAttribute('x1')}`);
    else expect(marks[0]?.matches('.bar.renewal-run'), 'no ring round the mark');
    const current = [...document.querySelectorAll('table.events tbody tr')].flatMap((tr, i) => (tr.getAttribute('aria-current') === 'step' ? [i] : []));
    expect(current.length === 1 && current[0] === index, `log rows marked: ${current}`);
    expect(named('Previous step').getAttribute('aria-disabled') === String(index === 0), 'Previous step at the ends');
    expect(named('Next step').getAttribute('aria-disabled') === String(index === count - 1), 'Next step at the ends');
  };
  return (async () => {
    named('Step through the run').click();
    await applied();
    for (let index = 0; index < count; index += 1) {
      check(index);
      named('Next step').click();
      await applied();
    }
    // Past the end nothing moves; then all the way back, and past the start.
    check(count - 1);
    for (let index = count - 1; index >= 0; index -= 1) {
      check(index);
      named('Previous step').click();
      await applied();
    }
    check(0);
    named('Leave step-through').click();
    await applied();
    if (document.querySelector('.step-through').checkVisibility()) problems.push('still stepping after "Leave step-through"');
    if (document.querySelector('[aria-current="step"]')) problems.push('a step is still marked after leaving');
    return { count, problems };
  })();
}

// Three presets (the seed story, a run of hours, a forced termination) to
// prove the wiring; every preset's steps against its event log is
// src/present/steps.rs's every_preset_has_one_step_per_event_log_row, one
// mark per event at its instant and marked as the step
// tests/timeline_layout.rs's every_event_has_one_mark_at_its_instant (any
// scenario), and the walk's ends and cursor tests/model.rs's
// steps_walk_the_event_log_and_stop_at_either_end.
const WALKED = ['paused-zombie', 'two-hour-lease', 'grace-too-short'];

test('three presets walk forward and back, each step agreeing with the event log', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const { presets } = await readPresets();
  const walked = WALKED.map((slug) => presets.find((p) => p.slug === slug));
  assert.ok(walked.every(Boolean), `presets.rs still has ${WALKED.join(', ')}`);
  for (const preset of walked) {
    await (await button(browser, preset.name)).click();
    await nextFrames(browser);
    const { count, problems } = await browser.execute(walkInPage);
    assert.ok(count >= 3, `${preset.slug}: ${count} steps`);
    assert.deepEqual(problems, [], preset.slug);
  }
});

/** The caption's lines, the cursor and the marked row, read in one script. */
const stepView = (browser) => browser.execute(() => ({
  shown: document.querySelector('.step-through').checkVisibility(),
  title: document.querySelector('.step-title strong').textContent,
  cursor: document.querySelector('input[aria-label="Time cursor"]').getAttribute('aria-valuetext'),
  row: [...document.querySelectorAll('table.events tbody tr')].findIndex((tr) => tr.getAttribute('aria-current') === 'step'),
  // One line per refused group (the stylesheet keeps its line breaks).
  notice: document.querySelector('.hash-notice').textContent.trim(),
  focused: document.activeElement?.textContent.trim(),
}));

test('a link opens a step; a refused step opens the run whole with a notice naming step', async () => {
  const browser = await openPage(lab.browser, `${lab.server.url}#preset=watermark-race&step=7`);
  let view = await until(browser, () => document.querySelector('.step-title strong')?.textContent && true).then(() => stepView(browser));
  assert.deepEqual({ ...view, focused: undefined }, { shown: true, title: 'Step 7 of 8', cursor: '22 s', row: 6, notice: '', focused: undefined });

  // Three other links as a course page would switch them: one in-page
  // script that sets each fragment (the page reads it on hashchange, as at
  // load) and reads what the page shows then. Every kind of refused step
  // is src/present/fragment.rs's a_step_is_its_own_group.
  const cases = [
    ['step=9', 'step: must be a whole number from 1 to 8'],
    ['lease_s=0&step=2', null],
    ['lease_s=0&step=0', null],
  ];
  const seen = await browser.execute(inPage(async (hashes) => {
    const out = [];
    for (const hash of hashes) {
      await applyLink(hash);
      out.push({
        shown: document.querySelector('.step-through').checkVisibility(),
        title: document.querySelector('.step-title strong').textContent,
        row: [...document.querySelectorAll('table.events tbody tr')].findIndex((tr) => tr.getAttribute('aria-current') === 'step'),
        // One line per refused group (the stylesheet keeps its line breaks).
        notice: document.querySelector('.hash-notice').textContent.trim(),
      });
    }
    return out;
  }), cases.map(([hash]) => hash));
  for (const [[hash, rule], got] of cases.slice(0, 1).map((c, i) => [c, seen[i]])) {
    assert.deepEqual([got.shown, got.row], [false, -1], hash);
    assert.match(got.notice, new RegExp(`^This link's step was not applied \\(${rule.replace(/[()]/g, '\\$&')}\\)`), hash);
  }
  // The groups are refused on their own: a refused scenario, a taken step.
  const [taken, both] = seen.slice(1);
  assert.deepEqual([taken.shown, taken.title, taken.row], [true, 'Step 2 of 8', 1]);
  assert.equal(taken.notice.split('\n').length, 1);
  assert.match(taken.notice, /lease_s: must be greater than 0 s/);
  assert.equal(both.notice.split('\n').length, 2, 'one line per refused group');
});

test('Escape, the leave button and a changed input end the walk; focus stays where a learner is', async () => {
  // A fresh load: keyboard only, from a page nothing has focused yet.
  const browser = await openPage(lab.browser, lab.server.url);
  // Keyboard only: Tab to the button, Enter, then the step's own buttons.
  const start = await button(browser, 'Step through the run');
  await browser.execute((e) => e.focus(), start);
  await browser.keys('Enter');
  let view = await until(browser, () => document.querySelector('.step-through').checkVisibility()).then(() => stepView(browser));
  assert.equal(view.title, 'Step 1 of 8');
  await until(browser, () => document.activeElement?.textContent.trim() === 'Next step');
  await browser.keys('Enter');
  await browser.keys('Enter');
  view = await until(browser, () => document.querySelector('.step-title strong').textContent === 'Step 3 of 8').then(() => stepView(browser));
  assert.equal(view.cursor, '4 s');
  assert.equal(view.focused, 'Next step');
  // Back to the start: "Previous step" is aria-disabled there, and keeps focus.
  await browser.keys(['Shift', 'Tab']);
  await browser.keys('Shift');
  for (let i = 0; i < 3; i += 1) await browser.keys('Enter');
  view = await stepView(browser);
  assert.deepEqual([view.title, view.focused], ['Step 1 of 8', 'Previous step']);
  await browser.keys('Escape');
  view = await until(browser, () => !document.querySelector('.step-through').checkVisibility()).then(() => stepView(browser));
  await until(browser, () => document.activeElement?.textContent.trim() === 'Step through the run');
  assert.equal(view.row, -1);

  // A changed input leaves step mode: no step of the old run is shown.
  await (await button(browser, 'Step through the run')).click();
  await until(browser, () => document.querySelector('.step-through').checkVisibility());
  await fill(browser, 'Lease / visibility duration (seconds)', '30');
  view = await until(browser, () => !document.querySelector('.step-through').checkVisibility()).then(() => stepView(browser));
  assert.equal(view.row, -1);
  assert.equal(await browser.execute(() => document.querySelectorAll('[aria-current="step"]').length), 0);
});

test('a copied link keeps the step', async function copied() {
  if (ENGINE !== 'chromium') return; // the clipboard is read back in Chromium only
  const browser = await labAt(lab.browser, `${lab.server.url}#step=5`);
  await browser.setPermissions({ name: 'clipboard-read' }, 'granted');
  await browser.setPermissions({ name: 'clipboard-write' }, 'granted');
  await (await button(browser, 'Copy link to this scenario')).click();
  await until(browser, () => document.querySelector('.share .status').textContent === 'Copied');
  const link = await browser.execute(() => navigator.clipboard.readText());
  assert.match(link, /&shutdown_grace_s=10&step=5$/);
  await (await button(browser, 'Leave step-through')).click();
  await (await button(browser, 'Copy link to this scenario')).click();
  const plain = await until(browser, async () => {
    const text = await navigator.clipboard.readText();
    return !text.includes('step=') && text;
  });
  assert.match(plain, /shutdown_grace_s=10$/);
});

test('in the 760 x 560 frame every step keeps the caption, the timeline and the buttons inside it', async () => {
  const frame = await embeddedLab(lab, 760, 560, '#embed&step=1');
  try {
    const outside = await frame.browser.execute(inPage(async () => {
      const named = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
      const out = [];
      const count = document.querySelectorAll('table.events tbody tr').length;
      for (let index = 0; index < count; index += 1) {
        for (const element of [document.querySelector('.step-caption'), document.querySelector('.timeline-frame'),
          named('Previous step'), named('Next step'), named('Leave step-through')]) {
          const box = element.getBoundingClientRect();
          if (box.top < 0 || box.bottom > innerHeight || box.right > innerWidth || box.height === 0) {
            out.push(`step ${index + 1}: ${element.className || element.textContent} ${Math.round(box.top)}-${Math.round(box.bottom)}`);
          }
        }
        named('Next step').click();
        await settled();
      }
      return out;
    }));
    assert.deepEqual(outside, []);
    assert.deepEqual(await axe(frame.browser), [], 'axe-core in the frame while stepping');
  } finally {
    await frame.close();
  }
});

for (const [width, height, phone] of [[375, 812, true], [1366, 768, false]]) {
test(`at ${width} x ${height} the caption and its buttons stay in view with the timeline at every step`, async () => {
  const browser = await labAt(lab.browser, lab.server.url, { viewport: { width, height }, phone });
  await (await button(browser, 'Step through the run')).click();
  await until(browser, () => document.querySelector('.step-through').checkVisibility());
  for (let step = 1; step <= 8; step += 1) {
    const seen = await browser.execute(() => {
      const inView = (element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        // Its first and last lines, as the learner would see them.
        return box.top >= 0 && box.bottom <= innerHeight
          && element.contains(document.elementFromPoint(x, box.top + 4))
          && element.contains(document.elementFromPoint(x, box.bottom - 4));
      };
      const next = [...document.querySelectorAll('.stepper button')].find((b) => b.textContent === 'Next step');
      return {
        caption: inView(document.querySelector('.step-caption')),
        timeline: inView(document.querySelector('.timeline-frame')),
        next: inView(next),
      };
    });
    assert.deepEqual(seen, { caption: true, timeline: true, next: true }, `step ${step}`);
    // A tap where the button is (no driver scrolling first, as WebKit's
    // does with a focused control's scroll margin).
    if (step < 8) await browser.execute(() => [...document.querySelectorAll('.stepper button')].find((b) => b.textContent === 'Next step').click());
  }
  assert.deepEqual(await axe(browser), [], 'axe-core while stepping');
});
}

test('in lesson mode a step waits for the reveal, then opens', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#predict&step=3`);
  assert.equal((await stepView(browser)).shown, false);
  assert.equal(await browser.execute(() => document.querySelector('.step-start').checkVisibility()), false);
  await (await radio(browser, 'Will worker B take over?', 'Yes')).click();
  await (await radio(browser, 'How many increments will the resource apply?', '1')).click();
  await (await radio(browser, "What happens to worker A's write?", 'Rejected')).click();
  await (await button(browser, 'Reveal the outcome')).click();
  const view = await until(browser, () => document.querySelector('.step-through').checkVisibility()).then(() => stepView(browser));
  assert.equal(view.title, 'Step 3 of 8');
  assert.equal(view.cursor, '4 s');
  assert.deepEqual(await axe(browser), [], 'axe-core while stepping after a reveal');
});

test('without JavaScript there is no step button that does nothing', async () => {
  const session = await lab.session({ javaScript: false });
  const browser = await openPage(session, lab.server.url, { ready: false });
  assert.equal(await browser.execute(() => document.querySelector('.step-start').checkVisibility({ visibilityProperty: true })), false);
});

test('the one-file copy opens a step from its link too', async () => {
  const file = pathToFileURL(join(DIST, 'lease-lab-offline.html')).href;
  const browser = await openPage(lab.browser, `${file}#step=4`);
  // As from the server: the step is applied once the link is read, which
  // may be a frame after the page is ready (WebKit reading a file: URL).
  const view = await until(browser, () => document.querySelector('.step-through')?.checkVisibility()).then(() => stepView(browser));
  assert.deepEqual([view.shown, view.title, view.cursor, view.row], [true, 'Step 4 of 8', '13 s', 3]);
});

test('with reduced motion a step moves nothing by animation', async () => {
  const session = await lab.session({ reducedMotion: true });
  const browser = await labAt(session, lab.server.url);
  await (await button(browser, 'Step through the run')).click();
  await (await button(browser, 'Next step')).click();
  const moving = await browser.execute(() => document.getAnimations().map((a) => a.constructor.name));
  assert.deepEqual(moving, []);
  assert.equal((await stepView(browser)).title, 'Step 2 of 8');
});
