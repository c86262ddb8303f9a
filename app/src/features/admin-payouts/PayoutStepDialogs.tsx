import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYOUT_BANK_REFERENCE_MAX, PAYOUT_FAILURE_REASON_MAX, payoutBankReferenceValidate, payoutFailureReasonValidate, type PayoutDetail } from '@modavi/core';
import { Button, Dialog, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { adminPayouts, sellerIncomeInvalidate } from '../../queries/seller-income-queries';
import { OneFieldForm } from '../seller-shop/OneFieldForm';
import * as refundStyles from '../seller-refunds/refund-desk.css';

type Step = 'paid' | 'failed';

/**
 * The admin's steps on a payout the bank has still to pay: paid (with the bank's reference) or
 * failed (with the reason the seller reads; the money goes back to the shop's balance). Each
 * opens a dialog whose field is checked by core's rule, the one the server applies.
 */
export function PayoutSteps({ payout }: { readonly payout: PayoutDetail }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [open, setOpen] = useState<Step | null>(null);
  const step = useMutation({
    mutationFn: async ({ kind, text }: { kind: Step; text: string }) => {
      const gateway = await adminPayouts(services);
      return resultUnwrap(kind === 'paid' ? gateway.markPaid(payout._id, text) : gateway.markFailed(payout._id, text));
    },
    onSuccess: async () => {
      setOpen(null);
      await sellerIncomeInvalidate(client);
    },
    onError: showError,
  });
  if (payout.status !== 'processing') return null;
  return (
    <section className={refundStyles.card} aria-labelledby="payout-steps">
      <Heading level={2} size="item" id="payout-steps">
        {t('adminPayouts.actions')}
      </Heading>
      <p>{t('adminPayouts.actionsHint')}</p>
      <div className={refundStyles.actions}>
        <Button onClick={() => setOpen('paid')}>{t('adminPayouts.markPaid')}</Button>
        <Button variant="danger" onClick={() => setOpen('failed')}>
          {t('adminPayouts.markFailed')}
        </Button>
      </div>
      <Dialog open={open === 'paid'} onOpenChange={(next) => setOpen(next ? 'paid' : null)} title={t('adminPayouts.markPaidTitle')} closeLabel={t('adminPayouts.close')}>
        <OneFieldForm
          className={refundStyles.plainList}
          label={t('adminPayouts.bankReference')}
          maxLength={PAYOUT_BANK_REFERENCE_MAX}
          submitText={t('adminPayouts.markPaidSubmit')}
          check={payoutBankReferenceValidate}
          onSubmit={(text) => step.mutateAsync({ kind: 'paid', text })}
        />
      </Dialog>
      <Dialog open={open === 'failed'} onOpenChange={(next) => setOpen(next ? 'failed' : null)} title={t('adminPayouts.markFailedTitle')} closeLabel={t('adminPayouts.close')}>
        <OneFieldForm
          className={refundStyles.plainList}
          label={t('adminPayouts.failureReason')}
          maxLength={PAYOUT_FAILURE_REASON_MAX}
          submitText={t('adminPayouts.markFailedSubmit')}
          variant="danger"
          check={payoutFailureReasonValidate}
          onSubmit={(text) => step.mutateAsync({ kind: 'failed', text })}
        />
      </Dialog>
    </section>
  );
}
