// Lesson mode (issue 15): with #predict, and with #predict&embed, nothing
// that gives the outcome away is in the visible text or the accessibility
// tree, not even in the pre-rendered page before any script has run;
// answering and revealing marks each answer; the worksheets record the
// prediction; older worksheets still open; axe-core finds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  sharedLab, openPage, labAt, nextFrames, DIST, ENGINE, axe, serve, until, byRole, byLabel, button, fill,
  download, openWorksheet, consoleProblems, findRadio, radio as radioIn, inPage,
} from './harness.mjs';

const lab = sharedLab();

const QUESTIONS = {
  takeover: 'Will worker B take over?',
  increments: 'How many increments will the resource apply?',
  write: "What happens to worker A's write?",
};

// Things that only the results of the default example say: its takeover
// and write times, the metric names, the table captions, the decision
// evidence, the time cursor and the map. None of them may be on the page
// (as text or in the accessibility tree) while the results wait.
const REVEALING = [
  '13 s', '18 s', '26 s', 'Applied increments', 'In-flight overlap', 'Original attempt ends',
  'Protected-resource write decisions', 'Same timeline, three contracts', 'clock order',
  'does not match', 'took over', 'takes over', 'Time cursor', 'Outcome map', 'Look for',
];

const RESULT_PARTS = ['.headline', '.timeline', '.metrics', '.survivable', 'table.writes', 'table.events',
  'table.contracts', '.outcome-map', '.scrubber', '.cursor-readout', '.preset-lesson',
  // The explanations tell how the watermark race ends (a learner walking
  // the page found the answer there); the assumptions stay.
  '.explain > p'];

/** In the page: its visible text; an approximation of its accessibility
 *  tree; every description an element takes from other elements
 *  (aria-describedby may point at hidden text, which then still reaches
 *  assistive technology); and which result parts are not hidden.
 *
 *  WebDriver has nothing like Playwright's ariaSnapshot(), so the "tree"
 *  here is an honest stand-in computed in the page, not the browser's real
 *  accessibility tree: the text of every element not hidden from assistive
 *  technology (a subtree is left out when it has `hidden`,
 *  aria-hidden="true" or `inert`, or fails checkVisibility with the
 *  visibility property, which covers display: none and visibility:
 *  hidden), plus every aria-label, aria-valuetext, alt, title and
 *  placeholder, an SVG element's <title> and <desc>, and the value of
 *  every field, on those elements. It errs towards including too much. */
function shownInPage(parts) {
  const tree = [];
  const exposed = (e) => !e.hidden && e.getAttribute('aria-hidden') !== 'true' && !e.inert
    && e.checkVisibility({ visibilityProperty: true });
  const walk = (element) => {
    for (const name of ['aria-label', 'aria-valuetext', 'alt', 'title', 'placeholder']) {
      if (element.hasAttribute(name)) tree.push(element.getAttribute(name));
    }
    if (element instanceof SVGElement) {
      for (const child of element.children) if (['title', 'desc'].includes(child.localName)) tree.push(child.textContent);
    }
    if (element.matches('textarea, input:not([type=checkbox], [type=radio], [type=hidden], [type=file])')) tree.push(element.value);
    if (element.localName === 'select') tree.push(...[...element.selectedOptions].map((o) => o.textContent));
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) tree.push(child.data);
      else if (child.nodeType === Node.ELEMENT_NODE && exposed(child)) walk(child);
    }
  };
  walk(document.body);
  const described = [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')]
    .filter((e) => e.checkVisibility())
    .flatMap((e) => `${e.getAttribute('aria-describedby') ?? ''} ${e.getAttribute('aria-labelledby') ?? ''}`.split(/\s+/))
    .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
    .join('\n');
  return {
    shown: { visible: document.body.innerText, tree: tree.join('\n').replace(/[ \t\n]+\n/g, '\n'), described },
    notHidden: parts.filter((s) => ![...document.querySelectorAll(s)].every((e) => !e.checkVisibility())),
  };
}

async function assertNothingRevealed(browser, where, { descriptions = true } = {}) {
  const { shown, notHidden } = await browser.execute(shownInPage, RESULT_PARTS);
  // Before the app starts, the preset buttons are still described by what
  // each preset's run does (the app removes those descriptions).
  if (!descriptions) delete shown.described;
  for (const [kind, text] of Object.entries(shown)) {
    for (const word of REVEALING) {
      assert.ok(!text.includes(word), `${where}: "${word}" is in the ${kind} text:\n${text}`);
    }
  }
  assert.deepEqual(notHidden, [], `${where}: every result part is hidden`);
}

