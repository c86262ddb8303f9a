import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../composition/composition-root';
import { GatewayFailure, resultUnwrap } from './gateway-failure';

export const accountKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
  addresses: ['account', 'addresses'] as const,
  settings: ['account', 'settings'] as const,
  provinces: ['admin-units'] as const,
  province: (id: string) => ['admin-units', id] as const,
  wall: (userId: string) => ['wall', userId] as const,
};

/** The catalogue of administrative units changes once in years. */
const FOREVER = Number.POSITIVE_INFINITY;

export const meQueryOptions = (services: AppServices) =>
  queryOptions({ queryKey: accountKeys.me, queryFn: async () => resultUnwrap((await services.accountGateways()).auth.me()), staleTime: 0 });

export const addressesQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: async () => resultUnwrap((await services.accountGateways()).account.addresses()),
    staleTime: 0,
  });

export const accountSettingsQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: accountKeys.settings,
    queryFn: async () => resultUnwrap((await services.accountGateways()).account.settings()),
  });

export const provincesQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: accountKeys.provinces,
    queryFn: async () => resultUnwrap((await services.accountGateways()).account.provinces()),
    staleTime: FOREVER,
  });

export const provinceQueryOptions = (services: AppServices, id: string) =>
  queryOptions({
    queryKey: accountKeys.province(id),
    queryFn: async () => resultUnwrap((await services.accountGateways()).account.province(id)),
    staleTime: FOREVER,
  });

export const wallQueryOptions = (services: AppServices, userId: string) =>
  queryOptions({
    queryKey: accountKeys.wall(userId),
    queryFn: async () => resultUnwrap((await services.accountGateways()).account.wall(userId)),
    // Nobody by that id: asking again will not find them.
    retry: (count, error) => !(error instanceof GatewayFailure && error.failure.code === 'NOT_FOUND') && count < 1,
  });

/** After an account change: the profile, addresses and settings are read again. */
export const accountInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: accountKeys.all });
