import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@modavi/ui';
import { errorKey } from '../i18n/error-key';
import { errorsReady } from '../i18n/errors-ready';

/** Shows a failed call's message from the error catalogue, loading the catalogue first. */
export function useErrorToast(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      void errorsReady(i18n).then(() => toast.show({ title: t(errorKey(error, (key) => i18n.exists(key))), tone: 'danger' }));
    },
    [i18n, t, toast],
  );
}
