/**
 * Factories and arbitraries for promotions: vouchers and their context, promotion programs,
 * banners and the seller forms. Times are fixed instants around NOW_2026 so that tests never
 * depend on the clock.
 */
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { DAY_MS } from '../format/epoch-ms.js';
import type { Voucher } from '../promotions/voucher.js';
import type { VoucherContext } from '../promotions/voucher-applicability.js';
import type { PromotionItem, PromotionProgram } from '../promotions/promotion-program.js';
import type { Banner } from '../promotions/banner.js';

/** 2026-01-01T00:00:00Z: "now" in promotion tests. */
export const NOW_2026 = Date.UTC(2026, 0, 1);

/**
 * A running shop voucher of shop-1: 10% off, at most 50.000đ, from a 200.000đ order, 100 uses,
 * once per buyer, valid from 10 days ago to 20 days ahead.
 */
export const makeVoucher = (overrides: Partial<Voucher> = {}): Voucher => ({
  _id: 'voucher-1',
  shop_id: 'shop-1',
  name: 'Giảm 10% đơn từ 200K',
  code: 'SALE10',
  kind: 'shop',
  scope: 'whole_shop',
  product_ids: [],
  display: 'public',
  saveable_count: 200,
  usable_count: 100,
  discount_type: 'percent',
  value: 10,
  max_discount: vnd(50_000),
  min_order: vnd(200_000),
  max_budget: null,
  start_time: NOW_2026 - 10 * DAY_MS,
  end_time: NOW_2026 + 20 * DAY_MS,
  per_customer_limit: 1,
  app_only: false,
  first_purchase_only: false,
  user_ids: [],
  shop_ids: [],
  ended_early: false,
  deleted: false,
  ...overrides,
});

/** A context in which the default voucher applies: a 300.000đ web order at shop-1, nothing used yet. */
export const makeVoucherContext = (overrides: Partial<VoucherContext> = {}): VoucherContext => ({
  now: NOW_2026,
  subtotal: 300_000,
  productIds: ['product-1'],
  shopId: 'shop-1',
  userId: 'user-1',
  isApp: false,
  isFirstPurchase: false,
  firstPurchasePhoneProven: true,
  timesUsedByCustomer: 0,
  budgetUsed: 0,
  usedCount: 0,
  isExpressShipping: false,
  ...overrides,
});

/** 30% off a 500.000đ product, capped at 100.000đ, 2 per order, 50 in stock, 3 orders per buyer. */
export const makePromotionItem = (overrides: Partial<PromotionItem> = {}): PromotionItem => ({
  product_id: 'product-1',
  variant_id: null,
  price: vnd(500_000),
  discount_percent: 30,
  max_discount: vnd(100_000),
  purchase_limit_per_order: 2,
  product_limit: 50,
  order_limit_per_user: 3,
  ...overrides,
});

export const makePromotionProgram = (overrides: Partial<PromotionProgram> = {}): PromotionProgram => ({
  _id: 'promotion-1',
  shop_id: 'shop-1',
  name: 'Tuần lễ áo dài',
  cover_image: 'https://cdn.modavi.test/promotions/promotion-1.jpg',
  description: 'Giảm giá áo dài lụa cả tuần',
  start_time: NOW_2026 + DAY_MS,
  end_time: NOW_2026 + 8 * DAY_MS,
  items: [makePromotionItem()],
  ended_early: false,
  deleted: false,
  ...overrides,
});

export const makeBanner = (overrides: Partial<Banner> = {}): Banner => ({
  _id: 'banner-1',
  shop_id: 'shop-1',
  title: 'Bộ sưu tập Tết 2026',
  type: 'collection',
  start_date: NOW_2026,
  end_date: NOW_2026 + 30 * DAY_MS,
  related_url: 'https://modavi.vn/bo-suu-tap/tet-2026',
  cover_image: 'https://cdn.modavi.test/banners/banner-1.jpg',
  related_product_ids: ['product-1'],
  deleted: false,
  ...overrides,
});

/** A valid voucher form as the seller screen submits it. */
export const makeVoucherFormInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  const { _id: _omitId, shop_id: _omitShop, ended_early: _omitEnded, deleted: _omitDeleted, ...form } = makeVoucher();
  return { ...form, ...overrides };
};

