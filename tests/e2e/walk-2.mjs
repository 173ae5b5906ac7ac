import { startBrowser, openPage, BASE, shot } from './walk-lib.mjs';
import { slider, byLabel, press, fill, focus, button, nextFrames, textOf, metricValues } from './harness.mjs';
const b = await startBrowser();
const vp = { width: 1366, height: 768 };
try {
  await openPage(b, BASE, { viewport: vp });
  const s = await slider(b, 'Pause duration slider');
  await focus(b, s);
  await press(b, 'ArrowRight', 3);
  await nextFrames(b);
  console.log('pause field', await (await byLabel(b, 'Pause duration (seconds)')).getValue(), await metricValues(b));
  await shot(b, 'laptop-slider-arrows');
  // bad values
  for (const [label, val, name] of [['Lease / visibility duration (seconds)', 'abc', 'bad-abc'], ['Heartbeat cadence (seconds)', '-1', 'bad-neg'], ['Lease / visibility duration (seconds)', '0', 'bad-zero']]) {
    await openPage(b, BASE, { viewport: vp });
    const before = await textOf(b, '.headline');
    await fill(b, label, val);
    await nextFrames(b, 4);
    const info = await b.execute(() => {
      const a = document.activeElement;
      const id = a.getAttribute('aria-describedby');
      return { desc: id ? id.split(' ').map(i => document.getElementById(i)?.innerText).join(' | ') : null, invalid: a.getAttribute('aria-invalid'),
        stale: [...document.querySelectorAll('[class*=stale], [class*=out-of-date]')].map(e => e.className + ':' + e.innerText.slice(0, 100)),
        headline: document.querySelector('.headline')?.innerText, scroll: scrollY };
    });
    console.log(name, JSON.stringify(info), 'before', before);
    await shot(b, 'laptop-' + name);
  }
  // After bad value, move a different slider: does stale remain? then press Tab out
  await b.keys('Tab'); await nextFrames(b, 3);
  await shot(b, 'laptop-bad-zero-blur');
  const s2 = await slider(b, 'Pause duration slider'); await focus(b, s2); await press(b, 'ArrowRight', 2); await nextFrames(b, 3);
  console.log('after other slider', await b.execute(() => [document.querySelector('.headline')?.innerText, [...document.querySelectorAll('[class*=stale]')].length, document.body.innerText.includes('Out of date')]));
  await shot(b, 'laptop-bad-then-other-slider');
  // Copy link while invalid
  const copy = await button(b, 'Copy link to this scenario');
  console.log('copy disabled?', await copy.getAttribute('disabled'), await copy.getAttribute('aria-disabled'));
} finally { await b.deleteSession(); }
