import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey } from '@modavi/core';
import { errorsReady } from '../../i18n/errors-ready';

/**
 * The spec's 'product list load failure' while `failed` holds, once the error catalogue (kept
 * out of the first visit) has loaded; null otherwise.
 */
export function useLoadFailureText(failed: boolean): string | null {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!failed) return undefined;
    let live = true;
    void errorsReady(i18n).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [failed, i18n]);
  return failed && ready ? t(errorI18nKey('PRODUCT.LIST_LOAD_FAILED')) : null;
}
