// Screenshots for docs/: the page at 1280 px and 375 px, the out-of-date
// state, the #embed layout in 760 x 560 and 1280 x 720 iframes on another
// origin, and the print preview (Chromium's PDF turned into PNG pages by
// pdftoppm).  Usage: node screenshot.mjs <out-dir>
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, serve, launch, openPage } from './harness.mjs';

const out = process.argv[2] ?? '../../docs';
const server = await serve(DIST, '/lab/');
const browser = await launch();
for (const [name, width, height] of [['page-1280.png', 1280, 900], ['page-375.png', 375, 800]]) {
  const { page, context } = await openPage(browser, server.url, { viewport: { width, height } });
  await page.screenshot({ path: join(out, name), fullPage: true });
  await context.close();
}

{
  const { page, context } = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).fill('1O');
  await page.locator('#stale-notice').waitFor();
  await page.screenshot({ path: join(out, 'stale-1280.png') });
  await context.close();
}

for (const [width, height, preset] of [[760, 560, 'watermark-race'], [1280, 720, 'paused-zombie']]) {
  const hostDir = await mkdtemp(join(tmpdir(), 'lease-lab-host-'));
  await writeFile(join(hostDir, 'index.html'), `<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head>
    <body style="margin:0"><iframe title="Lease Lab" width="${width}" height="${height}" style="border:0"
    src="${server.url}#preset=${preset}&embed"></iframe></body></html>`);
  const host = await serve(hostDir, '/');
  const embed = await browser.newContext({ viewport: { width, height } });
  const hostPage = await embed.newPage();
  await hostPage.goto(host.url);
  await hostPage.frameLocator('iframe').locator('body[data-ready]').waitFor();
  await hostPage.screenshot({ path: join(out, `embed-${width}x${height}.png`) });
  await embed.close();
  await host.close();
}

const { page, context } = await openPage(browser, server.url);
const pdf = join(await mkdtemp(join(tmpdir(), 'lease-lab-print-')), 'print.pdf');
await page.pdf({ path: pdf, format: 'A4', printBackground: false });
execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdf, join(out, 'print-preview')]);
await context.close();
await browser.close();
await server.close();
