import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PURCHASE_VOUCHER_AMOUNTS, VOUCHER_CODE_MAX } from '@modavi/core';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { commerceSeedIfEmpty } from './commerce-seed.js';
import { seedIfEmpty } from './seed.js';

const fingerprint = async ({ db }: TestDb) =>
  db.query(
    `SELECT (SELECT string_agg(id || code, ',' ORDER BY position) FROM vouchers) AS vouchers,
            (SELECT string_agg(id || product_id || product_limit, ',' ORDER BY id) FROM promotion_items) AS promotions,
            (SELECT string_agg(shop_id || method, ',' ORDER BY shop_id, method) FROM shop_payment_methods) AS methods,
            (SELECT string_agg(shop_id || coalesce(province_code, '-'), ',' ORDER BY shop_id) FROM shop_shipping_origins) AS origins,
            (SELECT string_agg(id, ',' ORDER BY id) FROM shop_discounts) AS discounts`,
  );

describe('checkout seed', () => {
  let one: TestDb;
  let two: TestDb;
  beforeAll(async () => {
    // One seeded here, one copied from the run's template (seeded before): same data on every run.
    [one, two] = await Promise.all([memoryTestDb({ fresh: true }), memoryTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
  });

  it('is the same on every run and only fills an empty database', async () => {
    expect(await fingerprint(one)).toEqual(await fingerprint(two));
    expect(await commerceSeedIfEmpty(one.db)).toBe(false);
  });

  it('makes every checkout refusal reachable: shops that refuse methods, Korean shops, the vouchers of the spec', async () => {
    const [row] = await one.db.query<{ all_eight: number; shops: number; refusing_cash: number; refusing_momo: number; korean: number }>(
      `SELECT (SELECT count(*)::int FROM shops s WHERE (SELECT count(*) FROM shop_payment_methods m WHERE m.shop_id = s.id) = 8) AS all_eight,
              (SELECT count(*)::int FROM shops) AS shops,
              (SELECT count(*)::int FROM shops s WHERE NOT EXISTS (SELECT 1 FROM shop_payment_methods m WHERE m.shop_id = s.id AND m.method = 'CASH')) AS refusing_cash,
              (SELECT count(*)::int FROM shops s WHERE NOT EXISTS (SELECT 1 FROM shop_payment_methods m WHERE m.shop_id = s.id AND m.method = 'MOMO')) AS refusing_momo,
              (SELECT count(*)::int FROM shop_shipping_origins WHERE province_code IS NULL) AS korean`,
    );
    expect(row?.all_eight).toBeGreaterThan((row?.shops ?? 0) * 0.8);
    expect(row?.refusing_cash).toBeGreaterThan(0);
    expect(row?.refusing_momo).toBeGreaterThan(0);
    expect(row?.korean).toBe(18);
    // 'some sellers inactive more than 7 days': every 9th shop; the others acted just now.
    const [idle] = await one.db.query<{ inactive: number; shops: number }>(
      `SELECT (SELECT count(*)::int FROM shops WHERE last_active_at < now() - interval '7 days') AS inactive, (SELECT count(*)::int FROM shops) AS shops`,
    );
    expect(idle?.inactive).toBe(Math.floor((idle?.shops ?? 0) / 9));
    const vouchers = await one.db.query<{ code: string; value: number; first_purchase_only: boolean; app_only: boolean; kind: string; shop_id: string | null }>(
      'SELECT code, value, first_purchase_only, app_only, kind, shop_id FROM vouchers',
    );
    expect(vouchers.filter((voucher) => voucher.first_purchase_only).map((voucher) => voucher.value).sort()).toEqual([...FIRST_PURCHASE_VOUCHER_AMOUNTS]);
    expect(vouchers.some((voucher) => voucher.app_only)).toBe(true);
    expect(vouchers.some((voucher) => voucher.kind === 'shipping' && voucher.shop_id === null)).toBe(true);
    expect(vouchers.filter((voucher) => voucher.shop_id !== null).length).toBeGreaterThanOrEqual(10);
    expect(vouchers.every((voucher) => voucher.code.length <= VOUCHER_CODE_MAX)).toBe(true);
    const [promotions] = await one.db.query<{ running: number; unlimited: number }>(
      `SELECT count(*) FILTER (WHERE g.start_time < now() AND g.end_time > now())::int AS running,
              count(*) FILTER (WHERE i.order_limit_per_user IS NULL OR i.purchase_limit_per_order IS NULL OR i.product_limit >= 20)::int AS unlimited
       FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id`,
    );
    // Running promotions with small stocks and per-user limits: both promotion refusals happen in real use.
    expect(promotions?.running).toBeGreaterThanOrEqual(6);
    expect(promotions?.unlimited).toBe(0);
  });

  it('fills a catalogue seeded before checkout existed', async () => {
    for (const table of ['promotion_items', 'promotion_programs', 'vouchers', 'shop_discounts', 'shop_shipping_origins', 'shop_payment_methods', 'reasons']) {
      await two.db.query(`DELETE FROM ${table}`);
    }
    const report = await seedIfEmpty(two.db);
    expect(report.seeded).toBe(false);
    expect(await fingerprint(two)).toEqual(await fingerprint(one));
  });
});
