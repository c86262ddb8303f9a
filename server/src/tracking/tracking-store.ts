import type { TrackingSession } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { Session } from '../sessions/session-store.js';

/**
 * Stores sessions for the caller's session owner, each with its events, in one transaction; a
 * session's user is the owner's account (none for a guest), whatever the client wrote, and its
 * `clientKey` the pseudonymous place it came from (clientKeyOf).
 * A session id already stored for the owner is skipped whole (a retried send after a lost
 * answer): ended sessions never change, so the first copy is the session. Answers how many were new.
 */
export async function trackingSessionsRecord(db: Db, owner: Session, sessions: readonly TrackingSession[], clientKey: string | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    let stored = 0;
    for (const session of sessions) {
      const inserted = await tx.query<{ session_id: string }>(
        `INSERT INTO tracking_sessions (owner_id, owner_kind, session_id, user_id, started_at, ended_at, os_version, device_id,
           app_version, area, language, conversion_status, client_key)
         VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000), to_timestamp($6::float8 / 1000), $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (owner_id, session_id) DO NOTHING RETURNING session_id`,
        [
          owner.ownerId,
          owner.kind,
          session.session_id,
          owner.kind === 'user' ? owner.ownerId : null,
          session.started_at,
          session.ended_at ?? null,
          session.os_version,
          session.device_id,
          session.app_version,
          session.area,
          session.language,
          session.conversion_status,
          clientKey,
        ],
      );
      if (inserted.length === 0) continue;
      stored += 1;
      await tx.query(
        `INSERT INTO tracking_events (owner_id, session_id, position, event_id, type, occurred_at, object_id, metadata)
         SELECT $1, $2, e.position, e.event_id, e.type, to_timestamp(e.timestamp::float8 / 1000), e.object_id, e.metadata
         FROM jsonb_to_recordset($3::jsonb) AS e(position integer, event_id text, type text, timestamp float8, object_id text, metadata jsonb)`,
        [
          owner.ownerId,
          session.session_id,
          JSON.stringify(
            session.events.map((event, position) => ({
              ...event,
              position,
              object_id: event.object_id ?? null,
              metadata: event.metadata ?? null,
            })),
          ),
        ],
      );
    }
    return stored;
  });
}

/** A stored session as the development list shows it (times in epoch milliseconds). */
export interface TrackingSessionStored extends TrackingSession {
  readonly owner_kind: string;
}

/** The sessions stored, newest first, optionally of one device (development endpoint). */
export async function trackingSessionsList(db: Db, deviceId: string | null, limit: number): Promise<TrackingSessionStored[]> {
  const rows = await db.query<{
    owner_id: string;
    owner_kind: string;
    session_id: string;
    user_id: string | null;
    started_ms: number;
    ended_ms: number | null;
    os_version: string;
    device_id: string;
    app_version: string;
    area: string;
    language: string;
    conversion_status: TrackingSession['conversion_status'];
    events: TrackingSession['events'] | null;
  }>(
    `SELECT s.owner_id, s.owner_kind, s.session_id, s.user_id, s.os_version, s.device_id, s.app_version, s.area, s.language,
       s.conversion_status, (extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms,
       (extract(epoch FROM s.ended_at) * 1000)::float8 AS ended_ms,
       (SELECT jsonb_agg(jsonb_build_object('event_id', e.event_id, 'type', e.type,
          'timestamp', round(extract(epoch FROM e.occurred_at) * 1000), 'object_id', e.object_id, 'metadata', e.metadata) ORDER BY e.position)
        FROM tracking_events e WHERE e.owner_id = s.owner_id AND e.session_id = s.session_id) AS events
     FROM tracking_sessions s WHERE ($1::text IS NULL OR s.device_id = $1)
     ORDER BY s.received_seq DESC LIMIT $2`,
    [deviceId, limit],
  );
  return rows.map((row) => ({
    session_id: row.session_id,
    user_id: row.user_id,
    started_at: Math.round(row.started_ms),
    ended_at: row.ended_ms === null ? null : Math.round(row.ended_ms),
    os_version: row.os_version,
    device_id: row.device_id,
    app_version: row.app_version,
    area: row.area,
    language: row.language,
    events: (row.events ?? []).map((event) => ({
      ...event,
      timestamp: Number(event.timestamp),
    })),
    conversion_status: row.conversion_status,
    owner_kind: row.owner_kind,
  }));
}
