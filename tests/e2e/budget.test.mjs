// Size budgets of what the page loads (deterministic, so a test): all files
// together at most 150 KB gzip, the wasm alone at most 120 KB gzip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST } from './harness.mjs';

const KB = 1000;

test('the shipped page stays within its gzip budgets', async () => {
  const files = (await readdir(DIST, { withFileTypes: true })).filter((f) => f.isFile()).map((f) => f.name);
  const sizes = {};
  for (const name of files) sizes[name] = gzipSync(await readFile(join(DIST, name)), { level: 9 }).length;
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  const wasm = Object.entries(sizes).filter(([name]) => name.endsWith('.wasm'));
  assert.equal(wasm.length, 1, 'one wasm file');
  console.log(`# gzip bytes: ${JSON.stringify(sizes)} total ${total}`);
  assert.ok(wasm[0][1] <= 120 * KB, `wasm is ${wasm[0][1]} bytes gzip`);
  assert.ok(total <= 150 * KB, `everything is ${total} bytes gzip`);
});
