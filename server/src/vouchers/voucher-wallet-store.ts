import {
  voucherSaveCheck,
  voucherStatus,
  voucherUsesLeft,
  voucherWalletUsable,
  type Voucher,
  type VoucherCatalogueEntry,
  type VoucherSaveCode,
  type VoucherWalletEntry,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { buyerFirstPurchase } from '../checkout/first-purchase.js';
import { voucherUsage, vouchersByCode, vouchersListed } from '../checkout/voucher-rows.js';
import { msTime } from '../db/time-sql.js';

/** How many buyers saved each voucher. */
async function saveCounts(db: Db, voucherIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await typedDb(db)
    .selectFrom('voucher_saves')
    .select(['voucher_id', sql<number>`count(*)::int`.as('saves')])
    .where('voucher_id', '=', sql<string>`ANY(${[...voucherIds]}::text[])`)
    .groupBy('voucher_id')
    .execute();
  return new Map(rows.map((row) => [row.voucher_id, row.saves]));
}

/**
 * The vouchers of /khuyen-mai: listed publicly, running or upcoming, meant for everyone or this
 * account (checkout's vouchersListed), with the saves left and whether this buyer saved each.
 */
export async function voucherCatalogue(db: Db, userId: string | null, now: number): Promise<VoucherCatalogueEntry[]> {
  const vouchers = await vouchersListed(db, userId, now);
  const ids = vouchers.map((voucher) => voucher._id);
  const counts = await saveCounts(db, ids);
  const mine = userId
    ? new Set((await typedDb(db).selectFrom('voucher_saves').select('voucher_id').where('owner_id', '=', userId).execute()).map((row) => row.voucher_id))
    : new Set<string>();
  return vouchers.map((voucher) => ({
    voucher,
    status: voucherStatus(voucher, now),
    saves_left: Math.max(0, voucher.saveable_count - (counts.get(voucher._id) ?? 0)),
    saved: mine.has(voucher._id),
  }));
}

/** A voucher by id, as core's Voucher (checkout reads vouchers by code; the id finds the code). */
async function voucherById(db: Db, voucherId: string, lock: boolean): Promise<Voucher | null> {
  const row = await typedDb(db).selectFrom('vouchers').select('code').where('id', '=', voucherId).where('display', '=', 'public').executeTakeFirst();
  if (!row) return null;
  return (await vouchersByCode(db, [row.code], lock)).get(row.code) ?? null;
}

/** The buyer's wallet, newest save first, each judged now by core's voucherWalletUsable. */
export async function voucherWallet(db: Db, ownerId: string, isApp: boolean, now: number, onlyVoucherId: string | null = null): Promise<VoucherWalletEntry[]> {
  const saves = await typedDb(db)
    .selectFrom('voucher_saves as s')
    .innerJoin('vouchers as v', 'v.id', 's.voucher_id')
    .select(['s.voucher_id', 'v.code', sql<number>`(extract(epoch FROM s.saved_at) * 1000)::float8`.as('saved_ms')])
    .where('s.owner_id', '=', ownerId)
    .where('v.deleted', '=', false)
    .$call((qb) => (onlyVoucherId === null ? qb : qb.where('s.voucher_id', '=', onlyVoucherId)))
    .orderBy('s.saved_at', 'desc')
    .orderBy('s.voucher_id')
    .execute();
  const vouchers = await vouchersByCode(db, saves.map((save) => save.code), false);
  const usage = await voucherUsage(db, ownerId, saves.map((save) => save.voucher_id));
  return saves.flatMap((save) => {
    const voucher = vouchers.get(save.code);
    if (!voucher) return [];
    const used = usage.get(voucher._id) ?? { usedCount: 0, budgetUsed: 0, timesUsedByCustomer: 0 };
    const judged = voucherWalletUsable(voucher, { now, isApp, usedCount: used.usedCount, timesUsedByCustomer: used.timesUsedByCustomer });
    return [
      {
        voucher,
        saved_at: Math.round(save.saved_ms),
        status: voucherStatus(voucher, now),
        usable: judged.ok,
        refusal: judged.ok ? null : { code: judged.error.code, params: judged.error.params ?? null },
        uses_left: voucherUsesLeft(voucher, used.timesUsedByCustomer),
      },
    ];
  });
}

export type VoucherSaveOutcome =
  | { readonly kind: 'saved'; readonly created: boolean; readonly entry: VoucherWalletEntry }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'refused'; readonly code: VoucherSaveCode };

/**
 * Saves a voucher to the buyer's wallet. The voucher row is locked for the count, so two buyers
 * cannot both take its last save; saving again is the same save (200, no second row).
 */
export async function voucherSave(db: Db, ownerId: string, voucherId: string, isApp: boolean, now: number): Promise<VoucherSaveOutcome> {
  return db.transaction(async (tx) => {
    const voucher = await voucherById(tx, voucherId, true);
    if (!voucher) return { kind: 'not_found' };
    const typed = typedDb(tx);
    const already = await typed
      .selectNoFrom((eb) =>
        eb.exists(eb.selectFrom('voucher_saves').select(sql.lit(1).as('one')).where('owner_id', '=', ownerId).where('voucher_id', '=', voucher._id)).$castTo<boolean>().as('present'),
      )
      .executeTakeFirst();
    if (already?.present !== true) {
      const savedCount = (await saveCounts(tx, [voucher._id])).get(voucher._id) ?? 0;
      const used = (await voucherUsage(tx, ownerId, [voucher._id])).get(voucher._id);
      const judged = voucherSaveCheck(voucher, {
        now,
        userId: ownerId,
        savedCount,
        usedCount: used?.usedCount ?? 0,
        // The wallet is an account's: its own orders and its proven phone decide.
        isFirstPurchase: await buyerFirstPurchase(tx, { ownerId, userId: ownerId }, null),
      });
      if (!judged.ok) return { kind: 'refused', code: judged.error.code };
      await typed.insertInto('voucher_saves').values({ owner_id: ownerId, voucher_id: voucher._id, saved_at: msTime(now) }).execute();
    }
    const [entry] = await voucherWallet(tx, ownerId, isApp, now, voucher._id);
    if (!entry) throw new Error('a saved voucher is missing from the wallet');
    return { kind: 'saved', created: already?.present !== true, entry };
  });
}
