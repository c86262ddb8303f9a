import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, httpAdminPayoutGateway, httpSellerIncomeGateway } from '@modavi/adapters';
import { DEV_API_PATHS, incomePageParamsRead, incomePeriodDefault, type AdminPayoutGateway, type SellerIncomeGateway } from '@modavi/core';
import type { Hono } from 'hono';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';

/**
 * The screens' gateways (issue 28) against the reference server on the demo seed, whose shops
 * have a few weeks of income and a payout being processed each: every answer passes the
 * contract's schemas (the gateways check them), and the admin's steps land.
 */
let test: TestDb;
let app: Hono;
let admin: AdminPayoutGateway;
const sellerOf = async (shopId: string): Promise<SellerIncomeGateway> => httpSellerIncomeGateway(clientFor(await tokenOf(DEV_API_PATHS.devShopToken, { shopId })));

const clientFor = (token: string) =>
  createHttpClient({
    baseUrl: '',
    context: { token: () => token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
    fetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
async function tokenOf(path: string, body: unknown): Promise<string> {
  const response = await app.request(`/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}
const value = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`the gateway answered ${JSON.stringify(result.error)}`);
  return result.value;
};

beforeAll(async () => {
  test = await memoryTestDb();
  app = testApi(test.db);
  admin = httpAdminPayoutGateway(clientFor(await tokenOf(DEV_API_PATHS.devAdminToken, {})));
});
afterAll(async () => {
  await test?.dispose();
});

describe('httpAdminPayoutGateway and httpSellerIncomeGateway against the reference server', () => {
  it('read the payouts, the transfer file and the platform’s figures; mark one paid and one failed', async () => {
    const processing = value(await admin.list({ status: 'processing', q: '', page: 1 }));
    expect(processing.items.length).toBeGreaterThanOrEqual(2);
    expect(processing.counts.processing).toBe(processing.total);
    const [first, second] = processing.items;
    if (!first || !second) throw new Error('the seed has fewer than two payouts being processed');
    const detail = value(await admin.one(first._id));
    expect(detail.income_lines.length).toBe(detail.lines);
    expect(value(await admin.exportFile()).file_name).toMatch(/\.xlsx$/);
    expect(value(await admin.platformIncome(incomePeriodDefault(Date.now()))).service_fees).toBeGreaterThan(0);

    expect(value(await admin.markPaid(first._id, 'FT26341000000001'))).toMatchObject({ status: 'paid', bank_reference: 'FT26341000000001' });
    expect(value(await admin.markFailed(second._id, 'Sai số tài khoản'))).toMatchObject({ status: 'failed', failure_reason: 'Sai số tài khoản' });
    const again = await admin.markPaid(first._id, 'FT26341000000002');
    expect(again.ok ? null : again.error.code).toBe('CONFLICT');
    expect(value(await admin.list({ status: 'paid', q: first.shop_name, page: 1 })).items.some((payout) => payout._id === first._id)).toBe(true);
  });

  it('read a seeded shop’s balance, lines, payouts, one payout and its statement', async () => {
    const [payout] = value(await admin.list({ status: 'paid', q: '', page: 1 })).items;
    if (!payout) throw new Error('the seed has no paid payout');
    const seller = await sellerOf(payout.shop_id);
    const summary = value(await seller.summary());
    expect(summary.bank?.account_number_masked.endsWith(payout.bank.account_number.slice(-4))).toBe(true);
    expect(summary.balance.paid).toBeGreaterThan(0);
    expect(value(await seller.lines(incomePageParamsRead({}))).items.length).toBeGreaterThan(0);
    expect(value(await seller.lines(incomePageParamsRead({ status: 'paid' }))).items.every((line) => line.status === 'paid')).toBe(true);
    expect(value(await seller.payouts(1)).items.some((one) => one._id === payout._id)).toBe(true);
    expect(value(await seller.payout(payout._id)).income_lines.length).toBeGreaterThan(0);
    expect(value(await seller.statement(incomePeriodDefault(Date.now()))).file_name).toMatch(/\.xlsx$/);
  });
});
