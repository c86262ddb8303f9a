import { FIRST_PURCHASE_VOUCHER_LARGE, FIRST_PURCHASE_VOUCHER_SMALL, type VoucherKind } from '@modavi/core';
import type { Random } from './random.js';

/** Fixed dates keep the seed the same on every run: running vouchers span the years ahead. */
export const SEED_RUNNING_FROM = '2024-01-01T00:00:00Z';
export const SEED_RUNNING_UNTIL = '2099-12-31T00:00:00Z';
export const SEED_UPCOMING_FROM = '2099-06-01T00:00:00Z';
export const SEED_EXPIRED_FROM = '2024-01-01T00:00:00Z';
export const SEED_EXPIRED_UNTIL = '2024-06-30T00:00:00Z';

/** A row of the vouchers table. */
export interface VoucherRow {
  readonly id: string;
  readonly shop_id: string | null;
  readonly name: string;
  readonly code: string;
  readonly kind: VoucherKind;
  readonly scope: 'whole_shop' | 'specific_products';
  readonly product_ids: readonly string[];
  readonly display: 'public' | 'code_only' | 'hidden';
  readonly saveable_count: number;
  readonly usable_count: number;
  readonly discount_type: 'fixed' | 'percent';
  readonly value: number;
  readonly max_discount: number | null;
  readonly min_order: number;
  readonly max_budget: number | null;
  readonly start_time: string;
  readonly end_time: string;
  readonly per_customer_limit: number;
  readonly app_only: boolean;
  readonly first_purchase_only: boolean;
  readonly position: number;
}

type VoucherDraft = Omit<VoucherRow, 'id' | 'position' | 'shop_id' | 'product_ids'> &
  Partial<Pick<VoucherRow, 'shop_id' | 'product_ids'>>;

const running = { start_time: SEED_RUNNING_FROM, end_time: SEED_RUNNING_UNTIL };
const base = {
  scope: 'whole_shop',
  display: 'public',
  saveable_count: 100_000,
  usable_count: 100_000,
  max_discount: null,
  max_budget: null,
  per_customer_limit: 1,
  app_only: false,
  first_purchase_only: false,
  ...running,
} as const;

/**
 * The platform's vouchers: the spec's two first-purchase vouchers (100K and 200K), free
 * shipping, an app-only one, a percent discount with a budget, cash back, and one upcoming and
 * one expired so both refusals show up in the voucher list.
 */
const PLATFORM_VOUCHERS: readonly VoucherDraft[] = [
  { ...base, name: 'Quà chào bạn mới 100K', code: 'CHAO100K', kind: 'product_discount', discount_type: 'fixed', value: FIRST_PURCHASE_VOUCHER_SMALL, min_order: 300_000, first_purchase_only: true },
  { ...base, name: 'Quà chào bạn mới 200K', code: 'CHAO200K', kind: 'product_discount', discount_type: 'fixed', value: FIRST_PURCHASE_VOUCHER_LARGE, min_order: 1_000_000, first_purchase_only: true },
  { ...base, name: 'Miễn phí vận chuyển 30K', code: 'FREESHIP', kind: 'shipping', discount_type: 'fixed', value: 30_000, min_order: 150_000, per_customer_limit: 5 },
  { ...base, name: 'Giảm 50K khi mua trên ứng dụng', code: 'APP50K', kind: 'product_discount', discount_type: 'fixed', value: 50_000, min_order: 250_000, app_only: true, per_customer_limit: 3 },
  { ...base, name: 'Giảm 10% tối đa 100K', code: 'MODAVI10', kind: 'product_discount', discount_type: 'percent', value: 10, max_discount: 100_000, min_order: 500_000, max_budget: 50_000_000, per_customer_limit: 2 },
  { ...base, name: 'Hoàn xu 5% tối đa 50K', code: 'HOANXU5', kind: 'cash_back', discount_type: 'percent', value: 5, max_discount: 50_000, min_order: 200_000, per_customer_limit: 3 },
  { ...base, name: 'Siêu sale sắp diễn ra', code: 'SAPTOI', kind: 'product_discount', discount_type: 'fixed', value: 80_000, min_order: 400_000, start_time: SEED_UPCOMING_FROM, end_time: SEED_RUNNING_UNTIL },
  { ...base, name: 'Sale đầu năm đã kết thúc', code: 'DAUNAM', kind: 'product_discount', discount_type: 'fixed', value: 40_000, min_order: 200_000, start_time: SEED_EXPIRED_FROM, end_time: SEED_EXPIRED_UNTIL },
];

/** A shop's product discount voucher, free-ship or specific-products voucher, by turn. */
function shopVoucher(random: Random, shopId: string, turn: number, productIds: readonly string[]): VoucherDraft {
  const suffix = shopId.slice(-4).toUpperCase();
  switch (turn % 4) {
    case 0:
      return { ...base, shop_id: shopId, name: 'Giảm 20K đơn từ 199K', code: `S20K${suffix}`, kind: 'shop', discount_type: 'fixed', value: 20_000, min_order: 199_000, per_customer_limit: 2 };
    case 1: {
      const percent = random.pick([8, 10, 12, 15]);
      return { ...base, shop_id: shopId, name: `Giảm ${percent}% tối đa 60K`, code: `SP${percent}${suffix}`, kind: 'shop', discount_type: 'percent', value: percent, max_discount: 60_000, min_order: 300_000 };
    }
    case 2:
      return { ...base, shop_id: shopId, name: 'Shop tặng phí vận chuyển 25K', code: `SFS${suffix}`, kind: 'shipping', discount_type: 'fixed', value: 25_000, min_order: 99_000, per_customer_limit: 3 };
    default:
      return { ...base, shop_id: shopId, name: 'Giảm 30K cho sản phẩm chọn lọc', code: `SSP${suffix}`, kind: 'shop', scope: 'specific_products', product_ids: productIds, discount_type: 'fixed', value: 30_000, min_order: 150_000, display: 'code_only' };
  }
}

/** Every seeded voucher: the platform's, then one for each of `shops` (with a few of its products). */
export function voucherRows(
  random: Random,
  ids: Random,
  shops: readonly { readonly id: string; readonly productIds: readonly string[] }[],
): VoucherRow[] {
  const drafts = [...PLATFORM_VOUCHERS, ...shops.map((shop, turn) => shopVoucher(random, shop.id, turn, shop.productIds))];
  return drafts.map((draft, position) => ({ shop_id: null, product_ids: [], ...draft, id: ids.hexId(), position }));
}
