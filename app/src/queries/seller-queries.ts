import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

export const sellerKeys = {
  all: ['seller'] as const,
  account: ['seller', 'account'] as const,
};

/** The account's seller side (shop, application, status): the seller area's guard and header. */
export const sellerAccountQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: sellerKeys.account,
    queryFn: async () => resultUnwrap((await services.seller()).account.sellerAccount()),
    staleTime: 10_000,
  });