/** The radio `option` of the question `question` (a key of QUESTIONS). */
async function radio(browser, question, option) {
  return radioIn(browser, QUESTIONS[question], option);
}

/** Whether each [question, option] radio is checked and whether it is
 *  disabled, read in one script. */
async function radioStates(browser, pairs) {
  return browser.execute(`const findRadio = ${findRadio};
    return arguments[0].map(([q, o]) => { const r = findRadio(q, o); return r && { checked: r.checked, disabled: r.disabled }; });`,
  pairs.map(([q, o]) => [QUESTIONS[q], o]));
}

/** Checks one radio per question, clicking it as a learner does. */
async function answer(browser, { takeover, increments, write }) {
  for (const [question, option] of Object.entries({ takeover, increments, write })) {
    await (await radio(browser, question, option)).click();
  }
}

/** The lesson's state, in one script: the switch, the reveal button, the
 *  scenario sentence, each question's mark, the status line. */
const lessonState = (browser) => browser.execute((questions) => {
  const group = (name) => [...document.querySelectorAll('[role=radiogroup]')]
    .find((g) => document.getElementById(g.getAttribute('aria-labelledby'))?.textContent.trim() === name);
  return {
    predicting: document.getElementById('predict-switch').checked,
    revealDisabled: document.getElementById('reveal-outcome').disabled,
    scenario: document.querySelector('.lesson-scenario').innerText,
    marks: Object.fromEntries(Object.entries(questions).map(([key, name]) => [key, group(name).querySelector('.grade').innerText])),
    marksShown: [...document.querySelectorAll('.grade')].filter((e) => e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0).length,
    status: document.getElementById('lesson-status').innerText,
    lesson: document.documentElement.getAttribute('data-lesson'),
  };
}, QUESTIONS);

/** Whether each selector's first element is rendered and visible, as
 *  Playwright's isVisible() judged it (a box, not visibility: hidden). */
const visibility = (browser, selectors) => browser.execute((list) => Object.fromEntries(list.map((s) => {
  const e = document.querySelector(s);
  return [s, Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0)];
})), selectors);

/** What a downloaded worksheet holds. */
const sheetOf = async (browser, name) => (await download(browser, name)).text;

test('the pre-rendered page hides the results at first paint when the link asks for a prediction', async () => {
  const html = await readFile(`${DIST}/index.html`, 'utf8');
  const script = html.match(/<script>([^<]*predict[^<]*)<\/script>/);
  assert.ok(script, 'an inline head script looks for the predict key');
  assert.ok(html.indexOf(script[0]) < html.indexOf('<body'), 'it runs before the body is parsed');
  // No wasm and no loader (the server refuses every .js and .wasm, and adds
  // no console probe): what a learner sees before the app starts is
  // exactly the pre-rendered page plus the head script and the stylesheet.
  const server = await serve(DIST, '/', { refuse: /\.(wasm|js)$/, probe: false });
  try {
    for (const hash of ['#predict', '#predict&embed', '#preset=healthy&predict']) {
      const browser = await openPage(lab.browser, server.url + hash, { ready: false });
      const page = await browser.execute(() => ({
        lesson: document.documentElement.getAttribute('data-lesson'),
        started: document.body.hasAttribute('data-ready'),
      }));
      assert.deepEqual(page, { lesson: 'predict', started: false }, hash);
      await assertNothingRevealed(browser, `first paint of ${hash}`, { descriptions: false });
      const heading = await byRole(browser, 'heading', 'What will happen?');
      const group = await byRole(browser, 'radiogroup', QUESTIONS.takeover);
      // With no script but the head's, this is the page as first painted:
      // the results have no box at all, so nothing of them can be painted.
      const boxes = await browser.execute((h, g) => {
        const shown = (e) => Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
        return {
          heading: shown(h),
          question: shown(g),
          headline: document.querySelector('.headline').getClientRects().length,
          timeline: document.querySelector('.timeline-svg').getClientRects().length,
        };
      }, heading, group);
      assert.deepEqual(boxes, { heading: true, question: true, headline: 0, timeline: 0 },
        `${hash}: the questions are shown; the headline and the timeline are not painted`);
    }
    // Without the key, the pre-rendered page shows the example's results.
    const browser = await openPage(lab.browser, server.url + '#preset=healthy', { ready: false });
    assert.equal(await browser.execute(() => document.documentElement.getAttribute('data-lesson')), null);
    const group = await byRole(browser, 'radiogroup', QUESTIONS.takeover);
    assert.deepEqual(await browser.execute((g) => {
      const shown = (e) => Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
      return [shown(document.querySelector('.headline')), shown(g)];
    }, group), [true, false], 'the headline is shown and the questions are not');
    // The page did ask for its scripts, and the server refused them all.
    assert.ok(server.requests.some((r) => r.path.endsWith('.wasm') || r.path.endsWith('.js')), 'the page asked for its scripts');
  } finally {
    await server.close();
  }
});

