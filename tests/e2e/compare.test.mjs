// Compare two runs (issue 31): "Pin this run" keeps the run; changing an
// input changes only the current one, and the page shows both (two
// timelines on one axis, named "Current run" and "Pinned run", the marks
// that differ squared and labelled, the pinned value on each card, the
// pinned run's write decisions, a sentence naming what changed); "Unpin";
// the copied link and embed code carry the pin as `pin.` keys and reopen
// both runs; `pin.` refusals; phone and embed layouts; axe-core; the
// Markdown worksheet's comparison.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  inPage, sharedLab, openPage, labAt, goTo, until, button, fill, slider, pressEach, axe, embeddedLab, download, nextFrames, allowClipboard, copiedBy,
} from './harness.mjs';

const lab = sharedLab();

const DEFAULT_KEYS = 'original_work_s=12&lease_s=10&heartbeat_every_s=3&pause_at_s=4&pause_for_s=14&replacement_work_s=5&enforcement=current_epoch&shutdown_at_s=&shutdown_grace_s=10';
/** The default example pinned, the lease then lengthened to 30 s. */
const PINNED = `${DEFAULT_KEYS.replace('lease_s=10', 'lease_s=30')}&${DEFAULT_KEYS.replace(/(^|&)/g, '$1pin.')}`;
const SENTENCE = "Lease 10 s → 30 s. Outcome: Takeover, stale write rejected → No takeover. Takeover: at 13 s → none. In-flight overlap: 5 s → 0 s. A's write: rejected → accepted. B's write: accepted → none.";

/** In the page: everything that compares the two runs. */
function compareView() {
  const text = (e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e) => Boolean(e && e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0);
  const figures = [...document.querySelectorAll('figure.timeline')].filter(shown);
  const rows = (table) => (shown(table) ? [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.cells].slice(0, 3).map(text)) : null);
  const pinnedTable = document.querySelector('table.pinned-writes');
  return {
    sentence: shown(document.querySelector('.change-sentence')) ? text(document.querySelector('.change-sentence')) : null,
    figures: figures.map((f) => text(f.querySelector('figcaption'))),
    // Each drawing's accessible name starts with its figure's caption.
    drawings: figures.map((f) => f.querySelector('svg.timeline-svg').getAttribute('aria-labelledby').split(' ').map((id) => text(document.getElementById(id)))[0]),
    axes: figures.map((f) => [...f.querySelectorAll('.tick-label')].map(text).join(' ')),
    squares: figures.map((f) => f.querySelectorAll('rect.differs').length),
    differing: figures.map((f) => [...f.querySelectorAll('[aria-label*="(not in the"]')].map((e) => e.getAttribute('aria-label'))),
    metrics: [...document.querySelectorAll('.metric-value')].map(text),
    pinnedValues: [...document.querySelectorAll('.metric-pinned')].map(text),
    writes: rows(document.querySelector('table.writes:not(.pinned-writes)')),
    pinnedWrites: rows(pinnedTable),
    pinnedCaption: shown(pinnedTable) ? text(pinnedTable.querySelector('caption')) : null,
    cursorNote: text(document.querySelector('.cursor-run')),
    buttons: [...document.querySelectorAll('.pin-tools button')].filter(shown).map(text),
    notice: document.querySelector('.hash-notice').textContent,
  };
}

const COMPARED = {
  sentence: SENTENCE,
  figures: ['Current run', 'Pinned run'],
  drawings: ['Current run', 'Pinned run'],
  axes: ['0 s 5 s 10 s 15 s 20 s 25 s 30 s', '0 s 5 s 10 s 15 s 20 s 25 s 30 s'],
  metrics: ['1', 'None', '0 s', '26 s'],
  pinnedValues: ['Pinned: 1 (same)', 'Pinned: 13 s (changed)', 'Pinned: 5 s (changed)', 'Pinned: 26 s (same)'],
  writes: [['26 s', 'Worker A / 1', 'Accepted']],
  pinnedWrites: [['18 s', 'Worker B / 2', 'Accepted'], ['26 s', 'Worker A / 1', 'Rejected']],
  pinnedCaption: 'Protected-resource write decisions: pinned run',
  cursorNote: 'reads the current run',
  buttons: ['Pin this run', 'Unpin'],
  notice: '',
};

/** The parts of a view that say what the two runs are. */
const runs = (view) => Object.fromEntries(Object.keys(COMPARED).map((key) => [key, view[key]]));

