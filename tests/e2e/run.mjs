// The end-to-end suite of one engine in one Node process: every test file
// (or the files named on the command line) imported into a suite of its
// own, all sharing one server and one browser session per option set
// (`sharedLab` in harness.mjs), closed after the last file. Node 20 has no
// `--test-isolation=none`; importing the files here is the same thing.
//
//   LEASE_LAB_ENGINE=webkit node --test-reporter=spec run.mjs [file.test.mjs ...]
//
// `cargo xtask test` runs it once per engine, the engines side by side;
// `cargo xtask e2e <file> <engine>` runs one file in one engine.
import { after, describe } from 'node:test';
import { existsSync, readdirSync } from 'node:fs';
import { closeLab, DIST } from './harness.mjs';

const here = new URL('.', import.meta.url);
const named = process.argv.slice(2).map((file) => file.split('/').at(-1));
const files = named.length > 0
  ? named
  : readdirSync(here).filter((name) => name.endsWith('.test.mjs')).sort();
// Files run once more per locale's page (issue 42), each import a module
// of its own (its URL differs by the query), which reads the folder from
// it. The locales are the built ones: every folder of dist/ with a page.
const PER_LOCALE = new Set(['screens.test.mjs']);
const LOCALE_FOLDERS = readdirSync(DIST, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${DIST}/${entry.name}/index.html`))
  .map((entry) => `${entry.name}/`)
  .sort();
for (const file of files) {
  if (!file.endsWith('.test.mjs')) throw new Error(`${file}: not a test file (*.test.mjs)`);
  describe(file, async () => { await import(new URL(file, here)); });
  if (PER_LOCALE.has(file)) {
    for (const folder of LOCALE_FOLDERS) {
      describe(`${file} (${folder})`, async () => { await import(new URL(`${file}?folder=${folder}`, here)); });
    }
  }
}
after(closeLab);
