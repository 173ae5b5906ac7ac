// The throttled drag benchmark of issue 13: a learner drags the "Pause
// duration" slider on a slow phone. At each CPU throttling rate (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile does) it
// records, over 60 arrow presses 16 ms apart and over a pointer drag across
// the slider: long tasks (count, longest), frame intervals (median, p95)
// from a requestAnimationFrame loop, the longest input-to-next-paint
// (PerformanceEventTiming), and the map's catch-up time (last input to the
// map's last redraw). Timing lives here, in `cargo xtask bench`, never in
// tests.
import { openPage } from './harness.mjs';

const SLIDER = 'input[aria-label="Pause duration slider"]';
// An input that is not one of the map's axes: each step changes its cells.
const LEASE_SLIDER = 'input[aria-label="Lease / visibility duration slider"]';

/** Starts the observers in the page; `stop()` returns the figures. */
async function observe(page) {
  await page.evaluate(() => {
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

async function stop(page) {
  return page.evaluate(async () => {
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

async function arrowDrag(page, slider = SLIDER) {
  await page.locator(slider).focus();
  await observe(page);
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(i < 30 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForTimeout(16);
  }
  return stop(page);
}

async function pointerDrag(page) {
  const box = await page.locator(SLIDER).boundingBox();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 12, y);
  await observe(page);
  await page.mouse.down();
  for (let i = 0; i <= 60; i++) {
    await page.mouse.move(box.x + 12 + ((box.width - 24) * i) / 60, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  return stop(page);
}

/** Both drags at each throttling rate. */
export async function dragBench(browser, url, rates = [1, 4, 6]) {
  const result = {};
  for (const rate of rates) {
    const drags = [['arrows', arrowDrag], ['pointer', pointerDrag], ['lease', (page) => arrowDrag(page, LEASE_SLIDER)]];
    for (const [name, drag] of drags) {
      const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 900 } });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.locator(SLIDER).scrollIntoViewIfNeeded();
      result[`${name}_${rate}x`] = await drag(page);
      await context.close();
    }
  }
  return result;
}

// Run alone: node drag-bench.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const { serve, launch } = await import('./harness.mjs');
  const server = await serve();
  const browser = await launch();
  console.log(JSON.stringify(await dragBench(browser, server.url), null, 1));
  await browser.close();
  await server.close();
}
