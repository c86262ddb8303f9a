import type { Db } from '../db/db.js';

export interface PushTokenSave {
  readonly userId: string;
  readonly deviceId: string;
  readonly token: string;
  readonly os: string;
}

/** One token per user and device: a newer one replaces the older (creation time kept). */
export async function pushTokenSave(db: Db, save: PushTokenSave): Promise<void> {
  await db.query(
    `INSERT INTO push_tokens (user_id, device_id, token, os) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_id) DO UPDATE SET token = EXCLUDED.token, os = EXCLUDED.os, updated_at = now()`,
    [save.userId, save.deviceId, save.token, save.os],
  );
}

/** Removes the user's token on the device; another user's token on the same device stays. */
export async function pushTokenRemove(db: Db, userId: string, deviceId: string): Promise<number> {
  const rows = await db.query<{ device_id: string }>(`DELETE FROM push_tokens WHERE user_id = $1 AND device_id = $2 RETURNING device_id`, [userId, deviceId]);
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
  const rows = await db.query<{ user_id: string; device_id: string; os: string; updated_at: Date | string }>(
    `SELECT user_id, device_id, os, updated_at FROM push_tokens WHERE $1::text IS NULL OR device_id = $1 ORDER BY updated_at DESC LIMIT 200`,
    [deviceId],
  );
  return rows.map((row) => ({ userId: row.user_id, deviceId: row.device_id, os: row.os, updatedAt: new Date(row.updated_at).toISOString() }));
}