// Pinning again replaces the pin: tests/model.rs's
// a_pinned_run_survives_a_preset_and_unpinning_clears_the_comparison, and
// its sentence src/present/compare.rs's a_fresh_pin_and_an_unchanged_outcome_say_so.
test('pin a run, change the lease: both runs side by side, what changed named; unpin', async () => {
  const browser = await labAt(lab.browser, lab.server.url);
  assert.deepEqual((await browser.execute(compareView)).buttons, ['Pin this run']);
  await (await button(browser, 'Pin this run')).click();
  await until(browser, () => document.querySelector('.change-sentence').textContent.startsWith('Same inputs'));
  await fill(browser, 'Lease / visibility duration (seconds)', '30');
  await until(browser, () => document.querySelector('.change-sentence').textContent.startsWith('Lease 10 s'));
  const view = await browser.execute(compareView);
  assert.deepEqual(runs(view), COMPARED);
  // The marks that differ, squared in each drawing and named so.
  assert.ok(view.squares[0] >= 1 && view.squares[1] >= 1, `${view.squares}`);
  assert.ok(view.differing[0].includes('Worker A writes at 26 s with token 1: accepted (not in the pinned run)'), view.differing[0].join('\n'));
  assert.ok(view.differing[1].includes('Worker B takes over at 13 s with token 2 (not in the current run)'), view.differing[1].join('\n'));
  assert.equal(view.squares[0], view.differing[0].length + (await browser.execute(() => document.querySelectorAll('figure.timeline:not(.pinned-timeline) .mark.renewal rect.differs').length)));

  await (await button(browser, 'Unpin')).click();
  await until(browser, () => !document.querySelector('.pinned-timeline').checkVisibility());
  const unpinned = await browser.execute(compareView);
  assert.deepEqual(
    [unpinned.sentence, unpinned.figures, unpinned.pinnedValues, unpinned.pinnedWrites, unpinned.cursorNote, unpinned.buttons, unpinned.squares],
    [null, ['Ownership timeline'], ['', '', '', ''], null, '', ['Pin this run'], [0]],
  );
});

// Pinning with the pointer leaves the page where it was (moving focus to
// "Unpin" scrolled the laptop's results column to it, the headline, the
// sentence and both drawings out of view); pinning from the keyboard moves
// focus to "Unpin", in view.
test('at 1366 x 768 a clicked pin keeps the comparison in view; a pin from the keyboard focuses Unpin, in view', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#preset=paused-zombie`, { viewport: { width: 1366, height: 768 } });
  const where = () => browser.execute(() => {
    const { top, bottom } = document.querySelector('.change-sentence').getBoundingClientRect();
    return { column: Math.round(document.querySelector('.results').scrollTop), page: Math.round(scrollY), sentence: top >= 0 && bottom <= innerHeight };
  });
  // In view first, as the learner's pointer finds it (the click then
  // scrolls nothing itself).
  const pin = await button(browser, 'Pin this run');
  await browser.execute((b) => b.scrollIntoView({ block: 'nearest' }), pin);
  const before = await where();
  await pin.click();
  await until(browser, () => document.querySelector('.change-sentence').textContent.startsWith('Same inputs'));
  await nextFrames(browser);
  const after = await where();
  // Within a pixel or two: Firefox rounds the page's scroll.
  assert.ok(Math.abs(after.column - before.column) <= 2 && Math.abs(after.page - before.page) <= 2 && after.sentence,
    JSON.stringify({ before, after }));

  await (await button(browser, 'Unpin')).click();
  await until(browser, () => !document.querySelector('.pinned-timeline').checkVisibility());
  await browser.execute((b) => b.focus(), pin);
  await browser.keys(['Enter']);
  await until(browser, () => document.activeElement?.textContent.trim() === 'Unpin');
  await nextFrames(browser);
  assert.ok(await browser.execute(() => {
    const { top, bottom } = document.activeElement.getBoundingClientRect();
    return top >= 0 && bottom <= innerHeight;
  }), 'the focused Unpin is on the screen');
});

