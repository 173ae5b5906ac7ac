import { serve, launch, openPage } from './harness.mjs';
const SLIDER = 'input[aria-label="Pause duration slider"]';
const rate = Number(process.argv[2] ?? 4);
const server = await serve();
const browser = await launch();
const { page, context } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await page.locator(SLIDER).scrollIntoViewIfNeeded();
await page.locator(SLIDER).focus();
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
for (let i = 0; i < 10; i++) { await page.keyboard.press('ArrowRight'); await page.waitForTimeout(300); }
await cdp.send('Tracing.end');
await done;
// Long RunTasks and what's in them
const tasks = events.filter(e => e.name === 'RunTask' && e.dur > 8000).sort((a,b)=>a.ts-b.ts);
for (const t of tasks) {
  const inside = events.filter(e => e.ph === 'X' && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e !== t);
  const by = {};
  for (const e of inside) { if (['Paint','Layout','UpdateLayoutTree','ParseHTML','PrePaint','EventDispatch','FireAnimationFrame','TimerFire','FunctionCall','RunMicrotasks','Layerize','Commit','RasterTask'].includes(e.name)) by[e.name] = (by[e.name] ?? 0) + e.dur/1000; }
  const lay = inside.filter(e => e.name==='Layout').map(e=> `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
  const ed = inside.filter(e => e.name==='EventDispatch').map(e=>e.args?.data?.type);
  console.log(((t.ts - tasks[0].ts)/1000).toFixed(0).padStart(6), (t.dur/1000).toFixed(1).padStart(6), JSON.stringify(Object.fromEntries(Object.entries(by).map(([k,v])=>[k,+v.toFixed(1)]))), lay.join(','), ed.join(','));
}
const paints = events.filter(e => e.name === 'Paint');
const pc = {};
for (const p of paints) { const k = JSON.stringify(p.args?.data?.clip?.slice(0,2)) + ' ' + (p.args?.data?.layerId); pc[k] = (pc[k]??0) + p.dur/1000; }
console.log(Object.entries(pc).sort((a,b)=>b[1]-a[1]).slice(0,8));
await browser.close(); await server.close();
