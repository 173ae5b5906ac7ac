import { startBrowser, openPage, BASE, shot, inventory } from './walk-lib.mjs';
const b = await startBrowser();
try {
  await openPage(b, BASE, { viewport: { width: 1366, height: 768 } });
  await shot(b, 'laptop-initial');
  console.log((await inventory(b)).join('\n'));
  console.log('problems', b.problems);
  const h = await b.execute(() => document.body.scrollHeight); console.log('height', h);
} finally { await b.deleteSession(); }
