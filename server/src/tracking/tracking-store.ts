import type { TrackingSession } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { Session } from '../sessions/session-store.js';
import { msTime } from '../db/time-sql.js';

/**
 * Stores sessions for the caller's session owner, each with its events, in one transaction; a
 * session's user is the owner's account (none for a guest), whatever the client wrote, and its
 * `clientKey` the pseudonymous place it came from (clientKeyOf).
 * A session id already stored for the owner is skipped whole (a retried send after a lost
 * answer): ended sessions never change, so the first copy is the session. Answers how many were new.
 */
export async function trackingSessionsRecord(db: Db, owner: Session, sessions: readonly TrackingSession[], clientKey: string | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    const typed = typedDb(tx);
    let stored = 0;
    for (const session of sessions) {
      const inserted = await typed
        .insertInto('tracking_sessions')
        .values({
          owner_id: owner.ownerId,
          owner_kind: owner.kind,
          session_id: session.session_id,
          user_id: owner.kind === 'user' ? owner.ownerId : null,
          started_at: msTime(session.started_at),
          ended_at: sql<Date | null>`to_timestamp(${session.ended_at ?? null}::float8 / 1000)`,
          os_version: session.os_version,
          device_id: session.device_id,
          app_version: session.app_version,
          area: session.area,
          language: session.language,
          conversion_status: session.conversion_status,
          client_key: clientKey,
        })
        .onConflict((oc) => oc.columns(['owner_id', 'session_id']).doNothing())
        .returning('session_id')
        .execute();
      if (inserted.length === 0) continue;
      stored += 1;
      const events = JSON.stringify(
        session.events.map((event, position) => ({
          ...event,
          position,
          object_id: event.object_id ?? null,
          metadata: event.metadata ?? null,
        })),
      );
      // One statement for all the session's events: the rows come from the JSON array as a record set.
      await typed
        .insertInto('tracking_events')
        .columns(['owner_id', 'session_id', 'position', 'event_id', 'type', 'occurred_at', 'object_id', 'metadata'])
        .expression(
          sql`SELECT ${owner.ownerId}, ${session.session_id}, e.position, e.event_id, e.type, to_timestamp(e.timestamp::float8 / 1000), e.object_id, e.metadata
            FROM jsonb_to_recordset(${events}::jsonb) AS e(position integer, event_id text, type text, timestamp float8, object_id text, metadata jsonb)`,
        )
        .execute();
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
  const rows = await typedDb(db)
    .selectFrom('tracking_sessions as s')
    .select((eb) => [
      's.owner_id',
      's.owner_kind',
      's.session_id',
      's.user_id',
      's.os_version',
      's.device_id',
      's.app_version',
      's.area',
      's.language',
      's.conversion_status',
      sql<number>`(extract(epoch FROM s.started_at) * 1000)::float8`.as('started_ms'),
      sql<number | null>`(extract(epoch FROM s.ended_at) * 1000)::float8`.as('ended_ms'),
      eb
        .selectFrom('tracking_events as e')
        .select(
          sql<TrackingSession['events'] | null>`jsonb_agg(jsonb_build_object('event_id', e.event_id, 'type', e.type,
            'timestamp', round(extract(epoch FROM e.occurred_at) * 1000), 'object_id', e.object_id, 'metadata', e.metadata) ORDER BY e.position)`.as('events'),
        )
        .whereRef('e.owner_id', '=', 's.owner_id')
        .whereRef('e.session_id', '=', 's.session_id')
        .as('events'),
    ])
    .$call((qb) => (deviceId === null ? qb : qb.where('s.device_id', '=', deviceId)))
    .orderBy('s.received_seq', 'desc')
    .limit(limit)
    .execute();
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
