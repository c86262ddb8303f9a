import { profileNameShown, type ShopCustomerOption } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';

/** The shop's customers: accounts that follow it or ordered from it (a guest has no account a voucher could name). */
const customers = (db: Db, shopId: string) =>
  typedDb(db)
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.phone', 'u.phone_verified_at'])
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('shop_follows as f').select(sql.lit(1).as('one')).where('f.shop_id', '=', shopId).whereRef('f.owner_id', '=', 'u.id')),
        eb.exists(
          eb
            .selectFrom('orders as o')
            .innerJoin('order_shops as p', 'p.order_id', 'o.id')
            .select(sql.lit(1).as('one'))
            .where('p.shop_id', '=', shopId)
            .where('o.owner_kind', '=', 'user')
            .whereRef('o.owner_id', '=', 'u.id'),
        ),
      ]),
    );

/** How many digits of a customer's proven phone the picker shows, to tell two of one name apart. */
const PHONE_TAIL_DIGITS = 3;

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customers>['execute']>>[number];

const optionOf = (row: CustomerRow): ShopCustomerOption => {
  const digits = (row.phone ?? '').replace(/\D/g, '');
  return {
    _id: row.id,
    // Masked as every name shown to someone else is: the seller learns who to reward, not a follower's full name.
    name: profileNameShown(row.name, false),
    phone_tail: row.phone_verified_at && digits.length >= PHONE_TAIL_DIGITS ? digits.slice(-PHONE_TAIL_DIGITS) : null,
  };
};

/** The shop's customers whose name holds `q`, or those of `ids`, at most `limit`, by name. */
export async function shopCustomerOptions(db: Db, shopId: string, q: string, ids: readonly string[] | null, limit: number): Promise<ShopCustomerOption[]> {
  let query = customers(db, shopId);
  if (ids !== null) query = query.where((eb) => eb('u.id', '=', eb.fn.any(sql<string[]>`${[...ids]}::text[]`)));
  else if (q !== '') query = query.where('u.name', 'ilike', likePattern(q));
  const rows = await query
    .orderBy('u.name')
    .orderBy('u.id')
    .$if(ids === null, (qb) => qb.limit(limit))
    .execute();
  return rows.map(optionOf);
}

/** Whether every id is a customer of the shop: a voucher for chosen users names only the shop's own. */
export async function customersOfShop(db: Db, shopId: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  return (await shopCustomerOptions(db, shopId, '', unique, unique.length)).length === unique.length;
}
