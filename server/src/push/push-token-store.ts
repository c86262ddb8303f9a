import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

export interface PushTokenSave {
  readonly userId: string;
  readonly deviceId: string;
  readonly token: string;
  readonly os: string;
}

/** One token per user and device: a newer one replaces the older (creation time kept). */
export async function pushTokenSave(db: Db, save: PushTokenSave): Promise<void> {
  await typedDb(db)
    .insertInto('push_tokens')
    .values({ user_id: save.userId, device_id: save.deviceId, token: save.token, os: save.os })
    .onConflict((oc) =>
      oc.columns(['user_id', 'device_id']).doUpdateSet((eb) => ({ token: eb.ref('excluded.token'), os: eb.ref('excluded.os'), updated_at: sql<Date>`now()` })),
    )
    .execute();
}

/** Removes the user's token on the device; another user's token on the same device stays. */
export async function pushTokenRemove(db: Db, userId: string, deviceId: string): Promise<number> {
  const rows = await typedDb(db).deleteFrom('push_tokens').where('user_id', '=', userId).where('device_id', '=', deviceId).returning('device_id').execute();
  return rows.length;
}

export interface PushDevice {
  readonly userId: string;
  readonly deviceId: string;
  readonly os: string;
  readonly updatedAt: string;
}

/** Development view: which devices have a token, without the tokens. */
export async function pushDevicesList(db: Db, deviceId: string | null): Promise<readonly PushDevice[]> {
  const rows = await typedDb(db)
    .selectFrom('push_tokens')
    .select(['user_id', 'device_id', 'os', 'updated_at'])
    .$if(deviceId !== null, (qb) => qb.where('device_id', '=', deviceId ?? ''))
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, deviceId: row.device_id, os: row.os, updatedAt: new Date(row.updated_at).toISOString() }));
}
