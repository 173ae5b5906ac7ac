import { startBrowser, openPage } from './harness.mjs';
export const BASE = 'http://127.0.0.1:8099/';
export async function shot(browser, name) { await browser.saveScreenshot(`/tmp/walk/${name}.png`); console.log('shot', name); }
export async function inventory(browser) {
  return browser.execute(() => {
    const vis = (e) => e.getClientRects().length > 0 && e.checkVisibility({ visibilityProperty: true });
    const name = (e) => (e.getAttribute('aria-label') ?? (e.labels && e.labels.length ? [...e.labels].map(l => l.textContent.trim()).join(' ') : e.textContent.trim())).replace(/\s+/g, ' ').slice(0, 80);
    return [...document.querySelectorAll('button, input, select, textarea, a[href], summary, [tabindex]')].filter(vis).map(e => `${e.tagName.toLowerCase()}${e.type ? '[' + e.type + ']' : ''} :: ${name(e)}`);
  });
}
export { startBrowser, openPage };