/** A valid promotion program form; items are plain objects the test may override one by one. */
export const makePromotionFormInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  const { _id: _omitId, shop_id: _omitShop, ended_early: _omitEnded, deleted: _omitDeleted, ...form } = makePromotionProgram();
  return { ...form, ...overrides };
};

/** A valid banner form with its cover's size (1340x754). */
export const makeBannerFormInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  const { _id: _omitId, shop_id: _omitShop, deleted: _omitDeleted, ...form } = makeBanner();
  return { ...form, cover_image_size: { width: 1340, height: 754 }, ...overrides };
};

/** true about one time in `n`: restrictions that bite rarely, so random cases often pass every check. */
const oneIn = (n: number): fc.Arbitrary<boolean> => fc.nat(n - 1).map((k) => k === 0);

/** A restriction list: usually empty (no restriction), sometimes a subset of `ids`. */
const restrictionArb = (ids: readonly string[]): fc.Arbitrary<string[]> =>
  fc.oneof({ arbitrary: fc.constant<string[]>([]), weight: 3 }, { arbitrary: fc.subarray([...ids]), weight: 1 });

/**
 * Any voucher the schema allows, with times around NOW_2026 and realistic amounts. Each
 * restriction bites in a minority of cases, so that together with voucherContextArb every
 * refusal and a fair share of acceptances show up.
 */
export const voucherArb = (): fc.Arbitrary<Voucher> =>
  fc
    .record({
      kind: fc.constantFrom('product_discount' as const, 'cash_back' as const, 'shop' as const, 'shipping' as const),
      discount_type: fc.constantFrom('fixed' as const, 'percent' as const),
      percent: fc.integer({ min: 0, max: 100 }),
      fixed: fc.integer({ min: 0, max: 500_000 }),
      max_discount: fc.option(fc.integer({ min: 0, max: 500_000 }).map(vnd), { nil: null }),
      min_order: fc.integer({ min: 0, max: 1_000_000 }).map(vnd),
      max_budget: fc.option(fc.integer({ min: 0, max: 10_000_000 }).map(vnd), { nil: null }),
      start: fc.integer({ min: -30, max: 10 }),
      length: fc.integer({ min: 20, max: 90 }),
      usable_count: fc.integer({ min: 1, max: 100 }),
      per_customer_limit: fc.integer({ min: 1, max: 5 }),
      app_only: oneIn(5),
      first_purchase_only: oneIn(5),
      shop_id: fc.option(fc.constantFrom('shop-1', 'shop-1', 'shop-2'), { nil: null }),
      scope: fc.constantFrom('whole_shop' as const, 'whole_shop' as const, 'specific_products' as const),
      product_ids: fc.subarray(['product-1', 'product-2', 'product-3']),
      user_ids: restrictionArb(['user-1', 'user-2']),
      shop_ids: restrictionArb(['shop-1', 'shop-2']),
      ended_early: oneIn(10),
      deleted: oneIn(10),
    })
    .map(({ percent, fixed, start, length, ...rest }) =>
      makeVoucher({
        ...rest,
        value: rest.discount_type === 'percent' ? percent : fixed,
        start_time: NOW_2026 + start * DAY_MS,
        end_time: NOW_2026 + (start + length) * DAY_MS,
      }),
    );

/** Contexts around NOW_2026 over the ids voucherArb uses. */
export const voucherContextArb = (): fc.Arbitrary<VoucherContext> =>
  fc.record({
    now: fc.integer({ min: -5 * DAY_MS, max: 40 * DAY_MS }).map((offset) => NOW_2026 + offset),
    subtotal: fc.integer({ min: 0, max: 2_000_000 }),
    productIds: fc.subarray(['product-1', 'product-2', 'product-3'], { minLength: 1 }),
    shopId: fc.option(fc.constantFrom('shop-1', 'shop-1', 'shop-2'), { nil: null, freq: 5 }),
    userId: fc.option(fc.constantFrom('user-1', 'user-2'), { nil: null, freq: 5 }),
    isApp: fc.boolean(),
    isFirstPurchase: fc.boolean(),
    firstPurchasePhoneProven: fc.boolean(),
    timesUsedByCustomer: fc.nat({ max: 5 }),
    budgetUsed: fc.integer({ min: 0, max: 2_000_000 }),
    usedCount: fc.nat({ max: 20 }),
    isExpressShipping: oneIn(4),
  });
