import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens and resolves with the real port (PORT=0 asks the system for a free one). */
export const listen = (server: Server, port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

export const portFromEnv = (env: NodeJS.ProcessEnv, fallback = 3000): number => {
  const port = env.PORT === undefined || env.PORT === '' ? fallback : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be an integer 0-65535: got '${env.PORT}'`);
  return port;
};

const SHUTDOWN_GRACE_MS = 5_000;

export interface ShutdownSteps {
  /** Run once the server stops accepting, e.g. closing long-lived sockets that would keep it open. */
  readonly whileClosing: readonly (() => Promise<unknown>)[];
  /** Run after the last request has finished, e.g. closing the database those requests used. */
  readonly afterClosed: readonly (() => Promise<unknown>)[];
}

async function stepsRun(steps: readonly (() => Promise<unknown>)[]): Promise<boolean> {
  let allOk = true;
  for (const step of steps) {
    await step().catch((error: unknown) => {
      allOk = false;
      console.error('shutdown step failed', error);
    });
  }
  return allOk;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (up to a
 * grace period), close what they used, then exit. Repeated signals are ignored: Ctrl-C under
 * `npm start` reaches the server twice (from the terminal and forwarded by scripts/start.mjs).
 * A hard deadline keeps a stuck step from holding the process forever.
 */
export function shutdownOnSignals(server: Server, steps: ShutdownSteps, log: (line: string) => void): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS * 2).unref();
    const closed = server.listening ? new Promise<void>((resolve) => server.once('close', () => resolve())) : Promise.resolve();
    if (server.listening) server.close();
    server.closeIdleConnections();
    const closingOk = await stepsRun(steps.whileClosing);
    await closed;
    const closedOk = await stepsRun(steps.afterClosed);
    process.exit(closingOk && closedOk ? 0 : 1);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
