import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeParse, type Locale } from '@modavi/core';
import { htmlLang } from '../i18n/i18n';
import { useServices } from './use-services';

/** The current locale and a switch that persists the choice and refetches localised data. */
export function useLocaleSwitch(): { locale: Locale; switchTo: (next: Locale) => Promise<void> } {
  const { i18n } = useTranslation();
  const services = useServices();
  const locale = localeParse(i18n.language);
  const switchTo = useCallback(
    async (next: Locale) => {
      services.context.localeSet(next);
      await i18n.changeLanguage(next);
      document.documentElement.lang = htmlLang(next);
      // Requests carry the language header, so data fetched in the old language is stale.
      await services.queryClient.invalidateQueries();
    },
    [i18n, services],
  );
  return { locale, switchTo };
}