test('a pinned link and its embed code reopen both runs; a refused pin or scenario is refused on its own', async () => {
  const browser = await openPage(lab.browser, `${lab.server.url}#${PINNED}`);
  assert.deepEqual(runs(await browser.execute(compareView)), COMPARED);
  await allowClipboard(browser);
  const copied = (name) => copiedBy(browser, name);
  const link = await copied('Copy link to this scenario');
  assert.equal(link, `${lab.server.url}#${PINNED}`);
  const code = await copied('Copy embed code');
  assert.equal(code, `<iframe src="${link}&embed" title="Lease Lab: No takeover" width="760" height="560" style="border:0" loading="lazy"></iframe>`);

  // Three links as a course page would switch them: one in-page script. A
  // refused pin, a refused scenario that keeps the pin, and a pin by
  // preset; every other refusal of pin. keys is src/present/fragment.rs's
  // a_pinned_run_is_its_own_group_on_pin_preset_or_the_default.
  const seen = await browser.execute(inPage(async () => {
    const out = [];
    for (const hash of ['pin.lease_s=0', 'lease_s=0&pin.preset=healthy', 'pin.preset=paused-zombie&lease_s=30']) {
      await applyLink(hash);
      out.push([
        document.querySelector('.hash-notice').textContent,
        [...document.querySelectorAll('figure.timeline')].filter((f) => f.checkVisibility()).map((f) => f.querySelector('figcaption').textContent.trim()),
      ]);
    }
    return out;
  }));
  const one = ['Ownership timeline'];
  const both = ['Current run', 'Pinned run'];
  assert.deepEqual(seen, [
    ["This link's pinned run was not applied (pin.lease_s: must be greater than 0 s); no run is pinned.", one],
    ["This link's scenario was not applied (lease_s: must be greater than 0 s); showing the default example.", both],
    ['', both],
  ]);

  // The embed code's frame shows both runs too.
  const frame = await embeddedLab(lab, 760, 560, `#${PINNED}&embed`);
  try {
    const embedded = await frame.browser.execute(compareView);
    assert.deepEqual([embedded.sentence, embedded.figures, embedded.pinnedValues, embedded.pinnedWrites],
      [SENTENCE, COMPARED.figures, COMPARED.pinnedValues, COMPARED.pinnedWrites]);
  } finally { await frame.close(); }
});

test('a lesson pins nothing before the reveal; step-through steps the current run; a lesson hiding inputs still compares', async () => {
  const browser = await openPage(lab.browser, `${lab.server.url}#${PINNED}&predict`);
  const before = await browser.execute(() => ({
    pin: [...document.querySelectorAll('.pin-tools button')].some((b) => b.checkVisibility()),
    sentence: document.querySelector('.change-sentence').checkVisibility(),
    pinned: document.querySelector('.pinned-timeline').checkVisibility(),
  }));
  assert.deepEqual(before, { pin: false, sentence: false, pinned: false });

  await goTo(browser, `#${PINNED}&step=2&hidden=lease_s,pause_at_s`);
  await until(browser, () => /^Step 2 of \d+$/.test(document.querySelector('.step-title strong')?.textContent));
  const view = await browser.execute(compareView);
  assert.deepEqual([view.sentence, view.figures, view.pinnedValues], [SENTENCE, COMPARED.figures, COMPARED.pinnedValues]);
  await (await button(browser, 'Next step')).click();
  await until(browser, () => document.querySelector('.step-title strong').textContent.startsWith('Step 3 of '));
});

test('on a phone the current run stays in view while a control has focus, and both runs fit the width; in the embed both fit the frame', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#${PINNED}`, { viewport: { width: 375, height: 812 }, phone: true });
  const pause = await slider(browser, 'Pause duration slider');
  await browser.execute((e) => e.focus(), pause);
  await pressEach(browser, ['ArrowRight']);
  await nextFrames(browser);
  const fits = (width, height) => {
    const rect = (e) => e.getBoundingClientRect();
    const inside = (r) => r.left >= -0.5 && r.right <= width + 0.5 && r.top >= -0.5 && r.bottom <= height + 0.5;
    const focused = document.activeElement;
    const f = rect(focused);
    const hit = document.elementFromPoint((f.left + f.right) / 2, (f.top + f.bottom) / 2);
    const drawings = [...document.querySelectorAll('figure.timeline')].map((fig) => rect(fig.querySelector('svg.timeline-svg')));
    return {
      overflow: document.documentElement.scrollWidth > width,
      current: inside(drawings[0]),
      widths: drawings.map((r) => r.left >= 0 && r.right <= width && r.width >= width * 0.8),
      focused: inside(f) && (hit === focused || focused.contains(hit)),
      sentence: document.querySelector('.change-sentence').textContent.startsWith('Lease 10 s → 30 s. Pause duration 14 s → 15 s.'),
    };
  };
  assert.deepEqual(await browser.execute(fits, 375, 812),
    { overflow: false, current: true, widths: [true, true], focused: true, sentence: true });

  const frame = await embeddedLab(lab, 760, 560, `#${PINNED}&embed`);
  try {
    const embedded = await frame.browser.execute(() => {
      const inside = (e) => { const r = e.getBoundingClientRect(); return r.left >= 0 && r.right <= 760 && r.top >= 0 && r.bottom <= 560; };
      return {
        overflow: document.documentElement.scrollWidth > 760,
        drawings: [...document.querySelectorAll('figure.timeline svg.timeline-svg')].map(inside),
        sentence: inside(document.querySelector('.change-sentence')),
        headline: inside(document.querySelector('.headline')),
        // "Change a value to compare the two": the inputs are right below
        // the two runs, a scroll away, not hidden behind the disclosure.
        inputsBelow: document.querySelector('.controls').checkVisibility()
          && document.querySelector('.controls').getBoundingClientRect().top >= document.querySelector('.pinned-timeline').getBoundingClientRect().bottom,
      };
    });
    assert.deepEqual(embedded, { overflow: false, drawings: [true, true], sentence: true, headline: true, inputsBelow: true });
  } finally { await frame.close(); }
});

