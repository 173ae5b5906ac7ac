// Worksheets end to end: both downloads, re-import of an export, and three
// kinds of bad file refused without changing anything on the page, a
// hostile exponent included. (That such numbers are refused at once, not
// after building a number with billions of digits, is
// tests/files/worksheet_json.rs's native test: no test here measures time.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedLab, openPage, labAt, nextFrames, until, byLabel, button, fill, download, openWorksheet, consoleProblems, textOf, learnerView, valueOf,
} from './harness.mjs';

const lab = sharedLab();


/** The page with a note and a changed field, its snapshot, and the JSON
 *  worksheet it downloads (parsed): the start of the bad-file tests. */
async function changedPage(browser, url) {
  await openPage(browser, url);
  await fill(browser, 'Your notes', 'keep me');
  await fill(browser, 'Pause duration (seconds)', '9');
  await nextFrames(browser);
  const before = await learnerView(browser);
  const good = JSON.parse((await download(browser, 'Download JSON worksheet')).text);
  const variant = (edit) => { const copy = structuredClone(good); edit(copy); return JSON.stringify(copy); };
  // A valid worksheet whose lease_s is the bare JSON number `number`
  // (written as text: it means nothing to JavaScript's own parser).
  const rawLease = (number) => variant((s) => { s.scenario.lease_s = '@LEASE@'; }).replace('"@LEASE@"', number);
  return { before, variant, rawLease };
}

test('the JSON download carries the scenario, the outcome and the notes', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await fill(browser, 'Your notes', 'Our nightly billing job takes a lock file.');
  const { name, text } = await download(browser, 'Download JSON worksheet');
  // The default example is the "Paused zombie" preset's scenario.
  assert.equal(name, 'lease-lab-paused-zombie.json');
  const sheet = JSON.parse(text);
  assert.equal(sheet.format, 'lease-lab-worksheet');
  assert.equal(sheet.version, 4);
  assert.deepEqual(sheet.attempts, []);
  assert.deepEqual(sheet.scenario, {
    original_work_s: 12, lease_s: 10, heartbeat_every_s: 3, pause_at_s: 4, pause_for_s: 14,
    replacement_work_s: 5, enforcement: 'current_epoch', shutdown_at_s: null, shutdown_grace_s: 10,
  });
  assert.equal(sheet.outcome.applied_increments, 1);
  assert.equal(sheet.outcome.takeover_at_s, 13);
  assert.equal(sheet.outcome.overlap_s, 5);
  assert.equal(sheet.outcome.overlap_includes_pause, true);
  assert.equal(sheet.outcome.original_ends_at_s, 26);
  assert.equal(sheet.outcome.original_end, 'wrote');
  assert.deepEqual(sheet.outcome.writes.map((w) => [w.at_s, w.worker, w.token, w.decision]), [[18, 'B', 2, 'accepted'], [26, 'A', 1, 'rejected']]);
  assert.equal(sheet.outcome.writes[1].evidence, 'Token 1 does not match registered epoch 2');
  assert.deepEqual(sheet.outcome.events.map((e) => [e.at_s, e.actor, e.kind]), [
    [0, 'A', 'lease_acquired'], [3, 'A', 'heartbeat_accepted'], [4, 'A', 'paused'], [13, 'B', 'takeover'],
    [18, 'A', 'resumed'], [18, 'A', 'heartbeat_rejected'], [18, 'B', 'write_accepted'], [26, 'A', 'write_rejected'],
  ]);
  assert.equal(sheet.notes, 'Our nightly billing job takes a lock file.');
  assert.match(await textOf(browser, '[role=status]'), /Downloaded lease-lab-paused-zombie\.json/);
  assert.deepEqual(await consoleProblems(browser), []);
});

test('the Markdown download is a clean document with escaped notes', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await fill(browser, 'Your notes', '<script>alert(1)</script> | =SUM(A1)');
  const { name, text } = await download(browser, 'Download Markdown worksheet');
  assert.equal(name, 'lease-lab-paused-zombie.md');
  assert.match(text, /^# Lease Lab worksheet\n/);
  assert.match(text, /\| 26 s \| Worker A \/ 1 \| Rejected \| Token 1 does not match registered epoch 2\. \|/);
  assert.ok(!text.includes('<script>'));
  assert.ok(text.includes('&lt;script&gt;alert(1)&lt;/script&gt; \\| =SUM(A1)'));
});