test('without JavaScript the example is shown with a note that predicting needs it', async () => {
  // Scripts are off for the whole session (a content setting in Chromium,
  // javascript.enabled in Firefox, --enable-javascript=false in WebKit);
  // the driver's own script and element commands still work in all three.
  const browser = await lab.session({ javaScript: false });
  await openPage(browser, lab.server.url + '#predict', { ready: false });
  const page = await browser.execute(() => ({
    // The head script did not run: no lesson, and the results stay.
    lesson: document.documentElement.getAttribute('data-lesson'),
    headline: document.querySelector('.headline').checkVisibility({ visibilityProperty: true }),
  }));
  assert.deepEqual(page, { lesson: null, headline: true });
  assert.ok(await browser.$('.headline').isDisplayed());
  assert.match(await browser.$('.js-note').getText(), /predicting first and a lesson's fixed or hidden parts need JavaScript/);
});

// The embed walks the lesson once (answers, reveal, marks, focus) with its
// own layout and secrecy; the transitions in between (an input change
// before the reveal, "Predict again") are the page's case's, and natively
// tests/model.rs's a_reveal_needs_every_answer_and_locks_them.
for (const [hash, viewport] of [['#predict', { width: 1280, height: 900 }], ['#predict&embed', { width: 760, height: 560 }]]) {
  test(`${hash}: nothing is revealed until the learner answers and reveals`, async () => {
    const transitions = !hash.includes('embed');
    const browser = await labAt(lab.browser, lab.server.url + hash, { viewport });
    await assertNothingRevealed(browser, hash);
    let state = await lessonState(browser);
    assert.ok(state.predicting, 'the switch "Predict first" is on');
    assert.equal(await (await byRole(browser, 'switch', 'Predict first')).isSelected(), true);
    assert.match(state.scenario,
      /^Worker A needs 12 s of work; its 10 s lease is renewed every 3 s; a 14 s pause starts at 4 s\./);
    const reveal = await button(browser, 'Reveal the outcome');
    assert.ok(state.revealDisabled);

    if (hash.includes('embed')) {
      // The sentence, the three questions and the button fit in the frame.
      const fits = await browser.execute((names, r) => {
        const groups = [...document.querySelectorAll('[role=radiogroup]')]
          .filter((g) => names.includes(document.getElementById(g.getAttribute('aria-labelledby'))?.textContent.trim()));
        return {
          boxes: [document.querySelector('.lesson-scenario'), r, ...groups].map((e) => {
            const { y, height } = e.getBoundingClientRect();
            return { y, height };
          }),
          scrollY: window.scrollY,
        };
      }, Object.values(QUESTIONS), reveal);
      assert.equal(fits.boxes.length, 5);
      for (const box of fits.boxes) {
        assert.ok(box.height > 0 && box.y >= 0 && box.y + box.height <= 560, `fits in 760 x 560: ${JSON.stringify(box)}`);
      }
      assert.equal(fits.scrollY, 0);
    }

    await (await radio(browser, 'takeover', 'Yes')).click();
    await (await radio(browser, 'increments', '2')).click();
    assert.ok((await lessonState(browser)).revealDisabled, 'the reveal waits for every answer');
    if (transitions) {
      // An input change before the reveal keeps the answers and the secret.
      await fill(browser, 'Replacement work (seconds)', '6');
      await nextFrames(browser);
      assert.deepEqual((await radioStates(browser, [['takeover', 'Yes'], ['increments', '2']])).map((r) => r.checked), [true, true]);
      assert.match((await lessonState(browser)).scenario, /needs 6 s of work once it holds the lease/);
      await assertNothingRevealed(browser, `${hash} after an input change`);
      await fill(browser, 'Replacement work (seconds)', '5');
    }
    await (await radio(browser, 'write', 'Rejected')).click();
    assert.equal(await reveal.isEnabled(), true);
    await reveal.click();

    // The default example: B takes over at 13 s, one increment (B's), A's
    // write at 26 s is rejected.
    state = await lessonState(browser);
    assert.match(state.marks.takeover, /^Correct\. B took over at 13 s, when A's lease ran out after its last valid renewal at 3 s\.$/);
    assert.match(state.marks.increments, /^Not this time\. The resource accepted one write: B's at 18 s\.$/);
    assert.match(state.marks.write, /^Correct\. A wrote at 26 s with token 1, and the resource refused it\.$/);
    assert.equal(state.status, "You predicted 2 of 3 correctly; each answer's mark says why. The results are now shown.");
    assert.deepEqual(await visibility(browser, ['.headline', '.metrics', 'table.writes']),
      { '.headline': true, '.metrics': true, 'table.writes': true }, 'the results are shown after the reveal');
    assert.equal(await browser.execute(() => document.querySelector('.metric-value').innerText), '1');
    const again = await button(browser, 'Predict again');
    assert.ok(await browser.execute((e) => e === document.activeElement, again), 'focus moves to "Predict again"');
    assert.equal((await radioStates(browser, [['takeover', 'Yes']]))[0].disabled, true, 'answers are locked after the reveal');
    if (hash.includes('embed')) {
      // The frame shows the three marks and, under the summary, the whole
      // headline: the results came.
      await nextFrames(browser);
      const shown = await browser.execute(() => [...document.querySelectorAll('.lesson .grade'), document.querySelector('.headline')]
        .map((e) => { const { top, bottom } = e.getBoundingClientRect(); return { text: e.textContent.trim().slice(0, 30), top, bottom }; }));
      assert.equal(shown.length, 4, JSON.stringify(shown));
      for (const box of shown) assert.ok(box.top >= 0 && box.bottom <= 560, `in the 760 x 560 frame after the reveal: ${JSON.stringify(box)}`);
    }

    if (transitions) {
      await again.click();
      // WebKitWebDriver may answer the click before the page has drawn it.
      await nextFrames(browser);
      await assertNothingRevealed(browser, `${hash} after "Predict again"`);
      assert.deepEqual((await radioStates(browser, [['takeover', 'Yes'], ['increments', '2'], ['write', 'Rejected']])).map((r) => r.checked),
        [false, false, false], 'every answer is cleared');
      state = await lessonState(browser);
      assert.ok(state.revealDisabled);
      assert.equal(state.marksShown, 0);
    }
    assert.deepEqual(await consoleProblems(browser), []);
  });
}

test('the switch turns lesson mode on, stays on until the reveal, then off, and a scenario link keeps it', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  const toggle = await byRole(browser, 'switch', 'Predict first');
  const group = await byRole(browser, 'radiogroup', QUESTIONS.takeover);
  assert.equal(await toggle.isSelected(), false);
  assert.deepEqual(await browser.execute((g) => {
    const shown = (e) => Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
    return [shown(document.querySelector('.headline')), shown(g)];
  }, group), [true, false], 'the headline is shown and the questions are not');
  await toggle.click();
  assert.equal(await toggle.isSelected(), true);
  await assertNothingRevealed(browser, 'after switching lesson mode on');
  assert.equal((await lessonState(browser)).lesson, 'predict');
  // A preset loaded in lesson mode stays secret; its description is gone.
  const healthy = await button(browser, 'Healthy run');
  await healthy.click();
  assert.equal(await healthy.getAttribute('aria-describedby'), null);
  assert.match((await lessonState(browser)).scenario, /it never pauses/);
  if (ENGINE === 'chromium') {
    await browser.setPermissions({ name: 'clipboard-read' }, 'granted');
    await browser.setPermissions({ name: 'clipboard-write' }, 'granted');
  }
  await (await button(browser, 'Copy link to this scenario')).click();
  await until(browser, () => [...document.querySelectorAll('body *')].some((e) => e.textContent.trim() === 'Copied'
    && e.checkVisibility({ visibilityProperty: true })));
  const link = await browser.execute(() => navigator.clipboard.readText());
  assert.ok(link.endsWith('&predict'), link);
  await (await button(browser, 'Copy embed code')).click();
  // The write is asynchronous: wait until the clipboard holds the code.
  const code = await until(browser, async () => {
    const text = await navigator.clipboard.readText();
    return text.startsWith('<iframe') && text;
  });
  assert.match(code, /&predict&embed" title="Lease Lab: predict the outcome"/);
  // Issue 40, point 1: until the reveal the switch stays on (aria-disabled,
  // its hint says why) and nothing of the run shows.
  assert.equal(await toggle.getAttribute('aria-disabled'), 'true');
  assert.match(await browser.execute(() => document.getElementById('predict-switch-hint').textContent),
    /reveal the outcome first; then you can switch this off/);
  await toggle.click();
  assert.equal(await toggle.isSelected(), true);
  await assertNothingRevealed(browser, 'after trying to switch lesson mode off before the reveal');
  await answer(browser, { takeover: 'No', increments: '1', write: 'Never made' });
  await (await button(browser, 'Reveal the outcome')).click();
  assert.equal(await toggle.getAttribute('aria-disabled'), null);
  await toggle.click();
  assert.equal(await toggle.isSelected(), false);
  assert.deepEqual(await visibility(browser, ['.headline']), { '.headline': true });
  assert.equal((await lessonState(browser)).lesson, null);
  assert.ok(await healthy.getAttribute('aria-describedby'));
  // A hashchange to a link without the key ends the lesson; one with it starts afresh.
  await browser.execute(() => { location.hash = 'preset=paused-zombie&predict'; });
  await until(browser, () => document.documentElement.dataset.lesson === 'predict');
  assert.equal(await toggle.isSelected(), true);
  await browser.execute(() => { location.hash = 'preset=healthy'; });
  await until(browser, () => document.documentElement.dataset.lesson === undefined);
  assert.deepEqual(await consoleProblems(browser), []);
});

test('the worksheets record the prediction, and version 1 and 2 files open', async () => {
  const browser = await labAt(lab.browser, lab.server.url + '#predict');
  // Before any answer: all open, not revealed.
  let sheet = JSON.parse(await sheetOf(browser, 'Download JSON worksheet'));
  assert.equal(sheet.version, 4);
  // Issue 40, point 1: before the reveal the file holds nothing of the run.
  assert.equal(sheet.outcome, null);
  // An attempt carries the scenario it is for: while open, the one on the page.
  // (The open page keeps the attempts of earlier tests: the last is this one.)
  assert.deepEqual(sheet.attempts.at(-1), { takeover: null, applied_increments: null, original_write: null, revealed: false, seen_before_reveal: false, scenario: sheet.scenario });
  const before = await sheetOf(browser, 'Download Markdown worksheet');
  assert.doesNotMatch(before, /Protected-resource write decisions|Same timeline, three contracts|Token 1/);
  // Answered, then revealed (an answered prediction not yet revealed, in
  // both formats: tests/files/worksheet_json.rs's a_prediction_is_written_as_documented,
  // src/worksheet/markdown.rs's a_prediction_lists_the_questions_answers_and_marks_once_revealed;
  // the page's answers in its worksheet: tests/model.rs's a_worksheet_is_restored_or_refused_whole).
  await answer(browser, { takeover: 'No', increments: '1', write: 'Never made' });
  await (await button(browser, 'Reveal the outcome')).click();
  sheet = JSON.parse(await sheetOf(browser, 'Download JSON worksheet'));
  assert.deepEqual(sheet.attempts.at(-1), { takeover: 'no', applied_increments: 1, original_write: 'never_made', revealed: true, seen_before_reveal: false, scenario: sheet.scenario });
  assert.equal(sheet.outcome.applied_increments, 1);
  const markdown = await sheetOf(browser, 'Download Markdown worksheet');
  assert.match(markdown, /## Your prediction\n\nMade for the scenario above\.\n\n\| Question \| Your answer \| Result \|/);
  assert.match(markdown, /\| Will worker B take over\? \| No \| Not this time\. B took over at 13 s/);
  assert.match(markdown, /\| How many increments will the resource apply\? \| 1 \| Correct\. /);
  assert.match(markdown, /\| What happens to worker A's write\? \| Never made \| Not this time\. A wrote at 26 s/);

  // A saved, unrevealed prediction opens with its answers and the results hidden.
  const open = (name, value) => openWorksheet(browser, name, JSON.stringify(value));
  const lease = () => browser.execute(() => [...document.querySelectorAll('label')]
    .find((l) => l.textContent.trim() === 'Lease / visibility duration (seconds)').control.value);
  const waiting = { ...sheet, attempts: [{ takeover: 'yes', applied_increments: 2, original_write: null, revealed: false, seen_before_reveal: false, scenario: sheet.scenario }] };
  assert.match(await open('waiting.json', waiting), /^Opened waiting\.json: scenario, lesson, predictions, answers and notes restored/);
  await assertNothingRevealed(browser, 'after opening an unrevealed worksheet');
  assert.deepEqual((await radioStates(browser, [['takeover', 'Yes'], ['increments', '2']])).map((r) => r.checked), [true, true]);
  assert.ok((await lessonState(browser)).revealDisabled);

  // A version 1 file (no prediction) still opens, and ends lesson mode.
  const v1 = { ...sheet, version: 1, scenario: { ...sheet.scenario, lease_s: 20 } };
  for (const key of ['attempts', 'questions', 'learner', 'link', 'preset']) delete v1[key];
  assert.match(await open('old.json', v1), /^Opened old\.json: scenario, answers and notes restored/);
  assert.equal(await (await byLabel(browser, 'Lease / visibility duration (seconds)')).getValue(), '20');
  assert.deepEqual(await visibility(browser, ['.headline']), { '.headline': true });
  assert.equal((await lessonState(browser)).predicting, false, 'the switch "Predict first" is off');
  // It ended the lesson while the prediction was open: that attempt is
  // kept, as seen before its reveal (issue 40, point 1).
  sheet = JSON.parse(await sheetOf(browser, 'Download JSON worksheet'));
  assert.deepEqual(sheet.attempts.map((a) => [a.takeover, a.revealed, a.seen_before_reveal]), [['yes', false, true]]);

  // Strict as before: a bad answer (a version 1 file with a prediction, and
  // the rest: tests/files/worksheet_json.rs's version_1_and_version_2_files_are_read_equally_strictly).
  assert.match(await open('bad.json', { ...waiting, attempts: [{ ...waiting.attempts[0], takeover: 'maybe' }] }),
    /attempts\[1\]\.takeover: must be "yes", "no" or null/);
  assert.equal(await lease(), '20');
  assert.deepEqual(await consoleProblems(browser), []);
});

test('axe-core finds nothing before and after the reveal, on the page and in the embed', async () => {
  for (const [hash, viewport] of [['#predict', { width: 1280, height: 900 }], ['#predict&embed', { width: 760, height: 560 }]]) {
    const browser = await labAt(lab.browser, lab.server.url + hash, { viewport });
    assert.deepEqual(await axe(browser), [], `${hash} before the reveal`);
    await answer(browser, { takeover: 'Yes', increments: '0', write: 'Rejected' });
    await (await button(browser, 'Reveal the outcome')).click();
    await nextFrames(browser);
    assert.deepEqual(await axe(browser), [], `${hash} after the reveal`);
  }
});

test('after the reveal the marks stay those of the predicted scenario, on the page and in both worksheets', async () => {
  // Issue 27: exploring after the reveal re-graded the prediction against
  // the new run ("You predicted 1 of 3 correctly") and the worksheets
  // recorded that.
  const browser = await labAt(lab.browser, `${lab.server.url}#preset=watermark-race&predict`);
  await answer(browser, { takeover: 'Yes', increments: '2', write: 'Accepted' });
  await (await button(browser, 'Reveal the outcome')).click();
  const graded = await lessonState(browser);
  assert.match(graded.status, /^You predicted 3 of 3 correctly/);
  const predicted = JSON.parse(await sheetOf(browser, 'Download JSON worksheet')).scenario;
  await fill(browser, 'Pause duration (seconds)', '0');
  await until(browser, () => document.querySelector('.lesson-moved')?.innerText.includes('changed scenario'));
  const after = await lessonState(browser);
  assert.equal(after.status, graded.status, 'the score is unchanged');
  assert.deepEqual(after.marks, graded.marks, 'the marks and reasons are unchanged');
  const sheet = JSON.parse(await sheetOf(browser, 'Download JSON worksheet'));
  assert.equal(sheet.scenario.pause_for_s, 0, 'the worksheet\'s own scenario is the one on the page');
  assert.deepEqual(sheet.attempts.at(-1).scenario, predicted, 'the prediction is recorded for the scenario it was made for');
  assert.equal(sheet.attempts.at(-1).revealed, true);
  const markdown = await sheetOf(browser, 'Download Markdown worksheet');
  assert.doesNotMatch(markdown, /Not this time/, 'three of three stay correct in the Markdown too');
  // "Predict again" starts a new round for the scenario on the page.
  await (await button(browser, 'Predict again')).click();
  assert.equal((await lessonState(browser)).status, '');
  assert.equal(await browser.execute(() => document.querySelector('.lesson-moved').innerText), '');
  assert.deepEqual(await consoleProblems(browser), []);
});

// Issue 40, point 2: after "Reveal the outcome" the three marks, the
// summary and the focused "Predict again" are in the window and nothing
// pinned covers them, on a phone and on a laptop.
for (const [name, viewport, phone] of [['a phone, 375 x 812', { width: 375, height: 812 }, true], ['a laptop, 1366 x 768', { width: 1366, height: 768 }, false]]) {
  test(`after the reveal the marks and the summary are in view and uncovered on ${name}`, async () => {
    const browser = await labAt(lab.browser, `${lab.server.url}#preset=paused-zombie&predict`, { viewport, phone });
    await answer(browser, { takeover: 'Yes', increments: '2', write: 'Accepted' });
    await (await button(browser, 'Reveal the outcome')).click();
    const seen = await browser.execute(inPage(async () => {
      // 'ok' when inside the window and the topmost element at its middle
      // is itself or inside it; otherwise where it is or what covers it.
      const uncovered = (elements) => elements.map((e) => {
        if (!e) return 'missing';
        const r = e.getBoundingClientRect();
        if (r.height === 0 || r.top < 0 || r.bottom > innerHeight) return `outside the window: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}`;
        const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 30), r.top + r.height / 2);
        return e.contains(hit) ? 'ok' : `covered by ${hit?.className || hit?.tagName}`;
      });
      await settled(null, 4);
      return {
        focused: document.activeElement?.textContent.trim(),
        parts: uncovered([...document.querySelectorAll('.lesson .grade'), document.getElementById('lesson-status'), document.activeElement]),
      };
    }));
    assert.equal(seen.focused, 'Predict again');
    assert.deepEqual(seen.parts, ['ok', 'ok', 'ok', 'ok', 'ok'], `three marks, the summary, "Predict again": ${seen.parts}`);
    assert.deepEqual(await consoleProblems(browser), []);
  });
}

// Issue 40, point 4: an instructor's own question is shown as plain text
// (never markup), in its own direction, with an answer field it labels;
// one over 200 characters is refused alone with a notice naming its key.
test('a lesson\'s own questions are plain text with answer fields; a bad one is refused alone', async () => {
  const long = 'x'.repeat(201);
  const browser = await labAt(lab.browser, `${lab.server.url}#preset=healthy&ask1=%3Cb%3EWhere%20is%20%D9%85%D8%AB%D8%A7%D9%84%3F%3C%2Fb%3E&ask2=${long}`);
  const seen = await browser.execute(() => {
    const labels = [...document.querySelectorAll('.worksheet label')].filter((l) => l.checkVisibility() && l.control?.tagName === 'TEXTAREA');
    const own = labels[3];
    return {
      count: labels.length,
      text: own?.textContent,
      bold: own?.querySelector('b') !== null,
      dir: [own?.getAttribute('dir'), own?.control.getAttribute('dir')],
      notice: document.querySelector('.hash-notice').textContent,
    };
  });
  assert.equal(seen.count, 5, 'the page\'s three questions, the own question and the notes');
  assert.equal(seen.text, '<b>Where is مثال?</b>');
  assert.equal(seen.bold, false);
  assert.deepEqual(seen.dir, ['auto', 'auto']);
  assert.match(seen.notice, /question ask2 was not applied \(ask2: must be 1 to 200 characters\)/);
  await fill(browser, '<b>Where is مثال?</b>', 'At the ledger.');
  const { text } = await download(browser, 'Download JSON worksheet');
  const sheet = JSON.parse(text);
  assert.deepEqual(sheet.questions.at(-1), { text: '<b>Where is مثال?</b>', answer: 'At the ledger.' });
  assert.deepEqual(await consoleProblems(browser), []);
});

