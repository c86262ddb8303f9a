import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a stand-in answers one of its calls: as the protocol says, or as a gateway that is down or silent. */
export type StandInMode = 'normal' | 'down' | 'hang';

export interface StandInServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

export type StandInHandler = (path: string, body: string, request: IncomingMessage) => { status: number; json: unknown } | 'hang';

/**
 * A local HTTP server for a gateway's stand-in in tests: every request's body is read and
 * handed to `handle`; 'hang' never answers (the caller's time-out is what ends it). Closing
 * drops the hanging connections.
 */
export async function standInServe(handle: StandInHandler): Promise<StandInServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = handle(new URL(request.url ?? '/', 'http://stand-in').pathname, Buffer.concat(chunks).toString('utf8'), request);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON request body with every value as text (as the gateway reads what it signs). */
export function standInFields(body: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
}
