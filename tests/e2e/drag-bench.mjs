// The throttled drag benchmark of issue 13: a learner drags the "Pause
// duration" slider on a slow phone. At each CPU throttling rate (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile does) it
// records, over 60 arrow presses 16 ms apart and over a pointer drag across
// the slider: long tasks (count, longest), frame intervals (median, p95)
// from a requestAnimationFrame loop, the longest input-to-next-paint
// (PerformanceEventTiming), and the map's catch-up time (last input to the
// map's last redraw). Timing lives here, in `cargo xtask bench`, never in
// tests. Chromium only (CDP), through WebdriverIO: one session from
// `startBrowser()`, each drag in a fresh load of the page, every key press
// and pointer move of a drag sent in one WebDriver action sequence with its
// 16 ms pauses.
import { Key } from 'webdriverio';
import { openPage } from './harness.mjs';

const SLIDER = 'input[aria-label="Pause duration slider"]';
// An input that is not one of the map's axes: each step changes its cells.
const LEASE_SLIDER = 'input[aria-label="Lease / visibility duration slider"]';

/** Starts the observers in the page; `stop()` returns the figures. */
async function observe(browser) {
  await browser.execute(() => {
    const s = (window.__drag = { long: [], frames: [], events: [], mapAt: 0, lastInput: 0, running: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) s.long.push(e.duration); })
      .observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId || e.name.startsWith('key') || e.name.startsWith('pointer')) s.events.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    let last = performance.now();
    const tick = (t) => { s.frames.push(t - last); last = t; if (s.running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    // The last move that changed the results (a keyboard step changes no
    // `input` event, so the metrics tell), and the map's last redraw.
    const map = document.querySelector('.map-svg');
    new MutationObserver(() => { s.mapAt = performance.now(); }).observe(map, { childList: true, subtree: true, attributes: true });
    const metrics = document.querySelector('.metrics');
    new MutationObserver(() => { s.lastInput = performance.now(); }).observe(metrics, { childList: true, subtree: true, characterData: true });
  });
}

async function stop(browser) {
  return browser.execute(async () => {
    const s = window.__drag;
    // Let the map catch up: wait until it has been quiet for a second.
    const started = performance.now();
    while (performance.now() - Math.max(s.mapAt, s.lastInput) < 1000 && performance.now() - started < 10000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    s.running = false;
    const sorted = (a) => [...a].sort((x, y) => x - y);
    const q = (a, p) => (a.length ? sorted(a)[Math.min(a.length - 1, Math.floor(p * a.length))] : 0);
    // Frames while the learner was moving the slider (and the map caught up).
    const frames = s.frames.slice(1);
    return {
      long_tasks: s.long.length,
      longest_task_ms: Math.max(0, ...s.long),
      frame_median_ms: q(frames, 0.5),
      frame_p95_ms: q(frames, 0.95),
      max_input_to_paint_ms: Math.max(0, ...s.events),
      map_catch_up_ms: Math.max(0, s.mapAt - s.lastInput),
    };
  });
}

async function arrowDrag(browser, slider = SLIDER) {
  await browser.execute((s) => document.querySelector(s).focus(), slider);
  await observe(browser);
  const keys = browser.action('key');
  for (let i = 0; i < 60; i++) {
    const key = i < 30 ? Key.ArrowRight : Key.ArrowLeft;
    keys.down(key).up(key).pause(16);
  }
  await keys.perform();
  return stop(browser);
}

async function pointerDrag(browser) {
  const box = await browser.execute((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, SLIDER);
  // WebDriver pointer positions are whole CSS pixels.
  const y = Math.round(box.y + box.height / 2);
  const at = (i) => Math.round(box.x + 12 + ((box.width - 24) * i) / 60);
  // One mouse (one input source id) for both sequences: the first leaves
  // it at the start, unreleased, and the drag goes on from there.
  const mouse = () => browser.action('pointer', { id: 'bench-mouse', parameters: { pointerType: 'mouse' } });
  await mouse().move({ x: at(0), y, duration: 0 }).perform(true);
  await observe(browser);
  const drag = mouse().down();
  for (let i = 0; i <= 60; i++) drag.move({ x: at(i), y, duration: 0 }).pause(16);
  await drag.up().perform();
  return stop(browser);
}

/** Both drags at each throttling rate, in `browser` (a Chromium session
 *  from `startBrowser()`). */
export async function dragBench(browser, url, rates = [1, 4, 6]) {
  const result = {};
  for (const rate of rates) {
    const drags = [['arrows', arrowDrag], ['pointer', pointerDrag], ['lease', (b) => arrowDrag(b, LEASE_SLIDER)]];
    for (const [name, drag] of drags) {
      await openPage(browser, url, { viewport: { width: 1280, height: 900 } });
      await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', { rate });
      await browser.execute((s) => document.querySelector(s).scrollIntoViewIfNeeded(), SLIDER);
      result[`${name}_${rate}x`] = await drag(browser);
      await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }
  return result;
}

// Run alone: node drag-bench.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const { serve, startBrowser, ENGINE } = await import('./harness.mjs');
  if (ENGINE !== 'chromium') throw new Error('drag-bench.mjs measures Chromium only (CDP): leave LEASE_LAB_ENGINE unset');
  const server = await serve();
  const browser = await startBrowser();
  console.log(JSON.stringify(await dragBench(browser, server.url), null, 1));
  await browser.close();
  await server.close();
}
