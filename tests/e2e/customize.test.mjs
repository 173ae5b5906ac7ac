// Instructors shape the lab (issue 30): a link's `fixed=` and `hidden=`
// hide and fix what they say (out of the accessibility tree as well) and
// keep the run; what the page must not let undo them (the preset row, a
// worksheet, the outcome map); refusals that hide nothing; the "Customize
// for your class" panel composing the link and embed code, by pointer and
// keyboard; axe-core on a customized page and its embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  inPage, sharedLab, openPage, labAt, goTo, until, button, axe, embeddedLab, download, openWorksheet, pressEach, allowClipboard, copiedBy,
} from './harness.mjs';

const lab = sharedLab();

const LESSON = 'preset=watermark-race&fixed=lease_s,enforcement&hidden=pause_at_s,contracts,map,cursor';

/** In the page: what a learner can see and change. */
function shapeInPage() {
  const shown = (selector) => [...document.querySelectorAll(selector)]
    .some((e) => e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
  const text = (e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const described = (e) => (e.getAttribute('aria-describedby') ?? '').split(/\s+/)
    .map((id) => text(document.getElementById(id))).filter(Boolean);
  const control = (selector) => {
    const e = document.querySelector(selector);
    return { disabled: e.disabled, described: described(e), value: e.value, label: text(e.labels?.[0]) || e.getAttribute('aria-label') };
  };
  return {
    sections: Object.fromEntries(['.presets', 'button.preset', '.timeline', '.cursor-tools', '.step-start', '.metrics', '.survivable',
      'table.writes', 'table.events', 'table.contracts', '.outcome-map', '.worksheet', '.share', '.explain',
      '[data-input=pause_at_s]', '[data-input=lease_s]'].map((s) => [s, shown(s)])),
    lease: control('#lease_s-input'),
    leaseSlider: control('[data-input=lease_s] input[type=range]'),
    enforcement: control('#enforcement-input'),
    pause: control('#pause_for_s-input'),
    note: text(document.querySelector('.lesson-note')),
    notice: document.querySelector('.hash-notice').textContent,
    metrics: [...document.querySelectorAll('.metric-value')].map((e) => e.textContent),
    writes: [...document.querySelectorAll('table.writes tbody tr')].map((tr) => tr.textContent),
    headline: text(document.querySelector('.headline')),
  };
}

test('a refused customization hides nothing and says why; a lesson without the cursor refuses a step', async () => {
  // The head script hides the timeline before the first paint; the app
  // shows it again once it has refused the list.
  const browser = await openPage(lab.browser, `${lab.server.url}#hidden=timeline,timeline&lease_s=30`);
  const first = await browser.execute(() => ({
    hidden: document.documentElement.dataset.hidden ?? null,
    timeline: document.querySelector('.timeline').checkVisibility(),
    notice: document.querySelector('.hash-notice').textContent,
    lease: document.getElementById('lease_s-input').value,
  }));
  assert.deepEqual(first, {
    hidden: null, timeline: true, lease: '30',
    notice: "This link's customization was not applied (hidden: timeline is named twice); the whole lab is shown.",
  });
  // Two more refusals, switched as a course page would; every other kind is
  // src/present/fragment.rs's a_customization_is_its_own_group_read_as_strictly_as_the_rest.
  const cases = [
    ['hidden=bogus', 'hidden: no section or input named bogus'],
    ['fixed=lease_s&hidden=lease_s', 'hidden: lease_s is in fixed too'],
  ];
  const seen = await browser.execute(inPage(async (cases) => {
    const out = [];
    for (const [hash] of cases) {
      await applyLink(hash);
      out.push({
        hidden: document.documentElement.dataset.hidden ?? null,
        disabled: [...document.querySelectorAll('.field input, .field select')].some((e) => e.disabled),
        notice: document.querySelector('.hash-notice').textContent,
      });
    }
    return out;
  }), cases);
  for (const [index, [hash, why]] of cases.entries()) {
    assert.deepEqual(seen[index], {
      hidden: null, disabled: false, notice: `This link's customization was not applied (${why}); the whole lab is shown.`,
    }, hash);
  }

  await goTo(browser, '#hidden=cursor&step=2');
  const stepped = await browser.execute(() => ({
    notice: document.querySelector('.hash-notice').textContent,
    caption: document.querySelector('.step-caption')?.checkVisibility() ?? false,
    cursor: document.querySelector('.cursor-tools').checkVisibility(),
  }));
  assert.deepEqual(stepped, {
    notice: "This link's step was not applied (step: this lesson hides the time cursor); the run is shown whole.",
    caption: false, cursor: false,
  });
});

/** In the page: the panel's radio `option` in the group whose legend is `group`. */
function panelRadio(group, option) {
  const text = (e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const fieldset = [...document.querySelectorAll('.customize [role=radiogroup]')].find((f) => text(f.querySelector('legend')) === group);
  return [...fieldset.querySelectorAll('label')].find((l) => text(l) === option)?.querySelector('input') ?? null;
}

test('"Customize for your class" composes the link and embed code; the page keeps its own shape', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  await allowClipboard(browser);
  const copied = (name) => copiedBy(browser, name);
  await (await browser.$('summary=Customize for your class')).click();
  await (await browser.$(await browser.execute(panelRadio, 'Lease / visibility duration (seconds)', 'Fixed'))).click();
  await (await browser.$(await browser.execute(panelRadio, 'Pause starts at (seconds)', 'Hidden'))).click();
  for (const heading of ['Outcome map', 'Same timeline, three contracts']) {
    const box = await browser.execute((h) => [...document.querySelectorAll('.customize-sections label')]
      .find((l) => l.textContent.trim() === h).querySelector('input'), heading);
    await (await browser.$(box)).click();
  }
  // The keyboard: arrows move within a radio group.
  await browser.execute((e) => e.focus(), await browser.execute(panelRadio, 'Heartbeat cadence (seconds)', 'Adjustable'));
  await pressEach(browser, ['ArrowRight']);
  await until(browser, () => document.querySelector('.customize-summary').textContent.includes('fix 2 of 9'));
  assert.equal(await browser.execute(() => document.querySelector('.customize-summary').textContent),
    'Links copied now fix 2 of 9 inputs, hide 1 of 9 inputs and hide 2 of 12 sections.');
  // Composing hides nothing here.
  assert.deepEqual(await browser.execute(() => [document.documentElement.dataset.hidden ?? null,
    document.getElementById('lease_s-input').disabled, document.querySelector('table.contracts').checkVisibility()]), [null, false, true]);

  const link = await copied('Copy link to this scenario');
  assert.equal(link, `${lab.server.url}#original_work_s=12&lease_s=10&heartbeat_every_s=3&pause_at_s=4&pause_for_s=14&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10&fixed=lease_s,heartbeat_every_s&hidden=pause_at_s,contracts,map`);
  const code = await copied('Copy embed code');
  assert.equal(code, `<iframe src="${link}&embed" title="Lease Lab: a lesson on worker ownership" width="760" height="560" style="border:0" loading="lazy"></iframe>`);

  await (await button(browser, 'Reset customization')).click();
  const reset = await browser.execute(() => ({
    checked: [...document.querySelectorAll('.customize input:checked')].map((e) => e.value),
    summary: document.querySelector('.customize-summary').textContent,
  }));
  assert.deepEqual(reset, { checked: Array(9).fill('adjustable'), summary: 'Links copied now open the whole lab.' });
  assert.doesNotMatch(await copied('Copy link to this scenario'), /fixed=|hidden=/);

  // The copied link opens the lesson, and its panel starts from it.
  await openPage(browser, link);
  const opened = await browser.execute(() => ({
    lease: document.getElementById('lease_s-input').disabled,
    contracts: document.querySelector('table.contracts').checkVisibility(),
    checked: [...document.querySelectorAll('.customize input:checked')].map((e) => `${e.name}=${e.value}`),
  }));
  assert.deepEqual(opened, {
    lease: true, contracts: false,
    checked: ['original_work_s=adjustable', 'lease_s=fixed', 'heartbeat_every_s=fixed', 'pause_at_s=hidden', 'pause_for_s=adjustable',
      'replacement_work_s=adjustable', 'enforcement=adjustable', 'shutdown_at_s=adjustable', 'shutdown_grace_s=adjustable', 'contracts=on', 'map=on'],
  });
});

// At 320 px a 17rem column was wider than the panel: the German section
// names ran past their box to the screen's edge.
test('on a 320 px phone the open panel\'s choices stay inside their boxes, in German too', async () => {
  for (const folder of ['', 'de/']) {
    const browser = await openPage(lab.browser, `${lab.server.url}${folder}`, { viewport: { width: 320, height: 568 }, phone: true });
    await browser.execute(() => { document.querySelector('.customize').open = true; });
    const spills = await browser.execute(() => [...document.querySelectorAll('.customize fieldset')].flatMap((box) => {
      const { left, right } = box.getBoundingClientRect();
      return [...box.querySelectorAll('label')].filter((label) => {
        const r = label.getBoundingClientRect();
        return r.width > 0 && (r.left < left - 0.5 || r.right > right + 0.5);
      }).map((label) => label.textContent.trim());
    }));
    assert.deepEqual(spills, [], folder || 'en');
  }
});

test('axe-core finds nothing on a customized page, its open panel or its embed', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#${LESSON}&predict`);
  await browser.execute(() => { document.querySelector('details.customize').open = true; });
  assert.deepEqual(await axe(browser), []);
  const frame = await embeddedLab(lab, 760, 560, `#${LESSON}&embed`);
  try {
    assert.deepEqual(await axe(frame.browser), []);
  } finally {
    await frame.close();
  }
});

test('a customized link hides and fixes what it says, keeps the run and is noted in the worksheet', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#preset=watermark-race`);
  const whole = await browser.execute(shapeInPage);
  await goTo(browser, `#${LESSON}`);
  const shaped = await browser.execute(shapeInPage);
  assert.deepEqual(shaped.sections, {
    '.presets': false, 'button.preset': false, '.timeline': true, '.cursor-tools': false, '.step-start': false, '.metrics': true,
    '.survivable': true, 'table.writes': true, 'table.events': true, 'table.contracts': false, '.outcome-map': false,
    '.worksheet': true, '.share': true, '.explain': true, '[data-input=pause_at_s]': false, '[data-input=lease_s]': true,
  });
  const fixed = ['Fixed for this lesson'];
  assert.deepEqual(shaped.lease, { disabled: true, described: [...fixed, whole.lease.described[0]], value: '10', label: 'Lease / visibility duration (seconds)' });
  assert.deepEqual(shaped.leaseSlider, { ...whole.leaseSlider, disabled: true, described: fixed });
  assert.deepEqual(shaped.enforcement, { ...whole.enforcement, disabled: true, described: [...fixed, ...whole.enforcement.described] });
  assert.deepEqual(shaped.pause, whole.pause);
  assert.equal(shaped.note, 'Parts of this lab are set for this lesson: some inputs are fixed and some parts hidden.');
  assert.equal(shaped.notice, '');
  // The run is the preset's: hidden and fixed inputs take part with their values.
  assert.deepEqual([shaped.metrics, shaped.writes, shaped.headline], [whole.metrics, whole.writes, whole.headline]);
  assert.equal(whole.note, '');

  const sheet = await download(browser, 'Download Markdown worksheet');
  assert.match(sheet.text, /\nFixed for this lesson: Lease \/ visibility duration \(seconds\); Resource enforcement\.\n\nHidden for this lesson: Pause starts at \(seconds\)\.\n/);
});

