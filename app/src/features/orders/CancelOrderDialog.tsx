import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, orderCancelReasonValidate } from '@modavi/core';
import { Button, Dialog, Select, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { reasonsQueryOptions } from '../../queries/order-queries';
import { useOrderSteps } from './use-order-steps';
import * as styles from './orders.css';

/** Cancel with a reason from `api/v1/public/reasons` (spec: cancel needs a reason). */
export function CancelOrderDialog({ orderId, pending }: { orderId: string; pending: boolean }) {
  const { t, i18n } = useTranslation();
  const { orders } = useServices();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasons = useQuery({ ...reasonsQueryOptions(orders, 'cancel', i18n.language), enabled: open });
  const { cancel } = useOrderSteps(orderId);

  const submit = () => {
    const checked = orderCancelReasonValidate(reason);
    if (!checked.ok) {
      setProblem(t(errorI18nKey(checked.error[0]?.code ?? 'ORDER.CANCEL_REASON_REQUIRED')));
      return;
    }
    cancel.mutate(checked.value, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
      trigger={<Button variant="secondary">{pending ? t('orders.cancel.askSeller') : t('orders.cancel.open')}</Button>}
      title={t('orders.cancel.title')}
      description={pending ? t('orders.cancel.pendingNote') : t('orders.cancel.description')}
      closeLabel={t('orders.close')}
      footer={
        <Button variant="danger" loading={cancel.isPending} onClick={submit}>
          {t('orders.cancel.submit')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Select
          label={t('orders.cancel.reason')}
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          options={[
            { value: '', label: reasons.isPending ? t('orders.loading') : t('orders.cancel.choose') },
            ...(reasons.data ?? []).map((item) => ({ value: item.name, label: item.name })),
          ]}
          aria-invalid={problem ? true : undefined}
        />
        {problem ? (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        ) : null}
      </Stack>
    </Dialog>
  );
}
