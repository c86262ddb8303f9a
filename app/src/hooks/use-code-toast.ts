import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey } from '@modavi/core';
import { useToast, type ToastTone } from '@modavi/ui';
import { errorsReady } from '../i18n/errors-ready';

/**
 * Shows one of core's coded messages (the spec's section 8 wording, e.g. 'CART.ITEM_DELETED')
 * as a toast, loading the catalogue first, so a screen never words a spec message twice.
 */
export function useCodeToast(): (code: string, tone: ToastTone) => void {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return useCallback(
    (code: string, tone: ToastTone) => {
      void errorsReady(i18n).then(() => toast.show({ title: t(errorI18nKey(code)), tone }));
    },
    [i18n, t, toast],
  );
}
