import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIOD_MAX_DAYS, dashboardPeriodValidate, errorI18nKey, vietnamDayText, type DashboardPeriod } from '@modavi/core';
import { Button, Input } from '@modavi/ui';
import * as styles from './dashboard.css';

export interface CustomPeriodFormProps {
  readonly period: DashboardPeriod;
  readonly onApply: (period: DashboardPeriod) => void;
}

/** A chosen range, checked by the rule the server applies (core's dashboardPeriodValidate). */
export function CustomPeriodForm({ period, onApply }: CustomPeriodFormProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | undefined>(undefined);
  const today = vietnamDayText(Date.now());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = dashboardPeriodValidate({ from, to }, Date.now());
    if (checked.ok) {
      setError(undefined);
      onApply(checked.value);
    } else setError(t(errorI18nKey(checked.error[0]?.code ?? 'SELLER_DASHBOARD.PERIOD_INVALID'), { max: DASHBOARD_PERIOD_MAX_DAYS }));
  };
  return (
    <form className={styles.period} onSubmit={submit} noValidate>
      <Input type="date" label={t('sellerDashboard.from')} value={from} max={today} maxLength={10} onChange={(event) => setFrom(event.target.value)} error={error} />
      <Input type="date" label={t('sellerDashboard.to')} value={to} max={today} maxLength={10} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('sellerDashboard.apply')}
      </Button>
    </form>
  );
}
