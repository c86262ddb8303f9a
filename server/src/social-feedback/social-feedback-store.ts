import { randomBytes } from 'node:crypto';
import {
  SOCIAL_FEEDBACK_SEND_POLICY,
  type SocialFeedback,
  type SocialFeedbackItem,
  type SocialFeedbackStatus,
} from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import type { Session } from '../sessions/session-store.js';
import { epochMs } from '../db/time-sql.js';

const columns = (eb: ExpressionBuilder<DB, 'social_feedback'>) =>
  [
    'id',
    'owner_id',
    'organisation_name',
    'decision_number',
    'email',
    'content',
    'images',
    'status',
    epochMs(eb.ref('created_at')).as('created_ms'),
  ] as const;

const feedbackSelect = (db: Db) => typedDb(db).selectFrom('social_feedback').select(columns);

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof feedbackSelect>['executeTakeFirstOrThrow']>>;

/** A row as a list item; `mine` when the caller (its session owner, if any) sent it. Emails whole: the caller masks. */
const itemOf = (row: FeedbackRow, ownerId: string | null): SocialFeedbackItem => ({
  _id: row.id,
  organisation_name: row.organisation_name,
  decision_number: row.decision_number,
  email: row.email,
  content: row.content,
  images: row.images,
  status: row.status,
  created_at: Math.round(Number(row.created_ms)),
  mine: ownerId !== null && row.owner_id === ownerId,
});

/** How many feedbacks this owner and this address sent in the policy's window. */
export async function socialFeedbackRecentCounts(db: Db, ownerId: string, address: string): Promise<{ owner: number; address: number }> {
  const row = await typedDb(db)
    .selectFrom('social_feedback')
    .select([
      sql<number>`count(*) FILTER (WHERE owner_id = ${ownerId})::int`.as('owner'),
      sql<number>`count(*) FILTER (WHERE client_address = ${address})::int`.as('address'),
    ])
    .where((eb) => eb.or([eb('owner_id', '=', ownerId), eb('client_address', '=', address)]))
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${SOCIAL_FEEDBACK_SEND_POLICY.windowHours})`)
    .executeTakeFirst();
  return { owner: row?.owner ?? 0, address: row?.address ?? 0 };
}

/** Stores a checked feedback for its sender; answers it as the sender's list shows it. */
export async function socialFeedbackInsert(db: Db, owner: Session, feedback: SocialFeedback, address: string): Promise<SocialFeedbackItem> {
  const id = randomBytes(12).toString('hex');
  const row = await typedDb(db)
    .insertInto('social_feedback')
    .values({
      id,
      owner_id: owner.ownerId,
      owner_kind: owner.kind,
      organisation_name: feedback.organisation_name,
      decision_number: feedback.decision_number,
      email: feedback.email,
      content: feedback.content,
      images: JSON.stringify(feedback.images),
      client_address: address,
    })
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new Error('social_feedback insert returned no row');
  return itemOf(row, owner.ownerId);
}

export interface FeedbackPageQuery {
  readonly page: number;
  readonly limit: number;
  /** The admin's filter; every status when absent. */
  readonly status?: SocialFeedbackStatus | undefined;
  /** Whose `mine` it is (the caller's session owner); null for the admin. */
  readonly ownerId: string | null;
}

/** A page of feedbacks, newest first, with the total. Emails whole. */
export async function socialFeedbackPage(db: Db, query: FeedbackPageQuery): Promise<{ items: SocialFeedbackItem[]; total: number }> {
  const status = query.status ?? null;
  const [rows, count] = await Promise.all([
    feedbackSelect(db)
      .$if(status !== null, (qb) => qb.where('status', '=', status ?? 'received'))
      .orderBy('seq', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    typedDb(db)
      .selectFrom('social_feedback')
      .select(sql<number>`count(*)::int`.as('total'))
      .$if(status !== null, (qb) => qb.where('status', '=', status ?? 'received'))
      .executeTakeFirst(),
  ]);
  return { items: rows.map((row) => itemOf(row, query.ownerId)), total: count?.total ?? 0 };
}

/** Moves a feedback to `status`; null when there is no such feedback. */
export async function socialFeedbackStatusSet(db: Db, id: string, status: SocialFeedbackStatus): Promise<SocialFeedbackItem | null> {
  const row = await typedDb(db)
    .updateTable('social_feedback')
    .set({ status, status_changed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? itemOf(row, null) : null;
}
