import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '../testing/test-db.js';
import { incomeLineSync } from './income-writer.js';
import { payoutsMake } from './payout-make.js';

/** Monday 14 December 2026, 09:00 in Vietnam. */
const MONDAY = Date.UTC(2026, 11, 14, 2);

/** A delivered cash part of `goods` for the shop, its line already payable, its income written as the delivery writes it. */
async function payableLine(db: Db, shopId: string, n: number, goods: number): Promise<string> {
  const orderId = `${shopId}-order-${n}`;
  const partId = `${shopId}-part-${n}`;
  await db.query(
    `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status, carrier_status,
       is_international, subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount, cash_back, total_order_payment, return_url)
     VALUES ($1, 'buyer', 'guest', $1, 'h', '{}'::jsonb, 'CASH', 'paid', 'delivered', 'reconciled', false, $2, 0, 0, 0, 30000, 0, 0, $2 + 30000, '/')`,
    [orderId, goods],
  );
  await db.query(
    `INSERT INTO order_shops (id, order_id, shop_id, position, shipping_company, subtotal, discount, voucher, shipping_fee, shipping_discount, cash_back, shop_total)
     VALUES ($1, $2, $3, 0, 'GHN', $4, 0, 0, 30000, 0, 0, $4 + 30000)`,
    [partId, orderId, shopId, goods],
  );
  await db.query(
    `INSERT INTO income_lines (order_shop_id, shop_id, order_id, delivered_at, return_days, service_fee_percent, payment_fee_percent, money_received_at, payable_at)
     VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), 7, 3, 0, to_timestamp($4::float8 / 1000), to_timestamp($4::float8 / 1000))`,
    [partId, shopId, orderId, MONDAY - 10 * DAY_MS],
  );
  await db.transaction((tx) => incomeLineSync(tx, partId, 'delivered', MONDAY - 10 * DAY_MS));
  return partId;
}

async function shopWithAccount(db: Db, id: string, settlement: string): Promise<void> {
  await db.query(`INSERT INTO shops (id, name, country) VALUES ($1, $1, 'VN')`, [id]);
  await db.query(`INSERT INTO shop_payment_accounts (shop_id, bank_name, account_number, account_holder, settlement) VALUES ($1, 'ACB', '123456789', 'TRAN THI B', $2)`, [id, settlement]);
}

/** Two runners of the payout job at once (two processes on PostgreSQL: two connections of the pool) make each payout once. */
function payoutConcurrencySuite(name: string, open: () => Promise<TestDb>): void {
  describe(`payouts made by runners at once (${name})`, () => {
    let test: TestDb;
    let db: Db;
    beforeAll(async () => {
      test = await open();
      db = test.db;
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('pays every payable line exactly once, per order or per week, and a retried delivery writes nothing twice', async () => {
      await shopWithAccount(db, 'shop-per-order', 'per_order');
      await shopWithAccount(db, 'shop-weekly', 'weekly');
      const perOrder = await Promise.all([1, 2, 3].map((n) => payableLine(db, 'shop-per-order', n, 100_000 * n)));
      await Promise.all([1, 2].map((n) => payableLine(db, 'shop-weekly', n, 200_000)));
      // The same delivery written by two transactions at once: one set of entries.
      const entriesBefore = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM income_entries');
      await Promise.all([0, 1].map(() => db.transaction((tx) => incomeLineSync(tx, perOrder[0] ?? '', 'delivered', MONDAY))));
      expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM income_entries')).toEqual(entriesBefore);

      const made = await Promise.all([payoutsMake(db, MONDAY), payoutsMake(db, MONDAY), payoutsMake(db, MONDAY + 60_000)]);
      expect(made.reduce((a, b) => a + b, 0)).toBe(4);
      const payouts = await db.query<{ shop_id: string; amount: number; lines: number }>(
        `SELECT p.shop_id, p.amount, (SELECT count(*)::int FROM payout_lines pl WHERE pl.payout_id = p.id) AS lines FROM payouts p ORDER BY p.shop_id, p.amount`,
      );
      expect(payouts.filter((p) => p.shop_id === 'shop-per-order').map((p) => p.lines)).toEqual([1, 1, 1]);
      expect(payouts.filter((p) => p.shop_id === 'shop-weekly').map((p) => p.lines)).toEqual([2]);
      // Each line taken once; each shop's ledger back to zero once its payouts are made.
      const taken = await db.query<{ order_shop_id: string; n: number }>('SELECT order_shop_id, count(*)::int AS n FROM payout_lines GROUP BY order_shop_id');
      expect(taken.every((row) => row.n === 1)).toBe(true);
      expect(taken).toHaveLength(5);
      const balances = await db.query<{ shop_id: string; balance: number }>('SELECT shop_id, sum(amount)::int AS balance FROM income_entries GROUP BY shop_id');
      expect(balances.every((row) => row.balance === 0)).toBe(true);
      expect(await payoutsMake(db, MONDAY + 120_000)).toBe(0);
    });
  });
}

payoutConcurrencySuite('PGlite', () => memoryTestDb({ seed: false }));

describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  payoutConcurrencySuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL, { seed: false }));
});
