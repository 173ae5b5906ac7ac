// Takes screenshots of the built page: node screenshot.mjs <out-dir>
// Used for docs/ and for looking at the page after UI changes.
import { serve, launch, openPage } from './harness.mjs';

const out = process.argv[2] ?? '../../docs';
const server = await serve();
const browser = await launch();
for (const [name, width, height] of [['page-1280.png', 1280, 900], ['page-375.png', 375, 800]]) {
  const { page, context } = await openPage(browser, server.url, { viewport: { width, height } });
  await page.screenshot({ path: `${out}/${name}`, fullPage: true });
  await context.close();
}
await browser.close();
await server.close();
