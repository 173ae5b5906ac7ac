import { join } from 'node:path';
import { DIST, serve, startBrowser, openPage, slider, pressEach, nextFrames } from './harness.mjs';
const out = process.argv[2];
const server = await serve(DIST, '/lab/');
const browser = await startBrowser();
try {
  await browser.sendCommandAndGetResult('Emulation.setScrollbarsHidden', { hidden: true });
  const lesson = `${server.url}#preset=watermark-race&fixed=lease_s,heartbeat_every_s,enforcement&hidden=original_work_s,contracts,map`;
  for (const [name, width, height, phone] of [['c-375.png', 375, 812, true], ['c-1366.png', 1366, 768, false]]) {
    await openPage(browser, lesson, { viewport: { width, height }, phone });
    const pause = await slider(browser, 'Pause duration slider');
    await browser.execute((e) => e.focus(), pause);
    await pressEach(browser, ['ArrowRight']);
    await nextFrames(browser);
    await browser.saveScreenshot(join(out, name));
  }
  await openPage(browser, lesson, { viewport: { width: 1280, height: 900 } });
  await browser.saveScreenshot(join(out, 'c-1280-full.png'), { fullPage: true });
  await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  await browser.execute(() => { const d = document.querySelector('details.customize'); d.open = true; d.scrollIntoView(); });
  await nextFrames(browser);
  await browser.saveScreenshot(join(out, 'panel-1280.png'));
  await openPage(browser, server.url, { viewport: { width: 375, height: 812 }, phone: true });
  await browser.execute(() => { const d = document.querySelector('details.customize'); d.open = true; d.scrollIntoView(); });
  await nextFrames(browser);
  await browser.saveScreenshot(join(out, 'panel-375.png'));
} finally { await browser.deleteSession(); server.close(); }