// On short and narrow phones a run far from the pinned one (every input
// changed) made the change sentence eight lines long, and the pinned part
// grew over the band where a focused field lands (320 x 700: 593-641 px
// of pinned results over a field at 584). Every number field, focused from
// above with each preset's run against the pinned one, shows uncovered.
test('on short phones, with a run pinned, every number field focused shows uncovered, for every preset', async () => {
  for (const [folder, width, height] of [['', 320, 700], ['de/', 320, 700], ['', 375, 667]]) {
    const browser = await labAt(lab.browser, `${lab.server.url}${folder}#preset=two-hour-lease&pin.preset=paused-zombie`, { viewport: { width, height }, phone: true });
    const covered = await browser.execute(inPage(async () => {
      const out = new Set();
      for (const preset of [null, ...document.querySelectorAll('button.preset')]) {
        if (preset) { preset.click(); await settled(); }
        for (const field of document.querySelectorAll('.field input.number')) {
          document.activeElement?.blur?.();
          scrollTo({ left: 0, top: 0, behavior: 'instant' });
          field.focus();
          await new Promise((resolve) => setTimeout(resolve, 0));
          const r = field.getBoundingClientRect();
          for (const [x, y] of [[(r.left + r.right) / 2, (r.top + r.bottom) / 2], [r.left + 3, r.top + 3], [r.right - 3, r.bottom - 3]]) {
            const hit = document.elementFromPoint(x, y);
            if (hit !== field) out.add(`${preset?.textContent ?? 'the link'}: ${field.id} at (${Math.round(x)}, ${Math.round(y)}) under ${hit?.closest('.live') ? 'the pinned results' : hit?.tagName}`);
          }
        }
      }
      return [...out];
    }));
    assert.deepEqual(covered, [], `${folder || 'en/'} at ${width} x ${height}`);
  }
});

// The dashed square round each mark missing from the pinned run is wider
// than the mark, and a row of heartbeats' squares covered the lease's
// "token 1 valid" at every width (7 presets of 12 at 1280 px). SVG paints
// in document order: every text a square overlaps comes after it.
test('with a run pinned, no mark\'s square is drawn over a label, for every preset', async () => {
  for (const [width, height] of [[320, 700], [1280, 800]]) {
    const browser = await labAt(lab.browser, `${lab.server.url}#pin.preset=paused-zombie`, { viewport: { width, height }, phone: width < 600 });
    const { covered, squares } = await browser.execute(inPage(async () => {
      const out = new Set();
      let squares = 0;
      for (const preset of document.querySelectorAll('button.preset')) {
        preset.click();
        await settled();
        for (const svg of document.querySelectorAll('svg.timeline-svg')) {
          const marks = [...svg.querySelectorAll('rect.differs')];
          squares += marks.length;
          for (const text of svg.querySelectorAll('text')) {
            const a = text.getBoundingClientRect();
            for (const mark of marks) {
              const b = mark.getBoundingClientRect();
              const meet = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
              if (meet && mark.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING) out.add(`${preset.textContent}: "${text.textContent}" under a square`);
            }
          }
        }
      }
      return { covered: [...out], squares };
    }));
    assert.ok(squares > 0, 'no mark is marked as missing from the pinned run');
    assert.deepEqual(covered, [], `at ${width} x ${height}`);
  }
});

test('axe-core finds nothing with a pinned run, on the page and in its embed', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#${PINNED}`);
  assert.deepEqual(await axe(browser), []);
  const frame = await embeddedLab(lab, 760, 560, `#${PINNED}&embed`);
  try {
    assert.deepEqual(await axe(frame.browser), []);
  } finally { await frame.close(); }
});

// Last: WebKit's download bar shrinks the window (see customize.test.mjs).
test('the Markdown worksheet compares the current run with the pinned one', async () => {
  const browser = await labAt(lab.browser, `${lab.server.url}#${PINNED}`);
  const { text } = await download(browser, 'Download Markdown worksheet');
  const section = text.split('\n## Compared with the pinned run\n\n')[1]?.split('\n## ')[0] ?? '';
  assert.ok(section.startsWith(`${SENTENCE}\n\n| Setting | Pinned run | Current run |\n|---|---|---|\n`), section);
  assert.ok(section.includes('| Lease / visibility duration (seconds) | 10 s | 30 s |'), section);
  assert.ok(section.includes('Pinned run: **The replacement took over and finished; the resource rejected the original worker'), section);
});
