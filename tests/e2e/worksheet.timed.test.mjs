// The timed part of worksheet.test.mjs: a worksheet whose number has a
// hostile exponent is refused at once, for the right reason, not after
// building a number with billions of digits. Timed, so it runs alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedLab, openPage, nextFrames, until, byLabel, fill, download, openWorksheet, consoleProblems, learnerView,
} from './harness.mjs';

const lab = sharedLab();

test('hostile exponents are refused within 1000 ms and nothing changes', async () => {
  const browser = await openPage(lab.browser, lab.server.url);
  await fill(browser, 'Your notes', 'keep me');
  await fill(browser, 'Pause duration (seconds)', '9');
  await nextFrames(browser);
  const before = await learnerView(browser);
  const good = JSON.parse((await download(browser, 'Download JSON worksheet')).text);
  // A valid worksheet whose lease_s is the bare JSON number `number`
  // (written as text: it means nothing to JavaScript's own parser).
  const rawLease = (number) => {
    const copy = structuredClone(good);
    copy.scenario.lease_s = '@LEASE@';
    return JSON.stringify(copy).replace('"@LEASE@"', number);
  };
  // [file text, what the message must say, answered within this many ms]
  const cases = [
    [rawLease('1e99999999999999999999'), 'lease_s: at most 86 400 s', 1000],
    [rawLease('1e9223372036854775807'), 'lease_s: at most 86 400 s', 1000],
  ];
  assert.match(cases.at(-1)[0], /"lease_s":1e9223372036854775807,/);
  for (const [i, [text, message, withinMs]] of cases.entries()) {
    const name = `hostile-${i}.json`;
    // Timed in the page, from the file input's change to the status naming
    // the file, so the driver's own latency is not in it.
    await browser.execute((n) => {
      window.__answered = new Promise((resolve) => {
        document.querySelector('input[type=file]').addEventListener('change', () => {
          const changed = performance.now();
          const status = document.querySelector('[role=status]');
          const observer = new MutationObserver(() => {
            if (!status.textContent.includes(n)) return;
            observer.disconnect();
            resolve(performance.now() - changed);
          });
          observer.observe(status, { subtree: true, childList: true, characterData: true });
        }, { capture: true, once: true });
      });
    }, name);
    const status = await openWorksheet(browser, name, text);
    const elapsed = Math.round(await browser.execute(() => window.__answered));
    assert.ok(status.includes(message), `${message} not in ${status}`);
    assert.ok(status.includes('Nothing was changed'), status);
    assert.ok(elapsed < withinMs, `${message}: answered after ${elapsed} ms`);
    console.log(`# ${name} (${message}) answered in ${elapsed} ms`);
    // The refusal is shown; two more frames and still nothing has changed.
    await nextFrames(browser);
    assert.deepEqual(await learnerView(browser), before, message);
  }
  assert.deepEqual(await consoleProblems(browser), []);
});
