// Page-load timing in headless Chromium on localhost: median first
// contentful paint and median time to `data-ready` over several fresh loads.
// Usage: node load-timing.mjs [runs]   (prints JSON; used by `cargo xtask bench`)
import { serve, launch } from './harness.mjs';

export async function loadTiming(browser, url, runs = 15) {
  const fcp = [];
  const ready = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body?.hasAttribute('data-ready')) {
          window.__readyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    });
    await page.goto(url);
    await page.waitForSelector('body[data-ready]');
    const times = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: window.__readyAt,
    }));
    fcp.push(times.fcp);
    ready.push(times.ready);
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { runs, fcp_ms: median(fcp), data_ready_ms: median(ready) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serve();
  const browser = await launch();
  console.log(JSON.stringify(await loadTiming(browser, server.url, Number(process.argv[2] ?? 15))));
  await browser.close();
  await server.close();
}
