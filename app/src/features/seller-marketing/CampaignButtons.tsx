import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { campaignActions, type CampaignStatus, type GatewayError, type Result } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { ConfirmDialog } from '../seller-shop/ConfirmDialog';
import { DeleteButton } from '../seller-shop/DeleteButton';

export interface CampaignButtonsProps {
  readonly status: CampaignStatus;
  /** The voucher's or program's name, for the questions. */
  readonly name: string;
  /** Which words: 'vouchers' or 'promotions'. */
  readonly kind: 'vouchers' | 'promotions';
  readonly end: () => Promise<Result<unknown, GatewayError>>;
  readonly remove: () => Promise<Result<void, GatewayError>>;
  /** After an early end (refresh what shows it). */
  readonly onEnded: () => void | Promise<void>;
  readonly onDeleted: () => void | Promise<void>;
}

/** "End now" for a running campaign and "Delete" for an upcoming or ended one (core's campaignActions), each after a question. */
export function CampaignButtons({ status, name, kind, end, remove, onEnded, onDeleted }: CampaignButtonsProps) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const actions = campaignActions(status);
  const ending = useMutation({
    mutationFn: () => resultUnwrap(end()),
    onSuccess: async () => {
      setAsking(false);
      await onEnded();
    },
    onError: showError,
  });
  return (
    <>
      {actions.end ? (
        <>
          <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
            {t('sellerMarketing.endNow')}
          </Button>
          <ConfirmDialog
            open={asking}
            danger
            title={t(`sellerMarketing.${kind}.endTitle`, { name })}
            description={t(`sellerMarketing.${kind}.endText`)}
            confirmLabel={t('sellerMarketing.endNow')}
            pending={ending.isPending}
            onConfirm={() => ending.mutate()}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : null}
      {actions.delete ? (
        <DeleteButton title={t(`sellerMarketing.${kind}.deleteTitle`, { name })} description={t(`sellerMarketing.${kind}.deleteText`)} remove={remove} onDeleted={onDeleted} />
      ) : null}
    </>
  );
}
