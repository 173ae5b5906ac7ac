// Every screen and frame tells the whole story (issue 12), measured from
// bounding boxes and computed styles: phones at 320 and 375 px for every
// preset, #embed in 760 x 560 and 1280 x 720 iframes, the out-of-date
// state's banner and contrast in both colour schemes, and 24 px targets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedLab, openPage, serve } from './harness.mjs';

const lab = sharedLab();

/** Every preset slug, read from the presets' source (a new one is covered). */
async function presetSlugs() {
  const source = await readFile(new URL('../../src/present/presets.rs', import.meta.url), 'utf8');
  return [...source.matchAll(/slug: "([a-z-]+)"/g)].map((m) => m[1]);
}

/** The timeline's extents, its marks' extents and its smallest rendered
 *  text, in CSS px (font size times the drawing's scale). */
async function timelineMeasures(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('.timeline-svg');
    const box = svg.getBoundingClientRect();
    const scale = box.width / svg.viewBox.baseVal.width;
    const texts = [...document.querySelectorAll('.timeline-svg text, .timeline-overlay text')]
      .filter((t) => t.getBoundingClientRect().width > 0);
    const smallest = Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
    const marks = [...svg.querySelectorAll('.mark, .bar.paused, .bar.grace, .bar.zombie, .bar.work-b')]
      .map((m) => m.getBoundingClientRect())
      .map((r) => [Math.floor(r.left), Math.ceil(r.right)]);
    const figure = document.querySelector('figure.timeline');
    return {
      left: box.left, right: box.right, viewport: innerWidth,
      pageScrolls: document.documentElement.scrollWidth > innerWidth,
      figureScrolls: figure.scrollWidth > figure.clientWidth,
      smallest, marks, texts: texts.length,
      ticks: [...svg.querySelectorAll('.tick-label')].map((t) => t.textContent),
    };
  });
}

