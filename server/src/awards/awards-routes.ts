import { Hono } from 'hono';
import { AWARDS_API_PATHS, AwardsVoteBodySchema, awardsVotingCheck, checkInDay, type AwardsBalance } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { ApiEnv } from '../http/api-env.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { jsonBody } from '../sellers/registration-http.js';
import { awardsBalanceRead, awardsCheckIn, awardsVoteSpend } from './awards-ledger.js';
import { awardsEditionRead, awardsEditionShown, awardsNomineeEdition } from './awards-store.js';

const balanceView = (balance: number, lastDay: number | null, today: number): AwardsBalance => ({ balance, checked_in_today: lastDay === today });

/**
 * The annual awards event (spec 1, 2, 4, 8, 9). Anyone reads the edition; an account checks in
 * once per Vietnam day (core's checkIn) and spends its votes (core's voteCast), both only while
 * the edition is open (core's awardsVotingCheck). `now` is the server's clock (tests move it).
 */
export function awardsRoutes(db: Db, now: () => number): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routePath(AWARDS_API_PATHS.edition), async (c) => {
    const nowMs = now();
    const edition = await awardsEditionShown(db, nowMs);
    if (!edition) throw new ApiError(404, ERROR_CODES['AWARDS.NOT_FOUND'], 'No awards edition.');
    return okJson(c, await awardsEditionRead(db, edition, awardsVotingCheck(edition, nowMs).ok));
  });

  routes.get(routePath(AWARDS_API_PATHS.balance), async (c) => {
    const row = await awardsBalanceRead(db, c.get('session').ownerId);
    return okJson(c, balanceView(row.balance, row.last_check_in_day, checkInDay(now())));
  });

  routes.post(routePath(AWARDS_API_PATHS.checkIn), async (c) => {
    const nowMs = now();
    const edition = await awardsEditionShown(db, nowMs);
    if (!edition || !awardsVotingCheck(edition, nowMs).ok) throw new ApiError(409, ERROR_CODES['AWARDS.CLOSED'], 'No awards edition is open.');
    const today = checkInDay(nowMs);
    const outcome = await awardsCheckIn(db, c.get('session').ownerId, today);
    if (!outcome.ok) throw new ApiError(409, ERROR_CODES[outcome.error], 'Already checked in today.');
    return okJson(c, balanceView(outcome.value, today, today));
  });

  routes.post(routePath(AWARDS_API_PATHS.vote), async (c) => {
    const body = AwardsVoteBodySchema.safeParse(await jsonBody(c));
    if (!body.success) throw new ApiError(400, ERROR_CODES['VOTE.INVALID_COUNT'], 'nominee_id and a whole count of at least 1 are required.');
    const nowMs = now();
    const window = await awardsNomineeEdition(db, body.data.nominee_id);
    if (!window) throw new ApiError(404, ERROR_CODES['AWARDS.NOMINEE_NOT_FOUND'], 'No such nominee.');
    if (!awardsVotingCheck(window, nowMs).ok) throw new ApiError(409, ERROR_CODES['AWARDS.CLOSED'], 'Voting is closed for this edition.');
    const outcome = await awardsVoteSpend(db, c.get('session').ownerId, body.data.nominee_id, body.data.count);
    if (!outcome.ok) throw new ApiError(outcome.error === 'VOTE.OUT_OF_VOTES' ? 409 : 400, ERROR_CODES[outcome.error], 'The vote was refused.');
    return okJson(c, { balance: outcome.value.balance, nominee_id: body.data.nominee_id, votes: outcome.value.votes });
  });
  return routes;
}
