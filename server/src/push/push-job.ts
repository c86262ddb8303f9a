import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { fcmClient, type FcmClient } from './fcm-client.js';
import type { FcmConfig } from './fcm-config.js';
import { pushNotificationsSend, PUSH_SEND_PERIOD_MS, type PushSendReport } from './push-send.js';

export { PUSH_SEND_PERIOD_MS };

/** One client per settings object (the config holds one): one breaker and one cached access token per process. */
const clients = new WeakMap<FcmConfig, FcmClient>();

/** The push job's run under these settings; nothing to do without a service account. */
export async function pushJobRun(db: Db, now: number, config: ServerConfig): Promise<PushSendReport | null> {
  const fcm = config.push.fcm;
  if (fcm === null) return null;
  let client = clients.get(fcm);
  if (!client) {
    client = fcmClient(fcm);
    clients.set(fcm, client);
  }
  return pushNotificationsSend(db, client, now, (line) => console.warn(line));
}
