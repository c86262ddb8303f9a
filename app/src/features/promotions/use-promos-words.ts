import { use } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';

/** Words of the promotion pages (their loaders await them). */
export const PROMOS_BUNDLE = 'promos';
/** The few words of the pieces shown on other pages too (home sections, the heart, countdowns, promotion terms): small, for the first visit's home sections. */
export const PROMOS_SHARED_BUNDLE = 'promos-shared';

/** Both promotion bundles: what a promotion page's loader awaits. */
export const promosWordsReady = (instance: i18n): Promise<unknown> =>
  Promise.all([localeBundleReady(instance, PROMOS_BUNDLE), localeBundleReady(instance, PROMOS_SHARED_BUNDLE)]);

/** The shared promotion words, for components on pages whose loader did not load them. */
export function usePromosWords() {
  const translation = useTranslation();
  use(localeBundleReady(translation.i18n, PROMOS_SHARED_BUNDLE));
  return translation;
}
