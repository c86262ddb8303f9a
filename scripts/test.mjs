#!/usr/bin/env node
// `npm test`: the phases in order (typecheck, lint, unit, build, browser), stopping at the first
// that fails, and a table of how long each took, so everyone sees where CI's time goes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PHASES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['browser', 'test:e2e'],
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const done = [];
let status = 0;
for (const [phase, script] of PHASES) {
  const started = performance.now();
  console.log(`\n== phase ${phase}: npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  done.push(`${phase} ${seconds(started)} s`);
  console.log(`== phase ${phase}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
  if (result.status !== 0) {
    status = result.status ?? 1;
    break;
  }
}
console.log(`\n== phase times: ${done.join(' · ')}`);
process.exit(status);
