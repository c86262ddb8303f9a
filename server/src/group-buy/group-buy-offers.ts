import { groupBuyOfferActive, type GroupBuyOffer, type GroupBuyOfferForm } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs, msTime } from '../db/time-sql.js';

/** A query over offers as `o`. */
type OfferTables = DB & { o: DB['group_buy_offers'] };

const offerColumns = (eb: ExpressionBuilder<OfferTables, 'o'>) =>
  [
    'o.product_id',
    'o.enabled',
    'o.group_price',
    'o.goal',
    'o.duration_hours',
    epochMs(eb.ref('o.starts_at')).as('starts_ms'),
    epochMs(eb.ref('o.ends_at')).as('ends_ms'),
  ] as const;

const offersSelect = (db: Db) => typedDb(db).selectFrom('group_buy_offers as o').select(offerColumns);

type OfferRow = Awaited<ReturnType<ReturnType<typeof offersSelect>['executeTakeFirstOrThrow']>>;

const offerOf = (row: OfferRow): GroupBuyOffer => ({
  product_id: row.product_id,
  enabled: row.enabled,
  group_price: row.group_price,
  goal: row.goal,
  duration_hours: row.duration_hours,
  starts_at: row.starts_ms === null ? null : Math.round(row.starts_ms),
  ends_at: row.ends_ms === null ? null : Math.round(row.ends_ms),
});

/** A product's set-up, whatever its state (the seller's view). */
export async function offerGet(db: Db, productId: string): Promise<GroupBuyOffer | null> {
  const row = await offersSelect(db).where('o.product_id', '=', productId).executeTakeFirst();
  return row ? offerOf(row) : null;
}

/** The offer buyers can use now: set up, enabled, in its period, of a listed product; with its shop and the shop's owner. */
export async function offerActiveFor(db: Db, productId: string, now: number): Promise<(GroupBuyOffer & { shopId: string; ownerId: string | null }) | null> {
  const row = await typedDb(db)
    .selectFrom('group_buy_offers as o')
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'o.product_id').on('p.listed', '=', true))
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select((eb) => [...offerColumns(eb), 'p.shop_id', 's.owner_user_id'])
    .where('o.product_id', '=', productId)
    .executeTakeFirst();
  if (!row) return null;
  const offer = offerOf(row);
  return groupBuyOfferActive(offer, now) ? { ...offer, shopId: row.shop_id, ownerId: row.owner_user_id } : null;
}

/** Every price a buyer could pay for the product now: its own sale price and each variant's (the group price must be below all). */
export async function salePricesOf(db: Db, productId: string): Promise<number[]> {
  const typed = typedDb(db);
  const rows = await typed
    .selectFrom('products')
    .select('sale_price')
    .where('id', '=', productId)
    .unionAll(typed.selectFrom('variants').select('sale_price').where('product_id', '=', productId))
    .execute();
  return rows.map((row) => row.sale_price);
}

/** Writes a product's set-up (one per product); running rooms keep the terms they were opened with. */
export async function offerSave(db: Db, productId: string, shopId: string, form: GroupBuyOfferForm, now: number): Promise<void> {
  const at = (ms: number | null) => sql<Date | null>`to_timestamp(${ms}::float8 / 1000)`;
  await typedDb(db)
    .insertInto('group_buy_offers')
    .values({
      product_id: productId,
      shop_id: shopId,
      enabled: form.enabled,
      group_price: form.group_price,
      goal: form.goal,
      duration_hours: form.duration_hours,
      starts_at: at(form.starts_at),
      ends_at: at(form.ends_at),
      updated_at: msTime(now),
    })
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        group_price: eb.ref('excluded.group_price'),
        goal: eb.ref('excluded.goal'),
        duration_hours: eb.ref('excluded.duration_hours'),
        starts_at: eb.ref('excluded.starts_at'),
        ends_at: eb.ref('excluded.ends_at'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** How many of the product's rooms are in each state (the seller's summary). */
export async function roomCounts(db: Db, productId: string): Promise<{ open: number; completed: number; cancelled: number }> {
  const rows = await typedDb(db)
    .selectFrom('group_buy_rooms')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('product_id', '=', productId)
    .groupBy('status')
    .execute();
  const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { open: count('open'), completed: count('completed'), cancelled: count('cancelled') };
}