test('an exported worksheet opens to the identical page', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await (await button(browser, 'Try the watermark race')).click();
  await fill(browser, 'Shutdown signal at (seconds, optional)', '7.25');
  await fill(browser, 'Your notes', 'Queue consumer in the mailer.\nSecond line.');
  await nextFrames(browser);
  const before = await learnerView(browser);
  assert.ok(before.fields.includes('Queue consumer in the mailer.\nSecond line.'), `the notes were typed with their line break: ${JSON.stringify(before.fields)}`);
  const { text } = await download(browser, 'Download JSON worksheet');

  // A fresh load of the page in the same session.
  await openPage(browser, lab.server.url);
  const status = await openWorksheet(browser, 'lease-lab-worksheet.json', text);
  assert.match(status, /Opened lease-lab-worksheet\.json/);
  // The map is redrawn a frame after the scenario changes.
  await nextFrames(browser);
  assert.deepEqual(await learnerView(browser), before);
});

// Three bad files to prove the wiring: one that is not JSON, one refused
// by key and rule (a hostile exponent, the kind that once hung the page),
// and one over 1 MB, which the page refuses before reading it. Every other
// refusal is tests/files/worksheet_json.rs's
// every_bad_file_is_refused_with_a_message_that_names_the_problem and
// hostile_numbers_are_refused_at_once_for_the_right_reason (nesting:
// src/worksheet/strict.rs's nesting_is_bounded_and_the_first_problem_is_named);
// that a refusal changes nothing is tests/model.rs's
// a_worksheet_is_restored_or_refused_whole and
// an_opened_file_reports_what_it_restored_or_why_nothing_changed.
test('three bad files (not JSON, a hostile number, over 1 MB) are refused with a message and nothing changes', async () => {
  const browser = lab.browser;
  const { before, rawLease } = await changedPage(browser, lab.server.url);
  // [file text, what the message must say]
  const cases = [
    ['not json', 'not valid JSON'],
    // Refused for the right reason, not after building a number with
    // billions of digits (how fast is a native test's and a benchmark's
    // question, tests/files/worksheet_json.rs).
    [rawLease('1e9223372036854775807'), 'lease_s: at most 86 400 s'],
    [' '.repeat(1_000_001), 'larger than 1 MB'],
  ];
  assert.match(cases[1][0], /"lease_s":1e9223372036854775807,/);
  for (const [i, [text, message]] of cases.entries()) {
    const status = await openWorksheet(browser, `bad-${i}.json`, text);
    assert.ok(status.includes(message), `${message} not in ${status}`);
    assert.ok(status.includes('Nothing was changed'), status);
    // The refusal is shown; two more frames and still nothing has changed.
    await nextFrames(browser);
    assert.deepEqual(await learnerView(browser), before, message);
  }
  assert.deepEqual(await consoleProblems(browser), []);
});

test('a note with HTML is shown as text, never as markup', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  const { text } = await download(browser, 'Download JSON worksheet');
  const sheet = JSON.parse(text);
  sheet.notes = '<img src=x onerror="window.pwned=1"><b>bold</b>';
  await openWorksheet(browser, 'html.json', JSON.stringify(sheet));
  const notes = await byLabel(browser, 'Your notes');
  assert.deepEqual(await browser.execute((n) => ({
    notes: n.value,
    pwned: typeof window.pwned,
    bold: document.querySelectorAll('.worksheet b').length,
  }), notes), { notes: sheet.notes, pwned: 'undefined', bold: 0 });
});

