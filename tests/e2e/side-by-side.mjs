// Lease Lab beside a framework-free page (issue 41): the same learner's
// inputs on both, in one run, in the same headless Chromium at 4x CPU, so
// that ratios hold where absolute times vary from machine to machine.
//
// The other page is ../shared/bench-reference (read where it is, never
// copied here): plain DOM calls that redraw everything with innerHTML on
// every input. On it a learner types into "Lease / visibility duration
// (seconds)": Backspace, 1, Backspace, 0, repeated, 60 keys 16 ms apart.
// On Lease Lab: the same typing, and drags of 60 pointer moves 16 ms apart
// on the lease slider (every cell of the outcome map changes), the pause
// duration slider (an axis of the map) and the heartbeat slider, then the
// lease drag again with a run pinned and while stepping through the run;
// at 375 x 812 (a phone) and 1280 x 800.
//
// Each case runs twice in a fresh load of its page: once watched from the
// page (input to next paint by interaction, tasks over 50 ms, frame
// intervals), once under a Chrome trace (main-thread work per input by
// kind). The trace's categories slow the page, so traced and watched
// figures are never mixed; both pages get both.
//
// Main-thread work per input: the renderer main thread's task time
// (`RunTask`) from the first `input` event until 1 s after the last,
// divided by the `input` events dispatched. By kind, each trace event's
// self time (its duration less its children's): script, style, layout,
// paint, compositing, HTML parsing, and the rest ("other": the tasks' own
// overhead, garbage collection, ...).
import WebSocket from 'ws';
import { Key } from 'webdriverio';
import { openPage } from './harness.mjs';

export const VIEWPORTS = [
  { name: '375x812', width: 375, height: 812, phone: true },
  { name: '1280x800', width: 1280, height: 800, phone: false },
];

const LEASE_FIELD = 'Lease / visibility duration (seconds)';
const KINDS = {
  script: ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EvaluateScript', 'v8.compile', 'V8.Execute', 'v8.run', 'CompileScript', 'v8.compileModule', 'v8.evaluateModule', 'FireIdleCallback', 'v8.callFunction'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'InvalidateLayout', 'ScheduleStyleRecalculation'],
  layout: ['Layout', 'UpdateLayerTree', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::deliverObservations'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'RasterTask', 'PaintSetup'],
  compositing: ['Commit', 'Layerize', 'CompositeLayers', 'UpdateLayer'],
  parsing: ['ParseHTML'],
};
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([kind, names]) => names.map((n) => [n, kind])));

/** A CDP connection to the page open in `browser` (chromedriver's
 *  DevTools address; WebdriverIO's own CDP command returns no events, and
 *  a trace comes as events). */
async function devtools(browser) {
  const address = browser.capabilities['goog:chromeOptions']?.debuggerAddress;
  if (!address) throw new Error('Chromium gave no DevTools address');
  const url = await browser.getUrl();
  const targets = await (await fetch(`http://${address}/json`)).json();
  const page = targets.find((t) => t.type === 'page' && t.url === url) ?? targets.find((t) => t.type === 'page');
  const ws = new WebSocket(page.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 1 << 30 });
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  let next = 0;
  const pending = new Map();
  const listeners = new Set();
  ws.on('message', (data) => {
    const message = JSON.parse(data);
    if (message.id !== undefined) {
      const settle = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) settle?.reject(new Error(JSON.stringify(message.error)));
      else settle?.resolve(message.result);
    } else {
      for (const listener of listeners) listener(message);
    }
  });
  return {
    send: (method, params = {}) => new Promise((resolve, reject) => {
      next += 1;
      pending.set(next, { resolve, reject });
      ws.send(JSON.stringify({ id: next, method, params }));
    }),
    on: (listener) => listeners.add(listener),
    close: () => ws.close(),
  };
}

