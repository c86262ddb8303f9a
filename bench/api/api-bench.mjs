#!/usr/bin/env node
// The API benchmark alone: `node bench/api/api-bench.mjs [--url http://host:port] [--only "search,product list"]
// [--seconds 10] [--cpu-prof]`. Without --url it starts a fresh server (--cpu-prof: profiled,
// the .cpuprofile lands in .data/profiles when the server stops).
import { parseArgs } from 'node:util';
import { apiLoad } from './api-load.mjs';
import { apiServerStart } from './api-server.mjs';

const { values } = parseArgs({
  options: { url: { type: 'string' }, only: { type: 'string' }, seconds: { type: 'string' }, 'cpu-prof': { type: 'boolean' }, cwd: { type: 'string' } },
});
const nodeArgs = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir=.data/profiles'] : [];
const server = values.url ? null : await apiServerStart({ nodeArgs, ...(values.cwd ? { cwd: values.cwd } : {}) });
try {
  const rows = await apiLoad(values.url ?? server.url, {
    only: values.only ? values.only.split(',').map((name) => name.trim()) : null,
    ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
  });
  for (const row of rows) {
    console.log(`${row.name.padEnd(18)} ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${String(row.p99).padStart(4)} ms  failed ${row.failed}`);
  }
} finally {
  await server?.stop();
}
