import { serve, launch, openPage } from './harness.mjs';
const server = await serve();
const browser = await launch();
const { page, context } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
const cdp = await context.newCDPSession(page);
await page.locator('input[aria-label="Pause duration slider"]').scrollIntoViewIfNeeded();
await page.locator('input[aria-label="Pause duration slider"]').focus();
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.invalidationTracking', transferMode: 'ReportEvents' });
for (let i = 0; i < 4; i++) { await page.keyboard.press('ArrowRight'); await page.waitForTimeout(200); }
await cdp.send('Tracing.end');
await done;
const c = {};
for (const e of events) if (e.name.includes('Invalidation')) { const d = e.args?.data ?? {}; const k = `${e.name} ${d.nodeName ?? ''} ${d.reason ?? ''}`; c[k] = (c[k] ?? 0) + 1; }
for (const [k, v] of Object.entries(c).sort((a,b)=>b[1]-a[1]).slice(0, 40)) console.log(String(v/4).padStart(6), k);
await browser.close(); await server.close();
