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
import type { Db } from '../db/db.js';
import { buyerFirstPurchase } from '../checkout/first-purchase.js';
import { voucherUsage, vouchersByCode, vouchersListed } from '../checkout/voucher-rows.js';

/** How many buyers saved each voucher. */
async function saveCounts(db: Db, voucherIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ voucher_id: string; saves: number }>(
    'SELECT voucher_id, count(*)::int AS saves FROM voucher_saves WHERE voucher_id = ANY($1::text[]) GROUP BY voucher_id',
    [[...voucherIds]],
  );
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
    ? new Set((await db.query<{ voucher_id: string }>('SELECT voucher_id FROM voucher_saves WHERE owner_id = $1', [userId])).map((row) => row.voucher_id))
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
  const [row] = await db.query<{ code: string }>(`SELECT code FROM vouchers WHERE id = $1 AND display = 'public'`, [voucherId]);
  if (!row) return null;
  return (await vouchersByCode(db, [row.code], lock)).get(row.code) ?? null;
}

/** The buyer's wallet, newest save first, each judged now by core's voucherWalletUsable. */
export async function voucherWallet(db: Db, ownerId: string, isApp: boolean, now: number, onlyVoucherId: string | null = null): Promise<VoucherWalletEntry[]> {
  const saves = await db.query<{ voucher_id: string; code: string; saved_ms: number }>(
    `SELECT s.voucher_id, v.code, (extract(epoch FROM s.saved_at) * 1000)::float8 AS saved_ms
     FROM voucher_saves s JOIN vouchers v ON v.id = s.voucher_id
     WHERE s.owner_id = $1 AND NOT v.deleted AND ($2::text IS NULL OR s.voucher_id = $2)
     ORDER BY s.saved_at DESC, s.voucher_id`,
    [ownerId, onlyVoucherId],
  );
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
    const [already] = await tx.query<{ present: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM voucher_saves WHERE owner_id = $1 AND voucher_id = $2) AS present',
      [ownerId, voucher._id],
    );
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
      await tx.query('INSERT INTO voucher_saves (owner_id, voucher_id, saved_at) VALUES ($1, $2, to_timestamp($3::float8 / 1000))', [ownerId, voucher._id, now]);
    }
    const [entry] = await voucherWallet(tx, ownerId, isApp, now, voucher._id);
    if (!entry) throw new Error('a saved voucher is missing from the wallet');
    return { kind: 'saved', created: already?.present !== true, entry };
  });
}
