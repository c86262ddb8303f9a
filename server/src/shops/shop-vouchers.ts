import type { Voucher } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { vouchersListed } from '../checkout/voucher-rows.js';

/**
 * The vouchers a seller page shows: the shop's own, listed publicly, running or still to come
 * (the same visibility as the buyer's voucher list, without the ones meant for named users,
 * since the page is public). Null for an unknown shop.
 */
export async function shopVouchers(db: Db, shopId: string, now: number): Promise<Voucher[] | null> {
  const shop = await typedDb(db).selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) return null;
  const listed = await vouchersListed(db, null, now);
  return listed.filter((voucher) => voucher.shop_id === shopId);
}
