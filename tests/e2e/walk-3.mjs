import { startBrowser, openPage, BASE, shot } from './walk-lib.mjs';
import { slider, byLabel, press, fill, focus, button, nextFrames, textOf, metricValues, slide } from './harness.mjs';
const b = await startBrowser();
const vp = { width: 1366, height: 768 };
try {
  await openPage(b, BASE, { viewport: vp });
  for (const [l, v] of [['Heartbeat cadence (seconds)', '0'], ['Lease / visibility duration (seconds)', '-1'], ['Pause starts at (seconds)', '1e3'], ['Original active work (seconds)', '100000'], ['Heartbeat cadence (seconds)', '0.0001'], ['Shutdown signal at (seconds, optional)', 'abc'], ['Original active work (seconds)', ' 12 ']]) {
    await openPage(b, BASE, { viewport: vp });
    await fill(b, l, v); await nextFrames(b, 3);
    console.log(l, JSON.stringify(v), '->', await b.execute(() => { const a = document.activeElement; const id = a.getAttribute('aria-describedby'); return [a.getAttribute('aria-invalid'), id ? document.getElementById(id.split(' ')[0])?.innerText : null, !!document.querySelector('.stale-notice')]; }));
  }
  await openPage(b, BASE, { viewport: vp });
  await (await button(b, 'Try the watermark race')).click(); await nextFrames(b, 3);
  await shot(b, 'laptop-preset-watermark');
  console.log('focus after preset', await b.execute(() => document.activeElement.outerHTML.slice(0, 120)), await b.execute(() => scrollY));
  await (await button(b, 'Step through the run')).click(); await nextFrames(b, 3);
  await shot(b, 'laptop-step1');
  console.log('focus after step', await b.execute(() => document.activeElement.outerHTML.slice(0, 150)));
  for (let i = 0; i < 3; i++) { await (await button(b, 'Next step')).click(); await nextFrames(b, 2); }
  await shot(b, 'laptop-step4');
  await b.keys('Escape'); await nextFrames(b, 2);
  console.log('after escape', await b.execute(() => [document.activeElement.outerHTML.slice(0, 150), document.body.innerText.includes('Step 4 of')]));
  // time cursor
  const tc = await slider(b, 'Time cursor'); await focus(b, tc); await press(b, 'ArrowRight', 10); await nextFrames(b, 2);
  await shot(b, 'laptop-cursor');
  await (await button(b, 'Play')).click();
  await new Promise(r => setTimeout(r, 2500));
  await shot(b, 'laptop-playing');
  console.log('play btn', await b.execute(() => [...document.querySelectorAll('button')].filter(x=>/Play|Pause|Stop/.test(x.textContent)).map(x=>x.textContent)));
  await new Promise(r => setTimeout(r, 15000));
  console.log('after 15s', await b.execute(() => [...document.querySelectorAll('button')].filter(x=>/Play|Pause|Stop|Replay/.test(x.textContent)).map(x=>x.textContent)), await (await slider(b,'Time cursor')).getValue());
  // pin
  await (await button(b, 'Pin this run')).click(); await nextFrames(b, 2);
  await fill(b, 'Lease / visibility duration (seconds)', '30\n'); await nextFrames(b, 4);
  await shot(b, 'laptop-pinned-changed');
  await b.execute(() => document.querySelector('.timeline-svg')?.scrollIntoView({block:'start'})); await nextFrames(b,2);
  await shot(b, 'laptop-pinned-changed-2');
  console.log(await b.execute(() => document.querySelector('.results')?.innerText.slice(0, 1500)));
} finally { await b.deleteSession(); }
