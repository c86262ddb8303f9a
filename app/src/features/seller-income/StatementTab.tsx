import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INCOME_DAY_TEXT_MAX, INCOME_PERIOD_MAX_DAYS, errorI18nKey, incomePeriodDefault, incomePeriodValidate, vietnamDayText } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerIncome } from '../../queries/seller-income-queries';
import { sheetSave } from '../product-sheets/sheet-save';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './income.css';

/** The "Sao kê" tab: the shop's ledger over a chosen range (core's incomePeriodValidate, the server's rule) downloaded as .xlsx. */
export function StatementTab() {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const [period, setPeriod] = useState(() => incomePeriodDefault(Date.now()));
  const [error, setError] = useState<string | undefined>(undefined);
  const download = useMutation({
    mutationFn: async (checked: { from: string; to: string }) => sheetSave(await resultUnwrap((await sellerIncome(services)).statement(checked))),
    onError: showError,
  });
  const today = vietnamDayText(Date.now());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = incomePeriodValidate(period);
    if (!checked.ok) return setError(t(errorI18nKey(checked.error[0]?.code ?? 'SELLER_INCOME.PERIOD_INVALID'), { max: INCOME_PERIOD_MAX_DAYS }));
    setError(undefined);
    download.mutate(checked.value);
  };
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-describedby="income-statement-help">
      <p id="income-statement-help" className={shopStyles.muted}>
        {t('sellerIncome.statementHelp', { max: INCOME_PERIOD_MAX_DAYS })}
      </p>
      <Input type="date" label={t('sellerIncome.from')} value={period.from} max={today} maxLength={INCOME_DAY_TEXT_MAX} onChange={(event) => setPeriod({ ...period, from: event.target.value })} error={error} />
      <Input type="date" label={t('sellerIncome.to')} value={period.to} max={today} maxLength={INCOME_DAY_TEXT_MAX} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />
      <Button type="submit" loading={download.isPending}>
        {t('sellerIncome.statementDownload')}
      </Button>
    </form>
  );
}