/** Starts a trace (of `categories`, or $LEASE_LAB_TRACE_CATEGORIES: add
 *  `disabled-by-default-devtools.timeline.invalidationTracking` to see why
 *  each layout and paint happened, `disabled-by-default-v8.cpu_profiler`
 *  for script samples by function); `stop()` returns its events. */
export async function startTrace(browser, categories = process.env.LEASE_LAB_TRACE_CATEGORIES
  ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute') {
  const cdp = await devtools(browser);
  const events = [];
  let done;
  const complete = new Promise((resolve) => { done = resolve; });
  cdp.on((message) => {
    if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
    if (message.method === 'Tracing.tracingComplete') done();
  });
  await cdp.send('Tracing.start', {
    categories,
    transferMode: 'ReportEvents',
  });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    cdp.close();
    return events;
  };
}

/** Main-thread work per input from a trace: total and by kind, in ms. */
export function workPerInput(events) {
  // The renderer's main thread is the one that dispatches `input` events.
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input');
  if (inputs.length === 0) return null;
  const { pid, tid } = inputs[0];
  const from = Math.min(...inputs.map((e) => e.ts));
  const to = Math.max(...inputs.map((e) => e.ts)) + 1_000_000;
  // Complete events, and B/E pairs (Layout) made complete.
  const open = [];
  const spans = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, ts: begin.ts, end: e.ts });
    }
  }
  const inWindow = spans.filter((s) => s.ts >= from && s.ts <= to);
  inWindow.sort((a, b) => a.ts - b.ts || b.end - a.end);
  // Self times: each span's duration less its direct children's.
  const byKind = { script: 0, style: 0, layout: 0, paint: 0, compositing: 0, parsing: 0, other: 0 };
  let tasks = 0;
  let longTasks = 0;
  const stack = [];
  const close = (span) => { byKind[KIND_OF.get(span.name) ?? 'other'] += span.self; };
  for (const span of inWindow) {
    while (stack.length && stack.at(-1).end <= span.ts) close(stack.pop());
    span.self = span.end - span.ts;
    const parent = stack.at(-1);
    if (parent) parent.self -= Math.min(span.end, parent.end) - span.ts;
    else if (span.name !== 'RunTask') continue;
    if (span.name === 'RunTask' && !parent) {
      tasks += span.end - span.ts;
      if (span.end - span.ts > 50_000) longTasks += 1;
    }
    stack.push(span);
  }
  while (stack.length) close(stack.pop());
  const per = (us) => us / 1000 / inputs.length;
  return {
    inputs: inputs.length,
    per_input_ms: per(tasks),
    by_kind_ms: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, per(v)])),
    long_tasks: longTasks,
  };
}

