import { serve, launch, openPage } from './harness.mjs';
const server = await serve();
const browser = await launch();
async function run(label, css, mutate) {
  const { page, context } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  if (css) await page.evaluate((c) => { const s = new CSSStyleSheet(); s.replaceSync(c); document.adoptedStyleSheets = [s]; }, css);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.locator('input[aria-label="Pause duration slider"]').scrollIntoViewIfNeeded();
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  for (let i = 0; i < 8; i++) { await page.evaluate(mutate, i); await page.waitForTimeout(200); }
  await cdp.send('Tracing.end');
  await done;
  const by = {};
  for (const e of events) if (e.ph === 'X' && ['Paint','Layout','UpdateLayoutTree','PrePaint','Layerize','Commit'].includes(e.name)) by[e.name] = (by[e.name] ?? 0) + e.dur/1000/8;
  console.log(label.padEnd(12), Object.entries(by).map(([k,v])=>`${k} ${v.toFixed(1)}`).join('  '));
  await context.close();
}

const A = (i) => { for (const t of document.querySelectorAll('.results tbody')) t.innerHTML = t.innerHTML.replaceAll(i%2?' s<':'s<', i%2?'s<':' s<'); };
const B = (i) => { for (const td of document.querySelectorAll('.results tbody td:first-child')) { const n = td.firstChild; if (n && n.nodeType===3) n.data = i%2 ? n.data + ' ' : n.data.trimEnd(); } };
const C = (i) => { const d = document.querySelector('.timeline-drawing'); d.innerHTML = d.innerHTML.replace('Worker A', i%2?'Worker A ':'Worker A'); };
const D = (i) => { for (const r of document.querySelectorAll('.timeline-drawing rect')) { if (r.hasAttribute('x')) r.setAttribute('x', +r.getAttribute('x') + (i%2?1:-1)); } };
const E = (i) => { const d = document.querySelector('.metrics'); d.innerHTML = d.innerHTML.replace('s<', i%2?' s<':'s<'); };
await run('tables-html', null, A);
await run('tables-text', null, B);
await run('timeline-html', null, C);
await run('timeline-attr', null, D);
await run('metrics-html', null, E);
await run('tables-text-fixed', 'table{table-layout:fixed}', B);
await browser.close(); await server.close();
