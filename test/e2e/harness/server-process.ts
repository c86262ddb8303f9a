import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const READY = /Modavi listening on (http:\/\/\S+)/;

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts the production server on a free port with a fresh in-memory database. */
export function serverStart(env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'],
    {
      cwd: repo,
      env: { ...process.env, NODE_ENV: process.env.MODAVI_E2E_NODE_ENV ?? 'production', PORT: '0', HOST: '127.0.0.1', MODAVI_DATA_DIR: 'memory', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        resolve({
          url: match[1].replace('localhost', '127.0.0.1'),
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready:\n${output}`)));
  });
}
