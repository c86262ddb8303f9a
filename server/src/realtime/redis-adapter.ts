import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/**
 * socket.io across processes (issue 26): with REDIS_URL every emit to a room (a chat message,
 * which also carries the lists' unread counts), and every `disconnectSockets` (a session's
 * revocation) reaches the sockets of every process, through socket.io's maintained Redis
 * adapter on a publishing and a subscribing connection. The client reconnects by itself;
 * while Redis is down other processes' sockets miss what is said (it is stored first, and a
 * client reads the room again when it reconnects). Returns what closes both connections.
 */
export async function realtimeRedisAdapter(io: Server, url: string, log: (line: string) => void = console.error): Promise<() => Promise<void>> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // Without a listener an 'error' (Redis restarting) would end the process.
  for (const client of [pub, sub]) client.on('error', (error: unknown) => log(`Redis (socket.io adapter): ${String(error)}`));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.all([pub, sub].map((client) => (client.isOpen ? client.quit().then(() => undefined) : undefined)));
  };
}
