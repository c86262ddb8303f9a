import { Effect, Either, Fiber, TestClock, TestContext } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS, type MomoCredentials } from '../gateway-config.js';
import { momoStandIn, type MomoStandIn } from '../stand-ins/momo-stand-in.js';
import type { GatewayOpenInput } from './gateway-client.js';
import { momoClient } from './momo-client.js';

const MOMO = SANDBOX_CREDENTIALS.momo as MomoCredentials;
const NOW = 1_765_000_000_000;

const opening = (paymentId: string, amount = 150_000): GatewayOpenInput => ({
  paymentId, orderId: `order-${paymentId}`, amount, route: { gateway: 'momo', requestType: 'captureWallet' }, lang: 'vi',
  ipnUrl: 'https://shop.example/api/v1/payments/momo/ipn', returnUrl: 'https://shop.example/api/v1/payments/momo/return', createdAt: NOW, clientIp: '203.0.113.9',
});
const ref = (paymentId: string, transaction: string | null = null, amount = 150_000) => ({
  paymentId, amount, createdAt: NOW, route: { gateway: 'momo', requestType: 'captureWallet' } as const, transaction,
});
const run = <A, E>(program: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(program));

describe('MoMo client against its stand-in', () => {
  let stand: MomoStandIn;
  beforeAll(async () => {
    stand = await momoStandIn(MOMO);
  });
  afterAll(async () => {
    await stand?.close();
  });
  const client = () => momoClient({ ...MOMO, endpoint: stand.url });

  it('create: signed as published, answers the payUrl once its signature checks out', async () => {
    const opened = await run(client().open(opening('m-open-1'), NOW));
    expect(opened).toEqual(Either.right(`${stand.url}/pay/m-open-1`));
    expect(stand.badSignatures).toEqual([]);
    // The same order id again: MoMo refuses a duplicate (41).
    const again = await run(client().open(opening('m-open-1'), NOW));
    expect(Either.isLeft(again) && again.left).toMatchObject({ _tag: 'ProviderRefused', code: '41' });
  });

  it('an answer signed with another secret is not believed; a request signed with another secret is refused', async () => {
    stand.modes.signWith = 'not-the-secret';
    const forged = await run(client().open(opening('m-forged'), NOW));
    stand.modes.signWith = null;
    expect(Either.isLeft(forged) && forged.left._tag).toBe('ProviderBadAnswer');
    const wrongKey = await run(momoClient({ ...MOMO, secret: 'wrong', endpoint: stand.url }).open(opening('m-wrong-key'), NOW));
    expect(Either.isLeft(wrongKey) && wrongKey.left).toMatchObject({ _tag: 'ProviderRefused', code: '13' });
    expect(stand.badSignatures).toEqual(['/v2/gateway/api/create']);
    stand.badSignatures.length = 0;
  });

  it('a refusal and a gateway that is down are typed failures', async () => {
    stand.modes.refuseCreate = '1001';
    const refused = await run(client().open(opening('m-refused'), NOW));
    stand.modes.refuseCreate = null;
    expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: 'ProviderRefused', code: '1001' });
    stand.modes.create = 'down';
    const down = await run(client().open(opening('m-down'), NOW));
    stand.modes.create = 'normal';
    expect(Either.isLeft(down) && down.left._tag).toBe('ProviderUnavailable');
  });

  it('a create MoMo does not answer ends at its time-out (test clock), the request aborted', async () => {
    stand.modes.create = 'hang';
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(client().open(opening('m-hang'), NOW)));
        // Let the request reach the stand-in, then move the clock past the time-out.
        while (!stand.calls.includes('/v2/gateway/api/create')) yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)));
        yield* TestClock.adjust('11 seconds');
        return yield* Fiber.join(fiber);
      }).pipe(Effect.provide(TestContext.TestContext)),
    );
    stand.modes.create = 'normal';
    expect(Either.isLeft(result) && result.left._tag).toBe('ProviderTimeout');
  });

  it('query: nothing final while the buyer is on the page or never came; the signed report once paid', async () => {
    expect(await run(client().query(ref('m-never'), NOW))).toEqual(Either.right(null));
    await run(client().open(opening('m-query'), NOW));
    expect(await run(client().query(ref('m-query'), NOW))).toEqual(Either.right(null));
    const ipn = stand.pay('m-query', 'approve');
    const queried = await run(client().query(ref('m-query'), NOW + 1));
    expect(queried).toEqual(Either.right({ reference: 'm-query', merchant: MOMO.merchant, amount: 150_000, outcome: 'approve', transaction: ipn['transId'] }));
  });

  it('refund: the refund id is the request id, so asking twice refunds once; more than was paid is refused', async () => {
    await run(client().open(opening('m-refund', 100_000), NOW));
    const ipn = stand.pay('m-refund', 'approve');
    const payment = ref('m-refund', ipn['transId'] ?? '', 100_000);
    const first = await run(client().refund({ refundId: 'rf-1', payment, amount: 60_000, now: NOW }));
    const again = await run(client().refund({ refundId: 'rf-1', payment, amount: 60_000, now: NOW }));
    expect(Either.isRight(first) && first.right).toMatch(/^\d+$/);
    expect(again).toEqual(first);
    const beyond = await run(client().refund({ refundId: 'rf-2', payment, amount: 60_000, now: NOW }));
    expect(Either.isLeft(beyond) && beyond.left).toMatchObject({ _tag: 'ProviderRefused', code: '1081' });
    expect(stand.badSignatures).toEqual([]);
  });
});
