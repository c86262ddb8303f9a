import { profileNameShown, type ShopCustomerOption } from '@modavi/core';
import type { Db } from '../db/db.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';

/** The shop's customers: accounts that follow it or ordered from it (a guest has no account a voucher could name). */
const CUSTOMERS_SQL = `SELECT u.id, u.name, u.phone, u.phone_verified_at FROM users u
  WHERE u.deleted_at IS NULL AND (
    EXISTS (SELECT 1 FROM shop_follows f WHERE f.shop_id = $1 AND f.owner_id = u.id)
    OR EXISTS (SELECT 1 FROM orders o JOIN order_shops p ON p.order_id = o.id WHERE p.shop_id = $1 AND o.owner_kind = 'user' AND o.owner_id = u.id))`;

/** How many digits of a customer's proven phone the picker shows, to tell two of one name apart. */
const PHONE_TAIL_DIGITS = 3;

interface CustomerRow {
  readonly id: string;
  readonly name: string;
  readonly phone: string | null;
  readonly phone_verified_at: string | null;
}

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
  const rows =
    ids === null
      ? await db.query<CustomerRow>(`${CUSTOMERS_SQL} AND ($2 = '' OR u.name ILIKE $3) ORDER BY u.name, u.id LIMIT $4`, [shopId, q, likePattern(q), limit])
      : await db.query<CustomerRow>(`${CUSTOMERS_SQL} AND u.id = ANY($2::text[]) ORDER BY u.name, u.id`, [shopId, [...ids]]);
  return rows.map(optionOf);
}

/** Whether every id is a customer of the shop: a voucher for chosen users names only the shop's own. */
export async function customersOfShop(db: Db, shopId: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  return (await shopCustomerOptions(db, shopId, '', unique, unique.length)).length === unique.length;
}
