import { AWARDS_API_PATHS, AwardsBalanceSchema, AwardsEditionSchema, AwardsVoteResultSchema, type AwardsGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const P = AWARDS_API_PATHS;

/** AwardsGateway over `api/v1/public/awards/current` and the account's `api/v1/mobile/awards/*`. */
export function httpAwardsGateway(client: HttpClient): AwardsGateway {
  return {
    edition: () => client.request({ method: 'GET', path: P.edition, schema: AwardsEditionSchema }),
    balance: () => client.request({ method: 'GET', path: P.balance, schema: AwardsBalanceSchema }),
    checkIn: () => client.request({ method: 'POST', path: P.checkIn, schema: AwardsBalanceSchema, body: {} }),
    vote: (body) => client.request({ method: 'POST', path: P.vote, schema: AwardsVoteResultSchema, body }),
  };
}
