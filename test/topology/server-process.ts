import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Generous: tsx compiles the server at each start (about 11 s on a loaded 2-core machine). */
export const SERVER_START_MS = 90_000;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What it printed, for a failing test's message. */
  readonly output: () => string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<number | null>;
}

/**
 * One real server process as production starts it (`node --import tsx --conditions=source
 * server/src/main.ts`) on the environment given, resolved once it listens.
 */
export function serverProcessStart(env: Record<string, string>): Promise<ServerProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not listen within ${SERVER_START_MS} ms:\n${printed}`)), SERVER_START_MS);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const listening = /Modavi listening on (http:\/\/\S+)/.exec(printed);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({ url: listening[1], child, output: () => printed, exited });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}) before listening:\n${printed}`));
    });
  });
}

/** Stops a process gracefully (SIGTERM) unless it is gone already. */
export async function serverProcessStop(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/**
 * The probes of server/src/testing speak to a Hono app through `app.request`: this one sends
 * the same requests over HTTP to a process.
 */
export const remoteApp = (base: string): Hono => ({ request: (path: string, init?: RequestInit) => fetch(new URL(path, base), init) }) as unknown as Hono;
