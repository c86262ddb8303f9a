import { describe, expect, it } from 'vitest';
import type { RequestContext } from '@modavi/core';
import { createHttpClient, type FetchLike } from './http-client.js';
import { httpAdminPayoutGateway, httpSellerIncomeGateway } from './http-seller-income-gateway.js';

const context: RequestContext = { token: () => 'tok-1', country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'd' };

/** A server that answers `data` and keeps what it was asked. */
function serverOf(data: unknown) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    return new Response(JSON.stringify({ statusCode: 200, data }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { seen, client: createHttpClient({ baseUrl: 'http://api.test', context, fetch }) };
}

const PAYOUT = {
  _id: 'p1',
  shop_id: 's1',
  shop_name: 'Lan',
  amount: 100,
  lines: 1,
  status: 'paid',
  created_at: 1,
  paid_at: 2,
  bank_reference: 'FT1',
  failure_reason: null,
  bank: { bank_name: 'VCB', account_number: '0123456789', account_holder: 'LAN', branch: '' },
};

describe('the seller income gateways', () => {
  it('ask for the lines with only what narrows them', async () => {
    const { seen, client } = serverOf({ items: [], page: 2, limit: 20, total: 0 });
    const answer = await httpSellerIncomeGateway(client).lines({ status: 'payable', from: '2026-12-01', to: '2026-12-07', page: 2 });
    expect(answer.ok).toBe(true);
    expect(seen[0]?.url).toBe('http://api.test/api/v1/seller/income/lines?status=payable&from=2026-12-01&to=2026-12-07&page=2');
  });

  it('send the bank reference and the failure reason as the contract names them, and check the answer', async () => {
    const { seen, client } = serverOf(PAYOUT);
    const gateway = httpAdminPayoutGateway(client);
    expect((await gateway.markPaid('p1', 'FT1')).ok).toBe(true);
    await gateway.markFailed('p 1', 'Sai số tài khoản');
    expect(seen.map(({ url, method, body }) => [method, url, body])).toEqual([
      ['POST', 'http://api.test/api/v1/cms-admin/payouts/p1/paid', { bank_reference: 'FT1' }],
      ['POST', 'http://api.test/api/v1/cms-admin/payouts/p%201/failed', { reason: 'Sai số tài khoản' }],
    ]);
  });

  it('refuse an answer the contract does not describe', async () => {
    const { client } = serverOf({ balance: {} });
    const answer = await httpSellerIncomeGateway(client).summary();
    expect(answer.ok ? null : answer.error.code).toBe('INVALID_RESPONSE');
  });
});
