import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/** The app behind a real HTTP server on loopback, as `npm start` serves it. */
export async function httpServe(app: Hono): Promise<{ readonly port: number; close(): Promise<void> }> {
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface KeepAliveAnswers {
  /** The status of each answer received, in order. */
  readonly statuses: readonly number[];
  /** Whether an answer told the client to close the connection. */
  readonly closeAnnounced: boolean;
}

/**
 * Writes raw HTTP/1.1 requests one after another on one kept-alive connection and returns what
 * was answered within `waitMs`: a server that leaves a body unread answers the next request
 * late or never, which fetch (a new connection per retry) would hide.
 */
export function keepAliveAnswers(port: number, requests: readonly string[], waitMs = 1500): Promise<KeepAliveAnswers> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: statuses(), closeAnnounced: /\r\nconnection: close\r\n/i.test(received) });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (statuses().length >= requests.length) finish();
    });
    socket.on('error', reject);
    socket.on('close', finish);
    socket.write(requests.join(''));
  });
}
