// Browser half of `cargo xtask bench`: input-to-DOM latency of slider moves
// at the default and at the extreme scenario, page-load timing, and the
// throttled drag (drag-bench.mjs).
// Prints one JSON object. Usage: node bench.mjs   (headless Chromium, one
// WebdriverIO session from the harness; leave LEASE_LAB_ENGINE unset)
import { ENGINE, serve, startBrowser, openPage, setExtreme } from './harness.mjs';
import { loadTiming } from './load-timing.mjs';
import { dragBench } from './drag-bench.mjs';

const MOVES = 240;

/** Moves a slider MOVES times between two values and measures, for each
 *  move, the time from dispatching `input` to the DOM mutation of the
 *  target (by default the metric cards). */
async function sliderLatency(browser, sliderName, values, targetSelector = '.metrics') {
  const selector = `input[aria-label="${sliderName}"]`;
  return browser.execute(async ({ selector, values, moves, targetSelector }) => {
    const slider = document.querySelector(selector);
    const target = document.querySelector(targetSelector);
    const samples = [];
    for (let i = 0; i < moves; i++) {
      const before = target.innerHTML;
      const latency = await new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (target.innerHTML !== before) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(target, { childList: true, characterData: true, subtree: true });
        setTimeout(() => { observer.disconnect(); resolve(Infinity); }, 2000);
        slider.value = values[(i + 1) % 2];
        const start = performance.now();
        slider.dispatchEvent(new Event('input', { bubbles: true }));
      });
      samples.push(latency);
      // Let the frame finish before the next move, as a dragging hand would.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    return { moves, median_ms: at(0.5), p95_ms: at(0.95), max_ms: samples[samples.length - 1] };
  }, { selector, values, moves: MOVES, targetSelector });
}

/** The exact outcome map's catch-up after one change of an input that
 *  changes its cells (10 201 simulations, the SVG string, the DOM): from
 *  dispatching `input` to the map's new markup. The map redraws in a task
 *  of its own after the frame that shows the new metrics, so this includes
 *  that frame. Moves are 400 ms apart, so each is a single change, which the
 *  map draws exactly (quicker changes get a sketch). */
async function mapCost(browser, sliderName, values) {
  const selector = `input[aria-label="${sliderName}"]`;
  return browser.execute(async ({ selector, values, moves }) => {
    const slider = document.querySelector(selector);
    const target = document.querySelector('.map-svg');
    const samples = [];
    for (let i = 0; i < moves; i++) {
      const before = target.innerHTML;
      const cost = await new Promise((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (target.innerHTML !== before) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(target, { childList: true, subtree: true });
        slider.value = values[(i + 1) % 2];
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => { observer.disconnect(); resolve(-1); }, 2000);
      });
      samples.push(cost);
      await new Promise((r) => setTimeout(r, 400));
    }
    if (samples.includes(-1)) throw new Error('the map did not redraw after a change of its inputs');
    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    return { runs: moves, median_ms: at(0.5), p95_ms: at(0.95) };
  }, { selector, values, moves: 40 });
}

if (ENGINE !== 'chromium') throw new Error('bench.mjs measures headless Chromium only: leave LEASE_LAB_ENGINE unset');
const server = await serve();
const browser = await startBrowser();
await openPage(browser, server.url);
const atDefault = await sliderLatency(browser, 'Pause duration slider', ['14', '15']);
// The lease changes the map's cells (pause start and duration are its axes).
const map = await mapCost(browser, 'Lease / visibility duration slider', ['10', '11']);
await setExtreme(browser);
const atExtreme = await sliderLatency(browser, 'Pause duration slider', ['86400', '86399']);
const load = await loadTiming(browser, server.url, 15);
const drag = await dragBench(browser, server.url);
await browser.close();
await server.close();
console.log(JSON.stringify({ slider_default: atDefault, slider_extreme: atExtreme, map, load, drag }));
