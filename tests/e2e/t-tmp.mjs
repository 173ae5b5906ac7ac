import { openPage, serve, startBrowser, byLabel, message, ENGINE } from './harness.mjs';
const lab = await serve();
const browser = await startBrowser();
try {
  for (const rule of ['', '.presets, .controls > p { overflow-anchor: none }']) {
  for (const [folder, tag] of [['', 'en'], ['es/', 'es']]) {
    await openPage(browser, lab.url + folder, { viewport: { width: 375, height: 812 }, phone: true });
    const field = await byLabel(browser, message(tag, 'field-lease'));
    const before = await browser.execute((f, rule) => {
      if (rule) { const sheet = [...document.styleSheets].find((s) => s.href); sheet.insertRule(rule, sheet.cssRules.length); }
      f.scrollIntoView({ block: 'start' });
      const live = document.querySelector('.live').getBoundingClientRect();
      window.scrollBy(0, f.getBoundingClientRect().top - live.bottom - 50);
      return Math.round(f.getBoundingClientRect().top - document.querySelector('.live').getBoundingClientRect().bottom);
    }, field, rule);
    await field.click();
    await browser.keys(['End', '2']);
    await browser.pause(300);
    const after = await browser.execute((f) => Math.round(f.getBoundingClientRect().top - document.querySelector('.live').getBoundingClientRect().bottom), field);
    console.log(ENGINE, rule ? 'with' : 'without', tag, before, '->', after);
  }}
} finally { await browser.close(); await lab.close(); }
