// The server the API benchmark loads: the production entry (server/src/main.ts, the built app
// in app/dist) on a free port with a fresh in-memory database, migrated and seeded at start.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /Modavi listening on (http:\/\/\S+)/;
/** Migrations and the demo seed in memory take about 15 s on a quiet machine; a loaded one needs more. */
const START_TIMEOUT_MS = 180_000;

/**
 * Starts the server and resolves with its address and a stop function. `nodeArgs` go before
 * the entry (e.g. `--cpu-prof` to profile the server under load); `cwd` is another checkout's
 * root, to measure a before and an after in the same conditions.
 */
export function apiServerStart({ nodeArgs = [], env = {}, cwd = root } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', MODAVI_DATA_DIR: 'memory', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk) => {
      output += chunk;
      const found = LISTENING.exec(output);
      if (!found) return;
      clearTimeout(timer);
      child.stdout.off('data', read);
      resolve({ url: found[1], stop });
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
}
