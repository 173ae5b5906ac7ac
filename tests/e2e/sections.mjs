// Where a typed value's work goes, section by section (issue 41): a
// bench tool, not a test. In one load of the built page, unthrottled, the
// lease field gets 1, 11, 1, 10, ... (the values side-by-side.mjs types,
// each a very different run) and each value's cost is timed in three
// parts: script (from the `input` event until Leptos' effects have run),
// style and layout (a forced layout right after), and the frame that
// follows (from requestAnimationFrame to a task after it: paint and
// compositing on the main thread). Then the same again with one section
// of the page left out of rendering (`display: none`), section after
// section, in interleaved rounds: what a section's removal takes off is
// what rendering it costs each typed value. A trace cannot tell this: its
// layout and paint events name the whole document.
//
// The rules go in through the CSS object model: the page's policy refuses
// a <style> element (style-src 'self'), which would silently leave every
// variant equal to the page as it is.
//
// Run after `cargo xtask dist`: `node sections.mjs` (LEASE_LAB_VIEWPORT=
// 1280x800 for a laptop). Prints one line per variant: the medians of each
// round, script + style and layout + frame, in ms.
import { openPage, serve, startBrowser, DIST } from './harness.mjs';

/** Each variant: a name and the rules that leave its section out. */
const VARIANTS = [
  ['the page as it is', ''],
  ['without the live timeline', '.live .timeline-frame { display: none !important }'],
  ['without the legend', '.timeline-legend { display: none !important }'],
  ['without the controls', '.workbench > .controls { display: none !important }'],
  ['without the write decisions', 'table.writes { display: none !important }'],
  ['without event log and contracts', '.details { display: none !important }'],
  ['without the outcome map', '.outcome-map { display: none !important }'],
  ['without all below the results', '.details, .outcome-map, .worksheet, .share, .explain, .page-foot, .cursor-tools, .lesson { display: none !important }'],
];
const ROUNDS = 3;
const VALUES_PER_ROUND = 40;

const [width, height] = (process.env.LEASE_LAB_VIEWPORT ?? '375x812').split('x').map(Number);
const lab = await serve(DIST);
const browser = await startBrowser();
try {
  await openPage(browser, lab.url, { viewport: { width, height }, phone: width < 600, ready: false });
  await browser.waitUntil(() => browser.execute(() => document.body.hasAttribute('data-ready')), { timeout: 20_000 });
  const rounds = await browser.execute(async (variants, rounds, count) => {
    const label = [...document.querySelectorAll('label')]
      .find((l) => l.textContent.trim().startsWith('Lease / visibility duration (seconds)'));
    const field = document.getElementById(label.htmlFor);
    field.focus();
    const sheet = [...document.styleSheets].find((s) => s.href);
    let added = 0;
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const nextTick = () => new Promise((resolve) => { queueMicrotask(resolve); });
    const typeValues = async () => {
      const script = [], layout = [], frame = [];
      for (let k = 0; k < count; k++) {
        const start = performance.now();
        field.value = ['1', '11', '1', '10'][k % 4];
        field.dispatchEvent(new Event('input', { bubbles: true }));
        // Leptos runs its effects in microtasks after the handler.
        await nextTick(); await nextTick(); await nextTick();
        const ran = performance.now();
        void document.body.offsetHeight;
        const laidOut = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => {
          const before = performance.now();
          setTimeout(() => { frame.push(performance.now() - before); resolve(); }, 0);
        }));
        script.push(ran - start);
        layout.push(laidOut - ran);
        await new Promise((resolve) => { setTimeout(resolve, 5); });
      }
      return [median(script), median(layout), median(frame)];
    };
    const out = {};
    for (let round = 0; round < rounds; round++) {
      for (const [name, rules] of variants) {
        for (; added > 0; added--) sheet.deleteRule(sheet.cssRules.length - 1);
        for (const rule of rules.split('}').filter((r) => r.trim())) {
          sheet.insertRule(`${rule}}`, sheet.cssRules.length);
          added += 1;
        }
        void document.body.offsetHeight;
        (out[name] ??= []).push(await typeValues());
      }
    }
    return out;
  }, VARIANTS, ROUNDS, VALUES_PER_ROUND);
  console.log(`${width}x${height}, unthrottled, ms per typed value (script + style and layout + frame), one column per round`);
  for (const [name, each] of Object.entries(rounds)) {
    console.log(`${name.padEnd(34)} ${each.map((parts) => parts.map((ms) => ms.toFixed(1)).join(' + ')).join('   ')}`);
  }
} finally {
  await browser.close();
  await lab.close();
}
