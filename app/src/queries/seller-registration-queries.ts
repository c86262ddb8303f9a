import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShopApplicationQuery } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';
import { sellerKeys } from './seller-queries';

export const sellerRegistrationKeys = {
  application: ['seller', 'application'] as const,
  adminQueue: ['seller', 'admin', 'shop-applications'] as const,
  adminQueuePage: (query: ShopApplicationQuery) => ['seller', 'admin', 'shop-applications', 'list', query.status, query.page, query.q ?? ''] as const,
  adminApplication: (id: string) => ['seller', 'admin', 'shop-applications', 'one', id] as const,
};

/** The account's own shop application (draft, status, verification): the registration pages. */
export const sellerApplicationQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: sellerRegistrationKeys.application,
    queryFn: async () => resultUnwrap((await services.seller()).application.application()),
    staleTime: 5_000,
  });

/** A page of the admin's shop queue. */
export const shopApplicationsQueryOptions = (services: AppServices, query: ShopApplicationQuery) =>
  queryOptions({
    queryKey: sellerRegistrationKeys.adminQueuePage(query),
    queryFn: async () => resultUnwrap((await services.seller()).shopApplications.list(query)),
  });

/** One application as the admin reviews it. */
export const shopApplicationQueryOptions = (services: AppServices, id: string) =>
  queryOptions({
    queryKey: sellerRegistrationKeys.adminApplication(id),
    queryFn: async () => resultUnwrap((await services.seller()).shopApplications.application(id)),
  });

/** After a submission or a decision: the account's seller side and the queue are read again. */
export const sellerRegistrationInvalidate = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sellerKeys.account }),
    client.invalidateQueries({ queryKey: sellerRegistrationKeys.application }),
    client.invalidateQueries({ queryKey: sellerRegistrationKeys.adminQueue }),
  ]);
