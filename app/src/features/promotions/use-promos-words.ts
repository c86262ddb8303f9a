import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';

/** The lazy 'promos' words, for components shown on pages whose loader did not load them (the home sections, the heart). */
export function usePromosWords() {
  const translation = useTranslation();
  use(localeBundleReady(translation.i18n, PROMOS_BUNDLE));
  return translation;
}

export const PROMOS_BUNDLE = 'promos';
