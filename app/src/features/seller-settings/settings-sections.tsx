import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../composition/composition-root';
import {
  sellerPauseQueryOptions,
  sellerPaymentSettingsQueryOptions,
  sellerReturnPolicyQueryOptions,
  sellerShippingSettingsQueryOptions,
  sellerShopInfoQueryOptions,
} from '../../queries/seller-settings-queries';
import { ShippingSettingsPage } from './ShippingSettingsForm';
import { ReturnPolicyPage } from './ReturnPolicyForm';
import { PaymentSettingsPage } from './PaymentSettingsForm';
import { ShopInfoPage } from './ShopInfoForm';
import { PauseModePage } from './PauseModeForm';

interface SettingsSection {
  readonly Page: ComponentType;
  /** Puts the page's data in the cache before it draws. */
  readonly load: (services: AppServices, queryClient: QueryClient, language: string) => Promise<unknown>;
  /** Lazy word bundles the page needs besides seller-settings. */
  readonly bundles?: readonly string[];
}

/**
 * The pages under /ban-hang/cai-dat/{section}: the spec's four settings (van-chuyen,
 * chinh-sach-hoan-tra-hang, thanh-toan, thong-tin-cua-hang) and pause mode, named after its
 * guide (huong-dan-ban-hang/che-do-tam-nghi). One route serves them all: each route file adds to
 * every first visit's route tree, and these pages share their loader's shape.
 */
export const SETTINGS_SECTIONS: Readonly<Record<string, SettingsSection>> = {
  'van-chuyen': { Page: ShippingSettingsPage, load: (services, client, language) => client.ensureQueryData(sellerShippingSettingsQueryOptions(services, language)) },
  'chinh-sach-hoan-tra-hang': { Page: ReturnPolicyPage, load: (services, client) => client.ensureQueryData(sellerReturnPolicyQueryOptions(services)) },
  'thanh-toan': { Page: PaymentSettingsPage, load: (services, client) => client.ensureQueryData(sellerPaymentSettingsQueryOptions(services)) },
  // The image fields are the banners' (their words live with them).
  'thong-tin-cua-hang': { Page: ShopInfoPage, load: (services, client) => client.ensureQueryData(sellerShopInfoQueryOptions(services)), bundles: ['seller-shop'] },
  'che-do-tam-nghi': { Page: PauseModePage, load: (services, client) => client.ensureQueryData(sellerPauseQueryOptions(services)) },
};

export const settingsSectionOf = (section: string): SettingsSection | undefined =>
  Object.hasOwn(SETTINGS_SECTIONS, section) ? SETTINGS_SECTIONS[section] : undefined;