for (const [width, height] of [[320, 640], [375, 812]]) {
  test(`at ${width} x ${height} every preset's whole timeline fits and reads`, async () => {
    const slugs = await presetSlugs();
    assert.ok(slugs.length >= 12, `found ${slugs.length} presets`);
    for (const hash of ['', ...slugs.map((slug) => `#preset=${slug}`)]) {
      const { page, context, problems } = await openPage(lab.browser, lab.server.url + hash, { viewport: { width, height } });
      const m = await timelineMeasures(page);
      const where = `${hash || 'default'} at ${width} px`;
      assert.ok(m.left >= 0 && m.right <= m.viewport, `${where}: timeline ${m.left}..${m.right}`);
      assert.equal(m.pageScrolls, false, `${where}: page scrolls sideways`);
      assert.equal(m.figureScrolls, false, `${where}: figure scrolls sideways`);
      for (const [left, right] of m.marks) {
        assert.ok(left >= 0 && right <= m.viewport, `${where}: a mark at ${left}..${right}`);
      }
      assert.ok(m.texts > 8 && m.smallest >= 10, `${where}: smallest timeline text ${m.smallest.toFixed(2)} px`);
      assert.ok(m.ticks.length >= 2 && m.ticks.length <= 5, `${where}: ticks ${m.ticks}`);
      // The axis runs from 0 to the last event.
      const lastEvent = await page.locator('table.events tbody tr:last-child td:first-child').innerText();
      const axisEnd = m.ticks.at(-1);
      assert.equal(m.ticks[0], '0 s');
      assert.ok(seconds(axisEnd) >= seconds(lastEvent), `${where}: axis ends at ${axisEnd}, last event at ${lastEvent}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}

/** "1 h 30 min", "25 s", "2 min 0 s" in seconds. */
function seconds(text) {
  let total = 0;
  for (const [, value, unit] of text.matchAll(/([\d.]+)\s*(h|min|s)\b/g)) {
    total += Number(value) * { h: 3600, min: 60, s: 1 }[unit];
  }
  return total;
}

test('on a phone the headline, timeline and metrics come before the long tables', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url, { viewport: { width: 375, height: 812 } });
  const tops = await page.evaluate(() => Object.fromEntries(
    ['.headline', 'figure.timeline', '.metrics', 'table.writes', 'table.events', 'table.contracts']
      .map((s) => [s, document.querySelector(s).getBoundingClientRect().top])));
  assert.ok(tops['.headline'] < tops['figure.timeline'] && tops['figure.timeline'] < tops['.metrics']);
  for (const table of ['table.writes', 'table.events', 'table.contracts']) {
    assert.ok(tops['.metrics'] < tops[table], `${table} comes after the metrics`);
  }
  await context.close();
});

/** Opens the lab in an iframe of `width` x `height` on another origin (a
 *  second local server) and returns the frame. */
async function embedded(width, height, hash) {
  const dir = await mkdtemp(join(tmpdir(), 'lease-lab-host-'));
  await writeFile(join(dir, 'index.html'), `<!DOCTYPE html><html><head><link rel="icon" href="data:,"><title>Course</title></head>
    <body style="margin:0"><iframe title="Lease Lab" width="${width}" height="${height}" style="border:0;display:block"
    src="${lab.server.url}${hash}"></iframe></body></html>`);
  const host = await serve(dir, '/');
  const context = await lab.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(host.url);
  // Found among the page's frames by its address, in both browsers' drivers.
  let frame;
  for (let tries = 0; !frame && tries < 200; tries++) {
    frame = page.frames().find((f) => f.url().startsWith(lab.server.url));
    if (!frame) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await frame.waitForSelector('body[data-ready]');
  return { context: { close: async () => { await context.close(); await host.close(); } }, frame };
}

async function boxes(frame, selectors) {
  return frame.evaluate((selectors) => Object.fromEntries(selectors.map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return [s, { top: r.top, bottom: r.bottom, left: r.left, right: r.right }];
  })), selectors);
}

test('in a 760 x 560 embed the headline, whole timeline and metrics show without scrolling, and every input is there', async () => {
  for (const slug of await presetSlugs()) {
    const { context, frame } = await embedded(760, 560, `#preset=${slug}&embed`);
    const b = await boxes(frame, ['.headline', '.timeline-svg', '.metrics']);
    for (const [selector, box] of Object.entries(b)) {
      assert.ok(box.top >= 0 && box.bottom <= 560 && box.left >= 0 && box.right <= 760, `${slug}: ${selector} ${JSON.stringify(box)}`);
    }
    const inputs = await frame.evaluate(() => [...document.querySelectorAll('.controls input.number, .controls select')]
      .map((el) => { const r = el.getBoundingClientRect(); return [el.id, r.top, r.bottom, r.width]; }));
    assert.equal(inputs.length, 9, 'eight number fields and the enforcement select');
    for (const [id, top, bottom, width] of inputs) {
      assert.ok(top >= 0 && bottom <= 560 && width > 40, `${slug}: ${id} at ${top}..${bottom}`);
    }
    const scrolls = await frame.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    assert.equal(scrolls, false, `${slug}: no horizontal scroll`);
    await context.close();
  }
});

test('a learner can change an input inside the 760 x 560 embed and see the result change', async () => {
  const { context, frame } = await embedded(760, 560, '#preset=watermark-race&embed');
  const value = () => frame.locator('.metric-value').first().innerText();
  assert.equal(await value(), '2');
  await frame.getByLabel('Resource enforcement').selectOption('current_epoch');
  await frame.waitForFunction(() => document.querySelector('.metric-value').textContent === '1');
  await context.close();
});

test('in a 1280 x 720 embed the decisions show too, with body text of at least 16 px', async () => {
  for (const slug of ['watermark-race', 'paused-zombie', 'grace-too-short']) {
    const { context, frame } = await embedded(1280, 720, `#preset=${slug}&embed`);
    const b = await boxes(frame, ['.headline', '.timeline-svg', '.metrics', 'table.writes']);
    for (const [selector, box] of Object.entries(b)) {
      assert.ok(box.top >= 0 && box.bottom <= 720, `${slug}: ${selector} ${JSON.stringify(box)}`);
    }
    const sizes = await frame.evaluate(() => [...document.querySelectorAll(
      '.headline, .metric dt, .metric dd, table.writes caption, table.writes th, table.writes td, .field label, .number')]
      .map((el) => [el.className || el.tagName, parseFloat(getComputedStyle(el).fontSize)]));
    for (const [what, size] of sizes) assert.ok(size >= 16, `${slug}: ${what} is ${size} px`);
    const svgText = await frame.evaluate(() => {
      const svg = document.querySelector('.timeline-svg');
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Math.min(...[...svg.querySelectorAll('.lane-label, .tick-label')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
    });
    assert.ok(svgText >= 16, `${slug}: lane and tick labels render at ${svgText.toFixed(1)} px`);
    await context.close();
  }
});

/** WCAG contrast of every text in the results against its nearest opaque
 *  background, with opacity checked along the way. */
async function worstContrast(page) {
  return page.evaluate(() => {
    const parse = (c) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
      }
      return parse(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3);
    };
    let worst = { ratio: 99 };
    const results = document.querySelector('.results');
    for (const el of results.querySelectorAll('p, dt, dd, td, th, caption, button, label')) {
      if (!el.textContent.trim() || el.getBoundingClientRect().width === 0) continue;
      let opacity = 1;
      for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const [a, b] = [lum(parse(getComputedStyle(el).color)), lum(background(el))];
      const ratio = ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * (opacity < 1 ? 0 : 1);
      if (ratio < worst.ratio) worst = { ratio, text: el.textContent.trim().slice(0, 40), opacity };
    }
    return worst;
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`out-of-date results carry a banner and keep 4.5:1 contrast (${colorScheme})`, async () => {
    const { page, context } = await openPage(lab.browser, lab.server.url, { viewport: { width: 1280, height: 900 }, colorScheme });
    const before = await worstContrast(page);
    assert.ok(before.ratio >= 4.5, `fresh: ${JSON.stringify(before)}`);
    await page.getByLabel('Lease / visibility duration (seconds)', { exact: true }).fill('abc');
    const banner = page.locator('#stale-notice');
    await banner.waitFor({ state: 'visible' });
    assert.match(await banner.innerText(), /Out of date/);
    assert.equal(await page.locator('section.results').getAttribute('aria-describedby'), 'stale-notice');
    const bannerBox = await banner.boundingBox();
    assert.ok(bannerBox.height >= 20 && bannerBox.width > 200, 'the banner is visible, not just a colour change');
    const stale = await worstContrast(page);
    assert.ok(stale.ratio >= 4.5, `stale: ${JSON.stringify(stale)}`);
    await context.close();
  });
}

for (const [width, hash] of [[320, ''], [375, ''], [760, '#embed'], [1280, '']]) {
  test(`every control is a target of at least 24 x 24 px at ${width} px ${hash}`, async () => {
    const { page, context } = await openPage(lab.browser, lab.server.url + hash, { viewport: { width, height: 900 } });
    const small = await page.evaluate(() => [...document.querySelectorAll('button, input, select, textarea, a[href], [tabindex="0"]')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => { const r = el.getBoundingClientRect(); return [el.outerHTML.slice(0, 60), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; })
      .filter(([, w, h]) => w < 24 || h < 24));
    assert.deepEqual(small, []);
    // Slider thumbs are drawn at 24 px; their inputs are at least that tall.
    const thumb = await page.evaluate(() => {
      const style = document.styleSheets[0];
      // -webkit-slider-thumb in Chromium, -moz-range-thumb in Firefox.
      return [...style.cssRules].some((rule) => /slider-thumb|range-thumb/.test(rule.selectorText ?? '') && rule.style.width === '24px' && rule.style.height === '24px');
    });
    assert.ok(thumb, 'a 24 px thumb rule');
    await context.close();
  });
}

test('the outcome map spends its cells where the outcome can change', async () => {
  const { page, context } = await openPage(lab.browser, lab.server.url, { viewport: { width: 1280, height: 900 } });
  const summary = await page.locator('.map-summary').innerText();
  const none = summary.match(/No takeover: (\d+) of (\d+) runs/);
  assert.ok(none, summary);
  assert.ok(Number(none[1]) / Number(none[2]) < 0.6, summary);
  assert.doesNotMatch(summary, /\(0%\)|\(0 %\)/);
  const ticks = await page.locator('.map-svg .map-tick').evaluateAll((all) => all.map((t) => t.textContent));
  assert.ok(ticks.includes('14 s') && ticks.includes('18 s'), `axis ends ${ticks}; ${summary}`);
  await context.close();
});
