import { useState } from 'react';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, orderWaybillValidate, type Order, type SellerOrderBatch, type SellerOrderHandOverItem, type ValidationIssue } from '@modavi/core';
import { Button, Dialog, Input } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerOrders, sellerOrdersInvalidate } from '../../queries/seller-order-queries';
import { useIssueText } from '../seller-shop/issue-text';
import * as styles from './seller-orders.css';

export interface BatchActionsProps {
  readonly orders: readonly Order[];
  readonly onDone: () => void;
}

/** The selected orders' batch steps: confirm, or hand over with a waybill each; each order's outcome is listed. */
export function BatchActions({ orders, onDone }: BatchActionsProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [outcome, setOutcome] = useState<SellerOrderBatch | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  const finish = async (batch: SellerOrderBatch) => {
    setOutcome(batch);
    setHandingOver(false);
    onDone();
    await sellerOrdersInvalidate(client);
  };
  const confirm = useMutation({
    mutationFn: async () => resultUnwrap((await sellerOrders(services)).confirmMany(orders.map((order) => order._id))),
    onSuccess: finish,
    onError: showError,
  });
  const okCount = outcome?.results.filter((result) => result.ok).length ?? 0;
  return (
    <div className={styles.batchBar}>
      {orders.length > 0 ? (
        <>
          <span>{t('sellerOrders.selected', { count: orders.length })}</span>
          <Button size="sm" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('sellerOrders.confirmMany')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setHandingOver(true)}>
            {t('sellerOrders.handOverMany')}
          </Button>
        </>
      ) : null}
      {outcome ? (
        <div role="status">
          <p>{t('sellerOrders.batchDone', { ok: okCount, total: outcome.results.length })}</p>
          <ul className={styles.results}>
            {outcome.results
              .filter((result) => !result.ok)
              .map((result) => (
                <li key={result.order_id}>
                  {t('sellerOrders.batchFailed', { code: result.order_id, message: t(errorI18nKey(result.error_code ?? 'REQUEST.INVALID')) })}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {handingOver ? <BatchHandOverDialog orders={orders} onClose={() => setHandingOver(false)} onDone={finish} /> : null}
    </div>
  );
}

interface BatchHandOverDialogProps {
  readonly orders: readonly Order[];
  readonly onClose: () => void;
  readonly onDone: (batch: SellerOrderBatch) => Promise<void>;
}

/** One waybill code per selected order (core's orderWaybillValidate, as the server), then one batch request. */
function BatchHandOverDialog({ orders, onClose, onDone }: BatchHandOverDialogProps) {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const issueText = useIssueText();
  const handOver = useMutation({
    mutationFn: async (items: readonly SellerOrderHandOverItem[]) => resultUnwrap((await sellerOrders(services)).handOverMany(items)),
    onSuccess: onDone,
    onError: showError,
  });
  const form = useForm({
    defaultValues: { waybills: Object.fromEntries(orders.map((order) => [order._id, ''])) as Record<string, string> },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const fields: Record<string, ValidationIssue> = {};
        // The carrier makes each waybill (GHN): nothing typed to check.
        if (services.config.carrierMakesWaybill) return undefined;
        for (const order of orders) {
          const checked = orderWaybillValidate(value.waybills[order._id]);
          if (!checked.ok && checked.error[0]) fields[`waybills.${order._id}`] = checked.error[0];
        }
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      const items = orders.map((order) => ({ id: order._id, waybill: (value.waybills[order._id] ?? '').trim() }));
      await handOver.mutateAsync(items).catch(() => undefined);
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('sellerOrders.batchHandOverTitle')}
      description={t(services.config.carrierMakesWaybill ? 'sellerOrders.waybillByCarrier' : 'sellerOrders.batchHandOverHint')}
      closeLabel={t('sellerOrders.close')}
    >
      <form
        noValidate
        className={styles.plainList}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {services.config.carrierMakesWaybill ? null : orders.map((order) => (
          <form.Field key={order._id} name={`waybills.${order._id}`}>
            {(field) => (
              <Input
                label={t('sellerOrders.waybillOf', { code: order._id })}
                value={field.state.value ?? ''}
                onChange={(event) => field.handleChange(event.target.value)}
                error={issueText(field.state.meta.errors)}
              />
            )}
          </form.Field>
        ))}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              {t('sellerOrders.submit')}
            </Button>
          )}
        </form.Subscribe>
      </form>
    </Dialog>
  );
}
