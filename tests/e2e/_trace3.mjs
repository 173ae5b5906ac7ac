import { serve, launch, openPage } from './harness.mjs';
const SLIDER = 'input[aria-label="Pause duration slider"]';
const rate = 4;
const server = await serve();
const browser = await launch();
async function run(label, css) {
  const { page, context } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  if (css) await page.evaluate((c) => { const s = new CSSStyleSheet(); s.replaceSync(c); document.adoptedStyleSheets = [s]; }, css);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.locator(SLIDER).scrollIntoViewIfNeeded();
  await page.locator(SLIDER).focus();
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  for (let i = 0; i < 8; i++) { await page.keyboard.press(i%2 ? 'ArrowLeft':'ArrowRight'); await page.waitForTimeout(300); }
  await cdp.send('Tracing.end');
  await done;
  const by = {};
  for (const e of events) if (e.ph === 'X' && ['Paint','Layout','UpdateLayoutTree','ParseHTML','PrePaint','EventDispatch','FireAnimationFrame','TimerFire','Layerize','Commit'].includes(e.name)) by[e.name] = (by[e.name] ?? 0) + e.dur/1000/8;
  console.log(label.padEnd(12), Object.entries(by).map(([k,v])=>`${k} ${v.toFixed(1)}`).join('  '));
  await context.close();
}





await run('baseline');
await run('cv', '.results > *, main > section, .explain, .worksheet, .outcome-map {content-visibility:auto; contain-intrinsic-size:auto 300px}');
await run('cv-iso', '.results > *, main > section, .explain, .worksheet, .outcome-map {content-visibility:auto; contain-intrinsic-size:auto 300px} .field, .metric, p {isolation:isolate}');
await browser.close(); await server.close();
