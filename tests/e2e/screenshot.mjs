// Screenshots for docs/: the page at 1280 px, a slider in use at 375 x 812,
// 800 x 360 and 1366 x 768, the out-of-date
// state, the #embed layout in 760 x 560 and 1280 x 720 iframes on another
// origin, and the print preview (Chromium's PDF turned into PNG pages by
// pdftoppm). Headless Chromium, one WebdriverIO session from the harness
// (leave LEASE_LAB_ENGINE unset).  Usage: node screenshot.mjs <out-dir>
// (default ../../docs, which it overwrites)
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DIST, ENGINE, serve, hostPage, startBrowser, openPage, byLabel, until, slider, pressEach, nextFrames, button } from './harness.mjs';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log('Usage: node screenshot.mjs [out-dir]   (default ../../docs; writes page-1280.png, page-375.png, page-800x360.png,\n'
    + '       page-1366x768.png, stale-1280.png, step-1280.png, step-375.png,\n'
    + '       embed-760x560.png, embed-1280x720.png and print-preview-1.png, -2.png via pdftoppm)');
  process.exit(0);
}
if (ENGINE !== 'chromium') throw new Error('screenshot.mjs uses headless Chromium only: leave LEASE_LAB_ENGINE unset');

const out = resolve(process.argv[2] ?? '../../docs');
const server = await serve(DIST, '/lab/');
const browser = await startBrowser();
try {
  // Headless Chromium under Playwright ran with --hide-scrollbars: the same
  // here, so a 375 px screenshot shows a 375 px layout, not 360 and a bar.
  await browser.sendCommandAndGetResult('Emulation.setScrollbarsHidden', { hidden: true });
  await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  await browser.saveScreenshot(join(out, 'page-1280.png'), { fullPage: true });

  // A slider in use, as a learner sees it: focused by keyboard and moved
  // two steps, on a phone upright and sideways and on a laptop.
  for (const [name, width, height, phone] of [
    ['page-375.png', 375, 812, true], ['page-800x360.png', 800, 360, true], ['page-1366x768.png', 1366, 768, false],
  ]) {
    await openPage(browser, server.url, { viewport: { width, height }, phone });
    const pause = await slider(browser, 'Pause duration slider');
    await browser.execute((e) => e.focus(), pause);
    await pressEach(browser, ['ArrowRight', 'ArrowRight']);
    await nextFrames(browser);
    await browser.saveScreenshot(join(out, name));
  }

  {
    await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
    // The whole text in one input event, as Playwright's fill gave it: the
    // results stay the seed example's (typing "1" first would show a 1 s
    // lease as the last valid one), the field scrolled just into view.
    const lease = await byLabel(browser, 'Lease / visibility duration (seconds)');
    await browser.execute((e) => {
      e.scrollIntoView({ block: 'nearest' });
      e.focus({ preventScroll: true });
      e.value = '1O';
      e.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '1O' }));
    }, lease);
    await until(browser, () => document.getElementById('stale-notice')?.checkVisibility());
    await browser.saveScreenshot(join(out, 'stale-1280.png'));
  }

  // A step through the run: the seed's takeover at 13 s, reached by
  // "Step through the run" and three presses of "Next step".
  for (const [name, width, height, phone] of [['step-1280.png', 1280, 900, false], ['step-375.png', 375, 812, true]]) {
    await openPage(browser, server.url, { viewport: { width, height }, phone });
    await (await button(browser, 'Step through the run')).click();
    for (let i = 0; i < 3; i += 1) await (await button(browser, 'Next step')).click();
    await until(browser, () => document.querySelector('.step-title strong')?.textContent === 'Step 4 of 8');
    await nextFrames(browser);
    await browser.saveScreenshot(join(out, name));
  }

  for (const [width, height, preset] of [[760, 560, 'watermark-race'], [1280, 720, 'paused-zombie']]) {
    const host = await hostPage(`<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head>
      <body style="margin:0"><iframe title="Lease Lab" width="${width}" height="${height}" style="border:0"
      src="${server.url}#preset=${preset}&embed"></iframe></body></html>`);
    await openPage(browser, host.url, { viewport: { width, height }, ready: false });
    const frame = await browser.$('iframe');
    await frame.waitForExist();
    await browser.switchFrame(frame);
    await until(browser, () => document.body?.hasAttribute('data-ready'));
    await browser.switchFrame(null);
    await browser.saveScreenshot(join(out, `embed-${width}x${height}.png`));
    await host.close();
  }

  await openPage(browser, server.url);
  const pdf = join(await mkdtemp(join(tmpdir(), 'lease-lab-print-')), 'print.pdf');
  // A4 (in cm), no margins, no backgrounds: what Playwright's
  // page.pdf({ format: 'A4' }) gave. BiDi's print, since WebdriverIO's
  // savePDF sends the page size in a shape chromedriver ignores (Letter).
  const { data } = await browser.browsingContextPrint({
    context: await browser.getWindowHandle(),
    page: { width: 21, height: 29.7 },
    margin: { top: 0, bottom: 0, left: 0, right: 0 },
    background: false,
  });
  await writeFile(pdf, Buffer.from(data, 'base64'));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdf, join(out, 'print-preview')]);
} finally {
  await browser.close();
  await server.close();
}
