import { serve, launch, openPage } from './harness.mjs';
const server = await serve(process.argv[2] ?? '/tmp/prof/dist');
const browser = await launch();
const { page, context, problems } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
const cdp = await context.newCDPSession(page);
await page.locator('input[aria-label="Pause duration slider"]').focus();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
for (let i = 0; i < 200; i++) { await page.keyboard.press(i % 40 < 20 ? 'ArrowRight' : 'ArrowLeft'); }
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const k = n.callFrame.functionName || n.callFrame.url.slice(-20); self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
// inclusive
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < profile.samples.length; i++) { const seen = new Set(); let id = profile.samples[i]; while (id) { const n = byId.get(id); const k = n.callFrame.functionName; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0)); } id = parent.get(id); } }
console.log('self'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000 / 200).toFixed(3), 'ms/press', k.slice(0, 110));
console.log('inclusive'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) if (/lease_lab|simulate|layout|svg|table|html|Memo|memo/.test(k)) console.log((v / 1000 / 200).toFixed(3), 'ms/press', k.slice(0, 130));
console.log(problems);
await browser.close(); await server.close();
