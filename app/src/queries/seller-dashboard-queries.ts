import { queryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

/** Keys of the seller's dashboard: one entry per period. */
export const sellerDashboardKeys = {
  all: ['seller', 'dashboard'] as const,
  period: (period: DashboardPeriod) => ['seller', 'dashboard', period.from, period.to] as const,
};

/** The shop's figures over a period; kept half a minute, as orders keep arriving while the seller looks. */
export const sellerDashboardQueryOptions = (services: AppServices, period: DashboardPeriod) =>
  queryOptions({
    queryKey: sellerDashboardKeys.period(period),
    queryFn: async () => resultUnwrap((await services.seller()).dashboard.dashboard(period)),
    staleTime: 30_000,
  });
