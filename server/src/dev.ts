import { createServer as httpServerCreate } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer as viteServerCreate } from 'vite';
import { databaseReady } from './boot/database-ready.js';
import { adminAccountEnsure } from './sellers/admin-account.js';
import { listen, portFromEnv, shutdownOnSignals } from './boot/listen.js';
import { vitePageSource } from './boot/vite-page-source.js';
import { configFromEnv, REPO_ROOT } from './config.js';
import { createApi } from './http/create-api.js';
import { MEDIA_PREFIX } from './http/media-routes.js';
import { realtimeAttach } from './realtime/chat.js';
import { jobsStart } from './jobs/jobs-start.js';
import { dbOptionsFromEnv } from './db/open-db.js';
import { startFailureExit } from './boot/start-failure.js';
import { devHelpersReport } from './boot/dev-helpers-report.js';

// Development: Vite in middleware mode (modules, HMR) and the same API, media, guard and chat.
const log = (line: string) => console.log(line);
const port = portFromEnv(process.env);
const host = process.env.HOST || '0.0.0.0';

const config = configFromEnv(process.env, { serveStatic: false });
const dbOptions = dbOptionsFromEnv(process.env);
const db = await databaseReady(dbOptions, { demoSeed: config.auth.devTools }, log).catch(startFailureExit);
for (const line of await adminAccountEnsure(db, process.env)) log(line);
const server = httpServerCreate();
const vite = await viteServerCreate({
  configFile: join(REPO_ROOT, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
});
const app = createApi({
  db,
  config,
  pages: vitePageSource(vite, join(REPO_ROOT, 'app', 'index.html'), join(REPO_ROOT, 'app', 'src', 'route-tree.gen.ts')),
});
const hono = getRequestListener(app.fetch);
const ownedByHono = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith(`${MEDIA_PREFIX}/`);

// Vite answers module and asset requests; whatever it passes on is a page (or a 404) for Hono.
server.on('request', (req, res) => {
  if (ownedByHono(req.url ?? '/')) return void hono(req, res);
  vite.middlewares(req, res, () => void hono(req, res));
});
const io = await realtimeAttach(server, db, { redisUrl: process.env.REDIS_URL });
const actualPort = await listen(server, port, host);
for (const line of devHelpersReport(app, config)) log(line);
log(`Modavi listening on http://localhost:${actualPort}`);
// Development is one process doing everything (MODAVI_ROLE=all): the scheduled jobs run here too.
const jobs = await jobsStart(dbOptions, db, config, (message, error) => console.error(message, error ?? ''));

shutdownOnSignals(server, { whileClosing: [() => io.close(), () => vite.close(), () => jobs.stop()], afterClosed: [() => db.close()] }, log);
