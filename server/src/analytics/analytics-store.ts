import type { AnalyticsBatch, AnalyticsRecord } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { Session } from '../sessions/session-store.js';

/** Records a batch for the session's owner; an event id already stored for them is skipped. Answers how many were new. */
export async function analyticsRecord(db: Db, session: Session, batch: AnalyticsBatch, deviceId: string | null, clientKey: string | null = null): Promise<number> {
  const rows = await db.query<{ event_id: string }>(
    `INSERT INTO analytics_events (owner_id, owner_kind, event_id, name, object_id, value, quantity, occurred_at, device_id, client_key)
     SELECT $1, $2, e.event_id, e.name, e.object_id, e.value, e.quantity, to_timestamp(e.occurred_at::float8 / 1000), $4, $5
     FROM jsonb_to_recordset($3::jsonb) AS e(event_id text, name text, object_id text, value bigint, quantity integer, occurred_at bigint)
     ON CONFLICT (owner_id, event_id) DO NOTHING RETURNING event_id`,
    [session.ownerId, session.kind, JSON.stringify(batch.events), deviceId, clientKey],
  );
  return rows.length;
}

export interface AnalyticsQuery {
  readonly name: string | null;
  readonly objectId: string | null;
  readonly limit: number;
}

/** Recorded events, newest first (development endpoint). */
export async function analyticsList(db: Db, query: AnalyticsQuery): Promise<AnalyticsRecord[]> {
  const rows = await db.query<{
    event_id: string;
    name: AnalyticsRecord['name'];
    object_id: string;
    value: string | null;
    quantity: number | null;
    occurred_ms: number;
    owner_kind: AnalyticsRecord['owner_kind'];
  }>(
    `SELECT event_id, name, object_id, value, quantity, owner_kind, (extract(epoch FROM occurred_at) * 1000)::float8 AS occurred_ms
     FROM analytics_events WHERE ($1::text IS NULL OR name = $1) AND ($2::text IS NULL OR object_id = $2)
     ORDER BY received_seq DESC LIMIT $3`,
    [query.name, query.objectId, query.limit],
  );
  return rows.map((row) => ({
    event_id: row.event_id,
    name: row.name,
    object_id: row.object_id,
    value: row.value === null ? null : Number(row.value),
    quantity: row.quantity,
    occurred_at: Math.round(row.occurred_ms),
    owner_kind: row.owner_kind,
  }));
}
