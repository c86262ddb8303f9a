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
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { isoTime } from '../db/time-sql.js';

const applicationColumns = (eb: ExpressionBuilder<DB, 'shop_applications'>) =>
  [
    'shop_applications.id',
    'shop_applications.user_id',
    'shop_applications.status',
    'shop_applications.form',
    'shop_applications.reject_reason',
    isoTime(eb.ref('shop_applications.submitted_at')).as('submitted_at'),
    isoTime(eb.ref('shop_applications.decided_at')).as('decided_at'),
    'shop_applications.shop_id',
  ] as const;

type ApplicationRow = Awaited<ReturnType<typeof applicationSelect>>[number];

const applicationSelect = (db: Db, key: 'user_id' | 'id', value: string, forUpdate: boolean) => {
  const query = typedDb(db).selectFrom('shop_applications').select(applicationColumns).where(`shop_applications.${key}`, '=', value);
  return (forUpdate ? query.forUpdate() : query).execute();
};

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
  const [row] = await applicationSelect(db, 'user_id', userId, forUpdate);
  return row ? detailOf(row) : null;
}

export async function applicationById(db: Db, id: string, forUpdate = false): Promise<ShopApplicationDetail | null> {
  const [row] = await applicationSelect(db, 'id', id, forUpdate);
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
  await typedDb(db)
    .insertInto('shop_applications')
    .values({
      id: randomBytes(12).toString('hex'),
      user_id: userId,
      status,
      form: JSON.stringify(form),
      submitted_at: submitted ? sql<Date>`now()` : null,
      updated_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        form: eb.ref('excluded.form'),
        updated_at: sql<Date>`now()`,
        ...(submitted ? { submitted_at: sql<Date>`now()`, reject_reason: null, decided_at: null } : {}),
      })),
    )
    .execute();
}

export interface QueueQuery {
  readonly status: ShopApplicationQueueStatus;
  readonly page: number;
  readonly limit: number;
  readonly q: string;
}

/** The admin's queue: one status, oldest submission first (the first to answer), store name search. */
export async function applicationQueue(db: Db, query: QueueQuery): Promise<{ items: ShopApplicationSummary[]; total: number }> {
  const pattern = query.q.replace(/[\\%_]/g, (char) => `\\${char}`);
  const queued = (eb: ExpressionBuilder<DB, 'shop_applications'>) =>
    eb.and([
      eb('shop_applications.status', '=', query.status),
      ...(query.q === '' ? [] : [eb(sql<string>`${eb.ref('shop_applications.form')}->>'store_name'`, 'ilike', sql<string>`'%' || ${pattern} || '%'`)]),
    ]);
  const typed = typedDb(db);
  const rows = await typed
    .selectFrom('shop_applications')
    .select((eb) => [
      ...applicationColumns(eb),
      sql<string | null>`${eb.ref('shop_applications.form')}->>'store_name'`.as('store_name'),
      sql<string | null>`${eb.ref('shop_applications.form')}->>'full_name'`.as('full_name'),
    ])
    .where(queued)
    .orderBy('shop_applications.submitted_at', query.status === 'pending_approval' ? 'asc' : 'desc')
    .orderBy('shop_applications.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const count = await typed.selectFrom('shop_applications').select(sql<number>`count(*)::int`.as('n')).where(queued).executeTakeFirst();
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
  const typed = typedDb(tx);
  await typed
    .insertInto('shops')
    .values({ id: shopId, name: shop.name, description: shop.description, address: JSON.stringify(shop.address), country: 'VN', owner_user_id: application.user_id })
    .execute();
  await typed
    .updateTable('users')
    .set((eb) => ({ roles: sql<string[]>`CASE WHEN 'seller' = ANY (${eb.ref('roles')}) THEN ${eb.ref('roles')} ELSE ${eb.ref('roles')} || ARRAY['seller']::text[] END` }))
    .where('id', '=', application.user_id)
    .execute();
  await typed
    .updateTable('shop_applications')
    .set({ status: 'approved', shop_id: shopId, decided_at: sql<Date>`now()`, reject_reason: null, updated_at: sql<Date>`now()` })
    .where('id', '=', application._id)
    .execute();
  // Spec 4 names "shop approved" and "seller signup approved": here one decision opens the shop
  // and makes the account a seller, so it is told once, as the shop's approval (it leads to the
  // seller centre either way).
  await notificationAdd(tx, { userId: application.user_id, type: 'shop_approved', data: { shop: shop.name } });
}

export async function applicationReject(db: Db, id: string, reason: string): Promise<void> {
  const rows = await typedDb(db)
    .updateTable('shop_applications')
    .set({ status: 'rejected', reject_reason: reason, decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning((eb) => ['user_id', sql<string | null>`${eb.ref('form')}->>'store_name'`.as('store_name')])
    .execute();
  const [rejected] = rows;
  if (rejected) await notificationAdd(db, { userId: rejected.user_id, type: 'shop_rejected', data: { shop: rejected.store_name ?? '', reason } });
}
