#!/usr/bin/env node
// `npm start`: build the web app when its output is missing or older than any source, then
// run the production server. Signals go to the server; its exit code becomes ours.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildNeeded } from './build-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const reason = buildNeeded();
if (reason) {
  console.log(`Building the web app: ${reason}`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  if (signal) {
    // Mirror the way the server died so a supervisor sees the same thing.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 0);
  }
});
