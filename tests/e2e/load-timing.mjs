// Page-load timing in headless Chromium on localhost: median first
// contentful paint and median time to `data-ready` over several fresh loads.
// Usage: node load-timing.mjs [runs]   (prints JSON; used by `cargo xtask bench`)
import { ENGINE, serve, startBrowser, until } from './harness.mjs';

/** `runs` loads of `url` in `browser` (a Chromium session from
 *  `startBrowser`), each in a fresh user context (WebDriver BiDi: its own
 *  empty cache and storage, as a first visit), with an init script that
 *  notes when `data-ready` appears. */
export async function loadTiming(browser, url, runs = 15) {
  const fcp = [];
  const ready = [];
  const home = await browser.getWindowHandle();
  for (let i = 0; i < runs; i++) {
    const { userContext } = await browser.browserCreateUserContext({});
    const { context } = await browser.browsingContextCreate({ type: 'tab', userContext });
    await browser.switchToWindow(context);
    const script = await browser.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body?.hasAttribute('data-ready')) {
          window.__readyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    });
    await browser.url(url);
    await until(browser, () => document.body?.hasAttribute('data-ready'));
    const times = await browser.execute(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: window.__readyAt,
    }));
    fcp.push(times.fcp);
    ready.push(times.ready);
    await script.remove();
    await browser.browserRemoveUserContext({ userContext });
    await browser.switchToWindow(home);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { runs, fcp_ms: median(fcp), data_ready_ms: median(ready) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (ENGINE !== 'chromium') throw new Error('load-timing.mjs measures headless Chromium only: leave LEASE_LAB_ENGINE unset');
  const server = await serve();
  const browser = await startBrowser();
  console.log(JSON.stringify(await loadTiming(browser, server.url, Number(process.argv[2] ?? 15))));
  await browser.close();
  await server.close();
}
