// What the tests take from the lab's Rust source instead of repeating it:
// every preset, read from src/present/presets.rs (and its words from the
// English catalog) so that a new preset is tested without editing any test, the lesson line the page shows for one,
// the eight number fields' exact labels (as in src/sim/scenario.rs), and
// each locale's messages (src/locales/).
// Plain data and file reading: no browser, no server, no harness imports.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The source that defines the presets, as data. */
export const PRESETS_SOURCE = fileURLToPath(new URL('../../../src/present/presets.rs', import.meta.url));

/** The eight number fields, by their exact labels (`Field::label` in
 *  src/sim/scenario.rs). */
export const FIELD_LABELS = [
  'Original active work (seconds)',
  'Lease / visibility duration (seconds)',
  'Heartbeat cadence (seconds)',
  'Pause starts at (seconds)',
  'Pause duration (seconds)',
  'Replacement work (seconds)',
  'Shutdown signal at (seconds, optional)',
  'Shutdown grace (seconds)',
];

/** The eight fields' keys in the catalogs (src/locales/<tag>/page.ftl:
 *  `field-<key>` is the label, `slider-<key>` the slider's name), in
 *  FIELD_LABELS' order. */
export const FIELD_KEYS = ['original-work', 'lease', 'heartbeat-every', 'pause-at', 'pause-for', 'replacement-work', 'shutdown-at', 'shutdown-grace'];

/** Every preset slug, read from the presets' source (a new one is
 *  covered), after checking that every `slug:` entry was read. */
export async function presetSlugs() {
  const { presets, slugEntries } = await readPresets();
  if (presets.length !== slugEntries) throw new Error(`read ${presets.length} of ${slugEntries} slug: entries in presets.rs`);
  return presets.map((p) => p.slug);
}

/** Every preset in `src/present/presets.rs`, in button order, read with a
 *  regex so that a new preset is tested without editing any test, with its
 *  words from the English catalog (`preset-<slug>` and its `-lesson`,
 *  `-tagline` and `-source`): `{ slug, name, lesson, tagline, source }`
 *  (`source` is null for `None`). Also returns how many `slug: "..."`
 *  entries the file has, so a preset the regex failed to read is noticed. */
export async function readPresets() {
  const text = await readFile(PRESETS_SOURCE, 'utf8');
  const preset = /\bslug:\s*"([a-z0-9-]+)",\s*name:\s*sentence!\("preset-\1"\),\s*lesson:\s*sentence!\("preset-\1-lesson"\),\s*tagline:\s*sentence!\("preset-\1-tagline"\),\s*source:\s*(None|Some)/g;
  const presets = [...text.matchAll(preset)].map(([, slug, source]) => ({
    slug,
    name: message('en', `preset-${slug}`),
    lesson: message('en', `preset-${slug}-lesson`),
    tagline: message('en', `preset-${slug}-tagline`),
    source: source === 'None' ? null : message('en', `preset-${slug}-source`),
  }));
  const slugEntries = [...text.matchAll(/\bslug:\s*"/g)].length;
  return { presets, slugEntries };
}

/** The text under the preset buttons when `preset` is loaded. */
export function lessonLine({ lesson, source }) {
  return source === null ? `Look for: ${lesson}` : `Look for: ${lesson} Source: ${source}`;
}

/** The message `id` of the catalog of the locale tagged `tag`
 *  (src/locales/<tag>/page.ftl, then sentences.ftl), as written: for
 *  messages with no terms, selects or markup, on one line. */
export function message(tag, id) {
  for (const file of ['page.ftl', 'sentences.ftl']) {
    const source = readFileSync(new URL(`../../../src/locales/${tag}/${file}`, import.meta.url), 'utf8');
    const line = source.split('\n').find((l) => l.startsWith(`${id} = `));
    if (line) return line.slice(id.length + 3);
  }
  throw new Error(`${tag} has no ${id}`);
}

/** `text` as the `tag` page writes a message once its arguments are in:
 *  in Chinese, no space between two Han characters ("13 秒接管", where the
 *  catalog has `{ $at } 接管`; `Messages::format`). */
export function tidied(tag, text) {
  return tag.startsWith('zh') ? text.replace(/(?<=[\u2e80-\u9fff\uff00-\uffef]) (?=[\u2e80-\u9fff\uff00-\uffef])/g, '') : text;
}

/** `n` seconds as the `tag` page writes them ("13 s", "13 秒", "13 ث"). */
export function secondsIn(tag, n) {
  return `${n} ${message(tag, 'unit-seconds')}`;
}

/** A duration the `tag` page wrote ("1 h 30 min", "1 分 30 秒") in seconds;
 *  the Arabic drawing's isolation marks are ignored. */
export function secondsOf(tag, text) {
  const units = { [message(tag, 'unit-hours')]: 3600, [message(tag, 'unit-minutes')]: 60, [message(tag, 'unit-seconds')]: 1 };
  let total = 0;
  for (const [, value, unit] of text.replace(/[\u2066-\u2069]/g, '').matchAll(/([\d.,]+)\s*(\S+)/g)) {
    if (!(unit in units)) throw new Error(`${tag}: no unit ${unit} in ${text}`);
    total += Number(value.replace(',', '.')) * units[unit];
  }
  return total;
}
