import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

/** Keys of the seller's settings; a save puts its answer under its key. */
export const sellerSettingsKeys = {
  all: ['seller', 'settings'] as const,
  /** The reasons to choose from come worded in the page's language, so each language has its copy. */
  shipping: (language: string) => ['seller', 'settings', 'shipping', language] as const,
  returnPolicy: ['seller', 'settings', 'return-policy'] as const,
  payment: ['seller', 'settings', 'payment'] as const,
  shopInfo: ['seller', 'settings', 'shop-info'] as const,
  pause: ['seller', 'settings', 'pause'] as const,
};

const settings = async (services: AppServices) => (await services.seller()).settings;

export const sellerShippingSettingsQueryOptions = (services: AppServices, language: string) =>
  queryOptions({ queryKey: sellerSettingsKeys.shipping(language), queryFn: async () => resultUnwrap((await settings(services)).shipping()) });

export const sellerReturnPolicyQueryOptions = (services: AppServices) =>
  queryOptions({ queryKey: sellerSettingsKeys.returnPolicy, queryFn: async () => resultUnwrap((await settings(services)).returnPolicy()) });

export const sellerPaymentSettingsQueryOptions = (services: AppServices) =>
  queryOptions({ queryKey: sellerSettingsKeys.payment, queryFn: async () => resultUnwrap((await settings(services)).payment()) });

export const sellerShopInfoQueryOptions = (services: AppServices) =>
  queryOptions({ queryKey: sellerSettingsKeys.shopInfo, queryFn: async () => resultUnwrap((await settings(services)).shopInfo()) });

/** The shop's pause, read by the seller area's banner on every page (kept a minute: the seller changes it here only). */
export const sellerPauseQueryOptions = (services: AppServices) =>
  queryOptions({ queryKey: sellerSettingsKeys.pause, queryFn: async () => resultUnwrap((await settings(services)).pause()), staleTime: 60_000 });
