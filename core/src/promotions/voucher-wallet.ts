import * as z from 'zod/mini';
import { err, ok, type Result } from '../shared/result.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { CAMPAIGN_STATUSES } from './campaign-status.js';
import { refusal, type Refusal } from './refusal.js';
import { VoucherSchema, voucherStatus, type Voucher } from './voucher.js';

/**
 * Why saving a voucher to the wallet is refused, in the order they are checked: first what the
 * voucher is (ended, meant for someone else), then what is left of it, then the buyer's own
 * conditions. `VOUCHER.CONDITIONS_NOT_MET` is the spec's 'voucher conditions not met' (a
 * first-purchase voucher for a buyer who has bought before).
 */
export const VOUCHER_SAVE_CODES = [
  'VOUCHER.EXPIRED',
  'VOUCHER.NOT_FOR_USER',
  'VOUCHER.SAVE_LIMIT_REACHED',
  'VOUCHER.OUT_OF_USES',
  'VOUCHER.CONDITIONS_NOT_MET',
] as const;
export type VoucherSaveCode = (typeof VOUCHER_SAVE_CODES)[number];

/** What saving is judged against. Counts are over every buyer; times are epoch ms. */
export interface VoucherSaveContext {
  readonly now: number;
  readonly userId: string;
  /** How many buyers have saved it so far. */
  readonly savedCount: number;
  /** How many times it has been used so far. */
  readonly usedCount: number;
  readonly isFirstPurchase: boolean;
}

const reached = (used: number, limit: number): boolean => !(used < limit);

/**
 * Whether a buyer may save `voucher` (spec: saveable count, usable count, first-time buyers,
 * specific users). An upcoming voucher may be saved (the wallet shows it as upcoming); an app-only
 * one too: it is used in the app, and the wallet says so. Saving twice is not judged here: the
 * wallet keeps one entry per voucher, so a second save is the same save.
 */
export function voucherSaveCheck(voucher: Voucher, context: VoucherSaveContext): Result<Voucher, Refusal<VoucherSaveCode>> {
  const status = voucherStatus(voucher, context.now);
  if (status !== 'upcoming' && status !== 'running') return err(refusal('VOUCHER.EXPIRED', { end: voucher.end_time }));
  if (voucher.user_ids.length > 0 && !voucher.user_ids.includes(context.userId)) return err(refusal('VOUCHER.NOT_FOR_USER'));
  if (reached(context.savedCount, voucher.saveable_count)) return err(refusal('VOUCHER.SAVE_LIMIT_REACHED', { max: voucher.saveable_count }));
  if (reached(context.usedCount, voucher.usable_count)) return err(refusal('VOUCHER.OUT_OF_USES'));
  if (voucher.first_purchase_only && !context.isFirstPurchase) return err(refusal('VOUCHER.CONDITIONS_NOT_MET'));
  return ok(voucher);
}

const RefusalJsonSchema = z.object({
  code: z.string(),
  params: z.nullish(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** A voucher on the /khuyen-mai page: its status, what is left to save, and whether this buyer saved it. */
export const VoucherCatalogueEntrySchema = z.object({
  voucher: VoucherSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  /** Saves left before the saveable count is reached. */
  saves_left: CountSchema,
  /** false for a visitor without an account. */
  saved: z.boolean(),
});
export type VoucherCatalogueEntry = z.infer<typeof VoucherCatalogueEntrySchema>;

/**
 * A voucher in the buyer's wallet: when it was saved, its campaign status now, and whether it
 * can be used here (on the web), with the first reason it cannot.
 */
export const VoucherWalletEntrySchema = z.object({
  voucher: VoucherSchema,
  saved_at: EpochMsSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  usable: z.boolean(),
  refusal: z.nullish(RefusalJsonSchema),
  /** Uses this buyer has left (per-customer limit less their uses). */
  uses_left: CountSchema,
});
export type VoucherWalletEntry = z.infer<typeof VoucherWalletEntrySchema>;

/** What a saved voucher's usability depends on, beyond the cart (judged at checkout). */
export interface VoucherWalletContext {
  readonly now: number;
  readonly isApp: boolean;
  readonly timesUsedByCustomer: number;
  readonly usedCount: number;
}

/**
 * Whether a saved voucher can be used now, before any cart is known: running, left to use for
 * everyone and for this buyer, and not app-only on the web ('buy on the app to use voucher').
 * The cart's conditions (minimum order, products) are checkout's, through voucherApplicability.
 */
export function voucherWalletUsable(
  voucher: Voucher,
  context: VoucherWalletContext,
): Result<Voucher, Refusal<'VOUCHER.NOT_STARTED' | 'VOUCHER.EXPIRED' | 'VOUCHER.OUT_OF_USES' | 'VOUCHER.CUSTOMER_LIMIT_REACHED' | 'VOUCHER.APP_ONLY'>> {
  const status = voucherStatus(voucher, context.now);
  if (status === 'upcoming') return err(refusal('VOUCHER.NOT_STARTED', { start: voucher.start_time }));
  if (status !== 'running') return err(refusal('VOUCHER.EXPIRED', { end: voucher.end_time }));
  if (reached(context.usedCount, voucher.usable_count)) return err(refusal('VOUCHER.OUT_OF_USES'));
  if (reached(context.timesUsedByCustomer, voucher.per_customer_limit)) {
    return err(refusal('VOUCHER.CUSTOMER_LIMIT_REACHED', { max: voucher.per_customer_limit }));
  }
  if (voucher.app_only && !context.isApp) return err(refusal('VOUCHER.APP_ONLY'));
  return ok(voucher);
}

/** Uses a buyer has left of a voucher: its per-customer limit less their uses, never below 0. */
export const voucherUsesLeft = (voucher: Voucher, timesUsedByCustomer: number): number =>
  Math.max(0, voucher.per_customer_limit - (Number.isFinite(timesUsedByCustomer) ? Math.max(0, Math.floor(timesUsedByCustomer)) : voucher.per_customer_limit));
