import type { AnalyticsBatch, AnalyticsRecord } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { Session } from '../sessions/session-store.js';

/** Records a batch for the session's owner; an event id already stored for them is skipped. Answers how many were new. */
export async function analyticsRecord(db: Db, session: Session, batch: AnalyticsBatch, deviceId: string | null, clientKey: string | null = null): Promise<number> {
  // The batch arrives as one jsonb parameter, read back as rows (jsonb_to_recordset).
  const events = sql<{ event_id: string; name: string; object_id: string; value: number | null; quantity: number | null; occurred_at: number }>`jsonb_to_recordset(${JSON.stringify(batch.events)}::jsonb)`.as<'e'>(
    sql`e(event_id text, name text, object_id text, value bigint, quantity integer, occurred_at bigint)`,
  );
  const rows = await typedDb(db)
    .insertInto('analytics_events')
    .columns(['owner_id', 'owner_kind', 'event_id', 'name', 'object_id', 'value', 'quantity', 'occurred_at', 'device_id', 'client_key'])
    .expression((eb) =>
      eb
        .selectFrom(events)
        .select([
          sql<string>`${session.ownerId}`.as('owner_id'),
          sql<string>`${session.kind}`.as('owner_kind'),
          'e.event_id',
          'e.name',
          'e.object_id',
          'e.value',
          'e.quantity',
          sql<Date>`to_timestamp(e.occurred_at::float8 / 1000)`.as('occurred_at'),
          sql<string | null>`${deviceId}`.as('device_id'),
          sql<string | null>`${clientKey}`.as('client_key'),
        ]),
    )
    .onConflict((oc) => oc.columns(['owner_id', 'event_id']).doNothing())
    .returning('event_id')
    .execute();
  return rows.length;
}

export interface AnalyticsQuery {
  readonly name: string | null;
  readonly objectId: string | null;
  readonly limit: number;
}

/** Recorded events, newest first (development endpoint). */
export async function analyticsList(db: Db, query: AnalyticsQuery): Promise<AnalyticsRecord[]> {
  const { name, objectId } = query;
  const rows = await typedDb(db)
    .selectFrom('analytics_events')
    .select(['event_id', 'name', 'object_id', 'value', 'quantity', 'owner_kind', sql<number>`(extract(epoch FROM occurred_at) * 1000)::float8`.as('occurred_ms')])
    .$if(name !== null, (qb) => qb.where(sql<boolean>`name = ${name}`))
    .$if(objectId !== null, (qb) => qb.where('object_id', '=', objectId ?? ''))
    .orderBy('received_seq', 'desc')
    .limit(query.limit)
    .execute();
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
