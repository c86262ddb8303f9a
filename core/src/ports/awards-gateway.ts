import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { AwardsBalance, AwardsEdition, AwardsVoteBody, AwardsVoteResult } from '../awards/awards.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The awards event (spec 1, 2, 4): the edition for anyone; balance, check-in and votes for an account. */
export interface AwardsGateway {
  edition(): Answer<AwardsEdition>;
  balance(): Answer<AwardsBalance>;
  checkIn(): Answer<AwardsBalance>;
  vote(body: AwardsVoteBody): Answer<AwardsVoteResult>;
}
