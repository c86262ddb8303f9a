import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { incomeSeedIfEmpty } from './income-seed.js';
import { incomeSummary } from './income-summary.js';

/** The reference seed's income (issue 28): a few weeks of lines for three shops, payouts paid and processing. */
describe('the income seed (PGlite)', () => {
  let test: TestDb;
  let db: Db;
  beforeAll(async () => {
    test = await memoryTestDb();
    db = test.db;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('gives three shops delivered lines, pending and payable, paid payouts with a bank reference and one processing each', async () => {
    const shops = await db.query<{ shop_id: string; lines: number; payable: number; pending: number }>(
      `SELECT shop_id, count(*)::int AS lines, count(*) FILTER (WHERE payable_at IS NOT NULL)::int AS payable, count(*) FILTER (WHERE payable_at IS NULL)::int AS pending
       FROM income_lines GROUP BY shop_id ORDER BY shop_id`,
    );
    expect(shops).toHaveLength(3);
    for (const shop of shops) {
      expect(shop.lines).toBeGreaterThanOrEqual(8);
      expect(shop.payable).toBeGreaterThan(0);
      expect(shop.pending).toBeGreaterThan(0);
    }
    const payouts = await db.query<{ shop_id: string; status: string; bank_reference: string | null }>('SELECT shop_id, status, bank_reference FROM payouts ORDER BY created_at');
    expect(payouts.filter((p) => p.status === 'paid').every((p) => /^FT\d{10}$/.test(p.bank_reference ?? ''))).toBe(true);
    for (const shop of shops) {
      const own = payouts.filter((p) => p.shop_id === shop.shop_id);
      expect(own.filter((p) => p.status === 'processing')).toHaveLength(1);
      expect(own.filter((p) => p.status === 'paid').length).toBeGreaterThan(0);
      const summary = await incomeSummary(db, shop.shop_id, Date.now());
      const [sum] = await db.query<{ total: number }>('SELECT coalesce(sum(amount), 0)::int AS total FROM income_entries WHERE shop_id = $1', [shop.shop_id]);
      expect(summary.balance.pending + summary.balance.payable).toBe(sum?.total);
      expect(summary.balance.paid).toBeGreaterThan(0);
    }
    // A completed return charged its shop.
    expect(await db.query(`SELECT 1 FROM income_entries WHERE kind = 'refund'`)).toHaveLength(1);
    // Seeding again writes nothing.
    expect(await incomeSeedIfEmpty(db)).toBe(false);
  });
});
