import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { incomeLineSync, incomeOnCompensation } from './income-writer.js';
import { payoutsMake } from './payout-make.js';
import { payoutMarkFailed, payoutMarkPaid } from './payout-settle.js';
import { incomeSummary } from './income-summary.js';

/** Monday 7 December 2026, 09:00 in Vietnam. */
const MONDAY = Date.UTC(2026, 11, 7, 2);

type Command =
  | { kind: 'payouts'; week: number }
  | { kind: 'paid'; pick: number }
  | { kind: 'failed'; pick: number }
  | { kind: 'compensate'; line: number; fake: boolean; share: number }
  | { kind: 'retry'; line: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('payouts' as const), week: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('paid' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('failed' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('compensate' as const), line: fc.nat(), fake: fc.boolean(), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('retry' as const), line: fc.nat() }),
);

let run = 0;

/** A shop with payable cash lines of the given goods, written as the delivery writes them. */
async function shopWithLines(db: Db, goods: readonly number[], settlement: 'weekly' | 'per_order'): Promise<{ shopId: string; parts: string[] }> {
  run += 1;
  const shopId = `prop-shop-${run}`;
  await db.query(`INSERT INTO shops (id, name, country) VALUES ($1, $1, 'VN')`, [shopId]);
  await db.query(`INSERT INTO shop_payment_accounts (shop_id, bank_name, account_number, account_holder, settlement) VALUES ($1, 'BIDV', '12345678', 'LE VAN C', $2)`, [shopId, settlement]);
  const parts: string[] = [];
  for (const [n, amount] of goods.entries()) {
    const [orderId, partId] = [`${shopId}-o${n}`, `${shopId}-p${n}`];
    await db.query(
      `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status, carrier_status,
         is_international, subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount, cash_back, total_order_payment, return_url)
       VALUES ($1, 'b', 'guest', $1, 'h', '{}'::jsonb, 'CASH', 'paid', 'delivered', 'settled', false, $2, 0, 0, 0, 25000, 0, 0, $2 + 25000, '/')`,
      [orderId, amount],
    );
    await db.query(
      `INSERT INTO order_shops (id, order_id, shop_id, position, shipping_company, subtotal, discount, voucher, shipping_fee, shipping_discount, cash_back, shop_total)
       VALUES ($1, $2, $3, 0, 'GHN', $4, 0, 0, 25000, 0, 0, $4 + 25000)`,
      [partId, orderId, shopId, amount],
    );
    await db.query(
      `INSERT INTO income_lines (order_shop_id, shop_id, order_id, delivered_at, return_days, service_fee_percent, payment_fee_percent, money_received_at, payable_at)
       VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), 7, 3, 4, to_timestamp($4::float8 / 1000), to_timestamp($4::float8 / 1000))`,
      [partId, shopId, orderId, MONDAY - 20 * DAY_MS],
    );
    await db.transaction((tx) => incomeLineSync(tx, partId, 'delivered', MONDAY - 20 * DAY_MS));
    parts.push(partId);
  }
  return { shopId, parts };
}

async function play(db: Db, shop: { shopId: string; parts: string[] }, command: Command, step: number): Promise<void> {
  const at = MONDAY + step * 60_000;
  const processing = await db.query<{ id: string }>(`SELECT id FROM payouts WHERE shop_id = $1 AND status = 'processing' ORDER BY id`, [shop.shopId]);
  switch (command.kind) {
    case 'payouts':
      await payoutsMake(db, MONDAY + command.week * 7 * DAY_MS);
      return;
    case 'paid': {
      const payout = processing[command.pick % Math.max(1, processing.length)];
      if (payout) await db.transaction((tx) => payoutMarkPaid(tx, payout.id, `FT${step}`, at));
      return;
    }
    case 'failed': {
      const payout = processing[command.pick % Math.max(1, processing.length)];
      if (payout) await db.transaction((tx) => payoutMarkFailed(tx, payout.id, 'Sai tên chủ tài khoản', at));
      return;
    }
    case 'compensate': {
      const part = shop.parts[command.line % shop.parts.length] ?? '';
      const [line] = await db.query<{ subtotal: number }>('SELECT subtotal FROM order_shops WHERE id = $1', [part]);
      const goodsValue = Math.floor((line?.subtotal ?? 0) * command.share);
      await db.transaction((tx) => incomeOnCompensation(tx, { id: `${part}-c${step}`, partId: part, kind: command.fake ? 'fake' : 'quality', goodsValue }, at));
      return;
    }
    case 'retry':
      await db.transaction((tx) => incomeLineSync(tx, shop.parts[command.line % shop.parts.length] ?? '', 'delivered', at));
      return;
  }
}

/** The ledger's invariants after any sequence of payouts, their outcomes, compensations and retried deliveries. */
async function invariantsHold(db: Db, shopId: string): Promise<void> {
  const summary = await incomeSummary(db, shopId, MONDAY);
  const [ledger] = await db.query<{ total: number }>('SELECT coalesce(sum(amount), 0)::int AS total FROM income_entries WHERE shop_id = $1', [shopId]);
  expect(summary.balance.pending + summary.balance.payable).toBe(ledger?.total);
  // Payouts' entries: each made payout took its amount out once, each failed one gave it back once.
  const [moves] = await db.query<{ out: number; back: number; made: number; failed: number }>(
    `SELECT (SELECT -coalesce(sum(amount), 0)::int FROM income_entries WHERE shop_id = $1 AND kind = 'payout') AS out,
       (SELECT coalesce(sum(amount), 0)::int FROM income_entries WHERE shop_id = $1 AND kind = 'payout_returned') AS back,
       (SELECT coalesce(sum(amount), 0)::int FROM payouts WHERE shop_id = $1) AS made,
       (SELECT coalesce(sum(amount), 0)::int FROM payouts WHERE shop_id = $1 AND status = 'failed') AS failed`,
    [shopId],
  );
  expect(moves?.out).toBe(moves?.made);
  expect(moves?.back).toBe(moves?.failed);
  // Every payout is the sum of the lines it took, and positive.
  const payouts = await db.query<{ amount: number; lines: number }>(
    'SELECT p.amount, (SELECT coalesce(sum(amount), 0)::int FROM payout_lines WHERE payout_id = p.id) AS lines FROM payouts p WHERE p.shop_id = $1',
    [shopId],
  );
  for (const payout of payouts) {
    expect(payout.amount).toBe(payout.lines);
    expect(payout.amount).toBeGreaterThan(0);
  }
  // Retried deliveries wrote one income entry per line.
  const incomes = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM income_entries WHERE shop_id = $1 AND kind = 'income' GROUP BY order_shop_id`, [shopId]);
  expect(incomes.every((row) => row.n === 1)).toBe(true);
}

describe('the ledger under any sequence of events (PGlite, property)', () => {
  let test: TestDb;
  let db: Db;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    db = test.db;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('keeps the balance the sum of the entries, each payout its lines, each failure returned once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 50_000, max: 3_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('weekly' as const, 'per_order' as const),
        fc.array(commandArb, { minLength: 1, maxLength: 12 }),
        async (goods, settlement, commands) => {
          const shop = await shopWithLines(db, goods, settlement);
          for (const [step, command] of commands.entries()) {
            await play(db, shop, command, step);
            await invariantsHold(db, shop.shopId);
          }
        },
      ),
      // Each run writes a shop of its own in the one database: a few dozen sequences keep the file fast.
      { numRuns: 25 },
    );
  });
});
