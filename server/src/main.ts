import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { databaseReady } from './boot/database-ready.js';
import { adminAccountEnsure } from './sellers/admin-account.js';
import { listen, portFromEnv, shutdownOnSignals } from './boot/listen.js';
import { configFromEnv, type ServerConfig } from './config.js';
import { createApi } from './http/create-api.js';
import { realtimeAttach } from './realtime/chat.js';
import { devHelpersReport } from './boot/dev-helpers-report.js';
import { productionRefusal } from './boot/production-refusal.js';
import { listenAddressShown } from './boot/listen-address.js';
import { ROLE_DUTIES, roleFromEnv } from './boot/server-role.js';
import { startFailureExit } from './boot/start-failure.js';
import { workerHealthServer } from './boot/worker-health.js';
import { dbOptionsFromEnv } from './db/open-db.js';
import type { Db } from './db/db.js';
import { jobsStart } from './jobs/jobs-start.js';

// Production: the built app from app/dist, the API, media and chat on one port (MODAVI_ROLE web
// or all), the scheduled jobs (worker or all).
const log = (line: string) => console.log(line);
const port = portFromEnv(process.env);
const host = process.env.HOST || '0.0.0.0';

const config = configFromEnv(process.env);
const roleRead = roleFromEnv(process.env);
const refusal = roleRead.refusal ?? productionRefusal(config);
if (refusal !== null) {
  console.error(refusal);
  process.exit(1);
}
const role = roleRead.role ?? 'all';
const duties = ROLE_DUTIES[role];
const dbOptions = dbOptionsFromEnv(process.env);
const db = await databaseReady(dbOptions, { demoSeed: config.auth.devTools }, log).catch(startFailureExit);

function warningsLog(settings: ServerConfig): void {
  if (settings.auth.devTools) return;
  // Production without a provider: code requests on that channel fail with 'try again', said here once.
  if (!settings.auth.delivery.mail) log('Warning: MODAVI_SMTP_URL is not set, codes by email cannot be sent.');
  if (!settings.auth.delivery.sms) log('Warning: no SMS provider is set (MODAVI_ESMS_API_KEY, _SECRET_KEY and _BRANDNAME, or MODAVI_SMS_URL and MODAVI_SMS_KEY): codes by SMS cannot be sent.');
  // A gateway without its merchant secret is hidden: nothing could verify its callbacks.
  for (const [gateway, credentials] of Object.entries(settings.commerce.gateways)) {
    if (!credentials) log(`Warning: no ${gateway.toUpperCase()} merchant secret (MODAVI_${gateway.toUpperCase()}_*), its payment methods are not offered.`);
  }
}

/** The site, the API and chat; returns what closes them. */
async function webStart(database: Db): Promise<{ server: Server; close: () => Promise<void> }> {
  for (const line of await adminAccountEnsure(database, process.env)) log(line);
  warningsLog(config);
  const app = createApi({ db: database, config });
  // The request listener must exist before socket.io attaches: it wraps the listeners it finds.
  const server = createServer(getRequestListener(app.fetch));
  const io = await realtimeAttach(server, database, { redisUrl: process.env.REDIS_URL });
  const actualPort = await listen(server, port, host);
  for (const line of devHelpersReport(app, config)) log(line);
  // 'Modavi listening on <address>' is what the journeys', topology test's and benchmarks' harnesses wait for.
  log(`Modavi listening on ${listenAddressShown(host, actualPort)} (role ${role})`);
  return { server, close: () => io.close() };
}

const web = duties.http ? await webStart(db) : null;
const server = web?.server ?? workerHealthServer();
if (!web) log(`Modavi (worker) answering GET /health on ${listenAddressShown(host, await listen(server, port, host))}`);
const jobs = duties.jobs ? await jobsStart(dbOptions, db, config, (message, error) => console.error(message, error ?? '')) : null;
if (jobs) log(`Scheduled jobs: running (${dbOptions.kind === 'postgres' ? 'once across processes, through the job queue' : 'in this process'}).`);

shutdownOnSignals(
  server,
  { whileClosing: [...(web ? [web.close] : []), ...(jobs ? [() => jobs.stop()] : [])], afterClosed: [() => db.close()] },
  log,
);