test('a learner\'s name and answers are in both worksheets and in their file names', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await (await button(browser, 'Try the watermark race')).click();
  await fill(browser, 'Your name', 'Ada Lovelace-Byron!');
  // Only the page's three: the places for a lesson's own questions stay
  // hidden without one.
  const questions = await browser.execute(() => [...document.querySelectorAll('.worksheet textarea')]
    .filter((t) => t.checkVisibility())
    .map((t) => t.labels[0]?.textContent.trim()).filter((l) => l !== 'Your notes'));
  assert.equal(questions.length, 3, `one answer field per question: ${questions}`);
  for (const [i, question] of questions.entries()) await fill(browser, question, `Answer ${i + 1} | <b>`);
  await fill(browser, 'Your notes', 'Anything else.');
  const json = await download(browser, 'Download JSON worksheet');
  assert.equal(json.name, 'lease-lab-watermark-race-ada-lovelace-byron.json');
  const sheet = JSON.parse(json.text);
  assert.equal(sheet.learner, 'Ada Lovelace-Byron!');
  assert.deepEqual(sheet.questions.map((q) => q.answer), ['Answer 1 | <b>', 'Answer 2 | <b>', 'Answer 3 | <b>']);
  assert.equal(sheet.preset, 'watermark-race');
  assert.equal(sheet.notes, 'Anything else.');
  const link = new URL(sheet.link);
  assert.equal(link.search, '', 'no query string');
  assert.match(link.hash, /lease_s=10/);
  const markdown = await download(browser, 'Download Markdown worksheet');
  assert.equal(markdown.name, 'lease-lab-watermark-race-ada-lovelace-byron.md');
  assert.ok(markdown.text.includes('Ada Lovelace-Byron!'), 'the name');
  assert.ok(markdown.text.includes('Answer 1 \\| &lt;b&gt;'), 'answers escaped');
  // Opened again, the name and answers come back.
  await fill(browser, 'Your name', '');
  const status = await openWorksheet(browser, 'mine.json', json.text);
  assert.match(status, /^Opened mine\.json/);
  assert.equal(await valueOf(browser, 'Your name'), 'Ada Lovelace-Byron!');
  assert.equal(await valueOf(browser, questions[2]), 'Answer 3 | <b>');
  assert.deepEqual(await consoleProblems(browser), []);
});

/** The text chunks of a PNG file: [keyword, text] pairs, and the width. */
function pngText(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  const chunks = [];
  let width = 0;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') width = data.readUInt32BE(0);
    if (type === 'tEXt') {
      const nul = data.indexOf(0);
      chunks.push([data.toString('latin1', 0, nul), data.toString('latin1', nul + 1)]);
    }
    at += 12 + length;
  }
  return { chunks, width };
}

// Issue 40, point 6: a figure for slides, as SVG and PNG, named for the
// scenario, with its link inside; not offered before a lesson's reveal or
// where the lesson hides the timeline.
test('the figure downloads as SVG and PNG with the scenario\'s link inside, never before a lesson\'s reveal', async () => {
  let browser = await openPage(lab.browser, `${lab.server.url}#preset=paused-zombie&lease_s=30&pin.preset=paused-zombie`);
  const svg = await download(browser, 'Download figure (SVG)');
  assert.equal(svg.name, 'lease-lab-custom-figure.svg');
  assert.match(svg.text, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg.text, /<desc>[^<]*#original_work_s=12&amp;lease_s=30&amp;/);
  assert.ok(svg.text.includes('Lease acquired'), 'the legend');
  browser = await openPage(lab.browser, `${lab.server.url}#preset=paused-zombie`);
  const png = await download(browser, 'Download figure (PNG)');
  assert.equal(png.name, 'lease-lab-paused-zombie-figure.png');
  const { chunks, width } = pngText(png.bytes);
  assert.equal(width, 1920);
  assert.equal(chunks.length, 1);
  assert.equal(chunks[0][0], 'Source');
  assert.match(chunks[0][1], /#original_work_s=12&lease_s=10&/);
  for (const hash of ['#preset=paused-zombie&predict', '#hidden=timeline']) {
    browser = await labAt(lab.browser, lab.server.url + hash);
    const offered = await browser.execute(() => [...document.querySelectorAll('button')]
      .filter((b) => b.textContent.startsWith('Download figure') && b.checkVisibility()).length);
    assert.equal(offered, 0, `no figure with ${hash}`);
  }
  assert.deepEqual(await consoleProblems(browser), []);
});
