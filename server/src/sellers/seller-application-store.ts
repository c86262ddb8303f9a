import { randomBytes } from 'node:crypto';
import { notificationAdd } from '../notifications/notification-store.js';
import {
  SellerApplicationDraftSchema,
  sellerApplicationShop,
  type SellerApplicationDraft,
  type ShopApplicationDetail,
  type ShopApplicationQueueStatus,
  type ShopApplicationStatus,
  type ShopApplicationSummary,
} from '@modavi/core';
import type { Db } from '../db/db.js';

/** ISO times as every answer of the API writes them. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface ApplicationRow {
  id: string;
  user_id: string;
  status: ShopApplicationStatus;
  form: unknown;
  reject_reason: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  shop_id: string | null;
}

const COLUMNS = `id, user_id, status, form, reject_reason, ${iso('submitted_at')} AS submitted_at, ${iso('decided_at')} AS decided_at, shop_id`;

// A form stored by an earlier version may hold what the schema no longer takes: read it leniently.
const formOf = (value: unknown): SellerApplicationDraft => {
  const parsed = SellerApplicationDraftSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : {};
};

const detailOf = (row: ApplicationRow): ShopApplicationDetail => ({
  _id: row.id,
  user_id: row.user_id,
  status: row.status,
  form: formOf(row.form),
  reject_reason: row.reject_reason,
  submitted_at: row.submitted_at,
  decided_at: row.decided_at,
  shop_id: row.shop_id,
});

/** The account's application, if it ever started one; `forUpdate` locks it for the transaction. */
export async function applicationOfUser(db: Db, userId: string, forUpdate = false): Promise<ShopApplicationDetail | null> {
  const [row] = await db.query<ApplicationRow>(`SELECT ${COLUMNS} FROM shop_applications WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
    userId,
  ]);
  return row ? detailOf(row) : null;
}

export async function applicationById(db: Db, id: string, forUpdate = false): Promise<ShopApplicationDetail | null> {
  const [row] = await db.query<ApplicationRow>(`SELECT ${COLUMNS} FROM shop_applications WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ? detailOf(row) : null;
}

/**
 * Writes the account's form with `status` (a draft save keeps 'draft', or a rejected
 * application's status until it is sent again; a submission sets pending_approval and its time).
 */
export async function applicationWrite(
  db: Db,
  userId: string,
  form: SellerApplicationDraft,
  status: ShopApplicationStatus,
  submitted: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO shop_applications (id, user_id, status, form, submitted_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, CASE WHEN $5 THEN now() END, now())
     ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, form = EXCLUDED.form, updated_at = now(),
       submitted_at = CASE WHEN $5 THEN now() ELSE shop_applications.submitted_at END,
       reject_reason = CASE WHEN $5 THEN NULL ELSE shop_applications.reject_reason END,
       decided_at = CASE WHEN $5 THEN NULL ELSE shop_applications.decided_at END`,
    [randomBytes(12).toString('hex'), userId, status, JSON.stringify(form), submitted],
  );
}

export interface QueueQuery {
  readonly status: ShopApplicationQueueStatus;
  readonly page: number;
  readonly limit: number;
  readonly q: string;
}

/** The admin's queue: one status, oldest submission first (the first to answer), store name search. */
export async function applicationQueue(db: Db, query: QueueQuery): Promise<{ items: ShopApplicationSummary[]; total: number }> {
  const where = `status = $1 AND ($2 = '' OR form->>'store_name' ILIKE '%' || $2 || '%')`;
  const pattern = query.q.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db.query<ApplicationRow & { store_name: string | null; full_name: string | null }>(
    `SELECT ${COLUMNS}, form->>'store_name' AS store_name, form->>'full_name' AS full_name FROM shop_applications
      WHERE ${where} ORDER BY submitted_at ${query.status === 'pending_approval' ? 'ASC' : 'DESC'}, id LIMIT $3 OFFSET $4`,
    [query.status, pattern, query.limit, (query.page - 1) * query.limit],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shop_applications WHERE ${where}`, [query.status, pattern]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      store_name: row.store_name ?? '',
      full_name: row.full_name ?? '',
      status: row.status,
      submitted_at: row.submitted_at,
      decided_at: row.decided_at,
    })),
    total: count?.n ?? 0,
  };
}

/**
 * Approval (one transaction with the caller): the shop, with what the registration carries into
 * its information (name, description, pickup address: core's sellerApplicationShop), the seller
 * role, the decision.
 */
export async function applicationApprove(tx: Db, application: ShopApplicationDetail): Promise<void> {
  const shopId = randomBytes(12).toString('hex');
  const shop = sellerApplicationShop(application.form, application._id);
  await tx.query(`INSERT INTO shops (id, name, description, address, country, owner_user_id) VALUES ($1, $2, $3, $4::jsonb, 'VN', $5)`, [
    shopId,
    shop.name,
    shop.description,
    JSON.stringify(shop.address),
    application.user_id,
  ]);
  await tx.query(`UPDATE users SET roles = CASE WHEN 'seller' = ANY (roles) THEN roles ELSE roles || ARRAY['seller']::text[] END WHERE id = $1`, [
    application.user_id,
  ]);
  await tx.query(
    `UPDATE shop_applications SET status = 'approved', shop_id = $2, decided_at = now(), reject_reason = NULL, updated_at = now() WHERE id = $1`,
    [application._id, shopId],
  );
  // Spec 4 names "shop approved" and "seller signup approved": here one decision opens the shop
  // and makes the account a seller, so it is told once, as the shop's approval (it leads to the
  // seller centre either way).
  await notificationAdd(tx, { userId: application.user_id, type: 'shop_approved', data: { shop: shop.name } });
}

export async function applicationReject(db: Db, id: string, reason: string): Promise<void> {
  const rows = await db.query<{ user_id: string; store_name: string | null }>(
    `UPDATE shop_applications SET status = 'rejected', reject_reason = $2, decided_at = now(), updated_at = now() WHERE id = $1
     RETURNING user_id, form->>'store_name' AS store_name`,
    [id, reason],
  );
  const [rejected] = rows;
  if (rejected) await notificationAdd(db, { userId: rejected.user_id, type: 'shop_rejected', data: { shop: rejected.store_name ?? '', reason } });
}
