import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INCOME_DAY_TEXT_MAX, INCOME_LINE_FILTERS, type IncomeLineFilter, type IncomePageParams } from '@modavi/core';
import { Button, Input, Select } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerIncomeLinesQueryOptions } from '../../queries/seller-income-queries';
import { IncomeLineList } from './IncomeLineCard';
import { IncomeListBody } from './IncomeListBody';
import * as styles from './income.css';

export interface IncomeLinesTabProps {
  readonly params: IncomePageParams;
  readonly onParams: (update: Partial<IncomePageParams>) => void;
}

/** The days the lines were placed on: both or neither, in order, checked before they go to the address. */
function DayRangeForm({ from, to, onApply }: { readonly from: string; readonly to: string; readonly onApply: (from: string, to: string) => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server reads a range whole (both days) or not at all.
    if ((start === '') !== (end === '')) return setError(t('sellerIncome.rangeBoth'));
    if (start > end) return setError(t('sellerIncome.rangeInvalid'));
    setError(undefined);
    onApply(start, end);
  };
  return (
    <form className={styles.filters} onSubmit={submit} noValidate>
      <Input type="date" label={t('sellerIncome.from')} value={start} maxLength={INCOME_DAY_TEXT_MAX} onChange={(event) => setStart(event.target.value)} error={error} />
      <Input type="date" label={t('sellerIncome.to')} value={end} maxLength={INCOME_DAY_TEXT_MAX} onChange={(event) => setEnd(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('sellerIncome.apply')}
      </Button>
    </form>
  );
}

/** The "Thu nhập" tab: the shop's income lines per order, filtered by status and the day placed, newest first. */
export function IncomeLinesTab({ params, onParams }: IncomeLinesTabProps) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerIncomeLinesQueryOptions(services, params));
  const filtered = params.status !== 'all' || params.from !== '' || params.to !== '';
  const options = INCOME_LINE_FILTERS.map((value) => ({ value, label: value === 'all' ? t('sellerIncome.statusAll') : t(`sellerIncome.lineStatus.${value}`) }));
  return (
    <>
      <div className={styles.filters}>
        <Select label={t('sellerIncome.statusFilter')} options={options} value={params.status} onValueChange={(status) => onParams({ status: status as IncomeLineFilter, page: 1 })} />
        <DayRangeForm key={`${params.from}/${params.to}`} from={params.from} to={params.to} onApply={(from, to) => onParams({ from, to, page: 1 })} />
      </div>
      <IncomeListBody
        query={query}
        loadingText={t('sellerIncome.loadingLines')}
        emptyText={filtered ? t('sellerIncome.emptyLinesFiltered') : t('sellerIncome.emptyLines')}
        page={params.page}
        onPage={(page) => onParams({ page })}
      >
        <IncomeLineList lines={query.data?.items ?? []} orderLink />
      </IncomeListBody>
    </>
  );
}
