#!/usr/bin/env node
// `npm run bench` (issue 17): the core and search benchmarks (vitest bench), the API under load
// (bench/api) and Lighthouse on four pages (bench/lighthouse), then ONE table of each figure
// against its target. Exits 1 when a target is missed; a step that cannot run here says "not
// measured" in the table. A benchmark, not a test: `npm test` and CI never run it.
// `npm run bench -- --skip lighthouse,core` leaves steps out (core, api, lighthouse).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiLoad } from '../bench/api/api-load.mjs';
import { apiServerStart } from '../bench/api/api-server.mjs';
import { apiRows, coreRows, lighthouseRows, notMeasured, searchRows, tableText } from '../bench/bench-table.mjs';
import { lighthouseMeasure, lighthousePages } from '../bench/lighthouse/lighthouse-pages.mjs';
import { buildNeeded } from './build-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { skip: { type: 'string', default: '' } } });
const skipped = new Set(values.skip.split(',').filter((step) => step !== ''));
const work = mkdtempSync(join(tmpdir(), 'modavi-bench-'));
const rows = [];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
console.log(`load average at the start: ${load()} (other work on the machine moves every figure)`);

function vitestBenchRows() {
  const json = join(work, 'vitest-bench.json');
  const search = join(work, 'search.json');
  const run = spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'core', '--outputJson', json], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MODAVI_BENCH_SEARCH_JSON: search },
  });
  if (run.status !== 0) return notMeasured('core', `vitest bench exited ${run.status}`);
  return [...coreRows(JSON.parse(readFileSync(json, 'utf8'))), ...searchRows(JSON.parse(readFileSync(search, 'utf8')))];
}

async function serverRows() {
  const reason = buildNeeded();
  if (reason) {
    console.log(`Building the web app: ${reason}`);
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
      return [...notMeasured('api', 'the build failed'), ...notMeasured('lighthouse', 'the build failed')];
    }
  }
  const server = await apiServerStart();
  const found = [];
  try {
    if (!skipped.has('api')) {
      console.log(`API: autocannon on ${server.url}, a fresh in-memory database seeded at start`);
      found.push(...apiRows(await apiLoad(server.url)));
    }
    if (!skipped.has('lighthouse')) {
      console.log('Lighthouse: mobile, median of 5 runs a page');
      found.push(...lighthouseRows(await lighthouseMeasure(server.url, await lighthousePages(server.url))));
    }
  } finally {
    await server.stop();
  }
  return found;
}

try {
  if (!skipped.has('core')) rows.push(...vitestBenchRows());
  if (!skipped.has('api') || !skipped.has('lighthouse')) rows.push(...(await serverRows()));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`\n${tableText(rows)}\nload average at the end: ${load()}`);
process.exitCode = rows.some((row) => row.verdict === 'FAIL') ? 1 : 0;
