import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminPayoutListParams, DashboardPeriod, IncomePageParams } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

type LineParams = Pick<IncomePageParams, 'status' | 'from' | 'to' | 'page'>;

/** Keys of seller income: the seller's under 'seller', the admin's under 'admin', all under one root. */
export const sellerIncomeKeys = {
  all: ['seller-income'] as const,
  summary: ['seller-income', 'seller', 'summary'] as const,
  lines: (params: LineParams) => ['seller-income', 'seller', 'lines', params] as const,
  payouts: (page: number) => ['seller-income', 'seller', 'payouts', page] as const,
  payout: (id: string) => ['seller-income', 'seller', 'payout', id] as const,
  adminList: (params: AdminPayoutListParams) => ['seller-income', 'admin', 'list', params] as const,
  adminPayout: (id: string) => ['seller-income', 'admin', 'payout', id] as const,
  platform: (period: DashboardPeriod) => ['seller-income', 'admin', 'platform', period.from, period.to] as const,
};

/** The seller's income gateway (loaded with the seller area's gateways). */
export const sellerIncome = async (services: AppServices) => (await services.seller()).income;
/** The admin console's payout gateway. */
export const adminPayouts = async (services: AppServices) => (await services.seller()).adminPayouts;

/** The shop's balance, fee plan and bank account; kept half a minute, as the dashboard's figures. */
export const sellerIncomeSummaryQueryOptions = (services: AppServices) =>
  queryOptions({ queryKey: sellerIncomeKeys.summary, queryFn: async () => resultUnwrap((await sellerIncome(services)).summary()), staleTime: 30_000 });

/** A page of the shop's income lines. */
export const sellerIncomeLinesQueryOptions = (services: AppServices, params: LineParams) =>
  queryOptions({
    queryKey: sellerIncomeKeys.lines(params),
    queryFn: async () => resultUnwrap((await sellerIncome(services)).lines(params)),
    placeholderData: keepPreviousData,
  });

/** A page of the shop's payouts. */
export const sellerPayoutsQueryOptions = (services: AppServices, page: number) =>
  queryOptions({ queryKey: sellerIncomeKeys.payouts(page), queryFn: async () => resultUnwrap((await sellerIncome(services)).payouts(page)), placeholderData: keepPreviousData });

/** One of the shop's payouts with its lines. */
export const sellerPayoutQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerIncomeKeys.payout(id), queryFn: async () => resultUnwrap((await sellerIncome(services)).payout(id)) });

/** A page of every shop's payouts under one status, with each status's count. */
export const adminPayoutListQueryOptions = (services: AppServices, params: AdminPayoutListParams) =>
  queryOptions({ queryKey: sellerIncomeKeys.adminList(params), queryFn: async () => resultUnwrap((await adminPayouts(services)).list(params)), placeholderData: keepPreviousData });

/** One payout as the admin reviews it. */
export const adminPayoutQueryOptions = (services: AppServices, id: string) =>
  queryOptions({ queryKey: sellerIncomeKeys.adminPayout(id), queryFn: async () => resultUnwrap((await adminPayouts(services)).one(id)) });

/** The platform's own figures over a period. */
export const platformIncomeQueryOptions = (services: AppServices, period: DashboardPeriod) =>
  queryOptions({ queryKey: sellerIncomeKeys.platform(period), queryFn: async () => resultUnwrap((await adminPayouts(services)).platformIncome(period)), staleTime: 30_000 });

/** After an admin's step on a payout: every list, detail and figure may have moved. */
export const sellerIncomeInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: sellerIncomeKeys.all });