// Last in the file, on the page the test above left: in WebKit a download
// bar shrinks the window, and resizing it back for a fresh page after a
// download lost the session.
test('no preset, worksheet or map cell changes what a lesson set', async () => {
  const browser = lab.browser;
  await browser.execute(() => { location.hash = 'fixed=lease_s&hidden=pause_at_s'; });
  await until(browser, () => document.documentElement.dataset.hidden === 'pause_at_s presets');
  const { text } = await download(browser, 'Download JSON worksheet');
  const opened = JSON.parse(text);
  const axes = () => [...document.querySelectorAll('.map-axes select')].map((s) => ({ value: s.value, options: [...s.options].map((o) => o.value) }));
  const [x, y] = await browser.execute(axes);
  const adjustable = ['original_work_s', 'heartbeat_every_s', 'pause_for_s', 'replacement_work_s', 'shutdown_at_s', 'shutdown_grace_s'];
  assert.deepEqual([x.options, y.options], [adjustable, adjustable]);
  assert.ok(adjustable.includes(x.value) && adjustable.includes(y.value) && x.value !== y.value, `${x.value} x ${y.value}`);

  // A worksheet with another lease is refused, naming the key; one that
  // changes only adjustable inputs opens.
  const before = await browser.execute(() => [...document.querySelectorAll('input.number, select')].map((e) => e.value));
  const refused = await openWorksheet(browser, 'other-lease.json', JSON.stringify({ ...opened, scenario: { ...opened.scenario, lease_s: 30 } }));
  assert.equal(refused, 'Could not open other-lease.json: its lease_s differs from the value this lesson set. Nothing was changed.');
  const hiddenChanged = await openWorksheet(browser, 'other-pause.json', JSON.stringify({ ...opened, scenario: { ...opened.scenario, pause_at_s: 1 } }));
  assert.match(hiddenChanged, /its pause_at_s differs/);
  assert.deepEqual(await browser.execute(() => [...document.querySelectorAll('input.number, select')].map((e) => e.value)), before);
  const accepted = await openWorksheet(browser, 'longer-pause.json', JSON.stringify({ ...opened, scenario: { ...opened.scenario, pause_for_s: 20 } }));
  assert.match(accepted, /^Opened longer-pause\.json/);

  // "Nearest duplicate" moves only the map's axes.
  await browser.execute(() => { document.getElementById('enforcement-input').value = 'none'; document.getElementById('enforcement-input').dispatchEvent(new Event('change')); });
  await (await button(browser, 'Nearest duplicate')).click();
  const after = await browser.execute(() => ({ lease: document.getElementById('lease_s-input').value, pauseAt: document.getElementById('pause_at_s-input').value, message: document.querySelector('.map-message').textContent }));
  assert.deepEqual({ ...after, message: null }, { lease: '10', pauseAt: '4', message: null });
  assert.match(after.message, /^Moved to the nearest scenario/);

  // With fewer than two adjustable numbers there is no map.
  await browser.execute(() => { location.hash = 'fixed=original_work_s,lease_s,heartbeat_every_s,pause_at_s,pause_for_s,replacement_work_s,shutdown_at_s'; });
  await until(browser, () => document.documentElement.dataset.hidden === 'presets map');
  assert.equal(await browser.execute(() => document.querySelector('.outcome-map').checkVisibility()), false);
});
