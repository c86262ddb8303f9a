import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { databaseReady } from './boot/database-ready.js';
import { adminAccountEnsure } from './sellers/admin-account.js';
import { listen, portFromEnv, shutdownOnSignals } from './boot/listen.js';
import { configFromEnv } from './config.js';
import { createApi } from './http/create-api.js';
import { realtimeAttach } from './realtime/chat.js';
import { lifecycleTimerStart } from './ordering/lifecycle-timer.js';
import { devHelpersReport } from './boot/dev-helpers-report.js';
import { productionRefusal } from './boot/production-refusal.js';
import { listenAddressShown } from './boot/listen-address.js';

// Production: the built app from app/dist, the API, media and chat on one port.
const log = (line: string) => console.log(line);
const port = portFromEnv(process.env);
const host = process.env.HOST || '0.0.0.0';

const config = configFromEnv(process.env);
const refusal = productionRefusal(config);
if (refusal !== null) {
  console.error(refusal);
  process.exit(1);
}
const db = await databaseReady(process.env, log);
for (const line of await adminAccountEnsure(db, process.env)) log(line);
if (!config.auth.devTools) {
  // Production without a provider: code requests on that channel fail with 'try again', said here once.
  if (!config.auth.delivery.mail) log('Warning: MODAVI_SMTP_URL is not set, codes by email cannot be sent.');
  if (!config.auth.pepperConfigured) log('Warning: MODAVI_CODE_PEPPER is not set, codes and social logins in flight do not survive a restart.');
  if (!config.auth.delivery.sms) log('Warning: MODAVI_SMS_URL / MODAVI_SMS_KEY are not set, codes by SMS cannot be sent.');
  // A gateway without its merchant secret is hidden: nothing could verify its callbacks.
  for (const [gateway, credentials] of Object.entries(config.commerce.gateways)) {
    if (!credentials) log(`Warning: no ${gateway.toUpperCase()} merchant secret (MODAVI_${gateway.toUpperCase()}_*), its payment methods are not offered.`);
  }
}
const app = createApi({ db, config });
// The request listener must exist before socket.io attaches: it wraps the listeners it finds.
const server = createServer(getRequestListener(app.fetch));
const io = await realtimeAttach(server, db, { redisUrl: process.env.REDIS_URL });
const actualPort = await listen(server, port, host);
for (const line of devHelpersReport(app, config)) log(line);
log(`Modavi listening on ${listenAddressShown(host, actualPort)}`);
// The simulated carrier and the platform's deadlines (unpaid orders, unanswered refunds).
const lifecycle = lifecycleTimerStart(db, config.commerce);

shutdownOnSignals(server, { whileClosing: [() => io.close(), () => lifecycle.stop()], afterClosed: [() => db.close()] }, log);