/** Starts the in-page observers; `stop()` returns what they saw. */
async function watch(browser) {
  await browser.execute(() => {
    const s = (window.__bench = { long: [], frames: [], interactions: new Map(), inputs: 0, lastInput: 0, running: true });
    document.addEventListener('input', () => { s.inputs += 1; s.lastInput = performance.now(); }, true);
    new PerformanceObserver((list) => { for (const e of list.getEntries()) s.long.push(e.duration); })
      .observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        s.interactions.set(e.interactionId, Math.max(s.interactions.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16 });
    let last = performance.now();
    const tick = (t) => { s.frames.push(t - last); last = t; if (s.running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  return () => browser.execute(async () => {
    const s = window.__bench;
    // As the trace: until a second after the last input.
    await new Promise((r) => { setTimeout(r, Math.max(0, s.lastInput + 1000 - performance.now())); });
    s.running = false;
    const q = (a, p) => {
      const sorted = [...a].sort((x, y) => x - y);
      return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
    };
    // Event timing reports only interactions over 16 ms: the others count
    // as 16 ms, so the p98 is over every key or move.
    const durations = [...s.interactions.values()];
    return {
      inputs: s.inputs,
      long_tasks: s.long.length,
      longest_task_ms: Math.max(0, ...s.long),
      frame_p95_ms: q(s.frames.slice(1), 0.95),
      inp_p98_ms: q(durations, 0.98),
      interactions: durations.length,
    };
  });
}

/** Types Backspace, 1, Backspace, 0 (repeated) into the field `label`,
 *  60 keys 16 ms apart, the caret at the end. */
async function typeInto(browser, label) {
  const field = await browser.execute((label) => {
    const byFor = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(label));
    const e = byFor?.htmlFor ? document.getElementById(byFor.htmlFor) : byFor?.querySelector('input');
    if (!e) return false;
    e.focus();
    e.setSelectionRange(e.value.length, e.value.length);
    return true;
  }, label);
  if (!field) throw new Error(`no field labelled ${label}`);
  const keys = browser.action('key');
  const sequence = [Key.Backspace, '1', Key.Backspace, '0'];
  for (let i = 0; i < 60; i++) keys.down(sequence[i % 4]).up(sequence[i % 4]).pause(16);
  await keys.perform();
}

/** Drags the slider named `name` from its thumb: 30 moves 3 px right, 30
 *  back, 16 ms apart. The slider is focused first: at 375 x 812 its
 *  scroll margin brings it below the pinned results, where the pointer
 *  reaches it. */
async function drag(browser, name) {
  const start = await browser.execute((name) => {
    const slider = [...document.querySelectorAll('input[type=range]')].find((e) => e.getAttribute('aria-label') === name);
    if (!slider) return { error: `no slider ${name}` };
    slider.focus();
    const r = slider.getBoundingClientRect();
    const fraction = (slider.valueAsNumber - Number(slider.min)) / (Number(slider.max) - Number(slider.min) || 1);
    // The thumb is about 24 px wide; it travels the track less its width.
    const x = Math.round(r.left + 12 + (r.width - 24) * Math.min(0.8, Math.max(0.1, fraction)));
    const y = Math.round(r.top + r.height / 2);
    return { x, y, hit: document.elementFromPoint(x, y) === slider };
  }, name);
  if (start.error) throw new Error(start.error);
  if (!start.hit) throw new Error(`the pointer would not land on ${name} (something covers it)`);
  const mouse = browser.action('pointer', { parameters: { pointerType: 'mouse' } });
  mouse.move({ x: start.x, y: start.y, duration: 0 }).down();
  for (let i = 1; i <= 60; i++) {
    const x = start.x + 3 * (i <= 30 ? i : 60 - i);
    mouse.move({ x, y: start.y, duration: 0 }).pause(16);
  }
  await mouse.up().perform();
}

/** One case (`name`): a fresh load of `url`, `prepare` (pin, step), then
 *  `act` watched, and again in a fresh load under a trace (written to
 *  $LEASE_LAB_TRACES/<name>.json when that is set). */
async function measure(browser, name, url, viewport, prepare, act) {
  const load = async () => {
    await openPage(browser, url, { viewport: { width: viewport.width, height: viewport.height }, phone: viewport.phone, ready: false });
    await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete'
      && (document.body.hasAttribute('data-ready') || !document.querySelector('#app'))), { timeout: 20_000 });
    await prepare(browser);
    await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', { rate: 4 });
  };
  try {
    await load();
    const stop = await watch(browser);
    await act(browser);
    const watched = await stop();
    await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', { rate: 1 });
    await load();
    const stopTrace = await startTrace(browser);
    await act(browser);
    await browser.pause(1200);
    const events = await stopTrace();
    // To read a trace in DevTools' Performance panel, or by event name.
    if (process.env.LEASE_LAB_TRACES) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${process.env.LEASE_LAB_TRACES}/${name}.json`, JSON.stringify({ traceEvents: events }));
    }
    return { ...watched, trace: workPerInput(events) };
  } finally {
    await browser.sendCommandAndGetResult('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

const nothing = async () => {};

/** Pins the run on screen ("Pin this run"), then nudges the lease so the
 *  two runs differ. */
async function pinRun(browser) {
  await browser.execute(() => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Pin this run').click());
  await browser.waitUntil(() => browser.execute(() => !document.querySelector('.pinned-timeline').hidden));
}

async function startStepping(browser) {
  await browser.execute(() => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Step through the run').click());
  await browser.waitUntil(() => browser.execute(() => Boolean(document.querySelector('.step-through:not([hidden])'))));
}

/** Every case on both pages, at both viewports. `referenceUrl` null: the
 *  other page is missing, and Lease Lab is measured alone. */
export async function sideBySide(browser, labUrl, referenceUrl, only = null) {
  const slider = (name) => (b) => drag(b, name);
  const all = [
    ['reference_typing', referenceUrl, nothing, (b) => typeInto(b, LEASE_FIELD)],
    ['lab_typing', labUrl, nothing, (b) => typeInto(b, LEASE_FIELD)],
    ['lease_drag', labUrl, nothing, slider('Lease / visibility duration slider')],
    ['pause_drag', labUrl, nothing, slider('Pause duration slider')],
    ['heartbeat_drag', labUrl, nothing, slider('Heartbeat cadence slider')],
    ['lease_drag_pinned', labUrl, pinRun, slider('Lease / visibility duration slider')],
    ['lease_drag_stepping', labUrl, startStepping, slider('Lease / visibility duration slider')],
  ];
  // Runs alternate between the cases (the other page's, then each of
  // Lease Lab's, then again), so a machine that slows down or speeds up
  // mid-bench moves both pages' figures alike.
  const runs = Math.max(1, only?.runs ?? 1);
  const result = {};
  for (const viewport of VIEWPORTS) {
    if (only?.viewports && !only.viewports.includes(viewport.name)) continue;
    const samples = {};
    for (let run = 1; run <= runs; run++) {
      for (const [name, url, prepare, act] of all) {
        if (!url || (only?.cases && !only.cases.includes(name))) continue;
        const file = `${viewport.name}-${name.replaceAll('_', '-')}${runs > 1 ? `-${run}` : ''}`;
        (samples[name] ??= []).push(await measure(browser, file, url, viewport, prepare, act));
      }
    }
    result[viewport.name] = Object.fromEntries(Object.entries(samples)
      .map(([name, each]) => [name, { ...median(each), runs: each.length }]));
  }
  return result;
}

/** Each figure's median over `samples` (results of one shape), figure by
 *  figure: a kind's median need not add up with the others' to the
 *  total's. */
function median(samples) {
  const first = samples.find((s) => s !== null && s !== undefined);
  if (typeof first === 'number') {
    const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
  if (first && typeof first === 'object') {
    return Object.fromEntries(Object.keys(first).map((key) => [key, median(samples.map((s) => s?.[key]))]));
  }
  return first ?? null;
}

// Run by `cargo xtask bench`, or alone: LEASE_LAB_REFERENCE=<the other
// page's folder> node side-by-side.mjs (without it, Lease Lab alone).
// While working on one case: LEASE_LAB_CASES=lab_typing,lease_drag and
// LEASE_LAB_VIEWPORTS=375x812 measure only those; LEASE_LAB_RUNS=3 gives
// each figure's median of three runs (the bench's choice: one run's
// figures vary by 15 % on these machines). Prints one JSON object.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { serve, startBrowser, DIST } = await import('./harness.mjs');
  const lab = await serve(DIST);
  const dir = process.env.LEASE_LAB_REFERENCE;
  const reference = dir ? await serve(dir) : null;
  const browser = await startBrowser();
  try {
    const list = (name) => process.env[name]?.split(',');
    const only = { cases: list('LEASE_LAB_CASES'), viewports: list('LEASE_LAB_VIEWPORTS'), runs: Number(process.env.LEASE_LAB_RUNS ?? 1) };
    console.log(JSON.stringify(await sideBySide(browser, lab.url, reference?.url ?? null, only)));
  } finally {
    await browser.close();
    await lab.close();
    await reference?.close();
  }
}
