#!/usr/bin/env node
// `npm start`: build the web app when its output is missing or older than any source, then
// run the production server. Signals go to the server; its exit code becomes ours.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'app', 'dist', 'index.html');
/** The server's renderer of public pages (issue 17), built by the same `npm run build`. */
const builtRenderer = join(root, 'app', 'dist-server', 'entry-server.js');
const SOURCES = ['app/src', 'ui/src', 'core/src', 'adapters/src', 'app/index.html', 'app/public', 'vite.config.ts'];

/** Newest modification time under a file or folder; 0 when it does not exist. */
function newestMtime(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

function buildNeeded() {
  const built = newestMtime(builtIndex);
  if (built === 0) return 'app/dist/index.html is missing';
  if (newestMtime(builtRenderer) === 0) return 'app/dist-server/entry-server.js is missing';
  const stale = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return stale ? `${stale} changed since the last build` : null;
}

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
