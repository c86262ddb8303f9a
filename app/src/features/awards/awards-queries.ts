import { queryOptions } from '@tanstack/react-query';
import type { AwardsGateway } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';

type Gateway = () => Promise<AwardsGateway>;

export const awardsKeys = {
  all: ['awards'] as const,
  edition: ['awards', 'edition'] as const,
  balance: ['awards', 'balance'] as const,
};

/** The current edition with its categories, nominees and counts (anyone). */
export const awardsEditionQueryOptions = (gateway: Gateway) =>
  queryOptions({ queryKey: awardsKeys.edition, queryFn: async () => resultUnwrap((await gateway()).edition()) });

/** The account's balance and today's check-in (only asked when logged in). */
export const awardsBalanceQueryOptions = (gateway: Gateway) =>
  queryOptions({ queryKey: awardsKeys.balance, queryFn: async () => resultUnwrap((await gateway()).balance()) });
