import { vnd, type IncomeLine, type PayoutDetail, type SellerIncomeSummary } from '@modavi/core';

// Fixtures of the income pages' tests (seller's and admin's); not part of the app's bundle.

const DAY = 24 * 60 * 60 * 1000;
/** 1 Dec 2026, 10:00 in Vietnam. */
export const PLACED = Date.UTC(2026, 11, 1, 3);

export const summaryOf = (overrides: Partial<SellerIncomeSummary> = {}): SellerIncomeSummary => ({
  balance: { pending: 250_000, payable: 1_180_000, processing: 0, paid: 3_400_000 },
  fee_plan: {
    service_fee_percent: 3,
    service_fee_first_year_until: Date.UTC(2027, 5, 30, 17),
    payment_fee_percent: 0,
    payment_fee_free_until: Date.UTC(2027, 5, 30, 17),
    ads_free_until: null,
    settlement: 'weekly',
  },
  next_payout_at: Date.UTC(2026, 11, 14, 1),
  bank: { bank_name: 'Vietcombank', account_number_masked: '******6789', account_holder: 'NGUYEN THI LAN' },
  ...overrides,
});

export const lineOf = (overrides: Partial<IncomeLine> = {}): IncomeLine => ({
  _id: 'line-1',
  order_id: 'MDV2612010001',
  part_id: 'part-1',
  placed_at: PLACED,
  delivered_at: PLACED + 2 * DAY,
  payable_at: PLACED + 9 * DAY,
  status: 'payable',
  payment_method: 'CASH',
  goods: vnd(500_000),
  shop_discount: vnd(0),
  shop_voucher: vnd(20_000),
  platform_voucher: vnd(30_000),
  shipping_charged: vnd(25_000),
  shipping_platform: vnd(0),
  buyer_paid: vnd(475_000),
  fees: { service: vnd(14_400), payment: vnd(0) },
  adjustments: [],
  net: 465_600,
  payout_id: null,
  ...overrides,
});

export const payoutOf = (overrides: Partial<PayoutDetail> = {}): PayoutDetail => ({
  _id: 'payout-1',
  shop_id: 'shop-1',
  shop_name: 'Lan Boutique',
  amount: 465_600,
  lines: 1,
  status: 'processing',
  created_at: Date.UTC(2026, 11, 7, 1),
  paid_at: null,
  bank_reference: null,
  failure_reason: null,
  bank: { bank_name: 'Vietcombank', account_number: '0123456789', account_holder: 'NGUYEN THI LAN', branch: '' },
  income_lines: [lineOf({ status: 'in_payout', payout_id: 'payout-1' })],
  ...overrides,
});
