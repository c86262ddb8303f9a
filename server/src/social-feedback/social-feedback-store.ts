import { randomBytes } from 'node:crypto';
import {
  SOCIAL_FEEDBACK_SEND_POLICY,
  type SocialFeedback,
  type SocialFeedbackItem,
  type SocialFeedbackStatus,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import type { Session } from '../sessions/session-store.js';

interface FeedbackRow {
  id: string;
  owner_id: string;
  organisation_name: string;
  decision_number: string;
  email: string;
  content: string;
  images: string[];
  status: SocialFeedbackStatus;
  created_ms: number;
}

const COLUMNS = `id, owner_id, organisation_name, decision_number, email, content, images, status,
  (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`;

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
  const [row] = await db.query<{ owner: number; address: number }>(
    `SELECT count(*) FILTER (WHERE owner_id = $1)::int AS owner, count(*) FILTER (WHERE client_address = $2)::int AS address
     FROM social_feedback
     WHERE (owner_id = $1 OR client_address = $2) AND created_at > now() - make_interval(hours => $3)`,
    [ownerId, address, SOCIAL_FEEDBACK_SEND_POLICY.windowHours],
  );
  return { owner: row?.owner ?? 0, address: row?.address ?? 0 };
}

/** Stores a checked feedback for its sender; answers it as the sender's list shows it. */
export async function socialFeedbackInsert(db: Db, owner: Session, feedback: SocialFeedback, address: string): Promise<SocialFeedbackItem> {
  const id = randomBytes(12).toString('hex');
  const [row] = await db.query<FeedbackRow>(
    `INSERT INTO social_feedback (id, owner_id, owner_kind, organisation_name, decision_number, email, content, images, client_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING ${COLUMNS}`,
    [id, owner.ownerId, owner.kind, feedback.organisation_name, feedback.decision_number, feedback.email, feedback.content, JSON.stringify(feedback.images), address],
  );
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
  const [rows, [count]] = await Promise.all([
    db.query<FeedbackRow>(
      `SELECT ${COLUMNS} FROM social_feedback WHERE ($1::text IS NULL OR status = $1) ORDER BY seq DESC LIMIT $2 OFFSET $3`,
      [status, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM social_feedback WHERE ($1::text IS NULL OR status = $1)`, [status]),
  ]);
  return { items: rows.map((row) => itemOf(row, query.ownerId)), total: count?.total ?? 0 };
}

/** Moves a feedback to `status`; null when there is no such feedback. */
export async function socialFeedbackStatusSet(db: Db, id: string, status: SocialFeedbackStatus): Promise<SocialFeedbackItem | null> {
  const [row] = await db.query<FeedbackRow>(
    `UPDATE social_feedback SET status = $2, status_changed_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status],
  );
  return row ? itemOf(row, null) : null;
}
