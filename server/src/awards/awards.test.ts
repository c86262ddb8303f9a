import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWARDS_API_PATHS, VOTES_PER_CHECK_IN, type AwardsBalance, type AwardsEdition, type AwardsVoteResult } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '../testing/test-db.js';
import { expectError, guestToken } from '../testing/commerce-probe.js';
import { signUp, testClock } from '../testing/auth-probe.js';

const P = AWARDS_API_PATHS;
const DAY = 24 * 60 * 60 * 1000;
const dataOf = <T>(result: { body: unknown }) => (result.body as { data: T }).data;

describe('awards event', () => {
  let test: TestDb;
  let app: Hono;
  let phones = 0;
  // Noon in Vietnam today, so a day's step lands on the next Vietnam day whatever time the run starts.
  const clock = testClock(Math.floor((Date.now() + 7 * 3600_000) / DAY) * DAY + 5 * 3600_000);
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db, { auth: { clock } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const buyer = async () => (await signUp(app, { destination: `+84 090 000 ${String(1000 + (phones += 1)).padStart(4, '0')}` })).token;
  const edition = async (token?: string) => dataOf<AwardsEdition>(await call(app, 'GET', P.edition, token ? { token } : {}));
  const firstNominee = async () => (await edition()).categories[0]!.nominees[0]!;
  const vote = (token: string, nominee_id: string, count: number) => call(app, 'POST', P.vote, { token, body: { nominee_id, count } });

  it('shows the seeded edition to anyone: the spec’s categories, catalogue shops and products, ranked by votes', async () => {
    const shown = await edition(await guestToken(app));
    expect(shown.open).toBe(true);
    expect(shown.categories.map((category) => category.name)).toEqual(['Shop thời trang của năm', 'Thương hiệu mỹ phẩm được yêu thích', 'Sản phẩm hot của năm']);
    const [shops, , products] = shown.categories;
    expect(shops!.nominees.length).toBeGreaterThan(1);
    expect(shops!.nominees.every((nominee) => nominee.kind === 'shop')).toBe(true);
    expect(products!.nominees.every((nominee) => nominee.kind === 'product')).toBe(true);
    const [found] = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shops WHERE id = $1', [shops!.nominees[0]!.target_id]);
    expect(found?.n).toBe(1);
    const votes = shops!.nominees.map((nominee) => nominee.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(shops!.nominees[0]!.rank).toBe(1);
    expect((await call(app, 'GET', P.edition)).status).toBe(200);
  });

  it('checks in once per Vietnam day (+10), again the next day', async () => {
    const token = await buyer();
    expect(dataOf<AwardsBalance>(await call(app, 'GET', P.balance, { token }))).toEqual({ balance: 0, checked_in_today: false });
    const first = await call(app, 'POST', P.checkIn, { token });
    expect(first.status).toBe(200);
    expect(dataOf<AwardsBalance>(first)).toEqual({ balance: VOTES_PER_CHECK_IN, checked_in_today: true });
    expectError(await call(app, 'POST', P.checkIn, { token }), 409, 'CHECK_IN.ALREADY_DONE');
    clock.advance(DAY);
    expect(dataOf<AwardsBalance>(await call(app, 'GET', P.balance, { token }))).toEqual({ balance: VOTES_PER_CHECK_IN, checked_in_today: false });
    expect(dataOf<AwardsBalance>(await call(app, 'POST', P.checkIn, { token })).balance).toBe(2 * VOTES_PER_CHECK_IN);
  });

  it('a vote spends the balance and adds to the nominee; beyond the balance is "out of votes"', async () => {
    const token = await buyer();
    await call(app, 'POST', P.checkIn, { token });
    const nominee = await firstNominee();
    const cast = await vote(token, nominee.id, 4);
    expect(cast.status).toBe(200);
    expect(dataOf<AwardsVoteResult>(cast)).toEqual({ balance: VOTES_PER_CHECK_IN - 4, nominee_id: nominee.id, votes: nominee.votes + 4 });
    expect((await firstNominee()).votes).toBe(nominee.votes + 4);
    expectError(await vote(token, nominee.id, VOTES_PER_CHECK_IN), 409, 'VOTE.OUT_OF_VOTES');
    expect(dataOf<AwardsBalance>(await call(app, 'GET', P.balance, { token })).balance).toBe(VOTES_PER_CHECK_IN - 4);
    expectError(await vote(token, nominee.id, 0), 400, 'VOTE.INVALID_COUNT');
    expectError(await vote(token, 'no-such-nominee', 1), 404, 'AWARDS.NOMINEE_NOT_FOUND');
  });

  it('refuses guests (login prompt) and calls on a closed edition', async () => {
    const guest = await guestToken(app);
    const nominee = await firstNominee();
    expectError(await call(app, 'POST', P.checkIn, { token: guest }), 401, 'AUTH.LOGIN_REQUIRED');
    expectError(await vote(guest, nominee.id, 1), 401, 'AUTH.LOGIN_REQUIRED');
    expectError(await call(app, 'GET', P.balance, { token: guest }), 401, 'AUTH.LOGIN_REQUIRED');
    const token = await buyer();
    await call(app, 'POST', P.checkIn, { token });
    clock.advance(200 * DAY);
    expect((await edition()).open).toBe(false);
    expectError(await vote(token, nominee.id, 1), 409, 'AWARDS.CLOSED');
    expectError(await call(app, 'POST', P.checkIn, { token }), 409, 'AWARDS.CLOSED');
  });

  it('refuses a body past the limit', async () => {
    const token = await buyer();
    const refused = await call(app, 'POST', P.vote, { token, body: { nominee_id: 'x', count: 1, pad: 'a'.repeat(20_000) } });
    expect(refused.status).toBe(413);
  });
});

/** Calls of one account at the same time: on PGlite (one connection, so serial) and on PostgreSQL (the row lock). */
function concurrencySuite(engine: string, open: () => Promise<TestDb>): void {
  describe(`awards under concurrency (${engine})`, () => {
    let test: TestDb;
    let app: Hono;
    const clock = testClock(Date.now());
    beforeAll(async () => {
      test = await open();
      app = testApi(test.db, { auth: { clock } });
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('votes at once never spend more than the balance, and a day’s check-ins at once give 10 once', async () => {
      const { token } = await signUp(app, { destination: '+84 092 000 1001' });
      const checkIns = await Promise.all([0, 1, 2].map(() => call(app, 'POST', P.checkIn, { token })));
      expect(checkIns.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const nominee = dataOf<AwardsEdition>(await call(app, 'GET', P.edition)).categories[0]!.nominees[0]!;
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(app, 'POST', P.vote, { token, body: { nominee_id: nominee.id, count: 3 } })));
      const won = Math.floor(VOTES_PER_CHECK_IN / 3);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(won);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => (answer.body as { error_code: string }).error_code)).toEqual(
        Array(6 - won).fill('VOTE.OUT_OF_VOTES'),
      );
      expect(dataOf<AwardsBalance>(await call(app, 'GET', P.balance, { token })).balance).toBe(VOTES_PER_CHECK_IN - 3 * won);
      const [row] = await test.db.query<{ votes: number; cast: number }>(
        'SELECT n.votes, (SELECT coalesce(sum(count), 0)::int FROM awards_votes WHERE nominee_id = n.id) AS cast FROM awards_nominees n WHERE n.id = $1',
        [nominee.id],
      );
      expect(row).toEqual({ votes: nominee.votes + 3 * won, cast: 3 * won });
    });
  });
}

concurrencySuite('PGlite', () => memoryTestDb());

// PostgreSQL proper: real concurrent transactions, in a schema of its own that is dropped afterwards.
describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  concurrencySuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL));
});
