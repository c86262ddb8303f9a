import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { databaseReady } from './boot/database-ready.js';
import { listen, portFromEnv, shutdownOnSignals } from './boot/listen.js';
import { configFromEnv } from './config.js';
import { createApi } from './http/create-api.js';
import { realtimeAttach } from './realtime/chat.js';

// Production: the built app from app/dist, the API, media and chat on one port.
const log = (line: string) => console.log(line);
const port = portFromEnv(process.env);
const host = process.env.HOST || '0.0.0.0';

const db = await databaseReady(process.env, log);
const app = createApi({ db, config: configFromEnv(process.env) });
// The request listener must exist before socket.io attaches: it wraps the listeners it finds.
const server = createServer(getRequestListener(app.fetch));
const io = realtimeAttach(server, db);
const actualPort = await listen(server, port, host);
log(`Modavi listening on http://localhost:${actualPort}`);

shutdownOnSignals(server, { whileClosing: [() => io.close()], afterClosed: [() => db.close()] }, log);
