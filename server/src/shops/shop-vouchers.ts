import type { Voucher } from '@modavi/core';
import type { Db } from '../db/db.js';
import { vouchersListed } from '../checkout/voucher-rows.js';

/**
 * The vouchers a seller page shows: the shop's own, listed publicly, running or still to come
 * (the same visibility as the buyer's voucher list, without the ones meant for named users,
 * since the page is public). Null for an unknown shop.
 */
export async function shopVouchers(db: Db, shopId: string, now: number): Promise<Voucher[] | null> {
  const [shop] = await db.query<{ id: string }>('SELECT id FROM shops WHERE id = $1', [shopId]);
  if (!shop) return null;
  const listed = await vouchersListed(db, null, now);
  return listed.filter((voucher) => voucher.shop_id === shopId);
}
