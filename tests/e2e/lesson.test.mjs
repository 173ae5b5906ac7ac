// Lesson mode (issue 15): with #predict, and with #predict&embed, nothing
// that gives the outcome away is in the visible text or the accessibility
// tree, not even in the pre-rendered page before any script has run;
// answering and revealing marks each answer; the worksheets record the
// prediction; older worksheets still open; axe-core finds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { sharedLab, openPage, nextFrames, DIST, axe, onlyIn } from './harness.mjs';

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

/** The page's visible text, its accessibility tree, and every description
 *  an element takes from other elements (aria-describedby may point at
 *  hidden text, which then still reaches assistive technology). */
async function everythingShown(page) {
  const visible = await page.locator('body').innerText();
  const tree = await page.locator('body').ariaSnapshot();
  const described = await page.evaluate(() => [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')]
    .filter((e) => e.checkVisibility())
    .flatMap((e) => `${e.getAttribute('aria-describedby') ?? ''} ${e.getAttribute('aria-labelledby') ?? ''}`.split(/\s+/))
    .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
    .join('\n'));
  return { visible, tree, described };
}

async function assertNothingRevealed(page, where, { descriptions = true } = {}) {
  const shown = await everythingShown(page);
  // Before the app starts, the preset buttons are still described by what
  // each preset's run does (the app removes those descriptions).
  if (!descriptions) delete shown.described;
  for (const [kind, text] of Object.entries(shown)) {
    for (const word of REVEALING) {
      assert.ok(!text.includes(word), `${where}: "${word}" is in the ${kind} text:\n${text}`);
    }
  }
  for (const selector of ['.headline', '.timeline', '.metrics', '.survivable', 'table.writes', 'table.events',
    'table.contracts', '.outcome-map', '.scrubber', '.cursor-readout', '.preset-lesson']) {
    const hidden = await page.locator(selector).evaluateAll((els) => els.every((e) => !e.checkVisibility()));
    assert.ok(hidden, `${where}: ${selector} is hidden`);
  }
}

function radio(page, question, option) {
  return page.getByRole('radiogroup', { name: QUESTIONS[question] }).getByRole('radio', { name: option, exact: true });
}

async function answer(page, { takeover, increments, write }) {
  await radio(page, 'takeover', takeover).check();
  await radio(page, 'increments', increments).check();
  await radio(page, 'write', write).check();
}

function mark(page, question) {
  return page.getByRole('radiogroup', { name: QUESTIONS[question] }).locator('.grade');
}

async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return readFile(await file.path(), 'utf8');
}


test('the pre-rendered page hides the results at first paint when the link asks for a prediction', async () => {
  const html = await readFile(`${DIST}/index.html`, 'utf8');
  const script = html.match(/<script>([^<]*predict[^<]*)<\/script>/);
  assert.ok(script, 'an inline head script looks for the predict key');
  assert.ok(html.indexOf(script[0]) < html.indexOf('<body'), 'it runs before the body is parsed');
  // No wasm and no loader: what a learner sees before the app starts is
  // exactly the pre-rendered page plus the head script and the stylesheet.
  for (const hash of ['#predict', '#predict&embed', '#preset=healthy&predict']) {
    const context = await lab.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/\.(wasm|js)$/, (route) => route.abort());
    await page.goto(lab.server.url + hash);
    assert.equal(await page.locator('html').getAttribute('data-lesson'), 'predict', hash);
    await assertNothingRevealed(page, `first paint of ${hash}`, { descriptions: false });
    assert.ok(await page.getByRole('heading', { name: 'What will happen?' }).isVisible());
    assert.ok(await page.getByRole('radiogroup', { name: QUESTIONS.takeover }).isVisible());
    // The first painted frame: the screenshot is taken from what the
    // browser painted, and the results' place in it is empty.
    const shot = await page.screenshot({ fullPage: true });
    assert.ok(shot.length > 1000);
    assert.equal(await page.locator('.headline').boundingBox(), null, 'the headline is not painted');
    assert.equal(await page.locator('.timeline-svg').boundingBox(), null, 'the timeline is not painted');
    await context.close();
  }
  // Without the key, the pre-rendered page shows the example's results.
  const context = await lab.browser.newContext();
  const page = await context.newPage();
  await page.route(/\.(wasm|js)$/, (route) => route.abort());
  await page.goto(lab.server.url + '#preset=healthy');
  assert.equal(await page.locator('html').getAttribute('data-lesson'), null);
  assert.ok(await page.locator('.headline').isVisible());
  assert.ok(!(await page.getByRole('radiogroup', { name: QUESTIONS.takeover }).isVisible()));
  await context.close();
});

test('without JavaScript the example is shown with a note that predicting needs it', onlyIn('chromium', "Firefox's BiDi driver reads the page through page scripts"), async () => {
  const context = await lab.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(lab.server.url + '#predict');
  assert.ok(await page.locator('.headline').isVisible());
  assert.match(await page.locator('.js-note').innerText(), /predicting first need JavaScript/);
  await context.close();
});

for (const [hash, viewport] of [['#predict', { width: 1280, height: 900 }], ['#predict&embed', { width: 760, height: 560 }]]) {
  test(`${hash}: nothing is revealed until the learner answers and reveals`, async () => {
    const { page, context, problems } = await openPage(lab.browser, lab.server.url + hash, { viewport });
    await assertNothingRevealed(page, hash);
    assert.ok(await page.getByRole('switch', { name: 'Predict first' }).isChecked());
    assert.match(await page.locator('.lesson-scenario').innerText(),
      /^Worker A needs 12 s of work; its 10 s lease is renewed every 3 s; a 14 s pause starts at 4 s\./);
    const reveal = page.getByRole('button', { name: 'Reveal the outcome' });
    assert.ok(await reveal.isDisabled());

    if (hash.includes('embed')) {
      // The sentence, the three questions and the button fit in the frame.
      for (const locator of [page.locator('.lesson-scenario'), reveal,
        ...Object.values(QUESTIONS).map((name) => page.getByRole('radiogroup', { name }))]) {
        const box = await locator.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= 560, `fits in 760 x 560: ${JSON.stringify(box)}`);
      }
      assert.equal(await page.evaluate(() => window.scrollY), 0);
    }

    await radio(page, 'takeover', 'Yes').check();
    await radio(page, 'increments', '2').check();
    assert.ok(await reveal.isDisabled(), 'the reveal waits for every answer');
    // An input change before the reveal keeps the answers and the secret.
    await page.getByLabel('Replacement work (seconds)', { exact: true }).fill('6');
    await nextFrames(page);
    assert.ok(await radio(page, 'takeover', 'Yes').isChecked());
    assert.ok(await radio(page, 'increments', '2').isChecked());
    assert.match(await page.locator('.lesson-scenario').innerText(), /needs 6 s of work once it holds the lease/);
    await assertNothingRevealed(page, `${hash} after an input change`);
    await page.getByLabel('Replacement work (seconds)', { exact: true }).fill('5');
    await radio(page, 'write', 'Rejected').check();
    assert.ok(await reveal.isEnabled());
    await reveal.click();

    // The default example: B takes over at 13 s, one increment (B's), A's
    // write at 26 s is rejected.
    assert.match(await mark(page, 'takeover').innerText(), /^Correct\. B took over at 13 s, when A's lease ran out after its last valid renewal at 3 s\.$/);
    assert.match(await mark(page, 'increments').innerText(), /^Not this time\. The resource accepted one write: B's at 18 s\.$/);
    assert.match(await mark(page, 'write').innerText(), /^Correct\. A wrote at 26 s with token 1, and the resource refused it\.$/);
    assert.equal(await page.locator('#lesson-status').innerText(), 'You predicted 2 of 3 correctly. The results are shown below.');
    for (const shown of ['.headline', '.metrics', 'table.writes']) {
      assert.ok(await page.locator(shown).isVisible(), `${shown} is shown after the reveal`);
    }
    assert.equal(await page.locator('.metric-value').first().innerText(), '1');
    const again = page.getByRole('button', { name: 'Predict again' });
    assert.ok(await again.evaluate((e) => e === document.activeElement), 'focus moves to "Predict again"');
    assert.ok(await radio(page, 'takeover', 'Yes').isDisabled(), 'answers are locked after the reveal');

    await again.click();
    await assertNothingRevealed(page, `${hash} after "Predict again"`);
    for (const [question, option] of [['takeover', 'Yes'], ['increments', '2'], ['write', 'Rejected']]) {
      assert.ok(!(await radio(page, question, option).isChecked()), `${question} is cleared`);
    }
    assert.ok(await reveal.isDisabled());
    assert.equal(await page.locator('.grade:visible').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('the switch turns lesson mode on and off, and a scenario link keeps it', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url);
  const toggle = page.getByRole('switch', { name: 'Predict first' });
  assert.ok(!(await toggle.isChecked()));
  assert.ok(await page.locator('.headline').isVisible());
  assert.ok(!(await page.getByRole('radiogroup', { name: QUESTIONS.takeover }).isVisible()));
  await toggle.check();
  await assertNothingRevealed(page, 'after switching lesson mode on');
  assert.equal(await page.locator('html').getAttribute('data-lesson'), 'predict');
  // A preset loaded in lesson mode stays secret; its description is gone.
  await page.getByRole('button', { name: 'Healthy run' }).click();
  assert.equal(await page.getByRole('button', { name: 'Healthy run' }).getAttribute('aria-describedby'), null);
  assert.match(await page.locator('.lesson-scenario').innerText(), /it never pauses/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link to this scenario' }).click();
  await page.getByText('Copied', { exact: true }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.endsWith('&predict'), link);
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(code, /&predict&embed" title="Lease Lab: predict the outcome"/);
  await toggle.uncheck();
  assert.ok(await page.locator('.headline').isVisible());
  assert.equal(await page.locator('html').getAttribute('data-lesson'), null);
  assert.ok(await page.getByRole('button', { name: 'Healthy run' }).getAttribute('aria-describedby'));
  // A hashchange to a link without the key ends the lesson; one with it starts afresh.
  await page.evaluate(() => { location.hash = 'preset=paused-zombie&predict'; });
  await page.waitForFunction(() => document.documentElement.dataset.lesson === 'predict');
  assert.ok(await toggle.isChecked());
  await page.evaluate(() => { location.hash = 'preset=healthy'; });
  await page.waitForFunction(() => document.documentElement.dataset.lesson === undefined);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the worksheets record the prediction, and version 1 and 2 files open', async () => {
  const { page, context, problems } = await openPage(lab.browser, lab.server.url + '#predict');
  // Before any answer: all open, not revealed.
  let sheet = JSON.parse(await download(page, 'Download JSON worksheet'));
  assert.equal(sheet.version, 2);
  assert.deepEqual(sheet.prediction, { takeover: null, applied_increments: null, original_write: null, revealed: false });
  await answer(page, { takeover: 'No', increments: '1', write: 'Never made' });
  sheet = JSON.parse(await download(page, 'Download JSON worksheet'));
  assert.deepEqual(sheet.prediction, { takeover: 'no', applied_increments: 1, original_write: 'never_made', revealed: false });
  let markdown = await download(page, 'Download Markdown worksheet');
  assert.match(markdown, /## Your prediction\n\n\| Question \| Your answer \| Result \|/);
  assert.match(markdown, /\| Will worker B take over\? \| No \| Not revealed yet \|/);
  await page.getByRole('button', { name: 'Reveal the outcome' }).click();
  sheet = JSON.parse(await download(page, 'Download JSON worksheet'));
  assert.deepEqual(sheet.prediction, { takeover: 'no', applied_increments: 1, original_write: 'never_made', revealed: true });
  markdown = await download(page, 'Download Markdown worksheet');
  assert.match(markdown, /\| Will worker B take over\? \| No \| Not this time\. B took over at 13 s/);
  assert.match(markdown, /\| How many increments will the resource apply\? \| 1 \| Correct\. /);
  assert.match(markdown, /\| What happens to worker A's write\? \| Never made \| Not this time\. A wrote at 26 s/);

  // A saved, unrevealed prediction opens with its answers and the results hidden.
  const open = async (name, value) => {
    await page.getByLabel('Open worksheet').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value)) });
    await page.waitForFunction((n) => document.querySelector('.worksheet [role=status]').textContent.includes(n), name);
    return page.locator('.worksheet [role=status]').innerText();
  };
  const waiting = { ...sheet, prediction: { takeover: 'yes', applied_increments: 2, original_write: null, revealed: false } };
  assert.match(await open('waiting.json', waiting), /^Opened waiting\.json: scenario, prediction and notes restored/);
  await assertNothingRevealed(page, 'after opening an unrevealed worksheet');
  assert.ok(await radio(page, 'takeover', 'Yes').isChecked());
  assert.ok(await radio(page, 'increments', '2').isChecked());
  assert.ok(await page.getByRole('button', { name: 'Reveal the outcome' }).isDisabled());

  // A version 1 file (no prediction) still opens, and ends lesson mode.
  const v1 = { ...sheet, version: 1, scenario: { ...sheet.scenario, lease_s: 20 } };
  delete v1.prediction;
  assert.match(await open('old.json', v1), /^Opened old\.json: scenario and notes restored/);
  assert.equal(await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).inputValue(), '20');
  assert.ok(await page.locator('.headline').isVisible());
  assert.ok(!(await page.getByRole('switch', { name: 'Predict first' }).isChecked()));
  sheet = JSON.parse(await download(page, 'Download JSON worksheet'));
  assert.equal(sheet.prediction, null);

  // Strict as before: a version 1 file with a prediction, a bad answer.
  assert.match(await open('mixed.json', { ...v1, prediction: null }), /prediction: not a field of version 1/);
  assert.match(await open('bad.json', { ...waiting, prediction: { ...waiting.prediction, takeover: 'maybe' } }),
    /prediction\.takeover: must be "yes", "no" or null/);
  assert.equal(await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).inputValue(), '20');
  assert.deepEqual(problems, []);
  await context.close();
});

test('axe-core finds nothing before and after the reveal, on the page and in the embed', async () => {
  for (const [hash, viewport] of [['#predict', { width: 1280, height: 900 }], ['#predict&embed', { width: 760, height: 560 }]]) {
    const { page, context } = await openPage(lab.browser, lab.server.url + hash, { viewport });
    assert.deepEqual(await axe(page), [], `${hash} before the reveal`);
    await answer(page, { takeover: 'Yes', increments: '0', write: 'Rejected' });
    await page.getByRole('button', { name: 'Reveal the outcome' }).click();
    await nextFrames(page);
    assert.deepEqual(await axe(page), [], `${hash} after the reveal`);
    await context.close();
  }
});
